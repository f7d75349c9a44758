"""Readings found by replaying other engines' tests and judges' questions: Stormtide
Leviathan's "without flying or islandwalk", Pipsqueak's counter, an unanswered condition on a
creature that can't attack, activated abilities that can't be activated (Arrest, Null Rod)."""

from helpers import make_of as _board


def test_stormtide_leviathan_stops_creatures_without_flying_or_islandwalk():
    # "Creatures without flying or islandwalk can't attack": neither keyword (its rulings)
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "bird", "card": "Birds of Paradise", "controller": "A"},
               {"id": "lev", "card": "Stormtide Leviathan", "controller": "B"})
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert b.check({"attacks": {"bird": "B"}}).status == "legal"
    assert b.check({"attacks": {}}).status == "legal"


def test_stormtide_leviathan_makes_every_land_an_island_in_addition():
    b = _board({"id": "f1", "card": "Forest", "controller": "A"},
               {"id": "lev", "card": "Stormtide Leviathan", "controller": "B"})
    assert b.resolved.permanents["f1"].subtypes == {"Forest", "Island"}


def test_moat_still_reads_creatures_without_flying():
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "moat", "card": "Moat", "controller": "B"})
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"


def test_pipsqueak_cant_attack_alone_unless_it_has_a_counter_read_off_the_board():
    # "Pipsqueak can't attack alone unless he has a +1/+1 counter on him"
    alone = {"attacks": {"pip": "B"}}
    without = _board({"id": "pip", "card": "Pipsqueak, Rebel Strongarm", "controller": "A"})
    assert without.check(alone).status == "illegal"
    with_counter = _board({"id": "pip", "card": "Pipsqueak, Rebel Strongarm", "controller": "A",
                           "counters": {"+1/+1": 1}})
    assert with_counter.check(alone).status == "legal"


def test_an_unanswered_condition_on_an_opponents_creature_leaves_the_answer_known():
    # 508.1a: only the active player's creatures attack; Bontu's or Goblin Cohort's condition
    # can't change this declaration
    cards = [{"id": "gc", "card": "Goblin Cohort", "controller": "B"},
             {"id": "bontu", "card": "Bontu the Glorified", "controller": "B"},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]
    assert _board(*cards).check({"attacks": {"bear": "B"}}).status == "legal"
    # the active player's own tapped Goblin Cohort can't attack either way
    tapped = _board(*cards, {"id": "mine", "card": "Goblin Cohort", "controller": "A", "tapped": True})
    assert tapped.check({"attacks": {"bear": "B"}}).status == "legal"
    # untapped, its condition decides whether it may attack: unknown where it attacks; the
    # bear's attack is legal either way (decided case by case), the question still listed
    untapped = _board(*cards, {"id": "mine", "card": "Goblin Cohort", "controller": "A"})
    result = untapped.check({"attacks": {"bear": "B"}})
    assert result.status == "legal" and [u["permanent"] for u in result.unread] == ["mine"]
    assert untapped.check({"attacks": {"mine": "B"}}).status == "unknown"


def test_arrest_on_a_creature_without_mana_abilities_leaves_the_payment_known():
    # "its activated abilities can't be activated": the Bears have none (602.5)
    cards = [{"id": "elf", "card": "Llanowar Elves", "controller": "A"},
             {"id": "gb", "card": "Grizzly Bears", "controller": "A"},
             {"id": "f", "card": "Forest", "controller": "A"},
             {"id": "gp", "card": "Ghostly Prison", "controller": "B"}]
    b = _board(*cards, {"id": "arrest", "card": "Arrest", "controller": "B", "attached_to": "gb"})
    assert b.check({"attacks": {"elf": "B"}}).status == "illegal"  # 508.1f: the attacking Elves can't pay
    assert b.check({"attacks": {}}).status == "legal"
    # on the Elves, it stops their mana ability (602.5): the Forest alone can't pay {2}
    on_elf = _board(*cards, {"id": "arrest", "card": "Arrest", "controller": "B", "attached_to": "elf"})
    assert on_elf.check({"attacks": {"gb": "B"}}).status == "illegal"
    assert on_elf.resolved.permanents["elf"].mana_abilities == ()


def test_null_rod_stops_sol_rings_mana_for_propaganda():
    # "Activated abilities of artifacts can't be activated" (602.5): mana abilities too
    cards = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "ring", "card": "Sol Ring", "controller": "A"},
             {"id": "prop", "card": "Propaganda", "controller": "B"}]
    assert _board(*cards).check({"attacks": {"bear": "B"}}).status == "legal"
    assert _board(*cards, {"id": "rod", "card": "Null Rod", "controller": "B"}).check(
        {"attacks": {"bear": "B"}}).status == "illegal"


def test_cursed_totem_stops_mana_creatures_and_karn_only_the_opponents_artifacts():
    totem = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                   {"id": "elf", "card": "Llanowar Elves", "controller": "A"},
                   {"id": "f", "card": "Forest", "controller": "A"},
                   {"id": "gp", "card": "Ghostly Prison", "controller": "B"},
                   {"id": "totem", "card": "Cursed Totem", "controller": "B"})
    assert totem.check({"attacks": {"bear": "B"}}).status == "illegal"
    karn = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                  {"id": "ring", "card": "Sol Ring", "controller": "A"},
                  {"id": "prop", "card": "Propaganda", "controller": "B"},
                  {"id": "karn", "card": "Karn, the Great Creator", "controller": "A"})
    assert karn.check({"attacks": {"bear": "B"}}).status == "legal"  # Karn stops B's artifacts, not A's


def test_a_permanent_whose_abilities_cant_be_activated_is_still_read_by_could_produce():
    # 106.7: what it could produce ignores whether its ability can be activated
    b = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "ring", "card": "Sol Ring", "controller": "A"},
               {"id": "orchard", "name": "Reflecting Pool", "controller": "A", "types": ["land"],
                "mana_abilities": [{"cost": "{T}", "could_produce": {"types": ["artifact"], "controller": "you"}}]},
               {"id": "rod", "card": "Null Rod", "controller": "B"})
    pool = b.resolved.permanents["orchard"]
    assert [str(o) for _, opts in pool.mana_abilities for o in opts] == ["{C}"]
    assert b.resolved.permanents["ring"].mana_abilities == ()
