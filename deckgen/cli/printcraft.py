"""Print-craft commands: ``calibrate``, ``printer`` (profiles), ``tts`` and ``export`` (print
services). Internal."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

import deckgen
from deckgen import counted

from .app import app
from .common import note_cards, out, phase_lines, render_progress, report_errors, with_options
from .groups import export_render_options, note_lone_comma_offset, service_options
from .options import (
    BackOffsetOpt,
    CalibrationDuplexOpt,
    CardLangOpt,
    CardOpt,
    DeckArg,
    DuplexOpt,
    MarginOpt,
    OutOpt,
    PaperOpt,
    PrinterOpt,
    QuietOpt,
    StyleOpt,
)

if TYPE_CHECKING:
    from deckgen import RenderOptions, ServiceExportResult, ServiceOptions


@app.command()
def calibrate(
    out_dir: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write into this folder (default output/).")
    ] = None,
    paper: PaperOpt = None,
    orientation: Annotated[
        str | None,
        typer.Option(
            "--orientation",
            help="portrait (default) or landscape: measure for sheets of that orientation "
            "(a landscape reading is given as --back-offset X,Y@landscape).",
        ),
    ] = None,
    duplex: CalibrationDuplexOpt = None,
    margin: MarginOpt = None,
    back_offset: BackOffsetOpt = None,
    printer: PrinterOpt = None,
    lang: Annotated[
        str,
        typer.Option(
            "--lang",
            help="Language of the sheet's instructions, document title and subject; "
            "console messages stay in English.",
        ),
    ] = deckgen.DEFAULT_LANG,
    quiet: QuietOpt = False,
) -> None:
    """Write a two-sided calibration sheet (output/calibration.pdf) to measure back offset."""
    with report_errors():
        lang = deckgen.check_lang(lang)
        note_lone_comma_offset(back_offset)
        layout = deckgen.print_layout(
            paper=paper,
            orientation=orientation,
            duplex=duplex,
            margin=margin,
            back_offset=back_offset,
            printer=printer,
            calibration=True,
        )
        output = deckgen.OutputOptions(out_dir, phase=phase_lines(quiet))
        result = deckgen.build_calibration(layout=layout, output=output, lang=lang)
    if not quiet:
        out.print(
            f"wrote {result.path}: print both pages on one sheet ({layout.paper.name} "
            f"{layout.orientation}, duplex {layout.duplex}), hold it to the light and read "
            "the red lines",
            highlight=False,
        )


@app.command()
def printer(
    name: Annotated[str, typer.Argument(help="Profile name, e.g. office-laser.")],
    back_offset: BackOffsetOpt = None,
    orientation: Annotated[
        str | None,
        typer.Option(
            "--orientation",
            help="The calibration sheet's orientation, portrait (default; landscape if the "
            "offset says X,Y@landscape) or landscape; sheets printed with this profile use it.",
        ),
    ] = None,
    duplex: DuplexOpt = None,
    margin: MarginOpt = None,
    paper: PaperOpt = None,
) -> None:
    """Save a printer profile (with --back-offset) or show a saved one (without)."""
    with report_errors():
        if back_offset is None:
            profile = deckgen.load_printer(name)
            out.print(
                f"{deckgen.printer_path(name)}: back offset {profile.back_offset_text}, "
                f"measured on {profile.orientation or 'any'} sheets, "
                f"duplex {profile.duplex or 'long'}, "
                f"margin {profile.margin or '5mm'}, paper {profile.paper or 'A4'}",
                highlight=False,
            )
            return
        note_lone_comma_offset(back_offset)
        layout = deckgen.print_layout(
            paper=paper, duplex=duplex, margin=margin, back_offset=back_offset,
            orientation=orientation, calibration=True,
        )  # fmt: skip
        path = deckgen.save_printer(
            name,
            layout.back_offset_mm,
            orientation=layout.orientation,
            duplex=duplex,
            margin_mm=layout.margin_mm if margin is not None else None,
            paper=layout.paper.name,  # the calibration page's: the offset holds on it
        )
    out.print(
        f"saved {path} (back offset {layout.back_offset_text}, measured on "
        f"{layout.orientation} sheets); use it with --printer {name}",
        highlight=False,
    )


@app.command()
def tts(
    deck: DeckArg,
    out_dir: OutOpt = None,
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    card: CardOpt = None,
    lang: CardLangOpt = deckgen.DEFAULT_LANG,
    dpi: Annotated[
        int | None,
        typer.Option(
            "--dpi",
            help="Pixels per inch of a card (72-1200); default: as large as Tabletop "
            "Simulator loads well (a sheet within 4096 px).",
        ),
    ] = None,
    quiet: QuietOpt = False,
) -> None:
    """Write Tabletop Simulator deck sheets, back and deck.txt (output/<deck-id>/tts/)."""
    with report_errors():
        lang = deckgen.check_lang(lang)
        size = deckgen.print_layout(card=card).card  # a card size as --card names it
        render = deckgen.RenderOptions(dpi=dpi, style=deckgen.load_style(style), lang=lang)
        model = deckgen.load_deck(deck)
        output = deckgen.OutputOptions(out_dir, phase=phase_lines(quiet))
        result = deckgen.build_tts(model, card=size, render=render, output=output)
    if not quiet:
        grids = ", ".join(f"{s.path.name} {s.columns}x{s.rows}" for s in result.sheets)
        out.print(
            f"wrote {counted(len(result.sheets), 'sheet')} ({grids}; cards {result.card_px[0]}x"
            f"{result.card_px[1]} px) and {result.back_path.name} into "
            f"{result.back_path.parent}; import settings in {result.notes_path.name}",
            highlight=False,
        )
        note_cards(model, str(result.back_path.parent), lang)


@app.command()
@with_options(service=service_options, render=export_render_options)
def export(
    deck: DeckArg,
    out_dir: OutOpt = None,
    *,
    service: ServiceOptions,
    render: RenderOptions,
    quiet: QuietOpt = False,
) -> None:
    """Write what a print service takes (output/<deck-id>/<service>/), with a README.txt."""
    with report_errors():
        model = deckgen.load_deck(deck)
        with render_progress(len(model.faces) + 1, quiet) as progress:
            output = deckgen.OutputOptions(out_dir, progress, phase_lines(quiet))
            result = deckgen.build_service_export(
                model, service=service, render=render, output=output
            )
    if not quiet:
        out.print(export_message(result))


def export_message(result: ServiceExportResult) -> str:
    card = result.card
    what = (
        f"{result.files[0].path.name}, {counted(result.pages, 'page')}"
        if result.pages
        else counted(len(result.files), "image")
    )
    return (
        f"wrote {what} for {result.name} into {result.folder} ({result.cards} {card.name} "
        f"cards, {card.px[0]} x {card.px[1]} px at {result.dpi} dpi); what to upload: "
        f"{result.readme.name}"
    )


@app.command()
def config(
    key: Annotated[str, typer.Argument(help="The setting: paper.")],
    value: Annotated[
        str | None,
        typer.Argument(help="A4, Letter, A3 or WxH; without it, show the setting and its source."),
    ] = None,
) -> None:
    """Set or show a default: `deckgen config paper Letter` (else the locale's, else A4)."""
    with report_errors():
        if key != "paper":
            raise deckgen.LayoutError(f"unknown setting '{key}': the one setting is paper")
        if value is None:
            paper, source = deckgen.default_paper()
            name = deckgen.print_layout(paper=paper).paper.name
            out.print(f"paper {name} (from {source})", highlight=False)
            return
        path, name = deckgen.save_paper(value)
    out.print(f"saved paper {name} in {path}: the default; --paper still wins", highlight=False)
