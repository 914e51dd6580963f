"""Fresh native readers 20 (issue #15), read back from the four composed booklets the
readers read (each composed once).

de medium: "Danach ist es zu spät. Rufst du zu spät, …" said "too late" twice with two
meanings (the English says "too late to catch you"); fr, es, it and pl dropped the same
"to catch you" ("Ensuite, il est trop tard"): each now says that nobody can catch you
any more, and the late call is "verspätet"/"con retraso". Lows: de "außer dir sieht niemand
deine Hand", the Shuffle Hands deal "unterscheiden sich … um höchstens eine Karte" (fr, es
likewise), a 0 "überspringt dabei alle, die raus sind"; fr the turned draw card no one
answers, the score sheet's card counts "ne s’inscrit pas parmi les totaux" (the round-9
reader's "not with the totals" kept, without "mélanger", which means shuffle); es the agreed
lower target "(o la meta más baja que se haya acordado)"; it "Salvo diversa indicazione",
"nella catena". th medium: the challenge in a chain "โดยคนที่โดนใบนั้นต้องท้าทายก่อนจะตอบ"
(round 19's "ต้องเป็นคนที่โดนใบนั้นท้าทาย" read first as a passive, "challenged by that
card"); th lows: "ตอบได้ด้วย", the Wild's colour "(ถ้าใบบนสุดเป็นไพ่ไวลด์ …)" for every wild
draw card, "เมื่อคนแรกออก", "เริ่มด้วยไพ่คนละ 7 ใบ", one colon in the worked turn's lead-in,
the Draw Ten line "ใช้ไพ่" (the blanks become the cards: nothing is added), and "ใบนั้น",
"ช่วงเงียบ" kept whole by the line breaker. sq medium: the Customizable's jump-in line had no
subject ("nuk ndërhyn kurrë": "he never jumps in") → "… mbi të cilën është shkruar një
rregull nuk ndërhyhet kurrë, as mbi të."; sq lows: black cards "mund të luhen mbi çdo
letër" (not "count as every colour"), "dy lojtarë me letra në dorë"; hu the late call
"esetén is ugyanígy kell eljárni" (neither "megy" nor "történik"), one clause for the slower
jump-in; ru "Если в вашем правиле не сказано иное"; pl "dobiera nowe karty".

Readers 21: th medium, a draw card's box "คนนั้นตอบแทนการจั่วได้" read first as "ตอบแทน"
("repay") → "คนนั้นจะตอบไพ่ใบนี้แทนการจั่วก็ได้"; pl medium, taking the black cards out for two
is one step of the table, "wyjmijcie … zostawcie" in the two-player list too (the setup and
the agree box said so already); th lows (the colour circle's clockwise phrase, the Seven-O
call said once, "ส่วน…" in the shrinking marks, "คนสุดท้ายที่ยังมีไพ่").
"""

from __future__ import annotations

import pytest

from deckgen.text.thai import segment

from .booklet_helpers import phrase_rows, phrases_not_rewritten, said_booklet
from .test_fresh14_east import GAMES  # the four booklets the readers read

# and the Customizable's jump-in line, which prints for classic-112 with jump-in
BOOKLETS = {**GAMES, "custom": ("classic-112", "official", ("jump-in",))}

