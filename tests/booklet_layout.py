"""Booklet layouts read back from the PDF (pdfplumber): table header boxes and page ends.

Builds skip the card pictures (a blank PNG stands in for each face) and the A5 imposition:
the A5 pages are read as laid out, one to a page.
"""

from __future__ import annotations

import hashlib
import io
import unicodedata
from dataclasses import dataclass
from functools import cache

import pdfplumber
from PIL import Image

from deckgen.booklet import document
from deckgen.booklet.blocks import BookletContent, BoxBlock, CardBlock, Para, TableBlock
from deckgen.layout.fonts import booklet_fonts
from deckgen.paper import A4_MM, A5_MM

from .booklet_helpers import compose, deck
from .shared_cache import shared

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")
PAGES = {"a4": A4_MM, "a5": A5_MM}
GAP_PT = document.mm_to_pt(1.0)  # the least space between two header cells' texts (1 mm)
FRAME_PADDING_PT = 6.0  # a platypus Frame's own padding


@cache
def _blank_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 6), "white").save(buffer, format="PNG")
    return buffer.getvalue()


@dataclass(frozen=True)
class Built:
    content: BookletContent
    layout: document._Layout
    page_mm: tuple[float, float]

    @property
    def frame_x_pt(self) -> tuple[float, float]:
        """The text frame's left and right edges (the margins and the frame's padding)."""
        margin = document.mm_to_pt(18 if self.page_mm == A4_MM else 12)
        right = document.mm_to_pt(self.page_mm[0]) - margin
        return margin + FRAME_PADDING_PT, right - FRAME_PADDING_PT

    @property
    def frame_bottom_pt(self) -> float:
        """The frame's bottom edge, from the page top (pdfplumber's ``top``)."""
        margin = document.mm_to_pt(18 if self.page_mm == A4_MM else 12)
        return document.mm_to_pt(self.page_mm[1]) - margin * 1.3


def build(
    deck_id: str, lang: str, page: str, ruleset: str = "official", house: tuple[str, ...] = ()
) -> Built:
    """``deck_id``'s booklet content in ``lang`` laid out on ``page`` ("a4" or "a5", one
    page to a sheet, a blank picture for each card): built once per run (the arguments as
    keyed, defaults filled in; the layout is shared by the xdist workers through
    :mod:`tests.shared_cache`)."""
    return _build(deck_id, lang, page, ruleset, tuple(house))


@cache
def _build(deck_id: str, lang: str, page: str, ruleset: str, house: tuple[str, ...]) -> Built:
    content = compose(deck_id, ruleset, house, lang=lang)

    def lay_out() -> document._Layout:
        pictures = {
            block.face.id: _blank_png()
            for section in content.sections
            for block in section.blocks
            if isinstance(block, CardBlock)
        }
        return document._layout(content, booklet_fonts(), pictures, PAGES[page], deck(deck_id))

    layout = shared("booklet-layout", (deck_id, lang, page, ruleset, house), lay_out)
    return Built(content, layout, PAGES[page])


@cache
def page_chars(pdf: bytes) -> tuple[tuple[dict, ...], ...]:
    """Each page's characters as pdfplumber reads them (its ``page.chars`` dicts: text,
    x0/x1/top/bottom in pt from the page's top-left, size, fontname, matrix), read once per
    booklet PDF: several checks read the same booklet, and a read costs about as much as
    the layout itself. Callers must not change the dicts."""

    def read() -> tuple[tuple[dict, ...], ...]:
        with pdfplumber.open(io.BytesIO(pdf)) as document_pdf:
            return tuple(tuple(page.chars) for page in document_pdf.pages)

    return shared("booklet-chars", hashlib.sha256(pdf).hexdigest(), read)


@dataclass(frozen=True)
class Box:
    text: str
    column: int
    page: int
    x0: float
    x1: float
    top: float
    bottom: float


def _visible(text: str) -> str:
    """``text`` as compared with what a PDF gives back: no spaces, no combining marks (Thai
    marks come back as presentation forms or decomposed), no private-use glyphs."""
    text = unicodedata.normalize("NFKC", text)
    return "".join(
        ch for ch in text if not ch.isspace() and unicodedata.category(ch) not in ("Mn", "Co")
    )


