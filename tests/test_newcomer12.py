"""Newcomer review 11's findings (a German parent printing at home), fixed in session 11."""

from __future__ import annotations

import re

from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import OutputOptions, build_calibration, print_layout
from deckgen.cli import app
from deckgen.text.catalog import load_catalog

runner = CliRunner()


def _flat(text: str) -> str:
    """``text`` without spaces (a PDF line break reads back as a space or none)."""
    return re.sub(r"\s+", "", text.replace("\u00a0", " "))


def test_m1_a_lone_comma_offset_gets_a_note_naming_both_intents(tmp_path, monkeypatch):
    """M1: ``--back-offset 1,5;-0,5`` typed unquoted reaches deckgen as ``1,5`` (the shell
    cuts at the ``;``), which is read as X 1 mm, Y 5 mm (kept: one input, one meaning); it
    was used without a word. A lone comma pair now gets one note (stderr, exit 0) naming
    what is used and both likely intents; a quoted pair or a decimal point gets none."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "zuhause", "--back-offset", "1,5"])
    assert saved.exit_code == 0, saved.output
    note = " ".join(saved.stderr.split())
    assert note == (
        "note: --back-offset 1,5 is read as X +1 mm, Y +5 mm; "
        'for X 1.5 mm write 1.5,0 (or "1,5;0"); '
        "an X;Y pair must be in quotes, or the shell cuts it at the ;"
    ), note
    assert "back offset X +1 mm, Y +5 mm" in saved.stdout  # used as documented
    for quiet in ("1,5;-0,5", "1.5,-0.5", "1,-5", "1,5,-0,5"):
        kept = runner.invoke(app, ["printer", "zuhause", "--back-offset", quiet])
        assert kept.exit_code == 0 and kept.stderr == "", (quiet, kept.output)
    landscape = runner.invoke(app, ["printer", "quer", "--back-offset", "-1,2@landscape"])
    assert 'write -1.2,0@landscape (or "-1,2;0@landscape")' in landscape.stderr
    assert "X -1 mm, Y +2 mm" in landscape.stderr
    args = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--back-offset", "1,2"]
    used = runner.invoke(app, [*args, "-o", str(tmp_path / "out")])
    assert used.exit_code == 0, used.output
    assert "--back-offset 1,2 is read as X +1 mm, Y +2 mm; for X 1.2 mm" in used.stderr
    assert "backs shifted X +1 mm, Y +2 mm" in " ".join(used.stdout.split())


def test_m1_the_calibration_sheet_says_why_the_quotes_are_typed(tmp_path):
    """M1: the German sheet showed ``--back-offset "X;Y"`` but not why the quotes matter;
    the newcomer left them out. Where the reading is typed with a semicolon, step 5 now
    says so; an ``X,Y`` language (en, th) needs no quotes and does not."""
    for lang, quoted in (("de", True), ("en", False)):
        say = load_catalog(lang).text
        result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang=lang)
        page = _flat(PdfReader(result.path).pages[0].extract_text())
        assert (_flat(say("calibration.step5_quotes")) in page) is quoted, (lang, page)
    assert "Tippe die Anführungszeichen mit" in load_catalog("de").text("calibration.step5_quotes")


def test_l7_a_count_of_one_takes_the_singular(tmp_path):
    """L7: "1 players: deck … is for 2 to 10 players" (``simulate --players 1``) and
    "wrote …sheets.pdf (1 cards, …)" (``sheets --reference-card --only reference``). Every
    console count now goes through :func:`deckgen.counting.counted`."""
    from deckgen.counting import counted

    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert counted(1_500, "round", grouped=True) == "1,500 rounds"
    assert counted(1, "copy", "copies") + counted(2, "copy", "copies") == "1 copy2 copies"
    refused = runner.invoke(app, ["simulate", "classic-108", "--players", "1"])
    assert refused.exit_code == 1
    assert "classic-108:official: 1 player: deck 'classic-108'" in refused.stderr, refused.output
    args = ["sheets", "classic-108", "--reference-card", "--only", "reference", "--dpi", "72"]
    one = runner.invoke(app, [*args, "-o", str(tmp_path)])
    assert one.exit_code == 0, one.output
    assert "(1 card, 2 pages, 9 cards a sheet," in one.stdout, one.stdout
    assert "deckgen: rendering 1 card image\n" in one.stderr, one.stderr
