"""Ugin, the Ineffable (seed 003): `attackcheck.solver.seeds.ugin` (+1, the Spirit leaving,
looking at the exiled card, −3 targets) and `models.costs` (total cost, 601.2f, 118.7).

Each test quotes the ruling sentence it checks. Boards made by the seed functions are run
through the core (`Board(...)`), so they are board format v1 and the engine reads them:
Ugin is a planeswalker creatures may attack, and a Spirit made this turn can't attack.
"""

from __future__ import annotations

import copy

import pytest

from attackcheck.api import Board
from attackcheck.models import InputError, ManaCost
from attackcheck.models.costs import (
    reduce_cost,
    spell_colors,
    spell_cost_with_ugin,
    spell_mana_value,
    sum_costs,
    total_cost,
)
from attackcheck.solver.seeds.ugin import can_look, spirit_leaves, ugin_minus_three_targets, ugin_plus_one

UGIN = "Ugin, the Ineffable"
SOL_RING = {"name": "Sol Ring", "types": ["artifact"]}
FOREST_CARD = {"name": "Forest", "types": ["land"]}
BOLT = {"name": "Lightning Bolt", "types": ["instant"]}


def board(permanents=(), players=None, library=None, hand=None, **turn):
    ps = [{"id": p} for p in ("A", "B")] if players is None else [dict(p) for p in players]
    if library is not None:
        ps[0]["library"] = list(library)
    if hand is not None:
        ps[0]["hand"] = hand
    return {"version": 1, "players": ps, "turn": {"active": "A", **turn}, "permanents": list(permanents)}


def ugin(pid="ugin", controller="A", **kw):
    return {"id": pid, "card": UGIN, "controller": controller, **kw}


def perm_of(b, pid):
    return next((p for p in b["permanents"] if p["id"] == pid), None)


def player_of(b, pid):
    return next(p for p in b["players"] if p["id"] == pid)


def c(text):
    return ManaCost.parse(text)


# --- the +1 -------------------------------------------------------------------------------------


def test_plus_one_exiles_the_top_card_face_down_and_makes_a_sick_spirit():
    """+1: Exile the top card of your library face down and look at it. Create a 2/2
    colorless Spirit creature token. (302.6: the token can't attack this turn.)"""
    b = board([ugin()], library=[SOL_RING, FOREST_CARD])
    r = ugin_plus_one(b, "ugin")
    after = r["board"]
    a = player_of(after, "A")
    assert a["library"] == [FOREST_CARD]
    assert a["exile"] == [{**SOL_RING, "face_down": True, "source": "ugin", "linked_tokens": ["spirit"], "can_look": ["A"]}]
    spirit = perm_of(after, "spirit")
    assert spirit == {"id": "spirit", "name": "Spirit", "types": ["creature"], "subtypes": ["Spirit"], "colors": [],
                      "power": 2, "toughness": 2, "controller": "A", "owner": "A", "token": True, "sick": True}
    assert perm_of(after, "ugin")["loyalty"] == 5  # printed 4, +1
    assert [e["event"] for e in r["events"]] == ["loyalty", "exile", "create_token"]
    assert r["events"][1]["card"] == SOL_RING
    bd = Board(after)
    p = bd.resolved.permanents["spirit"]
    assert p.is_creature and not p.colors and (p.power, p.toughness) == (2, 2)
    res = bd.check({"attacks": {"spirit": "B"}})
    assert res.status == "illegal" and res.violations[0]["rule"] == "302.6"
    assert b == board([ugin()], library=[SOL_RING, FOREST_CARD])  # the input is unchanged


def test_plus_one_with_an_empty_or_unknown_library():
    """+1: Exile the top card of your library face down [...] Create a 2/2 colorless Spirit
    creature token. (An empty library exiles nothing and the token is still made; a library
    of known size exiles an unknown card.)"""
    empty = ugin_plus_one(board([ugin()], library=[]), "ugin")
    assert empty["events"][1]["card"] is None
    assert perm_of(empty["board"], "spirit") is not None
    assert not player_of(empty["board"], "A").get("exile")
    b = board([ugin()])
    b["players"][0]["library_size"] = 30
    r = ugin_plus_one(b, "ugin")
    a = player_of(r["board"], "A")
    assert a["library_size"] == 29
    assert a["exile"][0]["name"] is None and a["exile"][0]["face_down"] is True


