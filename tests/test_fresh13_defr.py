"""Round-13 native readers (de, fr; issue #15), read back from composed booklets: how a
forgotten UNO is caught (en, de, fr: a player is caught, by pointing it out, not a call
"caught by saying so"), the clear answer on "too late" without a quoted term (de, fr; en
said "a missing UNO can be caught"), a 7 jumped in may also keep its hand, one slap per
call without the calque "each call is its own slap", the silent-two words ("catch or
challenge"), the fr twin draw card ("the player the first one hit"), the fr call's verb
and Draw Ten line (the card's name in guillemets, as everywhere else; the name stays, for
it may be a list of names), and "du" instead of "man" inside the de du passages."""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, text

COMBOS = {
    "party": ("classic-108", "party", ()),
    "blanks": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
    "circle": (
        "classic-108",
        "official",
        ("seven-rounds", "silent-two", "colour-circle", "jump-in"),
    ),
    "slap": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
}

# language → (booklet, words that must be there, words that must be gone)
WANTED = {
    "en": (
        (
            "slap",
            "To catch a player who forgot to call, you just say so out loud; nobody slaps",
            "by saying so",
        ),
        (
            "slap",
            "A player who forgot to call UNO can be caught only until the next player",
            "A missing UNO",
        ),
    ),
    "de": (
        (
            "slap",
            "Wer merkt, dass jemand das Rufen vergessen hat, erwischt ihn, indem er es einfach "
            "sagt; draufgeschlagen wird dabei nicht.",
            "indem man es sagt",
        ),
        (
            "blanks",
            "Wer vergessen hat, „UNO!“ zu rufen, kann nur erwischt werden, bis der nächste "
            "Spieler eine Karte legt oder zieht.",
            "„Zu spät“",
        ),
        ("slap", "Wer vergessen hat, „UNO!“ zu rufen, kann nur erwischt werden", "„Zu spät“"),
        (
            "party",
            "Wer dazwischengeworfen hat, darf seine Handkarten mit einem Spieler seiner Wahl "
            "tauschen oder seine eigenen behalten.",
            "seiner Wahl tauschen. Eine 0",
        ),
        (
            "slap",
            "Auf jeden Ruf wird einzeln draufgeschlagen: Alle anderen",
            "eigenes Draufschlagen",
        ),
        (
            "circle",
            "jemanden erwischen, der „UNO!“ vergessen hat, oder anzweifeln)",
            "erwischen und anzweifeln",
        ),
        ("slap", "Antworten darfst du nur mit einer Ziehkarte derselben Sorte", "darf man"),
        ("party", "Antworten darfst du nur mit einer Ziehkarte derselben Sorte", "darf man"),
        (
            "blanks",
            "legst du in deinem Zug wie jede andere Karte, egal was du sonst auf der Hand hast,",
            "egal was man",
        ),
    ),
    "fr": (
        (
            "slap",
            "Pour prendre en défaut un joueur qui a oublié de crier, il suffit de le signaler : "
            "on ne tape pas sur la défausse.",
            "en le disant",
        ),
        (
            "blanks",
            "On ne peut prendre en défaut un joueur qui a oublié de crier « UNO ! » que jusqu’à "
            "ce que le joueur suivant pose ou pioche une carte.",
            "« Trop tard »",
        ),
        ("slap", "qui a oublié de crier « UNO ! » que jusqu’à ce que", "« Trop tard »"),
        (
            "party",
            "celui qui a intercepté peut échanger sa main avec le joueur de son choix, ou garder "
            "la sienne.",
            "de son choix. Ce jeu",
        ),
        ("slap", "À chaque cri, on tape de nouveau : tous les autres", "tape à part"),
        (
            "circle",
            "prendre en défaut quelqu’un qui a oublié de crier « UNO ! » ou contester)",
            "a oublié « UNO ! »",
        ),
        ("circle", "le joueur que le premier touchait ne pioche pas", "qu’il touchait"),
        (
            "slap",
            "celui qui n’a plus qu’une carte crie « UNO ! » comme d’habitude.",
            "dit « UNO ! »",
        ),
        (
            "blanks",
            "Joker +10 : le « Joker +10 » entre en jeu ; le joueur suivant",
            "le Joker +10 entre",
        ),
    ),
}


@cache
def _said(lang: str, combo: str) -> str:
    deck_id, ruleset, house = COMBOS[combo]
    return " ".join(text(compose(deck_id, ruleset, house, lang)).replace("\u202f", " ").split())


@pytest.mark.parametrize("lang", sorted(WANTED))
def test_fresh_readers_wordings_are_in_the_booklet(lang):
    for combo, new, old in WANTED[lang]:
        said = _said(lang, combo)
        assert new in said, (lang, combo, new)
        assert old not in said, (lang, combo, old)


def test_the_seven_o_slap_pair_line_says_one_slap_per_call_too():
    # the pair line repeats slap_several's sentence: both read the same new words
    for lang, words in (
        ("de", "Auf jeden Ruf wird einzeln draufgeschlagen"),
        ("fr", "À chaque cri, on tape de nouveau"),
    ):
        assert _said(lang, "slap").count(words) == 2, lang
