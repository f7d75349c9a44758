"""The count when legality hangs on two cost totals (solver/sweep.py): taxes of two
kinds of symbol (508.1h), paid with mana of the right kind, generic with anything (107.4b),
{c/P} with 2 life (107.4f, 119.4). The sweep sums the biggest group of classes in place; it
must agree with the brute-force reference on small boards and with the products of
count.py on bigger ones."""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
from attackcheck import Board
from attackcheck.solver.check import maximum
from attackcheck.solver.count import Products
from attackcheck.solver.space import StateSpace
from attackcheck.solver.sweep import TwoCostSweep
from helpers import board, creature, land

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
COSTS = ("{1}", "{2}", "{W}", "{U}", "{W/P}", "{U/P}", "{1}{W}", "{W}{W}")
MANA = (["{W}"], ["{U}"], ["{C}"], ["{W}", "{U}"], ["any"], ["{C}{C}"])


def counter(raw) -> StateSpace:
    ctx = Board(raw).context
    mx = maximum(ctx, 20)
    return StateSpace(ctx, mx.value, time.monotonic() + 60)


def both_ways(raw):
    """(whether the sweep takes the board, the sweep's count, the products' count)."""
    c = counter(raw)
    sweep = TwoCostSweep.plan(c, min_states=0)
    return sweep is not None, (sweep.run() if sweep else None), Products(c).run()


def agrees_with_reference(raw) -> None:
    taken, swept, products = both_ways(raw)
    expected = len(reference.legal_declarations(raw))
    assert products == expected
    if taken:
        assert swept == expected


@st.composite
def two_tax_boards(draw, small=True, costs=COSTS):
    """Tokens of a few kinds, two opponents taxed with different symbols, a third one free
    (sometimes under a Crawlspace), goad, "attacks each combat if able" and lands."""
    opponents = ("B", "C", "D")
    perms, designations, effects = [], [], []
    n_kinds = draw(st.integers(1, 3))
    budget = draw(st.integers(3, 6)) if small else draw(st.integers(12, 40))
    sizes = [draw(st.integers(1, 4 if small else 20)) for _ in range(n_kinds)]
    while sum(sizes) > budget:
        sizes[sizes.index(max(sizes))] -= 1
    sizes = [s for s in sizes if s]
    for k, size in enumerate(sizes):
        goads = draw(st.sampled_from([(), ("B",), ("C",), ("D",), ("B", "C")]))
        ids = [f"t{k}_{i}" for i in range(size)]
        for cid in ids:
            perms.append(creature(cid, name=f"Token {k}", token=True))
            for g in goads:
                designations.append({"goad": cid, "by": g})
        if draw(st.booleans()):
            effects.append({"kind": "attacks_if_able", "creatures": ids, "controller": "D"})
        alone = draw(st.sampled_from([None, None, "cant_attack_alone", "cant_attack_unless_others",
                                      "attacks_only_alone"]))
        if alone == "cant_attack_unless_others":
            effects.append({"kind": alone, "creatures": ids, "count": draw(st.integers(1, 3)), "controller": "D"})
        elif alone:
            effects.append({"kind": alone, "creatures": ids, "controller": "D"})
    first, second = draw(st.lists(st.sampled_from(costs), min_size=2, max_size=2, unique=True))
    effects.append({"kind": "attack_tax", "target": "B", "cost": first, "controller": "B"})
    effects.append({"kind": "attack_tax", "target": "C", "cost": second, "controller": "C"})
    if draw(st.booleans()):
        effects.append({"kind": "max_attackers_against", "target": "D", "count": draw(st.integers(1, 2)),
                        "controller": "D"})
    for i in range(draw(st.integers(1, 4) if small else st.integers(6, 30))):
        perms.append(land(f"land{i}", draw(st.sampled_from(MANA))))
    life = draw(st.sampled_from([1, 2, 4, 5, 20]))
    players = ({"id": "A", "life": life},) + opponents
    return board(perms, effects, players=players, designations=designations)


