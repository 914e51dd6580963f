"""No-break spaces set by the text layer, and catalogs left as plain text where it sets them."""

from __future__ import annotations

import re

import pytest

from deckgen.text.catalog import NameList, available_languages, catalog_path, load_catalog
from deckgen.text.spaces import (
    SHORT_WORDS,
    glue_french_punctuation,
    glue_numbers,
    glue_quoted_names,
    glue_words,
)

NBSP = "\u00a0"


def test_a_number_keeps_to_the_word_after_it():
    assert glue_numbers("od 7 lat, 2,5 karty; 500 points.") == (
        f"od 7{NBSP}lat, 2,5{NBSP}karty; 500{NBSP}points."
    )
    # not inside a word, not before a sign
    assert glue_numbers("B2 side, 10 + 20") == "B2 side, 10 + 20"


def test_catalog_texts_get_the_spaces_when_filled():
    pl = load_catalog("pl")
    text = pl.plural("booklet.round_length", 12, players=4)
    assert f"12{NBSP}" in text and f"4{NBSP}" in text
    assert glue_words("4 i jeszcze 2 karty", "pl") == f"4{NBSP}i{NBSP}jeszcze 2{NBSP}karty"


# Typed no-break spaces the text layer sets itself: after a number or the count {n}, and
# after the one-letter words of SHORT_WORDS (Polish, Russian). The other typed ones
# (French punctuation, names of several words, "+" and "=" in worked sums) are still
# catalog data: the text layer has no rule for them yet.
_AFTER_NUMBER = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?|\{n\})(?:\\u00a0|\u00a0)(?=\w)")


@pytest.mark.parametrize("lang", available_languages())
def test_catalogs_type_no_space_the_text_layer_sets(lang):
    source = catalog_path(lang).read_text(encoding="utf-8")
    found = [m.group(0) for m in _AFTER_NUMBER.finditer(source)]
    letters = SHORT_WORDS.get(lang)
    if letters:
        one_letter = rf"(?<![\w-])[{letters}](?:\\u00a0|\u00a0)(?=\S)"
        found += re.findall(one_letter, source)
    assert found == [], f"{lang}.yaml types no-break spaces the text layer sets: {found[:5]}"


def test_a_number_keeps_to_a_word_not_to_a_bracket():
    # the ru review: "берёт 6 (в цепочке…)" broke as "берёт / 6 (в цепочке…"
    assert glue_numbers("берёт 6 (в цепочке 4)") == "берёт 6 (в цепочке 4)"
    assert glue_numbers("6 карт") == f"6{NBSP}карт"


@pytest.mark.parametrize(
    ("lang", "name"),
    [
        ("it", "Pesca due"),
        ("es", "Mano sobre UNO"),
        ("hu", "Színválasztó + húzz tízet"),
        ("ru", "Ладонь на UNO"),
        ("fr", "Pioche deux"),
    ],
)
def test_a_short_quoted_name_keeps_to_one_line(lang, name):
    catalog = load_catalog(lang)
    quoted = catalog.quote(name)
    inner = quoted.strip("«»„”“\u00a0")
    assert " " not in inner and inner.replace(NBSP, " ") == name, quoted
    # filled into a text as a list of names, each one stays whole
    text = catalog.text("booklet.quote", name=NameList([name, "X"], quote_one=True))
    assert name.replace(" ", NBSP) in text


def test_a_long_quoted_text_keeps_its_spaces_but_glues_a_plus():
    long = "Jeder legt eine Karte + zieht dann zwei weitere"
    assert glue_quoted_names(f"„{long}“", "„{name}“") == (
        "„Jeder legt eine Karte\u00a0+\u00a0zieht dann zwei weitere“"
    )


def test_french_punctuation_and_guillemets_get_no_break_spaces():
    assert glue_french_punctuation("Crie « UNO ! » : ensuite ; pourquoi ?") == (
        f"Crie «{NBSP}UNO{NBSP}!{NBSP}»{NBSP}: ensuite{NBSP}; pourquoi{NBSP}?"
    )
    # no space is added where there is none (a time, a ratio)
    assert glue_french_punctuation("à 10:30") == "à 10:30"
    fr = load_catalog("fr")
    assert fr.quote("Passe ton tour") == f"«{NBSP}Passe{NBSP}ton{NBSP}tour{NBSP}»"


def test_the_french_catalog_types_no_space_the_text_layer_sets():
    source = catalog_path("fr").read_text(encoding="utf-8")
    typed = r"(?:\u00a0|\\u00a0|\u202f|\\u202f)"
    found = re.findall(rf".{{0,12}}(?:{typed}[;:!?»]|«{typed})", source)
    assert found == [], f"fr.yaml types no-break spaces the text layer sets: {found[:5]}"


def test_a_signed_number_keeps_to_the_word_before_it():
    assert glue_numbers("Deck mit +10: So") == f"Deck mit{NBSP}+10: So"
    assert glue_numbers("7 + 20 = 27") == "7 + 20 = 27"  # a sum's signs stand apart
