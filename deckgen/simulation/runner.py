"""Play many rounds or games of each configuration, in worker processes. Internal.

Round (or game) ``i`` of every configuration is played with its own generator,
``random.Random(unit_seed(seed, i))``, so a figure never depends on how the rounds were
split between processes, nor on the other configurations measured with it; every
configuration meets the same sequence of seeds.
"""

from __future__ import annotations

import contextlib
import hashlib
import multiprocessing
import os
import random
import signal
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace

from ..definitions.model import Deck
from ..errors import DeckgenError
from ..game import Table, make_policy, play_game, play_round
from ..game.engine import player_range, table_players
from ..render.workers import start_worker, stop_workers_on_signals
from ..rules.points import RulePoints
from .spec import SimulationSpec
from .stats import GameRecord, RoundRecord, SimulationStats, summarise

DEFAULT_ROUNDS = 2000
DEFAULT_PLAYERS = 4
DEFAULT_POLICY = "greedy"
MIN_ROUNDS_FOR_POOL = 200  # below this (when workers is not given) one process is quicker
ROUNDS_PER_GAME_GUESS = 10  # to size a run of games against MIN_ROUNDS_FOR_POOL
CHUNKS_PER_WORKER = 8  # enough for an even load and a smooth progress bar
MAX_CHUNK_ROUNDS, MAX_CHUNK_GAMES = 100, 10


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C during :func:`simulate`. ``stats`` holds the figures of what was measured so
    far (``interrupted`` set; a configuration with nothing measured yet is left out)."""

    def __init__(self, stats: tuple[SimulationStats, ...]) -> None:
        super().__init__("simulation interrupted")
        self.stats = stats


@dataclass(frozen=True)
class _Config:
    """One configuration loaded, with everything a worker needs to play its rounds."""

    spec: SimulationSpec
    deck: Deck
    points: RulePoints
    players: int
    policy: str
    table: Table
    seed: int
    games: bool  # play whole games (else single rounds)


def unit_seed(seed: int, index: int) -> int:
    """The seed of round (or game) ``index`` of a run seeded ``seed``: the first 8 bytes
    of SHA-256 of ``"deckgen-simulate/<seed>/<index>"``, as a big-endian integer (the same
    on every Python version and machine)."""
    digest = hashlib.sha256(f"deckgen-simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def simulate(
    specs: Sequence[str | SimulationSpec],
    *,
    players: int | None = None,
    rounds: int | None = None,
    games: int | None = None,
    seed: int = 0,
    policy: str = DEFAULT_POLICY,
    seconds_per_turn: float | None = None,
    table: Table | None = None,
    workers: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[SimulationStats, ...]:
    """Play ``rounds`` rounds (default 2,000), or ``games`` whole games, of each
    configuration, and return one :class:`SimulationStats` per spec, in order.

    ``specs``: ``DECK[:RULESET][+HOUSE_RULE…]`` texts or :class:`SimulationSpec`.
    ``players``: at every table; ``None``: 4 (``DEFAULT_PLAYERS``), or the nearest count each
    configuration's deck and rules are for (2 for the ``two-player`` deck), as the
    booklet's round length plays.
    Every seat plays ``policy`` (``greedy`` or ``random``, see :mod:`deckgen.game`).
    ``table``: the table's habits and the turn cap (default :class:`~deckgen.game.Table`).
    ``workers``: processes to use (default: the cores this process may run on, one
    process below about 200 rounds); the figures are the same for any number.
    ``progress(n)`` is called as rounds (games, with ``games``) complete.

    Raises :class:`DefinitionError` for a spec, deck, ruleset or house rule that does not
    load, :class:`DeckgenError` for players the deck and rules are not for, a deck too
    small for the hands, both ``rounds`` and ``games``, a count below 1, an unknown policy
    or ``seconds_per_turn`` not above 0; :class:`SimulationInterrupted` on Ctrl-C.
    """
    units = _check_counts(rounds, games, seconds_per_turn, specs)
    run_table = table or Table()
    loaded = [_parsed(spec) for spec in specs]
    tables = _players(loaded, players)
    configs = [
        _configure(spec, deck, points, count, policy, run_table, seed, games is not None)
        for (spec, deck, points), count in zip(loaded, tables, strict=True)
    ]
    return _run(configs, units, seconds_per_turn, workers, progress)


def simulate_loaded(
    spec: SimulationSpec,
    deck: Deck,
    points: RulePoints,
    *,
    players: int = DEFAULT_PLAYERS,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = 0,
    table: Table | None = None,
) -> SimulationStats:
    """:func:`simulate` of one configuration already loaded (``deck`` and the ``points``
    in force; ``spec`` names it in the figures), ``rounds`` rounds of greedy play in this
    process: the same figures as ``simulate([spec], …)`` for the same seed. Raises
    :class:`DeckgenError` as :func:`simulate` does."""
    units = _check_counts(rounds, None, None, [spec])
    config = _configure(spec, deck, points, players, DEFAULT_POLICY, table or Table(), seed, False)
    (stats,) = _run([config], units, None, 1, None)
    return stats


def _run(
    configs: list[_Config],
    units: int,
    seconds_per_turn: float | None,
    workers: int | None,
    progress: Callable[[int], None] | None,
) -> tuple[SimulationStats, ...]:
    """Play ``units`` rounds (or games) of each of ``configs`` (see :func:`simulate`)."""
    games = configs[0].games
    total = units * len(configs)
    if workers is None:
        rounds_guess = total * (ROUNDS_PER_GAME_GUESS if games else 1)
        workers = 1 if rounds_guess < MIN_ROUNDS_FOR_POOL else _cores()
    most = MAX_CHUNK_GAMES if games else MAX_CHUNK_ROUNDS
    size = max(1, min(total // (workers * CHUNKS_PER_WORKER), most))
    tasks = [
        (index, start, min(start + size, units), config)
        for start in range(0, units, size)  # interleaved: Ctrl-C finds every one measured
        for index, config in enumerate(configs)
    ]
    done: list[dict[int, list]] = [{} for _ in configs]

    def figures(interrupted: bool) -> tuple[SimulationStats, ...]:
        return tuple(
            _summarise(config, chunks, seconds_per_turn, interrupted)
            for config, chunks in zip(configs, done, strict=True)
            if chunks
        )

    try:
        with contextlib.closing(_play(tasks, min(workers, len(tasks)))) as chunks:
            for index, start, records in chunks:  # closing: the pool stops on any exit
                done[index][start] = records
                if progress:
                    progress(len(records))
    except KeyboardInterrupt:
        raise SimulationInterrupted(figures(True)) from None
    return figures(False)


def _check_counts(rounds, games, seconds_per_turn, specs) -> int:
    if rounds is not None and games is not None:
        raise DeckgenError("give a number of rounds or of games, not both")
    units = games if games is not None else DEFAULT_ROUNDS if rounds is None else rounds
    if units < 1:
        raise DeckgenError(f"{units} {'games' if games is not None else 'rounds'}: give 1 or more")
    if seconds_per_turn is not None and not seconds_per_turn > 0:
        raise DeckgenError(f"{seconds_per_turn} seconds a turn: give a number above 0")
    if not specs:
        raise DeckgenError("no configuration to simulate; name a deck")
    return units


def _parsed(spec: str | SimulationSpec) -> tuple[SimulationSpec, Deck, RulePoints]:
    """``spec`` parsed and loaded: its deck and the rule points in force."""
    spec = spec if isinstance(spec, SimulationSpec) else SimulationSpec.parse(spec)
    deck, points = spec.load()
    return spec, deck, points


def _players(
    loaded: Sequence[tuple[SimulationSpec, Deck, RulePoints]], players: int | None
) -> list[int]:
    """The players at each configuration's table: ``players`` if given; else one count for
    all, 4 or the nearest that every deck and its rules are for (so that the ratios compare
    like with like), or, if they share none, each its own nearest to 4."""
    if players is not None:
        return [players] * len(loaded)
    ranges = [player_range(deck, points) for _, deck, points in loaded]
    low, high = max(r[0] for r in ranges), min(r[1] for r in ranges)
    if low <= high:
        return [min(max(DEFAULT_PLAYERS, low), high)] * len(loaded)
    return [table_players(deck, points, DEFAULT_PLAYERS) for _, deck, points in loaded]


def _configure(
    spec: SimulationSpec,
    deck: Deck,
    points: RulePoints,
    players: int,
    policy: str,
    table: Table,
    seed: int,
    games: bool,
) -> _Config:
    """Deal one round of ``deck`` under ``points``, so that every refusal comes before a run."""
    try:
        seats = [make_policy(policy) for _ in range(players)]
        play_round(deck, points, seats, random.Random(0), table=replace(table, turn_cap=1))
    except ValueError as exc:
        raise DeckgenError(f"{spec}: {exc}") from None
    return _Config(spec, deck, points, players, policy, table, seed, games)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _play_chunk(index: int, start: int, stop: int, config: _Config) -> tuple[int, int, list]:
    """Rounds (or games) ``start`` to ``stop - 1`` of configuration ``index``."""
    c = config
    seats = [make_policy(c.policy) for _ in range(c.players)]
    records: list[RoundRecord | GameRecord] = []
    for i in range(start, stop):
        rng = random.Random(unit_seed(c.seed, i))
        if c.games:
            game = play_game(c.deck, c.points, seats, rng, table=c.table)
            rounds = tuple(RoundRecord.of(r) for r in game.rounds)
            records.append(GameRecord(rounds, game.finished))
        else:
            records.append(RoundRecord.of(play_round(c.deck, c.points, seats, rng, table=c.table)))
    return index, start, records


def _play(tasks: list[tuple], workers: int) -> Generator[tuple[int, int, list], None, None]:
    """Each task's ``(index, start, records)`` as it completes (in any order)."""
    if workers <= 1:
        for task in tasks:
            yield _play_chunk(*task)
        return
    # fork starts workers at once with the engine loaded; either method makes them
    # children of this process, which start_worker relies on
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    pool = ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context(method),
        initializer=_start_worker,
        initargs=(os.getpid(),),
    )
    with stop_workers_on_signals(pool):
        try:
            for future in as_completed([pool.submit(_play_chunk, *task) for task in tasks]):
                yield future.result()
        except BaseException:  # Ctrl-C, an error, or the caller stopped early
            _kill(pool)
            raise
        pool.shutdown()


def _start_worker(main_pid: int) -> None:
    """Pool initializer: end with the main process (:func:`start_worker`), and leave
    Ctrl-C to it (the terminal sends SIGINT to every process of the group; the main
    process stops the workers and reports what was measured)."""
    start_worker(main_pid)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _kill(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool`` at once: no further chunk, the running ones killed."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # private, as in
    pool.shutdown(wait=False, cancel_futures=True)  # render.workers
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            process.kill()


def _summarise(
    config: _Config, chunks: dict[int, list], seconds_per_turn: float | None, interrupted: bool
) -> SimulationStats:
    """The figures of ``chunks`` (first round or game -> its records), in seed order."""
    flat = [record for start in sorted(chunks) for record in chunks[start]]
    rounds = [r for game in flat for r in game.rounds] if config.games else flat
    return summarise(
        config.spec,
        rounds,
        flat if config.games else None,
        players=config.players,
        policy=config.policy,
        seed=config.seed,
        turn_cap=config.table.turn_cap,
        seconds_per_turn=seconds_per_turn,
        interrupted=interrupted,
    )
