"""Field types for definition files: numbers and booleans only where one is meant.

Internal. The YAML reader keeps every scalar as the text written (:class:`Scalar`); these
pydantic types turn a plain scalar into an ``int`` or ``bool`` and refuse everything else, so
``copies: 2.5``, ``copies: yes``, ``copies: "2"`` and ``each_color: yes`` are errors with a hint
instead of silently becoming 2, 1 or True. Text fields (ids, labels, names, language codes)
take the scalar's text as written: ``+10``, ``010``, ``no`` stay exactly that.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from ..errors import excerpt
from .yamlfile import Scalar

_INTEGER = re.compile(r"[+-]?[0-9]+")
_TRUE = {"true", "True", "TRUE"}
_FALSE = {"false", "False", "FALSE"}
_YAML11_BOOLS = {"yes", "no", "on", "off", "y", "n"}


def _is_quoted(value: Any) -> bool:
    return isinstance(value, Scalar) and value.quoted


def parse_int(value: Any, low: int, high: int, what: str) -> int:
    """A whole number in ``low..high`` from an ``int`` or a plain YAML scalar.

    Raises ``ValueError`` (reported by pydantic with the file position) for text, quoted
    numbers, fractions, booleans, leading zeros and values out of range; ``what`` names the
    quantity in the range message ("copies of one entry").
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a whole number, found {value!r}")
    if isinstance(value, str):
        value = _int_from_text(value)
    if not isinstance(value, int):
        raise ValueError(f"expected a whole number, found {_shown(value)}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be from {low} to {high}, found {value}")
    return value


def _int_from_text(text: str) -> int:
    shown = repr(excerpt(text))
    if _is_quoted(text):
        raise ValueError(f"expected a number, found the quoted text {shown}; remove the quotes")
    if not _INTEGER.fullmatch(text):
        raise ValueError(f"expected a whole number, found {shown}")
    digits = text.lstrip("+-")
    if len(digits) > 1 and digits.startswith("0"):
        raise ValueError(
            f"{shown} has a leading zero, which YAML 1.1 tools read as octal; "
            f"write {int(text)} without the zero"
        )
    if len(digits) > 9:
        raise ValueError(f"expected a small whole number, found {shown}")
    return int(text)


def parse_bool(value: Any) -> bool:
    """``true``/``false`` (any case YAML 1.2 allows) from a ``bool`` or a plain scalar.

    Raises ``ValueError`` for ``yes``/``no``/``on``/``off``, numbers and quoted text.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and not _is_quoted(value):
        if value in _TRUE:
            return True
        if value in _FALSE:
            return False
    hint = " (YAML 1.1 spelling)" if str(value).lower() in _YAML11_BOOLS else ""
    raise ValueError(f"expected true or false, found {_shown(value)}{hint}")


def _shown(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return ("the quoted text " if _is_quoted(value) else "") + repr(excerpt(value))
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return excerpt(repr(value))


def bounded_int(low: int, high: int, what: str, description: str) -> Any:
    """An ``Annotated[int, ...]`` field type accepting whole numbers ``low..high`` only."""
    return Annotated[
        int,
        BeforeValidator(lambda value: parse_int(value, low, high, what)),
        # the validator checks the range; the schema states it for editors
        Field(description=description, json_schema_extra={"minimum": low, "maximum": high}),
    ]


Flag = Annotated[bool, BeforeValidator(parse_bool)]
"""A boolean field: ``true`` or ``false`` only."""
