"""Draw a card box (:class:`~deckgen.layout.boxplan.BoxPlan`) with ReportLab, and compose
its words. Internal; :func:`deckgen.build_box` is public.

The look is decided here: the artwork (the style's back field) fills the net's outline
grown by the bleed; the deck's back image covers the front panel (and its bleed where
the front's edge is a cut); glue areas are left white with a grey hatch; cut lines solid
black 0.5 pt, fold lines dashed grey 0.5 pt, both on a 1.5 pt white halo so they show on
any colour, drawn last so nothing hides them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.numbers import format_decimal
from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from ..definitions.model import Deck
from ..output import atomic_path
from ..text.cardnames import type_name
from ..text.catalog import Catalog, own_text
from ..units import mm_to_pt
from .boxplan import (
    BLEED_MM,
    OUTLINE_MM,
    BoxPage,
    BoxPlan,
    BoxText,
    BoxTexts,
    Rect,
    inside_words,
)
from .pdffonts import register_fonts
from .sheettext import Lettering, sheet_lettering

BOX_FILE = "box.pdf"
CUT_WIDTH_PT = 0.5
FOLD_WIDTH_PT = 0.5
FOLD_GREY = 0.3
FOLD_DASH = (4, 2.5)
GLUE_GREY = 0.75
HALO_WIDTH_PT = 1.5


@dataclass(frozen=True)
class BoxResult:
    """What :func:`deckgen.build_box` wrote: ``path``, the ``kind`` of box, how many
    ``boxes`` (each printed from all ``pages``), and the inside size in mm (width, height,
    depth) and the cards each box holds (``reference_cards`` of them quick-reference
    cards, over all boxes); ``paper`` is the paper's name and
    ``paper_source`` where it came from when not asked for (``"default"``, ``"config
    <path>"``, ``"LC_PAPER=…"``; empty when given)."""

    path: Path
    kind: str
    boxes: int
    pages: int
    inside_mm: tuple[float, float, float]
    cards_per_box: int
    paper: str = ""
    paper_source: str = ""
    reference_cards: int = 0


def box_texts(deck: Deck, lang: str, reference_copies: int = 0) -> BoxTexts:
    """The words of ``deck``'s box in ``lang``: the name, a line per card type (counts from
    the model; number cards together), one for ``reference_copies`` quick-reference cards
    (named by their title, ``section.summary``) if any, and the flap texts, with widths
    measured in the font they are set in (Thai: the merged Thai font, shaped)."""
    letters = sheet_lettering(lang)
    cat = letters.catalog
    numbers = sum(fc.count for fc in deck.faces if fc.face.rank is not None)
    by_type: dict[str, int] = {}
    names: dict[str, str] = {}
    for fc in deck.faces:
        ct = fc.face.card_type
        if fc.face.rank is not None:
            continue
        by_type[ct.id] = by_type.get(ct.id, 0) + fc.count
        names[ct.id] = type_name(cat, ct)
    lines = [cat.text("box.numbers", n=numbers)] if numbers else []
    lines += [cat.text("box.count", card=names[i], n=n) for i, n in by_type.items()]
    if reference_copies:
        lines.append(cat.text("box.count", card=cat.text("section.summary"), n=reference_copies))
    bold_font = _bold(letters)

    def width_pt(text: str, size: float, bold: bool) -> float:
        font = bold_font if bold else letters.font
        return float(pdfmetrics.stringWidth(text, font, size))

    def mm(value: str) -> str:
        return _decimal(cat, value)

    return BoxTexts(
        name=own_text(deck.name_in(lang), lang),  # "z\u00a0pustymi": never "z" at a line end
        contents=tuple(lines),
        total=lambda n: cat.plural("box.total", n),
        inside=lambda w, h, d: cat.text("box.inside", w=mm(w), h=mm(h), d=mm(d)),
        glue=cat.text("box.glue"),
        part=lambda part: cat.text(f"box.{part}"),
        box_of=lambda i, n: cat.text("box.box_of", i=i, n=n),
        width_pt=width_pt,
        height_em=max(_extent_em(letters.font), _extent_em(bold_font)),
    )


def _extent_em(font: str) -> float:
    """The glyph box of a line in ``font``, ascent less descent, a factor of the size."""
    ascent, descent = pdfmetrics.getAscentDescent(font, 1.0)
    return float(ascent - descent)


def _decimal(cat: Catalog, value: str) -> str:
    return str(format_decimal(float(value), format="0.0", locale=cat.locale))


def _bold(letters: Lettering) -> str:
    if letters.shaping:  # Thai: one merged face, no bold
        return letters.font
    return register_fonts()[1]


def write_box_pdf(
    plan: BoxPlan, deck: Deck, back: Image.Image, path: Path, lang: str = "en"
) -> BoxResult:
    """Draw ``plan`` into ``path`` (written atomically): one page per part. ``back`` is the
    deck's rendered back (bleed included), cropped to its trim on the front panel."""
    letters = sheet_lettering(lang)
    bold = _bold(letters)
    name = deck.name_in(lang)
    first = plan.pages[0]
    with atomic_path(path) as tmp:
        canvas = Canvas(
            str(tmp),
            pagesize=(mm_to_pt(first.width), mm_to_pt(first.height)),
            invariant=1,
            pageCompression=1,
        )
        inside = plan.inside
        subject = inside_words(box_texts(deck, lang), inside)  # as the flap prints it
        letters.describe(canvas, letters.pdf("box", deck=name), subject, name)
        reader = ImageReader(back.convert("RGB"))
        field = _field_colour(back)
        for page in plan.pages:
            canvas.setPageSize((mm_to_pt(page.width), mm_to_pt(page.height)))
            _draw_page(canvas, page, reader, back.size, field, letters, bold)
        canvas.save()
    return BoxResult(
        path,
        plan.kind,
        plan.boxes,
        len(plan.pages),
        (inside.width, inside.height, inside.depth),
        inside.cards,
    )


def _field_colour(back: Image.Image) -> tuple[float, float, float]:
    """The back's field colour, 0-1 RGB: sampled an eighth of the way in from a corner,
    inside the white rim of a bordered style's back and clear of its rounded corner."""
    rgb = back.convert("RGB")
    r, g, b = rgb.getpixel((rgb.width // 8, rgb.height // 8))  # type: ignore[misc]
    return r / 255, g / 255, b / 255


# the outline round a name on the picture (1.7 pt): legible on any colour
NAME_OUTLINE_PT = 2 * OUTLINE_MM * 72 / 25.4


def _over(art: Rect | None, text: BoxText) -> bool:
    """Whether ``text``'s centre lies on the art panel ``art`` (mm)."""
    return art is not None and art.x <= text.x <= art.right and art.y <= text.y <= art.top


def _draw_page(
    canvas: Canvas,
    page: BoxPage,
    back: ImageReader,
    back_px: tuple[int, int],
    field: tuple[float, float, float],
    letters: Lettering,
    bold: str,
) -> None:
    pt = mm_to_pt
    # the artwork: the outline, grown by the bleed (a wide stroke of the same colour)
    canvas.saveState()
    canvas.setFillColorRGB(*field)
    canvas.setStrokeColorRGB(*field)
    canvas.setLineWidth(pt(2 * BLEED_MM))
    canvas.setLineJoin(1)
    canvas.drawPath(_outline(canvas, page), stroke=1, fill=1)
    canvas.restoreState()
    if page.art is not None:
        _draw_art(canvas, page, back, back_px)
    canvas.saveState()
    canvas.clipPath(_outline(canvas, page), stroke=0, fill=0)  # glue areas end at the cut
    for piece in page.pieces:
        if piece.role == "glue":
            _glue(canvas, piece.rect.x, piece.rect.y, piece.rect.w, piece.rect.h)
    canvas.restoreState()
    light = sum(field) / 3 < 0.5
    for text in page.texts:
        canvas.saveState()
        on_glue = any(
            p.role == "glue"
            and p.rect.x <= text.x <= p.rect.right
            and p.rect.y <= text.y <= p.rect.top
            for p in page.pieces
        )
        grey = 0.3 if on_glue else (1.0 if light else 0.0)
        canvas.setFillGray(grey)
        canvas.translate(pt(text.x), pt(text.y))
        canvas.rotate(text.rotation)
        font = bold if text.bold else letters.font
        canvas.setFont(font, text.size_pt)
        ascent, descent = pdfmetrics.getAscentDescent(font, text.size_pt)
        baseline = -(ascent + descent) / 2
        if _over(page.art, text):  # on the picture: an outline of the other tone first
            canvas.setStrokeGray(1.0 - grey)
            canvas.setLineWidth(NAME_OUTLINE_PT)
            canvas.setLineJoin(1)
            canvas.drawCentredString(0, baseline, text.text, mode=1, shaping=letters.shaping)
        canvas.drawCentredString(0, baseline, text.text, shaping=letters.shaping)
        canvas.restoreState()
    canvas.saveState()
    canvas.setLineCap(0)
    canvas.setLineWidth(HALO_WIDTH_PT)  # a white halo: the lines show on any colour
    canvas.setStrokeGray(1.0)
    for line in page.lines:
        canvas.line(pt(line.x1), pt(line.y1), pt(line.x2), pt(line.y2))
    for line in page.lines:
        if line.kind == "cut":
            canvas.setDash()
            canvas.setLineWidth(CUT_WIDTH_PT)
            canvas.setStrokeGray(0.0)
        else:
            canvas.setDash(*FOLD_DASH)
            canvas.setLineWidth(FOLD_WIDTH_PT)
            canvas.setStrokeGray(FOLD_GREY)
        canvas.line(pt(line.x1), pt(line.y1), pt(line.x2), pt(line.y2))
    canvas.restoreState()
    canvas.showPage()


def _outline(canvas: Canvas, page: BoxPage) -> Any:
    """The net's cut outline as a ReportLab path."""
    path = canvas.beginPath()
    (x0, y0), *rest = page.outline
    path.moveTo(mm_to_pt(x0), mm_to_pt(y0))
    for x, y in rest:
        path.lineTo(mm_to_pt(x), mm_to_pt(y))
    path.close()
    return path


def _draw_art(canvas: Canvas, page: BoxPage, back: ImageReader, back_px: tuple[int, int]) -> None:
    """The back image, scaled to cover the art panel, clipped to it."""
    art = page.art
    assert art is not None
    pt = mm_to_pt
    scale = max(art.w / back_px[0], art.h / back_px[1])
    w, h = back_px[0] * scale, back_px[1] * scale
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(pt(art.x), pt(art.y), pt(art.w), pt(art.h))
    canvas.clipPath(clip, stroke=0, fill=0)
    x = art.x + (art.w - w) / 2
    y = art.y + (art.h - h) / 2
    canvas.drawImage(back, pt(x), pt(y), pt(w), pt(h))
    canvas.restoreState()


def _glue(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    """A glue area: white, hatched grey at 45°."""
    pt = mm_to_pt
    canvas.saveState()
    canvas.setFillGray(1.0)
    canvas.rect(pt(x), pt(y), pt(w), pt(h), stroke=0, fill=1)
    clip = canvas.beginPath()
    clip.rect(pt(x), pt(y), pt(w), pt(h))
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setStrokeGray(GLUE_GREY)
    canvas.setLineWidth(0.4)
    step = 3.0
    k = -h
    while k < w:
        canvas.line(pt(x + k), pt(y), pt(x + k + h), pt(y + h))
        k += step
    canvas.restoreState()
