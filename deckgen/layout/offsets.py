"""Back offsets as typed: ``X,Y`` mm, optionally ``@landscape`` or ``@portrait``.

Internal. A printer's back pages land a little off its front pages; ``deckgen calibrate``
measures by how much, and the reading is given back as an offset (``--back-offset``, a
printer profile's ``back_offset``). Parsed here, below both the print layout and the
printer profiles that use it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import LayoutError
from ..signednumber import CALIBRATION_MINUS, SIGNED_DECIMAL, without_mm

if TYPE_CHECKING:
    from babel import Locale

SHEET_ORIENTATIONS = ("portrait", "landscape")

_DIGITS = re.compile(r"[0-9]+")


def parse_offset_mm(text: str) -> tuple[float, float]:
    """``"1.5,-0.5"`` → ``(1.5, -0.5)`` (mm: x to the right, y up, as seen on the back page).

    Each number as a calibration sheet in any language writes it (newcomer 9, L6): a
    decimal point or a decimal comma, a hyphen-minus or the sheet's minus sign (U+2212).
    The two are parted by a comma (``1.5,-0.5``), a semicolon (``1,5;-0,5``, as the back
    pages of a decimal-comma language print it) or spaces (``"1,5 -0,5"``); ``1,5,-0,5``
    is read by its commas in pairs, and ``1,5,-1`` / ``1,-0,5`` by where the sign starts
    the second number. Each may carry the unit, ``1.5mm,-0.5 mm`` (as ``--caliper`` and
    ``--card`` take one; newcomer L10); no other. Raises :class:`LayoutError` showing the
    expected form (for three unsigned comma-parted numbers, ``1,5,2``, which could be
    1.5,2 or 1,5.2: write X;Y).
    """
    numbers = _two_numbers(str(text).replace(CALIBRATION_MINUS, "-"))
    if numbers is None:
        raise LayoutError(
            f"back offset '{text}' is not two numbers in mm; write X,Y such as "
            f"1.5,-0.5{_hint(text)}"
        )
    return numbers


def _two_numbers(text: str) -> tuple[float, float] | None:
    """The two numbers of an offset as :func:`parse_offset_mm` reads them; ``None`` if
    ``text`` is not two of them (or leaves open which two)."""
    text = without_mm(text).strip()
    if ";" in text:
        parts = text.split(";")
    elif len(text.split()) == 2:
        parts = [part.strip(",") for part in text.split()]
    else:
        parts = [part.strip() for part in text.split(",")]
        if len(parts) == 4 and all(_DIGITS.fullmatch(parts[i]) for i in (1, 3)):
            parts = [f"{parts[0]}.{parts[1]}", f"{parts[2]}.{parts[3]}"]
        elif len(parts) == 3 and _DIGITS.fullmatch(parts[2]) and parts[1][:1] in "+-":
            parts = [parts[0], f"{parts[1]}.{parts[2]}"]
        elif len(parts) == 3 and _DIGITS.fullmatch(parts[1]) and parts[2][:1] in "+-":
            parts = [f"{parts[0]}.{parts[1]}", parts[2]]
    if len(parts) != 2 or not all(SIGNED_DECIMAL.fullmatch(part.strip()) for part in parts):
        return None
    x, y = (float(part.strip().replace(",", ".")) for part in parts)
    return x, y


def offset_words(offset_mm: tuple[float, float]) -> str:
    """A back offset (x, y in mm) as the console says it, naming each axis so no decimal
    comma can be read into it: ``(1, 2)`` → "X +1 mm, Y +2 mm" (not "1,2", which a reader
    of a decimal-comma language takes for 1.2 mm; newcomer 10, M1)."""
    dx, dy = (0.0 if abs(value) < 1e-9 else value for value in offset_mm)
    return f"X {dx:+g} mm, Y {dy:+g} mm"


def offset_number(value_mm: float, lang: Locale | str) -> str:
    """``value_mm`` written for ``lang`` (a Babel locale or its code) by Babel: CLDR decimal
    mark, at most two decimals, and a real minus sign (U+2212, whatever the locale's
    hyphen-minus). ``-0.5`` → "−0.5" in English, "−0,5" in German; zero is "0"."""
    from babel.numbers import format_decimal

    text = format_decimal(0 if abs(value_mm) < 1e-9 else value_mm, "#,##0.##", locale=lang)
    return text.replace("-", CALIBRATION_MINUS)


def signed_offset(value_mm: float, lang: Locale | str) -> str:
    """One number of a back offset as the back pages print it in ``lang`` (a Babel locale
    or its code), in the form ``--back-offset`` reads back: Babel's decimal mark, at most
    two decimals, always signed with ``+`` or a hyphen-minus (a font's copy of U+2212 may
    not copy out of a PDF): ``+1.5``, ``-0.5`` in English; ``+1,5``, ``-0,5`` in Russian;
    ``+0``."""
    from babel.numbers import format_decimal

    value = 0.0 if abs(value_mm) < 5e-3 else value_mm  # rounds to 0 at two decimals
    digits = format_decimal(abs(value), "#,##0.##", locale=lang)
    return ("-" if value < 0 else "+") + digits


def offset_separator(lang: Locale | str) -> str:
    """What parts X from Y in a printed offset: ``,`` where numbers take a decimal point,
    ``;`` where they take a decimal comma (``+1,5;−0,5``, which the option reads back)."""
    from babel.numbers import get_decimal_symbol

    return ";" if get_decimal_symbol(lang) == "," else ","


def parse_back_offset(text: str) -> tuple[tuple[float, float], str | None]:
    """``"1.5,-0.5"`` → ``((1.5, -0.5), None)``; ``"1.5,-0.5@landscape"`` →
    ``((1.5, -0.5), "landscape")``: after ``@``, the orientation of the calibration sheet
    the offset was read off (``None`` when not said).

    Raises :class:`LayoutError` showing the expected form.
    """
    numbers, at, orientation = str(text).replace(CALIBRATION_MINUS, "-").partition("@")
    if _two_numbers(numbers) is None:
        raise LayoutError(
            f"back offset '{text}' is not two numbers in mm; write X,Y such as "
            f"1.5,-0.5{_hint(numbers)}, or X,Y@landscape for a reading off a landscape "
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


def _hint(text: str) -> str:
    """What to add to the error for ``text`` when its commas leave the numbers open
    (``1,5,2``: 1.5 and 2, or 1 and 5.2?); ``""`` otherwise."""
    if str(text).count(",") < 2 or ";" in str(text):
        return ""
    return " (with decimal commas, part X from Y with a semicolon: 1,5;-0,5)"
