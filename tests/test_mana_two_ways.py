"""Counts and proposals where only mana is undecided: mana read wider than it may be (a
Command Tower without its player's commander color identity, 903.4), mana not read that
only adds ways to pay (Wall of Roots, 605.1a), mana that changes life where life pays a cost
(119.4). What pays with the mana read narrow pays (508.1h), and what is legal pays with it
read wide, so the two readings bound the answer: exact where they meet. M of 508.1d pays
nothing, so it is the same in both."""

from __future__ import annotations

import itertools
from typing import Any, Optional

import pytest

from attackcheck import Board


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


BEAR = C("bear", "Grizzly Bears")
ELF = C("elf", "Llanowar Elves")
FOREST, FOREST2 = C("f", "Forest"), C("f2", "Forest")
TOWER = C("tower", "Command Tower")  # no commander on the battlefield: its identity is not known
WALL = C("wall", "Wall of Roots")  # "Put a -0/-1 counter on this creature: Add {G}." (not read)
PROPAGANDA = C("prop", "Propaganda", "B")  # {2} for each creature attacking B
ANNEX = C("annex", "Norn's Annex", "B")  # {W/P} for each creature attacking B or its planeswalkers


def board(*perms: dict, life: Optional[int] = None) -> Board:
    a: dict[str, Any] = {"id": "A", "hand": 1} if life is None else {"id": "A", "hand": 1, "life": life}
    return Board({"version": 1, "players": [a, {"id": "B", "hand": 2}], "turn": {"active": "A"},
                  "permanents": list(perms)})


def by_check(b: Board) -> tuple[int, int]:
    """The declarations check() finds legal, and those it leaves unknown (every declaration)."""
    ctx = b.context
    legal = unknown = 0
    for combo in itertools.product([None, *ctx.defenders], repeat=len(ctx.creatures)):
        status = str(b.check({"attacks": {c: d for c, d in zip(ctx.creatures, combo) if d}}, explain=False).status)
        legal += status == "legal"
        unknown += status == "unknown"
    return legal, unknown


def test_a_doubtful_source_no_payment_needs_leaves_the_count_exact_903_4() -> None:
    # two Forests pay Propaganda's {2}: the Tower's mana, whatever it is, changes nothing
    b = board(BEAR, TOWER, FOREST, FOREST2, PROPAGANDA)
    assert b.context.doubtful_mana
    c = b.count()
    assert (str(c.status), c.count, c.unread) == ("exact", 2, [])


def test_a_doubtful_source_a_payment_needs_gives_bounds_naming_it_903_4() -> None:
    # one Forest and the Tower: the bear attacking is legal only if the Tower makes mana
    # (an identity with no color makes none, 903.4)
    b = board(BEAR, TOWER, FOREST, PROPAGANDA)
    c = b.count()
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 2)
    assert [u["permanent"] for u in c.unread] == ["tower"]
    assert c.to_dict()["status"] == "bounds"


def test_mana_not_read_bounds_the_count_by_costs_not_paid_605_1a() -> None:
    # Wall of Roots' mana is not read: counted without it (lower) and with costs not paid (upper)
    b = board(BEAR, WALL, FOREST, PROPAGANDA)
    assert b.context.extra_mana and not b.context.wide_exact
    c = b.count()
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 2)
    with_two = board(BEAR, WALL, FOREST, FOREST2, PROPAGANDA).count()
    assert (str(with_two.status), with_two.count) == ("exact", 2)


@pytest.mark.parametrize("perms,life", [
    ([BEAR, ELF, TOWER, FOREST, PROPAGANDA], None),
    ([BEAR, ELF, TOWER, FOREST, FOREST2, PROPAGANDA], None),
    ([BEAR, ELF, WALL, FOREST, PROPAGANDA], None),
    ([BEAR, ELF, TOWER, ANNEX], 1),
    ([BEAR, ELF, TOWER, ANNEX], 3),
    ([BEAR, ELF, C("caves", "Caves of Koilos"), ANNEX], 2),
    ([BEAR, ELF, C("caves", "Caves of Koilos"), FOREST, ANNEX, PROPAGANDA], 3),
], ids=["tower-one-forest", "tower-two-forests", "wall", "tower-annex-1-life", "tower-annex-3-life",
        "painland-annex", "painland-both-taxes"])
