"""The benchmarks run (smoke mode, small sizes; no times are asserted), and on
small boards of every family the solver agrees with the brute-force reference and with the
plain encoding of M."""
import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(pathlib.Path(__file__).parent))

import reference as R  # noqa: E402

from attackcheck import Board  # noqa: E402
from attackcheck.solver.check import maximum  # noqa: E402
from attackcheck.solver.plain import plain_maximum  # noqa: E402
from benchmarks.boards import FAMILIES, count_creatures, declarations, generate  # noqa: E402

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"


@pytest.fixture(scope="module")
def smoke(tmp_path_factory):
    out = tmp_path_factory.mktemp("bench")
    proc = subprocess.run([sys.executable, "-m", "benchmarks", "--smoke", "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out, proc


def test_smoke_writes_results(smoke):
    out, proc = smoke
    data = json.loads((out / "results.json").read_text())
    assert (out / "table.md").read_text().startswith("| family")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        pass
    else:
        assert (out / "plot.png").stat().st_size > 10_000
    rows = data["rows"]
    assert {r["family"] for r in rows} == set(FAMILIES)
    assert {r["size"] for r in rows} == {10, 50}
    for r in rows:
        assert r["creatures"] == r["size"]
        for op in ("load", "check_legal", "check_illegal", "propose", "count", "m_core"):
            assert r["times"][op] >= 0
        # correctness, not speed: every cross-check the runner made holds
        assert all(r["agree"].values()), (r["family"], r["size"], r["agree"])
        assert r["check_legal"]["status"] == "legal"
        assert r["check_illegal"]["status"] == "illegal"
        assert r["count"]["status"] == "exact"
        assert r["plain"]["status"] in ("optimal", "timeout")
    assert any(r.get("reference", {}).get("status") == "ok" for r in rows)
    assert "plain" in proc.stdout or "M plain" in proc.stdout


def test_generators_are_seeded_and_sized():
    for fam in FAMILIES:
        for n in (1, 7, 60):
            b = generate(fam, n, 3)
            assert count_creatures(b) == n
            assert b == generate(fam, n, 3)
        assert generate(fam, 60, 1) != generate(fam, 60, 2)
        assert all("card" not in p for p in generate(fam, 60, 1)["permanents"])


def _small_sizes():
    """(family, n, seed) whose brute force enumerates few declarations."""
    out = []
    for fam in FAMILIES:
        for n in (4, 5, 6, 8):
            for seed in (0, 1):
                ctx = Board.from_dict(generate(fam, n, seed)).context
                if (1 + len(ctx.defenders)) ** len(ctx.creatures) <= 6000:
                    out.append((fam, n, seed))
    return out


@pytest.mark.parametrize("fam,n,seed", _small_sizes())
def test_small_boards_agree_with_reference_and_plain(fam, n, seed):
    board = generate(fam, n, seed)
    b = Board.from_dict(board)
    m = maximum(b.context)
    assert m.status == "optimal"
    status, value = plain_maximum(board, 10)
    assert (status, value) == ("optimal", m.value)
    decls = declarations(board, Board.from_dict(board))
    for which in ("legal", "illegal"):
        attacks = decls[which]["attacks"]
        got = Board.from_dict(board).check(attacks)
        want = R.judge(board, attacks)
        assert got.status == want["status"] == which, (which, attacks, got.to_dict(), want)
        assert want["maximum"] == m.value
        if got.maximum is not None:
            assert got.maximum == want["maximum"]
    assert Board.from_dict(board).count().count == R.count(board)


def test_every_family_is_covered_by_small_boards():
    assert {f for f, _, _ in _small_sizes()} == set(FAMILIES)


def _committed_results() -> dict:
    return {p.name: p.read_bytes() for p in sorted((ROOT / "benchmarks" / "results").iterdir())}


def test_smoke_without_out_writes_a_fresh_temporary_folder_not_the_committed_results():
    import re
    import shutil

    from benchmarks.runner import RESULTS, output_dir, parse_args

    assert output_dir(parse_args([])) == RESULTS  # a full run keeps writing the committed folder
    assert output_dir(parse_args(["--smoke", "--out", "/tmp/x"])) == pathlib.Path("/tmp/x")
    before = _committed_results()
    proc = subprocess.run([sys.executable, "-m", "benchmarks", "--smoke", "--families", "duel", "--sizes", "10",
                           "--no-plain", "--no-reference", "--no-plot"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    wrote = re.search(r"wrote (\S+)results\.json", proc.stdout.replace("\n", ""))
    assert wrote, proc.stdout[-2000:]
    out = pathlib.Path(wrote.group(1))
    try:
        assert out.resolve() != RESULTS.resolve() and (out / "results.json").is_file()
        assert json.loads((out / "results.json").read_text())["rows"][0]["family"] == "duel"
    finally:
        shutil.rmtree(out, ignore_errors=True)
    assert _committed_results() == before


def test_only_names_real_operations_and_check_means_both_checks():
    from benchmarks.runner import parse_args

    assert parse_args(["--only", "check"]).only == ("load", "check_legal", "check_illegal")
    assert parse_args(["--only", "count"]).only == ("load", "count")
    assert parse_args(["--only", "load"]).only == ("load",)
    with pytest.raises(SystemExit):
        parse_args(["--only", "chek"])  # an unknown name is an error, not an empty run
