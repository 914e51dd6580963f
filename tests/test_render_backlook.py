"""The ink-light back (``back: {look: ink-light}`` in a style, print review V5): the same
design as the classic back, as lines round pale tints, measured from pixels."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckgen import load_deck, load_style, render_back
from deckgen.errors import TemplateError
from deckgen.units import mm_to_px

DPI = 100
BLEED_MM = 3.0
MAX_NEAR_BLACK = 0.15  # the standard classic back is 41 % near-black, full-bleed 67 %


def _ink_light(tmp_path: Path, parent: str = "classic") -> Path:
    path = tmp_path / f"ink-light-{parent}.yaml"
    path.write_text(
        f"extends: {parent}\nid: ink-light-{parent}\nname: Ink-light\nback:\n  look: ink-light\n",
        encoding="utf-8",
    )
    return path


def _near_black_share(image) -> float:
    pixels = list(image.get_flattened_data())
    return sum(1 for p in pixels if max(p) < 64) / len(pixels)


def _at(image, x_mm: float, y_mm: float):
    """The pixel ``x_mm``, ``y_mm`` from the trim's top-left corner."""
    return image.getpixel((mm_to_px(BLEED_MM + x_mm, DPI), mm_to_px(BLEED_MM + y_mm, DPI)))


@pytest.fixture(scope="module")
def deck():
    return load_deck("classic-108")


@pytest.mark.parametrize("parent", ["classic", "full-bleed", "colour-blind"])
def test_ink_light_back_is_mostly_free_of_near_black(deck, tmp_path, parent):
    standard = render_back(deck, load_style(parent), dpi=DPI)
    light = render_back(deck, load_style(_ink_light(tmp_path, parent)), dpi=DPI)
    assert _near_black_share(standard) > 0.3  # the heavy back the option is for
    assert _near_black_share(light) < MAX_NEAR_BLACK


def test_ink_light_back_keeps_rim_panel_line_ellipse_and_name(deck, tmp_path):
    style = load_style(_ink_light(tmp_path))
    back = render_back(deck, style, dpi=DPI)
    assert _at(back, -1.5, 40) == (255, 255, 255)  # the white rim, bleed included
    # the panel's edge: a line of the classic back's field colour 2.1-2.6 mm inside the trim
    line = [_at(back, x / 10, 40) for x in range(19, 28)]
    assert min(max(p) for p in line) < 64, line
    assert min(_at(back, 4, 10)) > 230  # a pale panel inside it
    # along the ellipse's short axis from the centre: pale tint, then its red edge
    row = [back.getpixel((x, back.height // 2 + mm_to_px(8, DPI))) for x in range(back.width)]
    reds = [p for p in row if p[0] > 180 and p[1] < 80 and p[2] < 80]
    pale = [p for p in row if p[0] > 240 and 200 < p[1] < 240]
    assert reds and pale


def test_ink_light_back_name_follows_the_language(deck, tmp_path):
    style = load_style(_ink_light(tmp_path))
    assert deck.back_text_in("de") != deck.back_text_in("en")
    english = render_back(deck, style, dpi=DPI, lang="en")
    german = render_back(deck, style, dpi=DPI, lang="de")
    assert english.tobytes() != german.tobytes()


def test_back_picture_wins_over_ink_light(deck, tmp_path):
    from PIL import Image

    picture = tmp_path / "back.png"
    Image.new("RGB", (40, 60), (0, 90, 0)).save(picture)
    back = render_back(deck, load_style(_ink_light(tmp_path)), dpi=DPI, back_image=picture)
    assert _at(back, 4, 10) == (0, 90, 0)


def test_unknown_back_look_names_the_key_and_choices(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("extends: classic\nid: bad\nname: Bad\nback:\n  look: pale\n", "utf-8")
    with pytest.raises(TemplateError) as caught:
        load_style(path)
    message = str(caught.value)
    assert "back.look" in message and "ink-light" in message and "bad.yaml" in message
