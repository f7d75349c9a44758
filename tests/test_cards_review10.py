"""Real cards by name, read now where they were unsupported: a player-level requirement with
no target (Seeker of Slaanesh), "can't attack unless a ... creature also attacks" (Scarred
Puma, Okk) and a power compared with the source's (Baeloth Barrityl, Okk)."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def board(perms: list[dict], players: int = 3, active: str = "A") -> Board:
    ids = ["A", "B", "C"][:players]
    return Board({"version": 1, "players": [{"id": p} for p in ids], "turn": {"active": active},
                  "permanents": perms})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


# --------------------------------------------------------------------------- Seeker of Slaanesh


def test_seeker_of_slaanesh_each_opponent_attacks_with_a_creature():
    # "Each opponent must attack with at least one creature each combat if able": one
    # requirement instance for the active player (508.1d), obeyed by any attack.
    perms = [{"id": "seeker", "card": "Seeker of Slaanesh", "controller": "B"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "elf", "card": "Llanowar Elves", "controller": "A"}]
    b = board(perms)
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 1
    assert "Seeker of Slaanesh" in r.to_dict()["violations"][0]["message"]
    for attacks in ({"bear": "B"}, {"elf": "C"}, {"bear": "C", "elf": "B"}):
        assert status(b, attacks) == "legal"
    assert b.count().count == 8  # every declaration but the empty one


def test_seeker_of_slaanesh_asks_nothing_of_its_controller():
    perms = [{"id": "seeker", "card": "Seeker of Slaanesh", "controller": "A", "sick": True},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]
    assert status(board(perms), {}) == "legal"


def test_seeker_of_slaanesh_no_creature_able_is_no_violation():
    # a tapped creature can't attack (508.1a): the requirement can't be obeyed, M is 0
    perms = [{"id": "seeker", "card": "Seeker of Slaanesh", "controller": "B"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A", "tapped": True}]
    r = board(perms).check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0


# --------------------------------------------------------------------------- Scarred Puma, Okk


def test_scarred_puma_needs_a_black_or_green_attacker():
    # 508.1c: "can't attack unless a black or green creature also attacks"
    perms = [{"id": "puma", "card": "Scarred Puma", "controller": "A"},
             {"id": "goblin", "card": "Raging Goblin", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "zombie", "card": "Walking Corpse", "controller": "A"}]
    b = board(perms, players=2)
    assert status(b, {"puma": "B"}) == "illegal"
    assert status(b, {"puma": "B", "goblin": "B"}) == "illegal"  # red: not black or green
    assert status(b, {"puma": "B", "bear": "B"}) == "legal"
    assert status(b, {"puma": "B", "zombie": "B"}) == "legal"
    assert status(b, {"bear": "B"}) == "legal"  # the others attack as they like
    # 2^4 declarations, less the 2 * 1 with the Puma but neither the bear nor the zombie
    assert b.count().count == 16 - 2


def test_a_creature_it_names_is_not_its_own_other():
    # "also attacks": a green creature with "can't attack unless a green creature also
    # attacks" needs another green attacker
    restricted = {"id": "elk", "controller": "A", "types": ["creature"], "colors": ["G"], "power": 2,
                  "toughness": 2, "abilities": [{"kind": "cant_attack_unless_others", "creatures": "self",
                                                 "count": 1, "others": {"colors": ["G"]}}]}
    perms = [restricted, {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "goblin", "card": "Raging Goblin", "controller": "A"}]
    b = board(perms, players=2)
    assert status(b, {"elk": "B"}) == "illegal"
    assert status(b, {"elk": "B", "goblin": "B"}) == "illegal"
    assert status(b, {"elk": "B", "bear": "B"}) == "legal"


def test_okk_needs_an_attacker_with_greater_power():
    # Okk (4/4): "can't attack unless a creature with greater power also attacks"
    perms = [{"id": "okk", "card": "Okk", "controller": "A"},
             {"id": "giant", "card": "Hill Giant", "controller": "A"},
             {"id": "wurm", "card": "Craw Wurm", "controller": "A"}]
    b = board(perms, players=2)
    assert status(b, {"okk": "B", "giant": "B"}) == "illegal"  # 3 is not greater than 4
    assert status(b, {"okk": "B", "wurm": "B"}) == "legal"  # 6 is
    # Okk's power as it is: with +2/+0 it is 6, and the wurm's 6 is no longer greater
    pumped = board(perms + [{"id": "banner", "controller": "A", "types": ["artifact"], "abilities": [
        {"kind": "modify_pt", "creatures": ["okk"], "power": 2, "toughness": 0}]}], players=2)
    assert status(pumped, {"okk": "B", "wurm": "B"}) == "illegal"


# --------------------------------------------------------------------------- Baeloth Barrityl


def test_baeloth_barrityl_goads_opponents_creatures_with_less_power():
    # Baeloth (2/5) under B: A's creatures with power less than 2 are goaded by B (701.15b):
    # Llanowar Elves must attack, and a player other than B if able; Grizzly Bears (2) is free.
    perms = [{"id": "baeloth", "card": "Baeloth Barrityl, Entertainer", "controller": "B"},
             {"id": "elf", "card": "Llanowar Elves", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]
    b = board(perms)
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 2
    assert status(b, {"elf": "C"}) == "legal"
    assert status(b, {"elf": "B"}) == "illegal"  # C was possible
    assert status(b, {"elf": "C", "bear": "B"}) == "legal"


def test_baeloth_barrityl_gone_or_no_creature_goads_nothing():
    # its power is a creature's: as a noncreature (Kenrith's Transformation makes it a 3/3
    # Elk, power 3, so use a type removal) nothing compares with it
    perms = [{"id": "baeloth", "card": "Baeloth Barrityl, Entertainer", "controller": "B"},
             {"id": "elf", "card": "Llanowar Elves", "controller": "A"},
             {"id": "rod", "controller": "C", "types": ["artifact"], "abilities": [
                 {"kind": "remove_types", "permanents": ["baeloth"], "types": ["creature"]}]}]
    assert status(board(perms), {}) == "legal"


def test_a_power_compared_with_the_source_needs_a_source():
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}],
           "effects": [{"kind": "goad", "creatures": {"power_less_than": "source"}, "controller": "B"}]}
    with pytest.raises(InputError) as err:
        Board(raw)
    assert "effects[0].creatures.power_less_than" in str(err.value)


# --------------------------------------------------------------------------- copies written with a card name


def test_clone_written_with_its_card_copies_a_wall_with_defender():
    # 707.2: the copy's copiable values are the Wall's; its card (Clone) fills none of them.
    # It was Clone, a 0/0 Shapeshifter without defender, and could attack.
    perms = [{"id": "wall", "card": "Wall of Stone", "controller": "B"},
             {"id": "clone", "card": "Clone", "controller": "A", "copy_of": "wall"}]
    b = board(perms, players=2)
    r = b.check({"attacks": {"clone": "B"}})
    assert r.status == "illegal" and "defender" in r.to_dict()["violations"][0]["message"]
    clone = b.resolved.permanents["clone"]
    assert (clone.name, clone.power, clone.toughness) == ("Wall of Stone", 0, 8)


def test_phantasmal_image_copies_goblin_guides_haste():
    perms = [{"id": "guide", "card": "Goblin Guide", "controller": "B"},
             {"id": "img", "card": "Phantasmal Image", "controller": "A", "copy_of": "guide", "sick": True}]
    assert status(board(perms, players=2), {"img": "B"}) == "legal"  # 702.10: the copied haste


def test_clone_copies_the_name_rock_lobster_reads():
    # Rock Lobster: "Creatures named Scissors Lizard can't attack"; the copy is named so (707.2)
    perms = [{"id": "liz", "card": "Scissors Lizard", "controller": "B"},
             {"id": "clone", "card": "Clone", "controller": "A", "copy_of": "liz"},
             {"id": "lob", "card": "Rock Lobster", "controller": "B"}]
    assert status(board(perms, players=2), {"clone": "B"}) == "illegal"


def test_phantasmal_images_illusion_is_unread_until_copy_except_states_it():
    # its exception to the copy makes it an Illusion: where a selector reads subtypes the
    # answer is unknown, until copy_except says so
    perms = [{"id": "guide", "card": "Goblin Guide", "controller": "B"},
             {"id": "img", "card": "Phantasmal Image", "controller": "A", "copy_of": "guide"},
             {"id": "ward", "controller": "B", "types": ["enchantment"], "abilities": [
                 {"kind": "cant_attack", "creatures": {"subtypes": ["Illusion"]}}]}]
    r = board(perms, players=2).check({"attacks": {"img": "B"}})
    assert r.status == "unknown" and r.to_dict()["unread"][0]["permanent"] == "img"
    perms[1] = dict(perms[1], copy_except={"subtypes_add": ["Illusion"]})
    assert status(board(perms, players=2), {"img": "B"}) == "illegal"


# --------------------------------------------------------------------------- land types set (305.7)


@pytest.mark.parametrize("moon", [
    [{"id": "moon", "card": "Blood Moon", "controller": "B"}],
    [{"id": "moon", "card": "Magus of the Moon", "controller": "B"}],
    [{"id": "moon", "card": "Spreading Seas", "controller": "B", "attached_to": "chasm"}],
])
def test_a_land_whose_type_is_set_may_lose_glacial_chasms_restriction(moon):
    # 305.7: a nonbasic land made a Mountain (an Island) loses the abilities of its rules
    # text, Glacial Chasm's "Creatures you control can't attack" among them (land_types)
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "chasm", "card": "Glacial Chasm", "controller": "A"}] + moon
    assert status(board(perms, players=2), {"bear": "B"}) == "legal"
    assert status(board(perms[:2], players=2), {"bear": "B"}) == "illegal"


def test_blood_moon_without_land_abilities_changes_nothing():
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "moon", "card": "Blood Moon", "controller": "B"},
             {"id": "juggernaut", "card": "Juggernaut", "controller": "A"}]
    assert status(board(perms, players=2), {"bear": "B"}) == "illegal"  # the Juggernaut must attack


# --------------------------------------------------------------------------- abilities of a card in a graveyard


def test_anger_on_the_battlefield_gives_no_haste_and_asks_nothing():
    # "As long as this card is in your graveyard and you control a Mountain, creatures you
    # control have haste": an ability that states its zone functions only there (113.6b).
    # It asked "Is it true that Anger is in your graveyard...?" of a permanent.
    perms = [{"id": "anger", "card": "Anger", "controller": "A"},
             {"id": "mountain", "card": "Mountain", "controller": "A"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True}]
    r = board(perms, players=2).check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.to_dict()["unread"] == []
    assert status(board(perms, players=2), {"anger": "B"}) == "legal"  # its own haste, its keyword


# --------------------------------------------------------------------------- flip cards (709.1c)

_FLIP = {"object": "card", "name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip",
         "mana_cost": "{3}{R}", "type_line": "Creature — Goblin Warrior // Legendary Creature — Goblin Shaman",
         "colors": ["R"], "keywords": ["Haste"], "card_faces": [
             {"object": "card_face", "name": "Akki Lavarunner", "mana_cost": "{3}{R}",
              "type_line": "Creature — Goblin Warrior",
              "oracle_text": "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it.",
              "power": "1", "toughness": "1"},
             {"object": "card_face", "name": "Tok-Tok, Volcano Born", "mana_cost": "",
              "type_line": "Legendary Creature — Goblin Shaman",
              "oracle_text": "Protection from red\nIf a red source would deal damage to a player, it deals that "
                             "much damage plus 1 to that player instead.", "power": "2", "toughness": "2"}]}


@pytest.fixture
def flip_cards(tmp_path, monkeypatch):
    import json

    from attackcheck.models import cards
    from attackcheck.models.cards import clear_registered, register_file

    monkeypatch.setenv("ATTACKCHECK_DATA_DIR", str(tmp_path / "data"))
    clear_registered()
    cards.reset()
    path = tmp_path / "flip.json"
    path.write_text(json.dumps([_FLIP]), encoding="utf-8")
    register_file(path)
    yield
    clear_registered()
    cards.reset()


def test_a_flipped_flip_card_keeps_its_mana_cost_and_devotion(flip_cards):
    # 709.1c: Tok-Tok has Akki Lavarunner's {3}{R}. Purphoros needs devotion to red 5: its
    # own {R}{R}, Hellrider's {R}, Goblin Guide's {R} and Tok-Tok's {R}. It had no mana cost.
    from attackcheck.models.cards import describe

    assert describe("Tok-Tok, Volcano Born")["mana_cost"] == "{3}{R}"
    perms = [{"id": "purphoros", "card": "Purphoros, God of the Forge", "controller": "A"},
             {"id": "tok", "card": "Tok-Tok, Volcano Born", "controller": "A"},
             {"id": "hellrider", "card": "Hellrider", "controller": "A"},
             {"id": "guide", "card": "Goblin Guide", "controller": "A"}]
    assert status(board(perms, players=2), {"purphoros": "B"}) == "legal"


# --------------------------------------------------------------------------- Mystic Barrier and battles


def test_pramikon_lets_no_battle_be_attacked():
    # "Each player may attack only the nearest opponent in the last chosen direction and
    # planeswalkers controlled by that opponent": a battle B protects is neither
    raw = {"version": 1, "players": [{"id": p} for p in "ABCD"], "turn": {"active": "A"},
           "permanents": [{"id": "pram", "card": "Pramikon, Sky Rampart", "controller": "C", "unread_text": "written"},
                          {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "jace", "card": "Jace Beleren", "controller": "B"},
                          {"id": "battle", "card": "Invasion of Zendikar", "controller": "D", "protector": "B"}],
           "effects": [{"kind": "attack_direction", "direction": "left", "players": "each", "source": "pram",
                        "controller": "C"}]}
    b = Board(raw)
    assert str(b.check({"attacks": {"bear": "battle"}}).status) == "illegal"
    assert str(b.check({"attacks": {"bear": "jace"}}).status) == "legal"
    assert b.count().count == 3  # home, B, Jace


# --------------------------------------------------------------------------- card files


@pytest.mark.parametrize("obj, field", [
    ({"name": "Foo Bar", "type_line": 7}, "'type_line'"),
    ({"name": "Foo Bar", "type_line": "Creature", "oracle_text": 5}, "'oracle_text'"),
    ({"name": "Foo Bar", "type_line": "Creature", "keywords": [5]}, "'keywords'"),
    ({"name": "A // B", "type_line": "Creature // Creature", "card_faces": [
        {"name": "A", "type_line": "Creature"}, {"name": "B", "type_line": 5}]}, "card_faces[1]: 'type_line'"),
])
def test_a_card_file_with_a_field_of_the_wrong_type_is_refused_by_name(tmp_path, obj, field):
    import json

    from attackcheck.models.cards.sources import SourceError, read_cards

    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"name": "Fine", "type_line": "Creature"}, obj]), encoding="utf-8")
    with pytest.raises(SourceError) as err:
        list(read_cards(path))
    assert "card 1" in str(err.value) and field in str(err.value)


def test_json_lines_name_the_card_by_its_line(tmp_path):
    from attackcheck.models.cards.sources import SourceError, read_cards

    path = tmp_path / "cards.jsonl"
    path.write_text('{"name": "A", "type_line": "Creature"}\n{"name": "B", "type_line": "Creature"}\n[1]\n',
                    encoding="utf-8")
    with pytest.raises(SourceError, match="card 2 is not a JSON object"):
        list(read_cards(path))


def test_a_directory_is_no_card_file(tmp_path):
    from attackcheck.models.cards.sources import SourceError, read_cards

    with pytest.raises(SourceError, match="a directory"):
        list(read_cards(tmp_path))


# --------------------------------------------------------------------------- Lovestruck Beast


def test_lovestruck_beast_attacks_only_with_a_1_1_creature():
    # "This creature can't attack unless you control a 1/1 creature": power and toughness
    # each 1, as they are now (a +1/+1 counter makes a 2/2). It was asked as a question.
    beast = {"id": "beast", "card": "Lovestruck Beast", "controller": "A"}
    token = {"id": "knight", "name": "Human", "token": True, "controller": "A", "types": ["creature"],
             "subtypes": ["Human"], "power": 1, "toughness": 1, "sick": True}
    assert status(board([beast], players=2), {"beast": "B"}) == "illegal"
    assert status(board([beast, token], players=2), {"beast": "B"}) == "legal"
    grown = dict(token, counters={"+1/+1": 1})
    assert status(board([beast, grown], players=2), {"beast": "B"}) == "illegal"
    tall = dict(token, toughness=2)  # a 1/2 is no 1/1
    assert status(board([beast, tall], players=2), {"beast": "B"}) == "illegal"
    theirs = dict(token, controller="B")
    assert status(board([beast, theirs], players=2), {"beast": "B"}) == "illegal"


# --------------------------------------------------------------------------- keyword counters (122.1b, 613.7)


@pytest.mark.parametrize("humility_first, expected", [(True, "legal"), (False, "illegal")])
def test_a_haste_counter_is_as_new_as_its_creature_under_humility(humility_first, expected):
    # a keyword counter's ability has the timestamp of when it was put on, never before its
    # creature came (Evy, Fang Keeper's creature entering with a haste counter under Humility):
    # with Humility older, the haste stays; with Humility newer, it is taken away
    humility = {"id": "hum", "card": "Humility", "controller": "B"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True, "counters": {"haste": 1}}
    perms = [humility, bear] if humility_first else [bear, humility]
    assert status(board(perms, players=2), {"bear": "B"}) == expected


# --------------------------------------------------------------------------- card types (205.2a)


@pytest.mark.parametrize("types, field, says", [
    (["creture"], "permanents[0].types[0]", "did you mean 'creature'"),
    (["Goblin"], "permanents[0].types[0]", "goes in subtypes"),
    (["creature", "Legendary"], "permanents[0].types[1]", "supertype"),
])
def test_a_word_that_is_no_card_type_is_bad_input_naming_it(types, field, says):
    # a typo made the bear no creature, and the board was "valid, 0 creatures"
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "types": types}]}
    with pytest.raises(InputError) as err:
        Board(raw)
    assert field in str(err.value) and says in str(err.value)


def test_card_types_are_any_case_in_permanents_selectors_and_effects():
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "name": "Bear", "controller": "A", "types": ["Creature"], "power": 2,
                           "toughness": 2}],
           "effects": [{"kind": "cant_attack", "creatures": {"types": ["CREATURE"]}, "controller": "B"}]}
    assert str(Board(raw).check({"attacks": {"bear": "B"}}).status) == "illegal"
    raw["effects"][0]["creatures"]["types"] = ["creatures"]
    with pytest.raises(InputError, match=r"effects\[0\]\.creatures.*did you mean 'creature'"):
        Board(raw)


@pytest.mark.parametrize("keywords, field", [
    (["hasted"], "permanents[0].keywords[0]"),
    (["flying", "vigilence"], "permanents[0].keywords[1]"),
])
def test_a_near_miss_of_an_evergreen_keyword_is_bad_input(keywords, field):
    # "hasted" read as a keyword of its own left a sick creature without haste (302.6)
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True,
                           "keywords": keywords}]}
    with pytest.raises(InputError) as err:
        Board(raw)
    assert field in str(err.value) and "did you mean" in str(err.value)


def test_other_keywords_stay_any_word():
    # any keyword ability may be written (702): shadow, flanking, protection from red, clash
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "name": "Bear", "controller": "A", "types": ["creature"], "power": 2,
                           "toughness": 2, "keywords": ["shadow", "flanking", "protection from red", "Haste"]}]}
    assert Board(raw).is_legal({"attacks": {"bear": "B"}})


def test_turn_to_frog_and_humble_are_read_as_the_effects_they_leave():
    # "Until end of turn, target creature loses all abilities and becomes a blue Frog with base
    # power and toughness 1/1": the lose_abilities effect the board then holds (613 layer 6),
    # was "ignored: changes power or toughness"
    from attackcheck.models.cards import describe

    frog = describe("Turn to Frog")["resolved"][0]["effects"]
    assert frog == [{"kind": "lose_abilities", "permanents": "target", "colors": ["U"], "subtypes": ["Frog"],
                     "power": 1, "toughness": 1}]
    assert describe("Humble")["resolved"][0]["effects"] == [
        {"kind": "lose_abilities", "permanents": "target", "power": 0, "toughness": 1}]
    # written on a board with the target's id: Goblin Guide loses haste (302.6)
    effect = dict(frog[0], permanents=["guide"], controller="B")
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "guide", "card": "Goblin Guide", "controller": "A", "sick": True}],
           "effects": [effect]}
    assert str(Board(raw).check({"attacks": {"guide": "B"}}).status) == "illegal"


def test_a_yaml_key_written_twice_is_bad_input_naming_its_line():
    # PyYAML kept the last and said nothing: the bear was sick or not by the order of the words
    text = ("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n"
            "  - {id: bear, card: Grizzly Bears, controller: A, sick: true, sick: false}\n")
    with pytest.raises(InputError, match=r"line 5.*'sick' is written twice"):
        Board(text)
    anchors = ("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\nbase: &bear {controller: A}\n")
    with pytest.raises(InputError, match="base"):  # an unknown field, not a duplicate: merges stay YAML's
        Board(anchors)


def test_describe_lists_the_sentences_that_matter_where_they_are_not_modelled():
    # Platinum Emperion's sentence was shown as "ignored" while a check left it unread; it is
    # read now (its controller pays no life, 119.8), and Great Divide Guide's grant to lands and
    # Allies is not
    from attackcheck.models.cards import describe

    assert "not_modelled" not in describe("Platinum Emperion")
    notes = describe("Great Divide Guide")["not_modelled"]
    assert notes == [{"text": notes[0]["text"], "matters": "where its controller pays a cost to attack (508.1h)"}]
    assert describe("Tarmogoyf")["not_modelled"][0]["matters"] == "where an effect reads power"
    assert "not_modelled" not in describe("Grizzly Bears")


# --------------------------------------------------------------------------- unread traits and graveyards


def test_angelic_destinys_flying_is_read_where_moat_reads_flying():
    # "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition
    # to its other types": read whole (205.1b: an Angel besides a Bear); Moat reads flying, and
    # the bear has it
    perms = [{"id": "moat", "card": "Moat", "controller": "B"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "destiny", "card": "Angelic Destiny", "controller": "A", "attached_to": "bear"}]
    b = board(perms, players=2)
    assert b.resolved.permanents["bear"].subtypes == {"Bear", "Angel"}
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    # without the Aura, Moat stops it
    assert status(board(perms[:2], players=2), {"bear": "B"}) == "illegal"
    assert status(board(perms[1:], players=2), {"bear": "B"}) == "legal"


def test_collective_restraint_reads_prismatic_omens_land_types():
    # Collective Restraint's X is the basic land types among its controller's lands; Prismatic
    # Omen makes their lands every basic land type (read, 305.7): X is 5 (it was "legal", X
    # read as 1), more than the two Forests pay
    perms = [{"id": "restraint", "card": "Collective Restraint", "controller": "B"},
             {"id": "omen", "card": "Prismatic Omen", "controller": "B"},
             {"id": "island", "card": "Island", "controller": "B"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"}]
    r = board(perms, players=2).check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.to_dict()["cost"]["mana"] == "{5}"


def test_anger_in_a_graveyard_is_unread():
    # 113.6b: Anger works from its owner's graveyard (with a Mountain: haste); not modelled
    raw = {"version": 1, "players": [{"id": "A", "graveyard": [{"name": "Anger", "types": ["creature"]}]},
                                     {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "mtn", "card": "Mountain", "controller": "A"},
                          {"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True}]}
    r = Board(raw).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown"
    assert r.to_dict()["unread"][0]["card"] == "Anger" and r.to_dict()["unread"][0]["permanent"] is None
    raw["players"][0]["graveyard"] = [{"name": "Grizzly Bears", "types": ["creature"]}]
    assert str(Board(raw).check({"attacks": {"bear": "B"}}).status) == "illegal"


def test_hellspur_posse_boss_gives_outlaws_haste():
    # "Other outlaws you control have haste": an Assassin, Mercenary, Pirate, Rogue or Warlock
    boss = {"id": "boss", "card": "Hellspur Posse Boss", "controller": "A"}
    rogue = {"id": "rogue", "name": "Rogue", "controller": "A", "types": ["creature"], "subtypes": ["Human", "Rogue"],
             "power": 1, "toughness": 1, "sick": True}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True}
    b = board([boss, rogue, bear], players=2)
    assert status(b, {"rogue": "B"}) == "legal"
    assert status(b, {"bear": "B"}) == "illegal"  # no outlaw (302.6)
