"""Issue 15, native readers round 8 (code findings, session 8b): Thai game terms kept whole
by the line breaker, deck-file rule texts glued as catalog texts are, the box front's deck
name inside its panel, booklet titles broken between the deck name and the rest, and the
deck table's columns kept apart in body rows."""

from __future__ import annotations

import pytest

from deckgen.text.thai import GAME_WORDS, break_points, catalog_words

from .booklet_layout import _paragraph_texts, _visible, build, header_faults, page_lines, row_boxes
from .sampling import sample, sample_of
from .test_layout_round7 import _frame_lines, chars_in, panel_box_pt

# -- 1. Thai compound game terms are never split -----------------------------------------

THAI_TERMS = ("ไพ่บังคับจั่ว", "ไพ่ไวลด์", "ไวลด์บังคับจั่ว", "กองจั่ว", "กองทิ้ง", "ไม่ว่า")


@pytest.mark.parametrize(
    "phrase",
    [
        "ไพ่บังคับจั่วซ้อนกันได้ทุกชนิด",  # stacking + reverse-reflects pair note
        "ไพ่แอ็กชันและไพ่ไวลด์นับเป็นศูนย์",  # the dealer's choice of the highest card
        "ไม่ว่าจะเป็นมือใหม่ขนาดไหน",  # shrinking hands, end of round
        "ถ้าตอบไพ่ไวลด์บังคับจั่วด้วยไพ่ที่มีสี",
        "วางไพ่ที่เหลือคว่ำไว้ตรงกลางเป็นกองจั่ว แล้วหงายไพ่เพื่อเริ่มกองทิ้ง",
    ],
)
def test_thai_break_points_keep_each_game_term_whole(phrase):
    # round 8 (th): "ไพ่บังคับ | จั่ว", "ไพ่ | ไวลด์", "ไม่ | ว่าจะ…" at line ends
    pieces = break_points(phrase)
    assert "".join(pieces) == phrase
    for term in THAI_TERMS:
        start = phrase.find(term)
        while start >= 0:
            ends, at = [], 0
            for piece in pieces:
                at += len(piece)
                ends.append(at)
            inside = [end for end in ends if start < end < start + len(term)]
            assert not inside, f"{term!r} split in {pieces}"
            start = phrase.find(term, start + 1)


def test_the_th_catalogs_card_names_are_whole_words():
    words = catalog_words("th")
    assert {"จั่วสอง", "ไพ่จั่วสอง", "ไพ่ตัวเลข", "ไวลด์จั่วสี่"} <= words
    for name in sorted(words | GAME_WORDS):
        assert break_points(name) == [name], name


def _straddles(built, terms) -> list[str]:
    """Terms printed across a line end: the end of one line and the start of the next, where
    the two lines run on in one paragraph (not a table's rows)."""
    lines = [text for _, _, _, text in _frame_lines(built)]
    paragraphs = _paragraph_texts(built.content)
    faults = []
    for one, two in zip(lines, lines[1:], strict=False):
        joined = one + two
        if not any(one[-8:] + two[:8] in text for text in paragraphs):
            continue
        for term in map(_visible, terms):
            at = joined.find(term)
            while at >= 0:
                if at < len(one) < at + len(term):
                    faults.append(f"{one[-12:]} / {two[:12]}: {term}")
                at = joined.find(term, at + 1)
    return faults


@pytest.mark.parametrize(
    "house", [(), ("stacking", "reverse-reflects"), ("seven-rounds",)], ids=str
)
def test_th_a5_booklets_never_end_a_line_inside_a_game_term(house):
    built = build("classic-108", "th", "a5", "official", house)
    terms = set(THAI_TERMS) | {w for w in catalog_words("th") if len(w) > 4}
    assert _straddles(built, sorted(terms)) == []


# -- 2. a deck file's rule text gets the text layer's spaces -----------------------------


def _face_lines(monkeypatch, face, deck, style_name: str, lang: str, dpi: int) -> list[str]:
    """The rule text's lines as the face lays them out (what ``fit_text`` returns)."""
    from deckgen import load_style, render_card
    from deckgen.render import textface

    seen: list[list[str]] = []

    def spy(*args, **kwargs):
        layout = real(*args, **kwargs)
        seen.append(["".join(text for text, _ in line) for line in layout.lines])
        return layout

    real = textface.fit_text
    monkeypatch.setattr(textface, "fit_text", spy)
    render_card(face, load_style(style_name), deck.colors, dpi=dpi, lang=lang)
    assert seen, "the face drew no rule text"
    return seen[-1]


@pytest.mark.parametrize("style_name", ["classic", "light", "full-bleed"])
@pytest.mark.parametrize("dpi", [150, 300])
def test_the_sq_plus_ten_face_never_ends_a_line_in_the_clitic_e(monkeypatch, style_name, dpi):
    # round 8 (sq): the +10 face read "… dhe e / humb radhën."
    from deckgen import load_deck

    deck = load_deck("house-plus-ten")
    face = {fc.face.id: fc.face for fc in deck.faces}["draw-ten"]
    lines = _face_lines(monkeypatch, face, deck, style_name, "sq", dpi)
    assert "".join(lines).replace("\u00a0", " ").replace(" ", "") == (
        face.card_type.rule_text_in("sq").replace(" ", "")
    )
    for line in lines:
        assert not line.rstrip().endswith((" e", "\u00a0e")), lines
        assert line.rstrip().split()[-1:] != ["e"], lines


