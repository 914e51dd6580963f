"""Mark room: crop marks shrink where the full 3 mm would cost a row or column (review D4).

Each case is read back from the PDF in mm: how many cards a page, and every crop mark
outside every card's image (trim + bleed) and inside the printable margin, with a mark at
each cut line, and the labels (turned up the sides where the grid took the room above and
below) inside the margin too.
"""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, RenderOptions, build_sheets, print_layout
from deckgen.cli.printing import sheets_message
from deckgen.layout.grid import MIN_MARK_GAP_MM, MIN_MARK_MM, mark_span
from tests.pdfutil import image_placements, line_segments, page_size_mm, text_runs

MARGIN = 5.0
EPS = 1e-3  # PDF numbers are rounded to 0.00001 pt

CASES = {
    # review D4: options → (cards a page, orientation, what the output line says)
    "fold-poker": (
        {"duplex": "fold", "card": "poker"},
        4,
        "landscape",
        "crop marks shortened to 0.8 mm at the left and right to fit 2 columns instead of 1",
    ),
    "letter-poker-no-bleed": (
        {"card": "poker", "bleed": 0, "paper": "Letter"},
        9,
        "portrait",
        "crop marks shortened to 0.7 mm at the top and bottom to fit 3 rows instead of 2",
    ),
    "bleed-6": (  # separate 6 mm bleeds fit 8 (landscape); shared cut lines fit 9
        {"bleed": "6mm"},
        9,
        "portrait",
        "neighbours share their cut lines (bleed on the outer edges only) to fit 9 instead of 8",
    ),
}


@pytest.fixture(scope="module", params=list(CASES))
def case(request, twelve, tmp_path_factory):
    options, per_page, orientation, why = CASES[request.param]
    layout = print_layout(**options)
    result = build_sheets(
        twelve,
        layout=layout,
        render=RenderOptions(dpi=72),
        output=OutputOptions(tmp_path_factory.mktemp(request.param)),
    )
    return result, layout, PdfReader(result.path), per_page, orientation, why


def test_the_review_cases_fit_the_most_cards_and_say_why(case):
    result, layout, reader, per_page, orientation, why = case
    assert (result.cards_per_page, result.orientation) == (per_page, orientation)
    expected = per_page * (2 if layout.duplex == "fold" else 1)  # a fold page has the backs
    assert len(image_placements(reader, 0)) == expected
    assert why in result.why
    message = sheets_message(result, layout)
    assert f"{per_page} cards a sheet" in message and why in message


def _crop_marks(reader, page, images):
    """The segments outside every image: crop marks and the check bar (gap ticks and the
    fold line cross the gaps between images or the page)."""
    found = []
    for s in line_segments(reader, page):
        xs, ys = sorted((s.x1_mm, s.x2_mm)), sorted((s.y1_mm, s.y2_mm))
        box = (min(i.x_mm for i in images), min(i.y_mm for i in images))
        top = (max(i.x_mm + i.width_mm for i in images), max(i.y_mm + i.height_mm for i in images))
        outside_grid = xs[1] < box[0] or xs[0] > top[0] or ys[1] < box[1] or ys[0] > top[1]
        if outside_grid:
            found.append(s)
    return found


def _distance(segment, image) -> float:
    """How far an axis-parallel ``segment`` stays from ``image``'s rectangle, in mm."""
    xs = sorted((segment.x1_mm, segment.x2_mm))
    ys = sorted((segment.y1_mm, segment.y2_mm))
    across = max(image.x_mm - xs[1], xs[0] - image.x_mm - image.width_mm)
    up = max(image.y_mm - ys[1], ys[0] - image.y_mm - image.height_mm)
    return max(across, up)


def test_marks_stay_off_every_image_and_inside_the_margin(case):
    result, layout, reader, *_ = case
    bleed = layout.card.bleed_mm
    for page in range(len(reader.pages)):
        width, height = page_size_mm(reader, page)
        images = image_placements(reader, page)
        for s in line_segments(reader, page):
            for x, y in ((s.x1_mm, s.y1_mm), (s.x2_mm, s.y2_mm)):
                assert MARGIN - EPS <= x <= width - MARGIN + EPS, (page, s)
                assert MARGIN - EPS <= y <= height - MARGIN + EPS, (page, s)
        marks = _crop_marks(reader, page, images)
        for s in marks:  # a crop mark never touches a card's image, bleed included
            for i in images:
                assert _distance(s, i) >= MIN_MARK_GAP_MM - EPS, (page, s, i)
        cut_xs = {round(i.x_mm + d, 2) for i in images for d in (bleed, i.width_mm - bleed)}
        cut_ys = {round(i.y_mm + d, 2) for i in images for d in (bleed, i.height_mm - bleed)}
        long_enough = [
            s for s in marks if abs(s.x1_mm - s.x2_mm) + abs(s.y1_mm - s.y2_mm) >= MIN_MARK_MM - EPS
        ]
        marked_xs = {round(s.x1_mm, 2) for s in long_enough if s.x1_mm == s.x2_mm}
        marked_ys = {round(s.y1_mm, 2) for s in long_enough if s.y1_mm == s.y2_mm}
        assert cut_xs <= marked_xs and cut_ys <= marked_ys, (page, cut_xs - marked_xs)
        for run in text_runs(reader, page):
            x0, y0, x1, y1 = run.box
            assert x0 >= MARGIN - EPS and x1 <= width - MARGIN + EPS, (page, run)
            assert y0 >= MARGIN - EPS and y1 <= height - MARGIN + EPS, (page, run)


def test_labels_run_up_the_sides_where_the_grid_took_the_room_above_and_below(case):
    result, layout, reader, per_page, _, why = case
    runs = text_runs(reader, 0)
    texts = " ".join(run.text for run in runs)
    assert "Page 1 of" in texts and "50 mm" in texts  # no label is lost
    turned = {run.text for run in runs if run.turned}
    if "at the top and bottom" not in why:  # room kept above and below (fold, shared edges)
        assert turned <= {t for t in turned if "fold" in t.lower()}
    else:
        assert any("Page 1 of" in t for t in turned), turned


def test_marks_keep_their_full_length_where_there_is_room():
    assert mark_span(3.0) == (1.0, 2.0)
    assert mark_span(10.0) == (1.0, 4.0)
    assert mark_span(1.35) == (pytest.approx(0.65), pytest.approx(0.7))
    assert mark_span(1.0) == (pytest.approx(0.3), pytest.approx(0.7))
