"""Card faces and the card back as Pillow images.

Internal; :func:`deckgen.render_card` and :func:`deckgen.render_back` are public.
Faces are drawn at ``SUPERSAMPLE`` × the final resolution and reduced, for smooth edges.
Style lengths (value height, index height, safe area) are given for a 56 mm wide card and
scale with the card width.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..cardsize import DEFAULT_CARD_SIZE, CardSize
from ..definitions.model import Deck, Face
from ..errors import RenderError
from ..units import MM_PER_INCH, mm_to_px
from .draw import SUPERSAMPLE, draw_text_centred, ellipse_points, outlined_polygon
from .fonts import pil_font
from .style import CardStyle
from .symbols import draw_colour_wheel, draw_reverse, draw_skip, draw_small_cards

REFERENCE_WIDTH_MM = 56.0
CAP_HEIGHT_EM = 0.714  # Noto Sans cap/figure height as a fraction of the em
MIN_DPI, MAX_DPI = 72, 1200
UNDERLINED_RANKS = (6, 9)  # game facts: 6 and 9 are underlined so they can't be confused
BACK_TEXT_ANGLE_DEG = 22  # the name on the back rises to the right, across the ellipse


@dataclass
class _Canvas:
    """A supersampled drawing surface for one card, with mm → px helpers."""

    size: CardSize
    style: CardStyle
    dpi: int
    image: Image.Image
    draw: ImageDraw.ImageDraw

    @classmethod
    def new(cls, size: CardSize, style: CardStyle, dpi: int, field: str) -> _Canvas:
        if not MIN_DPI <= dpi <= MAX_DPI:
            raise RenderError(f"dpi {dpi} is out of range ({MIN_DPI}-{MAX_DPI})")
        width = mm_to_px(size.full_width_mm, dpi) * SUPERSAMPLE
        height = mm_to_px(size.full_height_mm, dpi) * SUPERSAMPLE
        image = Image.new("RGB", (width, height), field)
        return cls(size, style, dpi, image, ImageDraw.Draw(image))

    @property
    def px_per_mm(self) -> float:
        return self.dpi / MM_PER_INCH * SUPERSAMPLE

    def px(self, mm: float) -> float:
        """Absolute mm (card geometry) → supersampled px."""
        return mm * self.px_per_mm

    def spx(self, style_mm: float) -> float:
        """A style length (given for a 56 mm card) → supersampled px on this card."""
        return style_mm * self.size.width_mm / REFERENCE_WIDTH_MM * self.px_per_mm

    @property
    def centre(self) -> tuple[float, float]:
        return self.image.width / 2, self.image.height / 2

    @property
    def ellipse_axes(self) -> tuple[float, float]:
        return (
            self.px(self.size.width_mm) * self.style.ellipse_width_ratio / 2,
            self.px(self.size.height_mm) * self.style.ellipse_height_ratio / 2,
        )

    def finish(self) -> Image.Image:
        return self.image.reduce(SUPERSAMPLE)


def render_card(
    face: Face,
    style: CardStyle,
    deck_colors: Sequence[str],
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = 300,
) -> Image.Image:
    """Render one card face as an RGB image, bleed included.

    Returns an image of ``(mm_to_px(size.full_width_mm, dpi), mm_to_px(size.full_height_mm,
    dpi))`` pixels: 732 × 1098 for the default 56 × 87 mm card with 3 mm bleed at 300 dpi.
    ``deck_colors`` (colour names, in deck order) colour the wild wheel.
    Raises :class:`RenderError` for a dpi outside 72-1200 and :class:`TemplateError` if the
    style lacks a colour the face needs.
    """
    card_type = face.card_type
    field = style.color_of(face.color) if face.color else style.wild_field
    canvas = _Canvas.new(size, style, dpi, field)
    cx, cy = canvas.centre
    half_w, half_h = canvas.ellipse_axes
    wheel = [style.color_of(name) for name in deck_colors]
    if card_type.wild and card_type.symbol == "wild":
        draw_colour_wheel(
            canvas.draw,
            cx,
            cy,
            half_w,
            half_h,
            style.ellipse_angle_deg,
            wheel,
            style.ellipse,
            canvas.spx(0.8),
        )
    else:
        canvas.draw.polygon(
            ellipse_points(cx, cy, half_w, half_h, style.ellipse_angle_deg), fill=style.ellipse
        )
    _draw_centre(canvas, face, field, wheel)
    _draw_corners(canvas, face, wheel)
    return canvas.finish()


def _draw_centre(canvas: _Canvas, face: Face, field: str, wheel: list[str]) -> None:
    style, draw = canvas.style, canvas.draw
    cx, cy = canvas.centre
    value_px = canvas.spx(style.value_height_mm)
    outline = value_px * 0.045
    symbol = face.card_type.symbol
    if face.rank is not None:
        _draw_value(canvas, face.value_text, cx, cy, value_px, field, face.rank in UNDERLINED_RANKS)
    elif symbol == "skip":
        draw_skip(draw, cx, cy, value_px * 0.62, field, style.ink, outline)
    elif symbol == "reverse":
        draw_reverse(draw, cx, cy, value_px * 0.7, field, style.ink, outline)
    elif symbol == "draw_two":
        draw_small_cards(
            draw,
            cx,
            cy,
            value_px * 0.75,
            [field, field],
            style.ink,
            outline,
            style.ellipse_angle_deg / 2,
        )
    elif face.value_text:
        fill = field if not face.card_type.wild else style.ellipse
        _draw_value(canvas, face.value_text, cx, cy, value_px * 0.8, fill, False)


def _draw_value(
    canvas: _Canvas,
    text: str,
    cx: float,
    cy: float,
    height_px: float,
    fill: str,
    underline: bool,
) -> None:
    """The big value: coloured glyphs with an ink outline and a drop shadow."""
    style = canvas.style
    font = pil_font(style.fonts.value, round(height_px / CAP_HEIGHT_EM))
    # keep wide labels such as "+10" inside the ellipse
    max_width = canvas.ellipse_axes[0] * 1.6
    left, _, right, _ = font.getbbox(text, anchor="ls")
    if right - left > max_width:
        font = pil_font(style.fonts.value, round(font.size * max_width / (right - left)))
    stroke = max(1, round(font.size * CAP_HEIGHT_EM * 0.05))
    box = draw_text_centred(
        canvas.draw, text, font, cx, cy, fill, style.ink, stroke, shadow_px=stroke * 1.6
    )
    if underline:
        _underline(canvas, box, fill, stroke)


def _underline(
    canvas: _Canvas, box: tuple[float, float, float, float], fill: str, stroke: float
) -> None:
    left, _, right, bottom = box
    height = (box[3] - box[1]) * 0.08
    inset = (right - left) * 0.12
    top = bottom + height * 0.9
    bar = [
        (left + inset, top),
        (right - inset, top),
        (right - inset, top + height),
        (left + inset, top + height),
    ]
    outlined_polygon(canvas.draw, bar, fill, canvas.style.ink, stroke)


def _draw_corners(canvas: _Canvas, face: Face, wheel: list[str]) -> None:
    """The corner index top-left, and the same turned 180° bottom-right."""
    index = _corner_index(canvas, face, wheel)
    if index is None:
        return
    inset = round(canvas.px(canvas.size.bleed_mm) + canvas.spx(canvas.style.safe_mm))
    canvas.image.paste(index, (inset, inset), index)
    turned = index.transpose(Image.Transpose.ROTATE_180)
    canvas.image.paste(
        turned,
        (canvas.image.width - inset - turned.width, canvas.image.height - inset - turned.height),
        turned,
    )


def _corner_index(canvas: _Canvas, face: Face, wheel: list[str]) -> Image.Image | None:
    style = canvas.style
    height = canvas.spx(style.index_height_mm)
    symbol = face.card_type.symbol
    text = face.value_text
    font = pil_font(style.fonts.value, round(height / CAP_HEIGHT_EM))
    stroke = max(1, round(height * 0.09))
    text_w = 0.0
    if text:
        left, _, right, _ = font.getbbox(text, anchor="ls", stroke_width=stroke)
        text_w = right - left
    box_h = round(height * 1.45)
    box_w = round(max(box_h * 0.8, text_w + 2 * stroke))
    layer = Image.new("RGBA", (box_w, box_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    cx, cy = box_w / 2, box_h / 2
    if text:
        box = draw_text_centred(
            draw, text, font, cx, cy - height * 0.08, style.index_fill, style.ink, stroke
        )
        if face.rank in UNDERLINED_RANKS:
            left, _, right, bottom = box
            bar_top = bottom + height * 0.1
            draw.rectangle(
                (left + stroke, bar_top, right - stroke, bar_top + height * 0.1),
                fill=style.index_fill,
                outline=style.ink,
                width=max(1, stroke // 2),
            )
    elif symbol == "skip":
        draw_skip(draw, cx, cy, height * 0.5, style.index_fill, style.ink, stroke * 0.6)
    elif symbol == "reverse":
        draw_reverse(draw, cx, cy, height * 0.55, style.index_fill, style.ink, stroke * 0.6)
    elif symbol == "wild":
        draw_colour_wheel(
            draw,
            cx,
            cy,
            height * 0.36,
            height * 0.58,
            style.ellipse_angle_deg,
            wheel,
            style.ellipse,
            stroke * 0.5,
        )
    else:
        return None
    return layer


def render_back(
    deck: Deck, style: CardStyle, *, size: CardSize = DEFAULT_CARD_SIZE, dpi: int = 300
) -> Image.Image:
    """Render the card back: dark field, tilted ellipse, the deck's ``back_text`` across it.

    Same pixel size as :func:`render_card`. Raises :class:`RenderError` for a bad dpi.
    """
    back = style.back
    canvas = _Canvas.new(size, style, dpi, back.field)
    cx, cy = canvas.centre
    half_w, half_h = canvas.ellipse_axes
    canvas.draw.polygon(
        ellipse_points(cx, cy, half_w * 1.05, half_h * 1.02, style.ellipse_angle_deg),
        fill=back.ellipse,
    )
    lines = _split_name(deck.back_text)
    font_px = canvas.spx(15)
    layer_w, layer_h = round(half_w * 2.2), round(half_h * 2)
    max_w = half_w * 1.9
    font = pil_font(style.fonts.value, round(font_px))
    widest = max(_width(font, line) for line in lines)
    if widest > max_w:
        font = pil_font(style.fonts.value, max(8, round(font.size * max_w / widest)))
    layer = Image.new("RGBA", (layer_w, layer_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    stroke = max(1, round(font.size * 0.05))
    line_h = font.size * 1.05
    for i, line in enumerate(lines):
        y = layer_h / 2 + (i - (len(lines) - 1) / 2) * line_h
        draw_text_centred(
            draw, line, font, layer_w / 2, y, back.text, style.ink, stroke, shadow_px=stroke * 1.5
        )
    turned = layer.rotate(BACK_TEXT_ANGLE_DEG, resample=Image.Resampling.BICUBIC, expand=True)
    canvas.image.paste(
        turned, (round(cx - turned.width / 2), round(cy - turned.height / 2)), turned
    )
    return canvas.finish()


def _width(font, text: str) -> float:
    left, _, right, _ = font.getbbox(text, anchor="ls")
    return right - left


def _split_name(text: str) -> list[str]:
    """One line for short names; two, split at the space nearest the middle, for long ones."""
    words = text.split()
    if len(text) <= 8 or len(words) < 2:
        return [text]
    best = min(
        range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
    )
    return [" ".join(words[:best]), " ".join(words[best:])]
