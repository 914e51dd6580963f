"""Counts in English console messages: ``1 card``, ``2 cards``. Internal.

Console output (messages, errors, notes) is English whatever ``--lang`` says; the
booklet's and the cards' counts go through the catalogs' plural rules
(:meth:`deckgen.text.catalog.Catalog.plural`) instead. Here so that any stage can import it
without loading Babel.
"""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None, *, grouped: bool = False) -> str:
    """``n`` and ``noun`` as an English message says them: the singular for exactly one
    (``counted(1, "card")`` → "1 card"), else ``plural`` (default ``noun + "s"``):
    "0 cards", "2 cards"; ``counted(3, "copy", "copies")`` → "3 copies". ``grouped`` puts
    thousands separators in the number ("1,234 rounds") as the simulation's messages do."""
    number = f"{n:,}" if grouped else str(n)
    return f"{number} {noun if n == 1 else plural or noun + 's'}"
