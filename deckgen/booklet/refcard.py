"""The quick-reference card: the rules summary and the points on one card-size face.

Internal; :func:`deckgen.render_reference_card` is public, and :func:`deckgen.build_sheets`
adds copies after the deck's cards (``reference=ReferenceCards(copies=N)``). The card
is a Pillow image the size of the deck's cards (trim + bleed), like every other face, so
the print sheets place it with the same imposition, duplex back, crop marks and print-shop
pages; its back is the deck's normal back. Text is set with the card text machinery of
:mod:`deckgen.render.text` (script runs, Thai broken between words, raqm shaping) and
fitted in both directions: the largest size at which every line fits the width and all of
it the height (:func:`~deckgen.render.text.largest_fitting`, as card rule texts).
(ReportLab flowables would give selectable text, but the sheets place images; a Pillow
face needs no change to the imposition and prints like every card.)
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

from PIL import Image

from ..cardsize import DEFAULT_CARD_SIZE, CardSize
from ..definitions.model import CardType, Deck, Face, FaceCount
from ..errors import FontError, LayoutError, RenderError
from ..render.canvas import Canvas
from ..render.facedata import FaceImage
from ..render.fonts import missing_characters, pil_font
from ..render.style import CardStyle, load_style
from ..render.text import Segments, check_layout_engine, largest_fitting, wrap
from ..rules.loader import check_playable, load_ruleset
from ..rules.model import Ruleset
from ..simulation.roundlength import RoundLength
from ..text.catalog import load_catalog
from ..text.scripts import is_thai
from .blocks import ReferenceContent
from .content import compose_reference

REFERENCE_TYPE_ID = "reference_card"
THAI_BOLD = "NotoSansThai-Bold.ttf"
MIN_PT = 5.0  # smaller than a card's rule text may go: it is read in the hand, up close
BULLET = "•"
HEADER_MM = 11.0  # the dark band with the title, from the top trim (style mm, 56 mm card)
STRIPE_MM = 1.2  # the deck's colours as a stripe under the band


@dataclasses.dataclass(frozen=True)
class _Fonts:
    regular: tuple[str, str]  # (text font, Thai font) files
    bold: tuple[str, str]


def render_reference_card(
    deck: Deck,
    ruleset: Ruleset | str | Path = "official",
    lang: str = "en",
    *,
    style: CardStyle | None = None,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = 300,
    round_length: RoundLength | None = None,
) -> Image.Image:
    """The quick-reference card for ``deck`` played by ``ruleset``, in ``lang``, as RGB.

    Same pixel size as :func:`deckgen.render_card` for ``size`` and ``dpi`` (bleed
    included). It says the rules summary of the booklet (deal, match, draw, UNO call, how
    the game is won) and the points of each card, all computed from ``deck`` and
    ``ruleset``; with ``round_length`` (:func:`~deckgen.measure_round_length`) also how
    long a round lasts. A print selection (:func:`~deckgen.select_cards`) is read as its
    whole deck (:attr:`Deck.whole`). Raises :class:`DefinitionError` for an unknown
    language or missing text, a house rule the deck cannot play; :class:`RenderError` if
    the text does not fit at 5 pt; :class:`FontError` for a character the card fonts cannot draw.
    """
    deck = deck.whole
    rules = ruleset if isinstance(ruleset, Ruleset) else load_ruleset(ruleset)
    check_playable(rules, deck)
    content = compose_reference(deck, rules, load_catalog(lang), round_length)
    return draw_reference(content, deck, style or load_style(), size, dpi)


def draw_reference(
    content: ReferenceContent, deck: Deck, style: CardStyle, size: CardSize, dpi: int
) -> Image.Image:
    """Draw composed reference ``content`` on a card of ``size`` at ``dpi`` (see above)."""
    fonts = _Fonts((style.fonts.text, style.fonts.text_thai), (style.fonts.label, THAI_BOLD))
    where = f"reference card ({content.lang})"
    _check(content, fonts, where)
    canvas = Canvas.new(size, style, dpi, style.text.box)
    left, top, right, bottom = canvas.content_box
    band_bottom = canvas.px(size.bleed_mm) + canvas.spx(HEADER_MM)
    canvas.draw.rectangle((0, 0, canvas.image.width, band_bottom), fill=style.ink)
    _stripe(canvas, deck, band_bottom)
    title_box = (left, top, right, band_bottom - canvas.spx(1.0))
    _draw_title(canvas, content.title, title_box, fonts, style.text.max_pt + 2, where)
    body = (left, band_bottom + canvas.spx(STRIPE_MM + 1.8), right, bottom)
    # every line in full, without the closing line that names the house rules again; a
    # small card: leave out the house-rule details and let that line name them; on a very
    # small one, let quoted names break too (their no-break spaces become plain); last, the
    # ruleset's name alone in the subtitle, without "with 2 house rules" (newcomer 12, L2)
    tries = [(content.complete(), True)]
    if content.optional:
        tries.append((content.without_optional(), True))
    tries.append((tries[-1][0].breakable(), False))
    if content.short_subtitle and content.short_subtitle != content.subtitle:
        tries.append((dataclasses.replace(tries[-1][0], subtitle=content.short_subtitle), False))
    for index, (attempt, keep) in enumerate(tries):
        try:
            _draw_body(canvas, attempt, body, fonts, style, where, keep_quoted=keep)
            break
        except RenderError:
            if index == len(tries) - 1:
                raise
    return canvas.finish()


def add_reference_cards(
    deck: Deck,
    faces: dict[str, FaceImage],
    copies: int,
    ruleset: Ruleset | str | Path,
    *,
    lang: str,
    style: CardStyle | None,
    size: CardSize,
    dpi: int,
    round_length: RoundLength | None = None,
) -> Deck:
    """Render the reference card into ``faces`` and return ``deck`` with ``copies`` of it
    after its own cards, for the print sheets only (``copies`` 0: ``deck`` unchanged).

    The extra face scores nothing and is not part of the game: booklets and ``deckgen
    info`` read the original deck. The card is computed from :attr:`Deck.whole`, the whole
    deck a print selection was cut from. Raises :class:`LayoutError` if ``copies`` < 0, and what
    :func:`render_reference_card` raises.
    """
    if copies == 0:
        return deck
    if copies < 0:
        raise LayoutError(f"reference card copies must be 0 or more, not {copies}")
    card_type = CardType(id=REFERENCE_TYPE_ID, name="Quick reference", wild=False, points=0)
    face = Face(card_type)
    image = render_reference_card(
        deck.whole, ruleset, lang, style=style, size=size, dpi=dpi, round_length=round_length
    )
    faces[face.id] = FaceImage.from_image(hashlib.sha256(image.tobytes()).hexdigest(), image, dpi)
    return dataclasses.replace(deck, faces=(*deck.faces, FaceCount(face, copies)))


def _check(content: ReferenceContent, fonts: _Fonts, where: str) -> None:
    text = "\n".join(content.texts())
    check_layout_engine(text, where)
    missing = [
        c
        for c in dict.fromkeys(text)
        if c != BULLET and missing_characters(fonts.regular[is_thai(c)], c)
    ]
    if missing:
        shown = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing[:5])
        raise FontError(f"{where}: the card fonts have no glyph for {shown}")


def _stripe(canvas: Canvas, deck: Deck, y_px: float) -> None:
    """The deck's colours side by side under the band, across the whole width (bleed too)."""
    colours = [canvas.style.color_of(c) for c in deck.colors] or [canvas.style.ink]
    width = canvas.image.width / len(colours)
    height = canvas.spx(STRIPE_MM)
    for i, colour in enumerate(colours):
        canvas.draw.rectangle((i * width, y_px, (i + 1) * width, y_px + height), fill=colour)


