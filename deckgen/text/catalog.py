"""Message catalogs: the booklet's sentences per language, with placeholders and plurals.

Internal. One file per language, ``rulesets/lang/<code>.yaml`` (see the README there)::

    language: ru
    name: Russian
    native_name: Русский
    texts:
      uno:
        penalty:            # a plural message: one form per CLDR category of the language
          one: "… {n} карту."
          few: "… {n} карты."
          many: "… {n} карт."
          other: "… {n} карты."

Nested groups flatten to dotted keys (``uno.penalty``). A plural message is a mapping whose
keys are CLDR plural categories; the form is chosen for the count ``n`` by Babel's
``Locale.plural_form`` (CLDR rules), so Russian gets 1 карту / 2 карты / 7 карт.

A plural message with a second count names it beside its categories: the entry
``players:`` (plural forms in which ``{n}`` is that count) fills the message's
``{players}`` with its form for the ``players=`` value passed::

    round_length:
      one: "… about {n} turn with {players}."
      other: "… about {n} turns with {players}."
      players:
        one: "{n} player"
        other: "{n} players"

English (``en.yaml``) is the reference: every language must have exactly its keys, with
placeholders drawn from the English message's placeholders.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.lists import format_list

from ..definitions.reader import read_definition
from ..definitions.yamlfile import LocatedDocument
from ..errors import DefinitionError
from ..resources import rulesets_dir
from .articles import choose_articles
from .cardnames import CardName
from .langcodes import resolve_lang, unknown_lang
from .spaces import glue_card_names, glue_name, glue_words

REFERENCE_LANG = "en"
CLDR_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
PLURAL_COUNT = "n"

Message = str | dict[str, str]
Counted = dict[str, dict[str, str]]  # a plural message's second counts: name -> plural forms
QUOTE_KEY = "booklet.quote"
"""How the language quotes one name (``“{name}”``, ``„{name}“``, ``«\u00a0{name}\u00a0»``)."""
SEE_WORDS_KEY = "booklet.see_words"
"""Words that point to a quoted name ("See|see", "Lásd:", "Shih pjesën", "(ดู"), ``|``
between alternatives: the text layer keeps them on the line of the name
(:func:`~deckgen.text.spaces.glue_see_words`)."""
INNER_QUOTE_KEY = "booklet.inner_quote"
"""How the language quotes inside a quote (``‘{name}’``, ``„{name}“`` inside « »): a quoted
value that itself holds quotes (a section title with a card name) gets these inside."""
CARD_QUOTE_KEY = "booklet.card_quote"
"""How the language marks each card name in a list the code fills in ("7 + {cards}",
"a {cards}"), when it differs from :data:`QUOTE_KEY`: ``{name}`` alone leaves card names
bare, as the language's running text writes them (es/it native review, round 9: lists
quoted, running text bare, two styles in one booklet). Used for a list only when every
name in it is one of the catalog's ``card_names``; house-rule and section names keep
:data:`QUOTE_KEY`."""
QUOTE_PLACEHOLDER = "name"
RANK_FORMS = ("colour_number.zero.", "said_colour.", "said_number.", "counted_number.")
"""Keys a language may add beyond English: ``colour_number.zero.<colour>``, the colour of a 0
card where the digit's gender differs from 1-9 (Polish "czerwone 0", Russian "красный 0");
``said_colour.<colour>`` and ``said_number.<n>``, a colour and a number as the worked turn
says a number card (German "rote", Hungarian "4-es", Albanian "4-shi"); ``counted_number.<n>``,
a number card as the worked scoring example counts it where that differs from
``said_number`` (Albanian "një 7-sh", not the definite "7-shi"): plain texts."""
OPTIONAL_TEMPLATES: dict[str, frozenset[str]] = {
    "turn.example.said_action": frozenset({"colour", "value"}),
    "turn.example.said_black": frozenset({"value"}),
    "scoring.example_card": frozenset({"card"}),
}
"""Sentences a language may add beyond English, each with the placeholders it may use:
``turn.example.said_action``, a coloured action card as the worked turn says it, colour
first (Polish "{colour} karta „{value}”" → "czerwona karta „Stop”"; English and the
languages without it write ``turn.example.card``, "Skip (red)"); ``turn.example.said_black``,
a black card in the same table, where the language names the coloured ones with the word
for card (Polish "karta „{value}”" → "karta „Zmiana koloru”"; without it the bare name);
``scoring.example_card``, one card of the worked scoring example as a list counts it
(Hungarian "egy {card}": "egy 7-es, egy „Kimaradsz” és egy „Színválasztó”", its ``{cards}``
then the whole list and no ``{number}``; the languages without it write
``{number} + {cards}``)."""


def lang_dir() -> Path:
    """The folder of language files, ``rulesets/lang/``."""
    return rulesets_dir() / "lang"


# Language files named on the command line (``--lang path/xx.yaml``): code → file. Such a
# file adds its language, or replaces the shipped file of that code, for this process.
_USER_FILES: dict[str, Path] = {}


def use_catalog_file(path: Path, lang: str) -> None:
    """Take the texts of ``lang`` from the language file at ``path`` from now on (in this
    process), beside or instead of the shipped ``rulesets/lang/<lang>.yaml``. The file is
    not read here; check it first (:func:`deckgen.check_language_file`)."""
    _USER_FILES[lang] = Path(path)
    _load_catalog.cache_clear()


def catalog_path(lang: str) -> Path:
    """The file the texts of ``lang`` come from: one named with ``--lang``, or the shipped one."""
    return _USER_FILES.get(lang) or lang_dir() / f"{lang}.yaml"


def available_languages() -> list[str]:
    """Codes of the language files present, sorted (``en`` first)."""
    codes = sorted({path.stem for path in lang_dir().glob("*.yaml")} | set(_USER_FILES))
    return sorted(codes, key=lambda code: code != REFERENCE_LANG)


def find_lang(code: str) -> str:
    """The shipped language ``code`` names: itself, or the base language of a regional
    form (``de-AT``, ``de_DE`` → ``de``). Raises :class:`DefinitionError` listing the
    languages there are (with a suggestion: ``ge`` → ``de``) if deckgen has no texts for it.
    """
    known = available_languages()
    found = resolve_lang(code, known)
    if found is None:
        raise unknown_lang(code, known)
    return found


def plural_categories(lang: str) -> tuple[str, ...]:
    """The CLDR plural categories a plural message needs in ``lang``, in CLDR order.

    ``other`` is always included (for Russian it covers fractions; write it like ``many``).
    """
    tags = set(_locale(lang).plural_form.tags) | {"other"}
    return tuple(c for c in CLDR_CATEGORIES if c in tags)


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message text: ``"{n} cards"`` → ``{"n"}``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class NameList(str):
    """Names (of cards, of house rules) to be filled in as one list: ``"A, B or C"``.

    The plain text joins the names unquoted; a :class:`Catalog` fills the list in with
    each name in the language's own quotes (:data:`QUOTE_KEY`), never one pair around the
    whole list. ``style`` is a Babel list style (``"or"``, ``"standard"``) or ``"plus"``
    for a worked sum (``A + B``).
    """

    names: tuple[str, ...]
    style: str
    locale: str
    quote_one: bool

    def __new__(
        cls, names: list[str], style: str = "or", locale: str = "en", quote_one: bool = False
    ) -> NameList:
        """``quote_one``: quote a single name too (a list of house rules that may hold one)."""
        items = tuple(names)
        value = super().__new__(cls, _join(list(items), style, locale))
        value.names, value.style, value.locale = items, style, locale
        value.quote_one = quote_one
        return value

    def quoted(self, quote: str) -> str:
        """The list with each name put into ``quote`` (``“{name}”``)."""
        marked = [quote.replace("{" + QUOTE_PLACEHOLDER + "}", name) for name in self.names]
        return _join(marked, self.style, self.locale)


# Thai separates list items with spaces and sets และ / หรือ apart with spaces (the native
# reviews); CLDR's Thai patterns glue และ to the next item and put a comma in "or" lists.
_THAI_LAST_WORD = {"standard": "และ", "or": "หรือ"}


def _join(names: list[str], style: str, locale: str) -> str:
    if style == "plus":
        return " +\u00a0".join(names)  # "+" keeps to the next name (glue_plus)
    if locale.split("_")[0].split("-")[0] == "th" and style in _THAI_LAST_WORD and names:
        if len(names) == 1:
            return names[0]
        return f"{' '.join(names[:-1])} {_THAI_LAST_WORD[style]} {names[-1]}"
    return format_list(names, style=style, locale=locale)  # type: ignore[arg-type]


CARD_NAME_PREFIX = "card."
"""The keys of the card type names (``card.skip``)."""


@dataclass(frozen=True)
class Catalog:
    """One language's messages. ``messages`` maps dotted keys to a text or plural forms;
    ``card_names`` (see :meth:`with_card_names`) are names a text may type itself."""

    lang: str
    name: str
    native_name: str
    messages: dict[str, Message]
    path: Path
    counts: dict[str, Counted] = field(default_factory=dict)  # key -> its second counts
    card_names: tuple[str, ...] = ()

    def with_card_names(self, names: tuple[str, ...]) -> Catalog:
        """This catalog, its texts keeping each of ``names`` (a deck's card names in this
        language, :func:`~deckgen.text.cardnames.deck_card_names`) whole where a sentence
        types it (:func:`~deckgen.text.spaces.glue_card_names`), as names filled in by a
        placeholder are kept. Names are not sentences and keep their spaces: the card
        names themselves (``card.*``) and the house rules' (``house.<id>.name``)."""
        return replace(self, card_names=tuple(sorted(set(names))))

    @property
    def locale(self) -> Locale:
        return _locale(self.lang)

    def has(self, key: str) -> bool:
        return key in self.messages

    def text(self, key: str, /, **values: object) -> str:
        """The message ``key`` with its placeholders filled in.

        Raises :class:`DefinitionError` if the key is missing or is a plural message.
        """
        message = self._get(key)
        if isinstance(message, dict):
            raise DefinitionError(f"{self.path}: '{key}' has plural forms; it needs a count")
        return self._fill(key, message, values)

    def plural(self, key: str, n: int, /, **values: object) -> str:
        """The plural message ``key`` in the CLDR form for ``n``, with ``{n}`` and ``values``;
        a second count of the message (``players=4``) fills its placeholder with its own
        plural form for that value."""
        message = self._get(key)
        for name, forms in self.counts.get(key, {}).items():
            count = values.get(name)
            if not isinstance(count, int):
                raise DefinitionError(f"{self.path}: '{key}' needs a count for {{{name}}}")
            form = forms.get(self.locale.plural_form(count), forms["other"])
            values[name] = self._fill(f"{key}.{name}", form, {PLURAL_COUNT: count})
        if not isinstance(message, dict):
            return self._fill(key, message, {PLURAL_COUNT: n, **values})
        category = self.locale.plural_form(n)
        form = message.get(category, message["other"])
        return self._fill(key, form, {PLURAL_COUNT: n, **values})

    def _get(self, key: str) -> Message:
        try:
            return self.messages[key]
        except KeyError:
            raise DefinitionError(
                f"{self.path}: no text '{key}' in language '{self.lang}'; "
                f"copy it from {REFERENCE_LANG}.yaml and translate it"
            ) from None

    def quote(self, name: str) -> str:
        """``name`` in this language's quotes (:data:`QUOTE_KEY`)."""
        form = self._quote_form()
        return glue_words(form.replace("{" + QUOTE_PLACEHOLDER + "}", name), self.lang, form)

    def _see_words(self) -> tuple[str, ...]:
        """The words kept with a quoted name after them (:data:`SEE_WORDS_KEY`)."""
        words = self.messages.get(SEE_WORDS_KEY, "")
        return (
            tuple(w.strip() for w in words.split("|") if w.strip())
            if isinstance(words, str)
            else ()
        )

    def _quote_form(self, key: str = QUOTE_KEY) -> str:
        form = self.messages.get(key, "“{name}”" if key == QUOTE_KEY else "‘{name}’")
        return form if isinstance(form, str) else form["other"]

    def _list_quote_form(self, names: NameList) -> str:
        """The quotes for each name of ``names``: :data:`CARD_QUOTE_KEY` when the language
        gives one and every name is one of the deck's card names, else :data:`QUOTE_KEY`."""
        cards = set(self.card_names)
        if CARD_QUOTE_KEY in self.messages and all(
            n.replace("\u00a0", " ") in cards for n in names.names
        ):
            return self._quote_form(CARD_QUOTE_KEY)
        return self._quote_form()

    def _inner_quotes(self, text: str, values: dict[str, object]) -> dict[str, object]:
        """Each value that ``text`` puts in the language's quotes with those same quotes
        inside it (a title like «Decir «¡UNO!»») gets the inner quotes there instead."""
        opening, _, closing = self._quote_form().partition("{" + QUOTE_PLACEHOLDER + "}")
        inner = self._quote_form(INNER_QUOTE_KEY).partition("{" + QUOTE_PLACEHOLDER + "}")
        if not opening or not closing:
            return values
        filled = dict(values)
        for name, value in values.items():
            quoted = f"{opening}{{{name}}}{closing}" in text
            if quoted and isinstance(value, str) and (opening in value or closing in value):
                filled[name] = value.replace(opening, inner[0]).replace(closing, inner[2])
        return filled

    def _names(self, text: str, values: dict[str, object]) -> tuple[str, dict[str, object]]:
        """Fill each :class:`NameList` of several names with every name quoted: where the
        text already quotes the placeholder (``„{card}“``), those quotes go round each name
        instead of round the list."""
        filled = dict(values)
        for name, value in values.items():
            if not isinstance(value, NameList):
                continue
            if len(value.names) < 2 and not value.quote_one:
                filled[name] = str(value)
                continue
            form = self._list_quote_form(value)
            opening, _, closing = self._quote_form().partition("{" + QUOTE_PLACEHOLDER + "}")
            placeholder = "{" + name + "}"
            wrapped = f"{opening}{placeholder}{closing}"
            if opening and wrapped in text:
                text = text.replace(wrapped, placeholder)
            filled[name] = value.quoted(form)
        return text, filled

    def _fill(self, key: str, text: str, values: dict[str, object]) -> str:
        if self.card_names and not key.startswith(CARD_NAME_PREFIX) and not key.endswith(".name"):
            # the names the sentence types itself; a name filled in is glued as a value
            text = glue_card_names(text, self.card_names)
        text, values = self._names(text, _glued_names(values))
        values = self._inner_quotes(text, values)
        text = choose_articles(text, values, self.lang)
        try:
            filled = text.format(**values)
        except KeyError as exc:
            raise DefinitionError(
                f"{self.path}: '{key}' uses placeholder {{{exc.args[0]}}}, which is not "
                f"available there; available: {', '.join(sorted(values)) or 'none'}"
            ) from None
        return glue_words(filled, self.lang, self._quote_form(), self._see_words())


