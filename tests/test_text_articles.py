"""Hungarian "a"/"az" before a filled-in name, chosen by the text layer."""

from __future__ import annotations

import dataclasses

import pytest

from deckgen.text.articles import choose_articles, hungarian_article
from deckgen.text.catalog import load_catalog


@pytest.mark.parametrize(
    ("word", "article"),
    [
        ("Ugrás", "az"),
        ("Színválasztó", "a"),
        ("„Irányváltás”", "az"),
        ("5-ös", "az"),
        ("7-es", "a"),
        ("1-es", "az"),
        ("10-es", "a"),
        ("50", "az"),
        ("500", "az"),
        ("100", "a"),
        ("1000", "az"),
        ("+4", "a"),
        ("Öröm", "az"),
    ],
)
def test_hungarian_article_follows_the_first_sound(word, article):
    assert hungarian_article(word) == article


def _hu_with(text: str):
    catalog = load_catalog("hu")
    return dataclasses.replace(catalog, messages={**catalog.messages, "test.article": text})


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # the one-letter article "a" keeps to its next word (text layer, SHORT_WORDS)
        (
            "Egyszarvú",
            "Az\u00a0„Egyszarvú” lapot a\u00a0dobópakliba teszed, az\u00a0„Egyszarvú” marad.",
        ),
        ("Tükör", "A\u00a0„Tükör” lapot a\u00a0dobópakliba teszed, a\u00a0„Tükör” marad."),
    ],
)
def test_catalog_sets_the_article_for_a_custom_card_name(name, expected):
    # the catalog writes "A"/"az" whichever; the filled-in custom name decides
    catalog = _hu_with("Az „{card}” lapot a dobópakliba teszed, a „{card}” marad.")
    assert catalog.text("test.article", card=name) == expected


def test_other_languages_keep_their_text():
    assert choose_articles("a {card}", {"card": "Ugrás"}, "it") == "a {card}"
    assert choose_articles("az {card}", {"card": "Tükör"}, "hu") == "a {card}"
    assert choose_articles("A {n}", {"n": 5}, "hu") == "Az {n}"
