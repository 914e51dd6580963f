"""The one reader of definition files: every kind of file deckgen reads goes through here.

Internal. Each kind of file (decks, card styles, rulesets, the shipped house rules, a house
rule of a user's own, language catalogs, printer profiles, paper and card presets) is a
:class:`FileKind`, declared next to its model, and is read the same way:

- :func:`read_definition` reads the file with the strict, line-aware reader
  (``yamlfile.py``: every scalar kept as written, duplicate keys reported with file, line
  and column, merge keys and oversized documents refused), then brings the old spelling of
  a key to the one spelling (``choose_colour`` → ``choose_color``, ``colours`` →
  ``colors``: wherever the ``color`` form is a key of the model) with a
  :class:`~deckgen.errors.DefinitionWarning` each;
- :func:`find_definition` turns a shipped id or a path into a file (one rule for decks,
  styles and rulesets, one "did you mean");
- :func:`find_parent` follows ``extends:``: the confinement rule of
  :func:`~deckgen.definitions.paths.find_extended`, cycle detection, one depth limit
  (:data:`MAX_EXTENDS_DEPTH`) and one wording for every kind. How a parent is merged stays
  the kind's own: a deck applies ``cards``/``remove``/``replace``/``add`` to its parent's
  recipe, styles and rulesets lay their keys over the parent's with :func:`deep_merge`;
- values follow one scalar policy (``scalars.py``); suggestions come from
  :func:`~deckgen.definitions.suggestions.closest`.
"""

from __future__ import annotations

import sys
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DeckgenError, DefinitionError, excerpt
from .paths import find_extended, names_a_path
from .suggestions import closest, relative, suggest
from .yamlfile import KeyPath, LocatedDocument, format_key_path, read_yaml

if TYPE_CHECKING:
    from .validation import ModelT

# pydantic (and the schema that validation.py imports) is loaded only where a file is
# validated: a deck read from the deck cache and the shipped print presets never need it.

# A deck chain of 10 was the most any kind allowed (styles and rulesets allowed 8): no file
# that loaded before is refused, and a loop is caught by the cycle check long before.
MAX_EXTENDS_DEPTH = 10
"""At most this many ``extends:`` steps from the file loaded to its last ancestor."""

OLD_SPELLING, SPELLING = "colour", "color"


@dataclass(frozen=True)
class FileKind:
    """One kind of definition file, as messages name it and as the reader needs it.

    ``shape`` is the pydantic model of the file (or an annotation such as
    ``dict[str, HouseRuleSpec]``): the reader follows it to find keys in an old spelling.
    ``error`` is raised for the kind's problems (styles, presets and printer profiles raise
    :class:`~deckgen.errors.TemplateError`). ``shipped_dir`` holds the shipped files, one
    ``<id>.yaml`` each, less the stems in ``not_shipped``; ``sibling_ids``: an id in
    ``extends:`` is looked for next to the file first (decks).
    """

    name: str
    shape: Any
    error: type[DeckgenError] = DefinitionError
    shipped_dir: Callable[[], Path] | None = None
    not_shipped: tuple[str, ...] = ()
    sibling_ids: bool = False

    @property
    def plural(self) -> str:
        return f"{self.name}s"

    def shipped_ids(self) -> list[str]:
        """The ids of the shipped files of this kind, sorted."""
        if self.shipped_dir is None:
            return []
        stems = (path.stem for path in self.shipped_dir().glob("*.yaml"))
        return sorted(stem for stem in stems if stem not in self.not_shipped)

    def shipped_path(self, ref: str) -> Path | None:
        """The shipped file of id ``ref``, or ``None`` if there is none."""
        if self.shipped_dir is None or ref not in self.shipped_ids():
            return None
        return self.shipped_dir() / f"{ref}.yaml"


def read_definition(path: Path, kind: FileKind) -> LocatedDocument:
    """Read ``path`` as a file of ``kind``: strictly, with positions, one spelling of keys.

    Raises ``kind.error`` naming the file (and line) if it cannot be read as YAML (see
    :func:`~deckgen.definitions.yamlfile.read_yaml`). Duplicate keys, and a key given in both
    spellings, do not raise: they are in ``problems`` for the validator to report with the
    rest. A key in the old spelling is renamed (positions follow it) with a warning.
    """
    try:
        doc = read_yaml(path)
    except DefinitionError as exc:
        if isinstance(exc, kind.error):
            raise
        raise kind.error(str(exc)) from None
    doc.data = _respell(doc, doc.data, kind.shape, ())
    return doc


