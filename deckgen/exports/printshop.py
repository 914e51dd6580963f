"""The print-shop PDF: one card a page, page = trim + bleed, TrimBox and BleedBox set.

Internal; written by :func:`deckgen.build_print_shop` (``sheets --one-per-page``). Print
services impose the pages themselves and cut at the TrimBox (PDF 1.3+, ISO 32000-1
§14.11.2), so pages carry no marks and no back offset; fronts and backs alternate
(front 1, back 1, front 2, …), the order most services ask for double-sided cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from ..cardsize import CardSize
from ..definitions.model import Deck
from ..layout.pdffonts import register_fonts
from ..layout.pdfimage import add_srgb_output_intent, draw_face, flate_only
from ..layout.sheettext import sheet_lettering
from ..output import atomic_path
from ..render.facedata import FaceImage
from ..units import mm_to_pt

PRINT_SHOP_FILE = "print-shop.pdf"


@dataclass(frozen=True)
class PrintShopResult:
    """The PDF written, its page count (2 per card) and the number of cards."""

    path: Path
    pages: int
    cards: int


def write_print_shop_pdf(
    deck: Deck,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    card: CardSize,
    path: Path,
    lang: str = "en",
) -> PrintShopResult:
    """Write every card of ``deck`` as a front page then a back page of trim + bleed size.

    MediaBox = BleedBox = the full card; TrimBox = the card inset by ``card.bleed_mm``.
    The images are DeviceRGB under an sRGB OutputIntent (see
    :func:`~deckgen.layout.pdfimage.add_srgb_output_intent`).
    The document information (title, subject, keywords) is in ``lang``. Raises
    :class:`OutputError` if the file cannot be written.
    """
    letters = sheet_lettering(lang)
    name = letters.deck_name(deck)
    width_pt, height_pt = mm_to_pt(card.full_width_mm), mm_to_pt(card.full_height_mm)
    bleed_pt = mm_to_pt(card.bleed_mm)
    cards = deck.cards()
    font, _ = register_fonts()
    with atomic_path(path) as tmp:
        canvas = Canvas(
            str(tmp),
            pagesize=(width_pt, height_pt),
            invariant=1,
            pageCompression=1,
            initialFontName=font,  # draws no text; selects an embedded font, not Helvetica
        )
        trim = letters.pdf(
            "trim", w=f"{card.width_mm:g}", h=f"{card.height_mm:g}", bleed=f"{card.bleed_mm:g}"
        )
        parts = [letters.pdf("cards", n=len(cards)), letters.pdf("alternating"), trim]
        subject = letters.pdf("separator").join(parts)
        letters.describe(canvas, letters.pdf("print_shop", deck=name), subject, name)
        canvas.setBleedBox([0, 0, width_pt, height_pt])
        canvas.setTrimBox([bleed_pt, bleed_pt, width_pt - bleed_pt, height_pt - bleed_pt])
        for card_face in cards:
            for image in (faces[card_face.id], back):
                draw_face(canvas, image, 0, 0, width_pt, height_pt)
                canvas.showPage()
        add_srgb_output_intent(canvas)
        with flate_only():  # 2 pages a card: no pure-Python ASCII85 of each page
            canvas.save()
    return PrintShopResult(path, 2 * len(cards), len(cards))
