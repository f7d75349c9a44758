"""Every example board of tests/examples: status and maximum of each check, and the count."""

from pathlib import Path

import pytest
import yaml

from attackcheck import Board

EXAMPLES = sorted((Path(__file__).parent / "examples").glob("*.yaml"))


def _cases():
    for path in EXAMPLES:
        data = yaml.safe_load(path.read_text())
        for i, chk in enumerate(data["checks"]):
            yield pytest.param(path, chk, id=f"{path.stem}[{i}]")


def test_there_are_examples():
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("path,chk", list(_cases()))
def test_example_check(path, chk):
    board = Board.from_file(path)
    result = board.check(chk["declaration"])
    assert result.status == chk["status"], result.to_dict()
    if "maximum" in chk:
        assert result.maximum == chk["maximum"]
    if chk["status"] == "illegal":
        assert result.violations
        assert board.is_legal(result.witness)  # the witness is legal
    else:
        assert board.is_legal(chk["declaration"])


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_count_and_enumeration(path):
    data = yaml.safe_load(path.read_text())
    board = Board.from_file(path)
    assert board.count().count == data["count"]
    listed = list(board.enumerate())
    assert len(listed) == data["count"]
    assert all(board.is_legal(d) for d in listed)
    assert board.legal_attacks.count() == data["count"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_proposals_are_legal(path):
    board = Board.from_file(path)
    for objective in ("forced", "max-attackers", "max-power", "min-cost"):
        p = board.propose(objective=objective)
        assert p.status == "legal"
        assert board.is_legal({"attacks": p.declaration})
