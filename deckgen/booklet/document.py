"""Rule booklets as PDF: the composed content set with ReportLab platypus.

Internal; :func:`deckgen.build_booklet` is public. Text is shaped (HarfBuzz), Thai is broken
into lines between words only, every character is preflighted against its font, and the PDF
carries a title, its language (/Lang) and one bookmark per section. Output is invariant: the
same deck, ruleset and language give the same bytes.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    Image,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ..cardsize import DEFAULT_CARD_SIZE
from ..defaults import BOOKLET_FORMATS
from ..definitions.model import Deck
from ..errors import DefinitionError
from ..layout.fonts import LATIN, LATIN_BOLD, BookletFonts, booklet_fonts
from ..output import atomic_path, default_output_dir
from ..paper import A4_MM, A5_MM
from ..render.deckrender import render_faces
from ..render.style import CardStyle, load_style
from ..rules.blanks import deck_in_play
from ..rules.loader import check_playable, load_ruleset
from ..rules.model import Ruleset
from ..rulestag import creator
from ..simulation.roundlength import RoundLength
from ..text.catalog import load_catalog, missing_keys
from ..text.runt import without_runt
from ..text.scripts import preflight
from ..text.spaces import plain_spaces
from ..text.thai import break_points, wrap_lines
from ..units import mm_to_pt
from .blocks import BookletContent, BoxBlock, CardBlock, Para, ScoreGridBlock, TableBlock
from .content import compose_booklet
from .impose import impose_saddle_stitch, padded_page_count

FORMATS = BOOKLET_FORMATS
ACCENT = colors.HexColor("#b0182a")
LINE_BREAK_SAFETY = 0.97  # our Thai line widths are unshaped; leave room for kerning


@dataclass(frozen=True)
class BookletResult:
    """What was written: the PDF path, its language and page count (A4 sheets or A5 pages).

    ``fallbacks`` names the deck's own texts (custom card names, rule texts) that the deck
    file gives in no form for this language, so English was printed instead.
    """

    path: Path
    lang: str
    pages: int
    fallbacks: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Styles:
    body: ParagraphStyle
    bullet: ParagraphStyle
    subhead: ParagraphStyle
    heading: ParagraphStyle
    title: ParagraphStyle
    subtitle: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle
    footer: ParagraphStyle

    @classmethod
    def for_page(cls, scale: float) -> _Styles:
        def style(name: str, size: float, bold: bool = False, **kw) -> ParagraphStyle:
            kw.setdefault("leading", size * 1.38)
            return ParagraphStyle(
                name,
                fontName=LATIN_BOLD if bold else LATIN,
                bulletFontName=LATIN,  # not ReportLab's Helvetica: never embedded
                fontSize=size * scale,
                allowWidows=0,  # no last line of a paragraph alone at the top of a page
                allowOrphans=0,  # nor its first line alone at the bottom
                leading=kw.pop("leading") * scale,
                alignment=TA_LEFT,
                shaping=1,
                splitLongWords=0,  # never cut a word (with shaping it can split Thai clusters)
                **kw,
            )

        return cls(
            body=style("body", 10.5, spaceAfter=4 * scale),
            bullet=style(
                "bullet", 10.5, leftIndent=12 * scale, bulletIndent=2 * scale, spaceAfter=3 * scale
            ),  # fmt: skip
            subhead=style("subhead", 11.5, True, spaceBefore=6 * scale, spaceAfter=3 * scale),
            heading=style(
                "heading", 15, True, textColor=ACCENT, spaceBefore=12 * scale, spaceAfter=5 * scale
            ),  # fmt: skip
            title=style("title", 24, True, leading=30, textColor=ACCENT, spaceAfter=4 * scale),
            subtitle=style("subtitle", 11.5, spaceAfter=10 * scale, textColor=colors.dimgrey),
            cell=style("cell", 9, leading=11.5),
            cell_bold=style("cell_bold", 9, True, leading=11.5),
            footer=style("footer", 8, textColor=colors.grey),
        )


class Text(Flowable):
    """A paragraph in any of our scripts: Thai is broken between words at wrap time."""

    def __init__(
        self,
        text: str,
        style: ParagraphStyle,
        fonts: BookletFonts,
        *,
        role: str = "",
        balance: bool = False,
        whole: str = "",
        **kw,
    ) -> None:
        super().__init__()
        self.whole = whole  # a name in the text a wrapped line ends after (the deck's)
        self.text, self.style, self.fonts, self.kw = text, style, fonts, kw
        self.role = role or style.name  # what the page log records ("heading", "leadin", ...)
        self.balance = balance  # wrapped lines of about equal width (titles, headings)
        self.bookmark: tuple[str, str] | None = None
        self._para: Paragraph | None = None

    def lines(self, width_pt: float, style: ParagraphStyle | None = None) -> list[str]:
        """The lines this text breaks into in a frame ``width_pt`` wide (at ``style``'s size,
        default its own)."""
        style = style or self.style
        bold = self.style.fontName == LATIN_BOLD
        inner = (width_pt - self.style.leftIndent - self.style.rightIndent) * LINE_BREAK_SAFETY
        measure = partial(self.fonts.width_pt, size_pt=style.fontSize, bold=bold)
        lines = wrap_lines(self.text, inner, measure)
        if self.balance and len(lines) > 1 and self.whole:
            # the break after the deck's name, at the cost of one line at most and with no
            # lone word but the last line's ("…lapokkal: / játékszabály" is the title's own
            # second half; "Klasszikus / pakli +10-es lapokkal: / játékszabály" at A5 is not:
            # that title wraps as any text, in balanced lines)
            named = _name_first(self.text, self.whole, inner, measure)
            if (
                named
                and len(named) <= len(lines) + 1
                and all(len(break_points(line.strip())) > 1 for line in named[:-1])
            ):
                return named
        if self.balance and len(lines) > 1:
            return _balanced(self.text, inner, len(lines), measure)
        return _without_runt(self.text, lines, inner, measure)

    def _paragraph(self, width_pt: float) -> Paragraph:
        """The text wrapped to ``width_pt``; if one unbreakable piece (a long word, such as
        an 80-letter deck name in the title) is wider than that, the paragraph is set
        smaller until it fits: text never runs off the page."""
        bold = self.style.fontName == LATIN_BOLD
        inner = (width_pt - self.style.leftIndent - self.style.rightIndent) * LINE_BREAK_SAFETY
        style = self.style
        for _ in range(3):  # a smaller size can only make the widest piece fit better
            lines = self.lines(width_pt, style)
            size = style.fontSize
            widest = max((self.fonts.width_pt(line, size, bold) for line in lines), default=0.0)
            if widest <= inner:
                break
            scale = inner / widest * 0.98
            style = ParagraphStyle(
                f"{style.name}-fit",
                parent=style,
                fontSize=style.fontSize * scale,
                leading=style.leading * scale,
            )
        markup = "<br/>".join(self.fonts.markup(line, bold) for line in lines)
        return Paragraph(markup, style, **self.kw)

    def wrap(self, avail_width, avail_height):
        self._para = self._paragraph(avail_width)
        self.width, self.height = self._para.wrap(avail_width, avail_height)
        return self.width, self.height

    def split(self, avail_width, avail_height):
        parts = self._paragraph(avail_width).split(avail_width, avail_height)
        for part in parts:
            part.role = self.role  # the page log tells the pieces of a split paragraph
        return parts

    def draw(self):
        self._para.drawOn(self.canv, 0, 0)

    def getSpaceBefore(self):
        return self.style.spaceBefore

    def getSpaceAfter(self):
        return self.style.spaceAfter


def _without_runt(text: str, lines: list[str], width_pt: float, measure) -> list[str]:
    """``lines`` (``text`` wrapped to ``width_pt``) without a last line of one short word
    (:func:`~deckgen.text.runt.without_runt`, shared with the card faces: the words are
    :func:`break_points` pieces, a space joined to the word after it). Left as they are
    when the text has a line break of its own."""
    if len(lines) < 2 or "\n" in text:
        return lines
    at = text.rfind(lines[-1])
    if at < 0:
        return lines
    gap = text[:at]
    gap = gap[len(gap.rstrip(" ")) :]  # the plain space the line broke at ("" in Thai)
    words = [_words(lines[-2]), _words(gap + lines[-1])]
    kept = without_runt(words, width_pt, lambda line: measure("".join(line).strip()), str)
    return [*lines[:-2], *("".join(line).strip() for line in kept)]


def _words(line: str) -> list[str]:
    """``line``'s break points with each run of spaces joined to the piece after it."""
    found: list[str] = []
    space = ""
    for piece in break_points(line):
        if piece.isspace():
            space += piece
        else:
            found.append(space + piece)
            space = ""
    return found


