"""The light entry point (``deckgen/cli/light.py``, issue 19): ``info``, ``validate`` and
``sheets`` parsed with the standard library from the stored command spec, and run by the functions
the Typer commands call. What it prints and its exit status must be Typer's, byte for
byte, for every command line, good or bad (what it does not understand goes to Typer)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deckgen.cli.light import parse
from deckgen.cli.spec import SPEC_PATH, spec_text

from .sampling import sample_of

DATA = Path(__file__).parent / "data"
TYPER_ONLY = """\
import sys
sys.argv = ["deckgen", *{argv!r}]
from deckgen.cli import app
app(prog_name="deckgen")
"""


def test_the_stored_command_spec_is_the_typer_apps():
    """``deckgen/cli/commands.json`` is what :func:`deckgen.cli.spec.command_spec` reads off
    the live Typer app. After changing a command's arguments or options, or Typer:
    ``DECKGEN_UPDATE_GOLDENS=1 python3 -m pytest tests/test_light_cli.py`` rewrites it."""
    from deckgen.cli import app

    live = spec_text(app)
    if os.environ.get("DECKGEN_UPDATE_GOLDENS"):
        Path(SPEC_PATH).write_text(live, encoding="utf-8", newline="")
    assert Path(SPEC_PATH).read_text(encoding="utf-8") == live, "stale: see the docstring"
    commands = json.loads(live)["commands"]
    assert commands["info"]["params"][0]["default"] == "classic-108"
    assert commands["validate"]["params"][0]["nargs"] == -1
    dpi = next(p for p in commands["sheets"]["params"] if p["name"] == "dpi")
    assert (dpi["type"], dpi["opts"], dpi["default"]) == ("int", ["--dpi"], 300)


def _spec(command: str) -> dict:
    return json.loads(Path(SPEC_PATH).read_text(encoding="utf-8"))["commands"][command]


@pytest.mark.parametrize(
    ("command", "args", "expected"),
    [
        ("info", [], {"deck": "classic-108"}),
        ("info", ["classic-112"], {"deck": "classic-112"}),
        ("validate", ["a.yaml", "b.yaml"], {"files": [Path("a.yaml"), Path("b.yaml")]}),
        ("sheets", ["d", "--dpi", "72", "--cut-lines"], {"dpi": 72, "cut_lines": True}),
        ("sheets", ["d", "--dpi=72", "--only", "a", "--only=b"], {"dpi": 72, "only": ["a", "b"]}),
        ("sheets", ["--out", "o", "d"], {"deck": "d", "out_dir": Path("o"), "only": None}),
        ("box", ["d", "--clearance", "2.5"], {"clearance": 2.5}),
    ],
)
def test_plain_command_lines_are_parsed(command, args, expected):
    parsed = parse(_spec(command), args)
    assert parsed is not None
    assert {name: parsed[name] for name in expected} == expected


@pytest.mark.parametrize(
    ("command", "args"),
    [
        ("info", ["--help"]),
        ("info", ["a", "b"]),  # an extra argument
        ("info", ["--", "a"]),
        ("info", [""]),
        ("info", ["-"]),
        ("validate", []),  # a missing argument
        ("validate", ["-x"]),
        ("sheets", []),
        ("sheets", ["d", "--dpi"]),  # no value
        ("sheets", ["d", "--dpi", "7x"]),  # not a number
        ("sheets", ["d", "--dpi", "+72"]),  # Typer may take it: left to it
        ("sheets", ["d", "--dpi", "72", "--dpi", "96"]),  # given twice
        ("sheets", ["d", "--cut-lines", "true"]),  # a switch given a value
        ("sheets", ["d", "--cut-lines=yes"]),
        ("sheets", ["d", "--cut"]),  # abbreviated
        ("sheets", ["d", "-qo", "x"]),  # short options together
        ("sheets", ["d", "--reference-copies", "0"]),  # below its minimum
        ("box", ["d", "--clearance", "11"]),  # above its maximum
    ],
)
def test_what_the_parser_is_unsure_of_is_left_to_typer(command, args):
    assert parse(_spec(command), args) is None


def _run(code_or_module: list[str], env: dict[str, str]) -> tuple[bytes, bytes, int]:
    result = subprocess.run(
        [sys.executable, *code_or_module], env=env, capture_output=True, check=False
    )
    return result.stdout, result.stderr, result.returncode


@pytest.fixture(scope="module")
def warning_deck(tmp_path_factory) -> str:
    """A deck file that loads with a ``warning:`` (an old spelling) on stderr."""
    path = tmp_path_factory.mktemp("decks") / "old-spelling.yaml"
    path.write_text(
        "id: old-spelling\nextends: classic-108\nname: Old spelling\nadd:\n"
        "  - {type: number, ranks: [1], copies: 1, each_colour: true}\n",
        encoding="utf-8",
    )
    return str(path)


@pytest.fixture(scope="module")
def bad_deck(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("bad") / "bad.yaml"
    path.write_text("id: bad\nname: [\n", encoding="utf-8")
    return str(path)


SAMPLES = [
    ["info"],
    ["info", "classic-112"],
    ["info", "two-player"],
    ["info", "no-such-deck"],
    ["info", "WARNING_DECK"],
    ["info", "classic-112", "classic-108"],
    ["info", "--help"],
    ["info", "--bogus"],
    ["info", "--", "classic-112"],
    ["validate", "classic-112"],
    ["validate", str(DATA / "twelve-cards.yaml"), str(DATA / "bad_unknown_key.yaml")],
    ["validate", "BAD_DECK"],
    ["validate", "classic-112", "BAD_DECK", "missing.yaml"],
    ["validate", "WARNING_DECK"],
    ["validate"],
    ["validate", "--help"],
    ["validate", "classic-112", "--quiet"],
    ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT"],
    ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT", "--only", "red-1,blue-2", "--only=number"],
    ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT", "--paper", "B9"],
    ["sheets", "TWELVE", "--dpi=5", "-o", "OUT"],
    ["sheets", "TWELVE", "--dpi", "7x"],
    ["sheets", "TWELVE", "--cut-lines", "true"],
    ["sheets", "TWELVE", "--reference-copies", "0"],
    ["sheets", "TWELVE", "--bogus"],
    ["sheets"],
]


# more command lines that render sheets, each a second rendering both ways
SAMPLES += [
    ["sheets", "TWELVE", "--dpi=72", "--out", "OUT", "--cut-lines", "--paper", "Letter"],
    ["sheets", "TWELVE", "-o", "OUT", "--dpi", "72", "--duplex", "short", "--back-offset=1,-0.5"],
    ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT", "--one-per-page", "-q"],
    ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT", "--only", "purple-9"],
]
# each case starts two processes: the suite runs one or more of each kind (a plain run, a
# warning, an error, a bad option, help, several files); all with DECKGEN_FULL_MATRIX=1
# (benchmarks/full_matrices.py), so the suite stays under five minutes
SAMPLES = sample_of(
    SAMPLES,
    [
        ["info"],
        ["info", "WARNING_DECK"],
        ["info", "classic-112", "classic-108"],
        ["info", "--bogus"],
        ["validate", "classic-112"],
        ["validate", "classic-112", "BAD_DECK", "missing.yaml"],
        ["validate"],
        ["validate", "--help"],
        ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT"],
        ["sheets", "TWELVE", "--dpi", "72", "-o", "OUT", "--only", "red-1,blue-2", "--only=number"],
        ["sheets", "TWELVE", "--dpi=5", "-o", "OUT"],
        ["sheets", "TWELVE", "--bogus"],
    ],
)


@pytest.mark.parametrize("argv", SAMPLES, ids=[" ".join(a)[:40] for a in SAMPLES])
def test_light_and_typer_print_the_same_bytes(argv, warning_deck, bad_deck, tmp_path):
    """``python -m deckgen ARGV`` (the light entry point where it takes the line) against
    the Typer application alone: stdout, stderr and exit status identical."""
    names = {
        "WARNING_DECK": warning_deck,
        "BAD_DECK": bad_deck,
        "TWELVE": str(DATA / "twelve-cards.yaml"),
        "OUT": str(tmp_path / "out"),
    }
    argv = [names.get(a, a) for a in argv]
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env.update(PYTHONIOENCODING="utf-8")
    # a cache each: in one, the second run would find the first's sheets up to date
    typer_run = _run(
        ["-c", TYPER_ONLY.format(argv=argv)], {**env, "DECKGEN_CACHE_DIR": str(tmp_path / "c1")}
    )
    light = _run(["-m", "deckgen", *argv], {**env, "DECKGEN_CACHE_DIR": str(tmp_path / "c2")})
    assert light == typer_run
    if argv == ["info"]:
        assert b"Classic deck" in light[0] and light[2] == 0
    if warning_deck in argv:
        assert b"warning: " in light[1] and b"each_colour" in light[1]
    if bad_deck in argv:
        assert b"error: " in light[1] and light[2] == 1
    if argv[:1] == ["sheets"] and "72" in argv and "B9" not in argv and "purple-9" not in argv:
        assert light[2] == 0 and list((tmp_path / "out").glob("*.pdf"))


def _loaded_modules(argv: list[str], env: dict[str, str] | None = None) -> set[str]:
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('MODULES', sorted(sys.modules), file=sys.stderr))\n"
        f"sys.argv = ['deckgen', *{argv!r}]\n"
        "import runpy\nrunpy.run_module('deckgen', run_name='__main__')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    line = [row for row in result.stderr.splitlines() if row.startswith("MODULES ")][-1]
    return set(eval(line.removeprefix("MODULES ")))


def test_the_entry_point_and_the_parser_name_the_same_light_commands():
    from deckgen.__main__ import LIGHT_COMMANDS
    from deckgen.cli import light

    assert LIGHT_COMMANDS == light.LIGHT_COMMANDS


@pytest.mark.parametrize("argv", [["info", "classic-112"], ["validate", "classic-112"], ["info"]])
def test_plain_info_and_validate_load_neither_typer_nor_pydantic(argv, tmp_path):
    """The start-up cost issue 19 names: Typer, its option adapters and pydantic (a deck
    read from the deck cache, as from the second run on; the first validates the file with
    the pydantic schema)."""
    env = {**os.environ, "DECKGEN_CACHE_DIR": str(tmp_path)}
    _loaded_modules(argv, env)
    modules = _loaded_modules(argv, env)
    assert not {m.split(".")[0] for m in modules} & {"typer", "click", "pydantic"}


def test_a_plain_sheets_line_loads_no_typer(tmp_path):
    """The warm rebuild of the sheets: no Typer, Click or Typer's option adapters."""
    argv = ["sheets", str(DATA / "twelve-cards.yaml"), "--dpi", "72", "-o", str(tmp_path)]
    modules = _loaded_modules(argv, {**os.environ, "DECKGEN_CACHE_DIR": str(tmp_path / "c")})
    assert "deckgen.layout.sheets" in modules
    assert not {m.split(".")[0] for m in modules} & {"typer", "click"}
    assert (tmp_path / "sheets.pdf").exists()


