"""Turn validation problems into messages that point into the YAML file.

Internal. A :class:`Problems` collects every problem found in one or more files (from the
reader, from pydantic and from the checks that follow ``extends:``) so a user sees them all
at once, each as ``file:line:column: key.path: message``, ordered by file and line.
"""

from __future__ import annotations

import copy
import re
import types
import typing
from collections.abc import Sequence
from typing import Any, TypeVar, overload

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from ..counting import counted
from ..errors import DeckgenError, DefinitionError, excerpt
from .schema import BACK_IMAGE_PATTERN, ID_PATTERN, LANG_PATTERN
from .suggestions import closest
from .yamlfile import KeyPath, LocatedDocument, format_key_path

ModelT = TypeVar("ModelT", bound=BaseModel)

_PATTERN_HINTS = {
    ID_PATTERN: "expected a lower-case id (a-z, 0-9, '-' and '_', starting with a letter or digit)",
    LANG_PATTERN: "expected a language code such as en, ru, hu, sq, th or de-AT",
    BACK_IMAGE_PATTERN: "expected a PNG or JPEG file name (ending .png, .jpg or .jpeg)",
}
__all__ = [
    "ModelT",
    "Problems",
    "shown",
    "validate_document",
    "validate_salvaged",
]
_POSITION = re.compile(r"^(.*?):(\d+):(\d+): ")


MAX_PROBLEMS_SHOWN = 50


