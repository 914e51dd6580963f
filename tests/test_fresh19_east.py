"""Fresh native readers 19 (issue #15), Polish, Russian, Hungarian, Albanian and Thai, read
back from the four composed booklets the readers read (each composed once).

The mediums: pl, the two-player setup line and the box before play say "wyjmijcie …
zostawcie" to the table, and since readers 21 the two-player list says that step the same
way (its lines of play keep "ty"); th, the first-card lead-in says "if the first card is
not a number card, do this", not that the card acts on the first player. The lows: the deck
size for two in plural forms (pl "zostają 103 karty", ru "остаётся 103 карты", every
language's ``setup.two_players`` now plural forms); pl "na stosie", the agreed lower target
in the catalog's own terms, "Liczb kart", "wlicza się", "uznaje się, że gra do niego
doszła"; ru the emptied draw pile, "считается, что игра дошла", "когда у вас остаётся
одна карта"; hu "a lassabbik játékos",
the draw rule before its exception (sq likewise); sq the worked scoring sum as a list ("një
7-sh, një «Kalo radhën» dhe një «Zgjidh ngjyrën»"), "Fjalët që i kërkojnë vetë rregullat",
the subtitle's noun kept with its genitive; th the colour circle in brackets, the agreed
target, the upheld challenge, the UNO slap tie, the to-the-end scoring, the challenge chain,
the quoted Wild, the Seven-O summary, and three word pairs kept whole by the line breaker.
"""

from __future__ import annotations

import pytest

from deckgen.booklet.langcheck import check_catalog_file
from deckgen.text.catalog import catalog_path
from deckgen.text.thai import break_points

from .booklet_helpers import (
    compose,
    lines,
    phrase_rows,
    phrases_not_rewritten,
    plain,
    said,
    said_booklet,
    text,
)
from .test_fresh14_east import GAMES as BOOKLETS  # the four booklets the readers read

# language | booklet | phrase it now says | phrase it must no longer say
WANTED = """
pl | blanks | Gracie we dwoje? Przed rozdaniem wyjmijcie z talii | dwoje? Przed rozdaniem wyjmij z
pl | blanks | każdego rodzaju. W talii zostają wtedy 103 karty. | Liczba kart w talii
ru | blanks | каждого вида. Тогда в колоде остаётся 103 карты. | Число карт в колоде
th | party | ถ้าไพ่ใบแรกที่หงายไม่ใช่ไพ่ตัวเลข ให้ทำดังนี้ (คนเริ่มเล่นคือคนทางซ้ายของคนแจก): | มีผลกับคนเริ่มเล่น
pl | party | więcej kart, niż jest na stosie do dobierania, | w stosie do dobierania
pl | circle | 500 punktów (albo do niższego celu punktowego, jeśli taki ustaliliście). | albo mniej
pl | circle | Liczb kart w nowych porcjach nie wpisuje się | Liczby kart w nowych
pl | party | poza kolejką wlicza się do łańcucha jak każda dołożona karta | kolejką dokłada się
pl | circle | wrzuci kartę, uznaje się, że gra do niego doszła: cisza się kończy | kartę, gra doszła
ru | party | перемешайте сброс, кроме верхней карты, — это новая колода для добора, | в новую колоду
ru | circle | ход, считается, что игра дошла до него: молчание закончено | ход, игра дошла
ru | circle | каждый раз, когда у вас остаётся одна карта, на любом этапе | у вас осталась одна
hu | party | a lassabbik játékos büntetés nélkül visszaveszi a lapját | a lassabb büntetés
hu | circle | van pluszos lapja (kivéve, ha valaki pontosan ugyanolyan lappal | válaszolni, kivéve
sq | party | kanë mbetur një 7-sh, një «Kalo radhën» dhe një «Zgjidh ngjyrën», fituesi | mbetur 7 +
sq | circle | Fjalët që i kërkojnë vetë rregullat nuk e prishin heshtjen: | Fjalët që kërkojnë
sq | circle | lejohen fjalët që i kërkojnë vetë rregullat ( | fjalët që kërkojnë
sq | circle | ndëshkuese (përveçse me ndërhyrje me binjaken e saktë, shih | ndëshkuese, përveçse
th | circle | เปลี่ยนไปเป็นสีถัดไปในวง (แดง → เหลือง → เขียว → น้ำเงิน → แดง) ตามลำดับนี้ | ในวง แดง
th | circle | คนแรกที่ได้ครบ 500 แต้ม (หรือตามแต้มเป้าหมายที่ตกลงกันไว้) | หรือน้อยกว่านั้น
th | party | ไพ่ใบนั้นยังอยู่บนกอง และสีใหม่ก็ยังใช้ต่อ | สีตามไพ่ใบนั้น
th | party | ไพ่ใบนั้นยังอยู่บนกอง และคนท้าทายเล่นตามปกติ | ไพ่ยังอยู่ และ
th | end | (ถ้าสูสีจนบอกไม่ได้ว่าใครช้ากว่า ให้คนที่พูด UNO ชี้ขาด) | สูสีจนตัดสินไม่ได้
th | end | ในกติกา “เล่นจนคนสุดท้าย” เมื่อคนแรกออก ให้นับแต้มจากไพ่ที่คนอื่นมีอยู่ | ออก จากไพ่ที่คนอื่น
th | party | ท้าทายได้เฉพาะใบล่าสุด โดยคนที่โดนใบนั้นต้องท้าทายก่อนจะตอบ | ต้องเป็นคนที่โดน
th | party | คนที่แทรกด้วย “ไวลด์” เป็นคนเลือกสี | แทรกด้วยไวลด์เป็น
th | end | เลข 7 ให้คนที่ลงเลือกสลับมือได้ | เลข 7 คนที่ลง
"""