def _name_first(text: str, name: str, width_pt: float, measure) -> list[str] | None:
    """``text`` (a title holding ``name``, the deck's) wrapped to ``width_pt`` with a line
    ending after the name and the punctuation written against it ("Klasszikus pakli üres
    lapokkal: / játékszabály"), not inside it; the name's line, if it must wrap itself,
    and the rest each in balanced lines (:func:`_balanced`). ``None`` where the name is not
    in the text as written (its spaces may differ: no-break ones count as spaces)."""
    at = plain_spaces(text).find(plain_spaces(name))
    if at < 0 or not name.strip():
        return None
    end = at + len(name)
    space = re.search(r"[ \t]+", text[end:])  # the first space a line may break at
    if space is None:
        head, rest = text, ""
    else:
        head, rest = text[: end + space.start()], text[end + space.end() :]
    lines: list[str] = []
    for part in (head, rest):
        if not part.strip():
            continue
        wrapped = wrap_lines(part, width_pt, measure)
        lines += _balanced(part, width_pt, len(wrapped), measure) if len(wrapped) > 1 else wrapped
    return lines


def _balanced(text: str, width_pt: float, count: int, measure) -> list[str]:
    """``text`` in ``count`` lines of about equal width: the narrowest line width (found by
    bisection) that still needs no more lines, so a wrapped title ends in no lone word."""
    low, high = max(measure(piece.strip()) for piece in break_points(text)), width_pt
    while high - low > 0.5:
        middle = (low + high) / 2
        if len(wrap_lines(text, middle, measure)) <= count:
            high = middle
        else:
            low = middle
    return wrap_lines(text, high, measure)


class _Doc(BaseDocTemplate):
    """Records a bookmark and an outline entry when a section heading is laid out, and the
    role of every flowable laid out with its page (``page_log``: the layout tests read it)."""

    def afterFlowable(self, flowable):
        role = getattr(flowable, "role", None)
        if role:
            self.page_log.append((self.canv.getPageNumber() - 1, role))
        mark = getattr(flowable, "bookmark", None)
        if mark:
            key, title = mark
            self.canv.bookmarkPage(key)
            self.canv.addOutlineEntry(title, key, level=0)
            self.section_pages.append((title, self.canv.getPageNumber() - 1))


