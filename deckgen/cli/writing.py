"""What ``sheets`` does once its options are parsed, without Typer, and the messages the
print commands share: the Typer command (:mod:`.printing`) and the light entry point
(:mod:`.light`) both call :func:`write_sheets`, so the command has one implementation.
Internal.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import deckgen
from deckgen import counted

from .console import err, note_cards, out, phase_lines, render_progress, report_errors, styled
from .groups import layout_options, reference_options, render_options, selection_options

if TYPE_CHECKING:
    from deckgen import (
        BoxResult,
        CardSelection,
        PrintLayout,
        PrintShopResult,
        ReferenceCards,
        RenderOptions,
        SheetsResult,
    )

# the option groups of ``sheets``: its parameter name to the function that parses them
SHEETS_GROUPS: dict[str, Any] = {
    "layout": layout_options,
    "render": render_options,
    "reference": reference_options,
    "selection": selection_options,
}


def write_sheets(
    deck: str,
    out_dir: Path | None,
    *,
    layout: PrintLayout,
    render: RenderOptions,
    reference: ReferenceCards | None,
    selection: CardSelection,
    one_per_page: bool,
    force: bool = False,
    quiet: bool,
) -> None:
    """``deckgen sheets``: write ``deck``'s print sheets (``sheets.pdf``, or with
    ``one_per_page`` the print-shop file) into ``out_dir`` (default output/<deck-id>/; a
    subset there is named after it, ``sheets-only-red-7.pdf``, so the whole deck's file
    stays; with ``out_dir`` the usual names) and say what was written on stdout (nothing if
    ``quiet``); sheets found up to date are not written again unless ``force``. A user
    error: its message on stderr and ``SystemExit(1)``."""
    with report_errors():
        model = deckgen.select_cards(deckgen.load_deck(deck), selection)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            # a subset keeps the whole deck's files: its own names unless --out says where
            suffix = selection.file_suffix() if out_dir is None else ""
            output = deckgen.OutputOptions(
                out_dir, progress, phase_lines(quiet), suffix, force=force
            )
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
                note_replaced(result, reference is not None)
                note_rules(result, deck)
    if not quiet:
        out.print(message, highlight=False)
        note_cards(model, written.name, render.lang)


def note_replaced(result: SheetsResult, reference: bool = False) -> None:
    """``note: replaced output/x/sheets.pdf, which held 112 cards (…), with these 116`` on
    stderr when the sheets just written replaced a file that held another number of cards
    (``sheets --reference-card`` after ``build``, or the other way round; newcomer 11,
    L2). ``reference``: this run added reference cards, so the note says that ``build``
    makes them too (with its booklets' rules, in one run). Nothing otherwise."""
    old = result.replaced_cards
    if old is None or old == result.cards:
        return
    hint = ""
    if reference:
        hint = "; deckgen build --reference-card makes sheets, reference cards and booklets "
        hint += "in one run"
    err.print(
        styled(
            "note:",
            "yellow",
            f"replaced {result.path}, which held {counted(old, 'card')} (an earlier build or "
            f"sheets run), with these {result.cards}{hint}",
        )
    )


def note_rules(result: SheetsResult, deck: str, *, build: bool = False) -> None:
    """One ``note:`` on stderr when the reference cards just written are for other rules
    than a booklet beside them or the cards they replaced (:func:`deckgen.
    reference_rules_note`; newcomer 12, M1). Nothing otherwise."""
    line = deckgen.reference_rules_note(result, deck, build=build)
    if line:
        err.print(styled("note:", "yellow", line))


def box_message(result: BoxResult) -> str:
    w, h, d = result.inside_mm
    if result.boxes > 1:
        held = f", {result.boxes} boxes of up to {counted(result.cards_per_box, 'card')}"
    else:  # how many cards it holds (newcomer L3: the reference cards were not counted)
        held = f" for {counted(result.cards_per_box, 'card')}"
    if result.reference_cards:
        held += f", {result.reference_cards} of them reference cards"
    return (
        f"wrote {result.path} ({result.kind} box{held}, inside {w:.1f} × {h:.1f} × {d:.1f} mm, "
        f"{counted(result.pages, 'page')}, {result.paper}; "
        f"print at 100 %){_paper_reason(result.paper, result.paper_source)}"
    )


def _paper_reason(name: str, source: str) -> str:
    """``": paper Letter from LC_PAPER=en_US.UTF-8"``: why this paper, when not asked for."""
    if source == "default":
        return f": paper {name} by default (set one: deckgen config paper)"
    return f": paper {name} from {source}" if source else ""


def sheets_message(result: SheetsResult, layout: PrintLayout) -> str:
    extra = f"; backs in {result.backs_path}" if result.backs_path else ""
    if result.up_to_date:  # nothing written: the user still sees where the files are
        extra += "; nothing changed since it was written, --force writes it again"
    reasons = list(result.why)
    if layout.paper.source:
        reasons.append(_paper_reason(layout.paper.name, layout.paper.source)[2:])
    why = f": {'; '.join(reasons)}" if reasons else ""
    counts = f"{counted(result.cards, 'card')}, {counted(result.pages, 'page')}"
    done = "up to date:" if result.up_to_date else "wrote"
    return (
        f"{done} {result.path} ({counts}, {counted(result.cards_per_page, 'card')} a sheet, "
        f"{layout.paper.name} {result.orientation}, duplex {result.duplex}{extra}){why}"
    )


def subset_note(selection: CardSelection) -> str:
    """``" — only red-7"``: which cards were printed, or ``""`` for the whole deck."""
    return f" — {selection.describe()}" if selection else ""


def print_shop_message(result: PrintShopResult) -> str:
    return (
        f"wrote {result.path} ({counted(result.cards, 'card')}, {counted(result.pages, 'page')}, "
        "fronts and backs alternating)"
    )
