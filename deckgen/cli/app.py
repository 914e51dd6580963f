"""The Typer application object; command modules register on it. Internal."""

from __future__ import annotations

import typer

from .common import print_warnings

app = typer.Typer(
    help="Make your own shedding card game: print sheets, card images and rules from YAML.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"deckgen {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """Make your own shedding card game: print sheets, card images and rules from YAML."""
    print_warnings()  # an old spelling in a file: one "warning:" line each, on stderr
