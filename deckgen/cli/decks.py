"""Commands that read definitions: ``info``, ``validate``. Internal.

Their work is in :mod:`.reading`, which the light entry point calls too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

import deckgen

from .app import app
from .options import DeckArg
from .reading import check_files, show_info


@app.command()
def info(deck: DeckArg = deckgen.DEFAULT_DECK) -> None:
    """Show a deck's contents: count per card type and colour, points, and the total."""
    show_info(deck)


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Deck definition files to check.")],
) -> None:
    """Check deck definition files and report every problem in every file (exit 1 if any)."""
    check_files(files)