# language | booklet | phrase it now says | phrase it must no longer say
WANTED = """
de | party | Danach kann dich niemand mehr erwischen. Rufst du verspätet, aber | ist es zu spät.
fr | party | Ensuite, on ne peut plus te prendre en défaut. Si tu | il est trop tard.
es | party | Después ya nadie te puede pillar. Si lo dices con retraso pero | demasiado tarde.
it | party | Dopo nessuno può più coglierti in fallo. Se lo dici | Dopo è troppo tardi.
pl | party | Potem nikt już nie może cię przyłapać. Jeśli | Potem jest już za późno.
de | end | so unterscheiden sich die Hände am Ende um höchstens eine Karte | Karte mehr als
de | party | denn außer dir sieht niemand deine Hand | deine Hand sieht sonst niemand
de | end | der noch im Spiel ist, und überspringt dabei alle, die raus sind; | an Spielern vorbei
fr | party | Si la première carte retournée fait piocher, personne ne peut y | en premier, ni
fr | end | ainsi, les mains ne diffèrent que d’une carte au plus. | plus d’une carte de plus
fr | circle | Le nombre de cartes des nouvelles mains ne s’inscrit pas parmi | On ne mélange
es | end | de modo que ninguna mano tenga más de una carta más que otra. | así nadie tiene
es | circle | 500 puntos (o la meta más baja que se haya acordado) | o menos, si así se acordó
it | end | Salvo diversa indicazione della regola scritta sulla carta, scegli anche | non dice altro
it | end | le carte giocate nella catena sono | giocate sulla catena
th | party | ท้าทายได้เฉพาะใบล่าสุด โดยคนที่โดนใบนั้นต้องท้าทายก่อนจะตอบ | ต้องเป็นคนที่โดน
th | party | ตอบได้ด้วยไพ่บังคับจั่วชนิดเดียวกันเท่านั้น | ตอบได้เฉพาะไพ่บังคับ
th | party | (ถ้าใบบนสุดเป็นไพ่ไวลด์ ให้ดูสีที่คนลงใบนั้นเลือกไว้) | (หลังไพ่ไวลด์บังคับจั่ว คือสีที่
th | end | ในกติกา “เล่นจนคนสุดท้าย” เมื่อคนแรกออก ให้นับแต้ม | ทันทีที่คนแรกออก
th | circle | เพราะทุกรอบเริ่มด้วยไพ่คนละ 7 ใบ | เริ่มใหม่ที่
th | party | ตัวอย่าง ถ้าไพ่ใบบนสุดของกองทิ้งเป็น | ตัวอย่าง: เมื่อ
sq | custom | mbi të cilën është shkruar një rregull nuk ndërhyhet kurrë, as mbi të. | ndërhyn kurrë
sq | party | nuk kanë ngjyrë të vetën dhe mund të luhen mbi çdo letër. | vlejnë për çdo ngjyrë
sq | end | Kur kanë mbetur vetëm dy lojtarë me letra në dorë, «Kthim» | Kur me letra kanë
hu | end | Késve bemondott „UNO!” esetén is ugyanígy kell eljárni: | ugyanígy történik
hu | party | visszaveszi a lapját, mert ez nem számít rossz lapnak. | mert az nem rossz lap
ru | custom | Если в вашем правиле не сказано иное, | не говорит иного
pl | circle | dobiera nowe karty, o jedną mniej niż ostatnio; | dobiera nowe, o jedną
th | party | คนนั้นจะตอบไพ่ใบนี้แทนการจั่วก็ได้ (ดู | คนนั้นตอบแทนการจั่วได้
th | circle | วงนี้คือลำดับสีบนหน้าไพ่ไวลด์เมื่อไล่ตามเข็มนาฬิกา | ไวลด์ เมื่อไล่
th | party | ให้พูด UNO หลังสลับเสร็จแล้ว โดยใครเหลือไพ่ใบเดียวให้พูดทันที | ใบเดียวหลังสลับ
th | circle | ส่วนไพ่ชุดใหม่ชุดถัดไปจะน้อยกว่า | ชุดถัดไปมีน้อยกว่า
th | end | คนสุดท้ายที่ยังมีไพ่ต้องจั่วอย่างเดียว | ไม่ได้ คนสุดท้ายต้องจั่ว
pl | blanks | Przed rozdaniem wyjmijcie z talii czarne karty: zostawcie | wyjmij z talii
th | blanks | จั่วสิบ: ใช้ไพ่ “ไวลด์ จั่วสิบ” ใครโดนต้องจั่ว 10 ใบ | เพิ่มไพ่ “
"""


ROWS = phrase_rows(WANTED)


@pytest.mark.parametrize(("lang", "booklet"), sorted({(r[0], r[1]) for r in ROWS}))
def test_readers_findings_are_rewritten(lang, booklet):
    """Every row of ``WANTED`` for one booklet: its new phrase there, the old one gone."""
    said_here = said_booklet(*BOOKLETS[booklet], lang)
    assert phrases_not_rewritten(ROWS, lang, booklet, said_here) == ([], [])


def test_thai_line_breaker_keeps_that_card_and_the_silence_whole():
    """th low: lines broke "ไพ่ใบ | นั้นยังอยู่" and "ช่วง | เงียบจึงจบ"."""
    assert "ใบนั้น" in segment("ไพ่ใบนั้นยังอยู่บนกอง")
    assert "ช่วงเงียบ" in segment("ช่วงเงียบจึงจบ")