def own_text(text: str, lang: str) -> str:
    """A deck file's own text in ``lang`` (a card type's ``rule:`` or ``name:``) with the
    no-break spaces the text layer sets in every catalog text (:func:`~deckgen.text.spaces.
    glue_words`: the Albanian "e" kept with the word after it, "10\u00a0letra", the
    language's quoted names), so a card face, reference card or booklet breaks it as it
    breaks the catalog's sentences. A language without a shipped or named catalog gets the
    rules that need none (quotes left alone). Raises nothing for an unknown ``lang``."""
    try:
        catalog = load_catalog(lang)
    except DefinitionError:
        return glue_words(text, lang)
    return glue_words(text, lang, catalog._quote_form(), catalog._see_words())


def _glued_names(values: dict[str, object]) -> dict[str, object]:
    """``values`` with each card name (:class:`~deckgen.text.cardnames.CardName`) and each
    name of a :class:`NameList` kept whole (:func:`~deckgen.text.spaces.glue_name`)."""
    glued = dict(values)
    for name, value in values.items():
        if isinstance(value, NameList):
            names = [glue_name(item) for item in value.names]
            glued[name] = NameList(names, value.style, value.locale, value.quote_one)
        elif isinstance(value, CardName):
            glued[name] = glue_name(value)
    return glued


