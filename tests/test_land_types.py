"""Land types set or added (305.6, 305.7, 613 layer 4): Song of the Dryads, Imprisoned in the
Moon, Blood Moon, Spreading Seas, Urborg, Glacial Chasm; real cards by name."""

from attackcheck import Board
from helpers import make_of as _board


def test_song_of_the_dryads_makes_a_creature_a_colorless_forest_land_that_cannot_attack_and_taps_for_green():
    # rulings: it loses all other card types and creature types and its abilities, and has
    # "{T}: Add {G}" (305.7); a creature no more can't attack (506.3, 508.1a)
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
               {"id": "song", "card": "Song of the Dryads", "controller": "B", "attached_to": "bear"},
               {"id": "prop", "card": "Propaganda", "controller": "B"},
               {"id": "f1", "card": "Forest", "controller": "A"})
    bear = b.resolved.permanents["bear"]
    assert bear.types == {"land"} and bear.subtypes == {"Forest"} and bear.colors == frozenset()
    assert "bear" not in b.context.creatures
    result = b.check({"attacks": {"lion": "B"}})  # Propaganda's {2}: the Forest and the enchanted Bears
    assert result.status == "legal", result.text()
    assert b.count().count == 2


def test_song_of_the_dryads_on_the_defenders_land_changes_nothing_for_the_attack():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "tomb", "card": "Ancient Tomb", "controller": "B"},
               {"id": "song", "card": "Song of the Dryads", "controller": "A", "attached_to": "tomb"})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_song_of_the_dryads_on_a_goaded_commander_leaves_no_requirement():
    b = _board({"id": "cmd", "card": "Grizzly Bears", "controller": "A", "commander": True},
               {"id": "song", "card": "Song of the Dryads", "controller": "B", "attached_to": "cmd"},
               {"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
               players=("A", "B", "C"))
    assert b.check({"attacks": {}}).status == "legal"


def test_song_of_the_dryads_on_propaganda_takes_its_tax_away():
    # 305.7: the enchanted Propaganda is a Forest land and loses the abilities of its rules text
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "prop", "card": "Propaganda", "controller": "B"},
               {"id": "song", "card": "Song of the Dryads", "controller": "A", "attached_to": "prop"})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_imprisoned_in_the_moon_makes_a_creature_a_colorless_land_with_tap_for_colorless():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
               {"id": "moon", "card": "Imprisoned in the Moon", "controller": "B", "attached_to": "bear"},
               {"id": "gp", "card": "Ghostly Prison", "controller": "B"},
               {"id": "f1", "card": "Forest", "controller": "A"})
    bear = b.resolved.permanents["bear"]
    assert bear.types == {"land"} and bear.subtypes == frozenset() and bear.keywords == frozenset()
    assert b.check({"attacks": {"lion": "B"}}).status == "legal"  # {2}: the Forest and {C} from the Bears


def test_blood_moon_makes_a_nonbasic_land_a_mountain_whose_only_mana_is_red():
    # 305.7: Gaea's Cradle loses its mana ability (unread otherwise) and taps for {R}
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "cradle", "card": "Gaea's Cradle", "controller": "A"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"},
               {"id": "prop", "card": "Propaganda", "controller": "B"},
               {"id": "m1", "card": "Mountain", "controller": "A"})
    cradle = b.resolved.permanents["cradle"]
    assert cradle.subtypes == {"Mountain"}
    result = b.check({"attacks": {"bear": "B"}})
    assert result.status == "legal", result.text()


def test_blood_moon_leaves_basic_lands_alone_and_a_tropical_island_loses_green_and_blue():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "trop", "card": "Tropical Island", "controller": "A"},
               {"id": "f1", "card": "Forest", "controller": "A"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"})
    perms = b.resolved.permanents
    assert perms["trop"].subtypes == {"Mountain"} and [str(o) for o in perms["trop"].mana] == ["{R}"]
    assert perms["f1"].subtypes == {"Forest"}


def test_blood_moon_turns_off_glacial_chasm():
    # Glacial Chasm's "Creatures you control can't attack" is rules text of a nonbasic land (305.7)
    cards = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "chasm", "card": "Glacial Chasm", "controller": "A"}]
    assert _board(*cards).check({"attacks": {"bear": "B"}}).status == "illegal"
    assert _board(*cards, {"id": "moon", "card": "Blood Moon", "controller": "B"}).check(
        {"attacks": {"bear": "B"}}).status == "legal"


