"""Printer's marks on a sheet, as plain data: crop marks, cut lines, fold line, check bar
and labels.

Internal, and free of ReportLab: every function here returns :class:`Line` and
:class:`Label` values in mm (origin at the page's bottom-left corner), which a writer
draws (:mod:`.planpdf` for PDF). Text sizes come from a :class:`TextMetrics` the writer
supplies, so labels are fitted with the font they will be set in.

Crop marks and labels are drawn outside the card grid and inside the printable margin, so
no mark lands on a card's trim and a home printer does not cut any off. Where neighbouring
cards leave a gap between their trims (twice the bleed, plus any gutter), short *gap
ticks* continue every trim line across it: a strip cut from the sheet down the middle of a
gap keeps ticks on both edges for the cuts the other way, and two cards of the same colour
show where one ends. Cut lines (optional) are hairlines along the trim, on top of the card
images.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal, Protocol

from ..units import mm_to_pt, pt_to_mm
from .grid import MARK_GAP_MM, Box, Grid, mark_span

MIN_LINE_MM = 0.5  # a line this short (|dx| + |dy|) or shorter is left out
CHECK_BAR_MM = 50.0
GAP_TICK_CLEAR_MM = 1.0  # a tick stops this far from a trim (less in a narrow gap)
GAP_TICK_MIN_MM = 0.6  # gaps leaving a shorter tick get none
LABEL_MAX_PT = 6.5
LABEL_MIN_PT = 4.0
FOOT_MIN_PT = 3.5  # a foot note that cannot wrap in its band shrinks down to this
LABEL_CLEAR_MM = 2.0  # a margin label keeps this far from the crop marks at its span's ends
FOLD_LABEL_PT = 5.0
FOLD_LABEL_AT_MM = (4.0, 0.8)  # along and off the fold line, from its first end

LineKind = Literal["cut", "gap", "crop", "fold", "check_bar"]
LabelKind = Literal["fold", "check_bar", "foot", "head"]


@dataclass(frozen=True)
class Line:
    """A straight mark from (``x1_mm``, ``y1_mm``) to (``x2_mm``, ``y2_mm``).

    ``kind`` says how it is drawn: ``cut`` (grey hairline along a trim), ``gap`` (gap
    tick: dark on a white halo), ``crop``, ``fold`` (dashed), ``check_bar`` (the scale
    bar and its end ticks). ``frame`` is the grid the mark belongs to (0; 1 for the
    backs' half of a fold page).
    """

    kind: LineKind
    x1_mm: float
    y1_mm: float
    x2_mm: float
    y2_mm: float
    frame: int = 0


@dataclass(frozen=True)
class Label:
    """A line of text at ``size_pt``, its baseline at (``x_mm``, ``y_mm``).

    ``align`` ``centre`` centres it on ``x_mm``, ``left`` starts it there. Without
    ``origin_mm`` the position is on the page; with it, the position is in a frame moved
    to ``origin_mm`` and turned ``rotation`` degrees anticlockwise (the fold label runs
    along its line). ``kind``: ``head`` above the cards, ``foot`` below, ``check_bar``
    (over the scale bar), ``fold`` (by the fold line).
    """

    kind: LabelKind
    text: str
    x_mm: float
    y_mm: float
    size_pt: float
    align: Literal["centre", "left"] = "centre"
    rotation: float = 0.0
    origin_mm: tuple[float, float] | None = None


class TextMetrics(Protocol):
    """How wide and tall text is in the font labels will be set in, in points."""

    def width_pt(self, text: str, size_pt: float) -> float: ...

    def ascent_descent_pt(self, size_pt: float) -> tuple[float, float]: ...


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

    def turned(self, page_width_mm: float) -> Frame:
        """The frame as seen on the page turned a quarter anticlockwise to read up its left
        edge: a page point (x, y) is (y, ``page_width_mm`` − x) there (see
        :func:`_turned_back`)."""

        def flipped(values):
            return tuple(sorted(page_width_mm - v for v in values))

        def box(b: Box) -> Box:
            return Box(b.y0, page_width_mm - b.x1, b.y1, page_width_mm - b.x0)

        return Frame(
            self.ys,
            flipped(self.xs),
            box(self.box),
            box(self.area),
            self.rows,
            tuple(sorted((page_width_mm - b, page_width_mm - a) for a, b in self.spans)),
        )

    def gaps(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """The gaps between neighbouring trims: (between columns, between rows), in mm."""
        return _gaps(self.spans), _gaps(self.rows)


def _gaps(spans: tuple[tuple[float, float], ...]) -> list[tuple[float, float]]:
    ordered = sorted(spans)
    return [(a[1], b[0]) for a, b in zip(ordered, ordered[1:], strict=False) if b[0] > a[1]]


def _lines(
    kind: LineKind, ends: list[tuple[float, float, float, float]], frame: int = 0
) -> list[Line]:
    """``ends`` as lines of ``kind``, leaving out any :data:`MIN_LINE_MM` long or less."""
    return [
        Line(kind, x1, y1, x2, y2, frame)
        for x1, y1, x2, y2 in ends
        if abs(x1 - x2) + abs(y1 - y2) > MIN_LINE_MM
    ]


def crop_marks(frame: Frame, index: int = 0) -> list[Line]:
    """The gap ticks (see :func:`gap_ticks`), then short lines continuing every cut line
    between the grid and the edge of its area. A mark is cut short at the edge of the
    area, or left out where a back offset leaves it no room."""
    box, area = frame.box, frame.area
    ends = []
    for x in frame.xs:
        for start, end in (_outward(box.y1, area.y1), _outward(box.y0, area.y0)):
            ends.append((x, start, x, end))
    for y in frame.ys:
        for start, end in (_outward(box.x0, area.x0), _outward(box.x1, area.x1)):
            ends.append((start, y, end, y))
    return _lines("gap", gap_ticks(frame), index) + _lines("crop", ends, index)


def _outward(edge: float, limit: float) -> tuple[float, float]:
    """A crop mark from ``edge`` of the grid towards ``limit``, as :func:`mark_span` says for
    the room between them: ``MARK_GAP_MM`` off the edge and ``MARK_LENGTH_MM`` long where
    there is room, shorter where there is less, stopping at ``limit`` (empty when there
    is no room)."""
    sign = 1.0 if limit >= edge else -1.0
    gap, length = mark_span(sign * (limit - edge))
    start = edge + sign * gap
    return start, start + sign * length


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


def cut_lines(frame: Frame, index: int = 0) -> list[Line]:
    """Hairlines along every trim line across the grid, for a guillotine or rotary cutter."""
    box = frame.box
    ends = [(x, box.y0, x, box.y1) for x in frame.xs]
    ends += [(box.x0, y, box.x1, y) for y in frame.ys]
    return _lines("cut", ends, index)


def fold_mark(
    line: tuple[float, float, float, float], margin_mm: float, text: str
) -> tuple[list[Line], Label]:
    """A dashed line where the sheet is folded, kept inside the printable margin, and
    ``text`` along it."""
    x1, y1, x2, y2 = line
    vertical = x1 == x2
    if vertical:
        y1, y2 = margin_mm, y2 - margin_mm
    else:
        x1, x2 = margin_mm, x2 - margin_mm
    label = Label(
        "fold", text, *FOLD_LABEL_AT_MM, FOLD_LABEL_PT, "left", 90.0 if vertical else 0.0, (x1, y1)
    )
    return _lines("fold", [(x1, y1, x2, y2)]), label


def _content(frames: list[Frame]) -> Box:
    return Box(
        min(f.box.x0 for f in frames),
        min(f.box.y0 for f in frames),
        max(f.box.x1 for f in frames),
        max(f.box.y1 for f in frames),
    )


def margin_labels(
    frames: list[Frame],
    page_mm: tuple[float, float],
    margin_mm: float,
    top: list[str],
    bottom: list[str],
    texts: dict[str, str],
    metrics: TextMetrics,
) -> tuple[list[Line], list[Label]]:
    """Margin labels: ``top`` over the columns, the check bar then ``bottom`` under them.

    Where neither the band above nor the one below the cards is high enough for
    ``LABEL_MIN_PT`` text (the grid took the room to fit another row) but the sides are,
    the same labels and check bar run up the sides instead, turned a quarter
    anticlockwise: ``top`` up the left, the check bar and ``bottom`` up the right.
    """
    content = _content(frames)
    captions = _Captions(margin_mm, top, bottom, texts, metrics)
    need = _label_height_mm(LABEL_MIN_PT, metrics)
    tall = max(content.y0 - margin_mm, page_mm[1] - margin_mm - content.y1) - MARK_GAP_MM
    side = min(content.x0 - margin_mm, page_mm[0] - margin_mm - content.x1) - MARK_GAP_MM
    if tall < need <= side:
        width = page_mm[0]
        turned = [frame.turned(width) for frame in frames]
        lines, labels = _margin_labels(turned, (page_mm[1], width), captions)
        return [_turned_back(line, width) for line in lines], [
            replace(label, origin_mm=(width, 0.0), rotation=90.0) for label in labels
        ]
    return _margin_labels(frames, page_mm, captions)


def _turned_back(line: Line, page_width_mm: float) -> Line:
    """``line`` from the turned page (see :meth:`Frame.turned`) back onto the page."""
    return replace(
        line,
        x1_mm=page_width_mm - line.y1_mm,
        y1_mm=line.x1_mm,
        x2_mm=page_width_mm - line.y2_mm,
        y2_mm=line.x2_mm,
    )


@dataclass(frozen=True)
class _Captions:
    """What :func:`margin_labels` sets, and how: the arguments besides the geometry."""

    margin_mm: float
    top: list[str]
    bottom: list[str]
    texts: dict[str, str]
    metrics: TextMetrics


def _margin_labels(
    frames: list[Frame], page_mm: tuple[float, float], captions: _Captions
) -> tuple[list[Line], list[Label]]:
    """Margin labels above and below the cards (see :func:`margin_labels`).

    Each band runs from the printable margin to ``MARK_GAP_MM`` short of the cards,
    wherever a back offset moved them, and a label's font box (ascent to descent) stays
    inside its band: nothing lands in the margin. Labels are spread over the columns' trim
    spans; when there are more labels than spans the last span takes the rest joined with
    " · ". Each label shrinks to fit its span; a head label (the deck's name, a user's text
    of up to 80 characters) still too wide at ``LABEL_MIN_PT`` is cut short with "…", so it
    never reaches the crop marks. deckgen's own foot notes are kept whole. A band that an
    offset leaves too thin for ``LABEL_MIN_PT`` text hands its labels (and the check bar)
    to the other band, as a second row. ``texts["check_bar"]`` is the check bar's caption.
    Returns the check bar's lines and the labels (check bar caption, ``bottom``, ``top``).
    """
    margin_mm, metrics = captions.margin_mm, captions.metrics
    top, bottom, texts = captions.top, captions.bottom, captions.texts
    content = _content(frames)
    spans = _distinct(span for frame in frames for span in frame.spans)
    bottom_band = (margin_mm, content.y0 - MARK_GAP_MM)
    top_band = (content.y1 + MARK_GAP_MM, page_mm[1] - margin_mm)
    need = _label_height_mm(LABEL_MIN_PT, metrics)
    for thin, wide in ((bottom_band, top_band), (top_band, bottom_band)):
        if thin[1] - thin[0] < need <= (wide[1] - wide[0]) / 2:
            middle = (wide[0] + wide[1]) / 2
            bottom_band, top_band = (wide[0], middle), (middle, wide[1])
            break
    printable = (margin_mm, page_mm[0] - margin_mm)
    lines: list[Line] = []
    labels: list[Label] = []
    if bottom_band[1] - bottom_band[0] >= need:
        left = max(spans[0][0], margin_mm)
        if left + CHECK_BAR_MM > page_mm[0] - margin_mm:
            left = (page_mm[0] - CHECK_BAR_MM) / 2
        bar, caption = check_bar(left, *bottom_band, texts["check_bar"])
        lines += bar
        labels.append(caption)
        after_bar = [s for s in spans if s[0] >= left + CHECK_BAR_MM + 1]
        labels += _spread("foot", bottom, after_bar, bottom_band, printable, metrics)
    labels += _spread("head", top, spans, top_band, printable, metrics)
    return lines, labels


def _shortened(label: str, width_pt: float, size_pt: float, metrics: TextMetrics) -> str:
    """``label``, cut short with "…" if even at ``size_pt`` it is wider than ``width_pt``
    (a long deck name): a label stays over its column, clear of the crop marks."""
    if metrics.width_pt(label, size_pt) <= width_pt:
        return label
    keep = len(label)
    while keep > 1 and metrics.width_pt(label[:keep].rstrip() + "…", size_pt) > width_pt:
        keep -= 1
    return label[:keep].rstrip() + "…"


def _label_height_mm(size_pt: float, metrics: TextMetrics) -> float:
    """The height of a label's font box (ascent to descent) at ``size_pt``, in mm."""
    ascent, descent = metrics.ascent_descent_pt(size_pt)
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
    kind: LabelKind,
    labels: list[str],
    spans: list[tuple[float, float]],
    band: tuple[float, float],
    printable: tuple[float, float],
    metrics: TextMetrics,
) -> list[Label]:
    """``labels`` centred over ``spans`` in ``band`` (low, high in mm), each as large as its
    span and the band allow (at most ``LABEL_MAX_PT``) and kept within ``printable`` (left,
    right); none if the band is too thin for ``LABEL_MIN_PT``.

    A span's ends are cut lines, whose crop marks run through the band: a label stays
    ``LABEL_CLEAR_MM`` inside them. A foot note still too wide at ``LABEL_MIN_PT`` is
    wrapped onto lines at word breaks (as few as fit the band) rather than cut, or, in a
    band too thin for two lines, shrunk down to ``FOOT_MIN_PT``."""
    low, high = band
    if not labels or not spans or high - low < _label_height_mm(LABEL_MIN_PT, metrics):
        return []
    if len(labels) > len(spans):
        keep = len(spans) - 1
        labels = [*labels[:keep], " · ".join(labels[keep:])]
    size_pt = LABEL_MAX_PT * min(1.0, (high - low) / _label_height_mm(LABEL_MAX_PT, metrics))
    placed = []
    for label, (left, right) in zip(labels, spans, strict=False):
        width_pt = mm_to_pt(right - left - 2 * LABEL_CLEAR_MM)
        size = size_pt
        text_w = metrics.width_pt(label, size)
        lines = [label]
        if text_w > width_pt:
            size = max(LABEL_MIN_PT, size * width_pt / text_w)
            if metrics.width_pt(label, size) > width_pt:
                lines, size = _wrapped(label, width_pt, high - low, metrics)
            if kind == "head" and len(lines) == 1:  # the deck's name, up to 80 characters
                size = max(size, LABEL_MIN_PT)
                lines = [_shortened(label, width_pt, size, metrics)]
        centre = (left + right) / 2
        placed += _stacked(kind, lines, centre, band, size, printable, metrics)
    return placed


