"""Duplex modes, back offset, paper sizes, marks and boxes, read back from the PDFs in mm."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, RenderOptions, build_print_shop, build_sheets, print_layout
from deckgen.layout.imposition import impose
from tests.pdfutil import (
    image_placements,
    line_segments,
    page_box_mm,
    page_size_mm,
    text_runs,
)

TOL = 0.01
DPI = 72  # geometry does not depend on the dpi


def _sheets(deck, tmp_path, name, **options):
    result = build_sheets(
        deck,
        layout=print_layout(**options),
        render=RenderOptions(dpi=DPI),
        output=OutputOptions(tmp_path / name),
    )
    return result, PdfReader(result.path)


@pytest.fixture(scope="module")
def poker(twelve, tmp_path_factory):
    """3 x 3 of 63 x 88 mm, no bleed, on A4 portrait: 10.5 mm side margins."""
    out = tmp_path_factory.mktemp("duplex")
    return {
        mode: _sheets(twelve, out, mode, card="63x88mm", bleed=0, duplex=mode)
        for mode in ("long", "short")
    } | {"offset": _sheets(twelve, out, "offset", card="63x88mm", bleed=0, back_offset="1.5,-0.5")}


def test_top_left_front_sits_at_the_10_5_mm_margin(poker):
    _, reader = poker["long"]
    first = image_placements(reader, 0)[0]
    assert (first.x_mm, first.y_mm) == (pytest.approx(10.5, abs=TOL), pytest.approx(192.5, abs=TOL))
    assert (first.width_mm, first.height_mm) == (pytest.approx(63), pytest.approx(88))


def test_long_edge_back_of_top_left_card_is_at_136_5_mm_same_y(poker):
    _, reader = poker["long"]
    front, back = image_placements(reader, 0)[0], image_placements(reader, 1)[0]
    assert back.x_mm == pytest.approx(136.5, abs=TOL)
    assert back.y_mm == pytest.approx(front.y_mm, abs=TOL)


def test_short_edge_back_keeps_x_and_mirrors_y(poker):
    _, reader = poker["short"]
    for front, back in zip(image_placements(reader, 0), image_placements(reader, 1), strict=True):
        assert back.x_mm == pytest.approx(front.x_mm, abs=TOL)
        assert back.y_mm == pytest.approx(297 - front.y_mm - 88, abs=TOL)
    assert image_placements(reader, 1)[0].x_mm == pytest.approx(10.5, abs=TOL)
    assert "flip on the short edge" in reader.pages[1].extract_text()


def test_back_offset_moves_every_back_and_no_front(poker):
    _, plain = poker["long"]
    _, shifted = poker["offset"]
    assert len(plain.pages) == len(shifted.pages) == 4
    for page in range(4):
        before, after = image_placements(plain, page), image_placements(shifted, page)
        dx, dy = (1.5, -0.5) if page % 2 else (0.0, 0.0)
        assert len(before) == len(after) > 0
        for a, b in zip(before, after, strict=True):
            assert b.x_mm - a.x_mm == pytest.approx(dx, abs=1e-3)
            assert b.y_mm - a.y_mm == pytest.approx(dy, abs=1e-3)
    text = " ".join(shifted.pages[1].extract_text().split())  # a long note may wrap
    assert "backs shifted +1.5,-0.5 mm" in text


def _trims(reader, page, bleed):
    return [
        (p.x_mm + bleed, p.y_mm + bleed, p.x_mm + p.width_mm - bleed, p.y_mm + p.height_mm - bleed)
        for p in image_placements(reader, page)
    ]


def _inside(x, y, box, eps=0.01):
    return box[0] + eps < x < box[2] - eps and box[1] + eps < y < box[3] - eps


def _assert_marks_outside_trims_and_at_every_cut(reader, page, bleed):
    trims = _trims(reader, page, bleed)
    segments = line_segments(reader, page)
    for s in segments:
        for t in (0.0, 0.5, 1.0):
            x, y = s.x1_mm + t * (s.x2_mm - s.x1_mm), s.y1_mm + t * (s.y2_mm - s.y1_mm)
            assert not any(_inside(x, y, box) for box in trims), (page, s)
    top = max(box[3] for box in trims) + bleed
    cut_xs = {round(v, 2) for box in trims for v in (box[0], box[2])}
    marked = {round(s.x1_mm, 2) for s in segments if s.x1_mm == s.x2_mm and s.y1_mm > top}
    assert cut_xs <= marked, (page, cut_xs - marked)


def _neighbours(trims, gap):
    """Pairs of trims side by side (``"x"``) or one above the other (``"y"``), ``gap`` apart."""
    pairs = []
    for a in trims:
        for b in trims:
            if (a[1], a[3]) == pytest.approx((b[1], b[3])) and b[0] - a[2] == pytest.approx(gap):
                pairs.append(("x", a, b))
            if (a[0], a[2]) == pytest.approx((b[0], b[2])) and b[1] - a[3] == pytest.approx(gap):
                pairs.append(("y", a, b))
    return pairs


def _assert_gap_ticks_at_every_interior_trim(reader, page, bleed, gutter):
    """Between two neighbours, each trim line they share continues across the gap as a tick
    (a segment on that line, wholly inside the gap, at least 1 mm long)."""
    trims = _trims(reader, page, bleed)
    segments = line_segments(reader, page)
    pairs = _neighbours(trims, 2 * bleed + gutter)
    assert pairs, page  # every tested layout has neighbours
    for axis, a, b in pairs:
        if axis == "x":  # a gap between columns: horizontal ticks on the rows' trim lines
            low, high, lines = a[2], b[0], (a[1], a[3])
            found = [
                (s.y1_mm, min(s.x1_mm, s.x2_mm), max(s.x1_mm, s.x2_mm))
                for s in segments
                if s.y1_mm == pytest.approx(s.y2_mm, abs=1e-6)
            ]
        else:  # a gap between rows: vertical ticks on the columns' trim lines
            low, high, lines = a[3], b[1], (a[0], a[2])
            found = [
                (s.x1_mm, min(s.y1_mm, s.y2_mm), max(s.y1_mm, s.y2_mm))
                for s in segments
                if s.x1_mm == pytest.approx(s.x2_mm, abs=1e-6)
            ]
        for line in lines:
            ticks = [
                (lo, hi)
                for at, lo, hi in found
                if abs(at - line) < TOL and lo > low and hi < high and hi - lo >= 1.0
            ]
            assert ticks, (page, axis, line, low, high)


@pytest.mark.parametrize("gutter", [0, 4])
@pytest.mark.parametrize("mode", ["long", "short", "none", "fold"])
def test_crop_marks_mark_every_cut_on_both_sides_never_inside_a_trim(
    twelve, tmp_path, mode, gutter
):
    result, reader = _sheets(twelve, tmp_path, mode, duplex=mode, gutter=f"{gutter}mm")
    readers = [reader] + ([PdfReader(result.backs_path)] if result.backs_path else [])
    for pdf in readers:
        for page in range(len(pdf.pages)):
            _assert_marks_outside_trims_and_at_every_cut(pdf, page, 3)
            _assert_gap_ticks_at_every_interior_trim(pdf, page, 3, gutter)


def test_no_gap_ticks_where_neighbours_share_a_trim(poker):
    _, reader = poker["long"]  # no bleed, no gutter: one cut serves two cards
    trims = _trims(reader, 0, 0)
    for s in line_segments(reader, 0):
        x, y = (s.x1_mm + s.x2_mm) / 2, (s.y1_mm + s.y2_mm) / 2
        assert not any(
            t[0] - TOL <= x <= t[2] + TOL and t[1] - TOL <= y <= t[3] + TOL for t in trims
        ), s


def test_landscape_long_edge_mirrors_y(twelve, tmp_path):
    result, reader = _sheets(twelve, tmp_path, "land", bleed=0)
    assert result.orientation == "landscape" and result.cards_per_page == 10
    assert page_size_mm(reader, 0) == (pytest.approx(297, abs=0.05), pytest.approx(210, abs=0.05))
    fronts, backs = image_placements(reader, 0), image_placements(reader, 1)
    assert len(fronts) == len(backs) == 10
    for front, back in zip(fronts, backs, strict=True):
        assert back.x_mm == pytest.approx(front.x_mm, abs=TOL)
        assert back.y_mm == pytest.approx(210 - front.y_mm - 87, abs=TOL)


@pytest.mark.parametrize(("paper", "size"), [("Letter", (215.9, 279.4)), ("A3", (297, 420))])
def test_letter_and_a3_page_sizes(twelve, tmp_path, paper, size):
    result, reader = _sheets(twelve, tmp_path, paper, paper=paper)
    width, height = page_size_mm(reader, 0)
    expected = size if result.orientation == "portrait" else size[::-1]
    assert (width, height) == (pytest.approx(expected[0], abs=0.05), pytest.approx(expected[1]))
    assert f"{paper} {result.orientation}" in reader.pages[0].extract_text()


def test_duplex_none_writes_fronts_and_a_separate_backs_file(twelve, tmp_path):
    result, reader = _sheets(twelve, tmp_path, "none", duplex="none")
    assert result.backs_path == tmp_path / "none" / "backs.pdf"
    assert len(reader.pages) == 2  # 12 cards, 9 a sheet, fronts only
    assert sum(len(image_placements(reader, i)) for i in range(2)) == 12
    backs = PdfReader(result.backs_path)
    assert len(backs.pages) == 1 and len(image_placements(backs, 0)) == 9
    assert "print this page ×2" in backs.pages[0].extract_text()
    assert "one-sided: fronts only" in reader.pages[0].extract_text()


def test_fold_puts_each_back_across_the_fold_from_its_front(twelve, tmp_path):
    result, reader = _sheets(twelve, tmp_path, "fold", duplex="fold")
    assert result.pages == 3 and result.cards_per_page == 4
    placements = image_placements(reader, 0)
    fronts, backs = placements[:4], placements[4:]
    for front, back in zip(fronts, backs, strict=True):
        assert front.x_mm + front.width_mm < 297 / 2 < back.x_mm
        assert back.x_mm == pytest.approx(297 - front.x_mm - front.width_mm, abs=TOL)
        assert back.y_mm == pytest.approx(front.y_mm, abs=TOL)
    assert "fold here" in reader.pages[0].extract_text()


def test_cut_lines_run_along_every_trim_on_fronts_only(twelve, tmp_path):
    _, reader = _sheets(twelve, tmp_path, "cut", cut_lines=True, card="63x88mm", bleed=0)
    grid = impose(print_layout(card="63x88mm", bleed=0)).grid
    box = grid.box
    full = [
        s
        for s in line_segments(reader, 0)
        if s.x1_mm == s.x2_mm and abs(abs(s.y2_mm - s.y1_mm) - box.height) < TOL
    ]
    assert sorted(round(s.x1_mm, 2) for s in full) == [10.5, 73.5, 136.5, 199.5]
    assert not [s for s in line_segments(reader, 1) if abs(s.y2_mm - s.y1_mm) > 100]


def test_one_per_page_sets_trim_and_bleed_boxes(twelve, tmp_path):
    layout = print_layout(card="poker", bleed="3mm")
    result = build_print_shop(
        twelve, card=layout.card, render=RenderOptions(dpi=DPI), output=OutputOptions(tmp_path)
    )
    reader = PdfReader(result.path)
    assert result.path.name == "print-shop.pdf" and len(reader.pages) == 24
    for page in (0, 1, 23):
        assert page_size_mm(reader, page) == (pytest.approx(69.5), pytest.approx(94.9))
        trim = page_box_mm(reader, page, "trimbox")
        assert trim == pytest.approx((3, 3, 66.5, 91.9), abs=TOL)
        assert page_box_mm(reader, page, "bleedbox") == pytest.approx((0, 0, 69.5, 94.9), abs=TOL)
    names = [image_placements(reader, i)[0].name for i in range(4)]
    assert names[1] == names[3] != names[0] != names[2]  # front, back, front, back


def test_fold_pages_label_each_column_once():
    """Regression: on a fold page the two stacked halves gave every column twice, so the
    deck name and the page number were printed on top of each other."""
    from deckgen.layout.marks import _distinct

    halves = [(10.0, 60.0), (66.0, 116.0), (10.0, 60.0), (66.0, 116.0)]
    assert _distinct(halves) == [(10.0, 60.0), (66.0, 116.0)]


def test_a_back_offset_that_would_reach_the_margin_is_refused():
    """Regression: --back-offset=10,-10 pushed A4 backs off the paper without a word."""
    from deckgen import LayoutError, print_layout
    from deckgen.layout.imposition import impose

    impose(print_layout(back_offset="1.5,-0.5"))  # a usual correction is fine
    leaves = r"margin \(A4 portrait, 9 cards a sheet\): this layout leaves room for at most 7\.0"
    with pytest.raises(LayoutError, match=leaves + r" mm across \(X\) and 4\.0"):
        impose(print_layout(back_offset="10,-10"))


def _assert_inside_the_margin(reader, page, margin):
    """Every stroke and every text's font box (ascent to descent) within the printable area."""
    width, height = page_size_mm(reader, page)
    eps = 1e-3  # PDF numbers are rounded to 0.00001 pt
    for s in line_segments(reader, page):
        for x, y in ((s.x1_mm, s.y1_mm), (s.x2_mm, s.y2_mm)):
            assert margin - eps <= x <= width - margin + eps, (page, s)
            assert margin - eps <= y <= height - margin + eps, (page, s)
    runs = text_runs(reader, page)
    assert runs, page
    for run in runs:
        x0, y0, x1, y1 = run.box
        assert margin - eps <= x0 and x1 <= width - margin + eps, (page, run)
        assert margin - eps <= y0 and y1 <= height - margin + eps, (page, run)