def _word_boxes(
    words: list[tuple[int, str]], chars: list[dict], owner: list[int], at: int, page: int
) -> tuple[list[Box], int]:
    """The box of each (column, word) printed from stream position ``at`` on (``owner``
    maps a stream position to its character), and the position after the last."""
    boxes = []
    for column, word in words:
        end = at + len(_visible(word))
        run = chars[owner[at] : owner[end - 1] + 1]
        at = end
        boxes.append(
            Box(
                word,
                column,
                page,
                min(ch["x0"] for ch in run),
                max(ch["x1"] for ch in run),
                min(ch["top"] for ch in run),
                max(ch["bottom"] for ch in run),
            )
        )
    return boxes, at


def _table_rows(built: Built) -> list[tuple[tuple[str, ...], ...]]:
    """Every table's rows (header first), in booklet order."""
    return [
        tuple(block.rows)
        for section in built.content.sections
        for block in section.blocks
        if isinstance(block, TableBlock)
    ]


def header_boxes(built: Built) -> list[list[Box]]:
    """For each table, the box of every header word as printed (one list per table).

    A header row is found as its words' characters in drawing order; each word's box spans
    its characters (a wrapped header gives one box per word).
    """
    headers = [rows[0] for rows in _table_rows(built)]
    found: list[list[Box]] = []
    pages = [[ch for ch in chars if _visible(ch["text"])] for chars in page_chars(built.layout.pdf)]
    for header in headers:
        words = [(c, w) for c, cell in enumerate(header) for w in cell.split()]
        wanted = "".join(_visible(w) for _, w in words)
        for page_index, chars in enumerate(pages):
            # a glyph may stand for several characters (a ligature, a Thai cluster)
            owner = [i for i, ch in enumerate(chars) for _ in _visible(ch["text"])]
            stream = "".join(_visible(ch["text"]) for ch in chars)
            at = stream.find(wanted)
            if at < 0:
                continue
            boxes, at = _word_boxes(words, chars, owner, at, page_index)
            found.append(boxes)
            break
        else:
            raise AssertionError(f"header {header} not found in the PDF")
    return found


def row_boxes(built: Built) -> list[list[Box]]:
    """For every body row of every table, the box of each word as printed (one list per
    row), found in drawing order after the table's header (a row may be on a later page)."""
    tables = _table_rows(built)
    found: list[list[Box]] = []
    pages = [[ch for ch in chars if _visible(ch["text"])] for chars in page_chars(built.layout.pdf)]
    streams = []
    for chars in pages:
        owner = [i for i, ch in enumerate(chars) for _ in _visible(ch["text"])]
        streams.append((chars, owner, "".join(_visible(ch["text"]) for ch in chars)))
    page_at, at = 0, 0
    for rows in tables:
        for row in rows:
            words = [(c, w) for c, cell in enumerate(row) for w in cell.split()]
            wanted = "".join(_visible(w) for _, w in words)
            while page_at < len(streams) and streams[page_at][2].find(wanted, at) < 0:
                page_at, at = page_at + 1, 0
            if page_at == len(streams):
                raise AssertionError(f"row {row} not found in the PDF")
            chars, owner, stream = streams[page_at]
            at = stream.find(wanted, at)
            boxes, at = _word_boxes(words, chars, owner, at, page_at)
            if row is not rows[0]:
                found.append(boxes)
    return found


def header_faults(built: Built) -> list[str]:
    """Words of different columns that overlap or come closer than 1 mm (:data:`GAP_PT`)
    on one line, in a header or a body row, and header words that leave the frame."""
    left, right = built.frame_x_pt
    faults = []
    for boxes in header_boxes(built):
        for box in boxes:
            if box.x0 < left - 0.5 or box.x1 > right + 0.5:
                faults.append(f"'{box.text}' leaves the frame ({box.x0:.1f}-{box.x1:.1f} pt)")
    for boxes in [*header_boxes(built), *row_boxes(built)]:
        for i, one in enumerate(boxes):
            for other in boxes[i + 1 :]:
                if one.column == other.column:
                    continue
                same_line = one.top < other.bottom and other.top < one.bottom
                apart = max(one.x0, other.x0) - min(one.x1, other.x1)
                if same_line and apart < GAP_PT:
                    faults.append(f"'{one.text}' and '{other.text}' run together")
    return faults


