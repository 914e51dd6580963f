"""Page plans: what goes where on each page of the print sheets, as plain data.

Internal, and free of ReportLab. :func:`plan_sheets` turns a deck's cards and an
:class:`~deckgen.layout.imposition.Imposition` into one :class:`PagePlan` per page: the
card images, the printer's marks and the margin labels, every length in mm with the
origin at the page's bottom-left corner (the PDF convention; y grows upwards). A writer
only draws a plan (:func:`deckgen.layout.planpdf.draw_page` for PDF); a preview could
draw the same plans. :func:`plan_text` prints a plan one line per item, for golden files
and for reading.

Where a back goes for each duplex mode is worked out in :mod:`.imposition`; on a back page
the cards and their marks are shifted by the back offset, while marks and labels still end
at the printable margin.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from .grid import Placement
from .imposition import Imposition
from .marks import (
    CHECK_BAR_MM,
    Frame,
    Label,
    Line,
    TextMetrics,
    crop_marks,
    cut_lines,
    fold_mark,
    margin_labels,
)
from .offsets import offset_separator, signed_offset

if TYPE_CHECKING:
    from babel import Locale

__all__ = [
    "Arc",
    "Label",
    "Line",
    "PagePlan",
    "PlacedCard",
    "TextMetrics",
    "plan_sheets",
    "plan_text",
]

Texts = Callable[..., str]  # ``texts("page", page=1, total=2)``: a sheet text, filled in


@dataclass(frozen=True)
class PlacedCard:
    """One card image on a page: its lower-left corner (``x_mm``, ``y_mm``) and size.

    The size includes the bleed; the card is cut ``bleed_mm`` inside each edge. ``side``
    is the face shown: ``front`` (the image of face ``card_id``) or ``back`` (the deck's
    back; ``card_id`` is the card it backs, ``None`` on a page of backs only).
    ``rotation`` (degrees anticlockwise about the centre) is 0: cards are never turned.
    ``clip`` (x0, y0, x1, y1 in page mm): the part of the image drawn, where neighbours
    share a cut line (see :attr:`~deckgen.layout.grid.Grid.shared`); ``None``: all of it.
    """

    card_id: str | None
    side: Literal["front", "back"]
    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float
    bleed_mm: float
    rotation: float = 0.0
    clip: tuple[float, float, float, float] | None = None


@dataclass(frozen=True)
class Arc:
    """A corner guide: the arc of radius ``radius_mm`` about (``cx_mm``, ``cy_mm``) from
    ``start_deg`` anticlockwise through ``extent_deg`` (0° points right, along +x).

    A quarter arc at a card corner traces the style's rounded corner on the trim, to line
    up a corner punch (``--corner-guides``); drawn pure K like the crop marks.
    """

    cx_mm: float
    cy_mm: float
    radius_mm: float
    start_deg: float
    extent_deg: float = 90.0


@dataclass(frozen=True)
class PagePlan:
    """One page: ``width_mm`` × ``height_mm`` as printed (landscape is wider).

    ``side`` is ``front`` or ``back`` for two-sided sheets and ``backs.pdf``, ``both`` for
    a fold-over page. ``cards`` in drawing order, then ``marks`` (in drawing order: cut
    lines, gap ticks and crop marks per grid, the fold line, the check bar), then
    ``labels``. ``arcs``: corner guides over the front cards (empty unless asked for).
    """

    width_mm: float
    height_mm: float
    side: Literal["front", "back", "both"]
    cards: tuple[PlacedCard, ...]
    marks: tuple[Line, ...]
    labels: tuple[Label, ...]
    arcs: tuple[Arc, ...] = ()


@dataclass(frozen=True)
class SheetsPlan:
    """The pages of a sheets file (``pages``) and, for ``duplex: none``, the one page of
    backs printed on the reverse of every sheet (``backs_page``)."""

    pages: tuple[PagePlan, ...]
    sheets: int
    backs_page: PagePlan | None = None


def plan_sheets(
    card_ids: Sequence[str],
    imposition: Imposition,
    name: str,
    texts: Texts,
    metrics: TextMetrics,
    corner_radius_mm: float = 0.0,
    locale: Locale | str = "en",
) -> SheetsPlan:
    """The pages for ``card_ids`` (face ids, in deck order) imposed by ``imposition``.

    ``ceil(cards / per_page)`` sheets; two pages each for ``long``/``short`` (front, then
    back), one for ``none`` and ``fold``. ``name`` (the deck's) and ``texts`` (the sheet
    texts in the players' language) make the labels, fitted with ``metrics``. With the
    layout's ``corner_guides`` and a ``corner_radius_mm`` above 0 (the style's rounded
    corners), every front card gets a quarter arc of that radius at each trim corner.
    ``locale`` (Babel's, or a code) writes the back offset's numbers on the back pages in
    the language's decimal form (``+1,5;−0,5`` in Russian).
    """
    layout = imposition.layout
    per_page = imposition.per_page
    sheets = [card_ids[i : i + per_page] for i in range(0, len(card_ids), per_page)]
    sides = 2 if layout.two_sided else 1
    total_pages = sides * len(sheets)
    front_frame = Frame.of(imposition.grid)
    back_frame = front_frame.mirrored(imposition)
    radius = corner_radius_mm if imposition.layout.corner_guides else 0.0
    texts = _remembered(texts)  # most texts are the same on every page
    planner = _Planner(imposition, texts, metrics, radius, locale)
    bleed = layout.card.bleed_mm
    pages = []
    front_at = [imposition.grid.front(slot) for slot in range(per_page)]  # alike on every sheet
    back_at = [imposition.back(slot) for slot in range(per_page)]
    for index, sheet in enumerate(sheets):
        fronts = [_card(i, "front", front_at[s], bleed) for s, i in enumerate(sheet)]
        backs = [_card(i, "back", back_at[s], bleed) for s, i in enumerate(sheet)]
        page = sides * index + 1
        head = [name, texts("page", page=page, total=total_pages)]
        where = dict(sheet=index + 1, sheets=len(sheets))
        cut = [front_frame] if layout.cut_lines else []
        if layout.duplex == "fold":
            frames = [front_frame, back_frame]
            top = [*head, texts("both", **where)]
            pages.append(planner.page("both", fronts + backs, frames, top, cut))
            continue
        top = [*head, texts("fronts", **where)]
        pages.append(planner.page("front", fronts, [front_frame], top, cut))
        if layout.two_sided:
            head = [name, texts("page", page=page + 1, total=total_pages)]
            top = [*head, texts("backs", **where)]
            pages.append(planner.page("back", backs, [back_frame], top, []))
    backs_page = None
    if layout.duplex == "none":
        backs = [_card(None, "back", back_at[s], bleed) for s in range(per_page)]
        top = [name, texts("backs_only", n=len(sheets)), texts("once_per_sheet")]
        backs_page = planner.page("back", backs, [back_frame], top, [])
    return SheetsPlan(tuple(pages), len(sheets), backs_page)


def _card(
    card_id: str | None, side: Literal["front", "back"], at: Placement, bleed_mm: float
) -> PlacedCard:
    clip = None if at.clip is None else (at.clip.x0, at.clip.y0, at.clip.x1, at.clip.y1)
    return PlacedCard(
        card_id, side, at.x_mm, at.y_mm, at.width_mm, at.height_mm, bleed_mm, clip=clip
    )


def _remembered(texts: Texts) -> Texts:
    """``texts``, each distinct call worked out once: a sheet repeats most of its texts
    (the paper note, the check bar's caption, "print at 100 %") on every page."""
    kept: dict[tuple[object, ...], str] = {}

    def text(key: str, **values: object) -> str:
        asked = (key, *sorted(values.items()))
        found = kept.get(asked)
        if found is None:
            found = kept[asked] = texts(key, **values)
        return found

    return text


@dataclass(frozen=True)
class _Planner:
    imposition: Imposition
    texts: Texts
    metrics: TextMetrics
    corner_radius_mm: float = 0.0
    locale: Locale | str = "en"
    # the marks of each set of frames, worked out for the first page that has them
    _marks: dict[tuple[tuple[Frame, ...], tuple[Frame, ...]], tuple[Line, ...]] = field(
        default_factory=dict, compare=False
    )

    def page(
        self,
        side: Literal["front", "back", "both"],
        cards: list[PlacedCard],
        frames: list[Frame],
        top: list[str],
        cut: list[Frame],
    ) -> PagePlan:
        """One page. On a back page the cards and their marks are shifted by the back
        offset; marks and labels still end at the margin, and the foot says the offset
        (``texts("offset")``) where a front page gives the duplex mode and paper."""
        imposition, texts = self.imposition, self.texts
        if side == "back":
            dx, dy = imposition.back_offset_mm
            cards = [_shifted(card, dx, dy) for card in cards]
            frames = [frame.shifted(dx, dy) for frame in frames]
            cut = [frame.shifted(dx, dy) for frame in cut]
        marks = list(self._frame_marks(tuple(cut), tuple(frames)))
        labels: list[Label] = []
        margin_mm = imposition.layout.margin_mm
        if imposition.fold_line:
            fold, fold_label = fold_mark(imposition.fold_line, margin_mm, texts("fold_here"))
            marks += fold
            labels.append(fold_label)
        # a back page with an offset says so in place of the paper note (its front has
        # that): three notes in the two columns the check bar leaves ran across the
        # crop marks in the longer languages (newcomer review 9, M1)
        offset_note = self._offset_note() if side == "back" else ""
        bottom = [texts("actual_size"), offset_note or self._page_note()]
        bar, margin = margin_labels(
            frames,
            imposition.page_mm,
            margin_mm,
            top,
            bottom,
            {"check_bar": texts("check_bar", mm=f"{CHECK_BAR_MM:g}")},
            self.metrics,
        )
        width, height = imposition.page_mm
        radius = self.corner_radius_mm
        arcs = [a for c in cards if c.side == "front" for a in corner_arcs(c, radius)]
        return PagePlan(
            width, height, side, tuple(cards), (*marks, *bar), (*labels, *margin), tuple(arcs)
        )

    def _frame_marks(self, cut: tuple[Frame, ...], frames: tuple[Frame, ...]) -> tuple[Line, ...]:
        """The cut lines of ``cut`` then the crop marks of ``frames``, each frame numbered
        by its place in its list; the same frames give the same marks on every page."""
        kept = self._marks.get((cut, frames))
        if kept is None:
            marks: list[Line] = []
            for index, frame in enumerate(cut):
                marks += cut_lines(frame, index)
            for index, frame in enumerate(frames):
                marks += crop_marks(frame, index)
            kept = self._marks[(cut, frames)] = tuple(marks)
        return kept

    def _page_note(self) -> str:
        layout, t = self.imposition.layout, self.texts
        return (
            f"{t('duplex_' + layout.duplex)} · {layout.paper.name} {t(self.imposition.orientation)}"
        )

    def _offset_note(self) -> str:
        dx, dy = self.imposition.back_offset_mm
        if (dx, dy) == (0.0, 0.0):
            return ""
        name = self.imposition.layout.printer
        printer = f" ({name})" if name else ""
        x, y = signed_offset(dx, self.locale), signed_offset(dy, self.locale)
        return self.texts("offset", xy=f"{x}{offset_separator(self.locale)}{y}") + printer


def corner_arcs(card: PlacedCard, radius_mm: float) -> list[Arc]:
    """The four quarter arcs of radius ``radius_mm`` inside ``card``'s trim corners
    (lower left, lower right, upper right, upper left), each from one trim edge to the
    other; none for a radius of 0 or less."""
    if radius_mm <= 0:
        return []
    left, low = card.x_mm + card.bleed_mm, card.y_mm + card.bleed_mm
    right = card.x_mm + card.width_mm - card.bleed_mm
    top = card.y_mm + card.height_mm - card.bleed_mm
    r = radius_mm
    return [
        Arc(left + r, low + r, r, 180.0),
        Arc(right - r, low + r, r, 270.0),
        Arc(right - r, top - r, r, 0.0),
        Arc(left + r, top - r, r, 90.0),
    ]


def _shifted(card: PlacedCard, dx: float, dy: float) -> PlacedCard:
    clip = card.clip
    if clip is not None:
        clip = (clip[0] + dx, clip[1] + dy, clip[2] + dx, clip[3] + dy)
    return replace(card, x_mm=card.x_mm + dx, y_mm=card.y_mm + dy, clip=clip)


def plan_text(plan: PagePlan) -> str:
    """``plan`` as text, one line per card, mark and label, lengths in mm to 0.001."""
    lines = [f"page {_mm(plan.width_mm)} x {_mm(plan.height_mm)} {plan.side}"]
    for c in plan.cards:
        lines.append(
            f"card {c.card_id or '-'} {c.side} at {_mm(c.x_mm)},{_mm(c.y_mm)} "
            f"size {_mm(c.width_mm)}x{_mm(c.height_mm)} bleed {_mm(c.bleed_mm)} "
            f"rotation {c.rotation:g}"
        )
    for m in plan.marks:
        lines.append(
            f"line {m.kind} {_mm(m.x1_mm)},{_mm(m.y1_mm)} {_mm(m.x2_mm)},{_mm(m.y2_mm)}"
            f" frame {m.frame}"
        )
    for t in plan.labels:
        origin = f" origin {_mm(t.origin_mm[0])},{_mm(t.origin_mm[1])}" if t.origin_mm else ""
        text = json.dumps(t.text, ensure_ascii=False)
        lines.append(
            f"label {t.kind} {t.align} at {_mm(t.x_mm)},{_mm(t.y_mm)}{origin} "
            f"rotation {t.rotation:g} size {t.size_pt:.3f}pt {text}"
        )
    for a in plan.arcs:
        lines.append(
            f"arc {_mm(a.cx_mm)},{_mm(a.cy_mm)} radius {_mm(a.radius_mm)} "
            f"from {a.start_deg:g} through {a.extent_deg:g}"
        )
    return "\n".join(lines) + "\n"


def _mm(value: float) -> str:
    text = f"{value:.3f}"
    return "0.000" if text == "-0.000" else text
