"""Field types for definition files: numbers and booleans only where one is meant.

Internal. The YAML reader keeps every scalar as the text written (:class:`Scalar`); these
pydantic types turn a plain scalar into an ``int`` or ``bool`` and refuse everything else, so
``copies: 2.5``, ``copies: yes``, ``copies: "2"`` and ``each_color: yes`` are errors with a hint
instead of silently becoming 2, 1 or True. Text fields (ids, labels, names, language codes)
take the scalar's text as written: ``+10``, ``010``, ``no`` stay exactly that.

This is the one policy for every kind of file, shipped or a user's own: decks, styles,
rulesets, house rules, language catalogs, printer profiles and presets answer a quoted
number, ``010``, ``yes``/``no`` or ``on`` where a number or a flag is meant with the same
error (file, line, column, key and what to write). A test walks every file kind's model
and refuses a bare ``int``/``float``/``bool`` field that would take pydantic's lax forms.
"""

from __future__ import annotations

import re
import unicodedata
import warnings
from functools import partial
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Field,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)

from ..errors import DefinitionWarning, excerpt
from .yamlfile import Scalar

_INTEGER = re.compile(r"[+-]?[0-9]+")
_TRUE = {"true", "True", "TRUE"}
_FALSE = {"false", "False", "FALSE"}
_YAML11_BOOLS = {"yes", "no", "on", "off", "y", "n"}
_YAML11_TRUE = {"yes", "on", "y"}
# a YAML 1.2 core-schema decimal number (no .inf/.nan: no size in a file is infinite)
_NUMBER = re.compile(r"[+-]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][+-]?[0-9]+)?")
MAX_INT_DIGITS = 9


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
        value = _strict_int(value)
    if not isinstance(value, int):
        raise ValueError(f"expected a whole number, found {_shown(value)}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be from {low} to {high}, found {value}")
    return value


