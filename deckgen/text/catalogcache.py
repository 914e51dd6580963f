"""A cache of the shipped language catalogs, already checked, so a warm ``deckgen sheets``
reads its margin words without pydantic (issue 19).

Internal. Loading a catalog reads its YAML file, checks it with the pydantic model of
:mod:`deckgen.text.catalogschema`, each plural against the language's CLDR forms and each
placeholder against English. A shipped catalog (``rulesets/lang/<code>.yaml``) is the same
on every run, so the :class:`~deckgen.text.catalog.Catalog` it gives is stored once, as
JSON, in deckgen's cache folder (``<cache>/langs/``), as the shipped decks are
(:mod:`deckgen.definitions.deckcache`), under a key made of
:func:`~deckgen.definitions.deckcache.code_key` (the package and ``templates/``) and the
content (SHA-256) of the language's file and of English's. Any edit to either file reads
and checks the catalog again, with the same errors; a catalog that warned is not stored;
a language file given with ``--lang`` (in this process, any) turns the cache off, and
nothing is read or written while ``DECKGEN_NO_CACHE`` is set.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..definitions.deckcache import cache_off, cached_or_read, code_key, store_entry
from ..resources import cache_base_dir, rulesets_dir

FORMAT = 1  # of the stored JSON; part of the key
Catalog = TypeVar("Catalog")  # deckgen.text.catalog.Catalog (not imported: no cycle)


def cached_catalog(
    lang: str,
    read: Callable[[], Catalog],
    make: Callable[..., Catalog],
    files: list[Path] | None,
) -> Catalog:
    """The catalog of the known language ``lang``: from the cache if its shipped
    ``files`` (its own and English's) were checked under the current key (module
    docstring), rebuilt with ``make(**fields)``; else ``read()`` (which raises
    :class:`~deckgen.errors.DefinitionError` for a bad file), stored when it warned
    nothing. ``files`` ``None``: a language file is in use (nothing cached)."""
    entry = None if files is None or cache_off() else _entry_path(lang, files)
    if entry is None:
        return read()
    return cached_or_read(
        entry,
        lambda found: _load(found, make),
        read,
        lambda found, catalog: store_entry(found, _data(catalog)),
    )


def _entry_path(lang: str, files: list[Path]) -> Path | None:
    """Where the entry of ``lang`` lives under the current key; ``None`` for a file not in
    the shipped folder or files that cannot be read."""
    shipped = (rulesets_dir() / "lang").resolve()
    digest = hashlib.sha256(f"deckgen catalog cache format {FORMAT}\n{lang}\n".encode())
    try:
        if any(file.is_symlink() or file.parent.resolve() != shipped for file in files):
            return None
        digest.update(code_key().encode())
        for file in files:
            digest.update(f"{file.name}\n".encode())
            digest.update(hashlib.sha256(file.read_bytes()).digest())
    except OSError:
        return None
    return cache_base_dir() / "langs" / f"{lang}-{digest.hexdigest()[:32]}.json"


def _data(catalog: Any) -> dict[str, Any]:
    """``catalog`` as JSON data (its texts as plain strings)."""
    return {
        "lang": catalog.lang,
        "name": str(catalog.name),
        "native_name": str(catalog.native_name),
        "messages": catalog.messages,
        "path": str(catalog.path),
        "counts": catalog.counts,
    }


def _load(entry: Path, make: Callable[..., Catalog]) -> Catalog | None:
    """The catalog stored at ``entry``; ``None`` if there is none or it cannot be read."""
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
        return make(**{**data, "path": Path(data["path"])})
    except (OSError, ValueError, TypeError, KeyError):
        return None
