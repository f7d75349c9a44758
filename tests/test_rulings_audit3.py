"""Round 3 of the rulings audit: real cards read from their Oracle text (`card: NAME`) where
round 1 and 2 (tests/test_rulings_audit.py, tests/test_rulings_audit2.py) had none, and
combinations they leave out: goad beside taxes, caps and "attack that player" requirements,
restrictions that read counters, power or the cards in hand, "can't attack you" where a
planeswalker or a battle is still free, control changes with haste, Viashino Bey's
requirement that exists only if it attacks, range of influence, the attack direction, a
second combat phase.

The format is round 1's: each scenario names its cards and the rule or ruling deciding it,
and asserts `check` verdicts and the exact `count`. A is the active player; B, C, D (and E)
are opponents in seating order (the next one sits to the left, 803). The verdicts were
worked out by hand from the rules and rulings before the engine was run. The last tests
check, on boards mixing several of these, that `count` is the number of declarations
`check` calls legal and that every proposal is one of them.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from attackcheck import Board
from test_rulings_audit import C, S, judge, judge_count_and_proposal


def T(pid: str, name: str, power: int = 1, toughness: int = 1, **kw: Any) -> dict:
    """A creature token of A's, written out (a token has no card)."""
    return {"id": pid, "name": name, "controller": "A", "token": True, "types": ["creature"], "subtypes": [name],
            "power": power, "toughness": toughness, **kw}


def SIEGE(pid: str, controller: str, protector: str) -> dict:
    return C(pid, "Invasion of Gobakhan", controller, protector=protector)


HASTE_STOLEN = {"kind": "grant_keywords", "creatures": ["bb", "cb"], "keywords": ["haste"], "controller": "A"}
ATTACK_OWNER = {"kind": "attacks_target_if_able", "creatures": ["bb", "cb"], "target": "owner", "controller": "A"}
TAUNT_BY_B = {"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": "B", "controller": "B"}

