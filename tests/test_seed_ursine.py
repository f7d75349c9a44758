"""Ursine Monstrosity (seed 000): `begin_combat` and `attackcheck begin-combat`.

Each test is named after the ruling it checks and quotes it. The board after the trigger is
checked with the core (`Board(board_after).check(...)`), so the requirement it carries is
the one the rulings describe.
"""

from __future__ import annotations

import copy
import json

import pytest
import typer
from typer.testing import CliRunner

from attackcheck.api import Board
from helpers import write_json
from attackcheck.models import InputError
from attackcheck.solver.seeds.ursine import CARD_TYPES, begin_combat, card_types

URSINE = "Ursine Monstrosity"


def ursine(pid="urs", controller="A", **kw):
    p = {"id": pid, "name": URSINE, "controller": controller, "types": ["creature"],
         "subtypes": ["Bear", "Mutant"], "power": 3, "toughness": 3, "keywords": ["trample"]}
    p.update(kw)
    return p


def board(players=("A", "B"), permanents=(), effects=None, library=None, graveyard=None, **turn):
    ps = [{"id": p} for p in players]
    if library is not None:
        ps[0]["library"] = library
    if graveyard is not None:
        ps[0]["graveyard"] = graveyard
    b = {"version": 1, "players": ps, "turn": {"active": players[0], **turn}, "permanents": list(permanents)}
    if effects is not None:
        b["effects"] = effects
    return b


def perm_of(b, pid):
    return next(p for p in b["permanents"] if p["id"] == pid)


def events_of(result, kind):
    return [e for e in result["events"] if e["event"] == kind]


def chosen(result, source="urs"):
    return next(e["player"] for e in result["events"] if e["event"] == "choose_opponent" and e["source"] == source)


def requirement(b, source="urs"):
    effs = [e for e in b.get("effects", []) if e.get("kind") == "attacks_target_if_able" and e.get("source") == source]
    assert len(effs) <= 1
    return effs[0] if effs else None


FOREST = {"name": "Forest", "types": ["Basic", "Land"]}
BEARS = {"name": "Grizzly Bears", "types": ["Creature"]}
SHOCK = {"name": "Shock", "types": ["Instant"]}


# --- "mill a card" -------------------------------------------------------------------


def test_cant_mill_a_card_still_follows_the_rest():
    """If you can't mill a card, you'll still follow the rest of the instructions of Ursine
    Monstrosity's last ability."""
    for lib in ({"library": []}, {"library_size": 0}, {"library": [], "library_size": 0}):
        b = board(permanents=[ursine()], graveyard=[BEARS, FOREST])
        b["players"][0].update(lib)
        r = begin_combat(b, seed=1)
        assert r["events"] == [
            {"source": "urs", "event": "mill", "card": None},
            {"source": "urs", "event": "choose_opponent", "player": "B"},
        ]
        after = r["board"]
        assert after["players"][0]["graveyard"] == [BEARS, FOREST]  # nothing milled
        assert requirement(after) == {"kind": "attacks_target_if_able", "creatures": ["urs"], "target": "B", "source": "urs"}
        u = perm_of(after, "urs")
        assert (u["power"], u["toughness"]) == (5, 5)  # creature, land
        assert "indestructible" in u["keywords"] and "trample" in u["keywords"]
        assert Board(after).check({"attacks": {"urs": "B"}}).status == "legal"
        assert Board(after).check({"attacks": {}}).status == "illegal"


def test_mill_moves_the_top_card_to_the_graveyard_before_counting():
    """Mill a card [...] gets +1/+1 for each card type among cards in your graveyard (the
    card milled by this ability counts)."""
    b = board(permanents=[ursine()], library=[SHOCK, FOREST], graveyard=[BEARS])
    r = begin_combat(b, seed=3)
    assert events_of(r, "mill") == [{"source": "urs", "event": "mill", "card": SHOCK}]
    a = r["board"]["players"][0]
    assert a["library"] == [FOREST]
    assert a["graveyard"] == [BEARS, SHOCK]
    u = perm_of(r["board"], "urs")
    assert (u["power"], u["toughness"]) == (5, 5)  # creature, instant


