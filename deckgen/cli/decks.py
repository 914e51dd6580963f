"""Commands that read definitions: ``info``, ``validate``. Internal."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from ..definitions.loader import DEFAULT_DECK, load_deck
from ..errors import DeckgenError
from ..info import deck_rows
from .app import app
from .common import DeckArg, err, out, print_error, report_errors


@app.command()
def info(deck: DeckArg = DEFAULT_DECK) -> None:
    """Show a deck's contents: count per card type and colour, points, and the total."""
    with report_errors():
        model = load_deck(deck)
    table = Table(title=f"{model.name} ({model.id})")
    table.add_column("card", no_wrap=True)
    for color in model.colors:
        table.add_column(color, justify="right", no_wrap=True)
    for heading in ("wild", "total", "points"):
        table.add_column(heading, justify="right", no_wrap=True)
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
        str(model.total_points),
    )
    out.print(table)
    for row in deck_rows(model):
        if row.effect:
            out.print(f"  {row.label}: {row.effect}", highlight=False)


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Deck definition files to check.")],
) -> None:
    """Check deck definition files and report every problem in every file (exit 1 if any)."""
    failed = 0
    for path in files:
        try:
            load_deck(path)
        except DeckgenError as exc:
            failed += 1
            print_error(exc)
        else:
            out.print(f"ok: {path}", highlight=False)
    if failed:
        err.print(f"{failed} of {len(files)} files have problems", highlight=False)
        raise typer.Exit(1)
