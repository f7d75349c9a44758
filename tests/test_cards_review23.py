"""Real cards by name, checked against the Comprehensive Rules and the card data: triggered
mana abilities on "mana of the chosen color" (Gauntlet of Power, Caged Sun: 105.4, 106.12a,
605.1b) and on the monarch (Regal Behemoth). Ghostly Prison asks {2} a creature attacking its
controller B."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


BEAR = C("bear", "Grizzly Bears")
BEAR2 = C("bear2", "Grizzly Bears")
PRISON = C("prison", "Ghostly Prison", "B")


def board(*perms: dict, answers: Optional[list] = None, players: Optional[list] = None) -> Board:
    return Board({"version": 1, "players": players or [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms), "answers": answers or []})


def chosen(pid: str, card: str, color: str) -> dict:
    return {"permanent": pid, "question": f"Is the color chosen for {card} {color}?", "holds": True}


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# ------------------------------------------------------------------ the readings


@pytest.mark.parametrize("card,sources", [
    ("Gauntlet of Power", {"supertypes": ["basic"], "types": ["land"]}),   # any player's basic land
    ("Caged Sun", {"types": ["land"], "controller": "you"}),               # "causes you to add"
])
def test_mana_of_the_chosen_color_is_one_trigger_a_color_each_asked_105_4(card: str, sources: dict) -> None:
    read = describe(card)
    assert "not_modelled" not in read
    triggers = [e for e in read["effects"] if e["kind"] == "mana_trigger"]
    assert [(e["add"], e["of_color"]) for e in triggers] == [("{W}", "W"), ("{U}", "U"), ("{B}", "B"), ("{R}", "R"),
                                                             ("{G}", "G")]
    assert all(e["sources"] == sources for e in triggers)
    assert [e["condition"]["asked"]["question"] for e in triggers] == [
        f"Is the color chosen for {card} {w}?" for w in ("white", "blue", "black", "red", "green")]


def test_regal_behemoth_asks_whether_its_controller_is_the_monarch() -> None:
    read = describe("Regal Behemoth")
    assert "not_modelled" not in read
    [trigger] = [e for e in read["effects"] if e["kind"] == "mana_trigger"]
    assert trigger["sources"] == {"types": ["land"], "controller": "you"} and trigger["add"] == "any"
    assert trigger["condition"] == {"asked": {"question": "Is it true that you're the monarch?", "holds": None}}


# ------------------------------------------------------------------ 106.12a: mana of that color


def test_gauntlet_of_power_adds_one_of_the_chosen_color_to_a_basic_land_only() -> None:
    # white chosen: Plains makes {W}{W}, Tundra (not basic) {W} or {U}: 3 mana, one creature's {2}
    perms = (BEAR, BEAR2, C("tundra", "Tundra"), C("plains", "Plains"), C("g", "Gauntlet of Power"), PRISON)
    b = board(*perms, answers=[chosen("g", "Gauntlet of Power", "white")])
    assert status(b, {"bear": "B"}) == "legal"
    assert status(b, {"bear": "B", "bear2": "B"}) == "illegal"
    assert b.count().count == 3
    # blue chosen: the Plains makes {W} (no trigger), Tundra's {U} is not a basic land's: 2 mana
    b = board(*perms, answers=[chosen("g", "Gauntlet of Power", "blue")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert {m["source"] for m in r.payment["mana"]} == {"tundra", "plains"}


def test_caged_sun_adds_to_a_land_that_made_the_chosen_color_among_others() -> None:
    # Tundra taps for {W} or {U}: blue chosen, tapping it for {U} makes {U}{U}
    b = board(BEAR, C("tundra", "Tundra"), C("sun", "Caged Sun"), PRISON,
              answers=[chosen("sun", "Caged Sun", "blue")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "tundra", "mana": "{U}{U}"}]


def test_caged_sun_adds_nothing_to_a_nonland_source_nor_an_opponents_land() -> None:
    # Sol Ring is no land; B's Plains makes B's mana, never A's
    b = board(BEAR, BEAR2, C("ring", "Sol Ring"), C("bp", "Plains", "B"), C("sun", "Caged Sun"), PRISON,
              answers=[chosen("sun", "Caged Sun", "white")])
    assert status(b, {"bear": "B"}) == "legal"
    assert status(b, {"bear": "B", "bear2": "B"}) == "illegal"


def test_caged_sun_on_any_color_adds_the_color_it_was_tapped_for() -> None:
    # Command Tower taps for a color of A's commander's identity (903.4): green chosen, {G}{G}
    players = [{"id": "A", "commander_color_identity": ["G", "W"]}, {"id": "B"}]
    b = board(BEAR, C("tower", "Command Tower"), C("sun", "Caged Sun"), PRISON, players=players,
              answers=[chosen("sun", "Caged Sun", "green")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "tower", "mana": "{G}{G}"}]
    # red chosen: the Tower can't make red (not in the identity), so no trigger: illegal
    b = board(BEAR, C("tower", "Command Tower"), C("sun", "Caged Sun"), PRISON, players=players,
              answers=[chosen("sun", "Caged Sun", "red")])
    assert status(b, {"bear": "B"}) == "illegal"


# ------------------------------------------------------------------ 605.1b: only more ways to pay


def test_the_color_unanswered_a_payment_found_without_the_trigger_stands() -> None:
    b = board(BEAR, C("p1", "Plains"), C("p2", "Plains"), C("sun", "Caged Sun"), PRISON)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []


def test_the_color_unanswered_a_payment_needing_the_trigger_is_decided_case_by_case() -> None:
    # one Plains: {W}{W} if white was chosen, else {W}: unknown, the five questions listed
    b = board(BEAR, C("p1", "Plains"), C("sun", "Caged Sun"), PRISON)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert [u["text"] for u in r.unread] == [f"Is the color chosen for Caged Sun {w}?"
                                            for w in ("white", "blue", "black", "red", "green")]
    c = b.count()
    assert (c.status, c.lower, c.upper) == ("bounds", 1, 2)
    # green chosen: the bear's {2} can't be paid, whatever else
    b = board(BEAR, C("p1", "Plains"), C("sun", "Caged Sun"), PRISON, answers=[chosen("sun", "Caged Sun", "green")])
    assert status(b, {"bear": "B"}) == "illegal"
    # a Forest beside the Plains: 2 mana in every case (no case differs): legal
    b = board(BEAR, C("p1", "Plains"), C("f1", "Forest"), C("sun", "Caged Sun"), PRISON)
    assert status(b, {"bear": "B"}) == "legal"
    # no cost to attack: nothing asked
    assert board(BEAR, C("p1", "Plains"), C("sun", "Caged Sun")).unread == []


def test_caged_sun_and_gauntlet_of_power_together_are_not_refused() -> None:
    # ten mana triggers by selector, but five options of each choice: one applies (105.4)
    b = board(BEAR, C("p1", "Plains"), C("p2", "Plains"), C("sun", "Caged Sun"), C("g", "Gauntlet of Power"),
              PRISON)
    assert status(b, {"bear": "B"}) == "legal"
    b = board(BEAR, C("p1", "Plains"), C("sun", "Caged Sun"), C("g", "Gauntlet of Power"), PRISON,
              answers=[chosen("sun", "Caged Sun", "white"), chosen("g", "Gauntlet of Power", "white")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "p1", "mana": "{W}{W}{W}"}]


def test_regal_behemoth_adds_one_mana_while_its_controller_is_the_monarch() -> None:
    q = "Is it true that you're the monarch?"
    perms = (BEAR, C("f1", "Forest"), C("rb", "Regal Behemoth"), PRISON)
    assert status(board(*perms), {"bear": "B"}) == "unknown"
    assert status(board(*perms, answers=[{"permanent": "rb", "question": q, "holds": True}]), {"bear": "B"}) == "legal"
    assert status(board(*perms, answers=[{"permanent": "rb", "question": q, "holds": False}]),
                  {"bear": "B"}) == "illegal"


def test_an_asked_mana_trigger_leaves_the_payment_found_without_it() -> None:
    # 605.1b: a trigger on one of two Forests, its question open: both Forests pay {2} in every
    # case, so that payment is given and nothing is unread
    aura = {"id": "aura", "name": "Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "attached_to": "f1", "abilities": [{"kind": "mana_trigger", "sources": "attached", "add": "{G}",
                                                "condition": {"asked": {"question": "Is it raining?", "holds": None}}}]}
    b = board(BEAR, C("f1", "Forest"), C("f2", "Forest"), aura, PRISON)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert {m["source"] for m in r.payment["mana"]} == {"f1", "f2"}
    # with one Forest the answer hangs on the question
    b = board(BEAR, C("f1", "Forest"), aura, PRISON)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and [u["text"] for u in r.unread] == ["Is it raining?"]


# ------------------------------------------------------------------ a rulings audit's cards


def test_rune_of_speed_on_an_equipment_gives_the_equipped_creature_haste_613_1f() -> None:
    # "As long as enchanted permanent is an Equipment, it has "Equipped creature gets +1/+0 and
    # has haste."": the board says Bonesplitter is an Equipment (205.3g), so nothing is asked,
    # and the grant reaches the noncreature Equipment: the sick bear may attack (302.6, 702.10)
    read = describe("Rune of Speed")
    grant = next(e for e in read["effects"] if e["kind"] == "grant_abilities")
    assert grant["condition"] == {"attached": {"subtypes": ["Equipment"]}}
    b = board(C("bear", "Grizzly Bears", sick=True), C("eq", "Bonesplitter", attached_to="bear"),
              C("rune", "Rune of Speed", attached_to="eq"))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert b.count().count == 2
    # on a creature, its own haste; on an unattached Equipment, nothing
    b = board(C("bear", "Grizzly Bears", sick=True), C("eq", "Bonesplitter"), C("rune", "Rune of Speed", attached_to="eq"))
    assert status(b, {"bear": "B"}) == "illegal"


def test_encore_given_to_cards_is_not_read_702_141a() -> None:
    # Wire Surgeons: an encore token has haste and attacks that opponent if able; whether a token
    # is one is on no board field: unknown, never a guess
    for card in ("Wire Surgeons", "Araumi of the Dead Tide"):
        assert any("encore" in u for u in describe(card)["unsupported"]), card
    b = board(C("ws", "Wire Surgeons"), C("tok", "Myr Enforcer", token=True, sick=True))
    assert status(b, {}) == "unknown"


def test_ability_loss_until_your_next_turn_is_a_resolved_template() -> None:
    # Azure Beastbinder's attack trigger lasts into the other players' turns: where it resolved
    # in its controller's turn, the board writes it (lose_abilities on the target)
    [beast] = describe("Azure Beastbinder")["resolved"]
    assert beast["effects"] == [{"kind": "lose_abilities", "permanents": "target"}]
    # Primordial Plasm's beginning of combat (507) comes before attackers are declared (508)
    [plasm] = describe("Primordial Plasm")["resolved"]
    assert plasm["effects"] == [{"kind": "lose_abilities", "permanents": "target"},
                                {"kind": "modify_pt", "creatures": "target", "power": 2, "toughness": 2}]


def test_ignore_reasons_say_what_the_sentence_does() -> None:
    # Soul Sculptor makes a creature an enchantment (no animation); Me, the Immortal's counter
    # is on the board (122.1b), not a trigger of the declare-attackers step
    [sculptor] = describe("Soul Sculptor")["ignored"]
    assert sculptor["reason"].startswith("changes a permanent's card types")
    reasons = [i["reason"] for i in describe("Me, the Immortal")["ignored"]]
    assert any("122.1b" in r for r in reasons) and not any("508.2" in r for r in reasons)


@pytest.mark.parametrize("card", ["Runadi, Behemoth Caller", "Immediate Action"])
def test_haste_to_creatures_selected_by_counters_or_a_name_matters_only_where_one_is_sick(card: str) -> None:
    assert status(board(BEAR, C("x", card)), {"bear": "B"}) == "legal"
    assert status(board(C("bear", "Grizzly Bears", sick=True), C("x", card)), {"bear": "B"}) == "unknown"


@pytest.mark.parametrize("card,attached", [("Hold the Gates", None), ("Glaive of the Guildpact", "bear"),
                                           ("Mace of the Valiant", "bear"), ("Auramancer's Guise", "bear")])
def test_vigilance_beside_a_bonus_for_each_is_read_the_bonus_left_to_the_board(card: str, attached: Optional[str]) -> None:
    read = describe(card)
    assert read["unsupported"] == []
    assert any(e["kind"] == "grant_keywords" and "vigilance" in e["keywords"] for e in read["effects"])
    extra = {"attached_to": attached} if attached else {}
    b = board(BEAR, C("x", card, **extra))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []


@pytest.mark.parametrize("card,condition", [
    ("Bladed Bracers", {"attached": {"any_subtypes": ["Human", "Angel"]}}),
    ("Hero's Heirloom", {"attached": {"supertypes": ["legendary"]}}),
    ("Abzan Runemark", {"you_control": {"selector": {"colors": ["B", "G"]}, "at_least": 1}}),
])
def test_conditions_a_board_states_are_read_not_asked(card: str, condition: dict) -> None:
    grant = next(e for e in describe(card)["effects"] if e["kind"] == "grant_keywords")
    assert grant["condition"] == condition


def test_hero_s_heirloom_gives_haste_to_a_legendary_creature_only() -> None:
    sick_legend = C("legend", "Isamaru, Hound of Konda", sick=True)
    b = board(sick_legend, C("h", "Hero's Heirloom", attached_to="legend"))
    assert status(b, {"legend": "B"}) == "legal"
    b = board(C("bear", "Grizzly Bears", sick=True), C("h", "Hero's Heirloom", attached_to="bear"))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.unread == []


# ------------------------------------------------------------------ a judge's walkthrough


def test_faeburrow_elder_gets_one_for_each_color_among_your_permanents_105_2() -> None:
    # green and white among A's permanents: a 2/2 with vigilance, untapped as it attacks (508.1f),
    # whose {W}{G} pays its own Ghostly Prison {2}
    read = describe("Faeburrow Elder")
    assert {"kind": "modify_pt", "creatures": "self", "power": 1, "toughness": 1,
            "per_color_among": {"controller": "you"}} in read["effects"]
    b = board(C("elder", "Faeburrow Elder"), C("elf", "Llanowar Elves"), PRISON)
    r = b.check({"attacks": {"elder": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "elder", "mana": "{W}{G}"}]
    # a blue permanent more: 3/3 (what reads power sees it: Ensnaring Bridge with two cards in hand)
    bridge = C("bridge", "Ensnaring Bridge", "B")
    players = [{"id": "A"}, {"id": "B", "hand": 2}]
    assert status(board(C("elder", "Faeburrow Elder"), bridge, players=players), {"elder": "B"}) == "legal"
    assert status(board(C("elder", "Faeburrow Elder"), C("w", "Savannah Lions"), C("m", "Merfolk of the Pearl Trident"),
                        bridge, players=players), {"elder": "B"}) == "illegal"


HIRE_Q = "Is it true that this defending player is the monarch?"


def test_one_player_at_most_is_the_monarch() -> None:
    # Crown-Hunter Hireling "can't attack unless defending player is the monarch": C answered
    # the monarch, B and D are not (722): attacking B is illegal, and the count is exact
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D"}]
    perms = (C("hire", "Crown-Hunter Hireling"), BEAR)
    b = board(*perms, players=players, answers=[{"permanent": "hire", "question": HIRE_Q, "holds": {"C": True}}])
    r = b.check({"attacks": {"hire": "B"}})
    assert r.status == "illegal" and r.unread == []
    assert r.violations[0].message.startswith("Crown-Hunter Hireling (hire) can't attack unless B is the monarch")
    assert b.count().count == 2 * 4
    # unanswered: never two monarchs among the cases, so at most 2 x 4 declarations
    c = board(*perms, players=players).count()
    assert (c.status, c.lower, c.upper) == ("bounds", 4, 8)


def test_xantcha_cannot_attack_a_planeswalker_its_owner_controls_said_so() -> None:
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [{"id": "x", "card": "Xantcha, Sleeper Agent", "controller": "A", "owner": "B"},
                              {"id": "jace", "card": "Jace Beleren", "controller": "B"}]})
    r = b.check({"attacks": {"x": "jace"}})
    assert r.status == "illegal"
    assert "can't attack Jace Beleren (jace), controlled by its owner" in r.violations[0].message


def test_a_restriction_on_a_condition_says_the_condition() -> None:
    # Lovestruck Beast: "can't attack unless you control a 1/1 creature"; Always Watching makes
    # the Elves 2/2
    b = board(C("beast", "Lovestruck Beast"), C("elf", "Llanowar Elves"), C("watch", "Always Watching"))
    r = b.check({"attacks": {"beast": "B"}})
    assert r.status == "illegal"
    assert "can't attack while you control no creature with power 1 and toughness 1" in r.violations[0].message


# ------------------------------------------------------------------ against Forge's card scripts


def test_can_t_attack_and_its_activated_abilities_can_t_be_activated_is_both_602_5() -> None:
    # Linvala, Shield of Sea Gate's template: the target's mana abilities stop too (605.1a)
    [linvala] = describe("Linvala, Shield of Sea Gate")["resolved"]
    assert linvala["effects"] == [{"kind": "cant_attack", "creatures": "target"},
                                  {"kind": "cant_activate", "permanents": "target"}]
    edifice = describe("Edifice of Authority")
    assert "not_modelled" not in edifice
    # written on the board where it resolved: Llanowar Visionary can't pay Propaganda's {2}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, C("vis", "Llanowar Visionary"), C("f", "Forest"), C("prop", "Propaganda", "B"),
                              C("linvala", "Linvala, Shield of Sea Gate", "B")],
               "effects": [{**e, "creatures" if e["kind"] == "cant_attack" else "permanents": ["vis"],
                            "controller": "B", "source": "linvala"} for e in linvala["effects"]]})
    assert status(b, {"bear": "B"}) == "illegal"


def test_viper_s_kiss_stops_the_mana_abilities_of_what_it_enchants() -> None:
    read = describe("Viper's Kiss")
    assert {"kind": "cant_activate", "permanents": "attached"} in read["effects"] and "not_modelled" not in read
    perms = (BEAR, C("vis", "Llanowar Visionary"), C("f", "Forest"), C("prop", "Propaganda", "B"))
    assert status(board(*perms), {"bear": "B"}) == "legal"
    r = board(*perms, C("kiss", "Viper's Kiss", "B", attached_to="vis")).check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.unread == []


def test_a_token_s_keywords_after_protection_from_a_color_are_read() -> None:
    # Riftmarked Knight: "a 2/2 black Knight creature token with flanking, protection from white,
    # and haste": it may attack the turn it is made (702.10)
    [knight] = describe("Riftmarked Knight")["resolved"]
    assert knight["effects"] == [{"kind": "grant_keywords", "creatures": "created_token",
                                  "keywords": ["flanking", "haste"]}]


# ------------------------------------------------------------------ a review's cases


def test_a_color_chosen_as_a_land_entered_is_not_exact_where_a_trigger_adds_to_one_color() -> None:
    # Thriving Heath makes {W} or one of its chosen color; Caged Sun (blue) adds {U} only where
    # the land made blue (106.12a): one mana or two, by a color the board doesn't give
    perms = (BEAR, C("th", "Thriving Heath"), C("sun", "Caged Sun"), PRISON)
    b = board(*perms, answers=[chosen("sun", "Caged Sun", "blue")])
    assert status(b, {"bear": "B"}) == "unknown"
    assert b.count().status != "exact"
    assert status(board(*perms), {"bear": "B"}) == "unknown"
    # without the Sun, one mana of whatever color: {2} is not paid
    assert status(board(BEAR, C("th", "Thriving Heath"), PRISON), {"bear": "B"}) == "illegal"


def test_colors_text_not_read_matters_to_a_count_of_colors() -> None:
    # Painter's Servant may make the Elder blue too (3/3 past Ensnaring Bridge's 2 cards): the
    # colors it counts are not read; Darkest Hour makes it black alone (105.3: a 1/1, read)
    bridge = C("bridge", "Ensnaring Bridge", "B")
    for other, hand, verdict in (("Painter's Servant", 2, "unknown"), ("Darkest Hour", 1, "legal"),
                                 ("Darkest Hour", 0, "illegal")):
        b = board(C("elder", "Faeburrow Elder"), C("x", other, "A" if other == "Painter's Servant" else "B"), bridge,
                  players=[{"id": "A"}, {"id": "B", "hand": hand}])
        assert status(b, {"elder": "B"}) == verdict, other


def test_two_monarchs_are_bad_input_with_the_unread_ending_too() -> None:
    b = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D"}], "turn": {"active": "A"},
         "permanents": [C("hire", "Crown-Hunter Hireling")],
         "answers": [{"permanent": "hire", "question": HIRE_Q + " (for B, C, D)", "holds": {"B": True, "C": True}}]}
    with pytest.raises(ValueError, match="both answered yes"):
        Board(b)


def test_azure_beastbinder_s_base_power_is_written_on_the_board() -> None:
    # "If it's a creature, it also has base power and toughness 2/2 until your next turn": it lasts
    # into the other players' turns, so it is no late trigger that changes nothing
    reasons = [i["reason"] for i in describe("Azure Beastbinder")["ignored"] if "2/2" in i["text"]]
    assert reasons and reasons[0].startswith("lasts until its controller's next turn")


def test_a_restriction_on_another_creature_says_another() -> None:
    # Rhonas the Indomitable: "can't attack or block unless you control another creature with
    # power 4 or greater"
    b = board(C("r", "Rhonas the Indomitable"), BEAR)
    r = b.check({"attacks": {"r": "B"}})
    assert r.status == "illegal"
    assert "can't attack while you control no other creature with power 4 or greater" in r.violations[0].message


def test_answers_making_two_players_the_monarch_are_bad_input() -> None:
    # each answer alone agrees, together they make two monarchs (722): refused; the same
    # player twice is fine
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}]
    perms = [C("h", "Crown-Hunter Hireling"), C("h2", "Crown-Hunter Hireling"), C("rb", "Regal Behemoth")]
    per_b = {"permanent": "h", "question": HIRE_Q, "holds": {"B": True}}
    for other in ({"permanent": "rb", "question": "Is it true that you're the monarch?", "holds": True},
                  {"permanent": "h2", "question": HIRE_Q, "holds": {"C": True}}):
        with pytest.raises(ValueError, match=r"answers\[1\]\.holds: it makes '[AC]' the monarch, but answers\[0\]"):
            board(*perms, players=players, answers=[per_b, other])
    board(*perms, players=players, answers=[per_b, {"permanent": "h2", "question": HIRE_Q, "holds": {"B": True}}])


def test_an_opponents_command_tower_read_by_fellwar_stone_doubts_only_the_stone_106_7() -> None:
    # C's Command Tower, C's color identity not given: Fellwar Stone "could produce" any color of
    # it, or none (903.4). A payment needing the Stone is not judged; nothing else hangs on it
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}]
    for stone in ("Fellwar Stone", "Exotic Orchard"):
        b = board(BEAR, C("fs", stone), C("pr", "Propaganda", "B"), C("ct", "Command Tower", "C"), players=players)
        assert status(b, {}) == "legal" and status(b, {"bear": "C"}) == "legal", stone
        assert status(b, {"bear": "B"}) == "illegal", stone  # {2} against one mana at most
        c = b.count()  # every declaration decided: the Stone read narrow and wide agree
        assert (c.status, c.count) == ("exact", 2), stone
    b = board(BEAR, C("fs", "Fellwar Stone"), C("f", "Forest"), C("pr", "Propaganda", "B"), C("ct", "Command Tower", "C"),
              players=players)
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and any("Fellwar Stone" in u["text"] for u in r.unread)
    c = b.count()  # the bear attacking B: legal only if the Stone makes mana
    assert (c.status, c.lower, c.upper) == ("bounds", 2, 3) and any("Fellwar Stone" in u["text"] for u in c.unread)


def test_druid_class_s_animation_is_a_template_its_power_the_board_s() -> None:
    # "When this Class becomes level 3, target land you control becomes a creature with haste and
    # "This creature's power and toughness are each equal to the number of lands you control."
    # It's still a land.": a one-shot animation (205.1b), written on the board where it resolved
    [druid] = describe("Druid Class")["resolved"]
    assert druid["effects"] == [{"kind": "add_types", "permanents": "target", "types": ["creature"]},
                                {"kind": "grant_keywords", "creatures": "target", "keywords": ["haste"]}]
    assert "604.3" in druid["note"]
    # a board with the Class and no land it animated: nothing unread
    r = board(BEAR, C("dc", "Druid Class"), C("f", "Forest")).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []


def test_jetmir_s_also_get_is_read_as_its_first_sentence() -> None:
    # "Creatures you control also get +1/+0 and have trample as long as you control six or more
    # creatures": a bonus and a keyword on a count, as "get +1/+0 and have vigilance" is
    read = describe("Jetmir, Nexus of Revels")
    assert "not_modelled" not in read and read["unsupported"] == []
    kinds = [(e["kind"], e["condition"]["you_control"]["at_least"]) for e in read["effects"]]
    assert kinds == [("modify_pt", 3), ("grant_keywords", 3), ("modify_pt", 6), ("grant_keywords", 6),
                     ("modify_pt", 9), ("grant_keywords", 9)]


def test_a_bonus_for_each_permanent_you_control_is_counted() -> None:
    # Ethereal Armor: "Enchanted creature gets +1/+1 for each enchantment you control" (itself
    # too): a 3/3 bear with a second enchantment, past Ensnaring Bridge's two cards
    read = describe("Ethereal Armor")
    assert {"kind": "modify_pt", "creatures": "attached", "power": 1, "toughness": 1,
            "per_count": {"controller": "you", "types": ["enchantment"]}} in read["effects"]
    players = [{"id": "A"}, {"id": "B", "hand": 2}]
    bridge = C("bridge", "Ensnaring Bridge", "B")
    armor = C("armor", "Ethereal Armor", attached_to="bear")
    assert status(board(BEAR, armor, bridge, players=players), {"bear": "B"}) == "illegal"  # 3/3
    b = board(C("bear", "Grizzly Bears", power=1), armor, bridge, players=players)
    assert status(b, {"bear": "B"}) == "legal"  # written 1/2 (a -1/-0 not on the board), 2/3 with it
    # "other" counted from an Aura is other than the enchanted creature, no selector's: not read
    assert [e for e in describe("Bravado")["effects"] if e["kind"] == "modify_pt"] == []