class Problems:
    """Problems found so far, each a ``file:line:column: key.path: message`` line.

    The error lists the first :data:`MAX_PROBLEMS_SHOWN` (by file, line, column) and then
    how many more there are, so a file of 50,000 unknown keys gives a short message.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, doc: LocatedDocument, key_path: KeyPath, message: str) -> None:
        """Record ``message`` about the value at ``key_path`` of ``doc``."""
        self.lines.append(f"{doc.where(key_path)}: {format_key_path(key_path)}: {message}")

    def extend(self, lines: list[str]) -> None:
        self.lines.extend(lines)

    def __bool__(self) -> bool:
        return bool(self.lines)

    def raise_if_any(self, error: type[DeckgenError] = DefinitionError) -> None:
        """Raise ``error`` listing every problem, ordered by file, line and column."""
        if not self.lines:
            return
        lines = sorted(dict.fromkeys(self.lines), key=_position)
        shown = lines[:MAX_PROBLEMS_SHOWN]
        if len(lines) > len(shown):
            more = len(lines) - len(shown)
            shown.append(f"… and {more:,} more problems: fix these, then check the file again")
        raise error("\n".join(shown))


def _position(line: str) -> tuple[str, int, int]:
    match = _POSITION.match(line)
    if not match:
        return (line.split(":", 1)[0], 0, 0)
    return (match[1], int(match[2]), int(match[3]))


@overload
def validate_document(
    model: type[ModelT],
    doc: LocatedDocument,
    problems: None = None,
    error: type[DeckgenError] = DefinitionError,
) -> ModelT: ...
@overload
def validate_document(
    model: type[ModelT],
    doc: LocatedDocument,
    problems: Problems,
    error: type[DeckgenError] = DefinitionError,
) -> ModelT | None: ...
def validate_document(
    model: type[ModelT],
    doc: LocatedDocument,
    problems: Problems | None = None,
    error: type[DeckgenError] = DefinitionError,
) -> ModelT | None:
    """Validate ``doc.data`` against ``model``, together with the reader's ``doc.problems``.

    With ``problems`` given, every problem is added there and the result is ``None`` if the
    data did not validate. Without it, raises ``error`` (a :class:`DefinitionError` by
    default) listing every problem, one a line, each as ``file:line:column: key.path: message``.
    """
    own = problems if problems is not None else Problems()
    own.extend(doc.problems)
    result = None
    if not isinstance(doc.data, dict):
        found = "an empty file" if doc.data is None else shown(doc.data)
        own.extend([f"{doc.path}: expected a mapping of keys (like 'id: ...'), found {found}"])
    else:
        try:
            result = model.model_validate(doc.data)
        except ValidationError as exc:
            items = _merge_union_errors(doc.data, exc.errors(include_url=False))
            own.extend([_describe(model, doc, item) for item in items])
    if problems is None:
        own.raise_if_any(error)
    return result


# pydantic's type errors in the words of the other messages ("expected a whole number")
_EXPECTED = {
    "string_type": "text",
    "list_type": "a list",
    "tuple_type": "a list",
    "dict_type": "a mapping of keys",
    "model_type": "a mapping of keys",
    "int_type": "a whole number",
    "float_type": "a number",
    "bool_type": "true or false",
}


def _merge_union_errors(data: Any, items: list[ErrorDetails]) -> list[ErrorDetails]:
    """``items`` with pydantic's type errors worded as ``expected text`` and those of one
    value against each member of a union (a name that may be text or a mapping of
    languages) made one, ``expected text or a mapping of keys``: one wrong value, one
    line."""
    merged: list[ErrorDetails] = []
    first_at: dict[KeyPath, int] = {}
    for item in items:
        if item["type"] not in _EXPECTED:
            merged.append(item)
            continue
        loc = _data_loc(data, item["loc"])
        wanted = _EXPECTED[item["type"]]
        if loc in first_at and loc != tuple(item["loc"]):  # another member of the union
            earlier = merged[first_at[loc]]
            if wanted not in earlier["msg"]:
                earlier["msg"] = f"{earlier['msg']} or {wanted}"
            continue
        first_at[loc] = len(merged)
        merged.append({**item, "msg": f"expected {wanted}", "type": "expected"})
    return merged


MAX_SALVAGE_ROUNDS = 12
# stand-ins tried, in turn, for a required value that was refused (a flag, a count, a text)
_STAND_INS: tuple[Any, ...] = (False, 1, "x")


def validate_salvaged(model: type[ModelT], doc: LocatedDocument) -> ModelT | None:
    """``doc.data`` validated with each value ``model`` refuses left out, or ``None``.

    For reporting the meaning problems of a file (unknown card types, counts) in the same
    run as its schema problems: each refused key is dropped from a copy of the data (``doc``
    is not changed), a required one replaced by a stand-in (``false``, ``1``, ``"x"``), until
    the rest validates. ``None`` when that does not work (a key missing from the file, a
    whole list item wrong).
    """
    data = copy.deepcopy(doc.data)
    tried: dict[KeyPath, int] = {}
    for _ in range(MAX_SALVAGE_ROUNDS):
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            for item in exc.errors(include_url=False):
                loc = _data_loc(data, item["loc"])
                if loc in tried:  # refused before: the next stand-in
                    if tried[loc] >= len(_STAND_INS) or not _put(data, loc, tried[loc]):
                        return None
                    tried[loc] += 1
                elif item["type"] == "missing":
                    return None
                else:  # first what the value meant (yes: true, "2": 2), else leave it out
                    meant = _meant(_parent_of(data, loc), loc)
                    done = _set(data, loc, meant) if meant is not None else _drop(data, loc)
                    if not done:
                        return None
                    tried[loc] = 0
    return None


def _parent_of(data: Any, loc: KeyPath) -> Any:
    """The mapping or list holding the value at ``loc`` (``_data_loc`` keeps only parts
    that are in the data, so every step exists)."""
    node: Any = data
    for part in loc[:-1]:
        node = node[part]
    return node


def _drop(data: Any, loc: KeyPath) -> bool:
    """Delete the mapping key at ``loc`` in ``data``; ``False`` if it is not one."""
    node = _parent_of(data, loc)
    if loc and isinstance(node, dict) and loc[-1] in node:
        del node[loc[-1]]
        return True
    return False


def _put(data: Any, loc: KeyPath, index: int) -> bool:
    """Set the mapping key at ``loc`` to the stand-in ``index``; ``False`` if there is none."""
    return _set(data, loc, _STAND_INS[index])


def _set(data: Any, loc: KeyPath, value: Any) -> bool:
    node = _parent_of(data, loc)
    if not loc or not isinstance(node, dict):
        return False
    node[loc[-1]] = value
    return True


_MEANT = {"yes": True, "on": True, "y": True, "true": True, "no": False, "off": False}
_MEANT |= {"n": False, "false": False}


def _meant(node: Any, loc: KeyPath) -> Any:
    """What a refused scalar at ``loc`` was meant as: ``yes`` → true, ``"2"`` or ``02`` → 2;
    ``None`` if nothing plain."""
    value = node.get(loc[-1]) if loc and isinstance(node, dict) else None
    if not isinstance(value, str):
        return None
    text = value.strip().lower()
    if text in _MEANT:
        return _MEANT[text]
    return int(text) if text.isdigit() and len(text) <= 9 else None


def _part_of(key: str, accepted: Sequence[str]) -> str | None:
    """The one accepted key that ``key`` is a whole word of (``skip`` → ``skip_turn``;
    newcomer 12, L3), else ``None``."""
    word = key.lower()
    having = [name for name in accepted if word in re.split(r"[_-]", name.lower())]
    return having[0] if len(having) == 1 else None


def _describe(model: type[BaseModel], doc: LocatedDocument, item: ErrorDetails) -> str:
    loc = _data_loc(doc.data, item["loc"])
    message = item["msg"]
    kind = item["type"]
    found = item.get("input")
    if kind == "extra_forbidden":
        accepted = accepted_keys(model, loc[:-1])
        key = str(loc[-1])
        near = closest(key, accepted, cutoff=0.5) or _part_of(key, accepted)
        hint = f"; did you mean '{near}'?" if near else "."
        message = f"unknown key '{excerpt(key)}'{hint} Accepted keys: {', '.join(accepted)}"
    elif kind == "missing":
        message = "required key is missing"
    elif kind == "value_error":
        message = message.removeprefix("Value error, ")
    elif kind == "string_pattern_mismatch":
        hint = _PATTERN_HINTS.get(str(item.get("ctx", {}).get("pattern")), message)
        message = f"{hint}, found {shown(str(found))}"
    elif kind in ("string_too_long", "string_too_short"):
        limit = item.get("ctx", {}).get("max_length" if kind == "string_too_long" else "min_length")
        bound = "at most" if kind == "string_too_long" else "at least"
        chars = counted(int(limit or 0), "character")
        message = f"{bound} {chars}, found {len(str(found))}: {shown(found)}"
    elif kind == "expected":
        found_words = "nothing (an empty value)" if found is None else shown(found)
        message = f"{message}, found {found_words}"
    elif "input" in item and kind != "assertion_error":
        message = f"{message} (found {shown(found)})"
    return f"{doc.where(loc)}: {format_key_path(loc)}: {message}"


def shown(value: Any) -> str:
    """``value`` as a message quotes it: at most 40 characters of text, a kind for the rest."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(excerpt(value)) if isinstance(value, str) else excerpt(repr(value))


