"""The enumeration lists what CP-SAT finds for 508.1a-d and keeps what can be paid
(508.1h-j). Without the payment in its model, CP-SAT could list unpayable declarations
without end (the Commander benchmark board of 100 creatures under Propaganda and Ghostly
Prison gave none in 20 s). The model now carries a necessary condition of the payment over
the declaration alone: the mana the costs need at least, at most what the sources can make
(less what attacking taps, 508.1f). Where every cost is generic and each source has one
option, that condition is the payment itself: nothing listed is then rejected."""

import importlib

import pytest

import reference
from attackcheck import Board
from helpers import board, creature, land


def _taxed(perms_extra=(), n=6, lands=2):
    perms = [creature(f"c{i}") for i in range(n)]
    perms += [land(f"f{i}", ["{G}"]) for i in range(lands)]
    perms += [{"id": "prop", "name": "Propaganda", "controller": "B", "types": ["enchantment"],
               "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}, *perms_extra]
    return board(perms, players=("A", "B", "C"))


def _payments(monkeypatch) -> list:
    enum = importlib.import_module("attackcheck.solver.enumerate")
    seen: list = []
    real = enum.pay

    def recording(*a, **k):
        got = real(*a, **k)
        seen.append(got.status)
        return got

    monkeypatch.setattr(enum, "pay", recording)
    return seen


def test_generic_taxes_list_no_unpayable_declaration_508_1h(monkeypatch):
    # Propaganda: {2} for each creature attacking B; two Forests pay for one. 508.1h-j.
    raw = _taxed()
    seen = _payments(monkeypatch)
    listed = list(Board(raw).enumerate())
    assert seen and {str(s) for s in seen} == {"paid"}  # every candidate CP-SAT gave was payable
    key = lambda d: tuple(sorted(d.items()))
    assert sorted(map(key, listed)) == sorted(map(key, reference.legal_declarations(raw)))


def test_a_mana_creature_attacking_takes_its_mana_away_508_1f(monkeypatch):
    # Llanowar Elves makes {G} unless it attacks (no vigilance: tapped by attacking, 508.1f).
    elves = creature("elves", power=1, toughness=1, mana=["{G}"])
    raw = _taxed([elves], n=3, lands=1)
    seen = _payments(monkeypatch)
    listed = list(Board(raw).enumerate())
    assert {str(s) for s in seen} == {"paid"}
    assert not any(d.get("elves") and "B" in d.values() for d in listed)  # 1 Forest can't pay {2}
    key = lambda d: tuple(sorted(d.items()))
    assert sorted(map(key, listed)) == sorted(map(key, reference.legal_declarations(raw)))


@pytest.mark.parametrize("cost", ["{G}", "{W/P}", "{2/G}", "{G/W}"])
def test_colored_costs_stay_exact_with_the_filter(cost):
    # The condition only bounds the mana: colors and life are the payment's (107.4, 119.4).
    raw = _taxed(n=4, lands=2)
    raw["effects"] = [{"kind": "attack_cost", "creatures": ["c0", "c1", "c2"], "cost": cost, "controller": "B"}]
    key = lambda d: tuple(sorted(d.items()))
    listed = list(Board(raw).enumerate())
    assert sorted(map(key, listed)) == sorted(map(key, reference.legal_declarations(raw)))