def _wrapped(
    text: str, width_pt: float, height_mm: float, metrics: TextMetrics
) -> tuple[list[str], float]:
    """``text`` broken at spaces onto the fewest lines that fit ``width_pt`` and, stacked,
    ``height_mm``, at the largest size up to ``LABEL_MAX_PT`` (at least ``LABEL_MIN_PT``);
    when no wrapping fits, one line shrunk to fit ``width_pt`` (down to ``FOOT_MIN_PT``)."""
    words = text.split(" ")
    for count in range(2, len(words) + 1):
        size = min(
            LABEL_MAX_PT, LABEL_MAX_PT * height_mm / count / _label_height_mm(LABEL_MAX_PT, metrics)
        )
        if size < LABEL_MIN_PT:
            break
        lines = _fill(words, width_pt, size, metrics)
        if lines is not None and len(lines) <= count:
            return lines, size
    fit = LABEL_MIN_PT * width_pt / metrics.width_pt(text, LABEL_MIN_PT)
    return [text], max(FOOT_MIN_PT, min(LABEL_MIN_PT, fit))


def _fill(words: list[str], width_pt: float, size: float, metrics: TextMetrics):
    """``words`` filled greedily onto lines no wider than ``width_pt`` at ``size``; ``None``
    if a single word is wider."""
    lines: list[str] = []
    for word in words:
        if lines and metrics.width_pt(f"{lines[-1]} {word}", size) <= width_pt:
            lines[-1] = f"{lines[-1]} {word}"
        elif metrics.width_pt(word, size) <= width_pt:
            lines.append(word)
        else:
            return None
    return lines


