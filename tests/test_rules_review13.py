"""Issue 13, rules review 11 (session 8): a fresh reviewer's findings, in the booklet and engine.

1. Play to the end + a chain (stacking, pass it on, Mirror Reverse): if the last card starts
   a chain, the chain is finished first; then the cards each other player holds are
   counted; cards played onto the chain are on the pile and do not count (engine and
   scoring sentence, ten languages). Without a chain the "wait until drawn" sentence stays.
"""

from __future__ import annotations

import pytest

from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario

LANGS = available_languages()


def _said(lang: str, key: str, **values: object) -> str:
    """A catalog text as :func:`text` gives the booklet (no-break spaces as spaces)."""
    return load_catalog(lang).text(key, **values).replace("\u00a0", " ")


def _flat(words: str) -> str:
    return " ".join(words.split())


# ---- 1. play to the end + stacking: the chain is finished first -----------------------------


def _value(face_id: str) -> int:
    rank = face_id.rsplit("-", 1)[-1]
    return int(rank) if rank.isdigit() else 20


def test_engine_a_chain_started_by_the_last_card_is_finished_before_the_count():
    # A (P0) goes out on a red Draw Two; B (P1) stacks a blue Draw Two; C (P2) draws 4
    points = points_for("official", ("to-the-end", "stacking"), "classic-108")
    assert points is not None and points.stacking != "none"
    b_hand = ["blue-draw-two", "blue-4", "yellow-9"]
    c_hand = ["green-3", "green-4", "yellow-7"]
    policies = [Script(), Script(plays=["blue-draw-two"]), Script()]
    result = scenario(points, [["red-draw-two"], b_hand, c_hand], policies, "red-5", turns=3)
    b_after = [c for c in b_hand if c != "blue-draw-two"]  # the stacked card is on the pile
    c_after = [*c_hand, *FILLER[:4]]  # the chain's 4, top of the draw pile first
    expected = sum(map(_value, b_after)) + sum(map(_value, c_after))
    assert kinds(result, "play", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "blue-draw-two", 0, "stack", None),
        ("penalty", 2, None, 4, "draw_card", None),
        ("collect", 0, None, expected, "", None),
    ]
    # not the hands at the moment A went out (B's Draw Two would count, C's 4 would not)
    assert expected != sum(map(_value, b_hand)) + sum(map(_value, c_hand))


CHAIN_FIRST = {  # the chain first; cards played onto it do not count
    "en": ("play the chain out until someone draws", "on the discard pile and do not count"),
    "de": ("spielt ihr die Kette zu Ende", "liegen auf dem Ablagestapel und zählen nicht"),
    "fr": ("on joue la chaîne jusqu’au bout", "sont sur la défausse et ne comptent pas"),
    "es": ("se juega la cadena hasta que alguien roba", "en la pila de descartes y no cuentan"),
    "it": ("si gioca la catena fino in fondo", "sono sulla pila degli scarti e non contano"),
    "pl": ("łańcuch rozgrywa się do końca", "leżą na stosie kart odrzuconych i się nie liczą"),
    "ru": ("цепочку доигрывают", "лежат в сбросе и не считаются"),
    "hu": ("a láncot addig játsszátok, amíg valaki húz", "a dobópaklin vannak, és nem számítanak"),
    "sq": ("zinxhiri luhet deri në fund", "janë në grumbullin e hedhjes dhe nuk llogariten"),
    "th": ("ให้ตอบกันจนจบจนมีคนจั่ว", "อยู่บนกองทิ้งและไม่นับ"),
}


def test_every_language_has_the_chain_first_sentence():
    assert sorted(CHAIN_FIRST) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chain_rule", ["stacking", "no-stack-defence", "reverse-reflects"])
def test_to_the_end_with_a_chain_says_the_chain_is_finished_first(lang, chain_rule):
    words = _flat(text(compose(house=["to-the-end", chain_rule], lang=lang), "scoring"))
    for marker in CHAIN_FIRST[lang]:
        assert marker in words, (lang, marker)
    # the hands "at that moment" of the old sentence are gone: it disagreed with the chain
    assert _flat(_said(lang, "scoring.to_the_end.winner_collects.off")) not in words


@pytest.mark.parametrize("lang", LANGS)
def test_to_the_end_without_a_chain_keeps_waiting_for_the_draw(lang):
    words = _flat(text(compose(house=["to-the-end"], lang=lang), "scoring"))
    assert _flat(_said(lang, "scoring.to_the_end.winner_collects.off")) in words
    for marker in CHAIN_FIRST[lang]:
        assert marker not in words, (lang, marker)
