"""Layout findings of native round 6 (issue #15), read back from the PDFs: the calibration
sheet's X-scale labels for a fractional offset, the box name's margin, tables split
between pages, the deck table's name column and paragraph ends at page breaks."""

from __future__ import annotations

import re

import pdfplumber
import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from deckgen import OutputOptions, build_calibration, load_deck, print_layout
from deckgen.booklet import document
from deckgen.booklet.blocks import BoxBlock, CardBlock, Para, TableBlock
from deckgen.layout.boxpdf import NAME_OUTLINE_PT, box_texts, write_box_pdf
from deckgen.layout.boxplan import plan_box
from deckgen.layout.calibration import SCALE_LABEL_PT
from deckgen.layout.fonts import booklet_fonts
from deckgen.layout.pdffonts import register_fonts
from deckgen.layout.presets import card_stock, card_trim_size, paper_size
from deckgen.text.thai import break_points

from .booklet_layout import _visible, build, header_boxes, page_chars, split_faults
from .sampling import sample, sample_of

PT_PER_MM = 72 / 25.4
SCALE_LABEL = re.compile(r"\D?\d+(\.\d+)?")  # "+10.5", "-2", "0" (whatever minus glyph)


def _label_boxes(path) -> list[tuple[str, float, float, float, float]]:
    """Every scale label on the calibration sheet's front: its text and box (x0, x1, y0,
    y1 in pt) from where the PDF starts it and the font's advance widths."""
    font = register_fonts()[0]
    boxes = []

    def visit(text, cm, tm, _font, size):
        label = text.strip()
        if SCALE_LABEL.fullmatch(label) and abs(size - SCALE_LABEL_PT) < 0.01:
            typed = label if label[0].isdigit() or label[0] == "+" else "-" + label[1:]
            x, y = tm[4], tm[5]
            boxes.append((label, x, x + stringWidth(typed, font, size), y, y + size * 0.72))

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    return boxes


@pytest.mark.parametrize("offset", ["0.5,0", "-0.5,0.5", "0.25,-1.5", "1.5,-0.5", "0,0"])
def test_calibration_labels_never_overlap_for_a_fractional_offset(tmp_path, offset):
    # round 6: --back-offset 0.5 printed "-9.5-5.5-1.5+2.5..." run together on the X scale
    result = build_calibration(
        layout=print_layout(back_offset=offset), output=OutputOptions(tmp_path)
    )
    boxes = _label_boxes(result.path)
    assert len(boxes) == 3 * 2 * 11
    gap = 0.3 * PT_PER_MM
    for i, (text, x0, x1, y0, y1) in enumerate(boxes):
        for other, u0, u1, v0, v1 in boxes[i + 1 :]:
            apart_x = max(x0, u0) - min(x1, u1)
            apart_y = max(y0, v0) - min(y1, v1)
            assert apart_x >= gap or apart_y > 0, f"{text!r} and {other!r} overlap"


def panel_box_pt(rect, page_height_pt: float) -> tuple[float, float, float, float]:
    """A box piece's rect (mm, from the page's foot) as pdfplumber's left, right, top and
    bottom (pt, from the page's top)."""
    top = page_height_pt - rect.top * PT_PER_MM
    return rect.x * PT_PER_MM, rect.right * PT_PER_MM, top, page_height_pt - rect.y * PT_PER_MM


def chars_in(page, box: tuple[float, float, float, float]) -> list[dict]:
    """The printed characters whose centre lies in ``box`` (left, right, top, bottom pt)."""
    left, right, top, bottom = box
    return [
        c
        for c in page.chars
        if c["text"].strip()
        and left <= (c["x0"] + c["x1"]) / 2 <= right
        and top <= (c["top"] + c["bottom"]) / 2 <= bottom
    ]


BOX_LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


