"""Imposition geometry: how many cards fit on a sheet and where each one goes.

Internal. All lengths in millimetres, origin at the bottom-left corner of the page
(PDF convention). Cards are placed edge to edge at their full (trim + bleed) size; each
card is cut at its own trim, so a cut line runs ``bleed_mm`` inside every placement edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cardsize import CardSize
from ..errors import LayoutError

A4_MM = (210.0, 297.0)  # ISO 216
DEFAULT_MARGIN_MM = 5.0  # what most home printers can reach; marks and labels stay inside it


@dataclass(frozen=True)
class Placement:
    """Where one card image goes on a page: lower-left corner and size, in mm."""

    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float


@dataclass(frozen=True)
class Grid:
    """A centred grid of ``columns`` × ``rows`` card placements on a page of ``page_mm``."""

    page_mm: tuple[float, float]
    card: CardSize
    columns: int
    rows: int
    margin_mm: float

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def origin_mm(self) -> tuple[float, float]:
        """Lower-left corner of the grid (the grid is centred on the page)."""
        width = self.columns * self.card.full_width_mm
        height = self.rows * self.card.full_height_mm
        return (self.page_mm[0] - width) / 2, (self.page_mm[1] - height) / 2

    def front(self, slot: int) -> Placement:
        """Placement of slot ``slot`` (0-based, row by row from the top left) on a front page."""
        column, row = slot % self.columns, slot // self.columns
        x0, y0 = self.origin_mm
        x = x0 + column * self.card.full_width_mm
        y = y0 + (self.rows - 1 - row) * self.card.full_height_mm
        return Placement(x, y, self.card.full_width_mm, self.card.full_height_mm)

    def back_long_edge(self, slot: int) -> Placement:
        """The back of slot ``slot`` for long-edge duplex on portrait paper: mirrored
        left-right, ``x' = page width − x − width``, same ``y``."""
        front = self.front(slot)
        return Placement(
            self.page_mm[0] - front.x_mm - front.width_mm,
            front.y_mm,
            front.width_mm,
            front.height_mm,
        )

    def cut_lines_mm(self) -> tuple[list[float], list[float]]:
        """x positions of vertical and y positions of horizontal cut lines (at each trim)."""
        x0, y0 = self.origin_mm
        bleed = self.card.bleed_mm
        xs = sorted(
            {
                round(x0 + c * self.card.full_width_mm + offset, 4)
                for c in range(self.columns)
                for offset in (bleed, bleed + self.card.width_mm)
            }
        )
        ys = sorted(
            {
                round(y0 + r * self.card.full_height_mm + offset, 4)
                for r in range(self.rows)
                for offset in (bleed, bleed + self.card.height_mm)
            }
        )
        return xs, ys


def fit_grid(
    card: CardSize, page_mm: tuple[float, float] = A4_MM, margin_mm: float = DEFAULT_MARGIN_MM
) -> Grid:
    """The largest grid of full-size cards that fits inside the page's printable margin.

    Raises :class:`LayoutError` with the numbers if not even one card fits.
    """
    usable_w = page_mm[0] - 2 * margin_mm
    usable_h = page_mm[1] - 2 * margin_mm
    columns = int((usable_w + 1e-9) // card.full_width_mm)
    rows = int((usable_h + 1e-9) // card.full_height_mm)
    if columns < 1 or rows < 1:
        raise LayoutError(
            f"a card of {card.full_width_mm:g} x {card.full_height_mm:g} mm (bleed included) "
            f"does not fit a {page_mm[0]:g} x {page_mm[1]:g} mm page with {margin_mm:g} mm "
            f"margins ({usable_w:g} x {usable_h:g} mm usable)"
        )
    return Grid(page_mm, card, columns, rows, margin_mm)