def test_a_line_the_light_parser_leaves_goes_to_typer():
    assert "typer" in _loaded_modules(["info", "--help"])


@pytest.mark.parametrize(
    "argv", [["validate", "classic-112"], ["--version"], ["info", "classic-112"]]
)
def test_a_plain_line_to_a_pipe_loads_no_rich(argv, tmp_path):
    """``ok: classic-112`` written to a pipe is plain text: rich loads for styled text, a
    progress bar or a terminal only (issue 19: a fifth of a light command's CPU); the deck
    table of ``info`` is written as rich writes it (see the next test)."""
    env = {**os.environ, "DECKGEN_CACHE_DIR": str(tmp_path / "c")}
    _loaded_modules(argv, env)
    modules = _loaded_modules(argv, env)
    assert not {m for m in modules if m.startswith("rich")}


def test_a_warm_sheets_of_a_cached_deck_imports_no_pydantic(tmp_path):
    """A warm ``sheets classic-112`` (deck, style, catalog and face caches filled) reads the
    shipped paper and card presets, the card style and the sheet words from the cache: no
    YAML, no pydantic (nor any of the models or the deck schema's validation path), nor
    rich for its one line on a pipe, nor importlib.metadata; the PDF is up to date (its
    stamp in the cache): neither laid out nor written again, so neither the PDF writer nor
    ReportLab loads, and the file is the first run's, untouched."""
    env = {**os.environ, "DECKGEN_CACHE_DIR": str(tmp_path / "c")}
    argv = ["sheets", "classic-112", "--dpi", "72", "-o", str(tmp_path / "out")]
    _loaded_modules(argv, env)
    pdf = tmp_path / "out" / "sheets.pdf"
    first, before = pdf.read_bytes(), pdf.stat()
    modules = _loaded_modules(argv, env)
    assert "deckgen.layout.sheets" not in modules and "reportlab" not in modules
    assert "yaml" not in modules  # the shipped paper and card presets come from the cache
    after = pdf.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert "deckgen.layout.presets" in modules and "deckgen.text.catalog" in modules
    models = {
        "deckgen.layout.presetschema",
        "deckgen.definitions.resolve",
        "deckgen.definitions.schema",
        "deckgen.render.styleschema",
        "deckgen.text.catalogschema",
    }
    assert not modules & models
    assert not {m for m in modules if m.split(".")[0] in ("pydantic", "pydantic_core", "rich")}
    assert "importlib.metadata" not in modules  # the face cache's key: Pillow's version
    assert pdf.read_bytes() == first
    cached = sorted(p.parent.name for p in (tmp_path / "c").glob("*/*.json"))
    assert cached == ["decks", "langs", "presets", "presets", "stamps", "styles"]


