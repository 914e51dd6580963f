"""The emblem of a card face: the tilted ellipse, or the wild colour wheel, with the value,
label or symbol in it, drawable at any scale.

Internal; drawn by :mod:`.card` (full size, centred) and by :mod:`.textface` (smaller,
above a rule text). Both import it from here, so neither imports the other.
"""

from __future__ import annotations

import math

from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageOps

from ..definitions.model import Face
from .canvas import Canvas, tilted_extent
from .draw import Point, draw_text_centred, ellipse_points, outlined_polygon, text_ink_box
from .fonts import pil_font
from .images import load_image
from .shapes import draw_colour_shape, legible_fill, shape_points
from .symbols import draw_card_fan, draw_colour_wheel
from .symboltable import SYMBOLS, symbol_kind

CAP_HEIGHT_EM = 0.714  # Noto Sans cap/figure height as a fraction of the em
UNDERLINED_RANKS = (6, 9)  # game facts: 6 and 9 are underlined so they can't be confused
SHADOW_STROKES = 1.6  # the big label's drop shadow: this many outline widths down and right,
# kept out of the counters (draw.shadow_mask)
SHAPE_SECTOR_RADIUS = 0.85  # colour shapes sit near the wheel's rim, clear of a label
LABEL_AIR_MM = 1.5  # a wide custom label keeps this clear of the content box's sides
LABEL_RIM_AIR_MM = 0.6  # the big label's ink keeps this clear of its ellipse's rim
MAX_FAN_CARDS = 4  # a coloured draw card fans at most this many cards of its colour
FAN_NUMBER_HEIGHT = 0.62  # of the value height: "+N" over a fan that does not count it
PLATE_RADIUS = 1.55  # a colour-blind shape over a picture stands on a disc this much larger


def fan_count(face: Face, deck_colours: int) -> int:
    """How many small cards a draw card's fan shows: one per deck colour on a wild draw
    card, else as many as it makes draw, up to :data:`MAX_FAN_CARDS`; 0 if it draws none."""
    draw = face.card_type.effect.draw
    if draw <= 0 or face.rank is not None:
        return 0
    return max(deck_colours, 1) if face.card_type.wild else min(draw, MAX_FAN_CARDS)


