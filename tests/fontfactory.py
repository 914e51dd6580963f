"""Tiny fonts made in the test (fontTools): TrueType, CFF-outline OpenType and colour (COLR).

Each has glyphs for A-Z, a-z, 0-9 and space, all drawn as the same box: enough for Pillow and
ReportLab to open them, a few kilobytes, nothing committed.
"""

from __future__ import annotations

import string
from pathlib import Path

from fontTools.colorLib.builder import buildCOLR, buildCPAL
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

CHARS = string.ascii_letters + string.digits + " "
UPM = 1000


def _names() -> list[str]:
    return [".notdef", *(f"g{ord(c)}" for c in CHARS)]


def _box(pen) -> None:
    pen.moveTo((100, 0))
    pen.lineTo((100, 700))
    pen.lineTo((500, 700))
    pen.lineTo((500, 0))
    pen.closePath()


def _builder(cff: bool) -> FontBuilder:
    builder = FontBuilder(UPM, isTTF=not cff)
    names = _names()
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(c): f"g{ord(c)}" for c in CHARS})
    builder.setupHorizontalMetrics({name: (600, 100) for name in names})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Box Test", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    if cff:
        charstrings = {}
        for name in names:
            pen = T2CharStringPen(600, None)
            _box(pen)
            charstrings[name] = pen.getCharString()
        builder.setupCFF("BoxTest-Regular", {"FullName": "Box Test"}, charstrings, {})
    else:
        glyphs = {}
        for name in names:
            pen = TTGlyphPen(None)
            _box(pen)
            glyphs[name] = pen.glyph()
        builder.setupGlyf(glyphs)
    return builder


def truetype_font(path: Path) -> Path:
    """A TrueType-outline font: usable everywhere."""
    _builder(cff=False).save(str(path))
    return path


def cff_font(path: Path) -> Path:
    """An OpenType font with PostScript (CFF) outlines: Pillow draws it, ReportLab cannot embed."""
    _builder(cff=True).save(str(path))
    return path


def colour_font(path: Path) -> Path:
    """A colour font (COLR/CPAL layers), as colour emoji fonts are made."""
    builder = _builder(cff=False)
    builder.font["COLR"] = buildCOLR({"g65": [("g66", 0)]})
    builder.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0)]])
    builder.save(str(path))
    return path
