"""Points: what a hand counts, what a round writes down, who deals and who wins. Internal.

Rule numbers are those of the standard rule sheet (game facts, "Standard rules", 12-13).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..rules.points import RulePoints

if TYPE_CHECKING:
    from .cards import Card
    from .results import RoundResult
    from .state import RoundState


def hand_points(hand: Sequence[Card], points: RulePoints) -> int:
    """The points of ``hand`` (game facts, "Points"); a 0 alone in a hand counts
    ``lonely_zero_points`` when that is set (house rule ``zero-fifty``)."""
    if points.lonely_zero_points and len(hand) == 1 and hand[0].rank == 0:
        return points.lonely_zero_points
    return sum(c.points for c in hand)


def finish_bonus(card: Card, points: RulePoints) -> int:
    """Points taken off a player who goes out on ``card``: a wild +1 or +2 under penalty
    points (house rule ``plus-one-two``), else 0."""
    if points.scoring != "penalty_points" or not card.wild:
        return 0
    return {1: points.finish_bonus_one, 2: points.finish_bonus_two}.get(card.draw, 0)


def round_scores(r: RoundState, hand_pts: tuple[int, ...]) -> tuple[int, ...]:
    """What the ``scoring`` point writes down for a finished round, per player.

    ``winner_collects`` (rule 12): the winner scores the points left in the other hands
    (``to_the_end``: the hands as they were when the winner went out, H1), everyone else
    0. ``penalty_points`` (rule 13): each player is charged the points of the own hand at
    the end (``to_the_end``: the players out hold none, the last player the whole hand),
    less the finish bonus of the round's winner if it went out on a wild +1/+2 (only the
    first one out, and only the card that won the round). ``lazy``: 0 each.
    """
    points, n = r.points, r.n
    if points.scoring == "lazy":
        return (0,) * n
    winner = r.order_out[0]
    if points.scoring == "winner_collects":
        scores = [0] * n
        if points.end_of_round == "to_the_end":
            scores[winner] = r.collected
        else:
            scores[winner] = sum(hand_pts) - hand_pts[winner]
        return tuple(scores)
    scores = list(hand_pts)
    # only the round's winner, the first one out (to the end: later players out take
    # nothing off; shrinking hands: only the winning card is a finish card), review 9
    scores[winner] -= finish_bonus(r.finish_cards[winner], points)
    return tuple(scores)


def add_round(totals: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    """The running totals after a round: each player's total plus the round's score, never
    below 0 (a finish bonus takes points off a penalty total but cannot make it negative;
    the booklet's ``scoring.finish_bonus`` says "A total never goes below 0", and
    :class:`~deckgen.rules.points.RulePoints` the same)."""
    return tuple(max(t + s, 0) for t, s in zip(totals, scores, strict=True))


def game_winners(points: RulePoints, totals: Sequence[int]) -> tuple[int, ...]:
    """Who has won once ``totals`` are written down, or ``()`` if the game goes on.

    ``winner_collects``: whoever reached (or passed) ``target``; ``penalty_points``: once
    anyone reached or passed it, the player(s) with the fewest points (M11; a tie is
    shared); ``lazy``: ``()``, the score never ends a game.
    """
    if points.scoring == "lazy" or max(totals) < points.target:
        return ()
    best = max(totals) if points.scoring == "winner_collects" else min(totals)
    return tuple(p for p, total in enumerate(totals) if total == best)


def next_dealer(points: RulePoints, result: RoundResult, n: int) -> int:
    """Who deals the next round (``next_dealer``).

    ``to_the_end`` (play to the end, any scoring): the last player left holding cards,
    who lost the round (review 9). Otherwise ``left``: the player left of this round's
    dealer (rule 1); ``most_points``: the player left holding the most points (lazy
    scoring); on a tie the one nearest the winner's left (H4).
    """
    dealer = points.dealer_in_force
    if dealer == "last_left" and result.winner is not None:
        return result.order_out[-1]
    if dealer != "most_points" or result.winner is None:
        return (result.dealer + 1) % n
    order = [(result.winner + k) % n for k in range(1, n + 1)]
    return max(order, key=lambda p: (result.hand_points[p], -order.index(p)))
