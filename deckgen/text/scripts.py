"""Scripts in booklet text: which font sets which characters, and the glyph preflight.

Internal. Latin and Cyrillic are set in Noto Sans; Thai letters (U+0E00-U+0E7F) in Noto Sans
Thai, which has no Latin digits or punctuation, so a Thai sentence is set as runs that switch
font. Before a booklet is written every character is checked against the font that will set
it (:func:`preflight`); ReportLab would otherwise draw an empty box.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from itertools import groupby

from ..errors import FontError

THAI_FIRST, THAI_LAST = 0x0E00, 0x0E7F
# Characters ReportLab treats as layout, not glyphs: they never reach the font.
LAYOUT_CHARS = {"\n", "\u200b"}


def is_thai(char: str) -> bool:
    return THAI_FIRST <= ord(char) <= THAI_LAST


def script_runs(text: str) -> list[tuple[bool, str]]:
    """Split ``text`` into runs of ``(is_thai, run)``; spaces join the run before them."""
    runs: list[tuple[bool, str]] = []
    for thai, chars in groupby(text, key=lambda c: is_thai(c) if not c.isspace() else None):
        run = "".join(chars)
        if thai is None and runs or runs and runs[-1][0] == bool(thai) and thai is not None:
            runs[-1] = (runs[-1][0], runs[-1][1] + run)
        else:
            runs.append((bool(thai), run))
    return runs


def preflight(texts: Iterable[str], coverage: dict[bool, set[int]], lang: str) -> None:
    """Check every character of ``texts`` has a glyph in the font that sets it.

    ``coverage`` maps ``is_thai`` → the code points of that run's font. Raises
    :class:`FontError` listing each missing character (with its Unicode name) and ``lang``.
    """
    missing: dict[str, None] = {}
    for text in texts:
        for thai, run in script_runs(text):
            for char in run:
                if char not in LAYOUT_CHARS and ord(char) not in coverage[thai]:
                    missing[char] = None
    if missing:
        listed = ", ".join(
            f"'{c}' U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in sorted(missing)
        )
        raise FontError(
            f"language '{lang}': the booklet font has no glyph for {len(missing)} "
            f"character(s): {listed}; rewrite the text without them or ship a font that has them"
        )
