"""Grid geometry: how many cards fit in an area and where each one goes.

Internal. All lengths in millimetres, origin at the bottom-left corner of the page (PDF
convention). Cards are placed at their full (trim + bleed) size, ``gutter_mm`` apart; each
card is cut at its own trim, so a cut line runs ``bleed_mm`` inside every placement edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cardsize import CardSize
from ..counting import counted
from ..errors import LayoutError
from ..paper import A4_MM

DEFAULT_MARGIN_MM = 5.0  # what most home printers can reach; marks and labels stay inside it
MARK_ROOM_MM = 3.0  # kept free between the grid and the margin for crop marks and labels
MARK_GAP_MM = 1.0  # space between the grid's bleed edge and a crop mark
MARK_LENGTH_MM = 4.0
MIN_MARK_GAP_MM = 0.3  # the least space between a card's image and a shortened mark
MIN_MARK_MM = 0.7  # the shortest crop mark drawn where room is tight
MIN_MARK_ROOM_MM = MIN_MARK_GAP_MM + MIN_MARK_MM  # less than this and a row must go
_EPS = 1e-9


def mark_span(room_mm: float) -> tuple[float, float]:
    """(gap, length) in mm of a crop mark with ``room_mm`` between the grid and the edge
    of its area: ``MARK_GAP_MM`` off the grid and up to ``MARK_LENGTH_MM`` long where there
    is room; in less, the gap shrinks to ``MIN_MARK_GAP_MM`` first so the mark keeps
    ``MIN_MARK_MM``, then the mark shortens (it is left out at 0.5 mm or less)."""
    gap = min(MARK_GAP_MM, max(MIN_MARK_GAP_MM, room_mm - MIN_MARK_MM))
    return gap, max(0.0, min(MARK_LENGTH_MM, room_mm - gap))


@dataclass(frozen=True)
class Box:
    """A rectangle in mm: lower-left ``(x0, y0)`` to upper-right ``(x1, y1)``."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def shrink(self, by_mm: float) -> Box:
        return Box(self.x0 + by_mm, self.y0 + by_mm, self.x1 - by_mm, self.y1 - by_mm)


@dataclass(frozen=True)
class Placement:
    """Where one card image goes on a page: lower-left corner and size, in mm.

    ``clip``: the part of the image shown (page mm), or ``None`` for all of it. On a
    shared-edge grid (:attr:`Grid.shared`) an image is cut back to its trim where a
    neighbour's card begins, so no image covers another card."""

    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float
    clip: Box | None = None


