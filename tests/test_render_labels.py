"""Custom labels and rule-text faces keep their centre text large (print review V3, V4)."""

from __future__ import annotations

import textwrap

import pytest

from deckgen import load_deck, load_style, render_card
from deckgen.render import emblem
from deckgen.units import mm_to_px

DPI = 150
BLEED_MM, TRIM_W_MM, TRIM_H_MM = 3.0, 56.0, 87.0


def _centre_ink_height_mm(image, half_w_mm, half_h_mm, top_mm=None):
    """Height in mm of the near-black pixels (the text's outline and shadow) inside a box
    of ``half_w_mm`` × ``half_h_mm`` around the card's centre (or from ``top_mm``)."""
    cx = mm_to_px(BLEED_MM + TRIM_W_MM / 2, DPI)
    cy = mm_to_px(BLEED_MM + TRIM_H_MM / 2, DPI)
    dx, dy = mm_to_px(half_w_mm, DPI), mm_to_px(half_h_mm, DPI)
    box = (cx - dx, cy - dy, cx + dx, cy + dy)
    if top_mm is not None:
        top = mm_to_px(BLEED_MM + top_mm, DPI)
        box = (cx - dx, top, cx + dx, top + 2 * dy)
    dark = image.crop(box).convert("L").point(lambda v: 255 if v < 60 else 0)
    bbox = dark.getbbox()
    assert bbox is not None, "no text ink found"
    return (bbox[3] - bbox[1]) * 25.4 / DPI


@pytest.fixture(scope="module")
def abc_deck(tmp_path_factory):
    folder = tmp_path_factory.mktemp("abc")
    path = folder / "abc.yaml"
    path.write_text(
        textwrap.dedent(
            """\
            id: abc-test
            extends: classic-112-blanks
            name: ABC test
            card_types:
              abc:
                label: "ABCDE"
                wild: true
                effect: {choose_color: true}
                name: {en: Alphabet}
            replace: {blank: abc}
            """
        ),
        encoding="utf-8",
    )
    deck = load_deck(path)
    return deck, next(fc.face for fc in deck.faces if fc.face.card_type.id == "abc")


@pytest.mark.parametrize("style_name", ["classic", "light", "colour-blind", "full-bleed"])
def test_five_character_label_fills_the_centre(abc_deck, style_name):
    deck, face = abc_deck
    image = render_card(face, load_style(style_name), deck.colors, dpi=DPI)
    # inside the wheel, the only near-black pixels are the label's outline and shadow;
    # narrowed to 80 % of the ellipse it was about 6 mm tall, below the 7.5 mm corners
    assert _centre_ink_height_mm(image, 8.0, 12.0) >= 9.0


@pytest.mark.parametrize("style_name", ["classic", "light", "colour-blind", "full-bleed"])
def test_centre_number_above_a_rule_text_stays_about_corner_size(style_name, monkeypatch):
    # V3: the "+10" over the fan of house-plus-ten's draw-ten shrank with the emblem above
    # the rule text to about the corner index's size (7.5 mm); it was then kept 1.7 × as
    # tall, and ran past its small ellipse (newcomer 9, L2). It is now as large as the
    # ellipse holds (test_render_labelfit), still no smaller than about the corner index.
    # The same face drawn without its centre text (corners and placement unchanged) tells
    # the text's pixels apart from the fan under it.
    from PIL import ImageChops

    deck = load_deck("house-plus-ten")
    face = {fc.face.id: fc.face for fc in deck.faces}["draw-ten"]
    assert face.card_type.rule_text_in("en")
    style = load_style(style_name)
    image = render_card(face, style, deck.colors, dpi=DPI)
    monkeypatch.setattr(emblem, "draw_text_centred", lambda *a, **k: (0, 0, 0, 0))
    bare = render_card(face, style, deck.colors, dpi=DPI)
    diff = ImageChops.difference(image, bare).convert("L")
    bbox = diff.point(lambda v: 255 if v > 40 else 0).getbbox()
    assert bbox is not None, "no centre text drawn"
    centre_mm = (bbox[3] - bbox[1]) * 25.4 / DPI
    assert centre_mm >= 0.9 * style.index_height_mm
