"""Corner indices: the value, label or symbol small in two opposite corners.

Internal. The index sits at the top-left corner of the safe area and again, turned 180°,
at the bottom-right, so a card reads the same way up in a fanned hand. On colour-blind
styles the colour's shape stands under the index.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from ..definitions.model import Face
from .canvas import Canvas
from .draw import draw_text_centred, ellipse_points, outlined_polygon
from .emblem import in_panel
from .fonts import pil_font
from .shapes import draw_colour_shape, legible_fill
from .symbols import draw_colour_wheel, rounded_rect_points
from .symboltable import SYMBOLS, symbol_kind

WHITE = "#FFFFFF"
CAP_HEIGHT_EM = 0.714
UNDERLINED_RANKS = (6, 9)
MAX_INDEX_WIDTH_RATIO = 2.6  # of the index height: "+10" fits as is, longer labels shrink


def draw_corners(canvas: Canvas, face: Face, wheel: list[str]) -> None:
    """Paste the index top-left and, turned 180°, bottom-right, inside the safe area."""
    index = corner_index(canvas, face, wheel)
    if index is None:
        return
    left, top, right, bottom = (round(v) for v in canvas.content_box)
    canvas.image.paste(index, (left, top), index)
    turned = index.transpose(Image.Transpose.ROTATE_180)
    canvas.image.paste(turned, (right - turned.width, bottom - turned.height), turned)


def corner_index(canvas: Canvas, face: Face, wheel: list[str]) -> Image.Image | None:
    """The index of ``face`` as a transparent layer (canvas px), or ``None`` if it has none."""
    style = canvas.style
    height = canvas.spx(style.index_height_mm)
    fill = style.resolve(style.index_fill, face.color)
    text = face.value_text
    font = pil_font(style.fonts.value, round(height / CAP_HEIGHT_EM))
    stroke = max(1, round(height * 0.09))
    text_w = 0.0
    if text:
        left, _, right, _ = font.getbbox(text, anchor="ls", stroke_width=stroke)
        text_w = right - left
        widest = height * MAX_INDEX_WIDTH_RATIO
        if text_w > widest:  # a long label ("SWAP") shrinks rather than crowd the ellipse
            font = pil_font(style.fonts.value, max(1, round(font.size * widest / text_w)))
            left, _, right, _ = font.getbbox(text, anchor="ls", stroke_width=stroke)
            text_w = right - left
    shape = style.color_shapes.get(face.color or "")
    box_h = round(height * 1.45)
    box_w = round(max(box_h * 0.8, text_w + 2 * stroke))
    shape_h = round(height * 0.9) if shape else 0
    layer = Image.new("RGBA", (box_w, box_h + shape_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    cx, cy = box_w / 2, box_h / 2
    if in_panel(face):  # over a picture: the index on a plate of the card's own field
        edge = max(1.0, stroke * 0.5)
        plate = rounded_rect_points(
            cx, layer.height / 2, box_w / 2 - edge, layer.height / 2 - edge, height * 0.25
        )
        outlined_polygon(draw, plate, canvas.field, style.ink, edge)
    if not _draw_index(draw, face, text, font, cx, cy, height, fill, stroke, wheel, canvas):
        return None
    if shape and face.color:
        r = height * 0.36
        field = style.resolve(style.field, face.color)  # the shape stands on the card's field
        colour = legible_fill(field, style.color_of(face.color), WHITE, style.ink)
        draw_colour_shape(draw, shape, cx, box_h + r * 1.05, r, colour, style.ink, stroke * 0.5)
    return layer


def _draw_index(draw, face, text, font, cx, cy, height, fill, stroke, wheel, canvas) -> bool:
    """Draw the index content; ``False`` if this face has no index."""
    style = canvas.style
    kind = symbol_kind(face.card_type)
    symbol = SYMBOLS.get(kind or "")
    if text:
        box = draw_text_centred(draw, text, font, cx, cy - height * 0.08, fill, style.ink, stroke)
        if face.rank in UNDERLINED_RANKS:
            left, _, right, bottom = box
            bar_top = bottom + height * 0.1
            draw.rectangle(
                (left + stroke, bar_top, right - stroke, bar_top + height * 0.1),
                fill=fill,
                outline=style.ink,
                width=max(1, stroke // 2),
            )
    elif symbol is not None and symbol.corner is not None:
        symbol.draw(draw, cx, cy, height * symbol.corner, fill, style.ink, stroke * 0.6, True, 0)
    elif kind == "wild":
        draw_colour_wheel(
            draw, cx, cy, height * 0.36, height * 0.58, style.ellipse_angle_deg, wheel,
            style.ellipse, stroke * 0.5,
        )  # fmt: skip
    elif face.card_type.id == "blank":
        # a small tilted ellipse, like the big one, to write the card's value in by hand
        oval = ellipse_points(cx, cy, height * 0.36, height * 0.58, style.ellipse_angle_deg)
        outlined_polygon(draw, oval, style.ellipse, style.ink, max(1, stroke // 2))
    else:
        return False
    return True