def test_deck_file_texts_get_the_catalogs_spaces():
    from deckgen import load_deck
    from deckgen.text.cardnames import type_name
    from deckgen.text.catalog import load_catalog, own_text

    deck = load_deck("house-plus-ten")
    face = {fc.face.id: fc.face for fc in deck.faces}["draw-ten"]
    draw_ten = face.card_type
    rule = own_text(draw_ten.rule_text_in("sq"), "sq")
    assert "e\u00a0humb" in rule and "10\u00a0letra" in rule
    assert own_text("Weź z talii", "pl") == "Weź z\u00a0talii"
    name = type_name(load_catalog("sq"), draw_ten)
    assert name == "Zgjidh ngjyrën dhe merr dhjetë"  # no one-letter word: unchanged
    assert own_text("Take a card", "hu") == "Take a\u00a0card"  # the language's rules


# -- 3. the box front's deck name keeps inside the picture's field ----------------------

PT_PER_MM = 72 / 25.4


@pytest.mark.parametrize("lang", ["pl", "ru", "hu", "de"])
def test_a_long_deck_name_keeps_2_mm_inside_the_box_fronts_field(tmp_path, lang):
    # round 8 (pl, ru): "Klasyczna talia z pustymi kartami" ran across the front panel
    # from the white rim on one side to the rim on the other
    import pdfplumber

    from deckgen import BoxOptions, OutputOptions, RenderOptions, build_box, load_deck, load_style
    from deckgen.cardsize import DEFAULT_CARD_SIZE
    from deckgen.jobs import _box_plan

    deck = load_deck("classic-112-blanks")
    style = load_style("classic")
    result = build_box(
        deck,
        box=BoxOptions(paper="A4"),
        render=RenderOptions(lang=lang, dpi=72),
        output=OutputOptions(tmp_path),
    )
    plan = _box_plan(deck, BoxOptions(paper="A4"), lang)
    front = next(p.rect for p in plan.pages[0].pieces if p.name == "front")
    bleed = DEFAULT_CARD_SIZE.bleed_mm
    rim = style.border_mm + bleed * 0.9  # the picture is scaled a little to the panel
    with pdfplumber.open(result.path) as pdf:
        page = pdf.pages[0]
        left, right, top, bottom = panel_box_pt(front, float(page.height))
        chars = chars_in(page, (left, right, top, bottom))
    assert chars
    margins = {
        "left": (min(c["x0"] for c in chars) - left) / PT_PER_MM,
        "right": (right - max(c["x1"] for c in chars)) / PT_PER_MM,
        "bottom": (bottom - max(c["bottom"] for c in chars)) / PT_PER_MM,
    }
    for side, margin in margins.items():
        assert margin >= rim + 2.0 - 0.05, f"{side}: {margin:.2f} mm"
    rows: dict[int, list[dict]] = {}
    for c in chars:
        rows.setdefault(round(c["bottom"]), []).append(c)
    lines = [
        "".join(c["text"] for c in sorted(row, key=lambda c: c["x0"]))
        for _, row in sorted(rows.items())
    ]
    if lang == "pl":
        assert len(lines) == 2, lines  # two lines at a readable size, not one squeezed
    assert not any(line.endswith(" z") for line in lines), lines


# -- 4. the booklet title breaks after the deck's name, not inside it --------------------


TITLE_CASES = [
    (deck_id, lang, page)
    for deck_id in ("classic-112-blanks", "house-plus-ten")
    for lang in ("hu", "de")
    for page in ("a4", "a5")
]


# the suite: the blanks deck in Hungarian (the finding) and the +10 deck in both languages
# (its four layouts are built for tests/test_booklet_layout.py too); all: full_matrices.py
@pytest.mark.parametrize(
    ("deck_id", "lang", "page"),
    sample(TITLE_CASES, lambda case: case[0] == "house-plus-ten" or case[1] == "hu"),
)
def test_the_booklet_title_breaks_after_the_deck_name(deck_id, lang, page):
    # round 8 (hu): "Klasszikus pakli üres / lapokkal: játékszabály", "…+10-es / lapokkal"
    built = build(deck_id, lang, page)
    first = page_lines(built)[0]
    title = [text for text, _, size in first if abs(size - first[0][2]) < 0.05]
    name = _visible(built.content.title_name)
    seen = [_visible(line) for line in title]
    ends = {len("".join(seen[: i + 1])) for i in range(len(seen))}
    assert "".join(seen) == _visible(built.content.title), title
    lone = [line for line in title[:-1] if len(line.split()) == 1]
    assert not lone, title  # no lone word but the title's own last part ("játékszabály")
    # the A5 +10 titles in hu and de: their names must wrap themselves and would leave a
    # word alone on a line, so they wrap as any text
    wraps_as_any = deck_id == "house-plus-ten" and page == "a5" and lang in ("hu", "de")
    if len(title) > 1 and not wraps_as_any:  # wrapped: a line ends after the name's colon
        assert len(name) + 1 in ends, title
    assert not any(line.endswith("-") for line in title), title


# -- 5. the deck table's numbers stand clear of their neighbours -------------------------

NUMBER_GAP_MM = 4.0  # numbers of neighbouring columns closer than this read as one ("25 8")


@pytest.mark.parametrize("lang", sample_of(["sq", "hu", "ru"], ["sq"]))
def test_the_deck_tables_numbers_keep_apart_at_a5(lang):
    # round 8 (sq A5): "Blu" and "E zezë" almost touched; the totals row read "25 8"
    built = build("classic-108", lang, "a5")
    assert header_faults(built) == []  # headers and body rows: no texts under 1 mm apart
    close = []
    for boxes in row_boxes(built):
        numbers = [box for box in boxes if box.text.isdigit()]
        for one, two in zip(numbers, numbers[1:], strict=False):
            gap_mm = (two.x0 - one.x1) * 25.4 / 72
            if two.column != one.column and gap_mm < NUMBER_GAP_MM:
                close.append(f"{one.text} {two.text}: {gap_mm:.1f} mm")
    assert close == []
