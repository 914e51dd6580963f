"""Start-up cost of the command line, counted in modules (never timed): a command imports
only the stages and libraries it uses (issue 19). Speed itself is measured in
``benchmarks/bench_build.py``."""

from __future__ import annotations

import ast
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deckgen.__main__ import _RENDERING_VARIABLES, HELP_WIDTH, help_path, main, stored_help

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


def loaded(
    argv: list[str], watched: tuple[str, ...], env: dict[str, str] | None = None
) -> list[str]:
    """The ``watched`` modules that ``deckgen *argv`` imported (it must exit 0), run with
    ``env`` (default: this process's environment)."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(watched=watched, argv=argv)],
        capture_output=True,
        text=True,
        check=False,
        env=env,
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


def _clean_env() -> dict[str, str]:
    """This process's environment without the variables that change Typer's rendering."""
    env = {k: v for k, v in os.environ.items() if k not in _RENDERING_VARIABLES}
    env["PYTHONIOENCODING"] = "utf-8"
    return env


@pytest.mark.parametrize("argv", [["--version"], ["--help"]])
def test_version_and_help_load_neither_typer_nor_rich(argv):
    """Answered by the light entry point (``deckgen/__main__.py``): no Typer, no rich."""
    assert loaded(argv, ("typer", "rich", "deckgen.cli", "click"), _clean_env()) == []


def render_help(styled: bool) -> str:
    """``deckgen --help`` as Typer renders it at :data:`HELP_WIDTH` columns, in a fresh
    interpreter (Typer reads the environment when imported): with a terminal's ANSI colours
    (``styled``) or plain, as for a pipe."""
    env = _clean_env()
    env.update(TERMINAL_WIDTH=str(HELP_WIDTH), TERM="xterm")
    env.pop("COLORTERM", None)
    if styled:
        env["FORCE_COLOR"] = "1"
    code = "from deckgen.cli import app; app(args=['--help'], prog_name='deckgen')"
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, check=True)
    return result.stdout.decode("utf-8")


@pytest.mark.parametrize("styled", [False, True], ids=["plain", "styled"])
def test_the_stored_help_is_what_typer_prints(styled):
    """``deckgen/cli/help-*.txt`` equal Typer's live rendering at 80 columns. After changing
    a command, its help or Typer: ``DECKGEN_UPDATE_GOLDENS=1 python3 -m pytest
    tests/test_startup.py`` rewrites them (then look at the diff)."""
    path = Path(help_path(styled))
    live = render_help(styled)
    if os.environ.get("DECKGEN_UPDATE_GOLDENS"):
        path.write_text(live, encoding="utf-8", newline="")
    assert path.read_text(encoding="utf-8") == live, "stale: see this test's docstring"
    assert "Usage: " in live and "sheets" in live and "Options" in live
    assert ("\x1b[" in live) == styled


def test_help_through_a_pipe_is_typers_help_byte_for_byte():
    """The whole command, as a user pipes it, against Typer's own output."""
    env = _clean_env()
    fast = subprocess.run(
        [sys.executable, "-m", "deckgen", "--help"], env=env, capture_output=True, check=True
    )
    code = "from deckgen.cli import app; app(args=['--help'], prog_name='deckgen')"
    live = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, check=True)
    assert fast.stdout == live.stdout
    assert b" Usage: deckgen [OPTIONS] COMMAND" in fast.stdout.splitlines()[1]


class _Out(io.StringIO):
    def __init__(self, encoding: str = "utf-8", tty: bool = False) -> None:
        super().__init__()
        self._encoding, self._tty = encoding, tty

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding

    def isatty(self) -> bool:
        return self._tty


@pytest.mark.parametrize(
    ("environ", "stdout"),
    [
        ({"NO_COLOR": "1"}, _Out()),
        ({"COLUMNS": "100"}, _Out()),
        ({"FORCE_COLOR": "1"}, _Out()),
        ({"TERMINAL_WIDTH": "60"}, _Out()),
        ({}, _Out(encoding="ascii")),
        ({"TERM": "dumb"}, _Out(tty=True)),
        ({"TERM": "xterm"}, _Out(tty=True)),  # no file descriptor: its width is unknown
    ],
)
def test_typer_renders_the_help_where_it_would_differ(environ, stdout):
    """Colour, width or encoding set otherwise: the stored text is not used."""
    assert stored_help(environ, stdout) is None


def test_the_stored_help_is_used_for_a_plain_pipe():
    expected = Path(help_path(False)).read_text(encoding="utf-8")
    assert stored_help({"TERM": "xterm"}, _Out()) == expected


def test_version_is_answered_without_typer(capsys):
    """``deckgen --version`` prints the package's version, as Typer's option did."""
    import deckgen

    main(["--version"])
    assert capsys.readouterr().out == f"deckgen {deckgen.__version__}\n"


def test_other_command_lines_go_to_typer(capsys):
    """``--version`` beside anything else, and any command, are Typer's to parse."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--version", "--bogus"])
    assert exit_info.value.code == 2
    assert "--bogus" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["info", "classic-112"], ["validate", "classic-112"]])
def test_info_and_validate_of_a_cached_shipped_deck_read_no_schema_yaml_or_fonts(argv, tmp_path):
    """The second run reads the deck cache (``deckcache.py``): no deck schema, YAML parser,
    HarfBuzz, Pillow or process pool (nor pydantic: see tests/test_light_cli.py)."""
    env = {**os.environ, "DECKGEN_CACHE_DIR": str(tmp_path)}
    watched = (
        "deckgen.definitions.schema",
        "yaml",
        "uharfbuzz",
        "PIL",
        "concurrent.futures.process",
        "ctypes",
    )
    first = loaded(argv, watched, env)
    assert "deckgen.definitions.schema" in first
    assert loaded(argv, watched, env) == []