def test_ugin_is_a_planeswalker_creatures_may_attack():
    """Ugin is an attack target (306.6, 508.1b); its Spirit made this turn is summoning-sick
    (302.6) and can't attack."""
    bear = {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}
    b = Board(board([bear, ugin(controller="B")]))
    assert b.resolved.permanents["ugin"].is_planeswalker and b.resolved.permanents["ugin"].loyalty == 4
    assert b.check({"attacks": {"bear": "ugin"}}).status == "legal"
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # A's own Ugin is not attackable by A, and A's fresh Spirit can't attack B's Ugin
    mine = ugin_plus_one(board([bear, ugin("mine"), ugin(controller="B")]), "mine")["board"]
    bd = Board(mine)
    assert bd.check({"attacks": {"bear": "mine"}}).status == "illegal"
    assert bd.check({"attacks": {"spirit": "ugin"}}).status == "illegal"
    assert bd.check({"attacks": {"bear": "ugin"}}).status == "legal"
    assert bd.count().count == 3  # bear: home, B or B's Ugin; the Spirit stays home
    # the next turn the Spirit has been under A's control since the turn began
    nxt = copy.deepcopy(mine)
    perm_of(nxt, "spirit")["sick"] = False
    assert Board(nxt).check({"attacks": {"spirit": "ugin"}}).status == "legal"


def test_seed_functions_validate_their_input():
    """Bad input raises InputError naming the field; unknown ids are bad input."""
    bad = board([ugin()])
    bad["permanents"][0]["colour"] = ["W"]
    with pytest.raises(InputError) as err:
        ugin_plus_one(bad, "ugin")
    assert err.value.path == "permanents[0].colour"
    with pytest.raises(InputError):
        ugin_plus_one(board([ugin()]), "nobody")
    with pytest.raises(InputError):
        spirit_leaves(board([ugin()]), "nobody")
    with pytest.raises(InputError):
        ugin_plus_one(board([ugin(), {"id": "x", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}]),
                      "ugin", token_ids=["x"])  # an id already used
    with pytest.raises(InputError):
        ugin_minus_three_targets({"version": 1, "players": []})
    hand = board([], hand=1)
    hand["players"][0]["hand_cards"] = [BOLT, BOLT]
    with pytest.raises(InputError):
        Board(hand)


# --- looking at the exiled card ---------------------------------------------------------------------


def test_once_you_look_you_may_look_again_any_time():
    """Once you look at the exiled face-down card once, you may look at it again any time you
    wish."""
    after = ugin_plus_one(board([ugin()], library=[BOLT]), "ugin")["board"]
    assert can_look(after, "A", 0) is True
    assert can_look(after, "B", 0) is False  # face down: the opponent can't
    # later: Ugin has left the battlefield, another +1 made more cards: still
    later = copy.deepcopy(after)
    later["permanents"] = [p for p in later["permanents"] if p["id"] != "ugin"]
    later["turn"]["active"] = "B"
    assert can_look(later, "A", 0) is True
    # a face-up exiled card: anyone may look
    up = copy.deepcopy(after)
    up["players"][0]["exile"][0]["face_down"] = False
    assert can_look(up, "B", 0) is True


def test_another_player_who_gains_control_of_the_spirit_cant_look():
    """If another player gains control of the Spirit token, that player can't look at the
    exiled card."""
    after = ugin_plus_one(board([ugin()], library=[BOLT]), "ugin")["board"]
    stolen = copy.deepcopy(after)
    perm_of(stolen, "spirit")["controller"] = "B"
    assert can_look(stolen, "B", 0) is False
    assert can_look(stolen, "A", 0) is True
    assert can_look(stolen, "B", 0, owner="A") is False
    # when the stolen Spirit leaves, the card still goes to A's hand (A activated Ugin)
    r = spirit_leaves(stolen, "spirit")
    assert r["events"][-1] == {"event": "to_hand", "player": "A", "card": BOLT, "token": "spirit"}
    assert not player_of(r["board"], "B").get("hand_cards")


# --- the −3 -------------------------------------------------------------------------------------------


