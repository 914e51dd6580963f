"""Rule text fitting: largest size that fits, line breaks, too-wide words, scripts."""

from __future__ import annotations

import pytest
from PIL import features

from deckgen import FontError, RenderError
from deckgen.render import text as text_mod
from deckgen.render.text import fit_text, tokenize

from .cardfaces import RULE_RU, RULE_TH

FONTS = ("NotoSans-Regular.ttf", "NotoSansThai-Regular.ttf")
PX_PER_PT = 300 / 72  # 300 dpi
BOX = (500.0, 300.0)  # about 42 x 25 mm at 300 dpi


def fit(text, box=BOX, max_pt=10.0, min_pt=6.0):
    return fit_text(
        text, box, PX_PER_PT, fonts=FONTS, max_pt=max_pt, min_pt=min_pt, line_spacing=1.25,
        where="card 'test'",
    )  # fmt: skip


def _fits(text, size_pt, box=BOX):
    """Would ``text`` fit ``box`` at ``size_pt``? (what fit_text decides per step)"""
    try:
        return fit(text, box, max_pt=size_pt, min_pt=size_pt).size_pt == size_pt
    except RenderError:
        return False


def test_short_text_keeps_the_largest_size():
    layout = fit("Draw two cards.")
    assert layout.size_pt == 10.0 and len(layout.lines) == 1


def test_long_text_shrinks_to_the_largest_size_that_fits():
    text = " ".join(["Every player draws a card and names a colour."] * 4)
    layout = fit(text)
    assert 6.0 <= layout.size_pt < 10.0
    assert layout.size_pt % 0.5 == 0
    assert layout.height_px <= BOX[1]
    assert max(layout.widths_px) <= BOX[0]
    assert not _fits(text, layout.size_pt + 0.5)  # the next size up would not fit


def test_explicit_line_breaks_count_in_the_height():
    words = "one two three four five six seven eight"
    flowing, broken = fit(words), fit(words.replace(" ", "\n"))
    assert len(broken.lines) == 8
    assert broken.size_pt < flowing.size_pt
    assert broken.height_px <= BOX[1]


def test_text_too_long_at_the_minimum_size_names_the_card():
    with pytest.raises(RenderError, match=r"card 'test'.*6\.0 pt.*too long"):
        fit("Lorem ipsum dolor sit amet. " * 40)


def test_a_word_wider_than_the_box_fails_instead_of_spilling():
    with pytest.raises(RenderError, match="single word is wider"):
        fit("Donaudampfschifffahrtsgesellschaftskapitänsmütze", box=(200.0, 300.0))


def test_empty_text_has_no_lines():
    layout = fit("   ")
    assert layout.lines == [] and layout.height_px == 0


def test_russian_text_uses_the_text_font_and_fits():
    layout = fit(RULE_RU)
    joined = " ".join("".join(t for t, _ in line) for line in layout.lines)
    assert joined == RULE_RU
    assert all("NotoSans-Regular" in font.path for line in layout.lines for _, font in line)


def test_thai_wraps_only_between_words():
    from pythainlp.tokenize import word_tokenize

    layout = fit(RULE_TH, box=(300.0, 400.0))
    assert len(layout.lines) >= 3
    lines = ["".join(t for t, _ in line) for line in layout.lines]
    assert "".join(lines).replace(" ", "") == RULE_TH.replace(" ", "")
    boundaries, pos = set(), 0
    for word in word_tokenize(RULE_TH.replace(" ", ""), engine="newmm"):
        pos += len(word)
        boundaries.add(pos)
    pos = 0
    for line in lines[:-1]:
        pos += len(line.replace(" ", ""))
        assert pos in boundaries, f"line break inside a word after {line!r}"
    thai_fonts = {font.path for line in layout.lines for t, font in line if "ไ" in t}
    assert thai_fonts and all("NotoSansThai" in p for p in thai_fonts)


