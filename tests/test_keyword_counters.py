"""122.1b: a keyword counter gives its permanent that keyword (layer 6, with the keyword
grants); each case is judged by the brute-force reference too."""

import reference
from helpers import board, creature, land, make

TAX = {"id": "prison", "controller": "B", "types": ["enchantment"],
       "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{1}"}]}


def _judged(raw, attacks):
    got = make(raw["permanents"], raw["effects"], players=[p["id"] for p in raw["players"]]).check(
        {"attacks": attacks}).status
    assert got == reference.judge(raw, attacks)["status"]
    return got


def test_a_haste_counter_lets_a_creature_that_came_this_turn_attack():
    # 302.6 and 702.10b: haste from a haste counter (122.1b)
    raw = board([creature("ox", sick=True, counters={"haste": 1})])
    assert _judged(raw, {"ox": "B"}) == "legal"
    raw = board([creature("ox", sick=True, counters={"ice": 1})])
    assert _judged(raw, {"ox": "B"}) == "illegal"


def test_a_vigilance_counter_keeps_an_attacking_mana_creature_untapped_to_pay():
    # 508.1f: an attacker without vigilance is tapped before the costs are paid (508.1h),
    # so its {T} mana ability can't pay; with a vigilance counter it stays untapped
    elf = creature("elf", power=1, mana=["{G}"])
    raw = board([dict(elf, counters={"vigilance": 1}), TAX])
    assert _judged(raw, {"elf": "B"}) == "legal"
    raw = board([elf, TAX])
    assert _judged(raw, {"elf": "B"}) == "illegal"


def test_a_flying_counter_answers_creatures_without_flying_cant_attack():
    # Stormtide Leviathan's "creatures without flying or islandwalk can't attack", flying
    # given by a counter
    rule = {"kind": "cant_attack", "creatures": {"lacks_keywords": ["flying"]}, "controller": "B"}
    raw = board([creature("bird", counters={"flying": 1}), creature("bear")], [rule])
    assert _judged(raw, {"bird": "B"}) == "legal"
    assert _judged(raw, {"bear": "B"}) == "illegal"


def test_an_effect_that_removes_the_keyword_removes_a_counters_keyword_too():
    # 613.1f, layer 6: the removals apply after the grants, a keyword counter's among them
    loses = {"kind": "remove_keywords", "creatures": ["ox"], "keywords": ["haste"], "controller": "B"}
    raw = board([creature("ox", sick=True, counters={"haste": 1})], [loses])
    assert _judged(raw, {"ox": "B"}) == "illegal"


def test_a_copy_does_not_copy_a_keyword_counter():
    # 707.2: counters are not copied, nor the keyword they give
    raw = board([creature("ox", counters={"haste": 1}), {"id": "twin", "controller": "A", "copy_of": "ox",
                                                          "sick": True}])
    assert _judged(raw, {"twin": "B"}) == "illegal"
    assert _judged(raw, {"ox": "B"}) == "legal"


def test_keyword_counter_names_are_read_whatever_their_case():
    raw = board([creature("ox", sick=True, counters={"Haste": 2}), land("f", ["{G}"])])
    assert make(raw["permanents"]).check({"attacks": {"ox": "B"}}).status == "legal"
