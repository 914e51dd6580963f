"""Paper sizes, in millimetres, portrait (width ≤ height): the one place they are written.

Source: ISO 216 (the A series: A0 is 1 m², sides in the ratio √2, each next size is the
previous one halved, rounded down to the millimetre). Letter is ANSI/ASME Y14.1 (8.5 × 11
in). Internal, at the bottom of the import graph: it imports nothing from deckgen. The
``--paper`` presets (``templates/print/paper.yaml``) name the same sizes; a test keeps
them equal.
"""

from __future__ import annotations

A3_MM = (297.0, 420.0)
A4_MM = (210.0, 297.0)
A5_MM = (148.0, 210.0)
LETTER_MM = (215.9, 279.4)  # 8.5 × 11 in

PAPERS_MM = {"A3": A3_MM, "A4": A4_MM, "A5": A5_MM, "Letter": LETTER_MM}


def landscape(size_mm: tuple[float, float]) -> tuple[float, float]:
    """``size_mm`` turned to landscape: the longer side first."""
    return (max(size_mm), min(size_mm))
