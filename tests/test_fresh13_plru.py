"""Fresh native readers 13 (issue #15), Polish and Russian, read back from composed booklets.

The mediums: the late-UNO line's "a forgotten call is caught by saying so" (pl calqued it,
with a "to" pointing at nothing; en had the same empty "so"), and in ru one hand action
named twice (the rules lay palms on the pile, later lines "clap": "отдельный хлопок",
"хлопая ладонями"), and the wrong jump-in that was "a turn out of turn" and then "not a
turn". The lows: one word for a turn in pl ("kolejka", not "ruch"), the custom wild's
impersonal colour line (pl), the colour circle named as the rule (pl ru), hands passed as
cards (pl ru), ru "обмена не вызывают" for a last 0 or 7 (and the Swap Hands card), one colon
in the twins line, "на карту, на которую", "начиная с того", "слева от вас", "другая
подходящая карта", and the draw cards' "Он может ответить на неё".
"""

from __future__ import annotations

import io
from functools import cache

import pytest
from reportlab.pdfgen.canvas import Canvas

from deckgen.booklet.document import _heading, _section_story, _Styles, booklet_fonts
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, plain, text

GAMES = {
    # slap-uno, to-the-end (Seven-O's out players), Shuffle Hands, the custom wild, jump-in
    "slap": ("classic-112", "party", ("to-the-end", "slap-uno", "silent-two")),
    # the colour circle's two lines
    "circle": (
        "classic-108",
        "official",
        ("seven-rounds", "silent-two", "colour-circle", "jump-in"),
    ),
}

# language | booklet | phrase it now says | phrase it must no longer say
WANTED = """
en | slap | To catch a player who forgot to call, you just say so out loud | by saying so
pl | slap | zawołać „UNO!”, tego przyłapuje się słowami, a nie dłonią. | mówiąc to na głos
pl | slap | Przy każdym wołaniu dłonie kładzie się od nowa: wszyscy | osobne kładzenie
pl | slap | Nie liczy się to jako kolejka: gracz, którego była kolej | jako ruch
pl | slap | wybiera się przy tym także kolor, jak przy „Zmianie koloru” | wybierasz przy
pl | slap | w wymianach nie uczestniczy: nie dostaje ani nie oddaje żadnych kart | żadnej ręki
pl | circle | Przy zasadzie „Krąg kolorów” nikt nie wybiera koloru | Przy kręgu
pl | circle | Przy zasadzie „Krąg kolorów” karta „Zmiana kierunku” i tak | Przy kręgu
ru | slap | На каждый крик ладони кладут заново: все остальные | хлоп
ru | slap | Ладонь на UNO: на крик «UNO!» все накрывают сброс ладонями. | хлопая
ru | slap | крик «UNO!» и ладони, положенные на сброс, молчания не нарушают | хлопки
ru | slap | нельзя) — это карта, положенная вне очереди: заберите её обратно | ход не в свою очередь
ru | slap | на карту, на которую при перехвате класть нельзя | на карте, которую
ru | slap | тоже обмена не вызывает: игроки, которые ещё в игре, оставляют свои | передаёт руки
ru | slap | При любом другом нуле карты каждого переходят к следующему | каждую руку
ru | slap | Вышедшие в обменах не участвуют: им не передают карт, | ничем не меняются
ru | slap | Ноль или семёрка, сыгранные последней картой, обмена не вызывают. «UNO!» | ни с кем
ru | slap | положив на неё вторую, — это ваша собственная карта | вторую: это
ru | slap | начиная с того, кто её сыграл | начиная от
ru | slap | раздайте заново по одной, начиная с игрока слева от вас, | с игрока слева,
ru | slap | даже если у вас есть другая подходящая карта. Если она была | есть подходящая.
ru | slap | пропускает ход. Он может ответить на эту карту, а не брать карты | Этот игрок может
ru | circle | По правилу «Цветной круг» цвет никто не называет | При цветном круге
ru | circle | По правилу «Цветной круг» карта «Смена направления» | При цветном круге
"""

CASES = [tuple(part.strip() for part in row.split(" | ")) for row in WANTED.strip().splitlines()]


@cache
def _said(lang: str, game: str) -> str:
    deck_id, ruleset, house = GAMES[game]
    return plain(text(compose(deck_id, ruleset, house, lang)))


@pytest.mark.parametrize(("lang", "game", "there", "gone"), CASES)
def test_fresh_reader_finding_is_fixed_in_the_booklet(lang, game, there, gone):
    said = _said(lang, game)
    assert plain(there) in said
    assert gone not in said


def test_the_swap_hands_card_says_a_last_card_causes_no_swap_in_russian():
    """The same fault as Seven-O's last card, on the Swap Hands card (no shipped deck)."""
    swap = load_catalog("ru").messages["wild.hands.swap"]
    assert "Сыгранная последней картой, она обмена не вызывает." in swap
    assert "ни с кем не меняет" not in swap


def test_a_subhead_keeps_the_first_lines_of_a_long_paragraph_at_a_page_foot():
    """pl and ru party A4: "Wrzutka"/"Перехват" and its long first paragraph moved on whole
    and left a quarter of page 2 blank. With room for the subhead and a few lines, they stay
    and the paragraph breaks (two lines at least on each page); with less, all moves on."""
    section = compose("classic-108", "party", (), "pl").section("turn")
    start = next(n for n, b in enumerate(section.blocks) if getattr(b, "text", "") == "Wrzutka")
    fonts, styles = booklet_fonts(), _Styles.for_page(1.0)
    heading = _heading(section, fonts, styles)
    blocks = section.blocks[start : start + 2]  # the subhead and the paragraph it leads into
    (group,) = _section_story(heading, blocks, fonts, styles, {}, 480, 700)
    canvas = Canvas(io.BytesIO())
    roles = [getattr(part, "role", "") for part in group.splitOn(canvas, 480, 110)]
    assert roles == ["heading", "subhead", "body", "body"]  # the paragraph split in two
    moved = group.splitOn(canvas, 480, 60)  # not two lines under the subhead: all moves on
    assert [getattr(part, "role", "") for part in moved] == ["", "heading", "subhead", "body"]
