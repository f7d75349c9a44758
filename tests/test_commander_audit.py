"""Multiplayer (Commander) combat with real cards by name: the 508.1d maximum with goad from
several players, attack-direction and "can't attack you" effects, caps and taxes together,
planeswalkers and battles as defenders, and `count` / `propose` on such boards.

Each scenario was worked out by hand from the Comprehensive Rules and the cards' rulings
before attackcheck was run; the comment above it gives the reasoning. Where a board is small
enough, its exact count is also worked out by `brute`, a brute force over the options written
by hand from first principles (each creature's defenders, the requirement instances it obeys
there and the mana it costs, 508.1c-d, 508.1h), and compared with `count`. A is the active
player; B, C, D (E) sit to A's left in that order.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

import pytest

from attackcheck import Board
from test_rulings_audit import C, S, board_of, judge

Options = dict[str, dict[str | None, tuple[int, int]]]


def brute(options: Options, mana: int = 0, caps: tuple[tuple[frozenset[str] | None, int], ...] = (),
          extra: Callable[[dict[str, str | None]], int] = lambda d: 0,
          allowed: Callable[[dict[str, str | None]], bool] = lambda d: True) -> int:
    """The number of legal declarations, from first principles. `options[creature][defender]` is
    (requirement instances obeyed, generic mana it costs) for each defender it may attack (None:
    it stays home, (0, 0) unless said). `caps` are 508.1c caps ((defenders, n): at most n
    creatures attack those defenders; None: any defender); `extra` counts the requirement
    instances of the attackers together (Trove of Temptation); `allowed` any other restriction
    on the attackers together. M is the most instances a declaration obeying the restrictions
    obeys at no cost (508.1d); a declaration is legal when it obeys the restrictions, its cost
    is at most `mana` (508.1h) and it obeys at least M."""
    names = list(options)
    decls = []
    for choice in itertools.product(*(list(options[n]) for n in names)):
        d = dict(zip(names, choice))
        if not allowed(d):
            continue
        if any(sum(1 for v in d.values() if v is not None and (ds is None or v in ds)) > n for ds, n in caps):
            continue
        obeyed = sum(options[n][d[n]][0] for n in names) + extra(d)
        cost = sum(options[n][d[n]][1] for n in names)
        decls.append((obeyed, cost))
    m = max(o for o, c in decls if c == 0)
    return sum(1 for o, c in decls if o >= m and c <= mana)


def bear(pid: str, controller: str = "A", **kw: Any) -> dict:
    return C(pid, "Grizzly Bears", controller, **kw)


def forests(n: int, controller: str = "A") -> list[dict]:
    return [C(f"f{i}", "Forest", controller) for i in range(n)]


def _goad_opts(goaders: set[str], defenders: dict[str | None, int], players: set[str],
               extra: dict[str, int] | None = None) -> dict[str | None, tuple[int, int]]:
    """A creature goaded by `goaders` (701.15b): per goader, one instance for attacking at all
    and one for attacking a player other than that goader; `defenders` maps what it may attack
    to the mana it costs there (None: home); `extra` adds instances per defender."""
    out: dict[str | None, tuple[int, int]] = {}
    for d, cost in defenders.items():
        if d is None:
            out[d] = (0, 0)
            continue
        n = sum(1 + (1 if d in players and d != g else 0) for g in goaders)
        out[d] = (n + (extra or {}).get(d, 0), cost)
    return out


P4 = {"A", "B", "C", "D"}

SCENARIOS = [
    # --- goad from several players, with taxes ------------------------------------------------
    # 4 players; two bears each goaded by B and C (701.15b-c: four instances each); D has
    # Propaganda ({2} per creature attacking D, 508.1h); A has two Forests. Attacking B or C
    # obeys 3, attacking D obeys 4 but costs {2}. M at no cost (508.1d) is 6 (both at B or C);
    # one bear may pay to attack D (obeys 3+4), both can't ({4}); a bear at home loses 3.
    S("goad-two-goaders-two-bears-propaganda-d", "701.15b-c, 508.1d, 508.1h",
      "two bears goaded by B and C; D's Propaganda; 2 Forests: at most one pays for D",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), C("prop", "Propaganda", "D"), *forests(2)],
      goads=[("b1", "B"), ("b1", "C"), ("b2", "B"), ("b2", "C")],
      checks=[({"b1": "B", "b2": "C"}, "legal"), ({"b1": "D", "b2": "B"}, "legal"),
              ({"b1": "D", "b2": "D"}, "illegal"), ({"b1": "D"}, "illegal"), ({}, "illegal")],
      count=brute({b: _goad_opts({"B", "C"}, {None: 0, "B": 0, "C": 0, "D": 2}, P4) for b in ("b1", "b2")}, 2)),
    # Three bears goaded by B (3 players); C has Ghostly Prison ({2} each); four Forests. At B a
    # bear obeys 1 free, at C 2 for {2}. M = 3 (all at B). Legal: instances >= 3, cost <= {4}.
    # By hand: no bear at C: all three at B (1); one at C: the others home or B, one B at least
    # (3 x 3 = 9); two at C: the third home or B (3 x 2 = 6): 16.
    S("goad-three-bears-prison-four-forests", "701.15b, 508.1d (paying may obey more), 508.1h",
      "three bears goaded by B, C's Ghostly Prison, four Forests: 16 legal declarations",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), bear("b3"), C("gp", "Ghostly Prison", "C"), *forests(4)],
      goads=[("b1", "B"), ("b2", "B"), ("b3", "B")],
      checks=[({"b1": "B", "b2": "B", "b3": "B"}, "legal"), ({"b1": "C", "b2": "B"}, "legal"),
              ({"b1": "C", "b2": "C"}, "legal"), ({"b1": "C", "b2": "C", "b3": "C"}, "illegal"),
              ({"b1": "B", "b2": "B"}, "illegal")],
      count=16),
    # The same three Juggernauts-like duties without goad: three Juggernauts, B's Crawlspace (at
    # most two attack B, 508.1c), C's Ghostly Prison, two Forests. At no cost only two can
    # attack (B capped, C taxed): M = 2. Legal: at least two attack, at most two at B, at most one
    # at C (cost). Exactly two at B, third home: 3; one at C with one or two at B: 3 x 3 = 9.
    S("crawlspace-prison-three-juggernauts", "508.1c cap, 508.1d (M = 2: the third can't attack free), 508.1h",
      "three Juggernauts, B's Crawlspace and C's Ghostly Prison, two Forests: 12",
      players=["A", "B", "C"],
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("j3", "Juggernaut"), C("cs", "Crawlspace", "B"),
             C("gp", "Ghostly Prison", "C"), *forests(2)],
      checks=[({"j1": "B", "j2": "B"}, "legal"), ({"j1": "B", "j2": "B", "j3": "C"}, "legal"),
              ({"j1": "B", "j2": "C"}, "legal"), ({"j1": "B"}, "illegal"),
              ({"j1": "C", "j2": "C"}, "illegal"), ({"j1": "B", "j2": "B", "j3": "B"}, "illegal")],
      count=brute({j: {None: (0, 0), "B": (1, 0), "C": (1, 2)} for j in ("j1", "j2", "j3")}, 2,
                  caps=((frozenset({"B"}), 2),))),
    # Three bears goaded by both B and C (4 players), D's Crawlspace: at D a bear obeys 4, at B
    # or C 3; two may attack D. M = 4 + 4 + 3 = 11: two at D, the third at B or C (3 x 2 = 6).
    S("goad-two-goaders-crawlspace-d", "701.15b-c, 508.1c (Crawlspace), 508.1d",
      "three bears goaded by B and C, D's Crawlspace: two at D, the third at B or C",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), bear("b3"), C("cs", "Crawlspace", "D")],
      goads=[(b, g) for b in ("b1", "b2", "b3") for g in ("B", "C")],
      checks=[({"b1": "D", "b2": "D", "b3": "B"}, "legal"), ({"b1": "D", "b2": "D", "b3": "D"}, "illegal"),
              ({"b1": "D", "b2": "B", "b3": "C"}, "illegal"), ({"b1": "D", "b2": "D"}, "illegal")],
      count=6),
    # Dueling Grounds (one attacker in all, 508.1c): two bears goaded by B (3 players). One bear
    # at C obeys 2 (its own two; the other's can't be obeyed with it); at B 1. Legal: either
    # bear alone at C.
    S("goad-dueling-grounds", "508.1c (no more than one creature), 508.1d, 701.15b",
      "Dueling Grounds, two bears goaded by B: one bear attacks C",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), C("dg", "Dueling Grounds", "B")],
      goads=[("b1", "B"), ("b2", "B")],
      checks=[({"b1": "C"}, "legal"), ({"b2": "C"}, "legal"), ({"b1": "B"}, "illegal"),
              ({"b1": "C", "b2": "C"}, "illegal"), ({}, "illegal")],
      count=2),
    # Caverns of Despair (two attackers in all): x goaded by B, y by C, z by D (4 players). Each
    # obeys 2 at a player other than its goader, 1 at its goader. M = 4: two of the three
    # creatures (3 ways), each at one of its two non-goaders (2 x 2): 12.
    S("goad-three-goaders-caverns", "508.1c (Caverns of Despair), 508.1d, 701.15b",
      "Caverns of Despair, three creatures goaded by B, C, D: 12",
      players=["A", "B", "C", "D"],
      perms=[bear("x"), bear("y"), bear("z"), C("cd", "Caverns of Despair", "B")],
      goads=[("x", "B"), ("y", "C"), ("z", "D")],
      checks=[({"x": "C", "y": "D"}, "legal"), ({"x": "D", "z": "B"}, "legal"), ({"x": "C", "y": "C"}, "illegal"), ({"x": "B", "y": "D"}, "illegal"),
              ({"x": "C", "y": "D", "z": "B"}, "illegal"), ({"x": "C"}, "illegal")],
      count=brute({"x": _goad_opts({"B"}, {None: 0, "B": 0, "C": 0, "D": 0}, P4),
                   "y": _goad_opts({"C"}, {None: 0, "B": 0, "C": 0, "D": 0}, P4),
                   "z": _goad_opts({"D"}, {None: 0, "B": 0, "C": 0, "D": 0}, P4)}, caps=((None, 2),))),
    # Dueling Grounds and C's Trove of Temptation (A must attack C or C's planeswalkers with a
    # creature if able: one instance for the attackers together) in 3 players; A has a bear
    # goaded by C and a Juggernaut. One attacker: bear at B 2 (its goad's), bear at C 2 (attacks,
    # Trove), Juggernaut at C 2 (its own, Trove), Juggernaut at B 1. M = 2: three declarations.
    S("dueling-grounds-trove-goad", "508.1c, 508.1d (Trove's one instance), 701.15b",
      "Dueling Grounds + C's Trove, bear goaded by C + Juggernaut: three single attacks tie",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("jug", "Juggernaut"), C("dg", "Dueling Grounds", "B"),
             C("trove", "Trove of Temptation", "C")],
      goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"jug": "C"}, "legal"),
              ({"jug": "B"}, "illegal"), ({}, "illegal")],
      count=3),
    # --- goad and "can't attack you" -------------------------------------------------------------
    # B's Vow of Lightning on A's bear: it can't attack B or B's planeswalkers (508.1c). Goaded by
    # C (3 players): attacking B would obey 2 but is forbidden; C and C's Jace obey 1 each.
    S("vow-goad-other-player", "Vow of Lightning; 508.1c over 508.1d (goad ruling: a restriction wins)",
      "B's Vow on A's bear goaded by C: C or C's Jace, never B or B's Jace",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("vow", "Vow of Lightning", "B", attached_to="bear"), C("jb", "Jace Beleren", "B"),
             C("jc", "Jace Beleren", "C")],
      goads=[("bear", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "jc"}, "legal"), ({"bear": "B"}, "illegal"),
              ({"bear": "jb"}, "illegal"), ({}, "illegal")],
      count=2),
    # B's Psychic Impetus and B's Vow of Malice on A's bear (goaded by B, can't attack B or B's
    # planeswalkers), 3 players: C obeys both instances; nothing else is possible but home.
    S("impetus-vow-same-player", "Psychic Impetus + Vow of Malice; 701.15b, 508.1c",
      "goaded by B and can't attack B: attacks C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("imp", "Psychic Impetus", "B", attached_to="bear"),
             C("vow", "Vow of Malice", "B", attached_to="bear")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"bear": "C"}),
    # The same in 2 players: the bear can attack nothing (B forbidden), so home is legal.
    S("impetus-vow-two-players", "Psychic Impetus + Vow of Malice 2p; 508.1c, goad ruling (can't attack: stays home)",
      "goaded by B and can't attack B, two players: home",
      perms=[bear("bear"), C("imp", "Psychic Impetus", "B", attached_to="bear"),
             C("vow", "Vow of Malice", "B", attached_to="bear")],
      checks=[({}, "legal"), ({"bear": "B"}, "illegal")],
      count=1),
    # B's Trove of Temptation and B's Vow of Duty on A's bear; A's Juggernaut (3 players). The
    # bear can't obey Trove; the Juggernaut at B obeys its own and Trove: M = 2. The bear is free
    # (home or C): 2 declarations.
    S("trove-vow-juggernaut", "Trove of Temptation + Vow of Duty; 508.1c, 508.1d",
      "B's Trove, B's Vow on the bear: Juggernaut must attack B; the bear home or C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("jug", "Juggernaut"), C("trove", "Trove of Temptation", "B"),
             C("vow", "Vow of Duty", "B", attached_to="bear")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "B", "bear": "C"}, "legal"), ({"jug": "C", "bear": "C"}, "illegal"),
              ({"jug": "C"}, "illegal"), ({"jug": "B", "bear": "B"}, "illegal")],
      count=2),
    # B's Personal Decoy: "You can't be attacked" (B only; the Decoy itself may be). Bear goaded
    # by C (3 players): attacking B is forbidden; C or the Decoy obey 1 each.
    S("personal-decoy-goad", "Personal Decoy; 508.1c, 506.2 (a planeswalker is attacked, not its controller)",
      "B can't be attacked; bear goaded by C: C or the Decoy",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("pd", "Personal Decoy", "B", loyalty=20)],
      goads=[("bear", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "pd"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=2),
    # B's Personal Decoy and B's Trove: Trove asks for an attack on B or a planeswalker B controls;
    # B can't be attacked, the Decoy can. Juggernaut at the Decoy obeys 2, at C 1: the Decoy.
    S("personal-decoy-trove", "Personal Decoy + Trove of Temptation; 508.1d",
      "Trove obeyed through the Decoy: Juggernaut attacks it",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("pd", "Personal Decoy", "B", loyalty=20), C("trove", "Trove of Temptation", "B")],
      checks=[({"jug": "pd"}, "legal"), ({"jug": "C"}, "illegal"), ({"jug": "B"}, "illegal")],
      count=1, propose={"jug": "pd"}),
    # --- owner and controller -------------------------------------------------------------------
    # Alexios, owned by B, controlled by A since A's upkeep (sick, but its trigger gave it haste),
    # 3 players: attacks each combat if able and can't attack its owner B. C has Propaganda: at no
    # cost it can attack nothing, M = 0; A's two Forests pay for C. Home or C.
    S("alexios-owner-propaganda", "Alexios; 508.1c ('its owner'), 508.1d (a cost is never required), 302.6",
      "Alexios owned by B: can't attack B; C's Propaganda: home or pay for C",
      players=["A", "B", "C"],
      perms=[C("alx", "Alexios, Deimos of Kosmos", "A", owner="B", sick=True), C("prop", "Propaganda", "C"),
             *forests(2)],
      effects=[{"kind": "grant_keywords", "creatures": ["alx"], "keywords": ["haste"], "source": "alx",
                "controller": "A"}],
      checks=[({}, "legal"), ({"alx": "C"}, "legal"), ({"alx": "B"}, "illegal")],
      count=2),
    # Alexios owned by B with B's Jace out: the owner's planeswalker is no owner ('can't attack its
    # owner' only): at no cost Jace obeys 1, so M = 1. Jace, or C paid.
    S("alexios-owners-planeswalker", "Alexios; 508.1c (its owner, not the owner's planeswalkers), 508.1d",
      "Alexios owned by B may attack B's Jace; with C taxed it must unless it pays",
      players=["A", "B", "C"],
      perms=[C("alx", "Alexios, Deimos of Kosmos", "A", owner="B"), C("jace", "Jace Beleren", "B"),
             C("prop", "Propaganda", "C"), *forests(2)],
      checks=[({"alx": "jace"}, "legal"), ({"alx": "C"}, "legal"), ({}, "illegal"), ({"alx": "B"}, "illegal")],
      count=2),
    # Xantcha owned by B, controlled by A, goaded by D's Bloodthirsty Blade (4 players). Xantcha
    # can't attack B or B's planeswalkers. C obeys 3 (Xantcha's, goad's two), D 2: C only.
    S("xantcha-blade-4p", "Xantcha + Bloodthirsty Blade; 508.1c, 701.15b",
      "Xantcha owned by B, goaded by D: attacks C",
      players=["A", "B", "C", "D"],
      perms=[C("xan", "Xantcha, Sleeper Agent", "A", owner="B"), C("blade", "Bloodthirsty Blade", "D", attached_to="xan"),
             C("jace", "Jace Beleren", "B")],
      checks=[({"xan": "C"}, "legal"), ({"xan": "D"}, "illegal"), ({"xan": "B"}, "illegal"),
              ({"xan": "jace"}, "illegal")],
      count=1, propose={"xan": "C"}),
    # B's Fealty to the Realm on the creature A controls as the monarch: it attacks each combat if
    # able and can't attack B (the Aura's controller). C has Ghostly Prison, A no mana: M = 0.
    S("fealty-prison-no-mana", "Fealty to the Realm; 508.1c ('you' is the Aura's controller), 508.1d",
      "Fealty (B's): can't attack B; C taxed and no mana: home",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("fe", "Fealty to the Realm", "B", attached_to="bear"), C("gp", "Ghostly Prison", "C")],
      checks=[({}, "legal"), ({"bear": "B"}, "illegal"), ({"bear": "C"}, "illegal")],
      count=1),
    # ... and without the Prison: it must attack C.
    S("fealty-3p", "Fealty to the Realm; 508.1c, 508.1d",
      "Fealty (B's): must attack C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("fe", "Fealty to the Realm", "B", attached_to="bear")],
      checks=[({"bear": "C"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1),
    # --- layers, then goad ----------------------------------------------------------------------
    # B's Eye of Nidhogg on A's bear: a black Dragon with flying, goaded by B. C's Sandwurm
    # Convergence: creatures with flying can't attack C or C's planeswalkers. The goad's player
    # other than B is C, forbidden: B (1) is the best; home is illegal.
    S("eye-of-nidhogg-sandwurm", "Eye of Nidhogg + Sandwurm Convergence; 613 layer 6 (flying), 508.1c, 701.15b",
      "flying from Eye of Nidhogg keeps the goaded bear off C: it attacks B",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("eye", "Eye of Nidhogg", "B", attached_to="bear"), C("sw", "Sandwurm Convergence", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # Sandwurm Convergence with a Dragon at B: Eye of Nidhogg from C instead (goaded by C): C is
    # forbidden (flying) and is the goader anyway; B obeys 2.
    S("eye-of-nidhogg-sandwurm-goader", "Eye of Nidhogg + Sandwurm Convergence; 508.1c, 701.15b",
      "Eye from C, Sandwurm from C: B",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("eye", "Eye of Nidhogg", "C", attached_to="bear"), C("sw", "Sandwurm Convergence", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal")],
      count=1),
    # --- Trove, Seeker of Slaanesh -------------------------------------------------------------
    # B's Trove; bear1 goaded by B, bear2 free (3 players). Instances: bear1 attacks (1), bear1 at
    # a player other than B (1), someone at B or B's planeswalkers (Trove, 1). Only bear1 at C with
    # bear2 at B obeys all 3.
    S("trove-goad-split", "Trove of Temptation + goad; 508.1d (the declaration obeying the most)",
      "B's Trove, bear1 goaded by B: bear1 to C and bear2 to B",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), C("trove", "Trove of Temptation", "B")],
      goads=[("b1", "B")],
      checks=[({"b1": "C", "b2": "B"}, "legal"), ({"b1": "B"}, "illegal"), ({"b1": "B", "b2": "C"}, "illegal"),
              ({"b1": "C"}, "illegal")],
      count=brute({"b1": _goad_opts({"B"}, {None: 0, "B": 0, "C": 0}, {"A", "B", "C"}),
                   "b2": {None: (0, 0), "B": (0, 0), "C": (0, 0)}},
                  extra=lambda d: int("B" in d.values())),
      propose={"b1": "C", "b2": "B"}),
    # B's Seeker of Slaanesh: each opponent must attack with at least one creature if able (one
    # instance). B has Propaganda, C Ghostly Prison, A no mana; C's Jace is untaxed: the bear
    # must attack Jace.
    S("seeker-taxes-planeswalker", "Seeker of Slaanesh; 508.1d (a cost is never required), 506.2",
      "B's Seeker: A attacks with a creature if able; only C's Jace is free",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("seek", "Seeker of Slaanesh", "B"), C("prop", "Propaganda", "B"),
             C("gp", "Ghostly Prison", "C"), C("jace", "Jace Beleren", "C")],
      checks=[({"bear": "jace"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1, propose={"bear": "jace"}),
    # A's own Seeker of Slaanesh asks nothing of A ("each opponent"): the bear is free.
    S("seeker-own", "Seeker of Slaanesh (A's own); 508.1d",
      "A's own Seeker: no requirement on A",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("seek", "Seeker of Slaanesh", "A", sick=True)],
      checks=[({}, "legal"), ({"bear": "B"}, "legal"), ({"seek": "C"}, "legal")],
      count=9),
    # B's Seeker and B's Silent Arbiter: one attacker only; the goaded (by C) bear at B obeys 2
    # (attack, other than C) + Seeker's 1 = 3; the Juggernaut alone 2. The bear at B.
    S("seeker-arbiter-goad", "Seeker of Slaanesh + Silent Arbiter + goad; 508.1c, 508.1d",
      "Seeker + Silent Arbiter: the goaded bear attacks B alone",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("jug", "Juggernaut"), C("seek", "Seeker of Slaanesh", "B"),
             C("sa", "Silent Arbiter", "B")],
      goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"jug": "B"}, "illegal"), ({"bear": "C"}, "illegal")],
      count=1),
    # --- "attacks that player" and goad ---------------------------------------------------------
    # C's Public Enemy on B's creature (all creatures attack B if able) and A's bear goaded by B:
    # B obeys attack + Public Enemy = 2, C obeys attack + other than B = 2: a tie. B's Jace 1.
    S("public-enemy-goad-tie", "Public Enemy + goad; 508.1d (a tie: either)",
      "Public Enemy says B, goad says not B: either obeys two",
      players=["A", "B", "C"],
      perms=[bear("bear"), bear("bb", "B"), C("pe", "Public Enemy", "C", attached_to="bb"), C("jace", "Jace Beleren", "B")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "jace"}, "illegal"), ({}, "illegal")],
      count=2),
    # B's Alluring Siren's effect on A's bear (attacks B if able), bear goaded by B, C's Ghostly
    # Prison, no mana: B obeys 2 free; C would obey 2 but costs: B only.
    S("siren-goad-prison-no-mana", "Alluring Siren + goad + Ghostly Prison; 508.1d, 508.1h",
      "Siren and goad by B, C taxed, no mana: B",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("s", "Alluring Siren", "B"), C("gp", "Ghostly Prison", "C")],
      effects=[{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "you", "source": "s"}],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # ... with two Forests: C is paid and obeys 2, as many as B: both legal.
    S("siren-goad-prison-mana", "Alluring Siren + goad + Ghostly Prison; 508.1d (obeys as many as M), 508.1h",
      "Siren and goad by B, C taxed, two Forests: B or C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("s", "Alluring Siren", "B"), C("gp", "Ghostly Prison", "C"), *forests(2)],
      effects=[{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "you", "source": "s"}],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # B's Angler Turtle (creatures B's opponents control attack each combat if able) and a bear
    # goaded by C: B obeys Turtle + goad's attack + other than C = 3 but B has Propaganda; C obeys
    # 2. No mana: M = 2, C only; B can't be paid.
    S("angler-turtle-goad-propaganda", "Angler Turtle + goad + Propaganda; 508.1d, 508.1h",
      "Angler Turtle (B) and goad (C): B would obey 3 but costs {2}; no mana: C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("at", "Angler Turtle", "B"), C("prop", "Propaganda", "B")],
      goads=[("bear", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=1),
    S("angler-turtle-goad-propaganda-paid", "Angler Turtle + goad + Propaganda; 508.1d, 508.1h",
      "... with two Forests: B (paid, obeys 3) or C (obeys 2 = M)",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("at", "Angler Turtle", "B"), C("prop", "Propaganda", "B"), *forests(2)],
      goads=[("bear", "C")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "legal"), ({}, "illegal")],
      count=2),
    # Kardur's effect (B's: attack each combat if able, a player other than B if able) and goad by
    # C: B obeys 1 + 0 + 1 + 1 = 3, C obeys 1 + 1 + 1 + 0 = 3: either. C's Ghostly Prison without
    # mana leaves B only.
    S("kardur-goad-prison", "Kardur, Doomscourge + goad + Ghostly Prison; 508.1d, 508.1h",
      "Kardur (B) and goad by C tie; C's Prison with no mana: B",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("kd", "Kardur, Doomscourge", "B"), C("gp", "Ghostly Prison", "C")],
      effects=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "source": "kd"},
               {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "you",
                "source": "kd"}],
      goads=[("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # Bident of Thassa activated by B in A's beginning of combat: creatures B's opponents control
    # attack this turn if able (C's too, but C isn't attacking). B has Ghostly Prison: the bear
    # attacks C.
    S("bident-prison", "Bident of Thassa (resolved) + Ghostly Prison; 508.1d",
      "B's Bident: A's bear must attack; B taxed: C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("bid", "Bident of Thassa", "B", tapped=True), C("gp", "Ghostly Prison", "B")],
      effects=[{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "source": "bid"}],
      checks=[({"bear": "C"}, "legal"), ({}, "illegal"), ({"bear": "B"}, "illegal")],
      count=1),
    # --- attacks alone / unless others ------------------------------------------------------------
    # Master of Cruelties goaded by B and C, a bear goaded by B (4 players). Master alone at D
    # obeys 4; the bear (Master home) at C or D 2: M = 4, Master alone at D.
    S("master-two-goaders-vs-bear", "Master of Cruelties + goad; 508.1c (only alone), 508.1d",
      "Master goaded by B and C alone at D beats the bear",
      players=["A", "B", "C", "D"],
      perms=[C("mc", "Master of Cruelties"), bear("bear")],
      goads=[("mc", "B"), ("mc", "C"), ("bear", "B")],
      checks=[({"mc": "D"}, "legal"), ({"bear": "C"}, "illegal"), ({"mc": "D", "bear": "C"}, "illegal"),
              ({"mc": "B"}, "illegal")],
      count=1, propose={"mc": "D"}),
    # B's Trove with Master of Cruelties and a bear (3 players) and B's Jace: one attack on B or
    # Jace obeys Trove; Master only alone: Master alone at B or Jace, or the bear at B or Jace
    # with Master home (2 + 2).
    S("master-trove", "Master of Cruelties + Trove of Temptation; 508.1c, 508.1d",
      "Trove obeyed by one attacker: Master alone or the bear alone",
      players=["A", "B", "C"],
      perms=[C("mc", "Master of Cruelties"), bear("bear"), C("trove", "Trove of Temptation", "B"),
             C("jace", "Jace Beleren", "B")],
      checks=[({"mc": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({"mc": "B", "bear": "B"}, "illegal"),
              ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=4),
    # Orcish Conscripts goaded by B (3 players): it can attack only if two other creatures attack
    # (508.1c). With two bears, Conscripts at C (obeys 2) needs both bears attacking (anywhere):
    # M = 2, Conscripts at C and the bears each at B or C: 4.
    S("conscripts-goaded", "Orcish Conscripts + goad; 508.1c (unless two others attack), 508.1d",
      "goaded Conscripts drags two bears along: 4",
      players=["A", "B", "C"],
      perms=[C("oc", "Orcish Conscripts"), bear("b1"), bear("b2")],
      goads=[("oc", "B")],
      checks=[({"oc": "C", "b1": "B", "b2": "C"}, "legal"), ({"oc": "C", "b1": "B"}, "illegal"),
              ({"oc": "B", "b1": "B", "b2": "B"}, "illegal"), ({}, "illegal")],
      count=brute({"oc": _goad_opts({"B"}, {None: 0, "B": 0, "C": 0}, {"A", "B", "C"}),
                   "b1": {None: (0, 0), "B": (0, 0), "C": (0, 0)}, "b2": {None: (0, 0), "B": (0, 0), "C": (0, 0)}},
                  allowed=lambda d: d["oc"] is None or (d["b1"] is not None and d["b2"] is not None))),
    # ... with one bear only the Conscripts can't attack at all: home is legal.
    S("conscripts-goaded-alone", "Orcish Conscripts + goad; 508.1c, goad ruling (can't attack: not required)",
      "goaded Conscripts with one other creature: home",
      players=["A", "B", "C"],
      perms=[C("oc", "Orcish Conscripts"), bear("b1")],
      goads=[("oc", "B")],
      checks=[({}, "legal"), ({"b1": "C"}, "legal"), ({"oc": "C", "b1": "C"}, "illegal")],
      count=3),
    # --- Ekundu Cyclops and a tax ---------------------------------------------------------------
    # Ekundu Cyclops: if a creature A controls attacks, it attacks if able. B has Propaganda, A two
    # Forests (3 players). Bear at C brings the requirement; the Cyclops at C obeys it free, so it
    # must attack (C, or B paid). Bear at B (paid) likewise needs the Cyclops at C. Both at B cost
    # {4}. By hand 6: home/home, home/C, home/B, C/C, C/B, B/C (bear/Cyclops).
    S("ekundu-propaganda-3p", "Ekundu Cyclops + Propaganda; 508.1d (the requirement a declaration brings), 508.1h",
      "Ekundu Cyclops must follow the bear to C (free) even when the bear pays for B",
      players=["A", "B", "C"],
      perms=[C("ek", "Ekundu Cyclops"), bear("bear"), C("prop", "Propaganda", "B"), *forests(2)],
      checks=[({}, "legal"), ({"bear": "C"}, "illegal"), ({"bear": "B"}, "illegal"), ({"bear": "B", "ek": "C"}, "legal"),
              ({"bear": "C", "ek": "B"}, "legal"), ({"bear": "B", "ek": "B"}, "illegal"), ({"ek": "B"}, "legal")],
      count=6),
    # The same in 2 players: the Cyclops can attack only by paying, so the bear may attack B alone.
    S("ekundu-propaganda-2p", "Ekundu Cyclops + Propaganda; 508.1d (a cost is never required)",
      "2 players, Propaganda: the bear pays and the Cyclops may stay home",
      perms=[C("ek", "Ekundu Cyclops"), bear("bear"), C("prop", "Propaganda", "B"), *forests(2)],
      checks=[({"bear": "B"}, "legal"), ({"ek": "B"}, "legal"), ({"bear": "B", "ek": "B"}, "illegal"), ({}, "legal")],
      count=3),
    # --- attack direction, battles ----------------------------------------------------------------
    # Mystic Barrier, left (written), 4 players: A may attack only B and B's planeswalkers (no
    # battle). Bear goaded by B: no player other than B is allowed, so B or B's Jace (1 each).
    S("barrier-left-goaded-by-neighbour", "Mystic Barrier + goad; its Oracle text, 701.15b, 508.1d",
      "Mystic Barrier left, goaded by B: B or B's Jace; never C, D or the battle",
      players=["A", "B", "C", "D"],
      perms=[bear("bear"), C("jace", "Jace Beleren", "B"), C("bt", "Invasion of Belenon", "C", protector="B"),
             C("mb", "Mystic Barrier", "D", unread_text="written", abilities=[{"kind": "attack_direction", "direction": "left"}])],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "jace"}, "legal"), ({"bear": "C"}, "illegal"),
              ({"bear": "bt"}, "illegal"), ({}, "illegal")],
      count=2),
    # Pramikon, right (written), 4 players: A may attack only D (the nearest to the right) and
    # D's planeswalkers. D's Crawlspace caps D at two; three Juggernauts: two at D and one at
    # D's Jace, or fewer at D and more at Jace: all three attack (3 + 3 + 1 = 7).
    S("pramikon-right-crawlspace", "Pramikon + Crawlspace; 508.1c (direction, cap), 508.1d",
      "Pramikon right, D's Crawlspace, D's Jace: all three Juggernauts attack D or Jace, at most two D",
      players=["A", "B", "C", "D"],
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("j3", "Juggernaut"), C("cs", "Crawlspace", "D"),
             C("jace", "Jace Beleren", "D"), C("jb", "Jace Beleren", "B"),
             C("pr", "Pramikon, Sky Rampart", "D", unread_text="written",
               abilities=[{"kind": "attack_direction", "direction": "right"}])],
      checks=[({"j1": "D", "j2": "D", "j3": "jace"}, "legal"), ({"j1": "D", "j2": "D"}, "illegal"),
              ({"j1": "D", "j2": "D", "j3": "jb"}, "illegal"), ({"j1": "jace", "j2": "jace", "j3": "jace"}, "legal")],
      count=brute({j: {None: (0, 0), "D": (1, 0), "jace": (1, 0)} for j in ("j1", "j2", "j3")},
                  caps=((frozenset({"D"}), 2),))),
    # A battle C protects (B's Siege) and C's Trove: Trove asks for C or C's planeswalkers, not
    # the battle (310.8d: attacking a battle is not attacking its protector). C's Propaganda, no
    # mana (3 players): Juggernaut at B or the battle obeys 1, M = 1; C costs.
    S("battle-trove-propaganda", "Trove of Temptation + a battle; 310.8, 508.1d",
      "Trove (C) isn't obeyed by attacking the battle C protects",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", "B", protector="C"),
             C("trove", "Trove of Temptation", "C"), C("prop", "Propaganda", "C")],
      checks=[({"jug": "bt"}, "legal"), ({"jug": "B"}, "legal"), ({"jug": "C"}, "illegal"), ({}, "illegal")],
      count=2),
    # ... with two Forests: C paid obeys 2 (Juggernaut, Trove): legal; B and the battle obey 1 = M.
    S("battle-trove-propaganda-paid", "Trove of Temptation + a battle; 508.1d, 508.1h",
      "... with two Forests C is legal too",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", "B", protector="C"),
             C("trove", "Trove of Temptation", "C"), C("prop", "Propaganda", "C"), *forests(2)],
      checks=[({"jug": "bt"}, "legal"), ({"jug": "C"}, "legal"), ({}, "illegal")],
      count=3),
    # A battle A protects (C's Siege with protector A) can't be attacked by A (310.8b); bear
    # goaded by B and C in 3 players: B or C obey 3 each; the battle is no option.
    S("battle-a-protects-goaded-twice", "310.8b (its protector can't attack it), 701.15b-c",
      "goaded by both opponents; the Siege A protects is no defender",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("bt", "Invasion of Belenon", "C", protector="A")],
      goads=[("bear", "B"), ("bear", "C")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({"bear": "bt"}, "illegal"), ({}, "illegal")],
      count=2),
    # Crawlspace of the battle's protector: a battle is not its protector (310.8d), so B's
    # Crawlspace doesn't cap attacks on the Siege B protects. Three Juggernauts, 2 players: two
    # at B at most; the battle takes the rest. 3 at the battle, or 1 or 2 at B: 1 + 3 + 3 = 7.
    S("crawlspace-battle", "Crawlspace + a battle; 310.8d, 508.1c, 508.1d",
      "B's Crawlspace doesn't cap the battle B protects",
      perms=[C("j1", "Juggernaut"), C("j2", "Juggernaut"), C("j3", "Juggernaut"), C("cs", "Crawlspace", "B"),
             C("bt", "Invasion of Belenon", "A", protector="B")],
      checks=[({"j1": "B", "j2": "B", "j3": "bt"}, "legal"), ({"j1": "bt", "j2": "bt", "j3": "bt"}, "legal"),
              ({"j1": "B", "j2": "B"}, "illegal"), ({"j1": "B", "j2": "B", "j3": "B"}, "illegal")],
      count=7),
    # Norn's Annex's {W/P} for C and its planeswalkers, a bear goaded by B (3 players), A at 1
    # life with no white mana: C can't be paid (119.4), B obeys 1: B only.
    S("annex-goad-one-life", "Norn's Annex + goad; 119.4, 508.1d, 508.1h",
      "bear goaded by B, C's Norn's Annex, A at 1 life: B",
      players=[{"id": "A", "life": 1}, "B", "C"],
      perms=[bear("bear"), C("annex", "Norn's Annex", "C")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # ... at 2 life C is paid with 2 life and obeys 2: B or C.
    S("annex-goad-two-life", "Norn's Annex + goad; 119.4, 107.4f, 508.1d",
      "... at 2 life: B or C",
      players=[{"id": "A", "life": 2}, "B", "C"],
      perms=[bear("bear"), C("annex", "Norn's Annex", "C")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # Agitator Ant (B's) left A's bear with two +1/+1 counters, goaded by B. C's Nils: a creature
    # with counters pays {X} (X its counters, 2) to attack C or C's planeswalkers. One Forest: C
    # can't be paid; B obeys 1: B only.
    S("nils-agitator-one-forest", "Nils + goad; 508.1h ({X} = counters), 508.1d",
      "goaded bear with two counters, C's Nils, one Forest: B",
      players=["A", "B", "C"],
      perms=[bear("bear", counters={"+1/+1": 2}), C("nils", "Nils, Discipline Enforcer", "C"), *forests(1)],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    S("nils-agitator-two-forests", "Nils + goad; 508.1h, 508.1d",
      "... two Forests: B or C",
      players=["A", "B", "C"],
      perms=[bear("bear", counters={"+1/+1": 2}), C("nils", "Nils, Discipline Enforcer", "C"), *forests(2)],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "legal"), ({}, "illegal")],
      count=2),
    # C's Sphere of Safety with two enchantments (X = 2) taxes C and C's Jace; C's Ghostly Prison
    # taxes C another {2} (601.2f: {4} for C). Bear goaded by B and a Juggernaut; three Forests
    # pay {2} once. Bear: B 1, C 2 ({4}), Jace 1 ({2}); Juggernaut: B 1, C 1 ({4}), Jace 1 ({2}).
    # M = 2 (both at B).
    S("sphere-goad-juggernaut", "Sphere of Safety + goad; 508.1h ({X} = enchantments), 508.1d",
      "C's Sphere (X = 2) with three Forests: one of the two may pay",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("jug", "Juggernaut"), C("sos", "Sphere of Safety", "C"), C("gp", "Ghostly Prison", "C"),
             C("jace", "Jace Beleren", "C"), *forests(3)],
      goads=[("bear", "B")],
      checks=[({"bear": "B", "jug": "B"}, "legal"), ({"bear": "C", "jug": "B"}, "illegal"),
              ({"bear": "B", "jug": "jace"}, "legal"), ({"bear": "jace", "jug": "B"}, "legal"), ({"bear": "jace"}, "illegal"),
              ({"bear": "C", "jug": "C"}, "illegal")],
      count=brute({"bear": {None: (0, 0), "B": (1, 0), "C": (2, 4), "jace": (1, 2)},
                   "jug": {None: (0, 0), "B": (1, 0), "C": (1, 4), "jace": (1, 2)}}, 3)),
    # --- range of influence ---------------------------------------------------------------------
    # Range 1, 5 players: A may attack B and E. Bear goaded by B: the player other than B within
    # range is E, which has Propaganda; no mana: B only (M = 1).
    S("range-goad-propaganda", "801 range of influence + goad + Propaganda; 508.1d",
      "range 1: goaded by B, E taxed, no mana: B",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[bear("bear"), C("prop", "Propaganda", "E")],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "E"}, "illegal"), ({"bear": "C"}, "illegal"), ({}, "illegal")],
      count=1),
    # ... two Forests: E paid (obeys 2) or B.
    S("range-goad-propaganda-paid", "801 + goad + Propaganda; 508.1d, 508.1h",
      "range 1: goaded by B, E taxed, two Forests: B or E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[bear("bear"), C("prop", "Propaganda", "E"), *forests(2)],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "E"}, "legal"), ({"bear": "D"}, "illegal")],
      count=2),
    # --- a goader who left the game ---------------------------------------------------------------
    # Bear goaded by B and by X, a player who has left the game (800.4m: the goad lasts until X's
    # turn would have begun; any player is other than X). C or D obey 4, B 3: C or D.
    S("goad-left-player-and-b", "800.4m, 701.15b-c",
      "goaded by B and by a player who left: C or D",
      players=["A", "B", "C", "D"],
      perms=[bear("bear")],
      goads=[("bear", "B"), ("bear", "X")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "D"}, "legal"), ({"bear": "B"}, "illegal"), ({}, "illegal")],
      count=2),
    # B's Seeker of Slaanesh, C's Trove, B's Dueling Grounds (one attacker), Juggernaut and a bear
    # (3 players): the Juggernaut alone at C obeys its own, Seeker's and Trove's (3); the bear at
    # C obeys 2. One legal declaration.
    S("seeker-trove-dueling-grounds", "Seeker of Slaanesh + Trove of Temptation + Dueling Grounds; 508.1c, 508.1d",
      "two group requirements and a cap of one: the Juggernaut alone at C",
      players=["A", "B", "C"],
      perms=[C("jug", "Juggernaut"), bear("bear"), C("seek", "Seeker of Slaanesh", "B"),
             C("trove", "Trove of Temptation", "C"), C("dg", "Dueling Grounds", "B")],
      checks=[({"jug": "C"}, "legal"), ({"bear": "C"}, "illegal"), ({"jug": "B"}, "illegal"), ({}, "illegal")],
      count=1, propose={"jug": "C"}),
    # Ekundu Cyclops and a bear goaded by B (3 players): the goaded bear must attack C, and then
    # the Cyclops must attack too (anywhere): 2.
    S("ekundu-goaded-bear", "Ekundu Cyclops + goad; 508.1d (the requirement the goaded attack brings)",
      "the goaded bear drags the Cyclops along",
      players=["A", "B", "C"],
      perms=[C("ek", "Ekundu Cyclops"), bear("bear")],
      goads=[("bear", "B")],
      checks=[({"bear": "C", "ek": "B"}, "legal"), ({"bear": "C"}, "illegal"), ({"ek": "C"}, "illegal")],
      count=2),
    # Range of influence 1, 5 players: C's Trove is out of A's range (801.10): it asks nothing of A.
    S("trove-out-of-range", "801.10 (an effect of a player out of range can't affect the attack)",
      "C's Trove out of A's range: Juggernaut at B or E",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("trove", "Trove of Temptation", "C")],
      checks=[({"jug": "B"}, "legal"), ({"jug": "E"}, "legal"), ({}, "illegal")],
      count=2),
    # --- a larger board, counted ------------------------------------------------------------------
    # 4 players. b1 goaded by B; b2 goaded by B and C; a Juggernaut. B has Jace; C Ghostly Prison;
    # D Crawlspace (two at D); A two Forests. Counted by brute force over the hand-written options.
    S("four-player-mix-counted", "701.15b-c, 508.1c, 508.1d, 508.1h",
      "goad by two players, a Juggernaut, a cap and a tax: counted",
      players=["A", "B", "C", "D"],
      perms=[bear("b1"), bear("b2"), C("jug", "Juggernaut"), C("jace", "Jace Beleren", "B"),
             C("gp", "Ghostly Prison", "C"), C("cs", "Crawlspace", "D"), *forests(2)],
      goads=[("b1", "B"), ("b2", "B"), ("b2", "C")],
      checks=[({"b1": "D", "b2": "D", "jug": "B"}, "legal"), ({"b1": "C", "b2": "D", "jug": "D"}, "legal"),
              ({"b1": "D", "b2": "D", "jug": "C"}, "legal"), ({"b1": "D", "b2": "D"}, "illegal"),
              ({"b1": "D", "b2": "D", "jug": "D"}, "illegal"), ({"b1": "C", "b2": "D", "jug": "C"}, "illegal")],
      count=brute({"b1": _goad_opts({"B"}, {None: 0, "B": 0, "C": 2, "D": 0, "jace": 0}, P4),
                   "b2": _goad_opts({"B", "C"}, {None: 0, "B": 0, "C": 2, "D": 0, "jace": 0}, P4),
                   "jug": {None: (0, 0), "B": (1, 0), "C": (1, 2), "D": (1, 0), "jace": (1, 0)}}, 2,
                  caps=((frozenset({"D"}), 2),))),
    # --- counters, turn-dependent types ---------------------------------------------------------
    # Nils counts counters; a +1/+1 and a -1/-1 counter are removed in pairs before attackers are
    # declared (704.5q), so the bear has none and C is free: goaded by B, it must attack C.
    S("nils-cancelled-counters", "Nils + goad; 704.5q (counters cancel), 508.1h, 508.1d",
      "a +1/+1 and a -1/-1 counter cancel: no Nils tax, the goaded bear attacks C",
      players=["A", "B", "C"],
      perms=[bear("bear", counters={"+1/+1": 1, "-1/-1": 1}), C("nils", "Nils, Discipline Enforcer", "C")],
      goads=[("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal")],
      count=1),
    # Two +1/+1 and one -1/-1: one counter left, {1} for C; one Forest pays it.
    S("nils-one-counter-left", "Nils + goad; 704.5q, 508.1h ({X} = 1)",
      "one counter left after 704.5q: one Forest pays Nils for C",
      players=["A", "B", "C"],
      perms=[bear("bear", counters={"+1/+1": 2, "-1/-1": 1}), C("nils", "Nils, Discipline Enforcer", "C"), *forests(1)],
      goads=[("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "legal"), ({}, "illegal")],
      count=2),
    # A shield counter (Kros) and a flying counter are counters too (122.1): {2} for C, one Forest.
    S("nils-shield-and-flying-counters", "Nils + goad; 122.1 (any counter), 508.1h",
      "a shield and a flying counter make Nils' X 2: one Forest can't pay, B",
      players=["A", "B", "C"],
      perms=[bear("bear", counters={"shield": 1, "flying": 1}), C("nils", "Nils, Discipline Enforcer", "C"),
             *forests(1)],
      goads=[("bear", "B")],
      checks=[({"bear": "B"}, "legal"), ({"bear": "C"}, "illegal")],
      count=1),
    # B's Kaito is a creature only during B's turn: on A's turn it is a planeswalker A may attack
    # (506.2), and Juggernaut may attack it or B.
    S("kaito-opponents-turn", "Kaito, Bane of Nightmares on an opponent's turn; 506.2, 508.1d",
      "B's Kaito is a planeswalker on A's turn",
      perms=[C("jug", "Juggernaut"), C("k", "Kaito, Bane of Nightmares", "B")],
      checks=[({"jug": "k"}, "legal"), ({"jug": "B"}, "legal"), ({}, "illegal")],
      count=2),
    # --- more goaders, more defenders ------------------------------------------------------------
    # Goaded by A itself (in force, readings) and by B, 3 players: C obeys 4 (both attacks, other
    # than A, other than B), B 3, C's Jace 2: C only.
    S("goad-self-and-b", "goad by the active player and by B; 701.15b-c, the Martial Impetus ruling",
      "goaded by A and B: C",
      players=["A", "B", "C"],
      perms=[bear("bear"), C("jc", "Jace Beleren", "C")],
      goads=[("bear", "A"), ("bear", "B")],
      checks=[({"bear": "C"}, "legal"), ({"bear": "B"}, "illegal"), ({"bear": "jc"}, "illegal")],
      count=1),
    # B's Public Enemy on A's own creature: all creatures attack A if able, which A's can't (506.2):
    # nothing is required of A.
    S("public-enemy-on-own-creature", "Public Enemy on the active player's creature; 506.2, 508.1d",
      "A's creatures can't attack A: no requirement",
      perms=[bear("bear"), bear("b2"), C("pe", "Public Enemy", "B", attached_to="b2")],
      checks=[({}, "legal"), ({"bear": "B"}, "legal")],
      count=4),
    # Range of influence 1, 5 players: A's Siege protected by C (out of range) can't be attacked;
    # C's Siege protected by B (in range) can (801.3, 310.8b). Juggernaut: B, E or that Siege.
    S("range-battles", "801.3, 310.8b (a battle attacked through its protector's place in range)",
      "range 1: the battle B protects may be attacked, the one C protects not",
      players=["A", "B", "C", "D", "E"], turn={"range_of_influence": 1},
      perms=[C("jug", "Juggernaut"), C("bt", "Invasion of Belenon", "A", protector="C"),
             C("bt2", "Invasion of Belenon", "C", protector="B")],
      checks=[({"jug": "bt2"}, "legal"), ({"jug": "E"}, "legal"), ({"jug": "bt"}, "illegal"), ({}, "illegal")],
      count=3),
    # One defending player chosen (506.2a: attack_mode C), bear goaded by C with C's Propaganda,
    # no mana: C is the only defender and costs {2}; M = 0, home. B and B's Jace are no options.
    S("chosen-defender-goader-propaganda", "506.2a (one defending player) + goad + Propaganda; 508.1d",
      "the one defending player is the goader, taxed: home",
      players=["A", "B", "C", "D"], turn={"attack_mode": "C"},
      perms=[bear("bear"), C("prop", "Propaganda", "C"), C("jb", "Jace Beleren", "B")],
      goads=[("bear", "C")],
      checks=[({}, "legal"), ({"bear": "C"}, "illegal"), ({"bear": "B"}, "illegal"), ({"bear": "jb"}, "illegal")],
      count=1),
    # Judoon Enforcers (B's): no more than one creature can attack B. Two bears goaded by C:
    # one at B (2), the other at C (1): either way round.
    S("judoon-goad", "Judoon Enforcers + goad; 508.1c, 508.1d",
      "B admits one attacker: one goaded bear at B, the other at C",
      players=["A", "B", "C"],
      perms=[bear("b1"), bear("b2"), C("je", "Judoon Enforcers", "B")],
      goads=[("b1", "C"), ("b2", "C")],
      checks=[({"b1": "B", "b2": "C"}, "legal"), ({"b1": "B", "b2": "B"}, "illegal"), ({"b1": "B"}, "illegal")],
      count=2),
    # Seven bears goaded by B (4 players); C's Crawlspace (two at C), D's Propaganda, four
    # Forests. A bear obeys 1 at B, 2 at C or D ({2} at D). M = 2 + 2 + 5 = 9 (two at C, five at
    # B); two paid at D obey 2 more, so a bear may then stay home (10 >= 9). Counted by brute
    # force (4^7).
    S("seven-goaded-bears-counted", "701.15b, 508.1c, 508.1d, 508.1h",
      "seven goaded bears, a cap and a tax: counted",
      players=["A", "B", "C", "D"],
      perms=[*(bear(f"b{i}") for i in range(7)), C("cs", "Crawlspace", "C"), C("prop", "Propaganda", "D"),
             *forests(4)],
      goads=[(f"b{i}", "B") for i in range(7)],
      checks=[({"b0": "C", "b1": "C", "b2": "D", "b3": "D", "b4": "B", "b5": "B", "b6": "B"}, "legal"),
              ({"b0": "C", "b1": "C", "b2": "D", "b3": "D", "b4": "B", "b5": "B"}, "legal"),
              ({"b0": "C", "b1": "C", "b2": "D", "b3": "B", "b4": "B"}, "illegal"),
              ({"b0": "C", "b1": "C", "b2": "B", "b3": "B", "b4": "B", "b5": "B", "b6": "B"}, "legal"),
              ({"b0": "C", "b1": "C", "b2": "C", "b3": "B", "b4": "B", "b5": "B", "b6": "B"}, "illegal")],
      count=brute({f"b{i}": _goad_opts({"B"}, {None: 0, "B": 0, "C": 0, "D": 2}, P4) for i in range(7)}, 4,
                  caps=((frozenset({"C"}), 2),))),
]


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_commander_scenario(s: dict) -> None:
    judge(s)


def test_scenario_ids_are_unique() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("s", [s for s in SCENARIOS if s["count"]], ids=[s["id"] for s in SCENARIOS if s["count"]])
def test_the_proposal_is_legal_and_reaches_the_maximum(s: dict) -> None:
    """508.1d: `propose` (forced) gives a declaration `check` finds legal, obeying M."""
    b = board_of(s)
    p = b.propose()
    assert p.status == "legal", p
    r = b.check({"attacks": p.declaration})
    assert r.status == "legal" and p.obeyed == r.obeyed >= r.maximum == p.maximum, (p, r)


# --- directions and the monarch left open: decided where every answer agrees -----------------


def _open_board(players: list, perms: list, goads: list | None = None) -> Board:
    b = board_of(S("open", "", "", perms=perms, checks=[], players=players, goads=goads))
    assert b.unread and all(u["text"].startswith("Is ") for u in b.unread), b.unread
    return b


def test_mystic_barrier_direction_doesnt_matter_with_one_opponent_803() -> None:
    """Mystic Barrier's direction not given, 2 players: left and right both name B, so the
    Juggernaut must attack B whatever the answer; every case counts 1 (semantics: asked)."""
    b = _open_board(["A", "B"], [C("jug", "Juggernaut"), C("mb", "Mystic Barrier", "B")])
    assert b.check({"attacks": {"jug": "B"}}).status == "legal"
    assert b.check({"attacks": {}}).status == "illegal"
    c = b.count()
    assert (c.status, c.count) == ("exact", 1)
    assert b.propose().declaration == {"jug": "B"}


def test_staying_home_is_illegal_whichever_way_mystic_barrier_points_508_1d() -> None:
    """3 players, bear goaded by B, Mystic Barrier's direction not given. Left: A may attack only
    B, which obeys 1 (M = 1); right: only C, which obeys 2 (M = 2). Staying home obeys 0 in both
    cases: illegal whatever the answer, though the cases share no violation (each names the
    defender of its own case). Attacking B or C is legal in one case only: unknown."""
    b = _open_board(["A", "B", "C"], [bear("bear"), C("mb", "Mystic Barrier", "B")], goads=[("bear", "B")])
    r = b.check({"attacks": {}})
    assert (r.status, r.obeyed, r.maximum) == ("illegal", 0, None)
    assert r.violations and all(v["message"].startswith("where 'Is the direction chosen for Mystic Barrier left?' "
                                                       "answered ") for v in r.violations)
    assert {v["message"].split(":")[0] for v in r.violations} == {
        "where 'Is the direction chosen for Mystic Barrier left?' answered yes",
        "where 'Is the direction chosen for Mystic Barrier left?' answered no"}
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    assert b.check({"attacks": {"bear": "C"}}).status == "unknown"
    c = b.count()  # one legal declaration in each case
    assert (c.status, c.count) == ("exact", 1)
    assert b.propose().status == "unknown"


def test_barrier_and_pramikon_both_open_four_players_teyo_ruling() -> None:
    """Mystic Barrier (C's) and Pramikon (D's), neither direction given, 4 players: both left,
    A attacks B; both right, D; disagreeing, nobody (the Teyo ruling). Each case has exactly
    one legal declaration; no declaration is legal in every case."""
    b = _open_board(["A", "B", "C", "D"], [C("jug", "Juggernaut"), C("mb", "Mystic Barrier", "C"),
                                           C("pr", "Pramikon, Sky Rampart", "D")])
    for attacks in ({"jug": "B"}, {"jug": "D"}, {}):
        assert b.check({"attacks": attacks}).status == "unknown", attacks
    assert b.check({"attacks": {"jug": "C"}}).status == "illegal"  # C in no case
    c = b.count()
    assert (c.status, c.count) == ("exact", 1)


def test_queen_mother_ramonda_monarch_left_open() -> None:
    """B's Queen Mother Ramonda: as long as B is the monarch, creatures with power 2 or less
    can't attack B. A bear attacking C (or staying home) is legal either way; attacking B only
    if B is not the monarch; 3 or 2 legal declarations: bounds 2..3."""
    b = _open_board(["A", "B", "C"], [bear("bear"), C("qm", "Queen Mother Ramonda", "B")])
    assert b.check({"attacks": {"bear": "C"}}).status == "legal"
    assert b.check({"attacks": {}}).status == "legal"
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    c = b.count()
    assert (c.status, c.lower, c.upper) == ("bounds", 2, 3)


# --- propose and enumerate on multiplayer boards ----------------------------------------------


def test_max_power_against_a_player_counts_the_battle_they_protect() -> None:
    """propose max-power-against:C: power attacking C, C's planeswalkers and battles C
    protects (310.8). C's Propaganda ({2} each) and two Forests: both creatures at the Siege C
    protects (free) give 5 + 2 = 7; against B, B and B's Jace also 7, free."""
    b = board_of(S("mp", "", "", players=["A", "B", "C"], checks=[],
                   perms=[C("jug", "Juggernaut"), bear("bear"), C("jb", "Jace Beleren", "B"),
                          C("bt", "Invasion of Belenon", "B", protector="C"), C("prop", "Propaganda", "C"),
                          *forests(2)]))
    p = b.propose(objective="max-power-against:C")
    assert p.status == "legal" and p.objective.value == 7 and p.declaration == {"jug": "bt", "bear": "bt"}, p
    assert p.cost == {"mana": "{0}", "life": 0}
    p = b.propose(objective="max-power-against:B")
    assert p.status == "legal" and p.objective.value == 7 and set(p.declaration.values()) <= {"B", "jb"}, p
    p = b.propose()  # forced: only the Juggernaut, at no cost
    assert p.status == "legal" and list(p.declaration) == ["jug"] and p.declaration["jug"] != "C", p