def load_catalog(lang: str) -> Catalog:
    """Load and check ``rulesets/lang/<lang>.yaml``.

    Raises :class:`DefinitionError` (file:line: key: problem) for an unknown language,
    a malformed file, a plural message lacking a category of the language, or a
    placeholder that English does not have for that key. Missing keys are not an error
    here (see :func:`missing_keys`); a booklet asking for one fails naming it.
    """
    return _load_catalog(lang)


@cache
def _load_catalog(lang: str) -> Catalog:
    known = available_languages()
    if lang not in known:
        raise unknown_lang(lang, known)
    from .catalogcache import cached_catalog  # a checked shipped catalog: no pydantic

    files = None if _USER_FILES else [catalog_path(code) for code in sorted({lang, REFERENCE_LANG})]
    return cached_catalog(lang, lambda: _read_catalog(lang), Catalog, files)


def _read_catalog(lang: str) -> Catalog:
    """Read and check the catalog of ``lang`` (a known language) from its file."""
    from ..definitions.schema import LANG_PATTERN
    from ..definitions.validation import validate_document
    from .catalogschema import CATALOG, CatalogFile

    path = catalog_path(lang)
    if not re.fullmatch(LANG_PATTERN, lang):
        raise unknown_lang(lang, available_languages())
    doc = read_definition(path, CATALOG)
    header = validate_document(CatalogFile, doc)
    if header.language != lang:
        raise DefinitionError(
            f"{doc.where(('language',))}: language: '{header.language}' does not match the "
            f"file name ({lang}.yaml)"
        )
    categories = plural_categories(lang)
    messages: dict[str, Message] = {}
    counts: dict[str, Counted] = {}
    _flatten(doc, header.texts, ("texts",), categories, messages, counts)
    catalog = Catalog(lang, header.name, header.native_name, messages, path, counts)
    if lang != REFERENCE_LANG:
        _check_placeholders(catalog, _load_catalog(REFERENCE_LANG), doc)
    return catalog


