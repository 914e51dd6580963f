"""Draw the distribution of turns per round, one line per configuration. Internal.

Needs matplotlib, an optional extra (``pip install 'deckgen[plot]'``); nothing else in
deckgen does.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from ..errors import DeckgenError
from ..output import atomic_path
from .stats import SimulationStats

FORMATS = {".png": "png", ".svg": "svg"}  # file suffix -> matplotlib format
PNG_DPI = 150
MAX_BINS = 60  # about this many points per line: smooth enough, yet not noisy
X_MARGIN = 1.15  # the x axis runs to the largest 99th percentile times this
MISSING = "--plot needs matplotlib, an optional extra: pip install 'deckgen[plot]'"


def plot_turns(stats: Sequence[SimulationStats], path: Path | str) -> Path:
    """Write the distribution of turns per round of each of ``stats`` to ``path``
    (``.png`` at 150 dpi or ``.svg``), one line per configuration; returns ``path``.

    y: the share of rounds (in %) in each bin of turns (bins of 1, 2, 5, 10… turns, about
    60 up to the axis end); x runs to 1.15 × the largest 99th percentile, so a long tail
    is cut off the axis: the legend gives each line's mean, 99th percentile, longest round
    and rounds cut at the turn cap (a dotted line marks the cap when a round was cut, and
    those rounds show as a peak at it). Raises :class:`DeckgenError` for another suffix or
    when matplotlib is not installed (saying how to install it), :class:`OutputError` if
    the file cannot be written.
    """
    path = Path(path)
    fmt = check_plot(path)
    from matplotlib.figure import Figure

    if not stats:
        raise DeckgenError("nothing measured to plot")
    x_end = max(s.turns_p99 for s in stats) * X_MARGIN
    width = bin_width(x_end)
    figure = Figure(figsize=(8, 4.5), layout="constrained")
    axes = figure.subplots()
    for s in stats:
        x, y = _line(s.turns_per_round, width)
        axes.plot(x, y, linewidth=1.8, label=_label(s))
    first = stats[0]
    if any(s.cut_rounds for s in stats):  # the cut rounds pile up in the cap's bin
        cap = first.turn_cap
        axes.axvline(cap, color="grey", linestyle=":", label=f"turn cap: rounds cut at {cap:,}")
    counted = f"{first.games:,} games" if first.games else f"{first.rounds:,} rounds"
    axes.set_title(
        f"Turns per round: {first.players} players, {first.policy} play, {counted} each"
        f" (seed {first.seed})"
    )
    axes.set_xlabel(f"turns in the round (bins of {width})")
    axes.set_ylabel(f"rounds (% per {width} turns)")
    axes.set_xlim(0, x_end)
    axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend(fontsize="small")
    with atomic_path(path) as tmp:  # a failed write: OutputError, nothing left behind
        figure.savefig(tmp, format=fmt, dpi=PNG_DPI)
    return path


def check_plot(path: Path | str) -> str:
    """The matplotlib format for ``path`` if :func:`plot_turns` can write it, checked
    before a long run. Raises :class:`DeckgenError` as :func:`plot_turns` does."""
    fmt = FORMATS.get(Path(path).suffix.lower())
    if fmt is None:
        raise DeckgenError(
            f"--plot {path}: write a file ending in {' or '.join(FORMATS)}, e.g. turns.png"
        )
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise DeckgenError(MISSING) from None
    return fmt


def bin_width(x_end: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50… turns that makes at most 60 bins up to
    ``x_end``."""
    width = 1
    for scale in (10**k for k in range(7)):
        for step in (1, 2, 5):
            width = step * scale
            if x_end / width <= MAX_BINS:
                return width
    return width


def _line(turns: Sequence[int], width: int) -> tuple[list[float], list[float]]:
    """Bin centres and the % of rounds in each bin, every bin from 0 to the longest round
    (empty ones at 0 %, so a line drops to the axis where no round fell)."""
    counts = Counter(t // width for t in turns)
    bins = range(max(counts) + 1)
    x = [(b + 0.5) * width for b in bins]
    y = [100 * counts[b] / len(turns) for b in bins]
    return x, y


def _label(s: SimulationStats) -> str:
    cut = f", {s.cut_rounds} cut at {s.turn_cap:,}" if s.cut_rounds else ""
    return (
        f"{s.spec}: mean {s.turns_mean:,.0f}, p99 {s.turns_p99:,}, longest {s.turns_max:,}"
        f"{cut}{' (interrupted)' if s.interrupted else ''}"
    )
