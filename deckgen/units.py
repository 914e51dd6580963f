"""Length units: the model works in millimetres, the renderer in pixels, the layout in points.

Conversions happen once, at the edge of each stage. 1 in = 25.4 mm (exact, by definition);
1 pt = 1/72 in (the PostScript/PDF point).
"""

from __future__ import annotations

import re

MM_PER_INCH = 25.4
PT_PER_INCH = 72.0

_LENGTH = re.compile(r"^\s*([0-9]+(?:[.,][0-9]+)?)\s*(mm|cm|in|pt)?\s*$")
_TO_MM = {"mm": 1.0, "cm": 10.0, "in": MM_PER_INCH, "pt": MM_PER_INCH / PT_PER_INCH}


def mm_to_pt(mm: float) -> float:
    """Millimetres to PDF points (1/72 in)."""
    return mm / MM_PER_INCH * PT_PER_INCH


def pt_to_mm(pt: float) -> float:
    """PDF points (1/72 in) to millimetres."""
    return pt / PT_PER_INCH * MM_PER_INCH


def mm_to_px(mm: float, dpi: int) -> int:
    """Millimetres to a whole number of pixels at ``dpi`` dots per inch (rounded)."""
    return round(mm / MM_PER_INCH * dpi)


def parse_length_mm(text: str | float | int, default_unit: str = "mm") -> float:
    """Parse ``"56mm"``, ``"2.25in"``, ``"9pt"``, ``"1.2cm"`` or a bare number into mm.

    A bare number takes ``default_unit``. A length is one number, so a decimal comma is
    read as the back offsets read it (``"0,27"`` is 0.27 mm; newcomer 10, L7). Raises
    ``ValueError`` naming the accepted units.
    """
    if isinstance(text, int | float) and not isinstance(text, bool):
        return float(text) * _TO_MM[default_unit]
    match = _LENGTH.match(str(text))
    if not match:
        raise ValueError(
            f"{text!r} is not a length; write a number with one of the units "
            f"{', '.join(_TO_MM)} (e.g. '56mm' or '2.5in')"
        )
    value, unit = match.groups()
    return float(value.replace(",", ".")) * _TO_MM[unit or default_unit]
