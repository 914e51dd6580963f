"""Card boxes as plain data: the net of a tuck box or a two-part box, in mm, planned.

Internal, and free of ReportLab (the writer is :mod:`.boxpdf`). :func:`box_inside` works
out the inside size from the deck; :func:`plan_box` lays out the net(s) on the paper and
returns a :class:`BoxPlan`: pages of :class:`Piece` rectangles (panels, flaps, glue areas),
:class:`Segment` cut and fold lines and :class:`BoxText` texts, every length in mm with
the origin at the page's bottom-left corner (the PDF convention; y grows upwards).

Sizes. Inside: card trim (plus a sleeve, if any) plus ``clearance_mm`` in width and height,
by the stack height ``cards × caliper`` (card figures: ``templates/print/box.yaml``). Every
panel is ``FOLD_ALLOWANCE_MM`` larger than the inside size it wraps, between fold lines:
the paper's thickness taken up by the folds (about 0.3 mm for 250 g/m² card, rounded up).

Fitting. Nothing is ever scaled. A net is tried portrait and landscape on the paper, inside
the page margin with ``BLEED_MM`` of artwork around it. ``tuck`` is one net; ``two-part``
is a base and a lid, one page each. Without a kind the tuck box is tried first, then the
two-part box; a deck too thick for either is shared out over several boxes of the same
kind (a 1,000-card deck), at most :data:`MAX_BOXES`; else :class:`LayoutError` with sizes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..errors import LayoutError

FOLD_ALLOWANCE_MM = 0.5
"""Added to every panel between its fold lines: two folds of about 0.25-0.3 mm card each."""
BLEED_MM = 3.0
"""Artwork runs this far past the cut lines (the usual print-shop allowance)."""
DEFAULT_CLEARANCE_MM = 1.0
"""Play around the cards in width and height, so they slide in and out."""
PAGE_MARGIN_MM = 5.0
"""The edge a home printer cannot print on (as for the sheets)."""
LID_EXTRA_MM = 1.5
"""A two-part lid is this much larger inside than the base's inside, in width and height:
the base's two walls (about 0.3 mm each) and 0.9 mm of play, so it slides on easily."""
MAX_LID_WALL_MM = 25.0
"""The walls of a two-part lid are the base's height, at most this."""
GLUE_FLAP_MM = 12.0
"""The width of the tuck box's side glue flap and the two-part box's corner tabs (at most)."""
MAX_BOXES = 12
"""A deck that needs more boxes than this is refused."""
MIN_TEXT_PT = 6.0
"""Nothing is printed smaller: below 6 pt text is hard to read on card."""

Kind = Literal["tuck", "two-part"]
KINDS: tuple[Kind, ...] = ("tuck", "two-part")
Role = Literal["panel", "flap", "glue"]


@dataclass(frozen=True)
class Inside:
    """The inside of a box in mm: ``width`` × ``height`` (the card's, plus clearance) by
    ``depth`` (the stack: ``cards`` × ``caliper_mm``)."""

    width: float
    height: float
    depth: float
    cards: int
    caliper_mm: float


