"""Creature types set by an Aura (205.1b: "is a Spirit" replaces the creature types, "in
addition" keeps them; Fog on the Barrow-Downs, Eye of Nidhogg, Oni Possession) and a tax on
attacking planeswalkers only (Onakke Oathkeeper)."""

from attackcheck import Board
from helpers import make_of as _board
from attackcheck.models.cards import read_oracle


RABBLE = {"id": "rabble", "card": "Goblin Rabblemaster", "controller": "A"}
GOBLIN = {"id": "gob", "card": "Goblin Piker", "controller": "A"}


def test_fog_on_the_barrow_downs_makes_a_spirit_that_cant_attack():
    # 205.1b: a Spirit and no other creature type; it can't attack (508.1c)
    b = _board(RABBLE, GOBLIN, {"id": "fog", "card": "Fog on the Barrow-Downs", "controller": "B", "attached_to": "gob"})
    assert b.resolved.permanents["gob"].subtypes == {"Spirit"}
    assert b.check({"attacks": {"gob": "B"}}).status == "illegal"
    # no longer a Goblin, Rabblemaster's requirement asks nothing of it
    assert b.check({"attacks": {}}).status == "legal"


def test_oni_possession_replaces_the_creature_types_so_a_goblin_requirement_no_longer_applies():
    without = _board(RABBLE, GOBLIN)
    assert without.check({"attacks": {}}).status == "illegal"  # Rabblemaster: other Goblins attack if able
    b = _board(RABBLE, GOBLIN, {"id": "oni", "card": "Oni Possession", "controller": "A", "attached_to": "gob"})
    assert b.resolved.permanents["gob"].subtypes == {"Demon", "Spirit"}
    assert b.check({"attacks": {}}).status == "legal"


def test_eye_of_nidhogg_makes_a_goaded_black_dragon():
    b = _board(GOBLIN, {"id": "eye", "card": "Eye of Nidhogg", "controller": "B", "attached_to": "gob"},
               players=("A", "B", "C"))
    gob = b.resolved.permanents["gob"]
    assert gob.subtypes == {"Dragon"} and gob.colors == {"B"} and "flying" in gob.keywords
    assert (gob.power, gob.toughness) == (4, 2)
    # goaded by B (701.15b): attacks each combat if able, and a player other than B if able
    assert b.check({"attacks": {}}).status == "illegal"
    assert b.check({"attacks": {"gob": "B"}}).status == "illegal"
    assert b.check({"attacks": {"gob": "C"}}).status == "legal"


def test_a_new_creature_type_keeps_the_other_kinds_of_subtypes():
    # 205.1b replaces creature types only: an Equipment creature stays an Equipment
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "x", "name": "Walker", "controller": "A", "types": ["artifact", "creature"],
                           "subtypes": ["Equipment", "Golem"], "power": 1, "toughness": 1}],
           "effects": [{"kind": "add_types", "permanents": ["x"], "types": [], "subtypes": ["Spirit"],
                        "replaces_creature_types": True, "controller": "B"}]}
    assert Board(raw).resolved.permanents["x"].subtypes == {"Equipment", "Spirit"}


def test_in_addition_to_its_other_types_keeps_the_creature_types():
    got = read_oracle("X", "Equip {2}\nEquipped creature is a Wizard in addition to its other types and has haste.",
                      "Artifact — Equipment")
    assert got.effects == [{"kind": "add_types", "permanents": "attached", "types": [], "subtypes": ["Wizard"]},
                           {"kind": "grant_keywords", "creatures": "attached", "keywords": ["haste"]}]


def test_is_a_copy_or_a_card_type_is_not_read_as_a_creature_type():
    for text in ("Enchanted creature is a copy of the chosen creature.",
                 "Enchanted creature is black in addition to its other colors and has haste."):
        got = read_oracle("X", "Enchant creature\n" + text, "Enchantment — Aura")
        assert not any(e["kind"] == "add_types" for e in got.effects), text


def test_onakke_oathkeeper_taxes_attacking_its_controllers_planeswalkers_only():
    cards = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "bear2", "card": "Grizzly Bears", "controller": "A"},
             {"id": "land", "card": "Mountain", "controller": "A"},
             {"id": "onakke", "card": "Onakke Oathkeeper", "controller": "B"},
             {"id": "jace", "card": "Jace Beleren", "controller": "B", "loyalty": 3}]
    b = _board(*cards)
    assert b.check({"attacks": {"bear": "B", "bear2": "B"}}).status == "legal"  # the player: free
    one = b.check({"attacks": {"bear": "jace"}})
    assert one.status == "legal" and one.cost["mana"] == "{1}"
    # two attackers of the planeswalker cost {2}; one Mountain can't pay (508.1h)
    assert b.check({"attacks": {"bear": "jace", "bear2": "jace"}}).status == "illegal"