@settings(max_examples=300, **SETTINGS)
@given(two_tax_boards())
def test_count_with_two_kinds_of_tax_matches_reference(raw):
    agrees_with_reference(raw)


@settings(max_examples=120, **SETTINGS)
@given(two_tax_boards(small=False))
def test_sweep_matches_the_products_on_bigger_boards(raw):
    taken, swept, products = both_ways(raw)
    if taken:
        assert swept == products


def _annex_board(n, plains, islands, life, crawl=None, goaded=0):
    """n tokens; B taxes {2} (Propaganda), C taxes {W/P} (Norn's Annex), D (maybe under a
    Crawlspace) and E are free, so every token can obey its requirements (508.1d)."""
    perms = [creature(f"t{i}", name="Soldier", token=True) for i in range(n)]
    perms += [land(f"p{i}", ["{W}"]) for i in range(plains)]
    perms += [land(f"i{i}", ["{U}"]) for i in range(islands)]
    effects = [{"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"},
               {"kind": "attack_tax", "target": "C", "cost": "{W/P}", "controller": "C"},
               {"kind": "attacks_if_able", "creatures": [f"t{i}" for i in range(n)], "controller": "D"}]
    if crawl:
        effects.append({"kind": "max_attackers_against", "target": "D", "count": crawl, "controller": "D"})
    designations = [{"goad": f"t{i}", "by": "D"} for i in range(goaded)]
    players = ({"id": "A", "life": life}, "B", "C", "D", "E")
    return board(perms, effects, players=players, designations=designations)


def test_propaganda_and_norns_annex_with_life_match_reference():
    # 107.4f/119.4: each {W/P} is {W} or 2 life; generic takes any mana (107.4b). With 4 life
    # two {W/P} can be paid with life: the payable totals are a pentagon with a cut corner
    raw = _annex_board(5, plains=2, islands=1, life=4, crawl=2, goaded=1)
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products == len(reference.legal_declarations(raw))


def test_two_colors_make_a_rectangle():
    # {W} to attack B, {U} to attack C, only basic lands: each kind of tax has its own
    # sources, so g <= c1 and w <= c2 are the whole condition (the diagonal is idle)
    raw = _annex_board(5, plains=2, islands=2, life=20)
    raw["effects"][0]["cost"] = "{W}"
    raw["effects"][1]["cost"] = "{U}"
    c = counter(raw)
    sweep = TwoCostSweep.plan(c, min_states=0)
    assert sweep is not None and not sweep.diagonal
    assert sweep.run() == Products(c).run() == len(reference.legal_declarations(raw))


def test_sweep_when_life_pays_every_phyrexian_symbol():
    # 20 life pays ten {W/P}: the band of states only life pays is as thick as the board
    raw = _annex_board(6, plains=1, islands=3, life=20, crawl=1)
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products == len(reference.legal_declarations(raw))


def test_sweep_with_a_hundred_tokens_matches_the_products():
    # the regime the sweep is for: one class of hundreds, a few goaded ones (701.15b), a
    # Crawlspace column (508.1c) and both taxes; the products still finish at this size
    raw = _annex_board(120, plains=9, islands=14, life=7, crawl=2, goaded=5)
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products


def test_orientation_does_not_change_the_count():
    # the sweep may pack either cost total; both must give the same count
    raw = _annex_board(40, plains=6, islands=9, life=9, crawl=2, goaded=3)
    c = counter(raw)
    sweep = TwoCostSweep.plan(c, min_states=0)
    assert sweep is not None
    first = sweep.run()
    flipped = TwoCostSweep(c, sweep.wi, sweep.gi, sweep.c2, sweep.c1, sweep.c12, sweep.group, sweep.s_parts,
                           sweep.saturation)
    flipped.b_options()
    flipped.few = sweep.saturation.vectors(flipped)
    assert flipped.run() == first == Products(c).run()


