"""Spaces that glue words on the page, and their plain form for document information.

Catalogs write U+00A0 (no-break space) and U+202F (narrow no-break space, French
punctuation) where a line must not break. On the page they stay; in the PDF's title,
subject, keywords and outline, which viewers and file managers show as plain strings,
they become ordinary spaces (:func:`plain_spaces`), so a search for "So wird gespielt"
finds the file.
"""

from __future__ import annotations

from .scripts import NO_BREAK_SPACES

_PLAIN = str.maketrans(dict.fromkeys(NO_BREAK_SPACES, " "))


def plain_spaces(text: str) -> str:
    """``text`` with every no-break space (:data:`NO_BREAK_SPACES`) as an ordinary space."""
    return text.translate(_PLAIN)
