"""A cache of the shipped decks, already checked, so ``deckgen info classic-112`` starts fast.

Internal. Loading a deck file builds the pydantic schema, parses the YAML and checks every
drawn character against the card fonts (HarfBuzz): most of a light command's time (issue
19). A shipped deck (a file in ``rulesets/decks/``) is the same on every run, so the
:class:`~deckgen.definitions.model.Deck` it gives is stored once, as JSON, in deckgen's
cache folder (``<cache>/decks/``) and read back on the next run without pydantic, YAML or
fonts.

An entry is found only under a key made of

* the size and modification time of every file of the package (its code, its fonts and
  ``__init__.py``, which holds the version: a new version or any edit of the code changes
  the key) and of the shipped card styles (the glyph check reads the default style's
  fonts), and
* the name and the content (SHA-256) of every file in ``rulesets/decks/`` (the deck, its
  ``extends:`` parents and the files an id could name instead),

so changing any of them reads and checks the deck again, reporting every problem as before:
wrong data never comes out of the cache. A deck whose loading warned (an old spelling, a
picture) is not stored, so every run shows its warnings. Files given by a path outside
``rulesets/decks/`` are never cached, and nothing is read or written while
``DECKGEN_NO_CACHE`` is set (as for the face cache). A cache folder that cannot be written,
or an entry that cannot be read, only costs the time of a full load.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..resources import PACKAGE_DIR, cache_base_dir, decks_dir, templates_dir
from . import model

FORMAT = 1  # of the stored JSON; part of the key
T = TypeVar("T")
_CLASSES: dict[str, type[Any]] = {
    cls.__name__: cls for cls in (model.Effect, model.CardType, model.Face, model.FaceCount)
}


def shipped_deck_file(ref: str | Path) -> Path | None:
    """The file a deck reference names if it is a shipped deck, else ``None``.

    As :func:`deckgen.definitions.reader.find_definition` reads ``ref``: a path (it holds
    ``/`` or ``\\``, ends in ``.yaml``/``.yml`` or names an existing file) counts if the
    file is directly in ``rulesets/decks/``; any other value is a shipped id. Returns the
    path as that function would return it (``ref`` itself for a path).
    """
    text = str(ref)
    path = Path(text)
    shipped = decks_dir()
    if "/" in text or "\\" in text or text.endswith((".yaml", ".yml")) or path.is_file():
        try:  # the file itself, not a link: ids in its extends: are looked up beside it
            inside = path.is_file() and not path.is_symlink()
            inside = inside and path.absolute().parent.resolve() == shipped.resolve()
        except OSError:
            return None
        return path if inside else None
    candidate = shipped / f"{text}.yaml"
    return candidate if candidate.is_file() else None


def cached_deck(path: Path, read: Callable[[Path], model.Deck]) -> model.Deck:
    """The deck of the shipped file ``path``: from the cache if stored under the current
    key (see the module's docstring), else ``read(path)``, stored when it warned nothing.

    ``read`` raises :class:`~deckgen.errors.DefinitionError` for a bad file; that
    propagates and nothing is stored. Warnings ``read`` issues are issued again after it
    returns, through the caller's filters, each distinct one once per process.
    """
    entry = None if cache_off() else _entry_path(path)
    return cached_or_read(
        entry,
        lambda found: _load(found, path),
        lambda: read(path),
        lambda found, deck: store_entry(found, _deck_data(deck)),
    )


def cache_off() -> bool:
    """Whether ``DECKGEN_NO_CACHE`` asks that no cache be read or written."""
    return os.environ.get("DECKGEN_NO_CACHE", "") not in ("", "0")


def cached_or_read(
    entry: Path | None,
    load: Callable[[Path], T | None],
    read: Callable[[], T],
    store: Callable[[Path, T], None],
) -> T:
    """``load(entry)`` if that gives a value, else ``read()``, stored with ``store(entry,
    value)`` when it issued no warning; ``entry`` ``None``: read only.

    The one policy of deckgen's definition caches (decks here, card styles in
    :mod:`deckgen.render.style`): ``read`` raises for a bad file and nothing is stored;
    warnings it issues are issued again after it returns, through the caller's filters,
    each distinct one once per process, and a value that warned is never stored (so every
    run shows its warnings).
    """
    found = load(entry) if entry is not None else None
    if found is not None:
        return found
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        value = read()
    for warning in caught:
        warnings.warn_explicit(
            warning.message, warning.category, warning.filename, warning.lineno, registry=_SEEN
        )
    if entry is not None and not caught:
        store(entry, value)
    return value


_SEEN: dict[Any, Any] = {}  # the registry of warnings issued again: each distinct one once


def _entry_path(path: Path) -> Path | None:
    """Where the entry of ``path`` lives under the current key; ``None`` if the files
    cannot be read (then nothing is cached)."""
    digest = hashlib.sha256(f"deckgen deck cache format {FORMAT}\n".encode())
    try:
        digest.update(code_key().encode())
        shipped = decks_dir()
        for file in sorted(shipped.rglob("*")):
            if file.is_file():
                digest.update(f"{file.relative_to(shipped).as_posix()}\n".encode())
                digest.update(hashlib.sha256(file.read_bytes()).digest())
    except OSError:
        return None
    return cache_base_dir() / "decks" / f"{path.stem}-{digest.hexdigest()[:32]}.json"


def code_key() -> str:
    """A digest of the size and modification time of every file of the package (code,
    fonts, ``__init__.py`` with the version) and of ``templates/`` (the shipped card
    styles and presets): part of every definition cache's key. Raises ``OSError`` if a
    file cannot be read."""
    digest = hashlib.sha256()
    for root in (PACKAGE_DIR, templates_dir()):
        for name, stat in _tree_stats(root):
            digest.update(f"{name} {stat.st_size} {stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _tree_stats(root: Path) -> list[tuple[str, os.stat_result]]:
    """Every file under ``root`` (bytecode caches left out) with its ``stat``, sorted as
    ``os.walk`` gives them (a folder's files, then its folders; links to folders not
    followed), each named by its path relative to ``root``."""
    found: list[tuple[str, os.stat_result]] = []

    def walk(folder: str, prefix: str) -> None:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda entry: entry.name)
        folders = []
        for entry in entries:
            if entry.is_dir():
                if entry.name != "__pycache__" and not entry.is_symlink():
                    folders.append(entry)
            else:
                found.append((prefix + entry.name, entry.stat()))
        for entry in folders:
            walk(entry.path, f"{prefix}{entry.name}{os.sep}")

    walk(str(root), "")
    return found


def _load(entry: Path, path: Path) -> model.Deck | None:
    """The deck stored at ``entry`` with ``source`` set to ``path``; ``None`` if there is
    none or it cannot be read."""
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
        fields = {key: _decode(value) for key, value in data.items()}
        return model.Deck(**fields, source=path)
    except (OSError, ValueError, TypeError, KeyError):
        return None


def _deck_data(deck: model.Deck) -> dict[str, Any]:
    """``deck`` (all but its ``source``) as JSON data (see :func:`_encode`)."""
    return {
        f.name: _encode(getattr(deck, f.name))
        for f in dataclasses.fields(deck)
        if f.name != "source"
    }


def store_entry(entry: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``entry`` atomically and remove the entries of the same
    stem (``<stem>-<key>.json``) under older keys (a folder holds one file a definition); a
    folder that cannot be written is left alone."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(data, file, ensure_ascii=False)
        os.replace(tmp, entry)
        stem = entry.name.rsplit("-", 1)[0]
        for old in entry.parent.glob(f"{stem}-*.json"):
            if old != entry and old.name.rsplit("-", 1)[0] == stem:
                old.unlink(missing_ok=True)
    except OSError:
        return


def _encode(value: Any) -> Any:
    """A model value as JSON: a dataclass as ``{"@": class, field: …}``, a tuple as
    ``{"@t": [...]}``, a path as ``{"@p": str}``; str, int, bool and ``None`` as they are."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"@": type(value).__name__, **fields}
    if isinstance(value, tuple):
        return {"@t": [_encode(item) for item in value]}
    if isinstance(value, Path):
        return {"@p": str(value)}
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise TypeError(f"cannot store {type(value).__name__} in the deck cache")


def _decode(value: Any) -> Any:
    """The inverse of :func:`_encode`; raises ``KeyError``/``TypeError`` for what it did
    not write."""
    if isinstance(value, dict):
        if "@t" in value:
            return tuple(_decode(item) for item in value["@t"])
        if "@p" in value:
            return Path(value["@p"])
        fields = {key: _decode(item) for key, item in value.items() if key != "@"}
        return _CLASSES[value["@"]](**fields)
    if isinstance(value, list):
        raise TypeError("a list in the deck cache")
    return value