def _draw_title(canvas, title: str, box, fonts: _Fonts, max_pt: float, where: str) -> None:
    width, height = box[2] - box[0], box[3] - box[1]

    def attempt(size_pt: float, size_px: int) -> tuple[list[Segments], int, float] | None:
        lines = wrap(title, size_px, fonts.bold, width)
        descent = _metrics(fonts.bold, size_px)[1]
        if lines is not None and len(lines) * size_px * 1.15 + descent <= height:
            return lines, size_px, descent
        return None

    fitted = largest_fitting(max_pt, MIN_PT, canvas.px_per_pt, attempt)
    if fitted is None:
        raise RenderError(f"{where}: the title does not fit the card at {MIN_PT} pt; shorten it")
    lines, size_px, descent = fitted
    baseline = box[3] - descent - (len(lines) - 1) * size_px * 1.15
    for line in lines:
        _draw_line(canvas, line, box[0], baseline, "#FFFFFF")
        baseline += size_px * 1.15


def _draw_body(
    canvas, content: ReferenceContent, box, fonts: _Fonts, style, where, *, keep_quoted: bool
) -> None:
    """Subtitle, bullet lines and points table at the largest size that fits ``box``;
    quoted names are kept whole on a line if ``keep_quoted`` (:func:`~deckgen.render.text.wrap`)."""
    width, height = box[2] - box[0], box[3] - box[1]

    def attempt(size_pt: float, size_px: int) -> tuple[list, int] | None:
        plan = _plan(content, size_px, width, fonts, style.text.line_spacing, 0.0, keep_quoted)
        return (plan, size_px) if plan is not None and plan[-1][0] <= height else None

    # a little larger than a card's rule text, room allowing
    fitted = largest_fitting(style.text.max_pt + 1, MIN_PT, canvas.px_per_pt, attempt)
    if fitted is None:
        raise RenderError(
            f"{where}: the rules summary does not fit the card at {MIN_PT} pt; use a larger "
            "card size or shorten the summary texts"
        )
    plan, size_px = fitted
    # Spread what is left over the gaps between paragraphs (at most a line each).
    gaps = len(content.lines) + 2
    extra = min((height - plan[-1][0]) / gaps, size_px * style.text.line_spacing)
    plan = _plan(content, size_px, width, fonts, style.text.line_spacing, extra, keep_quoted)
    for y, x, line, colour in plan[:-1]:
        _draw_line(canvas, line, box[0] + x, box[1] + y, colour or style.text.color)


