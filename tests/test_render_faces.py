"""Faces of every card type in every shipped style: pixel probes, safe area, distinctness."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

from deckgen import RenderError, load_style, render_back, render_card
from deckgen.cardsize import DEFAULT_CARD_SIZE
from deckgen.render.canvas import Canvas
from deckgen.units import mm_to_px

from .cardfaces import COLOURS, FACES, house_deck

STYLES = ("classic", "colour-blind", "light", "full-bleed")
DPI = 100
BLEED_MM, SAFE_MM = 3.0, 3.0


def _rgb(hex_colour):
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


def _close(pixel, hex_colour, tolerance=12):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], _rgb(hex_colour), strict=True))


def _count(image, hex_colour, box=None, tolerance=12):
    region = image.crop(box) if box else image
    return sum(n for n, p in region.getcolors(1 << 24) if _close(p, hex_colour, tolerance))


@pytest.fixture(scope="module")
def styles():
    return {name: load_style(name) for name in STYLES}


@pytest.fixture(scope="module")
def rendered(styles):
    return {
        (style_name, key): render_card(face, style, COLOURS, dpi=DPI)
        for style_name, style in styles.items()
        for key, face in FACES.items()
    }


def _field(style, face):
    return style.resolve(style.field, face.color) if face.color else style.wild_field


def _background(style, face, size):
    """The face with nothing on it: the field, or the border around the field's panel."""
    from deckgen.cardsize import DEFAULT_CARD_SIZE
    from deckgen.render.canvas import Canvas

    field = _field(style, face)
    if not style.border:
        return Image.new("RGB", size, _rgb(field))
    canvas = Canvas.new(DEFAULT_CARD_SIZE, style, DPI, style.border)
    canvas.draw_panel(field)
    return canvas.finish()


@pytest.mark.parametrize("style_name", STYLES)
@pytest.mark.parametrize("key", list(FACES))
def test_nothing_but_the_field_outside_the_safe_area(rendered, styles, style_name, key):
    image, style = rendered[(style_name, key)], styles[style_name]
    inset = mm_to_px(BLEED_MM + SAFE_MM, DPI) - 1  # 1 px for the anti-aliased edge
    w, h = image.size
    ring = Image.new("L", image.size, 255)
    ring.paste(0, (inset, inset, w - inset, h - inset))
    diff = ImageChops.difference(image, _background(style, FACES[key], image.size))
    worst = ImageStat.Stat(diff, mask=ring).extrema
    assert max(high for _, high in worst) <= 8, f"{key} draws outside the safe area"


@pytest.mark.parametrize("style_name", STYLES)
def test_back_stays_inside_the_safe_area(styles, style_name):
    style = styles[style_name]
    back = render_back(house_deck(), style, dpi=DPI)
    inset = mm_to_px(BLEED_MM + SAFE_MM, DPI) - 1
    w, h = back.size
    ring = Image.new("L", back.size, 255)
    ring.paste(0, (inset, inset, w - inset, h - inset))
    # the bare background: the field, or on a bordered style the field's panel in its rim
    plain = Canvas.new(DEFAULT_CARD_SIZE, style, DPI, style.border or style.back.field)
    if style.border:
        plain.draw_panel(style.back.field)
    diff = ImageChops.difference(back, plain.finish())
    assert max(high for _, high in ImageStat.Stat(diff, mask=ring).extrema) <= 8


@pytest.mark.parametrize("style_name", STYLES)
def test_faces_are_told_apart_at_a_glance(rendered, style_name):
    """Every pair of faces differs clearly even when seen small (a 20 px thumbnail)."""
    thumbs = {
        key: rendered[(style_name, key)].resize((20, 30), Image.Resampling.BOX) for key in FACES
    }
    keys = list(thumbs)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            diff = ImageStat.Stat(ImageChops.difference(thumbs[a], thumbs[b])).mean
            assert sum(diff) / 3 > 1.5, f"{a} and {b} look alike"


def test_wild_types_show_the_colour_wheel(rendered, styles):
    style = styles["classic"]  # wild draw cards show the colours as a fan of cards instead
    for key in ("wild", "shuffle-hands", "swap-hands"):
        for colour in COLOURS:
            assert _count(rendered[("classic", key)], style.colors[colour]) > 1500, (key, colour)


