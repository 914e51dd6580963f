"""Glyph checks of every deck text that is drawn, before anything is drawn or written.

Internal. Each text a deck file gives is drawn in known fonts of the card style: labels
(big on the face and in both corner indexes) and the back's name in ``fonts.value``; the
deck's names (sheet margins, booklet titles, the back by default), the card names
(booklet, proof) and the rule texts (card and booklet) in ``fonts.text``, Thai runs in
``fonts.text_thai``. The booklet and the sheet margins use Noto Sans and Deckgen Thai, as
the default style does. :func:`deck_text_problems` lists what a font cannot draw, per key,
so the loader reports it as ``file:line:column: key: the card fonts have no glyph for '★'
(U+2605)`` with every other problem of the file; :func:`check_deck_glyphs` checks a
loaded deck against the style it is rendered in. Ruleset and house-rule files check their
names and texts the same way (:func:`text_problems`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from ..errors import FontError
from .fonts import missing_characters

if TYPE_CHECKING:
    from ..definitions.model import Deck
    from ..definitions.schema import DeckFile
    from ..definitions.yamlfile import KeyPath
    from .style import FontSet

_THAI = re.compile(r"[\u0E00-\u0E7F]+")
MAX_SHOWN = 5


def missing_glyphs(text: str, font: str, thai_font: str | None = None) -> list[str]:
    """The characters of ``text`` that ``font`` cannot draw (Thai runs checked against
    ``thai_font`` if given); spaces and line breaks aside, each once, in order."""
    if thai_font is None:
        return missing_characters(font, text)
    thai = "".join(_THAI.findall(text))
    return missing_characters(font, _THAI.sub(" ", text)) + missing_characters(thai_font, thai)


def no_glyph_message(missing: list[str]) -> str:
    """``the card fonts have no glyph for '★' (U+2605), …; …`` for ``missing``."""
    shown = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing[:MAX_SHOWN])
    more = f" and {len(missing) - MAX_SHOWN} more" if len(missing) > MAX_SHOWN else ""
    return (
        f"the card fonts have no glyph for {shown}{more}; use Latin, Greek, Cyrillic or Thai "
        "text, or a style whose fonts have these characters"
    )


def drawn_texts(definition: DeckFile) -> Iterator[tuple[KeyPath, str, bool]]:
    """Each text of a deck file that is drawn: (key path, text, set in the value font)."""
    own_back = definition.back_text is not None or (definition.back and definition.back.text)
    yield ("name",), definition.name, not own_back
    for lang, name in definition.names.items():
        yield ("names", lang), name, False
    if definition.back and definition.back.text:
        yield ("back", "text"), definition.back.text, True
    if definition.back_text:
        yield ("back_text",), definition.back_text, True
    for type_id, card_type in definition.card_types.items():
        if card_type.label:
            yield ("card_types", type_id, "label"), card_type.label, True
        for lang, name in card_type.name.items():
            yield ("card_types", type_id, "name", lang), name, False
        for lang, rule in (card_type.rule or {}).items():
            yield ("card_types", type_id, "rule", lang), rule, False


def deck_text_problems(definition: DeckFile, fonts: FontSet) -> list[tuple[KeyPath, str]]:
    """(key path, message) for each drawn text of ``definition`` that ``fonts`` lack
    glyphs for. A text set in the value font is also set in the text font where the deck's
    name is (the back's name defaults to it)."""
    problems = []
    for key, text, value_font in drawn_texts(definition):
        missing = missing_glyphs(text, fonts.text, fonts.text_thai)
        if value_font:
            missing += [c for c in missing_glyphs(text, fonts.value) if c not in missing]
        if missing:
            problems.append((key, no_glyph_message(missing)))
    return problems


def per_language(key: str, value: str | dict[str, str]) -> Iterator[tuple[KeyPath, str]]:
    """(key path, text) of a field that is one text or one per language."""
    if isinstance(value, dict):
        for lang, text in value.items():
            yield (key, lang), text
    else:
        yield (key,), value


def text_problems(
    texts: Iterable[tuple[KeyPath, str]], fonts: FontSet
) -> list[tuple[KeyPath, str]]:
    """(key path, message) for each of ``texts`` (set in the text font, as a booklet and a
    reference card set names and rule texts) that ``fonts`` lack glyphs for."""
    problems = []
    for key, text in texts:
        missing = missing_glyphs(text, fonts.text, fonts.text_thai)
        if missing:
            problems.append((key, no_glyph_message(missing)))
    return problems


def check_deck_glyphs(deck: Deck, fonts: FontSet, lang: str) -> None:
    """Raise :class:`FontError` if ``fonts`` cannot draw a text of ``deck`` that a card or
    its back shows in ``lang`` (a style of one's own may bring other fonts than the one the
    deck was checked against when loaded)."""
    texts: list[tuple[str, str, bool]] = [("back name", deck.back_text, True)]
    for face in deck.unique_faces():
        card_type = face.card_type
        where = f"card type '{card_type.id}'"
        if face.value_text:  # a rank or a label: big on the face and in both indexes
            what = "label" if face.rank is None else f"rank {face.rank}"
            texts.append((f"{where} {what}", face.value_text, True))
        rule = card_type.rule_text_in(lang)
        if rule:
            texts.append((f"{where} rule text ({lang})", rule, False))
    _raise_first(deck, texts, fonts)


def _raise_first(deck: Deck, texts: Iterable[tuple[str, str, bool]], fonts: FontSet) -> None:
    for what, text, value_font in texts:
        missing = (
            missing_glyphs(text, fonts.value)
            if value_font
            else missing_glyphs(text, fonts.text, fonts.text_thai)
        )
        if missing:
            source = f"{deck.source}: " if deck.source else ""
            raise FontError(f"{source}deck '{deck.id}', {what}: {no_glyph_message(missing)}")
