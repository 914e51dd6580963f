"""Print sheets: fronts and backs imposed on paper for a duplex mode, with marks, as PDF.

Internal; :func:`deckgen.build_sheets` is public. Input: the rendered images and an
:class:`~deckgen.layout.imposition.Imposition`; output: the PDF file(s).

- ``long``/``short``: each front page is followed by its back page, backs mirrored for
  that flip (see :mod:`.imposition`); the cards and crop marks of a back page are shifted
  by the back offset, its marks and labels kept out of the printer's margin.
- ``none``: fronts only; the backs go to ``backs.pdf`` (one page, print once per sheet).
- ``fold``: fronts in one half of each page, their backs mirrored in the other half.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from ..definitions.model import Deck
from ..output import atomic_path
from ..render.facedata import FaceImage
from ..units import mm_to_pt
from .grid import Placement
from .imposition import Imposition
from .marks import Frame, draw_crop_marks, draw_cut_lines, draw_fold_line, draw_labels
from .pdfimage import draw_face
from .sheettext import Lettering, sheet_lettering

BACKS_FILE = "backs.pdf"


@dataclass(frozen=True)
class SheetsResult:
    """What was written: the PDF path(s), page count, cards per page, how laid out."""

    path: Path
    pages: int
    cards_per_page: int
    cards: int
    orientation: str = "portrait"
    duplex: str = "long"
    backs_path: Path | None = None


@dataclass
class _Pdf:
    canvas: Canvas
    imposition: Imposition
    letters: Lettering

    @property
    def page_note(self) -> str:
        layout, t = self.imposition.layout, self.letters
        return (
            f"{t('duplex_' + layout.duplex)} · {layout.paper.name} {t(self.imposition.orientation)}"
        )

    def offset_note(self) -> str:
        dx, dy = self.imposition.back_offset_mm
        if (dx, dy) == (0.0, 0.0):
            return ""
        name = self.imposition.layout.printer
        printer = f" ({name})" if name else ""
        return self.letters("offset", dx=f"{dx:+g}", dy=f"{dy:+g}") + printer

    def page(
        self,
        cards: list[tuple[FaceImage, Placement]],
        frames: list[Frame],
        top: list[str],
        back_page: bool,
        cut_lines: list[Frame],
    ) -> None:
        """Draw one page and end it. On a back page (``back_page``) the cards and their
        marks are shifted by the back offset; marks and labels still end at the margin."""
        canvas, imposition = self.canvas, self.imposition
        canvas.saveState()
        if back_page:
            dx, dy = imposition.back_offset_mm
            cards = [(face, _shifted(p, dx, dy)) for face, p in cards]
            frames = [frame.shifted(dx, dy) for frame in frames]
            cut_lines = [frame.shifted(dx, dy) for frame in cut_lines]
        for face, placement in cards:
            _place(canvas, face, placement)
        for frame in cut_lines:
            draw_cut_lines(canvas, frame)
        for frame in frames:
            draw_crop_marks(canvas, frame)
        if imposition.fold_line:
            draw_fold_line(canvas, imposition.fold_line, imposition.layout.margin_mm, self.letters)
        bottom = [self.letters("actual_size"), self.page_note]
        if back_page and self.offset_note():
            bottom.append(self.offset_note())
        margin_mm = imposition.layout.margin_mm
        draw_labels(canvas, frames, imposition.page_mm, margin_mm, top, bottom, self.letters)
        canvas.restoreState()
        canvas.showPage()


def _new_canvas(
    path: Path, imposition: Imposition, letters: Lettering, info: tuple[str, str, str]
) -> Canvas:
    """A canvas for sheets; ``info``: its title, subject and the deck's name (keywords)."""
    canvas = Canvas(
        str(path),
        pagesize=(mm_to_pt(imposition.page_mm[0]), mm_to_pt(imposition.page_mm[1])),
        invariant=1,
        pageCompression=1,
    )
    letters.describe(canvas, *info)
    return canvas


