"""Suggestions and paths in messages: "did you mean", the nearest name, a short path.

Internal, and light on purpose (no pydantic): every message that suggests a name goes
through :func:`closest`, also on the paths that never validate a file (a cached deck,
the shipped print presets). :mod:`deckgen.definitions.validation` re-exports these.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from pathlib import Path


def closest(
    word: str, choices: Iterable[str], *, cutoff: float = 0.6, fold_case: bool = False
) -> str | None:
    """The one of ``choices`` nearest to ``word`` (difflib's ratio ≥ ``cutoff``), or ``None``.

    With ``fold_case``, case is ignored in the comparison and the choice is returned as given.
    This is the only "did you mean" logic: every message that suggests goes through here.
    """
    names = list(choices)
    if fold_case:
        by_key = {name.lower(): name for name in names}
        near = difflib.get_close_matches(str(word).lower(), list(by_key), n=1, cutoff=cutoff)
        return by_key[near[0]] if near else None
    near = difflib.get_close_matches(str(word), names, n=1, cutoff=cutoff)
    return near[0] if near else None


def did_you_mean(
    word: str, choices: Iterable[str], *, cutoff: float = 0.6, fold_case: bool = False
) -> str:
    """``"did you mean 'skip'? "`` (with its trailing space), or ``""`` if nothing is near."""
    near = closest(word, choices, cutoff=cutoff, fold_case=fold_case)
    return f"did you mean '{near}'? " if near else ""


def suggest(word: str, choices: Iterable[str], what: str, *, cutoff: float = 0.6) -> str:
    """``"did you mean 'skip'? known card types: ..."`` for an unknown ``word``."""
    names = list(choices)
    return f"{did_you_mean(word, names, cutoff=cutoff)}{what}: {', '.join(names)}"


def relative(path: Path) -> str:
    """``path`` relative to the working directory where possible (shorter messages)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
