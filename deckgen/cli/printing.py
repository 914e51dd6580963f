"""Commands that write print files: ``build``, ``sheets``, ``cards``. Internal.

``build`` and ``sheets`` share the print-layout options (paper, card size, bleed, gutter,
margin, orientation, duplex, back offset, printer profile, cut lines).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .. import build as jobs
from ..definitions.loader import DEFAULT_DECK, load_deck
from ..layout.printlayout import print_layout
from ..render.style import load_style
from ..rules.loader import DEFAULT_RULESET, load_ruleset
from .app import app
from .booklet import (
    HouseRuleOpt,
    LangOpt,
    RulesetOpt,
    print_written,
    split_langs,
    write_booklets,
)
from .common import (
    DEFAULT_DPI,
    DEFAULT_STYLE,
    DeckArg,
    DpiOpt,
    NoCacheOpt,
    OutOpt,
    QuietOpt,
    StyleOpt,
    checked_lang,
    out,
    render_progress,
    report_errors,
)

CardLangOpt = Annotated[
    str, typer.Option("--lang", help="Language of the rule texts printed on cards (e.g. en, ru).")
]
RoundedOpt = Annotated[
    bool,
    typer.Option("--rounded", help="Cut to the card with transparent rounded corners (screens)."),
]

PaperOpt = Annotated[
    str | None, typer.Option("--paper", help="A4 (default), Letter, A3, or WxH like 210x297mm.")
]
CardOpt = Annotated[
    str | None,
    typer.Option(
        "--card", help="uno 56x87mm (default), poker, bridge, tarot, or WxH like 2.5x3.5in."
    ),
]
BleedOpt = Annotated[
    str | None, typer.Option("--bleed", help="Bleed around each card, 0-6 mm (default 3mm).")
]
GutterOpt = Annotated[
    str | None, typer.Option("--gutter", help="Space between cards (default 0mm).")
]
MarginOpt = Annotated[
    str | None,
    typer.Option("--margin", help="Edge your printer cannot print on (default 5mm)."),
]
OrientationOpt = Annotated[
    str | None,
    typer.Option(
        "--orientation", help="auto (default: whichever fits more cards), portrait, landscape."
    ),
]
DuplexOpt = Annotated[
    str | None,
    typer.Option(
        "--duplex",
        help="long (default) or short: two-sided, flip on that edge; none: fronts only, "
        "backs in backs.pdf; fold: fronts and backs side by side, fold in the middle.",
    ),
]
BackOffsetOpt = Annotated[
    str | None,
    typer.Option(
        "--back-offset",
        help="Shift back pages by X,Y mm, as read off deckgen calibrate, e.g. "
        "--back-offset=1.5,-0.5; X,Y@landscape for a landscape calibration sheet. It holds "
        "for sheets of that orientation only.",
    ),
]
PrinterOpt = Annotated[
    str | None,
    typer.Option(
        "--printer", help="A saved printer profile (deckgen printer NAME) or a profile .yaml."
    ),
]
CutLinesOpt = Annotated[
    bool, typer.Option("--cut-lines", help="Thin lines along every cut, for a trimmer.")
]
ReferenceCardOpt = Annotated[
    bool,
    typer.Option(
        "--reference-card",
        help="Add the quick-reference card (rules summary and points, in --lang, for "
        "--ruleset) after the deck's cards, with the deck's back.",
    ),
]
ReferenceCopiesOpt = Annotated[
    int,
    typer.Option(
        "--reference-copies", min=1, help="Copies of the reference card, e.g. one per player."
    ),
]


@app.command()
def build(
    deck: DeckArg = DEFAULT_DECK,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    paper: PaperOpt = None,
    card: CardOpt = None,
    bleed: BleedOpt = None,
    gutter: GutterOpt = None,
    margin: MarginOpt = None,
    orientation: OrientationOpt = None,
    duplex: DuplexOpt = None,
    back_offset: BackOffsetOpt = None,
    printer: PrinterOpt = None,
    cut_lines: CutLinesOpt = False,
    lang: LangOpt = None,
    ruleset: RulesetOpt = DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    no_cache: NoCacheOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: print sheets and rule booklet(s) in output/<deck-id>/."""
    options = dict(paper=paper, card=card, bleed=bleed, gutter=gutter, margin=margin)
    options.update(orientation=orientation, duplex=duplex, back_offset=back_offset)
    options.update(printer=printer, cut_lines=cut_lines)
    with report_errors():
        # check the booklets' inputs first: a bad house rule or language must not leave
        # a fresh sheets.pdf behind with no booklet beside it
        langs = split_langs(lang)
        load_ruleset(ruleset, house_rule or [], deck=load_deck(deck))
    # rule texts on the cards speak the first booklet language
    _sheets(
        deck,
        out_dir,
        dpi,
        style,
        quiet,
        False,
        lang=langs[0],
        no_cache=no_cache,
        **options,
    )
    with report_errors():
        booklets = write_booklets(deck, langs, ruleset, house_rule or [], "a4", out_dir, style)
    if not quiet:
        print_written(booklets, "a4")


