"""Faces that carry words: blanks to write on and cards with a rule text.

Internal. A box in the lower part of the card holds the rule text, fitted to it (see
:mod:`.text`), or ruled lines to write a rule on by hand; the emblem (ellipse or wheel,
with the card's label or symbol) takes the largest size that fits above it. Box and
emblem keep clear of the corner indices and of the safe area.
"""

from __future__ import annotations

from ..definitions.model import Face
from .canvas import Canvas
from .corners import corner_index
from .emblem import Emblem
from .emblemfit import place_emblem
from .symbols import rounded_rect_points
from .text import draw_layout, fit_text

Box = tuple[float, float, float, float]
WRITING_TYPES = ("blank", "customizable")  # blanks meant to be written on by hand
BOX_TOP_FRACTION = 0.47  # of the content height: the emblem above, the text box below
MIN_BOX_FRACTION = 0.22  # of the content height: a rule text's box shrinks no further
TEXT_AIR_MM = 2.0  # extra room above and below a rule text in its shrunk box
WRITING_LINE_MM = 6.0  # ruled-line spacing for handwriting


def is_text_face(face: Face, lang: str) -> bool:
    """True for a face laid out with a text box: a rule text, or a blank to write on."""
    if face.rank is not None:
        return False
    text = face.card_type.rule_text_in(lang)
    return bool(text and text.strip()) or face.card_type.id in WRITING_TYPES


def text_box(canvas: Canvas, face: Face, wheel: list[str]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in canvas px of the largest box under the emblem.

    A box with a rule text may shrink from the top to fit its text (see
    :func:`draw_text_face`); a box to write in keeps this size.
    """
    left, top, right, bottom = canvas.content_box
    index = corner_index(canvas, face, wheel)
    index_h = index.height if index else 0
    gap = canvas.spx(1.5)
    edge = canvas.spx(0.35)  # the box's outline stays inside the content box too
    box_top = top + (bottom - top) * BOX_TOP_FRACTION
    return left + edge, box_top, right - edge, bottom - index_h - gap


def draw_text_face(canvas: Canvas, face: Face, emblem: Emblem, lang: str) -> None:
    """Draw the emblem, the box and its rule text (or ruled lines) on ``canvas``.

    A rule text is fitted to the largest box (:func:`text_box`); if it fits there at the
    style's largest size the box shrinks to the text, down to ``MIN_BOX_FRACTION`` of the
    content height, giving the emblem more room. The emblem then takes the largest size
    that fits above the box and clear of the corner index (see :mod:`.emblemfit`).
    Raises :class:`RenderError` naming the card if the rule text does not fit.
    """
    style = canvas.style
    box = text_box(canvas, face, emblem.wheel)
    padding = canvas.spx(1.8)
    text = (face.card_type.rule_text_in(lang) or "").strip()
    layout = None
    if text:
        layout = fit_text(
            text,
            (box[2] - box[0] - 2 * padding, box[3] - box[1] - 2 * padding),
            canvas.px_per_pt,
            fonts=(style.fonts.text, style.fonts.text_thai),
            max_pt=style.text.max_pt,
            min_pt=style.text.min_pt,
            line_spacing=style.text.line_spacing,
            where=f"card '{face.id}' ({lang})",
        )
        box = _shrunk_to_text(canvas, box, layout.height_px + 2 * padding)
    _draw_emblem(canvas, face, emblem, box[1])
    _draw_box(canvas, box)
    inner = (box[0] + padding, box[1] + padding, box[2] - padding, box[3] - padding)
    if layout is None:
        _draw_writing_lines(canvas, inner)
    else:
        draw_layout(canvas.draw, layout, inner, style.text.color)


def _shrunk_to_text(canvas: Canvas, box: Box, needed_px: float) -> Box:
    """``box`` with its top lowered to ``needed_px`` above its bottom, within limits."""
    left, top, right, bottom = box
    content_h = canvas.content_box[3] - canvas.content_box[1]
    height = max(needed_px + canvas.spx(TEXT_AIR_MM), content_h * MIN_BOX_FRACTION)
    return left, max(top, bottom - height), right, bottom


def _draw_emblem(canvas: Canvas, face: Face, emblem: Emblem, box_top: float) -> None:
    """The largest emblem above ``box_top`` that keeps clear of the top-left index."""
    left, top, right, _ = canvas.content_box
    gap = canvas.spx(1.5)
    index = corner_index(canvas, face, emblem.wheel)
    band = (left + index.width + gap, top + index.height + gap) if index else None
    margin = canvas.spx(0.6)  # the wheel's rim line is drawn centred on its edge
    if not emblem.shows_wheel:  # an ellipse's outline is drawn outside its edge
        margin += canvas.px(canvas.style.ellipse_outline_mm)
    placement = place_emblem(
        (left, top, right, box_top - gap),
        band,
        canvas.ellipse_axes,
        canvas.style.ellipse_angle_deg,
        margin=margin,
        centre_x=canvas.centre[0],
    )
    emblem.draw(placement.cx, placement.cy, placement.scale)


def _draw_box(canvas: Canvas, box: tuple[float, float, float, float]) -> None:
    left, top, right, bottom = box
    radius = canvas.spx(2.0)
    points = rounded_rect_points(
        (left + right) / 2, (top + bottom) / 2, (right - left) / 2, (bottom - top) / 2, radius
    )
    edge = max(1, round(canvas.spx(0.35)))
    canvas.draw.polygon(points, fill=canvas.style.text.box)
    canvas.draw.line([*points, points[0]], fill=canvas.style.ink, width=edge, joint="curve")


def _draw_writing_lines(canvas: Canvas, inner: tuple[float, float, float, float]) -> None:
    left, top, right, bottom = inner
    step = canvas.spx(WRITING_LINE_MM)
    width = max(1, round(canvas.spx(0.2)))
    y = top + step
    while y <= bottom:
        canvas.draw.line([(left, y), (right, y)], fill=canvas.style.text.rules, width=width)
        y += step
