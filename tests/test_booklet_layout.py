"""Booklet page layout read back from the PDF: table headers that keep to their columns,
no page ending in a heading or a lead-in, no lone bullet or colophon, balanced titles.

A sample of languages and formats (each build takes a second or two); the full matrix of
ten languages, A4 and A5, is ``benchmarks/layout_matrix.py``.
"""

from __future__ import annotations

import pytest

from deckgen.booklet import document
from deckgen.booklet.blocks import TableBlock
from deckgen.layout.fonts import booklet_fonts
from deckgen.text.spaces import plain_spaces

from .booklet_layout import (
    _bullet_faults,
    build,
    header_boxes,
    header_faults,
    page_end_faults,
    page_lines,
    split_faults,
)
from .sampling import sample, sample_of

HEADER_CASES = [
    ("classic-108", "pl", "a5"),
    ("classic-108", "ru", "a5"),
    ("classic-108", "hu", "a5"),
    ("classic-108", "th", "a5"),
    ("classic-108", "es", "a4"),
    ("house-plus-ten", "de", "a5"),
]


@pytest.mark.parametrize(
    ("deck", "lang", "page"),
    sample(HEADER_CASES, lambda case: case[1] in ("pl", "th", "de")),  # all: full_matrices.py
)
def test_table_headers_keep_to_their_columns(deck, lang, page):
    built = build(deck, lang, page)
    assert header_boxes(built), "no table header found"
    assert header_faults(built) == []


@pytest.mark.parametrize("lang", ["pl", "sq", "en"])
def test_first_column_gets_its_longest_name_before_the_others_shrink(lang):
    # Polish: the headers wrap nowhere (one word each), so they are set smaller instead
    built = build("classic-108", lang, "a5")
    table = next(
        block
        for section in built.content.sections
        for block in section.blocks
        if isinstance(block, TableBlock) and len(block.rows[0]) > 2
    )
    styles = document._Styles.for_page(min(148 / 210 * 1.25, 1.0))
    left, right = built.frame_x_pt
    widths, _ = document._column_widths(table, booklet_fonts(), styles, right - left)
    fonts = booklet_fonts()
    longest = max(fonts.width_pt(row[0], styles.cell.fontSize, True) for row in table.rows)
    assert widths[0] >= longest + 2 * document.CELL_PADDING_PT
    assert sum(widths) <= right - left + 0.01


PAGE_CASES = [
    ("classic-108", "en", "a4", "official"),  # the colophon alone on a last page
    ("house-plus-ten", "sq", "a4", "official"),  # a page ending in "...: "
    ("classic-108", "pl", "a5", "party"),  # a page ending in a lead-in before bullets
    ("classic-108", "ru", "a5", "party"),
    ("classic-108", "hu", "a5", "official"),
]


@pytest.mark.parametrize(
    ("deck", "lang", "page", "ruleset"),
    sample(PAGE_CASES, lambda case: case[1] in ("en", "sq", "pl")),
)
def test_no_page_ends_in_a_heading_or_lead_in(deck, lang, page, ruleset):
    assert page_end_faults(build(deck, lang, page, ruleset)) == []


def test_page_log_tells_a_lone_bullet():
    # a list's first bullet at a page's foot, and its last bullet alone on the next page
    log = [(0, "leadin"), (0, "bullet"), (1, "bullet"), (1, "bullet"), (2, "bullet")]
    assert _bullet_faults(log) == [
        "page 1 ends in a list's first bullet",
        "page 3 starts with a list's last bullet alone",
    ]
    assert _bullet_faults([(0, "leadin"), (0, "bullet"), (0, "bullet"), (1, "bullet")]) != []
    assert _bullet_faults([(0, "bullet"), (0, "bullet"), (1, "bullet"), (1, "bullet")]) == []


def test_a_wrapped_title_ends_in_no_lone_word():
    built = build("house-plus-ten", "hu", "a4")
    title_pt = document._Styles.for_page(1.0).title.fontSize
    title = [text for text, _, size in page_lines(built)[0] if size >= title_pt - 0.01]
    assert len(title) == 2, title
    # round 8 (hu): the line breaks after the deck's name, so the rest of the title may
    # be one word ("játékszabály"); no other line is a lone word
    name = built.content.title_name
    assert title[0].replace("\u00a0", " ") == f"{name}:", title
    assert all(len(line.split()) > 1 for line in title[:-1]), title


