"""Native read of the session-9 rule sentences in Spanish and Italian (q10-es-it).

Read back from the composed booklets: the +10 written on the blanks (addressed to the
table as the other preparation sentences are: impersonal ``se`` in Spanish, ``voi`` in
Italian), the twin Skip / Reverse in the catalog's "un X idéntico" pattern, the optional 7
under seven-o (also when jumped in), the silence of a last 2 under play-to-the-end
(subjunctive after "hasta que" in Spanish), the hand sizes rubbed out each round.
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, text
from .sampling import sample_of

LANGS = sample_of(("es", "it"), ("es", "it"))

# (phrases the booklet says, phrases it no longer says), per language
SAID = {
    "es": (
        (
            "las 4 cartas en blanco hacen de Comodín roba diez: antes de empezar, se escribe «+10»",
            "A partir de ese momento cuentan como Comodín roba diez a todos los efectos",
            "Un Salta idéntico ocupa el lugar del primero",  # "también" dropped (fresh 11),
            "en el sentido que tenía antes del primer Cambio de sentido.",
            "porque tras el 7 te quedas con tu mano o porque el cambio te deja con una sola carta",
            "también permite cambiar",
            "o quedarse con la suya. En esta baraja no hay dos 0 iguales",
            "hasta que el juego dé una vuelta completa a la mesa y pase por el sitio vacío",
            "se acaba cuando le toque al primer jugador que, después de ese sitio, aún tenga",
            "y bórralo todo al empezar cada ronda",
        ),
        (
            "son aquí cartas",
            "antes de empezar, escribe",
            "Una carta Salta idéntica",
            "también hace cambiar",
            "ningún 0 está repetido",
            "el juego da una vuelta completa",
        ),
    ),
    "it": (
        (
            "In questa partita le 4 carte bianche fanno da Jolly pesca dieci",
            "prima di cominciare, si scrive «+10» su ognuna",
            "valgono come Jolly pesca dieci a tutti gli effetti",
            "inverte di nuovo il senso di gioco",
            "anche un 7 giocato al volo permette lo scambio",
            "oppure tenere la propria. In questo mazzo non ci sono due 0 identici",
            "non ha fatto un giro completo del tavolo e non ha superato il posto vuoto",
            "e cancella tutto all’inizio di ogni manche",
        ),
        (
            "qui sono carte",
            "scrivi «+10»",
            "rigira il senso",
            "fa scambiare",
            "doppione",
            "e non supera il posto vuoto",
            "cancellalo",
        ),
    ),
}


@cache
def _booklets(lang: str) -> str:
    """All the text of the three booklets that carry the session-9 sentences, flattened."""
    said = [
        text(compose("classic-112-blanks", house=("plus-ten",), lang=lang)),
        text(
            compose(house=("seven-o", "jump-in", "silent-two", "to-the-end"), lang=lang),
        ),
        text(compose(house=("seven-rounds",), lang=lang)),
    ]
    return " ".join(" ".join(part.replace("\u202f", " ").split()) for part in said)


@pytest.mark.parametrize("lang", LANGS)
def test_the_session_nine_sentences_read_natively(lang):
    said = _booklets(lang)
    present, gone = SAID[lang]
    for phrase in present:
        assert phrase in said, (lang, phrase)
    for phrase in gone:
        assert phrase not in said, (lang, phrase)
