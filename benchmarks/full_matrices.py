"""Run the test matrices the suite only samples, whole: every language × A4/A5 × official
and party for the table-split check of tests/test_layout_round7.py (the suite runs all ten
languages at A5 and a sample of three for the rest, to stay under five minutes).

Usage: ``python3 benchmarks/full_matrices.py`` (exit status: pytest's). Takes about a minute
on two cores.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    env = {**os.environ, "DECKGEN_FULL_MATRIX": "1"}
    test = "tests/test_layout_round7.py::test_no_page_starts_a_table_part_with_the_total_row_alone"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:warnings", test]
    return subprocess.call(command, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
