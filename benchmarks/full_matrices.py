"""Run the test matrices the suite only samples, whole, to keep the suite under five
minutes: every language × A4/A5 × official and party for the table-split check of
tests/test_layout_round7.py (the suite runs all ten languages at A5 and a sample of three
for the rest), and every light-vs-Typer command line of tests/test_light_cli.py (the suite
leaves out four that render sheets) and the quoted-name check of tests/test_text_round7.py
(the suite reads three of the five languages).

Usage: ``python3 benchmarks/full_matrices.py`` (exit status: pytest's). Takes about two minutes
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
    tests = [
        "tests/test_layout_round7.py::test_no_page_starts_a_table_part_with_the_total_row_alone",
        "tests/test_light_cli.py::test_light_and_typer_print_the_same_bytes",
        "tests/test_text_round7.py::test_an_a5_booklet_breaks_no_quoted_name_that_fits_a_line",
    ]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:warnings", *tests]
    return subprocess.call(command, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
