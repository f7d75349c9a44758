"""{T} mana abilities granted by a static ability (613 layer 6: Cryptolith Rite, Chromatic
Lantern, Paradise Mantle, Gemhide Sliver) pay costs to attack (508.1h) as a permanent's own
do: not by a creature tapped by attacking or summoning-sick (302.6), nor once the permanent
lost all abilities after the grant (613.7). Triggered mana abilities (605.1b: Wild Growth,
Mana Flare) and replacements of the mana tapping makes (106.12b: Mana Reflection) are read
from the cards too."""

import pytest

from attackcheck import Board
from attackcheck.models.cards import lookup, read_oracle
from attackcheck.models.cards.oracle import unmodelled_mana
from helpers import creature, land, make_of

PRISON = {"id": "prison", "card": "Ghostly Prison", "controller": "B"}
RITE = {"id": "rite", "card": "Cryptolith Rite", "controller": "A"}


def _three(*perms, **kw) -> Board:
    return make_of(*perms, players=("A", "B", "C"), **kw)


def _grant(mana, permanents=None, controller="A") -> dict:
    return {"kind": "grant_mana_abilities", "permanents": permanents or {"types": ["creature"], "controller": "you"},
            "mana": mana, "controller": controller}


def test_cryptolith_rite_a_vigilant_attacker_pays_its_own_tax_a_tapped_one_cant_508_1h():
    bear = creature("bear", keywords=["vigilance"])
    elf = creature("elf")
    b = _three(bear, elf, RITE, PRISON)
    assert b.unread == []
    # Ghostly Prison's {2}: the bear, untapped by vigilance (702.20b), and the elf tap for it
    got = b.check({"attacks": {"bear": "B"}})
    assert got.status == "legal" and got.cost["mana"] == "{2}"
    # the elf attacking is tapped (508.1f): the bear alone makes one mana of {2}
    assert b.check({"attacks": {"elf": "B"}}).status == "illegal"
    assert b.check({"attacks": {"elf": "C"}}).status == "legal"  # C has no Prison
    assert b.count().count == 5


def test_a_summoning_sick_creature_cant_use_the_granted_ability_302_6():
    sick = creature("sick", sick=True)
    bear = creature("bear")
    b = _three(bear, sick, RITE, PRISON, land("forest", ["{G}"]))
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"  # the Forest alone: one of {2}
    hasty = creature("sick", sick=True, keywords=["haste"])
    assert _three(bear, hasty, RITE, PRISON, land("forest", ["{G}"])).check(
        {"attacks": {"bear": "B"}}).status == "legal"


def test_the_granted_options_are_one_tap_not_two():
    # Citanul Hierophants' "{T}: Add {G}" on a Llanowar Elves: still one mana from it
    elves = {"id": "elves", "card": "Llanowar Elves", "controller": "A"}
    hiero = {"id": "hiero", "card": "Citanul Hierophants", "controller": "A", "sick": True}
    bear = creature("bear")
    b = _three(bear, elves, hiero, PRISON)
    assert b.resolved.permanents["elves"].mana == b.resolved.permanents["bear"].mana  # {G} once
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"  # the Hierophants are sick: {1} of {2}


def test_chromatic_lantern_under_blood_moon_lands_still_tap_for_any_color_613_1d_613_1f():
    # Blood Moon takes a nonbasic land's rules-text abilities in layer 4 (305.7); the Lantern
    # grants "{T}: Add one mana of any color" in layer 6, so the Mountain makes {U}
    tax = {"kind": "attack_tax", "target": "B", "cost": "{U}", "controller": "B"}
    perms = [creature("bear"), {"id": "fountain", "card": "Adarkar Wastes", "controller": "A"},
             {"id": "lantern", "card": "Chromatic Lantern", "controller": "A", "tapped": True},
             {"id": "moon", "card": "Blood Moon", "controller": "B"}]
    b = _three(*perms, effects=[tax])
    assert b.resolved.permanents["fountain"].subtypes == {"Mountain"}
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    without = _three(*[p for p in perms if p["id"] != "lantern"], effects=[tax])
    assert without.check({"attacks": {"bear": "B"}}).status == "illegal"  # {R} only


