"""Fresh native readers, round 10 (issue #15): Hungarian, Albanian and Thai, and the English
source faults they found (the quoted "Too late", the dangling "also" of the twin lines,
"a bigger hand" in shrinking hands) wherever the same fault stood. Read back from the
composed booklets; the Thai agree box from the laid-out flowable.

Forms of address, one rule per language:
- hu: what the table does together (setting the deck up, writing on cards before the game,
  putting cards back, making a new draw pile, scoring) is in the plural (ti: "írjátok rá",
  "készítsetek újat"); a player's own moves are in the singular (te: "húzz", "húzd fel").
  One sentence never holds both.
- sq: the same split: table actions in the plural (ju: "vendoseni", "përzieni", "hiqni",
  "shkruani"), a player's own moves in the singular (ti: "luaj", "merr", "thirr").
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from deckgen.booklet.blocks import BoxBlock
from deckgen.booklet.document import _box, _Styles
from deckgen.layout.fonts import LATIN_ASCENDER_EM, booklet_fonts
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, lines, text
from .sampling import sample_of

MANY = ("stacking", "jump-in", "seven-o", "to-the-end", "silent-two", "swap-on-five", "slap-uno")
SHRINKING = ("seven-rounds", "jump-in", "draw-to-match")
BLANKS = ("two-player", "plus-ten")


@cache
def _said(lang: str, house: tuple[str, ...] = (), deck: str = "classic-108") -> str:
    return text(compose(deck, house=list(house), lang=lang))


# ---- high: the Reverse names the player who would have gone before you ----------------

REVERSE = {  # lang → (the new sentence's core, the old one that named who PLAYED before you)
    "en": ("The player who would have gone before you now goes next.", None),
    "pl": ("który przy dotychczasowym kierunku grałby przed tobą", "który grał przed tobą"),
    "ru": ("чья очередь при прежнем направлении была бы перед вами", "кто ходил перед вами"),
    "hu": ("aki az eddigi irányban előtted jött volna", "aki eddig előtted jött."),
    "sq": ("që, në drejtimin e mëparshëm, do të luante para teje", "që luajti para teje"),
    "th": ("คนที่อยู่ก่อนหน้าคุณตามทิศทางเดิม", "คนที่เล่นก่อนหน้าคุณ"),
}


@pytest.mark.parametrize("lang", sample_of(REVERSE, ["sq", "th", "pl"]))
def test_reverse_names_who_would_have_gone_before_you(lang):
    said = text(compose(lang=lang), "actions")
    new, old = REVERSE[lang]
    assert new in said
    assert old is None or old not in said


# ---- the English source's faults, in every language of this round's care ----------------

TOO_LATE = {  # the clear answer, no quoted "Too late … means"
    "en": "A player who forgot to call UNO can be caught only until the next player plays or "
    "draws a card.",
    "pl": "można przyłapać tylko do chwili, gdy następny gracz zagra albo dobierze kartę.",
    "ru": "можно только до тех пор, пока следующий игрок не положит или не возьмёт карту.",
    "th": "จับคนที่ลืมพูด UNO ได้จนกว่าคนถัดไปจะลงหรือจั่วไพ่ หลังจากนั้นถือว่าสายเกินไป",
}
QUOTED_LATE = ("“Too late”", "„Za późno”", "«Поздно»", "“สายเกินไป”")


@pytest.mark.parametrize("lang", sample_of(TOO_LATE, ["en", "th"]))
def test_too_late_is_said_without_a_quoted_term(lang):
    said = text(compose(lang=lang), "clear_answers")
    assert TOO_LATE[lang] in said
    assert not any(quoted in said for quoted in QUOTED_LATE)


ALSO = {  # the twin Skip line, where no twin draw line ("takes the place") stands before it
    "en": ("A twin Skip takes the place", "also takes the place"),
    "pl": ("zajmuje miejsce pierwszej", "też zajmuje miejsce"),
    "ru": ("положенная вне очереди, заменяет первую", "тоже заменяет"),
    "hu": ("lap átveszi az elsőként letett lap helyét", "lap is átveszi"),
    "sq": ("binjake zë vendin e së parës", "Edhe një «Kalo radhën» binjake"),
    "th": ("ที่แทรกลงมาจะแทนที่ใบแรก", "ก็แทนที่ใบแรกเช่นกัน"),
}


@pytest.mark.parametrize("lang", sample_of(ALSO, ["en", "sq", "th"]))
def test_twin_skip_stands_on_its_own_after_a_stacked_twin(lang):
    content = compose(house=["stacking", "jump-in"], lang=lang)
    assert "turn.jump_in.twin_draw" not in content.keys  # the twin stacks instead
    said = text(content, "turn")
    there, gone = ALSO[lang]
    assert there in said and gone not in said


BIGGER = {  # a card that empties a hand without winning: no "bigger hand"
    "en": ("empties your hand without winning the round", "bigger hand"),
    "pl": ("opróżnia rękę, ale nie wygrywa rundy", "większ"),
    "ru": ("но не выигрывают кон", "побольше"),
    "hu": ("amely kiüríti a kezedet, de nem nyeri meg a fordulót", "nagyobb kez"),
    "sq": ("që të zbraz dorën pa e fituar raundin", "dorë më të madhe"),
    "th": ("ลงจนหมดมือแต่ยังไม่ชนะรอบ จะไม่ได้หักแต้ม", "ไพ่ชุดที่ใหญ่กว่า"),
}


@pytest.mark.parametrize("lang", sample_of(BIGGER, ["en", "hu", "th"]))
def test_shrinking_hands_never_count_cards_as_a_bigger_hand(lang):
    said = text(compose("plus12", ruleset="penalty-200", house=["seven-rounds", "plus-one-two"],
                        lang=lang))  # fmt: skip
    there, gone = BIGGER[lang]
    assert there in said and gone not in said


# ---- forms of address ------------------------------------------------------------------

HU_PLURAL = re.compile(r"\b\w+(?:jétek|játok|jatok|jetek|setek|satok)\b")
HU_SINGULAR = re.compile(r"\b(?:húzd|húzz|írd|tedd|vedd|keverd|fordítsd|szedd)\b")


def _sentences(said: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?:])\s+|\n", said) if s]


def test_hu_table_actions_are_plural_and_never_share_a_sentence_with_te():
    booklets = [_said("hu", SHRINKING), _said("hu", BLANKS, "classic-112-blanks"), _said("hu")]
    said = "\n".join(booklets)
    assert "játék előtt írjátok rá mindegyikre, hogy „+10”" in said
    assert "írd rá" not in said
    assert "készítsetek újat, ahogy lent áll. Utána húzz tovább;" in said
    assert "(a legfelső lapja a helyén marad). Te pedig húzd fel, ami van;" in said
    mixed = [s for s in _sentences(said) if HU_PLURAL.search(s) and HU_SINGULAR.search(s)]
    assert mixed == []


SQ_TI_TABLE = ("vendose ", "Ktheje", "lëre ", "përzie ", "ktheji ", "shkruaj «+10»", "hap një")


def test_sq_table_actions_are_plural():
    said = "\n".join([_said("sq"), _said("sq", MANY), _said("sq", BLANKS, "classic-112-blanks")])
    for there in (
        "vendoseni në mes, me fytyrë nga poshtë",
        "Hapeni letrën e sipërme dhe vendoseni pranë tij",
        "lëreni në vend letrën e sipërme",
        "përzieni të tjerat dhe kthejini me fytyrë nga poshtë",
        "para lojës shkruani «+10» mbi secilën",
        "hiqni nga kuverta",
    ):
        assert there in said, there
    assert [ti for ti in SQ_TI_TABLE if ti in said] == []


# ---- Albanian -----------------------------------------------------------------------------


def test_sq_numbers_seven_o_and_the_card_names_agree():
    said = _said("sq", MANY)
    assert (
        "Me çdo 0 tjetër secili ia kalon dorën lojtarit pasardhës që është ende në lojë, duke"
        " kapërcyer ata që kanë dalë; kush luan një 7 mund të ndërrojë vetëm me një lojtar" in said
    )
    there = ("pas 7-shit", "Një 5 i luajtur", "Një 5 i hapur si letër e parë",
             "«Shtatëshi e zeroja»", "«Pesëshi ndërron»", "Një 0 ose një 7 i luajtur")  # fmt: skip
    assert [word for word in there if word not in said] == []
    gone = ("7-ës", "një 7 e luajtur", "Një 5 e", "Shtata", "Pesa ndërron",
            "si letra e parë", "ndëshkuese tënden", "Çdo 0 tjetër ia kalon çdo dorë")  # fmt: skip
    assert [word for word in gone if word in said] == []
    two = text(compose(house=["colour-circle"], lang="sq"), "two_players")
    assert "pas saj ngjyra lëviz" in two and "pas tij" not in two


def test_sq_shrinking_end_and_terms():
    said = _said("sq", SHRINKING)
    assert (
        "kur dikush e zbraz dorën dhe dora e tij e re e fundit ishte me një letër të vetme" in said
    )
    assert "e të cilit" not in said
    plain = _said("sq")
    assert "kur letra e sipërme e grumbullit të hedhjes është" in plain
    assert "në krye të grumbullit" not in plain and "fytyrë poshtë" not in plain
    assert "me një letër tënde ndëshkuese" in plain and "ndëshkuese tënden" not in plain


# ---- Hungarian ----------------------------------------------------------------------------


def test_hu_low_findings():
    said = _said("hu", MANY)
    for there, gone in (
        ("a fekete lapok nullának számítanak", "nullát érnek"),
        ("mert ez nem számít rossz lapnak", "mert az nem rossz lap"),
        ("nem vesznek részt a fordulóban", "nem vesznek részt a játékban"),
        ("válaszolnia kell rá, vagy húznia.", "vagy húz."),
    ):
        assert there in said and gone not in said, there
    shrinking = _said("hu", SHRINKING)
    assert "mondd be, hogy „UNO!” – minden új kéznél is." in shrinking
    assert "minden szakaszban" not in shrinking and "után tehát" not in shrinking
    goal = text(compose(lang="hu"), "goal")
    assert "véget ér a forduló, és megnyered." in goal and "te nyerted" not in goal


def test_hu_article_az_never_ends_a_line():
    raw = "\n".join(lines(compose(lang="hu"), "setup"))  # no-break spaces kept
    assert "az\u00a0oszt; az\u00a0akciólapok" in raw


# ---- Thai ---------------------------------------------------------------------------------


def test_th_medium_and_low_findings():
    said = _said("th", MANY) + "\n" + _said("th")
    for there in (
        "คนแรกที่ได้ครบ 500 แต้มชนะเกม",  # M1: the agree box
        "คนแรกที่ได้ครบ 500 แต้มเป็นผู้ชนะเกม",  # M1: goal, scoring
        "ให้พูด UNO เฉพาะเมื่อคุณเหลือไพ่ใบเดียวจริงๆ",  # M3
        "แต่ถ้ามีคนโดนจั่วเป็นโทษ ช่วงเงียบก็จบทันทีเหมือนเดิม",  # M4 (fresh 14: "ช่วงเงียบ")
        "คนที่ออกแล้วไม่ได้เล่นต่อ ให้ข้ามเขาไปเลย",  # M6
        "เมื่อใช้กติกาเสริมร่วมกัน",  # M7
        "การตอบไพ่บังคับจั่ว",  # L1
        "ไม่นับว่าเป็นการพูด",  # L3
        "คนที่ยังเล่นอยู่เก็บไพ่ของตัวเองไว้",  # L6
        "คนแรกที่หมดมือชนะรอบนั้น",  # L8
        "(ตามเข็มนาฬิกา)",  # L10
        "เมื่อคนแรกออก ให้นับแต้มจากไพ่",  # L15 (word order since readers 19; "when", 20)
        "เมื่อลงไพ่บังคับจั่วต่อกันหลายใบ (ดู “ซ้อนไพ่บังคับจั่ว”)",  # L4: no pass-on named
    ):
        assert there in said, there
    for gone in ("ก่อนชนะ", "ก่อนเป็นผู้ชนะ", "เมื่อกติกาสองข้อมาเจอกัน", "ตอบโต้",
                 "ทำลายความเงียบ", "การเล่นผ่านเขาไปเลย", "ถือมือของตัวเองไว้",
                 "จบเรื่องนั้น", "สีที่เล่นจะ", "คุณต้องพูดก็ต่อเมื่อ"):  # fmt: skip
        assert gone not in said, gone
    shrinking = _said("th", SHRINKING)
    assert (
        "จึงควรตกลงกันลดแต้มเป้าหมาย เช่น เหลือ 200 แต้ม" in shrinking
    )  # M2 (the figure follows the scoring: rules review 15)
    assert "คะแนน" not in shrinking
    assert "เมื่อลงไพ่ใบสุดท้ายในมือ คุณยังไม่ชนะ" in shrinking  # L9


def test_pl_pairs_heading_is_not_a_meeting():
    said = _said("pl", MANY)
    assert "Gdy zasady działają razem" in said and "się spotykają" not in said


def test_th_agree_box_title_keeps_its_marks_off_the_frame():
    """th L13: the tone mark over เริ่ม touched the box's top border. The box's padding
    above its title leaves Thai ink the same gap a Latin title's ascenders get."""
    fonts = booklet_fonts()
    styles = _Styles.for_page(1.0)
    size = styles.subhead.fontSize
    gaps = {}
    for lang in ("en", "th"):
        title = load_catalog(lang).text("agree.title")
        table = _box(BoxBlock(title, ("x",)), fonts, styles, 400.0)._content[0]
        top_pad = table._cellStyles[0][0].topPadding
        ink = _ink_top_em(title) * size  # the first baseline sits one size below the top
        gaps[lang] = top_pad + size - ink
    assert gaps["en"] == pytest.approx(size * (1 - LATIN_ASCENDER_EM), abs=0.2)
    assert gaps["th"] >= gaps["en"] - 0.1, gaps


