"""Card faces: size at dpi, and colours probed from rendered pixels."""

from __future__ import annotations

import pytest

from deckgen import RenderError, load_style, render_back, render_card
from deckgen.units import mm_to_px


def _face(deck, face_id):
    return next(f for f in deck.unique_faces() if f.id == face_id)


def _close(pixel, hex_colour, tolerance=12):
    target = tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], target, strict=True))


@pytest.fixture(scope="module")
def red_seven(classic, style):
    return render_card(_face(classic, "red-7"), style, classic.colors, dpi=300)


def test_face_size_is_card_plus_bleed_at_dpi(red_seven):
    assert red_seven.size == (mm_to_px(62, 300), mm_to_px(93, 300)) == (732, 1098)


def test_full_bleed_field_is_red_and_bleed_continues(classic):
    # today's look before the bordered classic: the field runs into the bleed
    full_bleed = load_style("full-bleed")
    image = render_card(_face(classic, "red-7"), full_bleed, classic.colors, dpi=300)
    assert _close(image.getpixel((5, 5)), full_bleed.colors["red"])  # in the bleed
    assert _close(image.getpixel((60, 550)), full_bleed.colors["red"])  # inside the trim


def test_ellipse_is_white_around_the_value(red_seven):
    # along the ellipse's long axis, between the big value and the ellipse's end
    x, y = 366 + 90, 549 - 230
    assert _close(red_seven.getpixel((x, y)), "#FFFFFF")


def test_big_value_is_drawn_in_the_card_colour(red_seven, style):
    reds = sum(
        _close(red_seven.getpixel((x, y)), style.colors["red"])
        for x in range(300, 430, 4)
        for y in range(430, 670, 4)
    )
    assert reds > 100  # the 7's strokes cross the centre of the card


def test_edges_are_anti_aliased(red_seven):
    colours = {red_seven.getpixel((x, 549)) for x in range(0, 366)}
    assert len(colours) > 4  # intermediate shades where the ellipse meets the field


def test_wild_shows_all_four_colours(classic, style):
    image = render_card(_face(classic, "wild"), style, classic.colors, dpi=100)
    colours = image.getcolors(maxcolors=1 << 24)
    for colour in classic.colors:
        hits = sum(n for n, p in colours if _close(p, style.colors[colour]))
        assert hits > 1000, colour


def test_back_is_dark_with_red_ellipse(classic, style):
    back = render_back(classic, style, dpi=100)
    w, h = back.size
    # the bleed and the rim are the faces' white border; the field is the panel inside it
    assert _close(back.getpixel((3, 3)), style.border or style.back.field)
    assert _close(back.getpixel((w // 10, h // 10)), style.back.field)
    # the ellipse near its left end, away from the text
    assert _close(
        back.getpixel((w // 2 - int(w * 0.3), h // 2 + int(h * 0.15))), style.back.ellipse
    )


def test_dpi_out_of_range_is_refused(classic, style):
    with pytest.raises(RenderError, match="72-1200"):
        render_card(_face(classic, "red-1"), style, classic.colors, dpi=20)


def test_the_back_name_rotates_only_its_inked_part_to_the_same_pixels():
    """The inked window of the turned name equals the same window of Pillow's whole rotation,
    and resamples far fewer pixels (issue 19)."""
    from PIL import Image, ImageChops, ImageDraw

    from deckgen.render.back import rotate_inked

    layer = Image.new("RGBA", (901, 600), (0, 0, 0, 0))
    ImageDraw.Draw(layer).rectangle((300, 250, 640, 331), fill=(200, 30, 30, 255))
    ImageDraw.Draw(layer).ellipse((500, 280, 560, 300), fill=(20, 30, 230, 128))
    whole = layer.rotate(22, resample=Image.Resampling.BICUBIC, expand=True)
    part, left, top, width, height = rotate_inked(layer, 22)
    assert (width, height) == whole.size
    assert part.width * part.height < whole.width * whole.height / 3
    window = whole.crop((left, top, left + part.width, top + part.height))
    difference = ImageChops.difference(window, part)
    assert max(high for _, high in difference.getextrema()) <= 1  # float rounding at most
    outside = whole.copy()
    outside.paste((0, 0, 0, 0), (left, top, left + part.width, top + part.height))
    assert outside.getbbox() is None  # no ink left out of the window
    assert rotate_inked(Image.new("RGBA", (10, 10)), 22)[0].getbbox() is None  # nothing inked