@pytest.mark.parametrize(
    "options",
    [
        {"back_offset": "4,-4"},
        {"back_offset": "-7,4"},
        {"back_offset": "1.5,-0.5"},
        {"back_offset": "-1.5,-2"},
        {"back_offset": "0.5,3.5", "duplex": "short"},
        {"back_offset": "-3,-4", "duplex": "none"},
        {"back_offset": "2,2.5@landscape", "margin": "8mm"},
        {"back_offset": "-4,1.5@landscape", "card": "poker"},
    ],
)
def test_back_page_marks_and_labels_stay_out_of_the_margin_whatever_the_offset(
    twelve, tmp_path, options
):
    """Regression: the back offset moved a back page's crop marks and labels with its cards,
    into the printer's margin (--back-offset=4,-4 on A4: labels 1 mm from the paper edge)."""
    result, reader = _sheets(twelve, tmp_path, "offset", **options)
    margin = float(options.get("margin", "5mm").removesuffix("mm"))
    readers = [reader] + ([PdfReader(result.backs_path)] if result.backs_path else [])
    for pdf in readers:
        for page in range(len(pdf.pages)):
            _assert_inside_the_margin(pdf, page, margin)
    back = readers[-1].pages[-1].extract_text()  # the last back page
    dx, dy = options["back_offset"].split("@")[0].split(",")
    assert f"backs shifted {float(dx):+g},{float(dy):+g} mm" in back  # no label is lost
    assert "50 mm" in back and "BACKS" in back.upper()
