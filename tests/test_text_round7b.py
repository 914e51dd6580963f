"""Issue 15, native readers round 7 (code findings, session 7b): quoted Thai names kept
whole on the reference card, card names inserted by placeholders kept whole, "see"-words
kept with the name they point to, a worked sum's "=" glued, the overview label's first
word split at any space, Thai wild-card lists quoted, and the colour circle's arrow."""

from __future__ import annotations

import re
from functools import partial

import pytest
from fontTools.ttLib import TTFont

from deckgen import build_booklet, load_deck, load_ruleset
from deckgen.booklet import refcard
from deckgen.booklet.content import compose_reference
from deckgen.booklet.overview import _after_label
from deckgen.layout.fonts import booklet_fonts
from deckgen.render.fonts import font_path
from deckgen.render.style import load_style
from deckgen.render.text import wrap
from deckgen.text.catalog import NameList, available_languages, load_catalog
from deckgen.text.spaces import glue_equals, glue_see_words
from deckgen.text.thai import QUOTES, wrap_lines

from .booklet_helpers import compose, deck, lines
from .sampling import sample_of
from .test_text_round7 import BODY_FONTS, _columns

LANGS = available_languages()
QUOTED = re.compile("[“„«][^“„«”»]*[”»“]")


def _drawn_lines(monkeypatch, lang: str, house: list[str]) -> list[str]:
    """The reference card's body lines as they are drawn (each line's text joined)."""
    drawn: list[str] = []
    monkeypatch.setattr(
        refcard,
        "_draw_line",
        lambda canvas, line, x, y, fill: drawn.append("".join(t for t, _ in line)),
    )
    rules = load_ruleset("official", house, deck=deck("classic-108"))
    refcard.render_reference_card(deck("classic-108"), rules, lang, dpi=300)
    return drawn


# -- 1. the reference card keeps a quoted Thai name on one line ------------------------


def test_the_thai_reference_card_keeps_the_colour_circle_name_whole(monkeypatch):
    # round 7: “วง / ล้อสี” broke between Thai words in the house-rule line
    name = load_catalog("th").text("house.colour-circle.name")
    drawn = _drawn_lines(monkeypatch, "th", ["colour-circle"])
    text = "".join(drawn)
    assert name in text
    opened = [line for line in drawn if line.count("“") > line.count("”")]
    assert not opened, opened


@pytest.mark.parametrize("width", [60, 90, 120, 160, 220, 320])
def test_card_wrapping_never_splits_a_quoted_name_that_fits(width):
    style = load_style()
    fonts = (style.fonts.text, style.fonts.text_thai)
    rules = load_ruleset("official", ["colour-circle", "stacking"], deck=deck("classic-108"))
    content = compose_reference(deck("classic-108"), rules, load_catalog("th"))
    for text in content.lines:
        whole = wrap(text, 24, fonts, 10_000)
        assert whole is not None
        lines = wrap(text, 24, fonts, width)
        if lines is None:  # a single word wider than the line: nothing to check
            continue
        joined = ["".join(t for t, _ in line) for line in lines]
        for name in QUOTED.findall(text):
            fits = wrap(name, 24, fonts, width)
            if fits is not None and len(fits) == 1:
                assert any(name in line for line in joined), (name, joined)
    assert set(QUOTES) >= {"“"}


# -- 2. card names filled in by placeholders keep their words together ----------------


def _split_names(column: list[str], names: list[str]) -> list[tuple[str, str, str]]:
    """(name, line, next line) for each ``name`` whose words end one line and start the next."""
    found = []
    for line, after in zip(column, column[1:], strict=False):
        for name in names:
            words = name.split()
            for cut in range(1, len(words)):
                head, tail = " ".join(words[:cut]), " ".join(words[cut:])
                if line.rstrip().endswith(head) and after.lstrip().startswith(tail):
                    found.append((name, line, after))
    return found


@pytest.mark.parametrize("lang", sample_of(["es", "it"], ["es"]))
def test_an_a5_booklet_breaks_no_card_name(tmp_path, lang):
    # round 7: "Comodín / roba cuatro", "Cambio / de sentido", "Pesca / due"
    catalog = load_catalog(lang)
    cards = ("reverse", "draw_two", "wild_draw_four", "skip", "shuffle_hands", "draw_ten")
    names = [catalog.text(f"card.{card}") for card in cards]
    names = [name for name in names if " " in name]
    result = build_booklet(
        load_deck("classic-108"),
        "official",
        lang,
        tmp_path,
        format="a5-booklet",
        house_rules=["stacking", "seven-o", "jump-in", "colour-circle"],
    )
    seen = 0
    for column in _columns(result.path):
        assert not _split_names(column, names)
        seen += sum(name in line for line in column for name in names)
    assert seen > 10  # the check saw the booklet's card names


# -- 3. a "see"-word keeps to the quoted name after it ----------------------------------

SEE_LANGS = {"en": "See", "hu": "Lásd:", "sq": "Shih pjesën", "th": "(ดู"}


def _measure():
    fonts = booklet_fonts()
    return partial(fonts.width_pt, size_pt=10.5, bold=False)


