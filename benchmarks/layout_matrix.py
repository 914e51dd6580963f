"""The booklet layout checks over the full matrix: ten languages, A4 and A5, the official
ruleset for classic-108 and house-plus-ten (table headers, page ends) and the party ruleset
(page ends). tests/test_booklet_layout.py checks a sample of it.

    PYTHONPATH=. python3 benchmarks/layout_matrix.py

Prints each fault and the totals; exits 1 if there is any. Takes two to three minutes.
"""

from __future__ import annotations

import sys
import time

from tests.booklet_layout import LANGS, build, header_faults, page_end_faults

CASES = [
    ("classic-108", "official", True),
    ("house-plus-ten", "official", True),
    ("classic-108", "party", False),
]


def main() -> int:
    start = time.perf_counter()
    headers = pages = builds = 0
    for deck, ruleset, tables in CASES:
        for page in ("a4", "a5"):
            for lang in LANGS:
                built = build(deck, lang, page, ruleset)
                builds += 1
                found = header_faults(built) if tables else []
                ends = page_end_faults(built)
                headers += len(found)
                pages += len(ends)
                for fault in [*found, *ends]:
                    print(f"{deck} {ruleset} {page} {lang}: {fault}")
    seconds = time.perf_counter() - start
    print(f"{builds} booklets: {headers} header faults, {pages} page-end faults ({seconds:.0f} s)")
    return 1 if headers or pages else 0


if __name__ == "__main__":
    sys.exit(main())
