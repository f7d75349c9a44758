"""Type-changing effects (613 layer 4, `add_types`): a permanent that is a creature in addition
to its other types may attack (506.3, 508.1a), and the types reach the later layers and
every selector. Each test names the rule or card it checks."""

import pytest

from attackcheck import Board, DeclarationError, InputError


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


# -- type removal (remove_types) and devotion (700.5) ----------------------------------------


def test_heliod_is_no_creature_below_five_devotion_to_white_700_5():
    """Heliod, Sun-Crowned: "As long as your devotion to white is less than five, Heliod isn't a
    creature." Its own {2}{W} counts (1); with a Serra Angel ({3}{W}{W}) devotion is 3, no
    creature and no attacker (506.3); with two it is 5, a creature that may attack."""
    heliod = {"id": "heliod", "card": "Heliod, Sun-Crowned", "controller": "A"}
    angel = {"id": "a1", "card": "Serra Angel", "controller": "A"}
    short = board([heliod, angel])
    assert not short.resolved.permanents["heliod"].is_creature
    with pytest.raises(DeclarationError, match="not a creature"):
        short.check({"attacks": {"heliod": "B"}})
    assert short.count().count == 2
    enough = board([heliod, angel, dict(angel, id="a2")])
    assert enough.resolved.permanents["heliod"].is_creature
    assert enough.check({"attacks": {"heliod": "B"}}).status == "legal"
    assert enough.count().count == 8
    assert enough.unread == [] and short.unread == []


def test_devotion_counts_hybrid_twobrid_and_phyrexian_symbols_once_each_700_5():
    """700.5: a hybrid symbol counts toward each of its colors, and once toward a combination
    of both; {2/W} and {W/P} are white symbols; {C}, {X} and generic symbols are no color.
    Another player's permanents count toward their devotion, not yours."""
    god = {"id": "god", "name": "God", "controller": "A", "types": ["enchantment", "creature"], "power": 5,
           "toughness": 5, "mana_cost": "{3}{W}",
           "abilities": [{"kind": "remove_types", "permanents": "self", "types": ["creature"],
                          "condition": {"devotion": {"to": ["W", "U"], "at_most": 6}}}]}

    def is_creature(cost, theirs="{W}{W}{W}{U}"):
        other = {"id": "x", "name": "X", "controller": "A", "types": ["artifact"], "mana_cost": cost}
        far = {"id": "y", "name": "Y", "controller": "B", "types": ["artifact"], "mana_cost": theirs}
        return board([god, other, far]).resolved.permanents["god"].is_creature

    assert not is_creature("{W/U}{2/W}{W/P}{U}{C}{X}{5}")  # 1 + 4: five, less than seven
    assert not is_creature("{W/U}{2/W}{W/P}{U}{U}")  # 1 + 5: six
    assert is_creature("{W/U}{2/W}{W/P}{U}{U}{W}")  # 1 + 6: seven
    assert is_creature("{W}{W}{U}{U}{W/U}{G/W}")  # {G/W} is white: 1 + 6


def test_the_devotion_of_a_copy_is_the_mana_cost_it_copies_700_5a():
    """700.5a: devotion is counted after copy effects: a token copy of Serra Angel has its
    mana cost {3}{W}{W} (707.2) though a token has none of its own."""
    heliod = {"id": "heliod", "card": "Heliod, Sun-Crowned", "controller": "A"}
    angel = {"id": "a1", "card": "Serra Angel", "controller": "A"}
    copy = {"id": "t1", "copy_of": "a1", "controller": "A", "token": True}
    assert board([heliod, angel, copy]).resolved.permanents["heliod"].is_creature


