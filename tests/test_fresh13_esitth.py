"""Fresh native readers 14 (issue #15), Spanish, Italian and Thai (and the English line
they share): sentences read back from the composed booklets the readers read."""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.text.thai import break_points

from .booklet_helpers import compose, lines, plain, text

BOOKLETS = {  # the readers' booklets: deck, ruleset, house rules
    "party": ("classic-108", "party", ()),
    "shrinking": (
        "classic-108", "official", ("seven-rounds", "silent-two", "colour-circle", "jump-in"),
    ),
    "end": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
}  # fmt: skip


@cache
def _content(booklet: str, lang: str):
    deck, ruleset, house = BOOKLETS[booklet]
    return compose(deck, ruleset, house, lang)


@cache
def _text(booklet: str, lang: str) -> str:
    return text(_content(booklet, lang))


# language → booklet → (a line now there, a line gone)
SAID = {
    "en": {
        "end": (
            ("To catch a player who forgot to call, you just say so out loud; nobody slaps.",),
            ("A forgotten call is caught by saying so",),
        ),
    },
    "es": {
        "end": (
            (
                "A quien se le olvida se le pilla avisando en voz alta, sin dar ninguna palmada.",
                "Cada carta suma las cartas que hace robar,",
                "Se anotan los puntos, y los demás siguen jugando",
            ),
            ("diciéndolo", "Cada carta suma su número", "Entonces se anotan"),
        ),
        "shrinking": (
            (
                "salvo si la primera carta que sale es un Comodín.",
                "El número de cartas de cada mano nueva no se apunta entre los totales:",
            ),
            ("sale es un comodín.", "Cuántas cartas tienen"),
        ),
    },
    "it": {
        "end": (
            (
                "Per cogliere in fallo chi se ne dimentica basta dirlo ad alta voce:",
                "basta dirlo ad alta voce: non si sbatte la mano.",
                "Ogni carta aggiunge le carte che fa pescare,",
                "Si segnano i punti, e gli altri continuano",
            ),
            ("si coglie in fallo dicendolo", "aggiunge il suo numero", "Poi si segnano"),
        ),
        "shrinking": (
            (
                "cogliere in fallo chi ha dimenticato di dire «UNO!»",
                "anche se ne ha una in mano.",
                "tranne quando la prima carta scoperta è un Jolly.",
                "Il numero di carte delle mani nuove non va scritto tra i totali:",
            ),
            ("dimenticato «UNO!»", "anche lui", "scoperta è un jolly.", "Quante carte hanno"),
        ),
    },
    "th": {
        "party": (
            (
                "ถ้าในมือคุณมีไพ่ที่เหมือนกันทุกอย่างสองใบ ต้องลงทีละใบ",
                "ถ้าเขามีไพ่สีที่กำลังเล่นอยู่ก่อนลง",
                "ของกองทิ้งเป็นเลข 4 สีแดง:",  # "เป็น" since readers 20
            ),
            ("ไพ่คู่ครบทั้งสองใบ", "ไพ่สีที่เล่นอยู่ก่อนลง", "คือ เลข"),
        ),
        "shrinking": (
            (
                "คนแรกที่พูดต้องจั่ว 2 ใบ แล้วช่วงเงียบก็จบ",
                "เลข 2 ใบใหม่ที่ลงระหว่างช่วงเงียบจะเริ่มช่วงเงียบใหม่",
                "แต่ถ้ามีคนโดนจั่วเป็นโทษ ช่วงเงียบก็จบทันทีเหมือนเดิม",
                "ถ้าโดนแล้วจะลงไพ่บังคับจั่วของตัวเองตอบไม่ได้ แม้ในมือจะมีอยู่ ยกเว้น",
            ),
            ("ความเงียบ", "โดนปรับ", "โดนไพ่บังคับจั่วแล้วจะตอบด้วย"),
        ),
        "end": (
            (
                "ส่วนการจับคนที่ลืมพูด UNO ให้พูดบอก ไม่ใช่วางมือ",
                "ทุกครั้งที่มีคนพูด ให้วางมือทับกันใหม่อีกรอบ",
                "พร้อมกัน ในกรณีนั้นให้พูด UNO ทีละคน",
                "ถ้าเขียนกติกาที่ตกลงกันเองไว้",
                "ให้จั่วกันให้เสร็จก่อน",
                "ถ้าเป็นเลข 0 ใบอื่น ทุกคนส่งไพ่ในมือ",
            ),
            (
                "ต้องจับด้วยการพูดบอก",
                "นับเป็นการวางมือทับแยกกัน",
                "แบบนั้นให้พูด",
                "พวกคุณ",
                "จัดการการจั่ว",
                "เลข 0 ใบอื่นให้ทุกคน",
            ),
        ),
    },
}
CASES = [(lang, booklet) for lang, books in SAID.items() for booklet in books]


@pytest.mark.parametrize(("lang", "booklet"), CASES)
def test_the_readers_lines_read_as_rewritten(lang, booklet):
    there, gone = SAID[lang][booklet]
    said = _text(booklet, lang)
    for line in there:
        assert line in said, (lang, booklet, line)
    for line in gone:
        assert line not in said, (lang, booklet, line)


def test_th_spare_page_says_ไว้_once():
    intro = _content("shrinking", "th").notes_intro
    assert intro == "จดกติกาเสริมที่ตกลงกัน และเรื่องที่อยากจำสำหรับเกมหน้าไว้ตรงนี้"
    assert intro.count("ไว้") == 1


def test_th_numbers_after_เลข_are_glued_in_the_seven_o_lines():
    raw = "\n".join(lines(_content("end", "th")))
    for glued in ("ถ้าเป็นเลข\u00a00", "และเลข\u00a07", "เลข\u00a00\u00a0หรือ 7\u00a0อาจ"):
        assert glued in raw, glued
    assert "เลข 0 ที่ลงเป็นใบสุดท้าย" not in raw and "และเลข 7 สลับ" not in raw


@pytest.mark.parametrize("phrase", ["ใบเดียว", "คนนั้น", "แบบเดียวกัน", "พูดบอก", "เสร็จแล้ว", "ลบไม่ออก"])
def test_th_line_breaker_keeps_the_readers_phrases_whole(phrase):
    said = _text("end", "th") + "\n" + _text("shrinking", "th")
    found = [line for line in said.splitlines() if phrase in line]
    assert found, phrase
    for line in found:
        pieces = break_points(line)
        assert any(phrase in piece for piece in pieces), (phrase, pieces)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_out_players_swap_line_follows_both_shuffle_hands_lines(lang):
    said = [plain(line) for line in lines(_content("end", lang), "end")]
    swaps = next(
        i for i, line in enumerate(said) if line.startswith(("Los que han", "Chi è fuori"))
    )
    shuffle = [
        i for i, line in enumerate(said) if "baraja las manos" in line or "mescola mani" in line
    ]
    assert len(shuffle) == 2 and shuffle[1] == shuffle[0] + 1, said
    assert swaps == shuffle[1] + 1, said