@pytest.mark.parametrize("lang", sorted(SEE_LANGS))
def test_a_see_word_never_ends_a_line_before_its_quoted_name(lang):
    # round 7: en "See / “Stacking”", hu "Lásd: / „…”", sq "Shih pjesën / «…»", th "(ดู / “…”)"
    word = SEE_LANGS[lang]
    measure = _measure()
    content = compose("classic-108", "official", ["stacking", "jump-in", "seven-o"], lang)
    pointing = [line for line in lines(content) if word in line.replace("\u00a0", " ")]
    assert pointing
    for width in range(120, 420, 7):
        for text in pointing:
            for line in wrap_lines(text, width, measure):
                plain = line.replace("\u00a0", " ").rstrip()
                assert not plain.endswith((word, word.split()[0])), (width, line)


def test_see_words_are_glued_only_before_an_opening_quote():
    assert glue_see_words("See “Jump in”. See you", "“{name}”", ("See",)) == (
        "See\u00a0“Jump in”. See you"
    )
    assert glue_see_words("Shih pjesën «A»", "«{name}»", ("shih", "Shih pjesën")) == (
        "Shih\u00a0pjesën\u00a0«A»"
    )
    for lang in LANGS:  # every catalog names its words, and they occur before a quote
        assert load_catalog(lang).text("booklet.see_words")


# -- 4. a worked sum's "=" never starts a line ----------------------------------------


def test_a_spaced_equals_sign_is_glued_on_both_sides():
    assert glue_equals("7 + 20 = 27 points, x=y") == "7 + 20\u00a0=\u00a027 points, x=y"


@pytest.mark.parametrize("lang", sample_of(LANGS, ["en", "fr", "pl", "th"]))
def test_no_line_starts_with_equals_at_any_width(lang):
    # round 7: "= 20" began a line in the worked sums
    measure = _measure()
    content = compose("classic-108", "official", ["stacking"], lang)
    sums = [line for line in lines(content) if " = " in line.replace("\u00a0", " ")]
    assert sums
    for width in range(100, 420, 9):
        for text in sums:
            wrapped = wrap_lines(text, width, measure)
            assert not [line for line in wrapped if line.startswith("=")], width
            assert not [line for line in wrapped if line.rstrip().endswith("=")], width


# -- 5. the overview's first word, glued to the next by the text layer -------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A\u00a0pluszos lapok is számítanak.", "a\u00a0pluszos lapok is számítanak."),
        ("E\u00a0njëjta letër mund të hidhet.", "e\u00a0njëjta letër mund të hidhet."),
        ("A pluszos lapok is számítanak.", "a pluszos lapok is számítanak."),
        ("UNO\u00a0mondása kötelező.", "UNO\u00a0mondása kötelező."),
    ],
)
def test_the_label_lowers_a_one_letter_word_glued_to_the_next(text, expected):
    # round 7: hu "A"/sq "E" glued with a no-break space kept their capital after "Name:"
    assert _after_label(text, "egy szabály") == expected


# -- 6. the wild draw cards in ({wilds}) / ({wd4}) are quoted as {card} is ----------------

PASS_ON_KEYS = ("draws.pass_on_wild", "two_players.pass_on_wild", "clear.pass_on")


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", sample_of(LANGS, ["en", "fr", "de", "th"]))
def test_wild_draw_lists_are_quoted_where_the_card_names_are(lang):
    # round 7, th: "(ไวลด์ จั่วสี่)" printed bare beside “จั่วสอง”
    catalog = load_catalog(lang)
    wild, draw = (_plain(catalog.text(f"card.{card}")) for card in ("wild_draw_four", "draw_two"))
    quote = _plain(catalog.quote("{name}"))
    quoted_card = quote.replace("{name}", "{card}") in _plain(
        str(catalog.messages["draws.pass_on_wild"])
    )
    listed = NameList([draw, wild], "or", lang).quoted(quote)  # both named: quoted by code
    content = compose("classic-108", "official", ["no-stack-defence", "two-player"], lang)
    found = [
        line
        for line in map(_plain, lines(content))
        if wild in line and draw in line and listed not in line
    ]
    assert len(found) >= 3, found  # the sentences of PASS_ON_KEYS
    for line in found:
        named = (quote.replace("{name}", wild), quote.replace("{name}", draw))
        if quoted_card:  # the wild draw card gets the same quotes as the Draw Two
            assert all(name in line for name in named), line
        else:  # en, fr, es, it name cards without quotes in running text
            assert not any(name in line for name in named), line


# -- 7. the colour circle is drawn with arrows -----------------------------------------


@pytest.mark.parametrize("font", BODY_FONTS)
def test_every_body_font_draws_the_arrow(font):
    cmap = TTFont(font_path(font)).getBestCmap()
    assert 0x2192 in cmap and 0x2212 in cmap


@pytest.mark.parametrize("lang", sample_of(LANGS, ["en", "hu", "sq"]))
def test_the_colour_circle_reads_with_arrows(lang):
    # round 7: "piros › sárga › …" read as quotation marks in hu and sq
    catalog = load_catalog(lang)
    colours = [catalog.text(f"colour.{c}") for c in ("red", "yellow", "green", "blue")]
    content = compose("classic-108", "official", ["colour-circle"], lang)
    text = "\n".join(lines(content))
    assert "›" not in text
    circle = "\u00a0\u2192 ".join([*colours, colours[0]])
    assert circle in text
