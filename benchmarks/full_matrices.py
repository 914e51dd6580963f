"""Run the test matrices the suite only samples, whole.

The suite must stay under five minutes on two cores, so its biggest matrices run a fixed
sample (``tests/sampling.py``); this script runs every test file that samples with
``DECKGEN_FULL_MATRIX=1``, so every case runs: all ten languages for the A5 table-split,
paragraph-end and name-column checks of ``tests/test_layout_round7.py``, every light-vs-Typer
command line of ``tests/test_light_cli.py``, and the other sampled cases (grep the tests for
``sampling``).

Usage: ``python3 benchmarks/full_matrices.py [pytest options]`` (exit status: pytest's).
Takes about six minutes on two cores.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sampled_test_files() -> list[str]:
    """The test files that import ``tests/sampling.py`` (relative to the repository)."""
    return sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "tests").glob("test_*.py")
        if "from .sampling import" in path.read_text(encoding="utf-8")
    )


def main() -> int:
    env = {**os.environ, "DECKGEN_FULL_MATRIX": "1"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:warnings", *sys.argv[1:]]
    return subprocess.call([*command, *sampled_test_files()], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
