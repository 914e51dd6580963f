"""Big test matrices: the suite runs a sample, ``benchmarks/full_matrices.py`` the whole.

The suite must stay under five minutes on two cores, so a matrix that composes a booklet
(or starts two processes) per case runs a fixed sample here; with ``DECKGEN_FULL_MATRIX=1``
every case runs. Samples are fixed lists, not random, so a failure reproduces; each names
the languages or cases that broke before, so the regressions stay in the suite.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

FULL_MATRIX = bool(os.environ.get("DECKGEN_FULL_MATRIX"))


def sample(cases: Iterable[T], keep: Callable[[T], bool]) -> list[T]:
    """``cases`` whole with ``DECKGEN_FULL_MATRIX`` set, else those ``keep`` accepts."""
    cases = list(cases)
    return cases if FULL_MATRIX else [case for case in cases if keep(case)]


def sample_of(cases: Iterable[T], kept: Iterable[T]) -> list[T]:
    """``cases`` whole with ``DECKGEN_FULL_MATRIX`` set, else those also in ``kept``
    (in the order of ``cases``)."""
    wanted = list(kept)
    return sample(cases, lambda case: case in wanted)