def test_the_count_bounds_hold_every_declaration_check_judges(perms: list[dict], life: Optional[int]) -> None:
    # lower <= the declarations check() finds legal; legal and unknown together <= upper
    b = board(*perms, life=life)
    c = b.count()
    legal, unknown = by_check(b)
    lower, upper = (c.count, c.count) if str(c.status) == "exact" else (c.lower, c.upper)
    assert lower is not None and upper is not None
    assert lower <= legal + unknown and legal <= upper
    if unknown == 0:
        assert (str(c.status), c.count) == ("exact", legal)


def test_a_proposal_found_with_the_mana_read_narrow_is_legal_and_best_where_the_wide_one_agrees() -> None:
    b = board(BEAR, TOWER, FOREST, FOREST2, PROPAGANDA)
    p = b.propose("max-attackers")
    assert (str(p.status), p.declaration, p.unread) == ("legal", {"bear": "B"}, [])
    assert str(b.check({"attacks": p.declaration}).status) == "legal"


def test_a_proposal_the_doubtful_mana_may_beat_is_legal_not_proved_best() -> None:
    # the bear may attack only if the Tower makes mana: staying home is legal, maybe not best
    p = board(BEAR, TOWER, FOREST, PROPAGANDA).propose("max-attackers")
    assert (str(p.status), p.declaration, p.proved) == ("unknown", {}, [])
    assert [u["permanent"] for u in p.unread] == ["tower"]
    assert p.to_dict()["proved"] == []


def test_a_proposal_paying_with_mana_not_read_proves_its_objective_only() -> None:
    # the bear attacking is best for the objective; its spend can't be proved least while
    # Wall of Roots' mana is not read (costs are not paid in the wide reading)
    p = board(BEAR, WALL, FOREST, FOREST2, PROPAGANDA).propose("max-attackers")
    assert (str(p.status), p.declaration, p.proved) == ("unknown", {"bear": "B"}, ["objective"])


def test_a_proposal_that_pays_nothing_is_best_whatever_mana_is_not_read() -> None:
    # forced: nobody attacking reaches M = 0 and pays nothing, the least spend there is
    p = board(BEAR, WALL, FOREST, PROPAGANDA).propose()
    assert (str(p.status), p.declaration, p.unread) == ("legal", {}, [])


def test_no_proposal_where_none_pays_even_with_the_mana_read_wide() -> None:
    # the bear attacking B costs {2}; the Tower makes one mana at most
    p = board(BEAR, TOWER, PROPAGANDA).propose(fix={"bear": "B"})
    assert str(p.status) == "none"
    p = board(BEAR, TOWER, FOREST, PROPAGANDA).propose(fix={"bear": "B"})
    assert str(p.status) == "unknown" and p.declaration is None


def test_something_unread_besides_mana_keeps_the_count_unknown() -> None:
    # Tarmogoyf's power is unread and Ensnaring Bridge reads the attackers' power: nothing is counted
    b = board(BEAR, TOWER, FOREST, PROPAGANDA, C("goyf", "Tarmogoyf"), C("bridge", "Ensnaring Bridge", "B"))
    assert b.context.unread and not b.context.mana_undecided
    assert str(b.count().status) == "unknown"


def listed(b: Board) -> tuple[set[tuple[tuple[str, str], ...]], Optional[str]]:
    """The declarations enumerate() lists, and why it stopped short (None: it finished)."""
    from attackcheck.solver.results import UnknownAnswer

    got: set[tuple[tuple[str, str], ...]] = set()
    try:
        for d in b.enumerate():
            got.add(tuple(sorted(d.items())))
    except UnknownAnswer as e:
        return got, str(e)
    return got, None


def test_enumerate_lists_every_declaration_where_the_undecided_mana_changes_nothing() -> None:
    # nobody, the bear or the elf attacking (two Forests pay {2}); both cost {4}, more than
    # the Forests and the Tower make read wide (the elf tapped by attacking, 508.1f)
    got, why = listed(board(BEAR, ELF, TOWER, FOREST, FOREST2, PROPAGANDA))
    assert why is None and len(got) == board(BEAR, ELF, TOWER, FOREST, FOREST2, PROPAGANDA).count().count == 3


@pytest.mark.parametrize("perms", [[BEAR, ELF, TOWER, FOREST, PROPAGANDA], [BEAR, ELF, WALL, FOREST, PROPAGANDA]],
                         ids=["tower", "wall"])
def test_enumerate_lists_what_pays_read_narrow_and_ends_unknown_for_the_rest(perms: list[dict]) -> None:
    # the bear and the elf attacking B together cost {4}: one Forest, the elf tapped by
    # attacking (508.1f), and the Tower or the Wall; which alone pays {2} only with them
    b = board(*perms)
    got, why = listed(b)
    legal, unknown = by_check(b)
    assert len(got) == legal and unknown > 0
    assert why is not None and f"{unknown} declaration(s) not listed" in why
    assert all(str(b.check({"attacks": dict(d)}).status) == "legal" for d in got)


