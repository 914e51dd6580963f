"""Fonts for card faces: the OFL fonts vendored in ``deckgen/fonts`` (see OFL.txt).

Internal. No system font is ever assumed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from ..errors import FontError
from ..resources import FONTS_DIR


def font_path(name: str) -> Path:
    """A font file name in ``deckgen/fonts`` or a path → its path. Raises :class:`FontError`."""
    path = Path(name)
    if not path.is_absolute() and not path.exists():
        path = FONTS_DIR / name
    if not path.is_file():
        shipped = ", ".join(sorted(p.name for p in FONTS_DIR.glob("*.ttf")))
        raise FontError(f"font '{name}' not found; shipped fonts: {shipped}")
    return path


@lru_cache(maxsize=256)
def pil_font(name: str, size_px: int) -> ImageFont.FreeTypeFont:
    """A Pillow font of ``size_px`` pixels (em size). Raises :class:`FontError` if unreadable."""
    path = font_path(name)
    try:
        return ImageFont.truetype(str(path), size=max(1, int(size_px)))
    except OSError as exc:
        raise FontError(f"{path}: not a font Pillow can read ({exc}); use a .ttf file") from None


@lru_cache(maxsize=16)
def _cmap(name: str) -> frozenset[int]:
    """The code points ``name`` has glyphs for (read with HarfBuzz)."""
    import uharfbuzz as hb

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