def _plan(
    content: ReferenceContent,
    size_px: int,
    width: float,
    fonts: _Fonts,
    spacing: float,
    extra_px: float = 0.0,
    keep_quoted: bool = True,
):
    """Lines placed as (baseline y, x, segments, colour) from the box's top left, and a last
    entry whose y is the height used; ``None`` if a word is wider than the box. ``extra_px``
    is added to each gap between paragraphs."""
    ascent, descent = _metrics(fonts.regular, size_px)
    step, gap = size_px * spacing, size_px * 0.45
    gap += extra_px
    indent = pil_font(fonts.regular[0], size_px).getlength(BULLET + "  ")
    plan: list = []
    y = ascent

    def put(text: str, x: float, font_set, colour=None, right: float | None = None) -> bool:
        nonlocal y
        lines = wrap(text, size_px, font_set, (right or width) - x, keep_quoted=keep_quoted)
        if lines is None:
            return False
        for line in lines:
            plan.append((y, x, line, colour))
            y += step
        return True

    if not put(content.subtitle, 0, fonts.regular, "#666666"):
        return None
    y += gap
    for text in content.lines:
        plan.append((y, 0, [(BULLET, pil_font(fonts.regular[0], size_px))], None))
        if not put(text, indent, fonts.regular):
            return None
        y += gap
    y += gap
    for i, (label, value) in enumerate(content.points):
        font_set = fonts.bold if i == 0 else fonts.regular
        value_lines = wrap(value, size_px, font_set, width)
        if value_lines is None:
            return None
        value_width = _width(value_lines[:1])
        top = y
        # Each label may use the width its own value leaves free.
        if not put(label, 0, font_set, right=width - value_width - size_px * 0.6):
            return None
        plan.append((top, width - value_width, value_lines[0], None))
    plan.append((y - step + descent, 0, [], None))
    return plan


def _width(lines: list[Segments]) -> float:
    return max((sum(font.getlength(t) for t, font in line) for line in lines), default=0.0)


def _metrics(font_set: tuple[str, str], size_px: int) -> tuple[float, float]:
    metrics = [pil_font(name, size_px).getmetrics() for name in font_set]
    return max(m[0] for m in metrics), max(m[1] for m in metrics)


def _draw_line(canvas: Canvas, line: Segments, x: float, baseline: float, fill: str) -> None:
    for text, font in line:
        canvas.draw.text((x, baseline), text, font=font, fill=fill, anchor="ls")
        x += font.getlength(text)