@app.command()
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    paper: PaperOpt = None,
    card: CardOpt = None,
    bleed: BleedOpt = None,
    gutter: GutterOpt = None,
    margin: MarginOpt = None,
    orientation: OrientationOpt = None,
    duplex: DuplexOpt = None,
    back_offset: BackOffsetOpt = None,
    printer: PrinterOpt = None,
    cut_lines: CutLinesOpt = False,
    one_per_page: Annotated[
        bool,
        typer.Option(
            "--one-per-page",
            help="Write print-shop.pdf instead: one card a page (trim + bleed), TrimBox and "
            "BleedBox set, fronts and backs alternating.",
        ),
    ] = False,
    lang: CardLangOpt = "en",
    no_cache: NoCacheOpt = False,
    reference_card: ReferenceCardOpt = False,
    reference_copies: ReferenceCopiesOpt = 1,
    ruleset: RulesetOpt = DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only (output/<deck-id>/sheets.pdf), or the print-shop file."""
    reference = (reference_copies if reference_card else 0, ruleset, house_rule or [])
    options = dict(paper=paper, card=card, bleed=bleed, gutter=gutter, margin=margin)
    options.update(orientation=orientation, duplex=duplex, back_offset=back_offset)
    options.update(printer=printer, cut_lines=cut_lines)
    _sheets(
        deck,
        out_dir,
        dpi,
        style,
        quiet,
        one_per_page,
        lang=lang,
        no_cache=no_cache,
        reference=reference,
        **options,
    )


def _sheets(
    deck: str,
    out_dir: Path | None,
    dpi: int,
    style: str,
    quiet: bool,
    one_per_page: bool,
    lang: str = "en",
    no_cache: bool = False,
    reference: tuple[int, str, list[str]] = (0, DEFAULT_RULESET, []),
    **layout_options,
) -> None:
    with report_errors():
        lang = checked_lang(lang)
        layout = print_layout(**layout_options)
        model = load_deck(deck)
        copies, ruleset, house_rules = reference
        rules = load_ruleset(ruleset, house_rules, deck=model) if copies else None
        with render_progress(len(model.faces) + 1, quiet) as progress:
            result = jobs.build_sheets(
                model,
                out_dir,
                style=load_style(style),
                layout=layout,
                dpi=dpi,
                one_per_page=one_per_page,
                lang=lang,
                cache=not no_cache,
                progress=progress,
                reference_cards=copies,
                ruleset=rules or DEFAULT_RULESET,
            )
    if quiet:
        return
    if one_per_page:
        out.print(
            f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
            "fronts and backs alternating)",
            highlight=False,
        )
        return
    extra = f"; backs in {result.backs_path}" if result.backs_path else ""
    out.print(
        f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
        f"{result.cards_per_page} cards a sheet, {layout.paper.name} {result.orientation}, "
        f"duplex {result.duplex}{extra})",
        highlight=False,
    )


@app.command()
def cards(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    lang: CardLangOpt = "en",
    rounded: RoundedOpt = False,
    no_cache: NoCacheOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Write one PNG per unique face and the back (output/<deck-id>/cards/), dpi-tagged."""
    with report_errors():
        lang = checked_lang(lang)
        model = load_deck(deck)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            written = jobs.write_card_pngs(
                model,
                out_dir,
                style=load_style(style),
                dpi=dpi,
                rounded=rounded,
                lang=lang,
                cache=not no_cache,
                progress=progress,
            )
    if not quiet:
        out.print(f"wrote {len(written)} images into {written[0].parent}", highlight=False)