def load_definition(path: Path, kind: FileKind, model: type[ModelT]) -> ModelT:
    """Read ``path`` as a file of ``kind`` and validate it against ``model``.

    Raises ``kind.error`` listing every problem as ``file:line:column: key.path: message``.
    """
    from .validation import validate_document

    result = validate_document(model, read_definition(path, kind), error=kind.error)
    assert result is not None  # validate_document raises when it gathers the problems
    return result


def find_definition(ref: str | Path, kind: FileKind) -> Path:
    """A shipped id (``classic-108``) or a path to a file of ``kind`` → the file's path.

    ``ref`` is a path if it holds ``/`` or ``\\``, ends in ``.yaml``/``.yml`` (the rule of
    ``extends:`` values) or names an existing file; else it is a shipped id. Raises
    ``kind.error``: ``<path>: <kind> file not found``; ``no shipped <kind> named '<ref>';
    did you mean the file '<ref>.yaml'? …`` when that file is in the working folder; else
    ``no <kind> named '<ref>': did you mean '<id>'? shipped <kinds>: …; or give the path to
    a <kind> .yaml file``.
    """
    text = str(ref)
    path = Path(text)
    if names_a_path(text) or path.is_file():
        if not path.is_file():
            raise kind.error(f"{path}: {kind.name} file not found{near_file(path)}")
        return path
    shipped = kind.shipped_path(text)
    if shipped is not None:
        return shipped
    nearby = [Path(text + ext) for ext in (".yaml", ".yml") if Path(text + ext).is_file()]
    if nearby:  # `deckgen build my-deck` beside my-deck.yaml
        raise kind.error(
            f"no shipped {kind.name} named '{excerpt(text)}'; did you mean the file "
            f"'{nearby[0]}'? write the name with .yaml: {nearby[0]}"
        )
    raise kind.error(
        f"no {kind.name} named '{excerpt(text)}': "
        + suggest(text, kind.shipped_ids(), f"shipped {kind.plural}")
        + f"; or give the path to a {kind.name} .yaml file"
    )


def near_file(path: Path) -> str:
    """``"; did you mean 'my-deck.yaml'?"`` when a .yaml file in ``path``'s folder has a
    name close to ``path``'s (a misspelt file name, or ``.yml`` for ``.yaml``; written as
    ``path`` is, folder included), else ``""``. Deck, style and house rule files."""
    near = near_file_path(path)
    return f"; did you mean '{near}'?" if near else ""


def near_file_path(path: Path) -> Path | None:
    """The .yaml (or .yml) file in ``path``'s folder whose name is a likely typo of
    ``path``'s (see :func:`near_file`), written as ``path`` is; ``None`` if none."""
    try:
        names = {p.stem: p.name for p in path.parent.iterdir() if p.suffix in (".yaml", ".yml")}
    except OSError:  # no such folder, or not readable: nothing to suggest
        return None
    near = closest(path.stem, sorted(names), cutoff=0.6, fold_case=True)  # the names, not .yaml
    return path.with_name(names[near]) if near else None


def find_parent(
    doc: LocatedDocument, kind: FileKind, chain: tuple[Path, ...], ref: object = None
) -> Path:
    """The file that ``doc``'s ``extends:`` names, checked for cycles and depth.

    ``chain`` holds the resolved paths of the files read so far, from the one loaded first
    down to ``doc`` itself; ``ref`` is the ``extends:`` value if already validated (else it
    is taken from ``doc``). Raises ``kind.error`` as one ``file:line:column: extends: …``
    line: refused by the confinement rule (see
    :func:`~deckgen.definitions.paths.find_extended`); no such file or shipped id (with a
    suggestion); ``'<ref>' makes a cycle: a → b → a``; or ``more than 10 levels of
    extends: a → b → …``.
    """
    if ref is None and isinstance(doc.data, dict):
        ref = doc.data.get("extends")
    at = f"{doc.where(('extends',))}: extends"
    shipped_dir = kind.shipped_dir() if kind.shipped_dir else Path(doc.path).parent
    path = find_extended(
        doc,
        ref,
        kind=kind.name,
        shipped_dir=shipped_dir,
        shipped_ids=kind.shipped_ids(),
        sibling_ids=kind.sibling_ids,
        error=kind.error,
    )
    shown = " → ".join(relative(p) for p in chain)
    if path is None:
        ref = str(ref)
        trail = f" (extends chain: {shown})" if len(chain) > 1 else ""
        if names_a_path(ref):
            raise kind.error(
                f"{at}: no {kind.name} file '{excerpt(ref)}' (a path is taken from this "
                f"file's folder, {relative(Path(doc.path).parent)}){trail}"
            )
        place = "next to this file or among" if kind.sibling_ids else "among"
        raise kind.error(
            f"{at}: no {kind.name} '{excerpt(ref)}' {place} the shipped {kind.plural}; "
            + suggest(ref, kind.shipped_ids(), f"shipped {kind.plural}")
            + trail
        )
    resolved = path.resolve()
    if resolved in chain:
        loop = " → ".join(relative(p) for p in (*chain[chain.index(resolved) :], resolved))
        raise kind.error(f"{at}: '{excerpt(ref)}' makes a cycle: {loop}")
    if len(chain) > MAX_EXTENDS_DEPTH:
        raise kind.error(f"{at}: more than {MAX_EXTENDS_DEPTH} levels of extends: {shown}")
    return path