def _stacked(
    kind: LabelKind,
    lines: list[str],
    centre: float,
    band: tuple[float, float],
    size: float,
    printable: tuple[float, float],
    metrics: TextMetrics,
) -> list[Label]:
    """``lines`` at ``size``, one under the other, centred on ``centre`` and in ``band``
    (low, high mm), each kept within ``printable``."""
    ascent, descent = metrics.ascent_descent_pt(size)
    step = pt_to_mm(ascent - descent)
    middle = (band[0] + band[1]) / 2
    first = mm_to_pt(middle + step * (len(lines) - 1) / 2) - (ascent + descent) / 2
    placed = []
    for index, line in enumerate(lines):
        half = pt_to_mm(metrics.width_pt(line, size)) / 2
        x = min(max(centre, printable[0] + half), printable[1] - half)
        placed.append(Label(kind, line, x, pt_to_mm(first) - index * step, size))
    return placed


def check_bar(left: float, low: float, high: float, text: str) -> tuple[list[Line], Label]:
    """A bar exactly ``CHECK_BAR_MM`` long from ``left`` with end ticks, to measure scale,
    in the band from ``low`` to ``high`` mm, with ``text`` over it."""
    right = left + CHECK_BAR_MM
    y = low + (high - low) * 0.3
    tick = min(1.2, (high - low) * 0.6)
    lines = _lines(
        "check_bar", [(left, y, right, y), *((x, y, x, y + tick) for x in (left, right))]
    )
    size = min(5.0, mm_to_pt(high - y) * 0.9)
    caption = Label("check_bar", text, (left + right) / 2, y + pt_to_mm(1.2), size)
    return lines, caption
