"""Where an ``extends:`` value may lead: one rule for decks, card styles and rulesets.

Internal. Decks, card styles and rulesets follow ``extends:`` through
:func:`deckgen.definitions.reader.find_parent` (cycles, depth, one wording), which asks
:func:`find_extended` which file a value names, so the confinement rule lives here once.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path, PureWindowsPath
from typing import NoReturn

from ..errors import DeckgenError, DefinitionError, excerpt
from .suggestions import relative
from .yamlfile import LocatedDocument

PATH_SUFFIXES = (".yaml", ".yml")


def find_extended(
    doc: LocatedDocument,
    ref: object,
    *,
    kind: str,
    shipped_dir: Path,
    shipped_ids: Sequence[str],
    sibling_ids: bool = False,
    error: type[DeckgenError] = DefinitionError,
) -> Path | None:
    """The file that ``ref``, the ``extends:`` value of ``doc``, names; ``None`` if none.

    The rule: ``ref`` is either

    - a **shipped id**: a plain name (no ``/`` or ``\\``, not ending in ``.yaml``/``.yml``)
      listed in ``shipped_ids``, read as ``shipped_dir/<id>.yaml``; with ``sibling_ids``
      (decks), ``<id>.yaml`` next to ``doc`` is looked for first and must obey the path rule;
    - a **relative path** (holds ``/`` or ``\\``, or ends in ``.yaml``/``.yml``) taken from
      the folder of ``doc``, which, with ``..`` and symbolic links resolved
      (:meth:`Path.resolve`), lies inside that folder's tree or inside the current working
      directory's tree. So ``variants/x.yaml`` may say ``extends: ../base.yaml`` when run
      from the project folder.

    Everything else is refused: an absolute path (``/…``, ``\\…``, ``C:…``), a path that
    climbs out of both trees, a symbolic link that leads out of them, a value that is not
    one non-empty text. The check comes before any look at the file, so a refusal says
    nothing about what exists outside.

    Returns the path as ``doc``'s folder joined with ``ref`` (not resolved, so messages and
    paths relative to the parent file read as the user wrote them), or ``None`` if ``ref``
    is allowed but names no file (the caller reports that with its own suggestions).
    Raises ``error`` (:class:`DefinitionError` by default; styles pass
    :class:`TemplateError`) as one
    ``file:line:column: extends: '<ref>' is refused: <reason>; give a shipped <kind> id
    (<ids>) or a relative path to a file inside this file's folder (<folder>) or the working
    folder (<cwd>)`` line, quoting at most 40 characters of ``ref``.
    """
    folder = Path(doc.path).parent
    if not isinstance(ref, str) or not ref.strip():
        _refuse(doc, ref, "not one name or path", kind, shipped_ids, error)
    if not names_a_path(ref):
        sibling = folder / f"{ref}.yaml"
        if sibling_ids and (sibling.is_symlink() or sibling.is_file()):
            return _confined(doc, ref, sibling, kind, shipped_ids, error)
        return shipped_dir / f"{ref}.yaml" if ref in shipped_ids else None
    if PureWindowsPath(ref).anchor:  # "/x", "\\x", "C:x", "C:\\x", "\\\\server\\share"
        _refuse(doc, ref, "an absolute path", kind, shipped_ids, error)
    return _confined(doc, ref, folder / ref, kind, shipped_ids, error)


def names_a_path(ref: str) -> bool:
    """Whether an ``extends:`` value is a path (holds ``/`` or ``\\``, or ends in
    ``.yaml``/``.yml``) rather than an id."""
    return "/" in ref or "\\" in ref or ref.endswith(PATH_SUFFIXES)


def _confined(
    doc: LocatedDocument,
    ref: str,
    candidate: Path,
    kind: str,
    shipped_ids: Sequence[str],
    error: type[DeckgenError],
) -> Path | None:
    """``candidate`` if it resolves inside ``doc``'s folder tree or the working directory's
    tree and is a file, ``None`` if it resolves inside but is no file; else refuse."""
    folder, cwd = os.path.abspath(Path(doc.path).parent), os.getcwd()
    trees = [Path(folder).resolve(), Path(cwd).resolve()]
    try:
        resolved = candidate.resolve()
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL character
        _refuse(doc, ref, "it cannot be followed", kind, shipped_ids, error)
    if any(resolved.is_relative_to(tree) for tree in trees):
        return candidate if resolved.is_file() else None
    # inside by its text alone (``..`` removed, no link followed): a link leads out
    lexical = Path(os.path.normpath(os.path.abspath(candidate)))
    by_text = [Path(os.path.normpath(folder)), Path(os.path.normpath(cwd)), *trees]
    through_link = any(lexical.is_relative_to(tree) for tree in by_text)
    leads = "a symbolic link on the way leads" if through_link else "it leads"
    reason = f"{leads} outside this file's folder and the working folder"
    _refuse(doc, ref, reason, kind, shipped_ids, error)


def _refuse(
    doc: LocatedDocument,
    ref: object,
    reason: str,
    kind: str,
    shipped_ids: Sequence[str],
    error: type[DeckgenError],
) -> NoReturn:
    folder = relative(Path(doc.path).parent)
    raise error(
        f"{doc.where(('extends',))}: extends: {excerpt(ref)!r} is refused: {reason}; "
        f"give a shipped {kind} id ({', '.join(shipped_ids)}) or a relative path to a file "
        f"inside this file's folder ({folder}) or the working folder ({Path.cwd()})"
    )
