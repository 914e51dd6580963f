"""Commands that read definitions: ``info``, ``validate``. Internal."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

import deckgen

from .app import app
from .common import err, out, print_error, report_errors
from .options import DeckArg


@app.command()
def info(deck: DeckArg = deckgen.DEFAULT_DECK) -> None:
    """Show a deck's contents: count per card type and colour, points, and the total."""
    with report_errors():
        report = deckgen.deck_info(deckgen.load_deck(deck))
    model = report.deck
    table = Table(title=f"{model.name} ({model.id})")
    table.add_column("card", no_wrap=True)
    for color in model.colors:
        table.add_column(color, justify="right", no_wrap=True)
    for heading in ("wild", "total", "points"):
        table.add_column(heading, justify="right", no_wrap=True)
    for row in report.rows:
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
    for row in report.rows:
        if row.effect:
            out.print(f"  {row.label}: {row.effect}", highlight=False)


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Deck definition files to check.")],
) -> None:
    """Check deck definition files and report every problem in every file (exit 1 if any)."""
    checks = deckgen.validate_decks(files)
    for check in checks:
        if check.error is None:
            out.print(f"ok: {check.path}")
        else:
            print_error(check.error)
    failed = sum(not check.ok for check in checks)
    if failed:
        if len(files) == 1:
            summary = "the file has problems"
        else:
            verb = "has" if failed == 1 else "have"
            summary = f"{failed} of {len(files)} files {verb} problems"
        err.print(summary)
        raise typer.Exit(1)
