"""Card styles: the look of a deck as data (``templates/<id>.yaml``).

Internal; :func:`deckgen.load_style` is public. A style may say ``extends: <name or file>``:
the parent is loaded first and the child's keys override it, mapping by mapping (a child
that sets ``back: {text: ...}`` keeps the parent's other back colours). The file is read,
its ``extends:`` followed (a file must stay inside the extending style's folder or the
working directory, symbolic links followed) and a shipped name or a path looked up by the
one reader that decks and rulesets share (:mod:`deckgen.definitions.reader`).

A loaded style is plain frozen dataclasses (this module imports no pydantic); the file is
checked by the pydantic models of :mod:`deckgen.render.styleschema`. A shipped style,
once checked, is kept in deckgen's cache folder (``<cache>/styles/``, as the shipped decks
are: :mod:`deckgen.definitions.deckcache`) under a key made of the size and modification
time of every file of the package and of ``templates/``, so a warm ``deckgen sheets`` of a
shipped deck builds no schema (issue 19). Any change to those files reads and checks the
style again, with the same errors; a style that warned is not stored; nothing is read or
written while ``DECKGEN_NO_CACHE`` is set.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from ..defaults import DEFAULT_STYLE
from ..definitions.deckcache import cache_off, cached_or_read, code_key, store_entry
from ..definitions.reader import find_definition
from ..resources import PACKAGE_DIR, cache_base_dir, templates_dir
from .styledata import (
    STYLE,
    BackStyle,
    CardStyle,
    FontSet,
    TextStyle,
    style_data,
    style_from_data,
    style_json,
)

__all__ = [
    "STYLE",
    "BackStyle",
    "CardStyle",
    "FontSet",
    "TextStyle",
    "default_fonts",
    "load_style",
    "shipped_style_ids",
    "style_json",
]

FORMAT = 1  # of the stored JSON; part of the key


def shipped_style_ids() -> list[str]:
    """The names of the styles shipped in ``templates/``, sorted."""
    return STYLE.shipped_ids()


@lru_cache(maxsize=1)
def default_fonts() -> FontSet:
    """The fonts of the default style, read once: a deck's drawn texts are checked against
    them when the deck is loaded (see :mod:`~deckgen.render.glyphs`)."""
    from .styleschema import validated_fonts

    return validated_fonts(find_definition(DEFAULT_STYLE, STYLE))


def load_style(style: str | Path = DEFAULT_STYLE) -> CardStyle:
    """Load a card style by shipped name (``classic``, ``full-bleed``, ``light``,
    ``colour-blind``) or path.

    ``extends:`` chains are resolved (see the module docstring); fonts and ``back.image``
    given as relative paths are relative to the style file. Raises :class:`TemplateError`
    naming the file, line and key of any problem, the cycle of an ``extends:`` chain that
    loops, or a back image that is missing, a folder, not a PNG or JPEG, corrupt or
    truncated, or too large; :class:`FontError` naming the style file, the key and the font
    file for a font that cannot be used. A shipped style comes from the cache when it was
    checked before under the current key (module docstring).
    """
    path = find_definition(style, STYLE)
    entry = None if cache_off() else _entry_path(path)

    def read() -> tuple[CardStyle, bool]:
        from .styleschema import validated_style  # pydantic: only when a file is read

        loaded, files = validated_style(path)
        return loaded, all(_shipped(file) for file in files)

    if entry is None:
        return read()[0]

    def store(found: Path, value: tuple[CardStyle, bool]) -> None:
        if value[1]:
            store_entry(found, style_data(value[0]))

    return cached_or_read(entry, _load, read, store)[0]


def _entry_path(path: Path) -> Path | None:
    """Where the entry of the style file ``path`` lives under the current key; ``None``
    for a file that is not a shipped style (never cached) or files that cannot be read."""
    try:
        if path.is_symlink() or not _shipped(path):
            return None
        digest = hashlib.sha256(f"deckgen style cache format {FORMAT}\n".encode())
        digest.update(f"{path.name}\n{code_key()}".encode())
    except OSError:
        return None
    return cache_base_dir() / "styles" / f"{path.stem}-{digest.hexdigest()[:32]}.json"


def _shipped(path: Path) -> bool:
    """Whether ``path`` lies in ``templates/`` or the package (its fonts), which the cache
    key covers."""
    full = path.resolve()
    return any(full.is_relative_to(root.resolve()) for root in (templates_dir(), PACKAGE_DIR))


def _load(entry: Path) -> tuple[CardStyle, bool] | None:
    """The style stored at ``entry``; ``None`` if there is none or it cannot be read."""
    try:
        return style_from_data(json.loads(entry.read_text(encoding="utf-8"))), True
    except (OSError, ValueError, TypeError, KeyError):
        return None
