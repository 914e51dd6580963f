"""The print-craft command line: layout options, calibrate, printer profiles, tts."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen.cli import app
from tests.pdfutil import image_placements, line_segments, page_size_mm, text_runs

runner = CliRunner()
SMALL = "tests/data/twelve-cards.yaml"


def test_sheets_takes_paper_card_and_duplex_options(tmp_path):
    args = ["sheets", SMALL, "-o", str(tmp_path), "--dpi", "72", "--paper", "letter"]
    args += ["--card", "2.5x3.5in", "--bleed", "0", "--duplex", "short"]
    args += ["--back-offset=-1,0.5@landscape"]  # read off a landscape calibration sheet
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "Letter" in result.output and "duplex short" in result.output
    reader = PdfReader(tmp_path / "sheets.pdf")
    # 63.5 x 88.9 mm without bleed: 4 x 2 in landscape beats 3 x 2 in portrait
    assert "Letter landscape" in result.output
    assert page_size_mm(reader, 0) == (pytest.approx(279.4, abs=0.05), pytest.approx(215.9))
    assert image_placements(reader, 0)[0].width_mm == pytest.approx(63.5, abs=0.01)


def test_unknown_paper_exits_1_with_the_choices_and_no_file(tmp_path):
    result = runner.invoke(app, ["sheets", SMALL, "-o", str(tmp_path), "--paper", "B5"])
    assert result.exit_code == 1
    assert "unknown paper 'B5'" in result.output and "A4, A3, Letter" in result.output
    assert list(tmp_path.iterdir()) == []


def test_card_that_does_not_fit_exits_1_with_the_numbers(tmp_path):
    result = runner.invoke(app, ["build", SMALL, "-o", str(tmp_path), "--card", "250x300mm"])
    assert result.exit_code == 1 and "does not fit" in result.output
    assert "Traceback" not in result.output


def test_one_per_page_writes_the_print_shop_file(tmp_path):
    args = ["sheets", SMALL, "-o", str(tmp_path), "--dpi", "72", "--one-per-page"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert len(PdfReader(tmp_path / "print-shop.pdf").pages) == 24


def test_calibrate_then_save_and_use_a_printer_profile(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    result = runner.invoke(app, ["calibrate", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert len(PdfReader(tmp_path / "calibration.pdf").pages) == 2
    result = runner.invoke(app, ["printer", "office", "--back-offset=1.5,-0.5"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "config" / "printers" / "office.yaml").is_file()
    shown = runner.invoke(app, ["printer", "office"])
    assert "back offset X +1.5 mm, Y -0.5 mm," in shown.output
    args = ["sheets", SMALL, "-o", str(tmp_path / "s"), "--dpi", "72", "--printer", "office"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "s" / "sheets.pdf")
    assert "backs shifted +1.5,-0.5 mm (office)" in reader.pages[1].extract_text()


def test_calibrate_refuses_fold(tmp_path):
    result = runner.invoke(app, ["calibrate", "-o", str(tmp_path), "--duplex", "fold"])
    assert result.exit_code == 1 and "two-sided" in result.output


def test_tts_writes_sheets_back_and_notes(tmp_path):
    result = runner.invoke(app, ["tts", SMALL, "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "tts").iterdir())
    assert names == ["back.png", "deck-1.png", "deck.txt"]


def test_tts_takes_dpi_and_speaks_lang(tmp_path):
    """Newcomer review N16: ``--dpi`` sets a card's pixels per inch (never above what
    Tabletop Simulator loads well), ``--lang`` the instructions in deck.txt."""
    args = ["tts", SMALL, "-o", str(tmp_path), "--dpi", "100", "--lang", "ru"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "cards 220x" in result.output  # 56 mm at 100 dpi: 220 px
    notes = (tmp_path / "tts" / "deck.txt").read_text(encoding="utf-8")
    assert "Tabletop Simulator создайте" in notes and "In Tabletop" not in notes
    assert "Face: deck-1.png" in notes  # the dialog's own field names
    for bad, message in (("--dpi=20", "dpi 20 is out of range"), ("--lang=xx", "'xx'")):
        refused = runner.invoke(app, ["tts", SMALL, "-o", str(tmp_path), bad])
        assert refused.exit_code == 1 and message in refused.stderr, refused.output


def test_a_profile_keeps_the_orientation_it_was_measured_in(tmp_path, monkeypatch):
    """Regression: a portrait calibration was applied unchanged to sheets that 'auto'
    turned landscape (Letter with poker cards), where a driver may turn backs either way.
    Since newcomer review 9 (M5) the output line also says what landscape would fit."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "home", "--back-offset=-1,-0.5"])
    assert saved.exit_code == 0, saved.output
    args = ["sheets", "classic-108", "--paper", "letter", "--card", "poker", "--dpi", "72"]
    used = runner.invoke(app, [*args, "--printer", "home", "-o", str(tmp_path / "a")])
    assert used.exit_code == 0, used.output
    reader = PdfReader(tmp_path / "a" / "sheets.pdf")
    width_mm, height_mm = page_size_mm(reader, 0)
    assert width_mm < height_mm  # portrait, as calibrated
    assert "as printer profile home was measured" in " ".join(used.output.split())
    assert "backs shifted" in " ".join(run.text for run in text_runs(reader, 1))
    clash = runner.invoke(
        app, [*args, "--printer", "home", "--orientation", "landscape", "-o", str(tmp_path / "b")]
    )
    assert clash.exit_code == 1 and "measured on portrait sheets" in clash.output
    assert not (tmp_path / "b").exists()


