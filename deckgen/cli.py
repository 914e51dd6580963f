"""The ``deckgen`` command line: each command parses options and makes one library call.

Exit status: 0 on success, 1 on a user error (message, no traceback), 2 on a usage error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from . import build as jobs
from .cardsize import DEFAULT_CARD_SIZE
from .definitions.loader import DEFAULT_DECK, load_deck
from .definitions.schema import DeckFile
from .definitions.validation import validate_document
from .definitions.yamlfile import read_yaml
from .errors import DeckgenError
from .info import deck_rows
from .render.style import DEFAULT_STYLE, load_style

app = typer.Typer(
    help="Make your own shedding card game: print sheets, card images and rules from YAML.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console()
err = Console(stderr=True)

DeckArg = Annotated[
    str, typer.Argument(help="A shipped deck id (e.g. classic-108) or a deck .yaml file.")
]
OutOpt = Annotated[
    Path | None,
    typer.Option("--out", "-o", help="Write into this folder instead of output/<deck-id>/."),
]
DpiOpt = Annotated[int, typer.Option("--dpi", help="Resolution of the card images (72-1200).")]
StyleOpt = Annotated[
    str, typer.Option("--style", help="A shipped card style or a style .yaml file.")
]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="Print nothing but errors.")]


def _fail(exc: DeckgenError) -> typer.Exit:
    err.print(f"[bold red]error:[/] {exc}", highlight=False, markup=True, soft_wrap=True)
    return typer.Exit(1)


@app.command()
def build(
    deck: DeckArg = DEFAULT_DECK,
    out_dir: OutOpt = None,
    dpi: DpiOpt = jobs.DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: the print sheets (output/<deck-id>/sheets.pdf)."""
    _sheets(deck, out_dir, dpi, style, quiet)


@app.command()
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = jobs.DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only: fronts and long-edge duplex backs on A4."""
    _sheets(deck, out_dir, dpi, style, quiet)


def _sheets(deck: str, out_dir: Path | None, dpi: int, style: str, quiet: bool) -> None:
    try:
        model = load_deck(deck)
        result = jobs.build_sheets(
            model, out_dir, style=load_style(style), size=DEFAULT_CARD_SIZE, dpi=dpi
        )
    except DeckgenError as exc:
        raise _fail(exc) from None
    if not quiet:
        out.print(
            f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
            f"{result.cards_per_page} cards a sheet)",
            highlight=False,
        )


@app.command()
def cards(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = jobs.DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Write one PNG per unique face and the back (output/<deck-id>/cards/)."""
    try:
        model = load_deck(deck)
        written = jobs.write_card_pngs(model, out_dir, style=load_style(style), dpi=dpi)
    except DeckgenError as exc:
        raise _fail(exc) from None
    if not quiet:
        out.print(f"wrote {len(written)} images into {written[0].parent}", highlight=False)


@app.command()
def info(deck: DeckArg = DEFAULT_DECK) -> None:
    """Show a deck's contents: count per card type and colour, points, and the total."""
    try:
        model = load_deck(deck)
    except DeckgenError as exc:
        raise _fail(exc) from None
    table = Table(title=f"{model.name} ({model.id})")
    table.add_column("card")
    for color in model.colors:
        table.add_column(color, justify="right")
    table.add_column("wild", justify="right")
    table.add_column("total", justify="right")
    table.add_column("points each", justify="right")
    for row in deck_rows(model):
        table.add_row(
            row.label,
            *(str(row.per_color[c] or "") for c in model.colors),
            str(row.wild_count or ""),
            str(row.total),
            row.points,
        )
    table.add_section()
    table.add_row(
        "total",
        *("" for _ in model.colors),
        "",
        str(model.total_cards),
        f"{model.total_points} in all",
    )
    out.print(table)


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Deck definition files to check.")],
) -> None:
    """Check deck definition files and report every problem in every file."""
    failed = 0
    for path in files:
        try:
            load_deck(path) if path.suffix in (".yaml", ".yml") else validate_document(
                DeckFile, read_yaml(path)
            )
        except DeckgenError as exc:
            failed += 1
            err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        else:
            out.print(f"ok: {path}", highlight=False)
    if failed:
        raise typer.Exit(1)


if __name__ == "__main__":  # pragma: no cover
    app()
