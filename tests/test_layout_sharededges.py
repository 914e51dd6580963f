"""Shared edges: where separate bleeds would lose cards, neighbours share their cut lines.

Poker cards (63.5 × 88.9 mm) with 3 mm bleed fit 8 on A4 with a bleed round every card;
sitting a trim apart, with bleed on the grid's outer edges only, they fit 9 (3 × 3). Read
back from the PDF in mm, within 0.0001 mm: each image is the full card with bleed, clipped
to its trim on every side with a neighbour and to its bleed on the outer sides; no two
shown parts overlap; each back sits at the mirror of its front; crop marks sit on every cut
line and the output line says why this layout.
"""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, RenderOptions, build_sheets, print_layout
from deckgen.cli.printing import sheets_message
from deckgen.layout.grid import MIN_MARK_GAP_MM, Box, grid_in
from tests.pdfutil import clipped_images, line_segments, page_size_mm

TOL = 1e-4
W, H, BLEED = 63.5, 88.9, 3.0


@pytest.fixture(scope="module")
def poker(twelve, tmp_path_factory):
    layout = print_layout(card="poker")
    result = build_sheets(
        twelve,
        layout=layout,
        render=RenderOptions(dpi=72),
        output=OutputOptions(tmp_path_factory.mktemp("poker")),
    )
    return result, layout, PdfReader(result.path)


def test_poker_with_bleed_fits_9_on_a4_and_says_why(poker):
    result, layout, reader = poker
    assert (result.cards_per_page, result.orientation) == (9, "portrait")
    why = "neighbours share their cut lines (bleed on the outer edges only) to fit 9 instead of 8"
    assert why in sheets_message(result, layout)


def test_images_are_clipped_to_their_trims_between_neighbours(poker):
    _, _, reader = poker
    width, height = page_size_mm(reader, 0)
    placed = clipped_images(reader, 0)
    assert len(placed) == 9
    grid_w, grid_h = 3 * W + 2 * BLEED, 3 * H + 2 * BLEED
    x0, y0 = (width - grid_w) / 2, (height - grid_h) / 2
    cuts_x = [x0 + BLEED + c * W for c in range(4)]
    cuts_y = [y0 + BLEED + r * H for r in range(4)]
    shown = []
    for slot, (image, clip) in enumerate(placed):
        column, level = slot % 3, 2 - slot // 3
        assert abs(image.width_mm - (W + 2 * BLEED)) < TOL
        assert abs(image.height_mm - (H + 2 * BLEED)) < TOL
        assert abs(image.x_mm - (cuts_x[column] - BLEED)) < TOL
        assert abs(image.y_mm - (cuts_y[level] - BLEED)) < TOL
        expected = (
            cuts_x[column] - (BLEED if column == 0 else 0),
            cuts_y[level] - (BLEED if level == 0 else 0),
            cuts_x[column + 1] + (BLEED if column == 2 else 0),
            cuts_y[level + 1] + (BLEED if level == 2 else 0),
        )
        assert clip is not None
        assert all(abs(a - b) < TOL for a, b in zip(clip, expected, strict=True)), (slot, clip)
        shown.append(clip)
    for i, a in enumerate(shown):  # no card's shown part covers another's
        for b in shown[i + 1 :]:
            overlap_x = min(a[2], b[2]) - max(a[0], b[0])
            overlap_y = min(a[3], b[3]) - max(a[1], b[1])
            assert overlap_x < TOL or overlap_y < TOL
    marks = line_segments(reader, 0)
    vertical = {round(s.x1_mm, 3) for s in marks if abs(s.x1_mm - s.x2_mm) < TOL}
    horizontal = {round(s.y1_mm, 3) for s in marks if abs(s.y1_mm - s.y2_mm) < TOL}
    assert {round(x, 3) for x in cuts_x} <= vertical
    assert {round(y, 3) for y in cuts_y} <= horizontal
    for s in marks:  # crop marks stay off the images
        if abs(s.x1_mm - s.x2_mm) < TOL and min(s.y1_mm, s.y2_mm) > y0 - TOL:
            assert min(s.y1_mm, s.y2_mm) >= y0 + grid_h + MIN_MARK_GAP_MM - TOL


def test_each_back_sits_at_the_mirror_of_its_front(poker):
    _, _, reader = poker
    width, _ = page_size_mm(reader, 0)
    fronts, backs = clipped_images(reader, 0), clipped_images(reader, 1)
    for (front, f_clip), (back, b_clip) in zip(fronts, backs, strict=True):
        assert abs(back.x_mm - (width - front.x_mm - front.width_mm)) < TOL
        assert abs(back.y_mm - front.y_mm) < TOL
        assert f_clip is not None and b_clip is not None
        assert abs(b_clip[0] - (width - f_clip[2])) < TOL
        assert abs(b_clip[2] - (width - f_clip[0])) < TOL


def test_shared_edges_only_when_separate_bleeds_lose_cards():
    from deckgen.cardsize import CardSize

    area = Box(5, 5, 205, 292)
    assert not grid_in(CardSize(56, 87, 3), area).shared  # uno: 9 either way
    assert not grid_in(CardSize(W, H, 0), area).shared  # no bleed: nothing to share
    assert not grid_in(CardSize(W, H, 3), area, gutter_mm=2).shared  # a gutter asked for
    assert grid_in(CardSize(W, H, 3), area).per_page == 9
    assert grid_in(CardSize(W, H, 3), area, shared=False).per_page == 6
