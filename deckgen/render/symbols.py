"""Action symbols drawn as shapes: Skip, Reverse, the fan of draw cards, and the wild
colour wheel.

Internal. Each function draws into a square box of half-size ``r`` pixels centred on
(cx, cy), filled with ``fill`` and outlined in ``ink`` by ``outline_px`` pixels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from .draw import Point, ellipse_points, outlined_polygon, rotate_points


def _rect(cx: float, cy: float, half_len: float, half_w: float) -> list[Point]:
    return [
        (cx - half_len, cy - half_w),
        (cx + half_len, cy - half_w),
        (cx + half_len, cy + half_w),
        (cx - half_len, cy + half_w),
    ]


def draw_skip(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: str,
    ink: str,
    outline_px: float,
) -> None:
    """A ring with a slash from bottom-left to top-right (the Skip symbol)."""
    ring = 0.3 * r
    o = outline_px
    bar = rotate_points(_rect(cx, cy, r - ring / 2, ring / 2), cx, cy, -45)
    bar_ink = rotate_points(_rect(cx, cy, r - ring / 2 + o * 0.3, ring / 2 + o), cx, cy, -45)
    draw.ellipse(
        (cx - r - o, cy - r - o, cx + r + o, cy + r + o), outline=ink, width=round(ring + 2 * o)
    )
    draw.polygon(bar_ink, fill=ink)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=fill, width=round(ring))
    draw.polygon(bar, fill=fill)


def _arrow(length: float, shaft_half: float, head_len: float, head_half: float) -> list[Point]:
    half = length / 2
    neck = half - head_len
    return [
        (-half, -shaft_half),
        (neck, -shaft_half),
        (neck, -head_half),
        (half, 0),
        (neck, head_half),
        (neck, shaft_half),
        (-half, shaft_half),
    ]


def draw_reverse(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: str,
    ink: str,
    outline_px: float,
) -> None:
    """Two opposed arrows on a diagonal (the Reverse symbol)."""
    arrow = _arrow(1.9 * r, 0.17 * r, 0.62 * r, 0.42 * r)
    offset = 0.36 * r
    shapes = []
    for direction, dy in ((1, -offset), (-1, offset)):
        placed = [(cx + direction * x, cy + dy + y) for x, y in arrow]
        shapes.append(rotate_points(placed, cx, cy, -45))
    for shape in shapes:
        outlined_polygon(draw, shape, ink, ink, outline_px)
    for shape in shapes:
        draw.polygon(shape, fill=fill)


def rounded_rect_points(
    cx: float, cy: float, half_w: float, half_h: float, radius: float, steps: int = 8
) -> list[Point]:
    """The outline of a rounded rectangle as a polygon."""
    points: list[Point] = []
    corners = (
        (half_w - radius, -half_h + radius, 270),
        (half_w - radius, half_h - radius, 0),
        (-half_w + radius, half_h - radius, 90),
        (-half_w + radius, -half_h + radius, 180),
    )
    for ox, oy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            points.append((cx + ox + radius * math.cos(a), cy + oy + radius * math.sin(a)))
    return points


def draw_card_fan(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fills: Sequence[str],
    ink: str,
    outline_px: float,
    tilt_deg: float = 0.0,
) -> None:
    """``len(fills)`` small cards fanned like a hand, left to right, in a box of half-size
    ``r`` around (cx, cy), the whole fan turned by ``tilt_deg`` (the draw cards' symbol).
    """
    n = max(len(fills), 1)
    half_w, half_h = 0.33 * r, 0.5 * r
    spread = min(24.0 * (n - 1), 90.0)  # degrees between the outer cards
    pivot_y = cy + 0.95 * r  # the cards turn around a point below the fan, like a hand
    reach = pivot_y - cy + 0.1 * r  # pivot to a card's centre
    cards = []
    for i in range(n):
        angle = -spread / 2 + spread * i / max(n - 1, 1)
        card = rounded_rect_points(cx, pivot_y - reach, half_w, half_h, 0.12 * r, 6)
        card = rotate_points(card, cx, pivot_y, angle)
        cards.append(rotate_points(card, cx, cy, tilt_deg))
    # centred on (cx, cy) and no wider than 2r, no taller than 1.7r, however many cards
    xs = [x for card in cards for x, _ in card]
    ys = [y for card in cards for _, y in card]
    mid_x, mid_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    k = min(1.0, 2 * r / (max(xs) - min(xs)), 1.7 * r / (max(ys) - min(ys)))
    for card, fill in zip(cards, fills, strict=False):
        placed = [(cx + (x - mid_x) * k, cy + (y - mid_y) * k) for x, y in card]
        outlined_polygon(draw, placed, fill, ink, outline_px)


def draw_colour_wheel(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    half_w: float,
    half_h: float,
    angle_deg: float,
    fills: Sequence[str],
    separator: str,
    separator_px: float,
) -> None:
    """An ellipse split into ``len(fills)`` equal sectors (the wild symbol).

    The first colour takes the sector left of the top, the rest follow clockwise.
    """
    n = max(len(fills), 1)
    sweep = 360 / n
    for i, fill in enumerate(fills):
        start = 180 + i * sweep
        arc = ellipse_points(cx, cy, half_w, half_h, angle_deg, start, start + sweep, 60)
        draw.polygon([(cx, cy), *arc], fill=fill)
    if separator_px > 0:
        width = max(1, round(separator_px))
        for i in range(n):
            x, y = ellipse_points(
                cx, cy, half_w, half_h, angle_deg, 180 + i * sweep, 180 + i * sweep, 1
            )[0]
            draw.line([(cx, cy), (x, y)], fill=separator, width=width)
        outline = ellipse_points(cx, cy, half_w, half_h, angle_deg)
        draw.line(outline, fill=separator, width=width, joint="curve")