def test_an_open_question_on_mana_is_still_counted_case_by_case_106_12a() -> None:
    # Caged Sun's color not given: read both ways, a {3} tax is 1..4; in each case the
    # Mountain makes {R}{R} at most (red chosen), so nobody attacking is the one legal declaration
    sun = [C("b1", "Grizzly Bears"), C("b2", "Grizzly Bears"), C("m", "Mountain"), C("sun", "Caged Sun"),
           {"id": "tax", "name": "Tax", "controller": "B", "types": ["enchantment"],
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{3}"}]}]
    c = board(*sun).count()
    assert (str(c.status), c.count) == ("exact", 1)
    # {2}: each bear alone is legal only if red is chosen; both never
    sun[-1]["abilities"][0]["cost"] = "{2}"
    c = board(*sun).count()
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 3)


def test_the_spend_compared_is_the_cost_paid_not_the_mana_a_plan_makes_107_4f() -> None:
    # Phyrexian Revoker's name not given: Gilded Lotus may be stopped (602.5). Read narrow, the
    # Goblin Guide pays 3 attacking either opponent; read wide, the Lotus's {W}{W}{W} pays
    # {1}{W/P} toward B with 2 of them: spend 2, so the narrow proposal is not proved least
    perms = [C("guide", "Goblin Guide"), C("lotus", "Gilded Lotus"), *(C(f"w{i}", "Wastes") for i in range(3)),
             C("annex", "Norn's Annex", "B"), C("baird", "Baird, Steward of Argive", "B"),
             C("prison", "Ghostly Prison", "C"), C("baird2", "Baird, Steward of Argive", "C"),
             C("rev", "Phyrexian Revoker", "C")]
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": perms})
    p = b.propose("max-attackers")
    assert str(p.status) == "unknown" and p.proved == ["objective"]


def test_min_cost_is_not_proved_against_costs_not_paid_119_4() -> None:
    # Pristine Talisman may gain life first: the wide reading pays no costs, so it bounds
    # min-cost by nothing; the Tower's {W} may pay Norn's Annex's {W/P} for 1, not 2 life
    perms = [C("guide", "Goblin Guide"), C("jugg", "Juggernaut"), C("tal", "Pristine Talisman"), TOWER, ANNEX,
             C("baird", "Baird, Steward of Argive", "C")]
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D"}],
               "turn": {"active": "A"}, "permanents": perms})
    assert not b.context.wide_exact
    p = b.propose("min-cost", fix={"guide": "B"})
    assert str(p.status) == "unknown" and p.proved == [] and p.declaration is not None


def test_a_chosen_colors_mana_read_narrow_still_pays_generic_mana_107_4b() -> None:
    # Utopia Sprawl's one more mana, its color not given: read narrow as {C}, it pays Ghostly
    # Prison's {2} beside the Forest's {G} (no cost asks {C}); Norn's Annex's {W/P} asks a type
    perms = [C("guide", "Goblin Guide"), BEAR, C("f", "Forest"), C("sprawl", "Utopia Sprawl", attached_to="f"),
             ANNEX, C("prison", "Ghostly Prison", "C")]
    b = Board({"version": 1, "players": [{"id": "A", "life": 3}, {"id": "B"}, {"id": "C"}, {"id": "D"}],
               "turn": {"active": "A"}, "permanents": perms})
    assert b.context.doubtful_mana
    c = b.count()
    legal, unknown = by_check(b)
    assert (str(c.status), c.lower, c.upper) == ("bounds", legal, legal + unknown)


def test_a_name_that_may_be_chosen_stops_every_mana_ability_of_its_permanent_602_5() -> None:
    # Phyrexian Revoker's name not given: it may be "Coldsteel Heart", whose one mana of its
    # chosen color then can't be made, so Baird's {1} may go unpaid (201.3a, 508.1h)
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": [
        BEAR, C("heart", "Coldsteel Heart"), C("baird", "Baird, Steward of Argive", "B"),
        C("rev", "Phyrexian Revoker", "B")]})
    assert str(b.check({"attacks": {"bear": "B"}}).status) == "unknown"
    c = b.count()
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 2)
    p = b.propose("max-attackers")
    assert (str(p.status), p.declaration, p.proved) == ("unknown", {}, [])
    got, why = listed(b)
    assert got == {()} and why is not None
