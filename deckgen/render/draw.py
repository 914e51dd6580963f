"""Drawing primitives for supersampled card faces.

Internal. Pillow's ImageDraw does not anti-alias shapes, so faces are drawn at
``SUPERSAMPLE`` times their final size and reduced with a box filter: every output pixel
averages SUPERSAMPLE² samples, which gives smooth edges.

Two (four samples a pixel) rather than three: at print resolution (300 dpi, a pixel
0.085 mm) the edges look the same side by side, and every drawing operation, the
reduction and the back's rotation touch 2.25 times fewer pixels, which cut the render
time of classic-112 by about 40 % (issue 19). Glyphs are anti-aliased by FreeType itself.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFont

SUPERSAMPLE = 2  # see above; the render cache key covers this module's code
Point = tuple[float, float]


def ellipse_points(
    cx: float,
    cy: float,
    half_w: float,
    half_h: float,
    angle_deg: float,
    start_deg: float = 0.0,
    end_deg: float = 360.0,
    steps: int = 180,
) -> list[Point]:
    """Points on an ellipse of semi-axes (half_w, half_h) turned clockwise by ``angle_deg``.

    ``start_deg``/``end_deg`` select an arc in the ellipse's own parameter angle
    (0° = right end of the unrotated horizontal axis, increasing clockwise on screen).
    """
    theta = math.radians(angle_deg)
    cos_t, sin_t = math.cos(theta), math.sin(theta)
    points = []
    for i in range(steps + 1):
        t = math.radians(start_deg + (end_deg - start_deg) * i / steps)
        x, y = half_w * math.cos(t), half_h * math.sin(t)
        points.append((cx + x * cos_t - y * sin_t, cy + x * sin_t + y * cos_t))
    return points


def rotate_points(points: Sequence[Point], cx: float, cy: float, angle_deg: float) -> list[Point]:
    """``points`` turned clockwise (on screen, y down) by ``angle_deg`` around (cx, cy)."""
    theta = math.radians(angle_deg)
    cos_t, sin_t = math.cos(theta), math.sin(theta)
    return [
        (cx + (x - cx) * cos_t - (y - cy) * sin_t, cy + (x - cx) * sin_t + (y - cy) * cos_t)
        for x, y in points
    ]


def outlined_polygon(
    draw: ImageDraw.ImageDraw, points: Sequence[Point], fill: str, ink: str, outline_px: float
) -> None:
    """Fill ``points`` with ``fill`` inside an ``ink`` outline ``outline_px`` wide outside it."""
    if outline_px > 0:
        draw.polygon(points, fill=ink)
        # past the first point once more, so the closing vertex gets its joint too (Pillow
        # joins only inner vertices: a closed outline had a notch where it closed)
        closed = [*points, points[0], points[1 % len(points)]]
        draw.line(closed, fill=ink, width=round(2 * outline_px), joint="curve")
    draw.polygon(points, fill=fill)


def text_ink_box(
    font: ImageFont.FreeTypeFont, text: str, stroke_px: int = 0
) -> tuple[float, float, float, float]:
    """The ink bounding box (left, top, right, bottom) of ``text`` drawn at (0, 0), anchor 'ls'."""
    return font.getbbox(text, anchor="ls", stroke_width=stroke_px)


def draw_text_centred(
    draw: ImageDraw.ImageDraw,
    text: str,
    font: ImageFont.FreeTypeFont,
    cx: float,
    cy: float,
    fill: str,
    ink: str | None = None,
    stroke_px: int = 0,
    shadow_px: float = 0,
) -> tuple[float, float, float, float]:
    """Draw ``text`` with its ink box centred on (cx, cy); return that box in canvas pixels.

    ``stroke_px`` outlines the glyphs in ``ink``; ``shadow_px`` adds an ``ink`` copy offset
    down-right under them, kept out of the glyphs' counters (:func:`shadow_mask`).
    """
    left, top, right, bottom = text_ink_box(font, text, stroke_px)
    x = cx - (left + right) / 2
    y = cy - (top + bottom) / 2
    if shadow_px and ink:
        at, mask = shadow_mask(text, font, x, y, stroke_px, shadow_px)
        draw.bitmap(at, mask, fill=ink)
    draw.text(
        (x, y),
        text,
        font=font,
        fill=fill,
        anchor="ls",
        stroke_width=stroke_px,
        stroke_fill=ink if stroke_px else None,
    )
    return (x + left, y + top, x + right, y + bottom)


COUNTER_REDUCE = 4
"""How many times smaller the copy is on which :func:`shadow_mask` finds the counters."""


def shadow_mask(
    text: str, font: ImageFont.FreeTypeFont, x: float, y: float, stroke_px: int, shadow_px: float
) -> tuple[tuple[int, int], Image.Image]:
    """The drop shadow of ``text`` drawn at (x, y) (canvas px, anchor 'ls', outline
    ``stroke_px`` wide): its outlined glyphs moved ``shadow_px`` down and right, less every
    counter of the glyphs drawn at (x, y), i.e. the light left inside a closed loop (a 6's,
    9's, 8's, 0's, an "O"'s). A counter keeps the light colour it is drawn on: with the
    shadow in it, a 6 read as a blob at arm's length (native readers 16).

    Returns ((left, top), mask): an "L" mask (255: shadow) to draw at that canvas pixel.
    """
    left, top, right, bottom = text_ink_box(font, text, stroke_px)
    x0, y0 = math.floor(x + left) - 2, math.floor(y + top) - 2  # 2 px of air all round
    size = (math.ceil(right - left + shadow_px) + 5, math.ceil(bottom - top + shadow_px) + 5)
    glyphs, shadow = Image.new("L", size, 0), Image.new("L", size, 0)
    for image, dx in ((glyphs, 0.0), (shadow, shadow_px)):
        ImageDraw.Draw(image).text(
            (x - x0 + dx, y - y0 + dx), text, font=font, fill=255, anchor="ls",
            stroke_width=stroke_px, stroke_fill=255,
        )  # fmt: skip
    # the counters: light the glyphs enclose, i.e. not reached from the border's air. Pillow's
    # flood fill is pure Python (0.37 s for a 700 px "6"), so it runs on a copy
    # COUNTER_REDUCE times smaller where a cell is ink only if all its pixels are ink: a gap
    # in the ink stays open (light it reaches stays outside: no shadow is lost that way),
    # and the full-size light pixels of the cells it does not reach are the counters.
    ink = glyphs.point(lambda v: 255 if v else 0)
    small = ink.reduce(COUNTER_REDUCE).point(lambda v: 255 if v == 255 else 0)
    ImageDraw.floodfill(small, (0, 0), 128)
    enclosed = small.point(lambda v: 255 if v == 0 else 0).resize(
        (small.width * COUNTER_REDUCE, small.height * COUNTER_REDUCE), Image.Resampling.NEAREST
    )
    counters = ImageChops.subtract(enclosed.crop((0, 0, *size)), ink)
    return (x0, y0), ImageChops.subtract(shadow, counters)
