"""Faces with a rule text keep a big emblem: the +10 of house-plus-ten reads at a glance."""

from __future__ import annotations

import pytest
from PIL import Image

from deckgen import load_deck, load_style, render_card
from deckgen.cardsize import DEFAULT_CARD_SIZE
from deckgen.render.canvas import Canvas
from deckgen.render.corners import corner_index
from deckgen.render.draw import SUPERSAMPLE, ellipse_points
from deckgen.render.emblemfit import place_emblem
from deckgen.units import mm_to_px

from .sampling import sample

DPI = 100
TRIM_W_MM, TRIM_H_MM = 56.0, 87.0


@pytest.fixture(scope="module")
def plus_ten():
    deck = load_deck("house-plus-ten")
    face = {fc.face.id: fc.face for fc in deck.faces}["draw-ten"]
    assert face.card_type.rule_text_in("en")  # the case this test is about
    return deck, face


def _wheel_mask(image, colours, tolerance=12):
    """White where a pixel has one of the wheel's colours."""
    targets = [tuple(int(c[i : i + 2], 16) for i in (1, 3, 5)) for c in colours]
    mask = Image.new("L", image.size)

    def hit(pixel):
        return any(
            max(abs(a - b) for a, b in zip(pixel, t, strict=True)) <= tolerance for t in targets
        )

    mask.putdata([255 if hit(p) else 0 for p in image.get_flattened_data()])
    return mask


@pytest.mark.parametrize(
    ("style_name", "lang"),
    sample(
        [
            (style_name, lang)
            for lang in ["en", "ru", "th"]
            for style_name in ["classic", "colour-blind", "light", "full-bleed"]
        ],
        lambda case: case[1] == "th" or case[0] == "classic",  # every style, every language
    ),
)
def test_draw_ten_with_a_rule_text_has_a_big_fan_clear_of_the_index(plus_ten, style_name, lang):
    deck, face = plus_ten
    style = load_style(style_name)
    image = render_card(face, style, deck.colors, dpi=DPI, lang=lang)
    mask = _wheel_mask(image, [style.color_of(c) for c in deck.colors])
    left, top, right, bottom = mask.getbbox()
    # the fan of cards in the deck's colours (a draw card's emblem) is drawn at the
    # emblem's scale; before the emblem could use the room beside or below the wide "+10"
    # index it was about a tenth of the card wide
    assert right - left >= 0.3 * mm_to_px(TRIM_W_MM, DPI)
    assert bottom - top >= 0.15 * mm_to_px(TRIM_H_MM, DPI)
    canvas = Canvas.new(DEFAULT_CARD_SIZE, style, DPI, style.border or style.wild_field)
    if style.border:
        canvas.draw_panel(style.wild_field)
    index = corner_index(canvas, face, list(deck.colors))
    x0, y0 = (round(v / SUPERSAMPLE) for v in canvas.content_box[:2])
    band = (x0, y0, x0 + index.width // SUPERSAMPLE, y0 + index.height // SUPERSAMPLE)
    assert mask.crop(band).getbbox() is None, "the wheel runs into the corner index"


AREAS = [
    ((0, 0, 500, 400), (220, 120)),  # a wide index ("+10")
    ((0, 0, 500, 400), (90, 120)),  # a narrow index
    ((0, 0, 500, 250), (300, 150)),  # a low area, a big index
    ((10, 20, 300, 700), (150, 100)),  # a tall narrow area
    ((0, 0, 500, 400), None),  # no index
]


@pytest.mark.parametrize(("area", "band"), AREAS)
@pytest.mark.parametrize("angle", [0, 30, -20])
def test_placed_emblem_stays_in_its_area_and_out_of_the_index_band(area, band, angle):
    axes, margin = (160.0, 230.0), 4.0
    placed = place_emblem(area, band, axes, angle, margin=margin, centre_x=250)
    assert 0 < placed.scale <= 1
    half_w, half_h = (a * placed.scale + margin for a in axes)
    rim = ellipse_points(placed.cx, placed.cy, half_w, half_h, angle, steps=720)
    left, top, right, bottom = area
    assert all(left - 0.5 <= x <= right + 0.5 and top - 0.5 <= y <= bottom + 0.5 for x, y in rim)
    if band:
        assert not any(x < band[0] - 0.5 and y < band[1] - 0.5 for x, y in rim)


def test_emblem_grows_beside_or_below_a_wide_index_rather_than_shrinking_on_centre():
    area, band, axes = (0, 0, 500, 400), (220, 120), (160.0, 230.0)
    placed = place_emblem(area, band, axes, 30, margin=4, centre_x=250)
    # centred on x = 250 the emblem could be at most (250 - 220) px half-wide
    assert placed.scale > 0.5
    assert placed.cx > 250  # it moved right of the centre line to grow
