"""Print sheets: fronts and backs imposed on paper for a duplex mode, with marks, as PDF.

Internal; :func:`deckgen.build_sheets` is public. Input: the rendered images and an
:class:`~deckgen.layout.imposition.Imposition`; output: the PDF file(s). The pages are
planned as plain data (:mod:`.pageplan`) and drawn by :mod:`.planpdf`.

- ``long``/``short``: each front page is followed by its back page, backs mirrored for
  that flip (see :mod:`.imposition`); the cards and crop marks of a back page are shifted
  by the back offset, its marks and labels kept out of the printer's margin.
- ``none``: fronts only; the backs go to ``backs.pdf`` (one page, print once per sheet).
- ``fold``: fronts in one half of each page, their backs mirrored in the other half.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from ..definitions.model import Deck
from ..output import atomic_path
from ..render.facedata import FaceImage
from ..rulestag import creator, recorded_rules
from ..units import mm_to_pt
from .imposition import Imposition
from .pageplan import SheetsPlan, plan_sheets
from .pdfimage import add_srgb_output_intent, flate_only
from .planpdf import PageWriter, PdfTextMetrics, draw_page
from .sheetsresult import SheetsResult, backs_name, cards_held
from .sheettext import Lettering, sheet_lettering

__all__ = ["SheetsResult", "backs_name", "sheets_plan", "write_sheets_pdf"]


def _new_canvas(
    path: Path, imposition: Imposition, letters: Lettering, info: tuple[str, str, str]
) -> Canvas:
    """A canvas for sheets; ``info``: its title, subject and the deck's name (keywords)."""
    canvas = Canvas(
        str(path),
        pagesize=(mm_to_pt(imposition.page_mm[0]), mm_to_pt(imposition.page_mm[1])),
        invariant=1,
        pageCompression=1,
        initialFontName=letters.font,  # not ReportLab's default Helvetica, never embedded
    )
    letters.describe(canvas, *info)
    add_srgb_output_intent(canvas)  # the faces are DeviceRGB: say they are sRGB
    return canvas


def sheets_plan(
    deck: Deck, imposition: Imposition, lang: str = "en", corner_radius_mm: float = 0.0
) -> SheetsPlan:
    """The page plans of ``deck``'s sheets with labels in ``lang`` (see :func:`plan_sheets`;
    ``corner_radius_mm``, the style's, sizes the corner guides when the layout asks for
    them).

    Raises :class:`FontError` if the label font cannot be embedded.
    """
    letters = sheet_lettering(lang)
    ids = [face.id for face in deck.cards()]
    metrics = PdfTextMetrics(letters.font)
    locale = letters.catalog.locale
    return plan_sheets(
        ids, imposition, letters.deck_name(deck), letters, metrics, corner_radius_mm, locale
    )


def write_sheets_pdf(
    deck: Deck,
    faces: Mapping[str, FaceImage],
    back: FaceImage,
    imposition: Imposition,
    path: Path,
    lang: str = "en",
    corner_radius_mm: float = 0.0,
    rules: str = "",
) -> SheetsResult:
    """Write ``deck``'s cards (``faces`` by face id, and ``back``) as print sheets.

    The margin texts and the deck's name are in ``lang`` (English where deckgen has no
    texts for it). With the layout's ``corner_guides``, quarter arcs of
    ``corner_radius_mm`` (the style's rounded corners) mark each front card's corners.

    ``ceil(cards / per_page)`` sheets; two pages each for ``long``/``short``, one for
    ``none`` (plus ``backs.pdf`` beside ``path``) and ``fold``. Files appear only once
    complete. Raises :class:`OutputError` if one cannot be written. ``rules``: the rules
    tag of the reference cards among the cards (:func:`deckgen.rulestag.rules_tag`),
    recorded in the PDF's Creator; the tag the file replaced recorded is in the result.
    """
    layout = imposition.layout
    letters = sheet_lettering(lang)
    name = letters.deck_name(deck)
    plan = sheets_plan(deck, imposition, lang, corner_radius_mm)
    cards, per_page = len(deck.cards()), imposition.per_page
    subject = letters.pdf("separator").join(
        [
            letters.pdf("cards", n=cards),
            letters.pdf("per_sheet", n=per_page),
            letters.duplex(layout.duplex),
        ]
    )
    info = (letters.pdf("sheets", deck=name), subject, name)
    replaced, replaced_rules = cards_held(path), recorded_rules(path)
    with atomic_path(path) as tmp:
        canvas = _new_canvas(tmp, imposition, letters, info)
        canvas.setCreator(creator(rules))
        writer = PageWriter(canvas, faces, back, letters)
        for page in plan.pages:
            writer.draw(page)
        with flate_only():
            canvas.save()
    backs_path = None
    if plan.backs_page is not None:
        backs_path = path.with_name(backs_name(path.name))
        subject = letters.pdf("separator").join(
            [letters("backs_only", n=plan.sheets), letters("once_per_sheet")]
        )
        info = (letters.pdf("backs", deck=name), subject, name)
        with atomic_path(backs_path) as tmp:
            canvas = _new_canvas(tmp, imposition, letters, info)
            draw_page(canvas, plan.backs_page, faces, back, letters)
            with flate_only():
                canvas.save()
    return SheetsResult(
        path,
        len(plan.pages),
        per_page,
        cards,
        imposition.orientation,
        layout.duplex,
        backs_path,
        imposition.why,
        replaced_cards=replaced,
        rules=rules,
        replaced_rules=replaced_rules,
    )