@pytest.mark.parametrize(
    ("lang", "ruleset"),
    [("en", "official"), ("de", "official"), ("sq", "official"), ("th", "party")],
)
def test_the_rules_at_a_glance_stay_on_one_page(lang, ruleset):
    # A5 left the summary's last bullet alone on the next page (de, fr, sq official; the
    # newcomer review: en official, th party); it fits one page, so it is kept on one: the
    # page after the summary's heading starts with the score sheet
    built = build("classic-108", lang, "a5", ruleset)
    titles = {section.key: plain_spaces(section.title) for section in built.content.sections}
    pages = dict(built.layout.sections)
    summary_page = pages[titles["summary"]]
    assert pages[titles["score_sheet"]] == summary_page + 1
    text, bold, size = page_lines(built)[summary_page + 1][0]
    assert bold and size >= document._Styles.for_page(148 / 210 * 1.25).heading.fontSize - 0.01, (
        text
    )


SPLIT_CASES = [
    ("classic-108", "fr", "a5", "official", ()),  # page 3 began with the lone word "joker."
    ("classic-108", "de", "a5", "official", ()),
    ("classic-108", "th", "a4", "official", ("zero-fifty", "seven-rounds", "draw-to-match")),
    ("classic-108", "ru", "a5", "party", ()),
]


@pytest.mark.parametrize(
    ("deck", "lang", "page", "ruleset", "house"),
    sample(SPLIT_CASES, lambda case: case[1] in ("fr", "th")),
)
def test_no_paragraph_leaves_one_line_alone_at_a_page_break(deck, lang, page, ruleset, house):
    assert split_faults(build(deck, lang, page, ruleset, house)) == []


@pytest.mark.parametrize("page", ["a4", "a5"])
def test_a_title_keeps_a_signed_number_with_the_word_before(page):
    # the de review: "Klassisches Deck mit / +10: So wird gespielt"
    built = build("house-plus-ten", "de", page)
    title_pt = document._Styles.for_page(1.0).title.fontSize * (1.0 if page == "a4" else 0.8)
    title = [text for text, _, size in page_lines(built)[0] if size >= title_pt - 0.01]
    assert title and not any(line.startswith("+") for line in title), title


@pytest.mark.parametrize(
    ("lang", "page"),
    sample_of(
        [("ru", "a5"), ("sq", "a5"), ("pl", "a5"), ("sq", "a4")], [("ru", "a5"), ("sq", "a4")]
    ),
)
def test_the_points_column_is_as_wide_as_its_longest_cell(lang, page):
    # the ru review: "0 (одинокий: 50)" wrapped in the deck table's points column
    built = build("classic-108", lang, page, "official", ("zero-fifty",))
    table = next(
        block
        for section in built.content.sections
        for block in section.blocks
        if isinstance(block, TableBlock) and block.whole_columns
    )
    longest = max((row[-1] for row in table.rows[1:]), key=len)
    printed = [plain_spaces(text) for lines in page_lines(built) for text, _, _ in lines]
    assert any(plain_spaces(longest) in line for line in printed), longest
    # the headers stay at least 1 mm apart (header_faults: GAP_PT)
    assert header_faults(built) == []


def test_a_section_intro_does_not_carry_its_heading_to_the_next_page_with_a_card():
    """Fresh readers 12 (sq): the A5 booklet of classic-112-blanks with plus-ten and
    two-player left a quarter of page 3 empty before "Letrat me veprim": its heading, its
    one-line intro and the first card picture were one block (a plain paragraph before a
    card was taken for a lead-in), and the card did not fit. A paragraph leads into a card
    only when it ends in a colon: heading and intro stay on page 3, the cards go on, and
    no page ends in a heading or a lead-in."""
    built = build("classic-112-blanks", "sq", "a5", "official", ("plus-ten", "two-player"))
    pages = dict(built.layout.sections)
    assert pages["Letrat me veprim"] == pages["Radha jote"] == 2, pages
    assert page_end_faults(built) == []
