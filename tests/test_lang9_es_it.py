"""Native review round 9 (session 9), Spanish and Italian: the sentences read back from the
composed booklets (no PDF).

- a labelled card without an action is played "on another card like it", not on an
  identical one ("otra carta igual" / "un'altra carta uguale" read as same colour and value);
- the +1/+2 house line says the points ("se te restan 20 puntos", it printed "+2 40");
- lazy scoring: "quien la gane se lleva la partida" / "chi la vince si aggiudica la
  partita", the summary without a comma between subject and verb or a second colon;
- es keeps tuteo (no "vuestra"); the courtesy penalty says the cards are drawn;
- a card drawn while restricted and the stacking list read as one phrase.
"""

from __future__ import annotations

import warnings

import pytest

from .booklet_helpers import compose, text

ROUND9 = {
    "es": {
        "no_action": ("sobre otra carta como esta", "otra carta igual"),
        "plus": ("se te restan 20 puntos del total; con un ", "restan 20 del"),
        "lazy": ("quien la gane se lleva la partida", "quien la gane gana"),
        "courtesy": ("dar consejos obliga a robar 2 cartas", "cuesta 2"),
        "restricted": ("Si robas un Comodín roba cuatro, no te sirve", "que robes no te sirve"),
        "stack_list": ("cualquier carta de robar (Roba dos", "en vez de robar («"),
    },
    "it": {
        "no_action": ("su un’altra carta come questa", "un’altra carta uguale"),
        "plus": ("toglie 20 punti dal tuo totale; con un ", "totale, con un"),
        "lazy": ("chi la vince si aggiudica la partita", "chi la vince vince"),
        "courtesy": ("dare consigli obbliga a pescare 2 carte", "costa 2"),
        "restricted": ("Se peschi un Jolly pesca quattro, non va bene", "quattro pescato"),
        "stack_list": ("carta che fa pescare (Pesca due", "invece di pescare («"),
    },
}


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


def _booklets(lang: str) -> dict[str, str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the no-action deck warns about its labelled cards
        no_action = compose("no-action", lang=lang)
    return {
        "no_action": _plain(text(no_action)),
        "plus": _plain(text(compose("plus12", "penalty-200", ["plus-one-two"], lang=lang))),
        "lazy": _plain(text(compose(ruleset="lazy", lang=lang))),
        "draw": _plain(text(compose("house-plus-ten", "plus-ten", ["draw-to-match"], lang=lang))),
    }


@pytest.mark.parametrize("lang", ["es", "it"])
def test_round9_sentences_read_natively(lang):
    books = _booklets(lang)
    said = ROUND9[lang]
    where = {
        "no_action": "no_action",
        "plus": "plus",
        "lazy": "lazy",
        "courtesy": "lazy",
        "restricted": "draw",
        "stack_list": "draw",
    }
    for key, (new, old) in said.items():
        booklet = books[where[key]]
        assert new in booklet, (lang, key)
        assert old not in booklet, (lang, key)
    summary = books["lazy"]
    assert ": quien la gane, gana" not in summary and ": chi la vince, vince" not in summary
    if lang == "es":
        two = _plain(text(compose("classic-112-blanks", "official", ["two-player"], lang="es")))
        assert "una regla inventada" in two and "vuestra" not in two
