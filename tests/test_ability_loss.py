"""Losing all abilities (613 layer 6, `lose_abilities`): Frogify, Kenrith's Transformation,
Humility, Dress Down. A creature that loses its abilities has no requirement, restriction,
haste, defender or mana ability of its own; what the same sentence sets (a blue Frog, base
1/1) reaches every selector. Each test names the rule or card it checks."""

from attackcheck import Board
from attackcheck.models import cards


def board(perms, effects=(), active="A"):
    b = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": active}, "permanents": perms}
    if effects:
        b["effects"] = list(effects)
    return Board(b)


def aura(card, host, controller="B"):
    return {"id": "aura", "card": card, "controller": controller, "attached_to": host}


BERSERKERS = {"id": "bz", "card": "Berserkers of Blood Ridge", "controller": "A"}


def test_frogify_ends_the_creatures_own_requirement_613_1f():
    """Berserkers of Blood Ridge "attacks each combat if able" (508.1d): staying home is
    illegal. Under Frogify it has no abilities: staying home is legal, and it is a blue Frog
    with base power and toughness 1/1."""
    assert board([BERSERKERS]).check({"attacks": {}}).status == "illegal"
    b = board([BERSERKERS, aura("Frogify", "bz")])
    assert b.check({"attacks": {}}).status == "legal"
    p = b.resolved.permanents["bz"]
    assert (p.power, p.toughness, p.colors, p.subtypes, p.types) == (1, 1, {"U"}, {"Frog"}, {"creature"})
    assert b.unread == []


def test_a_creature_that_lost_haste_cant_attack_the_turn_it_came_302_6():
    """Goblin Guide has haste; one that came this turn attacks under its own haste, not under
    Frogify (302.6)."""
    guide = {"id": "gg", "card": "Goblin Guide", "controller": "A", "sick": True}
    assert board([guide]).check({"attacks": {"gg": "B"}}).status == "legal"
    assert board([guide, aura("Frogify", "gg")]).check({"attacks": {"gg": "B"}}).status == "illegal"


def test_kenriths_transformation_ends_defender_and_sets_a_3_3_elk_702_3b():
    """Wall of Omens has defender (702.3b). Kenrith's Transformation makes it a green Elk
    creature with base power and toughness 3/3 and no abilities: it may attack, and "creatures
    with power 2 or less can't attack" no longer stops it."""
    wall = {"id": "wall", "card": "Wall of Omens", "controller": "A"}
    small = {"kind": "cant_attack", "creatures": {"power_at_most": 2}, "controller": "B"}
    assert board([wall]).check({"attacks": {"wall": "B"}}).status == "illegal"
    elk = board([wall, aura("Kenrith's Transformation", "wall")], [small])
    assert elk.check({"attacks": {"wall": "B"}}).status == "legal"
    assert elk.resolved.permanents["wall"].subtypes == {"Elk"}


def test_humility_removes_a_lords_haste_grant_613_8():
    """613.8: Humility removing Goblin Warchief's "Goblins you control have haste" changes what
    that ability does, so Humility applies first and the grant never exists: a Goblin that
    came this turn can't attack, and every creature is a 1/1."""
    chief = {"id": "chief", "card": "Goblin Warchief", "controller": "A"}
    pup = {"id": "pup", "name": "Goblin", "controller": "A", "types": ["creature"], "subtypes": ["Goblin"],
           "power": 2, "toughness": 2, "sick": True}
    assert board([chief, pup]).check({"attacks": {"pup": "B"}}).status == "legal"
    humble = board([chief, pup, {"id": "hum", "card": "Humility", "controller": "B"}])
    assert humble.check({"attacks": {"pup": "B"}}).status == "illegal"
    assert {(p.power, p.toughness) for p in humble.resolved.permanents.values() if p.is_creature} == {(1, 1)}