def test_null_rod_stops_the_lanterns_own_ability_not_the_lands_602_5():
    # Null Rod: activated abilities of artifacts can't be activated; the Mountain's granted
    # ability is a land's, so it pays {U}
    b = _three(creature("bear"), {"id": "mountain", "card": "Mountain", "controller": "A"},
               {"id": "lantern", "card": "Chromatic Lantern", "controller": "A"},
               {"id": "rod", "card": "Null Rod", "controller": "B"},
               effects=[{"kind": "attack_tax", "target": "B", "cost": "{U}", "controller": "B"}])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_a_loss_of_all_abilities_after_the_grant_takes_it_before_it_doesnt_613_7():
    bear, elf = creature("bear"), creature("elf")
    loss = {"kind": "lose_abilities", "permanents": ["elf"], "controller": "B"}
    grant = _grant(["{C}"])
    tax = {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}
    # the board's effects in timestamp order: the grant, then the loss
    assert _three(bear, elf, effects=[grant, loss, tax]).check({"attacks": {"bear": "B"}}).status == "illegal"
    # the loss, then the grant: the elf has the ability (Turn to Frog, then Cryptolith Rite)
    assert _three(bear, elf, effects=[loss, grant, tax]).check({"attacks": {"bear": "B"}}).status == "legal"


def test_all_slivers_an_opponents_sliver_pays_nothing_for_you():
    gem = {"id": "gem", "card": "Gemhide Sliver", "controller": "B"}
    b = _three(creature("bear"), creature("sliv", controller="A", subtypes=["Sliver"]), gem, PRISON,
               creature("theirs", controller="B", subtypes=["Sliver"]))
    assert b.resolved.permanents["theirs"].mana and b.resolved.permanents["sliv"].mana
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"  # the sliver's one mana of {2}
    b2 = _three(creature("bear"), creature("sliv", subtypes=["Sliver"]), creature("sliv2", subtypes=["Sliver"]),
                gem, PRISON)
    assert b2.check({"attacks": {"bear": "B"}}).status == "legal"