# --------------------------------------------------------------------------- near misses of read templates

def _read(text: str, type_line: str = "Enchantment"):
    return read_oracle("X", text, type_line)


def test_a_target_and_each_creature_sharing_its_color_is_not_read_as_the_target_alone():
    # Surge of Zeal's radiance: more creatures than the target gain haste
    got = _read("Radiance \u2014 Target creature and each other creature that shares a color with it gain haste "
                "until end of turn.", "Instant")
    assert got.unsupported and not got.resolved


def test_with_no_counters_is_no_counter_kind():
    got = _read("Each creature you control with no counters on it has haste.")
    assert got.unsupported and not got.effects


def test_it_in_a_trigger_of_this_or_another_creature_is_the_creature_that_entered():
    # Alex Wilder, Runaway: "Whenever Alex Wilder or another creature you control enters, ..., it gets +2/+0
    # and gains haste": the creature that entered (the board writes which), not always Alex
    got = read_oracle("Alex Wilder, Runaway", "Whenever Alex Wilder or another creature you control enters, if you "
                      "cast it from anywhere other than your hand, it gets +2/+0 and gains haste until end of turn.",
                      "Legendary Creature \u2014 Human Rogue")
    assert [e["creatures"] for item in got.resolved for e in item["effects"]] == ["target", "target"]


def test_a_cost_for_each_creature_you_control_counts_yours_only():
    got = _read("This creature can't attack unless you pay {1} for each creature you control.", "Creature \u2014 Bear")
    assert got.effects == [{"kind": "attack_cost", "creatures": "self", "cost": "{X}",
                            "x": {"count": {"types": ["creature"], "controller": "you"}}}]


def test_an_ability_word_before_a_mana_ability_leaves_its_cost_a_tap():
    # Yuna, Grand Summoner's "Grand Summon — {T}: Add one mana of any color. ..." (207.2c)
    b = _board({"id": "yuna", "card": "Yuna, Grand Summoner", "controller": "A"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "baird", "card": "Baird, Steward of Argive", "controller": "B"})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert b.check({"attacks": {"bear": "B", "yuna": "B"}}).status == "illegal"  # {2}: Yuna taps to attack


def test_first_strike_only_while_attacking_is_no_unread_keyword():
    # The Masamune: "As long as equipped creature is attacking, it has first strike": nothing is
    # attacking as attackers are declared (508.1k), so a keyword reader is still answered
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "sword", "card": "The Masamune", "controller": "A", "attached_to": "bear"},
               {"id": "magus", "card": "Magus of the Moat", "controller": "B"})
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_retro_mutation_makes_a_turtle_without_abilities_that_cant_attack():
    perms = [{"id": "gob", "card": "Goblin Piker", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "rm", "card": "Retro-Mutation", "controller": "B", "attached_to": "gob"}]
    b = _board(*perms)
    gob = b.resolved.permanents["gob"]
    assert gob.subtypes == {"Turtle"} and (gob.power, gob.toughness) == (0, 1)
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert b.check({"attacks": {"gob": "B"}}).status == "illegal"


def test_spider_man_no_more_leaves_defender_only():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "smnm", "card": "Spider-Man No More", "controller": "B", "attached_to": "bear"})
    bear = b.resolved.permanents["bear"]
    assert bear.keywords == {"defender"} and bear.subtypes == {"Citizen"}
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"  # 702.3b


def test_a_target_land_an_opponent_controls_becoming_an_island_is_a_resolved_land_type():
    # Kukemssa Serpent, Gaea's Liege ("until this creature leaves the battlefield")
    for text, land in (("{U}, Sacrifice an Island: Target land an opponent controls becomes an Island until end of turn.",
                        "Island"),
                       ("{T}: Target land becomes a Forest until this creature leaves the battlefield.", "Forest")):
        got = _read(text, "Creature \u2014 Serpent")
        assert [item["effects"] for item in got.resolved] == [
            [{"kind": "land_types", "permanents": "target", "subtypes": [land]}]], text


def test_a_resolved_change_of_another_permanents_types_says_to_write_it():
    # Kitesail Larcenist, Abigale: not "no wording about attacking"
    got = _read("When this creature enters, up to one other target creature loses all abilities.", "Creature \u2014 Bird")
    assert "write it on the board" in got.ignored[0]["reason"]


