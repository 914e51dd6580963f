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
from functools import lru_cache, partial
from itertools import groupby
from typing import Any

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from ..render.facedata import FaceImage
from ..units import mm_to_pt
from .marks import CHECK_BAR_MM, Label, Line, check_bar
from .pageplan import Arc, PagePlan, PlacedCard
from .pdfimage import place_face, use_face
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
        return _width_pt(pdfmetrics.getFont(self.font), text, size_pt)

    def ascent_descent_pt(self, size_pt: float) -> tuple[float, float]:
        return _ascent_descent_pt(pdfmetrics.getFont(self.font), size_pt)


@lru_cache(maxsize=4096)
def _width_pt(font: Any, text: str, size_pt: float) -> float:
    """``text``'s width in ``font`` (a ReportLab font object) at ``size_pt``: the planner
    measures the same labels on every page, and ReportLab measures TrueType text in pure
    Python."""
    width: float = font.stringWidth(text, size_pt)
    return width


@lru_cache(maxsize=256)
def _ascent_descent_pt(font: Any, size_pt: float) -> tuple[float, float]:
    """``font``'s ascent and descent at ``size_pt`` (descent negative), as ReportLab's
    ``getAscentDescent`` gives them."""
    ascent, descent = pdfmetrics.getAscentDescent(font.fontName, size_pt)
    return ascent, descent


def draw_page(
    canvas: Canvas,
    plan: PagePlan,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    letters: Lettering,
) -> None:
    """Draw ``plan`` on ``canvas`` and end the page: ``faces`` by face id for fronts,
    ``back`` for backs, labels in ``letters``' font. To draw many pages on one canvas,
    :class:`PageWriter` writes each repeated piece once."""
    PageWriter(canvas, faces, back, letters).draw(plan)


Ops = tuple[str, ...]


class PageWriter:
    """Draws page plans on one canvas (:meth:`draw`), working each repeated piece out once.

    Sheets repeat themselves: every front page has the same crop marks, check bar and
    foot notes, and a card slot holds the same faces page after page. The content
    operators ReportLab writes for a piece (a card in its slot, the page's marks, one
    label) are kept the first time it is drawn, keyed by what it is, and appended as they
    are when it comes again; the result is byte for byte what drawing it again writes,
    without formatting the same numbers again. The kept operators name the canvas's fonts
    and images, so a writer serves one canvas only.
    """

    def __init__(
        self,
        canvas: Canvas,
        faces: Mapping[str, FaceImage],
        back: FaceImage,
        letters: Lettering,
    ) -> None:
        self.canvas, self.faces, self.back, self.letters = canvas, faces, back, letters
        self._kept: dict[object, Ops] = {}

    def draw(self, plan: PagePlan) -> None:
        """Draw ``plan`` on the canvas and end the page (see :func:`draw_page`)."""
        canvas = self.canvas
        canvas.saveState()
        canvas.setStrokeColorCMYK(0, 0, 0, 1)
        canvas.setFillColorCMYK(0, 0, 0, 1)
        for card in plan.cards:
            face = self.faces[card.card_id] if card.side == "front" and card.card_id else self.back
            name = use_face(canvas, face)  # in this page's resources, embedded once
            where = (card.x_mm, card.y_mm, card.width_mm, card.height_mm, card.clip)
            self._once(("card", name, where), partial(_place, canvas, name, card))
        kinds = {line.kind for line in plan.marks}
        captions = tuple(label for label in plan.labels if label.kind in kinds)
        labels = [label for label in plan.labels if label.kind not in kinds]
        furniture = (plan.marks, captions, plan.arcs)
        self._once(("marks", *furniture), partial(self._marks, *furniture))
        for label in labels:
            self._once(("label", label), partial(self._label, label))
        canvas.restoreState()
        canvas.showPage()

    def _once(self, key: object, draw: Callable[[], None]) -> None:
        """Append the operators kept for ``key``, or ``draw()`` and keep what it wrote.
        ``draw`` must leave the graphics state as it found it (``q`` … ``Q``) or set what
        it relies on itself (a label its font)."""
        code = self.canvas._code
        kept = self._kept.get(key)
        if kept is not None:
            code.extend(kept)
            return
        start = len(code)
        draw()
        self._kept[key] = tuple(code[start:])

    def _marks(self, marks: tuple[Line, ...], captions: tuple[Label, ...], arcs: tuple[Arc, ...]):
        """The page's marks grouped by kind, each group with its captions, then ``arcs``."""
        rest = list(captions)
        for (kind, _), run in groupby(marks, key=lambda line: (line.kind, line.frame)):
            lines = list(run)
            mine = [label for label in rest if label.kind == kind]
            rest = [label for label in rest if label.kind != kind]
            _MARKS[kind](self.canvas, lines, mine, self.letters)
        _arcs(self.canvas, arcs)

    def _label(self, label: Label) -> None:
        self.canvas.setFont(self.letters.font, label.size_pt)
        _text(self.canvas, label, self.letters)


def _place(canvas: Canvas, name: str, card: PlacedCard) -> None:
    """The image ``name`` where ``card`` says, clipped to its ``clip`` if it has one."""
    if card.clip is not None:  # neighbours share a cut line: show up to it only
        canvas.saveState()
        x0, y0, x1, y1 = (mm_to_pt(v) for v in card.clip)
        path = canvas.beginPath()
        path.rect(x0, y0, x1 - x0, y1 - y0)
        canvas.clipPath(path, stroke=0, fill=0)
    place_face(
        canvas,
        name,
        mm_to_pt(card.x_mm),
        mm_to_pt(card.y_mm),
        mm_to_pt(card.width_mm),
        mm_to_pt(card.height_mm),
    )
    if card.clip is not None:
        canvas.restoreState()


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
