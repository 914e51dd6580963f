"""Measure what a deck, a ruleset and house rules do to a game, by playing it many times.

Public API (re-exported from :mod:`deckgen`)::

    from deckgen import simulate
    classic, plus_ten = simulate(["classic-108:official", "house-plus-ten:plus-ten"])
    plus_ten.turns_mean / classic.turns_mean, plus_ten.cut_rounds

The rules engine (:mod:`deckgen.game`) plays every round; this package seeds the rounds,
spreads them over worker processes and turns their results into figures. Its modules
are internal.
"""

from .plot import check_plot, plot_turns
from .roundlength import RoundLength, measure_round_length
from .runner import SimulationInterrupted, simulate
from .spec import SimulationSpec
from .stats import SimulationStats

__all__ = [
    "RoundLength",
    "SimulationInterrupted",
    "SimulationSpec",
    "SimulationStats",
    "check_plot",
    "measure_round_length",
    "plot_turns",
    "simulate",
]
