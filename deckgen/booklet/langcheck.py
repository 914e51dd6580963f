"""A translator's language file checked against English, every problem at once.

Internal; :func:`deckgen.check_language_file` and ``deckgen langs --check xx.yaml``.
:func:`~deckgen.text.catalog.load_catalog` stops at the first fault it meets; a translator
wants them all, each with its line: keys English has and the file lacks, keys English does
not have, placeholders other than English's, plural forms other than those Babel (CLDR) says
the language needs, and characters the booklet fonts have no glyph for.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..definitions.reader import read_definition
from ..definitions.validation import validate_document
from ..definitions.yamlfile import LocatedDocument
from ..text.catalog import (
    OPTIONAL_TEMPLATES,
    PLURAL_COUNT,
    RANK_FORMS,
    REFERENCE_LANG,
    Catalog,
    Message,
    load_catalog,
    placeholders,
    plural_categories,
)
from ..text.catalogschema import CATALOG, CatalogFile

# The booklet sets Thai words in Deckgen Thai and everything else in Noto Sans.
BOOKLET_FONTS = ("NotoSans-Regular.ttf", "DeckgenThai-Regular.ttf")
Node = str | dict
Report = Callable[..., None]  # problem(key_path, message, warning=False)


@dataclass(frozen=True)
class CatalogProblem:
    """One problem of a language file: its 1-based line and what is wrong (key first)."""

    path: Path
    line: int
    message: str
    warning: bool = False  # worth a look, but the file can be used as it is

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {'warning: ' if self.warning else ''}{self.message}"


@dataclass(frozen=True)
class CatalogCheck:
    """What :func:`check_catalog_file` found: the file's language code, its plural forms
    and its problems in line order (no :attr:`errors`: it can be used with ``--lang``)."""

    path: Path
    lang: str
    plural_forms: tuple[str, ...]
    texts: int
    problems: tuple[CatalogProblem, ...]

    @property
    def errors(self) -> tuple[CatalogProblem, ...]:
        """The problems that are not warnings."""
        return tuple(p for p in self.problems if not p.warning)


def check_catalog_file(path: Path) -> CatalogCheck:
    """Check the language file at ``path`` against ``en.yaml``.

    Raises :class:`~deckgen.DefinitionError` only if the file cannot be read as a language
    file at all (not YAML, no ``language:``/``name:``/``native_name:``/``texts:``, a
    language code Babel does not know); everything else is a :class:`CatalogProblem`.
    """
    doc = read_definition(path, CATALOG)
    header = validate_document(CatalogFile, doc)
    categories = plural_categories(header.language)
    reference = load_catalog(REFERENCE_LANG)
    found: dict[str, Node] = {}
    problems: list[CatalogProblem] = []

    def problem(key_path: tuple[str | int, ...], message: str, warning: bool = False) -> None:
        problems.append(CatalogProblem(doc.path, _line(doc, key_path), message, warning))

    _collect(header.texts, ("texts",), reference, found, problem)
    for key in reference.messages:
        if key not in found:
            english = reference.messages[key]
            shown = english if isinstance(english, str) else english["other"]
            problem(("texts", *key.split(".")), f"{key}: missing; English: {shown!r}")
    for key, node in found.items():
        key_path = ("texts", *key.split("."))
        if key not in reference.messages and (
            key.startswith(RANK_FORMS) or key in OPTIONAL_TEMPLATES
        ):
            continue  # a word form or an optional sentence: load_catalog checks it
        if key not in reference.messages:
            problem(key_path, f"{key}: not an English key; remove it or check its spelling")
            continue
        _check_message(key, key_path, node, reference, categories, problem)
    problems.sort(key=lambda p: p.line)
    return CatalogCheck(doc.path, header.language, categories, len(found), tuple(problems))


def _line(doc: LocatedDocument, key_path: tuple[str | int, ...]) -> int:
    """The line of ``key_path``, or of its deepest ancestor in the file."""
    for end in range(len(key_path), -1, -1):
        mark = doc.marks.get(tuple(key_path[:end]))
        if mark:
            return int(mark[0])
    return 1


def _collect(
    node: object,
    key_path: tuple[str, ...],
    reference: Catalog,
    found: dict[str, Node],
    problem: Report,
) -> None:
    """Messages of ``node`` by dotted key: texts, and plural messages (a group that English
    gives plural forms at, or that names a plural category)."""
    key = ".".join(key_path[1:])
    if isinstance(node, str) or (
        isinstance(node, dict)
        and (isinstance(reference.messages.get(key), dict) or "other" in node)
    ):
        found[key] = node
    elif isinstance(node, dict) and node:
        for child, value in node.items():
            _collect(value, (*key_path, str(child)), reference, found, problem)
    else:
        problem(key_path, f"{key}: expected text or a group of texts")


def _check_message(
    key: str,
    key_path: tuple[str, ...],
    node: Node,
    reference: Catalog,
    categories: tuple[str, ...],
    problem: Report,
) -> None:
    """Plural forms against CLDR's for the language, then :func:`_check_texts`."""
    english = reference.messages[key]
    if isinstance(node, dict) != isinstance(english, dict):
        wanted = "plural forms" if isinstance(english, dict) else "one text"
        problem(key_path, f"{key}: English gives {wanted} here; give the same")
        return
    texts: dict[tuple[str, ...], str] = {}
    if isinstance(node, dict):
        counts = set(reference.counts.get(key, {}))
        given = [c for c in node if c not in counts]
        missing = [c for c in categories if c not in node]
        wrong = [c for c in given if c not in categories]
        if missing or wrong:
            problem(
                key_path,
                f"{key}: plural forms for this language (CLDR) are {', '.join(categories)}"
                + (f"; missing {', '.join(missing)}" if missing else "")
                + (f"; not used in this language: {', '.join(wrong)}" if wrong else ""),
            )
        for name in counts - set(node):
            problem(key_path, f"{key}: missing the plural forms of {{{name}}} ('{name}:')")
        for category, text in node.items():
            if category in counts and isinstance(text, dict):
                for inner, value in text.items():
                    texts[(*key_path, category, inner)] = value
            else:
                texts[(*key_path, category)] = text
    else:
        texts[key_path] = node
    _check_texts(key, len(key_path), texts, english, problem)


