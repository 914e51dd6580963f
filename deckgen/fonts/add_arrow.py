"""Give the shipped body fonts a rightwards arrow (U+2192), built from each font's plus sign.

Run once by a maintainer (the results are vendored beside this script), not at run time::

    pip install 'fonttools>=4.40'      # or: pip install -e '.[fonts]'
    python deckgen/fonts/add_arrow.py

Why: the booklets print the colour circle as "red → yellow → green → blue → red"; the
earlier "›" reads as a quotation mark in Hungarian and Albanian (native review round 7),
and the vendored Noto Sans and Deckgen Thai files have no arrow. The glyph drawn is the
plus sign's horizontal bar (same thickness and height, so it sits on the maths axis) ending
in a solid arrowhead at the bar's right end, in the plus sign's advance width.

Idempotent: a font that already maps U+2192 is left unchanged. Fonts are modified in
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
HEAD = 0.45  # the arrowhead's length, as a share of the bar's length
SPREAD = 0.9  # the arrowhead's half height, as a share of its length


def arrow_outline(font: TTFont) -> list[tuple[int, int]]:
    """The arrow as one clockwise contour: the plus sign's bar up to the arrowhead's
    neck, then the head's three points, the tip at the bar's right end."""
    x0, y0, x1, y1 = plus_bar(font)
    head = (x1 - x0) * HEAD
    neck, middle, half = round(x1 - head), (y0 + y1) / 2, head * SPREAD
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
    """Add the arrow to the font at ``path`` (rewritten in place); False if it has one."""
    return add_glyph(path, ARROW, GLYPH, NOTE, lambda font: [arrow_outline(font)])


def main() -> None:
    """Add the arrow to every font in :data:`FONTS`."""
    for file_name in FONTS:
        done = add_arrow(HERE / file_name)
        print(f"{file_name}: {'arrow added' if done else 'already has one'}")


if __name__ == "__main__":
    main()
