"""Native read of the session-9 rule sentences in German and French (q10-de-fr).

Read back from composed booklets: the +10 written on blanks, twin Skip / Reverse jumped in,
the optional 7 of seven-o (two players, house-rule summary), a 7 jumped in, the silence of
a last-card 2 under play to the end, the hand sizes of seven rounds in pencil. Each phrase
below replaced one a native reader found clumsy, wrong in gender or ambiguous.
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, text

HOUSE = ("plus-ten", "seven-o", "jump-in", "silent-two", "to-the-end")

# (phrase the booklet now says, phrase it must no longer say)
WANTED = {
    "de": (
        ("Von da an gelten sie überall als solche:", "Von da an sind sie"),
        ("Ein gleiches „Aussetzen“ tritt an die Stelle des ersten", "Auch ein gleiches"),
        ("Er dreht die Spielrichtung wieder um", "Er dreht die Richtung zurück"),
        ("Bei einer 0 gibt jeder seine Karten weiter; wer eine 7", "darf Hände tauschen"),
        ("bis das Spiel einmal reihum gegangen ist", "um den Tisch gegangen"),
        ("rufst du nur dann „UNO!“, wenn dir danach eine einzige Karte", "rufst du nur, wenn"),
    ),
    "fr": (
        ("Les 4 cartes vierges deviennent ici des cartes « Joker +10 »", "c’est cette carte"),
        ("Elles comptent alors partout comme telles :", "ce sont ces cartes"),
        ("Un « Passe ton tour » identique prend la place du premier", "Une carte « Passe"),
        ("Une « Inversion » identique prend la place de la première", "Une carte « Inv"),
        ("elle inverse de nouveau le sens du jeu", "renverse de nouveau"),
        ("tu ne cries donc « UNO ! » que s’il te reste ensuite une seule carte", "t’a laissé"),
        ("un 0 fait passer toutes les mains ; un 7 permet à celui qui le pose", "mains, celui"),
        ("Ce jeu n’a qu’un seul 0 de chaque couleur", "jumeau"),
        ("du premier joueur qui, après cette place, a encore des cartes", "place qui a encore"),
    ),
}

# seven rounds: the numbers rubbed out are named, not a bare pronoun after "(… totals)";
# with seven-o, two players: who decides on a 7 (de)
ROUNDS = {
    "de": (
        ("und radiere diese Zahlen aus, wenn eine neue Runde beginnt", "radiere sie aus"),
        ("bei einer 7 entscheidet, wer sie gelegt hat, ob ihr tauscht", "darf der, der sie"),
    ),
    "fr": (
        ("et efface ces nombres quand une nouvelle manche commence", "efface-le"),
        ("avec un 7, celui qui l’a posé peut les échanger", "avec un 7, vous échangez"),
    ),
}


@cache
def _said(lang: str, house: tuple[str, ...], deck_id: str) -> str:
    """The whole composed booklet as one line of plain text (no-break spaces as spaces)."""
    content = compose(deck_id, house=house, lang=lang)
    return " ".join(text(content).replace("\u202f", " ").split())


@pytest.mark.parametrize("lang", sorted(WANTED))
def test_native_rewrites_are_in_the_booklet(lang):
    said = _said(lang, HOUSE, "classic-112-blanks")
    for new, old in WANTED[lang]:
        assert new in said, (lang, new)
        assert old not in said, (lang, old)


@pytest.mark.parametrize("lang", sorted(ROUNDS))
def test_seven_rounds_and_two_player_seven_o(lang):
    said = _said(lang, ("seven-rounds", "seven-o"), "classic-108")
    for new, old in ROUNDS[lang]:
        assert new in said, (lang, new)
        assert old not in said, (lang, old)
