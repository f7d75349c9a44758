"""Cards whose conditions and selectors the board states (answers once asked or unread):
supertypes in selectors (205.4a: Esika, Ronom Serpent), "a Knight or a Soldier" (War
Falcon), "unless it's equipped" (Training Drone), hellbent (Slithering Shade), and a
replacement of tokens being created (Divine Visitation, 614.1a)."""

import pytest

from attackcheck.models.cards import lookup, read_oracle
from helpers import creature, make_of

BEAR = creature("bear")


def _three(*perms, players=("A", "B", "C"), **kw):
    return make_of(*perms, players=players, **kw)


def test_war_falcon_attacks_while_you_control_a_knight_or_a_soldier():
    falcon = {"id": "falcon", "card": "War Falcon", "controller": "A"}
    assert _three(falcon).check({"attacks": {"falcon": "B"}}).status == "illegal"
    knight = {"id": "knight", "card": "White Knight", "controller": "A"}
    soldier = creature("soldier", subtypes=["Human", "Soldier"])
    assert _three(falcon, knight).check({"attacks": {"falcon": "B"}}).status == "legal"
    assert _three(falcon, soldier).check({"attacks": {"falcon": "B"}}).status == "legal"
    # an opponent's Knight is not one you control
    theirs = {"id": "knight", "card": "White Knight", "controller": "B"}
    assert _three(falcon, theirs).check({"attacks": {"falcon": "B"}}).status == "illegal"


def test_training_drone_attacks_only_while_equipped():
    drone = {"id": "drone", "card": "Training Drone", "controller": "A"}
    assert _three(drone).check({"attacks": {"drone": "B"}}).status == "illegal"
    boots = {"id": "boots", "card": "Bonesplitter", "controller": "A", "attached_to": "drone"}
    assert _three(drone, boots).check({"attacks": {"drone": "B"}}).status == "legal"


def test_slithering_shade_attacks_with_an_empty_hand_702_3b():
    shade = {"id": "shade", "card": "Slithering Shade", "controller": "A"}
    empty = _three(shade, players=({"id": "A", "hand": 0}, "B", "C"))
    assert empty.unread == []
    assert empty.check({"attacks": {"shade": "B"}}).status == "legal"
    full = _three(shade, players=({"id": "A", "hand": 1}, "B", "C"))
    assert full.check({"attacks": {"shade": "B"}}).status == "illegal"  # defender (702.3b)


def test_ronom_serpent_attacks_a_player_with_a_snow_land_205_4a():
    serpent = {"id": "serpent", "card": "Ronom Serpent", "controller": "A"}
    snow = {"id": "snow", "card": "Snow-Covered Forest", "controller": "B"}
    mine = {"id": "mine", "card": "Snow-Covered Island", "controller": "A"}  # keeps the serpent
    b = _three(serpent, snow, mine, {"id": "forest", "card": "Forest", "controller": "C"})
    assert b.unread == []
    assert b.check({"attacks": {"serpent": "B"}}).status == "legal"
    assert b.check({"attacks": {"serpent": "C"}}).status == "illegal"  # C's Forest is not snow


