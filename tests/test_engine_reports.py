"""Situations other engines were reported to judge wrongly at the declare-attackers step, or
that players disputed, each rebuilt as a board and checked against the Comprehensive Rules.

Every scenario names the situation and the rules that decide it; the verdicts (`check`,
and `count` on small boards) were worked out by hand from the rules and the cards' official
rulings before attackcheck was run. A is the active player unless said otherwise; B, C, D
are the other players in seating order.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from attackcheck import Board
from test_rulings_audit import C, board_of, judge_count_and_proposal  # (a scenario here has the fields board_of reads)


def bear(pid: str, controller: str = "A", **kw: Any) -> dict:
    return C(pid, "Grizzly Bears", controller, **kw)


def forest(pid: str, controller: str = "A") -> dict:
    return C(pid, "Forest", controller)


def goblin_token(pid: str, **kw: Any) -> dict:
    return {"id": pid, "name": "Goblin", "controller": "A", "token": True, "types": ["creature"],
            "subtypes": ["Goblin"], "colors": ["R"], "power": 1, "toughness": 1, **kw}


def S(sid: str, rule: str, *, perms: list, checks: list, players: list | None = None,
      turn: dict | None = None, effects: list | None = None, goads: list | None = None,
      count: int | None = None, propose: dict | None = None, unknown: list | None = None) -> dict:
    return {"id": sid, "rule": rule, "perms": perms, "checks": checks, "players": players or ["A", "B"],
            "turn": turn or {}, "effects": effects or [], "goads": goads or [], "count": count,
            "propose": propose, "unknown": unknown or []}


SCENARIOS = [
    # Xantcha (controlled by C, owned by B) goaded by A, on C's turn: it can't attack its owner
    # (508.1c) and its own requirement and goad's first clause are obeyed by attacking A or A's
    # planeswalker (508.1d; goad ruling: "an opposing planeswalker or the player that goaded
    # it"). Staying home obeys none. The restriction is Xantcha's alone: C's bear may attack B.
    S("goaded-xantcha-can-only-reach-its-goader",
      "Xantcha + goad; 508.1c (its owner), 508.1d, 701.15b",
      players=["A", "B", "C"], turn={"active": "C"},
      perms=[C("x", "Xantcha, Sleeper Agent", "C", owner="B"), bear("bear", "C"),
             C("jace", "Jace Beleren", "A")],
      goads=[("x", "A")],
      checks=[({"x": "A"}, "legal"), ({"x": "jace"}, "legal"), ({"x": "B"}, "illegal"), ({}, "illegal"),
              ({"x": "A", "bear": "B"}, "legal"), ({"bear": "B"}, "illegal")],
      count=2 * 4),
    # Second combat after Illusionist's Gambit (cast by C): the creature attacks if able and
    # can't attack C; goaded by B it must attack a player other than B if able, which it can't:
    # attacking B obeys the Gambit's requirement and goad's first clause (508.1d), staying
    # home obeys none.
    S("goad-beside-illusionists-gambit-leaves-only-the-goader",
      "goad + Illusionist's Gambit; 508.1c, 508.1d, 701.15b",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("anz", "Anzrag, the Quake-Mole")],
      goads=[("anz", "B")],
      effects=[{"kind": "attacks_if_able", "creatures": ["anz"], "controller": "C"},
               {"kind": "cant_attack_target", "creatures": ["anz"], "target": "you",
                "include_planeswalkers": True, "controller": "C"}],
      checks=[({"anz": "B"}, "legal"), ({"anz": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # Protection from everything (Teferi's Protection, C's) does not stop attacks (its release
    # notes: creatures can still attack you); C's permanents phased out are as though they
    # didn't exist, so the board has none. Goaded by B, the bear must attack C (701.15b).
    S("goaded-creature-must-attack-a-player-with-protection-from-everything",
      "goad + Teferi's Protection; 702.16 (protection doesn't forbid attacks), 701.15b",
      players=["A", "B", "C"],
      perms=[bear("bear")],
      goads=[("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    # A creature forced to attack (Curse of the Nightly Hunt on A) may attack the Propaganda
    # player and pay (508.1d asks only to reach M, obtained at no cost by attacking C).
    S("forced-attacker-may-pay-to-attack-the-propaganda-player",
      "Curse of the Nightly Hunt + Propaganda 3p; 508.1d, 508.1h",
      players=["A", "B", "C"],
      perms=[bear("bear"), forest("f1"), forest("f2"), C("curse", "Curse of the Nightly Hunt", "C", attached_to="A"),
             C("prop", "Propaganda", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # Propaganda taxes attacks on its controller only (508.1h): attacking C costs nothing.
    S("propaganda-does-not-tax-attacks-on-another-opponent",
      "Propaganda 3p; 508.1h",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), C("prop", "Propaganda", "B")],
      checks=[({"b1": "C", "b2": "C"}, "legal"), ({"b1": "C"}, "legal"), ({"b1": "B"}, "illegal"),
              ({"b1": "C", "b2": "B"}, "illegal")],
      count=4),
    # Thantis makes every creature attack; Koskun Falls taxes attacks on B {2} each. Both bears
    # must attack (M = 2 at no cost, C or D); two Forests pay for one of them at B, not both.
    S("thantis-forced-attackers-may-pay-koskun-falls",
      "Thantis, the Warweaver + Koskun Falls 4p; 508.1d, 508.1h",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), forest("f1"), forest("f2"), C("thantis", "Thantis, the Warweaver", "D"),
             C("falls", "Koskun Falls", "B")],
      checks=[({"b1": "B", "b2": "C"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"), ({"b1": "C"}, "illegal"),
              ({}, "illegal"), ({"b1": "D", "b2": "C"}, "legal")],
      count=3 * 3 - 1),
    # Kardur's trigger (B's) makes A's creatures attack, a player other than B if able; C has
    # Propaganda and A has no mana. Attacking B obeys one of the two requirements at no cost,
    # attacking C would obey two but costs {2}: M = 1, reached only by attacking B (508.1d).
    S("kardur-and-propaganda-tapped-out-attacks-kardurs-controller",
      "Kardur, Doomscourge + Propaganda 3p; 508.1d (a cost is never required), 508.1h",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("k", "Kardur, Doomscourge", "B"), C("prop", "Propaganda", "C")],
      effects=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "source": "k"},
               {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "you",
                "source": "k"}],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    S("kardur-and-propaganda-with-mana-may-pay-to-attack-c",
      "Kardur, Doomscourge + Propaganda 3p; 508.1d (paying may obey more), 508.1h",
      players=["A", "B", "C"],
      perms=[bear("bear"), forest("f1"), forest("f2"), C("k", "Kardur, Doomscourge", "B"),
             C("prop", "Propaganda", "C")],
      effects=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "source": "k"},
               {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "you",
                "source": "k"}],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # Two Mogg Flunkies under Propaganda with no mana: neither can pay, and one alone can't
    # attack (508.1c), so only the empty declaration is legal. With four lands both may attack.
    S("two-mogg-flunkies-under-propaganda-without-mana",
      "Mogg Flunkies x2 + Propaganda; 508.1c, 508.1h",
      perms=[C("m1", "Mogg Flunkies"), C("m2", "Mogg Flunkies"), C("prop", "Propaganda", "B")],
      checks=[({}, "legal"), ({"m1": "B", "m2": "B"}, "illegal"), ({"m1": "B"}, "illegal")],
      count=1, propose={}),
    S("two-mogg-flunkies-under-propaganda-with-four-lands",
      "Mogg Flunkies x2 + Propaganda; 508.1c, 508.1h",
      perms=[C("m1", "Mogg Flunkies"), C("m2", "Mogg Flunkies"), C("prop", "Propaganda", "B"),
             forest("f1"), forest("f2"), forest("f3"), forest("f4")],
      checks=[({}, "legal"), ({"m1": "B", "m2": "B"}, "legal"), ({"m1": "B"}, "illegal")],
      count=2),
    # Fumiko makes each of A's creatures attack; Silent Arbiter lets one attack: any one of
    # them alone obeys the most requirements possible (M = 1, 508.1d), none is preferred.
    S("fumiko-under-silent-arbiter-any-one-attacker",
      "Fumiko the Lowblood + Silent Arbiter; 508.1c, 508.1d",
      perms=[bear("b1"), bear("b2"), bear("b3"), C("fumiko", "Fumiko the Lowblood", "B"),
             C("arb", "Silent Arbiter", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b3": "B"}, "legal"), ({}, "illegal"), ({"b1": "B", "b2": "B"}, "illegal")],
      count=3),
    # Goblin Assault: Mogg Flunkies as A's only creature can't attack alone (508.1c), so it
    # stays home. Beside a Bear (no Goblin) the Flunkies' requirement can be obeyed by both
    # attacking, so staying home (or the Bear alone) obeys fewer than M = 1 and is illegal
    # (508.1d counts over every declaration, not over the Flunkies alone).
    S("goblin-assault-lone-mogg-flunkies-stays-home",
      "Goblin Assault + Mogg Flunkies; 508.1c over 508.1d",
      perms=[C("mf", "Mogg Flunkies"), C("ga", "Goblin Assault", "B")],
      checks=[({}, "legal"), ({"mf": "B"}, "illegal")],
      count=1),
    S("goblin-assault-mogg-flunkies-beside-a-bear-must-attack-with-it",
      "Goblin Assault + Mogg Flunkies + a non-Goblin; 508.1c, 508.1d",
      perms=[C("mf", "Mogg Flunkies"), bear("bear"), C("ga", "Goblin Assault", "B")],
      checks=[({"mf": "B", "bear": "B"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1, propose={"mf": "B", "bear": "B"}),
    S("curse-of-the-nightly-hunt-lone-bonded-horncrest-stays-home",
      "Curse of the Nightly Hunt + Bonded Horncrest; 508.1c over 508.1d",
      perms=[C("hc", "Bonded Horncrest"), C("curse", "Curse of the Nightly Hunt", "B", attached_to="A")],
      checks=[({}, "legal"), ({"hc": "B"}, "illegal")],
      count=1),
    # Warmonger Hellkite: every creature attacks if able; all three attacking is the only
    # declaration obeying M = 3 (508.1d).
    S("warmonger-hellkite-everything-attacks",
      "Warmonger Hellkite; 508.1d",
      perms=[C("wh", "Warmonger Hellkite"), bear("b1"), bear("b2")],
      checks=[({"wh": "B", "b1": "B", "b2": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    # Fumiko and Ghostly Prison both B's, three players, A without mana: every creature must
    # attack, and attacking C obeys all four requirements at no cost.
    S("fumiko-and-ghostly-prison-attack-the-other-opponent",
      "Fumiko the Lowblood + Ghostly Prison 3p; 508.1d, 508.1h",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), bear("b3"), bear("b4"), C("fumiko", "Fumiko the Lowblood", "B"),
             C("gp", "Ghostly Prison", "B")],
      checks=[({"b1": "C", "b2": "C", "b3": "C", "b4": "C"}, "legal"),
              ({"b1": "C", "b2": "C", "b3": "C"}, "illegal"),
              ({"b1": "B", "b2": "C", "b3": "C", "b4": "C"}, "illegal")],
      count=1),
    # Ember Beast can't attack alone (508.1c; 506.5: alone means the only attacker).
    S("ember-beast-attacks-only-beside-another",
      "Ember Beast; 508.1c, 506.5",
      perms=[C("eb", "Ember Beast"), bear("bear")],
      checks=[({"eb": "B"}, "illegal"), ({"eb": "B", "bear": "B"}, "legal"), ({"bear": "B"}, "legal")],
      count=3),
    # Sightless Brawler: the creature can't attack alone, nor can the creature a bestowed one
    # enchants; the bestowed Brawler is an Aura, no creature (702.103b).
    S("sightless-brawler-as-creature-and-bestowed",
      "Sightless Brawler (bestow); 508.1c, 702.103b",
      perms=[C("sb", "Sightless Brawler"), C("sbx", "Sightless Brawler", attached_to="b1"), bear("b1"), bear("b2")],
      checks=[({"sb": "B"}, "illegal"), ({"sb": "B", "b2": "B"}, "legal"), ({"b1": "B"}, "illegal"),
              ({"b1": "B", "b2": "B"}, "legal"), ({"b2": "B"}, "legal"),
              ({"sb": "B", "b1": "B", "b2": "B"}, "legal")],
      count=8 - 2),
    # Mirri, Weatherlight Duelist (B's): while tapped, no more than one creature attacks B;
    # attacks on C are not limited. Untapped it limits nothing.
    S("mirri-tapped-caps-attacks-on-its-controller-only",
      "Mirri, Weatherlight Duelist 3p; 508.1c",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), bear("b3"), C("mirri", "Mirri, Weatherlight Duelist", "B", tapped=True)],
      checks=[({"b1": "B", "b2": "C", "b3": "C"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal")],
      count=27 - 6 - 1),
    S("mirri-untapped-caps-nothing",
      "Mirri, Weatherlight Duelist 3p; 508.1c",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), bear("b3"), C("mirri", "Mirri, Weatherlight Duelist", "B")],
      checks=[({"b1": "B", "b2": "B", "b3": "B"}, "legal")],
      count=27),
    # Avatar of Slaughter and Windborn Muse (both C's): the bear must attack; B and C's
    # planeswalker are free (the Muse taxes only "you"), C costs {2}, which two Forests pay.
    S("avatar-of-slaughter-forced-attacker-may-pay-windborn-muse",
      "Avatar of Slaughter + Windborn Muse 3p; 508.1d, 508.1h",
      players=["A", "B", "C"],
      perms=[bear("bear"), forest("f1"), forest("f2"), C("avatar", "Avatar of Slaughter", "C"),
             C("muse", "Windborn Muse", "C"), C("jace", "Jace Beleren", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({}, "illegal")],
      count=3),
    # Onakke Oathkeeper taxes attacks on its controller's planeswalkers, not on the player.
    # Juggernaut must attack; with one Plains, {1} is paid once.
    S("onakke-oathkeeper-taxes-only-planeswalkers",
      "Onakke Oathkeeper; 508.1h, 508.1d",
      perms=[C("jug", "Juggernaut"), bear("bear"), C("pl", "Plains"), C("onakke", "Onakke Oathkeeper", "B"),
             C("jace", "Jace Beleren", "B")],
      checks=[({"jug": "B", "bear": "B"}, "legal"), ({"jug": "jace"}, "legal"),
              ({"jug": "jace", "bear": "jace"}, "illegal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=3 + 2),
    # Three creatures goaded by B in four players: each must attack C or D (701.15b); an AI
    # that kept some home broke 508.1d.
    S("every-goaded-creature-attacks-without-taxes",
      "goad x3 4p; 701.15b, 508.1d",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), C("drake", "Serra Angel")],
      goads=[("b1", "B"), ("b2", "B"), ("drake", "B")],
      checks=[({"b1": "C", "b2": "D", "drake": "C"}, "legal"), ({"b1": "C", "b2": "D"}, "illegal"),
              ({"b1": "C", "b2": "D", "drake": "B"}, "illegal")],
      count=8),
    # Hexproof (Privileged Position) protects from targeting only; attacking a planeswalker
    # targets nothing (508.1b), so Sorin may be attacked.
    S("hexproof-planeswalker-can-be-attacked",
      "Privileged Position + planeswalker; 702.11b, 508.1b",
      perms=[bear("bear"), C("pp", "Privileged Position", "B"), C("sorin", "Sorin, Solemn Visitor", "B")],
      checks=[({"bear": "sorin"}, "legal"), ({"bear": "B"}, "legal")],
      count=3),
    # Goaded by the only opponent: attacking B or either of B's planeswalkers obeys one
    # requirement each (701.15b: no player other than B exists); staying home obeys none.
    S("goaded-by-the-only-opponent-may-attack-player-or-planeswalkers",
      "goad 2p with planeswalkers; 701.15b, 508.1d",
      perms=[bear("bear"), C("jace", "Jace Beleren", "B"), C("sorin", "Sorin, Solemn Visitor", "B")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({"bear": "sorin"}, "legal"), ({}, "illegal")],
      count=3),
    # Goaded by its own controller (readings: in force): a player rather than a planeswalker.
    S("self-goaded-attacks-the-player-not-the-planeswalker",
      "goad by the active player 2p; 701.15b (Martial Impetus ruling), 508.1d",
      perms=[bear("bear"), C("jace", "Jace Beleren", "B")],
      goads=[("bear", "A")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "illegal"), ({}, "illegal")],
      count=1),
    # Bloodthirsty Blade (B's) on A's bear in two players: it must attack, B or B's planeswalker.
    S("bloodthirsty-blade-two-players-player-or-planeswalker",
      "Bloodthirsty Blade 2p; 701.15b, 508.1d",
      perms=[bear("bear"), C("bb", "Bloodthirsty Blade", "B", attached_to="bear"), C("jace", "Jace Beleren", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({}, "illegal")],
      count=2),
    # Storm, Windrider: "creatures with flying can't attack you" protects its controller only;
    # A's own Storm and Serra Angel may attack B, not C who controls the other Storm.
    S("storm-windrider-forbids-flyers-only-against-its-controller",
      "Storm, Windrider 3p; 508.1c",
      players=["A", "B", "C"],
      perms=[C("storm", "Storm, Windrider"), C("angel", "Serra Angel"), C("storm2", "Storm, Windrider", "C")],
      checks=[({"storm": "B"}, "legal"), ({"storm": "C"}, "illegal"), ({"angel": "B", "storm": "B"}, "legal"),
              ({"angel": "C"}, "illegal")],
      count=4),
    # Drowsing Tyrannodon has defender (702.3b) unless A controls a creature with power 4 or
    # more (Craw Wurm, 6/4).
    S("drowsing-tyrannodon-attacks-only-beside-a-big-creature",
      "Drowsing Tyrannodon; 702.3b",
      perms=[C("tyr", "Drowsing Tyrannodon"), bear("bear")],
      checks=[({"tyr": "B"}, "illegal"), ({"bear": "B"}, "legal")],
      count=2),
    S("drowsing-tyrannodon-with-craw-wurm",
      "Drowsing Tyrannodon; 702.3b",
      perms=[C("tyr", "Drowsing Tyrannodon"), bear("bear"), C("wurm", "Craw Wurm")],
      checks=[({"tyr": "B"}, "legal"), ({"tyr": "B", "wurm": "B", "bear": "B"}, "legal")],
      count=8),
    # Legion Warboss's token made this combat has haste and attacks this combat if able; last
    # turn's token carries no requirement any more (the effect said "this combat").
    S("legion-warboss-only-this-combats-token-must-attack",
      "Legion Warboss; 508.1d, 302.6, 702.10",
      perms=[C("boss", "Legion Warboss"), goblin_token("old"), goblin_token("new", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["new"], "keywords": ["haste"], "source": "boss"},
               {"kind": "attacks_if_able", "creatures": ["new"], "source": "boss"}],
      checks=[({"new": "B"}, "legal"), ({"old": "B"}, "illegal"), ({}, "illegal"), ({"new": "B", "old": "B"}, "legal")],
      count=4),
    # Slicer, Hired Muscle: A gained control of B's Slicer this turn (so it is sick, but has
    # haste, 302.6) and B goaded it: in two players it must attack B, the goader (701.15b).
    S("slicer-goaded-by-its-owner-attacks-the-owner",
      "Slicer, Hired Muscle 2p; 701.15b, 302.6",
      perms=[C("slicer", "Slicer, Hired Muscle", owner="B", sick=True), bear("bear")],
      goads=[("slicer", "B")],
      checks=[({"slicer": "B"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal")],
      count=2),
    # One creature attacks one player, planeswalker or battle (508.1b), vigilance or not:
    # Serra Angel has four choices against B and two planeswalkers. Under Sphere of Safety
    # (X = 1 enchantment) each of them costs {1}; one Plains pays for it.
    S("vigilant-creature-attacks-one-defender-under-sphere-of-safety",
      "Serra Angel + Sphere of Safety; 508.1b, 508.1h",
      perms=[C("angel", "Serra Angel"), C("pl", "Plains"), C("sphere", "Sphere of Safety", "B"),
             C("jace", "Jace Beleren", "B"), C("sorin", "Sorin, Solemn Visitor", "B")],
      checks=[({"angel": "jace"}, "legal"), ({"angel": "B"}, "legal"), ({}, "legal")],
      count=4),
    S("sphere-of-safety-without-mana-forbids-every-attack-on-its-controller",
      "Sphere of Safety; 508.1h",
      perms=[C("angel", "Serra Angel"), C("sphere", "Sphere of Safety", "B"), C("jace", "Jace Beleren", "B")],
      checks=[({"angel": "jace"}, "illegal"), ({"angel": "B"}, "illegal"), ({}, "legal")],
      count=1),
    # Range of influence 1 in five players (801): A reaches B and E only; C's Fumiko is out of
    # range and can't affect A's creatures (801.10), nor can C be attacked.
    S("range-of-influence-leaves-out-a-far-fumiko",
      "range of influence 1; 801.2, 801.10",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[bear("bear"), C("fumiko", "Fumiko the Lowblood", "C"), C("jace", "Jace Beleren", "E")],
      checks=[({}, "legal"), ({"bear": "C"}, "illegal"), ({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal")],
      count=4),
    # Weathered Sentinels' "can attack players who attacked you during their last turn" is
    # not read: unknown until written; written out for C (who attacked A), it may attack C only.
    S("weathered-sentinels-written-for-the-player-who-attacked",
      "Weathered Sentinels; 702.3b",
      players=["A", "B", "C"],
      perms=[C("ws", "Weathered Sentinels", unread_text="written",
               abilities=[{"kind": "ignore_defender", "creatures": "self", "defenders": ["C"]}])],
      checks=[({"ws": "C"}, "legal"), ({"ws": "B"}, "illegal")],
      count=2),
    # War Tax activated for X = 3: every attacker costs {3}. Juggernaut need not attack when
    # that can't be paid (508.1d: no cost is required), and it stays untapped at home.
    S("war-tax-juggernaut-without-the-mana-stays-home",
      "War Tax + Juggernaut; 508.1d, 508.1h",
      perms=[C("jug", "Juggernaut"), forest("f1"), forest("f2"), C("wt", "War Tax", "B")],
      effects=[{"kind": "attack_cost", "creatures": {"controller": "any"}, "cost": "{3}", "source": "wt"}],
      checks=[({}, "legal"), ({"jug": "B"}, "illegal")],
      count=1),
    S("war-tax-juggernaut-with-the-mana-may-attack-or-not",
      "War Tax + Juggernaut; 508.1d, 508.1h",
      perms=[C("jug", "Juggernaut"), forest("f1"), forest("f2"), forest("f3"), C("wt", "War Tax", "B")],
      effects=[{"kind": "attack_cost", "creatures": {"controller": "any"}, "cost": "{3}", "source": "wt"}],
      checks=[({}, "legal"), ({"jug": "B"}, "legal")],
      count=2),
    # Curse of the Nightly Hunt (B's, on A) and Sphere of Safety (B's): X counts B's
    # enchantments, the Curse included, so each attacker costs {2}; every attack costs
    # something (planeswalkers too), so M = 0 and any attack four Forests pay is legal:
    # at most two of the three bears.
    S("nightly-hunt-under-sphere-of-safety-pays-for-what-it-can",
      "Curse of the Nightly Hunt + Sphere of Safety; 508.1d (M = 0), 508.1h",
      perms=[bear("b1"), bear("b2"), bear("b3"), forest("f1"), forest("f2"), forest("f3"), forest("f4"),
             C("curse", "Curse of the Nightly Hunt", "B", attached_to="A"), C("sphere", "Sphere of Safety", "B")],
      checks=[({}, "legal"), ({"b1": "B", "b2": "B"}, "legal"), ({"b1": "B", "b2": "B", "b3": "B"}, "illegal")],
      count=1 + 3 + 3),
    # Alluring Siren (B's) targeted A's bear: "attacks you" is obeyed by attacking B only,
    # not B's planeswalker (a planeswalker is not its controller, 506.2; 508.1d).
    S("alluring-siren-is-not-obeyed-by-attacking-the-sirens-planeswalker",
      "Alluring Siren + planeswalker; 508.1d",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("sir", "Alluring Siren", "B"), C("jace", "Jace Beleren", "B")],
      effects=[{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "you", "source": "sir"}],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "illegal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # Goaded by B and C in four players; D has Ghostly Prison. Attacking B or C obeys three
    # instances at no cost, attacking D obeys four and costs {2} (701.15b-c, 508.1d): with
    # two Forests all three are legal, without them D is not.
    S("goaded-by-two-players-may-pay-to-attack-the-third",
      "goad by two + Ghostly Prison 4p; 701.15b-c, 508.1d, 508.1h",
      players=["A", "B", "C", "D"],
      perms=[bear("bear"), forest("f1"), forest("f2"), C("gp", "Ghostly Prison", "D")],
      goads=[("bear", "B"), ("bear", "C")],
      checks=[({"bear": "D"}, "legal"), ({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=3),
    S("goaded-by-two-players-without-mana-avoids-the-tax",
      "goad by two + Ghostly Prison 4p; 508.1d, 508.1h",
      players=["A", "B", "C", "D"],
      perms=[bear("bear"), C("gp", "Ghostly Prison", "D")],
      goads=[("bear", "B"), ("bear", "C")],
      checks=[({"bear": "D"}, "illegal"), ({"bear": "B"}, "legal"), ({}, "illegal")],
      count=2),
    # Haktos attacks each combat if able, Archon of Absolution (B's) taxes every attack on B
    # and B's planeswalkers {1}: in two players nothing is free, so Haktos may stay home or
    # attack and pay (508.1d).
    S("haktos-under-archon-of-absolution-may-decline-to-pay",
      "Haktos the Unscarred + Archon of Absolution; 508.1d, 508.1h",
      perms=[C("h", "Haktos the Unscarred"), C("pl", "Plains"), C("archon", "Archon of Absolution", "B")],
      checks=[({}, "legal"), ({"h": "B"}, "legal")],
      count=2),
    # A creature never attacks its own controller or that player's planeswalker (506.2, 508.1b).
    S("nobody-attacks-themselves",
      "506.2, 508.1b",
      perms=[bear("bear"), C("jace", "Jace Beleren")],
      checks=[({"bear": "A"}, "illegal"), ({"bear": "jace"}, "illegal"), ({"bear": "B"}, "legal")],
      count=2),
    # Three bears goaded by B (4p), Crawlspace on C (two attack C at most), Propaganda on D,
    # two Forests (one attack on D). C or D obey two instances each, B one (701.15b): M = 5
    # at no cost (two at C, one at B); one paid attack on D may replace either.
    # Legal: two C and one D (6), two C and one B (5), one each of B, C, D (5): 3 + 3 + 6.
    S("goad-under-crawlspace-and-propaganda-maximum",
      "goad + Crawlspace + Propaganda 4p; 508.1c, 508.1d, 508.1h",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), bear("b3"), forest("f1"), forest("f2"), C("cs", "Crawlspace", "C"),
             C("prop", "Propaganda", "D")],
      goads=[("b1", "B"), ("b2", "B"), ("b3", "B")],
      checks=[({"b1": "C", "b2": "C", "b3": "D"}, "legal"), ({"b1": "C", "b2": "C", "b3": "B"}, "legal"),
              ({"b1": "B", "b2": "C", "b3": "D"}, "legal"), ({"b1": "C", "b2": "C"}, "illegal"),
              ({"b1": "C", "b2": "D", "b3": "D"}, "illegal"), ({"b1": "C", "b2": "C", "b3": "C"}, "illegal"),
              ({"b1": "B", "b2": "B", "b3": "B"}, "illegal")],
      count=3 + 3 + 6),
    # Goaded Llanowar Elves (by B, 3p), Propaganda on C, one Forest: attacking taps the Elves
    # (508.1f) before the {2} is paid, so attacking C can't be paid; B is free and required.
    # With vigilance (Brave the Sands) the Elves pay for themselves and may attack C.
    S("goaded-mana-elf-can-not-pay-its-own-tax",
      "goad + Llanowar Elves + Propaganda 3p; 508.1f, 508.1h, 508.1d",
      players=["A", "B", "C"],
      perms=[C("elf", "Llanowar Elves"), forest("f1"), C("prop", "Propaganda", "C")],
      goads=[("elf", "B")],
      checks=[({"elf": "B"}, "legal"), ({"elf": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    S("goaded-vigilant-mana-elf-pays-its-own-tax",
      "goad + Llanowar Elves + Brave the Sands + Propaganda 3p; 702.20b, 508.1f, 508.1d",
      players=["A", "B", "C"],
      perms=[C("elf", "Llanowar Elves"), forest("f1"), C("prop", "Propaganda", "C"), C("bts", "Brave the Sands")],
      goads=[("elf", "B")],
      checks=[({"elf": "B"}, "legal"), ({"elf": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # A's own Siege, protected by B, may be attacked by A (310.8b: by players other than its
    # protector); a battle is not a player, so goaded by B the bear obeys one instance either way.
    S("attacking-your-own-siege",
      "Siege controlled by A, protected by B; 310.8, 701.15b",
      perms=[bear("bear"), C("siege", "Invasion of Belenon", protector="B")],
      goads=[("bear", "B")],
      checks=[({"bear": "siege"}, "legal"), ({"bear": "B"}, "legal"), ({}, "illegal")],
      count=2),
    # Port Razer in the second combat, having attacked B in the first: it may attack C or
    # C's planeswalker, not B again; a planeswalker is no player it attacked.
    S("port-razer-second-combat-attacks-a-new-player",
      "Port Razer, second combat 3p; 508.1c",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("pr", "Port Razer", attacked_this_turn=["B"]), C("jace", "Jace Beleren", "B")],
      checks=[({"pr": "B"}, "illegal"), ({"pr": "C"}, "legal"), ({"pr": "jace"}, "legal")],
      count=3),
    S("port-razer-second-combat-without-history-is-unknown",
      "Port Razer, second combat 3p; 508.1c (whom it attacked is not on the board)",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("pr", "Port Razer")],
      checks=[], unknown=[{"pr": "B"}]),
    # Two creatures goaded by different players (4p): each must attack a player other than
    # its goader, so no single shared defender works for both; B or C alone obeys fewer.
    S("creatures-goaded-by-different-players-attack-different-defenders",
      "goad by B on one, by C on the other 4p; 701.15b, 508.1d",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2")],
      goads=[("b1", "B"), ("b2", "C")],
      checks=[({"b1": "C", "b2": "B"}, "legal"), ({"b1": "D", "b2": "D"}, "legal"), ({"b1": "C", "b2": "C"}, "illegal"),
              ({"b1": "B", "b2": "B"}, "illegal"), ({"b1": "C"}, "illegal")],
      count=4),
    # Public Enemy (B's) on A's bear: "all creatures attack enchanted creature's controller"
    # asks A's creatures to attack A, which no creature can (506.2): no requirement for A's
    # creatures on A's turn; on B's turn B's creatures must attack A.
    S("public-enemy-does-not-force-the-enchanted-creatures-controller",
      "Public Enemy; 508.1d, 506.2",
      perms=[bear("b1"), bear("b2"), C("pe", "Public Enemy", "B", attached_to="b1")],
      checks=[({}, "legal"), ({"b1": "B"}, "legal")],
      count=4),
    S("public-enemy-forces-the-other-players-creatures",
      "Public Enemy, B's turn; 508.1d",
      turn={"active": "B"},
      perms=[bear("b1"), bear("bb", "B"), C("pe", "Public Enemy", "B", attached_to="b1")],
      checks=[({"bb": "A"}, "legal"), ({}, "illegal")],
      count=1),
    # Basandra made Noble Hierarch attack this turn if able; Propaganda (B's) taxes it {2} and
    # attacking taps it (508.1f), so with one Forest it can't pay: the requirement can't be
    # obeyed at no cost, M = 0 (508.1d), and the Hierarch may instead stay home and pay for
    # the bear.
    S("forced-mana-creature-under-propaganda-may-stay-home-and-pay-for-another",
      "Basandra + Noble Hierarch + Propaganda; 508.1d, 508.1f, 508.1h",
      perms=[C("nh", "Noble Hierarch"), bear("bear"), forest("f1"), C("bas", "Basandra, Battle Seraph", "B"),
             C("prop", "Propaganda", "B")],
      effects=[{"kind": "attacks_if_able", "creatures": ["nh"], "source": "bas"}],
      checks=[({}, "legal"), ({"bear": "B"}, "legal"), ({"nh": "B"}, "illegal"), ({"nh": "B", "bear": "B"}, "illegal")],
      count=2),
    # Magus of the Moat: creatures without flying can't attack. Pulmonic Sliver gives every
    # Sliver flying, whoever controls it (613 layer 6), so A's Slivers may attack, the bear not.
    S("magus-of-the-moat-slivers-given-flying-attack",
      "Magus of the Moat + Pulmonic Sliver; 508.1c, 613 layer 6",
      perms=[C("ps", "Pulmonic Sliver"), C("ms", "Muscle Sliver"), bear("bear"), C("magus", "Magus of the Moat", "B")],
      checks=[({"ps": "B", "ms": "B"}, "legal"), ({"bear": "B"}, "illegal")],
      count=4),
    S("magus-of-the-moat-an-opponents-pulmonic-sliver-also-gives-flying",
      "Magus of the Moat + Pulmonic Sliver (B's); 508.1c, 613 layer 6",
      perms=[C("ps", "Pulmonic Sliver", "B"), C("ms", "Muscle Sliver"), C("magus", "Magus of the Moat", "B")],
      checks=[({"ms": "B"}, "legal")],
      count=2),
    # The goader is the only player the creature may attack (attack left, 803.1a: only B and
    # B's planeswalkers): it attacks B or B's planeswalker, each obeying one instance (701.15b).
    S("goaded-by-the-only-attackable-player-under-attack-left",
      "goad + attack left 4p; 803.1a, 701.15b, 508.1d",
      players=["A", "B", "C", "D"], turn={"attack_mode": "left"},
      perms=[bear("bear"), C("jace", "Jace Beleren", "B")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=2),
    # One defending player chosen (506.2a: C): goaded by C, the creature still attacks C.
    S("goaded-by-the-one-defending-player",
      "goad + one chosen defending player 4p; 506.2a, 701.15b, 508.1d",
      players=["A", "B", "C", "D"], turn={"attack_mode": "C"},
      perms=[bear("bear")],
      goads=[("bear", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("weathered-sentinels-unwritten-is-unknown",
      "Weathered Sentinels; 702.3b (text not read)",
      players=["A", "B", "C"],
      perms=[C("ws", "Weathered Sentinels")],
      checks=[], unknown=[{"ws": "C"}]),
]


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_engine_report(s: dict) -> None:
    b = board_of(s)
    if s["unknown"]:
        assert b.unread != []
        for attacks in s["unknown"]:
            assert b.check({"attacks": attacks}).status == "unknown"
        return
    assert b.unread == [], (s["rule"], b.unread)
    for attacks, expected in s["checks"]:
        r = b.check({"attacks": attacks})
        assert r.status == expected, f"{s['rule']}: {attacks} is {r.status}, expected {expected} " \
                                     f"(obeyed {r.obeyed}, maximum {r.maximum}, {[v['message'] for v in r.violations]})"
    judge_count_and_proposal(b, s)


def test_scenario_ids_are_unique() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids))


def _token_board(n: int) -> Board:
    """n Goblin tokens under Goblin Assault, three players, B's Crawlspace (at most two attack B)."""
    return Board({
        "version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
        "permanents": [goblin_token(f"g{i}") for i in range(n)]
        + [C("ga", "Goblin Assault"), C("crawl", "Crawlspace", "B")],
    })


