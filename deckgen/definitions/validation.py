"""Turn pydantic validation errors into messages that point into the YAML file.

Internal.
"""

from __future__ import annotations

import difflib
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from ..errors import DefinitionError
from .yamlfile import LocatedDocument, format_key_path

ModelT = TypeVar("ModelT", bound=BaseModel)


def validate_document(
    model: type[ModelT], doc: LocatedDocument, error: type[DefinitionError] = DefinitionError
) -> ModelT:
    """Validate ``doc.data`` against ``model``.

    Raises ``error`` (a :class:`DefinitionError` by default) listing every problem, one a line,
    each as ``file:line:column: key.path: message``.
    """
    if not isinstance(doc.data, dict):
        found = "an empty file" if doc.data is None else type(doc.data).__name__
        raise error(f"{doc.path}: expected a mapping of keys (like 'id: ...'), found {found}")
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        items = sorted(exc.errors(include_url=False), key=lambda i: _line_of(doc, i["loc"]))
        raise error("\n".join(_describe(model, doc, item) for item in items)) from None


def _line_of(doc: LocatedDocument, loc: tuple) -> tuple[int, int]:
    for end in range(len(loc), -1, -1):
        mark = doc.marks.get(tuple(loc[:end]))
        if mark:
            return mark
    return (0, 0)


def _describe(model: type[BaseModel], doc: LocatedDocument, item: dict[str, Any]) -> str:
    loc = tuple(part for part in item["loc"] if not _is_union_tag(part))
    message = item["msg"]
    if item["type"] == "extra_forbidden":
        accepted = _accepted_keys(model, loc[:-1], doc.data)
        key = str(loc[-1])
        near = difflib.get_close_matches(key, accepted, n=1)
        hint = f"; did you mean '{near[0]}'?" if near else ""
        message = f"unknown key '{key}'{hint} Accepted keys: {', '.join(accepted)}"
    elif item["type"] == "missing":
        message = "required key is missing"
    elif "input" in item and item["type"] not in ("value_error", "assertion_error"):
        message = f"{message} (found {item['input']!r})"
    return f"{doc.where(loc)}: {format_key_path(loc)}: {message}"


def _is_union_tag(part: Any) -> bool:
    # pydantic puts the tried union member ('int', 'list[int]', 'function-after[...]') in loc.
    return isinstance(part, str) and ("[" in part or part in {"int", "str", "float", "bool"})


def _accepted_keys(model: type[BaseModel], parent: tuple, data: Any) -> list[str]:
    """The field names of the (nested) model found at ``parent``."""
    current: Any = model
    for part in parent:
        if isinstance(part, int):
            continue
        field = getattr(current, "model_fields", {}).get(part)
        if field is None:
            return []
        current = _model_in(field.annotation)
    fields = getattr(current, "model_fields", {})
    return sorted(fields)


def _model_in(annotation: Any) -> Any:
    """The BaseModel class inside ``list[M]``, ``dict[str, M]``, ``M | None`` and the like."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()) or ():
        found = _model_in(arg)
        if found is not None:
            return found
    return None