@pytest.mark.parametrize("lang", BOX_LANGS)
def test_the_box_keeps_its_words_2_mm_inside_each_panel(tmp_path, lang):
    # round 6 (ru): the name on the tuck box's front nearly touched the panel's edge; the
    # glyphs reach beyond their 1.25 em line, and the name's outline beyond the glyphs
    deck = load_deck("classic-108")
    _, card_w, card_h = card_trim_size(None)
    _, paper_w, paper_h = paper_size("A4")
    plan = plan_box(
        (card_w, card_h),
        deck.total_cards,
        card_stock()[1].caliper,
        (paper_w, paper_h),
        box_texts(deck, lang),
    )
    path = tmp_path / "box.pdf"
    write_box_pdf(plan, deck, Image.new("RGB", (60, 90), "black"), path, lang)
    checked = 0
    with pdfplumber.open(path) as pdf:
        for page, planned in zip(pdf.pages, plan.pages, strict=True):
            height = float(page.height)
            for piece in planned.pieces:
                if piece.name not in ("front", "back", "side-left", "side-right"):
                    continue
                rect = piece.rect
                left, right, top, bottom = panel_box_pt(rect, height)
                chars = chars_in(page, (left, right, top, bottom))
                assert chars, f"no words on the {piece.name}"
                outline = (
                    NAME_OUTLINE_PT / 2 / PT_PER_MM
                    if planned.art is not None and piece.name == "front"
                    else 0
                )
                least = 2.0 + outline
                margins = {
                    "left": min(c["x0"] for c in chars) - left,
                    "right": right - max(c["x1"] for c in chars),
                    "top": min(c["top"] for c in chars) - top,
                    "bottom": bottom - max(c["bottom"] for c in chars),
                }
                for side, margin_pt in margins.items():
                    assert margin_pt / PT_PER_MM >= least - 0.01, (
                        f"{piece.name}: {margin_pt / PT_PER_MM:.2f} mm at the {side}"
                    )
                checked += 1
    assert checked == 4


# --- booklets: tables split between pages, the deck table's names, paragraph ends ---

BOOKLET_LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")
# the A5 official booklets the suite reads (every language: benchmarks/full_matrices.py):
# the longest words (pl, ru, hu, sq), French (the round-6 "joker." runt) and Thai
A5_SAMPLE = ("fr", "pl", "ru", "hu", "sq", "th")
RUNT = 0.2  # a last line narrower than a fifth of the frame is a runt
A5_STYLES = document._Styles.for_page(min(148 / 210 * 1.25, 1.0))


def _deck_table(built) -> TableBlock:
    return next(
        block
        for section in built.content.sections
        for block in section.blocks
        if isinstance(block, TableBlock) and block.total_row
    )


def _frame_lines(built, right_pt: float | None = None) -> list[tuple[int, float, float, str]]:
    """Every line in the text frame as printed, page by page, top to bottom: page index,
    top, width (pt) and visible text (:func:`_visible`, the bullet sign left out). With
    ``right_pt``, only the characters left of it (one table column)."""
    found = []
    for index, chars_of_page in enumerate(page_chars(built.layout.pdf)):
        rows: dict[int, list[dict]] = {}
        for ch in chars_of_page:
            if ch["top"] >= built.frame_bottom_pt or not _visible(ch["text"]):
                continue
            if ch["text"] == "•" or (right_pt is not None and ch["x1"] > right_pt):
                continue
            rows.setdefault(round(ch["matrix"][5]), []).append(ch)  # by baseline
        for _, chars in sorted(rows.items(), reverse=True):
            chars.sort(key=lambda ch: ch["x0"])
            text = _visible("".join(ch["text"] for ch in chars))
            width = chars[-1]["x1"] - chars[0]["x0"]
            found.append((index, min(ch["top"] for ch in chars), width, text))
    return found


def _lines_of(text: str, lines: list[tuple[int, float, float, str]], start: int = 0):
    """The run of ``lines`` (from index ``start``) that prints ``text``: (first, last)
    indexes, or ``None``."""
    wanted = _visible(text.replace("•", ""))
    for first in range(start, len(lines)):
        seen, last = lines[first][3], first
        if not seen or not wanted.startswith(seen):
            continue
        while (
            seen != wanted
            and last + 1 < len(lines)
            and wanted.startswith(seen + lines[last + 1][3])
        ):
            last += 1
            seen += lines[last][3]
        if seen == wanted:
            return first, last
    return None


def test_a_table_broken_between_pages_keeps_two_body_rows_on_each_side():
    # round 6 (ru A5): the part after the break was the total row alone under the header
    built = build("classic-108", "ru", "a5")
    left, right = built.frame_x_pt
    table = document._table(_deck_table(built), booklet_fonts(), A5_STYLES, right - left)
    table.wrap(right - left, 10_000)
    heights = table._rowHeights
    for rows_before in range(3, len(heights)):  # room for the header and so many rows
        parts = table.split(right - left, sum(heights[:rows_before]) + 0.5)
        assert len(parts) == 2, rows_before
        first, rest = (len(part._cellvalues) - 1 for part in parts)  # less the header
        assert first >= 2 and rest >= 2, (rows_before, first, rest)
    # a short table moves whole rather than break
    short = TableBlock((("Card", "Points"), ("1", "1"), ("2", "2"), ("3", "3")))
    table = document._table(short, booklet_fonts(), A5_STYLES, right - left)
    table.wrap(right - left, 10_000)
    assert table.split(right - left, sum(table._rowHeights[:3]) + 0.5) == []