@dataclass(frozen=True)
class Grid:
    """``columns`` × ``rows`` cards, ``gutter_mm`` apart, centred in ``area`` (a :class:`Box`).

    ``area`` is where the grid and its marks may go: the page inside its printable margin
    (or one half of it, for a fold-over sheet). With ``shared``, neighbours share their
    cut lines: cards sit a trim apart (no gutter), each image keeps its bleed only on the
    grid's outer edges (see :meth:`front`), so one cut separates two cards.
    """

    card: CardSize
    columns: int
    rows: int
    area: Box
    gutter_mm: float = 0.0
    shared: bool = False

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def pitch_mm(self) -> tuple[float, float]:
        """Distance from one card's corner to the next card's, across and up."""
        if self.shared:
            return self.card.width_mm, self.card.height_mm
        return self.card.full_width_mm + self.gutter_mm, self.card.full_height_mm + self.gutter_mm

    @property
    def box(self) -> Box:
        """The rectangle the card images cover (bleed included), centred in ``area``."""
        width = (self.columns - 1) * self.pitch_mm[0] + self.card.full_width_mm
        height = (self.rows - 1) * self.pitch_mm[1] + self.card.full_height_mm
        x0 = (self.area.x0 + self.area.x1 - width) / 2
        y0 = (self.area.y0 + self.area.y1 - height) / 2
        return Box(x0, y0, x0 + width, y0 + height)

    def front(self, slot: int) -> Placement:
        """Placement of ``slot`` (0-based, row by row from the top left); on a shared-edge
        grid clipped to its trim on every side that has a neighbour."""
        column, row = slot % self.columns, slot // self.columns
        box, card = self.box, self.card
        x = box.x0 + column * self.pitch_mm[0]
        y = box.y0 + (self.rows - 1 - row) * self.pitch_mm[1]
        clip = None
        if self.shared:
            bleed, level = card.bleed_mm, self.rows - 1 - row
            clip = Box(
                x + (bleed if column > 0 else 0.0),
                y + (bleed if level > 0 else 0.0),
                x + card.full_width_mm - (bleed if column < self.columns - 1 else 0.0),
                y + card.full_height_mm - (bleed if level < self.rows - 1 else 0.0),
            )
        return Placement(x, y, card.full_width_mm, card.full_height_mm, clip)

    def cut_lines_mm(self) -> tuple[list[float], list[float]]:
        """x positions of vertical and y positions of horizontal cut lines (at each trim)."""
        box, (pitch_x, pitch_y), bleed = self.box, self.pitch_mm, self.card.bleed_mm
        xs = {
            round(box.x0 + c * pitch_x + offset, 4)
            for c in range(self.columns)
            for offset in (bleed, bleed + self.card.width_mm)
        }
        ys = {
            round(box.y0 + r * pitch_y + offset, 4)
            for r in range(self.rows)
            for offset in (bleed, bleed + self.card.height_mm)
        }
        return sorted(xs), sorted(ys)

    def trim_spans_mm(self) -> list[tuple[float, float]]:
        """Each column's trim span (left, right) in mm."""
        box, pitch_x, bleed = self.box, self.pitch_mm[0], self.card.bleed_mm
        return [
            (box.x0 + c * pitch_x + bleed, box.x0 + c * pitch_x + bleed + self.card.width_mm)
            for c in range(self.columns)
        ]

    @property
    def room_mm(self) -> tuple[float, float]:
        """The room left for crop marks (and labels) between the grid and its area: on the
        left and right, and at the top and bottom, in mm (at least ``MIN_MARK_ROOM_MM``)."""
        box, area = self.box, self.area
        return box.x0 - area.x0, box.y0 - area.y0

    @property
    def per_page_full_marks(self) -> int:
        """How many cards the same area would take with the full ``MARK_ROOM_MM`` kept."""
        if self.shared:
            usable, edges = self.area.shrink(MARK_ROOM_MM), 2 * self.card.bleed_mm
            across = count_fit(usable.width - edges, self.card.width_mm, 0.0)
            return across * count_fit(usable.height - edges, self.card.height_mm, 0.0)
        return grid_full(self.card, self.area, self.gutter_mm).per_page

    def shortened(self) -> list[str]:
        """Why crop marks are shorter than usual, one phrase per axis where the full
        ``MARK_ROOM_MM`` would have cost a column or row, e.g. ``"crop marks shortened to
        1.4 mm at the top and bottom to fit 3 rows instead of 2"``; empty if none."""
        notes = []
        card = self.card
        axes = (
            ("at the left and right", "column", self.columns, self.area.width, 0),
            ("at the top and bottom", "row", self.rows, self.area.height, 1),
        )
        sizes = (card.full_width_mm, card.full_height_mm)
        edges = 0.0
        if self.shared:
            sizes, edges = (card.width_mm, card.height_mm), 2 * card.bleed_mm
        for where, what, count, length, axis in axes:
            full = count_fit(length - 2 * MARK_ROOM_MM - edges, sizes[axis], self.gutter_mm)
            if full < count:
                mark = mark_span(self.room_mm[axis])[1]
                notes.append(
                    f"crop marks shortened to {mark:.1f} mm {where} to fit {counted(count, what)} "
                    f"instead of {full}"
                )
        return notes

    def trim_row_spans_mm(self) -> list[tuple[float, float]]:
        """Each row's trim span (bottom, top) in mm, bottom row first."""
        box, pitch_y, bleed = self.box, self.pitch_mm[1], self.card.bleed_mm
        return [
            (box.y0 + r * pitch_y + bleed, box.y0 + r * pitch_y + bleed + self.card.height_mm)
            for r in range(self.rows)
        ]