def build_booklet(
    deck: Deck,
    ruleset: Ruleset | str | Path = "official",
    lang: str = "en",
    out_dir: Path | None = None,
    *,
    house_rules: Iterable[str] = (),
    format: str = "a4",
    style: CardStyle | None = None,
    round_length: RoundLength | None = None,
    score_sheet: bool = True,
) -> BookletResult:
    """Write ``<out_dir>/rules-<lang>.pdf`` (default ``output/<deck-id>/``) for ``deck``.

    ``ruleset``: a loaded :class:`Ruleset` or a ruleset id/path; ``house_rules`` switches on
    more house rules. ``format``: ``a4`` (A4 portrait pages) or ``a5-booklet`` (A5 pages
    imposed two-up on A4 landscape, for duplex short-edge printing and saddle stitching).
    ``round_length``: a round's length measured by :func:`~deckgen.measure_round_length`
    for ``deck`` and these rules, said at the end of the goal section (``None``: not said).
    ``score_sheet``: end with a page to keep the score on (left out when the rules keep no
    score). Raises :class:`DefinitionError` for an unknown language, a missing text, a house rule
    the deck cannot play or two that conflict; :class:`FontError` if a character has no
    glyph or shaping is unavailable; :class:`OutputError` if the file cannot be written.
    """
    if format not in FORMATS:
        raise DefinitionError(f"unknown booklet format '{format}'; choose one of: a4, a5-booklet")
    rules = _resolve_ruleset(ruleset, house_rules)
    content = check_booklet(deck, rules, lang, round_length, score_sheet=score_sheet)
    fonts = booklet_fonts()
    pictures = _pictures(deck_in_play(deck, rules), content, style or load_style(), lang)
    page_mm = A5_MM if format == "a5-booklet" else A4_MM
    layout = _layout(content, fonts, pictures, page_mm, deck)
    if format == "a5-booklet":
        layout = _filled(layout, content, fonts, pictures, deck)
    pdf, sections = layout.pdf, layout.sections
    if format == "a5-booklet":
        sheet_last = content.section("score_sheet") is not None  # on the back cover
        pdf, pages = impose_saddle_stitch(
            pdf, plain_spaces(content.title), lang, sections, last_on_back=sheet_last
        )
    else:
        pages = _count_pages(pdf)
    path = Path(out_dir or default_output_dir(deck)) / f"rules-{lang}.pdf"
    with atomic_path(path) as tmp:
        tmp.write_bytes(pdf)
    return BookletResult(path, lang, pages, content.fallbacks)


def check_booklet(
    deck: Deck,
    rules: Ruleset,
    lang: str,
    round_length: RoundLength | None = None,
    *,
    score_sheet: bool = True,
) -> BookletContent:
    """Everything :func:`build_booklet` checks before it draws: the rules playable with
    ``deck``, every text of ``lang`` there, and a glyph for every character in the booklet
    fonts. Returns the composed content; raises what :func:`build_booklet` raises for them.
    ``deckgen build`` calls it for every language before the print sheets are written."""
    check_playable(rules, deck)
    catalog = load_catalog(lang)
    missing = missing_keys(lang)
    if missing:
        raise DefinitionError(
            f"{catalog.path}: language '{lang}' lacks {len(missing)} text(s), e.g. "
            f"{', '.join(missing[:5])}; see rulesets/lang/README.md"
        )
    content = compose_booklet(deck, rules, catalog, round_length, score_sheet=score_sheet)
    preflight(content.texts(), booklet_fonts().coverage, lang)
    return content


def _resolve_ruleset(ruleset: Ruleset | str | Path, house_rules: Iterable[str]) -> Ruleset:
    extra = list(house_rules)
    if isinstance(ruleset, Ruleset):
        if not extra:
            return ruleset
        ids = [rule.reference for rule in ruleset.house_rules]
        return load_ruleset(ruleset.source or ruleset.id, [*ids, *extra])
    return load_ruleset(ruleset, extra)


def _pictures(deck: Deck, content: BookletContent, style: CardStyle, lang: str) -> dict[str, bytes]:
    """PNG bytes of each face shown in a card block, with its rule text in ``lang``.

    Rendered through the same cache as the print sheets, so a build draws each face once.
    """
    faces = {
        block.face.id: block.face
        for section in content.sections
        for block in section.blocks
        if isinstance(block, CardBlock)
    }
    pictures = {}
    for face_id, face in render_faces(list(faces.values()), deck, style, lang=lang).items():
        buffer = io.BytesIO()
        face.to_image().save(buffer, format="PNG")
        pictures[face_id] = buffer.getvalue()
    return pictures


@dataclass(frozen=True)
class _Layout:
    """A laid-out booklet before imposition: the PDF, each section's first page, and the
    role of every flowable laid out with its page index, in order (``page_log``)."""

    pdf: bytes
    sections: list[tuple[str, int]]
    page_log: list[tuple[int, str]]


def _filled(
    layout: _Layout,
    content: BookletContent,
    fonts: BookletFonts,
    pictures: dict[str, bytes],
    deck: Deck,
) -> _Layout:
    """The A5 ``layout`` with the pages its last folded sheet would leave blank filled in
    (a sheet holds 4 pages: 9 pages would print 3 empty ones before the back cover): a page
    for notes and the house rules the family agrees on, then more score grids (or more
    notes pages when the rules keep no score), all before the score sheet on the back cover.
    Laid out again with those pages; ``layout`` itself if it fills its sheets already, or
    if the second layout does not come out at whole sheets."""
    pages = _count_pages(layout.pdf)
    spare = padded_page_count(pages) - pages
    if not spare:
        return layout
    filled = _layout(content, fonts, pictures, A5_MM, deck, spare_pages=spare)
    return filled if _count_pages(filled.pdf) == pages + spare else layout


