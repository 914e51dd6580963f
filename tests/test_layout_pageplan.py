"""Page plans: plain data that the PDF writer draws, planned without ReportLab."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pypdf import PdfReader

from deckgen.layout.imposition import impose
from deckgen.layout.printlayout import PrintLayout
from deckgen.layout.sheets import sheets_plan
from tests.pdfutil import image_placements, line_segments

TOL = 0.01


def test_planning_loads_no_reportlab():
    code = (
        "import sys, deckgen.layout.pageplan, deckgen.layout.marks\n"
        "print([m for m in sys.modules if m.startswith(('reportlab', 'PIL'))])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def test_the_pdf_places_the_cards_where_the_plan_says(classic, classic_sheets):
    plan = sheets_plan(classic, impose(PrintLayout()))
    reader = PdfReader(classic_sheets)
    assert len(plan.pages) == len(reader.pages) == 24
    for index in (0, 1, 23):
        drawn = image_placements(reader, index)
        planned = plan.pages[index].cards
        assert len(drawn) == len(planned)
        for got, card in zip(drawn, planned, strict=True):
            assert (got.x_mm, got.y_mm) == pytest.approx((card.x_mm, card.y_mm), abs=TOL)
            assert (got.width_mm, got.height_mm) == pytest.approx(
                (card.width_mm, card.height_mm), abs=TOL
            )
        marks = plan.pages[index].marks
        twice = [m for m in marks if m.kind == "gap"]  # a gap tick: halo, then dark
        expected = sorted(_ends(m.x1_mm, m.y1_mm, m.x2_mm, m.y2_mm) for m in [*marks, *twice])
        drawn_lines = line_segments(reader, index)
        assert sorted(_ends(s.x1_mm, s.y1_mm, s.x2_mm, s.y2_mm) for s in drawn_lines) == expected


def _ends(*values_mm: float) -> tuple[float, ...]:
    return tuple(round(v, 2) + 0.0 for v in values_mm)


def test_backs_follow_fronts_and_a_back_offset_moves_cards_not_the_margin_marks(classic):
    layout = PrintLayout(back_offset_mm=(1.5, -0.5))
    plain = sheets_plan(classic, impose(PrintLayout())).pages
    shifted = sheets_plan(classic, impose(layout)).pages
    assert [p.side for p in plain[:4]] == ["front", "back", "front", "back"]
    assert [c.card_id for c in plain[1].cards] == [c.card_id for c in plain[0].cards]
    assert plain[0] == shifted[0]  # fronts never move
    for before, after in zip(plain[1].cards, shifted[1].cards, strict=True):
        assert after.x_mm == pytest.approx(before.x_mm + 1.5)
        assert after.y_mm == pytest.approx(before.y_mm - 0.5)
        assert after.bleed_mm == 3.0 and after.rotation == 0.0


def test_fold_pages_have_both_sides_and_a_fold_line(classic):
    page = sheets_plan(classic, impose(PrintLayout(duplex="fold"))).pages[0]
    assert page.side == "both"
    assert {c.side for c in page.cards} == {"front", "back"}
    assert [m.kind for m in page.marks].count("fold") == 1
    assert any(label.kind == "fold" for label in page.labels)
