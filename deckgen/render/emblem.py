"""The emblem of a card face: the tilted ellipse, or the wild colour wheel, with the value,
label or symbol in it, drawable at any scale.

Internal; drawn by :mod:`.card` (full size, centred) and by :mod:`.textface` (smaller,
above a rule text). Both import it from here, so neither imports the other.
"""

from __future__ import annotations

from ..definitions.model import Face
from .canvas import Canvas
from .draw import draw_text_centred, ellipse_points, outlined_polygon
from .fonts import pil_font
from .shapes import draw_colour_shape
from .symbols import draw_colour_wheel
from .symboltable import SYMBOLS, symbol_kind

CAP_HEIGHT_EM = 0.714  # Noto Sans cap/figure height as a fraction of the em
UNDERLINED_RANKS = (6, 9)  # game facts: 6 and 9 are underlined so they can't be confused
SHAPE_SECTOR_RADIUS = 0.85  # colour shapes sit near the wheel's rim, clear of a label


class Emblem:
    """The ellipse (or wheel) of a face with its content, drawable at any scale."""

    def __init__(
        self, canvas: Canvas, face: Face, wheel: list[str], wheel_names: list[str]
    ) -> None:
        self.canvas, self.face, self.wheel, self.wheel_names = canvas, face, wheel, wheel_names
        self.style = canvas.style
        self.colour = self.style.color_of(face.color) if face.color else None

    @property
    def shows_wheel(self) -> bool:
        return self.face.card_type.wild and self.face.card_type.symbol == "wild"

    def draw(self, cx: float, cy: float, scale: float, content: bool = True) -> None:
        """Ellipse and content centred on (cx, cy), ``scale`` × the full-size emblem."""
        style, draw = self.style, self.canvas.draw
        half_w, half_h = (a * scale for a in self.canvas.ellipse_axes)
        angle = style.ellipse_angle_deg
        if self.shows_wheel:
            sep = self.canvas.spx(0.8) * scale
            draw_colour_wheel(draw, cx, cy, half_w, half_h, angle, self.wheel, style.ellipse, sep)
            self._sector_shapes(cx, cy, half_w, half_h, scale)
        else:
            points = ellipse_points(cx, cy, half_w, half_h, angle)
            edge = self.canvas.px(style.ellipse_outline_mm) * scale
            outlined_polygon(draw, points, style.ellipse, self.colour or style.ink, edge)
            self._end_shapes(cx, cy, half_h, scale)
        if content:
            self._content(cx, cy, scale)

    def _content(self, cx: float, cy: float, scale: float) -> None:
        face, style, draw = self.face, self.style, self.canvas.draw
        value_px = self.canvas.spx(style.value_height_mm) * scale
        outline = value_px * 0.045
        fill = self.colour or style.ellipse
        symbol = SYMBOLS.get(symbol_kind(face.card_type) or "")
        if face.rank is not None:
            self.value(face.value_text, cx, cy, value_px, fill, face.rank in UNDERLINED_RANKS)
        elif symbol is not None and symbol.emblem is not None:
            r, tilt = value_px * symbol.emblem, style.ellipse_angle_deg / 2
            symbol.draw(draw, cx, cy, r, fill, style.ink, outline, False, tilt)
        elif face.value_text:
            self.value(face.value_text, cx, cy, value_px * 0.8, fill, False)
        elif not self.shows_wheel and face.card_type.id not in ("blank", "customizable"):
            self.value(face.card_type.name, cx, cy, value_px * 0.3, fill, False)

    def value(
        self, text: str, cx: float, cy: float, height_px: float, fill: str, underline: bool
    ) -> None:
        """The big value: glyphs in ``fill`` with an ink outline and a drop shadow, narrowed
        to fit inside the ellipse."""
        style = self.style
        font = pil_font(style.fonts.value, round(height_px / CAP_HEIGHT_EM))
        max_width = (
            self.canvas.ellipse_axes[0] * 1.6 * height_px / self.canvas.spx(style.value_height_mm)
        )
        max_width = min(max_width, self.canvas.ellipse_axes[0] * 1.6)
        left, _, right, _ = font.getbbox(text, anchor="ls")
        if right - left > max_width:
            font = pil_font(style.fonts.value, round(font.size * max_width / (right - left)))
        stroke = max(1, round(font.size * CAP_HEIGHT_EM * 0.05))
        box = draw_text_centred(
            self.canvas.draw, text, font, cx, cy, fill, style.ink, stroke, shadow_px=stroke * 1.6
        )
        if underline:
            self._underline(box, fill, stroke)

    def _underline(self, box: tuple[float, float, float, float], fill: str, stroke: float) -> None:
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
        outlined_polygon(self.canvas.draw, bar, fill, self.style.ink, stroke)

    def _end_shapes(self, cx: float, cy: float, half_h: float, scale: float) -> None:
        """Colour-blind aid: the colour's shape at both ends of the ellipse's long axis."""
        shape = self.style.color_shapes.get(self.face.color or "")
        if not shape or not self.colour:
            return
        r = self.canvas.spx(3.4) * scale
        for end in (-1, 1):
            x, y = _axis_point(cx, cy, half_h * 0.8 * end, self.style.ellipse_angle_deg)
            draw_colour_shape(
                self.canvas.draw, shape, x, y, r, self.colour, self.style.ink, r * 0.16
            )

    def _sector_shapes(
        self, cx: float, cy: float, half_w: float, half_h: float, scale: float
    ) -> None:
        """Colour-blind aid: each sector of the wheel carries its colour's shape."""
        shapes = self.style.color_shapes
        if not shapes or not self.wheel_names:
            return
        sweep = 360 / len(self.wheel_names)
        r = self.canvas.spx(2.6) * scale
        for i, name in enumerate(self.wheel_names):
            if name not in shapes:
                continue
            mid = 180 + (i + 0.5) * sweep
            x, y = ellipse_points(
                cx,
                cy,
                half_w * SHAPE_SECTOR_RADIUS,
                half_h * SHAPE_SECTOR_RADIUS,
                self.style.ellipse_angle_deg,
                mid,
                mid,
                1,
            )[0]
            draw_colour_shape(
                self.canvas.draw, shapes[name], x, y, r, self.style.ellipse, self.style.ink, r * 0.2
            )


def _axis_point(cx: float, cy: float, distance: float, angle_deg: float) -> tuple[float, float]:
    """The point ``distance`` px along the ellipse's tilted vertical axis (negative: up)."""
    t = 90 if distance > 0 else 270
    return ellipse_points(cx, cy, 0, abs(distance), angle_deg, t, t, 1)[0]