def count_fit(length_mm: float, card_mm: float, gutter_mm: float) -> int:
    """How many cards of ``card_mm`` fit in ``length_mm`` with ``gutter_mm`` between them."""
    return max(0, int((length_mm + gutter_mm + _EPS) // (card_mm + gutter_mm)))


def grid_in(card: CardSize, area: Box, gutter_mm: float = 0.0, shared: bool = True) -> Grid:
    """The largest grid in ``area`` keeping room for crop marks on every side.

    The grid is centred; the room is :data:`MARK_ROOM_MM` where that costs no column or
    row, else whatever is left, at least :data:`MIN_MARK_ROOM_MM` (the marks on those
    sides are shortened, see :func:`mark_span` and :meth:`Grid.shortened`). With
    ``shared`` (and bleed, no gutter), a grid whose neighbours share their cut lines
    (:attr:`Grid.shared`) is taken instead when it fits more cards. May have 0 columns or
    rows; :func:`fit_grid` refuses that.
    """
    usable = area.shrink(MIN_MARK_ROOM_MM)
    columns = count_fit(usable.width, card.full_width_mm, gutter_mm)
    rows = count_fit(usable.height, card.full_height_mm, gutter_mm)
    grid = Grid(card, columns, rows, area, gutter_mm)
    if shared and card.bleed_mm > 0 and gutter_mm == 0:
        edges = 2 * card.bleed_mm
        across = count_fit(usable.width - edges, card.width_mm, 0.0)
        up = count_fit(usable.height - edges, card.height_mm, 0.0)
        if across * up > grid.per_page:
            return Grid(card, across, up, area, 0.0, shared=True)
    return grid


def grid_full(card: CardSize, area: Box, gutter_mm: float = 0.0) -> Grid:
    """The largest grid in ``area`` keeping the full :data:`MARK_ROOM_MM` on every side."""
    usable = area.shrink(MARK_ROOM_MM)
    columns = count_fit(usable.width, card.full_width_mm, gutter_mm)
    rows = count_fit(usable.height, card.full_height_mm, gutter_mm)
    return Grid(card, columns, rows, area, gutter_mm)


def fit_grid(
    card: CardSize,
    page_mm: tuple[float, float] = A4_MM,
    margin_mm: float = DEFAULT_MARGIN_MM,
    gutter_mm: float = 0.0,
) -> Grid:
    """The largest grid of full-size cards on a page of ``page_mm`` (as given, no rotation).

    Raises :class:`LayoutError` with the numbers if not even one card fits.
    """
    area = Box(margin_mm, margin_mm, page_mm[0] - margin_mm, page_mm[1] - margin_mm)
    grid = grid_in(card, area, gutter_mm)
    if grid.per_page < 1:
        raise LayoutError(no_fit_message(card, page_mm, margin_mm))
    return grid


def no_fit_message(card: CardSize, page_mm: tuple[float, float], margin_mm: float) -> str:
    usable_w = page_mm[0] - 2 * (margin_mm + MIN_MARK_ROOM_MM)
    usable_h = page_mm[1] - 2 * (margin_mm + MIN_MARK_ROOM_MM)
    return (
        f"a card of {card.full_width_mm:g} x {card.full_height_mm:g} mm (bleed included) "
        f"does not fit a {page_mm[0]:g} x {page_mm[1]:g} mm page with {margin_mm:g} mm "
        f"margins and {MIN_MARK_ROOM_MM:g} mm for crop marks ({usable_w:g} x {usable_h:g} mm "
        "usable, either way round); choose larger paper, a smaller margin or less bleed"
    )
