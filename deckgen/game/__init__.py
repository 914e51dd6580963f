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

Decisions the rule points leave open, as the engine plays them (each is also stated in
the docstring of the code that makes it; H*/M* are items of shared/reviews/rules.md):

- Deal: the first dealer is chosen with the round's random generator (stands in for rule
  1's "highest card deals"); cards are dealt one at a time from the dealer's left.
- First card (rule 3): it acts on the first player, who cannot stack, pass, reflect or
  challenge it. Of the wild cards only the plain Wild acts (the first player names the
  colour, also under the colour circle), and so does a blank or customizable card, which
  plays as a plain Wild everywhere (rules review 15, F7); every other wild card is turned
  again. A
  Reverse: the dealer plays first, to the right; under ``last_winner`` the winner still
  plays first, to the right (H4); with two players it acts as a Skip.
- Blank and customizable cards with no effect play as a plain Wild (the player names the
  colour). A wild card with an effect but no colour choice leaves the colour as it was.
- Challenge (H8): only the first player hit by a restricted card, before answering it;
  the colour that counts is the one before the card; guilty: its player draws the
  pending cards, the card and colour stand, the challenger plays normally; innocent: the
  challenger draws them plus ``challenge_extra`` and misses the turn. With stacking the
  pending cards are the whole total (M1). A restricted card played as the last one
  is drawn unanswered when that ends the round; otherwise a challenge of it is always
  lost (its player held nothing else).
- Stacking (M1, M2): ``same``: a card of the same type; ``mixed``: any draw card that
  matches by rule 4 (a Draw Two on a wild draw card only in the named colour). A
  restricted card stacked still needs no card of the colour in play. Each wild in a chain
  names (or moves on) the colour; a chain ending on a Draw Two has its colour.
- Pass-on (H10): a coloured draw card of the same type, or on a wild draw card one of the
  named colour; the next player then draws only its number.
- Reflect (M5): a Reverse of the colour in play reverses play and sends the same number
  on to the next player in the new direction, the sender; it may be reflected again and
  cannot be challenged.
- Jump-in (H7, M3): an exact twin, not on the first card, not on a wild draw card; while
  a draw is pending only a twin draw card, which adds to it with stacking on and cancels
  it without (the player after the jumper then draws that card's number). The player of
  the top card cannot follow it at once; the others are asked in order of play; a 7 or 0
  jumped in swaps as usual (M4). With two players (or two left) a twin Reverse acts as a
  Skip like any Reverse, so the player who jumped in plays again at once (review 14).
- Hand moves (M4, M7, M14): Shuffle Hands is dealt one card at a time clockwise from its
  player's left, also as the last card (so its player does not win); the colour is named
  after the deal. Swap Hands, 7, 0 and 5 do nothing as the last card. The 7 swap is
  compulsory; five swaps are optional, both cards chosen at once.
- UNO (rule 9, M10): whoever ends up holding one card after a play, a hand move or a
  shrinking-hands refill may call; a missed call is caught at most once.
- End of round: a draw card played as the last card is still drawn by the next player,
  unanswered (rule 10). ``to_the_end``: the winner collects the hands as they were when
  the winner went out, or, if that card made someone draw, once that draw is taken (so
  those cards count); penalty points charge only the last player (H1); the last player
  left loses the round and deals the next one, in every scoring (review 9); ``shrinking``
  scores as usual (H2), a new hand is drawn after the pile is made anew (rule 11) and the
  next is one card fewer than the cards actually drawn; a restricted card that empties a
  hand is judged in a challenge on that empty hand, so it is never caught (issue 13).
  With two players left, Reverse acts as a Skip (rule 14).
- Scores: finish bonuses only under penalty points and only for the round's winner,
  a total never goes below 0 (a round's score may); penalty points end the game when
  someone reaches or passes the limit and the fewest points win, a tie shared (M11);
  lazy scoring: the holder of most points deals next, a tie to the one nearest the
  winner's left, and the winner starts (H4).
- Table talk is a stated probability (:class:`Table`): a missed UNO call is caught with
  ``catch_probability``; after a number 2 under silent twos somebody speaks with
  ``silence_break_probability`` (one roll per 2: a 2 played during the silence starts it
  again); the silence ends, logged ``silence_end``, when play reaches the 2's player or,
  after they went out on it, passes their empty seat (review 13); under hands on UNO a
  random other player is the last hand after every call.
- A restricted card (the Wild Draw Four, rule 7) played while holding the colour in play
  is a bluff: offered to policies only when it may be challenged, logged as such.

Only this package's names in ``__all__`` are public; its modules are internal.
"""

from .cards import Card
from .engine import play_game, play_round
from .policies import GreedyPolicy, RandomPolicy, make_policy
from .results import (
    Event,
    GameResult,
    PlayContext,
    RoundResult,
    Table,
    TableState,
)
from .state import Move, Policy, RoundSetup, View

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
