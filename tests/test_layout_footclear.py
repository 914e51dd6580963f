"""Margin labels keep clear of the crop marks (review follow-up to D4/D9: the es footer note
nearly touched them).

Read back from the PDF in mm: every label's font box (advance × ascent to descent) stays
at least ``LABEL_CLEAR_MM`` from every crop mark; long foot notes (de, ru, hu) wrap or
shrink instead of reaching the marks, and none is lost.
"""

from __future__ import annotations

import math

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, RenderOptions, build_sheets, print_layout
from deckgen.layout.marks import CHECK_BAR_MM, LABEL_CLEAR_MM
from tests.pdfutil import image_placements, line_segments, text_runs

EPS = 1e-3  # PDF numbers are rounded to 0.00001 pt


def _gap(box, segment) -> float:
    """The shortest distance between a rectangle (x0, y0, x1, y1) and a segment, in mm."""
    x0, y0, x1, y1 = box
    sx0, sx1 = sorted((segment.x1_mm, segment.x2_mm))
    sy0, sy1 = sorted((segment.y1_mm, segment.y2_mm))
    return math.hypot(max(0.0, sx0 - x1, x0 - sx1), max(0.0, sy0 - y1, y0 - sy1))


def _length(segment) -> float:
    return abs(segment.x2_mm - segment.x1_mm) + abs(segment.y2_mm - segment.y1_mm)


def _ends(segment):
    return (segment.x1_mm, segment.y1_mm), (segment.x2_mm, segment.y2_mm)


def _crop_marks(reader, page):
    """The segments outside every card image, less the check bar (its caption sits on it)."""
    images = image_placements(reader, page)
    left, bottom = min(i.x_mm for i in images), min(i.y_mm for i in images)
    right = max(i.x_mm + i.width_mm for i in images)
    top = max(i.y_mm + i.height_mm for i in images)
    segments = line_segments(reader, page)
    bars = [s for s in segments if _length(s) > CHECK_BAR_MM - EPS]  # upright or turned
    bar_ends = {(round(x, 3), round(y, 3)) for b in bars for x, y in _ends(b)}
    marks = []
    for s in segments:  # the bar and its end ticks (which start at the bar's ends) are out
        if s in bars or any((round(x, 3), round(y, 3)) in bar_ends for x, y in _ends(s)):
            continue
        xs, ys = sorted((s.x1_mm, s.x2_mm)), sorted((s.y1_mm, s.y2_mm))
        if xs[1] < left or xs[0] > right or ys[1] < bottom or ys[0] > top:
            marks.append(s)
    return marks


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", ["es", "de", "ru", "hu"])
def test_labels_keep_clear_of_the_crop_marks(twelve, tmp_path, lang, paper):
    result = build_sheets(
        twelve,
        layout=print_layout(paper=paper),
        render=RenderOptions(dpi=72, lang=lang),
        output=OutputOptions(tmp_path),
    )
    reader = PdfReader(result.path)
    for page in range(len(reader.pages)):
        marks = _crop_marks(reader, page)
        assert marks
        runs = text_runs(reader, page)
        assert len(runs) >= 5  # check bar, page, sheet, deck name, the notes: none lost
        for run in runs:
            nearest = min(_gap(run.box, s) for s in marks)
            assert nearest >= LABEL_CLEAR_MM - EPS, (lang, paper, page, run.text, nearest)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th"])
def test_the_print_at_100_percent_note_is_not_shrunk(twelve, tmp_path, lang):
    """Newcomer review (session 5): the German "print at 100 %" note, the sheet's most
    important instruction, was set at 4 pt against 6.24 pt in English (es, it, pl, ru, sq
    too). Read back from the PDF: it is as large as the page's other margin labels."""
    from deckgen.text.catalog import load_catalog
    from deckgen.text.spaces import plain_spaces

    result = build_sheets(
        twelve,
        layout=print_layout(paper="A4"),
        render=RenderOptions(dpi=72, lang=lang),
        output=OutputOptions(tmp_path),
    )
    note = plain_spaces(load_catalog(lang).text("sheet.actual_size"))
    sizes: list[tuple[str, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            sizes.append((plain_spaces(text.strip()), round(size * tm[0] * cm[0], 2)))

    PdfReader(result.path).pages[0].extract_text(visitor_text=visit)
    labels = [size for text, size in sizes if size < 7]  # the margin labels
    (found,) = [size for text, size in sizes if text.startswith(note[:8])]
    assert found == max(labels), (lang, sizes)
