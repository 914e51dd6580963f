"""Why two compared configurations can give the very same figures: the rule points they
differ in never come into play with the policy measured (newcomer 12, M2: a house rule
setting only ``uno_penalty`` changed nothing with greedy players, and nothing said why).
Internal; ``deckgen simulate`` prints the lines.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..game.policies import IDLE_POINTS
from ..rules.points import RulePoints
from .stats import SimulationStats

GAME_ONLY = {"target": "target counts only in whole games (--games N)"}
"""Points a run of single rounds never reaches, and why."""


def same_figures_notes(stats: Sequence[SimulationStats]) -> list[str]:
    """One sentence per configuration after the first whose every figure equals the first's
    although their rule points differ: it names those points (value, then the first's) and
    why none changes a figure when the model knows (:data:`~deckgen.game.policies.
    IDLE_POINTS` for the policy measured; :data:`GAME_ONLY` for a run of rounds). Empty
    when no such configuration. Loads each configuration's rules again
    (:meth:`~deckgen.SimulationSpec.load`); raises what that raises."""
    if len(stats) < 2:
        return []
    first = stats[0]
    figures = _figures(first)
    base: dict[str, Any] | None = None  # loaded only when some figures are the same
    lines = []
    for other in stats[1:]:
        if _figures(other) != figures:
            continue
        base = _points(first) if base is None else base
        points = _points(other)
        differ = [name for name, value in points.items() if base[name] != value]
        if not differ:
            continue
        named = ", ".join(f"{name} ({points[name]}, not {base[name]})" for name in differ)
        idle = IDLE_POINTS.get(first.policy, {})
        game_only = GAME_ONLY if first.games is None else {}
        reasons = dict.fromkeys(
            idle.get(name) or game_only.get(name) or "" for name in differ
        )  # one reason once, in the order of the points
        why = "; ".join(reason for reason in reasons if reason)
        if not why:
            why = "none of the figures measured depends on them here"
        elif "" in reasons:
            why += "; the others change no figure measured here"
        lines.append(
            f"{other.spec}: every figure is the same as {first.spec}'s, though it sets "
            f"{named}: {why}"
        )
    return lines


def _points(stats: SimulationStats) -> dict[str, Any]:
    """Every rule point of the configuration measured, name → value (sources aside)."""
    points: RulePoints = stats.spec.load()[1]
    return {
        field.name: getattr(points, field.name)
        for field in dataclasses.fields(points)
        if field.name != "sources"
    }


def _figures(stats: SimulationStats) -> dict[str, Any]:
    """Every figure of ``stats`` (its configuration's name aside)."""
    figures = dataclasses.asdict(stats)
    del figures["spec"]
    return figures
