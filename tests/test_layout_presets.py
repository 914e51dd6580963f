"""Paper and card presets, layout options, and the orientation choice."""

from __future__ import annotations

import pytest

from deckgen import CardSize, LayoutError, TemplateError, print_layout
from deckgen.layout.grid import MIN_MARK_ROOM_MM
from deckgen.layout.imposition import impose
from deckgen.layout.offsets import parse_back_offset, parse_offset_mm
from deckgen.layout.presets import card_trim_size, paper_presets, paper_size, parse_size_mm
from deckgen.layout.printers import load_printer, save_printer
from deckgen.layout.printlayout import Paper
from deckgen.paper import A4_MM, PAPERS_MM

TOL = 0.01


@pytest.mark.parametrize(
    ("name", "width", "height"),
    [("A4", 210, 297), ("a3", 297, 420), ("Letter", 215.9, 279.4), ("letter", 215.9, 279.4)],
)
def test_paper_presets(name, width, height):
    _, w, h = paper_size(name)
    assert (w, h) == (pytest.approx(width, abs=TOL), pytest.approx(height, abs=TOL))


def test_paper_presets_are_the_sizes_of_deckgen_paper():
    """The shipped --paper presets and the code's paper constants name the same sizes."""
    presets = paper_presets().papers
    assert set(presets) <= set(PAPERS_MM)
    for name, preset in presets.items():
        assert (preset.width, preset.height) == pytest.approx(PAPERS_MM[name], abs=1e-9)
    assert paper_size()[1:] == A4_MM == (Paper().width_mm, Paper().height_mm)


@pytest.mark.parametrize(
    ("name", "width", "height"),
    [
        ("uno", 56, 87),
        ("poker", 63.5, 88.9),
        ("bridge", 57.15, 88.9),
        ("tarot", 70, 120),
        ("63x88mm", 63, 88),
        ("2.5x3.5in", 63.5, 88.9),
        ("6.3 x 8.8 cm", 63, 88),
        ("70x120", 70, 120),
    ],
)
def test_card_presets_and_sizes(name, width, height):
    _, w, h = card_trim_size(name)
    assert (w, h) == (pytest.approx(width, abs=TOL), pytest.approx(height, abs=TOL))


def test_defaults_are_a4_uno_3mm_bleed_5mm_margin_long_edge():
    layout = print_layout()
    assert layout.paper.name == "A4" and layout.card == CardSize(56, 87, 3)
    assert layout.margin_mm == 5 and layout.duplex == "long" and layout.back_offset_mm == (0, 0)


def test_unknown_card_preset_suggests_and_lists():
    with pytest.raises(LayoutError, match="did you mean 'poker'.*uno, poker, bridge, tarot"):
        card_trim_size("pokr")


def test_parse_size_rejects_nonsense():
    assert parse_size_mm("63 by 88") is None
    assert parse_size_mm("2.5inx3.5in") == pytest.approx((63.5, 88.9))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"bleed": "7mm"}, r"bleed 7 mm is out of range \(0-6 mm\)"),
        ({"bleed": "lots"}, "bleed: 'lots' is not a length"),
        ({"duplex": "both"}, "duplex 'both' is not known; use one of long, short, none, fold"),
        ({"back_offset": "1.5"}, "write X,Y such as 1.5,-0.5"),
        ({"back_offset": "11,0"}, "out of range"),
        ({"duplex": "fold", "back_offset": "1,0"}, "leave the offset at 0,0"),
        ({"margin": "31mm"}, "margin 31 mm is out of range"),
        ({"back_offset": "1,2@sideways"}, r"after '@' write the orientation .* portrait or "),
        ({"back_offset": "1,2@"}, r"'1,2@': after '@' write .* \(e\.g\. 1,2@landscape\)"),
        ({"back_offset": "1@landscape"}, "not two numbers in mm; write X,Y such as 1.5,-0.5, or"),
        (
            {"back_offset": "1,2@landscape", "orientation": "portrait", "calibration": True},
            "read off a landscape calibration sheet, but --orientation says portrait",
        ),
    ],
)
def test_bad_layout_options_are_refused_with_the_valid_range(options, message):
    with pytest.raises(LayoutError, match=message):
        print_layout(**options)


