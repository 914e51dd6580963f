"""Up-to-date output: a stamp of the inputs a file was written from, so a rebuild where
nothing changed writes nothing (issue 19: a warm ``deckgen sheets``).

Internal. Once a job has written its files (each atomically, :func:`deckgen.output.
atomic_path`), :func:`record` stores a stamp in deckgen's cache folder
(``<cache>/stamps/<digest of the main file's absolute path>.json``): the digest of the
job's inputs (:func:`inputs_digest`), the size and SHA-256 of every file it wrote, and
what the job returned, as plain JSON data. The next run computes the digest of its inputs
again and asks :func:`up_to_date`: the stored data comes back only when a stamp for the
same main file holds the same digest and every file still has the size and content it was
written with. Any change of an input, a file changed, truncated or removed since, a stamp
missing or unreadable, and the job writes again. The stamp is written after the last file
is complete, so a half-written file never counts as up to date.

The digest always covers deckgen's own files (:func:`~deckgen.definitions.deckcache.
code_key`: its code and version, fonts and templates) and the content of every file in
``rulesets/`` (decks, language catalogs, house rules); the job adds the rest (its options,
the deck as loaded, the render-cache keys of its images). Nothing is read or written while
``DECKGEN_NO_CACHE`` is set, as for the other caches.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .definitions.deckcache import cache_off, code_key, store_entry
from .resources import cache_base_dir, rulesets_dir

FORMAT = 1  # of the stamp; part of every digest


def stamp_path(main: Path) -> Path:
    """Where the stamp of the file ``main`` lives: ``<cache>/stamps/<key>.json``, the key a
    digest of its absolute path (links resolved)."""
    name = hashlib.sha256(str(Path(main).resolve()).encode()).hexdigest()[:32]
    return cache_base_dir() / "stamps" / f"{name}.json"


def inputs_digest(*parts: str, files: Sequence[Path] = ()) -> str:
    """A hex SHA-256 of the job's input ``parts`` (strings), the content of ``files`` (a
    missing one counts as empty), deckgen's own files (by size and modification time) and
    the content of every file in ``rulesets/``. Raises ``OSError`` if deckgen's files
    cannot be read."""
    digest = hashlib.sha256(f"deckgen stamp format {FORMAT}\n{code_key()}\n".encode())
    shipped = rulesets_dir()
    for file in sorted(shipped.rglob("*")):
        if file.is_file():
            digest.update(f"{file.relative_to(shipped).as_posix()}\n".encode())
            digest.update(hashlib.sha256(file.read_bytes()).digest())
    for file in files:
        digest.update(f"\0{file}\n".encode())
        digest.update(_content_digest(file).encode())
    for part in parts:
        digest.update(b"\0")
        digest.update(part.encode())
    return digest.hexdigest()


def _content_digest(path: Path) -> str:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return ""


def _files_record(files: Sequence[Path]) -> dict[str, list[Any]]:
    """Each file's absolute path → ``[size, sha256]``. Raises ``OSError``."""
    record: dict[str, list[Any]] = {}
    for file in files:
        data = Path(file).read_bytes()
        record[str(Path(file).resolve())] = [len(data), hashlib.sha256(data).hexdigest()]
    return record


def up_to_date(main: Path, inputs: str) -> dict[str, Any] | None:
    """The data :func:`record` stored for ``main`` if it was written from ``inputs`` (a
    digest from :func:`inputs_digest`) and every file recorded with it is still as written
    (same size, same SHA-256); else ``None`` (also while ``DECKGEN_NO_CACHE`` is set). Never
    raises for a missing or damaged stamp or file: that only means writing again."""
    if cache_off():
        return None
    try:
        stamp = json.loads(stamp_path(main).read_text(encoding="utf-8"))
        if stamp["format"] != FORMAT or stamp["inputs"] != inputs:
            return None
        for name, (size, sha) in stamp["files"].items():
            path = Path(name)
            if path.stat().st_size != size:  # truncated or grown: no need to read it
                return None
            if hashlib.sha256(path.read_bytes()).hexdigest() != sha:
                return None
        result = stamp["result"]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return result if isinstance(result, dict) else None


def record(main: Path, inputs: str, files: Sequence[Path], result: dict[str, Any]) -> None:
    """Store the stamp of ``files`` (``main`` and any written with it), just written from
    ``inputs``, with ``result`` (JSON data the job returns when they are up to date).
    Nothing is stored while ``DECKGEN_NO_CACHE`` is set; a cache folder that cannot be
    written is left alone (the next run writes again)."""
    if cache_off():
        return
    try:
        written = _files_record([main, *files])
    except OSError:
        return
    stamp = {"format": FORMAT, "inputs": inputs, "files": written, "result": result}
    store_entry(stamp_path(main), stamp)