@dataclass(frozen=True)
class Rect:
    """A rectangle in mm: lower-left corner (``x``, ``y``), ``w`` wide, ``h`` high."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)


@dataclass(frozen=True)
class Piece:
    """One part of a net. ``role``: ``panel`` (a face of the box: its ``rect`` lies between
    fold lines, or fold lines and the cut of an open edge), ``flap`` (folds inside) or
    ``glue`` (glue goes on its printed side; left unprinted). ``name``: ``front``,
    ``back``, ``side-left``, ``side-right``, ``lid``, ``bottom``, ``tuck``, ``dust``,
    ``glue``, ``floor``, ``wall``."""

    name: str
    role: Role
    rect: Rect


@dataclass(frozen=True)
class Segment:
    """A straight line from (``x1``, ``y1``) to (``x2``, ``y2``) mm: ``cut`` (drawn solid)
    or ``fold`` (dashed)."""

    kind: Literal["cut", "fold"]
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class BoxText:
    """Text centred on (``x``, ``y``) mm (the middle of its line), turned ``rotation``
    degrees anticlockwise about that point, ``size_pt`` points, ``bold`` or not."""

    text: str
    x: float
    y: float
    size_pt: float
    rotation: float = 0.0
    bold: bool = False


@dataclass(frozen=True)
class BoxPage:
    """One page: ``width`` × ``height`` mm. ``outline``: the net's cut outline, a closed
    polygon of points in mm (the artwork fills it, grown by ``BLEED_MM``); ``art``: where
    the deck's back goes (``None``: not on this page); ``part``: ``tuck``, ``base``, ``lid``."""

    width: float
    height: float
    part: str
    outline: tuple[tuple[float, float], ...]
    pieces: tuple[Piece, ...]
    lines: tuple[Segment, ...]
    texts: tuple[BoxText, ...]
    art: Rect | None = None


@dataclass(frozen=True)
class BoxPlan:
    """A box for a deck: ``kind``, ``boxes`` of them (each sized for ``inside.cards`` cards,
    the last perhaps holding fewer), and the pages: those of box 1, then box 2, ... (each
    names its number). ``fold_allowance``: what each panel adds to the inside size, mm."""

    kind: Kind
    boxes: int
    inside: Inside
    pages: tuple[BoxPage, ...]
    fold_allowance: float = FOLD_ALLOWANCE_MM


LINE_EM = 1.25  # lines are 1.25 em apart
OUTLINE_MM = 0.3  # the outline drawn round a bold name on the picture, beyond its glyphs


@dataclass(frozen=True)
class BoxTexts:
    """The words on a box, composed in the players' language by the caller.

    ``name``: the deck's; ``contents``: one line per card type (counts), ``total``: the
    card count line; ``inside``: the inside size (:meth:`inside_text` fills it in);
    ``glue``: the glue-area word; ``part``: the name of a part (``base``, ``lid``),
    ``box_of``: "box {i} of {n}", called only when there are several boxes.
    ``width_pt(text, size, bold)``: the text's width in points in its font;
    ``height_em``: how tall a line's glyph box is, a factor of the size (the font's
    ascent less its descent: 1.36 for Noto Sans), so a line's ink keeps its margin."""

    name: str
    contents: tuple[str, ...]
    total: Callable[[int], str]
    inside: Callable[[str, str, str], str]
    glue: str
    part: Callable[[str], str]
    box_of: Callable[[int, int], str]
    width_pt: Callable[[str, float, bool], float]
    height_em: float = LINE_EM


PT_PER_MM = 72.0 / 25.4


def box_inside(
    card_mm: tuple[float, float],
    cards: int,
    caliper_mm: float,
    clearance_mm: float = DEFAULT_CLEARANCE_MM,
    sleeve_mm: tuple[float, float] = (0.0, 0.0),
) -> Inside:
    """The inside of a box for ``cards`` cards of trim ``card_mm`` (width, height),
    ``caliper_mm`` thick each, in sleeves adding ``sleeve_mm``: card (and sleeve) plus
    ``clearance_mm`` by ``cards × caliper_mm``. Raises :class:`LayoutError` for values out
    of range (0.05-3 mm caliper, 0-10 mm clearance, at least one card)."""
    if cards < 1:
        raise LayoutError("a box needs at least one card")
    if not 0.05 <= caliper_mm <= 3.0:
        raise LayoutError(f"caliper {caliper_mm:g} mm is out of range (0.05-3 mm a card)")
    if not 0.0 <= clearance_mm <= 10.0:
        raise LayoutError(f"clearance {clearance_mm:g} mm is out of range (0-10 mm)")
    width = card_mm[0] + sleeve_mm[0] + clearance_mm
    height = card_mm[1] + sleeve_mm[1] + clearance_mm
    return Inside(width, height, cards * caliper_mm, cards, caliper_mm)


