"""Start-up cost of the command line, counted in modules (never timed): a command imports
only the stages and libraries it uses (issue 19). Speed itself is measured in
``benchmarks/bench_build.py``."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

# Run the command line in a fresh interpreter and, at exit, print which of the watched
# modules it imported.
PROBE = """\
import atexit, sys
WATCHED = {watched!r}
atexit.register(lambda: print("LOADED", sorted(m for m in WATCHED if m in sys.modules),
                              file=sys.stderr))
sys.argv = ["deckgen", *{argv!r}]
import runpy
runpy.run_module("deckgen", run_name="__main__")
"""

PRINTING = ("reportlab", "pypdf", "pythainlp", "deckgen.booklet", "deckgen.layout")
PLAYING = ("deckgen.game", "deckgen.simulation", "deckgen.jobs")
LOADING = ("PIL", "babel", "pydantic", "yaml", "uharfbuzz", "deckgen.render", "rich.progress")


def loaded(argv: list[str], watched: tuple[str, ...]) -> list[str]:
    """The ``watched`` modules that ``deckgen *argv`` imported (it must exit 0)."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(watched=watched, argv=argv)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    line = [row for row in result.stderr.splitlines() if row.startswith("LOADED ")][-1]
    return sorted(ast.literal_eval(line.removeprefix("LOADED ")))


@pytest.mark.parametrize("argv", [["--version"], ["--help"]])
def test_version_and_help_load_no_stage_and_no_heavy_library(argv):
    assert loaded(argv, PRINTING + PLAYING + LOADING) == []


@pytest.mark.parametrize("argv", [["info"], ["info", "classic-112"], ["validate", "classic-112"]])
def test_info_and_validate_load_neither_the_print_nor_the_game_stages(argv):
    """They read and check the deck files (pydantic, YAML, fonts for glyph coverage) only."""
    assert loaded(argv, PRINTING + PLAYING) == []


def test_sheets_load_neither_the_booklet_nor_the_game_stages(tmp_path):
    """Print sheets without reference cards need no booklet, rules engine or pypdf."""
    deck = str(Path(__file__).parent / "data" / "twelve-cards.yaml")
    argv = ["sheets", deck, "--dpi", "72", "--out", str(tmp_path), "--no-cache"]
    watched = ("pypdf", "pythainlp", "deckgen.booklet", "deckgen.exports", *PLAYING[:2])
    assert loaded(argv, watched) == []
    assert (tmp_path / "sheets.pdf").exists()
