"""Print sheets: fronts and mirrored backs imposed on paper, with marks, as one PDF.

Internal; :func:`deckgen.build_sheets` is public. Each front page is followed by its back
page, laid out for long-edge duplex: the back of the card at front position ``x`` sits at
``page width − x − width``, same ``y``, so it lands behind its front when the sheet is
flipped on its long edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from ..definitions.model import Deck
from ..output import atomic_path
from ..units import mm_to_pt
from .grid import Grid, Placement
from .marks import draw_crop_marks, draw_labels
from .pdffonts import register_fonts


@dataclass(frozen=True)
class SheetsResult:
    """What was written: the PDF path, page count and cards per page."""

    path: Path
    pages: int
    cards_per_page: int
    cards: int


def write_sheets_pdf(
    deck: Deck, faces: Mapping[str, Image.Image], back: Image.Image, grid: Grid, path: Path
) -> SheetsResult:
    """Write ``deck``'s cards (``faces`` by face id, and ``back``) as a duplex print PDF.

    Pages alternate front, back; ``ceil(total_cards / grid.per_page) * 2`` pages in all.
    The file appears at ``path`` only once complete. Raises :class:`OutputError` if it
    cannot be written.
    """
    font, _ = register_fonts()
    readers = {face_id: ImageReader(image) for face_id, image in faces.items()}
    back_reader = ImageReader(back)
    cards = deck.cards()
    sheets = [cards[i : i + grid.per_page] for i in range(0, len(cards), grid.per_page)]
    total_pages = 2 * len(sheets)
    with atomic_path(path) as tmp:
        canvas = Canvas(
            str(tmp),
            pagesize=(mm_to_pt(grid.page_mm[0]), mm_to_pt(grid.page_mm[1])),
            invariant=1,
            pageCompression=1,
        )
        canvas.setTitle(f"{deck.name}: print sheets")
        canvas.setAuthor("deckgen")
        canvas.setCreator("deckgen")
        canvas.setSubject(f"{deck.total_cards} cards, {grid.per_page} a sheet, long-edge duplex")
        for index, sheet in enumerate(sheets):
            for side in ("front", "back"):
                page = 2 * index + (side == "back") + 1
                for slot, face in enumerate(sheet):
                    if side == "front":
                        _place(canvas, readers[face.id], grid.front(slot))
                    else:
                        _place(canvas, back_reader, grid.back_long_edge(slot))
                draw_crop_marks(canvas, grid, mirrored=side == "back")
                top = [
                    deck.name,
                    f"page {page} of {total_pages}",
                    f"sheet {index + 1} of {len(sheets)}: {side.upper()}S",
                ]
                bottom = [
                    "print at 100 % (actual size), never 'fit to page'",
                    "two-sided: flip on the long edge",
                ]
                draw_labels(canvas, grid, top, bottom, font)
                canvas.showPage()
        canvas.save()
    return SheetsResult(path, total_pages, grid.per_page, len(cards))


def _place(canvas: Canvas, image: ImageReader, placement: Placement) -> None:
    canvas.drawImage(
        image,
        mm_to_pt(placement.x_mm),
        mm_to_pt(placement.y_mm),
        mm_to_pt(placement.width_mm),
        mm_to_pt(placement.height_mm),
    )