class Emblem:
    """The ellipse (or wheel) of a face with its content, drawable at any scale."""

    def __init__(
        self, canvas: Canvas, face: Face, wheel: list[str], wheel_names: list[str]
    ) -> None:
        self.canvas, self.face, self.wheel, self.wheel_names = canvas, face, wheel, wheel_names
        self.style = canvas.style
        self.colour = self.style.color_of(face.color) if face.color else None
        self.min_label_px = 0.0  # a label is drawn at least this tall (faces with a rule)
        # outline of the ellipse being drawn, less the label's air: the label keeps inside
        self._ellipse: list[Point] | None = None

    @property
    def fan(self) -> int:
        """Small cards in this face's draw-card fan (0: not a draw card)."""
        kind = symbol_kind(self.face.card_type)
        return fan_count(self.face, len(self.wheel)) if kind in (None, "draw_two", "wild") else 0

    @property
    def shows_wheel(self) -> bool:
        """True for a wild card whose emblem is the colour wheel (draw cards show a fan, a
        card type with its own picture the plain ellipse)."""
        card_type = self.face.card_type
        return (
            card_type.wild and card_type.symbol == "wild" and not self.fan and not card_type.image
        )

    def draw(
        self, cx: float, cy: float, scale: float, content: bool = True, plain: bool = False
    ) -> None:
        """Ellipse and content centred on (cx, cy), ``scale`` × the full-size emblem;
        ``plain``: the white ellipse even where the face would show the wheel."""
        style, draw = self.style, self.canvas.draw
        half_w, half_h = (a * scale for a in self.canvas.ellipse_axes)
        angle = style.ellipse_angle_deg
        if self.shows_wheel and not plain:
            sep = self.canvas.spx(0.8) * scale
            draw_colour_wheel(draw, cx, cy, half_w, half_h, angle, self.wheel, style.ellipse, sep)
            self._sector_shapes(cx, cy, half_w, half_h, scale)
        elif in_panel(self.face) and not plain:
            # the picture fills the panel (draw_panel_picture): no ellipse over it
            self._end_shapes(cx, cy, half_h, scale, plate=True)
            return
        else:
            points = ellipse_points(cx, cy, half_w, half_h, angle)
            edge = self.canvas.px(style.ellipse_outline_mm) * scale
            outlined_polygon(draw, points, style.ellipse, self.colour or style.ink, edge)
            if self.face.card_type.image is not None and not in_panel(self.face):
                self._picture(cx, cy, half_w - edge, half_h - edge)
                self._end_shapes(cx, cy, half_h, scale, plate=True)
                return  # the picture is the content; the corners still name the card
            self._end_shapes(cx, cy, half_h, scale)
        if content:
            air = self.canvas.px(LABEL_RIM_AIR_MM) * scale
            self._ellipse = ellipse_points(cx, cy, half_w - air, half_h - air, angle)
            self._content(cx, cy, scale)
            self._ellipse = None

    def _picture(self, cx: float, cy: float, half_w: float, half_h: float) -> None:
        """The card type's own picture, scaled to cover the ellipse of semi-axes
        (``half_w``, ``half_h``) and clipped to it (transparent parts show the ellipse)."""
        path = self.face.card_type.image
        assert path is not None
        angle = self.style.ellipse_angle_deg
        extent_x, extent_y = tilted_extent(half_w, half_h, angle)
        box = (
            round(cx - extent_x),
            round(cy - extent_y),
            round(cx + extent_x),
            round(cy + extent_y),
        )
        size = (max(box[2] - box[0], 1), max(box[3] - box[1], 1))
        picture = ImageOps.fit(load_image(path, self.style.ellipse), size, Image.Resampling.LANCZOS)
        mask = Image.new("L", size, 0)
        outline = ellipse_points(cx - box[0], cy - box[1], half_w, half_h, angle)
        ImageDraw.Draw(mask).polygon(outline, fill=255)
        self.canvas.image.paste(picture, box[:2], mask)

    def _content(self, cx: float, cy: float, scale: float) -> None:
        face, style, draw = self.face, self.style, self.canvas.draw
        value_px = self.canvas.spx(style.value_height_mm) * scale
        outline = value_px * 0.045
        fill = self.colour or style.ellipse
        symbol = SYMBOLS.get(symbol_kind(face.card_type) or "")
        if self.fan:
            self._draw_card(cx, cy, value_px, outline)
        elif face.rank is not None:
            self.value(face.value_text, cx, cy, value_px, fill, face.rank in UNDERLINED_RANKS)
        elif symbol is not None and symbol.emblem is not None:
            r, tilt = value_px * symbol.emblem, style.ellipse_angle_deg / 2
            symbol.draw(draw, cx, cy, r, fill, style.ink, outline, False, tilt)
        elif face.value_text:  # a custom label: as large as the content box's width allows
            self.value(face.value_text, cx, cy, value_px * 0.8, fill, False, wide=True)
        elif not self.shows_wheel and face.card_type.id not in ("blank", "customizable"):
            self.value(face.card_type.name, cx, cy, value_px * 0.3, fill, False)

    def _draw_card(self, cx: float, cy: float, value_px: float, outline: float) -> None:
        """The one look of every draw card: small cards fanned in the card's colour (a wild
        draw card: one in each of the deck's colours), and its "+N" big over the fan when
        the fan does not count the cards drawn (a +10, a Wild Draw Four of a 3-colour
        deck). The corners always carry the "+N"."""
        face, style = self.face, self.style
        fills = self.wheel if face.card_type.wild else [self.colour or style.ink] * self.fan
        r, tilt = value_px * 0.7, style.ellipse_angle_deg / 2
        draw_card_fan(self.canvas.draw, cx, cy, r, fills[: self.fan], style.ink, outline, tilt)
        if self.fan != face.card_type.effect.draw:
            text = face.value_text or f"+{face.card_type.effect.draw}"
            self.value(text, cx, cy + value_px * 0.12, value_px * FAN_NUMBER_HEIGHT,
                       style.ellipse, False)  # fmt: skip

    def value(
        self,
        text: str,
        cx: float,
        cy: float,
        height_px: float,
        fill: str,
        underline: bool,
        *,
        wide: bool = False,
    ) -> None:
        """The big value: glyphs ``height_px`` (canvas px) tall in ``fill`` with an ink
        outline and a drop shadow, narrowed to 80 % of the ellipse's width (a label above a
        rule text first grown to ``min_label_px``; ``wide``, a custom label: narrowed only
        to the content box), then made smaller until every pixel of its ink (outline,
        shadow and underline included) lies inside the ellipse being drawn,
        ``LABEL_RIM_AIR_MM`` clear of its rim (newcomer 9, L2: a "+10" above a rule text
        ran past its small ellipse). Called outside :meth:`draw`, it is not fitted."""
        style = self.style
        full_width = self.canvas.ellipse_axes[0] * 1.6
        max_width = full_width * height_px / self.canvas.spx(style.value_height_mm)
        if wide:
            box_left, _, box_right, _ = self.canvas.content_box
            full_width = box_right - box_left - 2 * self.canvas.px(LABEL_AIR_MM)
            max_width = full_width
        if self.face.rank is None and height_px < self.min_label_px:
            height_px = self.min_label_px  # above a rule text: as large as its ellipse holds
            max_width = full_width
        max_width = min(max_width, full_width)
        font = pil_font(style.fonts.value, round(height_px / CAP_HEIGHT_EM))
        left, _, right, _ = font.getbbox(text, anchor="ls")
        if right - left > max_width:
            font = pil_font(style.fonts.value, round(font.size * max_width / (right - left)))
        if self._ellipse is not None:
            font = _fitted(text, font, cx, cy, self._ellipse, underline)
        stroke = _stroke(font)
        cy -= underline_lift(font, text) if underline else 0  # digit and bar centred
        box = draw_text_centred(
            self.canvas.draw, text, font, cx, cy, fill, style.ink, stroke,
            shadow_px=stroke * SHADOW_STROKES,
        )  # fmt: skip
        if underline:
            self._underline(box, fill, stroke)

    def _underline(self, box: tuple[float, float, float, float], fill: str, stroke: float) -> None:
        left, top_px, right, bottom = box
        upper, lower = bar_offsets(bottom - top_px, stroke)
        inset = (right - left) * 0.12
        top, low = bottom + upper, bottom + lower
        bar = [(left + inset, top), (right - inset, top), (right - inset, low), (left + inset, low)]
        outlined_polygon(self.canvas.draw, bar, fill, self.style.ink, stroke)

    def _end_shapes(
        self, cx: float, cy: float, half_h: float, scale: float, plate: bool = False
    ) -> None:
        """Colour-blind aid: the colour's shape at both ends of the ellipse's long axis;
        ``plate``: each on a disc of the ellipse's colour, edged in the ink, so a picture
        under it never takes its contrast (the fill is chosen against that colour)."""
        shape = self.style.color_shapes.get(self.face.color or "")
        if not shape or not self.colour:
            return
        r = self.canvas.spx(3.4) * scale
        ink = self.style.ink
        fill = legible_fill(self.style.ellipse, self.colour, "#FFFFFF", ink)
        for end in (-1, 1):
            x, y = _axis_point(cx, cy, half_h * 0.8 * end, self.style.ellipse_angle_deg)
            if plate:
                disc = shape_points("circle", x, y, r * PLATE_RADIUS)
                outlined_polygon(self.canvas.draw, disc, self.style.ellipse, ink, r * 0.1)
            draw_colour_shape(self.canvas.draw, shape, x, y, r, fill, ink, r * 0.16)

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
            field = self.style.color_of(name)  # the sector the shape stands on
            fill = legible_fill(field, self.style.ellipse, self.style.ink)
            ink = self.style.ink
            draw_colour_shape(self.canvas.draw, shapes[name], x, y, r, fill, ink, r * 0.2)