def _layout(
    content: BookletContent,
    fonts: BookletFonts,
    pictures: dict[str, bytes],
    page_mm: tuple[float, float],
    deck: Deck,
    spare_pages: int = 0,
) -> _Layout:
    scale = page_mm[0] / A4_MM[0] * 1.25 if page_mm != A4_MM else 1.0
    styles = _Styles.for_page(min(scale, 1.0))
    margin_pt = mm_to_pt(18 if page_mm == A4_MM else 12)
    width_pt, height_pt = mm_to_pt(page_mm[0]), mm_to_pt(page_mm[1])
    buffer = io.BytesIO()
    doc = _Doc(
        buffer,
        pagesize=(width_pt, height_pt),
        title=plain_spaces(content.title),
        author="deckgen",
        creator=creator(content.rules),
        subject=plain_spaces(content.subtitle),
        keywords=plain_spaces(
            f"{deck.name_in(content.lang)}, "
            + load_catalog(content.lang).text("pdf.keywords_rules")
        ),
        lang=content.lang,
        invariant=1,
        pageCompression=1,
        leftMargin=margin_pt,
        rightMargin=margin_pt,
        topMargin=margin_pt,
        bottomMargin=margin_pt * 1.3,
        showOutline=1,
        initialFontName=LATIN,  # every page selects it: embedded, unlike Helvetica
    )
    doc.section_pages = []
    doc.page_log = []
    frame = Frame(margin_pt, margin_pt * 1.3, width_pt - 2 * margin_pt,
                  height_pt - margin_pt * 2.3, id="body")  # fmt: skip

    def footer(canvas, _doc):
        page = _doc.page
        text = Text(content.running_footer.replace("{page}", str(page)), styles.footer, fonts)
        text.wrap(width_pt - 2 * margin_pt, margin_pt)
        text.drawOn(canvas, margin_pt, margin_pt * 0.6)

    doc.addPageTemplates([PageTemplate("page", [frame], onPage=footer)])
    # what a flowable may fill: the frame less its own padding (6 pt each side)
    inner_width_pt = frame.width - frame._leftPadding - frame._rightPadding
    inner_height_pt = frame.height - frame._topPadding - frame._bottomPadding
    story = _story(content, fonts, styles, pictures, inner_width_pt, inner_height_pt)
    if spare_pages:
        story = _with_spare_pages(story, content, fonts, styles, spare_pages)
    doc.build(story)
    return _Layout(buffer.getvalue(), doc.section_pages, doc.page_log)


def _story(
    content, fonts, styles: _Styles, pictures, frame_width_pt: float, frame_height_pt: float
) -> list:
    story: list = [
        Text(content.title, styles.title, fonts, balance=True, whole=content.title_name),
        Text(content.subtitle, styles.subtitle, fonts, balance=True),
    ]
    if content.agree is not None:
        story.append(_box(content.agree, fonts, styles, frame_width_pt))
    sheet = content.section("score_sheet")
    for section in content.sections:
        if section is sheet:
            continue
        story += _section_story(
            _heading(section, fonts, styles), section.blocks, fonts, styles, pictures,
            frame_width_pt, frame_height_pt, whole=section.key in WHOLE_SECTIONS,
        )  # fmt: skip
    # "Made with deckgen" never stands alone on a last page: it goes with the last block.
    ending = [Spacer(1, 8), Text(content.footer, styles.footer, fonts, role="colophon")]
    last = story.pop()
    story.append(KeepTogether([*_flat(last), *ending]))
    if sheet is not None:  # a page of its own, after the rules, to copy or tear out
        story += [PageBreak(), _heading(sheet, fonts, styles)]
        story += [_block(block, fonts, styles, pictures, frame_width_pt) for block in sheet.blocks]
    return story


def _with_spare_pages(story: list, content: BookletContent, fonts, styles: _Styles, count: int):
    """``story`` (from :func:`_story`) with ``count`` pages more before its score sheet (at
    its end without one): first a notes page (a title, a line of lead-in and ruled lines to
    the foot of the page), then score grids headed ``content.more_scores``; notes pages
    again when the booklet has no score sheet. Each fills one page."""
    sheet = content.section("score_sheet")
    grid = next((b for b in sheet.blocks if isinstance(b, ScoreGridBlock)), None) if sheet else None
    spare: list = []
    for index in range(count):
        spare.append(PageBreak())
        if index == 0 or grid is None:
            spare += [
                Text(content.notes_title, styles.heading, fonts, balance=True),
                Text(content.notes_intro, styles.body, fonts),
                RuledLines(),
            ]
        else:
            spare += [
                Text(content.more_scores, styles.heading, fonts, balance=True),
                ScoreGrid(grid, fonts, styles.cell_bold),
            ]
    if sheet is None:
        return story + spare
    at = max(i for i, flowable in enumerate(story) if isinstance(flowable, PageBreak))
    return story[:at] + spare + story[at:]


class RuledLines(Flowable):
    """Writing lines from where it stands to the foot of the frame, ``LINE_MM`` apart."""

    LINE_MM = 8.0

    role = "ruled_lines"

    def __init__(self) -> None:
        super().__init__()
        self.width_pt = self.height_pt = 0.0

    def wrap(self, avail_width, avail_height):
        step = mm_to_pt(self.LINE_MM)
        self.width_pt = avail_width
        self.height_pt = max(step, (avail_height // step) * step)
        return self.width_pt, self.height_pt

    def draw(self):
        canvas, step = self.canv, mm_to_pt(self.LINE_MM)
        canvas.saveState()
        canvas.setStrokeColor(colors.lightgrey)
        canvas.setLineWidth(0.6)
        y = self.height_pt - step
        while y >= -0.01:
            canvas.line(0, y, self.width_pt, y)
            y -= step
        canvas.restoreState()


def _heading(section, fonts, styles: _Styles) -> Text:
    """A section's heading, with its bookmark (recorded when laid out, see :class:`_Doc`)."""
    heading = Text(section.title, styles.heading, fonts, balance=True)
    heading.bookmark = (f"section-{section.key}", plain_spaces(section.title))
    return heading


# Sections read at a glance, kept on one page when they fit one: "The rules at a glance"
# (the newcomer review: A5 left its last bullet alone on the next page).
WHOLE_SECTIONS = frozenset({"summary"})


def _section_story(
    heading, blocks, fonts, styles: _Styles, pictures, frame_width_pt, frame_height_pt,
    whole: bool = False,
) -> list:  # fmt: skip
    """A section's flowables, grouped so that no page ends in a heading, a subhead or a
    lead-in ("...:"), and no bullet list leaves one bullet alone at a page's foot or head.
    ``whole``: the section is kept on one page when it fits one (:data:`WHOLE_SECTIONS`).

    Grouped by hand: ReportLab's keepWithNext skips KeepTogether blocks. A group with a
    table starts on the page it comes to when a third of a page or more is left there: the
    table then breaks between rows (its header repeated) rather than leave a page half empty.
    """
    groups: list[list] = []  # each kept on one page; a group of one may split
    pending: list = [heading]  # what must share a page with the next flowable
    index = 0
    while index < len(blocks):
        block = blocks[index]
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        if _is_bullet(block):
            run_end = index
            while run_end < len(blocks) and _is_bullet(blocks[run_end]):
                run_end += 1
            bullets = [
                _block(b, fonts, styles, pictures, frame_width_pt) for b in blocks[index:run_end]
            ]
            # The first two bullets stay together (and with what leads in), so do the last
            # two; a list of up to three is kept whole.
            if len(bullets) <= 3:
                groups.append([*pending, *bullets])
            else:
                groups.append([*pending, *bullets[:2]])
                groups += [[bullet] for bullet in bullets[2:-2]]
                groups.append(bullets[-2:])
            pending = []
            index = run_end
            continue
        flowable = _block(block, fonts, styles, pictures, frame_width_pt)
        if _leads_in(block, following):
            pending.append(flowable)
        else:
            groups.append([*pending, *_flat(flowable)] if pending else [flowable])
            pending = []
        index += 1
    if pending:
        groups.append(pending)
    if whole:  # one group: KeepTogether still splits it if it is taller than a page
        groups = [[part for group in groups for flowable in group for part in _flat(flowable)]]
    story = []
    for group in groups:
        if len(group) == 1 and not isinstance(group[0], KeepTogether):
            story.append(group[0])
            continue
        flat = [part for flowable in group for part in _flat(flowable)]
        has_table = any(getattr(part, "role", "") == "table" for part in flat)
        if has_table:
            story.append(_KeepOrSplit(flat, frame_height_pt / 3))
        elif not whole and _leads_into_text(flat):
            story.append(_LeadAndLines(flat))
        else:
            story.append(KeepTogether(flat))
    return story


def _leads_into_text(flowables: list) -> bool:
    """Whether ``flowables`` are lead-ins (a heading, a subhead, a "...:" line) and then
    one plain paragraph of text: the group :class:`_LeadAndLines` may split."""
    *leads, last = flowables
    return (
        bool(leads)
        and all(isinstance(lead, Text) for lead in leads)
        and isinstance(last, Text)
        and last.role == "body"
    )


class _LeadAndLines(KeepTogether):
    """Lead-ins and the paragraph they lead into (:func:`_leads_into_text`), kept on one
    page when they fit there; when they do not, the lead-ins stay with the paragraph's
    first lines (two at least: the body style allows no orphan, nor a widow on the next
    page) and the rest goes on, rather than all of it moving on and leaving the foot of
    the page empty (the pl and ru party booklets left a quarter of page 2 blank before
    "Jump in", fresh readers 13). Where not even two lines fit, the group moves on whole."""

    def split(self, avail_width, avail_height):
        if getattr(self, "_wrapInfo", None) != (avail_width, avail_height):
            self.wrap(avail_width, avail_height)
        if avail_height < self._H:
            *leads, last = self._content
            used = last.getSpaceBefore()
            for lead in leads:  # spaces counted in full: a line fewer at worst
                used += lead.getSpaceBefore() + lead.wrap(avail_width, avail_height)[1]
                used += lead.getSpaceAfter()
            parts = last.split(avail_width, avail_height - used)
            if len(parts) == 2:
                return [*leads, *parts]
        return super().split(avail_width, avail_height)


class _KeepOrSplit(KeepTogether):
    """Kept on one page, unless ``split_above_pt`` or more of the page is left: then laid
    out where it is, its table breaking between rows."""

    def __init__(self, flowables: list, split_above_pt: float) -> None:
        super().__init__(flowables)
        self.split_above_pt = split_above_pt

    def split(self, avail_width, avail_height):
        if getattr(self, "_wrapInfo", None) != (avail_width, avail_height):
            self.wrap(avail_width, avail_height)
        if self._H > avail_height >= self.split_above_pt:
            return list(self._content)
        return super().split(avail_width, avail_height)


def _flat(flowable) -> list:
    """A KeepTogether's content (one inside another reports an endless height)."""
    return list(flowable._content) if isinstance(flowable, KeepTogether) else [flowable]


def _is_bullet(block) -> bool:
    return isinstance(block, Para) and block.kind == "bullet"


def _leads_in(block, following) -> bool:
    """Whether ``block`` introduces ``following`` and must share its page: a subhead, a line
    ending in a colon ("...it acts on the first player:"), or a plain paragraph right before
    a table. Before a card picture only a colon leads in: a section's intro ("Action cards
    have a symbol...") made one block with its heading and the first card, which moved
    whole and left a quarter of page 3 empty (sq A5 booklet, fresh readers 12); heading
    and intro now stay, as a heading with its paragraph does, and the cards go on."""
    if not isinstance(block, Para) or following is None:
        return False
    if block.kind == "subhead" or _is_lead_in_text(block.text):
        return True  # a subhead never ends a page
    return block.kind == "body" and isinstance(following, TableBlock)


def _is_lead_in_text(text: str) -> bool:
    return text.rstrip().endswith((":", "："))


def _block(block, fonts, styles: _Styles, pictures, frame_width_pt: float) -> Flowable:
    if isinstance(block, Para):
        style = {"body": styles.body, "bullet": styles.bullet, "subhead": styles.subhead}.get(
            block.kind, styles.body
        )
        kw: dict[str, Any] = {"bulletText": "•"} if block.kind == "bullet" else {}
        role = "leadin" if block.kind != "subhead" and _is_lead_in_text(block.text) else ""
        return Text(block.text, style, fonts, role=role or block.kind, **kw)
    if isinstance(block, TableBlock):
        return KeepTogether([Spacer(1, 3), _table(block, fonts, styles, frame_width_pt),
                             Spacer(1, 6)])  # fmt: skip
    if isinstance(block, BoxBlock):
        return _box(block, fonts, styles, frame_width_pt)
    if isinstance(block, ScoreGridBlock):
        return ScoreGrid(block, fonts, styles.cell_bold)
    return _card(block, fonts, styles, pictures, frame_width_pt)


def _table_style(commands: list) -> TableStyle:
    """``commands`` with the cells' own font set to the embedded sans: a table selects its
    cells' font on every page even though our cells hold paragraphs (ReportLab's default,
    Helvetica, is never embedded)."""
    return TableStyle([("FONTNAME", (0, 0), (-1, -1), LATIN), *commands])


def _box(block: BoxBlock, fonts, styles: _Styles, frame_width_pt: float) -> Flowable:
    """A framed box with a bold title and bullet lines, kept on one page. The title sits
    close under the frame; a title whose marks stand above the Latin ascenders (Thai tone
    marks over an upper vowel: ``ตกลงกันก่อนเริ่มเล่น``) gets that much more room above,
    so its ink keeps the Latin title's gap to the frame (fresh round 10, th)."""
    inner = [Text(block.title, styles.subhead, fonts)]
    top_pt = fonts.rise_above_ascender_pt(block.title, styles.subhead.fontSize, bold=True)
    inner += [Text(line, styles.bullet, fonts, bulletText="•") for line in block.lines]
    table = Table([[inner]], colWidths=[frame_width_pt], hAlign="LEFT")
    table.role = "box"
    table.setStyle(
        _table_style(
            [
                ("BOX", (0, 0), (-1, -1), 1.0, ACCENT),
                ("BACKGROUND", (0, 0), (-1, -1), colors.HexColor("#fbf3f4")),
                ("LEFTPADDING", (0, 0), (-1, -1), 8),
                ("RIGHTPADDING", (0, 0), (-1, -1), 8),
                ("TOPPADDING", (0, 0), (-1, -1), top_pt),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return KeepTogether([table, Spacer(1, 6)])


CELL_PADDING_PT = 3.0  # left and right in table cells
MIN_HEADER_SCALE = 0.75  # the smallest header size, a factor of the cell size


def _table(block: TableBlock, fonts, styles: _Styles, frame_width_pt: float) -> Table:
    widths, header_scale = _column_widths(block, fonts, styles, frame_width_pt)
    header_style = styles.cell_bold
    if header_scale < 1:
        header_style = ParagraphStyle(
            "cell_header",
            parent=styles.cell_bold,
            fontSize=styles.cell_bold.fontSize * header_scale,
            leading=styles.cell_bold.leading * header_scale,
        )
    last = len(block.rows) - 1
    data = []
    for r, row in enumerate(block.rows):
        bold = r == 0 or (block.total_row and r == last)
        style = header_style if r == 0 else styles.cell_bold if bold else styles.cell
        # the numbers stand centred under their headers, so neighbours of a narrow
        # column keep apart (round 8, sq A5: the totals read "25 8" under "Blu", "E zezë")
        centred = ParagraphStyle(f"{style.name}-centred", parent=style, alignment=TA_CENTER)
        data.append(
            [
                Text(cell, centred if _centred(block, r, c) else style, fonts, role=style.name)
                for c, cell in enumerate(row)
            ]
        )
    table = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1)
    table.role = "table"
    commands = [
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f1f1f1")]),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING_PT),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING_PT),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]
    if block.total_row:
        commands.append(("LINEABOVE", (0, last), (-1, last), 0.8, colors.black))
    commands += _keep_rows(last, block.total_row)
    table.setStyle(_table_style(commands))
    return table


def _centred(block: TableBlock, row: int, column: int) -> bool:
    """Whether a table cell is set centred: a column after the first (the names) that is
    not one of ``block.whole_columns`` (those keep their text's own width, left-aligned),
    its header over its counts; ``row`` is the row's index (0: the header)."""
    del row  # the header is centred over its column as its counts are
    return column > 0 and column not in block.whole_columns


def _keep_rows(last: int, total_row: bool = False) -> list[tuple]:
    """Table commands that keep the first two body rows together, and the last two, so a
    table broken between pages leaves at least two body rows on each side of the break
    (never a total row alone under the repeated header: round 6, ru A5). With
    ``total_row`` the last row is a total, not a body row: the two rows above it stay with
    it (native readers 14, hu A5: one card row and the total alone on the next page).
    ``last``: the last row's index (row 0 is the header). A table of three body rows or
    fewer does not break at all: it moves whole to the next page."""
    if last < 2:
        return []
    tail = 2 if total_row and last >= 3 else 1
    return [("NOSPLIT", (0, 1), (-1, 2)), ("NOSPLIT", (0, last - tail), (-1, last))]


def _column_widths(
    block: TableBlock, fonts: BookletFonts, styles: _Styles, frame_width_pt: float
) -> tuple[list[float], float]:
    """Column widths from the cells' own widths, header included, and the header's size
    (a factor of the cell size).

    Each column first gets what its widest cell needs on one line; what is left of the
    table width is shared in proportion. When that is too wide, the other columns shrink
    first, down to their widest word (a header wraps between words; a body cell of one of
    ``block.whole_columns`` keeps its whole width, its text never wrapping); if that is not
    enough, the header is set smaller (down to MIN_HEADER_SCALE); only then does the first
    column (the card names) shrink, its names wrapping between words, with the header at
    the largest size that still lets the names wrap to the fewest lines (the number
    columns' cells need far less than their headers: the round-6 ru A5 table wrapped
    "Закажи цвет и возьми четыре" to three lines beside full-size headers).
    """
    columns = len(block.rows[0])
    total_pt = frame_width_pt * (1.0 if columns > 2 else 0.8)
    extra = 2 * CELL_PADDING_PT + 1

    def width(text: str, size: float) -> float:
        return fonts.width_pt(text, size, True) / LINE_BREAK_SAFETY

    def word(text: str, size: float) -> float:
        return max((width(piece.strip(), size) for piece in break_points(text)), default=0.0)

    body_size = styles.cell.fontSize
    body, header = block.rows[1:], block.rows[0]

    def cell(text: str, column: int) -> float:
        """The least width of a body cell: its widest word, or all of it in a whole column."""
        whole = column in block.whole_columns
        return (width if whole else word)(text, body_size)

    def widths_for(scale: float, columns_that_shrink: tuple[range, ...]) -> list[float]:
        size = body_size * scale
        natural = [
            max([width(header[c], size), *(width(row[c], body_size) for row in body)]) + extra
            for c in range(columns)
        ]
        if sum(natural) <= total_pt:
            return [w * total_pt / sum(natural) for w in natural]
        least = [
            max([word(header[c], size), *(cell(row[c], c) for row in body)]) + extra
            for c in range(columns)
        ]
        widths = list(natural)
        for group in columns_that_shrink:
            excess = sum(widths) - total_pt
            slack = sum(widths[c] - least[c] for c in group)
            if excess > 0 and slack > 0:
                share = min(1.0, excess / slack)
                for c in group:
                    widths[c] -= (widths[c] - least[c]) * share
        return widths

    def evened(widths: list[float], scale: float) -> tuple[list[float], float]:
        """``widths`` with the columns after the first sharing their room evenly
        (:func:`_evened`), none below what its header and cells need."""
        needs = [
            max([word(header[c], body_size * scale), *(cell(row[c], c) for row in body)]) + extra
            for c in range(1, columns)
        ]
        if sum(needs) >= sum(widths[1:]):  # no room to share: the widths stay
            return widths, scale
        return [widths[0], *_evened(needs, sum(widths[1:]))], scale

    steps = int(round((1 - MIN_HEADER_SCALE) / 0.05))
    scales = [1.0 - step * 0.05 for step in range(steps + 1)]
    for scale in scales:
        widths = widths_for(scale, (range(1, columns),))
        if sum(widths) <= total_pt + 0.01:
            return evened(widths, scale)

    def name_lines(widths: list[float]) -> int:
        """The most lines a card name takes in a first column ``widths[0]`` wide."""
        inner = (widths[0] - 2 * CELL_PADDING_PT) * LINE_BREAK_SAFETY
        measure = partial(fonts.width_pt, size_pt=body_size, bold=True)
        return max(len(wrap_lines(row[0], inner, measure)) for row in body)

    # The card names wrap too. The other columns are only as wide as their headers need
    # (their numbers need less), so the names get the room a smaller header leaves: the
    # largest header size at which no name takes more lines than at the smallest.
    candidates = [(scale, widths_for(scale, (range(1, columns), range(1)))) for scale in scales]
    fewest = min(name_lines(widths) for _, widths in candidates)
    return evened(*next((w, scale) for scale, w in candidates if name_lines(w) == fewest))


def _evened(needs: list[float], total_pt: float) -> list[float]:
    """Widths for columns that need ``needs`` (pt) sharing ``total_pt`` (at least their
    sum): each the same width ``x``, or its need where that is more, so a narrow column
    ("Blu", "Kék") is as wide as its neighbours and its numbers stand clear of theirs
    (round 8, sq A5: "Blu" and "E zezë" read as one header, the totals as "25 8")."""
    if not needs:
        return []
    low, high = 0.0, total_pt
    for _ in range(40):  # bisection for x: the sum of max(need, x) is total_pt
        middle = (low + high) / 2
        if sum(max(need, middle) for need in needs) > total_pt:
            high = middle
        else:
            low = middle
    return [max(need, low) for need in needs]


def _card(block: CardBlock, fonts, styles: _Styles, pictures, frame_width_pt: float) -> Table:
    size = DEFAULT_CARD_SIZE
    width_pt = mm_to_pt(20 * styles.body.fontSize / 10.5)
    height_pt = width_pt * size.full_height_mm / size.full_width_mm
    image = Image(io.BytesIO(pictures[block.face.id]), width=width_pt, height=height_pt)
    texts = [Text(block.title, styles.subhead, fonts)]
    texts += [Text(line, styles.body, fonts) for line in block.lines]
    gap_pt = mm_to_pt(4)
    table = Table(
        [[image, texts]],
        colWidths=[width_pt + gap_pt, frame_width_pt - width_pt - gap_pt],
        hAlign="LEFT",
    )
    table.role = "card"
    table.setStyle(
        _table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return KeepTogether([table])


class ScoreGrid(Flowable):
    """A score sheet's grid, filling the rest of the frame: a header row tall enough to
    write a name in (:data:`HEADER_MM`), then rows :data:`ROW_MM` high, numbered, for as many
    rounds as fit; a column for the round numbers, then one per player, as many as fit at
    :data:`MIN_COLUMN_MM` or wider (sizes from handwriting: a name or a three-digit total
    in pen). Lines in grey, 0.6 pt; the header's foot 1.2 pt. With a ``tally_label`` the
    grid ends in a row :data:`TALLY_MM` high under a 1.2 pt line, headed with that label,
    for notes kept out of the score columns (shrinking hands: the sizes of new hands).
    """

    HEADER_MM = 12.0
    ROW_MM = 8.0
    TALLY_MM = 24.0
    ROUND_COLUMN_MM = 16.0
    MIN_COLUMN_MM = 14.0

    role = "score_grid"

    def __init__(self, block: ScoreGridBlock, fonts: BookletFonts, style: ParagraphStyle):
        super().__init__()
        self.block, self.fonts, self.style = block, fonts, style
        self.width_pt = self.height_pt = 0.0
        self.row_count = 1

    def columns(self, width_pt: float) -> int:
        """Player columns that fit ``width_pt`` (at most one per player)."""
        room_pt = width_pt - mm_to_pt(self.ROUND_COLUMN_MM)
        return max(1, min(self.block.players, int(room_pt // mm_to_pt(self.MIN_COLUMN_MM))))

    def tally_pt(self) -> float:
        """The height of the last row for notes (0 without a ``tally_label``)."""
        return mm_to_pt(self.TALLY_MM) if self.block.tally_label else 0.0

    def rows(self, height_pt: float) -> int:
        """Numbered rows below the header (and above the notes row) that fit ``height_pt``."""
        room_pt = height_pt - mm_to_pt(self.HEADER_MM) - self.tally_pt()
        return max(1, int(room_pt // mm_to_pt(self.ROW_MM)))

    def wrap(self, avail_width, avail_height):
        self.width_pt, self.row_count = avail_width, self.rows(avail_height)
        rows_pt = self.row_count * mm_to_pt(self.ROW_MM)
        self.height_pt = mm_to_pt(self.HEADER_MM) + rows_pt + self.tally_pt()
        return self.width_pt, self.height_pt

    def draw(self):
        canvas = self.canv
        header_pt, row_pt = mm_to_pt(self.HEADER_MM), mm_to_pt(self.ROW_MM)
        first_pt = mm_to_pt(self.ROUND_COLUMN_MM)
        columns = self.columns(self.width_pt)
        column_pt = (self.width_pt - first_pt) / columns
        rows = self.row_count
        top = self.height_pt
        canvas.saveState()
        canvas.setStrokeColor(colors.grey)
        canvas.setLineWidth(0.6)
        xs = [0.0, first_pt, *(first_pt + column_pt * i for i in range(1, columns + 1))]
        for x in xs:
            canvas.line(x, 0, x, top)
        ys = [top, *(top - header_pt - row_pt * i for i in range(rows + 1))]
        if self.block.tally_label:
            ys.append(0.0)  # the foot of the notes row
        for y in ys:
            canvas.line(0, y, self.width_pt, y)
        canvas.setLineWidth(1.2)
        canvas.line(0, top - header_pt, self.width_pt, top - header_pt)
        tally_pt = self.tally_pt()
        if tally_pt:  # the notes row: under the numbered rows, its label at its top
            canvas.line(0, tally_pt, self.width_pt, tally_pt)
            note = Text(self.block.tally_label or "", self.style, self.fonts)
            _, note_pt = note.wrap(first_pt - 4, tally_pt)
            note.drawOn(canvas, 2, tally_pt - note_pt - 2)
        label = Text(self.block.round_label, self.style, self.fonts)
        _, label_pt = label.wrap(first_pt - 4, header_pt)
        label.drawOn(canvas, 2, top - (header_pt + label_pt) / 2)
        canvas.setFont(LATIN, self.style.fontSize)
        canvas.setFillColor(colors.dimgrey)
        for i in range(rows):
            baseline = top - header_pt - row_pt * (i + 1) + (row_pt - self.style.fontSize) / 2 + 1
            canvas.drawRightString(first_pt - 4, baseline, str(i + 1))
        canvas.restoreState()


def _count_pages(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)
