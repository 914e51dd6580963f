"""Fresh native readers 11 in pl ru hu sq th (issue #15), read back from composed booklets.

The same two faults the readers found in de fr es it en (fixed in 1e9a519): the colour
circle said a colour is named "only once in this game" and "nobody names a colour in this
game" (read as once per whole match, not as the one case under this rule), and the Draw Ten
summary named "this deck's" card that "makes the next player draw ten" (read translated;
now the card comes into play and the next player draws ten). Russian only had the Wild
line; Hungarian's Draw Ten summary already said "after the card the next player draws".
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, lines

COMBOS = {
    "circle": ("classic-108", "official", ("seven-rounds", "silent-two", "colour-circle")),
    "blanks": ("classic-112-blanks", "official", ("plus-ten", "two-player")),
}

# language → (booklet, phrase it now says, phrase it must no longer say); a Draw Ten summary
# in two phrases that meet at the card's name
WANTED = {
    "pl": (
        ("circle", "To jedyny przypadek, w którym ktoś wybiera kolor.", "jedyny raz"),
        (
            "circle",
            "Przy zasadzie „Krąg kolorów” nikt nie wybiera koloru, chyba że",
            "w tej grze nikt",
        ),
        ("blanks", "Karta +10: do gry wchodzi karta „Weź dziesięć", "z tej talii"),
        ("blanks", "koloru”; po niej następny gracz dobiera 10 kart.", "graczowi dobrać 10"),
    ),
    "ru": (
        (
            "circle",
            "По правилу «Цветной круг» цвет никто не называет, кроме случая,",
            "в этой игре",
        ),
        ("blanks", "Плюс десять: в игре появляется карта «Закажи", "из этой колоды"),
        ("blanks", "десять»; после неё следующий игрок берёт 10 карт.", "взять 10"),
    ),
    "hu": (
        ("circle", "Csak ebben az esetben mond valaki színt.", "csak ekkor"),
        ("circle", "Színkörnél senki sem mond színt, kivéve, ha", "Ebben a játékban"),
    ),
    "sq": (
        ("circle", "Ky është i vetmi rast kur zgjidhet një ngjyrë.", "vetmja herë"),
        ("circle", "Me rrethin e ngjyrave askush nuk zgjedh ngjyrë, përveç", "në këtë lojë"),
        ("blanks", "Merr dhjetë: në lojë hyn letra «Zgjidh", "detyron lojtarin tjetër të marrë 10"),
        ("blanks", "dhjetë»; pas saj lojtari tjetër merr 10 letra.", "të marrë 10"),
    ),
    "th": (
        ("circle", "นี่เป็นกรณีเดียวที่มีการเลือกสี", "ครั้งเดียวในเกมนี้"),
        ("circle", "เมื่อใช้วงล้อสี จะไม่มีใครเลือกสี ยกเว้น", "ในเกมนี้ไม่มีใคร"),
        ("blanks", "จั่วสิบ: ใช้ไพ่ “ไวลด์ จั่วสิบ”", "ในสำรับนี้"),
        ("blanks", "จั่วสิบ” ใครโดนต้องจั่ว 10 ใบ", "ทำให้คนถัดไปจั่ว 10"),
    ),
}


@cache
def _said(lang: str, combo: str) -> str:
    deck_id, ruleset, house = COMBOS[combo]
    raw = "\n".join(lines(compose(deck_id, ruleset, house, lang)))
    return " ".join(raw.replace("\u00a0", " ").replace("\u202f", " ").split())


# all five: each language is its own catalog edit, and the ten booklets compose in about 2 s
@pytest.mark.parametrize("lang", sorted(WANTED))
def test_colour_circle_and_draw_ten_read_as_rewritten(lang):
    for combo, new, old in WANTED[lang]:
        said = _said(lang, combo)
        assert new in said, (lang, combo, new)
        assert old not in said, (lang, combo, old)
