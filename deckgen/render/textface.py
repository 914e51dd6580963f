"""Faces that carry words: blanks to write on and cards with a rule text.

Internal. A box in the lower part of the card holds the rule text, fitted to it (see
:mod:`.text`); the emblem (ellipse or wheel, with the card's label or symbol, the label
grown towards ``LABEL_OVER_INDEX`` × the corner index as far as it stays inside the
ellipse) takes the largest size that fits above it. Box and emblem keep clear of the
corner indices and of the safe area. A blank without a rule text is the full-size tilted
ellipse with ruled lines to write on.
"""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from ..definitions.model import Face
from .canvas import Canvas
from .corners import corner_index
from .draw import ellipse_points
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
LABEL_OVER_INDEX = 1.7  # a label above a rule text grows to this × the index (ellipse allowing)
WRITING_INSET = 0.8  # the writing lines keep to this part of the ellipse's axes
WHEEL_RIM_INSIDE = 0.88  # a Customizable's writing ellipse, of the wheel around it


def is_text_face(face: Face, lang: str) -> bool:
    """True for a face laid out with a text box: a rule text, or a blank to write on."""
    if face.rank is not None:
        return False
    text = face.card_type.rule_text_in(lang)
    return bool(text and text.strip()) or face.card_type.id in WRITING_TYPES


def text_box(canvas: Canvas, face: Face, wheel: list[str]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in canvas px of the largest box under the emblem.

    A box with a rule text may shrink from the top to fit its text (see
    :func:`draw_text_face`).
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
    text = (face.card_type.rule_text_in(lang) or "").strip()
    if not text:
        draw_writing_face(canvas, emblem)
        return
    # the catalog (and the validation it loads) only for a face that has words to set
    from ..text.catalog import own_text

    own = dict(face.card_type.rule_texts).get(lang)  # else English stands in
    text = own_text(text, lang if own else "en")
    box = text_box(canvas, face, emblem.wheel)
    padding = canvas.spx(1.8)
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
    draw_layout(canvas.draw, layout, inner, style.text.color)


def draw_writing_face(canvas: Canvas, emblem: Emblem) -> None:
    """A blank to write on: the full-size tilted white ellipse with ruled lines inside it,
    ``WRITING_LINE_MM`` apart; on a wild one (Customizable) inside a rim of the wheel's
    colours."""
    cx, cy = canvas.centre
    if emblem.shows_wheel:
        emblem.draw(cx, cy, 1.0, content=False)
        emblem.draw(cx, cy, WHEEL_RIM_INSIDE, content=False, plain=True)
    else:
        emblem.draw(cx, cy, 1.0, content=False, plain=True)
    half_w, half_h = (a * WRITING_INSET for a in canvas.ellipse_axes)
    inside = Image.new("L", canvas.image.size, 0)
    ImageDraw.Draw(inside).polygon(
        ellipse_points(cx, cy, half_w, half_h, canvas.style.ellipse_angle_deg), fill=255
    )
    lines = Image.new("L", canvas.image.size, 0)
    draw = ImageDraw.Draw(lines)
    step = canvas.spx(WRITING_LINE_MM)
    width = max(1, round(canvas.spx(0.25)))
    y = cy - step * (int(canvas.ellipse_axes[1] / step) + 0.5)
    while y < canvas.image.height:
        draw.line([(0, y), (canvas.image.width, y)], fill=255, width=width)
        y += step
    canvas.image.paste(canvas.style.text.rules, mask=ImageChops.multiply(lines, inside))


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
    emblem.min_label_px = canvas.spx(canvas.style.index_height_mm) * LABEL_OVER_INDEX
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
