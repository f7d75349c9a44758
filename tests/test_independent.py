"""The engine against an independent brute force (tests/independent.py) written from the
Comprehensive Rules and the cards' Oracle text, on random small boards of real cards.

For each board: `check` of several declarations (status, M of 508.1d, instances obeyed),
`count` (exact) and `propose` (legal, with the fewest / most attackers). The default run
draws 2,000 boards; ATTACKCHECK_INDEPENDENT_BOARDS sets another number, and the `slow`
test draws 5,000 more with both objectives. Extended boards (range of influence, copies,
earlier combats, Ekundu Cyclops, requirements to attack a planeswalker, more Commander
cards): 3,000 by default (ATTACKCHECK_INDEPENDENT_EXT_BOARDS), 5,000 more in `slow`.
"""

from __future__ import annotations

import os
import random

import pytest

from attackcheck import Board
from independent import IBoard, Oracle, Perm, Player
from independent_gen import Stats, compare, random_board, random_ext_board, run

BOARDS = int(os.environ.get("ATTACKCHECK_INDEPENDENT_BOARDS", "2000"))
EXT_BOARDS = int(os.environ.get("ATTACKCHECK_INDEPENDENT_EXT_BOARDS", "3000"))


def _report(stats: Stats) -> str:
    head = (f"{stats.boards} boards, {stats.checks} checks, {stats.counts} counts, "
            f"{stats.proposals} proposals; unknown skipped: {dict(stats.unknown)}")
    return head + "\n" + "\n".join(stats.disagreements[:5])


def test_engine_agrees_with_the_independent_oracle() -> None:
    stats = run(seed=20240601, boards=BOARDS)
    assert stats.boards == BOARDS and stats.checks >= 5 * BOARDS
    # unknown only where a commander color identity is not given (docs: Command Tower):
    # anywhere else an unknown answer is itself a disagreement
    assert not stats.disagreements, _report(stats)


@pytest.mark.slow
def test_engine_agrees_with_the_independent_oracle_longer() -> None:
    stats = run(seed=7, boards=5_000, objectives=("forced", "max-attackers"))
    assert not stats.disagreements, _report(stats)


def _keep_and_pool() -> IBoard:
    # Koskun Keep "{T}: Add {C}." and a {C} in the pool pay Ghostly Prison's {2}
    return IBoard([Player("A", pool=("C",)), Player("B")], "A",
                  [Perm("bear", "Grizzly Bears", "A"), Perm("keep", "Koskun Keep", "A"),
                   Perm("prison", "Ghostly Prison", "B")])


def test_pool_mana_counts_beside_a_source_with_costed_mana_abilities() -> None:
    # 508.1h, 605.3a: the pool's {C} and the Keep's {T}: Add {C} make {2}; its {1}, {T}
    # and {2}, {T} abilities need not be used
    b = _keep_and_pool()
    o = Oracle(b)
    o.solve()
    assert o.is_legal({"bear": "B"})
    eb = Board(b.to_engine())
    assert eb.check({"attacks": {"bear": "B"}}).status == "legal"
    assert eb.count().count == len(o.legal) == 2


def test_the_oracle_can_disagree() -> None:
    # the comparison reports a wrong oracle: without the pool, the bear can't pay
    b = _keep_and_pool()
    b.players[0].pool = ()
    o = Oracle(b)
    o.solve()
    assert not o.is_legal({"bear": "B"})
    assert Board(b.to_engine()).check({"attacks": {"bear": "B"}}).status == "illegal"


def test_zero_tax_is_a_cost_for_508_1d() -> None:
    # Collective Restraint with no basic land types: {0} per attacker, still a cost
    # (118.5; War Tax's ruling), so Juggernaut needn't attack B
    b = IBoard([Player("A"), Player("B")], "A",
               [Perm("jug", "Juggernaut", "A"), Perm("cr", "Collective Restraint", "B")])
    o = Oracle(b)
    o.solve()
    assert o.M == 0 and o.is_legal({}) and o.is_legal({"jug": "B"})
    eb = Board(b.to_engine())
    assert eb.check({"attacks": {}}).status == "legal"
    assert eb.count().count == 2


def test_random_boards_reproduce() -> None:
    a, b = random_board(random.Random(3)), random_board(random.Random(3))
    assert a.to_engine() == b.to_engine()
    stats = Stats()
    compare(a, random.Random(4), stats)
    assert stats.boards == 1 and not stats.disagreements


def test_engine_agrees_with_the_independent_oracle_on_extended_boards() -> None:
    stats = run(seed=20240602, boards=EXT_BOARDS, extended=True)
    assert stats.boards == EXT_BOARDS and stats.checks >= 5 * EXT_BOARDS
    # every extended board gives every identity: an unknown answer is a disagreement
    assert not stats.unknown and not stats.disagreements, _report(stats)