def _table_cases() -> list[tuple[str, list[tuple[str, str]], list[list[list[str]]]]]:
    """Tables of every shape ``info`` prints, and more: long and short titles, empty cells,
    Latin letters, one section or three, headings wider or narrower than their cells."""
    import random

    rng = random.Random(19)
    words = ["Number 0", "Wild Draw Four", "Sauter", "Zmiana kierunku", "Ŝanĝo", "x", "", "+10"]
    cases = []
    for _ in range(40):
        columns = [("card", "left")] + [
            (rng.choice(["red", "yellow", "wild", "points", "ą"]), rng.choice(["left", "right"]))
            for _ in range(rng.randint(0, 7))
        ]
        sections = [
            [
                [rng.choice(words), *(str(rng.choice([0, 3, 12, 1440, ""])) for _ in columns[1:])]
                for _ in range(rng.randint(1, 4))
            ]
            for _ in range(rng.randint(1, 3))
        ]
        title = rng.choice(["Classic deck, 112 cards (classic-112)", "T", "Ünïcode (x)" * 8])
        cases.append((title, columns, sections))
    return cases


def test_the_plain_deck_table_is_what_rich_writes(monkeypatch):
    """``deckgen info`` to a pipe writes the deck table itself, byte for byte what rich's
    ``Table`` writes there (soft wrap: the title as it is), at the widest rich draws it
    unchanged; one column narrower, or text rich might measure otherwise, goes to rich."""
    from rich.console import Console

    from deckgen.cli import console
    from deckgen.cli.reading import _rich_table

    monkeypatch.setattr(console.LazyConsole, "plain_table_stream", lambda self: True)
    for title, columns, sections in _table_cases():
        monkeypatch.setattr(console, "_rich_width", lambda: 1000)
        wide = console.plain_table(title, columns, sections)
        assert wide is not None
        width = len(wide.splitlines()[1])
        monkeypatch.setattr(console, "_rich_width", lambda: width)  # noqa: B023
        written = io.StringIO()
        rich = Console(
            file=written, width=width, soft_wrap=True, markup=False, emoji=False, highlight=False
        )
        rich.print(_rich_table(title, list(columns), [list(rows) for rows in sections]))
        assert console.plain_table(title, columns, sections) == written.getvalue()
        monkeypatch.setattr(console, "_rich_width", lambda: width - 1)  # noqa: B023
        assert console.plain_table(title, columns, sections) is None
    for odd in ("tab\there", " lead", "trail ", "中文", "e\u0301", "ไทย"):
        assert console.plain_table("t", [("card", "left")], [[[odd]]]) is None
        assert console.plain_table(odd, [("card", "left")], [[["x"]]]) is None