def test_offset_parsing_keeps_signs():
    assert parse_offset_mm("1.5,-0.5") == (1.5, -0.5)
    assert parse_offset_mm(" -2 , +0.25 ") == (-2, 0.25)


def test_an_offset_says_the_orientation_it_was_read_off_portrait_unless_said_otherwise():
    assert parse_back_offset("1.5,-0.5") == ((1.5, -0.5), None)
    assert parse_back_offset("1.5,-0.5 @ Landscape") == ((1.5, -0.5), "landscape")
    assert print_layout(back_offset="1,2").offset_orientation == "portrait"
    assert print_layout(back_offset="1,2@landscape").offset_orientation == "landscape"
    # calibrate and printer: --orientation is the calibration sheet's, which the offset follows
    sheet = print_layout(back_offset="1,2@landscape", calibration=True)
    assert sheet.orientation == sheet.offset_orientation == "landscape"
    sheet = print_layout(back_offset="1,2", orientation="landscape", calibration=True)
    assert sheet.orientation == sheet.offset_orientation == "landscape"
    assert print_layout(calibration=True).orientation == "portrait"


@pytest.mark.parametrize(
    ("options", "why"),
    [
        # a gutter: neighbours never share their cut lines, which would fit 9 portrait here
        (
            {"paper": "Letter", "gutter": "1mm"},
            "Letter landscape (auto: 8 cards a sheet, 6 in portrait)",
        ),
        ({"card": "poker", "gutter": "1mm"}, "A4 landscape (auto: 8 cards a sheet, 4 in portrait)"),
        ({"orientation": "landscape"}, "A4 landscape (--orientation landscape)"),
    ],
)
def test_a_portrait_offset_on_landscape_sheets_is_refused_with_the_two_ways_out(options, why):
    """Regression: a bare --back-offset (read off the portrait calibration sheet) was
    applied to sheets that auto turned landscape, correcting the wrong edges."""
    with pytest.raises(LayoutError) as refused:
        impose(print_layout(back_offset="1.5,-0.5", **options))
    message = str(refused.value)
    assert message.startswith(
        "back offset X +1.5 mm, Y -0.5 mm is a reading off a portrait calibration sheet "
        f"(X,Y without @landscape), but these sheets are {why}, where it would correct the "
        "wrong edges: force portrait with --orientation portrait, or calibrate in landscape "
        "with deckgen calibrate"
    )
    assert message.endswith(
        "--orientation landscape and give its reading as --back-offset X,Y@landscape"
    )
    assert ("--paper Letter" in message) == (options.get("paper") == "Letter")
    portrait = {**options, "orientation": "portrait"}
    assert impose(print_layout(back_offset="1.5,-0.5", **portrait)).orientation == "portrait"
    landscape = impose(print_layout(back_offset="1.5,-0.5@landscape", **options))
    assert landscape.orientation == "landscape"


def test_a_landscape_offset_on_portrait_sheets_is_refused_and_wins_a_tie():
    expected = (
        r"reading off a landscape calibration sheet \(@landscape\), but these sheets are A4 "
        r"portrait \(auto: 9 cards a sheet, 8 in landscape\).*force landscape with "
        r"--orientation landscape, or calibrate in portrait with deckgen calibrate "
        r"--orientation portrait and give its reading as --back-offset X,Y$"
    )
    with pytest.raises(LayoutError, match=expected):
        impose(print_layout(back_offset="1,1@landscape"))
    # square cards fit 2 x 3 either way round: a tie, which goes to the offset's orientation
    assert impose(print_layout(card="80x80mm", bleed=0)).orientation == "portrait"
    tie = impose(print_layout(card="80x80mm", bleed=0, back_offset="1,1@landscape"))
    assert tie.orientation == "landscape" and tie.per_page == 6


