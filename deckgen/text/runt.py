"""No paragraph ends on one short word: the rule the booklet and the card faces share.

Internal. A wrapped paragraph whose last line is a single short word ("hand." alone at a
page's foot, the round-6 native readers' finding; ru +10 face "ход.", round 7) takes the
last word of the line before down with it, when the two fit one line. Both wrappers call
:func:`without_runt` on their own pieces: the booklet on strings (ReportLab), the card
faces on tokens (Pillow).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

RUNT_FRACTION = 0.2  # a paragraph's last line narrower than this (of the line) is a runt
W = TypeVar("W")


def without_runt(
    lines: Sequence[Sequence[W]], width: float, measure: Callable[[Sequence[W]], float]
) -> list[list[W]]:
    """``lines`` (a paragraph, each line a list of unbreakable words ``W``) with the last
    word of the line before pulled down when the last line is one short word.

    ``measure`` gives the width of a line of words set as the first words of a line (a
    word's leading space dropped), in the unit of ``width``, the line width. A last line
    is a runt when it is one word narrower than :data:`RUNT_FRACTION` of ``width``. Left
    as they are when there is one line, the line before has one word only, or the two
    words would not fit one line. The lines are never more or fewer than before.
    """
    result = [list(line) for line in lines]
    if len(result) < 2:
        return result
    before, last = result[-2], result[-1]
    if len(last) != 1 or measure(last) >= width * RUNT_FRACTION or len(before) < 2:
        return result
    moved = [before[-1], *last]
    if measure(moved) > width:
        return result
    return [*result[:-2], before[:-1], moved]
