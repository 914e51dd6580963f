"""No paragraph ends on one short word: the rule the booklet and the card faces share.

Internal. A wrapped paragraph whose last line is a single short word ("hand." alone at a
page's foot, the round-6 native readers' finding; ru +10 face "ход.", round 7) takes the
last word of the line before down with it, when the two fit one line. Both wrappers call
:func:`without_runt` on their own pieces: the booklet on strings (ReportLab), the card
faces on tokens (Pillow). A word that ends a clause (a colon, semicolon or stop after
it) is not pulled down: the line before would then break inside a clause ("Si te /
pillan: 2 cartas.", fresh readers 19, es), while the short last line after the stop is a
phrase of its own ("Si te pillan: / 2 cartas.").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

RUNT_FRACTION = 0.2  # a paragraph's last line narrower than this (of the line) is a runt
W = TypeVar("W")
CLAUSE_ENDS = ":;.!?"
"""A word ending in one of these (closing quotes and brackets aside) ends a clause."""
_CLOSING = " \u00a0\u202f\u2007\"'»”“’)]"


def ends_clause(word: str) -> bool:
    """True if ``word`` (as printed, spaces and closing quotes or brackets after it
    allowed) ends in one of :data:`CLAUSE_ENDS`: "pillan:", "«¡UNO!».", "pioche\u00a0:"."""
    stripped = word.rstrip(_CLOSING)
    return bool(stripped) and stripped[-1] in CLAUSE_ENDS


def without_runt(
    lines: Sequence[Sequence[W]],
    width: float,
    measure: Callable[[Sequence[W]], float],
    text: Callable[[W], str] | None = None,
) -> list[list[W]]:
    """``lines`` (a paragraph, each line a list of unbreakable words ``W``) with the last
    word of the line before pulled down when the last line is one short word.

    ``measure`` gives the width of a line of words set as the first words of a line (a
    word's leading space dropped), in the unit of ``width``, the line width. A last line
    is a runt when it is one word narrower than :data:`RUNT_FRACTION` of ``width``. Left
    as they are when there is one line, the line before has one word only, the two words
    would not fit one line, or (given ``text``, a word's printed text) the word to pull
    down ends a clause (:func:`ends_clause`). The lines are never more or fewer than
    before.
    """
    result = [list(line) for line in lines]
    if len(result) < 2:
        return result
    before, last = result[-2], result[-1]
    if len(last) != 1 or measure(last) >= width * RUNT_FRACTION or len(before) < 2:
        return result
    if text is not None and ends_clause(text(before[-1])):
        return result
    moved = [before[-1], *last]
    if measure(moved) > width:
        return result
    return [*result[:-2], before[:-1], moved]