def _flatten(
    doc: LocatedDocument,
    node: object,
    key_path: tuple[str, ...],
    categories: tuple[str, ...],
    out: dict[str, Message],
    counts: dict[str, Counted],
) -> None:
    key = ".".join(key_path[1:])
    if isinstance(node, str):
        _check_syntax(doc, key_path, node)
        out[key] = node
        return
    if not isinstance(node, dict) or not node:
        raise DefinitionError(f"{doc.where(key_path)}: {key}: expected text or a group of texts")
    if "other" in node:
        second = {k: v for k, v in node.items() if k not in CLDR_CATEGORIES and isinstance(v, dict)}
        forms = {k: v for k, v in node.items() if k not in second}
        _check_plural(doc, forms, key_path, categories)
        out[key] = {category: node[category] for category in categories}
        for name, value in second.items():
            _check_count(doc, name, value, forms, key_path, categories)
            counts.setdefault(key, {})[name] = {c: value[c] for c in categories}
        return
    for child, value in node.items():
        _flatten(doc, value, (*key_path, child), categories, out, counts)


def _check_count(
    doc: LocatedDocument,
    name: str,
    node: dict,
    forms: dict,
    key_path: tuple[str, ...],
    categories: tuple[str, ...],
) -> None:
    """Raise unless the second count ``name`` of a plural message is plural forms using
    only ``{n}``, and ``{name}`` is a placeholder of the message's forms."""
    path = (*key_path, name)
    key = ".".join(path[1:])
    if not name.isidentifier() or not any(name in placeholders(t) for t in forms.values()):
        raise DefinitionError(
            f"{doc.where(path)}: {key}: not a plural category, nor a placeholder of the "
            f"message; plural forms for this language are {', '.join(categories)}"
        )
    if "other" not in node:
        raise DefinitionError(f"{doc.where(path)}: {key}: expected plural forms of {{{name}}}")
    _check_plural(doc, node, path, categories)
    for category, text in node.items():
        if placeholders(text) - {PLURAL_COUNT}:
            raise DefinitionError(
                f"{doc.where((*path, category))}: {key}.{category}: only {{n}} (the count of "
                f"{{{name}}}) may be used here"
            )