def test_a_bare_offset_on_sheets_auto_turns_landscape_is_refused(tmp_path):
    """Regression: a reading off the portrait calibration sheet was applied to Letter sheets
    that auto laid out landscape, on the axes the driver turns: registration got worse."""
    args = ["sheets", SMALL, "--paper", "Letter", "--back-offset=1.5,-0.5", "-o", str(tmp_path)]
    args += ["--gutter", "1mm"]  # separate bleeds (shared cut lines would fit 9 portrait)
    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    assert result.output.count("error:") == 1
    assert (
        "error: back offset X +1.5 mm, Y -0.5 mm is a reading off a portrait calibration "
        "sheet (X,Y "
        "without @landscape), but these sheets are Letter landscape (auto: 8 cards a sheet, 6 "
        "in portrait), where it would correct the wrong edges: force portrait with "
        "--orientation portrait, or calibrate in landscape with deckgen calibrate --paper "
        "Letter --orientation landscape and give its reading as --back-offset X,Y@landscape"
    ) in result.output
    assert list(tmp_path.iterdir()) == []
    forced = runner.invoke(app, [*args, "--orientation", "portrait", "--dpi", "72"])
    assert forced.exit_code == 0, forced.output
    assert "6 cards a sheet, Letter portrait" in forced.output


def test_a_landscape_offset_shifts_landscape_backs_along_the_page_axes(tmp_path):
    base = ["sheets", SMALL, "--paper", "Letter", "--dpi", "72", "--gutter", "1mm"]
    plain = runner.invoke(app, [*base, "-o", str(tmp_path / "plain")])
    shifted = runner.invoke(app, [*base, "--back-offset", "1,2@landscape", "-o", str(tmp_path)])
    assert shifted.exit_code == 0, shifted.output
    assert "Letter landscape" in plain.output and "Letter landscape" in shifted.output
    before = PdfReader(tmp_path / "plain" / "sheets.pdf")
    after = PdfReader(tmp_path / "sheets.pdf")
    width, height = page_size_mm(after, 1)
    assert width > height and after.pages[1].get("/Rotate", 0) == 0  # x along the long edge
    for page, (dx, dy) in ((0, (0, 0)), (1, (1, 2))):
        for a, b in zip(image_placements(before, page), image_placements(after, page), strict=True):
            assert (b.x_mm - a.x_mm, b.y_mm - a.y_mm) == pytest.approx((dx, dy), abs=1e-3)

    def upright_and_level(reader):
        segments = line_segments(reader, 1)
        upright = {round(s.x1_mm, 2) for s in segments if s.x1_mm == s.x2_mm}
        level = {round(s.y1_mm, 2) for s in segments if s.y1_mm == s.y2_mm}
        return upright, level

    # marks follow the cards: every upright line 1 mm right, every level cut mark 2 mm up
    (x_before, y_before), (x_after, y_after) = upright_and_level(before), upright_and_level(after)
    assert x_after == {round(x + 1, 2) for x in x_before}
    trims = [(p.y_mm + 3, p.y_mm + p.height_mm - 3) for p in image_placements(before, 1)]
    cuts = {round(y, 2) for trim in trims for y in trim}  # 3 mm bleed
    assert {round(y + 2, 2) for y in cuts} <= y_after and cuts <= y_before
    assert "backs shifted +1,+2 mm" in after.pages[1].extract_text()


def test_calibrate_and_printer_take_the_orientation_from_the_offset(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    result = runner.invoke(app, ["calibrate", "--back-offset=0,0@landscape", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "(A4 landscape, duplex long)" in result.output
    front = PdfReader(tmp_path / "calibration.pdf").pages[0].extract_text()
    assert "--back-offset X,Y@landscape" in front
    saved = runner.invoke(app, ["printer", "wide", "--back-offset=1,-0.5@landscape"])
    assert saved.exit_code == 0, saved.output
    assert "orientation: landscape" in (tmp_path / "config/printers/wide.yaml").read_text()
    clash = runner.invoke(
        app, ["printer", "x", "--back-offset=1,-0.5@landscape", "--orientation", "portrait"]
    )
    assert clash.exit_code == 1 and "--orientation says portrait" in clash.output
    assert not (tmp_path / "config/printers/x.yaml").exists()


def test_an_option_that_overrides_the_printer_profile_is_noted(tmp_path, monkeypatch, capsys):
    """newcomer.md N17: ``--printer office --back-offset 2,2`` says which value wins."""
    from deckgen.cli.groups import layout_options

    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    assert runner.invoke(app, ["printer", "office", "--back-offset", "1.5,-0.5"]).exit_code == 0
    capsys.readouterr()
    layout = layout_options(printer="office", back_offset="2,-2")  # 2,2: a note of its own
    assert layout.back_offset_mm == (2.0, -2.0)
    assert capsys.readouterr().err.strip() == (
        "note: --back-offset 2,-2 is used instead of X +1.5 mm, Y -0.5 mm from printer profile "
        "'office'"
    )
    layout_options(printer="office")  # the profile's own value: nothing to note
    assert capsys.readouterr().err == ""
