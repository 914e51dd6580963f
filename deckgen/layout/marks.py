"""Printer's marks on a sheet: crop marks, the 100 % check bar and the margin labels.

Internal. Everything here is drawn outside the card grid and inside the printable margin,
so no mark ever lands on a card and a home printer does not cut any off.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..units import mm_to_pt
from .grid import Grid

MARK_GAP_MM = 1.0  # space between the grid's bleed edge and a crop mark
MARK_LENGTH_MM = 4.0
MARK_WIDTH_PT = 0.5
CHECK_BAR_MM = 50.0
LABEL_MAX_PT = 6.5
LABEL_MIN_PT = 4.0


def _band(grid: Grid) -> tuple[float, float, float, float]:
    """(bottom band low, high, top band low, high) in mm: between margin and grid."""
    _, y0 = grid.origin_mm
    y1 = grid.page_mm[1] - y0
    return grid.margin_mm, y0 - MARK_GAP_MM, y1 + MARK_GAP_MM, grid.page_mm[1] - grid.margin_mm


def draw_crop_marks(canvas: Canvas, grid: Grid, mirrored: bool) -> None:
    """Short lines in the margins continuing every cut line; mirrored for back pages."""
    page_w, page_h = grid.page_mm
    x0, y0 = grid.origin_mm
    x1, y1 = page_w - x0, page_h - y0
    xs, ys = grid.cut_lines_mm()
    if mirrored:
        xs = sorted(page_w - x for x in xs)
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH_PT)
    canvas.setStrokeColorRGB(0, 0, 0)
    low_top = min(y1 + MARK_GAP_MM + MARK_LENGTH_MM, page_h - grid.margin_mm)
    low_bottom = max(y0 - MARK_GAP_MM - MARK_LENGTH_MM, grid.margin_mm)
    for x in xs:
        _line(canvas, x, y1 + MARK_GAP_MM, x, low_top)
        _line(canvas, x, y0 - MARK_GAP_MM, x, low_bottom)
    left = max(x0 - MARK_GAP_MM - MARK_LENGTH_MM, grid.margin_mm)
    right = min(x1 + MARK_GAP_MM + MARK_LENGTH_MM, page_w - grid.margin_mm)
    for y in ys:
        _line(canvas, x0 - MARK_GAP_MM, y, left, y)
        _line(canvas, x1 + MARK_GAP_MM, y, right, y)
    canvas.restoreState()


def _line(canvas: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    if abs(x1 - x2) + abs(y1 - y2) > 0.5:
        canvas.line(mm_to_pt(x1), mm_to_pt(y1), mm_to_pt(x2), mm_to_pt(y2))


def column_spans_mm(grid: Grid) -> list[tuple[float, float]]:
    """Each column's trim span (left, right) in mm: label room between the crop marks."""
    xs, _ = grid.cut_lines_mm()
    return (
        [(xs[2 * i], xs[2 * i + 1]) for i in range(len(xs) // 2)]
        if grid.card.bleed_mm
        else list(zip(xs[:-1], xs[1:], strict=True))
    )


def draw_labels(
    canvas: Canvas,
    grid: Grid,
    top: list[str],
    bottom: list[str],
    font: str,
    check_bar: bool = True,
) -> None:
    """Margin labels: ``top`` over the columns, the check bar then ``bottom`` under them.

    Labels are spread over the column spans; when there are more labels than spans the
    last span takes the rest joined with " · ". Each label shrinks to fit its span.
    """
    spans = column_spans_mm(grid)
    bottom_low, bottom_high, top_low, top_high = _band(grid)
    bottom_spans = spans
    if check_bar and bottom_high - bottom_low >= 1.5 and spans[0][1] - spans[0][0] >= CHECK_BAR_MM:
        draw_check_bar(canvas, spans[0], bottom_low, bottom_high, font)
        bottom_spans = spans[1:]
    _spread(canvas, top, spans, top_low, top_high, font)
    _spread(canvas, bottom, bottom_spans, bottom_low, bottom_high, font)


def _spread(
    canvas: Canvas,
    labels: list[str],
    spans: list[tuple[float, float]],
    low: float,
    high: float,
    font: str,
) -> None:
    if not labels or not spans or high - low < 1.2:
        return
    if len(labels) > len(spans):
        keep = len(spans) - 1
        labels = [*labels[:keep], " · ".join(labels[keep:])]
    size_pt = min(LABEL_MAX_PT, mm_to_pt(high - low) * 1.1)
    for label, (left, right) in zip(labels, spans, strict=False):
        width_pt = mm_to_pt(right - left) - 4
        size = size_pt
        text_w = canvas.stringWidth(label, font, size)
        if text_w > width_pt:
            size = max(LABEL_MIN_PT, size * width_pt / text_w)
        canvas.setFont(font, size)
        baseline = mm_to_pt((low + high) / 2) - size * 0.36
        canvas.drawCentredString(mm_to_pt((left + right) / 2), baseline, label)


def draw_check_bar(
    canvas: Canvas, span: tuple[float, float], low: float, high: float, font: str
) -> None:
    """A bar exactly ``CHECK_BAR_MM`` long with end ticks, to measure the print scale."""
    left = (span[0] + span[1]) / 2 - CHECK_BAR_MM / 2
    right = left + CHECK_BAR_MM
    y = low + (high - low) * 0.3
    canvas.saveState()
    canvas.setLineWidth(0.6)
    _line(canvas, left, y, right, y)
    tick = min(1.2, (high - low) * 0.6)
    for x in (left, right):
        _line(canvas, x, y, x, y + tick)
    size = min(5.0, mm_to_pt(high - y) * 0.9)
    canvas.setFont(font, size)
    canvas.drawCentredString(
        mm_to_pt((left + right) / 2), mm_to_pt(y) + 1.2, f"{CHECK_BAR_MM:g} mm at 100 %"
    )
    canvas.restoreState()
