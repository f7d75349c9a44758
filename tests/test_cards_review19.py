"""Base power and toughness set by a static ability (613.4b, layer 7b: Godhead of Awe,
Harmonious Archon, Snowmelt Stag during your turn, Belt of Giant Strength), a mana ability
with a certain option beside the chosen color (the Thriving lands) and changeling shown by
`attackcheck cards` as the engine reads it (702.73a)."""

import json

from typer.testing import CliRunner

from attackcheck.cli import app
from attackcheck.models.cards import describe, every_creature_type, lookup, read_oracle
from helpers import creature, make, outcome

# creatures with power 3 or greater can't attack (a restriction that reads power)
_BIG_CANT = {"kind": "cant_attack", "creatures": {"power_greater_than": 2}, "controller": "B"}


def _card(pid, name, controller="A", **kw):
    return {"id": pid, "card": name, "controller": controller, **kw}


# --------------------------------------------------------------------------- base power, 613.4b


def test_godhead_of_awe_reads_other_creatures_base_power_and_toughness_613_4b():
    card = lookup("Godhead of Awe")
    assert card["unsupported"] == []
    assert card["abilities"] == [{"kind": "add_types", "permanents": {"other": True, "types": ["creature"]},
                                  "types": [], "power": 1, "toughness": 1}]
    assert "not_modelled" not in describe("Godhead of Awe")


def test_harmonious_archon_reads_non_archon_creatures_3_3_613_4b():
    assert lookup("Harmonious Archon")["abilities"] == [
        {"kind": "add_types", "permanents": {"not_subtypes": ["Archon"], "types": ["creature"]}, "types": [],
         "power": 3, "toughness": 3}]


def test_snowmelt_stag_reads_its_base_power_during_your_turn_613_4b():
    assert lookup("Snowmelt Stag")["abilities"] == [
        {"kind": "add_types", "permanents": "self", "types": [], "power": 5, "toughness": 2,
         "condition": {"your_turn": True}}]


def test_equipment_and_aura_base_power_read_for_what_they_are_attached_to_613_4b():
    assert lookup("Belt of Giant Strength")["abilities"] == [
        {"kind": "add_types", "permanents": "attached", "types": [], "power": 10, "toughness": 10}]
    # with a keyword beside it: both read (Gigantiform's trample)
    assert lookup("Gigantiform")["abilities"] == [
        {"kind": "add_types", "permanents": "attached", "types": [], "power": 8, "toughness": 8},
        {"kind": "grant_keywords", "creatures": "attached", "keywords": ["trample"]}]


def test_kudo_reads_base_power_and_bears_as_one_effect_613_6_205_1b():
    # one effect: it chooses its permanents once, in layer 4, and keeps them in 7b (613.6)
    assert lookup("Kudo, King Among Bears")["abilities"] == [
        {"kind": "add_types", "permanents": {"other": True, "types": ["creature"]}, "types": [],
         "power": 2, "toughness": 2, "subtypes": ["Bear"]}]


def test_base_power_on_a_condition_no_board_field_states_stays_unread():
    # Timber Paladin's "enchanted by exactly one Aura": no condition key counts Auras
    assert outcome("Timber Paladin", "As long as this creature is enchanted by exactly one") == "ignored"
    assert any(n["matters"] == "where an effect reads power" for n in describe("Timber Paladin")["not_modelled"])
    # with vigilance beside it, the vigilance is read on that condition, asked, and the base
    # power left unread (Living Conundrum's empty library; tests/test_cards_review20.py)
    assert outcome("Living Conundrum", "As long as there are no cards") == "effects"
    assert any(n["matters"] == "where an effect reads power" for n in describe("Living Conundrum")["not_modelled"])


def test_base_power_of_a_selector_by_power_stays_unread_613_8():
    got = read_oracle("Foo", "Creatures with power 2 or less have base power and toughness 4/4.", "Enchantment")
    assert got.effects == []


def test_base_power_as_a_spell_resolves_is_not_read_as_a_static():
    got = read_oracle("Foo", "Until end of turn, target creature has base power and toughness 4/4.", "Instant")
    assert got.resolved == [] and got.effects == []


def test_godhead_of_awe_makes_a_5_5_a_1_1_so_it_may_attack_613_4b():
    five = creature("big", power=5, toughness=5)
    assert make([five], [_BIG_CANT]).check({"attacks": {"big": "B"}}).status == "illegal"
    board = make([_card("god", "Godhead of Awe"), five], [_BIG_CANT])
    assert board.unread == []
    assert board.check({"attacks": {"big": "B"}}).status == "legal"
    # Godhead itself is no "other" creature: a 4/4
    assert board.check({"attacks": {"god": "B"}}).status == "illegal"