def test_digits_and_punctuation_stay_with_the_thai_word():
    tokens = tokenize("จั่ว10ใบ.", *FONTS)
    texts = ["".join(t for t, _ in token.parts) for token in tokens]
    assert "".join(texts) == "จั่ว10ใบ."
    assert not any(t in ("10", ".") for t in texts)


def test_characters_no_font_has_fail_with_a_clear_message():
    with pytest.raises(FontError, match=r"card 'test'.*U\+4E2D"):
        fit("Play 中 now")


def test_thai_without_raqm_says_what_to_install(monkeypatch):
    monkeypatch.setattr(text_mod.features, "check", lambda name: False)
    with pytest.raises(FontError, match="libraqm"):
        fit(RULE_TH)
    assert fit("Cyrillic needs no raqm: Привет").lines  # only complex scripts need it


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow built without raqm")
def test_thai_marks_are_shaped_by_raqm():
    from deckgen.render.fonts import pil_font

    font = pil_font(FONTS[1], 100)
    # with raqm, the above-vowel and the tone mark stack over the consonant: no extra width
    assert font.getlength("ที่") == pytest.approx(font.getlength("ท"), abs=2)


def test_cards_and_booklets_share_one_thai_dictionary():
    """ไวลด์ ("wild", a loanword the general dictionary lacks) stays whole on cards too."""
    from deckgen.render.text import _thai_words

    words = _thai_words("เลือกสีไวลด์จั่วสี่")
    assert "ไวลด์" in words or "ไวลด์จั่วสี่" in words  # the card's name is one word too
    assert "ไวลด์" in _thai_words("เลือกสีไวลด์ก่อน")


# -- no-break spaces ----------------------------------------------------------------------------
def _line_texts(lines) -> list[str]:
    return ["".join(text for text, _ in line) for line in lines]


@pytest.mark.parametrize("space", ["\u00a0", "\u202f"])
def test_wrap_never_breaks_at_a_no_break_space(space):
    text = f"Whoever first has 500{space}points wins the game."
    size_px = 40
    font = text_mod.pil_font(FONTS[0], size_px)
    # wide enough for "Whoever first has 500" but not for "… 500 points": a break would
    # fall between the number and its unit if the no-break space were a space
    width = font.getlength("Whoever first has 500") + 2
    assert width < font.getlength(f"Whoever first has 500{space}points")
    lines = text_mod.wrap(text, size_px, FONTS, width)
    assert lines is not None
    found = _line_texts(lines)
    assert f"500{space}points" in "\n".join(found), found
    assert not any(line.rstrip().endswith("500") for line in found), found


def test_tokenize_keeps_a_no_break_space_inside_a_word():
    tokens = tokenize("2\u00a0cards and 10\u202f000 points", *FONTS)
    assert ["".join(t for t, _ in token.parts) for token in tokens] == [
        "2\u00a0cards",
        "and",
        "10\u202f000",
        "points",
    ]


def test_card_back_name_splits_only_at_ordinary_spaces():
    from deckgen.render.back import _split_name

    assert _split_name("Tarot\u00a0Ten Deluxe") == ["Tarot\u00a0Ten", "Deluxe"]
    assert _split_name("Vingt\u00a0et\u00a0un") == ["Vingt\u00a0et\u00a0un"]


def test_house_rule_text_keeps_no_break_spaces():
    from deckgen.rules.houserules import rule_paragraphs

    assert rule_paragraphs("Play to 500\u00a0points,\n  then   stop.", {}) == [
        "Play to 500\u00a0points, then stop."
    ]


def test_booklet_wrap_keeps_no_break_spaces_on_one_line():
    from deckgen.text.thai import wrap_lines

    text = "Whoever first has 500\u00a0points wins; «\u202fUNO\u202f» counts."
    for width in range(12, 40):
        for line in wrap_lines(text, width, len):
            assert not line.endswith(("500", "«", "UNO")), (width, line)
