"""Drawn symbols for hand-moving cards, and the shapes that name colours.

Internal. Like :mod:`.symbols`, each function draws into a box of half-size ``r`` pixels
centred on (cx, cy), filled with ``fill`` and outlined in ``ink`` by ``outline_px``.
Colour shapes (circle, triangle, …) let a player who cannot tell the colours apart
match cards by shape; a style assigns one to each colour (``color_shapes``).
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from .draw import Point, outlined_polygon, rotate_points
from .symbols import _arrow, rounded_rect_points


def _polar(cx: float, cy: float, radius: float, angle_deg: float) -> Point:
    a = math.radians(angle_deg)
    return cx + radius * math.cos(a), cy + radius * math.sin(a)


def _arc_arrow(
    cx: float, cy: float, r_mid: float, half_w: float, start: float, end: float
) -> list[Point]:
    """A ring segment from ``start`` to ``end`` (degrees, clockwise) ending in a head."""
    steps = 24
    outer = [_polar(cx, cy, r_mid + half_w, start + (end - start) * i / steps) for i in range(25)]
    inner = [_polar(cx, cy, r_mid - half_w, end - (end - start) * i / steps) for i in range(25)]
    head = [
        _polar(cx, cy, r_mid + 2.3 * half_w, end),
        _polar(cx, cy, r_mid, end + 38),
        _polar(cx, cy, r_mid - 2.3 * half_w, end),
    ]
    return [*outer, *head, *inner]


def draw_shuffle_hands(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: str,
    ink: str,
    outline_px: float,
    with_cards: bool = True,
) -> None:
    """Two arrows chasing each other round a circle (all hands go round and are dealt
    again), with a small stack of cards inside when ``with_cards``."""
    r_mid, half_w = 0.76 * r, 0.1 * r
    for start in (200.0, 20.0):
        outlined_polygon(
            draw, _arc_arrow(cx, cy, r_mid, half_w, start, start + 118), fill, ink, outline_px
        )
    if with_cards:
        for i, tilt in enumerate((-18.0, 0.0, 18.0)):
            card = rounded_rect_points(cx, cy - 0.04 * r * i, 0.2 * r, 0.3 * r, 0.05 * r)
            outlined_polygon(
                draw, rotate_points(card, cx, cy + 0.3 * r, tilt), fill, ink, outline_px
            )


def draw_swap_hands(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: str,
    ink: str,
    outline_px: float,
    with_cards: bool = True,
) -> None:
    """Two level arrows in opposite directions (⇄): two hands change places. With
    ``with_cards``, a pair of small cards stands at each end (the two hands)."""
    span = 1.05 * r if with_cards else 1.9 * r
    arrow = _arrow(span, 0.11 * r, 0.34 * r, 0.27 * r)
    for direction, dy in ((1, -0.24 * r), (-1, 0.24 * r)):
        shape = [(cx + direction * x, cy + dy + y) for x, y in arrow]
        outlined_polygon(draw, shape, fill, ink, outline_px)
    if not with_cards:
        return
    for side in (-1, 1):
        hx = cx + side * 0.86 * r
        for tilt in (-12.0, 12.0):
            card = rounded_rect_points(hx, cy, 0.13 * r, 0.21 * r, 0.04 * r)
            outlined_polygon(
                draw, rotate_points(card, hx, cy + 0.24 * r, side * tilt), fill, ink, outline_px
            )


def _regular(cx: float, cy: float, r: float, n: int, start_deg: float = -90) -> list[Point]:
    return [_polar(cx, cy, r, start_deg + 360 * i / n) for i in range(n)]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[Point]:
    """The outline of a colour shape of half-size ``r``; the areas look about equal."""
    if shape == "circle":
        return _regular(cx, cy, 0.88 * r, 48)
    if shape == "triangle":
        return [(x, y + 0.14 * r) for x, y in _regular(cx, cy, 1.12 * r, 3)]
    if shape == "square":
        return _regular(cx, cy, 1.06 * r, 4, -45)
    if shape == "diamond":
        return [(cx, cy - 1.05 * r), (cx + 0.8 * r, cy), (cx, cy + 1.05 * r), (cx - 0.8 * r, cy)]
    if shape == "hexagon":
        return _regular(cx, cy, 0.95 * r, 6, 0)
    if shape == "star":
        return [_polar(cx, cy, (1.1 if i % 2 == 0 else 0.48) * r, -90 + 36 * i) for i in range(10)]
    if shape == "cross":
        a, b = 0.32 * r, 0.95 * r
        return [
            (cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a),
            (cx + b, cy + a), (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b),
            (cx - a, cy + a), (cx - b, cy + a), (cx - b, cy - a), (cx - a, cy - a),
        ]  # fmt: skip
    raise ValueError(f"unknown shape {shape!r}")


def draw_colour_shape(
    draw: ImageDraw.ImageDraw,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    fill: str,
    ink: str,
    outline_px: float,
) -> None:
    """One colour shape, filled and outlined."""
    outlined_polygon(draw, shape_points(shape, cx, cy, r), fill, ink, outline_px)


MIN_SHAPE_CONTRAST = 4.5  # WCAG 2 AA for text; the shapes stand in for colour, so read as text


def _luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance (0–1) of a ``#RRGGBB`` colour (sRGB)."""
    channels = []
    for i in (1, 3, 5):
        c = int(hex_colour[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2 contrast ratio (1–21) between two ``#RRGGBB`` colours."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def legible_fill(field: str, *candidates: str) -> str:
    """The first of ``candidates`` (hex) reaching ``MIN_SHAPE_CONTRAST`` against ``field``,
    else the one with the highest contrast: a colour-blind shape's fill on that field."""
    for colour in candidates:
        if contrast_ratio(colour, field) >= MIN_SHAPE_CONTRAST:
            return colour
    return max(candidates, key=lambda colour: contrast_ratio(colour, field))