@pytest.mark.parametrize("mana", [["{G}"], ["any"]])
def test_mana_creatures_leave_the_count_to_the_products(mana):
    # 508.1f: a mana creature that attacks is tapped and can't pay; the sweep's fixed
    # polygon doesn't hold, so the products count
    raw = _annex_board(3, plains=1, islands=1, life=2)
    raw["permanents"].append(creature("elf", name="Llanowar Elves", mana=mana))
    assert TwoCostSweep.plan(counter(raw), min_states=0) is None
    assert Board(raw).count().count == len(reference.legal_declarations(raw))


@settings(max_examples=200, **SETTINGS)
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(1, 12)), min_size=1, max_size=4), st.integers(0, 60))
def test_power_series_of_a_group_is_the_expanded_product(classes, r_max):
    # prod (a + L)^n, expanded term by term, against the recurrence P E' = Q E
    from math import comb

    from attackcheck.solver.sweep import _power_series

    class NoDeadline:
        def check_time(self):
            pass

    e = [1]
    for a, n in classes:
        series = [comb(n, r) * a ** (n - r) for r in range(n + 1)]
        out = [0] * (len(e) + len(series) - 1)
        for i, x in enumerate(e):
            for j, y in enumerate(series):
                out[i + j] += x * y
        e = out
    e = (e + [0] * (r_max + 1))[:r_max + 1]
    assert _power_series(classes, r_max, NoDeadline()) == e


def test_a_tax_on_one_planeswalker_taxes_attacks_on_it():
    # a reading (docs/readings.md): a planeswalker id where a player is expected means attacks on it
    # (here a {3} tax on C's Jace, 508.1h); B's {2/W} is {W} or {2} (107.4e)
    raw = board([creature("pw1", controller="C", types=["planeswalker"], loyalty=3),
                 creature("t0", name="Token", token=True), creature("t1", name="Token", token=True),
                 land("w", ["{W}"]), land("any", ["any"])],
                [{"kind": "attack_tax", "target": "pw1", "cost": "{3}", "controller": "B"},
                 {"kind": "attack_tax", "target": "B", "cost": "{2/W}", "controller": "B"}],
                players=("A", "B", "C"))
    raw["permanents"][0].pop("power"), raw["permanents"][0].pop("toughness")
    b = Board(raw)
    assert b.count().count == len(reference.legal_declarations(raw))
    assert b.check({"attacks": {"t0": "pw1"}}).status == "illegal"  # two mana can't pay {3}
    assert b.check({"attacks": {"t0": "C"}}).status == "legal"


def test_sweep_on_the_benchmark_swarm_board_matches_the_products():
    # the 8-player token swarm of benchmarks/ at 1,000 creatures: goad from several players
    # (701.15), Bident's requirement, a Crawlspace (508.1c), Propaganda and Ghostly Prison
    # ({2}) and Norn's Annex ({W/P}, planeswalkers included), planeswalkers and a battle
    from benchmarks.boards import generate

    raw = generate("swarm", 1000, 0)
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products


def test_sweep_when_no_requirement_can_be_obeyed_for_free():
    # each token must attack C if able, but C taxes {W/P}: a requirement with a cost counts
    # for nothing (508.1d), so M = 0, the "obeyed" aggregate is idle and the sweep counts
    raw = _annex_board(4, plains=2, islands=2, life=4)
    raw["effects"][2] = {"kind": "attacks_target_if_able", "creatures": [f"t{i}" for i in range(4)],
                         "target": "C", "controller": "C"}
    c = counter(raw)
    assert c.m_value == 0 and "obeyed" in c.index
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products == len(reference.legal_declarations(raw))


