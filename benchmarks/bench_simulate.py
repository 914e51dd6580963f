"""Benchmark: rounds per second of ``deckgen simulate``, 4 players.

    python benchmarks/bench_simulate.py                 # 10,000 rounds a case, all cores
    python benchmarks/bench_simulate.py --rounds 2000 --workers 1 --repeat 3

Cases: classic-108 with the official rules, and with the party ruleset (stacking,
jump-in, seven-o), each with greedy and with random players. Each time is the wall-clock
seconds of one :func:`deckgen.simulate` call (worker processes started and stopped
inside it; interpreter start-up, imports and loading the deck excluded: the deck is
loaded once before timing). Also the engine alone: rounds per second of ``play_round`` in
this process, one core, no simulation around it.
Target (issue 14): 10,000 rounds in under 10 s on this machine's 2 cores. The machine is
shared: the CPU seconds of the run (this process and its workers) divided by the cores
project what the same work takes when the cores are idle; the load average is printed.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import resource
import time

from deckgen import SimulationSpec, simulate
from deckgen.game import make_policy, play_round

CASES = ["classic-108:official", "classic-108:party"]
POLICIES = ["greedy", "random"]
TARGET_ROUNDS, TARGET_SECONDS = 10_000, 10.0


def cpu_seconds() -> float:
    """CPU time of this process and its waited-for children (the pool's workers)."""
    own, children = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def time_simulate(spec: str, policy: str, rounds: int, workers: int | None) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one simulate() call."""
    start, cpu = time.perf_counter(), cpu_seconds()
    simulate([spec], rounds=rounds, policy=policy, workers=workers)
    return time.perf_counter() - start, cpu_seconds() - cpu


def engine_rate(spec: str, policy: str, rounds: int) -> float:
    """Rounds per second of bare ``play_round`` calls in this process."""
    deck, points = SimulationSpec.parse(spec).load()
    seats = [make_policy(policy) for _ in range(4)]
    start = time.perf_counter()
    for i in range(rounds):
        play_round(deck, points, seats, random.Random(i))
    return rounds / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=TARGET_ROUNDS, help="rounds a case")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs (default 1)")
    args = parser.parse_args()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"deckgen simulate benchmark, {cores} cores, Python {platform.python_version()}, "
        f"4 players, load average {load:.2f} at the start"
    )
    for spec in CASES:
        SimulationSpec.parse(spec).load()  # warm the loaders' caches
        for policy in POLICIES:
            seconds, cpu = min(
                time_simulate(spec, policy, args.rounds, args.workers) for _ in range(args.repeat)
            )
            rate = args.rounds / seconds
            free = TARGET_ROUNDS * cpu / args.rounds / cores  # the same CPU work on idle cores
            verdict = "ok" if TARGET_ROUNDS / rate < TARGET_SECONDS else "MISSED"
            one_core = engine_rate(spec, policy, min(args.rounds, 1000))
            print(
                f"  {spec:<21} {policy:<6} {args.rounds:,} rounds in {seconds:5.2f} s: "
                f"{rate:5.0f} rounds/s, 10,000 in {TARGET_ROUNDS / rate:5.2f} s "
                f"(target < {TARGET_SECONDS:g} s: {verdict}); CPU {cpu:5.2f} s, "
                f"on {cores} idle cores ~{free:4.1f} s; engine alone {one_core:4.0f} rounds/s"
            )


if __name__ == "__main__":
    main()
