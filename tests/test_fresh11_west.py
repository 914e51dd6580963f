"""Fresh native readers 11 (de fr es it), read back from composed booklets.

Each entry replaced a phrase the readers found misleading or translated: the colour circle's
"only time in this game" (read as once per match), the Draw Ten summary that named "this
deck's" card and made it "make the next player draw ten", the "also" of a twin Skip /
Reverse after a twin draw card that is stacked instead, Spanish "acordad" and "La mano que
encoge", one verb for catching a missed UNO call (es fr it), one name for a failed challenge
(de), and smaller wordings. English has the first three too. Articles keep to the number
after them ("un 0", "eine 7") and a subtitle's " · " to the word before it: the text
layer's no-break data, read in the raw lines.
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, lines

COMBOS = {
    "blanks": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
    "circle": (
        "classic-108",
        "official",
        ("seven-rounds", "silent-two", "colour-circle", "jump-in"),
    ),
    "end": ("classic-108", "official", ("to-the-end", "stacking", "seven-o")),
    "party": ("classic-108", "party", ()),
}

# language → (booklet, phrase it now says, phrase it must no longer say)
WANTED = {
    "en": (
        ("circle", "This is the only case in which a colour is named.", "in this game"),
        ("circle", "nobody names a colour under this rule.", "in this game"),
        ("blanks", "Draw Ten: the Wild Draw Ten comes into play; the next", "the deck's"),
        ("party", "A twin Skip takes the place of the first one:", "also takes the place"),
        ("party", "A twin Reverse takes the place of the first one:", "also takes the place"),
    ),
    "de": (
        ("circle", "Nur in diesem Fall bestimmt jemand eine Farbe.", "Nur dieses eine Mal"),
        ("circle", "bestimmt bei diesen Regeln niemand eine Farbe.", "in diesem Spiel niemand"),
        ("blanks", "Die „Zieh zehn mit Farbwahl“ kommt ins Spiel; der nächste", "Kartenspiels"),
        ("party", "Ein gleiches „Aussetzen“ tritt an die Stelle", "Auch ein gleiche"),
        ("party", "Ein gleicher „Richtungswechsel“ tritt an die Stelle", "Auch ein gleiche"),
        ("party", "wurde sie zu Unrecht angezweifelt", "Verdacht"),
        ("party", "weil er zu Unrecht angezweifelt hat", "unberechtigt"),
        ("party", "in der Farbe, die damit bestimmt wurde)", "die sie bestimmt hat"),
        ("circle", "doch immer zu Unrecht:", "unberechtigt"),
        ("circle", "eine Hand leer spielst, ohne die Runde zu gewinnen,", "größere Hand"),
        ("blanks", "alle bis auf eine von jeder Sorte.", "bis auf je eine pro"),
        ("blanks", "zu zweit: Vor dem Geben kommen einige schwarze Karten", "Zu zweit wird mit"),
        ("end", "wertet ihr die Karten der anderen, sobald der erste Spieler", "und zwar die"),
    ),
    "fr": (
        ("circle", "C’est le seul cas où l’on choisit une couleur.", "seule fois de la partie"),
        ("circle", "personne ne choisit de couleur avec cette règle.", "dans cette partie"),
        ("blanks", "Joker +10 : le « Joker +10 » entre en jeu ; le joueur", "de ce jeu"),
        ("blanks", "Elles comptent alors partout comme telles :", "à part entière"),
        ("party", "Un « Passe ton tour » identique prend la place du premier", "prend aussi"),
        ("party", "du même type", "même sorte"),
        ("party", "peut être posée même quand ce n’est pas ton tour.", "en dehors de son tour"),
        ("circle", "Le 2 muet", "Deux du silence"),
        ("circle", "prendre en défaut quelqu’un qui a oublié", "prendre quelqu’un"),
    ),
    "es": (
        ("circle", "Es el único caso en que se elige un color.", "caso de la partida"),
        ("circle", "con esta regla nadie elige color.", "en esta partida nadie"),
        ("blanks", "Roba diez: entra en juego el Comodín roba diez; el", "de esta baraja"),
        ("party", "Un Salta idéntico ocupa el lugar del primero", "también ocupa"),
        ("circle", "Manos menguantes: la ronda termina", "encoge"),
        ("circle", "conviene acordar una meta más baja, por ejemplo 200 puntos,", "acordad una"),
        ("circle", "pillar a quien no dijo «¡UNO!»", "reclamar"),
        ("circle", "otro jugador te pilla antes", "te descubre"),
        ("circle", "salvo si la primera carta que sale es un Comodín.", "carta descubierta"),
        ("end", "pero el desafío siempre falla:", "nunca se descubre trampa"),
        ("circle", "Un 2 que sale como primera carta no trae silencio.", "se descubre como"),
        ("party", "lo jugó de forma indebida:", "sin tener derecho"),
        ("party", "con eso termina la ronda y la ganas tú.", "la has ganado"),
    ),
    "it": (
        ("circle", "È l’unico caso in cui si sceglie un colore.", "caso della partita"),
        ("circle", "con questa regola nessuno sceglie un colore.", "in questa partita nessuno"),
        ("blanks", "Pesca dieci: entra in gioco il Jolly pesca dieci; il", "di questo mazzo"),
        ("party", "Un Salta identico prende il posto del primo", "Anche un Salta"),
        ("party", "pesca tutte le carte accumulate", "accumulo;"),
        ("end", "per cogliere in fallo chi non ha detto «UNO!»", "«UNO!» dimenticato"),
        ("end", "prima si risolve questo:", "prima si chiude"),
        ("circle", "ti resta una sola carta, in ogni fase.", "a ogni passaggio"),
        ("party", "così chiudi la manche e la vinci.", "l’hai vinta"),
    ),
}

# language → (booklet, an article and a number glued by the text layer)
GLUED = {
    "es": (("end", "un\u00a07\u00a0o un\u00a00"), ("end", "Un\u00a00\u00a0o un\u00a07")),
    "it": (("party", "avere un\u00a05\u00a0rosso"),),
    "fr": (("end", "un\u00a00"),),
    "de": (("end", "eine\u00a07"),),
    "en": (("end", "a\u00a07"),),
    "sq": (("end", "një\u00a07"),),
}


@cache
def _content(lang: str, combo: str):
    deck_id, ruleset, house = COMBOS[combo]
    return compose(deck_id, ruleset, house, lang)


def _raw(lang: str, combo: str) -> str:
    """The composed booklet's lines as the text layer set them (no-break spaces kept)."""
    return "\n".join(lines(_content(lang, combo))).replace("\u202f", " ")