def test_a_land_normally_has_no_color_even_if_it_makes_colored_mana():
    """A land normally has no color, even if it can produce one or more colors of mana."""
    forest = {"id": "forest", "name": "Forest", "controller": "B", "types": ["land"], "subtypes": ["Forest"],
              "mana": ["{G}"], "colors": []}
    city = {"id": "city", "name": "City of Brass", "controller": "B", "types": ["land"], "mana": ["any"]}
    elves = {"id": "elves", "name": "Llanowar Elves", "controller": "B", "types": ["creature"], "colors": ["G"],
             "power": 1, "toughness": 1, "mana": ["{G}"]}
    arbor = {"id": "arbor", "name": "Dryad Arbor", "controller": "B", "types": ["land", "creature"],
             "subtypes": ["Forest", "Dryad"], "colors": ["G"], "power": 1, "toughness": 1, "mana": ["{G}"]}
    relic = {"id": "relic", "card": "Sol Ring", "controller": "A"}
    clone = {"id": "clone", "copy_of": "elves", "controller": "A"}
    b = board([ugin(), forest, city, elves, arbor, relic, clone])
    assert ugin_minus_three_targets(b) == ["elves", "arbor", "clone"]
    assert "forest" not in ugin_minus_three_targets(b) and "city" not in ugin_minus_three_targets(b)


# --- total cost -------------------------------------------------------------------------------------


def test_total_cost_starts_with_the_cost_adds_increases_then_applies_reductions():
    """To determine the total cost of a spell, start with the mana cost or alternative cost
    you're paying, add any cost increases, then apply any cost reductions (such as that of
    Ugin)."""
    # a colorless {1} artifact spell under Thalia ({1} more) and Ugin ({2} less): {1}+{1}-{2}
    assert spell_cost_with_ugin("{1}", increases=["{1}"]) == c("{0}")
    # (reducing first would have left {1}: the order matters and is increases first)
    assert total_cost("{1}", generic_reductions=[2]) + c("{1}") == c("{1}")
    assert total_cost("{1}", increases=["{1}"], generic_reductions=[2]) == c("{0}")
    assert spell_cost_with_ugin("{4}", increases=["{1}"]) == c("{3}")
    # an alternative cost is where the total starts; the spell's colors come from its card
    assert spell_cost_with_ugin("{7}", alternative="{3}") == c("{1}")
    assert spell_cost_with_ugin("{1}{U}{U}", alternative="{3}") == c("{3}")  # a blue spell: no reduction
    # several reductions add up; X is fixed before the reductions
    assert spell_cost_with_ugin("{X}{X}", x=3, ugins=2) == c("{2}")
    assert total_cost("{X}{R}", x=2, generic_reductions=[1]) == c("{1}{R}")
    with pytest.raises(ValueError):
        total_cost("{X}{R}", generic_reductions=[1])  # X must be fixed first


def test_ugin_doesnt_reduce_a_colored_spell():
    """[...] then apply any cost reductions (such as that of Ugin). (Ugin reduces colorless
    spells only: a green spell costs its full cost.)"""
    assert spell_colors("{2}{G}") == {"G"}
    assert spell_cost_with_ugin("{2}{G}") == c("{2}{G}")
    assert spell_cost_with_ugin("{4}{W/U}") == c("{4}{W/U}")
    assert spell_cost_with_ugin("{2}{B/P}") == c("{2}{B/P}")
    # a spell made colorless (devoid) is reduced, but only its generic mana
    assert spell_cost_with_ugin("{3}{B}", colors=[]) == c("{1}{B}")
    assert spell_cost_with_ugin("{1}{B}", colors=[]) == c("{B}")


def test_generic_reduction_never_reduces_colored_or_colorless_mana():
    """[...] then apply any cost reductions (such as that of Ugin). (118.7a: a generic
    reduction lowers only generic mana; nothing goes below zero.)"""
    assert total_cost("{1}{G}", generic_reductions=[2]) == c("{G}")
    assert total_cost("{G}{G}", generic_reductions=[5]) == c("{G}{G}")
    assert spell_cost_with_ugin("{3}{C}") == c("{1}{C}")  # Thought-Knot Seer: {C} is not generic
    assert spell_cost_with_ugin("{C}{C}") == c("{C}{C}")
    assert total_cost("{2/W}", generic_reductions=[2]) == c("{2/W}")
    assert total_cost("{W/U}", generic_reductions=[1]) == c("{W/U}")
    # 118.7b: a colored reduction lowers that color first, the excess lowers generic mana
    assert total_cost("{1}{W}", reductions=["{W}"]) == c("{1}")
    assert total_cost("{1}{W}", reductions=["{W}{W}"]) == c("{0}")
    assert total_cost("{3}{G}", reductions=["{W}"]) == c("{2}{G}")
    assert total_cost("{2}{W/U}", reductions=["{U}"]) == c("{2}")
    assert reduce_cost("{1}{W}", [1], ["{W}"]) == c("{0}")
    # any order of reductions gives the same total
    assert reduce_cost(reduce_cost("{3}{W}", [], ["{W}{W}"]), [1]) == reduce_cost(reduce_cost("{3}{W}", [1]), [], ["{W}{W}"])


