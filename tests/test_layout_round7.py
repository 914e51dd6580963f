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
from deckgen.layout.boxpdf import NAME_OUTLINE_PT, box_texts, write_box_pdf
from deckgen.layout.boxplan import plan_box
from deckgen.layout.calibration import SCALE_LABEL_PT
from deckgen.layout.pdffonts import register_fonts
from deckgen.layout.presets import card_stock, card_trim_size, paper_size

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
                left, right = rect.x * PT_PER_MM, rect.right * PT_PER_MM
                top, bottom = height - rect.top * PT_PER_MM, height - rect.y * PT_PER_MM
                chars = [
                    c
                    for c in page.chars
                    if c["text"].strip()
                    and left <= (c["x0"] + c["x1"]) / 2 <= right
                    and top <= (c["top"] + c["bottom"]) / 2 <= bottom
                ]
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