def test_a_stations_mana_ability_below_its_threshold_is_not_there_yet():
    # The Eternity Elevator's "20+ | {T}: Add X mana ...": with fewer charge counters it has no
    # such ability, so it is no unread way to pay (its {T}: Add {C}{C}{C} is read)
    perms = [{"id": "el", "card": "The Eternity Elevator", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "bear2", "card": "Grizzly Bears", "controller": "A"},
             {"id": "archon", "card": "Archon of Absolution", "controller": "B"}]
    b = _board(*perms)
    assert b.check({"attacks": {"bear": "B", "bear2": "B"}}).status == "legal"  # {2} of its {C}{C}{C}
    many = _board(*perms[1:], {**perms[0], "counters": {"charge": 20}},
                  {"id": "bear3", "card": "Grizzly Bears", "controller": "A"},
                  {"id": "bear4", "card": "Grizzly Bears", "controller": "A"})
    attacks = {"bear": "B", "bear2": "B", "bear3": "B", "bear4": "B"}
    assert many.check({"attacks": attacks}).status == "unknown"  # {4}: its station ability may pay


def test_a_mana_ability_that_cant_be_activated_is_no_unread_way_to_pay():
    # 602.5: Clarion Conqueror stops the Elevator's abilities, read or not
    perms = [{"id": "el", "card": "The Eternity Elevator", "controller": "A", "counters": {"charge": 20}},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "archon", "card": "Archon of Absolution", "controller": "B"},
             {"id": "clarion", "card": "Clarion Conqueror", "controller": "B"}]
    assert _board(*perms).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_gilded_lotus_makes_three_mana_of_one_color():
    # "{T}: Add three mana of any one color": one choice of color for all three (106.1)
    perms = [{"id": "lotus", "card": "Gilded Lotus", "controller": "A"},
             {"id": "baird", "card": "Baird, Steward of Argive", "controller": "B"}]
    bears = [{"id": f"b{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(4)]
    b = _board(*perms, *bears)
    three = b.check({"attacks": {"b0": "B", "b1": "B", "b2": "B"}})
    assert three.status == "legal" and three.unread == []
    assert b.check({"attacks": {f"b{i}": "B" for i in range(4)}}).status == "illegal"
    assert read_oracle("X", "{T}: Add two mana of any one color.", "Artifact").mana == [
        ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"]]


def test_max_speed_before_a_mana_ability_is_a_condition_not_an_ability_word():
    # Muraganda Raceway's "Max speed — {T}: Add {C}{C}": only with max speed (702.179); the
    # board doesn't say, so a {2} tax it alone could pay is unknown
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "raceway", "card": "Muraganda Raceway", "controller": "A"},
               {"id": "prop", "card": "Propaganda", "controller": "B"})
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"


def test_a_stopped_artifact_still_grants_its_mana_ability_to_lands():
    # Null Rod stops Chromatic Lantern's own activated abilities (602.5), not the "{T}: Add one
    # mana of any color" its static ability gives the lands: the Mountain pays {U}
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "mountain", "card": "Mountain", "controller": "A"},
                          {"id": "lantern", "card": "Chromatic Lantern", "controller": "A"},
                          {"id": "rod", "card": "Null Rod", "controller": "B"}],
           "effects": [{"kind": "attack_tax", "target": "B", "cost": "{U}", "controller": "B"}]}
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "legal"


def test_wishful_merfolk_loses_defender_and_becomes_a_human_once_activated():
    # "{1}{U}: This creature loses defender and becomes a Human until end of turn": a resolved
    # template (205.1b: a Human, no longer a Merfolk), so the card alone leaves nothing unread
    got = _read("Defender\n{1}{U}: This creature loses defender and becomes a Human until end of turn.",
                "Creature \u2014 Merfolk")
    assert [item["effects"] for item in got.resolved] == [[
        {"kind": "remove_keywords", "creatures": "self", "keywords": ["defender"]},
        {"kind": "add_types", "permanents": "self", "types": [], "subtypes": ["Human"], "replaces_creature_types": True}]]
    b = _board({"id": "merfolk", "card": "Wishful Merfolk", "controller": "A"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "A"})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    assert b.check({"attacks": {"merfolk": "B"}}).status == "illegal"  # defender (702.3b) until it is activated
    # "becomes a Pirate in addition to its other types" keeps the others (Coercive Recruiter)
    got = _read("Until end of turn, it gains haste and becomes a Pirate in addition to its other types.", "Sorcery")
    assert got.resolved and got.resolved[0]["effects"][1] == {"kind": "add_types", "permanents": "target", "types": [],
                                                              "subtypes": ["Pirate"]}