def test_mana_value_unchanged_whatever_the_total_cost():
    """The mana value of the spell remains unchanged, no matter what the total cost to cast it
    was."""
    for printed, increases in (("{2}", ()), ("{1}", ()), ("{7}", ["{1}"]), ("{3}{C}", ())):
        total = spell_cost_with_ugin(printed, increases=increases)
        assert spell_mana_value(printed) == c(printed).mana_value()
        assert total.mana_value() != spell_mana_value(printed)  # the total differs, the mana value doesn't
    assert spell_mana_value("{2}") == 2 and spell_cost_with_ugin("{2}") == c("{0}")
    assert spell_mana_value("{X}{X}", x=3) == 6 and spell_cost_with_ugin("{X}{X}", x=3) == c("{4}")


def test_a_colorless_spell_costing_2_or_1_costs_0():
    """A colorless spell whose mana cost is {2} or {1} will cost {0} to cast."""
    assert spell_cost_with_ugin("{2}") == c("{0}")
    assert spell_cost_with_ugin("{1}") == c("{0}")
    assert spell_cost_with_ugin("{0}") == c("{0}")
    assert spell_cost_with_ugin("{2}").is_zero() and str(spell_cost_with_ugin("{1}")) == "{0}"
    assert spell_cost_with_ugin("{3}") == c("{1}")  # not below zero, not more than {2} off