def _data_loc(data: Any, loc: tuple[Any, ...]) -> KeyPath:
    """``loc`` less pydantic's union tags: parts that are keys or indexes of ``data`` stay.

    A last part that is not in the data (a missing key) stays unless it looks like a tag.
    """
    kept: list[str | int] = []
    node = data
    for index, part in enumerate(loc):
        in_dict = isinstance(node, dict) and part in node
        if in_dict or isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif index < len(loc) - 1 or _is_union_tag(part):
            continue
        kept.append(part)
    return tuple(kept)


def _is_union_tag(part: Any) -> bool:
    # pydantic puts the tried union member ('int', 'list[int]', 'function-after[...]') and
    # '[key]' (an invalid mapping key) in loc.
    return isinstance(part, str) and ("[" in part or part in {"int", "str", "float", "bool"})


def accepted_keys(model: type[BaseModel], parent: KeyPath) -> list[str]:
    """The keys accepted at ``parent`` (a key path into ``model``'s data), sorted."""
    current: Any = model
    for part in parent:
        current = _step(current, part)
        if current is None:
            return []
    current = _model_in(current)
    return sorted(getattr(current, "model_fields", {}) or ())


def _step(annotation: Any, part: str | int) -> Any:
    """The annotation of the value one key (or list index) below ``annotation``."""
    annotation = _unwrap(annotation)
    origin = typing.get_origin(annotation)
    if origin is list:
        return typing.get_args(annotation)[0] if isinstance(part, int) else None
    if origin is dict:
        return typing.get_args(annotation)[1]
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        field = annotation.model_fields.get(str(part))
        return field.annotation if field else None
    return None


def _unwrap(annotation: Any) -> Any:
    """Strip ``Annotated[...]`` and ``X | None`` down to the one meaningful type."""
    while True:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            annotation = typing.get_args(annotation)[0]
        elif origin in (typing.Union, types.UnionType):
            args = [a for a in typing.get_args(annotation) if a is not type(None)]
            annotation = args[0] if len(args) == 1 else annotation
            if len(args) != 1:
                return annotation
        else:
            return annotation


def _model_in(annotation: Any) -> Any:
    annotation = _unwrap(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None
