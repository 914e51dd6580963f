"""The ``simulate`` command: play a deck and its rules many times and show the figures.

Internal. Imports the library from :mod:`deckgen` only.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

import deckgen
from deckgen import counted

from .app import app
from .common import err, out, progress_bar, report_errors
from .console import styled
from .options import HouseRuleOpt, flag

if TYPE_CHECKING:  # the simulation stage loads when the command runs, not at start-up
    from deckgen import SimulationSpec, SimulationStats

EXIT_INTERRUPTED = 130  # the shell's status for a process ended by Ctrl-C (128 + SIGINT)
PROGRESS_FROM = 500  # rounds from which a run gets a progress bar (games count as 10)
DEFAULT_ROUNDS = 2000  # simulate()'s default, here only to size the progress bar

SpecArg = Annotated[
    str | None,
    typer.Argument(
        help="A deck (id or .yaml file; default classic-108), or a whole configuration "
        "DECK[:RULESET][+HOUSE_RULE…], e.g. house-plus-ten:plus-ten+stacking.",
        show_default=False,
    ),
]


@app.command("simulate")
def simulate_command(
    deck: SpecArg = None,
    ruleset: Annotated[
        str | None,
        typer.Option(
            "--ruleset",
            help="Ruleset for DECK: a shipped id or a .yaml file (default official).",
            show_default=False,
        ),
    ] = None,
    house_rule: HouseRuleOpt = None,
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            help="Players at the table (default 4, or the count the deck is for).",
            show_default=False,
        ),
    ] = None,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            "-n",
            help="Rounds to play per configuration (default 2,000).",
            show_default=False,
        ),
    ] = None,
    games: Annotated[
        int | None,
        typer.Option("--games", help="Play whole games instead (to the target or limit)."),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Same seed, same figures.")] = 0,
    policy: Annotated[
        str, typer.Option("--policy", help="How every player plays: greedy or random.")
    ] = "greedy",
    compare: Annotated[
        list[str] | None,
        typer.Option(
            "--compare",
            metavar="SPEC",
            help="Another configuration, DECK[:RULESET][+HOUSE_RULE…], side by side (repeatable).",
        ),
    ] = None,
    seconds_per_turn: Annotated[
        float | None,
        typer.Option("--seconds-per-turn", help="Also show minutes per round at this pace."),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option("--workers", help="Processes to use (default: all cores); same figures."),
    ] = None,
    as_json: Annotated[bool, flag("--json", help="Print JSON instead of a table.")] = False,
    plot: Annotated[
        Path | None,
        typer.Option("--plot", help="Also draw turns per round to FILE.png or FILE.svg."),
    ] = None,
    quiet: Annotated[
        bool,
        flag("--quiet", "-q", help="No progress bar, no 'wrote' line; figures still."),
    ] = False,
) -> None:
    """Play a deck and its rules many times: how long rounds last, how much is drawn.

    Figures per configuration, the first one's ratio beside the others (--compare).
    """
    with report_errors():
        first = deckgen.SimulationSpec.from_options(deck, ruleset, house_rule or [])
        specs = [first, *(deckgen.SimulationSpec.parse(text) for text in compare or [])]
        if plot is not None:
            deckgen.check_plot(plot)
        units = games if games is not None else rounds or DEFAULT_ROUNDS
        interrupted = False
        with _progress(units * len(specs), quiet or as_json, games is not None) as advance:
            try:
                stats = deckgen.simulate(
                    specs,
                    players=players,
                    rounds=rounds,
                    games=games,
                    seed=seed,
                    policy=policy,
                    seconds_per_turn=seconds_per_turn,
                    workers=workers,
                    progress=advance,
                )
            except deckgen.SimulationInterrupted as stop:
                stats, interrupted = stop.stats, True
        if interrupted:
            err.print("interrupted: the figures of the rounds measured so far", highlight=False)
        if not stats:
            raise typer.Exit(EXIT_INTERRUPTED)
        if as_json:
            typer.echo(json.dumps(report(stats, interrupted), indent=2, ensure_ascii=False))
        else:
            out.print(figures_table(stats, out.width))
        for line in endless_warnings(stats):
            err.print(styled("warning:", "yellow", line), highlight=False)
        for line in deckgen.same_figures_notes(stats):  # newcomer 12, M2
            err.print(styled("note:", "yellow", line), highlight=False)
        if plot is not None:
            written = deckgen.plot_turns(stats, plot)
            if not quiet:
                (err if as_json else out).print(f"wrote {written}")
    if interrupted:
        raise typer.Exit(EXIT_INTERRUPTED)


@contextmanager
def _progress(total: int, off: bool, games: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr for a run of ``total`` rounds (or games), or ``None`` when
    ``off``, for a short run, or when stderr is not a terminal."""
    short = total * (10 if games else 1) < PROGRESS_FROM
    label = f"playing {'games' if games else 'rounds'}"
    with progress_bar(label, total, err, off=off or short) as advance:
        yield advance


def report(stats: Sequence[SimulationStats], interrupted: bool) -> dict[str, Any]:
    """The data ``deckgen simulate --json`` prints."""
    return {
        "percentiles": "nearest-rank",
        "interrupted": interrupted,
        "configurations": [s.as_dict() for s in stats],
    }


