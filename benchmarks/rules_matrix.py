"""The full rules matrix: every deck × ruleset × house rules (none, each alone, each pair).

    python benchmarks/rules_matrix.py                # 5 seeded rounds per combination
    python benchmarks/rules_matrix.py --rounds 20 --workers 2

For every shipped deck and shipped ruleset, with no house rule, every house rule alone and
every pair of house rules the loader accepts with that deck (a refused combination is
counted, not played), it plays N seeded rounds and checks each with tests/gamecheck.py:
cards in play never change, every play is legal under the rule points in force, every
round ends or is reported cut at the turn cap, scores follow the scoring point. Players:
2 for the two-player deck, else 2 to 6 varied by seed; a random policy that sometimes
bluffs alternates with the greedy policy. Prints the counts of combinations, rounds, cut
rounds and invariant failures (and the first failures), and exits 1 if any invariant broke.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.gamecheck import check_round, combinations, players_for, points_for  # noqa: E402


def run_combination(job: tuple[str, str, tuple[str, ...], int]) -> tuple[int, int, list[str]]:
    """Play ``rounds`` seeded rounds of one combination: (rounds, cut, failures)."""
    deck_id, ruleset, house_rules, rounds = job
    points = points_for(ruleset, house_rules, deck_id)
    cut, failures = 0, []
    for seed in range(rounds):
        problems, finished = check_round(deck_id, points, players_for(deck_id, seed, points), seed)
        cut += not finished
        failures += [
            f"{deck_id} {ruleset} {'+'.join(house_rules) or '-'} seed {seed}: {p}" for p in problems
        ]
    return rounds, cut, failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="seeded rounds per combination")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args()

    start = time.perf_counter()
    combos = {size: combinations(size) for size in (0, 1, 2)}
    loaded = time.perf_counter() - start
    jobs = [(d, rs, hr, args.rounds) for size in (0, 1, 2) for d, rs, hr in combos[size]]
    totals: Counter = Counter()
    failures: list[str] = []
    cut_by: Counter = Counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for job, (rounds, cut, problems) in zip(
            jobs, pool.map(run_combination, jobs, chunksize=8), strict=True
        ):
            totals["rounds"] += rounds
            totals["cut"] += cut
            totals["failures"] += len(problems)
            failures += problems
            if cut:
                cut_by["+".join(job[2]) or "-"] += cut
    elapsed = time.perf_counter() - start

    print(
        f"combinations: {len(jobs)} (none {len(combos[0])}, one house rule {len(combos[1])}, "
        f"pairs {len(combos[2])}; refused combinations are not counted)"
    )
    print(
        f"rounds: {totals['rounds']}, cut at the turn cap: {totals['cut']}, "
        f"invariant failures: {totals['failures']}"
    )
    if cut_by:
        print("cut rounds by house rules:", ", ".join(f"{k} {v}" for k, v in cut_by.most_common()))
    for line in failures[:20]:
        print("FAIL", line)
    print(f"time: {elapsed:.1f} s ({loaded:.1f} s loading rulesets), {args.workers} worker(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