def test_mill_with_only_library_size_known_mills_an_unknown_card():
    """SPEC 7: with only `library_size` known the milled card is {"name": null, "types": []}."""
    b = board(permanents=[ursine()], graveyard=[FOREST])
    b["players"][0]["library_size"] = 40
    r = begin_combat(b, seed=0)
    assert events_of(r, "mill")[0]["card"] == {"name": None, "types": []}
    a = r["board"]["players"][0]
    assert a["library_size"] == 39
    assert a["graveyard"] == [FOREST, {"name": None, "types": []}]
    assert perm_of(r["board"], "urs")["power"] == 4  # land only; the unknown card adds nothing


def test_known_top_of_a_library_of_given_size():
    b = board(permanents=[ursine()], library=[SHOCK])
    b["players"][0]["library_size"] = 30
    r = begin_combat(b, seed=0)
    assert events_of(r, "mill")[0]["card"] == SHOCK
    assert r["board"]["players"][0]["library_size"] == 29
    assert r["board"]["players"][0]["library"] == []


# --- "Ursine Monstrosity must attack the chosen player if able" ------------------------


def walker_and_battle_board(players=("A", "B")):
    perms = [ursine()]
    for p in players[1:]:
        perms.append({"id": f"pw_{p}", "name": "Gideon Jura", "controller": p, "types": ["planeswalker"], "loyalty": 6})
        perms.append({"id": f"battle_{p}", "name": "Invasion of Belenon", "controller": "A", "types": ["battle"],
                      "subtypes": ["Siege"], "protector": p, "defense": 5})
    return board(players=players, permanents=perms, library=[FOREST])


def test_must_attack_the_chosen_player_not_their_planeswalker_or_battle():
    """Ursine Monstrosity must attack the chosen player if able, not a planeswalker they
    control or a battle they protect."""
    r = begin_combat(walker_and_battle_board(), seed=11)
    assert chosen(r) == "B"
    after = Board(r["board"])
    assert after.check({"attacks": {"urs": "B"}}).status == "legal"
    for d in ("pw_B", "battle_B"):
        res = after.check({"attacks": {"urs": d}})
        assert res.status == "illegal"
        assert (res.obeyed, res.maximum) == (0, 1)
        assert [v["rule"] for v in res.violations] == ["508.1d"]
        assert res.witness == {"urs": "B"}
    assert after.check({"attacks": {}}).status == "illegal"


def test_must_attack_the_chosen_player_among_several_opponents():
    """Ursine Monstrosity must attack the chosen player if able, not a planeswalker they
    control or a battle they protect (four players: any other defender is illegal)."""
    for seed in range(6):
        r = begin_combat(walker_and_battle_board(("A", "B", "C", "D")), seed=seed)
        p = chosen(r)
        after = Board(r["board"])
        for d in ("B", "C", "D", "pw_B", "pw_C", "pw_D", "battle_B", "battle_C", "battle_D"):
            status = after.check({"attacks": {"urs": d}}).status
            assert status == ("legal" if d == p else "illegal"), (seed, p, d)


# --- "then it doesn't attack" ----------------------------------------------------------


@pytest.mark.parametrize("change", [
    {"tapped": True},
    {"sick": True},
    "cant_attack",
])
def test_tapped_cant_attack_or_summoning_sick_then_it_doesnt_attack(change):
    """If, during your declare attackers step, Ursine Monstrosity is tapped, is affected by a
    spell or ability that says it can't attack, or hasn't been under your control
    continuously since your turn began (and doesn't have haste), then it doesn't attack."""
    b = board(permanents=[ursine()], library=[FOREST])
    if change == "cant_attack":
        b["effects"] = [{"kind": "cant_attack", "creatures": ["urs"]}]  # Pacifism
    else:
        b["permanents"][0].update(change)
    after = Board(begin_combat(b, seed=2)["board"])
    res = after.check({"attacks": {}})
    assert res.status == "legal" and res.maximum == 0
    assert after.check({"attacks": {"urs": "B"}}).status == "illegal"