def test_sweep_when_a_token_cant_attack_alone():
    # 508.1c: one Mogg Flunkies-like class makes every attack move the attacker total; the
    # big class is summed as if its attackers had passed the threshold, and the declarations
    # with fewer are corrected one by one
    raw = _annex_board(60, plains=6, islands=9, life=9, crawl=2, goaded=3)
    raw["permanents"] += [creature(f"f{i}", name="Mogg Flunkies", power=3, toughness=3) for i in range(2)]
    raw["effects"].append({"kind": "cant_attack_alone", "creatures": ["f0", "f1"], "controller": "D"})
    raw["effects"].append({"kind": "cant_attack_unless_others", "creatures": ["t0"], "count": 3,
                           "controller": "D"})
    c = counter(raw)
    sweep = TwoCostSweep.plan(c, min_states=0)
    assert sweep is not None and sweep.saturation.key is not None
    assert sweep.run() == Products(c).run()


@pytest.mark.parametrize("others", [1, 2, 4])
def test_sweep_with_few_attackers_matches_reference(others):
    # the correction for fewer attackers than the threshold, where it matters most: a board
    # so small that most declarations have few attackers (Orcish Conscripts, 508.1c)
    raw = _annex_board(5, plains=2, islands=1, life=4)
    raw["effects"] = raw["effects"][:2]
    raw["effects"].append({"kind": "cant_attack_unless_others", "creatures": ["t0", "t1"], "count": others,
                           "controller": "D"})
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products == len(reference.legal_declarations(raw))


GENERIC = ("{1}", "{2}", "{3}", "{0}")


@settings(max_examples=200, **SETTINGS)
@given(two_tax_boards(costs=GENERIC))
def test_count_with_generic_taxes_matches_reference(raw):
    # only generic costs: one total, demand against supply (107.4b), w always 0
    agrees_with_reference(raw)


@settings(max_examples=60, **SETTINGS)
@given(two_tax_boards(small=False, costs=GENERIC))
def test_sweep_with_generic_taxes_matches_the_products_on_bigger_boards(raw):
    taken, swept, products = both_ways(raw)
    if taken:
        assert swept == products


@pytest.mark.parametrize("family,size", [("duel", 1000), ("commander", 100), ("commander", 300)])
def test_sweep_on_benchmark_boards_with_generic_taxes(family, size):
    # the duel (can't attack alone, generic taxes) and the Commander board (goads from
    # several players, taxes, a Crawlspace, a requirement deficit): sweep and products agree
    from benchmarks.boards import generate

    raw = generate(family, size, 0)
    taken, swept, products = both_ways(raw)
    assert taken
    assert swept == products


def test_few_attackers_walk_stops_where_every_weight_is_zero():
    # Orcish Conscripts needs 22 others (508.1c), but 60 tokens must attack (their "not
    # attacking" breaks a requirement the rest obey, 508.1d): every way with fewer than 23
    # attacks has weight 0, so the correction walk ends at once and sweep and products agree
    perms, effects = [], [{"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    for k, banned in enumerate([[], ["C"], ["C", "D"]]):
        ids = [f"t{k}_{i}" for i in range(12)]
        perms += [creature(cid, name=f"Token {k}", token=True) for cid in ids]
        effects += [{"kind": "cant_attack_target", "creatures": ids, "target": t, "controller": "B"} for t in banned]
    ids = [f"s{i}" for i in range(60)]
    perms += [creature(cid, name="Soldier", token=True) for cid in ids]
    effects.append({"kind": "attacks_if_able", "creatures": ids, "controller": "B"})
    perms.append(creature("oc", name="Orcish Conscripts"))
    effects.append({"kind": "cant_attack_unless_others", "creatures": ["oc"], "count": 22, "controller": "B"})
    perms += [land(f"l{i}", ["{C}"]) for i in range(40)]
    raw = board(perms, effects, players=("A", "B", "C", "D", "E"))
    c = counter(raw)
    sweep = TwoCostSweep.plan(c, min_states=0)
    assert sweep is not None and sweep.saturation.reach == 23
    assert sweep.few == [] or all(w for *_, w in sweep.few)
    assert sweep.run() == Products(c).run()
