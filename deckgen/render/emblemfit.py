"""The largest emblem that fits the free area above a text box.

Internal. The free area is a rectangle whose top-left corner is taken by the corner
index, an L shape. A wide index ("+10") leaves little room beside it on the card's centre
line, so the emblem may move right of the centre line or down below the index band,
whichever lets it grow most; it is then moved back towards the card's centre line and the
middle of the area as far as it still fits. All lengths are canvas px.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .canvas import tilted_extent
from .draw import ellipse_points

Box = tuple[float, float, float, float]
SEARCH_STEPS = 24  # bisection steps: 2^-24 of the range, far below a pixel
OUTLINE_STEPS = 180  # points tested along the emblem's rim


@dataclass(frozen=True)
class Placement:
    """Where to draw the emblem: centre (cx, cy) and scale of the full-size emblem."""

    cx: float
    cy: float
    scale: float


@dataclass(frozen=True)
class _Fit:
    area: Box
    blocked: tuple[float, float] | None  # (right, bottom) of the index band at area's corner
    axes: tuple[float, float]
    angle_deg: float
    margin: float

    def extent(self, scale: float) -> tuple[float, float]:
        ex, ey = tilted_extent(self.axes[0] * scale, self.axes[1] * scale, self.angle_deg)
        return ex + self.margin, ey + self.margin

    def fits(self, cx: float, cy: float, scale: float) -> bool:
        """True if the emblem (rim margin included) keeps clear of the index band.

        The emblem's bounding box lies inside the area by construction of the callers; the
        band holds the area's corner, which is outside the ellipse, so the emblem overlaps
        the band only if its rim crosses it, or if the band's inner corner pokes into it
        between two tested rim points.
        """
        if self.blocked is None:
            return True
        right, bottom = self.blocked
        half_w, half_h = (a * scale + self.margin for a in self.axes)
        if _inside(right, bottom, cx, cy, half_w, half_h, self.angle_deg):
            return False
        rim = ellipse_points(cx, cy, half_w, half_h, self.angle_deg, steps=OUTLINE_STEPS)
        return not any(x < right and y < bottom for x, y in rim)


def _inside(x: float, y: float, cx: float, cy: float, a: float, b: float, angle: float) -> bool:
    """True if (x, y) lies inside the ellipse of :func:`ellipse_points` with these values."""
    theta = math.radians(angle)
    dx, dy = x - cx, y - cy
    u = dx * math.cos(theta) + dy * math.sin(theta)  # turned back into the ellipse's frame
    v = -dx * math.sin(theta) + dy * math.cos(theta)
    return (u / a) ** 2 + (v / b) ** 2 < 1


def place_emblem(
    area: Box,
    index_band: tuple[float, float] | None,
    axes: tuple[float, float],
    angle_deg: float,
    *,
    margin: float,
    centre_x: float,
) -> Placement:
    """The largest placement (scale ≤ 1) of the tilted emblem inside ``area``.

    ``area`` is (left, top, right, bottom); ``index_band`` the (right, bottom) corner of
    the region at the area's top-left the emblem must avoid (the corner index and its
    gap), or ``None``; ``axes`` the full-size semi-axes; ``margin`` the room kept around
    the rim (its outline is drawn centred on the edge). Among equally large placements the
    one nearest ``centre_x`` and the area's middle height wins.
    """
    fit = _Fit(area, index_band, axes, angle_deg, margin)
    left, top, right, bottom = area

    def lowest_right(scale: float) -> tuple[float, float]:
        ex, ey = fit.extent(scale)
        return right - ex, bottom - ey

    def scale_fits(scale: float) -> bool:
        ex, ey = fit.extent(scale)
        if 2 * ex > right - left or 2 * ey > bottom - top:
            return False
        # moving right or down never brings the emblem nearer the top-left band
        return fit.fits(*lowest_right(scale), scale)

    scale = 1.0 if scale_fits(1.0) else _bisect(0.0, 1.0, scale_fits, want_high=True)
    ex, ey = fit.extent(scale)
    x_max, y_max = lowest_right(scale)
    x_min = _bisect(left + ex, x_max, lambda x: fit.fits(x, y_max, scale), want_high=False)
    cx = min(max(centre_x, x_min), x_max)
    y_min = _bisect(top + ey, y_max, lambda y: fit.fits(cx, y, scale), want_high=False)
    cy = min(max((top + bottom) / 2, y_min), y_max)
    return Placement(cx, cy, scale)


def _bisect(low: float, high: float, ok, *, want_high: bool) -> float:
    """The boundary of a monotone predicate on [low, high].

    ``want_high``: ``ok`` holds below some value — return the largest value that holds.
    Otherwise ``ok`` holds above some value — return the smallest value that holds (or
    ``high`` when only ``high`` is known to hold).
    """
    if not want_high and ok(low):
        return low
    good, bad = (low, high) if want_high else (high, low)
    for _ in range(SEARCH_STEPS):
        mid = (good + bad) / 2
        if ok(mid):
            good = mid
        else:
            bad = mid
    return good