def test_devotion_is_unknown_beside_a_mana_cost_the_board_does_not_hold_or_altar_of_the_pantheon():
    """Ajani, Sleeper Agent's {G/W/P} is a white symbol (700.5) the board format can't hold, and
    Altar of the Pantheon raises its controller's devotion by one (700.5a): Heliod's devotion
    is then unknown, and so are the answers, naming the permanent that hides a symbol. Not
    when they are another player's, nor when the symbols counted decide already, nor once
    Ajani's `mana_cost` is written with symbols that count the same."""
    heliod = {"id": "heliod", "card": "Heliod, Sun-Crowned", "controller": "A"}
    angel = {"id": "a1", "card": "Serra Angel", "controller": "A"}
    for card in ("Ajani, Sleeper Agent", "Altar of the Pantheon"):
        other = {"id": "o", "card": card, "controller": "A"}
        b = board([heliod, other, BEAR])
        assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
        assert [u["permanent"] for u in b.unread] == ["heliod"] and card in b.unread[0]["text"]
        assert board([heliod, dict(other, controller="B"), BEAR]).unread == []
        assert board([other, BEAR]).unread == []  # no devotion read: nothing unknown
        enough = board([heliod, angel, dict(angel, id="a2"), other])  # 5 counted: a creature whatever it hides
        assert enough.unread == [] and enough.resolved.permanents["heliod"].is_creature
    written = board([heliod, {"id": "o", "card": "Ajani, Sleeper Agent", "controller": "A",
                              "mana_cost": "{1}{G}{G/W}{W}"}, angel])  # 1 + 2 + 2: five
    assert written.unread == [] and written.resolved.permanents["heliod"].is_creature


def test_a_reconfigure_equipment_is_no_creature_while_attached_702_151b():
    """702.151b: Lion Sash attached to a creature isn't a creature, so it can't attack;
    unattached it is a creature that may."""
    sash = {"id": "sash", "card": "Lion Sash", "controller": "A"}
    attached = board([BEAR, dict(sash, attached_to="bear")])
    assert not attached.resolved.permanents["sash"].is_creature
    assert attached.count().count == 2
    free = board([BEAR, sash])
    assert free.check({"attacks": {"sash": "B", "bear": "B"}}).status == "legal"
    assert free.count().count == 4


def test_an_overlord_with_time_counters_asks_whether_it_was_cast_for_impending_702_176a():
    """702.176a: an Overlord is no creature while it has a time counter if it was cast for its
    impending cost; the board says nothing of how it was cast, so with counters the answers
    are unknown; without, it is a creature. `unread_text: inactive` answers: it was not."""
    lord = {"id": "lord", "card": "Overlord of the Mistmoors", "controller": "A"}
    assert board([lord]).check({"attacks": {"lord": "B"}}).status == "legal"
    waiting = board([dict(lord, counters={"time": 3}), BEAR])
    assert waiting.check({"attacks": {"lord": "B"}}).status == "unknown"
    assert "impending" in waiting.unread[0]["text"]
    # the bear's attack is legal whether or not it is a creature (decided case by case)
    assert waiting.check({"attacks": {"bear": "B"}}).status == "legal"
    cast_normally = board([dict(lord, counters={"time": 3}, unread_text="inactive")])
    assert cast_normally.check({"attacks": {"lord": "B"}}).status == "legal"


def test_type_changes_apply_in_timestamp_order_613_7():
    """613.7: within layer 4, effects apply in timestamp order (the board's order: the
    permanents' abilities, then its effects). A God short of devotion that a later effect
    makes an artifact creature (a crewed copy of it, Imposter Mech) is a creature; a removal
    after an addition wins."""
    god = {"id": "god", "name": "God", "controller": "A", "types": ["enchantment", "creature"], "power": 4,
           "toughness": 4, "mana_cost": "{3}{G}",
           "abilities": [{"kind": "remove_types", "permanents": "self", "types": ["creature"],
                          "condition": {"devotion": {"to": ["G"], "at_most": 4}}}]}
    crewed = {"kind": "add_types", "permanents": ["god"], "types": ["artifact", "creature"], "controller": "A"}
    assert board([god], [crewed]).check({"attacks": {"god": "B"}}).status == "legal"
    assert not board([god]).resolved.permanents["god"].is_creature
    land = {"id": "land", "name": "Forest", "controller": "A", "types": ["land"], "mana": ["{G}"]}
    animate = {"kind": "add_types", "permanents": ["land"], "types": ["creature"], "power": 2, "toughness": 2,
               "controller": "A"}
    unmake = {"kind": "remove_types", "permanents": ["land"], "types": ["creature"], "controller": "A"}
    assert not board([land], [animate, unmake]).resolved.permanents["land"].is_creature
    assert board([land], [unmake, animate]).resolved.permanents["land"].is_creature


