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


def _concat(operands, matrix: tuple[float, ...]) -> tuple[float, ...]:
    """``cm``'s ``operands`` concatenated with ``matrix``, the one in force."""
    a, b, c, d, e, f = (float(v) for v in operands)
    ma, mb, mc, md, me, mf = matrix
    return (
        a * ma + b * mc,
        a * mb + b * md,
        c * ma + d * mc,
        c * mb + d * md,
        e * ma + f * mc + me,
        e * mb + f * md + mf,
    )


def _operations(reader: PdfReader, page_index: int):
    """Each content operation of a page with the transformation matrix in force for it.

    Tracks the graphics state stack (q/Q) and concatenated matrices (cm).
    """
    page = reader.pages[page_index]
    stack: list[tuple[float, ...]] = []
    matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"q":
            stack.append(matrix)
        elif operator == b"Q":
            matrix = stack.pop()
        elif operator == b"cm":
            matrix = _concat(operands, matrix)
        else:
            yield operands, operator, matrix


def image_placements(reader: PdfReader, page_index: int) -> list[ImagePlacement]:
    """Every image drawn on a page, with the rectangle its transformation maps it to.

    Assumes no rotation or shear, which is how deckgen places cards.
    """
    found = []
    for operands, operator, (a, _, _, d, e, f) in _operations(reader, page_index):
        if operator == b"Do":
            found.append(
                ImagePlacement(str(operands[0]), pt_to_mm(e), pt_to_mm(f), pt_to_mm(a), pt_to_mm(d))
            )
    return found


def page_size_mm(reader: PdfReader, page_index: int) -> tuple[float, float]:
    box = reader.pages[page_index].mediabox
    return pt_to_mm(float(box.width)), pt_to_mm(float(box.height))


@dataclass(frozen=True)
class Segment:
    x1_mm: float
    y1_mm: float
    x2_mm: float
    y2_mm: float


