"""Benchmark: CPU time (user + system) of deckgen's light commands, median of N runs.

    python benchmarks/bench_startup.py                 # this checkout, median of 5
    python benchmarks/bench_startup.py --repeat 9
    python benchmarks/bench_startup.py --tree /other/checkout   # compare another tree

Each figure is a whole process (interpreter start-up and imports included) started from
a scratch folder with ``PYTHONPATH`` set to the tree. CPU time is reported rather than
wall time because the benchmark machine is shared: other work there stretches wall time
far more than CPU time. Commands are interleaved (one run of each, then the next round)
so a busy spell slows them alike. Bytecode is written (one untimed run first), as an
installed package has it. The issue-19 target is 0.15 s wall per command; on a
quiet machine wall is about CPU for these single-threaded commands.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
COMMANDS = (
    ["--version"],
    ["--help"],
    ["info", "classic-112"],
    ["validate", "classic-112"],
)


def cpu_of(argv: list[str], env: dict[str, str], cwd: str) -> float:
    """CPU seconds (user + system) one run of ``argv`` took; raises if it failed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, env=env, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    """Print one line per command: median CPU seconds over ``--repeat`` runs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--tree", type=Path, default=REPO, help="checkout to measure")
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(args.tree.resolve()))
    # An installed deckgen has its bytecode compiled; without this, a shell that sets
    # PYTHONDONTWRITEBYTECODE recompiles every deckgen module on every run (~0.2 s).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs: dict[str, list[float]] = {" ".join(c): [] for c in COMMANDS}
    with tempfile.TemporaryDirectory() as scratch:
        for command in COMMANDS:  # one untimed run each: bytecode caches written
            cpu_of([sys.executable, "-m", "deckgen", *command], env, scratch)
        for _ in range(args.repeat):
            for command in COMMANDS:
                argv = [sys.executable, "-m", "deckgen", *command]
                runs[" ".join(command)].append(cpu_of(argv, env, scratch))
    print(f"tree {args.tree.resolve()}  (median of {args.repeat}, CPU s = user + sys)")
    for label, times in runs.items():
        print(f"  deckgen {label:<22} {statistics.median(times):6.3f} s CPU")


if __name__ == "__main__":
    main()