def test_summoning_sick_with_haste_must_attack():
    """... hasn't been under your control continuously since your turn began (and doesn't
    have haste), then it doesn't attack: with haste it still must."""
    b = board(permanents=[ursine(sick=True, keywords=["trample", "haste"])], library=[FOREST])
    after = Board(begin_combat(b, seed=2)["board"])
    assert after.check({"attacks": {}}).status == "illegal"
    assert after.check({"attacks": {"urs": "B"}}).status == "legal"


def test_cost_to_attack_the_chosen_player_is_not_forced():
    """If there's a cost associated with having Ursine Monstrosity attack the chosen player,
    you aren't forced to pay that cost, so it doesn't have to attack that player in that case
    either. If Ursine Monstrosity isn't forced to attack the chosen player for one of the
    above reasons but can still attack, you may choose to have it attack another player, a
    planeswalker, a battle, or nothing at all."""
    seen = set()
    for seed in range(8):
        b = walker_and_battle_board(("A", "B", "C"))
        b["permanents"] += [
            {"id": "forest1", "name": "Forest", "controller": "A", "types": ["land"], "mana": ["{G}"]},
            {"id": "forest2", "name": "Forest", "controller": "A", "types": ["land"], "mana": ["{G}"]},
        ]
        r = begin_combat(b, seed=seed)
        p = chosen(r)
        seen.add(p)
        other = "C" if p == "B" else "B"
        after = copy.deepcopy(r["board"])
        # Ghostly Prison under the chosen player: {2} for each creature attacking them
        after["effects"].append({"kind": "attack_tax", "target": p, "cost": "{2}", "controller": p})
        ab = Board(after)
        assert ab.check({"attacks": {}}).maximum == 0  # not forced
        for d in ({}, {"urs": other}, {"urs": f"pw_{p}"}, {"urs": f"pw_{other}"},
                  {"urs": f"battle_{p}"}, {"urs": f"battle_{other}"}):
            assert ab.check({"attacks": d}).status == "legal", (p, d)
        paid = ab.check({"attacks": {"urs": p}})  # paying is allowed, just not required
        assert paid.status == "legal" and paid.cost["mana"] == "{2}"
    assert seen == {"B", "C"}


def test_tax_on_the_chosen_player_it_cannot_pay_still_leaves_other_attacks():
    """... you aren't forced to pay that cost [...] you may choose to have it attack another
    player, a planeswalker, a battle, or nothing at all (no mana at all)."""
    b = walker_and_battle_board(("A", "B"))
    r = begin_combat(b, seed=0)
    after = copy.deepcopy(r["board"])
    after["effects"].append({"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"})
    ab = Board(after)
    assert ab.check({"attacks": {"urs": "B"}}).status == "illegal"  # can't pay
    for d in ({}, {"urs": "pw_B"}, {"urs": "battle_B"}):
        assert ab.check({"attacks": d}).status == "legal"


def test_cant_attack_the_chosen_player_may_attack_anything_else_or_nothing():
    """If Ursine Monstrosity isn't forced to attack the chosen player for one of the above
    reasons but can still attack, you may choose to have it attack another player, a
    planeswalker, a battle, or nothing at all. (Blazing Archon under the chosen player:
    "Creatures can't attack you.")"""
    b = walker_and_battle_board(("A", "B", "C"))
    r = begin_combat(b, seed=1)
    p = chosen(r)
    other = "C" if p == "B" else "B"
    after = copy.deepcopy(r["board"])
    after["effects"].append({"kind": "cant_attack_target", "creatures": {"controller": "opponents"},
                             "target": "you", "controller": p})
    ab = Board(after)
    assert ab.check({"attacks": {"urs": p}}).status == "illegal"
    for d in ({}, {"urs": other}, {"urs": f"pw_{p}"}, {"urs": f"pw_{other}"},
              {"urs": f"battle_{p}"}, {"urs": f"battle_{other}"}):
        res = ab.check({"attacks": d})
        assert res.status == "legal" and res.maximum == 0, (p, d)


# --- multiple combat phases --------------------------------------------------------------