def _said(lang: str, combo: str) -> str:
    return " ".join(_raw(lang, combo).replace("\u00a0", " ").split())


@pytest.mark.parametrize("lang", sorted(WANTED))
def test_fresh_readers_rewrites_are_in_the_booklet(lang):
    for combo, new, old in WANTED[lang]:
        said = _said(lang, combo)
        assert new in said, (lang, combo, new)
        assert old not in said, (lang, combo, old)
    _glued(lang)
    # the A5 subtitle's second line began "· de 2 a 10 jugadores": a spaced middle dot
    # keeps to the word before it
    subtitle = _content(lang, "blanks").subtitle
    assert " · " not in subtitle and subtitle.count("\u00a0· ") == 2, (lang, subtitle)


def _glued(lang: str) -> None:
    for combo, glued in GLUED.get(lang, ()):
        assert glued in _raw(lang, combo), (lang, combo, glued)


def test_albanian_article_keeps_to_its_number():
    _glued("sq")


def test_house_rules_report_says_the_draw_ten_line_as_the_booklet():
    """``deckgen house-rules --lang de`` quoted the card twice („‚Zieh zehn …‘“): the
    report filled in a quoted name where the sentence quotes it itself. It now fills in the
    name list the booklet uses, so both say the same line."""
    from deckgen.reports import house_rule_report

    for lang in ("de", "fr"):
        said = {i.id: i.summary for i in house_rule_report(lang=lang)}["plus-ten"]
        said = " ".join(said.replace("\u00a0", " ").replace("\u202f", " ").split())
        assert said in _said(lang, "blanks"), (lang, said)
    assert "‚" not in {i.id: i.summary for i in house_rule_report(lang="de")}["plus-ten"]
