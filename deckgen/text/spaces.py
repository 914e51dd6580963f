"""Spaces that glue words on the page, and their plain form for document information.

The text layer sets U+00A0 (no-break space) where a line must not break: after a number,
after a Polish, Russian, Albanian or Hungarian one-letter word, before a spaced dash,
inside a short quoted name, around French punctuation (:func:`glue_words`); catalogs no
longer type them. On the page they stay; in the PDF's title, subject, keywords and
outline, which viewers and file managers show as plain strings, they become ordinary
spaces (:func:`plain_spaces`), so a search for "So wird gespielt" finds the file.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from .scripts import NO_BREAK_SPACES

NO_BREAK_HYPHEN = "\u2011"
"""The hyphen a line never breaks after (:func:`glue_hyphens`); Noto Sans draws it as "-"."""

_PLAIN = str.maketrans({**dict.fromkeys(NO_BREAK_SPACES, " "), NO_BREAK_HYPHEN: "-"})


def plain_spaces(text: str) -> str:
    """``text`` with every no-break space (:data:`NO_BREAK_SPACES`) as an ordinary space and
    every no-break hyphen (:data:`NO_BREAK_HYPHEN`) as an ordinary hyphen."""
    return text.translate(_PLAIN)


SHORT_WORDS: dict[str, str] = {
    # one-letter prepositions and conjunctions that must not end a line (Polish typesetting
    # rule; Russian editors do the same for в, к, с, у, о, и, а): they keep to the next word
    "pl": "aiouwzAIOUWZ",
    "ru": "вксуоиаяВКСУОИАЯ",
    # Albanian: the joining article "e"/"i" belongs to the word after it ("e kuqe", "i
    # verdhë"), and "e" is also "and"; a line ending in it reads "the / red" (round 6)
    "sq": "eiEI",
    # Hungarian: the article "a" and the short "s" ("and") are not left at a line's end
    # (Hungarian typesetting guides: no one-letter word at the end of a line)
    "hu": "asAS",
    # Not listed: Italian (e, a, o, è, i), Spanish (y, o, a, e, u) and French (à, y) have no
    # such rule in their typesetting; their editors let these words end a line, and gluing
    # them all would only make lines less even. German and English have no one-letter words
    # of this kind; Thai has no spaces between words.
}


SHORT_WORDS_LONGER: dict[str, tuple[str, ...]] = {
    # Hungarian: the article's other form, "az" (before a vowel), is not left at a line's
    # end either ("…az oszt; az / akciólapok", fresh round 10)
    "hu": ("az", "Az"),
    # Albanian: the joining article's other form, "të", belongs to the word after it as "e"
    # and "i" do ("me 2 shtesa të / shtëpisë" split the subtitle, fresh round 14); the
    # subjunctive "të" ("të thërrasësh") keeps to its verb the same way
    "sq": ("të", "Të"),
}


def glue_short_words(text: str, lang: str) -> str:
    """``text`` with a no-break space after each one-letter word of :data:`SHORT_WORDS` and
    each word of :data:`SHORT_WORDS_LONGER` for ``lang`` (unchanged for other languages),
    so such a word never ends a line: set by the text layer for every catalog text and
    filled-in name, not typed into the catalogs."""
    letters = SHORT_WORDS.get(lang)
    if not letters:
        return text
    words = "|".join((f"[{letters}]", *SHORT_WORDS_LONGER.get(lang, ())))
    return re.sub(rf"(?<![\w-])({words}) (?=\S)", "\\1\u00a0", text)


ARTICLES_BEFORE_NUMBERS: dict[str, tuple[str, ...]] = {
    # an article keeps to the number it names, as "a 7" is one thing: "un 7 o un⏎0",
    # "avere un⏎5 rosso" split it (fresh readers 11, es it); the same in French, German,
    # English and Albanian ("un 0", "eine 7", "a 7", "një 7"), lower case and capitalised.
    # Polish, Russian and Thai have no articles; Hungarian's "a" is glued as a short word
    "es": ("un", "una", "uno", "el", "la", "los", "las"),
    "it": ("un", "una", "uno", "il", "lo", "la", "i", "gli", "le"),
    "fr": ("un", "une", "le", "la", "les", "des", "du"),
    "de": (
        "ein",
        "eine",
        "einer",
        "einen",
        "einem",
        "eines",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
    ),
    "en": ("a", "an", "the"),
    "sq": ("një",),  # Albanian's article stands after the noun; "një" (a, one) before it
}


def glue_articles(text: str, lang: str) -> str:
    """``text`` with a no-break space between an article of
    :data:`ARTICLES_BEFORE_NUMBERS` for ``lang`` and a number after it ("un\u00a00",
    "eine\u00a07"), so a line never ends on the article of a card's number; unchanged for
    other languages. Set by the text layer, not typed into the catalogs."""
    words = ARTICLES_BEFORE_NUMBERS.get(lang)
    if not words:
        return text
    return _articles_pattern(words).sub("\\1\u00a0", text)


@cache
def _articles_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    forms = sorted({w for word in words for w in (word, word.capitalize())}, key=len)
    alternatives = "|".join(re.escape(form) for form in reversed(forms))
    return re.compile(rf"(?<![\w\u2019'-])({alternatives}) (?=\d)")


COLOURS_BEFORE_NUMBERS: dict[str, str] = {
    # a colour said before a card's number is one thing with it ("eine blaue 5", "a red 5"):
    # "Liegt eine blaue⏎5 oben" split it (fresh readers 12, de). Stems, any ending; Spanish,
    # Italian, French and Albanian say the colour after the number, Thai has no such spaces
    "de": r"(?:blau|rot|grün|gelb)\w*",
    "en": r"blue|red|green|yellow",
    "pl": r"(?:niebiesk|czerwon|zielon|żółt)\w*",
    "ru": r"(?:син|красн|зел[её]н|жёлт)\w*",
    "hu": r"kék|piros|zöld|sárga",
}


def glue_colours(text: str, lang: str) -> str:
    """``text`` with a no-break space between a colour of :data:`COLOURS_BEFORE_NUMBERS`
    for ``lang`` and a card number after it ("blaue\u00a05", "red\u00a05"), so a line never
    splits a card named by colour and number; unchanged for other languages. Set by the text
    layer, not typed into the catalogs."""
    stems = COLOURS_BEFORE_NUMBERS.get(lang)
    if not stems:
        return text
    return _colours_pattern(stems).sub("\\1\u00a0", text)


@cache
def _colours_pattern(stems: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])((?i:{stems})) (?=\d)")


# a number (digits, a decimal part) and the word after it: "7 lat", "{n} cartes", "2,5 karty";
# not a sign or a bracket ("6 (в цепочке…)" may break after the 6)
_NUMBER_WORD = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?) (?=[^\W\d_])")


# a signed number and the word before it: "Deck mit +10", "Joker +4" (a sum's " + 20" has
# its sign apart, so it is left alone)
_SIGNED_NUMBER = re.compile(r"(?<=\w) (?=[+\u2212-]\d)")


def glue_numbers(text: str) -> str:
    """``text`` with a no-break space between a number and the word after it ("7\u00a0lat",
    "2,5\u00a0karty"), in every language, so a count never ends a line apart from its noun,
    and between a word and a signed number after it ("mit\u00a0+10"), so a card's "+10"
    never starts a line alone: set by the text layer, not typed into the catalogs."""
    return _SIGNED_NUMBER.sub("\u00a0", _NUMBER_WORD.sub("\\1\u00a0", text))


_SPACES = " \u00a0\u202f"
SHORT_NAME_CHARS = 20
"""A quoted name of at most this many characters keeps to one line (:func:`glue_quoted_names`)."""
SHORT_NAME_WORDS = 3
"""A quoted name of at most this many words (and :data:`LONG_NAME_CHARS`) keeps to one line."""
LONG_NAME_CHARS = 28


def _short_name(name: str) -> bool:
    words = [word for word in name.split() if any(ch.isalnum() for ch in word)]
    return len(name) <= SHORT_NAME_CHARS or (
        len(words) <= SHORT_NAME_WORDS and len(name) <= LONG_NAME_CHARS
    )


def glue_name(name: str) -> str:
    """``name`` (a card or house rule's name, filled into a sentence) with its spaces made
    no-break if it is short (at most :data:`SHORT_NAME_CHARS` characters, or
    :data:`SHORT_NAME_WORDS` words and :data:`LONG_NAME_CHARS`), so "Comodín roba cuatro"
    or "Pesca due" never breaks inside, quoted or not; a longer name is left to break."""
    return name.replace(" ", "\u00a0") if _short_name(name.strip(_SPACES)) else name


def glue_quoted_names(text: str, quote: str) -> str:
    """``text`` with each name in the language's quotes kept whole: ``quote`` is the
    catalog's quote form (``"«{name}»"``, ``"„{name}”"``); inside each quoted span of at most
    :data:`SHORT_NAME_CHARS` characters, or of at most :data:`SHORT_NAME_WORDS` words (and
    :data:`LONG_NAME_CHARS` characters), every space becomes a no-break space, so «Pesca
    due» or „Színválasztó + húzz tízet” never breaks inside. A longer quoted text keeps its
    spaces, except that " + " inside it is glued on both sides. A form without both
    quotes leaves ``text`` unchanged."""
    span = _quoted_span(quote)
    if span is None:
        return text

    def glue(match: re.Match[str]) -> str:
        name = match.group(1).strip(_SPACES)
        short = _short_name(name)
        glued = name.replace(" ", "\u00a0") if short else name.replace(" + ", "\u00a0+\u00a0")
        return match.group(0).replace(name, glued, 1)

    return span.sub(glue, text)


def glue_card_names(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each of ``names`` (the deck's card names in the text's language) that
    the text types itself ("not a Draw Two", "un Cambio de sentido") kept whole as
    :func:`glue_name` keeps a name filled in by a placeholder: a short name's spaces become
    no-break spaces (the same limits; a longer name may break, and a shorter name inside
    it, "Закажи цвет" in "Закажи цвет и возьми четыре", is left alone too). A name counts
    as whole words written as the catalog's ``card.<type>`` writes it, capitals included,
    so the verb phrase "roba dos cartas" is not taken for the card "Roba dos"; the longest
    name is matched first ("Wild Draw Four" before "Wild")."""
    pattern = _names_pattern(names)
    return text if pattern is None else pattern.sub(_glued_if_short, text)


def _glued_if_short(match: re.Match[str]) -> str:
    name = match.group(0)
    words = name.split()
    return "\u00a0".join(words) if _short_name(" ".join(words)) else name


@cache
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """One pattern for every name of several words in ``names``, longest first (compiled
    once per set of names), or None if there is none."""
    forms = {
        f"[{_SPACES}]+".join(re.escape(word) for word in name.split())  # also at no-break
        for name in names
        if len(name.split()) > 1
    }
    if not forms:
        return None
    alternatives = sorted(forms, key=len, reverse=True)
    return re.compile(f"(?<!\\w)(?:{'|'.join(alternatives)})(?!\\w)")


@cache
def _quoted_span(quote: str) -> re.Pattern[str] | None:
    """The pattern of one name in the quote form ``quote`` (compiled once per form), or
    None for a form without both quotes."""
    opening, _, closing = quote.partition("{name}")
    opening, closing = opening.strip(_SPACES), closing.strip(_SPACES)
    if not opening or not closing:
        return None
    return re.compile(
        f"{re.escape(opening)}([^\n{re.escape(opening + closing)}]+){re.escape(closing)}"
    )


# a dash set apart by spaces (" — ", " – "), also one closing an aside before a comma or
# stop (" –, ") and at a text's end; not a dash that opens a line or one written without
# spaces ("word—word", "1–2")
_SPACED_DASH = re.compile(r"(?<=\S)[ \u00a0\u202f]+(?=[\u2013\u2014](?:[\s,.;:!?)]|$))")


# a spaced middle dot between the parts of a title ("Standard rules · 2 to 10 players")
_SPACED_DOT = re.compile(r"(?<=\S)[ \u00a0\u202f]+(?=\u00b7\s)")


def glue_dashes(text: str) -> str:
    """``text`` with a no-break space before each spaced dash (" — " in Russian, " – " in
    Polish, French, German) and each spaced middle dot (" · " between a subtitle's parts),
    so a line never starts with a dash or a dot: it stays with the word before it and the
    line may break after it (an A5 subtitle's second line began "· de 2 a 10 jugadores",
    fresh readers 11). In every language; set by the text layer, not typed into the
    catalogs."""
    return _SPACED_DOT.sub("\u00a0", _SPACED_DASH.sub("\u00a0", text))


# French: a no-break space before ; : ! ? and », after « (fr.yaml's own convention, U+00A0
# for all of them); only a space that is there becomes no-break, none is added
_FRENCH_BEFORE = re.compile(r"(?<=\S)[ \u00a0\u202f]+(?=[;:!?»])")
_FRENCH_AFTER = re.compile(r"(?<=«)[ \u00a0\u202f]+(?=\S)")


def glue_french_punctuation(text: str) -> str:
    """``text`` with a no-break space (U+00A0) for the space before ``; : ! ?`` and ``»``
    and after ``«`` (French typography, as ``fr.yaml`` has always set it): set by the text
    layer for French, not typed into the catalog. No space is added where there is none."""
    return _FRENCH_AFTER.sub("\u00a0", _FRENCH_BEFORE.sub("\u00a0", text))


HYPHENATED_PRONOUNS: dict[str, str] = {
    # French: a pronoun written after a hyphen belongs to the word before it and is not
    # carried to the next line alone: "lui-/même" split the jump-in text (fresh readers 19,
    # fr), and so would "pose-/la", "celui-/ci", "peut-/on". Compounds of two full words
    # ("avant-dernière", "ci-dessus", "c’est-à-dire") may still break at their hyphen. The
    # other languages write no such pronouns with a hyphen (Russian "кто-то" is no pronoun
    # compound of this kind and is left to its own rules).
    "fr": r"mêmes?|ci|là|les?|la|lui|leur|en|y|moi|toi|nous|vous|on|ils?|elles?",
}


def glue_hyphens(text: str, lang: str) -> str:
    """``text`` with the hyphen before a pronoun of :data:`HYPHENATED_PRONOUNS` for
    ``lang`` made a no-break hyphen (:data:`NO_BREAK_HYPHEN`: "lui\u2011même",
    "pose\u2011la"), so a line never ends inside such a compound; unchanged for other
    languages. Set by the text layer, not typed into the catalogs."""
    words = HYPHENATED_PRONOUNS.get(lang)
    if not words:
        return text
    return _hyphens_pattern(words).sub(NO_BREAK_HYPHEN, text)


@cache
def _hyphens_pattern(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?<=\w)-(?=(?:{words})(?![\w-]))")


# a "+" between two terms, glued to the one before it ("7\u00a0+ “Skip”") or to neither
_PLUS = re.compile(r"(?<=\S)[ \u00a0\u202f]\+ (?=\S)")


def glue_plus(text: str) -> str:
    """``text`` with each spaced "+" between two terms kept with the term after it ("7
    +\u00a0“Skip” +\u00a0“Wild”"), so a line never ends with a "+": the text layer's rule for
    sums of cards (catalog lists with ``style="plus"``, a typed ``{number}\u00a0+ {cards}``). A
    "+" already glued on both sides ("20\u00a0+\u00a020") or a sign ("+4") is left alone."""
    return _PLUS.sub(" +\u00a0", text)


def glue_see_words(text: str, quote: str, see_words: tuple[str, ...]) -> str:
    """``text`` with each of ``see_words`` (the catalog's ``booklet.see_words``: "See",
    "Lásd:", "Shih pjesën", "(ดู") that stands right before an opening quote of ``quote``
    glued to it with no-break spaces (inside the words too), so a line never ends with
    "See" and the name it points to starts the next. Other text is unchanged."""
    opening = quote.partition("{name}")[0].strip(_SPACES)
    if not opening or not see_words:
        return text
    for word in sorted(see_words, key=len, reverse=True):
        pattern = "[ \u00a0\u202f]+".join(re.escape(part) for part in word.split())
        glued = word.replace(" ", "\u00a0").replace("\\", "\\\\") + "\u00a0"
        text = re.sub(f"(?<!\\w){pattern}[ \u00a0\u202f]+(?={re.escape(opening)})", glued, text)
    return text


_PLAIN_EQUALS = re.compile(r"(?<=\S)[ \u00a0\u202f]=[ \u00a0\u202f](?=\S)")


def glue_equals(text: str) -> str:
    """``text`` with a worked sum's spaced "=" glued on both sides ("20\u00a0=\u00a020"),
    so a line never starts or ends with "=": the text layer's rule, like :func:`glue_plus`."""
    return _PLAIN_EQUALS.sub("\u00a0=\u00a0", text)


@lru_cache(maxsize=16384)
def glue_words(text: str, lang: str, quote: str = "", see_words: tuple[str, ...] = ()) -> str:
    """The text layer's no-break spaces for ``lang``: :func:`glue_numbers`,
    :func:`glue_colours`, :func:`glue_articles`, :func:`glue_short_words`,
    :func:`glue_dashes`, French punctuation (:func:`glue_french_punctuation`) and hyphenated
    pronouns (:func:`glue_hyphens`), given the
    language's ``quote`` form,
    :func:`glue_quoted_names` and :func:`glue_see_words` (the catalog's ``see_words``),
    and last :func:`glue_plus` and :func:`glue_equals`. Pure, so its results are kept
    (a booklet glues the same sentences in every section that repeats them)."""
    text = glue_articles(glue_colours(glue_numbers(text), lang), lang)
    text = glue_dashes(glue_short_words(text, lang))
    if lang == "fr":
        text = glue_hyphens(glue_french_punctuation(text), lang)
    if quote:
        text = glue_see_words(glue_quoted_names(text, quote), quote, see_words)
    return glue_equals(glue_plus(text))
