"""Fonts for card faces: the OFL fonts vendored in ``deckgen/fonts`` (see OFL.txt).

Internal. No system font is ever assumed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import FontError
from ..resources import FONTS_DIR

if TYPE_CHECKING:
    from PIL import ImageFont

SUGGESTED = "a TrueType font (.ttf) with plain outlines, such as the shipped NotoSans-Regular.ttf"


def font_path(name: str) -> Path:
    """A font file name in ``deckgen/fonts`` or a path → its path. Raises :class:`FontError`.

    A bare file name (no folder) names a shipped font first, so a file of the same name in
    the working folder never replaces it.
    """
    path = Path(name)
    if path.name == name and (FONTS_DIR / name).is_file():
        return FONTS_DIR / name
    if not path.is_file():
        shipped = ", ".join(sorted(p.name for p in FONTS_DIR.glob("*.ttf")))
        raise FontError(f"font '{name}' not found; shipped fonts: {shipped}")
    return path


def check_font(name: str, *, for_pdf: bool = False) -> Path:
    """Check that font ``name`` can be used; return its path.

    Refuses, naming the file and suggesting a font that works: a missing file, a file that
    is not a font, a colour (emoji) font, whose glyphs are pictures rather than outlines, and
    with ``for_pdf`` a font with PostScript (CFF) outlines, which ReportLab cannot embed.
    Raises :class:`FontError`.
    """
    path = font_path(name)
    tags = _table_tags(str(path))
    if not tags or "cmap" not in tags:
        raise FontError(f"{path}: not a font file; use {SUGGESTED}")
    if tags & COLOUR_TABLES:
        raise FontError(
            f"{path}: a colour (emoji) font: its glyphs are pictures ("
            f"{', '.join(sorted(tags & COLOUR_TABLES))}), not outlines; use {SUGGESTED}"
        )
    if for_pdf and "glyf" not in tags:
        raise FontError(
            f"{path}: has PostScript (CFF) outlines, which ReportLab cannot embed in a PDF; "
            f"use {SUGGESTED}"
        )
    from PIL import ImageFont  # Pillow: only where a font is opened

    try:
        ImageFont.truetype(str(path), size=12)
    except OSError as exc:
        raise FontError(f"{path}: not a font Pillow can read ({exc}); use {SUGGESTED}") from None
    return path


def harfbuzz():
    """The ``uharfbuzz`` module. Raises :class:`FontError` saying how to install it."""
    try:
        import uharfbuzz
    except ImportError:
        raise FontError(
            "reading fonts needs HarfBuzz's Python binding, which is not installed; "
            "install it with: pip install uharfbuzz"
        ) from None
    return uharfbuzz


COLOUR_TABLES = frozenset({"CBDT", "CBLC", "sbix", "COLR", "SVG "})


@lru_cache(maxsize=32)
def _table_tags(path: str) -> frozenset[str]:
    """The table tags of the font file at ``path`` (empty if it is no font HarfBuzz knows)."""
    hb = harfbuzz()
    try:
        face = hb.Face(hb.Blob.from_file_path(path))
        return frozenset(face.table_tags)
    except (OSError, ValueError):
        return frozenset()


@lru_cache(maxsize=256)
def pil_font(name: str, size_px: int) -> ImageFont.FreeTypeFont:
    """A Pillow font of ``size_px`` pixels (em size). Raises :class:`FontError` if unreadable."""
    from PIL import ImageFont  # Pillow: only where a font is opened

    path = font_path(name)
    try:
        return ImageFont.truetype(str(path), size=max(1, int(size_px)))
    except OSError as exc:
        raise FontError(f"{path}: not a font Pillow can read ({exc}); use {SUGGESTED}") from None


@lru_cache(maxsize=16)
def _cmap(name: str) -> frozenset[int]:
    """The code points ``name`` has glyphs for (read with HarfBuzz)."""
    hb = harfbuzz()
    face = hb.Face(hb.Blob.from_file_path(str(font_path(name))))
    return frozenset(face.unicodes)


def missing_characters(name: str, text: str) -> list[str]:
    """Characters of ``text`` (spaces and line breaks aside) that font ``name`` cannot draw."""
    cmap = _cmap(name)
    seen: list[str] = []
    for char in text:
        if not char.isspace() and ord(char) not in cmap and char not in seen:
            seen.append(char)
    return seen