@pytest.mark.parametrize(
    "text",
    [
        "ok: rulesets/decks/classic-112.yaml",
        "wrote out dir/sheets.pdf (112 cards, 26 pages): paper A4 by default",
        "ünïcödé — ½ 中文 ไทย [bold]x[/] :smile: http://x",
        "two\nlines\n\nand a gap",
        "",
        "a tab\there",
        "a trailing space ",
        "a carriage\rreturn",
        "x" * 300,
    ],
)
def test_the_lazy_console_writes_what_rich_writes_to_a_pipe(text, monkeypatch):
    """Byte for byte, with or without its plain shortcut (tabs, control characters and
    trailing spaces go through rich)."""
    from rich.console import Console

    from deckgen.cli.console import LazyConsole

    rich_out = io.StringIO()
    Console(file=rich_out, soft_wrap=True, markup=False, emoji=False, highlight=False).print(
        text, highlight=False
    )
    ours = io.StringIO()
    monkeypatch.setattr(sys, "stdout", ours)
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    LazyConsole().print(text, highlight=False)
    assert ours.getvalue() == rich_out.getvalue()


def test_the_plain_presets_are_the_validated_presets():
    """The shipped paper, card and stock presets read the plain way equal what the pydantic
    models make of the same files (the slow path gives the errors, never other values)."""
    from deckgen.layout import presets, presetschema

    assert presetschema.validated_paper_presets(presets.preset_file("paper")) == (
        presets.paper_presets()
    )
    assert presetschema.validated_card_presets(presets.preset_file("cards")) == (
        presets.card_presets()
    )
    assert presetschema.validated_caliper_presets(presets.preset_file("box")) == (
        presets.caliper_presets()
    )


def test_registering_a_pdf_font_does_not_search_the_disk_for_a_type1_font(monkeypatch):
    """ReportLab's ``getFont`` of a name not yet registered looks for a Type 1 font of that
    name on disk (a noticeable part of a warm ``sheets``); ``register_font`` asks the list
    of registered names instead."""
    from deckgen.layout import pdffonts

    pdfmetrics = pdffonts.pdfmetrics  # the module pdffonts uses (a test may reload modules)

    def searched(name: str) -> None:
        raise AssertionError(f"searched the disk for {name}")

    monkeypatch.setattr(pdfmetrics, "findFontAndRegister", searched)
    font = pdffonts.register_font("DeckgenTestSans", "NotoSans-Regular.ttf")
    assert font.fontName == "DeckgenTestSans"
    assert "DeckgenTestSans" in pdfmetrics.getRegisteredFontNames()