def test_many_goblin_tokens_under_goblin_assault_and_crawlspace() -> None:
    """Every token must attack (508.1d: all can, C being uncapped); at most two at B (508.1c).
    The answers come quickly however many identical tokens there are."""
    n = 200
    b = _token_board(n)
    start = time.monotonic()
    all_c = {f"g{i}": "C" for i in range(n)}
    assert b.check({"attacks": all_c}).status == "legal"
    assert b.check({"attacks": {**all_c, "g0": "B", "g1": "B"}}).status == "legal"
    assert b.check({"attacks": {**all_c, "g0": "B", "g1": "B", "g2": "B"}}).status == "illegal"
    short = dict(all_c)
    del short["g7"]
    r = b.check({"attacks": short})
    assert r.status == "illegal" and r.maximum == n
    assert time.monotonic() - start < 15


def _goaded_token_board(n: int, forests: int) -> Board:
    """Five players; n Soldier tokens of A's goaded by B and by C; Crawlspace on D, Ghostly
    Prison on E; A has some Forests."""
    soldiers = [{"id": f"t{i}", "name": "Soldier", "controller": "A", "token": True, "types": ["creature"],
                 "subtypes": ["Soldier"], "colors": ["W"], "power": 1, "toughness": 1} for i in range(n)]
    return Board({
        "version": 1, "players": [{"id": p} for p in "ABCDE"], "turn": {"active": "A"},
        "permanents": soldiers + [forest(f"f{i}") for i in range(forests)]
        + [C("cs", "Crawlspace", "D"), C("gp", "Ghostly Prison", "E")],
        "designations": [{"goad": f"t{i}", "by": g} for i in range(n) for g in "BC"],
    })