def test_esika_gives_other_legendary_creatures_vigilance_and_mana():
    esika = {"id": "esika", "card": "Esika, God of the Tree // The Prismatic Bridge", "controller": "A"}
    legend = {"id": "legend", "card": "Isamaru, Hound of Konda", "controller": "A"}
    b = _three(esika, legend, BEAR, {"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    assert b.unread == []
    assert b.resolved.permanents["legend"].keywords >= {"vigilance"}
    assert "vigilance" not in b.resolved.permanents["bear"].keywords
    # the legend attacks untapped (702.20b) and taps for one mana; Esika's own "{T}: Add one
    # mana of any color" makes the other: Ghostly Prison's {2}
    assert b.check({"attacks": {"legend": "B"}}).status == "legal"
    # the bear is no legend: it taps for nothing, so the bear and the legend need {4}
    assert b.check({"attacks": {"legend": "B", "bear": "B"}}).status == "illegal"


def test_divine_visitation_changes_tokens_created_later_only_614_1a():
    for name in ("Divine Visitation", "Jinnie Fay, Jetmir's Second"):  # "... with vigilance are created instead"
        card = lookup(name)
        assert card is not None and card["unsupported"] == [], name
    b = _three(BEAR, {"id": "dv", "card": "Divine Visitation", "controller": "A"})
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_relic_golem_attacks_once_an_opponent_has_eight_cards_in_their_graveyard():
    # "can't attack unless an opponent has eight or more": every opponent has at most seven
    golem = {"id": "golem", "card": "Relic Golem", "controller": "A"}
    cards = [{"name": "Island", "types": ["land"]}] * 8

    def players(b_cards, c_cards):
        return ("A", {"id": "B", "graveyard": b_cards}, {"id": "C", "graveyard": c_cards})

    assert _three(golem, players=players(cards[:7], cards[:7])).check({"attacks": {"golem": "B"}}).status == "illegal"
    # C's eight let it attack anyone, B among them (the condition is on the board, not the defender)
    assert _three(golem, players=players(cards[:7], cards)).check({"attacks": {"golem": "B"}}).status == "legal"
    # a graveyard the board does not give: asked of that player, unless another decides
    unsure = _three(golem, players=("A", {"id": "B", "graveyard": cards[:7]}, "C"))
    assert unsure.check({"attacks": {"golem": "B"}}).status == "unknown"
    assert _three(golem, players=("A", {"id": "B", "graveyard": cards}, "C")).check(
        {"attacks": {"golem": "B"}}).status == "legal"


def test_lupine_prototype_attacks_while_a_player_has_no_cards_in_hand():
    wolf = {"id": "wolf", "card": "Lupine Prototype", "controller": "A"}
    hands = lambda a, b, c: ({"id": "A", "hand": a}, {"id": "B", "hand": b}, {"id": "C", "hand": c})  # noqa: E731
    assert _three(wolf, players=hands(1, 2, 3)).check({"attacks": {"wolf": "B"}}).status == "illegal"
    assert _three(wolf, players=hands(0, 2, 3)).check({"attacks": {"wolf": "B"}}).status == "legal"  # its controller
    assert _three(wolf, players=hands(1, 2, 0)).check({"attacks": {"wolf": "B"}}).status == "legal"
    # a hand size not given decides only where the others don't
    assert _three(wolf, players=("A", {"id": "B", "hand": 0}, "C")).check({"attacks": {"wolf": "B"}}).status == "legal"
    assert _three(wolf, players=({"id": "A", "hand": 2}, {"id": "B", "hand": 1}, "C")).check(
        {"attacks": {"wolf": "B"}}).status == "unknown"


def test_an_opponent_out_of_range_of_influence_is_not_counted_801_11():
    # range 1 at a table of five: A's opponents are B and E (the seats beside it)
    golem = {"id": "golem", "card": "Relic Golem", "controller": "A"}
    cards = [{"name": "Island", "types": ["land"]}] * 8
    players = ("A", {"id": "B", "graveyard": []}, {"id": "C", "graveyard": cards}, {"id": "D", "graveyard": []},
               {"id": "E", "graveyard": []})
    b = make_of(golem, players=players, range_of_influence=1)
    assert b.check({"attacks": {"golem": "B"}}).status == "illegal"


def test_up_to_one_target_land_becoming_a_creature_with_haste_is_a_resolved_template():
    # Tatyova's landfall and Wrenn and Realmbreaker's +1: the land stays a land (205.1b: "It's
    # still a land"), a creature with haste that may attack the turn it came (302.6) once it
    # resolved; a board with the card alone leaves nothing unread
    for name, keywords in (("Tatyova, Steward of Tides", ["haste"]),
                           ("Wrenn and Realmbreaker", ["vigilance", "hexproof", "haste"])):
        card = lookup(name)
        assert card is not None and card["unsupported"] == []
        assert [r["effects"] for r in card["resolved"]] == [[
            {"kind": "add_types", "permanents": "target", "types": ["creature"], "subtypes": ["Elemental"],
             "power": 3, "toughness": 3},
            {"kind": "grant_keywords", "creatures": "target", "keywords": keywords}]]
    b = _three(BEAR, {"id": "tatyova", "card": "Tatyova, Steward of Tides", "controller": "A"})
    assert b.unread == [] and b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_grand_master_of_flowers_is_a_creature_and_no_planeswalker_from_seven_loyalty_205_1a():
    # "he's a 7/7 Dragon God creature": the new card type replaces planeswalker (205.1a) while
    # he has seven or more loyalty counters (306.5b: his loyalty)
    def gm(**kw):
        return _three(BEAR, {"id": "gm", "card": "Grand Master of Flowers", "controller": "A", **kw})

    seven = gm(loyalty=7)
    p = seven.resolved.permanents["gm"]
    assert seven.unread == [] and p.is_creature and not p.is_planeswalker and p.power == 7
    assert seven.check({"attacks": {"gm": "B"}}).status == "legal"
    assert gm(counters={"loyalty": 7}).resolved.permanents["gm"].is_creature
    three = gm(loyalty=3)
    assert three.resolved.permanents["gm"].is_planeswalker and not three.resolved.permanents["gm"].is_creature
    with pytest.raises(ValueError, match="not a creature"):  # bad input, naming the field
        three.check({"attacks": {"gm": "B"}})
    # an opponent's at seven can't be attacked: no planeswalker (506.3), bad input naming the field
    theirs = _three(BEAR, {"id": "gm", "card": "Grand Master of Flowers", "controller": "B", "loyalty": 7})
    with pytest.raises(ValueError, match="declaration.attacks.bear"):
        theirs.check({"attacks": {"bear": "gm"}})


def test_kaito_is_a_creature_during_your_turn_only():
    kaito = {"id": "kaito", "card": "Kaito, Bane of Nightmares", "controller": "A", "loyalty": 4}
    mine = _three(BEAR, kaito)
    assert mine.unread == [] and mine.resolved.permanents["kaito"].is_creature
    assert mine.check({"attacks": {"kaito": "B"}}).status == "legal"
    theirs = _three(BEAR, {**kaito, "controller": "B"})
    assert theirs.resolved.permanents["kaito"].is_planeswalker
    assert theirs.check({"attacks": {"bear": "kaito"}}).status == "legal"


def test_a_creature_face_that_is_another_creature_on_a_condition_stays_unsupported_205_1a():
    # "~ is a 4/4 Dragon creature" on a creature card replaces its creature types (205.1a,
    # 205.1b); no other card type names what to take away, so it is not read as an addition
    from attackcheck.models.cards import read_oracle

    text = "As long as you control a Swamp, Foo is a 4/4 Dragon creature with flying."
    creature_face = read_oracle("Foo", text, "Creature \u2014 Human")
    assert creature_face.effects == [] and creature_face.unsupported == [text]
    walker = read_oracle("Foo", text, "Legendary Planeswalker \u2014 Foo")
    assert walker.effects[0] == {"kind": "remove_types", "permanents": "self", "types": ["planeswalker"],
                                 "condition": {"you_control": {"selector": {"subtypes": ["Swamp"]}, "at_least": 1}}}


def test_skeletal_swarming_reads_the_requirement_and_grant_and_leaves_the_x_power_to_the_board():
    # "Each Skeleton you control has trample, attacks each combat if able, and gets +X/+0,
    # where X is ...": the requirement (508.1d) and trample are read, the +X/+0 is not: the
    # board writes the Skeletons' power as it is
    card = lookup("Skeletal Swarming")
    skeletons = {"controller": "you", "subtypes": ["Skeleton"]}
    assert card["abilities"] == [{"kind": "grant_keywords", "creatures": skeletons, "keywords": ["trample"]},
                                 {"kind": "attacks_if_able", "creatures": skeletons}]
    reading = read_oracle("Skeletal Swarming", card["oracle_text"], "Enchantment")
    assert [i["text"] for i in reading.ignored if "+X" in i["reason"]] == [card["oracle_text"].splitlines()[0]]
    swarming = {"id": "swarming", "card": "Skeletal Swarming", "controller": "A"}
    skeleton = creature("skel", subtypes=["Skeleton"], power=3)
    b = _three(swarming, skeleton, BEAR)
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert b.check({"attacks": {"skel": "C"}}).status == "legal"
    assert "trample" in b.resolved.permanents["skel"].keywords
    # an opponent's Skeleton is not one you control
    theirs = creature("theirs", controller="B", subtypes=["Skeleton"])
    assert "trample" not in _three(swarming, theirs).resolved.permanents["theirs"].keywords