def test_a_zero_offset_or_an_old_profile_holds_for_any_orientation(tmp_path, monkeypatch):
    zero = print_layout(paper="Letter", gutter="1mm", back_offset="0,0")
    assert impose(zero).orientation == "landscape"
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path))
    (tmp_path / "printers").mkdir()
    (tmp_path / "printers" / "old.yaml").write_text("back_offset: 1.5,-0.5\n")  # no orientation
    layout = print_layout(printer="old", paper="Letter", gutter="1mm")
    assert layout.offset_orientation is None and impose(layout).orientation == "landscape"


def test_56_by_87_without_bleed_fits_10_in_landscape_on_a4():
    imposition = impose(print_layout(bleed=0))
    assert imposition.orientation == "landscape" and imposition.page_mm == (297, 210)
    assert (imposition.grid.columns, imposition.grid.rows) == (5, 2)


def test_default_card_with_bleed_stays_portrait_3_by_3():
    imposition = impose(print_layout())
    assert imposition.orientation == "portrait"
    assert (imposition.grid.columns, imposition.grid.rows) == (3, 3)


def test_orientation_can_be_forced():
    imposition = impose(print_layout(bleed=0, orientation="portrait"))
    assert imposition.orientation == "portrait" and imposition.per_page == 9


def test_poker_with_bleed_on_a4_shares_cut_lines_and_a3_fits_more():
    a4 = impose(print_layout(card="poker"))
    a3 = impose(print_layout(card="poker", paper="A3"))
    assert a4.orientation == "portrait" and a4.per_page == 9 and a4.grid.shared
    separate = impose(print_layout(card="poker", gutter="0.1mm"))  # a gutter: no sharing
    assert separate.orientation == "landscape" and separate.per_page == 8
    assert a3.per_page > a4.per_page


def test_every_card_keeps_inside_the_margin_and_mark_room():
    room = 5 + MIN_MARK_ROOM_MM  # the margin and the least room for (shortened) crop marks
    for card in ("uno", "poker", "bridge", "tarot"):
        for paper in ("A4", "Letter", "A3"):
            layout = print_layout(card=card, paper=paper, gutter="2mm")
            imposition = impose(layout)
            box = imposition.grid.box
            w, h = imposition.page_mm
            assert box.x0 >= room - 1e-9 and box.y0 >= room - 1e-9
            assert box.x1 <= w - room + 1e-9 and box.y1 <= h - room + 1e-9


def test_a_card_that_cannot_respect_the_margin_is_refused_with_the_numbers():
    with pytest.raises(LayoutError, match=r"paper A4: a card of 206 x 296 mm .* 5 mm margins"):
        impose(print_layout(card="200x290mm"))


def test_fold_puts_four_default_cards_on_a4_landscape():
    imposition = impose(print_layout(duplex="fold"))
    assert imposition.orientation == "landscape" and imposition.per_page == 4
    assert imposition.grid.box.x1 < 297 / 2  # fronts stay on their half


def test_printer_profile_supplies_offset_and_options_win(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path))
    path = save_printer("office", (1.5, -0.5), duplex="short", margin_mm=4)
    assert path == tmp_path / "printers" / "office.yaml"
    layout = print_layout(printer="office")
    assert layout.back_offset_mm == (1.5, -0.5) and layout.duplex == "short"
    assert layout.margin_mm == 4 and layout.printer == "office"
    override = print_layout(printer="office", back_offset="0,1", duplex="long")
    assert override.back_offset_mm == (0, 1) and override.duplex == "long"
    assert load_printer(str(path)).back_offset == (1.5, -0.5)


def test_missing_or_bad_printer_profile_is_reported(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path))
    with pytest.raises(TemplateError, match="no printer profile 'nope'.*deckgen printer nope"):
        print_layout(printer="nope")
    bad = tmp_path / "bad.yaml"
    bad.write_text("back_offset: 1,2\nduplx: long\n")
    with pytest.raises(TemplateError, match=r"bad.yaml:2:1: duplx: unknown key.*'duplex'"):
        load_printer(str(bad))