def _ink_top_em(title: str) -> float:
    """The highest ink of ``title`` in the bold booklet font of its script, measured here
    with HarfBuzz independently of the layout code."""
    import uharfbuzz as hb

    from deckgen.render.fonts import font_path

    thai = any("\u0e00" <= ch <= "\u0e7f" for ch in title)
    face = hb.Face(hb.Blob.from_file_path(str(font_path(
        "DeckgenThai-Bold.ttf" if thai else "NotoSans-Bold.ttf"))))  # fmt: skip
    font = hb.Font(face)
    buf = hb.Buffer()
    buf.add_str(title)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    tops = [
        pos.y_offset + extents.y_bearing
        for info, pos in zip(buf.glyph_infos, buf.glyph_positions, strict=True)
        if (extents := font.get_glyph_extents(info.codepoint)) is not None
    ]
    return max(tops) / face.upem


def test_reference_card_names_each_house_rule_once():
    """th L14 (every language): the card gave each house rule its line, then named them all
    again ("กติกาเสริม: …"). The full card leaves that line out; a card too small for the
    details keeps it, in their place."""
    from deckgen import load_ruleset
    from deckgen.booklet.content import compose_reference

    from .booklet_helpers import deck

    content = compose_reference(deck("classic-108"), load_ruleset("party"), load_catalog("th"))
    full = [line.replace("\u00a0", " ") for line in content.complete().lines]
    assert [line for line in full if line.startswith("กติกาเสริม")] == []
    for name in ("ซ้อนไพ่บังคับจั่ว:", "แทรกตา:", "เจ็ดกับศูนย์:"):
        assert sum(line.startswith(name) for line in full) == 1, name
    short = content.without_optional().lines
    assert short[-1].startswith("กติกาเสริม: ")