def test_paradise_mantle_grants_the_equipped_creature_only():
    mantle = {"id": "mantle", "card": "Paradise Mantle", "controller": "A", "attached_to": "elf"}
    b = _three(creature("bear"), creature("elf"), creature("ox"), mantle,
               effects=[{"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}])
    assert b.resolved.permanents["elf"].mana and not b.resolved.permanents["ox"].mana
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert b.check({"attacks": {"bear": "B", "elf": "C"}}).status == "illegal"  # the elf attacked: tapped


@pytest.mark.parametrize("name,permanents,mana", [
    ("Cryptolith Rite", {"controller": "you", "types": ["creature"]}, ["any"]),
    ("Chromatic Lantern", {"controller": "you", "types": ["land"]}, ["any"]),
    ("Manaweft Sliver", {"controller": "you", "subtypes": ["Sliver"], "types": ["creature"]}, ["any"]),
    ("Gemhide Sliver", {"subtypes": ["Sliver"]}, ["any"]),
    ("Paradise Mantle", "attached", ["any"]),
    ("Citanul Hierophants", {"controller": "you", "types": ["creature"]}, ["{G}"]),
    ("Overlaid Terrain", {"controller": "you", "types": ["land"]}, ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"]),
    ("Jaheira, Friend of the Forest", {"controller": "you", "token": True}, ["{G}"]),
])
def test_the_reader_reads_granted_mana_abilities(name, permanents, mana):
    card = lookup(name)
    assert card is not None
    got = [e for e in card["abilities"] if e["kind"] == "grant_mana_abilities"]
    assert got == [{"kind": "grant_mana_abilities", "permanents": permanents, "mana": mana}]
    assert unmodelled_mana(card["oracle_text"]) == ()


@pytest.mark.parametrize("name", [
    "Sorcerer Class",  # "Spend this mana only to cast an instant or sorcery spell": pays no tax (106.6)
    "Riftstone Portal",  # "As long as this card is in your graveyard, ...": no board field states it
    "Toxicrene",  # "and lose all other abilities"
    "Great Divide Guide",  # "Each land and Ally you control"
])
def test_other_grants_are_not_read_as_plain_mana(name):
    card = lookup(name)
    assert card is not None
    assert not any(e["kind"] == "grant_mana_abilities" for e in card["abilities"])
    got = read_oracle(name, card["oracle_text"])
    assert not any(e["kind"] == "grant_mana_abilities" for e in got.effects)


def test_dark_fortress_entered_this_turn_stays_mana_not_modelled():
    # "Activate only if this land entered this turn or if you control a basic land": no
    # board field states the first, so the line stays unread where a cost applies
    card = lookup("Dark Fortress")
    assert card is not None and not any(e["kind"] == "grant_mana_abilities" for e in card["abilities"])
    assert unmodelled_mana(card["oracle_text"]) != ()


def test_an_unread_grant_still_makes_a_tax_board_unknown():
    # Great Divide Guide's grant to "each land and Ally you control" is not read: a {2} tax the
    # Forest can't pay alone is unknown, not illegal
    guide = {"id": "guide", "card": "Great Divide Guide", "controller": "A"}
    b = _three(creature("bear"), creature("ally", subtypes=["Ally"], colors=["G"]), guide, PRISON,
               land("forest", ["{G}"]))
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"


# -- triggered mana abilities and replacements of the mana tapping makes (605.1b, 106.12) --


def _tax(cost: str) -> dict:
    return {"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}


def test_wild_growth_adds_g_when_its_land_is_tapped_for_mana_605_1b():
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    growth = {"id": "growth", "card": "Wild Growth", "controller": "A", "attached_to": "forest"}
    b = _three(creature("bear"), forest, growth, effects=[_tax("{G}{G}")])
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert _three(creature("bear"), forest, effects=[_tax("{G}{G}")]).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_fertile_ground_adds_one_mana_of_any_color():
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    ground = {"id": "ground", "card": "Fertile Ground", "controller": "B", "attached_to": "forest"}  # B's Aura
    b = _three(creature("bear"), forest, ground, effects=[_tax("{U}{G}")])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"  # its controller, A, adds the {U}
    assert b.check({"attacks": {"bear": "B"}}).payment["mana"] == [{"source": "forest", "mana": "{U}{G}"}]


def test_an_opponents_mana_flare_adds_to_your_lands_too_an_opponents_crypt_ghast_does_not():
    plains = {"id": "plains", "card": "Plains", "controller": "A"}
    swamp = {"id": "swamp", "card": "Swamp", "controller": "A"}
    flare = {"id": "flare", "card": "Mana Flare", "controller": "B"}
    assert _three(creature("bear"), plains, flare, effects=[_tax("{W}{W}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"  # "a player taps a land": that player adds
    ghast = {"id": "ghast", "card": "Crypt Ghast", "controller": "B"}
    assert _three(creature("bear"), swamp, ghast, effects=[_tax("{B}{B}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"  # "whenever you tap": B's Swamps only
    mine = {**ghast, "controller": "A"}
    assert _three(creature("bear"), swamp, mine, effects=[_tax("{B}{B}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"


def test_keeper_of_progenitus_a_mountain_forest_or_plains_not_an_island_605_1b():
    # the trigger's event is the whole list: "a Mountain, Forest, or Plains for mana"
    keeper = {"id": "keeper", "card": "Keeper of Progenitus", "controller": "B"}
    plains = {"id": "plains", "card": "Plains", "controller": "A"}
    island = {"id": "island", "card": "Island", "controller": "A"}
    b = _three(creature("bear"), plains, keeper, effects=[_tax("{W}{W}")])
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert _three(creature("bear"), island, keeper, effects=[_tax("{U}{U}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"


def test_mana_reflection_and_nyxbloom_ancient_multiply_106_12b():
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    reflection = {"id": "refl", "card": "Mana Reflection", "controller": "A"}
    nyx = {"id": "nyx", "card": "Nyxbloom Ancient", "controller": "A"}
    assert _three(creature("bear"), forest, reflection, effects=[_tax("{G}{G}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"
    assert _three(creature("bear"), forest, reflection, effects=[_tax("{3}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"
    # both: the player orders them (616.1), six times as much
    assert _three(creature("bear"), forest, reflection, nyx, effects=[_tax("{6}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"


def test_leyline_of_abundance_adds_to_a_creature_tapped_for_a_granted_ability():
    elf = creature("elf")
    leyline = {"id": "leyline", "card": "Leyline of Abundance", "controller": "A"}
    b = _three(creature("bear"), elf, RITE, leyline, effects=[_tax("{U}{G}")])
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"  # the elf: {U} (the Rite) and {G}


def test_contamination_makes_lands_produce_b_only():
    b = _three(creature("bear"), {"id": "plains", "card": "Plains", "controller": "A"},
               {"id": "cont", "card": "Contamination", "controller": "B"}, effects=[_tax("{W}")])
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert _three(creature("bear"), {"id": "plains", "card": "Plains", "controller": "A"},
                  {"id": "cont", "card": "Contamination", "controller": "B"}, effects=[_tax("{B}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"


@pytest.mark.parametrize("name,effect", [
    ("Wild Growth", {"kind": "mana_trigger", "sources": "attached", "add": "{G}"}),
    ("Fertile Ground", {"kind": "mana_trigger", "sources": "attached", "add": "any"}),
    ("Mana Flare", {"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same"}),
    ("Crypt Ghast", {"kind": "mana_trigger", "sources": {"subtypes": ["Swamp"], "controller": "you"}, "add": "{B}"}),
    ("Zendikar Resurgent", {"kind": "mana_trigger", "sources": {"types": ["land"], "controller": "you"},
                            "add": "same"}),
    ("Mana Reflection", {"kind": "mana_replacement", "sources": {"controller": "you"}, "multiply": 2}),
    ("Virtue of Strength // Garenbrig Growth", {"kind": "mana_replacement", "sources": {
        "supertypes": ["basic"], "types": ["land"], "controller": "you"}, "multiply": 3}),
])
def test_the_reader_reads_mana_triggers_and_replacements(name, effect):
    card = lookup(name)
    assert card is not None
    assert [e for e in card["abilities"] if e["kind"].startswith("mana_")] == [effect]
    assert unmodelled_mana(card["oracle_text"]) == ()


@pytest.mark.parametrize("name", ["Overabundance", "Dawn's Reflection",
                                  "Infernal Darkness", "Barbflare Gremlin"])
def test_mana_wordings_with_more_are_not_read(name):
    # a condition, damage beside it, "any combination", "instead of any other
    # type" (the amount kept): mana the reader does not model
    card = lookup(name)
    assert card is not None
    assert not any(e["kind"].startswith("mana_") for e in card["abilities"])
    assert unmodelled_mana(card["oracle_text"]) != ()


# -- a permanent's own mana ability on a condition (602.5b) or in a level section (711.2b) --


def _lands(n: int, card: str = "Plains") -> list[dict]:
    return [{"id": f"l{i}", "card": card, "controller": "A", "tapped": True} for i in range(n)]


def test_temple_of_the_false_god_taps_with_five_lands_602_5b():
    temple = {"id": "temple", "card": "Temple of the False God", "controller": "A"}
    four = _three(creature("bear"), temple, *_lands(3), effects=[_tax("{2}")])
    assert four.unread == [] and four.check({"attacks": {"bear": "B"}}).status == "illegal"
    five = _three(creature("bear"), temple, *_lands(4), effects=[_tax("{2}")])
    assert five.check({"attacks": {"bear": "B"}}).status == "legal"  # the Temple itself counts


def test_a_verge_makes_its_second_color_while_you_control_either_land_type():
    verge = {"id": "verge", "card": "Blazemire Verge", "controller": "A"}  # {B}; {R} with a Swamp or a Mountain
    b = _three(creature("bear"), verge, effects=[_tax("{R}")])
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "illegal"
    swamp = {"id": "swamp", "card": "Swamp", "controller": "A", "tapped": True}
    assert _three(creature("bear"), verge, swamp, effects=[_tax("{R}")]).check(
        {"attacks": {"bear": "B"}}).status == "legal"
    theirs = {**swamp, "controller": "B"}
    assert _three(creature("bear"), verge, theirs, effects=[_tax("{R}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"


def test_joraga_treespeaker_mana_by_level_711_2b():
    elves = {"id": "elves", "card": "Llanowar Elves", "controller": "A"}

    def joraga(level: int) -> dict:
        return {"id": "joraga", "card": "Joraga Treespeaker", "controller": "A", "counters": {"level": level}}

    # level 1-4: the Treespeaker's own {T}: Add {G}{G}; from 5 on, Elves you control have it
    assert _three(creature("bear"), joraga(2), effects=[_tax("{2}")]).check({"attacks": {"bear": "B"}}).status == "legal"
    assert _three(creature("bear"), joraga(0), effects=[_tax("{2}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"
    at5 = _three(creature("bear"), joraga(5), elves, effects=[_tax("{5}")])
    assert at5.unread == [] and at5.check({"attacks": {"bear": "B"}}).status == "illegal"  # {G}{G} twice: 4 of 5
    assert at5.check({"attacks": {}}).status == "legal"


def test_natures_embrace_on_a_land_and_the_world_tree_with_six_lands():
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    embrace = {"id": "emb", "card": "Nature's Embrace", "controller": "A", "attached_to": "forest"}
    b = _three(creature("bear"), forest, embrace, effects=[_tax("{W}{W}")])
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "legal"
    tree = {"id": "tree", "card": "The World Tree", "controller": "A", "tapped": True}
    six = _three(creature("bear"), tree, forest, *_lands(4, "Forest"), effects=[_tax("{U}")])
    assert six.check({"attacks": {"bear": "B"}}).status == "legal"
    five = _three(creature("bear"), tree, forest, *_lands(3, "Forest"), effects=[_tax("{U}")])
    assert five.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_a_shortfall_counts_the_mana_a_source_makes_not_the_sources_508_1j():
    # Ancient Tomb's {C}{C} under Mana Flare makes {C}{C}{C}: a {C}{C}{C}{U} tax lacks the {U}
    tomb = land("tomb", ["{C}{C}"])
    flare = {"id": "flare", "card": "Mana Flare", "controller": "B"}
    got = _three(creature("bear"), tomb, flare, effects=[_tax("{C}{C}{C}{U}")]).check({"attacks": {"bear": "B"}})
    assert got.status == "illegal"
    message = got.violations[0].message
    assert "{U} x1 but at most 0 {U} can be made" in message and "{C} x3" not in message


def test_an_ability_word_before_a_conditional_mana_ability_is_no_condition_207_2c():
    # Mox Opal's "Metalcraft — {T}: Add one mana of any color. Activate only if you control
    # three or more artifacts."
    mox = {"id": "mox", "card": "Mox Opal", "controller": "A"}
    birds = [{"id": f"o{i}", "card": "Ornithopter", "controller": "A", "tapped": True} for i in range(2)]
    b = _three(creature("bear"), mox, *birds, effects=[_tax("{U}")])
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert _three(creature("bear"), mox, birds[0], effects=[_tax("{U}")]).check(
        {"attacks": {"bear": "B"}}).status == "illegal"
