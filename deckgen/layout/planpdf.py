"""Draw page plans with ReportLab: the only place the sheets' geometry meets a canvas.

Internal. :func:`draw_page` draws one :class:`~deckgen.layout.pageplan.PagePlan` as it
says, converting mm to points; the look of each kind of mark (line width, grey, dash) and
the font of the labels are decided here. Marks and labels are pure K (CMYK 0/0/0/k), so
on press they print from the black plate alone, never as four-colour black; lighter lines
(cut lines, fold line) are K tints. :class:`PdfTextMetrics` measures label text in
the font it is set in, for the planner.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import groupby

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from ..render.facedata import FaceImage
from ..units import mm_to_pt
from .marks import CHECK_BAR_MM, Label, Line, check_bar
from .pageplan import Arc, PagePlan
from .pdfimage import draw_face
from .sheettext import Lettering, draw_line

MARK_WIDTH_PT = 0.5
CUT_LINE_WIDTH_PT = 0.25
CUT_LINE_K = 0.55  # a K tint (as light as grey 0.45): a guide in the gap, not a mark
GAP_TICK_WIDTH_PT = 0.4
GAP_TICK_HALO_PT = 1.4  # a white line under the dark tick, so it shows on any colour
FOLD_WIDTH_PT = 0.4
FOLD_K = 0.65  # a K tint (as light as grey 0.35)
FOLD_DASH = (3, 2)
CHECK_BAR_WIDTH_PT = 0.6
CORNER_GUIDE_WIDTH_PT = 0.3  # thin: the punch cuts along it, little is left on the card


@dataclass(frozen=True)
class PdfTextMetrics:
    """Text widths and font heights of ReportLab font ``font`` (registered), in points."""

    font: str

    def width_pt(self, text: str, size_pt: float) -> float:
        return pdfmetrics.stringWidth(text, self.font, size_pt)

    def ascent_descent_pt(self, size_pt: float) -> tuple[float, float]:
        ascent, descent = pdfmetrics.getAscentDescent(self.font, size_pt)
        return ascent, descent


def draw_page(
    canvas: Canvas,
    plan: PagePlan,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    letters: Lettering,
) -> None:
    """Draw ``plan`` on ``canvas`` and end the page: ``faces`` by face id for fronts,
    ``back`` for backs, labels in ``letters``' font."""
    canvas.saveState()
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    for card in plan.cards:
        face = faces[card.card_id] if card.side == "front" and card.card_id else back
        if card.clip is not None:  # neighbours share a cut line: show up to it only
            canvas.saveState()
            x0, y0, x1, y1 = (mm_to_pt(v) for v in card.clip)
            path = canvas.beginPath()
            path.rect(x0, y0, x1 - x0, y1 - y0)
            canvas.clipPath(path, stroke=0, fill=0)
        draw_face(
            canvas,
            face,
            mm_to_pt(card.x_mm),
            mm_to_pt(card.y_mm),
            mm_to_pt(card.width_mm),
            mm_to_pt(card.height_mm),
        )
        if card.clip is not None:
            canvas.restoreState()
    labels = list(plan.labels)
    for (kind, _), run in groupby(plan.marks, key=lambda line: (line.kind, line.frame)):
        lines = list(run)
        captions = [label for label in labels if label.kind == kind]
        labels = [label for label in labels if label.kind != kind]
        _MARKS[kind](canvas, lines, captions, letters)
    _arcs(canvas, plan.arcs)
    for label in labels:
        canvas.setFont(letters.font, label.size_pt)
        _text(canvas, label, letters)
    canvas.restoreState()
    canvas.showPage()


def draw_check_bar(
    canvas: Canvas, left: float, low: float, high: float, letters: Lettering
) -> None:
    """The check bar from ``left`` in the band ``low`` to ``high`` mm (see
    :func:`~deckgen.layout.marks.check_bar`)."""
    lines, caption = check_bar(left, low, high, letters("check_bar", mm=f"{CHECK_BAR_MM:g}"))
    _check_bar(canvas, lines, [caption], letters)


def _cut(canvas: Canvas, lines: list[Line], _: list[Label], __: Lettering) -> None:
    _stroked(canvas, lines, CUT_LINE_WIDTH_PT, CUT_LINE_K)


