"""What a simulation measures, and the figures made of it. Internal.

Percentiles are nearest-rank: the p-th percentile of n sorted values is the value at
rank ⌈p·n/100⌉ (always a turn count that happened). The median is
:func:`statistics.median` (the mean of the two middle values for an even n).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple

from ..game import RoundResult
from .spec import SimulationSpec


class RoundRecord(NamedTuple):
    """The figures kept of one round (small: they travel back from worker processes)."""

    turns: int
    finished: bool
    cards_drawn: int
    longest_penalty: int
    points: int  # the scores written down for the round, all players together

    @classmethod
    def of(cls, result: RoundResult) -> RoundRecord:
        return cls(
            result.turns,
            result.finished,
            result.cards_drawn,
            result.longest_penalty,
            sum(result.scores),
        )


class GameRecord(NamedTuple):
    """One game: its rounds in order, and whether it reached its end (a winner)."""

    rounds: tuple[RoundRecord, ...]
    finished: bool


def nearest_rank(ordered: Sequence[int], percent: int) -> int:
    """The ``percent``-th percentile of ``ordered`` (sorted, not empty) by nearest rank:
    the value at rank ⌈percent·n/100⌉, counted from 1. Exact in integers."""
    rank = max(1, -(-percent * len(ordered) // 100))
    return ordered[rank - 1]


@dataclass(frozen=True)
class SimulationStats:
    """The figures of one configuration over the rounds (or games) measured.

    Turns (a jump-in is a turn, a missed turn is not; see
    :class:`~deckgen.game.RoundResult`): ``turns_mean``, ``turns_median``, ``turns_p90``,
    ``turns_p99`` (nearest rank) and ``turns_max`` per round. A round cut at the engine's
    turn cap (``turn_cap``, 1,000 unless changed) counts with the turns it had, so with
    ``cut_rounds`` above 0 the turn figures are lower bounds. ``cards_drawn_mean``: cards
    taken from the draw pile per round, for any reason. ``longest_penalty_max`` and
    ``longest_penalty_mean``: the most cards one player drew at once from a draw card, a
    stack or a challenge; the largest in any round, and the mean of each round's largest
    (0 in a round without one). ``points_mean``: the points the ``scoring`` point writes
    down per finished round, all players together (winner collects: what the winner
    collects; lazy scoring: 0); ``None`` if no round finished.

    With games: ``games`` played, ``rounds_per_game_mean``/``rounds_per_game_max`` over
    every game, ``turns_per_game_mean`` (all its rounds' turns), ``unfinished_games`` (a
    round cut, or the round cap reached); every round of every game counts in the round
    figures. ``minutes_per_round`` (and
    ``minutes_per_game``) only when ``seconds_per_turn`` was given: mean turns × seconds
    per turn. ``interrupted``: the run was stopped early; the figures cover ``rounds``.
    ``turns_per_round`` holds every round's turns, in order of the round seeds.
    """

    spec: SimulationSpec
    players: int
    policy: str
    seed: int
    turn_cap: int
    rounds: int
    turns_mean: float
    turns_median: float
    turns_p90: int
    turns_p99: int
    turns_max: int
    cut_rounds: int
    cards_drawn_mean: float
    longest_penalty_max: int
    longest_penalty_mean: float
    points_mean: float | None
    games: int | None = None
    rounds_per_game_mean: float | None = None
    rounds_per_game_max: int | None = None
    turns_per_game_mean: float | None = None
    unfinished_games: int | None = None
    seconds_per_turn: float | None = None
    minutes_per_round: float | None = None
    minutes_per_game: float | None = None
    interrupted: bool = False
    turns_per_round: tuple[int, ...] = field(default=(), repr=False)

    def as_dict(self) -> dict[str, Any]:
        """Every figure as plain JSON types (``spec`` as its text and its parts), without
        ``turns_per_round``."""
        data = asdict(self)
        del data["turns_per_round"]
        data["spec"] = {"text": str(self.spec), **asdict(self.spec)}
        data["spec"]["house_rules"] = list(self.spec.house_rules)
        return data


def summarise(
    spec: SimulationSpec,
    records: Sequence[RoundRecord],
    games: Sequence[GameRecord] | None = None,
    *,
    players: int,
    policy: str,
    seed: int,
    turn_cap: int,
    seconds_per_turn: float | None = None,
    interrupted: bool = False,
) -> SimulationStats:
    """The figures of ``records`` (every round, in seed order; not empty) and, when the
    run played games, of ``games`` (whose rounds are ``records``)."""
    turns = [r.turns for r in records]
    ordered = sorted(turns)
    finished_points = [r.points for r in records if r.finished]
    turns_mean = statistics.fmean(turns)
    minutes = None if seconds_per_turn is None else turns_mean * seconds_per_turn / 60
    game_figures: dict[str, Any] = {}
    if games is not None:
        lengths = [len(g.rounds) for g in games]
        game_turns = statistics.fmean(sum(r.turns for r in g.rounds) for g in games)
        game_figures = {
            "games": len(games),
            "rounds_per_game_mean": statistics.fmean(lengths),
            "rounds_per_game_max": max(lengths),
            "turns_per_game_mean": game_turns,
            "unfinished_games": sum(not g.finished for g in games),
        }
        if seconds_per_turn is not None:
            game_figures["minutes_per_game"] = game_turns * seconds_per_turn / 60
    return SimulationStats(
        spec=spec,
        players=players,
        policy=policy,
        seed=seed,
        turn_cap=turn_cap,
        rounds=len(records),
        turns_mean=turns_mean,
        turns_median=float(statistics.median(ordered)),
        turns_p90=nearest_rank(ordered, 90),
        turns_p99=nearest_rank(ordered, 99),
        turns_max=ordered[-1],
        cut_rounds=sum(not r.finished for r in records),
        cards_drawn_mean=statistics.fmean(r.cards_drawn for r in records),
        longest_penalty_max=max(r.longest_penalty for r in records),
        longest_penalty_mean=statistics.fmean(r.longest_penalty for r in records),
        points_mean=statistics.fmean(finished_points) if finished_points else None,
        seconds_per_turn=seconds_per_turn,
        minutes_per_round=minutes,
        interrupted=interrupted,
        turns_per_round=tuple(turns),
        **game_figures,
    )
