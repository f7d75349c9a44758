"""Type-changing effects (613 layer 4, `add_types`): a permanent that is a creature in addition
to its other types may attack (506.3, 508.1a), and the types reach the later layers and
every selector. Each test names the rule or card it checks."""

import pytest

from attackcheck import Board, DeclarationError


def board(perms, effects=(), active="A"):
    b = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": active}, "permanents": perms}
    if effects:
        b["effects"] = list(effects)
    return Board(b)


def ship(n, **kw):
    return {"id": "ship", "card": "Hearthhull, the Worldseed", "controller": "A", "counters": {"charge": n}, **kw}


BEAR = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}


def test_hearthhull_is_an_artifact_creature_at_8_charge_counters_702_184():
    """"It's an artifact creature at 8+." With 7 charge counters Hearthhull is no creature and
    can't be declared as an attacker (506.3); with 8 it is a 6/7 with flying, vigilance and
    haste (its "8+ | Flying, vigilance, haste" section) and may attack."""
    seven = board([ship(7), BEAR])
    assert not seven.resolved.permanents["ship"].is_creature
    with pytest.raises(DeclarationError, match="not a creature"):
        seven.check({"attacks": {"ship": "B"}})
    assert seven.count().count == 2  # the bear home or attacking
    eight = board([ship(8), BEAR])
    p = eight.resolved.permanents["ship"]
    assert p.is_creature and (p.power, p.toughness) == (6, 7)
    assert {"flying", "vigilance", "haste"} <= p.keywords
    assert eight.check({"attacks": {"ship": "B", "bear": "B"}}).status == "legal"
    assert eight.count().count == 4
    assert eight.unread == []


def test_a_stationed_spacecraft_that_entered_this_turn_attacks_only_with_haste_302_6():
    """302.6: a creature that came under its controller's control this turn can't attack
    unless it has haste. Hearthhull's 8+ section gives it haste; Exploration Broodship's
    ("8+ | Flying") gives none."""
    assert board([ship(8, sick=True)]).check({"attacks": {"ship": "B"}}).status == "legal"
    brood = {"id": "ship", "card": "Exploration Broodship", "controller": "A", "counters": {"charge": 8},
             "sick": True}
    assert board([brood]).check({"attacks": {"ship": "B"}}).status == "illegal"
    assert board([dict(brood, sick=False)]).check({"attacks": {"ship": "B"}}).status == "legal"


def test_the_added_type_comes_before_keyword_grants_and_power_613_1d():
    """613.1d before 613.1f and 613.4: a land that becomes a 2/2 creature (layer 4, base power
    set in 7b) gets Goblin Warchief-like haste from "creatures you control have haste" (layer 6)
    and +1/+1 from its counter (7c); Ensnaring Bridge-like "creatures with power 2 or less
    can't attack" then reads power 3."""
    land = {"id": "land", "name": "Forest", "controller": "A", "types": ["land"], "subtypes": ["Forest"],
            "mana": ["{G}"], "sick": True, "counters": {"+1/+1": 1}}
    animate = {"kind": "add_types", "permanents": ["land"], "types": ["creature"], "subtypes": ["Elemental"],
               "power": 2, "toughness": 2, "controller": "A"}
    haste = {"kind": "grant_keywords", "creatures": {"controller": "you"}, "keywords": ["haste"], "controller": "A"}
    bridge = {"kind": "cant_attack", "creatures": {"power_at_most": 2}, "controller": "B"}
    b = board([land], [animate, haste, bridge])
    p = b.resolved.permanents["land"]
    assert p.is_creature and "Elemental" in p.subtypes and (p.power, p.toughness) == (3, 3)
    assert b.check({"attacks": {"land": "B"}}).status == "legal"
    weaker = board([dict(land, counters={})], [animate, haste, bridge])
    assert weaker.check({"attacks": {"land": "B"}}).status == "illegal"
    no_haste = board([land], [animate, bridge])
    assert no_haste.check({"attacks": {"land": "B"}}).status == "illegal"


def test_a_selector_object_of_add_types_reads_noncreature_permanents():
    """Nature's Revolt: "All lands are 2/2 creatures that are still lands." The selector names
    lands, which are no creatures until the effect applies."""
    lands = [{"id": f"l{i}", "name": "Plains", "controller": "A", "types": ["land"], "mana": ["{W}"]} for i in range(2)]
    revolt = {"kind": "add_types", "permanents": {"types": ["land"]}, "types": ["creature"], "power": 2,
              "toughness": 2, "controller": "B"}
    b = board(lands, [revolt])
    assert all(b.resolved.permanents[f"l{i}"].is_creature for i in range(2))
    assert b.count().count == 4