def test_urborg_under_blood_moon_is_a_mountain_and_makes_no_swamp():
    # 613.8a: Urborg's effect depends on Blood Moon's, which takes its ability away
    b = _board({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A"},
               {"id": "f1", "card": "Forest", "controller": "A"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"})
    perms = b.resolved.permanents
    assert perms["urborg"].subtypes == {"Mountain"}
    assert perms["f1"].subtypes == {"Forest"}


def test_urborg_makes_each_land_a_swamp_in_addition():
    b = _board({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A"},
               {"id": "f1", "card": "Forest", "controller": "A"})
    f1 = b.resolved.permanents["f1"]
    assert f1.subtypes == {"Forest", "Swamp"}
    assert sorted(str(o) for o in f1.mana) == ["{B}", "{G}"]


def test_song_of_the_dryads_on_blood_moon_ends_blood_moons_effect():
    # 613.8a: Blood Moon's effect depends on Song of the Dryads', which takes its ability away
    b = _board({"id": "trop", "card": "Tropical Island", "controller": "A"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"},
               {"id": "song", "card": "Song of the Dryads", "controller": "A", "attached_to": "moon"})
    perms = b.resolved.permanents
    assert perms["moon"].subtypes == {"Forest"}
    assert perms["trop"].subtypes == {"Forest", "Island"}


def test_spreading_seas_makes_the_land_an_island_only():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "f1", "card": "Forest", "controller": "A"},
               {"id": "seas", "card": "Spreading Seas", "controller": "B", "attached_to": "f1"})
    f1 = b.resolved.permanents["f1"]
    assert f1.subtypes == {"Island"} and [str(o) for o in f1.mana] == ["{U}"]


def test_a_land_type_change_keeps_abilities_other_effects_grant():
    # 305.7: "this doesn't remove any abilities that were granted to the land by other effects"
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [
                   {"id": "dryad", "name": "Dryad Arbor", "controller": "A", "types": ["land", "creature"],
                    "subtypes": ["Forest", "Dryad"], "power": 1, "toughness": 1, "mana": ["{G}"],
                    "keywords": ["defender"]}],
               "effects": [{"kind": "grant_keywords", "creatures": ["dryad"], "keywords": ["haste"], "controller": "A"},
                           {"kind": "land_types", "permanents": {"types": ["land"], "not_supertypes": ["basic"]},
                            "subtypes": ["Mountain"], "controller": "B"}]})
    dryad = b.resolved.permanents["dryad"]
    assert dryad.types == {"land", "creature"}  # 305.7: card types stay
    assert dryad.subtypes == {"Mountain", "Dryad"}  # creature types stay
    assert dryad.keywords == {"haste"}  # its own defender is rules text; the granted haste stays
    assert b.check({"attacks": {"dryad": "B"}}).status == "legal"


def test_blood_moon_leaves_an_animated_manland_the_keywords_its_animation_gave():
    # 305.7 takes the abilities of its rules text, not those an effect gave: Inkmoth Nexus
    # animated before Blood Moon keeps flying; written as it is now, its card's keywords
    # (none) are its copiable values (707.2)
    ink = {"id": "ink", "card": "Inkmoth Nexus", "controller": "A", "types": ["artifact", "creature", "land"],
           "subtypes": ["Phyrexian", "Blinkmoth"], "power": 1, "toughness": 1, "keywords": ["flying", "infect"]}
    b = _board(ink, {"id": "moat", "card": "Moat", "controller": "B"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"})
    assert b.resolved.permanents["ink"].keywords == {"flying", "infect"}
    assert b.check({"attacks": {"ink": "B"}}).status == "legal"
    assert b.count().count == 2


def test_a_copy_whose_land_type_is_set_keeps_its_name_and_loses_the_copied_abilities():
    # 305.7: the abilities of its rules text and of copy effects go; the copy effect itself
    # stays (Vesuva copying Glacial Chasm under Blood Moon is a Glacial Chasm that is a Mountain)
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "chasm", "card": "Glacial Chasm", "controller": "B"},
               {"id": "vesuva", "card": "Vesuva", "controller": "A", "copy_of": "chasm"},
               {"id": "moon", "card": "Blood Moon", "controller": "B"})
    vesuva = b.resolved.permanents["vesuva"]
    assert vesuva.name == "Glacial Chasm" and vesuva.subtypes == {"Mountain"}
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_lush_growth_makes_the_land_three_basic_land_types():
    b = _board({"id": "i1", "card": "Island", "controller": "A"},
               {"id": "lush", "card": "Lush Growth", "controller": "A", "attached_to": "i1"})
    i1 = b.resolved.permanents["i1"]
    assert i1.subtypes == {"Mountain", "Forest", "Plains"}
    assert sorted(str(o) for o in i1.mana) == ["{G}", "{R}", "{W}"]


def test_detain_stops_the_detained_creatures_mana_ability():
    # 701.35a: a detained permanent can't attack or block and its activated abilities can't
    # be activated (602.5): the detained Elves pay no tax
    from attackcheck.models.cards import describe

    resolved = describe("Azorius Arrester")["resolved"][0]["effects"]
    assert {"kind": "cant_activate", "permanents": "target"} in resolved
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "elf", "card": "Llanowar Elves", "controller": "A"},
                              {"id": "arr", "card": "Azorius Arrester", "controller": "B"}],
               "effects": [{"kind": "cant_attack", "creatures": ["elf"], "source": "arr", "controller": "B"},
                           {"kind": "cant_activate", "permanents": ["elf"], "source": "arr", "controller": "B"},
                           {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]})
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_more_type_changes_than_the_dependency_limit_leave_the_board_unread():
    # 613.8a past DEPENDENCY_LIMIT: timestamp order could be wrong, so the answer is unknown
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "trop", "card": "Tropical Island", "controller": "A"},
             {"id": "moon", "card": "Blood Moon", "controller": "B"}]
    perms += [{"id": f"p{i}", "card": "Plains", "controller": "B"} for i in range(41)]
    perms += [{"id": f"e{i}", "card": "Evil Presence", "controller": "B", "attached_to": f"p{i}"} for i in range(41)]
    result = _board(*perms).check({"attacks": {"bear": "B"}})
    assert result.status == "unknown" and "613.8a" in result.unread[0]["text"]


