"""The command line skips pydantic's plugin lookup (importlib.metadata) only where it can tell
that no installed distribution declares a pydantic plugin: an installed plugin still runs."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["check", "tests/examples/commander-goad-archon.yaml", '{"attacks": {"lion": "D"}}', "--json"]

_RUN = """
import json, sys
from attackcheck.cli import main
sys.argv = ["attackcheck", *json.loads(sys.argv[1])]
try:
    main()
except SystemExit as exc:
    print(json.dumps({"code": exc.code, "metadata": "importlib.metadata" in sys.modules}))
"""

_PLUGIN = """
import os


class Plugin:
    def new_schema_validator(self, schema, schema_type, schema_type_path, schema_kind, config, plugin_settings):
        with open(os.environ["PLUGIN_MARK"], "a", encoding="utf-8") as f:
            f.write(schema_type_path.name + "\\n")
        return None, None, None


plugin = Plugin()
"""


def _run(env_path: str = "", mark: str = "") -> tuple[str, dict]:
    env = dict(os.environ)
    if env_path:
        env["PYTHONPATH"] = env_path + os.pathsep + env.get("PYTHONPATH", "")
        env["PLUGIN_MARK"] = mark
    proc = subprocess.run([sys.executable, "-c", _RUN, json.dumps(ARGS)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=env)
    lines = proc.stdout.strip().splitlines()
    assert proc.returncode == 0 and len(lines) == 2, proc.stderr[-3000:]
    return lines[0], json.loads(lines[1])


def test_without_plugins_the_check_does_not_import_importlib_metadata():
    from attackcheck.cli.plugins import _none_installed

    if not _none_installed():  # an environment with a pydantic plugin (or one it can't read)
        return
    answer, info = _run()
    assert info == {"code": 0, "metadata": False}
    assert json.loads(answer)["status"] == "legal"


def test_an_installed_plugin_is_still_used(tmp_path):
    site = tmp_path / "site"
    (site / "probe_plugin-1.0.dist-info").mkdir(parents=True)
    (site / "probe_plugin-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: probe-plugin\n"
                                                                  "Version: 1.0\n", encoding="utf-8")
    (site / "probe_plugin-1.0.dist-info" / "entry_points.txt").write_text("[pydantic]\nprobe = probe_plugin:plugin\n",
                                                                          encoding="utf-8")
    (site / "probe_plugin.py").write_text(_PLUGIN, encoding="utf-8")
    mark = tmp_path / "mark.txt"
    answer, info = _run(str(site), str(mark))
    assert info == {"code": 0, "metadata": True}
    assert json.loads(answer)["status"] == "legal"
    assert "BoardModel" in mark.read_text(encoding="utf-8").split()


def test_the_scan_is_unsure_of_what_it_can_not_read(tmp_path, monkeypatch):
    from importlib.machinery import PathFinder

    from attackcheck.cli import plugins

    monkeypatch.setattr(sys, "meta_path", [PathFinder])
    dist = tmp_path / "some-1.0.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text("[console_scripts]\nsome = some:main\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    assert plugins._none_installed()
    (dist / "entry_points.txt").write_text("[Pydantic]\nsome = some:plugin\n", encoding="utf-8")
    assert not plugins._none_installed()
    archive = tmp_path / "lib.zip"
    archive.write_bytes(b"PK\x05\x06" + bytes(18))
    monkeypatch.setattr(sys, "path", [str(archive)])
    assert not plugins._none_installed()
    monkeypatch.setattr(sys, "path", [str(tmp_path / "gone")])
    assert plugins._none_installed()
    finder = type("Finder", (), {"find_spec": None, "find_distributions": lambda self, context=None: iter(())})()
    monkeypatch.setattr(sys, "meta_path", [finder, PathFinder])  # another finder of distributions
    assert not plugins._none_installed()


def test_a_name_the_stand_in_lacks_brings_pydantics_own_loader():
    # A pydantic whose code asks its loader for more than the stand-in has gets the real one
    # (here `entry_points`, which the stand-in never defines); a name neither has is an error.
    code = ("import sys; from attackcheck.cli.plugins import skip_plugin_lookup, _none_installed; "
            "assert _none_installed(); skip_plugin_lookup(); "
            "from pydantic.plugin import _loader; assert _loader.get_plugins() == (); "
            "assert not hasattr(sys.modules['pydantic.plugin._loader'], '__file__'); "
            "from pydantic.plugin._loader import entry_points; "
            "assert hasattr(sys.modules['pydantic.plugin._loader'], '__file__'); print('ok')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr
    code = ("from attackcheck.cli.plugins import skip_plugin_lookup; skip_plugin_lookup(); "
            "from pydantic.plugin._loader import no_such_name")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "no_such_name" in proc.stderr
