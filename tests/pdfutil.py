"""Read placements and text back from PDFs, in millimetres."""

from __future__ import annotations

from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.generic import ContentStream

from deckgen.units import pt_to_mm


@dataclass(frozen=True)
class ImagePlacement:
    name: str
    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float


def image_placements(reader: PdfReader, page_index: int) -> list[ImagePlacement]:
    """Every image drawn on a page, with the rectangle its transformation maps it to.

    Tracks the graphics state stack (q/Q) and concatenated matrices (cm); assumes no
    rotation or shear, which is how deckgen places cards.
    """
    page = reader.pages[page_index]
    content = ContentStream(page.get_contents(), reader)
    stack: list[tuple[float, ...]] = []
    matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    found = []
    for operands, operator in content.operations:
        if operator == b"q":
            stack.append(matrix)
        elif operator == b"Q":
            matrix = stack.pop()
        elif operator == b"cm":
            a, b, c, d, e, f = (float(v) for v in operands)
            ma, mb, mc, md, me, mf = matrix
            matrix = (
                a * ma + b * mc,
                a * mb + b * md,
                c * ma + d * mc,
                c * mb + d * md,
                e * ma + f * mc + me,
                e * mb + f * md + mf,
            )
        elif operator == b"Do":
            a, _, _, d, e, f = matrix
            found.append(
                ImagePlacement(str(operands[0]), pt_to_mm(e), pt_to_mm(f), pt_to_mm(a), pt_to_mm(d))
            )
    return found


def page_size_mm(reader: PdfReader, page_index: int) -> tuple[float, float]:
    box = reader.pages[page_index].mediabox
    return pt_to_mm(float(box.width)), pt_to_mm(float(box.height))
