"""How the package is cut: the command line starts without the solver or any optional
dependency, the seed features stay outside the model and the solver core, and the modules
they replaced are gone."""

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# ortools, the optional extras (serve, cluster, bench) and the card library
HEAVY = ("ortools", "fastapi", "uvicorn", "httpx", "distributed", "dask", "matplotlib", "attackcheck.models.cards")


def _modules_after(code: str) -> list:
    script = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _heavy(modules: list) -> list:
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]


@pytest.mark.slow
def test_importing_the_cli_and_its_help_load_no_solver_and_no_optional_dependency():
    code = """
import attackcheck.cli
from typer.testing import CliRunner
for args in (["--help"], *([c, "--help"] for c in ("validate", "check", "propose", "count", "enumerate", "cards",
                                                    "schema", "begin-combat", "fights", "batch", "serve"))):
    r = CliRunner().invoke(attackcheck.cli.app, args)
    assert r.exit_code == 0, (args, r.output)
"""
    modules = _modules_after(code)
    assert "attackcheck.cli" in modules
    assert _heavy(modules) == []
    # the effect kinds and the result types load with the board model, without OR-Tools
    pure = ("attackcheck.solver", "attackcheck.solver.results", "attackcheck.solver.effects")
    assert not [m for m in modules if (m.startswith("attackcheck.solver") and not m.startswith(pure[2])
                                       and m not in pure) or m == "attackcheck.api"]


@pytest.mark.slow
def test_the_console_script_help_loads_no_solver():
    modules = _modules_after("import sys\nfrom attackcheck.cli import main\nsys.argv = ['attackcheck', '--help']\n"
                             "try:\n    main()\nexcept SystemExit as e:\n    assert e.code == 0\n")
    assert _heavy(modules) == [] and "ortools" not in {m.split(".")[0] for m in modules}


@pytest.mark.slow
def test_a_command_imports_what_it_needs_when_it_runs():
    modules = _modules_after("from typer.testing import CliRunner\nimport attackcheck.cli\n"
                             "r = CliRunner().invoke(attackcheck.cli.app, ['count', 'tests/examples/commander-goad-archon.yaml'])\n"
                             "assert r.exit_code == 0, r.output")
    assert "ortools" in {m.split(".")[0] for m in modules}


@pytest.mark.slow
def test_the_model_and_the_solver_core_do_not_import_the_seed_features():
    modules = _modules_after("""
from attackcheck import Board
import attackcheck.models, attackcheck.solver
b = Board.from_file("tests/examples/commander-goad-archon.yaml")
b.check({"attacks": {"lion": "B"}}); b.propose(); b.count(); list(b.enumerate())
""")
    assert "attackcheck.solver.check" in modules
    assert not [m for m in modules if m.startswith("attackcheck.solver.seeds")]
    core = [p for p in (ROOT / "models").rglob("*.py")] + list((ROOT / "solver").glob("*.py"))
    assert len(core) > 10
    for path in core:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith(("import ", "from ")):
                assert "seeds" not in line, (path, line)


@pytest.mark.parametrize("name", ["attackcheck.models.triggers", "attackcheck.models.seed_effects",
                                  "attackcheck.solver.fights", "attackcheck.seed_commands",
                                  "attackcheck.batch_commands"])
def test_the_replaced_modules_are_gone(name):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(name)


# What a legal declaration that needs no solve loads: it obeys every requirement instance
# at no cost, so the twins alone judge it (start-up time of `attackcheck check`).
NO_SOLVE = ("ortools", "numpy", "pandas", "rich", "attackcheck.solver.model", "attackcheck.solver.params",
            "attackcheck.solver.count", "attackcheck.solver.propose", "attackcheck.models.cards")


def _loaded(modules: list, names: tuple) -> list:
    return [m for m in modules if any(m == n or m.startswith(n + ".") for n in names)]


def test_a_legal_check_that_needs_no_solve_imports_no_solver_and_no_rich():
    modules = _modules_after("""
import sys
from attackcheck.cli import main
sys.argv = ['attackcheck', 'check', 'tests/examples/commander-goad-archon.yaml', '{"attacks": {"lion": "D"}}', '--json']
try:
    main()
except SystemExit as e:
    assert e.code == 0, e.code
""")
    assert "attackcheck.solver.check" in modules and "attackcheck.solver.rules" in modules
    assert _loaded(modules, NO_SOLVE) == []
    assert _loaded(modules, ("typer", "click", "attackcheck.cli.commands")) == []  # a plain check runs without the app


def test_a_taxed_declaration_is_paid_and_planned_without_a_solver_508_1h():
    # Ghostly Prison's {2} for Juggernaut, paid with the two Forests: the plan comes from the
    # payment's plain search, and a declaration that costs more than the Forests make is
    # refused by it too
    modules = _modules_after("""
from attackcheck import Board
b = Board.from_file("tests/examples/duel-juggernaut-ghostly-prison.yaml")
r = b.check({"attacks": {"jug": "B"}})
assert r.status == "legal" and sorted(m["source"] for m in r.payment["mana"]) == ["forest1", "forest2"], r
assert b.check({"attacks": {"jug": "B", "bear": "B"}}).violations[0].rule == "508.1j"
""")
    assert _loaded(modules, NO_SOLVE) == []


def test_the_api_check_of_such_a_declaration_imports_no_solver_and_a_proposal_does():
    legal = _modules_after("""
from attackcheck import Board
b = Board.from_file("tests/examples/commander-goad-archon.yaml")
assert b.check({"attacks": {"lion": "D"}}).status == "legal"
""")
    assert _loaded(legal, NO_SOLVE) == []
    proposed = _modules_after("""
from attackcheck import Board
b = Board.from_file("tests/examples/commander-goad-archon.yaml")
assert b.propose().status == "legal"
""")
    assert "ortools" in {m.split(".")[0] for m in proposed}  # the proposal is a CP-SAT optimisation


@pytest.mark.slow
def test_static_tools_resolve_the_solver_after_the_install(tmp_path):
    """What an editor's go-to-definition needs: from outside the repository, mypy finds
    attackcheck.solver.check through the installed path entry (no import hook)."""
    probe = tmp_path / "probe.py"
    probe.write_text("from attackcheck.solver.check import check\nfrom attackcheck.models.board import BoardModel\n"
                     "reveal_type(check)\nreveal_type(BoardModel)\n")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--follow-imports=silent", str(probe)],
                          capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert "check.py" not in proc.stdout or "error" not in proc.stdout, proc.stdout
    assert 'Revealed type is "def (ctx: attackcheck.solver.context.Context' in proc.stdout, proc.stdout
    assert "attackcheck.models.board.BoardModel" in proc.stdout, proc.stdout
    site = [p for p in sys.path if p.endswith("site-packages")]
    pth = [f for s in site for f in Path(s).glob("__editable__*attackcheck*.pth")]
    if pth:  # an editable install: a plain path, which static tools read
        assert all("import" not in f.read_text() for f in pth)