def to_int(value: Any) -> int:
    """A whole number (no range) from an ``int`` or a YAML scalar, by the rules of
    :func:`parse_int`."""
    if isinstance(value, bool):
        raise ValueError(f"expected a whole number, found {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return _strict_int(value)
    raise ValueError(f"expected a whole number, found {_shown(value)}")


def parse_number(value: Any) -> float:
    """A number (``2``, ``0.25``, ``-1.5``, ``1e-2``) from a number or a plain YAML scalar.

    Raises ``ValueError`` (reported by pydantic with the file position) for quoted numbers,
    text, booleans, a leading zero (``010``, which YAML 1.1 tools read as octal) and more
    than :data:`MAX_INT_DIGITS` digits before the point. Ranges are the field's own
    (``Field(ge=…, le=…)``).
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a number, found {value!r}")
    if isinstance(value, int | float):
        return float(value)
    if not isinstance(value, str):
        raise ValueError(f"expected a number, found {_shown(value)}")
    return float(_checked_number(value, _NUMBER, "a number"))


def _strict_int(text: str) -> int:
    return int(_checked_number(text, _INTEGER, "a whole number"))


def _checked_number(text: str, pattern: re.Pattern[str], what: str) -> str:
    """``text`` if it is a plain number matching ``pattern`` with no leading zero and at most
    :data:`MAX_INT_DIGITS` digits before any point; else ``ValueError`` saying why."""
    shown = repr(excerpt(text))
    if _is_quoted(text):
        raise ValueError(f"expected a number, found the quoted text {shown}; remove the quotes")
    if not pattern.fullmatch(text):
        raise ValueError(f"expected {what}, found {shown}")
    whole = re.split(r"[.eE]", text.lstrip("+-"))[0]
    if len(whole) > 1 and whole.startswith("0"):
        raise ValueError(
            f"{shown} has a leading zero, which YAML 1.1 tools read as octal; "
            f"write {text.replace(whole, whole.lstrip('0') or '0', 1)} without the zero"
        )
    if len(whole) > MAX_INT_DIGITS:
        raise ValueError(f"expected a small {what.removeprefix('a ')}, found {shown}")
    return text


def parse_bool(value: Any) -> bool:
    """``true``/``false`` (any case YAML 1.2 allows) from a ``bool`` or a plain scalar.

    Raises ``ValueError`` for ``yes``/``no``/``on``/``off`` (saying which of true or false
    to write), numbers and quoted text.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and not _is_quoted(value):
        if value in _TRUE:
            return True
        if value in _FALSE:
            return False
    hint = ""
    if str(value).lower() in _YAML11_BOOLS:
        meant = "true" if str(value).lower() in _YAML11_TRUE else "false"
        hint = f" (YAML 1.1 spelling); write {meant}"
    elif _is_quoted(value) and (value in _TRUE or value in _FALSE):
        hint = f"; remove the quotes: {value}"
    raise ValueError(f"expected true or false, found {_shown(value)}{hint}")


def warn_old_spelling(where: str | None, old: str, new: str) -> None:
    """Issue ``<where>: '<old>' is an old spelling; write '<new>'`` as a
    :class:`DefinitionWarning` (the CLI prints each distinct one once, as ``warning: …``)."""
    prefix = f"{where}: " if where else ""
    warnings.warn(
        DefinitionWarning(f"{prefix}'{old}' is an old spelling; write '{new}'"), stacklevel=2
    )


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


def int_between(low: int, high: int, what: str) -> BeforeValidator:
    """The validator of :func:`bounded_int`, for ``Annotated[int, int_between(...)]``."""
    return BeforeValidator(lambda value: parse_int(value, low, high, what))


def bounded_int(low: int, high: int, what: str, description: str) -> Any:
    """An ``Annotated[int, ...]`` field type accepting whole numbers ``low..high`` only."""
    return Annotated[
        int,
        int_between(low, high, what),
        # the validator checks the range; the schema states it for editors
        Field(description=description, json_schema_extra={"minimum": low, "maximum": high}),
    ]


Flag = Annotated[bool, BeforeValidator(parse_bool)]
"""A boolean field: ``true`` or ``false`` only."""

Number = Annotated[float, BeforeValidator(parse_number)]
"""A number field (mm, pt, ratios): a plain number only (see :func:`parse_number`); give
its range with ``Field(ge=…, le=…)``."""

Whole = Annotated[int, BeforeValidator(to_int)]
"""A whole-number field: a plain whole number only (see :func:`to_int`); give its range
with ``Field(ge=…, le=…)`` or use :func:`bounded_int`."""


def _keep_scalar(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    text = handler(value)  # pydantic's own checks and messages for text
    if isinstance(value, Scalar):
        return value if text == value else Scalar(text, value.quoted, value.where)
    return text


ScalarText = Annotated[str, WrapValidator(_keep_scalar)]
"""Text read as a number or a yes/no later (a house rule's settings, rule point values):
kept as the :class:`Scalar` it was written as, so that the later reading can tell quoted
text and place a warning."""


# Text fields: one line where the text is drawn on one line; rule texts keep their breaks.
_CHAR_NAMES = {"\n": "a line break (\\n)", "\t": "a tab (\\t)", "\r": "a carriage return (\\r)"}


def _is_control(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Zl", "Zp")


def _control_message(text: str, index: int, what: str) -> str:
    char = text[index]
    name = _CHAR_NAMES.get(char, f"the control character U+{ord(char):04X}")
    return f"{name} at character {index + 1} of {excerpt(text)!r}: {what}"


def one_line(text: str, hint: str = "") -> str:
    """``text`` if it holds no line break, tab or other control character.

    Raises ``ValueError`` (reported with the file position and key) saying which character
    and where, and what the field takes: one line of text (then ``hint``, if given).
    """
    for index, char in enumerate(text):
        if _is_control(char):
            raise ValueError(
                _control_message(
                    text,
                    index,
                    "this text is printed on one line; write it without line breaks, tabs "
                    "or other control characters" + hint,
                )
            )
    return text


def two_lines(text: str) -> str:
    """``text`` with at most one line break (a name printed on two lines, as on the card
    back), each line stripped; a tab or another control character is refused."""
    text = text.replace("\r\n", "\n")
    lines = [line.strip() for line in text.split("\n")]
    if len(lines) > 2:
        raise ValueError(
            f"{len(lines)} lines in {excerpt(text)!r}: this text is printed on at most two "
            "lines; keep at most one line break (\\n)"
        )
    for line in lines:
        one_line(line)
    return "\n".join(lines)


def paragraph_text(text: str) -> str:
    """A rule text: line breaks kept (``\\r\\n`` read as ``\\n``), a tab read as a space;
    any other control character is refused."""
    text = text.replace("\r\n", "\n").replace("\t", " ")
    for index, char in enumerate(text):
        if char != "\n" and _is_control(char):
            raise ValueError(
                _control_message(
                    text,
                    index,
                    "a rule text may hold line breaks and tabs (read as spaces), no other "
                    "control characters",
                )
            )
    return text


OneLine = AfterValidator(one_line)
"""For ``Annotated[str, ..., OneLine]``: text printed on one line (labels, names)."""

DeckNameLine = AfterValidator(
    partial(
        one_line,
        hint=" (to print the name on the card back on two lines, give it there: "
        "'back: {text: \"Night\\nOwls\"}')",
    )
)
"""A deck's name: one line; the message tells how to print the back's name on two."""

TwoLines = AfterValidator(two_lines)
"""For ``Annotated[str, ..., TwoLines]``: a name that may break once (the card back)."""

ParagraphText = AfterValidator(paragraph_text)
"""For ``Annotated[str, ..., ParagraphText]``: rule texts (line breaks kept, tab = space)."""
