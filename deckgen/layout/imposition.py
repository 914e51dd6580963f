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

from dataclasses import dataclass, replace

from ..counting import counted
from ..errors import LayoutError
from .grid import Box, Grid, Placement, grid_in, no_fit_message
from .offsets import offset_words
from .presets import paper_size
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
    why: tuple[str, ...] = ()  # why this layout, for the output line (see :func:`impose`)

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
        clip = None if front.clip is None else self.mirror_box(front.clip)
        return Placement(box.x0, box.y0, front.width_mm, front.height_mm, clip)

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
    if _has_offset(layout) and layout.offset_orientation == "landscape":
        wanted.reverse()  # a tie goes to the orientation the offset holds for
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

    A layout whose crop-mark room cannot take the back offset comes last (marks are
    shortened to fit more cards only where the offset leaves room), and against the
    orientation a back offset holds for, a layout counts only the cards it fits with
    full-length marks. Ties go to a layout
    with full-length crop marks, then to the orientation a back offset holds for, else
    portrait, then to a fold down the middle. The result's ``why`` says
    why, when it is not the plain portrait grid: crop marks shortened to fit a column or
    row (:meth:`~deckgen.layout.grid.Grid.shortened`), or how many the other orientation
    fits. Raises :class:`LayoutError` with the numbers if no card fits (nothing is
    ever clipped or scaled), or if the back offset was measured in the other orientation
    or would push the backs into the margin. A printer profile's offset
    (``layout.profile_offset``) with ``auto`` is not refused: if the other orientation fits
    more cards, the sheets take it without the offset and ``why`` says so. With an
    orientation asked for, ``why`` says when the other would fit more; an offset applied
    ends ``why`` (``backs shifted +1.5,-0.5 mm (home)``).
    """
    best: Imposition | None = None
    held: Imposition | None = None  # the best in the orientation the back offset holds for
    per_page: dict[str, int] = {}
    separate = 0  # the most cards a sheet without shared edges
    for page_mm, axis, area in _candidates(layout):
        grid = grid_in(layout.card, area, layout.gutter_mm)
        separate = max(separate, grid_in(layout.card, area, layout.gutter_mm, False).per_page)
        found = Imposition(layout, page_mm, grid, axis)
        per_page[found.orientation] = max(per_page.get(found.orientation, 0), grid.per_page)
        if grid.per_page and (best is None or _better(found, best)):
            best = found
        if grid.per_page and found.orientation == layout.offset_orientation:
            held = found if held is None or _better(found, held) else held
    if best is None:
        paper = (layout.paper.width_mm, layout.paper.height_mm)
        message = no_fit_message(layout.card, paper, layout.margin_mm)
        if layout.duplex == "fold":
            message += "; with --duplex fold each side gets half the page"
        raise LayoutError(f"paper {layout.paper.name}: {message}")
    if held is not None and held is not best and _has_offset(layout):
        # the offset's own orientation lost only because the offset leaves its margin: say
        # that first, not that the other orientation needs another reading (newcomer 10, M2)
        _check_back_offset(held)
    _check_offset_orientation(best, per_page)
    _check_back_offset(best)
    why = list(best.grid.shortened())
    if best.grid.shared:
        why.insert(
            0,
            f"neighbours share their cut lines (bleed on the outer edges only) to fit "
            f"{best.per_page} instead of {separate}",
        )
    other = "portrait" if best.orientation == "landscape" else "landscape"
    if layout.orientation == "auto" and per_page.get(other, 0) < best.per_page:
        why.append(f"{best.orientation} (fits {best.per_page}, {other} {per_page.get(other, 0)})")
    elif layout.orientation != "auto":
        others = [
            grid_in(layout.card, area, layout.gutter_mm).per_page
            for _, _, area in _candidates(replace(layout, orientation=other))
        ]
        if max(others, default=0) > best.per_page:
            fits = f"fits {best.per_page}, {other} {max(others)}"
            why.append(
                f"{best.orientation} as printer profile {layout.printer} was measured ({fits}; "
                f"to print {other}, deckgen calibrate --orientation {other} and save a "
                f"profile from it)"
                if layout.profile_offset and layout.printer
                else f"{best.orientation} as asked ({fits})"
            )
    if best.back_offset_mm != (0.0, 0.0):  # the one thing to check before printing (L5)
        dx, dy = best.back_offset_mm
        printer = f" ({layout.printer})" if layout.printer else ""
        why.append(f"backs shifted {offset_words((dx, dy))}{printer}")
    return replace(best, why=tuple(why))


def _better(found: Imposition, best: Imposition) -> bool:
    """``found`` takes the back offset where ``best`` does not, or as well and more cards a
    page, or as many with separate bleeds where ``best`` shares its cut lines, or with
    full-length crop marks where ``best`` has not."""

    def rank(imposition: Imposition) -> tuple[bool, int, bool, bool]:
        fits = _offset_room(imposition) is None
        count, layout = imposition.per_page, imposition.layout
        if _has_offset(layout) and layout.offset_orientation not in (None, imposition.orientation):
            # shortened marks alone never turn sheets against the back offset's orientation
            count = imposition.grid.per_page_full_marks
        return fits, count, not imposition.grid.shared, not imposition.grid.shortened()

    return rank(found) > rank(best)


def _has_offset(layout: PrintLayout) -> bool:
    return layout.duplex != "fold" and layout.back_offset_mm != (0.0, 0.0)


def _check_offset_orientation(imposition: Imposition, per_page: dict[str, int]) -> None:
    """Refuse sheets in the other orientation than the back offset was measured in.

    A driver may turn landscape back pages either way, so an offset read off a portrait
    calibration sheet would correct the wrong edges of landscape sheets, and the other way
    round. Raises :class:`LayoutError` with the two ways out.
    """
    layout = imposition.layout
    measured, sheet = layout.offset_orientation, imposition.orientation
    if not _has_offset(layout) or measured is None or measured == sheet:
        return
    dx, dy = layout.back_offset_mm
    reading = "X,Y@landscape" if sheet == "landscape" else "X,Y"
    said = "@landscape" if measured == "landscape" else "X,Y without @landscape"
    if layout.orientation != "auto":
        why = f"--orientation {sheet}"
    elif per_page.get(measured):
        why = (
            f"auto: {counted(per_page[sheet], 'card')} a sheet, {per_page[measured]} in {measured}"
        )
    else:
        why = f"auto: no card fits {measured}"
    force = f"force {measured} with --orientation {measured}, or " if "no card" not in why else ""
    paper = "" if layout.paper.name == paper_size()[0] else f" --paper {layout.paper.name}"
    raise LayoutError(
        f"back offset {offset_words((dx, dy))} is a reading off a {measured} calibration sheet "
        f"({said}), but these sheets are {layout.paper.name} {sheet} ({why}), where it "
        f"would correct the wrong edges: {force}calibrate in {sheet} with deckgen calibrate"
        f"{paper} --orientation {sheet} and give its reading as --back-offset {reading}"
    )


def _check_back_offset(imposition: Imposition) -> None:
    """Refuse a back offset that would push back-page cards into the printer's margin.

    The offset moves whole back pages; the cards must still land on printable paper
    (nothing is ever clipped). Raises :class:`LayoutError` with the room there is.
    """
    room = _offset_room(imposition)
    if room is not None:
        (dx, dy), (room_x, room_y) = imposition.back_offset_mm, room
        layout = imposition.layout
        margin = layout.margin_mm
        sheets = (
            f"{layout.paper.name} {imposition.orientation}, {counted(imposition.per_page, 'card')}"
        )
        raise LayoutError(
            f"back offset {offset_words((dx, dy))} would push the backs into the {margin:g} mm "
            f"margin ({sheets} a sheet): this layout leaves room for at most {room_x:.1f} mm "
            f"across (X) and {room_y:.1f} mm up or down (Y); check the calibration reading (X then "
            'Y, with decimal commas "1,5;-0,5"), or use smaller --margin or --card'
        )


def _offset_room(imposition: Imposition) -> tuple[float, float] | None:
    """``None`` if the back offset keeps the back-page cards out of the printer's margin,
    else the room there is (across, up or down) in mm."""
    dx, dy = imposition.back_offset_mm
    if (dx, dy) == (0.0, 0.0):
        return None
    box, (page_w, page_h) = imposition.grid.box, imposition.page_mm
    margin = imposition.layout.margin_mm
    room_x = min(box.x0 - margin, page_w - margin - box.x1)
    room_y = min(box.y0 - margin, page_h - margin - box.y1)
    if abs(dx) > room_x + 1e-9 or abs(dy) > room_y + 1e-9:
        return room_x, room_y
    return None
