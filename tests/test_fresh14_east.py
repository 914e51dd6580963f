"""Fresh native readers 14 (issue #15), Polish, Russian and Thai, read back from composed booklets.

The mediums: ru "будто вы сыграли её в свою очередь" (the idiom "for your part") for a
jumped-in card, now "в свой ход" as the catalog says elsewhere; th "เมื่อเล่นจนคนสุดท้าย"
(read first as "when play is down to the last player") opening the to-the-end scoring and
Seven-O lines, now "ในกติกา “เล่นจนคนสุดท้าย”". The lows: pl "raz za razem"; the draw
card named where "it"/"nią"/"на неё" followed the challenge sentence (en pl ru); ru the
jumped-in 7 may also keep its own hand, "с той же цифрой", the jump-in limits, the late
jumper's card; th the UNO "too late", the custom wild's "your rule", who skips the UNO call
when out, "ชุดใหม่ชุดล่าสุด", the seven-rounds box advice, the jump-in + silent-two line,
the written-ten blanks and the plus-ten house rule.
"""

from __future__ import annotations

import pytest

from .booklet_helpers import compose, plain, text

GAMES = {
    "party": ("classic-108", "party", ()),
    "circle": (
        "classic-108",
        "official",
        ("seven-rounds", "silent-two", "colour-circle", "jump-in"),
    ),
    "end": ("classic-112", "official", ("to-the-end", "stacking", "seven-o", "slap-uno")),
    "blanks": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
}

# th low, also in en pl ru: a Reverse does not act on the next player, so the action
# cards' intro says they take effect when played (the last four rows).
# language | booklet | phrase it now says | phrase it must no longer say
WANTED = """
ru | party | карта действует так, будто вы сыграли её в свой ход, | в свою очередь
ru | circle | карта действует так, будто вы сыграли её в свой ход, | в свою очередь
th | end | ในกติกา “เล่นจนคนสุดท้าย” เมื่อคนแรกออก | เมื่อเล่นจนคนสุดท้าย
th | end | ในกติกา “เล่นจนคนสุดท้าย” เลข 0 ที่ลงเป็นใบสุดท้าย | เมื่อเล่นจนคนสุดท้าย
pl | circle | Pozbywaj się kart wielokrotnie: za każdym razem | raz za razem
en | party | Only a draw card of the same kind may answer a draw card; | may answer it;
pl | party | Na kartę „weź” można odpowiedzieć tylko kartą „weź” tego samego | na nią można
ru | party | На карту «возьми» можно ответить только картой «возьми» того же | на неё можно
ru | party | с любым игроком по своему выбору или оставить свои. | по своему выбору. У нуля
ru | party | Кладите карту того же цвета, с той же цифрой или символом — либо чёрную. | цвета, цифры
ru | party | перехватывать ход, кладя карту на первую карту кона или на свою же | на первой карте
ru | party | опоздавший без штрафа забирает свою карту обратно | обратно себе
th | party | หลังจากนั้นจับไม่ได้แล้ว | สายเกินไปที่จะจับ
th | end | ถ้ากติกาที่เขียนบนไพ่ไม่ได้บอกไว้เป็นอย่างอื่น | ถ้ากติกาของคุณ
th | end | เสียตา) คนที่ออกแล้วไม่ต้องพูด UNO | เสียตา) เขาไม่ต้องพูด
th | circle | โดยไพ่ชุดล่าสุดที่เขาจั่วมามีแค่ใบเดียว | ชุดใหม่ชุดล่าสุด
th | circle | จะยาวขึ้นมาก จึงควรตกลงกันลดแต้มเป้าหมาย เช่น เหลือ 200 แต้ม | มาก ตกลงกัน
th | circle | ถ้าคนที่ลงเลข 2 ได้แทรกตาเองระหว่างช่วงเงียบ ถือว่า | 2 แทรกเอง
th | blanks | ไพ่เปล่าทั้ง 4 ใบใช้เป็น “ไวลด์ จั่วสิบ” ก่อนเริ่มเกมให้เขียน “+10” ลงบนไพ่เปล่าเหล่านี้ | จากนั้นไพ่เหล่านี้ก็คือ
th | blanks | จั่วสิบ: ใช้ไพ่ “ไวลด์ จั่วสิบ” ใครโดนต้องจั่ว | เข้ามาในเกมด้วย
en | party | and they take effect as soon as they are played. | make something happen to the next
pl | party | i działają od razu po zagraniu. | wpływają na następnego
ru | party | каждая из них действует сразу, как только её сыграли. | влияет на следующего
th | party | และเมื่อลงแล้วจะมีผลทันที | มีผลกับคนถัดไป
"""

ROWS = [tuple(part.strip() for part in row.split(" | ")) for row in WANTED.strip().splitlines()]
BOOKLETS = sorted({(lang, game) for lang, game, _, _ in ROWS})


@pytest.mark.parametrize(("lang", "game"), BOOKLETS)
def test_fresh_readers_findings_are_fixed_in_the_booklet(lang, game):
    """Every row of ``WANTED`` for one composed booklet: its phrase there, the old one gone."""
    deck_id, ruleset, house = GAMES[game]
    said = plain(text(compose(deck_id, ruleset, house, lang)))
    rows = [(there, gone) for lng, gm, there, gone in ROWS if (lng, gm) == (lang, game)]
    missing = [there for there, _ in rows if plain(there) not in said]
    stale = [gone for _, gone in rows if gone in said]
    assert not missing and not stale, (missing, stale)