def test_multiple_combats_trigger_each_time_and_ignore_earlier_choices():
    """If your turn has multiple combat phases, Ursine Monstrosity's last ability triggers at
    the beginning of each of them. Ignore any choices made for its last ability during
    previous combat phases."""
    b = board(players=("A", "B", "C"), permanents=[ursine()], library=[FOREST, SHOCK, BEARS],
              effects=[{"kind": "attacks_if_able", "creatures": ["urs"]}])
    first = begin_combat(b, seed=5)
    b2 = copy.deepcopy(first["board"])
    b2["turn"]["combat"] = 2
    second = begin_combat(b2, seed=9)
    after = second["board"]
    # triggered again: a second mill and a second choice
    assert events_of(second, "mill")[0]["card"] == SHOCK
    # the earlier requirement is gone; the new one stands; other effects stay
    reqs = [e for e in after["effects"] if e["kind"] == "attacks_target_if_able"]
    assert reqs == [{"kind": "attacks_target_if_able", "creatures": ["urs"], "target": chosen(second), "source": "urs"}]
    assert {"kind": "attacks_if_able", "creatures": ["urs"]} in after["effects"]
    # until end of turn: the combat-1 bonus (+1, land) stays and the new one (+2) adds
    u = perm_of(after, "urs")
    assert (u["power"], u["toughness"]) == (3 + 1 + 2, 3 + 1 + 2)
    assert u["keywords"].count("indestructible") == 1


def test_multiple_combats_choice_is_made_afresh():
    """Ignore any choices made for its last ability during previous combat phases: whoever
    was chosen in combat 1, combat 2's choice is a new random choice, and the declaration
    must follow the new one only."""
    b = board(players=("A", "B", "C"), combat=2, library=[FOREST],
              permanents=[ursine(power=4, toughness=4, keywords=["trample", "indestructible"])],
              effects=[{"kind": "attacks_target_if_able", "creatures": ["urs"], "target": "B", "source": "urs"}])
    picks = set()
    for seed in range(30):
        r = begin_combat(b, seed=seed)
        p = chosen(r)
        picks.add(p)
        assert requirement(r["board"])["target"] == p
        ab = Board(r["board"])
        assert ab.check({"attacks": {"urs": p}}).status == "legal"
        if p == "C":  # the old choice B no longer binds
            assert ab.check({"attacks": {"urs": "B"}}).status == "illegal"
    assert picks == {"B", "C"}


# --- card types ---------------------------------------------------------------------------


def test_card_types_not_supertypes_or_subtypes():
    """The card types in Magic include artifact, battle, creature, enchantment, instant,
    kindred, land, planeswalker, and sorcery. Legendary, basic, and snow are supertypes, not
    card types; Horror and Room are subtypes, not card types."""
    assert CARD_TYPES == {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
                          "planeswalker", "sorcery"}
    grave = [
        {"name": "Legendary horror", "types": ["Legendary", "Creature", "Horror"]},
        {"name": "Snow land", "types": ["Basic", "Snow", "Land"]},
        {"name": "Room", "types": ["Enchantment", "Room"]},
        {"name": "Only supertypes", "types": ["Legendary", "Snow", "Basic"]},
        {"name": "Only subtypes", "types": ["Horror", "Room"]},
    ]
    assert card_types(grave) == {"creature", "land", "enchantment"}
    b = board(permanents=[ursine()], library=[{"name": "Only supertypes", "types": ["Legendary"]}], graveyard=grave)
    u = perm_of(begin_combat(b, seed=0)["board"], "urs")
    assert (u["power"], u["toughness"]) == (6, 6)


def test_card_types_count_once_each_and_all_nine_count():
    """+1/+1 for each card type among cards in your graveyard: a type counts once however
    many cards have it; an artifact creature has two."""
    grave = [{"name": "Ornithopter", "types": ["Artifact", "Creature"]}, BEARS, BEARS,
             {"name": "Bitterblossom", "types": ["Kindred", "Enchantment"]},
             {"name": "Invasion", "types": ["Battle"]}, {"name": "Jace", "types": ["Legendary", "Planeswalker"]},
             {"name": "Lightning Bolt", "types": ["Instant"]}, {"name": "Divination", "types": ["Sorcery"]}]
    b = board(permanents=[ursine()], library=[FOREST], graveyard=grave)
    u = perm_of(begin_combat(b, seed=0)["board"], "urs")
    assert (u["power"], u["toughness"]) == (12, 12)


