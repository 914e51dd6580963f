"""How a back offset's numbers are written: one signed decimal and the calibration sheet's
minus sign, and the unit a number may carry. Public (:data:`deckgen.SIGNED_DECIMAL`,
:data:`deckgen.CALIBRATION_MINUS`, :func:`deckgen.without_mm`).

One definition for the two places that read an offset: the command line, which joins
``--back-offset 1.5 -0.5`` into one value before its parser sees ``-0.5`` as an option
(``deckgen.cli.app``), and the offset reader itself (:mod:`deckgen.layout.offsets`). This
module imports nothing but :mod:`re`, so the command line's ``--help`` stays light.
"""

from __future__ import annotations

import re

# one number as a calibration sheet in any language writes it: 1.5, -0,5, +2
SIGNED_DECIMAL = re.compile(r"[+-]?[0-9]+(?:[.,][0-9]+)?")
# the minus sign (U+2212) the calibration sheet prints; copied from it, it reads as "-"
CALIBRATION_MINUS = "\u2212"
# the unit a number of an offset may carry, as --caliper and --card take one: "1.5mm",
# "-0,5 mm" (newcomer L10); only mm, the unit the offset is measured in
_MM_AFTER_NUMBER = re.compile(r"(?<=[0-9])\s*mm(?![A-Za-z])")

__all__ = ["CALIBRATION_MINUS", "SIGNED_DECIMAL", "without_mm"]


def without_mm(text: str) -> str:
    """``text`` with the unit "mm" after each number dropped: ``"1.5mm, -0.5 mm"`` →
    ``"1.5, -0.5"``; any other word (``"1.5in"``, ``"1.5mmx"``) is left for the offset's
    parser to refuse."""
    return _MM_AFTER_NUMBER.sub("", text)
