"""Give the shipped body fonts a minus sign (U+2212), built from each font's own plus sign.

Run once by a maintainer (the results are vendored beside this script), not at run time::

    pip install 'fonttools>=4.40'      # or: pip install -e '.[fonts]'
    python deckgen/fonts/add_minus_sign.py

Why: the calibration sheet and the booklets print negative offsets and scale labels with
a real minus sign (U+2212, as typographers and every language's style guide want it), not
the short hyphen-minus; the vendored Noto Sans and Deckgen Thai files have no glyph for it.
The glyph added is the plus sign's horizontal bar alone (same advance width, same side
bearings, same height and thickness), so "+2" and "−2" line up on the scales.

The script is idempotent: a font that already maps U+2212 is left unchanged. Fonts are
modified in place; OFL.txt lists them as Modified Versions (the SIL Open Font License 1.1
allows modifying; Noto Sans declares no Reserved Font Name).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

HERE = Path(__file__).parent
FONTS = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSans-BoldItalic.ttf",
    "DeckgenThai-Regular.ttf",
    "DeckgenThai-Bold.ttf",
)
MINUS = 0x2212
GLYPH = "uni2212"
NOTE = "; U+2212 added by deckgen (add_minus_sign.py)"


def plus_bar(font: TTFont) -> tuple[int, int, int, int]:
    """The horizontal bar of ``font``'s plus sign: (x_min, y_min, x_max, y_max) in font
    units. The plus is one cross-shaped contour: its x extremes are the bar's ends, and
    its two middle y values are the bar's bottom and top. Raises ValueError for a plus
    of another shape."""
    glyf = font["glyf"]
    name = font.getBestCmap()[ord("+")]
    coords = list(glyf[name].getCoordinates(glyf)[0])
    xs = sorted({x for x, _ in coords})
    ys = sorted({y for _, y in coords})
    if len(xs) != 4 or len(ys) != 4:
        raise ValueError(f"{name}: not a simple cross ({len(xs)} x and {len(ys)} y values)")
    return xs[0], ys[1], xs[-1], ys[2]


def add_minus(path: Path) -> bool:
    """Add a minus sign to the font at ``path`` (rewritten in place); False if it has one."""
    return add_glyph(path, MINUS, GLYPH, NOTE, lambda font: [plus_bar_outline(font)])


def plus_bar_outline(font: TTFont) -> list[tuple[int, int]]:
    """The plus sign's bar as one clockwise contour (the minus sign)."""
    x0, y0, x1, y1 = plus_bar(font)
    return [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]


def add_glyph(
    path: Path,
    codepoint: int,
    glyph: str,
    note: str,
    contours: Callable[[TTFont], list[list[tuple[int, int]]]],
    width_of: str = "+",
) -> bool:
    """Add ``codepoint`` to the font at ``path`` (rewritten in place) as the glyph named
    ``glyph``, drawn as the straight-sided ``contours(font)`` (font units, clockwise) in
    the advance width and side bearings of the character ``width_of`` (the plus sign);
    ``note`` is added to the version string. A glyph this script added before (``note``
    in the version string) is drawn again, so a changed drawing reaches the vendored
    fonts; False if the font maps ``codepoint`` to a glyph of its own."""
    font = TTFont(path)
    versions = [record for record in font["name"].names if record.nameID == 5]
    ours = any(note in record.toUnicode() for record in versions)
    if codepoint in font.getBestCmap():
        if not ours:
            return False
        glyph = font.getBestCmap()[codepoint]  # drawn again under its name in the font
    pen = TTGlyphPen(None)
    for contour in contours(font):
        pen.moveTo(contour[0])
        for point in contour[1:]:
            pen.lineTo(point)
        pen.closePath()
    if glyph not in font.getGlyphOrder():
        font.setGlyphOrder([*font.getGlyphOrder(), glyph])
    font["glyf"][glyph] = pen.glyph()
    advance = font["hmtx"][font.getBestCmap()[ord(width_of)]][0]
    font["glyf"][glyph].recalcBounds(font["glyf"])
    font["hmtx"][glyph] = (advance, font["glyf"][glyph].xMin)
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[codepoint] = glyph
    font["maxp"].numGlyphs = len(font.getGlyphOrder())
    for record in versions:  # version string: say it is modified
        if note not in record.toUnicode():
            record.string = record.toUnicode() + note
    font.save(path)
    return True


def main() -> None:
    """Add the minus sign to every font in :data:`FONTS`."""
    for file_name in FONTS:
        done = add_minus(HERE / file_name)
        print(f"{file_name}: {'minus sign added' if done else 'already has one'}")


if __name__ == "__main__":
    main()
