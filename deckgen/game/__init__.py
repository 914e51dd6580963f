"""The rules engine: plays rounds and games from a deck and the rule points in force.

Public API::

    import random
    from deckgen import load_deck, load_ruleset
    from deckgen.game import GreedyPolicy, RandomPolicy, play_game, play_round

    deck = load_deck("classic-108")
    points = load_ruleset("party", deck=deck).points
    players = [RandomPolicy(), GreedyPolicy(), RandomPolicy(), GreedyPolicy()]
    result = play_round(deck, points, players, random.Random(7), log=True)
    result.winner, result.turns, result.scores, result.events

It reads only :class:`~deckgen.rules.points.RulePoints` (every rule decision) and each
card type's ``effect`` (what a card does), the same model the booklet reads, so the test
suite can hold the booklet's sentences to what play does. A rule given only as prose on a
card is not played: the card plays as its declared effect.

Decisions the rule points leave to the engine (each stated where it is made):

- The first dealer is chosen with the round's random generator (stands in for rule 1's
  "highest card deals"). Cards are dealt one at a time from the dealer's left.
- Blank and customizable cards with no effect play as a plain Wild (the player names the
  colour); turned as the first card they are turned again (:meth:`.round.Round.may_start`).
- Table talk is a stated probability (:class:`Table`): a missed UNO call is caught with
  ``catch_probability``; after a number 2 under silent twos somebody speaks with
  ``silence_break_probability``; under hands on UNO a random other player is the last
  hand after every call.
- A restricted card (the Wild Draw Four, rule 7) played while holding the colour in play
  is a bluff: offered to policies only when it may be challenged, logged as such.

Only this package's names in ``__all__`` are public; its modules are internal.
"""

from .cards import Card
from .engine import play_game, play_round
from .policies import GreedyPolicy, Move, Policy, RandomPolicy, View, make_policy
from .results import (
    Event,
    GameResult,
    PlayContext,
    RoundResult,
    Table,
    TableState,
)
from .round import RoundSetup

__all__ = [
    "Card",
    "Event",
    "GameResult",
    "GreedyPolicy",
    "Move",
    "PlayContext",
    "Policy",
    "RandomPolicy",
    "RoundResult",
    "RoundSetup",
    "Table",
    "TableState",
    "View",
    "make_policy",
    "play_game",
    "play_round",
]
