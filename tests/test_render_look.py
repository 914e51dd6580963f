"""The default ``classic`` look: a white border and bleed around a rounded panel, draw
cards as fans of small cards; ``full-bleed`` keeps the field to the edge."""

from __future__ import annotations

import pytest

from deckgen import DEFAULT_STYLE, load_style, render_card
from deckgen.units import mm_to_px

from .cardfaces import COLOURS, FACES

DPI = 100
BLEED_MM = 3.0


def _rgb(hex_colour):
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


def _close(pixel, hex_colour, tolerance=12):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], _rgb(hex_colour), strict=True))


def _count(image, hex_colour, tolerance=12):
    return sum(n for n, p in image.getcolors(1 << 24) if _close(p, hex_colour, tolerance))


@pytest.fixture(scope="module")
def classic():
    return load_style("classic")


@pytest.fixture(scope="module")
def red_seven(classic):
    return render_card(FACES["red-7"], classic, COLOURS, dpi=DPI)


def test_classic_is_the_default_and_has_a_white_border(classic):
    assert DEFAULT_STYLE == "classic"
    assert classic.border == "#FFFFFF"
    assert load_style("full-bleed").border is None


def test_border_is_white_in_the_bleed_and_at_the_trim_edge(red_seven, classic):
    w, h = red_seven.size
    trim = mm_to_px(BLEED_MM, DPI)
    for x, y in ((2, 2), (2, h // 2), (w // 2, h - 3), (trim, h // 2), (w - trim, h // 2)):
        assert _close(red_seven.getpixel((x, y)), "#FFFFFF"), (x, y)
    # and inside the trim up to the panel's edge
    edge = mm_to_px(BLEED_MM + classic.border_mm - 0.6, DPI)
    assert _close(red_seven.getpixel((edge, h // 2)), "#FFFFFF")
    assert _close(red_seven.getpixel((edge + mm_to_px(1.2, DPI), h // 2)), classic.colors["red"])


def test_panel_corners_are_rounded(red_seven, classic):
    """Bottom-left panel corner (no index there): white just inside it, red further in."""
    w, h = red_seven.size
    corner = BLEED_MM + classic.border_mm  # the panel's corner, from the image's edge
    near, far = mm_to_px(corner + 0.5, DPI), mm_to_px(corner + 1.8, DPI)
    assert _close(red_seven.getpixel((near, h - 1 - near)), "#FFFFFF")
    assert _close(red_seven.getpixel((far, h - 1 - far)), classic.colors["red"])
    # the same along the edge, clear of the corner: the panel is red right inside its edge
    assert _close(red_seven.getpixel((near, h // 2)), classic.colors["red"])


def test_wild_field_is_a_black_panel_in_a_white_border(classic):
    image = render_card(FACES["wild"], classic, COLOURS, dpi=DPI)
    assert _close(image.getpixel((2, 2)), "#FFFFFF")
    left = mm_to_px(BLEED_MM + classic.border_mm + 0.5, DPI)
    assert _close(image.getpixel((left, image.height // 2)), classic.wild_field)


@pytest.mark.parametrize(
    "deck_colours", [("red", "green", "blue"), COLOURS, ("yellow", "blue")], ids=len
)
def test_wild_draw_four_fans_the_decks_colours(classic, deck_colours):
    image = render_card(FACES["wild-draw-four"], classic, deck_colours, dpi=DPI)
    for name, hex_colour in classic.colors.items():
        hits = _count(image, hex_colour)
        if name in deck_colours:
            assert hits > 400, name  # a small card of this colour in the fan
        else:
            assert hits < 20, name


def test_wild_draw_four_fan_shows_one_card_per_colour():
    """Three colours: three small cards, one of each, whose centres step across the fan."""
    classic = load_style("classic")
    image = render_card(FACES["wild-draw-four"], classic, ("red", "green", "blue"), dpi=DPI)
    xs = []
    for name in ("red", "green", "blue"):
        points = [
            x
            for x in range(image.width)
            for y in range(0, image.height, 2)
            if _close(image.getpixel((x, y)), classic.colors[name])
        ]
        xs.append(sum(points) / len(points))
    assert xs == sorted(xs)  # fanned left to right in deck order


def test_draw_cards_share_one_look(classic):
    """Draw Two, Wild Draw Four, +10: a fan of small cards in the ellipse, outlined in ink;
    where the fan does not count the cards drawn (+10, +1), the number is big over it."""
    for key in ("green-draw-two", "wild-draw-four", "draw-ten", "plus-one"):
        image = render_card(FACES[key], classic, COLOURS, dpi=DPI)
        w, h = image.size
        centre = image.crop((w // 2 - 60, h // 2 - 60, w // 2 + 60, h // 2 + 60))
        assert _count(centre, classic.ink, 30) > 150, key  # the cards' outlines
    ten = render_card(FACES["draw-ten"], classic, COLOURS, dpi=DPI)
    four = render_card(FACES["wild-draw-four"], classic, COLOURS, dpi=DPI)
    w, h = ten.size
    centre = (w // 2 - 40, h // 2 - 20, w // 2 + 40, h // 2 + 30)
    # the big white "+10" over the fan; the Wild Draw Four's four cards say "4" themselves
    assert _count(ten.crop(centre), "#FFFFFF") > _count(four.crop(centre), "#FFFFFF") + 400


def test_full_bleed_keeps_todays_look():
    style = load_style("full-bleed")
    image = render_card(FACES["blue-skip"], style, COLOURS, dpi=DPI)
    assert _close(image.getpixel((2, 2)), style.colors["blue"])  # in the bleed
    assert _close(image.getpixel((mm_to_px(BLEED_MM + 1, DPI), 40)), style.colors["blue"])