def test_an_anthem_and_counters_apply_after_the_base_power_613_4b_613_4c():
    god, anthem = _card("god", "Godhead of Awe"), _card("ga", "Glorious Anthem")
    five = creature("big", power=5, toughness=5)
    # 1/1 then +1/+1 (7c): 2/2, no greater than 2
    assert make([god, anthem, five], [_BIG_CANT]).check({"attacks": {"big": "B"}}).status == "legal"
    # 1/1, +1/+1 and a +1/+1 counter (7c): 3/3
    one = dict(five, counters={"+1/+1": 1})
    assert make([god, anthem, one], [_BIG_CANT]).check({"attacks": {"big": "B"}}).status == "illegal"
    two = dict(five, counters={"+1/+1": 2})
    assert make([god, two], [_BIG_CANT]).check({"attacks": {"big": "B"}}).status == "illegal"


def test_harmonious_archon_makes_a_1_1_token_a_3_3_613_4b():
    token = creature("t", power=1, toughness=1, token=True, subtypes=["Human"])
    assert make([token], [_BIG_CANT]).check({"attacks": {"t": "B"}}).status == "legal"
    board = make([_card("arch", "Harmonious Archon"), token], [_BIG_CANT])
    assert board.check({"attacks": {"t": "B"}}).status == "illegal"


def test_snowmelt_stag_is_5_2_on_its_controllers_turn_only_613_4b():
    stag = _card("stag", "Snowmelt Stag")
    assert make([stag], [_BIG_CANT]).check({"attacks": {"stag": "B"}}).status == "illegal"  # 5/2
    # Orgg "can't attack if defending player controls an untapped creature with power 3 or
    # greater": B's Stag is 2/5 on A's turn
    orgg = _card("orgg", "Orgg")
    assert make([orgg, dict(stag, controller="B")]).check({"attacks": {"orgg": "B"}}).status == "legal"
    assert make([orgg, creature("b3", controller="B", power=3)]).check(
        {"attacks": {"orgg": "B"}}).status == "illegal"


def test_kudo_makes_other_creatures_bears_205_1b():
    goblin = creature("gob", subtypes=["Goblin"])
    no_bears = {"kind": "cant_attack", "creatures": {"subtypes": ["Bear"]}, "controller": "B"}
    assert make([goblin], [no_bears]).check({"attacks": {"gob": "B"}}).status == "legal"
    assert make([_card("kudo", "Kudo, King Among Bears"), goblin], [no_bears]).check(
        {"attacks": {"gob": "B"}}).status == "illegal"


# --------------------------------------------------------------------------- the Thriving lands


def test_thriving_land_reads_its_certain_color_and_the_chosen_one_as_any_106_1():
    card = describe("Thriving Bluff")
    assert card["mana"] == ["{R}", "any"]
    line = "{T}: Add {R} or one mana of the chosen color."
    assert [n["text"] for n in card["not_modelled"]] == [line]
    assert "read as any color" in card["not_modelled"][0]["matters"]
    assert lookup("Sea Gate")["mana"] == ["{U}", "any"]
    assert lookup("Coldsteel Heart")["mana"] == ["any"]


