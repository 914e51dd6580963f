"""Sheets up to date (issue 19: a warm rebuild): a stamp of the inputs in the cache lets
``build_sheets`` skip laying out and writing a PDF made from exactly the same inputs; any
change of an input, a changed, truncated or missing PDF, ``force`` or no cache writes it
again."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

import deckgen
from deckgen import CardSelection, OutputOptions, PrintLayout, RenderOptions, build_sheets
from deckgen import stamp as stamp_module
from deckgen.render import cache as render_cache

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parent.parent


def _build(deck, out: Path, phases: list[str] | None = None, **changes):
    """``build_sheets`` of ``deck`` into ``out`` at 72 dpi; ``changes`` replace the layout,
    render or output options by name (``layout=...``, ``dpi=...``, ``force=True``)."""
    layout = changes.pop("layout", PrintLayout())
    render = RenderOptions(dpi=72)
    render_changes = {k: changes.pop(k) for k in ("dpi", "lang", "style", "cache") if k in changes}
    render = dataclasses.replace(render, **render_changes)
    output = OutputOptions(out, phase=None if phases is None else phases.append, **changes)
    return build_sheets(deck, layout=layout, render=render, output=output)


def _identity(path: Path) -> tuple[int, int]:
    info = path.stat()
    return info.st_ino, info.st_mtime_ns


def test_an_unchanged_rebuild_writes_nothing_and_says_so(twelve, tmp_path):
    """The second build: no rendering, no layout, the same file (inode and mtime), and a
    result that says up to date with the first one's figures."""
    first = _build(twelve, tmp_path)
    pdf, before = first.path, _identity(first.path)
    content = pdf.read_bytes()
    phases: list[str] = []
    again = _build(twelve, tmp_path, phases)
    assert phases == ["sheets.pdf is up to date"]
    assert again.up_to_date and not first.up_to_date
    assert dataclasses.replace(again, up_to_date=False) == first
    assert _identity(pdf) == before and pdf.read_bytes() == content
    forced = _build(twelve, tmp_path, force=True)  # written again, byte for byte the same
    assert not forced.up_to_date and _identity(pdf) != before and pdf.read_bytes() == content


def test_each_input_changed_writes_again(twelve, tmp_path):
    """A change of the deck, its selection, the layout, the dpi, the language or the style
    writes the PDF again; the changed build is then up to date itself."""
    deck_file = tmp_path / "deck.yaml"
    text = (DATA / "twelve-cards.yaml").read_text(encoding="utf-8")
    deck_file.write_text(text, encoding="utf-8")
    own = deckgen.load_deck(deck_file)
    deck_file.write_text(text.replace("name: Twelve cards", "name: Twelve others"), "utf-8")
    renamed = deckgen.load_deck(deck_file)
    subset = deckgen.select_cards(own, CardSelection(only=("red-1", "blue-2")))
    changes = {
        "deck file edited": (renamed, {}),
        "selection": (subset, {}),
        "gutter": (own, {"layout": deckgen.print_layout(gutter="2mm")}),
        "duplex": (own, {"layout": deckgen.print_layout(duplex="short")}),
        "dpi": (own, {"dpi": 80}),
        "language": (own, {"lang": "de"}),
        "style": (own, {"style": deckgen.load_style("light")}),
    }
    out = tmp_path / "out"
    for name, (deck, options) in changes.items():
        _build(own, out)
        assert _build(own, out).up_to_date, name
        before = _identity(out / "sheets.pdf")
        changed = _build(deck, out, **options)
        assert not changed.up_to_date and _identity(out / "sheets.pdf") != before, name
        assert _build(deck, out, **options).up_to_date, name


def test_a_change_of_deckgen_or_its_shipped_files_writes_again(twelve, tmp_path, monkeypatch):
    """deckgen's own files (code, version, fonts: their size and time), the versions of
    the libraries that write the PDF and the content of every shipped file in
    ``rulesets/`` are inputs too."""
    _build(twelve, tmp_path)
    assert _build(twelve, tmp_path).up_to_date
    monkeypatch.setattr(stamp_module, "code_key", lambda: "another version")
    assert not _build(twelve, tmp_path).up_to_date
    assert _build(twelve, tmp_path).up_to_date
    real = render_cache.installed_version  # the renderer's digest has read Pillow's already
    for name in ("reportlab", "babel"):  # another writes the PDF, another its numbers
        monkeypatch.setattr(
            render_cache,
            "installed_version",
            lambda n, p, name=name: "99.0" if n == name else real(n, p),
        )
        assert not _build(twelve, tmp_path).up_to_date, name
        assert _build(twelve, tmp_path).up_to_date, name
    shipped = tmp_path / "rulesets"
    shipped.mkdir()
    (shipped / "lang.yaml").write_text("a: 1\n", encoding="utf-8")
    monkeypatch.setattr(stamp_module, "rulesets_dir", lambda: shipped)
    assert not _build(twelve, tmp_path).up_to_date
    assert _build(twelve, tmp_path).up_to_date
    (shipped / "lang.yaml").write_text("a: 2\n", encoding="utf-8")
    assert not _build(twelve, tmp_path).up_to_date


@pytest.mark.parametrize("damage", ["a byte changed", "truncated", "removed", "bad stamp"])
def test_a_damaged_pdf_or_stamp_is_written_again(twelve, tmp_path, damage):
    """A PDF changed since (same size), cut short or gone, or a stamp that cannot be read,
    never counts as up to date: the build writes the PDF again, whole."""
    pdf = _build(twelve, tmp_path).path
    content = pdf.read_bytes()
    if damage == "a byte changed":
        middle = len(content) // 2
        pdf.write_bytes(content[:middle] + bytes([content[middle] ^ 1]) + content[middle + 1 :])
    elif damage == "truncated":
        pdf.write_bytes(content[: len(content) // 2])
    elif damage == "removed":
        pdf.unlink()
    else:
        stamp_module.stamp_path(pdf).write_text("{not json", encoding="utf-8")
    result = _build(twelve, tmp_path)
    assert not result.up_to_date and pdf.read_bytes() == content


def test_no_cache_always_writes(twelve, tmp_path, monkeypatch):
    """``RenderOptions(cache=False)`` (``--no-cache``) and ``DECKGEN_NO_CACHE`` write each
    time and store no stamp."""
    _build(twelve, tmp_path)
    assert not _build(twelve, tmp_path, cache=False).up_to_date
    monkeypatch.setenv("DECKGEN_NO_CACHE", "1")
    assert not _build(twelve, tmp_path).up_to_date


def test_the_command_line_names_the_file_up_to_date_and_force_writes_it(tmp_path):
    """``deckgen sheets`` twice: the second line still names the PDF, says it is up to date
    and how to write it anyway; ``--force`` writes it."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "DECKGEN_CACHE_DIR": str(tmp_path / "c")}
    argv = [sys.executable, "-m", "deckgen", "sheets", str(DATA / "twelve-cards.yaml")]
    argv += ["--dpi", "72", "-o", str(tmp_path / "out")]

    def run(*extra: str) -> tuple[str, str]:
        done = subprocess.run([*argv, *extra], env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout, done.stderr

    pdf = tmp_path / "out" / "sheets.pdf"
    assert run()[0].startswith(f"wrote {pdf} (12 cards, 4 pages")
    stdout, stderr = run()
    assert stdout.startswith(f"up to date: {pdf} (12 cards, 4 pages, 9 cards a sheet")
    assert "; nothing changed since it was written, --force writes it again)" in stdout
    assert stderr == "deckgen: sheets.pdf is up to date\n"
    assert run("--force")[0].startswith(f"wrote {pdf} (12 cards")
