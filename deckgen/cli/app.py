"""The Typer application object; command modules register on it. Internal."""

from __future__ import annotations

import sys

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


SWITCH_WORDS = frozenset({"true", "false", "yes", "no", "on", "off", "1", "0"})


def _refuse_switch_values(ctx: typer.Context, argv: list[str]) -> None:
    """``--cut-lines true``: say that a switch takes no value, before the command parses
    its arguments (it would take ``true`` for the deck, or call it an extra argument).
    ``argv``: the command line after the program name."""
    # Typer ships its own copy of Click (typer._click): read the commands by duck typing
    name, get_command = ctx.invoked_subcommand, getattr(ctx.command, "get_command", None)
    command = get_command(ctx, name) if name and get_command else None
    switches = {
        option
        for param in getattr(command, "params", ())
        if getattr(param, "is_flag", False) and not getattr(param, "count", False)
        for option in (*param.opts, *getattr(param, "secondary_opts", ()))
    }
    if name not in argv:  # called from Python (tests), not from this command line
        return
    argv = argv[argv.index(name) + 1 :]
    for option, value in zip(argv, argv[1:], strict=False):
        if option in switches and value.lower() in SWITCH_WORDS:
            typer.echo(
                f"error: {option} is a switch and takes no value: write {option} alone to "
                "turn it on, or leave it out",
                err=True,
            )
            raise typer.Exit(2)


@app.callback()
def main(
    ctx: typer.Context,
    version: bool = typer.Option(
        False,
        "--version",
        callback=_version,
        is_eager=True,
        help="Show the version and exit.",
        metavar="",
    ),
) -> None:
    """Make your own shedding card game: print sheets, card images and rules from YAML."""
    _refuse_switch_values(ctx, sys.argv[1:])
    print_warnings()  # an old spelling in a file: one "warning:" line each, on stderr
