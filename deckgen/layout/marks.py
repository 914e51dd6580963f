"""Printer's marks on a sheet: crop marks, cut lines, fold line, check bar and labels.

Internal. Crop marks and labels are drawn outside the card grid and inside the printable
margin, so no mark lands on a card's trim and a home printer does not cut any off. Where
neighbouring cards leave a gap between their trims (twice the bleed, plus any gutter),
short *gap ticks* continue every trim line across it: a strip cut from the sheet down the
middle of a gap keeps ticks on both edges for the cuts the other way, and two cards of the
same colour show where one ends. Cut lines (optional) are hairlines along the trim, on top
of the card images.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from ..units import mm_to_pt, pt_to_mm
from .grid import Box, Grid
from .sheettext import Lettering

MARK_GAP_MM = 1.0  # space between the grid's bleed edge and a crop mark
MARK_LENGTH_MM = 4.0
MARK_WIDTH_PT = 0.5
CUT_LINE_WIDTH_PT = 0.25
CUT_LINE_GREY = 0.45
CHECK_BAR_MM = 50.0
GAP_TICK_CLEAR_MM = 1.0  # a tick stops this far from a trim (less in a narrow gap)
GAP_TICK_MIN_MM = 0.6  # gaps leaving a shorter tick get none
GAP_TICK_WIDTH_PT = 0.4
GAP_TICK_HALO_PT = 1.4  # a white line under the dark tick, so it shows on any colour
LABEL_MAX_PT = 6.5
LABEL_MIN_PT = 4.0


@dataclass(frozen=True)
class Frame:
    """A grid as drawn on one page: cut positions, image box, trim spans, marks area.

    ``spans`` are the columns' trim spans (left, right), ``rows`` the rows' (bottom, top).
    """

    xs: tuple[float, ...]
    ys: tuple[float, ...]
    box: Box
    area: Box
    spans: tuple[tuple[float, float], ...]
    rows: tuple[tuple[float, float], ...] = ()

    @classmethod
    def of(cls, grid: Grid) -> Frame:
        xs, ys = grid.cut_lines_mm()
        return cls(
            tuple(xs),
            tuple(ys),
            grid.box,
            grid.area,
            tuple(grid.trim_spans_mm()),
            tuple(grid.trim_row_spans_mm()),
        )

    def mirrored(self, imposition) -> Frame:
        """The same frame where the backs go (``imposition`` mirrors x or y)."""
        mx, my = imposition.mirror_x, imposition.mirror_y
        return Frame(
            tuple(sorted(mx(x) for x in self.xs)),
            tuple(sorted(my(y) for y in self.ys)),
            imposition.mirror_box(self.box),
            imposition.mirror_box(self.area),
            tuple(sorted(tuple(sorted((mx(a), mx(b)))) for a, b in self.spans)),
            tuple(sorted(tuple(sorted((my(a), my(b)))) for a, b in self.rows)),
        )

    def shifted(self, dx: float, dy: float) -> Frame:
        """The frame with its cards moved by (``dx``, ``dy``) mm (a back offset); the marks
        area stays put, so marks and labels still end at the printable margin."""
        return Frame(
            tuple(x + dx for x in self.xs),
            tuple(y + dy for y in self.ys),
            Box(self.box.x0 + dx, self.box.y0 + dy, self.box.x1 + dx, self.box.y1 + dy),
            self.area,
            tuple((a + dx, b + dx) for a, b in self.spans),
            tuple((a + dy, b + dy) for a, b in self.rows),
        )

    def gaps(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """The gaps between neighbouring trims: (between columns, between rows), in mm."""
        return _gaps(self.spans), _gaps(self.rows)


def _gaps(spans: tuple[tuple[float, float], ...]) -> list[tuple[float, float]]:
    ordered = sorted(spans)
    return [(a[1], b[0]) for a, b in zip(ordered, ordered[1:], strict=False) if b[0] > a[1]]


def draw_crop_marks(canvas: Canvas, frame: Frame) -> None:
    """Short lines continuing every cut line, between the grid and the edge of its area,
    and gap ticks between neighbouring cards (see :func:`draw_gap_ticks`). A mark is cut
    short at the edge of the area, or left out where a back offset leaves it no room."""
    draw_gap_ticks(canvas, frame)
    box, area = frame.box, frame.area
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH_PT)
    canvas.setStrokeColorRGB(0, 0, 0)
    for x in frame.xs:
        for start, end in (_outward(box.y1, area.y1), _outward(box.y0, area.y0)):
            _line(canvas, x, start, x, end)
    for y in frame.ys:
        for start, end in (_outward(box.x0, area.x0), _outward(box.x1, area.x1)):
            _line(canvas, start, y, end, y)
    canvas.restoreState()


def _outward(edge: float, limit: float) -> tuple[float, float]:
    """A crop mark from ``edge`` of the grid towards ``limit``: ``MARK_GAP_MM`` off the
    edge, ``MARK_LENGTH_MM`` long, stopping at ``limit`` (empty when there is no room)."""
    sign = 1.0 if limit >= edge else -1.0
    start = edge + sign * MARK_GAP_MM
    end = edge + sign * (MARK_GAP_MM + MARK_LENGTH_MM)
    if sign * (limit - start) <= 0:
        return start, start
    return start, min(end, limit) if sign > 0 else max(end, limit)


def gap_ticks(frame: Frame) -> list[tuple[float, float, float, float]]:
    """The gap ticks of ``frame`` as (x1, y1, x2, y2) in mm.

    Every trim line is continued across each gap between neighbouring trims it meets,
    stopping ``GAP_TICK_CLEAR_MM`` (a quarter of a narrow gap) short of both trims, so a
    slightly-off cut leaves no mark on a card. No ticks where neighbours share a trim
    (no bleed, no gutter).
    """
    column_gaps, row_gaps = frame.gaps()
    ticks = []
    for low, high in row_gaps:
        clear = min(GAP_TICK_CLEAR_MM, (high - low) / 4)
        if high - low - 2 * clear >= GAP_TICK_MIN_MM:
            ticks += [(x, low + clear, x, high - clear) for x in frame.xs]
    for low, high in column_gaps:
        clear = min(GAP_TICK_CLEAR_MM, (high - low) / 4)
        if high - low - 2 * clear >= GAP_TICK_MIN_MM:
            ticks += [(low + clear, y, high - clear, y) for y in frame.ys]
    return ticks


def draw_gap_ticks(canvas: Canvas, frame: Frame) -> None:
    """Draw :func:`gap_ticks`: dark lines on white halos, legible on any card colour."""
    ticks = gap_ticks(frame)
    if not ticks:
        return
    canvas.saveState()
    canvas.setLineCap(0)  # butt ends: a tick stops exactly where it says
    for width, grey in ((GAP_TICK_HALO_PT, 1.0), (GAP_TICK_WIDTH_PT, 0.0)):
        canvas.setLineWidth(width)
        canvas.setStrokeGray(grey)
        for tick in ticks:
            _line(canvas, *tick)
    canvas.restoreState()


def draw_cut_lines(canvas: Canvas, frame: Frame) -> None:
    """Hairlines along every trim line across the grid, for a guillotine or rotary cutter."""
    box = frame.box
    canvas.saveState()
    canvas.setLineWidth(CUT_LINE_WIDTH_PT)
    canvas.setStrokeGray(CUT_LINE_GREY)
    for x in frame.xs:
        _line(canvas, x, box.y0, x, box.y1)
    for y in frame.ys:
        _line(canvas, box.x0, y, box.x1, y)
    canvas.restoreState()


def draw_fold_line(
    canvas: Canvas, line: tuple[float, float, float, float], margin_mm: float, letters: Lettering
) -> None:
    """A dashed line where the sheet is folded, kept inside the printable margin."""
    x1, y1, x2, y2 = line
    vertical = x1 == x2
    if vertical:
        y1, y2 = margin_mm, y2 - margin_mm
    else:
        x1, x2 = margin_mm, x2 - margin_mm
    canvas.saveState()
    canvas.setLineWidth(0.4)
    canvas.setStrokeGray(0.35)
    canvas.setDash(3, 2)
    _line(canvas, x1, y1, x2, y2)
    canvas.setFont(letters.font, 5)
    canvas.setFillGray(0.35)
    canvas.translate(mm_to_pt(x1), mm_to_pt(y1))
    if vertical:
        canvas.rotate(90)
    canvas.drawString(mm_to_pt(4), mm_to_pt(0.8), letters("fold_here"), shaping=letters.shaping)
    canvas.restoreState()


def _line(canvas: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    if abs(x1 - x2) + abs(y1 - y2) > 0.5:
        canvas.line(mm_to_pt(x1), mm_to_pt(y1), mm_to_pt(x2), mm_to_pt(y2))


def _content(frames: list[Frame]) -> Box:
    return Box(
        min(f.box.x0 for f in frames),
        min(f.box.y0 for f in frames),
        max(f.box.x1 for f in frames),
        max(f.box.y1 for f in frames),
    )


def draw_labels(
    canvas: Canvas,
    frames: list[Frame],
    page_mm: tuple[float, float],
    margin_mm: float,
    top: list[str],
    bottom: list[str],
    letters: Lettering,
) -> None:
    """Margin labels: ``top`` over the columns, the check bar then ``bottom`` under them.

    Each band runs from the printable margin to ``MARK_GAP_MM`` short of the cards,
    wherever a back offset moved them, and a label's font box (ascent to descent) stays
    inside its band: nothing lands in the margin. Labels are spread over the columns' trim
    spans; when there are more labels than spans the last span takes the rest joined with
    " · ". Each label shrinks to fit its span. The grid keeps 3 mm free on every side, so
    the bands are at least 2 mm high; a band that an offset leaves too thin for
    ``LABEL_MIN_PT`` text hands its labels (and the check bar) to the other band, as a
    second row.
    """
    content = _content(frames)
    spans = _distinct(span for frame in frames for span in frame.spans)
    bottom_band = (margin_mm, content.y0 - MARK_GAP_MM)
    top_band = (content.y1 + MARK_GAP_MM, page_mm[1] - margin_mm)
    need = _label_height_mm(LABEL_MIN_PT, letters)
    for thin, wide in ((bottom_band, top_band), (top_band, bottom_band)):
        if thin[1] - thin[0] < need <= (wide[1] - wide[0]) / 2:
            middle = (wide[0] + wide[1]) / 2
            bottom_band, top_band = (wide[0], middle), (middle, wide[1])
            break
    printable = (margin_mm, page_mm[0] - margin_mm)
    if bottom_band[1] - bottom_band[0] >= need:
        left = max(spans[0][0], margin_mm)
        if left + CHECK_BAR_MM > page_mm[0] - margin_mm:
            left = (page_mm[0] - CHECK_BAR_MM) / 2
        draw_check_bar(canvas, left, *bottom_band, letters)
        after_bar = [s for s in spans if s[0] >= left + CHECK_BAR_MM + 1]
        _spread(canvas, bottom, after_bar, bottom_band, printable, letters)
    _spread(canvas, top, spans, top_band, printable, letters)


def _label_height_mm(size_pt: float, letters: Lettering) -> float:
    """The height of a label's font box (ascent to descent) at ``size_pt``, in mm."""
    ascent, descent = pdfmetrics.getAscentDescent(letters.font, size_pt)
    return pt_to_mm(ascent - descent)


