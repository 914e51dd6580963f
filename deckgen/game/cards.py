"""Cards as the engine sees them, and what may be played on what. Internal.

A :class:`Card` is one face of the deck with everything play needs read once from its
card type's ``effect`` (game facts, "Standard rules" 4-8). Copies of a face share one
:class:`Card` object, so an exact twin (jump-in) is the same object and hands compare by
identity.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..definitions.model import Deck, Face
from ..rules.cards import (
    first_card_acts,
    is_plain_wild,
    is_restricted,
    is_wild_twin,
    sets_colour,
)
from ..rules.points import RulePoints


@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """One face of the deck, with its effect spelled out for play.

    ``colour``: ``None`` for a wild card. ``key``: what "same number or symbol" compares
    (``"7"`` for a 7, the card type id otherwise). ``draw``/``skip``/``reverse``/``hands``/
    ``challengeable``: the card type's effect. ``names_colour``: playing it sets the colour
    in play (named, or moved on round the colour circle): true when the effect says
    ``choose_colour``, and for a wild card with no effect at all (a blank or a
    customizable card with nothing agreed plays as a plain Wild). A wild card with an
    effect but no colour choice leaves the colour in play as it was. A rule given only as
    prose (``effect.text``) is not played: the card plays as its declared effect.
    ``twin``: what an exact twin for jumping in shares: the face id, or ``"wild"`` for the
    Wild and a Wild Customizable with nothing on it, twins of each other (review 17, F5).
    """

    face: Face
    colour: str | None
    key: str
    type_id: str
    wild: bool
    rank: int | None
    points: int
    draw: int
    skip: bool
    reverse: bool
    names_colour: bool
    hands: str | None
    challengeable: bool
    twin: str

    def __repr__(self) -> str:
        return f"Card({self.face.id})"

    @property
    def id(self) -> str:
        """The face id (``red-7``, ``wild-draw-four``)."""
        return self.face.id

    @property
    def plain_wild(self) -> bool:
        """The Wild itself (card type ``wild``): the only wild that may start the discard
        pile under ``first_card: act`` (rule 3; the booklet's first-card list says the same)."""
        return is_plain_wild(self.face.card_type)

    def acts_first(self, points: RulePoints) -> bool:
        """Whether this card, turned first, stays and acts (rule 3; see
        :func:`deckgen.rules.cards.first_card_acts`, which the booklet reads too)."""
        return first_card_acts(self.face.card_type, points)


def card_of(face: Face) -> Card:
    """The :class:`Card` for ``face`` (a new object; :func:`deck_cards` shares them)."""
    ct, effect = face.card_type, face.card_type.effect
    return Card(
        face=face,
        colour=None if ct.wild else face.color,
        key=str(face.rank) if face.rank is not None else ct.id,
        type_id=ct.id,
        wild=ct.wild,
        rank=face.rank,
        points=face.points,
        draw=effect.draw,
        skip=effect.skip_turn,
        reverse=effect.reverse,
        names_colour=sets_colour(ct),
        hands=effect.hands,
        challengeable=effect.challengeable,
        twin="wild" if is_wild_twin(ct) else face.id,
    )


def deck_cards(deck: Deck, players: int, points: RulePoints) -> list[Card]:
    """Every physical card of a round, in deck order, copies sharing one :class:`Card`.

    With two players and ``two_player_keep_wilds`` set (house rule ``two-player``), only
    that many copies of each wild face stay in (game facts, rule 14 and house rules).
    """
    keep = points.two_player_keep_wilds if players == 2 else None
    cards: list[Card] = []
    for fc, card in zip(deck.faces, _face_cards(deck), strict=True):
        count = fc.count
        if keep is not None and fc.face.card_type.wild:
            count = min(count, keep)
        cards += [card] * count
    return cards


_CACHE: dict[int, tuple[Deck, tuple[Card, ...]]] = {}


def _face_cards(deck: Deck) -> tuple[Card, ...]:
    """One :class:`Card` per face of ``deck``, kept for the deck object's next rounds."""
    cached = _CACHE.get(id(deck))
    if cached is None or cached[0] is not deck:
        if len(_CACHE) > 64:
            _CACHE.clear()
        cached = _CACHE[id(deck)] = (deck, tuple(card_of(fc.face) for fc in deck.faces))
    return cached[1]


def holds_colour(hand: Sequence[Card], colour: str | None) -> bool:
    """Whether ``hand`` holds a card of ``colour`` (rule 7: numbers/symbols do not count)."""
    return any(c.colour == colour for c in hand)


def matches(card: Card, top: Card, colour: str | None) -> bool:
    """Rule 4: same colour as the colour in play, same number or symbol, or a wild card."""
    return card.wild or card.colour == colour or (not top.wild and card.key == top.key)


def restricted(card: Card, points: RulePoints) -> bool:
    """Whether ``card`` may be played only with no card of the colour in play (rule 7:
    the Wild Draw Four and every card type whose effect is ``challengeable``)."""
    return is_restricted(card.face.card_type, points)


def challenge_on(points: RulePoints) -> bool:
    """Whether a restricted card may be challenged (rule 8; ``challenge: next_player``).

    A restricted card is the only illegal play the table cannot stop, so only then do the
    policies get to play one against the rule (a bluff, see :class:`~.state.Move`).
    """
    return points.challenge == "next_player" and points.wd4_only_without_color


def answer_kind(
    card: Card, chain: Card, top: Card, colour: str | None, points: RulePoints
) -> str | None:
    """How ``card`` may answer a pending draw whose last draw card is ``chain``, or ``None``.

    ``"stack"`` (``stacking: same``: a card of the same type; ``mixed``: any draw card that
    matches by rule 4), ``"pass_on"`` (a coloured draw card: of the same type as a coloured
    ``chain``, of the colour in play on a wild one; the next player draws only its own
    number), ``"reflect"`` (a Reverse of the colour in play). The colour restriction of
    :func:`restricted` is checked by the caller.
    """
    if card.draw and points.stacking == "same" and card.type_id == chain.type_id:
        return "stack"
    if card.draw and points.stacking == "mixed" and matches(card, top, colour):
        return "stack"
    same = card.colour == colour if chain.wild else card.type_id == chain.type_id
    if points.pass_on and card.draw and not card.wild and same:
        return "pass_on"
    if points.reflect and card.reverse and not card.wild and card.colour == colour:
        return "reflect"
    return None


def unique(hand: Sequence[Card]) -> list[Card]:
    """Each face of ``hand`` once, in hand order (twins are one move)."""
    return list(dict.fromkeys(hand))