@pytest.mark.slow
def test_engine_agrees_with_the_independent_oracle_on_extended_boards_longer() -> None:
    stats = run(seed=11, boards=5_000, objectives=("forced", "max-attackers"), extended=True)
    assert not stats.unknown and not stats.disagreements, _report(stats)


def _both(b: IBoard, legal: list[dict[str, str]], illegal: list[dict[str, str]],
          count: int) -> None:
    """The oracle and the engine give the answers worked out by hand."""
    o = Oracle(b)
    o.solve()
    eb = Board(b.to_engine())
    for decl in legal:
        assert o.is_legal(decl), decl
        assert eb.check({"attacks": decl}).status == "legal", decl
    for decl in illegal:
        assert not o.is_legal(decl), decl
        assert eb.check({"attacks": decl}).status == "illegal", decl
    assert len(o.legal) == count
    assert eb.count().count == count


def _four() -> list[Player]:
    return [Player("A"), Player("B"), Player("C"), Player("D")]


def test_range_of_influence() -> None:
    # 801.3: with range 1, A (seat 0) may attack B and D, not C; 801.10: C's Peacekeeper
    # can't affect A's creatures, B's Silent Arbiter can
    b = IBoard(_four(), "A", [Perm("bear", "Grizzly Bears", "A"), Perm("giant", "Hill Giant", "A"),
                             Perm("peace", "Peacekeeper", "C"), Perm("arb", "Silent Arbiter", "B")],
               roi=1)
    _both(b, [{"bear": "B"}, {"giant": "D"}, {}], [{"bear": "C"}, {"bear": "B", "giant": "D"}], 5)


def test_clone_of_juggernaut_attacks() -> None:
    # 707.2: A's Clone copying B's Juggernaut attacks each combat if able (508.1d)
    b = IBoard([Player("A"), Player("B")], "A",
               [Perm("jug", "Juggernaut", "B"), Perm("clone", "Clone", "A", copy_of="jug")])
    _both(b, [{"clone": "B"}], [{}], 1)


def test_ekundu_cyclops_requirement_exists_only_when_a_creature_attacks() -> None:
    # Silent Arbiter: one attacker. Nobody attacking: no requirement. The bear attacking
    # brings the Cyclops's requirement into existence, and the Cyclops alone obeys it
    b = IBoard([Player("A"), Player("B")], "A",
               [Perm("cyc", "Ekundu Cyclops", "A"), Perm("bear", "Grizzly Bears", "A"),
                Perm("arb", "Silent Arbiter", "B")])
    _both(b, [{}, {"cyc": "B"}], [{"bear": "B"}], 2)


def test_port_razer_in_a_second_combat() -> None:
    # can't attack a player it has already attacked this turn
    b = IBoard([Player("A"), Player("B"), Player("C")], "A",
               [Perm("razer", "Port Razer", "A", attacked=("B",))], combat=2)
    _both(b, [{"razer": "C"}, {}], [{"razer": "B"}], 2)
    b.perms[0].attacked = None       # not given: unknown where it may attack
    assert Board(b.to_engine()).check({"attacks": {"razer": "C"}}).status == "unknown"


def test_gideon_jura_plus_two() -> None:
    # B's Gideon Jura: creatures A controls attack Gideon Jura if able; Taunt by C is
    # another requirement, so attacking either obeys one of the two instances
    b = IBoard([Player("A"), Player("B"), Player("C")], "A",
               [Perm("bear", "Grizzly Bears", "A"), Perm("gid", "Gideon Jura", "B", loyalty=6)],
               taunts=[("gid", "B")])
    _both(b, [{"bear": "gid"}], [{"bear": "B"}, {}], 1)
    b.taunts.append(("C", "C"))
    _both(b, [{"bear": "gid"}, {"bear": "C"}], [{"bear": "B"}, {}], 2)


def test_mystic_barrier_and_assault_suit() -> None:
    # Barrier to the left: A may attack only B (the next seat) and B's planeswalkers;
    # B's Assault Suit on the bear: can't attack B or B's planeswalkers
    b = IBoard([Player("A"), Player("B"), Player("C")], "A",
               [Perm("bear", "Grizzly Bears", "A"), Perm("bar", "Mystic Barrier", "C", direction="left"),
                Perm("jace", "Jace Beleren", "B", loyalty=3)])
    _both(b, [{"bear": "B"}, {"bear": "jace"}], [{"bear": "C"}], 3)
    b.perms.append(Perm("suit", "Assault Suit", "B", attached_to="bear"))
    _both(b, [{}], [{"bear": "B"}, {"bear": "jace"}, {"bear": "C"}], 1)
