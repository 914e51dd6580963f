"""Play a round or a whole game from a deck and the rule points in force. Internal;
the public names are re-exported from :mod:`deckgen.game`."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..definitions.model import Deck
from ..rules.points import RulePoints
from .results import GameResult, RoundResult, Table
from .round import Round
from .scoring import add_round, game_winners, next_dealer
from .state import Policy, RoundSetup, Watch

DEFAULT_TABLE = Table()


def player_range(deck: Deck, points: RulePoints) -> tuple[int, int]:
    """The fewest and most players ``deck`` and ``points`` are both for."""
    low, high = points.players_min, points.players_max
    if deck.players is not None:
        low, high = max(low, deck.players[0]), min(high, deck.players[1])
    return low, high


def table_players(deck: Deck, points: RulePoints, wanted: int = 4) -> int:
    """``wanted`` players, or the nearest count ``deck`` and ``points`` are both for (2 for
    a two-player deck): the table ``simulate`` and the booklet's round length play when no
    count is given."""
    low, high = player_range(deck, points)
    return min(max(wanted, low), high)


def check_players(deck: Deck, points: RulePoints, players: int) -> None:
    """Raise ``ValueError`` unless ``players`` is within the ruleset's and the deck's range;
    the message names the counts that fit, as ``--players`` takes them."""
    low, high = player_range(deck, points)
    if not low <= players <= high:
        fits = (
            f"{low} player{'s' if low != 1 else ''} only (--players {low})"
            if low == high
            else f"{low} to {high} players (--players {low} to {high})"
        )
        asked = f"{players} player{'s' if players != 1 else ''}"  # "1 player" (newcomer 11)
        raise ValueError(f"{asked}: deck '{deck.id}' with these rules is for {fits}")


def play_round(
    deck: Deck,
    points: RulePoints,
    policies: Sequence[Policy],
    rng: random.Random,
    *,
    dealer: int | None = None,
    starter: int | None = None,
    table: Table = DEFAULT_TABLE,
    log: bool = False,
    watch: Watch | None = None,
    setup: RoundSetup | None = None,
) -> RoundResult:
    """Play one round with one policy per seat; everything random comes from ``rng``.

    ``dealer``: the dealer's seat (``None``: chosen with ``rng``, which stands in for rule
    1's "highest card deals"). ``starter``: who plays first (``None``: the player left of
    the dealer, rule 4; given, e.g. the last winner under lazy scoring, that player starts
    even when a Reverse is turned first). ``log``: keep the event list in the result.
    ``watch(event, table_state)`` is called after every event (for tests; slow).
    ``setup``: lay the table out by hand instead of dealing (scripted scenarios; the
    players check is skipped). The same deck, points, policies and seed give the same
    result. Raises ``ValueError`` for a number of players outside the deck's and the
    rules' range, a deck too small for the hands, or a policy answer not offered.
    """
    n = len(policies)
    if setup is None:
        check_players(deck, points, n)
    if dealer is None:
        dealer = rng.randrange(n)
    r = Round(deck, points, policies, rng, table, dealer, starter, log, watch)
    if setup is None:
        r.deal()
    else:
        r.set_up(setup)
    return r.run()


def play_game(
    deck: Deck,
    points: RulePoints,
    policies: Sequence[Policy],
    rng: random.Random,
    *,
    rounds: int | None = None,
    table: Table = DEFAULT_TABLE,
    log: bool = False,
) -> GameResult:
    """Play rounds until the game is won (rules 1, 4, 12, 13 and the ``next_dealer``,
    ``later_rounds_start`` and ``scoring`` points).

    The first dealer is chosen with ``rng``; then the deal passes left or goes to the
    player who held most points, and the next round is started by the player left of the
    dealer or by the last winner. ``winner_collects``/``penalty_points``: until someone
    reaches or passes ``target``, at most ``rounds`` rounds (default
    :attr:`Table.round_cap`); ``lazy``: no score ends it, so ``rounds`` rounds are played
    (default 1). A round cut at the turn cap, or the round limit reached first, ends the
    game unfinished. Raises ``ValueError`` as :func:`play_round`.
    """
    n = len(policies)
    check_players(deck, points, n)
    lazy = points.scoring == "lazy"
    limit = (rounds or 1) if lazy else (rounds or table.round_cap)
    dealer, starter = rng.randrange(n), None
    totals = [0] * n
    results: list[RoundResult] = []
    while len(results) < limit:
        result = play_round(
            deck, points, policies, rng, dealer=dealer, starter=starter, table=table, log=log
        )
        results.append(result)
        if not result.finished:
            break
        totals = list(add_round(totals, result.scores))
        winners = game_winners(points, totals)
        if lazy and len(results) == limit and result.winner is not None:
            winners = (result.winner,)
        if winners:
            return GameResult(tuple(results), tuple(totals), winners, True)
        dealer = next_dealer(points, result, n)
        starter = result.winner if points.later_rounds_start == "last_winner" else None
    return GameResult(tuple(results), tuple(totals), (), False)
