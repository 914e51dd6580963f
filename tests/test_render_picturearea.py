"""A card type's picture in the panel (``image_area: panel``) instead of the ellipse
(issue #18), and colour-blind shapes over a picture, each on a plate of its own, keeping
a contrast of at least 4.5:1 measured from pixels."""

from __future__ import annotations

import pytest
from PIL import Image

from deckgen import DefinitionError, load_deck, load_style, render_card
from deckgen.render.shapes import MIN_SHAPE_CONTRAST, contrast_ratio
from deckgen.units import mm_to_px

TEAL = (10, 150, 140)
DPI = 100
BLEED_MM = 3.0
COLOURS = ["red", "yellow", "green", "blue"]  # the shipped decks' colours


def _deck(folder, area: str | None = "panel", colour=TEAL, image: bool = True):
    Image.new("RGB", (300, 450), colour).save(folder / "pic.png")
    lines = [
        "id: pics", "name: Pictures", f"colors: [{', '.join(COLOURS)}]", "card_types:",
        "  pic:", "    name: {en: Picture}", "    wild: false", '    label: "P"',
    ]  # fmt: skip
    if image:
        lines.append("    image: pic.png")
    if area:
        lines.append(f"    image_area: {area}")
    lines += ["cards:", "  - {type: pic, each_color: true}"]
    path = folder / "deck.yaml"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return load_deck(path)


def _face(deck, colour: str):
    return next(f for f in deck.cards() if f.color == colour)


def _at(image, x_mm: float, y_mm: float):
    """The pixel ``x_mm``, ``y_mm`` from the trim's top-left corner (negative: bleed)."""
    return image.getpixel((mm_to_px(BLEED_MM + x_mm, DPI), mm_to_px(BLEED_MM + y_mm, DPI)))


def _near(pixel, colour, tolerance=10):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def _hex(pixel) -> str:
    return "#{:02X}{:02X}{:02X}".format(*pixel[:3])


# beside the ellipse, clear of the corner indices: the panel's field (or the picture)
BESIDE = [(4.5, 45.0), (51.5, 45.0), (30.0, 5.0)]


def test_panel_picture_fills_the_panel_inside_the_white_border(tmp_path):
    deck, style = _deck(tmp_path), load_style("classic")
    face = render_card(_face(deck, "red"), style, deck.colors, dpi=DPI)
    for x, y in BESIDE:
        assert _near(_at(face, x, y), TEAL), (x, y)
    assert _near(_at(face, 28.0, 43.5), TEAL)  # no ellipse over the middle
    assert _at(face, 1.3, 40.0) == (255, 255, 255)  # the border stays white
    assert _at(face, -1.5, 40.0) == (255, 255, 255)  # and the bleed
    # the panel's rounded corner cuts the picture: its corner point is border
    assert _at(face, 2.8, 2.8) == (255, 255, 255)


def test_ellipse_picture_leaves_the_panel_in_the_card_colour(tmp_path):
    deck, style = _deck(tmp_path, area=None), load_style("classic")
    face = render_card(_face(deck, "red"), style, deck.colors, dpi=DPI)
    red = tuple(int(style.colors["red"][i : i + 2], 16) for i in (1, 3, 5))
    for x, y in BESIDE:
        assert _near(_at(face, x, y), red), (x, y)
    assert _near(_at(face, 28.0, 43.5), TEAL)


def test_panel_picture_runs_to_the_edge_on_full_bleed(tmp_path):
    deck = _deck(tmp_path)
    face = render_card(_face(deck, "blue"), load_style("full-bleed"), deck.colors, dpi=DPI)
    for x, y in [*BESIDE, (-1.5, 40.0), (28.0, -2.0)]:
        assert _near(_at(face, x, y), TEAL), (x, y)


def test_light_style_keeps_its_frame_over_a_panel_picture(tmp_path):
    deck, style = _deck(tmp_path), load_style("light")
    face = render_card(_face(deck, "green"), style, deck.colors, dpi=DPI)
    green = tuple(int(style.colors["green"][i : i + 2], 16) for i in (1, 3, 5))
    frame_mm = style.safe_mm + style.frame_mm / 2
    assert _near(_at(face, frame_mm, 45.0), green)  # the frame in the card's colour
    for x, y in BESIDE:  # inside and outside the frame: the picture, not the white field
        assert _near(_at(face, x + (2 if x < 10 else -2 if x > 40 else 0), y + 2), TEAL)
    assert _near(_at(face, 1.0, 45.0), TEAL)


