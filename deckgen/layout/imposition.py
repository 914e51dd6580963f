"""Imposition: page orientation, the front grid, and where each back goes for a duplex mode.

Internal. Lengths in mm, origin at the page's bottom-left corner.

Where a back goes is geometry, not convention. Turning a sheet over about an axis maps a
point to its mirror image across that axis; the printer prints the back page upright for
the flip it was told to expect. So for a flip about the page's long edge the back of a
card at ``x`` sits at ``page width − x − width`` when the page is portrait (the long edge
is vertical) and at ``page height − y − height`` when it is landscape; a short-edge flip is
the other way round. A fold-over sheet is the same mirror, across the fold line in the
middle of the page. Backs printed one-sided (``none``) are laid out as for the long edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import LayoutError
from .grid import Box, Grid, Placement, grid_in, no_fit_message
from .printlayout import PrintLayout

FOLD_CLEAR_MM = 1.0  # kept free each side of the fold line (marks room comes on top)


@dataclass(frozen=True)
class Imposition:
    """A layout resolved onto a page: ``page_mm`` as laid out (landscape is wider).

    ``mirror_axis`` is ``"x"`` (backs at ``W − x − w``) or ``"y"`` (backs at
    ``H − y − h``). For ``fold`` the fronts sit in the left (``x``) or top (``y``) half.
    """

    layout: PrintLayout
    page_mm: tuple[float, float]
    grid: Grid
    mirror_axis: str

    @property
    def orientation(self) -> str:
        return "landscape" if self.page_mm[0] > self.page_mm[1] else "portrait"

    @property
    def per_page(self) -> int:
        return self.grid.per_page

    @property
    def back_offset_mm(self) -> tuple[float, float]:
        """The shift of everything on a back page (none for a fold-over sheet)."""
        return self.layout.back_offset_mm if self.layout.duplex != "fold" else (0.0, 0.0)

    def mirror_x(self, x_mm: float) -> float:
        return self.page_mm[0] - x_mm if self.mirror_axis == "x" else x_mm

    def mirror_y(self, y_mm: float) -> float:
        return self.page_mm[1] - y_mm if self.mirror_axis == "y" else y_mm

    def mirror_box(self, box: Box) -> Box:
        xs = sorted((self.mirror_x(box.x0), self.mirror_x(box.x1)))
        ys = sorted((self.mirror_y(box.y0), self.mirror_y(box.y1)))
        return Box(xs[0], ys[0], xs[1], ys[1])

    def back(self, slot: int) -> Placement:
        """Where the back of ``slot`` goes, before the back offset (which shifts the page)."""
        front = self.grid.front(slot)
        box = self.mirror_box(
            Box(front.x_mm, front.y_mm, front.x_mm + front.width_mm, front.y_mm + front.height_mm)
        )
        return Placement(box.x0, box.y0, front.width_mm, front.height_mm)

    @property
    def fold_line(self) -> tuple[float, float, float, float] | None:
        """The fold line (x1, y1, x2, y2) across the whole page, or ``None``."""
        if self.layout.duplex != "fold":
            return None
        w, h = self.page_mm
        return (w / 2, 0.0, w / 2, h) if self.mirror_axis == "x" else (0.0, h / 2, w, h / 2)


def mirror_axis_for(duplex: str, landscape: bool) -> str:
    """``x`` or ``y``: which page coordinate a back mirrors for ``duplex`` (see above)."""
    long_edge_axis = "y" if landscape else "x"
    if duplex == "short":
        return "x" if long_edge_axis == "y" else "y"
    return long_edge_axis


def _candidates(layout: PrintLayout) -> list[tuple[tuple[float, float], str, Box]]:
    short_mm = min(layout.paper.width_mm, layout.paper.height_mm)
    long_mm = max(layout.paper.width_mm, layout.paper.height_mm)
    pages = {"portrait": (short_mm, long_mm), "landscape": (long_mm, short_mm)}
    wanted = ["portrait", "landscape"] if layout.orientation == "auto" else [layout.orientation]
    margin = layout.margin_mm
    found = []
    for orientation in wanted:
        w, h = pages[orientation]
        if layout.duplex == "fold":
            found.append(((w, h), "x", Box(margin, margin, w / 2 - FOLD_CLEAR_MM, h - margin)))
            found.append(((w, h), "y", Box(margin, h / 2 + FOLD_CLEAR_MM, w - margin, h - margin)))
        else:
            axis = mirror_axis_for(layout.duplex, orientation == "landscape")
            found.append(((w, h), axis, Box(margin, margin, w - margin, h - margin)))
    return found


def impose(layout: PrintLayout) -> Imposition:
    """Choose the orientation (and fold direction) that fits the most cards.

    Ties go to portrait, then to a fold down the middle. Raises :class:`LayoutError` with
    the numbers if no card fits; nothing is ever clipped or scaled.
    """
    best: Imposition | None = None
    for page_mm, axis, area in _candidates(layout):
        grid = grid_in(layout.card, area, layout.gutter_mm)
        if grid.per_page and (best is None or grid.per_page > best.per_page):
            best = Imposition(layout, page_mm, grid, axis)
    if best is None:
        paper = (layout.paper.width_mm, layout.paper.height_mm)
        message = no_fit_message(layout.card, paper, layout.margin_mm)
        if layout.duplex == "fold":
            message += "; with --duplex fold each side gets half the page"
        raise LayoutError(f"paper {layout.paper.name}: {message}")
    _check_back_offset(best)
    return best


def _check_back_offset(imposition: Imposition) -> None:
    """Refuse a back offset that would push back-page cards into the printer's margin.

    The offset moves whole back pages; the cards must still land on printable paper
    (nothing is ever clipped). Raises :class:`LayoutError` with the room there is.
    """
    dx, dy = imposition.back_offset_mm
    if (dx, dy) == (0.0, 0.0):
        return
    layout, box = imposition.layout, imposition.grid.box
    page_w, page_h = imposition.page_mm
    margin = layout.margin_mm
    room_x = min(box.x0 - margin, page_w - margin - box.x1)
    room_y = min(box.y0 - margin, page_h - margin - box.y1)
    if abs(dx) > room_x + 1e-9 or abs(dy) > room_y + 1e-9:
        raise LayoutError(
            f"back offset {dx:+g},{dy:+g} mm would push the backs into the {margin:g} mm "
            f"margin: this layout leaves {room_x:.1f} mm across and {room_y:.1f} mm up or "
            "down; check the calibration reading, or use smaller --margin or --card"
        )