def endless_warnings(stats: Sequence[SimulationStats]) -> list[str]:
    """One sentence per configuration whose rounds were cut at the turn cap or whose games
    never ended, saying how many in words (newcomer review 8: the figures alone left a
    newcomer to work out that about one round in 75 never ends). Empty when every round
    and game finished.

    Each line names the configuration as written (``DECK:RULESET+HOUSE_RULE…``), the count
    out of the rounds (or games) measured and its share in per cent, one decimal."""
    lines = []
    for s in stats:
        if s.cut_rounds:
            lines.append(
                f"{s.spec}: {s.cut_rounds:,} of {counted(s.rounds, 'round', grouped=True)} "
                f"({_share(s.cut_rounds, s.rounds)}) "
                f"did not finish within {s.turn_cap:,} turns; this combination can make a "
                "round endless (their turns count as "
                f"{s.turn_cap:,}, so the turn figures are lower bounds)"
            )
        if s.unfinished_games and s.games:
            lines.append(
                f"{s.spec}: {s.unfinished_games:,} of {counted(s.games, 'game', grouped=True)} "
                f"({_share(s.unfinished_games, s.games)}) never reached the end of the game"
            )
    return lines


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %"


# label, figure, whether a ratio to the first configuration means something
Row = tuple[str, Callable[["SimulationStats"], float | int | None], bool]


def _rows(first: SimulationStats) -> list[Row]:
    rows: list[Row] = [
        ("rounds measured", lambda s: s.rounds, False),
        ("turns per round: mean", lambda s: s.turns_mean, True),
        ("  median", lambda s: s.turns_median, True),
        ("  90th percentile", lambda s: s.turns_p90, True),
        ("  99th percentile", lambda s: s.turns_p99, True),
        ("  longest round", lambda s: s.turns_max, True),
        (f"rounds cut at {first.turn_cap:,} turns", lambda s: s.cut_rounds, False),
        ("cards drawn per round", lambda s: s.cards_drawn_mean, True),
        ("draw penalty at once: max", lambda s: s.longest_penalty_max, True),
        ("  mean of round max", lambda s: s.longest_penalty_mean, True),
        ("points scored per round", lambda s: s.points_mean, True),
    ]
    if first.games is not None:
        rows[0:0] = [("games measured", lambda s: s.games, False)]
        rows += [
            ("rounds per game: mean", lambda s: s.rounds_per_game_mean, True),
            ("  longest game", lambda s: s.rounds_per_game_max, True),
            ("turns per game: mean", lambda s: s.turns_per_game_mean, True),
            ("unfinished games", lambda s: s.unfinished_games, False),
        ]
    if first.seconds_per_turn is not None:
        pace = f"{first.seconds_per_turn:g} s/turn"
        rows.append((f"minutes per round ({pace})", lambda s: s.minutes_per_round, True))
        if first.games is not None:
            rows.append((f"minutes per game ({pace})", lambda s: s.minutes_per_game, True))
    return rows


def figures_table(stats: Sequence[SimulationStats], width: int | None = None) -> Table:
    """The figures of each configuration side by side, each beside the first's ratio.

    ``width``: the console's width in columns (``None``: as wide as it needs). When the
    table with each configuration's name over its column would not fit, the columns are
    headed ``#1``, ``#2`` … and the caption says which configuration each is: the row
    labels always stay whole (newcomer review 8: four configurations at 80 columns cut
    the headings to ``classic-…`` and dropped the labels)."""
    table = _figures_table(stats, numbered=False)
    if width is not None and _needed_width(table) > width:
        table = _figures_table(stats, numbered=True)
    return table


def _needed_width(table: Table) -> int:
    """The columns ``table`` takes unwrapped (its widest line, captions aside)."""
    console = Console(width=10_000, file=io.StringIO())
    return Measurement.get(console, console.options, table).maximum


def _players(stats: Sequence[SimulationStats]) -> str:
    """ "4 players", or "2 / 4 players" when the configurations sat different tables (each
    deck's own count, without --players)."""
    counts = [s.players for s in stats]
    if len(set(counts)) == 1:
        return counted(counts[0], "player")
    return f"{' / '.join(str(n) for n in counts)} players"


def _figures_table(stats: Sequence[SimulationStats], numbered: bool) -> Table:
    first = stats[0]
    unit = (
        counted(first.games, "game", grouped=True)
        if first.games is not None
        else counted(first.rounds, "round", grouped=True)
    )
    table = Table(
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        title=(
            f"{_players(stats)}, {first.policy} play, {unit} each, seed {first.seed}"
            + (" (interrupted: measured so far)" if first.interrupted else "")
        ),
        caption_justify="left" if numbered else "center",
        caption="".join(f"#{n} {s.spec}\n" for n, s in enumerate(stats, 1) if numbered)
        # which column the ratios are against, by name: put the plain deck first (L9);
        # one configuration has no ratios (newcomer 12, L7)
        + (
            f"×: ratio to the first column, {first.spec} (×0.50: half its figure); give the "
            "one to compare with first.\n"
            if len(stats) > 1
            else ""
        )
        + "Percentiles by nearest rank. "
        "A round cut at the turn cap counts with the turns it had.",
    )
    labels = [label for label, _, _ in _rows(first)]
    table.add_column("", no_wrap=True, min_width=max(map(len, labels)))  # always whole
    for n, s in enumerate(stats, 1):
        heading = f"#{n}" if numbered else _heading(s.spec)
        table.add_column(heading, justify="right", no_wrap=not numbered)
    for label, figure, ratio in _rows(first):
        base = figure(first)
        cells = [_cell(figure(s), base if ratio and s is not first else None) for s in stats]
        table.add_row(label, *cells)
    return table


def _heading(spec: SimulationSpec) -> str:
    """``deck`` over ``:ruleset+house rules``: two short lines instead of one long one."""
    return f"{spec.deck}\n:{str(spec).removeprefix(spec.deck + ':')}"


def _cell(value: float | int | None, base: float | int | None) -> Text:
    if value is None:
        return Text("-")
    text = Text(f"{value:,}" if isinstance(value, int) else f"{value:,.1f}")
    if base:
        text.append(f" ×{value / base:.2f}", style="dim")
    return text
