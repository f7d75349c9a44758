"""Resource bombs: boards whose size multiplies (players x creatures x effects) answer within
their time limit and without memory growing with the product; the limits stay checked on
the fast JSON path."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from attackcheck import Board
from attackcheck.models import InputError
from attackcheck.solver.check import SHORTFALL_LISTED

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import bombs  # noqa: E402


def bomb(players: int, creatures: int, effects: int) -> dict:
    """The benchmark's bomb (benchmarks/bombs.py) at a size a test can run: the active
    player's creatures against many players, each effect one of a tax (Propaganda), a goad
    over all of them, "attacks each combat if able" over all of them, and a restriction that
    names few (power 1 or less)."""
    return bombs.bomb(players, creatures, effects, distinct=False)


def test_goad_by_many_players_shares_one_set_of_other_players_per_goader():
    # 701.15b: "attacks a player other than G" is the same set for every creature G goads;
    # one set per creature made 1,000 creatures goaded by 250 of 500 players take 9 GB
    b = Board(bomb(40, 30, 40))
    by_goader: dict[str, set[int]] = {}
    for info in b.context.creatures.values():
        for inst in info.instances:
            if inst.kind == "goad_other":
                by_goader.setdefault(inst.source, set()).add(id(inst.sat))
    assert by_goader and all(len(ids) == 1 for ids in by_goader.values())


def test_selectors_that_do_not_read_the_controller_are_read_once_for_every_controller():
    b = Board(bomb(40, 30, 40))
    goaded = b.resolved.goads
    # every creature is goaded by each of the ten goading players (their effects select alike)
    assert len(goaded) == 30 and all(len(g) == 10 for g in goaded.values())


def test_a_508_1d_shortfall_names_a_thousand_instances_then_counts_the_rest():
    b = Board(bomb(30, 100, 60))  # 100 creatures, 15 goads and 15 "attacks if able": 4,500 instances
    r = b.check({"attacks": {}})
    assert r.status.value == "illegal" and r.obeyed == 0
    shortfall = [v for v in r.violations if v.rule == "508.1d"]
    assert len(shortfall) == SHORTFALL_LISTED + 1
    last = shortfall[-1]
    missing = r.maximum - SHORTFALL_LISTED
    assert last.message.startswith(f"and {missing} more requirement instance(s)")
    assert last.effect is None and set(last.creatures) <= set(b.context.creatures)


def test_the_bomb_answers_within_its_time_limit():
    # 200 players, 300 creatures, 400 effects: 45,000 requirement instances and 30,000 taxes
    data = bomb(200, 300, 400)
    limit = 20.0
    start = time.monotonic()
    b = Board(data, time_limit=limit)
    r = b.check({"attacks": {}})
    assert time.monotonic() - start < limit + 1
    assert r.status.value in ("illegal", "unknown")


@pytest.mark.parametrize("value, field", [
    (10 ** 12, "power"),                 # past 2^31
    ("99999999999", "power"),            # a string pydantic would read as a number
    (1e300, "power"),                    # an exponent read as an integer
])
def test_json_text_takes_the_checked_path_for_numbers_out_of_bounds(value, field):
    data = bomb(3, 2, 0)
    data["permanents"][0][field] = value
    with pytest.raises(InputError) as err:
        Board(json.dumps(data))
    assert "power" in str(err.value)


def test_json_text_with_a_huge_mana_multiplier_is_refused_as_in_a_mapping():
    data = bomb(3, 2, 0)
    data["effects"] = [{"kind": "mana_replacement", "multiply": 5000, "controller": "P0"}]
    for source in (data, json.dumps(data)):
        with pytest.raises(InputError) as err:
            Board(source)
        assert "effects[0].multiply" in str(err.value)


def test_mana_past_the_limit_names_the_first_permanent_of_those_alike():
    """check_mana reads the options alike permanents share once: the refusal still names the
    first of them in board order."""
    elf = {"name": "Llanowar Elves", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1,
           "mana": ["{G}"]}
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2},
                           {"id": "elf1", **elf}, {"id": "elf2", **elf}],
            "effects": [{"kind": "mana_replacement", "multiply": 100, "controller": "A",
                         "sources": {"controller": "you"}}] * 3}
    for source in (data, json.dumps(data)):
        with pytest.raises(InputError) as err:
            Board(source)
        assert str(err.value).startswith("permanents[1].mana: Llanowar Elves (elf1) would make 1000000 mana at once")