def _check_texts(
    key: str, depth: int, texts: dict[tuple[str, ...], str], english: Message, problem: Report
) -> None:
    """Placeholders and glyphs of a message's texts (``texts``: key path → text; a path
    deeper than a plural form's, ``depth`` + 1, is a second count's form)."""
    from ..render.fonts import missing_characters  # Pillow and HarfBuzz: only when checking

    plural = isinstance(english, dict)
    english_texts = list(english.values()) if isinstance(english, dict) else [english]
    expected: set[str] = set().union(*(placeholders(t) for t in english_texts))
    used: set[str] = set()
    for path, text in texts.items():
        if not isinstance(text, str):
            problem(path, f"{key}: expected text")
            continue
        try:
            names = placeholders(text)
        except ValueError as exc:
            problem(path, f"{key}: {exc}; placeholders are written {{name}}, a brace {{{{ }}}}")
            continue
        second = len(path) > depth + 1
        allowed = {PLURAL_COUNT} if second else expected | ({PLURAL_COUNT} if plural else set())
        used |= set() if second else names
        unknown = sorted(names - allowed)
        if unknown:
            problem(
                path,
                f"{key}: placeholder {{{unknown[0]}}} is not English's; this text may use "
                + (", ".join("{" + p + "}" for p in sorted(allowed)) or "none"),
            )
        chars = [
            c
            for c in dict.fromkeys(text)
            if c not in string.whitespace and all(missing_characters(f, c) for f in BOOKLET_FONTS)
        ]
        if chars:
            shown = " ".join(f"{c} (U+{ord(c):04X})" for c in chars)
            problem(path, f"{key}: the booklet fonts cannot draw {shown}")
    lost = sorted(expected - used - {PLURAL_COUNT})
    if lost:
        first = next(iter(texts))
        problem(
            first,
            f"{key}: English uses {{{lost[0]}}}; this text never does (fine if it says the "
            "same in its own words)",
            warning=True,
        )
