"""Newcomer review 9's leftover frictions (L4, L6, L8, L9), fixed in session 10."""

from __future__ import annotations

from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen.cli import app

runner = CliRunner()


def test_l4_a_subset_keeps_the_whole_decks_sheets(tmp_path, monkeypatch):
    """L4: ``sheets DECK --only a,b`` wrote output/<deck>/sheets.pdf over the whole deck's
    file. A subset written to the default folder is named after it (and so are its backs
    and the print-shop file); ``--out DIR`` keeps the usual names there."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "output" / "classic-108"
    folder.mkdir(parents=True)
    whole = folder / "sheets.pdf"
    whole.write_bytes(b"%PDF the whole deck")
    args = ["sheets", "classic-108", "--only", "red-7,blue-skip", "--dpi", "72"]
    test = runner.invoke(app, [*args, "--duplex", "none"])
    assert test.exit_code == 0, test.output
    assert whole.read_bytes() == b"%PDF the whole deck"
    subset = folder / "sheets-only-red-7+blue-skip.pdf"
    assert f"wrote {subset.relative_to(tmp_path)}" in " ".join(test.output.split())
    assert len(PdfReader(subset).pages) == 1
    assert (folder / "backs-only-red-7+blue-skip.pdf").is_file()
    assert not (folder / "backs.pdf").exists()
    shop = runner.invoke(app, [*args, "--extras-of", "classic-108", "--one-per-page"])
    assert shop.exit_code == 1  # nothing beyond itself: refused, nothing written
    shop = runner.invoke(app, [*args, "--one-per-page"])
    assert shop.exit_code == 0, shop.output
    assert (folder / "print-shop-only-red-7+blue-skip.pdf").is_file()
    exact = runner.invoke(app, [*args, "-o", "test-sheet"])
    assert exact.exit_code == 0, exact.output
    assert sorted(p.name for p in (tmp_path / "test-sheet").iterdir()) == ["sheets.pdf"]