@pytest.mark.parametrize("sid", ["goad-three-bears-prison-four-forests", "four-player-mix-counted",
                                 "trove-goad-split", "ekundu-propaganda-3p", "pramikon-right-crawlspace"])
def test_enumerate_lists_exactly_the_counted_legal_declarations(sid: str) -> None:
    s = next(x for x in SCENARIOS if x["id"] == sid)
    b = board_of(s)
    listed = [dict(d.attacks) if hasattr(d, "attacks") else dict(d) for d in b.legal_attacks]
    assert len(listed) == s["count"] == len({tuple(sorted(d.items())) for d in listed})
    assert all(b.check({"attacks": d}).status == "legal" for d in listed)


def test_the_command_line_agrees_on_a_four_player_board(tmp_path) -> None:
    import json
    import subprocess
    import sys

    s = next(x for x in SCENARIOS if x["id"] == "four-player-mix-counted")
    path = tmp_path / "board.json"
    path.write_text(json.dumps({"version": 1, "players": [{"id": p} for p in s["players"]], "turn": {"active": "A"},
                                "permanents": s["perms"], "effects": s["effects"],
                                "designations": [{"goad": c, "by": g} for c, g in s["goads"]]}))
    for attacks, expected in s["checks"][:3]:
        p = subprocess.run([sys.executable, "-m", "attackcheck", "check", str(path), json.dumps({"attacks": attacks}),
                            "--json"], capture_output=True, text=True, timeout=120)
        assert json.loads(p.stdout)["status"] == expected and p.returncode == (0 if expected == "legal" else 1), p
    p = subprocess.run([sys.executable, "-m", "attackcheck", "count", str(path), "--json"],
                       capture_output=True, text=True, timeout=120)
    assert json.loads(p.stdout) == {"status": "exact", "count": s["count"], "unread": []}, p.stdout