def plan_box(
    card_mm: tuple[float, float],
    cards: int,
    caliper_mm: float,
    paper_mm: tuple[float, float],
    texts: BoxTexts,
    *,
    kind: Kind | None = None,
    clearance_mm: float = DEFAULT_CLEARANCE_MM,
    sleeve_mm: tuple[float, float] = (0.0, 0.0),
    margin_mm: float = PAGE_MARGIN_MM,
    rim_mm: float = 0.0,
) -> BoxPlan:
    """The box (or boxes) for ``cards`` cards on paper ``paper_mm`` (portrait sizes; each
    net is tried both ways round). See the module docstring for the order of tries.
    ``rim_mm``: the back picture's own border (a bordered style's white rim, mm) that shows
    round the front panel's field; the deck's name there keeps :data:`_Words.PAD_MM`
    inside it, on one line or two (:meth:`_Words.front_name`).

    Raises :class:`LayoutError` naming the net's size and the paper's room if no box fits.
    """
    kinds: Sequence[Kind] = KINDS if kind is None else (kind,)
    tried: list[str] = []
    for boxes in range(1, MAX_BOXES + 1):
        per_box = math.ceil(cards / boxes)
        if boxes > 1 and math.ceil(cards / (boxes - 1)) == per_box:
            continue
        inside = box_inside(card_mm, per_box, caliper_mm, clearance_mm, sleeve_mm)
        for each in kinds:
            nets = _nets(each, inside)
            placed = [_place(net, paper_mm, margin_mm) for net in nets]
            fits = [p for p in placed if p is not None]
            if len(fits) == len(nets):
                pages = tuple(
                    _page(net, size, origin, inside, texts, number, boxes, cards, rim_mm)
                    for number in range(1, boxes + 1)
                    for net, (size, origin) in zip(nets, fits, strict=True)
                )
                return BoxPlan(each, boxes, inside, pages)
            if boxes == 1:
                biggest = max(nets, key=lambda n: n.width * n.height)
                tried.append(f"{each} {biggest.width:.0f} × {biggest.height:.0f} mm")
    room = f"{paper_mm[0] - 2 * (margin_mm + BLEED_MM):.0f} × "
    room += f"{paper_mm[1] - 2 * (margin_mm + BLEED_MM):.0f} mm"
    inside = box_inside(card_mm, cards, caliper_mm, clearance_mm, sleeve_mm)
    raise LayoutError(
        f"no box fits the paper: inside {_size(inside)} mm needs a net of "
        f"{', '.join(tried)}, and even {MAX_BOXES} boxes do not fit; the paper has room "
        f"for {room} (inside its {margin_mm:g} mm margin and {BLEED_MM:g} mm bleed). "
        "Use larger paper or fewer cards; a box is never scaled."
    )


def inside_words(texts: BoxTexts, inside: Inside) -> str:
    """The inside size as the flap prints it ("inside 57,0 × 88,0 × 32,4 mm"), in the
    language of ``texts``; the PDF's subject says the same."""
    return texts.inside(f"{inside.width:.1f}", f"{inside.height:.1f}", f"{inside.depth:.1f}")


def _size(inside: Inside) -> str:
    return f"{inside.width:.1f} × {inside.height:.1f} × {inside.depth:.1f}"


# -- nets -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Net:
    """A net at the origin: its bounding size, cut outline, pieces and fold lines."""

    part: str
    width: float
    height: float
    outline: tuple[tuple[float, float], ...]
    pieces: tuple[Piece, ...]
    folds: tuple[Segment, ...]
    art: Rect | None
    extra: dict[str, float] = field(default_factory=dict)


def _nets(kind: Kind, inside: Inside) -> list[_Net]:
    f = FOLD_ALLOWANCE_MM
    a, h, d = inside.width + f, inside.height + f, inside.depth + f
    if kind == "tuck":
        return [_tuck(a, h, d)]
    lid_wall = min(d, MAX_LID_WALL_MM)
    return [
        _tray("base", a, h, d, art=False),
        _tray("lid", a + LID_EXTRA_MM, h + LID_EXTRA_MM, lid_wall, art=True),
    ]