def test_zhao_makes_nonbasic_lands_mountains_only_with_a_conqueror_counter():
    # "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains"
    def board(counters):
        return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                      "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                                     {"id": "trop", "card": "Tropical Island", "controller": "A"},
                                     {"id": "zhao", "card": "Zhao, the Moon Slayer", "controller": "B",
                                      "counters": counters}],
                      "effects": [{"kind": "attack_tax", "target": "B", "cost": "{G}", "controller": "B"}]})
    assert board({}).check({"attacks": {"bear": "B"}}).status == "legal"
    assert board({"conqueror": 1}).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_omos_every_land_type_is_not_read_and_leaves_a_payment_unknown():
    # "Each land with an everything counter on it is every land type": the Forest is an Island
    # too (305.6) and could pay {U}; not read, so unknown where a cost to attack applies
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "f", "card": "Forest", "controller": "A", "counters": {"everything": 1}},
                              {"id": "omo", "card": "Omo, Queen of Vesuva", "controller": "A"}],
               "effects": [{"kind": "attack_tax", "target": "B", "cost": "{U}", "controller": "B"}]})
    result = b.check({"attacks": {"bear": "B"}})
    assert result.status == "unknown" and result.unread[0]["permanent"] == "omo"


def test_a_flood_counters_island_is_a_resolved_land_type_change():
    # Xolatoyac, Aquitect's Will: "That land is an Island in addition to its other types for
    # as long as it has a flood counter on it": the board writes it for that land
    from attackcheck.models.cards import describe

    for name in ("Xolatoyac, the Smiling Flood", "Aquitect's Will"):
        effects = [e for r in describe(name)["resolved"] for e in r["effects"]]
        assert effects == [{"kind": "land_types", "permanents": "target", "subtypes": ["Island"], "in_addition": True}]


def test_a_land_type_change_reads_no_subtypes_so_a_chosen_type_elsewhere_stays_a_land_matter():
    # Spreading Seas sets the Forest's subtype; it reads none. Convincing Mirage's "the chosen
    # type" matters only where a cost to attack is paid or a selector reads subtypes: neither
    # here, so the count is known (the Bears attack or not)
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "forest", "card": "Forest", "controller": "B"},
             {"id": "mirage", "card": "Convincing Mirage", "controller": "B", "attached_to": "forest"},
             {"id": "seas", "card": "Spreading Seas", "controller": "B", "attached_to": "forest"}]
    assert _board(*perms).count().count == 2
    # Stormtide Leviathan's Islands read no subtypes either: its restriction decides alone
    storm = [perms[0], perms[1], {"id": "pt", "card": "Phantasmal Terrain", "controller": "B", "attached_to": "forest"},
             {"id": "lev", "card": "Stormtide Leviathan", "controller": "B"}]
    assert _board(*storm).check({"attacks": {"bear": "B"}}).status == "illegal"