def _check_plural(
    doc: LocatedDocument, node: dict, key_path: tuple[str, ...], categories: tuple[str, ...]
) -> None:
    key = ".".join(key_path[1:])
    wrong = [c for c in node if c not in categories]
    missing = [c for c in categories if c not in node]
    if wrong or missing:
        raise DefinitionError(
            f"{doc.where(key_path)}: {key}: plural forms for this language are "
            f"{', '.join(categories)}"
            + (f"; missing {', '.join(missing)}" if missing else "")
            + (f"; not used here: {', '.join(wrong)}" if wrong else "")
        )
    for category, text in node.items():
        if not isinstance(text, str):
            raise DefinitionError(
                f"{doc.where((*key_path, category))}: {key}.{category}: expected text"
            )
        _check_syntax(doc, (*key_path, category), text)


def _check_syntax(doc: LocatedDocument, key_path: tuple[str, ...], text: str) -> None:
    """Raise unless every placeholder of ``text`` is a plain ``{name}`` (``{{`` for a brace)."""
    key = ".".join(key_path[1:])
    try:
        fields = [(name, conv, spec) for _, name, spec, conv in string.Formatter().parse(text)]
    except ValueError as exc:
        raise DefinitionError(
            f"{doc.where(key_path)}: {key}: {exc}; placeholders are written {{name}}, "
            "a literal brace as {{ or }}"
        ) from None
    for name, conv, spec in fields:
        if name is not None and (not name.isidentifier() or conv or spec):
            raise DefinitionError(
                f"{doc.where(key_path)}: {key}: placeholder {{{name}"
                f"{'!' + conv if conv else ''}{':' + spec if spec else ''}}} is not a plain "
                "{name}; write placeholders like {n} or {deck}"
            )