ROWS = phrase_rows(WANTED)


@pytest.mark.parametrize(("lang", "booklet"), sorted({(r[0], r[1]) for r in ROWS}))
def test_readers_findings_are_rewritten(lang, booklet):
    """Every row of ``WANTED`` for one booklet: its new phrase there, the old one gone."""
    said_here = said_booklet(*BOOKLETS[booklet], lang)
    assert phrases_not_rewritten(ROWS, lang, booklet, said_here) == ([], [])


def test_pl_setup_steps_for_two_speak_to_the_table_everywhere():
    """pl M1 (readers 19) and again (readers 21): taking the black cards out before the deal
    is one step the two players do together, said "wyjmijcie … zostawcie" in "Ustalcie przed
    grą", "Przygotowanie" and the two-player list alike (a list in "ty" for that step read as
    one step said two ways); the list's lines of play keep "ty" (readers 15-16: "zamieniasz
    się kartami"); blank cards for two are "traktujcie"."""
    deck_id, ruleset, house = BOOKLETS["blanks"]
    content = compose(deck_id, ruleset, house, "pl")
    listed = plain(text(content, "two_players"))
    assert "Przed rozdaniem wyjmijcie z talii czarne karty: zostawcie tylko" in listed
    assert "wyjmij z" not in listed and "zostaw tylko" not in listed
    table = [plain(line) for line in lines(content) if line.startswith("Gracie we dwoje?")]
    assert len(table) == 2 and all("wyjmijcie" in line for line in table), table
    # the blank cards' sentence, with no +10 rule: said to the table in the setup
    blanks = plain(text(compose(deck_id, ruleset, ("two-player",), "pl"), "setup"))
    assert "waszą własną zasadą traktujcie tu jak czarne karty" in blanks
    assert "na których zapisaliście zgubioną kartę" in blanks
    assert check_catalog_file(catalog_path("pl")).errors == ()


@pytest.mark.parametrize(
    ("lang", "n", "wanted"),
    [
        ("pl", 105, "W talii zostaje wtedy 105 kart."),
        ("pl", 1, "W talii zostaje wtedy 1 karta."),
        ("ru", 105, "Тогда в колоде остаётся 105 карт."),
        ("en", 1, "The deck then holds 1 card."),
    ],
)
def test_the_deck_size_for_two_takes_plural_forms(lang, n, wanted):
    assert said(lang, "setup.two_players", n, sentence="X").endswith(wanted)


def test_sq_subtitle_keeps_the_house_rules_with_their_genitive():
    """sq A5: the subtitle broke "me 2 shtesa / të shtëpisë"."""
    deck_id, ruleset, house = BOOKLETS["blanks"]
    assert "shtesa\u00a0të\u00a0shtëpisë" in compose(deck_id, ruleset, house, "sq").subtitle


@pytest.mark.parametrize(
    ("booklet", "phrase", "word"),
    [
        ("circle", "ที่กติกากำหนดไม่นับว่าเป็นการพูด", "ไม่นับว่า"),
        ("blanks", "เลข 5 สีแดงในมือ", "ในมือ"),
        ("blanks", "ไพ่เหล่านั้นนับแต้มด้วย", "นับแต้ม"),
    ],
)
def test_th_line_breaker_keeps_word_pairs_whole(booklet, phrase, word):
    """th L9: "…ไม่ | นับว่าเป็นการพูด", "…ใน | มือ", "…นับ | แต้มด้วย" broke inside."""
    said_here = said_booklet(*BOOKLETS[booklet], "th")
    assert phrase.replace(" ", "") in said_here.replace(" ", "")
    assert any(word in piece for piece in break_points(phrase)), break_points(phrase)