def test_a_creature_that_lost_its_mana_ability_pays_nothing_605():
    """Llanowar Elves under Frogify has no "{T}: Add {G}": with a tax of {1} per attacker
    (Ghostly Prison-like) and no other mana, the bear can't attack."""
    elf = {"id": "elf", "card": "Llanowar Elves", "controller": "A"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    tax = {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}
    assert board([elf, bear], [tax]).check({"attacks": {"bear": "B"}}).status == "legal"
    assert board([elf, bear, aura("Frogify", "elf")], [tax]).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_an_effect_a_resolved_ability_left_stays_with_its_source_613_1f():
    """Losing all abilities removes the permanent's abilities, not the effects its abilities
    left when they resolved: "target creature attacks this turn if able" written on the board
    with the Frogified creature as its source still applies."""
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    left = {"kind": "attacks_if_able", "creatures": ["bear"], "source": "bz", "controller": "A"}
    b = board([BERSERKERS, bear, aura("Frogify", "bz")], [left])
    assert b.check({"attacks": {}}).status == "illegal"
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"


def test_the_ability_loss_templates_read():
    """Frogify, Kenrith's Transformation, Humility, Dress Down, Duskmourn's Domination ("gets
    -3/-0 and loses all abilities"), Observed Stasis ("... and can't attack or block") read
    into lose_abilities with what the sentence sets; Deep Freeze ("is a blue Wall in addition to
    its other colors and types") adds the color and creature type beside it (add_types, 105.3)."""
    def abilities(name):
        return cards.require(name)["abilities"]

    assert abilities("Frogify") == [{"kind": "lose_abilities", "permanents": "attached", "colors": ["U"],
                                     "subtypes": ["Frog"], "types": ["creature"], "power": 1, "toughness": 1}]
    assert abilities("Humility") == [{"kind": "lose_abilities", "permanents": {"types": ["creature"]},
                                      "power": 1, "toughness": 1}]
    assert abilities("Dress Down")[-1] == {"kind": "lose_abilities", "permanents": {"types": ["creature"]}}
    assert abilities("Duskmourn's Domination") == [
        {"kind": "modify_pt", "creatures": "attached", "power": -3, "toughness": 0},
        {"kind": "lose_abilities", "permanents": "attached"}]
    assert {"kind": "cant_attack", "creatures": "attached"} in abilities("Observed Stasis")
    assert abilities("Kenrith's Transformation")[0]["subtypes"] == ["Elk"]
    assert cards.require("Deep Freeze")["unsupported"] == []
    assert abilities("Deep Freeze")[1] == {"kind": "add_types", "permanents": "attached", "types": [],
                                           "subtypes": ["Wall"], "colors": ["U"], "colors_in_addition": True}


def test_what_the_same_sentence_gives_is_kept_stasis_field_702_3b():
    """Stasis Field: "Enchanted creature has base power and toughness 0/2, has defender, and
    loses all other abilities": the defender it gives stays (702.3b: it can't attack), the
    haste it had is gone. Darksteel Mutation: an Insect artifact creature, base 0/1, with
    indestructible only; Lignify: a Treefolk (its other creature types lost, 205.1a), base 0/4."""
    guide = {"id": "gg", "card": "Goblin Guide", "controller": "A"}
    field = board([guide, aura("Stasis Field", "gg")])
    p = field.resolved.permanents["gg"]
    assert p.keywords == {"defender"} and (p.power, p.toughness) == (0, 2)
    assert field.check({"attacks": {"gg": "B"}}).status == "illegal"
    mutated = board([guide, aura("Darksteel Mutation", "gg")]).resolved.permanents["gg"]
    assert (mutated.types, mutated.subtypes, mutated.keywords) == ({"artifact", "creature"}, {"Insect"},
                                                                    {"indestructible"})
    tree = board([guide, aura("Lignify", "gg")])
    assert tree.resolved.permanents["gg"].subtypes == {"Treefolk"}
    assert tree.check({"attacks": {"gg": "B"}}).status == "legal" and tree.unread == []


def test_minimus_containment_makes_a_treasure_that_is_no_creature_205_1a():
    """Minimus Containment: "Enchanted permanent is a Treasure artifact with '{T}, Sacrifice this
    artifact: Add one mana of any color,' and it loses all other abilities": an artifact only
    (205.1a), so it can't attack (508.1a). Its sacrifice mana ability is not read: where a cost
    to attack applies and it is the active player's, the answer is unknown; In Too Deep on a
    planeswalker leaves a Clue that is no defender (506.2)."""
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    b = board([bear, aura("Minimus Containment", "bear")])
    assert not b.resolved.permanents["bear"].is_creature and b.resolved.permanents["bear"].subtypes == {"Treasure"}
    assert b.legal_attacks.count() == 1 and b.unread == []
    elf = {"id": "elf", "card": "Llanowar Elves", "controller": "A"}
    tax = {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}
    taxed = board([bear, elf, aura("Minimus Containment", "elf")], [tax])
    assert taxed.check({"attacks": {"bear": "B"}}).status == "unknown"
    jace = {"id": "jace", "card": "Jace Beleren", "controller": "B"}
    deep = board([bear, jace, aura("In Too Deep", "jace")])
    assert deep.legal_attacks.count() == 2  # home or at B: the Clue is no planeswalker


def test_each_characteristic_an_aura_sets_applies_in_its_layer_in_timestamp_order_613_7():
    """Darksteel Mutation ("an Insect artifact creature with base power and toughness 0/1")
    and Ensoul Artifact ("a creature with base power and toughness 5/5 in addition to its
    other types") set base power in layer 7b, so the later of the two wins there (613.7):
    Ensoul Artifact after the Mutation makes a 5/5, before it a 0/1. Under "creatures with
    power 2 or less can't attack" only the 5/5 attacks."""
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    mutation = aura("Darksteel Mutation", "bear")
    ensoul = {"id": "ensoul", "card": "Ensoul Artifact", "controller": "A", "attached_to": "bear"}
    small = {"kind": "cant_attack", "creatures": {"power_at_most": 2}, "controller": "B"}
    later = board([bear, mutation, ensoul], [small])
    earlier = board([bear, ensoul, mutation], [small])
    for b, pt, status in ((later, (5, 5), "legal"), (earlier, (0, 1), "illegal")):
        p = b.resolved.permanents["bear"]
        assert ((p.power, p.toughness), p.types, p.subtypes) == (pt, {"artifact", "creature"}, {"Insect"})
        assert b.check({"attacks": {"bear": "B"}}).status == status and b.unread == []


def test_an_effect_goes_on_after_its_source_loses_its_abilities_opalescence_humility_613_6():
    """Opalescence makes Humility a 4/4 creature (layer 4, and base power in 7b); Humility then
    takes every creature's abilities in layer 6, its own too, yet both effects have started
    and go on in 7b (613.6), where the later one wins: Humility listed after Opalescence is a
    1/1, listed before it a 4/4 (Opalescence's "base power equal to its mana value" written
    out for Humility)."""
    opal = {"id": "opal", "name": "Opalescence", "controller": "B", "types": ["enchantment"],
            "abilities": [{"kind": "add_types", "permanents": ["hum"], "types": ["creature"],
                           "power": 4, "toughness": 4}]}
    hum = {"id": "hum", "card": "Humility", "controller": "A"}
    small = {"kind": "cant_attack", "creatures": {"power_at_most": 2}, "controller": "B"}
    for perms, pt, status in (([opal, hum], (1, 1), "illegal"), ([hum, opal], (4, 4), "legal")):
        b = board(perms, [small])
        p = b.resolved.permanents["hum"]
        assert (p.power, p.toughness, p.types) == (*pt, {"enchantment", "creature"})
        assert b.check({"attacks": {"hum": "B"}}).status == status


def test_a_keyword_granted_after_the_loss_stays_turn_to_frog_ruling_613_7():
    """Losing all abilities and gaining one are both layer 6, so timestamps decide (613.7; the
    Turn to Frog ruling: "If the affected creature gains an ability after Turn to Frog
    resolves, it will keep that ability"). A Goblin Guide that came this turn under Frogify
    attacks with Swiftfoot Boots attached after the Frogify, not before it; Fervor (no
    creature: Humility takes nothing from it) likewise under Humility."""
    guide = {"id": "gg", "card": "Goblin Guide", "controller": "A", "sick": True}
    frog = aura("Frogify", "gg")
    boots = {"id": "boots", "card": "Swiftfoot Boots", "controller": "A", "attached_to": "gg"}
    for perms, status in (([guide, frog, boots], "legal"), ([guide, boots, frog], "illegal")):
        b = board(perms)
        assert b.check({"attacks": {"gg": "B"}}).status == status, [p["id"] for p in perms]
        assert ("haste" in b.resolved.permanents["gg"].keywords) is (status == "legal")
    humility = {"id": "hum", "card": "Humility", "controller": "B"}
    fervor = {"id": "fervor", "card": "Fervor", "controller": "A"}
    assert board([guide, humility, fervor]).check({"attacks": {"gg": "B"}}).status == "legal"
    assert board([guide, fervor, humility]).check({"attacks": {"gg": "B"}}).status == "illegal"


def test_a_lords_own_grant_is_gone_whatever_the_timestamps_613_8():
    """Goblin Warchief is a creature: Humility removes its "Goblins you control have haste",
    so the grant depends on Humility and applies after it (613.8) even when Humility came
    first; it then does not exist. A Goblin that came this turn can't attack either way."""
    chief = {"id": "chief", "card": "Goblin Warchief", "controller": "A"}
    pup = {"id": "pup", "name": "Goblin", "controller": "A", "types": ["creature"], "subtypes": ["Goblin"],
           "power": 2, "toughness": 2, "sick": True}
    humility = {"id": "hum", "card": "Humility", "controller": "B"}
    for perms in ([chief, pup, humility], [humility, chief, pup]):
        assert board(perms).check({"attacks": {"pup": "B"}}).status == "illegal"


def test_an_ability_granted_after_the_loss_is_the_creatures_own_613_7():
    """An Aura giving "attacks each combat if able" (grant_abilities) to a Frogified creature:
    granted after the Frogify, the creature has that requirement (staying home is illegal);
    granted before it, the requirement is gone with the creature's other abilities."""
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    frog = aura("Frogify", "bear")
    charm = {"id": "charm", "name": "Charm", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
             "attached_to": "bear", "abilities": [{"kind": "grant_abilities", "creatures": "attached",
                                                   "abilities": [{"kind": "attacks_if_able", "creatures": "self"}]}]}
    assert board([bear, frog, charm]).check({"attacks": {}}).status == "illegal"
    assert board([bear, charm, frog]).check({"attacks": {}}).status == "legal"


def test_a_keyword_removal_and_a_grant_apply_in_timestamp_order_613_7():
    """"Loses haste" and "has haste" are both layer 6: the later wins (613.7)."""
    guide = {"id": "gg", "card": "Goblin Guide", "controller": "A", "sick": True}
    lose = {"kind": "remove_keywords", "creatures": ["gg"], "keywords": ["haste"], "controller": "B"}
    gain = {"kind": "grant_keywords", "creatures": ["gg"], "keywords": ["haste"], "controller": "A"}
    assert board([guide], [lose, gain]).check({"attacks": {"gg": "B"}}).status == "legal"
    assert board([guide], [gain, lose]).check({"attacks": {"gg": "B"}}).status == "illegal"


def test_a_selector_after_the_loss_sees_the_keywords_lost_613_1f():
    """A creature that lost all abilities has lost flying before any later layer-6 effect
    looks at it: "creatures with flying have 'attacks each combat if able'" doesn't reach it,
    so it may stay home."""
    x = {"id": "x", "name": "Bird", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2,
         "keywords": ["flying"]}
    loss = {"kind": "lose_abilities", "permanents": ["x"], "controller": "B"}
    grant = {"kind": "grant_abilities", "creatures": {"keywords": ["flying"]},
             "abilities": [{"kind": "attacks_if_able", "creatures": "self"}], "controller": "A"}
    assert board([x], [grant]).check({"attacks": {}}).status == "illegal"
    assert board([x], [loss, grant]).check({"attacks": {}}).status == "legal"


def test_a_granted_abilitys_effect_has_the_later_timestamp_of_its_holder_and_grant_613_7a():
    """An enchantment gives Y "X has haste"; a board effect listed after both makes X lose all
    abilities. The haste effect's timestamp is the later of Y's and the enchantment's (613.7a),
    both older than the loss: X has no haste and can't attack the turn it came."""
    x = {"id": "x", "name": "X", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2, "sick": True}
    y = {"id": "y", "name": "Y", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}
    e = {"id": "e", "name": "Enchantment", "controller": "A", "types": ["enchantment"],
         "abilities": [{"kind": "grant_abilities", "creatures": ["y"],
                        "abilities": [{"kind": "grant_keywords", "creatures": ["x"], "keywords": ["haste"]}]}]}
    loss = {"kind": "lose_abilities", "permanents": ["x"], "controller": "B"}
    assert board([x, y, e]).check({"attacks": {"x": "B"}}).status == "legal"
    assert board([x, y, e], [loss]).check({"attacks": {"x": "B"}}).status == "illegal"
