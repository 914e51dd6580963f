"""Cards a house rule makes out of the deck's blanks (the +10 house rule). Internal.

Game facts ("House-rule cards people make from blanks"): the +10 house rule turns blank
cards into Draw Ten. A deck whose cards are free to write on (the 4 blanks of
``classic-112-blanks``, the 3 Wild Customizable of ``classic-112``) is played with ``plus-ten``
by writing "+10" on each of them before the game; from then on they *are* the Wild Draw
Ten of the shipped ``house-plus-ten`` deck (same name, rule text, effect and points: named
colour, the next player draws 10 and misses the turn, not challengeable).

:func:`deck_in_play` is the one place this happens: the rule check, the booklet (deck
table, card list, scoring), the reference card, the round-length measure and the
simulator all read the deck it returns, and :func:`written_blanks` tells the booklet and
``deckgen rules`` which cards to write on.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from ..definitions.model import CardType, Deck, Face, FaceCount

if TYPE_CHECKING:
    from .model import Ruleset

WRITABLE_TYPES = ("blank", "customizable")
"""Card types that are free to write a rule on (game facts: blanks, Wild Customizable)."""

BLANKS_BECOME = {"plus-ten": ("house-plus-ten", "draw_ten")}
"""House rule id → (shipped deck, card type) its blanks become."""


@cache
def _card_type(deck_id: str, type_id: str) -> CardType:
    """Card type ``type_id`` as shipped deck ``deck_id`` defines it."""
    from ..definitions.loader import load_deck

    found = next(
        fc.face.card_type for fc in load_deck(deck_id).faces if fc.face.card_type.id == type_id
    )
    return found


def written_blanks(deck: Deck, ruleset: Ruleset) -> tuple[tuple[FaceCount, CardType], ...]:
    """The faces of ``deck`` a house rule of ``ruleset`` turns into another card, each with
    the card type they become: empty unless a rule of :data:`BLANKS_BECOME` is on and the
    deck holds no card of that kind yet (``house-plus-ten`` has its +10 cards printed)
    but has cards of :data:`WRITABLE_TYPES`. Deck order."""
    deck = deck.whole
    for rule in ruleset.house_rules:
        target = BLANKS_BECOME.get(rule.id)
        if target is None or rule.source is not None:
            continue
        if not rule.missing_cards(deck):
            return ()  # the deck has the cards already
        new = _card_type(*target)
        return tuple((fc, new) for fc in deck.faces if fc.face.card_type.id in WRITABLE_TYPES)
    return ()


def deck_in_play(deck: Deck, ruleset: Ruleset) -> Deck:
    """``deck`` as the table plays it under ``ruleset``: each face of
    :func:`written_blanks` replaced by the card it becomes (same count, same place); the
    deck itself when there are none. A print selection is read as its whole deck."""
    written = written_blanks(deck, ruleset)
    if not written:
        return deck
    deck = deck.whole
    becomes = {id(fc): new for fc, new in written}
    faces = []
    for fc in deck.faces:
        new = becomes.get(id(fc))
        if new is None:
            faces.append(fc)
        else:
            face = replace(fc.face, card_type=new, color=None, rank=None)
            faces.append(FaceCount(face, fc.count))
    merged: dict[Face, int] = {}
    for fc in faces:  # two written kinds become one face of the new card
        merged[fc.face] = merged.get(fc.face, 0) + fc.count
    return replace(deck, faces=tuple(FaceCount(f, n) for f, n in merged.items()))
