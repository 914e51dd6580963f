"""Faces that carry words: blanks to write on and cards with a rule text.

Internal. The emblem (ellipse or wheel, with the card's label or symbol) shrinks into the
upper part of the card; a box below holds the rule text, fitted to it (see :mod:`.text`),
or ruled lines to write a rule on by hand. The box keeps clear of the corner indices
and of the safe area.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..definitions.model import Face
from .canvas import Canvas, tilted_extent
from .corners import corner_index
from .symbols import rounded_rect_points
from .text import draw_layout, fit_text

if TYPE_CHECKING:
    from .card import Emblem

WRITING_TYPES = ("blank", "customizable")  # blanks meant to be written on by hand
BOX_TOP_FRACTION = 0.47  # of the content height: the emblem above, the text box below
WRITING_LINE_MM = 6.0  # ruled-line spacing for handwriting


def is_text_face(face: Face, lang: str) -> bool:
    """True for a face laid out with a text box: a rule text, or a blank to write on."""
    if face.rank is not None:
        return False
    text = face.card_type.rule_text_in(lang)
    return bool(text and text.strip()) or face.card_type.id in WRITING_TYPES


def text_box(canvas: Canvas, face: Face, wheel: list[str]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in canvas px of the box under the emblem."""
    left, top, right, bottom = canvas.content_box
    index = corner_index(canvas, face, wheel)
    index_h = index.height if index else 0
    gap = canvas.spx(1.5)
    edge = canvas.spx(0.35)  # the box's outline stays inside the content box too
    box_top = top + (bottom - top) * BOX_TOP_FRACTION
    return left + edge, box_top, right - edge, bottom - index_h - gap


def draw_text_face(canvas: Canvas, face: Face, emblem: Emblem, lang: str) -> None:
    """Draw the small emblem, the box and its rule text (or ruled lines) on ``canvas``.

    Raises :class:`RenderError` naming the card if the rule text does not fit.
    """
    style = canvas.style
    left, top, right, _ = canvas.content_box
    box = text_box(canvas, face, emblem.wheel)
    index = corner_index(canvas, face, emblem.wheel)
    gap = canvas.spx(1.5)
    cx = canvas.centre[0]
    extent_x, extent_y = tilted_extent(*canvas.ellipse_axes, style.ellipse_angle_deg)
    room_x = cx - left - (index.width if index else 0) - gap
    margin = canvas.spx(0.6)  # the wheel's rim line is drawn centred on its edge
    room_y = (box[1] - gap - top - margin) / 2
    scale = min(room_x / extent_x, room_y / extent_y, 1.0)
    emblem.draw(cx, top + margin + room_y, scale)
    _draw_box(canvas, box)
    padding = canvas.spx(1.8)
    inner = (box[0] + padding, box[1] + padding, box[2] - padding, box[3] - padding)
    text = (face.card_type.rule_text_in(lang) or "").strip()
    if not text:
        _draw_writing_lines(canvas, inner)
        return
    layout = fit_text(
        text,
        (inner[2] - inner[0], inner[3] - inner[1]),
        canvas.px_per_pt,
        fonts=(style.fonts.text, style.fonts.text_thai),
        max_pt=style.text.max_pt,
        min_pt=style.text.min_pt,
        line_spacing=style.text.line_spacing,
        where=f"card '{face.id}' ({lang})",
    )
    draw_layout(canvas.draw, layout, inner, style.text.color)


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