def _tuck(a: float, h: float, d: float) -> _Net:
    """A tuck box: [front a][side d][back a][side d][glue g] across; the bottom panel below
    the back, glued on the bottom dust flaps; the lid above the back with the tuck flap;
    the top dust flaps on the sides; the thumb notch in the front's top edge."""
    g = min(GLUE_FLAP_MM, a / 2)
    fd = min(d, a / 2 - 1.0, 25.0)  # dust flaps: two meet inside a panel a wide
    ch = min(fd * 0.4, d * 0.25)  # their chamfer, so they fold past their neighbours
    t = min(20.0, max(10.0, 0.6 * d))  # tuck flap
    tc = min(t * 0.5, a * 0.15)
    gc = min(g * 0.5, 3.0)
    r = min(10.0, a / 4)  # thumb notch radius
    x1, x2, x3, x4, x5 = a, a + d, 2 * a + d, 2 * a + 2 * d, 2 * a + 2 * d + g
    y0, y1, y2, y3, y4 = 0.0, d, d + h, 2 * d + h, 2 * d + h + t
    notch = [
        (a / 2 + r * math.cos(math.pi * k / 12), y2 - r * math.sin(math.pi * k / 12))
        for k in range(13)
    ]
    outline = [
        (0.0, y1),
        (x1, y1),
        (x1 + ch, y1 - fd),
        (x2 - ch, y1 - fd),
        (x2, y1),
        (x2, y0),
        (x3, y0),
        (x3, y1),
        (x3 + ch, y1 - fd),
        (x4 - ch, y1 - fd),
        (x4, y1),
        (x5, y1 + gc),
        (x5, y2 - gc),
        (x4, y2),
        (x4 - ch, y2 + fd),
        (x3 + ch, y2 + fd),
        (x3, y2),
        (x3, y3),
        (x3 - tc, y4),
        (x2 + tc, y4),
        (x2, y3),
        (x2, y2),
        (x2 - ch, y2 + fd),
        (x1 + ch, y2 + fd),
        (x1, y2),
        *notch,
        (0.0, y2),
    ]
    pieces = (
        Piece("front", "panel", Rect(0.0, y1, a, h)),
        Piece("side-left", "panel", Rect(x1, y1, d, h)),
        Piece("back", "panel", Rect(x2, y1, a, h)),
        Piece("side-right", "panel", Rect(x3, y1, d, h)),
        Piece("glue", "glue", Rect(x4, y1, g, h)),
        Piece("bottom", "panel", Rect(x2, y0, a, d)),
        Piece("lid", "panel", Rect(x2, y2, a, d)),
        Piece("tuck", "flap", Rect(x2, y3, a, t)),
        Piece("dust", "glue", Rect(x1, y1 - fd, d, fd)),
        Piece("dust", "glue", Rect(x3, y1 - fd, d, fd)),
        Piece("dust", "flap", Rect(x1, y2, d, fd)),
        Piece("dust", "flap", Rect(x3, y2, d, fd)),
    )
    folds = (
        Segment("fold", x1, y1, x1, y2),
        Segment("fold", x2, y1, x2, y2),
        Segment("fold", x3, y1, x3, y2),
        Segment("fold", x4, y1, x4, y2),
        Segment("fold", x1, y1, x2, y1),
        Segment("fold", x2, y1, x3, y1),
        Segment("fold", x3, y1, x4, y1),
        Segment("fold", x1, y2, x2, y2),
        Segment("fold", x2, y2, x3, y2),
        Segment("fold", x3, y2, x4, y2),
        Segment("fold", x2, y3, x3, y3),
    )
    extra = {"notch_r": r}
    return _Net("tuck", x5, y4, tuple(outline), pieces, folds, Rect(0.0, y1, a, h), extra)


