"""The card back: the deck's name across a tilted ellipse, or the deck's own image.

Internal; :func:`deckgen.render_back` is public.
"""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, ImageColor, ImageDraw, ImageOps

from ..cardsize import DEFAULT_CARD_SIZE, CardSize
from ..definitions.model import Deck
from ..text.scripts import words as split_words
from .canvas import Canvas, tilted_extent
from .draw import draw_text_centred, ellipse_points, outlined_polygon
from .fonts import missing_characters, pil_font
from .images import load_image
from .shapes import contrast_ratio
from .style import BackStyle, CardStyle
from .text import check_layout_engine

NAME_FALLBACK_FONT = "DeckgenThai-Bold.ttf"  # Noto Sans Thai Bold merged with Latin

BACK_TEXT_ANGLE_DEG = 22  # the name on the back rises to the right, across the ellipse
BACK_ELLIPSE_GROWTH = (1.05, 1.02)  # the back's ellipse is a little fuller than the faces'
# back.look ink-light (print review V5): white rim and pale tints of the back's colours
# (the share of the colour mixed into white), edged by lines of the full colours
WHITE = "#FFFFFF"
LIGHT_PANEL_TINT = 0.06
LIGHT_ELLIPSE_TINT = 0.16
LIGHT_RIM_MM = 0.5  # the panel's edge line
LIGHT_ELLIPSE_EDGE_MM = 0.9  # the ellipse's edge line, as thick as the light faces' one


def render_back(
    deck: Deck,
    style: CardStyle,
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = 300,
    back_image: Path | None = None,
    lang: str = "en",
) -> Image.Image:
    """Render the card back as an RGB image, the same pixel size as a face.

    Without an image: the style's back field, a tilted ellipse and the deck's name for the
    back in ``lang`` (:meth:`~deckgen.Deck.back_text_in`) across it; a style with a
    ``border`` (``classic``) draws the field as the faces' rounded panel inside that
    border, so fronts and backs share the rim. The style's ``back.look: ink-light`` draws
    the same design as lines round pale tints on white (a line where the panel's edge
    is, a pale ellipse edged in its colour, the name without its shadow), for inkjets.
    ``back_image`` (or
    else the style's ``back.image``), a PNG or JPEG, covers
    the whole back including bleed, upright as a viewer shows it, scaled to fill and
    centred, its transparent parts showing the back field; the name is drawn over it if the
    style's ``back.show_name``. Raises :class:`RenderError` for a bad dpi, and its subclass
    :class:`~deckgen.errors.ImageError` for an image that cannot be used (see
    :func:`~deckgen.render.images.load_image`).
    """
    back = style.back
    image_path = back_image or back.image
    light = image_path is None and back.look == "ink-light"
    rim = style.border if image_path is None else None  # a picture covers the whole back
    canvas = Canvas.new(size, style, dpi, WHITE if light else rim or back.field)
    if light:  # the rim and panel of the standard back, drawn as a line round a pale field
        canvas.draw_panel(tint(back.field, LIGHT_PANEL_TINT), line_colour(back), LIGHT_RIM_MM)
    elif rim:  # a bordered style's back has the faces' white rim, as a real deck's backs do
        canvas.draw_panel(back.field)
    cx, cy = canvas.centre
    edge = canvas.px(LIGHT_ELLIPSE_EDGE_MM) if light else 0.0  # drawn outside the ellipse
    half_w, half_h = _back_axes(canvas, edge)
    if image_path is not None:
        picture = load_image(Path(image_path), background=back.field)  # what it lies on
        fitted = ImageOps.fit(picture, canvas.image.size, Image.Resampling.LANCZOS)
        canvas.image.paste(fitted, (0, 0))
    else:
        points = ellipse_points(cx, cy, half_w, half_h, style.ellipse_angle_deg)
        if light:
            # a pale ellipse colour (the light style's) is edged in the line colour instead
            strong = contrast_ratio(back.ellipse, WHITE) >= 3
            line = back.ellipse if strong else line_colour(back)
            pale = tint(back.ellipse, LIGHT_ELLIPSE_TINT)
            outlined_polygon(canvas.draw, points, pale, line, edge)
        else:
            canvas.draw.polygon(points, fill=back.ellipse)
    text = deck.back_text_in(lang)
    if back.show_name and text.strip():
        _draw_name(canvas, text, half_w, half_h, not light)  # shadow: standard look
    return canvas.finish()


def tint(colour: str, share: float) -> str:
    """``colour`` (``#RRGGBB``) mixed into white, ``share`` (0-1) of it: a pale tint."""
    channels = ImageColor.getrgb(colour)[:3]
    return "#" + "".join(f"{round(255 - (255 - c) * share):02X}" for c in channels)


def line_colour(back: BackStyle) -> str:
    """The back's colour that stands out most on white (field, ellipse or text): the line
    drawn round an ink-light back's panel (the near-black field of the classic back)."""
    return max((back.field, back.ellipse, back.text), key=lambda c: contrast_ratio(c, WHITE))


