"""Round-8 native review of the Spanish and Italian booklets: the sentences a native reader
rewrote, read back from the composed booklet (no PDF).

- Shrinking hands: the win is "se queda sin cartas" / "resta senza carte" when the last new
  hand drawn was a single card (the old "vacía su mano cuando su última mano nueva…" and
  "ancora e ancora" read as translated).
- Pass it on: whoever finally draws draws the cards the top (or last) draw card shows, not
  "its number"; the rule's one-line text no longer says "de color" / "colorata" (read as
  "of the colour").
- Jump in + 7-0: the 0 or 7 jumped in swaps as if the jumper were on turn.
- Two players: "todos los comodines menos 1" / "tutti i jolly tranne 1" (word order).
"""

from __future__ import annotations

import pytest

from .booklet_helpers import compose, text


def _shrinking(lang: str) -> str:
    return text(compose(house=("seven-rounds", "seven-o", "jump-in"), lang=lang))


@pytest.mark.parametrize(
    ("lang", "new"),
    [
        ("es", "gana la ronda quien se queda sin cartas cuando la última mano nueva que robó"),
        ("it", "vince la manche chi resta senza carte quando l’ultima mano nuova che ha pescato"),
    ],
)
def test_shrinking_hands_win_reads_as_written_in_the_language(lang, new):
    booklet = _shrinking(lang)
    assert new in booklet
    assert "ancora e ancora" not in booklet
    assert "svuota la mano quando la sua ultima mano nuova" not in booklet
    assert "vacía su mano cuando su última mano nueva" not in booklet


@pytest.mark.parametrize(
    ("lang", "swap"),
    [
        # classic-108 has no twin 0: the 7 alone (review 15, F5)
        ("es", "como si quien se coló lo hubiera jugado en su turno"),
        ("it", "come se chi l’ha giocato fosse di turno"),
    ],
)
def test_jump_in_with_seven_o_says_the_jumper_swaps_as_on_turn(lang, swap):
    assert swap in _shrinking(lang)


@pytest.mark.parametrize(
    ("lang", "drawn", "stale"),
    [
        (
            "es",
            "roba solo las cartas que marca la última carta de robar jugada",
            "número de la carta de arriba",
        ),
        (
            "it",
            "pesca solo le carte indicate dall’ultima carta che fa pescare giocata",
            "il numero della carta in cima",
        ),
    ],
)
def test_pass_it_on_says_which_cards_are_drawn(lang, drawn, stale):
    booklet = text(compose(house=("no-stack-defence", "reverse-reflects"), lang=lang))
    assert drawn in booklet
    assert stale not in booklet
    assert "de color en vez de robar" not in booklet
    assert "carta colorata che fa pescare" not in booklet


@pytest.mark.parametrize(
    ("lang", "removal"),
    [
        ("es", "se quitan de la baraja todos los comodines menos uno de cada tipo"),
        ("it", "si tolgono dal mazzo tutti i jolly tranne uno per tipo"),
    ],
)
def test_two_player_wild_removal_word_order(lang, removal):
    assert removal in text(compose(house=("two-player",), lang=lang))
