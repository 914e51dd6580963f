"""Saddle-stitch imposition: A5 pages two-up on A4 landscape sheets, in folding order.

Internal. For ``n`` pages padded with blanks to ``N`` (a multiple of 4), sheet ``i`` (from 0)
carries on its front, left to right, pages ``N-1-2i`` and ``2i`` and on its back ``2i+1`` and
``N-2-2i`` (0-based). Printed duplex, flipped on the short edge, stacked in sheet order and
folded in the middle, the pages read 1, 2, 3 … in order.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from pypdf import PageObject, PdfReader, PdfWriter, Transformation
from pypdf.generic import NameObject, TextStringObject

from ..paper import A4_MM, landscape
from ..units import mm_to_pt

A4_LANDSCAPE_MM = landscape(A4_MM)
INVARIANT_ID = b"deckgen-booklet-0"  # a fixed /ID keeps the output byte-for-byte invariant


def padded_page_count(pages: int) -> int:
    """The page count rounded up to a multiple of 4 (one folded sheet holds 4 pages)."""
    return max(4, -(-pages // 4) * 4)


def saddle_stitch_order(
    pages: int, last_on_back: bool = False
) -> list[tuple[int | None, int | None]]:
    """Sheet sides in print order, each ``(left, right)`` 0-based page or ``None`` (blank).

    Two sides per sheet (front, back): ``2 * padded_page_count(pages) // 4`` entries. The
    blank padding pages come after the last page, or with ``last_on_back`` just before it,
    so the last page (a score sheet to tear out or copy) is the back cover.
    """
    total = padded_page_count(pages)
    sides = []
    for sheet in range(total // 4):
        sides.append((total - 1 - 2 * sheet, 2 * sheet))
        sides.append((2 * sheet + 1, total - 2 - 2 * sheet))

    def shown(slot: int) -> int | None:
        if last_on_back and pages > 1 and slot == total - 1:
            return pages - 1
        if last_on_back and pages > 1 and slot >= pages - 1:
            return None
        return slot if slot < pages else None

    return [(shown(front), shown(back)) for front, back in sides]


def impose_saddle_stitch(
    pdf: bytes,
    title: str,
    lang: str,
    sections: list[tuple[str, int]],
    last_on_back: bool = False,
) -> tuple[bytes, int]:
    """Impose the A5 pages of ``pdf``; return the new PDF and its number of A4 sides.
    ``last_on_back``: the last page goes on the back cover (see :func:`saddle_stitch_order`).

    The outline is rebuilt so each section's bookmark opens the sheet side carrying it; the
    title is ``title``, the subject and keywords those of ``pdf``.
    """
    reader = PdfReader(io.BytesIO(pdf))
    writer = PdfWriter()
    width_pt, height_pt = mm_to_pt(A4_LANDSCAPE_MM[0]), mm_to_pt(A4_LANDSCAPE_MM[1])
    half_pt = width_pt / 2
    side_of_page: dict[int, int] = {}
    for index, pair in enumerate(saddle_stitch_order(len(reader.pages), last_on_back)):
        sheet = PageObject.create_blank_page(width=width_pt, height=height_pt)
        for slot, page_index in enumerate(pair):
            if page_index is None:
                continue
            side_of_page[page_index] = index
            source = reader.pages[page_index]
            sheet.merge_transformed_page(source, Transformation().translate(slot * half_pt, 0))
        writer.add_page(sheet)
    for name, page_index in sections:
        writer.add_outline_item(title=name, page_number=side_of_page[page_index])
    info = {"/Title": title, "/Author": "deckgen", "/Creator": "deckgen", "/Producer": "deckgen"}
    source_info: Mapping[str, Any] = reader.metadata or {}
    # in the booklet's language, as written; the Creator records its rules (newcomer 12, M1)
    for key in ("/Subject", "/Keywords", "/Creator"):
        if source_info.get(key):
            info[key] = str(source_info[key])
    writer.add_metadata(info)
    writer.root_object[NameObject("/Lang")] = TextStringObject(lang)
    writer.page_mode = "/UseOutlines"
    writer._ID = None
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)
