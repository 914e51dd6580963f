"""The Typer application object; command modules register on it. Internal."""

from __future__ import annotations

import typer

app = typer.Typer(
    help="Make your own shedding card game: print sheets, card images and rules from YAML.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