def _apply(matrix: tuple[float, ...], x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def line_segments(reader: PdfReader, page_index: int) -> list[Segment]:
    """Every straight ``m``/``l`` path segment on a page, in page mm (after cm, q/Q)."""
    current: tuple[float, float] | None = None
    found = []
    for operands, operator, matrix in _operations(reader, page_index):
        if operator == b"m":
            current = _apply(matrix, float(operands[0]), float(operands[1]))
        elif operator == b"l" and current is not None:
            end = _apply(matrix, float(operands[0]), float(operands[1]))
            found.append(Segment(*(pt_to_mm(v) for v in (*current, *end))))
            current = end
    return found


@dataclass(frozen=True)
class Curve:
    """A cubic Bézier ``c`` segment in page mm: start, two control points, end."""

    points: tuple[tuple[float, float], ...]

    def at(self, t: float) -> tuple[float, float]:
        """The point at parameter ``t`` (0 the start, 1 the end)."""
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = self.points
        u = 1 - t
        weights = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
        return (
            sum(w * x for w, x in zip(weights, (x0, x1, x2, x3), strict=True)),
            sum(w * y for w, y in zip(weights, (y0, y1, y2, y3), strict=True)),
        )


def curves(reader: PdfReader, page_index: int) -> list[Curve]:
    """Every cubic ``c`` path segment on a page, in page mm (after cm, q/Q)."""
    current: tuple[float, float] | None = None
    found = []
    for operands, operator, matrix in _operations(reader, page_index):
        if operator in (b"m", b"l"):
            current = _apply(matrix, float(operands[0]), float(operands[1]))
        elif operator == b"c" and current is not None:
            values = [float(v) for v in operands]
            points = [_apply(matrix, values[i], values[i + 1]) for i in (0, 2, 4)]
            found.append(Curve(tuple((pt_to_mm(x), pt_to_mm(y)) for x, y in (current, *points))))
            current = points[-1]
    return found


def page_box_mm(reader: PdfReader, page_index: int, name: str) -> tuple[float, ...]:
    """A page box (``trimbox``, ``bleedbox`` …) as (x0, y0, x1, y1) in mm."""
    box = getattr(reader.pages[page_index], name)
    return tuple(pt_to_mm(float(v)) for v in (box.left, box.bottom, box.right, box.top))


@dataclass(frozen=True)
class TextRun:
    """One string shown on a page: its baseline start, advance width and the font's ascent
    and descent (negative) at its size, all in page mm."""

    text: str
    x_mm: float
    y_mm: float
    width_mm: float
    ascent_mm: float
    descent_mm: float
    turned: bool = False  # set a quarter anticlockwise, reading up the page

    @property
    def box(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1): from the descent to the ascent over the advance width."""
        if self.turned:  # the advance runs up the page, the ascent to the left
            return (
                self.x_mm - self.ascent_mm,
                self.y_mm,
                self.x_mm - self.descent_mm,
                self.y_mm + self.width_mm,
            )
        return (
            self.x_mm,
            self.y_mm + self.descent_mm,
            self.x_mm + self.width_mm,
            self.y_mm + self.ascent_mm,
        )


def text_runs(reader: PdfReader, page_index: int) -> list[TextRun]:
    """Every ``Tj`` string on a page, measured with its font's ``/Widths`` and descriptor.

    Follows cm, q/Q, Tm and Td; assumes no scaling, and text either upright or turned a
    quarter anticlockwise (margin labels set up the sides, the fold label).
    """
    fonts = reader.pages[page_index]["/Resources"]["/Font"]
    found = []
    line = (0.0, 0.0)
    font, size = None, 0.0
    for operands, operator, matrix in _operations(reader, page_index):
        if operator == b"BT":
            line = (0.0, 0.0)
        elif operator == b"Tm":
            line = (float(operands[4]), float(operands[5]))
        elif operator == b"Td":
            line = (line[0] + float(operands[0]), line[1] + float(operands[1]))
        elif operator == b"Tf":
            font, size = fonts[operands[0]].get_object(), float(operands[1])
        elif operator == b"Tj" and font is not None:
            raw = operands[0]
            codes = raw.get_original_bytes() if hasattr(raw, "get_original_bytes") else bytes(raw)
            first, widths = int(font["/FirstChar"]), font["/Widths"]
            advance = sum(float(widths[code - first]) for code in codes) / 1000 * size
            descriptor = font["/FontDescriptor"].get_object()
            x, y = _apply(matrix, *line)
            found.append(
                TextRun(
                    str(raw),
                    pt_to_mm(x),
                    pt_to_mm(y),
                    pt_to_mm(advance),
                    pt_to_mm(float(descriptor["/Ascent"]) / 1000 * size),
                    pt_to_mm(float(descriptor["/Descent"]) / 1000 * size),
                    matrix[1] > 0.5,  # cos 90° = 0, sin 90° = 1
                )
            )
    return found


def clipped_images(
    reader: PdfReader, page_index: int
) -> list[tuple[ImagePlacement, tuple[float, float, float, float] | None]]:
    """Every image drawn on a page with the clip rectangle in force for it (x0, y0, x1, y1
    in page mm, from a ``re`` then ``W n``), or ``None`` when it is not clipped.

    Assumes the clip path is one rectangle set without rotation, as deckgen draws it.
    """
    page = reader.pages[page_index]
    stack: list[tuple[tuple[float, ...], tuple[float, ...] | None]] = []
    matrix: tuple[float, ...] = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    clip: tuple[float, ...] | None = None
    rect: tuple[float, ...] | None = None
    found = []
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"q":
            stack.append((matrix, clip))
        elif operator == b"Q":
            matrix, clip = stack.pop()
        elif operator == b"cm":
            matrix = _concat(operands, matrix)
        elif operator == b"re":
            x, y, w, h = (float(v) for v in operands)
            x0, y0 = _apply(matrix, x, y)
            x1, y1 = _apply(matrix, x + w, y + h)
            rect = tuple(pt_to_mm(v) for v in (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
        elif operator in (b"W", b"W*"):
            clip = rect
        elif operator == b"Do":
            a, _, _, d, e, f = matrix
            image = ImagePlacement(
                str(operands[0]), pt_to_mm(e), pt_to_mm(f), pt_to_mm(a), pt_to_mm(d)
            )
            found.append((image, clip))  # type: ignore[arg-type]
    return found
