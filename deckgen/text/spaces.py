"""Spaces that glue words on the page, and their plain form for document information.

Catalogs write U+00A0 (no-break space) and U+202F (narrow no-break space, French
punctuation) where a line must not break. On the page they stay; in the PDF's title,
subject, keywords and outline, which viewers and file managers show as plain strings,
they become ordinary spaces (:func:`plain_spaces`), so a search for "So wird gespielt"
finds the file.
"""

from __future__ import annotations

import re

from .scripts import NO_BREAK_SPACES

_PLAIN = str.maketrans(dict.fromkeys(NO_BREAK_SPACES, " "))


def plain_spaces(text: str) -> str:
    """``text`` with every no-break space (:data:`NO_BREAK_SPACES`) as an ordinary space."""
    return text.translate(_PLAIN)


SHORT_WORDS: dict[str, str] = {
    # one-letter prepositions and conjunctions that must not end a line (Polish typesetting
    # rule; Russian editors do the same for в, к, с, у, о, и, а): they keep to the next word
    "pl": "aiouwzAIOUWZ",
    "ru": "вксуоиаяВКСУОИАЯ",
}


def glue_short_words(text: str, lang: str) -> str:
    """``text`` with a no-break space after each one-letter word of :data:`SHORT_WORDS` for
    ``lang`` (unchanged for other languages), so such a word never ends a line: set by the
    text layer for every catalog text and filled-in name, not typed into the catalogs."""
    letters = SHORT_WORDS.get(lang)
    if not letters:
        return text
    return re.sub(rf"(?<![\w-])([{letters}]) (?=\S)", "\\1\u00a0", text)


# a number (digits, a decimal part) and the word after it: "7 lat", "{n} cartes", "2,5 karty"
_NUMBER_WORD = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?) (?=\w)")


def glue_numbers(text: str) -> str:
    """``text`` with a no-break space between a number and the word after it ("7\u00a0lat",
    "2,5\u00a0karty"), in every language, so a count never ends a line apart from its noun:
    set by the text layer, not typed into the catalogs."""
    return _NUMBER_WORD.sub("\\1\u00a0", text)


def glue_words(text: str, lang: str) -> str:
    """The text layer's no-break spaces for ``lang``: :func:`glue_numbers` and
    :func:`glue_short_words`."""
    return glue_short_words(glue_numbers(text), lang)