SCENARIOS = [
    # --- restrictions that read counters, power, hand size or other permanents (508.1c) ---
    S("kulrath-cancelled-counters", "Kulrath Knight; 704.5q (a +1/+1 and a -1/-1 counter cancel before attackers "
                                    "are declared)",
      "a bear whose two counters cancelled has no counter: Kulrath Knight doesn't stop it",
      perms=[C("bear", "Grizzly Bears", counters={"+1/+1": 1, "-1/-1": 1}), C("kk", "Kulrath Knight", "B")],
      checks=[({"bear": "B"}, "legal"), ({}, "legal")], count=2),
    S("kulrath-keyword-counter", "Kulrath Knight; 122.1b (a haste counter is a counter)",
      "a bear with a haste counter has a counter on it: it can't attack",
      perms=[C("bear", "Grizzly Bears", counters={"haste": 1}), C("kk", "Kulrath Knight", "B")],
      checks=[({"bear": "B"}, "illegal"), ({}, "legal")], count=1),
    S("kulrath-own", "Kulrath Knight ('creatures your opponents control')",
      "the Knight's controller's creatures with counters attack freely, the Knight too",
      perms=[C("bear", "Grizzly Bears", counters={"+1/+1": 1}), C("kk", "Kulrath Knight")],
      checks=[({"bear": "B", "kk": "B"}, "legal")], count=4),
    S("gwafa-bribery", "Gwafa Hazid, Profiteer; 508.1c over 508.1d",
      "a bear with a bribery counter can't attack; Juggernaut must",
      perms=[C("bear", "Grizzly Bears", counters={"bribery": 1}), C("jug", "Juggernaut"),
             C("gw", "Gwafa Hazid, Profiteer", "B")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "B", "bear": "B"}, "illegal"), ({}, "illegal")], count=1),
    S("hedron-fields", "Hedron Fields of Agadeem; 613.4c (counters count for power)",
      "a bear with five +1/+1 counters has power 7: it can't attack",
      perms=[C("bear", "Grizzly Bears", counters={"+1/+1": 5}), C("hf", "Hedron Fields of Agadeem", "B")],
      checks=[({"bear": "B"}, "illegal")], count=1),
    S("lovestruck-token", "Lovestruck Beast ('unless you control a 1/1 creature'; a sick token counts)",
      "a sick 1/1 token lets Lovestruck Beast attack",
      perms=[C("lb", "Lovestruck Beast"), T("tok", "Human", sick=True)],
      checks=[({"lb": "B"}, "legal")], count=2),
    S("lovestruck-anthem", "Lovestruck Beast + Glorious Anthem (the token is a 2/2)",
      "under Glorious Anthem the token is no 1/1: Lovestruck Beast can't attack",
      perms=[C("lb", "Lovestruck Beast"), T("tok", "Human", sick=True), C("ga", "Glorious Anthem")],
      checks=[({"lb": "B"}, "illegal")], count=1),
    S("lambholt-itself", "Lambholt Pacifist ('a creature with power 4 or greater': itself counts)",
      "a 3/3 Lambholt Pacifist with a +1/+1 counter is a 4/4 and may attack",
      perms=[C("lp", "Lambholt Pacifist", counters={"+1/+1": 1})],
      checks=[({"lp": "B"}, "legal")], count=2),
    S("lambholt-alone", "Lambholt Pacifist",
      "a 3/3 Lambholt Pacifist alone can't attack",
      perms=[C("lp", "Lambholt Pacifist")],
      checks=[({"lp": "B"}, "illegal")], count=1),
    S("glacial-crasher", "Glacial Crasher ('a Mountain on the battlefield': anyone's)",
      "an opponent's Mountain lets Glacial Crasher attack",
      perms=[C("gc", "Glacial Crasher"), C("m", "Mountain", "B")],
      checks=[({"gc": "B"}, "legal")], count=2),
    S("godhunter-enchantment", "Godhunter Octopus (defending player controls an enchantment)",
      "B controls Propaganda: the Octopus may attack B, paying {2}",
      perms=[C("oct", "Godhunter Octopus"), C("f1", "Forest"), C("f2", "Forest"), C("prop", "Propaganda", "B")],
      checks=[({"oct": "B"}, "legal")], count=2),
    S("godhunter-enchanted", "Godhunter Octopus (an enchanted permanent, whoever controls the Aura)",
      "B's bear enchanted by A's Rancor is an enchanted permanent B controls",
      perms=[C("oct", "Godhunter Octopus"), C("bb", "Grizzly Bears", "B"), C("rancor", "Rancor", attached_to="bb")],
      checks=[({"oct": "B"}, "legal")], count=2),
    S("godhunter-none", "Godhunter Octopus",
      "B controls neither an enchantment nor an enchanted permanent",
      perms=[C("oct", "Godhunter Octopus"), C("bb", "Grizzly Bears", "B")],
      checks=[({"oct": "B"}, "illegal")], count=1),
    S("hanweir-front", "Hanweir Watchkeep (front face: defender, 702.3b)",
      "the front face has defender and no requirement",
      perms=[C("hw", "Hanweir Watchkeep")],
      checks=[({}, "legal"), ({"hw": "B"}, "illegal")], count=1),
    S("hanweir-back", "Bane of Hanweir (back face: attacks each combat if able)",
      "the back face must attack",
      perms=[C("hw", "Bane of Hanweir")],
      checks=[({}, "illegal"), ({"hw": "B"}, "legal")], count=1),
    S("pipsqueak-alone", "Pipsqueak, Rebel Strongarm ('can't attack alone unless he has a +1/+1 counter')",
      "without a counter Pipsqueak can't attack alone",
      perms=[C("pq", "Pipsqueak, Rebel Strongarm")],
      checks=[({"pq": "B"}, "illegal")], count=1),
    S("pipsqueak-counter", "Pipsqueak, Rebel Strongarm",
      "with a +1/+1 counter Pipsqueak attacks alone",
      perms=[C("pq", "Pipsqueak, Rebel Strongarm", counters={"+1/+1": 1})],
      checks=[({"pq": "B"}, "legal")], count=2),
    S("lupine-empty-hand", "Lupine Prototype ('unless a player has no cards in hand': A's empty hand decides)",
      "A has no cards in hand: B's hand, not given, doesn't matter",
      players=[{"id": "A", "hand": 0}, "B"], perms=[C("lp", "Lupine Prototype")],
      checks=[({"lp": "B"}, "legal")], count=2),
    S("lupine-full-hands", "Lupine Prototype",
      "every player has a card in hand: Lupine Prototype can't attack",
      players=[{"id": "A", "hand": 1}, {"id": "B", "hand": 2}], perms=[C("lp", "Lupine Prototype")],
      checks=[({"lp": "B"}, "illegal")], count=1),

    # --- "can't attack you": the player only, or planeswalkers too (506.2, 508.1b) ---
    S("sandwurm-goad-3p", "Sandwurm Convergence; 701.15b (goad's second clause is a requirement)",
      "Serra Angel goaded by B can't attack C or C's Jace (flying): it attacks its goader B",
      players=["A", "B", "C"],
      perms=[C("angel", "Serra Angel"), C("sw", "Sandwurm Convergence", "C"), C("jace", "Jace Beleren", "C")],
      goads=[("angel", "B")],
      checks=[({"angel": "B"}, "legal"), ({}, "illegal"), ({"angel": "C"}, "illegal"), ({"angel": "jace"}, "illegal")],
      count=1),
    S("storm-windrider-goad", "Storm, Windrider ('can't attack you', not planeswalkers); 508.1d",
      "Serra Angel goaded by B can't attack B but can attack B's Jace, and must",
      perms=[C("angel", "Serra Angel"), C("st", "Storm, Windrider", "B"), C("jace", "Jace Beleren", "B")],
      goads=[("angel", "B")],
      checks=[({}, "illegal"), ({"angel": "jace"}, "legal"), ({"angel": "B"}, "illegal")], count=1),
    S("chronomantic-escape-pw", "Chronomantic Escape ('creatures can't attack you'); Koskun Falls ruling 2014-02-01",
      "Juggernaut can't attack B but must attack B's Jace",
      perms=[C("jug", "Juggernaut"), C("jace", "Jace Beleren", "B")],
      effects=[{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you", "controller": "B"}],
      checks=[({"jug": "jace"}, "legal"), ({}, "illegal"), ({"jug": "B"}, "illegal")], count=1),
    S("fealty-pw", "Fealty to the Realm (attacks each combat if able and can't attack you: the Aura's controller)",
      "the enchanted bear can't attack B, the Aura's controller, but must attack B's Jace",
      perms=[C("bear", "Grizzly Bears"), C("fe", "Fealty to the Realm", "B", attached_to="bear"),
             C("jace", "Jace Beleren", "B")],
      checks=[({}, "illegal"), ({"bear": "jace"}, "legal"), ({"bear": "B"}, "illegal")], count=1),
    S("fealty-2p", "Fealty to the Realm; 508.1d (a requirement nothing can obey)",
      "with nothing else to attack, the bear stays home",
      perms=[C("bear", "Grizzly Bears"), C("fe", "Fealty to the Realm", "B", attached_to="bear")],
      checks=[({}, "legal"), ({"bear": "B"}, "illegal")], count=1),
    S("gambit-3p", "Illusionist's Gambit (each attacks if able and can't attack you or planeswalkers you control)",
      "the two bears of the additional combat must attack C, neither B nor B's Jace",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("jace", "Jace Beleren", "B")],
      effects=[{"kind": "attacks_if_able", "creatures": ["b1", "b2"], "controller": "B"},
               {"kind": "cant_attack_target", "creatures": ["b1", "b2"], "target": "you",
                "include_planeswalkers": True, "controller": "B"}],
      checks=[({"b1": "C", "b2": "C"}, "legal"), ({"b1": "C"}, "illegal"), ({"b1": "jace", "b2": "C"}, "illegal"),
              ({"b1": "B", "b2": "C"}, "illegal")],
      count=1),
    S("gambit-2p", "Illusionist's Gambit in two players; 508.1d",
      "the bear can attack neither B nor B's Jace: it stays home",
      perms=[C("b1", "Grizzly Bears"), C("jace", "Jace Beleren", "B")], turn={"combat": 2},
      effects=[{"kind": "attacks_if_able", "creatures": ["b1"], "controller": "B"},
               {"kind": "cant_attack_target", "creatures": ["b1"], "target": "you", "include_planeswalkers": True,
                "controller": "B"}],
      checks=[({}, "legal"), ({"b1": "jace"}, "illegal")], count=1),
    S("calligrapher-inkling", "Combat Calligrapher (Inklings can't attack you or planeswalkers you control)",
      "a goaded Inkling token has nothing it may attack: it stays home",
      perms=[T("ink", "Inkling", 2, 1, keywords=["flying"]), C("cc", "Combat Calligrapher", "B"),
             C("jace", "Jace Beleren", "B")],
      goads=[("ink", "B")],
      checks=[({}, "legal"), ({"ink": "jace"}, "illegal")], count=1),
    S("eriette-3p", "Eriette of the Charmed Apple (enchanted by an Aura she controls: B's Curiosity)",
      "Juggernaut, enchanted by B's Aura, can't attack B: it must attack C",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("er", "Eriette of the Charmed Apple", "B"),
             C("cur", "Curiosity", "B", attached_to="jug")],
      checks=[({}, "illegal"), ({"jug": "C"}, "legal"), ({"jug": "B"}, "illegal")], count=1),
    S("ramonda-monarch", "Queen Mother Ramonda, B answered as the monarch",
      "a 2-power bear can't attack the monarch B",
      perms=[C("bear", "Grizzly Bears"), C("qm", "Queen Mother Ramonda", "B")],
      answers=[{"permanent": "qm", "question": "Is it true that you are the monarch?", "holds": True}],
      checks=[({"bear": "B"}, "illegal")], count=1),
    S("ramonda-not-monarch", "Queen Mother Ramonda, B answered as not the monarch",
      "no restriction: the bear may attack",
      perms=[C("bear", "Grizzly Bears"), C("qm", "Queen Mother Ramonda", "B")],
      answers=[{"permanent": "qm", "question": "Is it true that you are the monarch?", "holds": False}],
      checks=[({"bear": "B"}, "legal")], count=2),
    S("alexios-2p", "Alexios, Deimos of Kosmos ('can't attack its owner'); 508.1d",
      "A's Alexios, owned by B, given haste, can't attack B: nothing else, it stays home",
      perms=[C("al", "Alexios, Deimos of Kosmos", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["al"], "keywords": ["haste"], "controller": "A"}],
      checks=[({}, "legal"), ({"al": "B"}, "illegal")], count=1),
    S("alexios-pw", "Alexios, Deimos of Kosmos",
      "its owner's planeswalker is no owner: Alexios must attack B's Jace",
      perms=[C("al", "Alexios, Deimos of Kosmos", owner="B", sick=True), C("jace", "Jace Beleren", "B")],
      effects=[{"kind": "grant_keywords", "creatures": ["al"], "keywords": ["haste"], "controller": "A"}],
      checks=[({}, "illegal"), ({"al": "jace"}, "legal")], count=1),
    S("alexios-3p", "Alexios, Deimos of Kosmos",
      "in three players Alexios must attack C",
      players=["A", "B", "C"], perms=[C("al", "Alexios, Deimos of Kosmos", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["al"], "keywords": ["haste"], "controller": "A"}],
      checks=[({}, "illegal"), ({"al": "C"}, "legal"), ({"al": "B"}, "illegal")], count=1),

    # --- caps against one player (508.1c) with requirements (508.1d) ---
    S("judoon-two-jugs", "Judoon Enforcers ('no more than one creature can attack you'); 508.1d",
      "two Juggernauts: one at most at B, the other at B's Jace",
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("je", "Judoon Enforcers", "B"),
             C("jace", "Jace Beleren", "B")],
      checks=[({"j1": "B", "j2": "B"}, "illegal"), ({"j1": "B", "j2": "jace"}, "legal"), ({"j1": "B"}, "illegal")],
      count=3),
    S("judoon-goaded-by-c", "Judoon Enforcers + goad by C; 701.15b, 508.1d",
      "two bears goaded by C would both attack B; one may: the other attacks C",
      players=["A", "B", "C"],
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("je", "Judoon Enforcers", "B")],
      goads=[("b1", "C"), ("b2", "C")],
      checks=[({"b1": "B", "b2": "C"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"), ({"b1": "C", "b2": "C"}, "illegal")],
      count=2),
    S("mirri-tapped", "Mirri, Weatherlight Duelist, tapped ('no more than one creature can attack you')",
      "one Juggernaut attacks B, the other can't and stays home",
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("mi", "Mirri, Weatherlight Duelist", "B", tapped=True)],
      checks=[({"j1": "B"}, "legal"), ({"j1": "B", "j2": "B"}, "illegal"), ({}, "illegal")], count=2),
    S("mirri-untapped", "Mirri, Weatherlight Duelist, untapped",
      "no cap while Mirri is untapped: both Juggernauts attack",
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("mi", "Mirri, Weatherlight Duelist", "B")],
      checks=[({"j1": "B", "j2": "B"}, "legal"), ({"j1": "B"}, "illegal")], count=1),
    S("conscripts-caverns-goad", "Orcish Conscripts + Caverns of Despair; 508.1c before 508.1d",
      "goaded Conscripts need two others beside them, three attackers in all, over the cap of two",
      perms=[C("oc", "Orcish Conscripts"), C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"),
             C("cav", "Caverns of Despair", "B")],
      goads=[("oc", "B")],
      checks=[({}, "legal"), ({"oc": "B", "b1": "B", "b2": "B"}, "illegal")], count=4),

    # --- taxes: only where they apply, never required (508.1d, 508.1h) ---
    S("onakke-pw-only", "Onakke Oathkeeper (a tax on attacks on planeswalkers only)",
      "Juggernaut must attack, B is free; attacking Jace pays {1}",
      perms=[C("jug", "Juggernaut"), C("oo", "Onakke Oathkeeper", "B"), C("jace", "Jace Beleren", "B"), C("f1", "Forest")],
      checks=[({}, "illegal"), ({"jug": "jace"}, "legal"), ({"jug": "B"}, "legal")], count=2),
    S("onakke-no-mana", "Onakke Oathkeeper",
      "no mana: Juggernaut attacks B",
      perms=[C("jug", "Juggernaut"), C("oo", "Onakke Oathkeeper", "B"), C("jace", "Jace Beleren", "B")],
      checks=[({"jug": "jace"}, "illegal"), ({"jug": "B"}, "legal")], count=1),
    S("own-propaganda", "Propaganda ('attack you': its controller, here the attacking player)",
      "A's own Propaganda taxes nothing A does",
      perms=[C("jug", "Juggernaut"), C("prop", "Propaganda")],
      checks=[({"jug": "B"}, "legal"), ({}, "illegal")], count=1),
    S("annex-archangel", "Norn's Annex + Archangel of Tithes; 508.1h (added up), 119.4",
      "each attacker costs {W/P}{1}: one Forest pays one {1}, life the {W/P}; two attackers lack a {1}",
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("f", "Forest"), C("an", "Norn's Annex", "B"),
             C("aot", "Archangel of Tithes", "B")],
      checks=[({"b1": "B"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal")], count=3),
    S("sphere-aura-on-attacker", "Sphere of Safety (X counts B's Aura on A's Juggernaut)",
      "B controls two enchantments: attacking B costs {2}, one Forest is short",
      perms=[C("jug", "Juggernaut"), C("f1", "Forest"), C("sos", "Sphere of Safety", "B"),
             C("cur", "Curiosity", "B", attached_to="jug")],
      checks=[({"jug": "B"}, "illegal"), ({}, "legal")], count=1),
    S("sphere-aura-on-attacker-paid", "Sphere of Safety; 508.1d (a cost is never required)",
      "two Forests pay {2}; staying home is legal too",
      perms=[C("jug", "Juggernaut"), C("f1", "Forest"), C("f2", "Forest"), C("sos", "Sphere of Safety", "B"),
             C("cur", "Curiosity", "B", attached_to="jug")],
      checks=[({"jug": "B"}, "legal"), ({}, "legal")], count=2),
    S("nils-cancelled-counters", "Nils, Discipline Enforcer; 704.5q",
      "Juggernaut's counters cancelled: no tax, it must attack",
      perms=[C("jug", "Juggernaut", counters={"+1/+1": 1, "-1/-1": 1}), C("ni", "Nils, Discipline Enforcer", "B")],
      checks=[({"jug": "B"}, "legal"), ({}, "illegal")], count=1),
    S("nils-two-kinds", "Nils, Discipline Enforcer (X is every counter on it)",
      "a +1/+1 and a charge counter: {2}, one Forest is short; Juggernaut need not pay",
      perms=[C("jug", "Juggernaut", counters={"+1/+1": 1, "charge": 1}), C("f", "Forest"),
             C("ni", "Nils, Discipline Enforcer", "B")],
      checks=[({"jug": "B"}, "illegal"), ({}, "legal")], count=1),
    S("marauder-cancelled", "Phyrexian Marauder; 704.5q (three +1/+1 and one -1/-1: two left)",
      "attacking costs {2}: two Forests pay",
      perms=[C("pm", "Phyrexian Marauder", counters={"+1/+1": 3, "-1/-1": 1}), C("f", "Forest"), C("f2", "Forest")],
      checks=[({"pm": "B"}, "legal")], count=2),
    S("pendrell-mists", "Pendrell Mists (an upkeep trigger granted, no cost to attack)",
      "Juggernaut must attack; Pendrell Mists asks nothing at declare attackers",
      perms=[C("jug", "Juggernaut"), C("pm", "Pendrell Mists", "B")],
      checks=[({}, "illegal"), ({"jug": "B"}, "legal")], count=1),

    # --- goad beside other requirements and taxes (701.15b-d, 508.1d) ---
    S("goad-active-and-b", "goad by the active player and by B; 701.15b-c (four instances), Martial Impetus ruling",
      "attacking C obeys all four instances, B three, B's Jace two",
      players=["A", "B", "C"], perms=[C("bear", "Grizzly Bears"), C("jace", "Jace Beleren", "B")],
      goads=[("bear", "A"), ("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({"bear": "jace"}, "illegal"), ({}, "illegal")],
      count=1),
    S("goad-by-each-pw", "goad by each opponent; ruling 2023-11-03 (it must attack an opponent, not a planeswalker)",
      "goaded by B and C: B or C (three instances each), never a planeswalker (two)",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("jace", "Jace Beleren", "C"), C("jb", "Jace Beleren", "B")],
      goads=[("bear", "B"), ("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "jace"}, "illegal"),
              ({"bear": "jb"}, "illegal"), ({}, "illegal")],
      count=2),
    S("goad-chosen-defender", "goad with one defending player chosen (506.2a); 508.1d",
      "A may attack only B, the goader: attacking B obeys one instance and is required",
      players=["A", "B", "C"], turn={"attack_mode": "B"}, perms=[C("bear", "Grizzly Bears")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({}, "illegal"), ({"bear": "C"}, "illegal")], count=1),
    S("flunkies-goad-prop-3p", "Mogg Flunkies goaded by B + Propaganda (C); 508.1d, 508.1h",
      "free, Flunkies and the bear attack B (one instance); paying, Flunkies attacks C (two)",
      players=["A", "B", "C"],
      perms=[C("mf", "Mogg Flunkies"), C("bear", "Grizzly Bears"), C("f1", "Forest"), C("f2", "Forest"),
             C("prop", "Propaganda", "C")],
      goads=[("mf", "B")],
      checks=[({}, "illegal"), ({"mf": "C", "bear": "B"}, "legal"), ({"mf": "B", "bear": "B"}, "legal"),
              ({"mf": "B", "bear": "C"}, "legal"), ({"mf": "C", "bear": "C"}, "illegal"), ({"mf": "C"}, "illegal")],
      count=3),
    S("taunt-prop-3p", "Taunt (B) + Propaganda (B); 508.1d (a cost is never required)",
      "attacking B costs {2}: the bear may stay home, attack C, or attack B paying",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("f1", "Forest"), C("f2", "Forest"), C("prop", "Propaganda", "B")],
      effects=[TAUNT_BY_B],
      checks=[({}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "B"}, "legal")], count=3),
    S("taunt-goad-b", "Taunt (B) + goad by B; 508.1d",
      "B obeys Taunt and 'attacks', C obeys 'attacks' and 'other than B': two each",
      players=["A", "B", "C"], perms=[C("bear", "Grizzly Bears")], effects=[TAUNT_BY_B], goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")], count=2),
    S("taunt-goad-c", "Taunt (B) + goad by C; 508.1d",
      "B obeys Taunt, 'attacks' and 'other than C' (three), C one",
      players=["A", "B", "C"], perms=[C("bear", "Grizzly Bears")], effects=[TAUNT_BY_B], goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal")], count=1),
    S("trove-gideon-two-bears", "Trove of Temptation (B) + Gideon Jura's +2 (C); Trove is one instance (508.1d)",
      "two bears: one at Gideon and one at B, or both at Gideon, obey two",
      players=["A", "B", "C"],
      perms=[C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("tr", "Trove of Temptation", "B"),
             C("gid", "Gideon Jura", "C")],
      effects=[{"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": "gid", "controller": "C",
                "source": "gid"}],
      checks=[({"b1": "gid", "b2": "B"}, "legal"), ({"b1": "gid", "b2": "gid"}, "legal"),
              ({"b1": "B", "b2": "B"}, "illegal"), ({"b1": "gid", "b2": "C"}, "illegal")],
      count=3),
    S("bident-3p", "Bident of Thassa (B activated it: creatures B's opponents control attack this turn if able)",
      "the bear must attack, B or C",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("bid", "Bident of Thassa", "B"), C("cbear", "Grizzly Bears", "C")],
      effects=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "controller": "B",
                "source": "bid"}],
      checks=[({}, "illegal"), ({"bear": "C"}, "legal"), ({"bear": "B"}, "legal")], count=2),
    S("oracle-en-vec", "Oracle en-Vec (the chosen creatures attack if able, other creatures can't attack)",
      "the chosen bear attacks, the Elves can't",
      perms=[C("bear", "Grizzly Bears"), C("elf", "Llanowar Elves"), C("oev", "Oracle en-Vec", "B")],
      effects=[{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "B", "source": "oev"},
               {"kind": "cant_attack", "creatures": {"controller": "any", "except": ["bear"]}, "controller": "B",
                "source": "oev"}],
      checks=[({}, "illegal"), ({"bear": "B"}, "legal"), ({"bear": "B", "elf": "B"}, "illegal"),
              ({"elf": "B"}, "illegal")],
      count=1),

    # --- haste, summoning sickness and control (302.6, 508.1a) ---
    S("warboss-token", "Legion Warboss (the token gains haste and attacks this combat if able)",
      "the sick token with haste must attack; Warboss may",
      perms=[C("wb", "Legion Warboss"), T("tok", "Goblin", sick=True, colors=["R"])],
      effects=[{"kind": "grant_keywords", "creatures": ["tok"], "keywords": ["haste"], "controller": "A", "source": "wb"},
               {"kind": "attacks_if_able", "creatures": ["tok"], "controller": "A", "source": "wb"}],
      checks=[({}, "illegal"), ({"tok": "B"}, "legal"), ({"tok": "B", "wb": "B"}, "legal"), ({"wb": "B"}, "illegal")],
      count=2),
    S("reckless-brute-sick", "Reckless Brute (haste); 302.6",
      "a Reckless Brute that came this turn has haste and must attack",
      perms=[C("rb", "Reckless Brute", sick=True)],
      checks=[({}, "illegal"), ({"rb": "B"}, "legal")], count=1),
    S("stolen-jug-haste", "Juggernaut gained this turn with haste (Act of Treason); 302.6",
      "it must attack, its owner B included",
      perms=[C("jug", "Juggernaut", owner="B", sick=True)],
      effects=[{"kind": "grant_keywords", "creatures": ["jug"], "keywords": ["haste"], "controller": "A"}],
      checks=[({"jug": "B"}, "legal"), ({}, "illegal")], count=1),
    S("stolen-jug-no-haste", "Juggernaut gained this turn without haste (Control Magic); 302.6, 508.1a",
      "it can't attack, so it needn't",
      perms=[C("jug", "Juggernaut", owner="B", sick=True)],
      checks=[({"jug": "B"}, "illegal"), ({}, "legal")], count=1),
    S("masterstroke", "My Crushing Masterstroke (each attacks its owner this turn if able)",
      "the creatures gained from B and C attack their owners",
      players=["A", "B", "C"],
      perms=[C("bb", "Grizzly Bears", owner="B", sick=True), C("cb", "Grizzly Bears", owner="C", sick=True)],
      effects=[HASTE_STOLEN, ATTACK_OWNER],
      checks=[({"bb": "B", "cb": "C"}, "legal"), ({"bb": "C", "cb": "C"}, "illegal"), ({"bb": "B"}, "illegal")],
      count=1),
    S("masterstroke-cant-attack-owner", "My Crushing Masterstroke ruling (if one can't attack its owner, it may "
                                         "attack another player, a planeswalker, or not at all)",
      "B can't be attacked: B's bear may attack C, B's Jace or stay home",
      players=["A", "B", "C"],
      perms=[C("bb", "Grizzly Bears", owner="B", sick=True), C("cb", "Grizzly Bears", owner="C", sick=True),
             C("jace", "Jace Beleren", "B")],
      effects=[HASTE_STOLEN, ATTACK_OWNER,
               {"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "B", "controller": "B"}],
      checks=[({"bb": "C", "cb": "C"}, "legal"), ({"cb": "C"}, "legal"), ({"bb": "jace", "cb": "C"}, "legal"),
              ({"bb": "B", "cb": "C"}, "illegal"), ({"bb": "C"}, "illegal")],
      count=3),

    # --- requirements on a condition (508.1d with patterns) ---
    S("maulhorn-own-advocate", "Marauding Maulhorn ('unless you control a creature named Advocate of the Beast')",
      "A controls Advocate of the Beast: no requirement",
      perms=[C("mm", "Marauding Maulhorn"), C("adv", "Advocate of the Beast")],
      checks=[({}, "legal")], count=4),
    S("maulhorn-opponents-advocate", "Marauding Maulhorn (an opponent's Advocate doesn't count)",
      "B's Advocate of the Beast: the Maulhorn must attack",
      perms=[C("mm", "Marauding Maulhorn"), C("adv", "Advocate of the Beast", "B")],
      checks=[({}, "illegal"), ({"mm": "B"}, "legal")], count=1),
    S("viashino-bey", "Viashino Bey ('if this creature attacks, all creatures you control attack if able')",
      "Bey attacking brings the bear's requirement; the bear alone brings none",
      perms=[C("bey", "Viashino Bey"), C("bear", "Grizzly Bears")],
      checks=[({}, "legal"), ({"bey": "B"}, "illegal"), ({"bey": "B", "bear": "B"}, "legal"), ({"bear": "B"}, "legal")],
      count=3),
    S("viashino-bey-prop-3p", "Viashino Bey + Propaganda (B); 508.1d (M of the pattern at no cost)",
      "Bey attacking B pays, and the bear must still attack: at C for free",
      players=["A", "B", "C"],
      perms=[C("bey", "Viashino Bey"), C("bear", "Grizzly Bears"), C("f1", "Forest"), C("f2", "Forest"),
             C("prop", "Propaganda", "B")],
      checks=[({"bey": "B"}, "illegal"), ({"bey": "B", "bear": "C"}, "legal"), ({"bear": "B"}, "legal"),
              ({"bey": "C"}, "illegal"), ({}, "legal")],
      count=6),

    # --- multiplayer: range of influence (801), attack left (803) ---
    S("range1-trove-out", "Trove of Temptation outside the range of influence; 801.10",
      "range 1 of five players: C's Trove can't affect A; Juggernaut attacks B or E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("tr", "Trove of Temptation", "C")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "E"}, "legal"), ({}, "illegal")], count=2),
    S("range1-grand-melee-out", "Grand Melee and Fumiko outside the range of influence; goad by B; 801.10",
      "D's Grand Melee and C's Fumiko ask nothing of A; the bear goaded by B attacks E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("bear", "Grizzly Bears"), C("jug", "Juggernaut"), C("gm", "Grand Melee", "D"),
             C("fu", "Fumiko the Lowblood", "C"), C("jace", "Jace Beleren", "E")],
      goads=[("bear", "B")],
      checks=[({"bear": "E", "jug": "jace"}, "legal"), ({"bear": "B", "jug": "B"}, "illegal"),
              ({"bear": "E"}, "illegal")],
      count=3),
    S("siege-goad-archon", "a Siege C controls protected by B, Blazing Archon (B), goad by C; 310.8, 701.15b",
      "B can't be attacked: the goaded bear attacks C, C's Jace or the battle (one instance each)",
      players=["A", "B", "C"],
      perms=[C("bear", "Grizzly Bears"), C("jug", "Juggernaut"), C("ba", "Blazing Archon", "B"), SIEGE("bat", "C", "B"),
             C("jace", "Jace Beleren", "C")],
      goads=[("bear", "C")],
      checks=[({"bear": "bat", "jug": "C"}, "legal"), ({"bear": "B", "jug": "C"}, "illegal"),
              ({"jug": "bat"}, "illegal")],
      count=9),
    S("port-razer-goad-combat2", "Port Razer goaded by C in a second combat, Crawlspace (C); 508.1c, 701.15b",
      "Port Razer already attacked B: it attacks C or B's Jace; Juggernaut anywhere, two at C at most",
      players=["A", "B", "C"], turn={"combat": 2},
      perms=[C("pr", "Port Razer", attacked_this_turn=["B"]), C("jug", "Juggernaut", attacked_this_turn=["C"]),
             C("cs", "Crawlspace", "C"), C("jace", "Jace Beleren", "B")],
      goads=[("pr", "C")],
      checks=[({"pr": "jace", "jug": "C"}, "legal"), ({"pr": "B", "jug": "C"}, "illegal"), ({"pr": "C"}, "illegal")],
      count=6),

    # --- creature types: changeling (702.73a) under Goblin lords, and Humility (613) ---
    S("rabblemaster-changeling", "Goblin Rabblemaster ('other Goblin creatures you control'); 702.73a",
      "Changeling Outcast is a Goblin: it must attack; Rabblemaster itself needn't",
      perms=[C("rm", "Goblin Rabblemaster"), C("co", "Changeling Outcast")],
      checks=[({}, "illegal"), ({"co": "B"}, "legal"), ({"rm": "B"}, "illegal")], count=2),
    S("warchief-sick-changeling", "Goblin Warchief (Goblins have haste) + Rabblemaster; 702.73a, 302.6",
      "the sick Changeling Outcast has haste as a Goblin: it and the Warchief must attack",
      perms=[C("gw", "Goblin Warchief"), C("co", "Changeling Outcast", sick=True), C("rm", "Goblin Rabblemaster")],
      checks=[({}, "illegal"), ({"co": "B", "gw": "B"}, "legal"), ({"co": "B"}, "illegal")], count=2),
    S("humility-rabblemaster", "Humility (613 layer 6: Rabblemaster loses its ability)",
      "no requirement is left: every declaration is legal",
      perms=[C("rm", "Goblin Rabblemaster"), C("co", "Changeling Outcast"), C("hu", "Humility", "B")],
      checks=[({}, "legal")], count=4),
    S("march-bridge", "Ensnaring Bridge made a creature by March of the Machines (its ability stays)",
      "B has one card in hand: the 2-power bear can't attack",
      players=["A", {"id": "B", "hand": 1}],
      perms=[C("bear", "Grizzly Bears"), C("eb", "Ensnaring Bridge", "B"), C("mm", "March of the Machines", "B")],
      checks=[({"bear": "B"}, "illegal")], count=1),
]


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_ruling(s: dict) -> None:
    judge(s)


def test_scenario_ids_are_unique() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids))


# Boards mixing several of the above: `count` must be the number of declarations `check`
# calls legal (each attacker home or at one defender, by brute force), and each proposal one
# of them.
MIXED = [
    ("ekundu-prop-goad", ["A", "B", "C"], [C("ek", "Ekundu Cyclops"), C("bear", "Grizzly Bears"),
                                           C("elf", "Llanowar Elves"), C("f", "Forest"), C("prop", "Propaganda", "B")],
     {}, [("bear", "C")], 5),
    ("bey-annex-life4", [{"id": "A", "life": 4}, "B", "C"],
     [C("bey", "Viashino Bey"), C("bear", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("an", "Norn's Annex", "B"),
      C("jace", "Jace Beleren", "B")], {}, [], 35),
    ("okk-puma-prison", ["A", "B", "C"],
     [C("okk", "Okk"), C("puma", "Scarred Puma"), C("j1", "Juggernaut"), C("bear", "Grizzly Bears"),
      C("gp", "Ghostly Prison", "B"), C("f", "Forest"), C("f2", "Forest")], {}, [], 21),
    ("flunkies-two-goaders-caverns", ["A", "B", "C", "D"],
     [C("mf", "Mogg Flunkies"), C("bear", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("ca", "Caverns of Despair", "D")],
     {}, [("mf", "B"), ("bear", "C"), ("b2", "B"), ("b2", "C")], 4),
    ("conscripts-sphere", ["A", "B", "C"],
     [C("oc", "Orcish Conscripts"), C("bear", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("j1", "Juggernaut"),
      C("sos", "Sphere of Safety", "B"), C("f", "Forest"), C("f2", "Forest")], {}, [("oc", "C")], 28),
    ("barrier-left", ["A", "B", "C", "D"],
     [C("bear", "Grizzly Bears"), C("j1", "Juggernaut"), C("mb", "Mystic Barrier", "C"), C("jace", "Jace Beleren", "B"),
      C("jace2", "Jace Beleren", "C")], {}, [("bear", "B")], 4,
     [{"permanent": "mb", "question": "Is the direction chosen for Mystic Barrier left?", "holds": True}]),
    ("signet-two-taxes", ["A", "B", "C"],
     [C("bear", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("j1", "Juggernaut"), C("sw", "Swamp"),
      C("sg", "Dimir Signet"), C("prop", "Propaganda", "B"), C("gp", "Ghostly Prison", "C")], {}, [], 7),
]


@pytest.mark.parametrize("m", MIXED, ids=[m[0] for m in MIXED])
def test_count_is_the_number_of_legal_checks(m: tuple) -> None:
    """508.1: `count` counts exactly the declarations `check` calls legal; each proposal is legal."""
    name, players, perms, turn, goads, expected, *answers = m
    b = Board({"version": 1, "players": [p if isinstance(p, dict) else {"id": p} for p in players],
               "turn": {"active": "A", **turn}, "permanents": perms,
               "designations": [{"goad": c, "by": g} for c, g in goads],
               "answers": answers[0] if answers else []})
    assert b.unread == []
    attackers = [p["id"] for p in perms if p["controller"] == "A" and p["id"] not in ("f", "f2", "sw", "sg")]
    defenders = [p if isinstance(p, str) else p["id"] for p in players][1:] + \
        [p["id"] for p in perms if p["card"] in ("Jace Beleren",)]
    legal = []
    for combo in itertools.product([None, *defenders], repeat=len(attackers)):
        attacks = {a: d for a, d in zip(attackers, combo) if d}
        r = b.check({"attacks": attacks}, explain=False)
        assert r.status != "unknown", (name, attacks)
        if r.status == "legal":
            legal.append(attacks)
    assert len(legal) == expected
    c = b.count()
    assert c.status == "exact" and c.count == expected, (name, c)
    for objective in ("forced", "max-attackers", "max-power", "min-cost"):
        p = b.propose(objective=objective)
        assert p.status == "legal" and p.declaration in legal, (name, objective, p)


# Mana that can or can't pay Propaganda's {2} beside one Forest (508.1g-h): the bear attacks B.
MANA_SOURCES = [
    ("Jeweled Lotus", "illegal"),  # 106.6: spent only to cast the commander
    ("Pillar of the Paruns", "illegal"),  # 106.6: spent only on multicolored spells
    ("Fellwar Stone", "illegal"),  # 106.7: B controls no land, so no color could be produced
    ("Serra's Sanctum", "illegal"),  # {W} for each enchantment A controls: none
    ("Mox Opal", "illegal"),  # metalcraft: one artifact, it can't be activated
    ("Deathrite Shaman", "illegal"),  # 605.1a: it targets, so no mana ability; 500.4: mana made before empties
    ("Food Chain", "illegal"),  # 106.6: spent only to cast creature spells
    ("Grand Warlord Radha", "illegal"),  # its mana comes once attackers are declared (508.2), after the cost
    ("Zhur-Taa Ancient", "legal"),  # 605.1b: the Forest's tapping adds one more {G}
    ("Overgrown Battlement", "legal"),  # a creature with defender: itself
    ("Nykthos, Shrine to Nyx", "legal"),  # its {T}: Add {C}
    ("Shrine of the Forsaken Gods", "legal"),  # its unrestricted {T}: Add {C}
    ("Cavern of Souls", "legal"),  # its {T}: Add {C}
    ("Relic of Legends", "legal"),  # {T}: any color
    ("Mana Vault", "legal"),  # untapped, {T}: Add {C}{C}{C}
]


@pytest.mark.parametrize("card,expected", MANA_SOURCES, ids=[m[0] for m in MANA_SOURCES])
def test_mana_source_pays_a_tax_or_not(card: str, expected: str) -> None:
    """508.1g-h: the mana abilities and mana a card makes as attackers are declared, no more (a
    mana ability not modelled, Nykthos' devotion one, leaves the board unread, but a payment found
    without it stands)."""
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [C("bear", "Grizzly Bears"), C("f", "Forest"), C("x", card), C("prop", "Propaganda", "B")]})
    assert b.check({"attacks": {"bear": "B"}}).status == expected
    assert b.check({"attacks": {}}).status == "legal"