def _gap(canvas: Canvas, lines: list[Line], _: list[Label], __: Lettering) -> None:
    """Gap ticks: dark lines on white halos, legible on any card colour."""
    canvas.saveState()
    canvas.setLineCap(0)  # butt ends: a tick stops exactly where it says
    for width, black in ((GAP_TICK_HALO_PT, 0.0), (GAP_TICK_WIDTH_PT, 1.0)):
        canvas.setLineWidth(width)
        canvas.setStrokeColorCMYK(0, 0, 0, black)
        _strokes(canvas, lines)
    canvas.restoreState()


def _crop(canvas: Canvas, lines: list[Line], _: list[Label], __: Lettering) -> None:
    _stroked(canvas, lines, MARK_WIDTH_PT, 1.0)  # registration-safe: the black plate only


def _stroked(canvas: Canvas, lines: list[Line], width_pt: float, black: float) -> None:
    """``lines`` stroked ``width_pt`` wide in a tint of black alone (CMYK 0/0/0/``black``)."""
    canvas.saveState()
    canvas.setLineWidth(width_pt)
    canvas.setStrokeColorCMYK(0, 0, 0, black)
    _strokes(canvas, lines)
    canvas.restoreState()


def _arcs(canvas: Canvas, arcs: tuple[Arc, ...]) -> None:
    """Corner guides: each arc stroked thin in pure K (0/0/0/1), like the crop marks."""
    if not arcs:
        return
    canvas.saveState()
    canvas.setLineWidth(CORNER_GUIDE_WIDTH_PT)
    canvas.setLineCap(0)  # butt ends: the arc ends on the trim edges
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    for arc in arcs:
        r = arc.radius_mm
        path = canvas.beginPath()
        path.arc(
            mm_to_pt(arc.cx_mm - r),
            mm_to_pt(arc.cy_mm - r),
            mm_to_pt(arc.cx_mm + r),
            mm_to_pt(arc.cy_mm + r),
            startAng=arc.start_deg,
            extent=arc.extent_deg,
        )
        canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def _fold(canvas: Canvas, lines: list[Line], captions: list[Label], letters: Lettering) -> None:
    canvas.saveState()
    canvas.setLineWidth(FOLD_WIDTH_PT)
    canvas.setStrokeColorCMYK(0, 0, 0, FOLD_K)
    canvas.setDash(*FOLD_DASH)
    _strokes(canvas, lines)
    for caption in captions:
        canvas.setFont(letters.font, caption.size_pt)
        canvas.setFillColorCMYK(0, 0, 0, FOLD_K)
        _text(canvas, caption, letters)
    canvas.restoreState()


def _check_bar(
    canvas: Canvas, lines: list[Line], captions: list[Label], letters: Lettering
) -> None:
    canvas.saveState()
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    canvas.setLineWidth(CHECK_BAR_WIDTH_PT)
    _strokes(canvas, lines)
    for caption in captions:
        canvas.setFont(letters.font, caption.size_pt)
        _text(canvas, caption, letters)
    canvas.restoreState()


_MARKS: dict[str, Callable[[Canvas, list[Line], list[Label], Lettering], None]] = {
    "cut": _cut,
    "gap": _gap,
    "crop": _crop,
    "fold": _fold,
    "check_bar": _check_bar,
}


def _strokes(canvas: Canvas, lines: list[Line]) -> None:
    for line in lines:
        canvas.line(
            mm_to_pt(line.x1_mm), mm_to_pt(line.y1_mm), mm_to_pt(line.x2_mm), mm_to_pt(line.y2_mm)
        )


def _text(canvas: Canvas, label: Label, letters: Lettering) -> None:
    """Set ``label`` in the current font (moving and turning the frame if it says so, for
    this label alone)."""
    turned = label.origin_mm is not None or bool(label.rotation)
    if turned:
        canvas.saveState()
    if label.origin_mm is not None:
        canvas.translate(mm_to_pt(label.origin_mm[0]), mm_to_pt(label.origin_mm[1]))
    if label.rotation:
        canvas.rotate(label.rotation)
    x_pt, y_pt = mm_to_pt(label.x_mm), mm_to_pt(label.y_mm)
    draw_line(
        canvas, x_pt, y_pt, label.text, shaping=letters.shaping, centre=label.align == "centre"
    )
    if turned:
        canvas.restoreState()
