"""`attackcheck batch`: one output line per input line in input order, errors as
lines, identical results on 1 worker, a process pool and a Dask cluster, and resuming after
a kill gives the same file as an uninterrupted run."""

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from attackcheck import Board
from attackcheck.batch import BoardCache, prepare_output, process_chunk, run_batch, solve_line
from attackcheck.cli.batch import standalone_app
from attackcheck.models import InputError

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "tests" / "examples").glob("*.yaml"))


def _generator():
    spec = importlib.util.spec_from_file_location("batch_generate", ROOT / "benchmarks" / "batch" / "generate.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


generate = _generator()


@pytest.fixture(scope="module")
def lines_200(tmp_path_factory):
    path = tmp_path_factory.mktemp("batch") / "in.jsonl"
    generate.write(path, 200, seed=8, boards=40, malformed=0.08)
    return path


@pytest.fixture(scope="module")
def reference_200(lines_200, tmp_path_factory):
    out = tmp_path_factory.mktemp("ref") / "out.jsonl"
    summary = run_batch(lines_200, out, in_process=True)
    assert summary.lines == summary.written == 200 and not summary.interrupted
    assert summary.engine == "in-process"
    return out.read_bytes()


def _objs(data: bytes) -> list:
    return [json.loads(line) for line in data.decode().splitlines()]


def _line(obj) -> str:
    return json.dumps(obj)


# -- one line ------------------------------------------------------------------------------


def test_output_lines_match_the_api_in_input_order(lines_200, reference_200):
    inputs = lines_200.read_text().split("\n")[:-1]
    outs = _objs(reference_200)
    assert [o["line"] for o in outs] == list(range(1, 201))
    kinds = set()
    for text, out in zip(inputs, outs):
        try:
            obj = json.loads(text)
        except ValueError:
            assert out["error"]["field"] == "" and ("not valid JSON" in out["error"]["message"]
                                                    or "empty line" in out["error"]["message"])
            continue
        if "error" in out:
            kinds.add("error")
            continue
        assert out["id"] == obj.get("id")
        board = Board(obj["board"])
        req = obj.get("request", "check")
        assert out["request"] == req
        kinds.add(req)
        if req == "check":
            expected = board.check(obj["declaration"]).to_dict()
        elif req == "propose":
            expected = board.propose(objective=obj.get("objective", "forced"), fix=obj.get("fix"),
                                     keep_home=obj.get("keep_home", ())).to_dict()
        else:
            expected = board.count().to_dict()
        assert out["result"] == expected
    assert kinds == {"check", "propose", "count", "error"}


def test_example_checks_have_their_expected_status():
    text = []
    expected = []
    for path in EXAMPLES:
        ex = yaml.safe_load(path.read_text())
        for c in ex["checks"]:
            text.append(_line({"id": f"{path.stem}:{c['declaration']}", "board": ex["board"],
                               "declaration": c["declaration"]}))
            expected.append((c["status"], c.get("maximum")))
        text.append(_line({"board": ex["board"], "request": "count"}))
        expected.append(("exact", ex["count"]))
    out, tally = process_chunk(text, 1)
    objs = _objs(out.encode())
    assert len(objs) == len(text) and sum(tally.values()) == len(text)
    for obj, (status, number) in zip(objs, expected):
        assert obj["result"]["status"] == status, obj
        if obj["request"] == "count":
            assert obj["result"]["count"] == number
        elif number is not None:
            assert obj["result"]["maximum"] == number


EX = yaml.safe_load((ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text())["board"]


@pytest.mark.parametrize("text, field, words", [
    ("", "", "empty line"),
    ('{"board": {"version": 1', "", "not valid JSON"),
    ("[1, 2]", "", "JSON object"),
    ("\ufffd", "", "not valid JSON"),
    (_line({"declaration": {"attacks": {}}}), "board", "missing"),
    (_line({"board": "boards/duel.yaml", "declaration": {}}), "board", "JSON object"),
    (_line({"board": {**EX, "version": 2}, "declaration": {}}), "board.version", ""),
    (_line({"board": {**EX, "permanents": [{**EX["permanents"][0], "power": "x"}] + EX["permanents"][1:]},
            "declaration": {}}), "board.permanents[0].power", "integer"),
    (_line({"board": EX, "declaration": {"attacks": {"ghost": "B"}}}), "declaration.attacks.ghost", "unknown creature"),
    (_line({"board": EX, "declaration": {"attacks": {"lion": "Z"}}}), "declaration.attacks.lion", "unknown defender"),
    (_line({"board": EX, "declaration": "lion.yaml"}), "declaration", "JSON object"),
    (_line({"board": EX}), "declaration", "needs a declaration"),
    (_line({"board": EX, "request": "enumerate"}), "request", "unknown request"),
    (_line({"board": EX, "request": "count", "declaration": {}}), "declaration", "no declaration"),
    (_line({"board": EX, "request": "check", "declaration": {}, "objective": "max-power"}), "objective", "only a propose"),
    (_line({"board": EX, "request": "propose", "objective": "max-fun"}), "objective", "unknown objective"),
    (_line({"board": EX, "request": "propose", "objective": "max-power-against:Z"}), "objective", "unknown player"),
    (_line({"board": EX, "request": "propose", "fix": {"lion": "Z"}}), "fix.lion", "unknown defender"),
    (_line({"board": EX, "request": "propose", "fix": ["lion"]}), "fix", "JSON object"),
    (_line({"board": EX, "request": "propose", "keep_home": ["ghost"]}), "keep_home.ghost", "unknown creature"),
    (_line({"board": EX, "request": "propose", "keep_home": "lion"}), "keep_home", "list"),
    (_line({"board": EX, "declaration": {}, "colour": "blue"}), "colour", "unknown field"),
])
def test_bad_lines_become_error_lines(text, field, words):
    obj = solve_line(text, 7)
    assert obj["line"] == 7 and "result" not in obj
    assert obj["error"]["field"] == field, obj
    assert words in obj["error"]["message"]


def test_error_lines_keep_id_and_request():
    obj = solve_line(_line({"id": 42, "board": EX, "request": "propose", "keep_home": ["ghost"]}), 3)
    assert obj == {"line": 3, "id": 42, "request": "propose",
                   "error": {"field": "keep_home.ghost", "message": "unknown creature 'ghost' (name a creature by its "
                                                              "id; the active player's are: lion)"}}


def test_an_internal_error_is_a_line_not_a_crash(monkeypatch):
    def boom(self, declaration, **kw):
        raise RuntimeError("solver exploded")

    monkeypatch.setattr(Board, "check", boom)
    out, tally = process_chunk([_line({"board": EX, "declaration": {}}), "[]"], 5, cache_size=0)
    first, second = _objs(out.encode())
    assert first["error"] == {"field": None, "message": "internal error: RuntimeError: solver exploded"}
    assert second["line"] == 6 and second["error"]["field"] == ""
    assert tally == {"internal": 1, "error": 1}


def test_board_cache_gives_the_same_answers_and_is_bounded():
    lines = generate.generate(120, seed=5, boards=10, malformed=0.0)
    cache = BoardCache(4)
    cached = [solve_line(t, i, cache=cache) for i, t in enumerate(lines)]
    fresh = [solve_line(t, i) for i, t in enumerate(lines)]
    assert cached == fresh
    assert cache.hits > 0 and len(cache._data) <= 4
    bad = {**EX, "version": 2}
    for _ in range(2):  # a bad board is remembered as its error
        with pytest.raises(InputError) as info:
            cache.board(bad, None)
        assert info.value.path == "board.version"


def test_an_unknown_does_not_stick_to_a_cached_board():
    cache = BoardCache()
    line = _line({"board": EX, "declaration": {"attacks": {"lion": "B"}}})
    assert solve_line(line, 1, time_limit=1e-9, cache=cache)["result"]["status"] == "unknown"
    assert not cache._data  # forgotten
    assert solve_line(line, 2, cache=cache)["result"]["status"] == "illegal"


# -- engines -------------------------------------------------------------------------------


@pytest.mark.parametrize("workers", [1, 2])
def test_process_pool_gives_identical_output(lines_200, reference_200, tmp_path, workers):
    out = tmp_path / "out.jsonl"
    summary = run_batch(lines_200, out, workers=workers, chunk_size=7)
    assert summary.engine == "processes" and summary.workers == workers and summary.written == 200
    assert out.read_bytes() == reference_200


def test_without_cache_identical_output(lines_200, reference_200, tmp_path):
    out = tmp_path / "out.jsonl"
    run_batch(lines_200, out, in_process=True, cache_size=0, chunk_size=50)
    assert out.read_bytes() == reference_200


def test_dask_local_cluster_gives_identical_output(lines_200, reference_200, tmp_path):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster:
        out = tmp_path / "out.jsonl"
        summary = run_batch(lines_200, out, dask=cluster.scheduler_address, chunk_size=16)
        assert summary.engine == "dask" and summary.workers == 2
        assert out.read_bytes() == reference_200
        # and it resumes on the cluster too
        data = out.read_bytes()
        out.write_bytes(data[: data.index(b"\n", len(data) // 2) + 20])  # complete lines + a partial one
        summary = run_batch(lines_200, out, dask=cluster.scheduler_address, chunk_size=16)
        assert 0 < summary.resumed_from < 200
        assert out.read_bytes() == reference_200


# -- resuming ------------------------------------------------------------------------------


def test_resume_cuts_a_partial_line_and_continues(lines_200, reference_200, tmp_path):
    out = tmp_path / "out.jsonl"
    cut = reference_200.index(b"\n", 5000) + 1
    out.write_bytes(reference_200[:cut] + reference_200[cut:cut + 33])
    done = reference_200[:cut].count(b"\n")
    summary = run_batch(lines_200, out, in_process=True)
    assert summary.resumed_from == done and summary.written == 200 - done
    assert out.read_bytes() == reference_200
    summary = run_batch(lines_200, out, in_process=True)  # complete: nothing to do
    assert summary.written == 0 and out.read_bytes() == reference_200


def test_crlf_bom_and_a_last_line_without_newline(tmp_path):
    inp = tmp_path / "in.jsonl"
    line = _line({"id": "x", "board": EX, "declaration": {"attacks": {"lion": "D"}}}).encode()
    inp.write_bytes(b"\xef\xbb\xbf" + line + b"\r\n\r\n" + b"\xff\r\n" + line)
    out = tmp_path / "out.jsonl"
    summary = run_batch(inp, out, in_process=True)
    objs = _objs(out.read_bytes())
    assert summary.lines == 4 and [o["line"] for o in objs] == [1, 2, 3, 4]
    assert objs[0]["result"]["status"] == "legal" and objs[3] == {**objs[0], "line": 4}
    assert "empty line" in objs[1]["error"]["message"] and objs[2]["error"]["field"] == ""


def test_prepare_output_refuses_a_foreign_file(tmp_path):
    out = tmp_path / "notes.jsonl"
    out.write_text('{"line": 1}\n{"line": 7}\n')
    with pytest.raises(InputError) as info:
        prepare_output(out)
    assert info.value.path == "--out"
    assert "is not the output of a batch" in str(info.value) and "--restart" in str(info.value)
    assert out.read_text() == '{"line": 1}\n{"line": 7}\n'  # untouched
    assert prepare_output(out, restart=True) == 0 and out.read_bytes() == b""
    out.write_text('{"line":1,"id":nu')  # the first line, cut by a kill
    assert prepare_output(out) == 0 and out.read_bytes() == b""
    out.write_text("partial")  # no output line's start: not a batch's
    with pytest.raises(InputError):
        prepare_output(out)


def _cli(*args):
    return [sys.executable, "-m", "attackcheck", *map(str, args)]


@pytest.mark.parametrize("workers", [1, 2])
def test_kill_and_rerun_gives_the_uninterrupted_file(tmp_path, workers):
    inp = generate.write(tmp_path / "in.jsonl", 800, seed=11, boards=60)
    ref = tmp_path / "ref.jsonl"
    run_batch(inp, ref, in_process=True)
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen(_cli("batch", inp, "--out", out, "--workers", workers, "--chunk-size", 5, "--no-progress"),
                            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            if out.exists() and out.read_bytes().count(b"\n") >= 100:
                break
            time.sleep(0.01)
        assert proc.poll() is None, "the batch ended before it could be killed"
        os.killpg(proc.pid, signal.SIGKILL)  # the batch (its workers, in their own groups, follow)
    finally:
        proc.wait(30)
    killed = out.read_bytes().count(b"\n")
    assert 100 <= killed < 800
    rerun = subprocess.run(_cli("batch", inp, "--out", out, "--workers", workers, "--json", "--no-progress"),
                           capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    summary = json.loads(rerun.stdout)
    assert summary["resumed_from"] == killed and summary["lines"] == 800
    assert out.read_bytes() == ref.read_bytes()


def test_ctrl_c_stops_after_complete_lines(tmp_path):
    inp = generate.write(tmp_path / "in.jsonl", 800, seed=12, boards=60)
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen(_cli("batch", inp, "--out", out, "--workers", 2, "--chunk-size", 5, "--no-progress"),
                            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= 50:
            break
        time.sleep(0.01)
    os.killpg(proc.pid, signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert "run the same command again to resume" in stderr
    data = out.read_bytes()
    assert data.endswith(b"\n") and [o["line"] for o in _objs(data)] == list(range(1, data.count(b"\n") + 1))


# -- the command ---------------------------------------------------------------------------


def test_cli_batch_json_summary_and_bad_input(lines_200, reference_200, tmp_path):
    runner = CliRunner()
    app = standalone_app()
    out = tmp_path / "out.jsonl"
    r = runner.invoke(app, ["batch", str(lines_200), "--out", str(out), "--workers", "1", "--json"])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["status"] == "done" and summary["lines"] == 200 and summary["written"] == 200
    assert sum(summary["results"].values()) == 200 and summary["results"]["error"] > 0
    assert out.read_bytes() == reference_200
    r = runner.invoke(app, ["batch", str(tmp_path / "missing.jsonl"), "--out", str(out), "--json"])
    assert r.exit_code == 2 and json.loads(r.stdout.strip().splitlines()[-1])["status"] == "error"
    r = runner.invoke(app, ["batch", str(lines_200), "--out", str(lines_200)])
    assert r.exit_code == 2
    foreign = tmp_path / "foreign.jsonl"
    foreign.write_text('{"line": 3}\n')
    r = runner.invoke(app, ["batch", str(lines_200), "--out", str(foreign)])
    assert r.exit_code == 2 and foreign.read_text() == '{"line": 3}\n'
    r = runner.invoke(app, ["batch", str(lines_200), "--out", str(foreign), "--restart", "--workers", "1"])
    assert r.exit_code == 0 and foreign.read_bytes() == reference_200


def test_registered_on_the_main_cli_when_wired():
    from attackcheck import cli

    names = {c.name or c.callback.__name__ for c in cli.app.registered_commands}
    assert {"batch", "serve"} <= names
    r = CliRunner().invoke(cli.app, ["batch", "--help"])
    assert r.exit_code == 0 and "--dask" in r.output


def test_out_dash_writes_the_lines_to_standard_output(lines_200, reference_200, tmp_path):
    proc = subprocess.run(_cli("batch", lines_200, "--out", "-", "--workers", 1, "--no-progress"),
                          cwd=tmp_path, capture_output=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == reference_200 and not (tmp_path / "-").exists()
    assert b"written to standard output" in proc.stderr
    proc = subprocess.run(_cli("batch", lines_200, "--out", "-", "--json"), cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2 and json.loads(proc.stdout)["violations"][0]["field"] == "--json"


def test_in_dash_reads_standard_input_and_resumes(lines_200, reference_200, tmp_path):
    data = lines_200.read_bytes()
    proc = subprocess.run(_cli("batch", "-", "--out", "-", "--workers", 1, "--no-progress"),
                          cwd=tmp_path, input=data, capture_output=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == reference_200 and not (tmp_path / "-").exists()
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"".join(reference_200.splitlines(keepends=True)[:70]) + b'{"line":71,"id"')  # killed
    proc = subprocess.run(_cli("batch", "-", "--out", out, "--workers", 1, "--no-progress", "--json"),
                          cwd=tmp_path, input=data, capture_output=True)
    summary = json.loads(proc.stdout)
    assert proc.returncode == 0 and summary["input"] == "standard input"
    assert summary["resumed_from"] == 70 and out.read_bytes() == reference_200
    proc = subprocess.run(_cli("batch", "-", "--out", out, "--no-progress"), cwd=tmp_path, input=data[:100].decode(),
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "but standard input only" in proc.stderr and "stdin.jsonl" not in proc.stderr