def page_lines(built: Built) -> list[list[tuple[str, bool, float]]]:
    """Each page's lines in the text frame (running footer left out), top to bottom:
    the text, whether it is all bold, and its largest font size."""
    result = []
    for chars_of_page in page_chars(built.layout.pdf):
        rows: dict[int, list[dict]] = {}
        for ch in chars_of_page:
            if ch["top"] < built.frame_bottom_pt:
                rows.setdefault(round(ch["bottom"]), []).append(ch)
        lines = []
        for _, chars in sorted(rows.items()):
            chars.sort(key=lambda ch: ch["x0"])
            text = "".join(ch["text"] for ch in chars).strip()
            if not text:
                continue
            bold = all("Bold" in ch["fontname"] for ch in chars if ch["text"].strip())
            lines.append((text, bold, max(ch["size"] for ch in chars)))
        result.append(lines)
    return result


def page_end_faults(built: Built) -> list[str]:
    """Pages that end in a heading or subhead, a line ending in ':', or a bullet list's
    lone first bullet, pages that start with a list's lone last bullet, and a last page
    holding nothing but one line."""
    subhead_pt = document._Styles.for_page(1.0).subhead.fontSize
    if built.page_mm != A4_MM:
        subhead_pt = document._Styles.for_page(
            min(built.page_mm[0] / A4_MM[0] * 1.25, 1.0)
        ).subhead.fontSize
    faults = []
    pages = page_lines(built)
    for index, lines in enumerate(pages[:-1]):
        text, bold, size = lines[-1]
        if bold and size >= subhead_pt - 0.01:
            faults.append(f"page {index + 1} ends in a heading: {text!r}")
        elif text.endswith((":", "：")):
            faults.append(f"page {index + 1} ends in a lead-in: {text!r}")
    if len(pages[-1]) <= 1:
        faults.append(f"the last page holds only {pages[-1]!r}")
    faults += _bullet_faults(built.layout.page_log)
    return faults


def _bullet_faults(log: list[tuple[int, str]]) -> list[str]:
    """From the layout's record: a list's first bullet ending a page while the list goes on,
    or its last bullet starting a page alone."""
    faults = []
    for i, (page, role) in enumerate(log):
        if role != "bullet":
            continue
        before = log[i - 1] if i else (page, "")
        after = log[i + 1] if i + 1 < len(log) else (page, "")
        if before[1] != "bullet" and after[1] == "bullet" and after[0] != page:
            faults.append(f"page {page + 1} ends in a list's first bullet")
        if after[1] != "bullet" and before[1] == "bullet" and before[0] != page:
            faults.append(f"page {page + 1} starts with a list's last bullet alone")
    return faults


def _paragraph_texts(content: BookletContent) -> list[str]:
    """Every paragraph's visible text (:func:`_visible`), the bullet sign left out."""
    texts = [content.title, content.subtitle, content.footer]
    for section in content.sections:
        for block in section.blocks:
            if isinstance(block, Para):
                texts.append(block.text)
            elif isinstance(block, CardBlock | BoxBlock):
                texts += [block.title, *block.lines]
    return [_visible(text.replace("•", "")) for text in texts]


def split_faults(built: Built) -> list[str]:
    """Paragraphs split over a page break that leave one line alone: at the bottom of a
    page (an orphan) or at the top of the next (a widow). A paragraph runs over a break
    where the last line of a page and the first of the next, joined, are part of its text."""
    paragraphs = _paragraph_texts(built.content)
    pages = [
        [seen for text, _, _ in lines if (seen := _visible(text.replace("•", "")))]
        for lines in page_lines(built)
    ]
    faults = []
    for index, (page, following) in enumerate(zip(pages, pages[1:], strict=False)):
        if not page or not following:
            continue
        for text in paragraphs:
            if page[-1] + following[0] not in text:
                continue
            before = max(
                j for j in range(1, len(page) + 1) if "".join(page[-j:]) + following[0] in text
            )
            after = max(
                j for j in range(1, len(following) + 1) if page[-1] + "".join(following[:j]) in text
            )
            if before == 1 or after == 1:
                faults.append(
                    f"page {index + 1}/{index + 2}: {before} line(s) before the break, "
                    f"{after} after: {page[-1]!r} / {following[0]!r}"
                )
            break
    return faults
