"""The back of a bordered style has the faces' white rim (print review V6)."""

from __future__ import annotations

import pytest

from deckgen import load_deck, load_style, render_back, render_card
from deckgen.units import mm_to_px

DPI = 150
BLEED_MM, TRIM_W_MM, TRIM_H_MM = 3.0, 56.0, 87.0


def _at(image, x_mm, y_mm):
    """The pixel ``x_mm``, ``y_mm`` from the trim's top-left corner (negative: in the bleed)."""
    return image.getpixel((mm_to_px(BLEED_MM + x_mm, DPI), mm_to_px(BLEED_MM + y_mm, DPI)))


def _hex(colour):
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))


def _near(pixel, colour, tolerance=6):
    return max(abs(a - b) for a, b in zip(pixel, _hex(colour), strict=True)) <= tolerance


# points in the rim (bleed, 1.3 mm inside the trim on each side) and well inside the panel
RIM = [(-1.5, 40.0), (1.3, 40.0), (28.0, 1.3), (TRIM_W_MM - 1.3, 60.0), (28.0, TRIM_H_MM - 1.3)]
PANEL = [(5.0, 40.0), (TRIM_W_MM - 5.0, 20.0), (10.0, TRIM_H_MM - 5.0)]


@pytest.fixture(scope="module")
def deck():
    return load_deck("classic-108")


def test_classic_back_has_the_white_rim_of_its_faces(deck):
    style = load_style("classic")
    assert style.border
    back = render_back(deck, style, dpi=DPI)
    face = render_card(deck.faces[0].face, style, deck.colors, dpi=DPI)
    for x, y in RIM:
        # before, the black back field ran to the edge while the faces had a white border
        assert _near(_at(back, x, y), style.border), (x, y)
        assert _near(_at(face, x, y), style.border), (x, y)
    for x, y in PANEL:
        assert _near(_at(back, x, y), style.back.field), (x, y)


def test_full_bleed_back_keeps_its_field_to_the_edge(deck):
    style = load_style("full-bleed")
    assert not style.border
    back = render_back(deck, style, dpi=DPI)
    for x, y in RIM + PANEL:
        assert _near(_at(back, x, y), style.back.field), (x, y)