def test_labels_are_white_on_the_wheel_and_in_the_corner(rendered, styles):
    image = rendered[("classic", "draw-ten")]
    w, h = image.size
    centre = (w // 2 - 60, h // 2 - 30, w // 2 + 60, h // 2 + 30)
    assert _count(image, "#FFFFFF", centre) > 800  # the big "+10"
    corner = (mm_to_px(6, DPI), mm_to_px(6, DPI), mm_to_px(20, DPI), mm_to_px(14, DPI))
    assert _count(image, "#FFFFFF", corner) > 40  # the small "+10"


def test_shuffle_and_swap_have_their_own_symbols(rendered):
    shuffle, swap = rendered[("classic", "shuffle-hands")], rendered[("classic", "swap-hands")]
    w, h = shuffle.size
    centre = (w // 2 - 70, h // 2 - 70, w // 2 + 70, h // 2 + 70)
    for image in (shuffle, swap):
        assert _count(image, "#FFFFFF", centre) > 1500  # a white symbol over the wheel
    corner = (mm_to_px(6, DPI), mm_to_px(6, DPI), mm_to_px(14, DPI), mm_to_px(14, DPI))
    a, b = shuffle.crop(corner), swap.crop(corner)
    assert sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3 > 10


def test_blank_has_an_empty_writing_ellipse_with_ruled_lines(rendered, styles):
    # the default look on purpose: a blank is the big tilted ellipse ruled to write on
    style = styles["classic"]
    image = rendered[("classic", "blank")]
    w, h = image.size
    box = (w // 2 - 50, int(h * 0.4), w // 2 + 50, int(h * 0.6))  # inside the ellipse
    assert _count(image, style.ellipse, box) > 5000
    assert _count(image, style.text.rules, box, tolerance=60) > 100  # anti-aliased grey
    assert _count(image, style.text.color, box, tolerance=30) < 50  # nothing written yet


def test_rule_text_is_printed_in_the_box(rendered, styles):
    style = styles["classic"]
    w, h = rendered[("classic", "pass-left")].size
    box = (mm_to_px(8, DPI), int(h * 0.55), w - mm_to_px(8, DPI), int(h * 0.75))
    assert _count(rendered[("classic", "pass-left")], style.text.color, box, tolerance=60) > 150
    middle = (w // 2 - 50, int(h * 0.4), w // 2 + 50, int(h * 0.6))
    assert _count(rendered[("classic", "customizable")], style.text.color, middle, 60) < 50


@pytest.mark.parametrize("lang", ["ru", "th"])
def test_russian_and_thai_rule_texts_render(styles, lang):
    face = FACES["pass-left"]
    style = styles["classic"]
    english = render_card(face, style, COLOURS, dpi=DPI, lang="en")
    other = render_card(face, style, COLOURS, dpi=DPI, lang=lang)
    w, h = other.size
    box = (mm_to_px(8, DPI), int(h * 0.55), w - mm_to_px(8, DPI), int(h * 0.75))
    assert _count(other, style.text.color, box, tolerance=60) > 150
    diff = ImageStat.Stat(ImageChops.difference(english.crop(box), other.crop(box))).mean
    assert sum(diff) > 10  # a different text, not the English fallback


def test_rule_text_that_cannot_fit_fails_naming_the_card(styles):
    import dataclasses

    face = FACES["pass-left"]
    long_type = dataclasses.replace(face.card_type, rule_texts=(("en", "Draw a card. " * 80),))
    with pytest.raises(RenderError, match="card 'pass-left'"):
        render_card(dataclasses.replace(face, card_type=long_type), styles["classic"], COLOURS)


def test_colour_blind_style_adds_shapes(rendered, styles):
    for key, colour in (("red-7", "red"), ("blue-skip", "blue")):
        plain = _count(rendered[("classic", key)], styles["classic"].colors[colour])
        shaped = _count(rendered[("colour-blind", key)], styles["colour-blind"].colors[colour])
        # the same card colour area plus two shapes in the ellipse and one per corner
        white_plain = _count(rendered[("classic", key)], "#FFFFFF")
        white_shaped = _count(rendered[("colour-blind", key)], "#FFFFFF")
        assert shaped - plain > 300 or white_plain - white_shaped > 300, key
    wheel_plain = _count(rendered[("classic", "wild")], "#FFFFFF")
    wheel_shaped = _count(rendered[("colour-blind", "wild")], "#FFFFFF")
    assert wheel_shaped - wheel_plain > 300  # a white shape in each sector


def test_light_style_is_white_with_a_coloured_frame(rendered, styles):
    style = styles["light"]
    image = rendered[("light", "red-7")]
    frame_x = mm_to_px(BLEED_MM + SAFE_MM + style.frame_mm / 2, DPI)
    assert _close(image.getpixel((frame_x, image.height // 2)), style.colors["red"], 20)
    inside = mm_to_px(BLEED_MM + SAFE_MM + style.frame_mm + 1.0, DPI)
    assert _close(image.getpixel((inside, image.height // 2)), "#FFFFFF")
    light_ink = _count(image, "#FFFFFF")
    full_ink = _count(rendered[("full-bleed", "red-7")], "#FFFFFF")
    assert light_ink > 2 * full_ink  # mostly paper: saves ink (the look light is built on)


def test_long_labels_shrink_in_the_corner_instead_of_crowding_the_ellipse():
    """Regression: a "SWAP" corner label came out bigger than the one in the ellipse."""
    from deckgen.cardsize import DEFAULT_CARD_SIZE
    from deckgen.definitions.model import CardType, Effect, Face
    from deckgen.render.canvas import Canvas
    from deckgen.render.corners import corner_index

    style = load_style("classic")
    canvas = Canvas.new(DEFAULT_CARD_SIZE, style, 100, style.wild_field)

    def width(label: str) -> int:
        card_type = CardType(
            "custom",
            "Custom",
            wild=True,
            points=50,
            effect=Effect(choose_colour=True),
            symbol="wild",
            label=label,
        )
        return corner_index(canvas, Face(card_type), list(COLOURS)).width  # fmt: skip

    assert width("SWAP") <= width("+10") * 1.1
