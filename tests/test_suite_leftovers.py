"""The suite cleans after itself: the throw-away folders ``tests/conftest.py`` makes for its
environment (render cache, settings, XDG and matplotlib caches) are made only for variables
the caller left unset, and removed when the run ends (every run used to leave five folders
per process in /tmp)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import THROWAWAY_FOLDERS

ROOT = Path(__file__).resolve().parent.parent

TINY = """
import os
from pathlib import Path

def _check(worker):
    tmp = Path(os.environ["TMPDIR"]).resolve()
    assert os.environ["DECKGEN_CACHE_DIR"] == os.environ["KEPT_CACHE"]  # set: left alone
    for variable in {unset!r}:
        folder = Path(os.environ[variable])
        assert folder.is_dir() and folder.resolve().parent == tmp, (worker, variable)
    # the run's bytecode is written (to its own folder), whatever the caller's environment
    assert "PYTHONDONTWRITEBYTECODE" not in os.environ, worker

def test_one():
    _check(1)

def test_two():
    _check(2)
"""


def test_run_leaves_no_folder_and_keeps_a_set_variable(tmp_path):
    """A pytest run (two xdist workers) with a fresh TMPDIR leaves no ``deckgen-test-*``
    folder there, uses the cache folder the caller set and does not remove it."""
    tmpdir, kept = tmp_path / "tmp", tmp_path / "kept-cache"
    tmpdir.mkdir()
    kept.mkdir()
    unset = sorted(set(THROWAWAY_FOLDERS) - {"DECKGEN_CACHE_DIR"})
    tiny = tmp_path / "test_tiny.py"
    tiny.write_text(TINY.format(unset=unset), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in THROWAWAY_FOLDERS}
    env.update(TMPDIR=str(tmpdir), DECKGEN_CACHE_DIR=str(kept), KEPT_CACHE=str(kept))
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # as on the CI machine
    # only the plugins this needs (pytest's start-up with every installed one costs 3 s)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "xdist.plugin"]
    command += ["-p", "tests.conftest", "-n", "2", "--basetemp", str(tmp_path / "base"), str(tiny)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed" in done.stdout
    assert sorted(p.name for p in tmpdir.iterdir() if p.name.startswith("deckgen-test-")) == []
    assert kept.is_dir()