def _tray(part: str, a: float, h: float, d: float, *, art: bool) -> _Net:
    """A tray (the base or the lid of a two-part box): the floor a × h, a wall d high on
    each side, a glue tab at each end of the walls along a (glued inside the other walls)."""
    g = min(GLUE_FLAP_MM, d - 1.0, a / 3) if d > 2.0 else d / 2
    c = min(d * 0.2, 3.0)
    x0, x1, x2, x3 = 0.0, d, d + a, 2 * d + a
    y0, y1, y2, y3 = 0.0, d, d + h, 2 * d + h
    outline = (
        (x1, y0),
        (x2, y0),
        (x2 + g, y0 + c),
        (x2 + g, y1 - c),
        (x2, y1),
        (x3, y1),
        (x3, y2),
        (x2, y2),
        (x2 + g, y2 + c),
        (x2 + g, y3 - c),
        (x2, y3),
        (x1, y3),
        (x1 - g, y3 - c),
        (x1 - g, y2 + c),
        (x1, y2),
        (x0, y2),
        (x0, y1),
        (x1, y1),
        (x1 - g, y1 - c),
        (x1 - g, y0 + c),
    )
    pieces = (
        Piece("floor", "panel", Rect(x1, y1, a, h)),
        Piece("wall", "panel", Rect(x1, y0, a, d)),
        Piece("wall", "panel", Rect(x1, y2, a, d)),
        Piece("wall", "panel", Rect(x0, y1, d, h)),
        Piece("wall", "panel", Rect(x2, y1, d, h)),
        Piece("glue", "glue", Rect(x2, y0, g, d)),
        Piece("glue", "glue", Rect(x2, y2, g, d)),
        Piece("glue", "glue", Rect(x1 - g, y2, g, d)),
        Piece("glue", "glue", Rect(x1 - g, y0, g, d)),
    )
    folds = (
        Segment("fold", x1, y1, x2, y1),
        Segment("fold", x1, y2, x2, y2),
        Segment("fold", x1, y1, x1, y2),
        Segment("fold", x2, y1, x2, y2),
        Segment("fold", x2, y0, x2, y1),
        Segment("fold", x2, y2, x2, y3),
        Segment("fold", x1, y2, x1, y3),
        Segment("fold", x1, y0, x1, y1),
    )
    return _Net(part, x3, y3, outline, pieces, folds, Rect(x1, y1, a, h) if art else None)


