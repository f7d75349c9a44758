"""The README and docs/ stay true: every code block in them is run or checked here.

- ```console blocks: each `$ COMMAND` line is run in the repository root (a trailing
  `# exit N` says the exit code it must give, else 0) and its output must match the lines
  below it, where a line `...` stands for any lines and `...` inside a line for any text;
- ```bash blocks: each command line must run and exit 0 (or its `# exit N`); the first
  block of the README (install and test) is what .ci/run runs, so it is compared with it;
- ```python blocks: doctests where they have `>>>`, else executed;
- ```yaml and ```json blocks: a board must load, an effect must load on the example board,
  anything else must parse;
- ```text blocks are synopses and sample output: not run.
Links to files in the repository must point at files that exist."""

from __future__ import annotations

import doctest
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.S | re.M)
LANGS = {"console", "bash", "python", "yaml", "json", "text"}


def blocks():
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for i, m in enumerate(FENCE.finditer(text)):
            line = text[:m.start()].count("\n") + 1
            yield pytest.param(path, m.group(1), m.group(2), i, id=f"{path.name}:{line}:{m.group(1) or 'plain'}")


BLOCKS = list(blocks())


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env["COLUMNS"] = "100"
    env.pop("FORCE_COLOR", None)
    return env


def _run(command: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=ROOT, capture_output=True, text=True, timeout=600, env=_env())


def _exit_code(command: str) -> int:
    m = re.search(r"#\s*exit (\d+)\s*$", command)
    return int(m.group(1)) if m else 0


def _matches(expected: str, actual: str) -> bool:
    """`...` alone on a line is any lines; `...` in a line is any text; spacing is free."""
    def norm(s: str) -> str:
        return "\n".join(" ".join(line.split()) for line in s.strip().splitlines() if line.strip())
    pattern = ""
    for line in norm(expected).splitlines():
        if line == "...":
            pattern += r"(?:.*\n)*?"
        else:
            pattern += ".*?".join(re.escape(part) for part in line.split("...")) + r"\n"
    return re.fullmatch(pattern, norm(actual) + "\n", re.S) is not None


def test_every_block_has_a_known_language():
    unknown = [b.id for b in BLOCKS if b.values[1] not in LANGS]
    assert not unknown, f"code blocks need one of {sorted(LANGS)}: {unknown}"


def test_the_readme_first_commands_are_what_ci_runs():
    first = next(b for b in BLOCKS if b.values[0].name == "README.md")
    _, lang, body, _ = first.values
    assert lang == "bash"
    ci = (ROOT / ".ci" / "run").read_text()
    for line in body.strip().splitlines():
        for part in line.split(" && "):
            part = part.strip()
            assert part.replace(".venv/bin/", "") in ci.replace(".venv/bin/", ""), part


@pytest.mark.slow
@pytest.mark.parametrize("path,lang,body,index", BLOCKS)
def test_block(path, lang, body, index, tmp_path):
    if lang == "text":
        return
    if lang == "console":
        parts = re.split(r"^\$ ", body, flags=re.M)
        assert parts[0].strip() == "", "a console block starts with a `$ command` line"
        for part in parts[1:]:
            command, _, expected = part.partition("\n")
            proc = _run(command)
            assert proc.returncode == _exit_code(command), (command, proc.stdout[-2000:], proc.stderr[-2000:])
            if expected.strip():
                assert _matches(expected, proc.stdout + proc.stderr), (command, proc.stdout + proc.stderr)
    elif lang == "bash":
        if path.name == "README.md" and index == 0:
            return  # the install and the tests: .ci/run runs them (see the test above)
        for command in body.strip().splitlines():
            if not command.strip() or command.lstrip().startswith("#"):
                continue
            proc = _run(command)
            assert proc.returncode == _exit_code(command), (command, proc.stdout[-2000:], proc.stderr[-2000:])
    elif lang == "python":
        cwd = os.getcwd()
        os.chdir(ROOT)
        try:
            if ">>>" in body:
                test = doctest.DocTestParser().get_doctest(body, {}, f"{path.name}[{index}]", str(path), 0)
                runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
                runner.run(test)
                assert runner.failures == 0, f"{path.name} block {index}: doctest failed"
            else:
                exec(compile(body, f"{path.name}[{index}]", "exec"), {"__name__": "__doc__"})
        finally:
            os.chdir(cwd)
    elif lang in ("yaml", "json"):
        data = yaml.safe_load(body) if lang == "yaml" else json.loads(body)
        _check_data(data)


def _check_data(data) -> None:
    from copy import deepcopy

    from attackcheck import Board
    from attackcheck.solver.effects.base import EXAMPLE_BOARD

    if isinstance(data, dict) and ("version" in data or "board" in data):
        Board(data)
    elif isinstance(data, dict) and "kind" in data:
        board = deepcopy(EXAMPLE_BOARD)
        board["effects"] = [data]
        Board(board)
    elif isinstance(data, list) and data and all(isinstance(d, dict) and "kind" in d for d in data):
        board = deepcopy(EXAMPLE_BOARD)
        board["effects"] = data
        Board(board)


def test_links_point_at_files_that_exist():
    missing = []
    for path in DOCS:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8")):
            if not (path.parent / target).exists():
                missing.append(f"{path.name}: {target}")
    assert not missing