# every language × A4/A5 × official/party with DECKGEN_FULL_MATRIX=1 (benchmarks/
# full_matrices.py); the suite reads the A5 sample and three cases with the longest words
SPLIT_CASES = sample(
    [
        (lang, page, ruleset)
        for lang in BOOKLET_LANGS
        for page in ("a5", "a4")
        for ruleset in ("official", "party")
    ],
    # ru broke in round 6; A5 official shares its booklet with the checks below
    lambda case: (
        case in (("pl", "a4", "party"), ("hu", "a5", "party"), ("ru", "a4", "official"))
        or case[1:] == ("a5", "official")
        and case[0] in A5_SAMPLE
    ),
)


@pytest.mark.parametrize(("lang", "page", "ruleset"), SPLIT_CASES)
def test_no_page_starts_a_table_part_with_the_total_row_alone(lang, page, ruleset):
    built = build("classic-108", lang, page, ruleset)
    table = _deck_table(built)
    lines = _frame_lines(built)
    total = _lines_of(" ".join(cell for cell in table.rows[-1] if cell), lines)
    assert total is not None, "the total row is not in the PDF"
    page_index = lines[total[0]][0]
    header = _lines_of(" ".join(table.rows[0]), lines)
    assert header is not None
    if lines[header[0]][0] == page_index:
        return  # the table starts on the total row's page
    above = [line for line in lines[: total[0]] if line[0] == page_index]
    repeated = _lines_of(" ".join(table.rows[0]), above)
    assert repeated is not None and repeated[1] + 1 <= len(above) - 2, (
        f"page {page_index + 1}: the total row has fewer than two body rows above it"
    )


@pytest.mark.parametrize("lang", sample_of(BOOKLET_LANGS, ("ru", "hu", "sq", "th")))
def test_the_deck_tables_names_take_at_most_two_lines_at_a5(lang):
    # round 6 (ru A5): "Закажи цвет и возьми четыре" wrapped to three lines while the
    # colour columns held one-digit numbers under full-size headers
    built = build("classic-108", lang, "a5")
    table = _deck_table(built)
    boxes = next(b for b in header_boxes(built) if len({box.column for box in b}) > 2)
    boundary = min(box.x0 for box in boxes if box.column == 1) - 1
    header_bottom = max(box.bottom for box in boxes)
    page = boxes[0].page
    lines = [
        line
        for line in _frame_lines(built, right_pt=boundary)
        if line[0] > page or (line[0] == page and line[1] > header_bottom)
    ]
    at = 0
    for row in table.rows[1:]:
        found = _lines_of(row[0], lines, at)
        assert found is not None, f"{row[0]!r} not found"
        assert found[1] - found[0] + 1 <= 2, f"{row[0]!r} takes {found[1] - found[0] + 1} lines"
        at = found[1] + 1


def _paragraphs(content) -> list[str]:
    texts = []
    for section in content.sections:
        for block in section.blocks:
            if isinstance(block, Para):
                texts.append(block.text)
            elif isinstance(block, BoxBlock | CardBlock):
                texts += list(block.lines)
    return texts


@pytest.mark.parametrize("lang", sample_of(BOOKLET_LANGS, ("fr", "pl", "ru", "th")))
def test_no_paragraph_ends_in_one_short_word_or_leaves_a_line_alone(lang):
    # round 6: "hand." alone at a page's foot, a paragraph's last line alone at the top
    built = build("classic-108", lang, "a5")
    assert split_faults(built) == []
    left, right = built.frame_x_pt
    lines = _frame_lines(built)
    runts = []
    for text in _paragraphs(built.content):
        found = _lines_of(text, lines)
        if found is None or found[0] == found[1]:
            continue
        seen = lines[found[1]][3]
        # the printed last line, as the paragraph writes it (Thai: its words)
        tail = next(text[at:] for at in range(len(text) - 1, -1, -1) if _visible(text[at:]) == seen)
        one_word = len(break_points(tail.strip())) == 1
        if one_word and lines[found[1]][2] < RUNT * (right - left):
            runts.append(tail)
    assert runts == []