def test_empty_graveyard_gives_no_bonus_but_indestructible():
    """Until end of turn, it gains indestructible and gets +1/+1 for each card type (none)."""
    b = board(permanents=[ursine()], library=[])
    u = perm_of(begin_combat(b, seed=0)["board"], "urs")
    assert (u["power"], u["toughness"]) == (3, 3)
    assert u["keywords"] == ["trample", "indestructible"]


# --- choosing at random ----------------------------------------------------------------------


def test_choose_an_opponent_at_random_reproducible_by_seed():
    """Choose an opponent at random: the same board and seed give the same output, and every
    opponent can be chosen."""
    b = board(players=("A", "B", "C", "D"), permanents=[ursine()], library=[FOREST] * 3)
    assert begin_combat(b, seed=42) == begin_combat(b, seed=42)
    picks = {chosen(begin_combat(b, seed=s)) for s in range(40)}
    assert picks == {"B", "C", "D"}
    assert b["players"][0]["library"] == [FOREST] * 3  # the input is not changed


def test_choice_limited_to_range_of_influence():
    """801 (SPEC 7): the opponent is chosen among the opponents in the active player's range
    of influence, seats counted the shorter way round."""
    b = board(players=("A", "B", "C", "D", "E"), range_of_influence=1, permanents=[ursine()], library=[FOREST])
    picks = {chosen(begin_combat(b, seed=s)) for s in range(40)}
    assert picks == {"B", "E"}


def test_no_opponent_in_range_still_mills_and_pumps():
    b = board(players=("A",), permanents=[ursine()], library=[FOREST])
    r = begin_combat(b, seed=0)
    assert r["events"][1] == {"source": "urs", "event": "choose_opponent", "player": None}
    assert requirement(r["board"]) is None
    assert perm_of(r["board"], "urs")["power"] == 4


# --- whose triggers, in what order --------------------------------------------------------------


def test_only_the_active_players_ursines_trigger_in_board_order():
    """At the beginning of combat on your turn: an opponent's Ursine Monstrosity does nothing;
    two of yours resolve in board order and the second counts the first's milled card."""
    b = board(players=("A", "B"), library=[FOREST, SHOCK],
              permanents=[ursine("u1"), ursine("theirs", controller="B"),
                          ursine("u2", name="URSINE MONSTROSITY")])
    r = begin_combat(b, seed=4)
    assert [(e["source"], e["event"]) for e in r["events"]] == [
        ("u1", "mill"), ("u1", "choose_opponent"), ("u2", "mill"), ("u2", "choose_opponent")]
    assert perm_of(r["board"], "u1")["power"] == 4  # land
    assert perm_of(r["board"], "u2")["power"] == 5  # land, instant
    assert perm_of(r["board"], "theirs") == ursine("theirs", controller="B")
    assert requirement(r["board"], "theirs") is None


def test_a_copy_of_ursine_monstrosity_triggers_too():
    """A copy has the copied card's name and its triggered ability (707.2)."""
    b = board(permanents=[ursine(), {"id": "clone", "copy_of": "urs", "controller": "A"}], library=[FOREST, FOREST])
    r = begin_combat(b, seed=0)
    assert [e["source"] for e in events_of(r, "choose_opponent")] == ["urs", "clone"]
    c = perm_of(r["board"], "clone")
    assert (c["power"], c["toughness"]) == (4, 4)
    assert set(c["keywords"]) == {"trample", "indestructible"}
    assert Board(r["board"]).check({"attacks": {"clone": "B", "urs": "B"}}).status == "legal"


def test_no_ursine_changes_nothing():
    b = board(permanents=[{"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"],
                           "power": 2, "toughness": 2}], library=[FOREST])
    r = begin_combat(b, seed=0)
    assert r == {"board": b, "events": []}