def test_tokens_goaded_by_two_players_under_crawlspace_and_ghostly_prison() -> None:
    """Each token carries four requirement instances (701.15b-c); attacking B or C obeys three,
    D or E four (D capped at two, 508.1c; E at {2} each, 508.1h). M = 2*4 + 3*(n-2) at no cost.
    For five tokens and four Forests, the legal declarations are those with at most two at D,
    at most two at E and 17 instances obeyed or more: 620 (counted by hand over 5^5)."""
    assert _goaded_token_board(5, 4).count().count == 620
    n = 500
    b = _goaded_token_board(n, 10)
    start = time.monotonic()
    base = {f"t{i}": "B" for i in range(n)}
    base.update({"t0": "D", "t1": "D"})
    r = b.check({"attacks": base})
    assert r.status == "legal" and r.maximum == 2 * 4 + 3 * (n - 2)
    paid = {**base, **{f"t{i}": "E" for i in range(2, 7)}}
    assert b.check({"attacks": paid}).status == "legal"
    assert b.check({"attacks": {**paid, "t7": "E"}}).status == "illegal"
    assert b.check({"attacks": {**base, "t2": "D"}}).status == "illegal"
    home = dict(base)
    del home["t9"]
    assert b.check({"attacks": home}).status == "illegal"
    assert b.propose().status == "legal"
    assert time.monotonic() - start < 15


def test_few_goblin_tokens_count_exactly() -> None:
    """With 6 tokens: all attack, none, one or two of them at B: 1 + 6 + 15 declarations."""
    assert _token_board(6).count().count == 1 + 6 + 15
