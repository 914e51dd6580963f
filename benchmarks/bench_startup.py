"""Benchmark: CPU time (user + system) of deckgen's light commands, median of N runs.

    python benchmarks/bench_startup.py                 # this checkout, median of 5
    python benchmarks/bench_startup.py --repeat 9
    python benchmarks/bench_startup.py --tree /other/checkout   # measure another tree
    python benchmarks/bench_startup.py --tree . --tree /work/main   # two trees, interleaved

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
    parser.add_argument(
        "--tree",
        type=Path,
        action="append",
        help="checkout to measure (repeat to compare trees, runs interleaved); default: this one",
    )
    args = parser.parse_args()
    trees = [tree.resolve() for tree in args.tree or [REPO]]
    runs: dict[tuple[Path, str], list[float]] = {
        (tree, " ".join(c)): [] for tree in trees for c in COMMANDS
    }
    with tempfile.TemporaryDirectory() as scratch:
        envs = {}
        for number, tree in enumerate(trees):
            env = dict(os.environ, PYTHONPATH=str(tree))
            # An installed deckgen has its bytecode compiled; without this, a shell that sets
            # PYTHONDONTWRITEBYTECODE recompiles every deckgen module on every run (~0.2 s).
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            # The deck cache keeps one entry per deck: trees sharing a cache folder would
            # evict each other's entries on every interleaved run (each a full load).
            env["DECKGEN_CACHE_DIR"] = os.path.join(scratch, f"cache-{number}")
            envs[tree] = env
        # one untimed run each: bytecode and the shipped-deck cache written, as after a
        # user's first command
        for tree in trees:
            for command in COMMANDS:
                cpu_of([sys.executable, "-m", "deckgen", *command], envs[tree], scratch)
        for _ in range(args.repeat):
            for command in COMMANDS:
                for tree in trees:
                    argv = [sys.executable, "-m", "deckgen", *command]
                    runs[tree, " ".join(command)].append(cpu_of(argv, envs[tree], scratch))
    for tree in trees:
        print(f"tree {tree}  (median of {args.repeat}, CPU s = user + sys)")
        for command in COMMANDS:
            label = " ".join(command)
            print(f"  deckgen {label:<22} {statistics.median(runs[tree, label]):6.3f} s CPU")


if __name__ == "__main__":
    main()
