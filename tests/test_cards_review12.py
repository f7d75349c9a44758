"""Real cards: a copy's exceptions (707.9b) that the board doesn't state in `copy_except`
leave the answers unknown where the trait they set matters (a copy that is no creature,
flying under Moat, an added card type, its own color, its own name); a static change of power
in a sentence that also speaks of attacking applies as attackers are declared (508.1c);
living metal (702.161a); half of a split card (709) is never a permanent."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def board(perms: list[dict], players=("A", "B")) -> Board:
    return Board({"version": 1, "players": [{"id": p} for p in players], "turn": {"active": "A"},
                  "permanents": perms})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


BEAR = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}


# --------------------------------------------------------------------------- 707.9b: copy exceptions


def test_machine_gods_effigy_copying_a_creature_is_no_creature_so_unknown_until_stated():
    # "except it's an artifact and it has "{T}: Add {U}." (It's not a creature.)"
    effigy = {"id": "effigy", "card": "Machine God's Effigy", "copy_of": "bear", "controller": "A"}
    b = board([BEAR, effigy])
    assert status(b, {"effigy": "B"}) == "unknown"
    assert status(b, {"bear": "B"}) == "unknown"  # whether it may attack changes every answer
    stated = board([BEAR, {**effigy, "copy_except": {"types": ["artifact"]}}])
    with pytest.raises(InputError, match="not a creature"):
        stated.check({"attacks": {"effigy": "B"}})
    assert stated.count().count == 2


@pytest.mark.parametrize("card", ["Mockingbird", "Malleable Impostor", "Deceptive Frostkite"])
def test_flying_from_a_copy_exception_is_unknown_under_moat_until_stated(card):
    moat = {"id": "moat", "card": "Moat", "controller": "B"}
    copy = {"id": "copy", "card": card, "copy_of": "bear", "controller": "A"}
    assert status(board([BEAR, copy, moat]), {"copy": "B"}) == "unknown"
    stated = {**copy, "copy_except": {"keywords_add": ["flying"]}}
    assert status(board([BEAR, stated, moat]), {"copy": "B"}) == "legal"
    assert status(board([BEAR, copy]), {"copy": "B"}) == "legal"  # nothing reads keywords


@pytest.mark.parametrize("card", ["Phyrexian Metamorph", "Surgical Metamorph", "Synth Infiltrator"])
def test_an_artifact_type_added_by_a_copy_exception_is_unknown_where_artifacts_are_read(card):
    # Thopter Engineer: "Artifact creatures you control have haste"
    copy = {"id": "meta", "card": card, "copy_of": "bear", "controller": "A", "sick": True}
    engineer = {"id": "eng", "card": "Thopter Engineer", "controller": "A"}
    assert status(board([BEAR, copy, engineer]), {"meta": "B"}) == "unknown"
    stated = {**copy, "copy_except": {"types_add": ["artifact"]}}
    assert status(board([BEAR, stated, engineer]), {"meta": "B"}) == "legal"


def test_vesuvan_doppelganger_keeps_its_own_color_unknown_under_light_of_day():
    perms = [{"id": "hawk", "card": "Vampire Nighthawk", "controller": "B"},
             {"id": "vesu", "card": "Vesuvan Doppelganger", "copy_of": "hawk", "controller": "A"},
             {"id": "lod", "card": "Light of Day", "controller": "B"}]
    assert status(board(perms), {"vesu": "B"}) == "unknown"
    perms[1] = {**perms[1], "copy_except": {"colors": ["U"]}}
    assert status(board(perms), {"vesu": "B"}) == "legal"


@pytest.mark.parametrize("card", ["Sakashima the Impostor", "Chameleon, Master of Disguise"])
def test_a_name_set_by_a_copy_exception_is_unknown_under_rock_lobster(card):
    # Rock Lobster: "Creatures named Scissors Lizard can't attack"
    perms = [{"id": "lobster", "card": "Rock Lobster", "controller": "B"},
             {"id": "lizard", "card": "Scissors Lizard", "controller": "A"},
             {"id": "copy", "card": card, "copy_of": "lizard", "controller": "A"}]
    assert status(board(perms), {"copy": "B"}) == "unknown"
    perms[2] = {**perms[2], "copy_except": {"name": card}}
    assert status(board(perms), {"copy": "B"}) == "legal"
    assert status(board(perms), {"lizard": "B"}) == "illegal"


def test_a_clone_without_exceptions_stays_answered():
    moat = {"id": "moat", "card": "Moat", "controller": "B"}
    clone = {"id": "clone", "card": "Clone", "copy_of": "bear", "controller": "A"}
    assert status(board([BEAR, clone, moat]), {"clone": "B"}) == "illegal"


# --------------------------------------------------------------------------- 508.1c: static power beside attacking


def test_white_mages_staff_pumps_under_reverence():
    # "Equipped creature gets +1/+1, has "Whenever this creature attacks, ...," and is a Cleric
    # in addition to its other types": read whole; a 3/3 may attack under Reverence (508.1c)
    perms = [BEAR, {"id": "staff", "card": "White Mage's Staff", "controller": "A", "attached_to": "bear"},
             {"id": "rev", "card": "Reverence", "controller": "B"}]
    b = board(perms)
    assert b.resolved.permanents["bear"].power == 3
    assert status(b, {"bear": "B"}) == "legal"
    assert status(board([BEAR, perms[2]]), {"bear": "B"}) == "illegal"


def test_intrepid_ace_not_attacking_is_4_1_for_orgg_unknown_not_legal():
    # "+2/+0 as long as it isn't attacking or blocking": it is not, as attackers are declared
    perms = [{"id": "orgg", "card": "Orgg", "controller": "A"},
             {"id": "ace", "card": "Intrepid Ace", "controller": "B"}]
    assert status(board(perms), {"orgg": "B"}) == "unknown"


def test_arcades_sabboth_toughness_for_lovestruck_beast_unknown_not_legal():
    perms = [{"id": "beast", "card": "Lovestruck Beast", "controller": "A"},
             {"id": "elf", "card": "Llanowar Elves", "controller": "A"},
             {"id": "arcades", "card": "Arcades Sabboth", "controller": "A"}]
    assert status(board(perms), {"beast": "B"}) == "unknown"


def test_a_pump_only_of_attacking_creatures_changes_nothing_as_they_are_declared():
    # Dire Fleet Neckbreaker: "Attacking Pirates you control get +2/+0" (508.1k: none is attacking yet)
    perms = [BEAR, {"id": "neck", "card": "Dire Fleet Neckbreaker", "controller": "A"},
             {"id": "rev", "card": "Reverence", "controller": "B"}]
    assert status(board(perms), {"bear": "B"}) == "illegal"


# --------------------------------------------------------------------------- 702.161a: living metal


def test_living_metal_is_a_creature_on_its_controllers_turn_only():
    star = {"id": "star", "card": "Starscream, Seeker Leader", "controller": "A"}
    b = board([star])
    assert status(b, {"star": "B"}) == "legal" and b.count().count == 2
    theirs = board([{**star, "controller": "B"}, BEAR])
    assert "creature" not in theirs.resolved.permanents["star"].types


# --------------------------------------------------------------------------- 709: split cards


def test_half_of_a_split_card_is_refused_as_a_split_card():
    with pytest.raises(InputError, match="half of a split card"):
        board([{"id": "f", "card": "Fire // Ice", "controller": "A"}])


# --------------------------------------------------------------------------- an opponent's life


@pytest.mark.parametrize("lives, expected", [((10,), "legal"), ((11,), "illegal"), ((40, 7), "legal"),
                                             ((40, 11), "illegal")])
def test_bloodghast_has_haste_while_an_opponent_has_10_or_less_life(lives, expected):
    players = [{"id": "A", "life": 3}] + [{"id": f"O{i}", "life": life} for i, life in enumerate(lives)]
    b = Board({"version": 1, "players": players, "turn": {"active": "A"},
               "permanents": [{"id": "ghast", "card": "Bloodghast", "controller": "A", "sick": True}]})
    assert status(b, {"ghast": "O0"}) == expected  # A's own 3 life is no opponent's


# --------------------------------------------------------------------------- 605.3b: life in a mana ability


@pytest.mark.parametrize("card, one", [("Cryptolith Fragment", "legal"), ("Pristine Talisman", "legal"),
                                       ("The Great Henge", "legal")])
def test_a_mana_ability_that_changes_life_is_unread_where_life_pays_phyrexian_mana(card, one):
    # 601.2g-h: mana abilities before costs; Cryptolith Fragment's "each player loses 1 life"
    # can leave too little life for {W/P}, Pristine Talisman's "you gain 1 life" enough. A
    # payment that pays no life stands: one {W/P} paid with the Fragment's {W}; Pristine
    # Talisman's {C} and the Henge's {G}{G} pay no {W/P}: left unused, 2 life pays it (119.4)
    bear2 = {**BEAR, "id": "bear2"}
    b = Board({"version": 1, "players": [{"id": "A", "life": 2}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, bear2, {"id": "source", "card": card, "controller": "A"},
                              {"id": "annex", "card": "Norn's Annex", "controller": "B"}]})
    assert status(b, {"bear": "B"}) == one
    # two {W/P}: one is paid with 2 life, which the mana ability may change first (the
    # Henge's 2 life gained would pay it)
    assert status(b, {"bear": "B", "bear2": "B"}) == "unknown"


def test_incubation_druids_three_mana_with_a_counter_pays_where_a_cost_applies():
    # 106.7: three mana of a type the Forest could produce with its +1/+1 counter, and the
    # Forest's own: {4} for one bear under Ghostly Prison and Propaganda
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, {"id": "druid", "card": "Incubation Druid", "controller": "A",
                                     "counters": {"+1/+1": 1}},
                              {"id": "forest", "card": "Forest", "controller": "A"},
                              {"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                              {"id": "prop", "card": "Propaganda", "controller": "B"}]})
    assert status(b, {"bear": "B"}) == "legal"


def test_trove_of_temptation_says_a_planeswalker_counts():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, {"id": "trove", "card": "Trove of Temptation", "controller": "B"},
                              {"id": "jace", "card": "Jace Beleren", "controller": "B", "loyalty": 3}]})
    result = b.check({"attacks": {}})
    assert str(result.status) == "illegal"
    assert "A attacks B or a planeswalker B controls with at least 1" in result.violations[0]["message"]


# --------------------------------------------------------------------------- a land animated by its own ability


def mutavault_board(vault: dict, *others: dict, hand_b: int = 1) -> Board:
    return Board({"version": 1, "players": [{"id": "A", "hand": 5}, {"id": "B", "hand": hand_b}],
                  "turn": {"active": "A"}, "permanents": [*others, vault,
                                                          {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]})


def test_mutavault_written_as_a_creature_is_2_2_from_its_own_ability():
    vault = {"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"]}
    b = mutavault_board(vault)
    assert (b.resolved.permanents["vault"].power, b.resolved.permanents["vault"].toughness) == (2, 2)
    assert status(b, {"vault": "B"}) == "illegal"  # power 2, one card in B's hand
    assert status(mutavault_board(vault, hand_b=2), {"vault": "B"}) == "legal"


def test_mutavaults_animation_is_newer_than_an_older_humility():
    # 613.4b, 613.7: the animation of an ability activated this turn sets 2/2 after Humility's 1/1
    humility = {"id": "hum", "card": "Humility", "controller": "B"}
    vault = {"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"],
             "power": 2, "toughness": 2}
    b = mutavault_board(vault, humility)
    assert b.resolved.permanents["vault"].power == 2
    assert status(b, {"vault": "B"}) == "illegal"


def test_a_copy_of_an_animated_mutavault_is_a_land():
    # 707.2: the animation is no copiable value
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"]},
                              {"id": "copy", "copy_of": "vault", "controller": "A"}]})
    assert "creature" not in b.resolved.permanents["copy"].types
    assert "creature" in b.resolved.permanents["vault"].types


# --------------------------------------------------------------------------- mana the reader does not make


def annex_board(*perms: dict, life: int = 1) -> Board:
    return Board({"version": 1, "players": [{"id": "A", "life": life}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [BEAR, {"id": "annex", "card": "Norn's Annex", "controller": "B"}, *perms]})


@pytest.mark.parametrize("perms", [
    [{"id": "passage", "card": "Multiversal Passage", "controller": "A"}],  # "This land is the chosen type" (305.6)
    [{"id": "portal", "card": "Thran Portal", "controller": "A"}],
    [{"id": "plains", "card": "Plains", "controller": "A", "counters": {"flood": 1}},  # an Island (305.7)
     {"id": "fountain", "card": "Quicksilver Fountain", "controller": "B"}],
    [{"id": "forest", "card": "Forest", "controller": "A"},  # lands make the chosen color instead
     {"id": "hall", "card": "Hall of Gemstone", "controller": "B"}],
    [{"id": "plains", "card": "Plains", "controller": "A"},
     {"id": "mirage", "card": "Convincing Mirage", "controller": "B", "attached_to": "plains"}],
    [{"id": "forest", "card": "Forest", "controller": "A"}, {"id": "wright", "card": "Realmwright", "controller": "A"}],
])
def test_mana_that_depends_on_a_choice_or_text_not_read_is_unknown_where_a_cost_applies(perms):
    assert status(annex_board(*perms), {"bear": "B"}) == "unknown"


def test_exotic_orchard_reads_what_mana_confluence_could_produce_106_7():
    # costs ignored: B's Mana Confluence could produce {W}, so A's Orchard makes {W} for {W/P}
    perms = [{"id": "conf", "card": "Mana Confluence", "controller": "B"},
             {"id": "orchard", "card": "Exotic Orchard", "controller": "A"}]
    assert status(annex_board(*perms), {"bear": "B"}) == "legal"


def test_doubling_cube_is_a_mana_ability_not_read():
    forests = [{"id": f"f{i}", "card": "Forest", "controller": "A"} for i in range(7)]
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                              {"id": "cube", "card": "Doubling Cube", "controller": "A"}, *forests,
                              *[{"id": f"b{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(4)]]})
    assert status(b, {f"b{i}": "B" for i in range(4)}) == "unknown"


def test_alert_heedbonders_life_for_each_vigilant_creature_changes_no_declaration():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "heed", "card": "Alert Heedbonder", "controller": "A"}, BEAR]})
    assert b.unread == [] and b.count().count == 4


def test_an_opponent_out_of_range_is_not_seen_by_an_opponents_condition():
    # 801.11: Bloodghast reads only the players within its controller's range of influence
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D", "life": 5}, {"id": "E"}]
    b = Board({"version": 1, "players": players, "turn": {"active": "A", "range_of_influence": 1},
               "permanents": [{"id": "ghast", "card": "Bloodghast", "controller": "A", "sick": True}]})
    assert b.count().count == 1 and status(b, {"ghast": "B"}) == "illegal"


def test_an_opponents_unread_mana_matters_only_to_a_could_produce_ability_that_reads_it():
    # Fellwar Stone reads lands an opponent controls: B's Rakdos Signet is none of them
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [BEAR, {"id": "stone", "card": "Fellwar Stone", "controller": "A"},
                              {"id": "signet", "card": "Rakdos Signet", "controller": "B"},
                              {"id": "prison", "card": "Ghostly Prison", "controller": "B"}]})
    assert b.unread == [] and b.count().count == 1


@pytest.mark.parametrize("combat, expected", [(1, "exact"), (2, "unknown")])
def test_attacks_earlier_this_turn_are_none_in_the_first_combat(combat, expected):
    # Port Razer's "can't attack a player it has already attacked this turn" and Moraug's
    # "+1/+0 for each time it has attacked this turn" (under Ensnaring Bridge) change nothing
    # before any creature has attacked (turn.combat 1)
    for perms in ([{"id": "razer", "card": "Port Razer", "controller": "A"}],
                  [{"id": "moraug", "card": "Moraug, Fury of Akoum", "controller": "A"},
                   {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]):
        b = Board({"version": 1, "players": [{"id": "A", "hand": 5}, {"id": "B", "hand": 1}],
                   "turn": {"active": "A", "combat": combat}, "permanents": perms})
        assert str(b.count().status) == expected
