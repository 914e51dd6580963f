"""The ink-saving ``light`` style, probed from rendered pixels (print.md D5): wild corner
indices keep open counters, and the ellipse and indices keep air inside the frame."""

from __future__ import annotations

import pytest

from deckgen import load_style, render_card
from deckgen.units import mm_to_px

DPI = 300
MIN_AIR_MM = 1.0  # designers keep at least 1 mm between a frame and what sits inside it


def _face(deck, face_id):
    return next(f for f in deck.unique_faces() if f.id == face_id)


def _inked(pixel) -> bool:
    return min(pixel[:3]) < 200


@pytest.fixture(scope="module")
def light():
    return load_style("light")


def _frame_inner_edges(image):
    """(left, top) px of the frame's inner edge: the end of the first inked run from the
    left along the middle row and from the top along the middle column."""
    px, w, h = image.load(), image.width, image.height
    x = next(x for x in range(w) if _inked(px[x, h // 2]))
    left = next(x2 for x2 in range(x, w) if not _inked(px[x2, h // 2]))
    y = next(y for y in range(h) if _inked(px[w // 2, y]))
    top = next(y2 for y2 in range(y, h) if not _inked(px[w // 2, y2]))
    return left, top


def test_ellipse_keeps_air_inside_the_frame(classic, light):
    image = render_card(_face(classic, "yellow-0"), light, classic.colors, dpi=DPI)
    px, h = image.load(), image.height
    left, top = _frame_inner_edges(image)
    # the tilted ellipse comes closest to the side frame a little above or below the middle
    gap = min(
        next(x for x in range(left, image.width) if _inked(px[x, y])) - left
        for y in range(round(h * 0.3), round(h * 0.7), 4)
    )
    assert gap >= mm_to_px(MIN_AIR_MM, DPI), f"ellipse {gap} px from the frame"


def test_corner_index_keeps_air_inside_the_frame(classic, light):
    image = render_card(_face(classic, "yellow-0"), light, classic.colors, dpi=DPI)
    px = image.load()
    left, top = _frame_inner_edges(image)
    corner = mm_to_px(14, DPI)  # the index lies within 14 mm of the frame's corner
    radius = mm_to_px(3, DPI)  # skip the frame's own rounded inner corner
    inked = [
        (x, y)
        for x in range(left, left + corner)
        for y in range(top, top + corner)
        if _inked(px[x, y]) and (x - left > radius or y - top > radius)
    ]
    assert inked, "no corner index found"
    gap = min(min(x - left, y - top) for x, y in inked)
    assert gap >= mm_to_px(MIN_AIR_MM, DPI), f"index {gap} px from the frame"


def test_wild_index_label_is_white_inside_its_outline(classic, light):
    # "+4" used to be filled with the ink and outlined in it: one black silhouette
    image = render_card(_face(classic, "wild-draw-four"), light, classic.colors, dpi=DPI)
    px = image.load()
    # wild faces have no frame; the index lies in this top-left box, clear of the wheel
    inked = [
        (x, y)
        for x in range(mm_to_px(22, DPI))
        for y in range(mm_to_px(19, DPI))
        if _inked(px[x, y])
    ]
    x0, x1 = min(x for x, _ in inked), max(x for x, _ in inked)
    y0, y1 = min(y for _, y in inked), max(y for _, y in inked)
    # count white pixels enclosed by ink on both sides of their row (the glyph's inside)
    enclosed = 0
    for y in range(y0, y1 + 1):
        row = [_inked(px[x, y]) for x in range(x0, x1 + 1)]
        if True in row:
            first, last = row.index(True), len(row) - 1 - row[::-1].index(True)
            enclosed += row[first:last].count(False)
    area = (x1 - x0 + 1) * (y1 - y0 + 1)
    assert enclosed / area > 0.15, f"only {enclosed / area:.0%} of the index is white inside"
