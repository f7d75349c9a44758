"""Real cards by name read now ("each creature that's a Cat, Elemental, ... or Beast":
Kaheera, the Orphanguard, Lovisa Coldeyes) and board fields that take one JSON type only
(a number is no boolean, a boolean no number)."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def board(perms: list[dict], effects: list[dict] | None = None, active: str = "A") -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": active},
                  "permanents": perms, "effects": effects or []})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# --------------------------------------------------------------------------- one of several creature types


def test_kaheera_gives_vigilance_to_each_other_cat_elemental_nightmare_dinosaur_or_beast():
    # "Each other creature you control that's a Cat, Elemental, Nightmare, Dinosaur, or Beast
    # gets +1/+1 and has vigilance": a creature of any one of the types (205.3), not the others
    without_vigilance = {"kind": "cant_attack", "creatures": {"lacks_keywords": ["vigilance"]}, "controller": "B"}
    perms = [{"id": "kaheera", "card": "Kaheera, the Orphanguard", "controller": "A"},
             {"id": "lions", "card": "Savannah Lions", "controller": "A"},
             {"id": "bears", "card": "Grizzly Bears", "controller": "A"}]
    b = board(perms, [without_vigilance])
    assert status(b, {"lions": "B"}) == "legal"
    assert status(b, {"kaheera": "B"}) == "legal"  # its own Vigilance
    assert status(b, {"bears": "B"}) == "illegal"
    assert b.count().count == 4
    lions = b.resolved.permanents["lions"]
    assert lions.power == 3 and "vigilance" in lions.keywords


def test_kaheera_grants_only_to_its_controllers_creatures():
    perms = [{"id": "kaheera", "card": "Kaheera, the Orphanguard", "controller": "B"},
             {"id": "lions", "card": "Savannah Lions", "controller": "A"}]
    lions = board(perms).resolved.permanents["lions"]
    assert lions.power == 2 and "vigilance" not in lions.keywords


def test_lovisa_coldeyes_gives_haste_to_barbarians_warriors_and_berserkers():
    # "Each creature that's a Barbarian, a Warrior, or a Berserker ... has haste": each
    # player's, so a Goblin Warrior that came under its controller's control this turn may
    # attack (302.6, 702.10b); a Goblin may not
    perms = [{"id": "lovisa", "card": "Lovisa Coldeyes", "controller": "B"},
             {"id": "piker", "card": "Goblin Piker", "controller": "A", "sick": True},
             {"id": "fanatic", "card": "Mogg Fanatic", "controller": "A", "sick": True}]
    b = board(perms)
    assert status(b, {"piker": "B"}) == "legal"
    assert status(b, {"fanatic": "B"}) == "illegal"


def test_a_word_that_is_no_creature_type_leaves_the_sentence_unsupported():
    from attackcheck.models.cards.oracle import read_oracle

    read = read_oracle("X", "Each creature that's a Goblin or Island has haste.", "Enchantment")
    assert read.effects == [] and read.unsupported


# --------------------------------------------------------------------------- one JSON type per field


@pytest.mark.parametrize("field, value", [("power", True), ("toughness", 2.0), ("tapped", "yes"),
                                          ("sick", 1), ("damage", False)])
def test_a_permanent_field_of_another_json_type_is_refused_by_name(field, value):
    perm = {"id": "bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2, field: value}
    with pytest.raises(InputError) as err:
        board([perm])
    assert f"permanents[0].{field}" in str(err.value) or f"permanents.0.{field}" in str(err.value)


def test_a_counter_number_that_is_a_boolean_is_refused():
    perm = {"id": "bear", "controller": "A", "types": ["creature"], "counters": {"+1/+1": True}}
    with pytest.raises(InputError, match="counters"):
        board([perm])


def test_a_life_total_that_is_a_boolean_is_refused():
    with pytest.raises(InputError, match="life"):
        Board({"version": 1, "players": [{"id": "A", "life": True}], "turn": {"active": "A"}})


def test_copy_exceptions_refuse_a_near_miss_of_a_keyword_as_they_add_it():
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "copy", "controller": "A", "copy_of": "bear", "copy_except": {"keywords_add": ["hasted"]}}]
    with pytest.raises(InputError, match="haste"):
        board(perms)


# --------------------------------------------------------------------------- mana abilities in other wordings


def two_propagandas(source: str) -> dict:
    return {"version": 1, "players": [{"id": "A", "hand": 3}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "src", "card": source, "controller": "A"},
                           {"id": "f1", "card": "Forest", "controller": "A"},
                           {"id": "prop", "card": "Propaganda", "controller": "B"},
                           {"id": "prop2", "card": "Propaganda", "controller": "C"}]}


@pytest.mark.parametrize("source", ["Meteor Crater", "Selvala, Eager Trailblazer", "Metalworker"])
def test_a_mana_ability_in_another_wording_is_unread_where_a_cost_to_attack_applies(source):
    # 605.1a: "{T}: Choose a color of a permanent you control. Add ...", Metalworker's reveal:
    # mana abilities not modelled; the Bears' {2} may be payable with them (508.1g-h), so the
    # answer is unknown, never "illegal"
    b = Board(two_propagandas(source))
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert any(source.split(",")[0] in (u["card"] or "") for u in b.unread)


@pytest.mark.parametrize("source", ["Bloom Tender", "Nyx Lotus"])
def test_those_wordings_read_now_pay(source):
    # Bloom Tender's "For each color among permanents you control" ({G}: the Bears and itself
    # are green) and Nyx Lotus' devotion (the Bears' {G}) with a Forest pay the Bears' {2}
    b = Board(two_propagandas(source))
    assert b.check({"attacks": {"bear": "B"}}).status == "legal" and b.unread == []


def test_deathrite_shamans_targeted_ability_is_no_mana_ability():
    # 605.1a: an ability with a target is no mana ability: it can't be activated while costs to
    # attack are paid (508.1g), so the Forest's one mana can't pay Propaganda's {2}
    r = Board(two_propagandas("Deathrite Shaman")).check({"attacks": {"bear": "B"}})
    assert r.status == "illegal"


# --------------------------------------------------------------------------- types and power the card sets


def test_mistform_ultimus_is_every_creature_type_so_a_goblin():
    # "Mistform Ultimus is every creature type": Goblin Rabblemaster's "Other Goblin creatures
    # you control attack each combat if able" is a requirement on it (508.1d)
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "rabble", "card": "Goblin Rabblemaster", "controller": "A"},
                          {"id": "mistform", "card": "Mistform Ultimus", "controller": "A"}]}
    b = Board(raw)
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 1
    assert b.count().count == 2


@pytest.mark.parametrize("card", ["Metallic Mimic", "Adaptive Automaton", "Coalition Construct"])
def test_the_chosen_creature_type_of_a_card_itself_is_unread_where_subtypes_matter(card):
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "rabble", "card": "Goblin Rabblemaster", "controller": "A"},
                          {"id": "x", "card": card, "controller": "A"}]}
    assert Board(raw).check({"attacks": {}}).status == "unknown"


def test_power_from_counters_on_an_equipment_is_unread_where_power_matters():
    # Banshee's Blade: "+1/+1 for each charge counter on this Equipment": the Bears are 4/4 with
    # two, and Reverence stops only power 2 or less; not read, so unknown, never "illegal"
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "blade", "card": "Banshee's Blade", "controller": "A", "attached_to": "bear",
                           "counters": {"charge": 2}},
                          {"id": "rev", "card": "Reverence", "controller": "B"}]}
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "unknown"


def test_rusting_golems_power_from_fade_counters_is_unread_under_ensnaring_bridge():
    raw = {"version": 1, "players": [{"id": "A", "hand": 0}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "golem", "card": "Rusting Golem", "controller": "A", "counters": {"fade": 3}},
                          {"id": "bridge", "card": "Ensnaring Bridge", "controller": "A"}]}
    assert Board(raw).check({"attacks": {"golem": "B"}}).status == "unknown"


@pytest.mark.parametrize("level, hand, expected", [(0, 3, "legal"), (2, 2, "legal"), (2, 1, "illegal"),
                                                   (4, 3, "illegal"), (4, 4, "legal")])
def test_a_level_sections_power_applies_at_its_levels(level, hand, expected):
    # Knight of Cliffhaven: 2/2; LEVEL 1-3 2/3 flying; LEVEL 4+ 4/4 flying, vigilance (711.2b).
    # Ensnaring Bridge: "power greater than the number of cards in your hand can't attack"
    raw = {"version": 1, "players": [{"id": "A", "hand": hand}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "knight", "card": "Knight of Cliffhaven", "controller": "A",
                           "counters": {"level": level}},
                          {"id": "bridge", "card": "Ensnaring Bridge", "controller": "A"}]}
    b = Board(raw)
    assert str(b.check({"attacks": {"knight": "B"}}).status) == expected
    knight = b.resolved.permanents["knight"]
    assert (knight.power, knight.toughness) == {0: (2, 2), 2: (2, 3), 4: (4, 4)}[level]
    assert ("vigilance" in knight.keywords) == (level >= 4) and ("flying" in knight.keywords) == (level >= 1)


def test_faerie_squadrons_kicked_flying_is_unread_under_moat():
    # "If this creature was kicked, it enters with two +1/+1 counters on it and with flying":
    # Moat ("Creatures without flying can't attack") can't be judged without knowing
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "moat", "card": "Moat", "controller": "B"},
                          {"id": "squad", "card": "Faerie Squadron", "controller": "A"}]}
    assert Board(raw).check({"attacks": {"squad": "B"}}).status == "unknown"


def test_tarmogoyfs_power_written_on_the_board_answers_its_own_text():
    # 604.3, 613.4a: the power and toughness its characteristic-defining ability sets are what
    # `power` and `toughness` hold; written, they are known
    goyf = {"id": "g", "card": "Tarmogoyf", "controller": "A"}
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 3}], "turn": {"active": "A"},
           "permanents": [goyf, {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]}
    assert Board(raw).check({"attacks": {"g": "B"}}).status == "unknown"
    goyf.update(power=3, toughness=4)
    assert Board(raw).check({"attacks": {"g": "B"}}).status == "legal"
    goyf.update(power=4, toughness=5)
    assert Board(raw).check({"attacks": {"g": "B"}}).status == "illegal"


# --------------------------------------------------------------------------- levelers under other effects


def knight_board(first: dict | None, knight: dict, last: dict | None = None) -> dict:
    perms = [p for p in (first, knight, {"id": "rev", "card": "Reverence", "controller": "B"}, last) if p]
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}


def test_a_level_sections_power_is_lost_with_all_abilities():
    # 711.2b: the level's power is a static ability; Dress Down or Humility removes it in layer
    # 6, so the Knight is its printed 2/2, which Reverence ("power 2 or less") stops
    knight = {"id": "k", "card": "Knight of Cliffhaven", "controller": "A", "counters": {"level": 4}}
    assert status(Board(knight_board(None, knight)), {"k": "B"}) == "legal"  # 4/4
    for loss in ({"id": "dd", "card": "Dress Down", "controller": "B"},
                 {"id": "hum", "card": "Humility", "controller": "B"}):
        b = Board(knight_board(loss, knight))
        assert status(b, {"k": "B"}) == "illegal"
        assert "vigilance" not in b.resolved.permanents["k"].keywords


def test_a_leveler_written_with_its_power_keeps_what_is_written():
    # Kargan Dragonlord pumped with {R}: the board writes its power as it is now, which no level
    # section overrides (the reader says to write a pump on the board)
    raw = {"version": 1, "players": [{"id": "A", "hand": 5}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "k", "card": "Kargan Dragonlord", "controller": "A", "counters": {"level": 4},
                           "power": 6, "toughness": 4},
                          {"id": "br", "card": "Ensnaring Bridge", "controller": "A"}]}
    assert status(Board(raw), {"k": "B"}) == "illegal"


@pytest.mark.parametrize("source", ["Victory Chimes", "Spectral Searchlight", "Valleymaker"])
def test_a_mana_ability_another_player_adds_with_is_unread_where_a_cost_applies(source):
    # "A player of your choice adds {C}": no target, so a mana ability (605.1a)
    assert Board(two_propagandas(source)).check({"attacks": {"bear": "B"}}).status == "unknown"


def test_a_level_sections_mana_ability_is_not_there_at_level_zero():
    # Joraga Treespeaker's "{T}: Add {G}{G}" is a LEVEL 1-4 ability (711.2b); at level 0 the
    # sentence doesn't apply (inactive), so the Bears can't pay Ghostly Prison's {2}
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "j", "card": "Joraga Treespeaker", "controller": "A", "unread_text": "inactive"},
                          {"id": "gp", "card": "Ghostly Prison", "controller": "B"}]}
    assert status(Board(raw), {"bear": "B"}) == "illegal"
    # read now: a grant to itself while it has 1 to 4 level counters, none here
    del raw["permanents"][1]["unread_text"]
    assert status(Board(raw), {"bear": "B"}) == "illegal"
    raw["permanents"][1]["counters"] = {"level": 1}
    assert status(Board(raw), {"bear": "B"}) == "legal"


# --------------------------------------------------------------------------- power the reader doesn't read


@pytest.mark.parametrize("card, host", [("So Tiny", "Craw Wurm"), ("Relic Axe", "Mardu Hordechief"),
                                        ("Aspect of Wolf", "Grizzly Bears")])
def test_a_power_change_said_instead_or_with_a_variable_is_unread_where_power_matters(card, host):
    # "It gets -6/-0 instead as long as ...", "If it's a Warrior, it gets +2/+1 instead",
    # "+X/+Y, where X is half the number of Forests": not read, so unknown under Reverence
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "c", "card": host, "controller": "A"},
                          {"id": "x", "card": card, "controller": "A", "attached_to": "c"},
                          {"id": "rev", "card": "Reverence", "controller": "B"}]}
    assert status(Board(raw), {"c": "B"}) == "unknown"


def test_counters_named_in_a_sentence_are_no_change_of_power():
    # Loathsome Chimera "escapes with a +1/+1 counter" (written as a counter if it did):
    # Ensnaring Bridge decides on its printed 3/3
    raw = {"version": 1, "players": [{"id": "A", "hand": 2}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "c", "card": "Loathsome Chimera", "controller": "A"},
                          {"id": "br", "card": "Ensnaring Bridge", "controller": "A"}]}
    assert status(Board(raw), {"c": "B"}) == "illegal"


def test_quicksilver_gargantuans_seven_seven_copy_is_unread_where_power_matters():
    # "enter as a copy of any creature on the battlefield, except it's 7/7" (707.9b)
    raw = {"version": 1, "players": [{"id": "A", "hand": 6}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "q", "card": "Quicksilver Gargantuan", "copy_of": "bear", "controller": "A"},
                          {"id": "br", "card": "Ensnaring Bridge", "controller": "A"}]}
    assert status(Board(raw), {"q": "B"}) == "unknown"
    raw["permanents"][1]["copy_except"] = {"power": 7, "toughness": 7}
    assert status(Board(raw), {"q": "B"}) == "illegal"
    raw["permanents"][1] = {"id": "q", "card": "Quicksilver Gargantuan", "controller": "A"}  # itself: 7/7
    assert status(Board(raw), {"q": "B"}) == "illegal"


def test_fallaji_wayfarer_is_all_colors():
    # "Fallaji Wayfarer is all colors." (604.3): black, so Light of Day stops it
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "c", "card": "Fallaji Wayfarer", "controller": "A"},
                          {"id": "lod", "card": "Light of Day", "controller": "B"}]}
    assert status(Board(raw), {"c": "B"}) == "illegal"


def test_a_python_caller_may_give_tuples_for_lists():
    raw = {"version": 1, "players": ({"id": "A"}, {"id": "B"}), "turn": {"active": "A"},
           "permanents": [{"id": "c", "controller": "A", "types": ("creature",), "power": 1, "toughness": 1}]}
    assert status(Board(raw), {"c": "B"}) == "legal"


# --------------------------------------------------------------------------- messages


def test_every_card_name_that_is_wrong_is_said_at_once():
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "a", "card": "serra angle", "controller": "A"},
                          {"id": "b", "card": "Goblin Guid", "controller": "A"},
                          {"id": "c", "card": "Lightning Bolt", "controller": "A"}]}
    with pytest.raises(InputError) as err:
        Board(raw)
    assert [path for path, _ in err.value.errors] == ["permanents[0].card", "permanents[1].card", "permanents[2].card"]
    assert "Serra Angel" in err.value.errors[0][1] and "Goblin Guide" in err.value.errors[1][1]
    assert "110.4" in err.value.errors[2][1]


def test_an_opponents_creature_named_by_its_card_name_is_told_whose_it_is():
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
                          {"id": "archon", "card": "Blazing Archon", "controller": "B"}]}
    with pytest.raises(InputError) as err:
        Board(raw).check({"attacks": {"Blazing Archon": "B"}})
    assert err.value.path == "declaration.attacks.Blazing Archon"
    assert "'archon', which B controls" in err.value.message and "508.1a" in err.value.message



# --------------------------------------------------------------------------- special permanents


def two_player(perms: list[dict], hand_a: int | None = None) -> dict:
    a: dict = {"id": "A"} if hand_a is None else {"id": "A", "hand": hand_a}
    return {"version": 1, "players": [a, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms}


def test_changeling_written_on_a_token_is_every_creature_type():
    # Crib Swap's token: "1/1 colorless Shapeshifter creature token with changeling" (702.73a):
    # a Goblin, so Goblin Warchief's haste lets it attack the turn it was made
    shifter = {"id": "shifter", "name": "Shapeshifter", "controller": "A", "token": True, "sick": True,
               "types": ["creature"], "subtypes": ["Shapeshifter"], "power": 1, "toughness": 1,
               "keywords": ["changeling"]}
    b = Board(two_player([{"id": "warchief", "card": "Goblin Warchief", "controller": "A"}, shifter]))
    assert status(b, {"shifter": "B"}) == "legal"


def test_an_animated_mutavault_has_all_creature_types():
    # "{1}: This land becomes a 2/2 creature with all creature types until end of turn", written
    # as a creature: a Goblin (Goblin Warchief's haste for one that came under control this turn)
    vault = {"id": "vault", "card": "Mutavault", "controller": "A", "sick": True, "types": ["land", "creature"],
             "power": 2, "toughness": 2}
    b = Board(two_player([{"id": "warchief", "card": "Goblin Warchief", "controller": "A"}, vault]))
    assert status(b, {"vault": "B"}) == "legal"
    assert "Goblin" in b.resolved.permanents["vault"].subtypes
    vault = {"id": "vault", "card": "Mutavault", "controller": "A"}  # not animated: a land
    assert "Goblin" not in Board(two_player([vault])).resolved.permanents["vault"].subtypes


def test_colors_from_a_color_identity_are_unread_where_colors_matter():
    # Avacyn, the Purifier is red by its color indicator, which the shipped card data lacks:
    # her colors (white and red, her identity) are an approximation, so Crusade can't be judged
    perms = [{"id": "avacyn", "card": "Avacyn, the Purifier", "controller": "A"},
             {"id": "crusade", "card": "Crusade", "controller": "B"},
             {"id": "bridge", "card": "Ensnaring Bridge", "controller": "A"}]
    assert status(Board(two_player(perms, hand_a=6)), {"avacyn": "B"}) == "unknown"
    perms[0]["colors"] = ["R"]  # written: 6/5, not pumped; 6 is not greater than 6 cards
    assert status(Board(two_player(perms, hand_a=6)), {"avacyn": "B"}) == "legal"


def test_a_rooms_mana_cost_is_unread_where_devotion_is_read():
    # a Room has the characteristics of its unlocked doors: its mana cost is not known here
    perms = [{"id": "purph", "card": "Purphoros, Bronze-Blooded", "controller": "A"},
             {"id": "room", "card": "Charred Foyer // Warped Space", "controller": "A"},
             {"id": "ash", "card": "Ash Zealot", "controller": "A"}]
    assert Board(two_player(perms)).count().status == "unknown"
    perms[1]["mana_cost"] = "{3}{R}{4}{R}{R}"  # both doors unlocked: devotion to red 6
    assert Board(two_player(perms)).count().count == 4


def test_a_token_of_a_back_face_has_no_known_mana_value():
    # a token named by a back face (Ashmouth Blade): a copy's mana value is 0, not its front
    # face's; under March of the Machines its size is unread until `mana_cost` says
    perms = [{"id": "blade", "card": "Ashmouth Blade", "controller": "A", "token": True},
             {"id": "march", "card": "March of the Machines", "controller": "A"}]
    assert Board(two_player(perms, hand_a=5)).count().status == "unknown"


def test_a_prototype_written_with_its_power_toughness_and_colors_is_known():
    # Blitz Automaton cast prototyped: 3/2 red (702.160); written, Ensnaring Bridge decides
    perms = [{"id": "blitz", "card": "Blitz Automaton", "controller": "A", "power": 3, "toughness": 2,
              "colors": ["R"]},
             {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 3}], "turn": {"active": "A"}, "permanents": perms}
    assert status(Board(raw), {"blitz": "B"}) == "legal"
    del perms[0]["colors"], perms[0]["power"], perms[0]["toughness"]
    assert status(Board(raw), {"blitz": "B"}) == "unknown"


def test_xenagos_trigger_is_not_in_force_on_another_players_turn():
    # "At the beginning of combat on your turn, ... until end of turn": on A's turn nothing of
    # B's Xenagos applies, so its unread text doesn't make the answer unknown
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "xen", "card": "Xenagos, God of Revels", "controller": "B", "commander": True},
                          {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]}
    assert status(Board(raw), {"bear": "B"}) == "legal"
    raw["turn"]["active"] = "B"
    raw["permanents"][1]["controller"] = "B"
    # on B's turn the trigger is a resolved template (its haste, its power left to the board):
    # what it did is written on the board once it resolved, so nothing is unread
    board = Board(raw)
    assert board.unread == [] and status(board, {"bear": "A"}) == "legal"


def test_a_leveler_written_with_one_of_power_and_toughness_keeps_the_levels_other():
    # LEVEL 4+ 4/4 (711.2b): power written 5, toughness the level's 4; under Elesh Norn a 3/2
    raw = {"version": 1, "players": [{"id": "A", "hand": 3}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "knight", "card": "Knight of Cliffhaven", "controller": "A", "counters": {"level": 4},
                           "power": 5},
                          {"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "B"}]}
    knight = Board(raw).resolved.permanents["knight"]
    assert (knight.power, knight.toughness) == (3, 2)
    raw["permanents"][0] = {"id": "knight", "card": "Knight of Cliffhaven", "controller": "A",
                            "counters": {"level": 4}, "toughness": 5}
    raw["permanents"][1] = {"id": "bridge", "card": "Ensnaring Bridge", "controller": "A"}
    assert status(Board(raw), {"knight": "B"}) == "illegal"  # power 4 from the level, hand 3