def _distinct(spans) -> list[tuple[float, float]]:
    """Column spans left to right, each x range once: the two halves of a fold page
    stacked one above the other share their columns, and a label needs its own room."""
    result: list[tuple[float, float]] = []
    for left, right in sorted(spans):
        if result and left < result[-1][1]:  # overlaps the previous span: the same column
            continue
        result.append((left, right))
    return result


def _spread(
    canvas: Canvas,
    labels: list[str],
    spans: list[tuple[float, float]],
    band: tuple[float, float],
    printable: tuple[float, float],
    letters: Lettering,
) -> None:
    """``labels`` centred over ``spans`` in ``band`` (low, high in mm), each as large as its
    span and the band allow (at most ``LABEL_MAX_PT``) and kept within ``printable`` (left,
    right); none if the band is too thin for ``LABEL_MIN_PT``."""
    low, high = band
    if not labels or not spans or high - low < _label_height_mm(LABEL_MIN_PT, letters):
        return
    if len(labels) > len(spans):
        keep = len(spans) - 1
        labels = [*labels[:keep], " · ".join(labels[keep:])]
    size_pt = LABEL_MAX_PT * min(1.0, (high - low) / _label_height_mm(LABEL_MAX_PT, letters))
    for label, (left, right) in zip(labels, spans, strict=False):
        width_pt = mm_to_pt(right - left) - 4
        size = size_pt
        text_w = canvas.stringWidth(label, letters.font, size)
        if text_w > width_pt:
            size = max(LABEL_MIN_PT, size * width_pt / text_w)
        ascent, descent = pdfmetrics.getAscentDescent(letters.font, size)
        baseline = mm_to_pt((low + high) / 2) - (ascent + descent) / 2
        half = pt_to_mm(canvas.stringWidth(label, letters.font, size)) / 2
        centre = min(max((left + right) / 2, printable[0] + half), printable[1] - half)
        canvas.setFont(letters.font, size)
        canvas.drawCentredString(mm_to_pt(centre), baseline, label, shaping=letters.shaping)


def draw_check_bar(
    canvas: Canvas, left: float, low: float, high: float, letters: Lettering
) -> None:
    """A bar exactly ``CHECK_BAR_MM`` long from ``left`` with end ticks, to measure scale."""
    right = left + CHECK_BAR_MM
    y = low + (high - low) * 0.3
    canvas.saveState()
    canvas.setLineWidth(0.6)
    _line(canvas, left, y, right, y)
    tick = min(1.2, (high - low) * 0.6)
    for x in (left, right):
        _line(canvas, x, y, x, y + tick)
    size = min(5.0, mm_to_pt(high - y) * 0.9)
    canvas.setFont(letters.font, size)
    canvas.drawCentredString(
        mm_to_pt((left + right) / 2),
        mm_to_pt(y) + 1.2,
        letters("check_bar", mm=f"{CHECK_BAR_MM:g}"),
        shaping=letters.shaping,
    )
    canvas.restoreState()