def _back_axes(canvas: Canvas, edge_px: float) -> tuple[float, float]:
    """The face ellipse grown a little, then shrunk again if it (and an edge line
    ``edge_px`` wide outside it) would leave the safe area."""
    half_w, half_h = canvas.ellipse_axes
    half_w, half_h = half_w * BACK_ELLIPSE_GROWTH[0], half_h * BACK_ELLIPSE_GROWTH[1]
    extent_x, extent_y = tilted_extent(half_w, half_h, canvas.style.ellipse_angle_deg)
    left, top, _, _ = canvas.content_box
    cx, cy = canvas.centre
    scale = min(1.0, (cx - left - edge_px) / extent_x, (cy - top - edge_px) / extent_y)
    return half_w * scale, half_h * scale


def _draw_name(canvas: Canvas, name: str, half_w: float, half_h: float, shadow: bool) -> None:
    style, back = canvas.style, canvas.style.back
    lines = _split_name(name)
    layer_w, layer_h = round(half_w * 2.2), round(half_h * 2)
    max_w = half_w * 1.9
    font_name = _name_font(style.fonts.value, name)
    font = pil_font(font_name, round(canvas.spx(15)))
    widest = max(_width(font, line) for line in lines)
    if widest > max_w:
        font = pil_font(font_name, max(8, round(font.size * max_w / widest)))
    layer = Image.new("RGBA", (layer_w, layer_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    stroke = max(1, round(font.size * 0.05))
    line_h = font.size * 1.05
    for i, line in enumerate(lines):
        y = layer_h / 2 + (i - (len(lines) - 1) / 2) * line_h
        draw_text_centred(
            draw, line, font, layer_w / 2, y, back.text, style.ink, stroke,
            shadow_px=stroke * 1.5 if shadow else 0,
        )  # fmt: skip
    turned, left, top, width, height = rotate_inked(layer, BACK_TEXT_ANGLE_DEG)
    cx, cy = canvas.centre
    at = (round(cx - width / 2) + left, round(cy - height / 2) + top)
    canvas.image.paste(turned, at, turned)


def rotate_inked(layer: Image.Image, angle_deg: float) -> tuple[Image.Image, int, int, int, int]:
    """The part of ``layer.rotate(angle_deg, BICUBIC, expand=True)`` that holds ink.

    Returns ``(part, left, top, width, height)``: ``part`` is the window at (``left``,
    ``top``) px of the whole rotated image, which would be ``width`` × ``height`` px, with
    the same pixels (the same affine matrix as Pillow's, only its origin moved). A name's
    layer is mostly clear; resampling all of it was the costliest step of a back.
    """
    w, h = layer.size
    angle = -math.radians(angle_deg)
    a, b = round(math.cos(angle), 15), round(math.sin(angle), 15)
    d, e = -b, a
    cx, cy = w / 2, h / 2
    c, f = a * -cx + b * -cy + cx, d * -cx + e * -cy + cy  # Image.rotate's matrix

    def forward(x: float, y: float) -> tuple[float, float]:  # source -> rotated (A^T)
        return a * (x - c) + d * (y - f), b * (x - c) + e * (y - f)

    corners = [forward(x, y) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
    nw = math.ceil(max(x for x, _ in corners)) - math.floor(min(x for x, _ in corners))
    nh = math.ceil(max(y for _, y in corners)) - math.floor(min(y for _, y in corners))
    c, f = a * -(nw - w) / 2 + b * -(nh - h) / 2 + c, d * -(nw - w) / 2 + e * -(nh - h) / 2 + f
    box = layer.getbbox()
    if box is None:
        return Image.new(layer.mode, (1, 1)), 0, 0, nw, nh
    margin = 3  # the bicubic kernel reaches 2 px
    ink = [forward(x, y) for x in (box[0], box[2]) for y in (box[1], box[3])]
    left = max(0, math.floor(min(x for x, _ in ink)) - margin)
    top = max(0, math.floor(min(y for _, y in ink)) - margin)
    right = min(nw, math.ceil(max(x for x, _ in ink)) + margin)
    bottom = min(nh, math.ceil(max(y for _, y in ink)) + margin)
    matrix = (a, b, a * left + b * top + c, d, e, d * left + e * top + f)
    part = layer.transform(
        (right - left, bottom - top), Image.Transform.AFFINE, matrix, Image.Resampling.BICUBIC
    )
    return part, left, top, nw, nh


def _name_font(value_font: str, name: str) -> str:
    """The style's font for values, unless it lacks a glyph of ``name`` (a Thai deck name)
    that the bundled Thai font (Latin included) has; Thai is shaped (raqm), so it is checked
    for."""
    if not missing_characters(value_font, name) or missing_characters(NAME_FALLBACK_FONT, name):
        return value_font
    check_layout_engine(name, "the card back's name")
    return NAME_FALLBACK_FONT


def _width(font, text: str) -> float:
    left, _, right, _ = font.getbbox(text, anchor="ls")
    return right - left


def _split_name(text: str) -> list[str]:
    """One line for short names; two, split at the space nearest the middle, for long ones;
    a name written with a line break ("Night\\nOwls") is split there."""
    if "\n" in text:
        return [line.strip() for line in text.split("\n") if line.strip()]
    words = split_words(text)  # never at a no-break space
    if len(text) <= 8 or len(words) < 2:
        return [text]
    best = min(
        range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
    )
    return [" ".join(words[:best]), " ".join(words[best:])]
