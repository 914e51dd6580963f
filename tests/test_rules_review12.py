"""Issue 13, rules review 10 (session 7): a fresh reviewer's findings, in the booklet and engine.

1. Shrinking hands: the round is won by emptying the hand when the last *new* hand was a
   single card; an ordinary one-card draw during play is not a new hand (agree box, goal,
   end of a round, at a glance, summary; ten languages).
"""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, text

LANGS = available_languages()


# ---- 1. shrinking hands: the last new hand, not the last draw -------------------------------

# The phrase naming the last new hand, as said in the agree box, the goal, the end of a round
# and the house rules at a glance; and the sentence that a draw during play is no new hand.
LAST_NEW_HAND = {
    "en": ("last new hand was a single card", "cards drawn during play are not a new hand"),
    "de": (
        "letzte neue Hand aus einer einzigen Karte bestand",
        "Karten, die man während des Spiels zieht, sind keine neue Hand",
    ),
    "fr": (
        "dernière nouvelle main n’avait qu’une seule carte",
        "les cartes piochées en cours de jeu ne forment pas une nouvelle main",
    ),
    "es": (
        "última mano nueva era de una sola carta",
        "las cartas que se roban durante el juego no son una mano nueva",
    ),
    "it": (
        "ultima mano nuova era di una sola carta",
        "le carte pescate durante il gioco non sono una mano nuova",
    ),
    "pl": (
        "ostatnia nowa ręka liczyła tylko jedną kartę",
        "karty dobrane w trakcie gry to nie nowa ręka",
    ),
    "ru": (
        "последняя новая рука была из одной карты",
        "карты, взятые по ходу игры, — не новая рука",
    ),
    "hu": (
        "legutóbbi új keze egyetlen lapból állt",
        "a játék közben húzott lapok nem számítanak új kéznek",
    ),
    "sq": ("e re e fundit", "letrat që merr gjatë lojës nuk janë dorë e re"),
    "th": ("ไพ่ชุดใหม่ชุดล่าสุดของเขามีแค่ใบเดียว", "ไพ่ที่จั่วระหว่างเล่นไม่นับเป็นไพ่ชุดใหม่"),
}

# The old lines, which a one-card draw during play also satisfies.
ONE_CARD_DRAW = {
    "en": ("who last drew a single card", "after drawing a single card", "after drawing one card"),
    "de": ("zuletzt nur eine einzige Karte gezogen", "nachdem er nur eine einzige Karte gezogen"),
    "fr": ("après n’avoir pioché qu’une seule carte", "après avoir pioché une seule carte"),
    "es": ("después de robar una sola carta", "tras robar una mano de una sola carta"),
    "it": ("dopo averne pescata una di una sola carta",),
    "pl": (
        "ostatnio dobrał tylko jedną kartę",
        "jak dobrał tylko jedną kartę",
        "po dobraniu jednej karty",
    ),
    "ru": (
        "в последний раз взял всего одну карту",
        "взяв перед этим всего одну карту",
        "взяв до этого",
    ),
    "hu": (
        "legutóbb egyetlen lapot húzott",
        "miután egyetlen lapot húzott",
        "az egylapos kezét is",
    ),
    "sq": ("herën e fundit mori vetëm një letër", "pasi ka marrë një letër të vetme"),
    "th": ("หลังจากจั่วไพ่ชุดใหม่มาแค่ใบเดียว", "หลังจั่วไพ่ชุดใหม่ใบเดียว"),
}


@cache
def _shrinking(lang: str):
    return compose(house=["seven-rounds"], lang=lang)


def test_every_language_has_the_new_sentences():
    assert sorted(LAST_NEW_HAND) == sorted(ONE_CARD_DRAW) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_is_won_on_the_last_new_hand_not_a_one_card_draw(lang):
    content = _shrinking(lang)
    phrase, no_new_hand = LAST_NEW_HAND[lang]
    agree = " ".join(content.agree.lines).replace("\u00a0", " ") if content.agree else ""
    assert phrase in agree, lang
    for section in ("goal", "end", "house_rules"):
        assert phrase in text(content, section), (lang, section)
    lowered = text(content).lower()
    assert no_new_hand.lower() in text(content, "goal").lower(), lang
    for old in ONE_CARD_DRAW[lang]:
        assert old.lower() not in lowered, (lang, old)


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_line_of_shrinking_hands_names_the_last_new_hand(lang):
    words = text(compose(lang=lang, points={"end_of_round": "shrinking"}), "summary")
    assert "shrinking" not in words
    for old in ONE_CARD_DRAW[lang]:
        assert old.lower() not in words.lower(), (lang, old)
