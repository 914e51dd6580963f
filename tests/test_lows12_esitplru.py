"""Native readers' lows, rounds 15-16 (issue #15), Spanish, Italian, Polish and Russian:
each rewritten sentence read back from a composed booklet (four booklets a language, each
composed once), with the words it must no longer say.

es: the UNO slap says "palmada" from the start (the combination texts already did), "sin
motivo" as the penalty list says it, a card left face up while dealing (not turned over on
purpose), two exactly equal cards for a twin jump-in, and the new colour standing after a
guilty challenge (the colour that was in play is the old one; nothing says "elegido", which
a colour circle makes wrong: the older pin in test_fresh10). it: "anche se ne ha una in
mano" (neither "pure lui" nor the older "anche lui"), "per chiudere il silenzio", "due carte
identiche", the new colour. pl: one form of address in the two-player list ("ty"; since
native readers 19 the setup line before it says "wy" to the table, test_fresh19_east), the
silent two's "nikt – nawet …", two exactly equal cards, the +10 blanks' sentence not opening
with a digit, the worked turn's black card said as the coloured ones are ("karta „Zmiana
koloru”"). ru: "на эту карту" (no antecedent for "неё"), where a jump-in may not go, the
wrong jump-in list, "Поэтому", the late UNO, "на руках", the +10 blanks' sentence, and the
worked turn's black card ("карта «Закажи цвет»").
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, plain, text
from .test_fresh14_east import GAMES as BOOKLETS  # the four booklets the readers read

# language | booklet | phrase it now says | phrase it must no longer say ("||" is a table
# row's cell break, as booklet_helpers.text writes it)
WANTED = """
es | end | da una palmada con la mano abierta sobre la pila | pon una mano abierta
es | end | Los demás dan enseguida su palmada encima de tu mano; | ponen enseguida
es | end | quienes ya lo dijeron, dan la suya encima, | ponen la mano encima
es | party | y 2 más por desafiar sin motivo | sin razón
es | party | Si al repartir queda una carta boca arriba, | se da la vuelta a una carta,
es | party | Si tienes dos cartas exactamente iguales, se juegan | de una pareja
es | party | se queda en la pila, sigue valiendo el color nuevo y | juego se mantiene
it | circle | chi viene colpito pesca, anche se ne ha una in mano. | pure lui
it | circle | basta comunque una sola penalità per chiudere il silenzio | a chiudere
it | circle | Se hai due carte identiche, si giocano una alla volta | di una coppia
it | circle | resta sulla pila, resta valido il nuovo colore e | in gioco resta valido
pl | party | Przy zerze zamieniasz się kartami z przeciwnikiem; | zamieniacie
pl | blanks | Przed rozdaniem wyjmijcie z talii czarne karty: zostawcie | rozdaniem wyjmij z
pl | blanks | W tej grze 4 puste karty są kartami „Weź dziesięć | 4 puste karty są w tej grze
pl | circle | nikt – nawet gracz, który ją zagrał – nie może się odezwać, | odezwać, także
pl | circle | Jeśli masz dwie dokładnie takie same karty, kładziesz je po jednej | obie karty z pary
pl | party | karta „Zmiana koloru” || tak: czarna karta pasuje | Zmiana koloru || tak:
ru | party | Он может ответить на эту карту, а не брать карты | ответить на неё, а не
ru | party | При перехвате нельзя класть карту на свою же. | на своей же карте
ru | party | (карта не в точности такая же, положена слишком поздно | не точно такая
ru | party | на карту, на которую при перехвате класть нельзя) | перехватывать нельзя)
ru | circle | Поэтому «Пропуск хода», сыгранный последней картой с руки | Так что «Пропуск
ru | end | С запоздалым «UNO!» — так же: вы кладёте ладонь на сброс | Запоздалый крик
ru | end | которые в этот момент на руках у каждого из остальных игроков | момент у каждого
ru | blanks | В этой игре 4 чистые карты — это карты | 4 чистые карты в этой
ru | party | карта «Закажи цвет» || да: чёрную карту | Закажи цвет || да:
"""


def _rows() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in WANTED.strip().splitlines():
        lang, booklet, new, old = (part.strip() for part in line.replace("||", "\0").split(" | "))
        rows.append((lang, booklet, new.replace("\0", "|"), old.replace("\0", "|")))
    return rows


@cache
def _said(lang: str, booklet: str) -> str:
    deck_id, ruleset, house = BOOKLETS[booklet]
    content = compose(deck_id, ruleset, house, lang)
    return plain(f"{content.subtitle}\n{text(content)}")


@pytest.mark.parametrize(("lang", "booklet", "new", "old"), _rows())
def test_reader_low_is_rewritten(lang, booklet, new, old):
    said = _said(lang, booklet)
    assert new in said, (lang, booklet, new)
    assert old not in said, (lang, booklet, old)
