"""The built-in card types, with points and effects from the published rule sheets.

Internal. Points: numbers score face value; Skip, Reverse and Draw Two 20; Wild and Wild Draw
Four 50 (standard scoring, ``shared/reference/game-facts.md``). The rule sheets give no points
for blanks, Shuffle Hands, Customizable, Swap Hands or Draw Ten: we default them to
:data:`DEFAULT_POINTS` (50, the value of the other wild cards), and so does a card type a
deck declares without ``points:``; a deck may set its own.

A deck may declare a card type with the id of a built-in one (except ``number``) to change
it, e.g. give ``draw_ten`` names in more languages or other points. The declaration replaces
the built-in type everywhere: its ``name:`` (not the catalogs' ``card.<id>``), rule text and
effect (:func:`deckgen.text.cardnames.type_name`).
"""

from __future__ import annotations

from .model import CardType, Effect

DEFAULT_POINTS = 50
WILD_DEFAULT_POINTS = DEFAULT_POINTS
ACTION_POINTS = 20

BUILTIN_CARD_TYPES: dict[str, CardType] = {
    card_type.id: card_type
    for card_type in (
        CardType("number", "Number", wild=False, points=None),
        CardType(
            "skip",
            "Skip",
            wild=False,
            points=ACTION_POINTS,
            effect=Effect(skip_turn=True),
            symbol="skip",
        ),
        CardType(
            "reverse",
            "Reverse",
            wild=False,
            points=ACTION_POINTS,
            effect=Effect(reverse=True),
            symbol="reverse",
        ),
        CardType(
            "draw_two",
            "Draw Two",
            wild=False,
            points=ACTION_POINTS,
            effect=Effect(draw=2, skip_turn=True),
            symbol="draw_two",
            label="+2",
        ),
        CardType(
            "wild",
            "Wild",
            wild=True,
            points=50,
            effect=Effect(choose_colour=True),
            symbol="wild",
        ),
        CardType(
            "wild_draw_four",
            "Wild Draw Four",
            wild=True,
            points=50,
            effect=Effect(draw=4, skip_turn=True, choose_colour=True, challengeable=True),
            symbol="wild",
            label="+4",
        ),
        CardType(
            "blank",
            "Blank",
            wild=True,
            points=WILD_DEFAULT_POINTS,
        ),
        CardType(
            "shuffle_hands",
            "Wild Shuffle Hands",
            wild=True,
            points=WILD_DEFAULT_POINTS,
            effect=Effect(choose_colour=True, hands="shuffle"),
            symbol="wild",
        ),
        CardType(
            "customizable",
            "Wild Customizable",
            wild=True,
            points=WILD_DEFAULT_POINTS,
            effect=Effect(choose_colour=True),
            symbol="wild",
        ),
        CardType(
            "swap_hands",
            "Wild Swap Hands",
            wild=True,
            points=WILD_DEFAULT_POINTS,
            effect=Effect(choose_colour=True, hands="swap"),
            symbol="wild",
        ),
        CardType(
            "draw_ten",
            "Wild Draw Ten",
            wild=True,
            points=WILD_DEFAULT_POINTS,
            effect=Effect(draw=10, skip_turn=True, choose_colour=True),
            symbol="wild",
            label="+10",
        ),
    )
}
