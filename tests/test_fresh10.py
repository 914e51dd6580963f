"""Fresh native readers after round 9 (session 9): the high/medium findings, read back from
the catalogs (fast) and, for one sentence a language, from a composed booklet."""

from __future__ import annotations

import pytest

from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, lines

# language, key, plural count or None, words that must be there, words that must be gone
FINDINGS = [
    # pl M1: "się nie sumują" (do not add up) said of the rule without stacking
    ("pl", "draws.stacking.none", None, "Kart „weź” nie można dokładać", "nie sumują"),
    ("pl", "agree.stacking.none", None, "Kart „weź” nie można dokładać", "nie sumują"),
    # pl M2 / hu M3: the winner "is knocked out" of the round
    ("pl", "end.round.to_the_end", None, "kto skończy pierwszy, wygrywa", "odpad"),
    ("hu", "end.round.to_the_end", None, "aki elsőként száll ki", "kies"),
    # pl M3: "zróbcie … i dobierz", two forms of address in one sentence
    ("pl", "end.shrinking_short", None, "zrób nowy ze stosu", "zróbcie"),
    # pl M4: "gracz, którego jest teraz kolejka"
    ("pl", "turn.jump_in.text", None, "na którego przypada teraz kolej", "którego jest teraz"),
    # es/it M: under the colour circle nobody chose the colour
    ("es", "wild.challenge.guilty", 2, "sigue valiendo el color nuevo", "elegido"),
    ("it", "wild.challenge.guilty", 2, "resta valido il nuovo colore", "scelto"),
    # hu M1: a sentence without a verb; hu M2: "takes first place"
    ("hu", "agree.stacking.same", None, "azonos fajtájú lapra tehetők", "egymásra."),
    ("hu", "turn.jump_in.twin_skip", None, "az elsőként letett lap helyét", "az első helyét"),
    # sq M1: "me një tënden" (one of yours) with no noun; sq M2: who plays again
    ("sq", "draws.stacking.none", None, "me një letër tënde ndëshkuese", "me një tënden"),
    ("sq", "end.shrinking_turn", None, "luan sërish ti, menjëherë", "sërish menjëherë me"),
    # th M1: "+10" on every card (of the deck); th M2: "ออก" read as "play a card"
    ("th", "contents.written_ten.blank", 4, "ลงบนไพ่เปล่าเหล่านี้", "ไพ่ทุกใบ"),
    ("th", "end.round.shrinking", None, "คุณยังไม่ชนะ", "คุณยังไม่ออก"),
    # de M: "alle Hände weiterreichen" reads as passing body parts; the rule says Karten
    ("de", "house.seven-o.text", None, "gibt jeder seine Karten weiter", "Hände"),
    ("de", "two_players.seven_o", None, "tauscht ihr einfach eure Karten", "Hände"),
    # fr M: "chacune sur sa propre sorte" reads as translated
    ("fr", "agree.stacking.same", None, "sur une carte du même type", "propre sorte"),
    ("fr", "summary.stacking.same", None, "sur une carte du même type", "propre sorte"),
]


def _message(lang: str, key: str, n: int | None) -> str:
    message = load_catalog(lang).messages[key]
    if isinstance(message, dict):
        return message["other"]
    return message


@pytest.mark.parametrize(("lang", "key", "n", "there", "gone"), FINDINGS)
def test_fresh_reader_finding_is_fixed_in_the_catalog(lang, key, n, there, gone):
    text = _message(lang, key, n).replace("\u00a0", " ")
    assert there in text and gone not in text, (lang, key, text)


def test_pl_booklet_without_stacking_says_draw_cards_cannot_be_stacked():
    words = " ".join(lines(compose(lang="pl"), "draws")).replace("\u00a0", " ")
    assert "Kart „weź” nie można dokładać" in words and "nie sumują" not in words


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("en", "House rule: “Jump in”.", "House rules: “Jump in” and “Stacking”."),
     ("de", "Hausregel: „Dazwischenwerfen“.", "Hausregeln: „Dazwischenwerfen“")],
)  # fmt: skip
def test_one_house_rule_is_named_in_the_singular(lang, one, two):
    """de/fr fresh readers: "Hausregeln: „Bis zum Schluss“" named one rule in the plural."""
    single = compose(house=["jump-in"], lang=lang).agree.lines[-1].replace("\u00a0", " ")
    assert single == one, single
    both = compose(house=["jump-in", "stacking"], lang=lang).agree.lines[-1]
    assert both.replace("\u00a0", " ").startswith(two.split(":")[0] + ":"), both
