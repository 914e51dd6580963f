"""What a card type does under the rule points in force: read by the booklet and the engine.

A card's own behaviour is its ``effect`` (deckgen/definitions/model.py); some questions need
the effect and a rule point together. Each is answered here once, so the booklet's sentence
and the engine's play cannot drift apart.
"""

from __future__ import annotations

from ..definitions.model import CardType
from .blanks import WRITABLE_TYPES
from .points import RulePoints


def has_no_effect(card_type: CardType) -> bool:
    """True for a card that does nothing by its effect (a blank, a customizable card with
    nothing agreed on, a number card)."""
    e = card_type.effect
    return not (e.draw or e.skip_turn or e.reverse or e.choose_colour or e.hands)


def sets_colour(card_type: CardType) -> bool:
    """Whether playing the card sets the colour in play (named by its player, or moved on
    round the colour circle): its effect says ``choose_colour``, or it is a wild card with
    no effect at all, which plays as a plain Wild (game facts, rule 6; blanks and
    customizable cards with nothing agreed on). A wild card with an effect but no colour
    choice leaves the colour in play as it was."""
    return card_type.effect.choose_colour or (card_type.wild and has_no_effect(card_type))


def is_plain_wild(card_type: CardType) -> bool:
    """The Wild itself (card type ``wild``: choose a colour, nothing else)."""
    e = card_type.effect
    return card_type.wild and card_type.id == "wild" and not e.draw and not e.hands


def is_empty_wild(card_type: CardType) -> bool:
    """A card free to write on (a blank, a Wild Customizable: ``blanks.WRITABLE_TYPES``)
    that does nothing but set the colour: with nothing written on it, it plays as a plain
    Wild (game facts, blank cards; :func:`sets_colour`). A blank a house rule wrote on (the
    +10 house rule's Wild Draw Ten) is a card type of its own and not one of these."""
    e = card_type.effect
    moves = e.draw or e.skip_turn or e.reverse or e.hands
    return card_type.wild and card_type.id in WRITABLE_TYPES and not moves


def is_wild_twin(card_type: CardType) -> bool:
    """Whether a card of this type is jumped in with or on as a twin of the Wild (house
    rule ``jump-in``): the Wild itself, or a Wild Customizable with nothing written on it,
    which plays as a plain Wild; a Wild and an empty customizable are twins of each other,
    both ways. A customizable that carries a rule (its own text or effect) never is (rules
    review 17, F5; the booklet: ``turn.jump_in.custom_twin``). Blank cards are not: a blank
    may stand in for a lost card."""
    if is_plain_wild(card_type):
        return True
    own = card_type.rule_texts or card_type.effect.text
    return card_type.id == "customizable" and is_empty_wild(card_type) and not own


def first_card_acts(card_type: CardType, points: RulePoints) -> bool:
    """Whether a card of this type, turned as the first card of the discard pile, stays and
    acts on the first player (``True``) or is put back and another card turned (``False``).

    Game facts, rule 3 (``first_card: act``): coloured action cards act; of the wild cards
    only the plain Wild does (the player left of the dealer, or the first player, names the
    colour); a Wild Draw Four, any other wild draw card and hand moves are turned again. A
    blank or customizable card with nothing on it plays as a plain Wild everywhere, so it
    acts as one here too (rules review 15, F7; the booklet: ``setup.first_blank_wild``).
    ``first_card: redraw_actions``: only number cards stay.
    """
    if card_type.id == "number":
        return True
    if points.first_card == "redraw_actions":
        return False
    if card_type.wild:
        return is_plain_wild(card_type) or is_empty_wild(card_type)
    return not card_type.effect.hands and not card_type.effect.choose_colour


def is_restricted(card_type: CardType, points: RulePoints) -> bool:
    """Whether the card may be played only with no card of the colour in play, and so may be
    challenged (game facts, rules 7-8): its effect is ``challengeable`` (the Wild Draw Four
    by default) and the ruleset keeps ``wd4_only_without_color``."""
    return card_type.effect.challengeable and points.wd4_only_without_color