def test_fields_it_does_not_change_are_kept():
    b = board(players=("A", "B"), library=[FOREST], permanents=[
        ursine(abilities=[{"kind": "cant_attack_alone", "creatures": "self"}]),
        {"id": "elf", "name": "Llanowar Elves", "controller": "A", "types": ["creature"], "power": 1,
         "toughness": 1, "mana": ["{G}"]},
    ])
    b["players"][0].update({"life": 37, "hand": 4, "mana_pool": "{G}"})
    b["designations"] = [{"goad": "elf", "by": "B"}]
    after = begin_combat(copy.deepcopy(b), seed=0)["board"]
    assert after["players"][0]["life"] == 37 and after["players"][0]["hand"] == 4
    assert after["designations"] == b["designations"]
    assert perm_of(after, "elf") == perm_of(b, "elf")
    assert perm_of(after, "urs")["abilities"] == [{"kind": "cant_attack_alone", "creatures": "self"}]
    assert after["turn"] == b["turn"]


def test_bad_input_raises_input_error_with_field():
    b = board(permanents=[ursine()])
    b["turn"]["active"] = "Z"
    with pytest.raises(InputError) as exc:
        begin_combat(b, seed=0)
    assert exc.value.path == "turn.active"
    b = board(permanents=[ursine(power="big")])
    with pytest.raises(InputError) as exc:
        begin_combat(b)
    assert exc.value.path == "permanents[0].power"


# --- the command line ---------------------------------------------------------------------


@pytest.fixture
def app():
    from attackcheck.cli import app

    return app


write = write_json


def test_cli_begin_combat_seed_reproducible(app, tmp_path):
    path = write(tmp_path, "b.json", board(players=("A", "B", "C", "D"), permanents=[ursine()], library=[FOREST]))
    runner = CliRunner()
    outs = []
    for _ in range(2):
        res = runner.invoke(app, ["begin-combat", path, "--seed", "17", "--json"])
        assert res.exit_code == 0, res.output
        outs.append(json.loads(res.stdout))
    assert outs[0] == outs[1]
    assert outs[0] == begin_combat(json.loads(open(path).read()), seed=17)
    assert {e["event"] for e in outs[0]["events"]} == {"mill", "choose_opponent"}
    Board(outs[0]["board"])  # the board after is board format v1
    picks = {json.loads(runner.invoke(app, ["begin-combat", path, "--seed", str(s), "--json"]).stdout)["events"][1]["player"]
             for s in range(25)}
    assert picks == {"B", "C", "D"}


def test_cli_begin_combat_readable_and_yaml(app, tmp_path):
    p = tmp_path / "b.yaml"
    p.write_text(
        "version: 1\nplayers: [{id: A, library: []}, {id: B}]\nturn: {active: A}\n"
        "permanents:\n  - {id: urs, name: Ursine Monstrosity, controller: A, types: [creature], power: 3, toughness: 3}\n")
    res = CliRunner().invoke(app, ["begin-combat", str(p), "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert "can't mill" in res.stdout and "chose B" in res.stdout and "4/4" not in res.stdout


def test_cli_begin_combat_bad_input_exit_2(app, tmp_path):
    b = board(permanents=[ursine()])
    b["permanents"][0]["controller"] = "Z"
    res = CliRunner().invoke(app, ["begin-combat", write(tmp_path, "bad.json", b), "--json"])
    assert res.exit_code == 2
    err = json.loads(res.stdout)
    assert err["status"] == "error" and err["violations"][0]["field"] == "permanents[0].controller"
    res = CliRunner().invoke(app, ["begin-combat", str(tmp_path / "missing.json")])
    assert res.exit_code == 2


def test_card_field_names_ursine_and_the_library_fills_it():
    """A permanent is Ursine Monstrosity when its `card` is that name; its printed 3/3 and
    trample come from the card library and the bonus adds to them."""
    b = board(permanents=[{"id": "urs", "card": "ursine monstrosity", "controller": "A"}], library=[SHOCK])
    try:
        Board(b)
    except InputError:
        pytest.skip("the card library has no Ursine Monstrosity")
    r = begin_combat(b, seed=0)
    u = perm_of(r["board"], "urs")
    assert (u["power"], u["toughness"]) == (4, 4)
    assert set(u["keywords"]) == {"trample", "indestructible"}
    assert Board(r["board"]).check({"attacks": {"urs": "B"}}).status == "legal"