def test_add_types_self_needs_a_source():
    """`permanents: self` names the effect's source: a board effect without one is bad input
    naming the field."""
    with pytest.raises(ValueError, match=r"effects\[0\]\.permanents"):
        board([BEAR], [{"kind": "add_types", "permanents": "self", "types": ["creature"], "controller": "A"}])


# --------------------------------------------------------------------------- cards read into add_types


def test_ensoul_artifact_makes_the_enchanted_artifact_a_5_5_creature_205_1b():
    """Ensoul Artifact: "Enchanted artifact is a creature with base power and toughness 5/5 in
    addition to its other types." The Sol Ring it enchants may attack (and, attacking, is
    tapped: its mana can't pay Propaganda's tax, 508.1f)."""
    ring = {"id": "ring", "card": "Sol Ring", "controller": "A"}
    aura = {"id": "aura", "card": "Ensoul Artifact", "controller": "A", "attached_to": "ring"}
    b = board([ring, aura])
    p = b.resolved.permanents["ring"]
    assert p.is_creature and "artifact" in p.types and (p.power, p.toughness) == (5, 5)
    assert b.unread == [] and b.check({"attacks": {"ring": "B"}}).status == "legal"
    with pytest.raises(DeclarationError, match="not a creature"):
        board([ring]).check({"attacks": {"ring": "B"}})
    tax = {"id": "prop", "card": "Propaganda", "controller": "B"}
    assert board([ring, aura, tax]).check({"attacks": {"ring": "B"}}).status == "illegal"


def test_kormus_bell_makes_every_swamp_a_black_1_1_creature_that_is_still_a_land():
    """Kormus Bell: "All Swamps are 1/1 black creatures that are still lands." A Swamp may attack;
    "can't be attacked by ... black creatures"-style selectors see it black (105.3: its color
    is set); a Forest stays a land only."""
    swamp = {"id": "swamp", "card": "Swamp", "controller": "A"}
    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    bell = {"id": "bell", "card": "Kormus Bell", "controller": "B"}
    b = board([swamp, forest, bell])
    s = b.resolved.permanents["swamp"]
    assert s.is_creature and "land" in s.types and s.colors == frozenset("B") and (s.power, s.toughness) == (1, 1)
    assert not b.resolved.permanents["forest"].is_creature
    assert b.check({"attacks": {"swamp": "B"}}).status == "legal"
    no_black = {"kind": "cant_attack", "creatures": {"colors": ["B"]}, "controller": "B"}
    assert board([swamp, forest, bell], [no_black]).check({"attacks": {"swamp": "B"}}).status == "illegal"


def test_aerial_modification_makes_an_enchanted_vehicle_a_creature():
    """Aerial Modification: "As long as enchanted permanent is a Vehicle, it's a creature in
    addition to its other types. Enchanted creature gets +2/+2 and has flying." An uncrewed
    Smuggler's Copter it enchants may attack as a 5/5 flyer."""
    copter = {"id": "copter", "card": "Smuggler's Copter", "controller": "A"}
    aura = {"id": "aura", "card": "Aerial Modification", "controller": "A", "attached_to": "copter"}
    b = board([copter, aura])
    p = b.resolved.permanents["copter"]
    assert p.is_creature and (p.power, p.toughness) == (5, 5) and "flying" in p.keywords
    assert b.unread == [] and b.check({"attacks": {"copter": "B"}}).status == "legal"


def test_ambush_commanders_forests_are_green_elf_creatures_that_are_still_lands():
    """Ambush Commander: "Forests you control are 1/1 green Elf creatures that are still lands."
    A's Forest may attack; B's Forest is no creature; the Forest is an Elf for "Elves you
    control have haste"-style selectors."""
    commander = {"id": "amb", "card": "Ambush Commander", "controller": "A"}
    mine = {"id": "f1", "card": "Forest", "controller": "A"}
    theirs = {"id": "f2", "card": "Forest", "controller": "B"}
    b = board([commander, mine, theirs])
    f1, f2 = b.resolved.permanents["f1"], b.resolved.permanents["f2"]
    assert f1.is_creature and "Elf" in f1.subtypes and f1.colors == frozenset("G") and not f2.is_creature
    assert b.unread == [] and b.check({"attacks": {"f1": "B", "amb": "B"}}).status == "legal"