# -- on the page ----------------------------------------------------------------------------
def _place(
    net: _Net, paper_mm: tuple[float, float], margin_mm: float
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The page size (portrait first, then landscape) and the net's origin, centred, or
    ``None`` if the net and its bleed do not fit inside the margin either way."""
    short, long = sorted(paper_mm)
    for page in ((short, long), (long, short)):
        room_w = page[0] - 2 * (margin_mm + BLEED_MM)
        room_h = page[1] - 2 * (margin_mm + BLEED_MM)
        if net.width <= room_w and net.height <= room_h:
            return page, ((page[0] - net.width) / 2, (page[1] - net.height) / 2)
    return None


def _page(
    net: _Net,
    page: tuple[float, float],
    origin: tuple[float, float],
    inside: Inside,
    texts: BoxTexts,
    number: int,
    boxes: int,
    total_cards: int,
    rim_mm: float = 0.0,
) -> BoxPage:
    dx, dy = origin
    outline = tuple((x + dx, y + dy) for x, y in net.outline)
    pieces = tuple(Piece(p.name, p.role, p.rect.shifted(dx, dy)) for p in net.pieces)
    cuts = tuple(
        Segment("cut", *outline[i], *outline[(i + 1) % len(outline)]) for i in range(len(outline))
    )
    folds = tuple(Segment("fold", s.x1 + dx, s.y1 + dy, s.x2 + dx, s.y2 + dy) for s in net.folds)
    art = net.art.shifted(dx, dy) if net.art else None
    words = _Words(texts)
    placed: list[BoxText] = []
    by_name: dict[str, list[Piece]] = {}
    for piece in pieces:
        by_name.setdefault(piece.name, []).append(piece)
    name = texts.name if boxes == 1 else f"{texts.name} · {texts.box_of(number, boxes)}"
    held = min(inside.cards, total_cards - (number - 1) * inside.cards)
    inside_text = inside_words(texts, inside)
    if net.part == "tuck":
        front, back = by_name["front"][0].rect, by_name["back"][0].rect
        r = net.extra["notch_r"]
        placed += words.front_name(name, front, rim_mm, top_gap=r + 2)
        placed += words.back_panel(back, boxes, held, total_cards)
        for side in by_name["side-left"] + by_name["side-right"]:
            placed += words.along(name, side.rect)
        placed += words.fit_lines([inside_text], by_name["tuck"][0].rect, small=True)
    elif net.part == "lid":
        floor = by_name["floor"][0].rect
        placed += words.fit_lines([name], floor, bold=True, at_bottom=True)
        for wall in by_name["wall"]:
            if wall.rect.x == floor.x:  # the walls along the floor's width
                upside = wall.rect.y > floor.y  # folded down, it reads upright from outside
                placed += words.fit_lines([name], wall.rect, bold=True, upside=upside)
            else:
                placed += words.along(name, wall.rect)
    else:  # the base: its floor is the box's underside
        floor = by_name["floor"][0].rect
        body = Rect(floor.x, floor.y + 8, floor.w, floor.h - 8)
        placed += words.back_panel(body, boxes, held, total_cards)
        placed += words.fit_lines([inside_text], Rect(floor.x, floor.y, floor.w, 8), small=True)
    for piece in pieces:
        if piece.role == "glue" and piece.rect.w >= 4 and piece.rect.h >= 4:
            placed += words.along(texts.glue, piece.rect, glue=True)
    if net.part != "tuck":
        label = texts.part(net.part)
        floor = by_name["floor"][0].rect
        spot = next(w.rect for w in by_name["wall"] if w.rect.x == floor.x and w.rect.y > floor.y)
        strip = Rect(spot.x, spot.top - 6, spot.w, 5)
        placed += words.fit_lines([label], strip, small=True)
    return BoxPage(
        page[0],
        page[1],
        net.part,
        outline,
        pieces,
        (*cuts, *folds),
        tuple(placed),
        art,
    )


@dataclass(frozen=True)
class _Words:
    """Fits text into pieces: the largest size (from ``MAX_PT`` down to 6 pt) that fits."""

    texts: BoxTexts
    MAX_PT = 14.0
    PAD_MM = 2.0

    def width_mm(self, text: str, size: float, bold: bool) -> float:
        return self.texts.width_pt(text, size, bold) / PT_PER_MM

    def size_for(
        self, lines: Sequence[str], w: float, h: float, bold: bool, top: float = MAX_PT
    ) -> float | None:
        """The largest size in half points from ``top`` down to 6 pt at which ``lines``
        fit a box ``w`` × ``h`` mm (lines 1.25 em apart, the glyph boxes of the first and
        last line whole: :meth:`overhang_mm`), else ``None``."""
        size = top
        while size >= MIN_TEXT_PT:
            tall = len(lines) * size * LINE_EM / PT_PER_MM + 2 * self.overhang_mm(size)
            wide = max(self.width_mm(line, size, bold) for line in lines)
            if tall <= h and wide <= w:
                return size
            size -= 0.5
        return None

    def overhang_mm(self, size: float) -> float:
        """How far a line's glyph box reaches beyond its 1.25 em line, above and below
        (mm, at ``size`` pt): the margin is kept to the ink, not to the line spacing."""
        return max(0.0, self.texts.height_em - LINE_EM) / 2 * size / PT_PER_MM

    def fit_lines(
        self,
        lines: Sequence[str],
        rect: Rect,
        *,
        bold: bool = False,
        small: bool = False,
        at_bottom: bool = False,
        top_gap: float = 0.0,
        upside: bool = False,
    ) -> list[BoxText]:
        """``lines`` centred across ``rect`` at the largest size that fits inside its
        padding (:data:`PAD_MM`, 1 mm for ``small`` texts; a bold name, which may be
        outlined on the picture, :data:`OUTLINE_MM` more), centred in its height or set at
        its foot (``at_bottom``), ``top_gap`` mm kept clear at the top, turned 180° for
        ``upside``. Nothing if they do not fit at 6 pt."""
        pad = 1.0 if small else self.PAD_MM + (OUTLINE_MM if bold else 0.0)
        w, h = rect.w - 2 * pad, rect.h - 2 * pad - top_gap
        size = self.size_for(lines, w, h, bold, MIN_TEXT_PT if small else self.MAX_PT)
        if size is None:
            return []
        step = size * LINE_EM / PT_PER_MM
        if at_bottom:
            top = rect.y + pad + self.overhang_mm(size) + len(lines) * step
        else:
            top = rect.y + pad + (h + len(lines) * step) / 2
        out = []
        for i, line in enumerate(lines):
            y = top - (i + 0.5) * step
            if upside:
                y = rect.y + rect.top - y
            out.append(BoxText(line, rect.x + rect.w / 2, y, size, 180.0 if upside else 0.0, bold))
        return out

    def front_name(self, name: str, rect: Rect, rim_mm: float, top_gap: float) -> list[BoxText]:
        """The deck's name at the foot of the front panel ``rect``, kept :data:`PAD_MM` (and
        the outline) inside the picture's field, ``rim_mm`` in from the panel's edges: on
        one line, or on two lines broken at the space that balances them best where that
        sets the name larger (a long name such as "Klasyczna talia z pustymi kartami"
        rather than a small one reaching across the whole panel)."""
        inner = Rect(rect.x + rim_mm, rect.y + rim_mm, rect.w - 2 * rim_mm, rect.h - 2 * rim_mm)
        options = [[name], *self._two_lines(name)]
        pad = self.PAD_MM + OUTLINE_MM
        w, h = inner.w - 2 * pad, inner.h - 2 * pad - top_gap

        def size(lines: list[str]) -> float:
            return self.size_for(lines, w, h, True) or 0.0

        best = max(options, key=lambda lines: (size(lines), -len(lines)))
        return self.fit_lines(best, inner, bold=True, at_bottom=True, top_gap=top_gap)

    def _two_lines(self, name: str) -> list[list[str]]:
        """``name`` broken at its most central space (by width), as one option; none for a
        name of one word."""
        words = name.split(" ")
        if len(words) < 2:
            return []
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        one, two = min(
            splits,
            key=lambda pair: abs(
                self.width_mm(pair[0], 10, True) - self.width_mm(pair[1], 10, True)
            ),
        )
        return [[one, two]]

    def along(self, text: str, rect: Rect, glue: bool = False) -> list[BoxText]:
        """``text`` along the long side of ``rect``, reading upwards (on a shelf: the spine)."""
        turned = rect.h > rect.w
        long, short = (rect.h, rect.w) if turned else (rect.w, rect.h)
        pad = 1.0 if glue else self.PAD_MM
        top = MIN_TEXT_PT if glue else self.MAX_PT
        size = self.size_for([text], long - 2 * pad, short - 2 * pad, not glue, top)
        if size is None:
            return []
        return [
            BoxText(
                text,
                rect.x + rect.w / 2,
                rect.y + rect.h / 2,
                size,
                90.0 if turned else 0.0,
                not glue,
            )
        ]

    def back_panel(self, rect: Rect, boxes: int, per_box: int, total: int) -> list[BoxText]:
        """What of the contents fits at 6 pt or more: the name, the total and a line per
        card type; else the name and the total (one box) or the box's share."""
        t = self.texts
        if boxes == 1:
            full = [t.name, t.total(total), *t.contents]
            if self.size_for(full, rect.w - 2 * self.PAD_MM, rect.h - 2 * self.PAD_MM, False):
                return self.fit_lines(full, rect)
        return self.fit_lines([t.name, t.total(total if boxes == 1 else per_box)], rect)

    # the name on the front and sides carries "box i of n" when there are several
