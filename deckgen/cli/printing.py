"""Commands that write print files: ``build``, ``sheets``, ``cards``. Internal.

``build`` and ``sheets`` share the print-layout options (paper, card size, bleed, gutter,
margin, orientation, duplex, back offset, printer profile, cut lines): declared once in
:mod:`.options`, parsed into one :class:`deckgen.PrintLayout` by ``layout_options``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import deckgen

from .app import app
from .booklet import print_booklets
from .common import note_cards, out, phase_lines, render_progress, report_errors, with_options
from .options import (
    DeckArg,
    OutOpt,
    QuietOpt,
    booklet_options,
    build_box_options,
    build_render_options,
    card_options,
    flag,
    layout_options,
    reference_options,
    render_options,
    selection_options,
)

if TYPE_CHECKING:
    from deckgen import (
        BookletOptions,
        BoxOptions,
        BoxResult,
        CardSelection,
        CardSize,
        PrintLayout,
        PrintShopResult,
        ReferenceCards,
        RenderOptions,
        SheetsResult,
    )

OnePerPageOpt = Annotated[
    bool,
    flag(
        "--one-per-page",
        help="Write print-shop.pdf instead: one card a page (trim + bleed), TrimBox and "
        "BleedBox set, fronts and backs alternating.",
    ),
]
RoundedOpt = Annotated[
    bool,
    flag("--rounded", help="Cut to the card with transparent rounded corners (screens)."),
]


@app.command()
@with_options(
    layout=layout_options,
    render=build_render_options,
    booklet=booklet_options,
    box=build_box_options,
)
def build(
    deck: DeckArg = deckgen.DEFAULT_DECK,
    out_dir: OutOpt = None,
    *,
    layout: PrintLayout,
    render: RenderOptions,
    booklet: BookletOptions,
    box: BoxOptions | None,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: print sheets and rule booklet(s) in output/<deck-id>/."""
    with report_errors():
        model = deckgen.load_deck(deck)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            output = deckgen.OutputOptions(out_dir, progress, phase_lines(quiet))
            result = deckgen.build_all(
                model, layout=layout, render=render, booklet=booklet, box=box, output=output
            )
    if not quiet:
        out.print(sheets_message(result.sheets, layout), highlight=False)
        if result.box is not None:
            out.print(box_message(result.box), highlight=False)
        note_cards(model, result.sheets.path.name, result.booklets.booklets[0].lang)
        print_booklets(result.booklets)


@app.command()
@with_options(
    layout=layout_options,
    render=render_options,
    reference=reference_options,
    selection=selection_options,
)
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    *,
    layout: PrintLayout,
    render: RenderOptions,
    reference: ReferenceCards | None,
    selection: CardSelection,
    one_per_page: OnePerPageOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only (output/<deck-id>/sheets.pdf), or the print-shop file."""
    with report_errors():
        model = deckgen.select_cards(deckgen.load_deck(deck), selection)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            output = deckgen.OutputOptions(out_dir, progress, phase_lines(quiet))
            if one_per_page:
                shop = deckgen.build_print_shop(
                    model, card=layout.card, render=render, reference=reference, output=output
                )
                message = print_shop_message(shop) + subset_note(selection)
                written = shop.path
            else:
                result = deckgen.build_sheets(
                    model, layout=layout, render=render, reference=reference, output=output
                )
                message = sheets_message(result, layout) + subset_note(selection)
                written = result.path
    if not quiet:
        out.print(message, highlight=False)
        note_cards(model, written.name, render.lang)


@app.command()
@with_options(card=card_options, render=render_options, selection=selection_options)
def cards(
    deck: DeckArg,
    out_dir: OutOpt = None,
    *,
    card: CardSize,
    render: RenderOptions,
    selection: CardSelection,
    rounded: RoundedOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Write one PNG per unique face and the back (output/<deck-id>/cards/), dpi-tagged."""
    with report_errors():
        model = deckgen.select_cards(deckgen.load_deck(deck), selection)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            output = deckgen.OutputOptions(out_dir, progress, phase_lines(quiet))
            result = deckgen.export_cards(
                model, card=card, render=render, rounded=rounded, output=output
            )
    if not quiet:
        note = subset_note(selection)
        out.print(f"wrote {len(result.paths)} images into {result.folder}{note}")
        note_cards(model, str(result.folder), render.lang)


def box_message(result: BoxResult) -> str:
    w, h, d = result.inside_mm
    boxes = ""
    if result.boxes > 1:
        boxes = f"{result.boxes} boxes of up to {result.cards_per_box} cards, "
    return (
        f"wrote {result.path} ({result.kind} box, {boxes}inside {w:.1f} × {h:.1f} × {d:.1f} mm, "
        f"{result.pages} page{'s' if result.pages > 1 else ''}, {result.paper}; "
        f"print at 100 %){_paper_reason(result.paper, result.paper_source)}"
    )


def _paper_reason(name: str, source: str) -> str:
    """``": paper Letter from LC_PAPER=en_US.UTF-8"``: why this paper, when not asked for."""
    if source == "default":
        return f": paper {name} by default (set one: deckgen config paper)"
    return f": paper {name} from {source}" if source else ""


def sheets_message(result: SheetsResult, layout: PrintLayout) -> str:
    extra = f"; backs in {result.backs_path}" if result.backs_path else ""
    reasons = list(result.why)
    if layout.paper.source:
        reasons.append(_paper_reason(layout.paper.name, layout.paper.source)[2:])
    why = f": {'; '.join(reasons)}" if reasons else ""
    return (
        f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
        f"{result.cards_per_page} cards a sheet, {layout.paper.name} {result.orientation}, "
        f"duplex {result.duplex}{extra}){why}"
    )


def subset_note(selection: CardSelection) -> str:
    """``" — only red-7"``: which cards were printed, or ``""`` for the whole deck."""
    return f" — {selection.describe()}" if selection else ""


def print_shop_message(result: PrintShopResult) -> str:
    return (
        f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
        "fronts and backs alternating)"
    )