def in_panel(face: Face) -> bool:
    """True if ``face``'s card type puts its own picture in the panel
    (``image_area: panel``) instead of the ellipse."""
    return face.card_type.image is not None and face.card_type.image_area == "panel"


def draw_panel_picture(canvas: Canvas, face: Face) -> None:
    """The card type's picture of a face with ``image_area: panel``, scaled to cover the
    coloured field (a bordered style's rounded panel; else the whole card, bleed included),
    centred and cut to it; transparent parts show the field. Other faces: nothing. Raises
    :class:`~deckgen.errors.ImageError` as :func:`~deckgen.render.images.load_image`."""
    path = face.card_type.image
    if path is None or not in_panel(face):
        return
    if canvas.panelled:
        left, top, right, bottom = (round(v) for v in canvas.panel_box)
        outline = [(x - left, y - top) for x, y in canvas.panel_points()]
    else:
        left, top, right, bottom = 0, 0, canvas.image.width, canvas.image.height
        outline = [(0, 0), (right, 0), (right, bottom), (0, bottom)]
    size = (max(right - left, 1), max(bottom - top, 1))
    picture = ImageOps.fit(load_image(path, canvas.field), size, Image.Resampling.LANCZOS)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).polygon(outline, fill=255)
    canvas.image.paste(picture, (left, top), mask)