def test_the_gods_read_as_type_removals_under_their_devotion():
    """Every Theros God's "As long as your devotion to ... is less than N, ~ isn't a creature"
    reads as remove_types on itself with that devotion (two colors: a combination, 700.5)."""
    from attackcheck.models import cards

    assert cards.require("Athreos, God of Passage")["abilities"][0] == {
        "kind": "remove_types", "permanents": "self", "types": ["creature"],
        "condition": {"devotion": {"to": ["W", "B"], "at_most": 6}}}
    for name in ("Heliod, God of the Sun", "Thassa, Deep-Dwelling", "Purphoros, Bronze-Blooded", "Erebos, Bleak-Hearted",
                 "Nylea, Keen-Eyed", "Klothys, God of Destiny", "Keranos, God of Storms"):
        entry = cards.require(name)
        assert entry["unsupported"] == [] or all("devotion" not in t for t in entry["unsupported"]), name
        assert any(a["kind"] == "remove_types" and "devotion" in a["condition"] for a in entry["abilities"]), name


def test_the_warring_triad_is_no_creature_with_fewer_than_eight_cards_in_your_graveyard():
    """"As long as there are fewer than eight cards in your graveyard, The Warring Triad isn't a
    creature": a `graveyard` condition with at_most 7, read off the player's graveyard when the
    board lists it (unanswered when it does not). So is Deep-Sea Terror's "can't attack unless
    there are seven or more cards in your graveyard" (at most 6)."""
    def triad(cards):
        b = {"version": 1, "players": [{"id": "A", "graveyard": [{"name": f"c{i}"} for i in range(cards)]},
                                       {"id": "B"}],
             "turn": {"active": "A"}, "permanents": [{"id": "t", "card": "The Warring Triad", "controller": "A"}]}
        return Board(b)

    assert not triad(7).resolved.permanents["t"].is_creature
    assert triad(8).check({"attacks": {"t": "B"}}).status == "legal"
    terror = {"id": "t", "card": "Deep-Sea Terror", "controller": "A"}
    few = {"version": 1, "players": [{"id": "A", "graveyard": []}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [terror]}
    assert Board(few).check({"attacks": {"t": "B"}}).status == "illegal"
    del few["players"][0]["graveyard"]
    assert Board(few).check({"attacks": {"t": "B"}}).status == "unknown"


def test_no_cards_in_your_graveyard_is_at_most_none():
    """"unless there are no cards in your graveyard" is a graveyard of at most 0 cards (its
    negation at least 1), not a count of "no" read as 0 (always true, or at most -1)."""
    from attackcheck.models.cards.oracle import read_oracle

    r = read_oracle("X", "X can't attack unless there are no cards in your graveyard.", "Creature — Horror")
    assert r.effects[0]["condition"] == {"graveyard": {"player": "you", "at_least": 1, "of": "cards"}}
    r = read_oracle("X", "As long as there are no cards in your graveyard, X has haste.", "Creature — Horror")
    assert r.effects[0]["condition"] == {"graveyard": {"player": "you", "at_most": 0, "of": "cards"}}


def test_opalescence_makes_other_enchantments_creatures_of_their_mana_value_202_3():
    """Opalescence: "Each other non-Aura enchantment is a creature in addition to its other
    types and has base power and base toughness each equal to its mana value." Propaganda
    ({2}{U}) is a 3/3 enchantment creature that may attack; Opalescence itself and an Aura
    are not creatures (Frogify stays an Aura on the bear)."""
    opal = {"id": "opal", "card": "Opalescence", "controller": "A"}
    prop = {"id": "prop", "card": "Propaganda", "controller": "A"}
    frog = {"id": "frog", "card": "Frogify", "controller": "A", "attached_to": "bear"}
    b = board([opal, prop, frog, BEAR])
    p = b.resolved.permanents["prop"]
    assert (p.power, p.toughness, p.types) == (3, 3, {"enchantment", "creature"})
    assert not b.resolved.permanents["opal"].is_creature and not b.resolved.permanents["frog"].is_creature
    assert b.check({"attacks": {"prop": "B", "bear": "B"}}).status == "legal" and b.unread == []
    assert b.count().count == 4


def test_humility_and_opalescence_by_timestamp_613_6():
    """The classic: Opalescence makes Humility a 4/4 creature ({2}{W}{W}); Humility takes every
    creature's abilities, its own too, but both effects have started and go on (613.6). In
    layer 7b the later one wins (613.7): Humility after Opalescence is a 1/1, before it a 4/4."""
    opal = {"id": "opal", "card": "Opalescence", "controller": "B"}
    hum = {"id": "hum", "card": "Humility", "controller": "A"}
    for perms, pt in (([opal, hum], (1, 1)), ([hum, opal], (4, 4))):
        b = board(perms)
        p = b.resolved.permanents["hum"]
        assert (p.power, p.toughness, p.types) == (*pt, {"enchantment", "creature"}) and b.unread == []


def test_march_of_the_machines_animates_noncreature_artifacts_202_3():
    """March of the Machines: "Each noncreature artifact is an artifact creature with power and
    toughness each equal to its mana value." Sol Ring ({1}) is a 1/1 that may attack;
    Ornithopter, already a creature, keeps its 0/2. An artifact written without a mana cost
    has none (mana value 0): a 0/0 creature, put into the graveyard before attackers are
    declared (704.5f), so no board holds it."""
    march = {"id": "march", "card": "March of the Machines", "controller": "B"}
    ring = {"id": "ring", "card": "Sol Ring", "controller": "A"}
    bird = {"id": "orn", "card": "Ornithopter", "controller": "A"}
    rock = {"id": "rock", "name": "Rock", "controller": "A", "types": ["artifact"]}
    b = board([march, ring, bird])
    pts = {k: (b.resolved.permanents[k].power, b.resolved.permanents[k].toughness) for k in ("ring", "orn")}
    assert pts == {"ring": (1, 1), "orn": (0, 2)}
    assert b.check({"attacks": {"ring": "B"}}).status == "legal" and b.unread == []
    with pytest.raises(InputError, match=r"Rock \(rock\) has toughness 0"):
        board([march, ring, bird, rock])


def test_a_later_animation_overrides_march_of_the_machines_613_7():
    """March of the Machines ruling (Chimeric Staff): an artifact March makes a creature that
    another effect later animates with X = 5 is a 5/5 for the turn; the later base power wins
    in layer 7b. Under "creatures with power 2 or less can't attack" Sol Ring attacks only then."""
    march = {"id": "march", "card": "March of the Machines", "controller": "B"}
    ring = {"id": "ring", "card": "Sol Ring", "controller": "A"}
    small = {"kind": "cant_attack", "creatures": {"power_at_most": 2}, "controller": "B"}
    staff = {"kind": "add_types", "permanents": ["ring"], "types": ["artifact", "creature"], "power": 5,
             "toughness": 5, "controller": "A"}
    assert board([march, ring], [small]).check({"attacks": {"ring": "B"}}).status == "illegal"
    b = board([march, ring], [small, staff])
    assert b.resolved.permanents["ring"].power == 5
    assert b.check({"attacks": {"ring": "B"}}).status == "legal"


def test_starfield_of_nyx_animates_with_five_enchantments():
    """Starfield of Nyx: "As long as you control five or more enchantments, each other non-Aura
    enchantment you control is a creature ...": the condition is read (you_control)."""
    assert cards_abilities("Starfield of Nyx")[-1]["condition"] == {
        "you_control": {"selector": {"types": ["enchantment"]}, "at_least": 5}}
    star = {"id": "star", "card": "Starfield of Nyx", "controller": "A"}
    props = [{"id": f"p{i}", "card": "Propaganda", "controller": "A"} for i in range(4)]
    assert not board([star, *props[:3]]).resolved.permanents["p0"].is_creature
    assert board([star, *props]).resolved.permanents["p0"].is_creature


def cards_abilities(name):
    from attackcheck.models import cards

    return cards.require(name)["abilities"]


def test_a_mana_value_from_a_cost_the_board_does_not_hold_is_unread_202_3():
    """Arcum's Astrolabe costs {S}, a symbol the board format can't hold: under March of the
    Machines its power (its mana value, 1) is not known, and the board says so, naming it;
    written as `mana_cost: "{1}"` (the same mana value) it is a 1/1."""
    march = {"id": "march", "card": "March of the Machines", "controller": "B"}
    astro = {"id": "astro", "card": "Arcum's Astrolabe", "controller": "A"}
    b = board([march, astro])
    assert [u["permanent"] for u in b.unread] == ["astro"] and "{S}" in b.unread[0]["text"]
    assert b.check({"attacks": {}}).status == "unknown"
    written = board([march, dict(astro, mana_cost="{1}")])
    p = written.resolved.permanents["astro"]
    assert written.unread == [] and (p.power, p.toughness) == (1, 1)


def test_a_back_face_has_its_front_faces_mana_value():
    """A transforming double-faced card's back face has no mana cost but its front face's mana
    value (the rulings on nonmodal double-faced cards): under Opalescence, Reflection of
    Kiki-Jiki (Fable of the Mirror-Breaker, {2}{R}) is 3/3, not 0/0; a copy of it has mana
    value 0, so it is a 0/0 put into the graveyard at once (704.5f). Its devotion stays 0 (no mana cost, 700.5): Purphoros with Ash Zealot ({R}{R})
    and Goblin Guide ({R}) beside it counts 3 + its own 1, short of five."""
    opal = {"id": "opal", "card": "Opalescence", "controller": "B"}
    kiki = {"id": "kiki", "card": "Reflection of Kiki-Jiki", "controller": "A"}
    b = board([opal, kiki])
    assert b.unread == [] and (b.resolved.permanents["kiki"].power, b.resolved.permanents["kiki"].toughness) == (3, 3)
    with pytest.raises(InputError, match=r"Copy \(copy\) has toughness 0"):
        board([opal, kiki, {"id": "copy", "name": "Copy", "controller": "A", "copy_of": "kiki"}])
    red = [{"id": "purphoros", "card": "Purphoros, God of the Forge", "controller": "A"},
           {"id": "zealot", "card": "Ash Zealot", "controller": "A"},
           {"id": "guide", "card": "Goblin Guide", "controller": "A"}, kiki]
    assert not board(red).resolved.permanents["purphoros"].is_creature


def test_a_condition_is_read_at_its_effects_turn_in_the_layer_613_7():
    # B's Goblin is made a Frog by an earlier type change of layer 4 (an Aura's, the permanents'
    # abilities first): the later "as long as B controls a Goblin, A's bear isn't a creature"
    # finds no Goblin at its turn, and the bear stays a creature
    goblin = {"id": "gob", "name": "Goblin Piker", "controller": "B", "types": ["creature"], "subtypes": ["Goblin"],
              "power": 2, "toughness": 1}
    frog = {"id": "frog", "name": "Frogify", "controller": "C", "types": ["enchantment"], "subtypes": ["Aura"],
            "attached_to": "gob", "abilities": [{"kind": "lose_abilities", "permanents": "attached",
                                                 "types": ["creature"], "subtypes": ["Frog"], "power": 1,
                                                 "toughness": 1}]}
    bear = {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 2,
            "toughness": 2}
    unless_goblin = {"kind": "remove_types", "permanents": ["bear"], "types": ["creature"], "controller": "B",
                     "condition": {"you_control": {"selector": {"subtypes": ["Goblin"]}, "at_least": 1}}}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [goblin, frog, bear], "effects": [unless_goblin]})
    assert b.resolved.permanents["bear"].is_creature
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"
    without = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
                     "permanents": [goblin, bear], "effects": [unless_goblin]})
    assert not without.resolved.permanents["bear"].is_creature