def test_image_area_without_an_image_is_refused_with_its_line(tmp_path):
    with pytest.raises(DefinitionError) as caught:
        _deck(tmp_path, image=False)
    message = str(caught.value)
    assert "deck.yaml:5:" in message and "card_types.pic" in message
    assert "'image_area' places a picture: give 'image' as well" in message


def test_unknown_image_area_names_the_choices(tmp_path):
    with pytest.raises(DefinitionError, match="image_area.*'ellipse' or 'panel'"):
        _deck(tmp_path, area="card")


def _plate_contrasts(face, ellipse: str) -> list[tuple[str, str, float]]:
    """Each plate found away from the corner indices: (shape fill, plate colour, ratio).

    A plate is the ellipse's colour (white); the picture under it is the card's own colour,
    the worst case for a shape in that colour."""
    plate = tuple(int(ellipse[i : i + 2], 16) for i in (1, 3, 5))
    w, h = face.size
    corner_w, corner_h = mm_to_px(BLEED_MM + 16, DPI), mm_to_px(BLEED_MM + 25, DPI)
    inner = mm_to_px(BLEED_MM + 4, DPI)
    found = []
    for half in (range(inner, h // 2), range(h // 2, h - inner)):
        points = [
            (x, y)
            for y in half
            for x in range(inner, w - inner)
            if face.getpixel((x, y)) == plate
            and not (x < corner_w and y < corner_h)
            and not (x > w - corner_w and y > h - corner_h)
        ]
        if not points:
            continue
        xs, ys = [x for x, _ in points], [y for _, y in points]
        centre = ((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
        fill = face.getpixel(centre)
        found.append((_hex(fill), ellipse, contrast_ratio(_hex(fill), ellipse)))
    return found


@pytest.mark.parametrize("area", [None, "panel"])  # None: the ellipse, as before the key
@pytest.mark.parametrize("colour", COLOURS)
def test_colour_blind_shapes_stand_on_plates_over_a_picture(tmp_path, colour, area):
    style = load_style("colour-blind")
    card = tuple(int(style.colors[colour][i : i + 2], 16) for i in (1, 3, 5))
    deck = _deck(tmp_path, area=area, colour=card)  # a picture in the card's own colour
    face = render_card(_face(deck, colour), style, deck.colors, dpi=DPI)
    plates = _plate_contrasts(face, style.ellipse)
    assert len(plates) == 2, f"{colour}/{area}: {plates}"  # before: no shape over a picture
    for fill, plate, ratio in plates:
        assert ratio >= MIN_SHAPE_CONTRAST, f"{colour}: {fill} on {plate} {ratio:.2f}:1"


@pytest.mark.parametrize("colour", COLOURS)
def test_colour_blind_corner_shape_keeps_its_contrast_over_a_panel_picture(tmp_path, colour):
    from collections import Counter

    style = load_style("colour-blind")
    deck = _deck(tmp_path, colour=(255, 255, 255))  # white: a white shape would vanish
    face = render_card(_face(deck, colour), style, deck.colors, dpi=DPI)
    # under the top-left index, 7.5-15 mm across, 17-24.5 mm down (bleed included)
    box = (mm_to_px(7.5, DPI), mm_to_px(17, DPI), mm_to_px(15, DPI), mm_to_px(24.5, DPI))
    region = face.crop(box)
    field = Counter(region.get_flattened_data()).most_common(1)[0][0]
    assert _hex(field) == style.colors[colour]  # the plate: the card's field, not the picture
    shape = [
        (x, y)
        for y in range(region.height)
        for x in range(region.width)
        if sum(abs(a - b) for a, b in zip(region.getpixel((x, y)), field, strict=True)) > 60
    ]
    cx = round(sum(x for x, _ in shape) / len(shape))
    cy = round(sum(y for _, y in shape) / len(shape))
    ratio = contrast_ratio(_hex(region.getpixel((cx, cy))), _hex(field))
    assert ratio >= MIN_SHAPE_CONTRAST, f"{colour}: {ratio:.2f}:1"
