"""Commands that write print files: ``build``, ``sheets``, ``cards``. Internal.

``build`` and ``sheets`` share the print-layout options (paper, card size, bleed, gutter,
margin, orientation, duplex, back offset, printer profile, cut lines): declared once in
:mod:`.options`, parsed into one :class:`deckgen.PrintLayout` by ``layout_options``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import deckgen
from deckgen import counted

from .app import app
from .booklet import print_booklets
from .common import note_cards, out, phase_lines, render_progress, report_errors, with_options
from .groups import (
    booklet_options,
    build_box_options,
    build_reference_options,
    build_render_options,
    card_options,
    layout_options,
    render_options,
    selection_options,
)
from .options import DeckArg, ForceOpt, OutOpt, QuietOpt, flag
from .writing import (
    SHEETS_GROUPS,
    box_message,
    note_replaced,
    note_rules,
    sheets_message,
    subset_note,
    write_sheets,
)

if TYPE_CHECKING:
    from deckgen import (
        BookletOptions,
        BoxOptions,
        CardSelection,
        CardSize,
        PrintLayout,
        ReferenceCards,
        RenderOptions,
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
    reference_copies=build_reference_options,
)
def build(
    deck: DeckArg = deckgen.DEFAULT_DECK,
    out_dir: OutOpt = None,
    *,
    layout: PrintLayout,
    render: RenderOptions,
    booklet: BookletOptions,
    box: BoxOptions | None,
    reference_copies: int,
    force: ForceOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: print sheets and rule booklet(s) in output/<deck-id>/."""
    with report_errors():
        model = deckgen.load_deck(deck)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            output = deckgen.OutputOptions(out_dir, progress, phase_lines(quiet), force=force)
            result = deckgen.build_all(
                model,
                layout=layout,
                render=render,
                booklet=booklet,
                box=box,
                reference_copies=reference_copies,
                output=output,
            )
    note_replaced(result.sheets)
    note_rules(result.sheets, deck, build=True)
    if not quiet:
        out.print(sheets_message(result.sheets, layout), highlight=False)
        if result.box is not None:
            out.print(box_message(result.box), highlight=False)
        note_cards(model, result.sheets.path.name, result.booklets.booklets[0].lang)
        print_booklets(result.booklets)


@app.command()
@with_options(**SHEETS_GROUPS)
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    *,
    layout: PrintLayout,
    render: RenderOptions,
    reference: ReferenceCards | None,
    selection: CardSelection,
    one_per_page: OnePerPageOpt = False,
    force: ForceOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only (output/<deck-id>/sheets.pdf), or the print-shop file."""
    write_sheets(
        deck,
        out_dir,
        layout=layout,
        render=render,
        reference=reference,
        selection=selection,
        one_per_page=one_per_page,
        force=force,
        quiet=quiet,
    )


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
        out.print(f"wrote {counted(len(result.paths), 'image')} into {result.folder}{note}")
        note_cards(model, str(result.folder), render.lang)
