"""Layout findings of native round 6 (issue #15), read back from the PDFs: the calibration
sheet's X-scale labels for a fractional offset, the box name's margin, tables split
between pages, the deck table's name column and paragraph ends at page breaks."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from deckgen import OutputOptions, build_calibration, print_layout
from deckgen.layout.calibration import SCALE_LABEL_PT
from deckgen.layout.pdffonts import register_fonts

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