def _plural_mismatch(message: Message, reference: Message) -> bool:
    return isinstance(message, dict) != isinstance(reference, dict)


def _texts_of(message: Message) -> list[str]:
    return list(message.values()) if isinstance(message, dict) else [message]


def _check_placeholders(catalog: Catalog, reference: Catalog, doc: LocatedDocument) -> None:
    for key, message in catalog.messages.items():
        if key not in reference.messages and key in OPTIONAL_TEMPLATES:
            unknown = set().union(*map(placeholders, _texts_of(message))) - OPTIONAL_TEMPLATES[key]
            if isinstance(message, dict) or unknown:
                raise DefinitionError(
                    f"{doc.where(('texts', *key.split('.')))}: {key}: one text with no "
                    f"placeholders but {', '.join(sorted(OPTIONAL_TEMPLATES[key]))}"
                )
            continue
        if key not in reference.messages and key.startswith(RANK_FORMS):
            if isinstance(message, dict) or placeholders(message):
                raise DefinitionError(
                    f"{doc.where(('texts', *key.split('.')))}: {key}: a colour or number "
                    "form is one plain text with no placeholders (czerwone, 4-es)"
                )
            continue
        if key not in reference.messages:
            raise DefinitionError(
                f"{doc.where(('texts', *key.split('.')))}: {key}: not an English key; "
                "remove it or check its spelling"
            )
        english_message = reference.messages[key]
        if _plural_mismatch(message, english_message):
            english = "plural forms" if isinstance(english_message, dict) else "one text"
            raise DefinitionError(
                f"{doc.where(('texts', *key.split('.')))}: {key}: English gives {english} "
                "here; give the same"
            )
        if set(catalog.counts.get(key, {})) != set(reference.counts.get(key, {})):
            english = ", ".join(sorted(reference.counts.get(key, {}))) or "none"
            raise DefinitionError(
                f"{doc.where(('texts', *key.split('.')))}: {key}: English gives plural forms "
                f"of a second count for: {english}; give the same"
            )
        allowed = set().union(*(placeholders(t) for t in _texts_of(english_message)))
        if isinstance(english_message, dict):
            allowed.add(PLURAL_COUNT)
        for text in _texts_of(message):
            unknown = placeholders(text) - allowed
            if unknown:
                raise DefinitionError(
                    f"{doc.where(('texts', *key.split('.')))}: {key}: unknown placeholder "
                    f"{{{sorted(unknown)[0]}}}; this text may use: "
                    f"{', '.join('{' + p + '}' for p in sorted(allowed)) or 'none'}"
                )


def missing_keys(lang: str) -> list[str]:
    """English keys that ``lang`` lacks, in English order."""
    reference = load_catalog(REFERENCE_LANG)
    catalog = load_catalog(lang)
    return [key for key in reference.messages if not catalog.has(key)]


def completeness(lang: str) -> float:
    """The share of English keys present in ``lang``, 0.0-1.0."""
    total = len(load_catalog(REFERENCE_LANG).messages)
    return (total - len(missing_keys(lang))) / total


def _locale(lang: str) -> Locale:
    try:
        return Locale.parse(lang)
    except (UnknownLocaleError, ValueError):
        raise DefinitionError(
            f"'{lang}' is not a language code Babel knows (use e.g. en, ru, th)"
        ) from None
