"""Round 2 of the rulings audit: more real cards read from their Oracle text (`card: NAME`),
most of them met in Commander, and boards where two or more effects meet (a tax, a goad and a
restriction at once; two goaders; a cap with requirements; defender with "can attack as
though it didn't have defender"; haste or vigilance given by a permanent where a cost to
attack is paid; range of influence).

The format is round 1's (tests/test_rulings_audit.py, whose helpers are imported): each
scenario names its cards and the rule or ruling deciding it, and asserts `check` verdicts,
the exact `count` and, where given, the proposal (objective `forced`). A is the active
player; B, C, D (and E) are opponents in seating order (the next one sits to the left, 803).
The verdicts were worked out by hand from the rules and rulings before the engine was run.
"""

from __future__ import annotations

from typing import Any

import pytest

from attackcheck import Board, InputError
from test_rulings_audit import C, S, T, board_of, judge


SCENARIOS = [
    # --- triggers are no costs and no requirements (508.1h: costs *to attack*; 508.2, 603.2) ---
    S("kazuul-trigger", "Kazuul, Tyrant of the Cliffs; 508.1h, 508.2 (its {3} is in a trigger, paid after the "
                        "declaration)",
      "Kazuul's 'unless that creature's controller pays {3}' is no cost to attack: Juggernaut must attack",
      perms=[C("jug", "Juggernaut"), C("kz", "Kazuul, Tyrant of the Cliffs", "B")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")],
      count=1, propose={"jug": "B"}),
    S("total-war-trigger", "Total War; 508.2 (a trigger after attackers are declared, no requirement)",
      "Total War destroys the creatures that didn't attack, but asks nothing of the declaration",
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("tw", "Total War")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "B", "bear": "B"}, "legal"), ({}, "illegal"),
              ({"bear": "B"}, "illegal")],
      count=2, propose={"jug": "B"}),

    # --- taxes: whom they tax (506.2, 508.1h) and which are required (508.1d) ---
    S("koskun-falls-pw", "Koskun Falls ruling 2014-02-01 (a creature that can't attack you can still attack a "
                         "planeswalker you control); 508.1d",
      "Koskun Falls taxes attacks on B only: Juggernaut must attack B's Jace at no cost",
      perms=[C("jug", "Juggernaut"), C("kf", "Koskun Falls", "B"), C("jace", "Jace Beleren", "B")],
      checks=[({"jug": "jace"}, "legal"), ({}, "illegal"), ({"jug": "B"}, "illegal")],
      count=1, propose={"jug": "jace"}),
    S("war-tax-x1", "War Tax (activated, X=1); 508.1h for any defender, 508.1d (no cost is required)",
      "War Tax X=1: every attack costs {1}, planeswalker included; Juggernaut need not attack; one Forest pays one",
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("f1", "Forest"), C("wt", "War Tax", "B"),
             C("jace", "Jace Beleren", "B")],
      effects=[{"kind": "attack_cost", "creatures": {"controller": "any"}, "cost": "{1}", "source": "wt",
                "controller": "B"}],
      checks=[({}, "legal"), ({"jug": "B"}, "legal"), ({"jug": "jace"}, "legal"), ({"bear": "B"}, "legal"),
              ({"jug": "B", "bear": "jace"}, "illegal")],
      count=5, propose={}),
    S("war-tax-x0", "War Tax ruling 2004-10-04 (X=0: a cost of zero is not paid automatically); 508.1d",
      "War Tax X=0: attacking costs {0}, so Juggernaut may stay home, or attack paying nothing",
      perms=[C("jug", "Juggernaut"), C("wt", "War Tax", "B")],
      effects=[{"kind": "attack_cost", "creatures": {"controller": "any"}, "cost": "{0}", "source": "wt",
                "controller": "B"}],
      checks=[({}, "legal"), ({"jug": "B"}, "legal")],
      count=2, propose={}),
    S("war-tax-not-activated", "War Tax; an activated ability does nothing until it resolves (602, 608)",
      "War Tax on the battlefield, not activated: no tax, Juggernaut must attack",
      perms=[C("jug", "Juggernaut"), C("wt", "War Tax", "B")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")],
      count=1),

    # --- restrictions over requirements (508.1c before 508.1d) ---
    S("peacekeeper-goad", "Peacekeeper; 508.1c over 508.1d (goad ruling: a creature that can't attack doesn't)",
      "Peacekeeper: creatures can't attack, goaded or Juggernaut",
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("pk", "Peacekeeper", "B")],
      goads=[("bear", "B")],
      checks=[({}, "legal"), ({"jug": "B"}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1, propose={}),
    S("magus-moat-birds", "Magus of the Moat + Propaganda; 508.1c, 508.1f (Birds is tapped before paying), 508.1h",
      "Magus of the Moat: only flying Birds may attack; tapped by attacking, it can't pay, one Forest is short",
      perms=[C("birds", "Birds of Paradise"), C("bear", "Grizzly Bears"), C("f1", "Forest"),
             C("mm", "Magus of the Moat", "B"), C("prop", "Propaganda", "B")],
      checks=[({}, "legal"), ({"birds": "B"}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1),
    S("magus-moat-birds-2f", "Magus of the Moat + Propaganda; 508.1c, 508.1h",
      "... two Forests pay Birds' {2}",
      perms=[C("birds", "Birds of Paradise"), C("bear", "Grizzly Bears"), C("f1", "Forest"), C("f2", "Forest"),
             C("mm", "Magus of the Moat", "B"), C("prop", "Propaganda", "B")],
      checks=[({}, "legal"), ({"birds": "B"}, "legal"), ({"bear": "B"}, "illegal"),
              ({"birds": "B", "bear": "B"}, "illegal")],
      count=2),
    S("warmonger-magus", "Warmonger Hellkite + Magus of the Moat; 508.1c, 508.1d",
      "Warmonger Hellkite: all creatures attack if able; under Magus of the Moat only the flying Hellkite can",
      perms=[C("hk", "Warmonger Hellkite"), C("bear", "Grizzly Bears"), C("mm", "Magus of the Moat", "B")],
      checks=[({"hk": "B"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal"), ({"hk": "B", "bear": "B"}, "illegal")],
      count=1, propose={"hk": "B"}),
    S("lust-reverence-3p", "Lust for War + Reverence; 508.1c (only 'you'), 508.1d",
      "Lust for War on a 2/2, Reverence on B: it can't attack B, so it must attack C",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("lfw", "Lust for War", "B", attached_to="bear"),
             C("rev", "Reverence", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"bear": "C"}),
    S("lust-reverence-pw", "Lust for War + Reverence; 508.1c ('you' is no planeswalker), 508.1d",
      "Lust for War on a 2/2, Reverence on B, 2 players: it must attack B's Jace",
      perms=[C("bear", "Grizzly Bears"), C("lfw", "Lust for War", "B", attached_to="bear"),
             C("rev", "Reverence", "B"), C("jace", "Jace Beleren", "B")],
      checks=[({"bear": "jace"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("shiny-reverence", "Shiny Impetus + Reverence; 613 layer 7c (+2/+2), 508.1c, goad 701.15b",
      "Shiny Impetus (C) makes the bear a goaded 4/4: Reverence (power 2 or less) no longer stops it; it must "
      "attack B",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("si", "Shiny Impetus", "C", attached_to="bear"),
             C("rev", "Reverence", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    S("light-of-day-goad", "Light of Day; 508.1c over goad (701.15b ruling)",
      "Light of Day (C): the goaded black Zombies can't attack; the goaded bear must attack C",
      players=["A", "B", "C"],
      perms=[C("z", "Scathe Zombies"), C("bear", "Grizzly Bears"), C("lod", "Light of Day", "C")],
      goads=[("z", "B"), ("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "C", "z": "C"}, "illegal"), ({}, "illegal"),
              ({"bear": "B"}, "illegal")],
      count=1, propose={"bear": "C"}),
    S("form-of-the-dragon", "Form of the Dragon; 508.1c ('you' only), 508.1d",
      "Form of the Dragon (B): Juggernaut (no flying) must attack C; the flying Hawk may attack anyone",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("hawk", "Suntail Hawk"), C("fod", "Form of the Dragon", "B")],
      checks=[({"jug": "C"}, "legal"), ({"jug": "B"}, "illegal"), ({}, "illegal"),
              ({"jug": "C", "hawk": "B"}, "legal")],
      count=3, propose={"jug": "C"}),
    S("pegasus-beast-jug", "Loyal Pegasus + Ember Beast + Juggernaut; 506.5 (alone), 508.1c, 508.1d",
      "Juggernaut must attack, so neither Pegasus nor Ember Beast is ever alone beside it",
      perms=[C("peg", "Loyal Pegasus"), C("eb", "Ember Beast"), C("jug", "Juggernaut")],
      checks=[({}, "illegal"), ({"peg": "B"}, "illegal"), ({"jug": "B"}, "legal"),
              ({"jug": "B", "peg": "B", "eb": "B"}, "legal")],
      count=4),
    S("pegasus-beast-3p", "Loyal Pegasus + Ember Beast; 506.5 (alone: the only creature declared as attacker)",
      "two 'can't attack alone' creatures attacking different players are not alone",
      players=["A", "B", "C"],
      perms=[C("peg", "Loyal Pegasus"), C("eb", "Ember Beast")],
      checks=[({"peg": "B", "eb": "C"}, "legal"), ({"peg": "B"}, "illegal"), ({"eb": "C"}, "illegal"), ({}, "legal")],
      count=5),
    S("monstrous-hound", "Monstrous Hound; 508.1c per defending player (lands compared with each)",
      "Monstrous Hound with two lands: may attack B (one land), not C (three)",
      players=["A", "B", "C"],
      perms=[C("hound", "Monstrous Hound"), C("f1", "Forest"), C("f2", "Forest"), C("pb", "Plains", "B"),
             C("pc1", "Plains", "C"), C("pc2", "Plains", "C"), C("pc3", "Plains", "C")],
      checks=[({"hound": "B"}, "legal"), ({"hound": "C"}, "illegal"), ({}, "legal")],
      count=2),
    S("harbor-serpent-5", "Harbor Serpent; 508.1c (Islands of every player count)",
      "Harbor Serpent: two Islands of A's and three of B's make five",
      perms=[C("hs", "Harbor Serpent"), C("i1", "Island"), C("i2", "Island"), C("ib1", "Island", "B"),
             C("ib2", "Island", "B"), C("ib3", "Island", "B")],
      checks=[({"hs": "B"}, "legal")],
      count=2),
    S("harbor-serpent-4", "Harbor Serpent; 508.1c",
      "Harbor Serpent: four Islands in all, it can't attack",
      perms=[C("hs", "Harbor Serpent"), C("i1", "Island"), C("i2", "Island"), C("ib1", "Island", "B"),
             C("ib2", "Island", "B")],
      checks=[({"hs": "B"}, "illegal")],
      count=1),

    # --- haste and vigilance given by permanents where a cost is paid (302.6, 508.1f) ---
    S("memorial-elves", "Akroma's Memorial + Magus of the Moat + Propaganda; 302.6, 702.20b, 508.1f, 508.1c",
      "Akroma's Memorial: the sick Elves has haste (attacks, taps for mana), flying (passes the Moat) and vigilance "
      "(pays its own tax with a Forest)",
      perms=[C("elf", "Llanowar Elves", sick=True), C("f1", "Forest"), C("am", "Akroma's Memorial"),
             C("mm", "Magus of the Moat", "B"), C("prop", "Propaganda", "B")],
      checks=[({"elf": "B"}, "legal"), ({}, "legal")],
      count=2, propose={}),
    S("fires-sick-elves", "Fires of Yavimaya + Propaganda; 302.6 (haste lets a sick creature tap), 508.1f",
      "Fires of Yavimaya: the sick bear may attack, the sick Elves taps for its tax; the Elves attacking can't pay",
      perms=[C("elf", "Llanowar Elves", sick=True), C("bear", "Grizzly Bears", sick=True), C("f1", "Forest"),
             C("fires", "Fires of Yavimaya"), C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal"), ({"elf": "B"}, "illegal"), ({"bear": "B", "elf": "B"}, "illegal"),
              ({}, "legal")],
      count=2),
    S("crossroads-opponent", "Concordant Crossroads (an opponent's); 302.6, 702.10, 508.1d",
      "B's Concordant Crossroads gives A's sick Juggernaut haste: it must attack",
      perms=[C("jug", "Juggernaut", sick=True), C("cc", "Concordant Crossroads", "B")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")],
      count=1),
    S("boots-jug", "Swiftfoot Boots; 702.10, 508.1d",
      "Swiftfoot Boots on a sick Juggernaut: haste, so it must attack",
      perms=[C("jug", "Juggernaut", sick=True), C("boots", "Swiftfoot Boots", attached_to="jug")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")],
      count=1),
    S("gaeas-cradle", "Gaea's Cradle + Propaganda; 106.4 (counts creatures as it resolves, attacking ones too)",
      "Gaea's Cradle with two bears makes {G}{G}: one bear's tax is paid, two bears' {4} is not",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("gc", "Gaea's Cradle"),
             C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"), ({}, "legal")],
      count=3),
    S("rite-sick", "Cryptolith Rite + Propaganda; 302.6 (a sick creature's granted {T} ability)",
      "Cryptolith Rite: the sick bear can't tap for mana, so the other bear's {2} is short",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears", sick=True), C("f1", "Forest"),
             C("rite", "Cryptolith Rite"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("rite-fires", "Cryptolith Rite + Fires of Yavimaya + Propaganda; 302.6, 508.1f",
      "... with Fires of Yavimaya the sick bear has haste: either bear attacks, the other taps",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears", sick=True), C("f1", "Forest"),
             C("rite", "Cryptolith Rite"), C("fires", "Fires of Yavimaya"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b2": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal")],
      count=3),
    S("watching-rite", "Always Watching + Cryptolith Rite + Propaganda; 702.20b, 508.1f",
      "Always Watching gives the nontoken bears vigilance: an attacking bear taps for mana; the token has none",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), T("tok", "Soldier", "W"),
             C("aw", "Always Watching"), C("rite", "Cryptolith Rite"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "legal"), ({"tok": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"),
              ({"tok": "B", "b1": "B"}, "illegal")],
      count=4),

    # --- defender and "can attack as though it didn't have defender" (702.3b) ---
    S("arcades-wall", "Arcades, the Strategist; 702.3b",
      "Arcades: the Wall of Omens can attack",
      perms=[C("arc", "Arcades, the Strategist"), C("wall", "Wall of Omens")],
      checks=[({"wall": "B"}, "legal"), ({"wall": "B", "arc": "B"}, "legal")],
      count=4),
    S("arcades-opponent", "Arcades, the Strategist (an opponent's); 702.3b ('creature you control')",
      "B's Arcades does nothing for A's Wall of Omens",
      perms=[C("arc", "Arcades, the Strategist", "B"), C("wall", "Wall of Omens")],
      checks=[({"wall": "B"}, "illegal")],
      count=1),
    S("arcades-goad-prop", "Arcades + goad + Propaganda; 508.1d (a cost is never required), 508.1h",
      "Arcades, goaded Wall of Omens, Propaganda, two Forests: nobody must attack; one attacker can be paid",
      perms=[C("arc", "Arcades, the Strategist"), C("wall", "Wall of Omens"), C("prop", "Propaganda", "B"),
             C("f1", "Forest"), C("f2", "Forest")],
      goads=[("wall", "B")],
      checks=[({}, "legal"), ({"wall": "B"}, "legal"), ({"arc": "B"}, "legal"), ({"arc": "B", "wall": "B"}, "illegal")],
      count=3, propose={}),
    S("jailbreaker-gate-b", "Ogre Jailbreaker; 702.3b ('as long as you control a Gate')",
      "Ogre Jailbreaker with only B's Gate: can't attack",
      perms=[C("jb", "Ogre Jailbreaker"), C("gate", "Azorius Guildgate", "B")],
      checks=[({"jb": "B"}, "illegal")],
      count=1),
    S("jailbreaker-gate-a", "Ogre Jailbreaker; 702.3b",
      "Ogre Jailbreaker with A's Gate: can attack",
      perms=[C("jb", "Ogre Jailbreaker"), C("gate", "Azorius Guildgate")],
      checks=[({"jb": "B"}, "legal"), ({}, "legal")],
      count=2),
    S("assault-formation-idle", "Assault Formation; 602 (an activated ability does nothing until it resolves), "
                                "702.3b",
      "Assault Formation not activated: Wall of Omens can't attack",
      perms=[C("af", "Assault Formation"), C("wall", "Wall of Omens")],
      checks=[({"wall": "B"}, "illegal")],
      count=1),
    S("assault-formation-used", "Assault Formation; 702.3b",
      "Assault Formation's {G} resolved for the Wall: it can attack this turn",
      perms=[C("af", "Assault Formation"), C("wall", "Wall of Omens")],
      effects=[{"kind": "ignore_defender", "creatures": ["wall"], "source": "af", "controller": "A"}],
      checks=[({"wall": "B"}, "legal"), ({}, "legal")],
      count=2),

    # --- goad: static goad, own Aura, two goaders with taxes, caps (701.15) ---
    S("baeloth-3p", "Baeloth Barrityl, Entertainer; 701.15b (goaded by Baeloth's controller)",
      "Baeloth (power 2): A's 1/1 Hawk is goaded by B and must attack C; the 2/2 bear is not goaded",
      players=["A", "B", "C"],
      perms=[C("hawk", "Suntail Hawk"), C("bear", "Grizzly Bears"), C("bae", "Baeloth Barrityl, Entertainer", "B")],
      checks=[({"hawk": "C"}, "legal"), ({"hawk": "B"}, "illegal"), ({}, "illegal"),
              ({"hawk": "C", "bear": "B"}, "legal")],
      count=3, propose={"hawk": "C"}),
    S("baeloth-counter-2p", "Baeloth Barrityl, Entertainer with a +1/+1 counter; 701.15b (2 players: the goader)",
      "Baeloth at power 3 goads the 2/2 bear: with B the only opponent it must attack B",
      perms=[C("bear", "Grizzly Bears"), C("bae", "Baeloth Barrityl, Entertainer", "B", counters={"+1/+1": 1})],
      checks=[({}, "illegal"), ({"bear": "B"}, "legal")],
      count=1),
    S("baeloth-arbiter", "Baeloth + Silent Arbiter; 508.1c cap, 508.1d (most instances)",
      "two creatures goaded by Baeloth (B), Silent Arbiter (C): one attacks C (two instances)",
      players=["A", "B", "C"],
      perms=[C("hawk", "Suntail Hawk"), T("tok", "Soldier", "W"), C("bae", "Baeloth Barrityl, Entertainer", "B"),
             C("sa", "Silent Arbiter", "C")],
      checks=[({"hawk": "C"}, "legal"), ({"tok": "C"}, "legal"), ({"hawk": "B"}, "illegal"), ({}, "illegal"),
              ({"hawk": "C", "tok": "C"}, "illegal")],
      count=2),
    S("martial-impetus-own", "Martial Impetus on your own creature; its ruling (it must attack a player rather "
                             "than a planeswalker)",
      "A's Martial Impetus on A's bear: it must attack B, not B's Jace",
      perms=[C("bear", "Grizzly Bears"), C("mi", "Martial Impetus", attached_to="bear"), C("jace", "Jace Beleren", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "illegal"), ({}, "illegal")],
      count=1),
    S("two-goaders-prop", "Shiny Impetus + goad + Propaganda; 701.15b-c, 508.1d (paying may obey more)",
      "goaded by B (Shiny Impetus) and C; D has Propaganda, two Forests: B or C obey 3 at no cost (M=3); D obeys "
      "4 paying",
      players=["A", "B", "C", "D"],
      perms=[C("bear", "Grizzly Bears"), C("si", "Shiny Impetus", "B", attached_to="bear"),
             C("prop", "Propaganda", "D"), C("f1", "Forest"), C("f2", "Forest")],
      goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "D"}, "legal"), ({}, "illegal")],
      count=3),
    S("goad-tax-archon", "goad + Windborn Muse + Blazing Archon; 508.1c, 508.1d, 508.1h",
      "goaded by B; C has Windborn Muse, D Blazing Archon; two Forests: B free (M=1), C paid (2), D forbidden",
      players=["A", "B", "C", "D"],
      perms=[C("bear", "Grizzly Bears"), C("wm", "Windborn Muse", "C"), C("ba", "Blazing Archon", "D"),
             C("f1", "Forest"), C("f2", "Forest")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "D"}, "illegal"), ({}, "illegal")],
      count=2, propose={"bear": "B"}),
    S("goad-tax-archon-nomana", "goad + Windborn Muse + Blazing Archon; 508.1h",
      "... without mana: only B",
      players=["A", "B", "C", "D"],
      perms=[C("bear", "Grizzly Bears"), C("wm", "Windborn Muse", "C"), C("ba", "Blazing Archon", "D")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({"bear": "D"}, "illegal")],
      count=1),

    # --- requirements from an opponent's permanent ---
    S("goblin-assault", "Goblin Assault (an opponent's); 508.1d, 702.73a (changeling is every creature type)",
      "B's Goblin Assault: A's Goblin Piker and Changeling Outcast must attack; the bear need not",
      perms=[C("piker", "Goblin Piker"), C("co", "Changeling Outcast"), C("bear", "Grizzly Bears"),
             C("ga", "Goblin Assault", "B")],
      checks=[({"piker": "B", "co": "B"}, "legal"), ({"piker": "B"}, "illegal"), ({}, "illegal"),
              ({"piker": "B", "co": "B", "bear": "B"}, "legal")],
      count=2, propose={"piker": "B", "co": "B"}),
    S("avatar-prison-3p", "Avatar of Slaughter + Ghostly Prison; 508.1d (the free defender)",
      "B's Avatar of Slaughter makes the bear attack; C has Ghostly Prison, no mana: it must attack B",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("aos", "Avatar of Slaughter", "B"), C("gp", "Ghostly Prison", "C")],
      checks=[({"bear": "B"}, "legal"), ({}, "illegal"), ({"bear": "C"}, "illegal")],
      count=1, propose={"bear": "B"}),

    # --- defenders: battles, attack direction, range of influence (310, 801, 803) ---
    S("archon-battle", "Blazing Archon + a battle B protects; 310.8b, 508.1c ('you' is no battle), 508.1d",
      "Blazing Archon (B): Juggernaut can't attack B but must attack the Siege B protects",
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", protector="B"), C("ba", "Blazing Archon", "B")],
      checks=[({"jug": "bt"}, "legal"), ({"jug": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"jug": "bt"}),
    S("mystic-barrier-left", "Mystic Barrier (left); its Oracle text (the nearest opponent and their planeswalkers "
                             "only, no battle)",
      "Mystic Barrier, left chosen, 4 players: A may attack B and B's Jace only",
      players=["A", "B", "C", "D"],
      perms=[C("jug", "Juggernaut"), C("jace", "Jace Beleren", "B"), C("bt", "Invasion of Belenon", protector="B"),
             C("mb", "Mystic Barrier", "C", unread_text="written",
               abilities=[{"kind": "attack_direction", "direction": "left"}])],
      checks=[({"jug": "B"}, "legal"), ({"jug": "jace"}, "legal"), ({"jug": "bt"}, "illegal"),
              ({"jug": "D"}, "illegal"), ({"jug": "C"}, "illegal"), ({}, "illegal")],
      count=2),
    S("barrier-pramikon", "Mystic Barrier (left) + Pramikon (right); Teyo ruling (directions disagreeing with "
                          "three or more players: no attack)",
      "Mystic Barrier left and Pramikon right, 4 players: A can attack nobody",
      players=["A", "B", "C", "D"],
      perms=[C("jug", "Juggernaut"),
             C("mb", "Mystic Barrier", "C", unread_text="written",
               abilities=[{"kind": "attack_direction", "direction": "left"}]),
             C("pr", "Pramikon, Sky Rampart", "D", unread_text="written",
               abilities=[{"kind": "attack_direction", "direction": "right"}])],
      checks=[({}, "legal"), ({"jug": "B"}, "illegal"), ({"jug": "D"}, "illegal")],
      count=1),
    S("range-1-out", "range of influence 1, 5 players; 801.3 (only opponents within range), 801.10",
      "range 1: A attacks B or E only; C's Silent Arbiter and D's Peacekeeper are out of A's range",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("sa", "Silent Arbiter", "C"),
             C("pk", "Peacekeeper", "D")],
      checks=[({"jug": "B", "bear": "E"}, "legal"), ({"jug": "E"}, "legal"), ({}, "illegal"),
              ({"bear": "B"}, "illegal")],
      count=6),
    S("range-1-in", "range of influence 1; 801.10 (B is within A's range), 508.1c",
      "range 1: B's Silent Arbiter does cap A's attack",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("sa", "Silent Arbiter", "B")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "E"}, "legal"), ({"jug": "B", "bear": "E"}, "illegal"),
              ({"bear": "B"}, "illegal")],
      count=2),
    # --- round 2, second batch: "attack that player" from an Aura, mana counted over the battlefield, type and
    # ability changes (613) under a tax, later combats ---
    S("public-enemy-3p", "Public Enemy; 508.1d ('attack enchanted creature's controller', one instance)",
      "B's Public Enemy on C's creature: A's bear must attack C",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("cb", "Grizzly Bears", "C"), C("pe", "Public Enemy", "B", attached_to="cb")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"bear": "C"}),
    S("public-enemy-prison", "Public Enemy + Ghostly Prison; 508.1d (a cost is never required: M=0)",
      "... C has Ghostly Prison and A no mana: attacking C can't be required, so home or B are legal",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("cb", "Grizzly Bears", "C"), C("pe", "Public Enemy", "B", attached_to="cb"),
             C("gp", "Ghostly Prison", "C")],
      checks=[({}, "legal"), ({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal")],
      count=2, propose={}),
    S("priest-titania", "Priest of Titania + Propaganda; 106.4 (each Elf on the battlefield, B's too), 508.1f",
      "Priest of Titania with three Elves in play makes {G}{G}{G}: with a Forest it pays for two attackers",
      perms=[C("priest", "Priest of Titania"), C("elf", "Llanowar Elves"), C("belf", "Llanowar Elves", "B"),
             C("f1", "Forest"), C("bear", "Grizzly Bears"), C("prop", "Propaganda", "B")],
      checks=[({"bear": "B", "elf": "B"}, "legal"), ({"priest": "B"}, "legal"), ({"bear": "B", "priest": "B"}, "illegal"),
              ({"bear": "B", "elf": "B", "priest": "B"}, "illegal")],
      count=5),
    S("priest-titania-own", "Priest of Titania + Propaganda; 106.4",
      "... without B's Elf the Priest makes {G}{G}: two attackers' {4} is short",
      perms=[C("priest", "Priest of Titania"), C("elf", "Llanowar Elves"),
             C("f1", "Forest"), C("bear", "Grizzly Bears"), C("prop", "Propaganda", "B")],
      checks=[({"bear": "B", "elf": "B"}, "illegal"), ({"bear": "B"}, "legal")],
      count=4),
    S("signet-sol-ring", "Azorius Signet + Sol Ring + Propaganda; 605.1a, 106.4 (the Signet's {1} is paid with "
                         "other mana)",
      "Sol Ring's {C}{C}, one of them into the Signet: three mana, one bear's {2} but not two bears' {4}",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("sig", "Azorius Signet"), C("sol", "Sol Ring"),
             C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal")],
      count=3),
    S("signet-alone", "Azorius Signet + Propaganda; 605.1a (its {1} needs other mana)",
      "the Signet alone makes nothing: the bear's {2} is not paid",
      perms=[C("b1", "Grizzly Bears"), C("sig", "Azorius Signet"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("signet-lotus", "Azorius Signet + Gilded Lotus + Propaganda; 106.4",
      "Gilded Lotus's three mana, one into the Signet: four, two bears' {4}",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("sig", "Azorius Signet"), C("gl", "Gilded Lotus"),
             C("prop", "Propaganda", "B")],
      checks=[({"b1": "B", "b2": "B"}, "legal")],
      count=4),
    S("akron-legionnaire", "Akron Legionnaire; 508.1c ('except for creatures named ... and artifact creatures')",
      "Akron Legionnaire: it and the artifact Ornithopter may attack, the bear can't",
      perms=[C("ak", "Akron Legionnaire"), C("orn", "Ornithopter"), C("bear", "Grizzly Bears")],
      checks=[({"ak": "B", "orn": "B"}, "legal"), ({"bear": "B"}, "illegal"), ({"ak": "B", "bear": "B"}, "illegal")],
      count=4),
    S("kenrith-wall", "Kenrith's Transformation on a Wall; 613 layer 6 (loses defender), 702.3b",
      "B's Kenrith's Transformation on A's Wall of Omens: it lost defender and can attack",
      perms=[C("wall", "Wall of Omens"), C("kt", "Kenrith's Transformation", "B", attached_to="wall")],
      checks=[({"wall": "B"}, "legal"), ({}, "legal")],
      count=2),
    S("darksteel-jug", "Darksteel Mutation on Juggernaut; 613 layer 6 (loses 'attacks each combat if able')",
      "Darksteel Mutation on Juggernaut: no requirement left",
      perms=[C("jug", "Juggernaut"), C("dm", "Darksteel Mutation", "B", attached_to="jug")],
      checks=[({}, "legal"), ({"jug": "B"}, "legal")],
      count=2),
    S("song-jug-prop", "Song of the Dryads on Juggernaut + Propaganda; 305.6 (a Forest land taps for {G}), 302.6",
      "Song of the Dryads makes Juggernaut a Forest land: no creature, no requirement; it taps for the bear's tax",
      perms=[C("jug", "Juggernaut"), C("song", "Song of the Dryads", "B", attached_to="jug"), C("bear", "Grizzly Bears"),
             C("f1", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal"), ({}, "legal")],
      count=2),
    S("ensoul-sol-sick", "Ensoul Artifact on a Sol Ring that came this turn; 302.6 (a creature's {T} ability)",
      "Ensoul Artifact makes the new Sol Ring a creature: it can't tap for mana, the bear's tax is unpaid",
      perms=[C("sol", "Sol Ring", sick=True), C("ea", "Ensoul Artifact", attached_to="sol"), C("bear", "Grizzly Bears"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("ensoul-sol", "Ensoul Artifact on Sol Ring + Propaganda; 508.1f (an attacking Sol Ring is tapped)",
      "an old Sol Ring ensouled: at home it pays the bear's {2}; attacking, it is tapped and can't pay",
      perms=[C("sol", "Sol Ring"), C("ea", "Ensoul Artifact", attached_to="sol"), C("bear", "Grizzly Bears"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal"), ({"sol": "B"}, "illegal"), ({"sol": "B", "bear": "B"}, "illegal")],
      count=2),
    S("marauder-counters", "Phyrexian Marauder; 508.1h ({1} for each +1/+1 counter)",
      "Phyrexian Marauder with two counters and one Forest: {2} unpaid",
      perms=[C("pm", "Phyrexian Marauder", counters={"+1/+1": 2}), C("f1", "Forest")],
      checks=[({"pm": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("marauder-counters-paid", "Phyrexian Marauder; 508.1h",
      "... two Forests pay",
      perms=[C("pm", "Phyrexian Marauder", counters={"+1/+1": 2}), C("f1", "Forest"), C("f2", "Forest")],
      checks=[({"pm": "B"}, "legal")],
      count=2),
    S("port-razer-goad", "Port Razer in the second combat, goaded; 508.1c (a player it already attacked), "
                         "701.15b ruling (the goader when no other player)",
      "second combat: Port Razer attacked B already and is goaded by C: it must attack C",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("pr", "Port Razer", attacked_this_turn=["B"])],
      goads=[("pr", "C")],
      checks=[({"pr": "C"}, "legal"), ({"pr": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("range-goad-out", "range of influence 1; goad by a player out of range (designations read as given), 801.3",
      "range 1, 5 players: the bear goaded by C attacks B or E (both other than C)",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("bear", "Grizzly Bears")],
      goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "E"}, "legal"), ({}, "illegal")],
      count=2),
    # --- round 2, third batch: layers 7b-7c under a restriction, copies of taxes, keyword counters, Auras naming
    # "you", attack left (803.1a), mana that can't pay (106.6) or counts artifacts ---
    S("humility-counter-reverence", "Humility + Reverence; 613.4b-c (base 1/1, then counters), 508.1c",
      "Humility: Juggernaut is a 1/1 with a +1/+1 counter, so 2/2: Reverence stops it; no requirement is left",
      perms=[C("jug", "Juggernaut", counters={"+1/+1": 1}), C("hu", "Humility", "B"), C("rev", "Reverence", "B")],
      checks=[({}, "legal"), ({"jug": "B"}, "illegal")],
      count=1),
    S("humility-counters-reverence", "Humility + Reverence; 613.4b-c",
      "... with two counters it is 3/3: it may attack, and need not",
      perms=[C("jug", "Juggernaut", counters={"+1/+1": 2}), C("hu", "Humility", "B"), C("rev", "Reverence", "B")],
      checks=[({}, "legal"), ({"jug": "B"}, "legal")],
      count=2),
    S("copy-enchantment-prison", "Ghostly Prison + Copy Enchantment copying it; 707.2, 601.2f (two taxes add up)",
      "B's Ghostly Prison and its copy: {4} a creature, three Forests are short",
      perms=[C("bear", "Grizzly Bears"), C("gp", "Ghostly Prison", "B"), C("ce", "Copy Enchantment", "B", copy_of="gp"),
             C("f1", "Forest"), C("f2", "Forest"), C("f3", "Forest")],
      checks=[({}, "legal"), ({"bear": "B"}, "illegal")],
      count=1),
    S("copy-enchantment-prison-4", "Ghostly Prison + Copy Enchantment; 601.2f",
      "... four Forests pay {4}",
      perms=[C("bear", "Grizzly Bears"), C("gp", "Ghostly Prison", "B"), C("ce", "Copy Enchantment", "B", copy_of="gp"),
             C("f1", "Forest"), C("f2", "Forest"), C("f3", "Forest"), C("f4", "Forest")],
      checks=[({"bear": "B"}, "legal")],
      count=2),
    S("haste-counter-elves", "a haste counter on a sick Llanowar Elves; 122.1b, 302.6",
      "the sick Elves with a haste counter taps for the bear's tax",
      perms=[C("elf", "Llanowar Elves", sick=True, counters={"haste": 1}), C("bear", "Grizzly Bears"), C("f1", "Forest"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal"), ({"elf": "B"}, "illegal")],
      count=2),
    S("vigilance-counter-elves", "a vigilance counter on Llanowar Elves; 122.1b, 508.1f",
      "the attacking Elves with a vigilance counter is untapped and pays its own tax with a Forest",
      perms=[C("elf", "Llanowar Elves", counters={"vigilance": 1}), C("f1", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({"elf": "B"}, "legal"), ({}, "legal")],
      count=2),
    S("sunforger-bridge", "Sunforger + Ensnaring Bridge; 613.4c (+4/+0), 508.1c",
      "Sunforger makes the Hawk a 5/1: B's Ensnaring Bridge (3 cards in hand) stops it",
      players=["A", {"id": "B", "hand": 3}],
      perms=[C("hawk", "Suntail Hawk"), C("sf", "Sunforger", attached_to="hawk"), C("eb", "Ensnaring Bridge", "B")],
      checks=[({"hawk": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("spectral-grasp", "Spectral Grasp (B's, on A's Juggernaut); 508.1c ('you' is the Aura's controller, and their "
                        "planeswalkers), 508.1d",
      "Spectral Grasp: Juggernaut can't attack B or B's Jace, so it must attack C",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("sg", "Spectral Grasp", "B", attached_to="jug"), C("jace", "Jace Beleren", "B")],
      checks=[({"jug": "C"}, "legal"), ({"jug": "jace"}, "illegal"), ({"jug": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("orgg", "Orgg; 508.1c per defending player ('an untapped creature with power 3 or greater')",
      "Orgg can't attack B (an untapped Hill Giant) but may attack C (a tapped one)",
      players=["A", "B", "C"],
      perms=[C("orgg", "Orgg"), C("bg", "Hill Giant", "B"), C("cg", "Hill Giant", "C", tapped=True)],
      checks=[({"orgg": "B"}, "illegal"), ({"orgg": "C"}, "legal")],
      count=2),
    S("attack-left-battle", "attack left option; 803.1a (the opponent to the left, their planeswalkers, the battles "
                            "they protect)",
      "attack left, 4 players: A may attack B, B's Jace and the Siege B protects (C controls it), not C's Jace",
      players=["A", "B", "C", "D"], turn={"attack_mode": "left"},
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", "C", protector="B"), C("jc", "Jace Beleren", "C"),
             C("jb", "Jace Beleren", "B")],
      checks=[({"jug": "bt"}, "legal"), ({"jug": "jb"}, "legal"), ({"jug": "jc"}, "illegal"), ({"jug": "C"}, "illegal"),
              ({}, "illegal")],
      count=3),
    S("goad-left", "attack left option + goad; 803.1a, 701.15b ruling (the goader when no other player)",
      "attack left, 4 players, goaded by B: B is the only player A may attack, so the bear must attack B",
      players=["A", "B", "C", "D"], turn={"attack_mode": "left"},
      perms=[C("bear", "Grizzly Bears")],
      goads=[("bear", "B")],
      checks=[({}, "illegal"), ({"bear": "B"}, "legal")],
      count=1),
    S("barrier-siren", "Mystic Barrier (left) + Alluring Siren's 'attacks you if able'; 508.1c over 508.1d",
      "C's Siren asks the bear to attack C, but Mystic Barrier allows only B: no requirement can be obeyed",
      players=["A", "B", "C", "D"],
      perms=[C("bear", "Grizzly Bears"), C("as", "Alluring Siren", "C"),
             C("mb", "Mystic Barrier", "C", unread_text="written",
               abilities=[{"kind": "attack_direction", "direction": "left"}])],
      effects=[{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "you", "source": "as",
                "controller": "C"}],
      checks=[({}, "legal"), ({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal")],
      count=2),
    S("trove-goad-3p", "Trove of Temptation + goad; 508.1d (each instance counted)",
      "B's Trove and a bear goaded by B: the bear attacks C, Juggernaut attacks B (four instances)",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("jug", "Juggernaut"), C("tt", "Trove of Temptation", "B")],
      goads=[("bear", "B")],
      checks=[({"bear": "C", "jug": "B"}, "legal"), ({"bear": "C", "jug": "C"}, "illegal"),
              ({"bear": "B", "jug": "B"}, "illegal")],
      count=1, propose={"bear": "C", "jug": "B"}),
    S("crawlspace-three-juggernauts", "Crawlspace + three Juggernauts; 508.1c (per defender cap), 508.1d",
      "Crawlspace on B: no more than two of the three Juggernauts attack B; all three must attack",
      players=["A", "B", "C"],
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("j3", "Juggernaut"), C("cs", "Crawlspace", "B")],
      checks=[({"j1": "B", "j2": "B", "j3": "B"}, "illegal"), ({"j1": "B", "j2": "B", "j3": "C"}, "legal"),
              ({"j1": "B", "j2": "B"}, "illegal")],
      count=7),
    S("gideon-cap", "Gideon Jura's +2 + a cap of one on Gideon; 508.1d (instances, not creatures)",
      "Gideon's +2 and at most one attacker on Gideon: Juggernaut or the bear attacks Gideon (two instances)",
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("gj", "Gideon Jura", "B")],
      effects=[{"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": "gj", "source": "gj",
                "controller": "B"},
               {"kind": "max_attackers_against", "target": "gj", "count": 1, "controller": "B"}],
      checks=[({"jug": "gj"}, "legal"), ({"jug": "gj", "bear": "B"}, "legal"), ({"jug": "B", "bear": "gj"}, "legal"),
              ({"jug": "gj", "bear": "gj"}, "illegal"), ({"jug": "B"}, "illegal")],
      count=3),
    S("teferis-moat-colorless", "Teferi's Moat; 508.1c (a colorless creature is of no chosen color)",
      "B's Teferi's Moat, its color not given: colorless Juggernaut is untouched and must attack",
      perms=[C("jug", "Juggernaut"), C("tm", "Teferi's Moat", "B")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")],
      count=1),
    S("ziggurat", "Ancient Ziggurat + Propaganda; 106.6 (mana spent only on creature spells can't pay)",
      "Ancient Ziggurat's mana can't pay a tax: one Forest is short of {2}",
      perms=[C("bear", "Grizzly Bears"), C("az", "Ancient Ziggurat"), C("f1", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({}, "legal"), ({"bear": "B"}, "illegal")],
      count=1),
    S("eldrazi-temple", "Eldrazi Temple + Propaganda; 106.6 (its {C}{C} only for Eldrazi; {C} pays)",
      "Eldrazi Temple pays {C} only: with two Forests, three mana, one bear but not two",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("et", "Eldrazi Temple"), C("f1", "Forest"),
             C("f2", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal")],
      count=3),
    S("tolarian-academy", "Tolarian Academy + Propaganda; 106.4 (the attacking Ornithopter is still an artifact)",
      "Tolarian Academy with Sol Ring and Ornithopter makes {U}{U}: with Sol Ring, both attackers' {4}",
      perms=[C("bear", "Grizzly Bears"), C("orn", "Ornithopter"), C("ta", "Tolarian Academy"), C("sol", "Sol Ring"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B", "orn": "B"}, "legal")],
      count=4),
    S("confluence-life-1", "Mana Confluence at 1 life; 119.4 (a player may pay life equal to their life total)",
      "at 1 life, Mana Confluence's 1 life is paid: with a Forest, the bear's {2}",
      players=[{"id": "A", "life": 1}, "B"],
      perms=[C("bear", "Grizzly Bears"), C("mc", "Mana Confluence"), C("f1", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal")],
      count=2),
    # --- round 2, fourth batch: requirements that need another creature's paid attack, stacked requirements under
    # a cap, goad and Trove with battles, a conditional requirement under a tax ---
    S("flunkies-brainwash", "goaded Mogg Flunkies + Brainwash on its only companion; 508.1d (obeying would need a "
                            "cost: M=0), 508.1c",
      "Mogg Flunkies can attack only beside the bear, whose attack costs {3}: nothing is required; paying is allowed",
      perms=[C("fl", "Mogg Flunkies"), C("bear", "Grizzly Bears"), C("bw", "Brainwash", "B", attached_to="bear"),
             C("f1", "Forest"), C("f2", "Forest"), C("f3", "Forest")],
      goads=[("fl", "B")],
      checks=[({}, "legal"), ({"fl": "B", "bear": "B"}, "legal"), ({"bear": "B"}, "legal"), ({"fl": "B"}, "illegal")],
      count=3, propose={}),
    S("three-requirements-arbiter", "Avatar of Slaughter + Warmonger Hellkite + Juggernaut under Silent Arbiter; "
                                    "508.1d (instances counted one by one)",
      "one attacker only: Juggernaut carries three requirements (its own, Avatar's, Hellkite's), the others two",
      perms=[C("jug", "Juggernaut"), C("bear", "Grizzly Bears"), C("hk", "Warmonger Hellkite"),
             C("aos", "Avatar of Slaughter", "B"), C("sa", "Silent Arbiter", "B")],
      checks=[({"jug": "B"}, "legal"), ({"hk": "B"}, "illegal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"jug": "B"}),
    S("ekundu-prop-3p", "Ekundu Cyclops + Propaganda; 508.1d (a requirement the declaration brings into being, "
                        "obeyed at no cost where it can be)",
      "once the bear attacks, Ekundu Cyclops must attack too, and C is free; attacking B would cost",
      players=["A", "B", "C"],
      perms=[C("cyc", "Ekundu Cyclops"), C("bear", "Grizzly Bears"), C("prop", "Propaganda", "B")],
      checks=[({}, "legal"), ({"bear": "C"}, "illegal"), ({"bear": "C", "cyc": "C"}, "legal"),
              ({"bear": "C", "cyc": "B"}, "illegal"), ({"cyc": "C"}, "legal")],
      count=3),
    S("goad-battle-2p", "goad ruling 2023-06-30 (a battle an opponent protects obeys as much as the goader)",
      "goaded by B, 2 players: the bear attacks B or the Siege B protects",
      perms=[C("bear", "Grizzly Bears"), C("bt", "Invasion of Belenon", protector="B")],
      goads=[("bear", "B")],
      checks=[({}, "illegal"), ({"bear": "B"}, "legal"), ({"bear": "bt"}, "legal")],
      count=2),
    S("goad-battle-3p", "goad ruling (a player other than the goader first; a battle is no player)",
      "goaded by B, 3 players: C, not the Siege C protects",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("bt", "Invasion of Belenon", protector="C")],
      goads=[("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "bt"}, "illegal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("trove-battle", "Trove of Temptation; 508.1d ('you or a planeswalker you control': no battle)",
      "B's Trove: attacking the Siege B protects doesn't obey it",
      perms=[C("bear", "Grizzly Bears"), C("bt", "Invasion of Belenon", protector="B"),
             C("tt", "Trove of Temptation", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "bt"}, "illegal"), ({}, "illegal")],
      count=1),
    S("archon-of-absolution-battle", "Archon of Absolution; 508.1h ('you or planeswalkers you control': a battle is "
                                     "free), 508.1d",
      "Archon of Absolution taxes B and B's planeswalkers: Juggernaut must attack the Siege B protects",
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", protector="B"),
             C("aa", "Archon of Absolution", "B")],
      checks=[({"jug": "bt"}, "legal"), ({"jug": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("range-crossroads-out", "range of influence 1; 801.10 (D's Concordant Crossroads can't give A's creatures haste)",
      "range 1, 5 players: D's Crossroads is out of A's range: the sick Juggernaut has no haste and stays home",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut", sick=True), C("cc", "Concordant Crossroads", "D")],
      checks=[({}, "legal"), ({"jug": "B"}, "illegal")],
      count=1),
    S("range-crossroads-in", "range of influence 1; 801.10, 702.10, 508.1d",
      "... E's Crossroads is within range: Juggernaut has haste and must attack B or E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut", sick=True), C("cc", "Concordant Crossroads", "E")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal"), ({"jug": "E"}, "legal"), ({"jug": "C"}, "illegal")],
      count=2),
    S("range-baird-pw", "range of influence 1 + Baird; 801.3, 508.1h, 508.1d",
      "range 1: B's Baird taxes B and B's Jace, E is free: Juggernaut must attack E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("bd", "Baird, Steward of Argive", "B"), C("jace", "Jace Beleren", "B")],
      checks=[({"jug": "E"}, "legal"), ({"jug": "jace"}, "illegal"), ({}, "illegal")],
      count=1),
    S("earthcraft-no-mana-ability", "Earthcraft + Propaganda; 605.1a (an ability that targets is no mana ability), "
                                    "508.1g (only mana abilities during the payment)",
      "Earthcraft's untap targets, so it can't be activated while the tax is paid: one Forest is short",
      perms=[C("bear", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("ec", "Earthcraft"), C("f1", "Forest"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("detain-elves", "detain (Azorius Arrester, resolved) on Llanowar Elves; 701.35a (its activated abilities, "
                      "mana abilities too, can't be activated), 508.1h",
      "B's Arrester detained A's Elves: it can't attack nor tap for mana, so the bear's {2} is short",
      perms=[C("elf", "Llanowar Elves"), C("bear", "Grizzly Bears"), C("f1", "Forest"), C("prop", "Propaganda", "B"),
             C("arr", "Azorius Arrester", "B")],
      effects=[{"kind": "cant_attack", "creatures": ["elf"], "source": "arr", "controller": "B"},
               {"kind": "cant_activate", "permanents": ["elf"], "source": "arr", "controller": "B"}],
      checks=[({"bear": "B"}, "illegal"), ({"elf": "B"}, "illegal"), ({}, "legal")],
      count=1),
    S("goad-twice-by-one", "Baeloth's goad and B's designation on one creature; 701.15d (goaded by a player "
                           "once), 508.1d under Silent Arbiter",
      "the Hawk goaded twice by B carries two requirements, the bear goaded by B and C four: the bear attacks",
      players=["A", "B", "C"],
      perms=[C("hawk", "Suntail Hawk"), C("bear", "Grizzly Bears"), C("bae", "Baeloth Barrityl, Entertainer", "B"),
             C("sa", "Silent Arbiter", "C")],
      goads=[("hawk", "B"), ("bear", "B"), ("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"hawk": "C"}, "illegal"), ({}, "illegal")],
      count=2),
    S("shiny-and-designation", "Shiny Impetus (B) and B's designation on one creature; 701.15d, 508.1d",
      "... the same with B's Shiny Impetus on the Hawk",
      players=["A", "B", "C"],
      perms=[C("hawk", "Suntail Hawk"), C("si", "Shiny Impetus", "B", attached_to="hawk"), C("bear", "Grizzly Bears"),
             C("sa", "Silent Arbiter", "C")],
      goads=[("hawk", "B"), ("bear", "B"), ("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"hawk": "C"}, "illegal")],
      count=2),
]


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_ruling(s: dict) -> None:
    judge(s)


def test_scenario_ids_are_unique() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("sid", ["range-1-out", "two-goaders-prop", "memorial-elves"])
def test_the_command_line_gives_the_same_verdicts(tmp_path: Any, sid: str) -> None:
    """The same scenarios through `attackcheck check/count --json` (exit 0 legal, 1 illegal)."""
    import json
    import subprocess
    import sys

    s = next(s for s in SCENARIOS if s["id"] == sid)
    path = tmp_path / "board.json"
    b = {"version": 1, "players": [p if isinstance(p, dict) else {"id": p} for p in s["players"]],
         "turn": {"active": "A", **s["turn"]}, "permanents": s["perms"], "effects": s["effects"],
         "designations": [{"goad": c, "by": g} for c, g in s["goads"]]}
    path.write_text(json.dumps(b))
    for attacks, expected in s["checks"]:
        p = subprocess.run([sys.executable, "-m", "attackcheck", "check", str(path), json.dumps({"attacks": attacks}),
                            "--json"], capture_output=True, text=True, timeout=120)
        assert json.loads(p.stdout)["status"] == expected and p.returncode == (0 if expected == "legal" else 1), \
            (s["rule"], attacks, p.stdout, p.stderr)
    p = subprocess.run([sys.executable, "-m", "attackcheck", "count", str(path), "--json"],
                       capture_output=True, text=True, timeout=120)
    assert json.loads(p.stdout) == {"status": "exact", "count": s["count"], "unread": []}, (s["rule"], p.stdout)


# --- boards with open questions: answered only where every answer gives the same verdict ---


def test_pramikon_in_two_players_is_decided_whatever_the_direction() -> None:
    """Pramikon, Sky Rampart, its direction not given: with two players the nearest opponent
    either way is B, so Juggernaut must attack B (the question, left or else right, stays
    listed as unread)."""
    b = board_of(S("pr", "", "", perms=[C("jug", "Juggernaut"), C("pr", "Pramikon, Sky Rampart", "B")], checks=[]))
    assert [u["card"] for u in b.unread] == ["Pramikon, Sky Rampart"]
    assert b.check({"attacks": {}}).status == "illegal"
    assert b.check({"attacks": {"jug": "B"}}).status == "legal"
    c = b.count()
    assert c.status == "exact" and c.count == 1


def test_angelic_arbiter_counts_one_either_way() -> None:
    """B's Angelic Arbiter: 'Each opponent who cast a spell this turn can't attack with
    creatures.' Whether A cast a spell is asked: Juggernaut stays home (508.1c) or must
    attack (508.1d); each check is unknown, but either way exactly one declaration is legal."""
    b = board_of(S("aa", "", "", perms=[C("jug", "Juggernaut"), C("aa", "Angelic Arbiter", "B")], checks=[]))
    assert b.check({"attacks": {}}).status == "unknown"
    assert b.check({"attacks": {"jug": "B"}}).status == "unknown"
    c = b.count()
    assert c.status == "exact" and c.count == 1


def test_hall_of_the_bandit_lord_pays_with_life_it_has_119_4() -> None:
    """Hall of the Bandit Lord's '{T}, Pay 3 life: Add {C}': at 2 life it can't be activated
    (119.4), at 3 it can (life may be paid down to 0). Its haste for a creature spell matters
    only to a creature that came under A's control this turn (302.6): none here."""
    def hall(life: int) -> Board:
        return board_of(S("hall", "", "", players=[{"id": "A", "life": life}, "B"],
                          perms=[C("bear", "Grizzly Bears"), C("hall", "Hall of the Bandit Lord"), C("f1", "Forest"),
                                 C("prop", "Propaganda", "B")], checks=[]))

    r = hall(2).check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and not r.unread
    assert "it costs 3 life and A has 2 (119.4)" in r.violations[0].message
    r = hall(3).check({"attacks": {"bear": "B"}})
    assert r.status == "legal" and r.payment is not None
    assert {m["source"] for m in r.payment["mana"]} == {"hall", "f1"}
    assert hall(2).count().count == 1 and hall(3).count().count == 2


# --- 704.5j, 704.5k: two legends with one name, two world permanents, are gone before attackers ---


def _legend_board(perms: list, **kw: Any) -> Board:
    return board_of(S("legend", "", "", perms=[C("bear", "Grizzly Bears", counters={"+1/+1": 1}), C("f1", "Forest")]
                      + perms, checks=[], **kw))


@pytest.mark.parametrize("second", [C("n2", "Nils, Discipline Enforcer", "B"),
                                    C("n2", "Clone", "B", copy_of="n1")], ids=["card", "clone"])
def test_two_legends_with_one_name_and_controller_are_refused_704_5j(second: dict) -> None:
    """704.5j: B keeps one Nils, Discipline Enforcer (a Clone copying it has its name, 707.2);
    the other is put into the graveyard before attackers are declared (704.3). The bear with a
    +1/+1 counter was taxed {2}, one per Nils, and its attack called illegal with one Forest,
    where B's one Nils asks {1}. As with a planeswalker of loyalty 0 (704.5i), such a board is
    refused, naming the permanent."""
    with pytest.raises(InputError, match="704.5j") as info:
        _legend_board([C("n1", "Nils, Discipline Enforcer", "B"), second]).check({"attacks": {"bear": "B"}})
    assert info.value.path == "permanents[3]"


def test_one_legend_each_or_the_legend_rule_turned_off_is_judged_as_before() -> None:
    """Two Nils of two players stay (704.5j is per controller): the bear's tax to B is {1},
    paid by the Forest. Mirror Gallery ("The 'legend rule' doesn't apply") keeps B's two:
    {2}, unpaid; so does Spark Double, whose copy isn't legendary."""
    b = _legend_board([C("n1", "Nils, Discipline Enforcer", "B"), C("n2", "Nils, Discipline Enforcer", "C")],
                      players=["A", "B", "C"])
    assert b.check({"attacks": {"bear": "B"}}).status == "legal" and b.count().count == 3
    b = _legend_board([C("n1", "Nils, Discipline Enforcer", "B"), C("n2", "Nils, Discipline Enforcer", "B"),
                       C("mg", "Mirror Gallery", "B")])
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal" and b.count().count == 1
    # Spark Double's copy "isn't legendary": both of B's stay and tax
    b = _legend_board([C("n1", "Nils, Discipline Enforcer", "B"), C("sd", "Spark Double", "B", copy_of="n1")])
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal" and b.count().count == 1


def test_two_legends_beside_unread_text_are_unread_not_refused() -> None:
    """With card text the reader did not understand (Arboria) whether both are there is unread."""
    r = _legend_board([C("n1", "Nils, Discipline Enforcer", "B"), C("n2", "Nils, Discipline Enforcer", "B"),
                       C("arb", "Arboria", "B")]).check({"attacks": {"bear": "B"}})
    assert r.status == "unknown" and any("704.5j" in u["text"] for u in r.unread)


def test_two_world_permanents_are_refused_704_5k() -> None:
    """704.5k: of B's Koskun Falls and C's Concordant Crossroads only the newest stays: the sick
    Juggernaut either has haste and must attack (Crossroads) or is taxed and can't (Falls);
    both at once is no board. Out of each other's range of influence both stay (801.13)."""
    perms = [C("jug", "Juggernaut", sick=True), C("kf", "Koskun Falls", "B"), C("cc", "Concordant Crossroads", "D")]
    with pytest.raises(InputError, match="704.5k") as info:
        board_of(S("w", "", "", players=["A", "B", "C", "D", "E"], perms=perms, checks=[])).check({"attacks": {}})
    assert info.value.path == "permanents[2]"
    b = board_of(S("w", "", "", players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1}, perms=perms,
                   checks=[]))
    assert b.check({"attacks": {}}).status == "legal" and b.count().count == 1  # D is out of A's range (801.10)
