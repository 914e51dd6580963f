"""What a user types after ``--lang``, read as a language deckgen has texts for. Internal.

:func:`resolve_lang` accepts a shipped code in any case, and a regional form of one
(``de-AT``, ``de_DE``, ``pt-BR`` when ``pt`` is shipped) as its base language: the texts
are per language, not per region. Anything else is refused by :func:`unknown_lang` with
the languages there are and, when something is near, one suggestion: a common mistake
(``ge`` for German is ``de``), a three-letter code (``ger``), a language's name in English,
in itself or in another shipped language (``german``, ``Deutsch``, ``allemand``), and only
then a code spelled alike. Names come from Babel's CLDR data.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.core import get_global

from ..definitions.suggestions import relative
from ..errors import DefinitionError
from ..resources import rulesets_dir

# a language code with regions or scripts (de-AT, de_DE, zh-Hant-TW), also as a locale
# names it: a codeset and a modifier after it (pl_PL.UTF-8, sr_RS@latin; newcomer 8)
REGION_FORM = re.compile(
    r"^([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{2,8})*(?:\.[A-Za-z0-9-]+)?(?:@[A-Za-z0-9]+)?$"
)

COMMON_MISTAKES = {
    # country codes and habits that are not the language's ISO 639-1 code
    "ge": "de",  # Germany (GE is Georgia's country code; German is de)
    "gr": "el",  # Greece → Greek
    "cz": "cs",  # Czechia → Czech
    "jp": "ja",  # Japan → Japanese
    "dk": "da",  # Denmark → Danish
    "se": "sv",  # Sweden → Swedish
    "ua": "uk",  # Ukraine → Ukrainian
    "cn": "zh",  # China → Chinese
    "kr": "ko",  # Korea → Korean
    "al": "sq",  # Albania → Albanian
    "gb": "en",  # Great Britain → English
    "us": "en",
    "sp": "es",  # Spain, a common abbreviation → Spanish
}


def resolve_lang(code: str, available: list[str]) -> str | None:
    """The shipped language ``code`` means (``"DE"``, ``"de-AT"``, ``"de_DE"``,
    ``"pl_PL.UTF-8"`` → its base code), or ``None``."""
    text = code.strip()
    if text in available:
        return text
    match = REGION_FORM.match(text)
    if match and match.group(1).lower() in available:
        return match.group(1).lower()
    return None


def unknown_lang(code: str, available: list[str]) -> DefinitionError:
    """The error for a ``--lang`` deckgen has no texts for: what it is, if Babel knows it,
    a suggestion if one is near, and the languages there are."""
    listed = f"available: {', '.join(available)}"
    several = _several(code, available)
    if several:  # "de en": two codes with a space where --lang takes a comma (newcomer 7)
        return DefinitionError(
            f"'{code}' is not one language code; did you mean '{several}'? "
            f"(separate languages with commas; {listed})"
        )
    if not REGION_FORM.match(code.strip()) and not suggest_lang(code, available):
        return DefinitionError(f"'{code}' is not a language code; use e.g. en, de or th ({listed})")
    meant = _meant(code)
    known = None if meant in available else _english_name(meant)
    what = f"'{code}' ({known})" if known else f"'{code}'"
    near = suggest_lang(code, available)
    hint = f"did you mean '{near}'? " if near else ""  # as every did-you-mean reads
    return DefinitionError(
        f"deckgen has no texts for language {what}; {hint}{listed} "
        f"(deckgen langs names them; {relative(lang_readme())} tells how to add one)"
    )


def _several(code: str, available: list[str]) -> str | None:
    """``"de,en"`` when ``code`` is two or more shipped languages separated by spaces,
    semicolons or slashes instead of commas (``"de en"``, ``"de; ru"``); else ``None``."""
    parts = [part for part in re.split(r"[\s;/]+", code.strip()) if part]
    if len(parts) < 2:
        return None
    found = [suggest_lang(part, available) for part in parts]
    if any(f is None or _meant(part.casefold()) != f for f, part in zip(found, parts, strict=True)):
        return None
    return ",".join(f for f in found if f)


def lang_readme() -> Path:
    """The guide to adding a language, where this install keeps it (``rulesets/lang/`` in
    a source checkout, ``deckgen/_data/rulesets/lang/`` in an installed package)."""
    return rulesets_dir() / "lang" / "README.md"


def suggest_lang(code: str, available: list[str]) -> str | None:
    """The shipped language ``code`` was most likely meant to be, or ``None``."""
    word = code.strip().casefold().replace("_", "-")
    base = _base(word)
    meant = _meant(word)
    if meant in available:
        return meant
    if _english_name(meant):  # a language deckgen has no texts for: nothing is near
        return None
    by_name = _names(tuple(available))
    if word in by_name:
        return by_name[word]
    near = difflib.get_close_matches(base, available, n=1, cutoff=0.5)
    if near:
        return near[0]
    if len(word) > 3:  # a misspelt name: "germn", "russain"
        near = difflib.get_close_matches(word, list(by_name), n=1, cutoff=0.75)
        if near:
            return by_name[near[0]]
    return None


def _meant(code: str) -> str:
    """The language code ``code`` stands for: ``ge`` → ``de``, ``ger`` → ``de``,
    ``pt-BR`` → ``pt``; else its base as typed."""
    base = _base(code)
    return COMMON_MISTAKES.get(base) or _aliases().get(base) or base


def _base(code: str) -> str:
    return re.split(r"[-_]", code.strip(), maxsplit=1)[0].lower()


@cache
def _aliases() -> dict[str, str]:
    """Babel's language aliases (``ger``, ``deu`` → ``de``), lower case."""
    aliases = get_global("language_aliases")
    return {key.lower(): value for key, value in aliases.items()}


@cache
def _names(available: tuple[str, ...]) -> dict[str, str]:
    """Each shipped language's name in every shipped language and in itself, folded to
    lower case → its code."""
    names: dict[str, str] = {}
    for reader in available:
        locale = _locale(reader)
        if locale is None:
            continue
        for code in available:
            name = locale.languages.get(code)
            if name:
                names.setdefault(name.casefold(), code)
    return names


def _english_name(code: str) -> str | None:
    english = _locale("en")
    return english.languages.get(code) if english else None


def _locale(code: str) -> Locale | None:
    try:
        return Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        return None
