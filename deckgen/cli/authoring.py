"""Commands that help deck authors: ``schema``, ``new``. Internal."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

import deckgen

from .app import app
from .common import out, report_errors
from .options import QuietOpt, flag


@app.command()
def schema(
    output: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Write the schema to this file instead of stdout."),
    ] = None,
) -> None:
    """Print the JSON Schema of deck files (for editors: yaml-language-server, VS Code)."""
    if output is None:
        typer.echo(deckgen.deck_schema_text(), nl=False)
        return
    with report_errors():
        deckgen.write_deck_schema(output)
    out.print(
        f"wrote {output}; point your editor at it, e.g. a first line "
        f"'# yaml-language-server: $schema={output}' in a deck file"
    )


@app.command()
def new(
    name: Annotated[str, typer.Argument(help="The new deck's id; the file is NAME.yaml.")],
    from_deck: Annotated[
        str, typer.Option("--from", help="The deck to start from: a shipped id or a .yaml file.")
    ] = deckgen.DEFAULT_DECK,
    out_dir: Annotated[
        Path | None, typer.Option("--out", "-o", help="Folder to write into (default: here).")
    ] = None,
    force: Annotated[bool, flag("--force", help="Overwrite an existing file.")] = False,
    quiet: QuietOpt = False,
) -> None:
    """Write a commented starter deck that extends another deck (never overwrites unasked)."""
    with report_errors():
        path = deckgen.new_deck_file(name, from_deck, out_dir, force=force)
    if not quiet:
        out.print(f"wrote {path}; check it with: deckgen validate {path}", highlight=False)
