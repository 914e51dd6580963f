"""The drawing surface of one card: supersampled pixels, mm helpers, safe area.

Internal. Style lengths (value height, index height) are given for a 56 mm wide card and
scale with the card width; the safe area (``style.safe_mm``) is absolute: nothing but the
field and the frame is drawn between it and the trim, so a cut a little off the line
never touches a symbol or a word.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..cardsize import CardSize
from ..errors import RenderError
from ..units import MM_PER_INCH, mm_to_px
from .draw import SUPERSAMPLE
from .style import CardStyle
from .symbols import rounded_rect_points

REFERENCE_WIDTH_MM = 56.0
MIN_DPI, MAX_DPI = 72, 1200
# a poker card with bleed at 1200 dpi is 15 million pixels; supersampled, 25 million already
# take about 700 MB while drawing, so a bigger card is refused rather than left to swap
MAX_CARD_PIXELS = 25_000_000
PANEL_PADDING_MM = 1.2  # air between a bordered style's panel edge and the indices
FRAME_AIR_MM = 1.2  # air between a light style's frame and the ellipse or indices (print.md D5)


@dataclass
class Canvas:
    """A supersampled drawing surface for one card, with mm → px helpers."""

    size: CardSize
    style: CardStyle
    dpi: int
    image: Image.Image
    draw: ImageDraw.ImageDraw
    field: str = "#FFFFFF"  # the colour inside the frame
    panelled: bool = False  # a bordered face: the content keeps clear of the panel's edge

    @classmethod
    def new(cls, size: CardSize, style: CardStyle, dpi: int, field: str) -> Canvas:
        """A card-sized canvas (bleed included) filled with ``field``.

        :meth:`draw_panel` then turns it into a bordered face (``field`` the border).

        Raises :class:`RenderError` for a dpi outside 72-1200 or a card of more than
        :data:`MAX_CARD_PIXELS` pixels (bleed included) at that dpi.
        """
        if not MIN_DPI <= dpi <= MAX_DPI:
            raise RenderError(f"dpi {dpi} is out of range ({MIN_DPI}-{MAX_DPI})")
        width, height = mm_to_px(size.full_width_mm, dpi), mm_to_px(size.full_height_mm, dpi)
        if width * height > MAX_CARD_PIXELS:
            largest = int(dpi * math.sqrt(MAX_CARD_PIXELS / (width * height)))
            raise RenderError(
                f"a {size.full_width_mm:g} x {size.full_height_mm:g} mm card at {dpi} dpi is "
                f"{width} x {height} px, more than {MAX_CARD_PIXELS // 1_000_000} million "
                f"pixels; use --dpi {largest} or less"
            )
        width, height = width * SUPERSAMPLE, height * SUPERSAMPLE
        image = Image.new("RGB", (width, height), field)
        return cls(size, style, dpi, image, ImageDraw.Draw(image), field)

    @property
    def px_per_mm(self) -> float:
        return self.dpi / MM_PER_INCH * SUPERSAMPLE

    @property
    def px_per_pt(self) -> float:
        return self.dpi / 72.0 * SUPERSAMPLE

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
    def safe_box(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the safe area in canvas px."""
        inset = self.px(self.size.bleed_mm + self.style.safe_mm)
        return inset, inset, self.image.width - inset, self.image.height - inset

    @property
    def content_box(self) -> tuple[float, float, float, float]:
        """The safe area less the frame and ``FRAME_AIR_MM`` of air inside it, inside the
        panel on a bordered face: where symbols and text may go."""
        frame_mm = self.style.frame_mm + FRAME_AIR_MM if self.style.frame_mm else 0.0
        frame = self.px(frame_mm)
        left, top, right, bottom = self.safe_box
        if self.panelled:
            inset = self.style.border_mm + PANEL_PADDING_MM - self.style.safe_mm
            frame = max(frame, self.px(inset))
        return left + frame, top + frame, right - frame, bottom - frame

    @property
    def panel_box(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of a bordered style's panel in canvas px."""
        inset = self.px(self.size.bleed_mm + self.style.border_mm)
        return inset, inset, self.image.width - inset, self.image.height - inset

    def draw_panel(self, field: str, outline: str | None = None, outline_mm: float = 0) -> None:
        """The field as a panel with rounded corners inside the style's border, edged by
        ``outline`` ``outline_mm`` wide (outside the panel's edge) if given."""
        if outline and outline_mm:  # a band between two rounded rectangles: no seams
            self.draw.polygon(self.panel_points(self.px(outline_mm)), fill=outline)
        self.draw.polygon(self.panel_points(), fill=field)
        self.field, self.panelled = field, True

    def panel_points(self, grow_px: float = 0) -> list[tuple[float, float]]:
        """The outline of a bordered style's panel (:attr:`panel_box`, its corners rounded
        by ``panel_radius_mm``), grown by ``grow_px`` on every side, in canvas px."""
        left, top, right, bottom = self.panel_box
        cx, cy = self.centre
        radius = self.px(self.style.panel_radius_mm)
        steps = max(8, round(radius / SUPERSAMPLE))  # smooth at any dpi
        half_w, half_h = (right - left) / 2 + grow_px, (bottom - top) / 2 + grow_px
        return rounded_rect_points(cx, cy, half_w, half_h, radius + grow_px, steps)

    @property
    def ellipse_axes(self) -> tuple[float, float]:
        """Semi-axes of the centre ellipse, shrunk if the tilted ellipse (and its outline)
        would reach past the content box."""
        half_w = self.px(self.size.width_mm) * self.style.ellipse_width_ratio / 2
        half_h = self.px(self.size.height_mm) * self.style.ellipse_height_ratio / 2
        extent_x, extent_y = tilted_extent(half_w, half_h, self.style.ellipse_angle_deg)
        margin = self.px(max(self.style.ellipse_outline_mm, 0.3))
        left, top, right, _ = self.content_box
        cx, cy = self.centre
        scale = min(1.0, (cx - left - margin) / extent_x, (cy - top - margin) / extent_y)
        return half_w * scale, half_h * scale

    def draw_frame(self, colour: str, keep_inside: bool = False) -> None:
        """A band ``style.frame_mm`` wide just inside the safe line (light styles);
        ``keep_inside``: only the band is painted (a picture fills the field), else the
        field colour is laid inside it again."""
        if not self.style.frame_mm:
            return
        left, top, right, bottom = self.safe_box
        cx, cy = self.centre
        radius = self.px(max(self.style.corner_radius_mm - self.style.safe_mm, 1.0))
        outer = rounded_rect_points(cx, cy, (right - left) / 2, (bottom - top) / 2, radius)
        band = self.px(self.style.frame_mm)
        inner = rounded_rect_points(
            cx, cy, (right - left) / 2 - band, (bottom - top) / 2 - band, max(radius - band, 1)
        )
        if keep_inside:
            band_mask = Image.new("L", self.image.size, 0)
            ImageDraw.Draw(band_mask).polygon(outer, fill=255)
            ImageDraw.Draw(band_mask).polygon(inner, fill=0)
            self.image.paste(colour, mask=band_mask)
            return
        self.draw.polygon(outer, fill=colour)
        self.draw.polygon(inner, fill=self.field)

    def finish(self) -> Image.Image:
        return self.image.reduce(SUPERSAMPLE)


def tilted_extent(half_w: float, half_h: float, angle_deg: float) -> tuple[float, float]:
    """Half-width and half-height of the bounding box of an ellipse turned by ``angle_deg``."""
    theta = math.radians(angle_deg)
    c, s = math.cos(theta), math.sin(theta)
    return math.hypot(half_w * c, half_h * s), math.hypot(half_w * s, half_h * c)
