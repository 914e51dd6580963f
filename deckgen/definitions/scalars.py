"""Field types for definition files: numbers and booleans only where one is meant.

Internal. The YAML reader keeps every scalar as the text written (:class:`Scalar`); these
pydantic types turn a plain scalar into an ``int`` or ``bool`` and refuse everything else, so
``copies: 2.5``, ``copies: yes``, ``copies: "2"`` and ``each_color: yes`` are errors with a hint
instead of silently becoming 2, 1 or True. Text fields (ids, labels, names, language codes)
take the scalar's text as written: ``+10``, ``010``, ``no`` stay exactly that.

This is the one policy for every kind of file, shipped or a user's own. Files that accepted
looser forms before it (rulesets and house rules took ``yes``/``no``/``on``, ``"true"`` and
quoted or zero-padded numbers; a style's ``show_name`` took ``yes``/``no``) keep loading:
their fields are declared with ``legacy=True`` (:data:`LegacyFlag`), which accepts those
forms with a :class:`~deckgen.errors.DefinitionWarning` naming the file, line and column and
what to write instead. Shipped files use the strict forms only (a test loads each of them
with the warning turned into an error).
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
# what pydantic's lax mode took for a bool before the one policy (any case)
_OLD_TRUE = {"true", "yes", "on", "y", "t", "1"}
_OLD_FALSE = {"false", "no", "off", "n", "f", "0"}
# a whole number as pydantic's lax mode took it: padded, with '_' groups or a zero fraction
_OLD_INTEGER = re.compile(r"\s*([+-]?)([0-9]+(?:_[0-9]+)*)(?:\.0*)?\s*")
MAX_INT_DIGITS = 9


def _is_quoted(value: Any) -> bool:
    return isinstance(value, Scalar) and value.quoted


def parse_int(value: Any, low: int, high: int, what: str, *, legacy: bool = False) -> int:
    """A whole number in ``low..high`` from an ``int`` or a plain YAML scalar.

    Raises ``ValueError`` (reported by pydantic with the file position) for text, quoted
    numbers, fractions, booleans, leading zeros and values out of range; ``what`` names the
    quantity in the range message ("copies of one entry"). With ``legacy``, a quoted, padded
    or zero-fraction number (``"2"``, ``02``, ``2.0``) is taken with a warning instead.
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a whole number, found {value!r}")
    if isinstance(value, str):
        value = _int_from_text(value, legacy)
    if not isinstance(value, int):
        raise ValueError(f"expected a whole number, found {_shown(value)}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be from {low} to {high}, found {value}")
    return value


def to_int(value: Any, *, legacy: bool = False) -> int:
    """A whole number (no range) from an ``int`` or a YAML scalar, by the rules of
    :func:`parse_int`."""
    if isinstance(value, bool):
        raise ValueError(f"expected a whole number, found {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return _int_from_text(value, legacy)
    raise ValueError(f"expected a whole number, found {_shown(value)}")


def _int_from_text(text: str, legacy: bool = False) -> int:
    try:
        return _strict_int(text)
    except ValueError:
        old = _OLD_INTEGER.fullmatch(text) if legacy else None
        if old is None:
            raise
    digits = old[2].replace("_", "")
    if len(digits.lstrip("0")) > MAX_INT_DIGITS:
        raise ValueError(f"expected a small whole number, found {excerpt(text)!r}")
    number = int(old[1] + digits)
    warn_old_value(text, str(number))
    return number


def _strict_int(text: str) -> int:
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
    if len(digits) > MAX_INT_DIGITS:
        raise ValueError(f"expected a small whole number, found {shown}")
    return int(text)


def parse_bool(value: Any, *, legacy: bool = False) -> bool:
    """``true``/``false`` (any case YAML 1.2 allows) from a ``bool`` or a plain scalar.

    Raises ``ValueError`` for ``yes``/``no``/``on``/``off``, numbers and quoted text. With
    ``legacy``, those (``yes``, ``"no"``, ``on``, ``"true"``, ``1`` …, any case) are taken with
    a warning instead.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and not _is_quoted(value):
        if value in _TRUE:
            return True
        if value in _FALSE:
            return False
    if legacy and isinstance(value, str) and value.strip().lower() in _OLD_TRUE | _OLD_FALSE:
        result = value.strip().lower() in _OLD_TRUE
        warn_old_value(value, "true" if result else "false")
        return result
    hint = " (YAML 1.1 spelling)" if str(value).lower() in _YAML11_BOOLS else ""
    raise ValueError(f"expected true or false, found {_shown(value)}{hint}")


def warn_old_value(value: str, new: str) -> None:
    """Warn that ``value`` (a scalar, placed by its ``where``) is an old spelling of ``new``."""
    written = value.written if isinstance(value, Scalar) else value
    warn_old_spelling(getattr(value, "where", None), excerpt(written), new)


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


def int_between(low: int, high: int, what: str, *, legacy: bool = False) -> BeforeValidator:
    """The validator of :func:`bounded_int`, for ``Annotated[int, int_between(...)]``."""
    return BeforeValidator(lambda value: parse_int(value, low, high, what, legacy=legacy))


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

LegacyFlag = Annotated[bool, BeforeValidator(partial(parse_bool, legacy=True))]
"""A boolean field of a file kind that took ``yes``/``no`` before: ``true`` or ``false``,
the old forms still taken with a :class:`~deckgen.errors.DefinitionWarning`."""


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
