"""Back offsets as typed: ``X,Y`` mm, optionally ``@landscape`` or ``@portrait``.

Internal. A printer's back pages land a little off its front pages; ``deckgen calibrate``
measures by how much, and the reading is given back as an offset (``--back-offset``, a
printer profile's ``back_offset``). Parsed here, below both the print layout and the
printer profiles that use it.
"""

from __future__ import annotations

import re

from ..errors import LayoutError

SHEET_ORIENTATIONS = ("portrait", "landscape")

MINUS = "\u2212"  # the calibration sheet prints this sign; copied from it, it is accepted
_OFFSET = re.compile(r"^\s*([+-]?[0-9]+(?:\.[0-9]+)?)\s*[,;]\s*([+-]?[0-9]+(?:\.[0-9]+)?)\s*$")


def parse_offset_mm(text: str) -> tuple[float, float]:
    """``"1.5,-0.5"`` → ``(1.5, -0.5)`` (mm: x to the right, y up, as seen on the back page).

    Raises :class:`LayoutError` showing the expected form; for decimal commas (``1,5,-0,5``
    or ``1,5;-0,5``, read off a sheet in a language that writes them) it says to use a
    point.
    """
    match = _OFFSET.match(str(text).replace(MINUS, "-"))
    if not match:
        raise LayoutError(
            f"back offset '{text}' is not two numbers in mm; write X,Y such as "
            f"1.5,-0.5{_point(text)}"
        )
    return float(match.group(1)), float(match.group(2))


def parse_back_offset(text: str) -> tuple[tuple[float, float], str | None]:
    """``"1.5,-0.5"`` → ``((1.5, -0.5), None)``; ``"1.5,-0.5@landscape"`` →
    ``((1.5, -0.5), "landscape")``: after ``@``, the orientation of the calibration sheet
    the offset was read off (``None`` when not said).

    Raises :class:`LayoutError` showing the expected form.
    """
    numbers, at, orientation = str(text).replace(MINUS, "-").partition("@")
    if not _OFFSET.match(numbers):
        raise LayoutError(
            f"back offset '{text}' is not two numbers in mm; write X,Y such as "
            f"1.5,-0.5{_point(numbers)}, or X,Y@landscape for a reading off a landscape "
            "calibration sheet"
        )
    offset = parse_offset_mm(numbers)
    if not at:
        return offset, None
    said = orientation.strip().lower()
    if said not in SHEET_ORIENTATIONS:
        raise LayoutError(
            f"back offset '{text}': after '@' write the orientation of the calibration sheet "
            f"it was read off, portrait or landscape (e.g. {numbers.strip()}@landscape)"
        )
    return offset, said


def _point(text: str) -> str:
    """What to add to the error for ``text`` written with decimal commas (more than one
    comma or semicolon: ``1,5,-0,5``, ``1,5;-0,5``), as a calibration sheet in a language
    that writes them shows its scale (newcomer review 9, L6); ``""`` otherwise."""
    if str(text).count(",") + str(text).count(";") < 2:
        return ""
    return " (a point for decimals, as typed in every language: 1.5, not 1,5)"