def test_gideon_blackblade_is_a_4_4_creature_during_your_turn_that_is_still_a_planeswalker():
    """Gideon Blackblade: "During your turn, Gideon Blackblade is a 4/4 Human Soldier creature
    with indestructible that's still a planeswalker." On A's turn A's Gideon may attack (if he
    has been under A's control since the turn began, 302.6); B's Gideon is a planeswalker that
    A's creatures may attack (506.3: never a creature on A's turn)."""
    mine = {"id": "gid", "card": "Gideon Blackblade", "controller": "A"}
    b = board([mine, BEAR])
    g = b.resolved.permanents["gid"]
    assert g.is_creature and g.is_planeswalker and (g.power, g.toughness) == (4, 4) and "indestructible" in g.keywords
    assert b.unread == [] and b.check({"attacks": {"gid": "B", "bear": "B"}}).status == "legal"
    assert board([dict(mine, sick=True)]).check({"attacks": {"gid": "B"}}).status == "illegal"
    theirs = board([dict(mine, controller="B"), BEAR])
    assert not theirs.resolved.permanents["gid"].is_creature
    assert theirs.check({"attacks": {"bear": "gid"}}).status == "legal"


def test_rusted_relic_is_a_5_5_golem_with_metalcraft():
    """Rusted Relic: "Metalcraft — This artifact is a 5/5 Golem artifact creature as long as you
    control three or more artifacts." With two other artifacts it attacks; with one it is no
    creature."""
    relic = {"id": "relic", "card": "Rusted Relic", "controller": "A"}
    rings = [{"id": f"r{i}", "card": "Sol Ring", "controller": "A"} for i in range(2)]
    assert board([relic, *rings]).check({"attacks": {"relic": "B"}}).status == "legal"
    with pytest.raises(DeclarationError, match="not a creature"):
        board([relic, rings[0]]).check({"attacks": {"relic": "B"}})


def test_celestial_colonnade_s_animation_is_a_resolved_template_not_unread_text():
    """Celestial Colonnade: "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue
    Elemental creature with flying and vigilance. It's still a land." The activation is a
    one-shot effect: a board that does not say it happened has a land (decided, not unknown);
    written out from the resolved template, the Colonnade attacks with vigilance, untapped to
    pay a tax (508.1f)."""
    from attackcheck.models.cards import lookup

    (item,) = [r for r in lookup("Celestial Colonnade")["resolved"] if r["effects"][0]["kind"] == "add_types"]
    assert item["effects"] == [
        {"kind": "add_types", "permanents": "self", "types": ["creature"], "subtypes": ["Elemental"],
         "colors": ["W", "U"], "power": 4, "toughness": 4},
        {"kind": "grant_keywords", "creatures": "self", "keywords": ["flying", "vigilance"]}]
    land = {"id": "col", "card": "Celestial Colonnade", "controller": "A"}
    assert board([land, BEAR]).check({"attacks": {"bear": "B"}}).status == "legal"
    animated = dict(land, abilities=item["effects"])
    tax = {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}
    b = board([animated], [tax])
    assert b.resolved.permanents["col"].is_creature
    assert b.check({"attacks": {"col": "B"}}).status == "legal"  # vigilance: it taps for the tax


@pytest.mark.parametrize("card, who, pt, keywords", [
    ("Clan Guildmage", "target", (4, 4), ["haste"]),          # "Target land you control becomes ..."
    ("Embodiment of Fury", "target", (3, 3), ["haste"]),      # "you may have target land ... become ..."
    ("Cyclone Sire", "target", (0, 0), ["haste"]),            # "that land becomes ... that's still a land"
    ("Nissa, Who Shakes the World", "target", (0, 0), ["vigilance", "haste"]),  # "Untap it. It becomes ..."
    ("Mobilized District", "self", (3, 3), ["vigilance"]),    # "This land becomes ..."
    ("Sanguine Statuette", "self", (3, 3), ["haste"]),        # "a 3/3 Vampire artifact creature"
])
def test_one_shot_animations_are_resolved_templates_205_1b(card, who, pt, keywords):
    """A permanent that becomes a creature until end of turn (or for good) and keeps its other
    types ("It's still a land", "artifact creature", 205.1b): the resolved template of
    `add_types` and the keywords, for the card itself or the `target` it refers to."""
    from attackcheck.models.cards import lookup

    entry = lookup(card)
    (effects,) = [r["effects"] for r in entry["resolved"] if r["effects"][0]["kind"] == "add_types"]
    animate, grant = effects
    assert animate["permanents"] == who and "creature" in animate["types"]
    assert (animate["power"], animate["toughness"]) == pt
    assert grant == {"kind": "grant_keywords", "creatures": who, "keywords": keywords}
    assert entry["unsupported"] == []