def write_sheets_pdf(
    deck: Deck,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    imposition: Imposition,
    path: Path,
    lang: str = "en",
) -> SheetsResult:
    """Write ``deck``'s cards (``faces`` by face id, and ``back``) as print sheets.

    The margin texts and the deck's name are in ``lang`` (English where deckgen has no
    texts for it).

    ``ceil(cards / per_page)`` sheets; two pages each for ``long``/``short``, one for
    ``none`` (plus ``backs.pdf`` beside ``path``) and ``fold``. Files appear only once
    complete. Raises :class:`OutputError` if one cannot be written.
    """
    layout = imposition.layout
    letters = sheet_lettering(lang)
    name = deck.name_in(lang)
    cards = deck.cards()
    per_page = imposition.per_page
    sheets = [cards[i : i + per_page] for i in range(0, len(cards), per_page)]
    sides = 2 if layout.two_sided else 1
    total_pages = sides * len(sheets)
    front_frame = Frame.of(imposition.grid)
    back_frame = front_frame.mirrored(imposition)
    subject = ", ".join(
        [
            letters.pdf("cards", n=len(cards)),
            letters.pdf("per_sheet", n=per_page),
            letters.duplex(layout.duplex),
        ]
    )
    info = (letters.pdf("sheets", deck=name), subject, name)
    with atomic_path(path) as tmp:
        pdf = _Pdf(_new_canvas(tmp, imposition, letters, info), imposition, letters)
        for index, sheet in enumerate(sheets):
            fronts = [(faces[f.id], imposition.grid.front(s)) for s, f in enumerate(sheet)]
            backs = [(back, imposition.back(s)) for s in range(len(sheet))]
            page = sides * index + 1
            head = [name, letters("page", page=page, total=total_pages)]
            where = dict(sheet=index + 1, sheets=len(sheets))
            cut = [front_frame] if layout.cut_lines else []
            if layout.duplex == "fold":
                pdf.page(
                    fronts + backs,
                    [front_frame, back_frame],
                    [*head, letters("both", **where)],
                    back_page=False,
                    cut_lines=cut,
                )
                continue
            pdf.page(fronts, [front_frame], [*head, letters("fronts", **where)], False, cut)
            if layout.two_sided:
                head = [name, letters("page", page=page + 1, total=total_pages)]
                pdf.page(backs, [back_frame], [*head, letters("backs", **where)], True, [])
        pdf.canvas.save()
    backs_path = None
    if layout.duplex == "none":
        backs_path = path.with_name(BACKS_FILE)
        _write_backs_pdf(name, back, imposition, backs_path, len(sheets), letters)
    return SheetsResult(
        path,
        total_pages,
        per_page,
        len(cards),
        imposition.orientation,
        layout.duplex,
        backs_path,
    )


def _write_backs_pdf(
    name: str, back: FaceImage, imposition: Imposition, path: Path, sheets: int,
    letters: Lettering,
) -> None:  # fmt: skip
    """One page of backs in every slot, for printing on the reverse of each front sheet."""
    subject = f"{letters('backs_only', n=sheets)}, {letters('once_per_sheet')}"
    info = (letters.pdf("backs", deck=name), subject, name)
    with atomic_path(path) as tmp:
        pdf = _Pdf(_new_canvas(tmp, imposition, letters, info), imposition, letters)
        backs = [(back, imposition.back(s)) for s in range(imposition.per_page)]
        top = [name, letters("backs_only", n=sheets), letters("once_per_sheet")]
        frames = [Frame.of(imposition.grid).mirrored(imposition)]
        pdf.page(backs, frames, top, back_page=True, cut_lines=[])
        pdf.canvas.save()


def _shifted(placement: Placement, dx: float, dy: float) -> Placement:
    return replace(placement, x_mm=placement.x_mm + dx, y_mm=placement.y_mm + dy)


def _place(canvas: Canvas, face: FaceImage, placement: Placement) -> None:
    draw_face(
        canvas,
        face,
        mm_to_pt(placement.x_mm),
        mm_to_pt(placement.y_mm),
        mm_to_pt(placement.width_mm),
        mm_to_pt(placement.height_mm),
    )
