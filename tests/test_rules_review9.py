"""The ninth fresh rules review (session 5): two findings about silent twos. The short forms
(house-rules box and the at-a-glance line) said the silence lasts "until its player's next
turn" while "Your turn" says it lasts until play next reaches that player, skipped or not;
and a 2 played during the silence (or turned over as the first card) was not decided.
Each assertion is on the composed booklet. Each test failed before the fix."""

from __future__ import annotations

import pytest

from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text

LANGS = available_languages()
SAMPLE = ["en", "de", "fr", "pl", "th"]


def said(lang: str, key: str, **values: object) -> str:
    """A catalog text as :func:`text` gives the booklet (no-break spaces as spaces)."""
    return load_catalog(lang).text(key, **values).replace("\u00a0", " ")


def test_en_short_forms_say_play_reaches_the_player_even_if_skipped():
    content = compose(house=["silent-two"])
    main = text(content, "turn")
    assert "until play next reaches that player (even if their turn is skipped)" in main
    short = (
        "after a number 2, silence until play next reaches its player, "
        "even if their turn is skipped."
    )
    assert short in text(content, "house_rules")
    assert short in text(content, "summary")
    assert "next turn" not in text(content, "house_rules") + text(content, "summary")


# The old short forms, word for word: they spoke of the player's next turn.
OLD_SHORT = {
    "en": "silence until its player's next turn",
    "de": "wieder dran ist",
    "fr": "jusqu’au prochain tour",
    "pl": "aż do następnego ruchu",
    "th": "จนถึงตาถัดไปของคนที่ลง",
}

# How each sample language's main text and short form both say "even if that turn is skipped".
SKIPPED = {
    "en": "even if their turn is skipped",
    "de": "auch wenn er dann aussetzen muss",
    "fr": "même s’il doit passer son tour",
    "pl": "nawet jeśli traci kolejkę",
    "th": "แม้ตาของเขาจะถูกข้าม",
}


@pytest.mark.parametrize("lang", SAMPLE)
def test_short_forms_match_the_main_text(lang):
    content = compose(house=["silent-two"], lang=lang)
    short = said(lang, "house.silent-two.text")
    assert OLD_SHORT[lang] not in short
    assert SKIPPED[lang] in short
    assert SKIPPED[lang] in text(content, "turn")
    for section in ("house_rules", "summary"):
        assert short in text(content, section)


# The new sentence, in each language: a marker for "each new 2 starts it again" and one for
# "a 2 turned over as the first card starts no silence".
NEW_TWO = {
    "en": (
        "Each new 2 played during the silence starts it again",
        "A 2 turned over as the first card starts no silence.",
    ),
    "de": (
        "Jede neue 2, die während der Stille gelegt wird",
        "Eine 2, die als erste Karte aufgedeckt wird, bringt keine Stille.",
    ),
    "es": (
        "Cada nuevo 2 jugado durante el silencio",
        "Un 2 que sale como primera carta no trae silencio.",
    ),
    "fr": (
        "Chaque nouveau 2 posé pendant le silence",
        "Un 2 retourné comme première carte n’impose pas de silence.",
    ),
    "hu": ("Minden újabb kettes", "A kezdőlapként felfordított kettes nem hoz csendet."),
    "it": (
        "Ogni nuovo 2 giocato durante il silenzio",
        "Un 2 girato come prima carta non impone il silenzio.",
    ),
    "pl": (
        "Każda nowa dwójka zagrana w czasie ciszy",
        "Dwójka odkryta jako pierwsza karta nie wywołuje ciszy.",
    ),
    "ru": (
        "Каждая новая двойка, сыгранная во время молчания",
        "Двойка, открытая первой картой, молчания не начинает.",
    ),
    "sq": (
        "Çdo 2 i ri që luhet gjatë heshtjes",
        "Një 2 që hapet si letër e parë nuk sjell heshtje.",
    ),
    "th": ("เลข 2 ใบใหม่ที่ลงระหว่างช่วงเงียบ", "เลข 2 ที่หงายเป็นใบแรกของรอบไม่ทำให้ต้องเงียบ"),
}


def test_every_language_has_the_new_sentence():
    assert sorted(NEW_TWO) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_two_restarts_the_silence_only_with_silent_twos(lang):
    again, first = NEW_TWO[lang]
    on = text(compose(house=["silent-two"], lang=lang))
    assert again in on and first in on
    assert on.count(again) == 1
    off = text(compose(lang=lang))
    assert again not in off and first not in off


def test_en_one_penalty_ends_the_silence_and_the_new_two_counts_from_its_player():
    clear = text(compose(house=["silent-two"]), "clear_answers")
    assert "until play reaches the player who played that 2; one penalty ends the silence" in clear