def deep_merge(parent: Any, child: Any) -> Any:
    """``child`` laid over ``parent``: mappings merge key by key, anything else replaces."""
    if isinstance(parent, dict) and isinstance(child, dict):
        merged = dict(parent)
        for key, value in child.items():
            merged[key] = deep_merge(parent[key], value) if key in parent else value
        return merged
    return child


def _respell(doc: LocatedDocument, data: Any, shape: Any, path: KeyPath) -> Any:
    """``data`` with every key of a model in the old spelling renamed (warning each)."""
    shape = _member_for(shape, data)
    if isinstance(data, dict) and _is_model(shape):
        fields = shape.model_fields
        result: dict[str, Any] = {}
        for key, value in data.items():
            new = _new_spelling(key, fields)
            if new is not None:
                if new in data:
                    _both_given(doc, path, key, new)
                    continue
                from .scalars import warn_old_spelling  # a model: pydantic is loaded

                warn_old_spelling(doc.where((*path, key)), key, new)
                _move_marks(doc, (*path, key), (*path, new))
                key = new
            field = fields.get(key)
            result[key] = _respell(doc, value, field.annotation if field else None, (*path, key))
        return result
    origin, args = typing.get_origin(shape), typing.get_args(shape)
    if isinstance(data, dict) and origin is dict and len(args) == 2:
        return {key: _respell(doc, value, args[1], (*path, key)) for key, value in data.items()}
    if isinstance(data, list) and origin is list and args:
        return [_respell(doc, item, args[0], (*path, i)) for i, item in enumerate(data)]
    return data


def _is_model(shape: Any) -> bool:
    """Whether ``shape`` is a pydantic model class (never one if pydantic is not loaded:
    a shape of plain types is followed without importing it)."""
    pydantic = sys.modules.get("pydantic")
    if pydantic is None or not isinstance(shape, type):
        return False
    return issubclass(shape, pydantic.BaseModel)


def _new_spelling(key: object, fields: dict[str, Any]) -> str | None:
    if not isinstance(key, str) or OLD_SPELLING not in key or key in fields:
        return None
    new = key.replace(OLD_SPELLING, SPELLING)
    return new if new in fields else None


def _both_given(doc: LocatedDocument, path: KeyPath, old: str, new: str) -> None:
    line = doc.marks.get((*path, new), ("?",))[0]
    doc.problems.append(
        f"{doc.where((*path, old))}: {format_key_path((*path, old))}: '{old}' is the old "
        f"spelling of '{new}', which is given too (line {line}); keep one"
    )


def _move_marks(doc: LocatedDocument, old: KeyPath, new: KeyPath) -> None:
    size = len(old)
    doc.marks = {
        ((*new, *key[size:]) if key[:size] == old else key): mark for key, mark in doc.marks.items()
    }


def _member_for(shape: Any, data: Any) -> Any:
    """The one type of ``shape`` that ``data`` is read as: ``Annotated`` and ``None``
    stripped; of a union, the model (or else the mapping) for a mapping, the list for a
    list."""
    while True:
        origin = typing.get_origin(shape)
        if origin is typing.Annotated:
            shape = typing.get_args(shape)[0]
            continue
        if origin not in (typing.Union, types.UnionType):
            return shape
        members = [_bare(m) for m in typing.get_args(shape) if m is not type(None)]
        if isinstance(data, dict):
            models = [m for m in members if _is_model(m)]
            mappings = [m for m in members if typing.get_origin(m) is dict]
            candidates = models or mappings
        elif isinstance(data, list):
            candidates = [m for m in members if typing.get_origin(m) is list]
        else:
            return None
        if not candidates:
            return None
        shape = candidates[0]


def _bare(annotation: Any) -> Any:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation
