"""The jobs: one function per thing deckgen makes, each over typed options.

Public; every job is re-exported from :mod:`deckgen`. A job takes the loaded model (a
:class:`~deckgen.Deck` from :func:`~deckgen.load_deck`) and one options object per concern
(:mod:`deckgen.options`, :class:`~deckgen.PrintLayout`), checks everything it can before it
writes anything, writes atomically (:mod:`deckgen.output`), and returns one result type.
The command line makes one call here per command; scripts and a preview page call the same
functions::

    deck = load_deck("classic-112")
    build_all(deck, render=RenderOptions(dpi=150), booklet=BookletOptions(langs=("en", "de")))

A job loads a ruleset or a style only where its options name one by id or path, and then
once. Nothing below this layer imports it.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .cardsize import DEFAULT_CARD_SIZE, CardSize
from .counting import counted
from .defaults import DEFAULT_DPI, DEFAULT_LANG, PROOF_DPI
from .definitions.model import Deck
from .definitions.selection import references_only, subset
from .errors import DefinitionError
from .layout.imposition import Imposition, impose
from .layout.presets import card_stock, card_trim_size, paper_size
from .layout.printlayout import PrintLayout
from .layout.sheetsresult import SheetsResult, backs_name
from .layout.userpaper import default_paper
from .options import (
    BookletOptions,
    BoxOptions,
    CardSelection,
    OutputOptions,
    ReferenceCards,
    RenderOptions,
    ServiceOptions,
    check_lang,
)
from .output import DEFAULT_OUTPUT_ROOT, atomic_path, default_output_dir
from .render.style import CardStyle, load_style
from .units import MM_PER_INCH

if TYPE_CHECKING:  # annotations only: each stage loads when a job uses it (issue 19)
    from .booklet.document import BookletResult
    from .exports.printshop import PrintShopResult
    from .exports.services import ServiceExportResult
    from .exports.tts import TtsResult
    from .layout.boxpdf import BoxResult
    from .layout.boxplan import BoxPlan, Kind
    from .layout.calibration import CalibrationResult
    from .layout.proof import ProofResult
    from .render.deckrender import RenderedDeck
    from .render.facedata import FaceImage
    from .rules.model import Ruleset
    from .simulation.roundlength import RoundLength

SHEETS_FILE = "sheets.pdf"
CARDS_FOLDER = "cards"
TTS_FOLDER = "tts"
PROOF_FILE = "proof.pdf"

__all__ = [
    "BookletsResult",
    "BuildResult",
    "CardsResult",
    "build_all",
    "build_booklets",
    "build_box",
    "build_calibration",
    "build_print_shop",
    "build_proof",
    "build_service_export",
    "build_sheets",
    "build_tts",
    "export_cards",
]


@dataclass(frozen=True)
class BookletsResult:
    """The booklets written, one per language in the order asked, and their ``format``."""

    booklets: tuple[BookletResult, ...]
    format: str


@dataclass(frozen=True)
class BuildResult:
    """What :func:`build_all` wrote: the print sheets, the rule booklets and, if asked, the
    card box."""

    sheets: SheetsResult
    booklets: BookletsResult
    box: BoxResult | None = None


@dataclass(frozen=True)
class CardsResult:
    """The PNG files :func:`export_cards` wrote (faces by id, then ``back.png``), and where."""

    paths: tuple[Path, ...]
    folder: Path


def select_cards(deck: Deck, selection: CardSelection) -> Deck:
    """``deck`` with only the cards ``selection`` asks for (``deck`` itself if it asks for
    all), for any print job (``sheets``/``cards --only``, ``--extras-of``).

    ``selection.extras_of``: keep what ``deck`` has beyond that deck, a multiset difference
    by face id (a face ``deck`` holds 4 times and the base twice is kept twice).
    ``selection.only``: keep the faces whose id (``red-7``) or card type id (``draw_ten``)
    is listed, every copy; both together: the extras among those. The smaller deck's name
    says the subset in ids (``Classic deck [red-7]``), so the sheets' margins show it; its
    :attr:`~deckgen.Deck.whole` is ``deck``, so reference cards and their house rules are
    checked against the whole deck. Raises :class:`DefinitionError` for an id the deck
    does not have (with the nearest one) or when nothing is left.
    """
    return subset(deck, selection.only, selection.extras_of, _id_named)


def _id_named(word: str, deck: Deck) -> str | None:
    """The id a card's name in some language stands for (``rot-7`` → ``red-7``), for the
    error on an unknown ``--only`` id; the catalogs are loaded only then."""
    from .text.idnames import id_named

    return id_named(word, deck)


def build_all(
    deck: Deck,
    *,
    layout: PrintLayout = PrintLayout(),
    render: RenderOptions = RenderOptions(),
    booklet: BookletOptions = BookletOptions(),
    box: BoxOptions | None = None,
    reference_copies: int = 0,
    output: OutputOptions = OutputOptions(),
) -> BuildResult:
    """Everything for ``deck`` (``deckgen build``): print sheets, then the rule booklets.

    The rule texts on the cards speak ``render.lang``, by default the first booklet
    language; the booklets' card pictures take ``booklet.style``, by default the cards'
    style. Before anything is written the ruleset and house rules are loaded and checked
    against the deck, every booklet is composed and its characters checked against the
    booklet fonts (see :func:`~deckgen.booklet.document.check_booklet`) and the layout is
    imposed, so a bad house rule, language or character never leaves a fresh ``sheets.pdf``
    without its booklets. ``box`` adds ``box.pdf`` (:func:`build_box`), on the layout's
    paper for its card size unless it names its own, with its words in the cards'
    language, holding the reference cards printed too; it is planned before anything is
    written. ``reference_copies`` (``deckgen
    build --reference-card``) adds that many quick-reference cards after the deck's cards
    on the sheets (:class:`ReferenceCards`), for the booklets' ruleset, house rules and
    round length, so card and booklets always agree. Raises what :func:`build_sheets`,
    :func:`build_booklets` and :func:`build_box` raise (:class:`LayoutError` for
    a negative ``reference_copies``).
    """
    from .booklet.document import check_booklet

    rules = _ruleset(booklet.ruleset, booklet.house_rules, deck)
    langs = tuple(dict.fromkeys(check_lang(lang) for lang in booklet.langs))
    style = _style(render)
    render = dataclasses.replace(render, style=style, lang=_lang(render, langs[0]))
    booklet = dataclasses.replace(
        booklet,
        langs=langs,
        ruleset=rules,
        house_rules=(),
        style=style if booklet.style is None else booklet.style,
    )
    if box is not None:
        box = dataclasses.replace(
            box,
            paper=box.paper or layout.paper.name,  # "A4" as box says it (newcomer 10, L8)
            card=box.card or f"{layout.card.width_mm}x{layout.card.height_mm}mm",
            # the reference cards printed go in the box too (newcomer L3)
            reference_copies=reference_copies or box.reference_copies,
        )
        _box_plan(deck, box, render.lang or DEFAULT_LANG)  # refuse a box that does not fit
    for lang in booklet.langs:  # every booklet's texts and glyphs, before sheets.pdf
        check_booklet(deck, rules, lang)  # the round length adds digits only: not measured
    reference = None
    if reference_copies:
        reference = ReferenceCards(
            copies=reference_copies, ruleset=rules, round_length=booklet.round_length
        )
    sheets = build_sheets(deck, layout=layout, render=render, reference=reference, output=output)
    booklets = build_booklets(deck, booklet=booklet, output=output)
    boxed = None if box is None else build_box(deck, box=box, render=render, output=output)
    return BuildResult(sheets, booklets, boxed)


def build_sheets(
    deck: Deck,
    *,
    layout: PrintLayout = PrintLayout(),
    render: RenderOptions = RenderOptions(),
    reference: ReferenceCards | None = None,
    output: OutputOptions = OutputOptions(),
) -> SheetsResult:
    """Render ``deck`` and write its print sheets, ``sheets.pdf`` (``deckgen sheets``).

    ``layout`` (default: A4, 56 × 87 mm cards, 3 mm bleed, long-edge duplex) chooses paper,
    card size, margins and duplex mode; with ``duplex="none"`` the backs go to
    ``backs.pdf``. ``reference`` adds quick-reference cards after the deck's cards. Page
    labels speak the cards' language. ``layout.corner_guides`` marks the style's rounded
    corners (``corner_radius_mm``) on the front cards. Raises :class:`LayoutError` if the
    cards do not fit the paper (before rendering), :class:`DefinitionError` for a
    reference card's ruleset or house rule, :class:`OutputError` if a file cannot be
    written; nothing is written on error.

    Up to date: when the files there were written from the same inputs (the deck as
    loaded, every option, the texts, the render-cache keys of the faces and the back,
    deckgen's and ReportLab's versions; see :func:`_sheets_inputs`) and are unchanged
    since, nothing is rendered or written and the result says ``up_to_date``. A stamp in
    the cache folder (:mod:`deckgen.stamp`) records them; ``output.force``,
    ``render.cache=False``, ``DECKGEN_NO_CACHE`` or reference cards always write.
    """
    imposition = impose(layout)  # refuse a bad layout before rendering
    path = _folder(deck, output) / _suffixed(SHEETS_FILE, output)
    lang, radius = _lang(render), _style(render).corner_radius_mm
    inputs = _sheets_inputs(deck, imposition, render, reference, output, path)
    if inputs is not None:
        found = _stamped_sheets(path, inputs)
        if found is not None:
            output.report(f"{path.name} is up to date")
            return found
    printed, rendered, rules = _print_faces(deck, layout.card, render, reference, output)
    faces, back = rendered.faces, _back(rendered)
    output.report(f"laying out {path.name}")
    from .layout.sheets import write_sheets_pdf  # ReportLab: only when a PDF is written
    from .rulestag import rules_tag

    tag = "" if rules is None else rules_tag(rules)
    result = write_sheets_pdf(printed, faces, back, imposition, path, lang, radius, tag)
    if inputs is not None:
        from .stamp import record

        written = [result.backs_path] if result.backs_path is not None else []
        record(path, inputs, written, result.to_data())
    return result


STAMPED_LIBRARIES = ("reportlab", "babel", "uharfbuzz")  # whose version is a sheets input


def _sheets_inputs(
    deck: Deck,
    imposition: Imposition,
    render: RenderOptions,
    reference: ReferenceCards | None,
    output: OutputOptions,
    path: Path,
) -> str | None:
    """The digest of everything ``sheets.pdf`` (and ``backs.pdf``) at ``path`` is made
    from (:func:`deckgen.stamp.inputs_digest`): the deck as loaded and selected, the
    imposition, the language and its texts, the render-cache keys of every face and the
    back (style, fonts, pictures, dpi, card size, renderer code), the versions of
    ReportLab, Babel and HarfBuzz, and deckgen's own files. ``None``: always write
    (``output.force``, no render cache, or reference cards, whose texts come from more
    files than the stamp covers)."""
    from .render.cache import installed_version
    from .render.facekeys import back_key, face_keys
    from .text.catalog import catalog_path

    if output.force or not render.cache or reference is not None:
        return None
    style, lang, card = _style(render), _lang(render), imposition.layout.card
    dpi = _dpi(render, DEFAULT_DPI)
    keys = face_keys(deck.unique_faces(), deck.colors, style, (card, dpi, lang))
    back = back_key(deck, style, render.back_image or deck.back_image, (card, dpi, lang))
    from .stamp import inputs_digest

    return inputs_digest(
        "sheets",
        str(path),
        repr(deck),
        repr(imposition),
        lang,
        repr(style.corner_radius_mm),
        *keys,
        back,
        # the PDF writer, the margin texts' numbers and dates, Thai shaping
        *(f"{name}={installed_version(name, name)}" for name in STAMPED_LIBRARIES),
        files=[catalog_path(lang), catalog_path(DEFAULT_LANG)],
    )


def _stamped_sheets(path: Path, inputs: str) -> SheetsResult | None:
    """The result of the sheets at ``path`` if they were written from ``inputs`` and are
    unchanged since (:func:`deckgen.stamp.up_to_date`), marked up to date; else ``None``."""
    from .stamp import up_to_date

    data = up_to_date(path, inputs)
    if data is None:
        return None
    try:
        found = SheetsResult.from_data(data, up_to_date=True)
    except (KeyError, TypeError, ValueError):
        return None
    # as this run names them (the stamp is found by the absolute path)
    backs = path.with_name(backs_name(path.name)) if found.backs_path is not None else None
    return dataclasses.replace(found, path=path, backs_path=backs)


def build_print_shop(
    deck: Deck,
    *,
    card: CardSize = DEFAULT_CARD_SIZE,
    render: RenderOptions = RenderOptions(),
    reference: ReferenceCards | None = None,
    output: OutputOptions = OutputOptions(),
) -> PrintShopResult:
    """Write ``print-shop.pdf`` for a print service (``deckgen sheets --one-per-page``): one
    card a page at ``card``'s trim plus bleed, TrimBox and BleedBox set, fronts and backs
    alternating. ``reference`` adds quick-reference cards as in :func:`build_sheets`.
    Raises :class:`OutputError` if the file cannot be written, and what rendering raises.
    """
    from .exports.printshop import PRINT_SHOP_FILE, write_print_shop_pdf

    printed, rendered, _ = _print_faces(deck, card, render, reference, output)
    path = _folder(deck, output) / _suffixed(PRINT_SHOP_FILE, output)
    lang = _lang(render)
    return write_print_shop_pdf(printed, rendered.faces, _back(rendered), card, path, lang)


def build_booklets(
    deck: Deck,
    *,
    booklet: BookletOptions = BookletOptions(),
    output: OutputOptions = OutputOptions(),
) -> BookletsResult:
    """Write one rule booklet per language, ``rules-<lang>.pdf`` (``deckgen booklet``).

    The ruleset and the style are loaded once for all languages, and with
    ``booklet.round_length`` the round length is measured once for all of them; every
    language is checked before the first booklet is written. Raises
    :class:`DefinitionError` for an unknown language, a missing text, a house rule the deck
    cannot play or two that conflict; :class:`FontError` if a character has no glyph;
    :class:`OutputError` if a file cannot be written (see :func:`~deckgen.build_booklet`).
    """
    from .booklet.document import build_booklet

    rules = _ruleset(booklet.ruleset, booklet.house_rules, deck)
    langs = dict.fromkeys(check_lang(lang) for lang in booklet.langs)
    style = load_style() if booklet.style is None else booklet.style
    measured = _round_length(booklet.round_length, deck, rules)
    output.report("writing booklets: " + ", ".join(langs))
    return BookletsResult(
        tuple(
            build_booklet(
                deck,
                rules,
                lang,
                output.out_dir,
                format=booklet.format,
                style=style,
                round_length=measured,
                score_sheet=booklet.score_sheet,
            )
            for lang in langs
        ),
        booklet.format,
    )


def export_cards(
    deck: Deck,
    *,
    card: CardSize = DEFAULT_CARD_SIZE,
    render: RenderOptions = RenderOptions(),
    rounded: bool = False,
    output: OutputOptions = OutputOptions(),
) -> CardsResult:
    """Write one PNG per unique face and ``back.png`` into ``<out>/cards/``, dpi-tagged
    (``deckgen cards``).

    File names are the face ids (``red-7.png``). Images include the bleed (``card``'s
    ``full_width_mm`` × ``full_height_mm`` at ``render.dpi``); with ``rounded`` they are cut
    to the trim with transparent rounded corners (the style's ``corner_radius_mm``), for
    screens. Every image is rendered before the first is written.
    """
    from .render.export import rounded_card, srgb_profile

    if references_only(deck):
        raise DefinitionError(
            "--only reference is for the reference cards of sheets (with --reference-card); "
            "deckgen cards writes the deck's own faces: name them with --only"
        )
    style = _style(render)
    dpi = _dpi(render, DEFAULT_DPI)
    rendered = _render_deck(deck, render, style, card, dpi, output)
    folder = _folder(deck, output) / CARDS_FOLDER
    written = []
    for name, image in rendered.images().items():
        if rounded:
            image = rounded_card(image, card, dpi, style.corner_radius_mm)
        path = folder / f"{name}.png"
        with atomic_path(path) as tmp:
            image.save(tmp, format="PNG", dpi=(dpi, dpi), icc_profile=srgb_profile())
        written.append(path)
    return CardsResult(tuple(written), folder)


def build_proof(
    deck: Deck,
    *,
    card: CardSize = DEFAULT_CARD_SIZE,
    render: RenderOptions = RenderOptions(),
    output: OutputOptions = OutputOptions(),
) -> ProofResult:
    """Write ``proof.pdf`` (``deckgen proof``): every unique face once, with its name and
    count, and the back, small on A4 pages, to check a design before printing the deck.

    ``render.dpi`` defaults to :data:`~deckgen.PROOF_DPI` here.
    """
    from .layout.proof import write_proof_pdf

    style = _style(render)
    dpi = _dpi(render, PROOF_DPI)
    images = _render_deck(deck, render, style, card, dpi, output).images()
    back = images.pop("back")
    path = _folder(deck, output) / PROOF_FILE
    lang = _lang(render)
    return write_proof_pdf(
        deck, images, back, card, path, style_name=style.name_in(lang), lang=lang
    )


def build_tts(
    deck: Deck,
    *,
    card: CardSize = DEFAULT_CARD_SIZE,
    render: RenderOptions = RenderOptions(),
    output: OutputOptions = OutputOptions(),
) -> TtsResult:
    """Write Tabletop Simulator deck sheets into ``<out>/tts/`` (``deckgen tts``).

    Cards are rendered at ``card``'s trim size (no bleed), just large enough for the
    biggest card that keeps a 10 × 7 sheet within 4096 px, then scaled to exactly that
    size; ``render.dpi`` makes the cards smaller than that (pixels per inch of the card,
    never larger; :class:`RenderError` outside 72-1200). ``deck.txt`` speaks ``render.lang``.
    Returns the sheets (``deck-1.png`` …, RGB
    PNG), ``back.png`` and ``deck.txt``.
    """
    from .errors import RenderError
    from .exports.tts import tts_card_px, write_tts
    from .render.canvas import MAX_DPI, MIN_DPI

    if render.dpi is not None and not MIN_DPI <= render.dpi <= MAX_DPI:
        raise RenderError(f"dpi {render.dpi} is out of range ({MIN_DPI}-{MAX_DPI})")
    trim = CardSize(card.width_mm, card.height_mm, 0.0)
    card_px = tts_card_px(trim, render.dpi)
    dpi = max(math.ceil(card_px[0] / trim.width_mm * MM_PER_INCH) + 1, 72)
    images = _render_deck(deck, render, _style(render), trim, dpi, output).images()
    back = images.pop("back")
    folder = _folder(deck, output) / TTS_FOLDER
    return write_tts(deck, images, back, card_px, folder, _lang(render))


def build_service_export(
    deck: Deck,
    *,
    service: ServiceOptions = ServiceOptions(),
    render: RenderOptions = RenderOptions(),
    output: OutputOptions = OutputOptions(),
) -> ServiceExportResult:
    """Write what a print service takes into ``<out>/<service-id>/`` (``deckgen export``).

    ``service`` names the preset (``templates/print/services/<id>.yaml``) and the card
    size; the preset gives the dpi, the exact image size in pixels (trim + bleed), how the
    files go (one PNG per face, one per copy, or a one-card-a-page PDF), their names and
    the upload steps written into ``README.txt``. ``render.dpi`` does not apply. The preset
    and card size are checked before anything is rendered. Raises :class:`TemplateError`
    for an unknown service (listing the shipped ones) or a bad preset file,
    :class:`LayoutError` for a card size the preset does not list, :class:`OutputError` if
    a file cannot be written.
    """
    from .exports.services import load_service, service_card, write_service_files

    target = load_service(service.service)
    card = service_card(target, service.card)
    dpi = target.preset.dpi
    rendered = _render_deck(deck, render, _style(render), card.card, dpi, output)
    folder = _folder(deck, output) / target.id
    return write_service_files(deck, rendered.faces, _back(rendered), target, card, folder)


def build_box(
    deck: Deck,
    *,
    box: BoxOptions = BoxOptions(),
    render: RenderOptions = RenderOptions(),
    output: OutputOptions = OutputOptions(),
) -> BoxResult:
    """Write ``box.pdf`` (``deckgen box``): a box to print, cut, fold and glue for ``deck``.

    The inside size is the card's (plus sleeve) plus ``box.clearance_mm`` by the stack of
    the deck's cards and ``box.reference_copies`` reference cards (cards × caliper; see
    :mod:`deckgen.layout.boxplan`). The front shows the deck's
    back (the render stage's, at ``render.dpi`` or 150 dpi) and name, the back panel the
    contents in ``render.lang``, the sides the name. Raises :class:`LayoutError` if no box
    (nor several boxes) fits the paper, before anything is rendered; :class:`OutputError`
    if the file cannot be written.
    """
    from .layout.boxpdf import BOX_FILE, write_box_pdf

    lang = _lang(render)
    source = ""
    if box.paper is None:  # the user's config, else the locale's, as for sheets
        paper, source = default_paper()
        box = dataclasses.replace(box, paper=paper)
    style = _style(render)
    _, card_w, card_h = card_trim_size(box.card)
    size = CardSize(card_w, card_h, DEFAULT_CARD_SIZE.bleed_mm)
    # a bordered back shows its rim (border and bleed, a little less as the picture is
    # scaled to the panel) round the front's field: the name keeps inside the field
    rim = style.border_mm + size.bleed_mm if style.border else 0.0
    plan = _box_plan(deck, box, lang, rim)
    from .render.back import render_back  # Pillow's drawing: only when a box is drawn

    back = render_back(
        deck,
        style,
        size=size,
        dpi=_dpi(render, PROOF_DPI),
        back_image=render.back_image,
        lang=lang,
    )
    result = write_box_pdf(plan, deck, back, _folder(deck, output) / BOX_FILE, lang)
    return dataclasses.replace(
        result,
        paper=paper_size(box.paper)[0],
        paper_source=source,
        reference_cards=box.reference_copies,
    )


def build_calibration(
    *,
    layout: PrintLayout = PrintLayout(),
    output: OutputOptions = OutputOptions(),
    lang: str = DEFAULT_LANG,
) -> CalibrationResult:
    """Write the two-sided printer calibration sheet ``calibration.pdf`` (``deckgen
    calibrate``) into ``output.out_dir``, by default ``output/``.

    ``layout`` gives the paper, orientation, flip (``long`` or ``short``) and any back
    offset to verify (see :func:`~deckgen.print_layout` with ``calibration=True``); its
    document information is in ``lang``. Raises :class:`DefinitionError` for a language
    deckgen has no texts for, :class:`LayoutError` for a one-sided duplex mode,
    :class:`OutputError` if the file cannot be written.
    """
    from .layout.calibration import CALIBRATION_FILE, write_calibration_pdf

    lang = check_lang(lang)
    folder = DEFAULT_OUTPUT_ROOT if output.out_dir is None else output.out_dir
    return write_calibration_pdf(layout, folder / CALIBRATION_FILE, lang)


def _box_plan(deck: Deck, box: BoxOptions, lang: str, rim_mm: float = 0.0) -> BoxPlan:
    """The box ``box`` asks for, planned (see :func:`~deckgen.layout.boxplan.plan_box`);
    ``rim_mm``: the back's border round the front panel's picture."""
    from .layout.boxpdf import box_texts
    from .layout.boxplan import plan_box

    _, paper_w, paper_h = paper_size(box.paper)
    _, card_w, card_h = card_trim_size(box.card)
    _, stock = card_stock(box.caliper)
    kind: Kind | None = None if box.kind is None else ("tuck" if box.kind == "tuck" else "two-part")
    return plan_box(
        (card_w, card_h),
        deck.total_cards + box.reference_copies,
        stock.caliper,
        (paper_w, paper_h),
        box_texts(deck, lang, box.reference_copies),
        kind=kind,
        clearance_mm=box.clearance_mm,
        sleeve_mm=stock.sleeve,
        rim_mm=rim_mm,
    )


def _ruleset(ruleset: Ruleset | str | Path, house_rules: tuple[str, ...], deck: Deck) -> Ruleset:
    """The ruleset with ``house_rules`` switched on, checked against ``deck``."""
    from .rules.loader import check_playable, load_ruleset
    from .rules.model import Ruleset

    if isinstance(ruleset, Ruleset) and not house_rules:
        check_playable(ruleset, deck)
        return ruleset
    if isinstance(ruleset, Ruleset):
        on = [rule.reference for rule in ruleset.house_rules]
        return load_ruleset(ruleset.source or ruleset.id, [*on, *house_rules], deck=deck)
    return load_ruleset(ruleset, house_rules, deck=deck)


def _round_length(wanted: bool, deck: Deck, rules: Ruleset) -> RoundLength | None:
    """The round length to print (:func:`measure_round_length`), if ``wanted``."""
    from .simulation.roundlength import measure_round_length

    return measure_round_length(deck, rules) if wanted else None


def _style(render: RenderOptions) -> CardStyle:
    return load_style() if render.style is None else render.style


def _dpi(render: RenderOptions, default: int) -> int:
    return default if render.dpi is None else render.dpi  # 0 is refused, not defaulted


def _lang(render: RenderOptions, default: str = DEFAULT_LANG) -> str:
    """The cards' language, checked (:func:`check_lang`: ``de-AT`` is ``de``)."""
    return check_lang(default if render.lang is None else render.lang)


def _print_faces(
    deck: Deck,
    card: CardSize,
    render: RenderOptions,
    reference: ReferenceCards | None,
    output: OutputOptions,
) -> tuple[Deck, RenderedDeck, Ruleset | None]:
    """The deck as printed (its cards, then any reference cards), its faces rendered at
    ``card`` size and the reference cards' rules (``None`` without reference cards). A
    reference card's ruleset is checked, and its texts computed, against the whole deck
    (:attr:`~deckgen.Deck.whole`: ``--only`` selects the printed cards, not the game)
    before anything is drawn. A selection of no card (``--only reference``) prints the
    reference cards alone; without any, :class:`DefinitionError`."""
    if reference is None and references_only(deck):
        raise DefinitionError(
            "--only reference prints the quick-reference cards: add --reference-card "
            "(and --reference-copies N for one per player)"
        )
    whole = deck.whole
    rules = _ruleset(reference.ruleset, reference.house_rules, whole) if reference else None
    style = _style(render)
    dpi = _dpi(render, DEFAULT_DPI)
    rendered = _render_deck(deck, render, style, card, dpi, output)
    if reference is None or rules is None:
        return deck, rendered, None
    from .booklet.refcard import add_reference_cards  # only with reference cards

    printed = add_reference_cards(
        deck,
        rendered.faces,
        reference.copies,
        rules,
        style=style,
        size=card,
        dpi=dpi,
        lang=_lang(render),
        round_length=_round_length(reference.round_length, whole, rules),
    )
    return printed, rendered, rules


def _render_deck(
    deck: Deck,
    render: RenderOptions,
    style: CardStyle,
    card: CardSize,
    dpi: int,
    output: OutputOptions,
) -> RenderedDeck:
    from .render.deckrender import render_deck  # drawing, the cache, the worker pool

    output.report(f"rendering {counted(len(deck.faces) + 1, 'card image')}")
    return render_deck(
        deck,
        style,
        size=card,
        dpi=dpi,
        lang=_lang(render),
        back_image=render.back_image,
        cache=render.cache,
        progress=output.progress,
    )


def _back(rendered: RenderedDeck) -> FaceImage:
    if rendered.back is None:  # render_deck always draws the back
        raise ValueError("the rendered deck has no back image")
    return rendered.back


def _suffixed(name: str, output: OutputOptions) -> str:
    """``name`` with ``output.stem_suffix`` after its stem: ``sheets-only-red-7.pdf``."""
    stem, dot, ext = name.rpartition(".")
    return f"{stem}{output.stem_suffix}{dot}{ext}"


def _folder(deck: Deck, output: OutputOptions) -> Path:
    return default_output_dir(deck) if output.out_dir is None else output.out_dir
