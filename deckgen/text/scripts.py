"""Scripts in text: which characters are Thai, which font sets them, the glyph preflight.

Internal; the one place that says which characters are Thai (U+0E00-U+0E7F), for the
booklet, the sheet labels, card texts and the reference card. In the booklet, Latin and
Cyrillic are set in Noto Sans; a word (space to space) holding a Thai letter is set whole
in Deckgen Thai, Noto Sans Thai merged with the Latin and punctuation glyphs of Noto Sans
(see ``deckgen/fonts/make_thai_merged.py``): ReportLab shapes a word with one font, so a
Thai word written against a quote, colon or digit (``“ไวลด์”``, ``เหล่านี้:``) needs one
font that has both. Before a booklet is written every character is checked against the
font that will set it (:func:`preflight`); ReportLab would otherwise draw an empty box.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from ..errors import FontError

THAI_FIRST, THAI_LAST = 0x0E00, 0x0E7F  # the Unicode Thai block
THAI_RUN = re.compile(f"[{chr(THAI_FIRST)}-{chr(THAI_LAST)}]+")  # consecutive Thai characters
# Characters ReportLab treats as layout, not glyphs: they never reach the font.
LAYOUT_CHARS = {"\n", "\u200b"}
# Spaces a line must not break at: no-break, narrow no-break (French « … », 10 000) and
# figure space. ``str.split()`` breaks at them; :func:`words` does not.
NO_BREAK_SPACES = "\u00a0\u202f\u2007"
_BREAKING_SPACE = re.compile(f"[^\\S{NO_BREAK_SPACES}]+")
# Where ReportLab splits words: whitespace except the no-break space (U+00A0), which keeps
# "2\xa0ใบ" one word, shaped with one font.
_WORDS = re.compile(r"([^\S\xa0]+)")


def words(text: str) -> list[str]:
    """``text`` split at the spaces a line may break at (ordinary whitespace), never at a
    no-break space: ``"500\u00a0points to win"`` → ``["500\u00a0points", "to", "win"]``."""
    return [word for word in _BREAKING_SPACE.split(text) if word]


def collapse_spaces(text: str) -> str:
    """Runs of breaking whitespace made one space; no-break spaces kept as written."""
    return " ".join(words(text))


def is_thai(char: str) -> bool:
    """True if ``char`` (one character) is in the Thai block."""
    return THAI_FIRST <= ord(char) <= THAI_LAST


def has_thai(text: str) -> bool:
    """True if ``text`` holds a Thai character."""
    return THAI_RUN.search(text) is not None


def script_runs(text: str) -> list[tuple[bool, str]]:
    """Split ``text`` into runs of ``(is_thai, run)``: consecutive words holding a Thai
    letter form a Thai run, other words a non-Thai run; spaces join the run before them.
    A word is what ReportLab takes for one: joined by no-break spaces, it stays whole."""
    if not text:
        return []
    if THAI_RUN.search(text) is None:  # the common case: one run, no word to look at
        return [(False, text)]
    runs: list[tuple[bool, str]] = []
    for word in _WORDS.split(text):
        if not word:
            continue
        thai = None if _WORDS.fullmatch(word) else any(is_thai(c) for c in word)
        if thai is None and runs or runs and runs[-1][0] == thai:
            runs[-1] = (runs[-1][0], runs[-1][1] + word)
        else:
            runs.append((bool(thai), word))
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