def _tax(cost):
    return {"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}


def test_thriving_land_pays_with_its_certain_color_508_1h():
    board = make([_card("tb", "Thriving Bluff"), creature("bear")], [_tax("{R}")])
    r = board.check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert [m["source"] for m in r.payment["mana"]] == ["tb"]
    assert make([_card("tb", "Thriving Bluff"), creature("bear")], [_tax("{1}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"


def test_thriving_land_a_cost_needing_the_chosen_color_is_unknown_never_illegal_508_1h():
    forest = {"id": "f", "card": "Forest", "controller": "A"}
    line = "{T}: Add {R} or one mana of the chosen color."
    for perms, cost in (([], "{G}"), ([forest], "{G}{G}")):
        r = make([_card("tb", "Thriving Bluff"), creature("bear"), *perms], [_tax(cost)]).check(
            {"attacks": {"bear": "B"}})
        assert r.status == "unknown", cost
        assert [u["text"].split(" (")[0] for u in r.unread] == [line]
    # found with its {R}: it stands
    r = make([_card("tb", "Thriving Bluff"), creature("bear"), forest], [_tax("{R}{G}")]).check(
        {"attacks": {"bear": "B"}})
    assert r.status == "legal"
    # unpaid even were its chosen color any color: one land never makes two mana (106.1)
    assert make([_card("tb", "Thriving Bluff"), creature("bear")], [_tax("{R}{R}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"


def test_one_mana_of_the_chosen_color_pays_generic_mana_coldsteel_heart_107_4b():
    heart = _card("h", "Coldsteel Heart")
    forest = {"id": "f", "card": "Forest", "controller": "A"}
    r = make([heart, creature("bear"), forest], [_tax("{2}")]).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.unread == []
    assert {m["source"]: m["mana"] for m in r.payment["mana"]} == {
        "h": "one mana of the color chosen as it entered", "f": "{G}"}
    assert make([heart, creature("bear")], [_tax("{2}")]).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert make([heart, creature("bear")], [_tax("{W}")]).check({"attacks": {"bear": "B"}}).status == "unknown"
    # a {C} symbol: the chosen color can't pay it (107.4c), so the Heart is no stand-in for {C}
    assert make([heart, creature("bear")], [_tax("{C}")]).check({"attacks": {"bear": "B"}}).status == "illegal"


# --------------------------------------------------------------------------- changeling, 702.73a


def test_changeling_outcast_is_shown_with_changeling_and_every_creature_type_702_73a():
    card = describe("Changeling Outcast")
    assert card["keywords"] == ["changeling"]
    assert card["every_creature_type"] is True
    # the engine's card: every creature type among its subtypes, as before
    assert set(every_creature_type()) <= set(lookup("Changeling Outcast")["subtypes"])
    # "is every creature type" without the keyword (Mistform Ultimus)
    assert describe("Mistform Ultimus")["keywords"] == [] and describe("Mistform Ultimus")["every_creature_type"]
    assert "every_creature_type" not in describe("Grizzly Bears")


def test_changeling_outcast_cli_shows_it():
    out = CliRunner().invoke(app, ["cards", "Changeling Outcast"]).output
    assert "creature types: every creature type" in out and '"changeling"' in out
    shown = json.loads(CliRunner().invoke(app, ["cards", "Changeling Outcast", "--json"]).output)
    assert shown["keywords"] == ["changeling"]


def test_changeling_outcast_is_a_goblin_to_the_engine_as_before_702_73a():
    no_goblins = {"kind": "cant_attack", "creatures": {"subtypes": ["Goblin"]}, "controller": "B"}
    board = make([_card("cc", "Changeling Outcast")], [no_goblins])
    assert board.check({"attacks": {"cc": "B"}}).status == "illegal"


# --------------------------------------------------------------------------- a keyword per color, 613.1f


def test_scion_of_draco_grants_a_keyword_by_color_702_20b_508_1f():
    # "Each creature you control has vigilance if it's white, ..., and trample if it's green."
    card = describe("Scion of Draco")
    assert card["unsupported"] == []
    assert {e["keywords"][0]: e["creatures"]["colors"] for e in card["effects"] if e["kind"] == "grant_keywords"} == {
        "vigilance": ["W"], "hexproof": ["U"], "lifelink": ["B"], "first strike": ["R"], "trample": ["G"]}

    def board(color, scion=True):
        elf = {"id": "e", "name": "Elf", "controller": "A", "types": ["creature"], "colors": [color],
               "power": 1, "toughness": 1, "mana": [f"{{{color}}}"]}
        perms = [elf, _card("p", "Plains"), _card("prop", "Propaganda", "B")] + ([_card("s", "Scion of Draco")]
                                                                                  if scion else [])
        return make_board(perms)

    # white: vigilance, so attacking doesn't tap it and it pays half of its own {2} (508.1f)
    assert board("W").check({"attacks": {"e": "B"}}).status == "legal"
    assert board("W", scion=False).check({"attacks": {"e": "B"}}).status == "illegal"
    # green: trample, not vigilance: tapped by attacking, it can't pay
    assert board("G").check({"attacks": {"e": "B"}}).status == "illegal"


def make_board(perms):
    from attackcheck import Board

    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms})


def test_one_mana_of_the_chosen_color_is_no_stand_in_for_a_colorless_activation_cost_107_4c():
    # a mana ability whose activation costs {C}: Coldsteel Heart's colored mana can't pay it, so
    # whether {G}{G} is paid hangs on the color chosen (green: Heart and Forest; else nothing)
    heart = _card("h", "Coldsteel Heart")
    forest = {"id": "f", "card": "Forest", "controller": "A"}
    filt = {"id": "x", "name": "X", "controller": "A", "types": ["artifact"],
            "mana_abilities": [{"cost": "{C}, {T}", "produce": ["{G}{G}"]}]}
    r = make([heart, forest, filt, creature("bear")], [_tax("{G}{G}")]).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