def bar_offsets(height: float, stroke: float) -> tuple[float, float]:
    """Top and bottom (px below a digit's ink box, its outline included; ``height``: that
    box's height, ``stroke``: its outline width) of the bar under a 6 or 9: clear of the
    drop shadow by an outline width and 4 % of the height, so the bar never touches the
    digit's shadow (it read as a pedestal, native readers 15), 8 % of the height thick."""
    top = stroke * (SHADOW_STROKES + 1) + height * 0.04
    return top, top + height * 0.08


def underline_lift(font: ImageFont.FreeTypeFont, text: str) -> float:
    """How far (px) an underlined 6 or 9 in ``font`` is raised so that digit and bar
    (:meth:`Emblem._underline`) are centred together: half the bar's reach below the
    digit's ink box, outline included."""
    stroke = _stroke(font)
    top, bottom = text_ink_box(font, text, stroke)[1::2]
    return (bar_offsets(bottom - top, stroke)[1] + stroke) / 2


def _stroke(font: ImageFont.FreeTypeFont) -> int:
    """The big label's outline width in px for ``font`` (5 % of its cap height)."""
    return max(1, round(font.size * CAP_HEIGHT_EM * 0.05))


def _fitted(
    text: str,
    font: ImageFont.FreeTypeFont,
    cx: float,
    centre_y: float,
    ellipse: list[Point],
    underline: bool,
) -> ImageFont.FreeTypeFont:
    """``font``, or the largest smaller size of the same face, whose ``text`` drawn as
    :meth:`Emblem.value` draws it, centred on (cx, centre_y) (outline, drop shadow and,
    with ``underline``, the bar under a 6 or 9, the two raised together by
    :func:`underline_lift`), puts no pixel outside the polygon ``ellipse``
    (canvas px). Probes the glyphs' pixels, not their box: an italic "7" whose box
    corners poke past a tilted ellipse still fits it."""

    def fits(size: int) -> bool:
        candidate = font.font_variant(size=size)
        stroke = _stroke(candidate)
        left, top, right, bottom = text_ink_box(candidate, text, stroke)
        cy = centre_y - (underline_lift(candidate, text) if underline else 0)
        shadow = stroke * SHADOW_STROKES
        upper, lower = bar_offsets(bottom - top, stroke)
        extra = lower + 2 * stroke if underline else 0  # room for the bar
        x0, y0 = math.floor(cx - (right - left) / 2) - 2, math.floor(cy - (bottom - top) / 2) - 2
        size_px = (
            math.ceil(right - left + shadow) + 5,
            math.ceil(bottom - top + shadow + extra) + 5,
        )
        ink = Image.new("L", size_px, 0)
        pen = ImageDraw.Draw(ink)
        origin = (cx - (left + right) / 2 - x0, cy - (top + bottom) / 2 - y0)
        for dx in (0, shadow):
            pen.text((origin[0] + dx, origin[1] + dx), text, font=candidate, fill=255,
                     anchor="ls", stroke_width=stroke, stroke_fill=255)  # fmt: skip
        if underline:  # the bar of :meth:`Emblem._underline`, its outline included
            box_left, box_bottom = cx - (right - left) / 2 - x0, cy + (bottom - top) / 2 - y0
            inset = (right - left) * 0.12
            pen.rectangle(
                (box_left + inset - stroke, box_bottom + upper - stroke,
                 box_left + right - left - inset + stroke, box_bottom + lower + stroke),
                fill=255,
            )  # fmt: skip
        inside = Image.new("L", size_px, 0)
        ImageDraw.Draw(inside).polygon([(x - x0, y - y0) for x, y in ellipse], fill=255)
        outside = ImageChops.subtract(ink, inside)
        return outside.getbbox() is None

    if fits(round(font.size)):
        return font
    low, high = 1, round(font.size)  # fits(high) is False
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return font.font_variant(size=low)


def _axis_point(cx: float, cy: float, distance: float, angle_deg: float) -> tuple[float, float]:
    """The point ``distance`` px along the ellipse's tilted vertical axis (negative: up)."""
    t = 90 if distance > 0 else 270
    return ellipse_points(cx, cy, 0, abs(distance), angle_deg, t, t, 1)[0]
