"""Give the shipped body fonts a rightwards arrow (U+2192), built from each font's plus sign.

Run once by a maintainer (the results are vendored beside this script), not at run time::

    pip install 'fonttools>=4.40'      # or: pip install -e '.[fonts]'
    python deckgen/fonts/add_arrow.py

Why: the booklets print the colour circle as "red → yellow → green → blue → red"; the
earlier "›" reads as a quotation mark in Hungarian and Albanian (native review round 7),
and the vendored Noto Sans and Deckgen Thai files have no arrow. The glyph drawn is the
plus sign's horizontal bar (same thickness and height, so it sits on the maths axis) run
out to the em dash's length, ending in a solid arrowhead as tall as the plus sign, in the
em dash's advance width: an arrow as wide as the font's long dash and as tall as its plus
(round 8: an arrow in the plus sign's width looked small beside the words).

Idempotent: a font whose own glyph is mapped to U+2192 is left unchanged; the arrow this
script added before is drawn again. Fonts are modified in
place; OFL.txt lists them as Modified Versions (SIL Open Font License 1.1).
"""

from __future__ import annotations

from pathlib import Path

from add_minus_sign import FONTS, add_glyph, plus_bar  # type: ignore[import-not-found]
from fontTools.ttLib import TTFont

HERE = Path(__file__).parent
ARROW = 0x2192
GLYPH = "uni2192"
NOTE = "; U+2192 added by deckgen (add_arrow.py)"
DASH = "\u2014"  # the em dash: the arrow's length and advance width
HEAD = 1.1  # the arrowhead's length, as a share of its half height


def arrow_outline(font: TTFont) -> list[tuple[int, int]]:
    """The arrow as one clockwise contour: the plus sign's bar, from the em dash's left
    end, up to the arrowhead's neck, then the head's three points, the tip at the em
    dash's right end; the head as tall as the plus sign."""
    _, y0, _, y1 = plus_bar(font)
    glyf, cmap = font["glyf"], font.getBestCmap()
    dash, plus = glyf[cmap[ord(DASH)]], glyf[cmap[ord("+")]]
    dash.recalcBounds(glyf)
    plus.recalcBounds(glyf)
    x0, x1 = dash.xMin, dash.xMax
    middle, half = (y0 + y1) / 2, (plus.yMax - plus.yMin) / 2
    neck = round(x1 - half * HEAD)
    return [
        (x0, y0),
        (x0, y1),
        (neck, y1),
        (neck, round(middle + half)),
        (x1, round(middle)),
        (neck, round(middle - half)),
        (neck, y0),
    ]


def add_arrow(path: Path) -> bool:
    """Add (or draw again) the arrow in the font at ``path``, rewritten in place; False
    if the font has an arrow of its own."""
    return add_glyph(path, ARROW, GLYPH, NOTE, lambda font: [arrow_outline(font)], DASH)


def main() -> None:
    """Add the arrow to every font in :data:`FONTS`."""
    for file_name in FONTS:
        done = add_arrow(HERE / file_name)
        print(f"{file_name}: {'arrow drawn' if done else 'has its own'}")


if __name__ == "__main__":
    main()
