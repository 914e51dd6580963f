"""A proof sheet: every unique face once, small, with its name and count, on A4.

Internal; :func:`deckgen.build_proof` is public. Not for cutting: it is for checking a
design (colours, labels, rule texts, the back) before printing the whole deck. Each card
is shown cut to its trim with a hairline around it; the back comes last.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from ..cardsize import CardSize
from ..definitions.model import Deck
from ..output import atomic_path
from ..paper import A4_MM
from ..text.cardnames import face_name, has_type_name, type_name
from ..text.catalog import NameList
from ..text.thai import wrap_lines
from ..units import mm_to_pt, mm_to_px
from .fonts import THAI_BOLD
from .pdffonts import register_fonts
from .sheettext import Lettering, draw_line, sheet_lettering

COLUMNS = 5
MARGIN_MM = 10.0
HEADER_MM = 14.0
LABEL_MM = 8.0  # under each card: its name and count, room for two lines at LABEL_PT
LABEL_PT = 7.5
LABEL_MIN_PT = 5.5  # floor: a name that two lines cannot hold is set smaller, down to this
LABEL_LEADING = 1.15  # line spacing of a label, times its size
_KEEP_COUNT = "\u00a0×\u00a0"  # "× 2" keeps to the name's last word when a label wraps
GAP_MM = 3.0
NOTE_PT = 7.5  # the note on names printed as written, under the header's details line
NOTE_LEADING_MM = 3.6  # one note line: the header grows by this much per line


@dataclass(frozen=True)
class ProofResult:
    """What was written: the PDF path, its pages and the number of faces shown."""

    path: Path
    pages: int
    faces: int


@dataclass(frozen=True)
class _Cell:
    width_mm: float
    height_mm: float
    columns: int
    rows: int
    header_mm: float = HEADER_MM

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def _cell(size: CardSize, note_lines: int = 0) -> _Cell:
    width = (A4_MM[0] - 2 * MARGIN_MM - (COLUMNS - 1) * GAP_MM) / COLUMNS
    height = width * size.height_mm / size.width_mm + LABEL_MM
    header = HEADER_MM + note_lines * NOTE_LEADING_MM
    usable = A4_MM[1] - 2 * MARGIN_MM - header
    rows = max(1, int((usable + GAP_MM) // (height + GAP_MM)))
    return _Cell(width, height, COLUMNS, rows, header)


def names_as_written(deck: Deck, letters: Lettering) -> str:
    """The proof's note on the card names that ``deck`` gives only in English while the
    proof is in another language (the catalog's ``pdf.proof_names_as_written``, each name
    quoted, in the catalog's own list form): those names are printed as written. ``""`` for
    an English proof or when every name is in the language."""
    catalog = letters.catalog
    if catalog.lang == "en":
        return ""
    types = dict.fromkeys(fc.face.card_type for fc in deck.faces)
    names = list(
        dict.fromkeys(type_name(catalog, t) for t in types if not has_type_name(catalog, t))
    )
    if not names:
        return ""
    listed = NameList(names, "standard", catalog.lang, quote_one=True)
    return catalog.plural("pdf.proof_names_as_written", len(names), names=listed)


def _note_lines(note: str, font: str) -> list[str]:
    """``note`` wrapped to the page's width at :data:`NOTE_PT` (none if empty)."""
    if not note:
        return []
    width_pt = mm_to_pt(A4_MM[0] - 2 * MARGIN_MM)
    return wrap_lines(note, width_pt, partial(_width, stringWidth, font, NOTE_PT))


def write_proof_pdf(
    deck: Deck,
    faces: Mapping[str, Image.Image],
    back: Image.Image,
    size: CardSize,
    path: Path,
    *,
    style_name: str = "",
    lang: str = "en",
) -> ProofResult:
    """Write the proof of ``deck`` (``faces`` by face id and ``back``, rendered with bleed)
    to ``path``: five cards a row on A4 portrait, each labelled ``<name> × <count>`` with
    the face named in ``lang`` (:func:`~deckgen.text.cardnames.face_name`: "7 (rojo) × 2").

    The header, the back's label, ``style_name`` (give it in ``lang``) and the document
    information are in ``lang``. Card names the deck gives only in English are printed as
    written, and a note under the header says so in ``lang`` (:func:`names_as_written`).
    Raises
    :class:`OutputError` if the file cannot be written; nothing is left half-written.
    """
    letters = sheet_lettering(lang)
    font, bold = (letters.font, THAI_BOLD) if letters.shaping else register_fonts()
    title = letters.pdf("proof", deck=deck.name_in(lang))
    fonts = (font, bold, letters.shaping)
    note = _note_lines(names_as_written(deck, letters), font)
    cell = _cell(size, len(note))
    entries = [
        (fc.face.id, f"{face_name(letters.catalog, fc.face)} × {fc.count}", faces[fc.face.id])
        for fc in deck.faces
    ]
    entries.append(("back", letters.pdf("back"), back))
    pages = math.ceil(len(entries) / cell.per_page)
    with atomic_path(path) as tmp:
        canvas = Canvas(
            str(tmp),
            pagesize=(mm_to_pt(A4_MM[0]), mm_to_pt(A4_MM[1])),
            invariant=1,
            initialFontName=font,
        )
        letters.describe(canvas, title, _details(deck, style_name, letters), deck.name_in(lang))
        for page in range(pages):
            _header(canvas, title, _details(deck, style_name, letters, page, pages), fonts, note)
            chunk = entries[page * cell.per_page : (page + 1) * cell.per_page]
            for slot, (_, label, image) in enumerate(chunk):
                _card(canvas, cell, slot, _trimmed(image, size), label, letters, font)
            canvas.showPage()
        canvas.save()
    return ProofResult(path, pages, len(deck.faces))


def _trimmed(image: Image.Image, size: CardSize) -> Image.Image:
    """The image cut at the trim (its dpi read back from its width)."""
    dpi = round(image.width / (size.full_width_mm / 25.4))
    bleed = mm_to_px(size.bleed_mm, dpi)
    return image.crop((bleed, bleed, image.width - bleed, image.height - bleed))


def _details(deck: Deck, style_name: str, letters: Lettering, page: int = 0, pages: int = 0) -> str:
    """What the proof shows (faces, cards, style), and on a page which page it is."""
    parts = [letters.pdf("proof_faces", faces=len(deck.faces), cards=deck.total_cards)]
    if style_name:
        parts.append(letters.pdf("proof_style", style=letters.catalog.quote(style_name)))
    if pages:
        parts.append(letters("page", page=page + 1, total=pages))
        parts.append(letters.pdf("proof_not_for_cutting"))
    return letters.pdf("separator").join(parts)


def _header(
    canvas: Canvas,
    title: str,
    details: str,
    fonts: tuple[str, str, bool],
    note: list[str],
) -> None:
    font, bold, shaping = fonts
    top = A4_MM[1] - MARGIN_MM
    canvas.setFont(bold, 13)
    draw_line(canvas, mm_to_pt(MARGIN_MM), mm_to_pt(top - 5), title, shaping=shaping)
    canvas.setFont(font, 8.5)
    draw_line(canvas, mm_to_pt(MARGIN_MM), mm_to_pt(top - 10), details, shaping=shaping)
    canvas.setFont(font, NOTE_PT)
    for number, line in enumerate(note, start=1):
        y_mm = top - 10 - number * NOTE_LEADING_MM
        draw_line(canvas, mm_to_pt(MARGIN_MM), mm_to_pt(y_mm), line, shaping=shaping)


def _card(
    canvas: Canvas, cell: _Cell, slot: int, image: Image.Image, label: str, letters, font
) -> None:
    column, row = slot % cell.columns, slot // cell.columns
    x = MARGIN_MM + column * (cell.width_mm + GAP_MM)
    top = A4_MM[1] - MARGIN_MM - cell.header_mm - row * (cell.height_mm + GAP_MM)
    card_h = cell.height_mm - LABEL_MM
    y = top - card_h
    canvas.drawImage(
        ImageReader(image), mm_to_pt(x), mm_to_pt(y), mm_to_pt(cell.width_mm), mm_to_pt(card_h)
    )
    canvas.setLineWidth(0.3)
    canvas.setStrokeColorCMYK(0, 0, 0, 0.45)  # a K tint, as light as grey 0.55
    canvas.rect(mm_to_pt(x), mm_to_pt(y), mm_to_pt(cell.width_mm), mm_to_pt(card_h))
    size, lines = label_lines(label, font, mm_to_pt(cell.width_mm), canvas.stringWidth)
    canvas.setFont(font, size)
    leading = size * LABEL_LEADING
    block_top = mm_to_pt(y - LABEL_MM / 2) + len(lines) * leading / 2  # centred in the label box
    x_pt = mm_to_pt(x + cell.width_mm / 2)
    for number, line in enumerate(lines):
        y_pt = block_top - 0.85 * size - number * leading
        draw_line(canvas, x_pt, y_pt, line, shaping=letters.shaping, centre=True)


def _width(measure: Callable[[str, str, float], float], font: str, size: float, text: str) -> float:
    return measure(text, font, size)


def label_lines(
    label: str, font: str, width_pt: float, measure: Callable[[str, str, float], float]
) -> tuple[float, list[str]]:
    """The size (pt) and lines of a card's ``label`` ("Cambio de sentido amarillo × 2")
    under a card ``width_pt`` wide, ``measure(text, font, size)`` giving a width in pt.

    The label wraps before it shrinks: at :data:`LABEL_PT` on as many lines as the label box
    (:data:`LABEL_MM` high, :data:`LABEL_LEADING`) holds, and only if it still does not fit
    0.5 pt smaller each time, never below :data:`LABEL_MIN_PT`. Lines break at the text
    layer's break points (:func:`~deckgen.text.thai.wrap_lines`: spaces, Thai word bounds,
    never a no-break space); the count "× 2" keeps to the name's last word.
    """
    text = label.replace(" × ", _KEEP_COUNT)
    size = LABEL_PT
    while True:
        lines = wrap_lines(text, width_pt, partial(_width, measure, font, size))
        room = int(mm_to_pt(LABEL_MM) // (size * LABEL_LEADING))
        fits = len(lines) <= room and all(measure(line, font, size) <= width_pt for line in lines)
        if fits or size <= LABEL_MIN_PT:
            return size, [line.replace(_KEEP_COUNT, " × ") for line in lines]
        size -= 0.5