def test_attack_cost_total_is_the_sum_of_the_taxes():
    """508.1h mirrors 601.2f: the total attack cost is the sum of every tax that applies
    (total_cost(parts=...)), as the engine reports it."""
    lands = [{"id": f"p{i}", "controller": "A", "types": ["land"], "mana": ["{W}"]} for i in range(6)]
    bears = [{"id": b, "controller": "A", "types": ["creature"], "power": 2, "toughness": 2} for b in ("x", "y")]
    taxes = [{"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"},
             {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    b = Board({**board([*bears, *lands]), "effects": taxes})
    r = b.check({"attacks": {"x": "B", "y": "B"}})
    assert r.status == "legal"
    assert r.cost["mana"] == str(total_cost(parts=["{2}", "{1}", "{2}", "{1}"])) == "{6}"
    assert sum_costs([]) == c("{0}") and total_cost() == c("{0}")


# --- the Spirit leaving -------------------------------------------------------------------------------


def test_spirit_leaving_puts_the_card_into_your_hand_even_if_ugin_left():
    """If the Spirit leaves the battlefield for any reason, you'll put the exiled card into
    your hand, even if Ugin left the battlefield before that happened."""
    after = ugin_plus_one(board([ugin()], library=[BOLT, FOREST_CARD], hand=2), "ugin")["board"]
    gone = copy.deepcopy(after)
    gone["permanents"] = [p for p in gone["permanents"] if p["id"] != "ugin"]  # Ugin left first
    r = spirit_leaves(gone, "spirit")
    a = player_of(r["board"], "A")
    assert perm_of(r["board"], "spirit") is None
    assert a["hand"] == 3 and a["hand_cards"] == [BOLT]
    assert a["exile"] == [] and a["library"] == [FOREST_CARD]
    assert r["events"] == [{"event": "leaves", "token": "spirit"},
                           {"event": "to_hand", "player": "A", "card": BOLT, "token": "spirit"}]
    Board(r["board"])  # still board format v1
    # with Ugin still there it is the same
    assert player_of(spirit_leaves(after, "spirit")["board"], "A")["hand_cards"] == [BOLT]


def test_spirit_leaving_for_any_reason_clears_what_named_it():
    """If the Spirit leaves the battlefield for any reason, you'll put the exiled card into
    your hand [...]. (The board after stays valid: goad on the token ends, lists drop it,
    a copy of it keeps what it copied, and the hand size matters for Ensnaring Bridge.)"""
    after = ugin_plus_one(board([ugin()], library=[BOLT], hand=1), "ugin")["board"]
    big = {"id": "big", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}
    bridge = {"id": "bridge", "card": "Ensnaring Bridge", "controller": "A"}
    after["permanents"] += [big, bridge, {"id": "twin", "copy_of": "spirit", "controller": "A"}]
    after["designations"] = [{"goad": "spirit", "by": "B"}]
    after["effects"] = [{"kind": "attacks_if_able", "creatures": ["spirit", "big"], "source": "spirit"}]
    before = Board(after)
    assert before.check({"attacks": {"big": "B"}}).status == "illegal"  # power 2 > 1 card in hand
    r = spirit_leaves(after, "spirit")
    out = r["board"]
    twin = perm_of(out, "twin")
    assert "copy_of" not in twin and twin["power"] == 2 and twin["subtypes"] == ["Spirit"]
    assert out["designations"] == []
    assert out["effects"] == [{"kind": "attacks_if_able", "creatures": ["big"], "controller": "A"}]
    bd = Board(out)
    assert player_of(out, "A")["hand"] == 2
    assert bd.check({"attacks": {"big": "B"}}).status == "legal"  # 2 cards now: power 2 may attack
    assert bd.check({"attacks": {}}).status == "illegal"  # and "attacks if able" still binds it


def test_doubling_season_two_spirits_one_exiled_card():
    """If an effect such as that of Doubling Season causes Ugin to create two Spirit tokens,
    you still only exile one card from your library."""
    r = ugin_plus_one(board([ugin()], library=[BOLT, FOREST_CARD, SOL_RING]), "ugin", tokens=2)
    a = player_of(r["board"], "A")
    assert a["library"] == [FOREST_CARD, SOL_RING]
    assert len(a["exile"]) == 1 and a["exile"][0]["linked_tokens"] == ["spirit", "spirit2"]
    assert [e["event"] for e in r["events"]].count("exile") == 1
    assert [e["token"] for e in r["events"] if e["event"] == "create_token"] == ["spirit", "spirit2"]
    bd = Board(r["board"])
    assert all(bd.resolved.permanents[t].sick for t in ("spirit", "spirit2"))
    assert bd.count().count == 1  # neither fresh Spirit can attack
    named = ugin_plus_one(board([ugin()], library=[BOLT]), "ugin", tokens=2, token_ids=["s1", "s2"])
    assert player_of(named["board"], "A")["exile"][0]["linked_tokens"] == ["s1", "s2"]


def test_the_first_of_the_two_tokens_to_leave_puts_the_card_into_your_hand():
    """You'll put that card into your hand the first time that either of the tokens leaves the
    battlefield."""
    after = ugin_plus_one(board([ugin()], library=[BOLT], hand=0), "ugin", tokens=2)["board"]
    for first, second in (("spirit", "spirit2"), ("spirit2", "spirit")):
        r1 = spirit_leaves(after, first)
        a = player_of(r1["board"], "A")
        assert a["hand"] == 1 and a["hand_cards"] == [BOLT] and a["exile"] == []
        r2 = spirit_leaves(r1["board"], second)
        assert r2["events"] == [{"event": "leaves", "token": second}]
        assert player_of(r2["board"], "A")["hand"] == 1  # the second token does nothing
        assert player_of(r2["board"], "A")["hand_cards"] == [BOLT]


def test_several_activations_each_spirit_has_its_own_card():
    """If you've activated Ugin's ability multiple times, you must keep track of which exiled
    card belongs to each Spirit token."""
    b = board([ugin()], library=[BOLT, FOREST_CARD, SOL_RING], hand=0)
    one = ugin_plus_one(b, "ugin")["board"]
    two = ugin_plus_one(one, "ugin")["board"]
    three = ugin_plus_one(two, "ugin", tokens=2)["board"]
    exile = player_of(three, "A")["exile"]
    assert [(e["name"], e["linked_tokens"]) for e in exile] == [
        ("Lightning Bolt", ["spirit"]), ("Forest", ["spirit2"]), ("Sol Ring", ["spirit3", "spirit4"])]
    assert perm_of(three, "ugin")["loyalty"] == 7
    r = spirit_leaves(three, "spirit2")
    assert player_of(r["board"], "A")["hand_cards"] == [FOREST_CARD]
    r = spirit_leaves(r["board"], "spirit4")
    assert player_of(r["board"], "A")["hand_cards"] == [FOREST_CARD, SOL_RING]
    r = spirit_leaves(r["board"], "spirit3")  # Sol Ring already went with spirit4
    assert player_of(r["board"], "A")["hand_cards"] == [FOREST_CARD, SOL_RING]
    r = spirit_leaves(r["board"], "spirit")
    a = player_of(r["board"], "A")
    assert a["hand_cards"] == [FOREST_CARD, SOL_RING, BOLT] and a["hand"] == 3 and a["exile"] == []
    # each card can still be looked at by A, by index into A's exile
    assert [can_look(three, "A", i) for i in range(3)] == [True, True, True]
