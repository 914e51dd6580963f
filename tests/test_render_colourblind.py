"""Colour-blind style: each colour's corner shape is filled so it stands out from the
card's field by a WCAG contrast ratio of at least 4.5:1, measured from rendered pixels
(print.md D6), for every card colour of the shipped decks."""

from __future__ import annotations

from collections import Counter

import pytest

from deckgen import Face, load_deck, load_style, render_card
from deckgen.definitions.catalog import BUILTIN_CARD_TYPES as T
from deckgen.definitions.loader import shipped_deck_ids
from deckgen.render.shapes import MIN_SHAPE_CONTRAST, contrast_ratio
from deckgen.units import mm_to_px

DPI = 300


def _shipped_colours() -> list[str]:
    return sorted({c for deck_id in shipped_deck_ids() for c in load_deck(deck_id).colors})


def _hex(pixel) -> str:
    return "#{:02X}{:02X}{:02X}".format(*pixel[:3])


def _far(a, b) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) > 60


@pytest.mark.parametrize("colour", _shipped_colours())
def test_corner_shape_contrasts_with_the_field(colour):
    style = load_style("colour-blind")
    if colour not in style.color_shapes:
        pytest.fail(f"colour-blind style has no shape for {colour!r}")
    image = render_card(Face(T["number"], colour, 7), style, [colour], dpi=DPI)
    # the shape stands under the top-left index: 7.5–15 mm across, 17–24.5 mm down (bleed in)
    box = (mm_to_px(7.5, DPI), mm_to_px(17, DPI), mm_to_px(15, DPI), mm_to_px(24.5, DPI))
    region = image.crop(box)
    field = Counter(region.get_flattened_data()).most_common(1)[0][0]  # the field around the shape
    shape = [
        (x, y)
        for y in range(region.height)
        for x in range(region.width)
        if _far(region.getpixel((x, y)), field)
    ]
    assert shape, f"no shape on the {colour} card"
    cx = round(sum(x for x, _ in shape) / len(shape))
    cy = round(sum(y for _, y in shape) / len(shape))
    fill = region.getpixel((cx, cy))
    ratio = contrast_ratio(_hex(fill), _hex(field))
    shown = f"{colour}: shape {_hex(fill)} on {_hex(field)} {ratio:.2f}:1"
    assert ratio >= MIN_SHAPE_CONTRAST, shown


def test_contrast_ratio_matches_wcag_reference_values():
    assert contrast_ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)
