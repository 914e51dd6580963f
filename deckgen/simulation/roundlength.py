"""How long a round lasts, for the line the booklet and the reference card may print
(``--round-length``). Public names re-exported from :mod:`deckgen`.

One seeded simulation run per build (not per language): a few hundred
rounds in this process, well under a second.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

from ..definitions.model import Deck
from ..errors import SimulationWarning
from ..game import Table
from ..game.engine import table_players
from ..rules.model import Ruleset
from .runner import simulate_loaded
from .spec import SimulationSpec

ROUND_LENGTH_ROUNDS = 400  # the median moves by about ±2 turns between seeds; ~0.4 s
ROUND_LENGTH_SEED = 0
ROUND_LENGTH_PLAYERS = 4
MAX_CUT_SHARE = 0.10  # more rounds than this cut at the turn cap: no figure is printed


@dataclass(frozen=True)
class RoundLength:
    """A round's length as measured: ``turns``, the median turns per round rounded (to
    the nearest 5 from 20 on, else to the nearest whole turn; halves up), or ``None``
    when more than 10 % of the ``rounds`` were cut at the turn cap (then no line is
    printed). ``median``: the median of all ``rounds`` (a cut round counts with the
    turns it had), ``cut_rounds`` of them cut, with ``players`` at the table, ``seed``.
    """

    players: int
    turns: int | None
    median: float
    rounds: int
    cut_rounds: int
    seed: int


def measure_round_length(
    deck: Deck,
    ruleset: Ruleset,
    *,
    seed: int = ROUND_LENGTH_SEED,
    rounds: int = ROUND_LENGTH_ROUNDS,
    table: Table | None = None,
) -> RoundLength:
    """Play ``rounds`` rounds of ``deck`` under ``ruleset`` (its house rules on) as
    :func:`~deckgen.simulate` does (greedy play, seeded ``seed``; in this process, the
    deck and ruleset as loaded) and return the median length: the same figures as
    ``simulate([spec], players=…, rounds=…, seed=…)`` for the same configuration.

    A turn is a turn as the simulator counts it: a jump-in is a turn, a missed turn is
    not (see :class:`~deckgen.game.RoundResult`). Players: 4, or the nearest count the
    deck and the ruleset are for (2 for a two-player deck). If more than 10 % of the
    rounds were cut at the turn cap (``table.turn_cap``, default 1,000), ``turns`` is
    ``None`` and a :class:`~deckgen.SimulationWarning` says so: the booklet then leaves
    the line out rather than print a number that is only a lower bound.
    """
    from ..rules.blanks import deck_in_play

    deck = deck_in_play(deck, ruleset)  # blanks written on (+10) play as what they become
    players = table_players(deck, ruleset.points, ROUND_LENGTH_PLAYERS)
    spec = SimulationSpec(
        deck.id, ruleset.id, tuple(rule.reference for rule in ruleset.house_rules)
    )
    stats = simulate_loaded(
        spec, deck, ruleset.points, players=players, rounds=rounds, seed=seed, table=table
    )
    turns: int | None = round_turns(stats.turns_median)
    if stats.cut_rounds > MAX_CUT_SHARE * stats.rounds:
        warnings.warn(
            SimulationWarning(
                f"--round-length: {stats.cut_rounds} of {stats.rounds} simulated rounds of "
                f"{spec} with {players} players were cut at {stats.turn_cap:,} turns; the "
                "line on how long a round lasts is left out"
            ),
            stacklevel=2,
        )
        turns = None
    return RoundLength(players, turns, stats.turns_median, stats.rounds, stats.cut_rounds, seed)


def round_turns(median: float) -> int:
    """``median`` turns as printed: to the nearest 5 from 20 on, else to the nearest whole
    turn; halves go up (42.5 → 45, 17.5 → 18)."""
    if median >= 20:
        return 5 * math.floor(median / 5 + 0.5)
    return math.floor(median + 0.5)
