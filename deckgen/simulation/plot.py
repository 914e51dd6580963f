"""Draw the distribution of turns per round, one line per configuration. Internal.

Needs matplotlib, an optional extra (``pip install 'deckgen[plot]'``); nothing else in
deckgen does.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from ..counting import counted
from ..errors import DeckgenError
from ..output import atomic_path
from .stats import SimulationStats

FORMATS = {".png": "png", ".svg": "svg"}  # file suffix -> matplotlib format
PNG_DPI = 150
MAX_BINS = 60  # about this many points per line: smooth enough, yet not noisy
X_MARGIN = 1.15  # the x axis runs to the largest 99th percentile times this at least
TAIL_REACH = 3.0  # ... and on to the longest round unless that is this much farther
MISSING = "--plot needs matplotlib, an optional extra: pip install 'deckgen[plot]'"


def plot_turns(stats: Sequence[SimulationStats], path: Path | str) -> Path:
    """Write the distribution of turns per round of each of ``stats`` to ``path``
    (``.png`` at 150 dpi or ``.svg``), one line per configuration; returns ``path``.

    y: the share of rounds (in %) in each bin of turns (bins of 1, 2, 5, 10… turns, about
    60 up to the axis end); x runs on to the longest round (newcomer 9, L8), unless it is
    more than ``TAIL_REACH`` × 1.15 × the largest 99th percentile away: then x stops there
    and a note in the chart says how many rounds the tail beyond holds (see
    :func:`x_axis`). The legend gives each line's mean, 99th percentile, longest round
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
    x_end, width, hidden = x_axis(stats)
    figure = Figure(figsize=(8, 4.5), layout="constrained")
    axes = figure.subplots()
    for s in stats:
        x, y = _line(s.turns_per_round, width)
        axes.plot(x, y, linewidth=1.8, label=_label(s))
    first = stats[0]
    if any(s.cut_rounds for s in stats):  # the cut rounds pile up in the cap's bin
        cap = first.turn_cap
        axes.axvline(cap, color="grey", linestyle=":", label=f"turn cap: rounds cut at {cap:,}")
    measured = (
        counted(first.games, "game", grouped=True)
        if first.games
        else counted(first.rounds, "round", grouped=True)
    )
    axes.set_title(
        f"Turns per round: {counted(first.players, 'player')}, {first.policy} play, "
        f"{measured} each"
        f" (seed {first.seed})"
    )
    axes.set_xlabel(f"turns in the round (bins of {width})")
    axes.set_ylabel(f"rounds (% per {counted(width, 'turn')})")
    axes.set_xlim(0, x_end)
    axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend(fontsize="small")
    if hidden:
        axes.text(0.99, 0.6, hidden, transform=axes.transAxes, ha="right", fontsize="small")
    with atomic_path(path) as tmp:  # a failed write: OutputError, nothing left behind
        figure.savefig(tmp, format=fmt, dpi=PNG_DPI)
    return path


def x_axis(stats: Sequence[SimulationStats]) -> tuple[float, int, str]:
    """Where the turns axis of :func:`plot_turns` ends, its bin width (turns) and the note
    on what lies beyond (``""`` when nothing does).

    The axis reaches the end of the longest round's bin when that is at most
    ``TAIL_REACH`` × (1.15 × the largest 99th percentile); a longer tail would squeeze the
    lines into the left edge, so the axis stops at that bound and the note says "not
    shown: 3 rounds (0.3 %) longer than 840 turns, the longest 5,000" (per line, when
    several lines have such rounds).
    """
    core = max(s.turns_p99 for s in stats) * X_MARGIN
    longest = max(s.turns_max for s in stats)
    width = bin_width(max(core, longest))
    reach = (longest // width + 1) * width  # the end of the longest round's bin
    if reach <= core * TAIL_REACH:
        return max(core, reach), width, ""
    width = bin_width(core * TAIL_REACH)
    x_end = core * TAIL_REACH
    notes = []
    for s in stats:
        beyond = sum(1 for t in s.turns_per_round if t > x_end)
        if beyond:
            share = 100 * beyond / len(s.turns_per_round)
            who = f"{s.spec}: " if len(stats) > 1 else ""
            notes.append(
                f"{who}{counted(beyond, 'round', grouped=True)} ({share:.1f} %), "
                f"the longest {s.turns_max:,}"
            )
    return x_end, width, f"not shown, longer than {x_end:,.0f} turns:\n" + "\n".join(notes)


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
