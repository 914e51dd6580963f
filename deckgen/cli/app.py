"""The Typer application object; command modules register on it. Internal."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup
from typer.models import CommandFunctionType

import deckgen

from .console import start_command

_LIST_TYPE = re.compile(r"list\[(\w+)\]")


def _tidy_help(params: list[Any], ctx: Any) -> list[Any]:
    """The parameters of a command with the type column of ``--help`` in plain words.

    Current Typer prints ``<bool>`` beside every switch (``--help``, ``--quiet``), which
    reads as if it took a value, and Python's ``<list[str]>`` for a repeatable option: a
    switch shows nothing, a repeatable option its item (``<str>``; the help text says it
    repeats).
    """
    for param in params:
        shown = param.display_type_rich(ctx) if hasattr(param, "display_type_rich") else None
        if getattr(param, "is_flag", False) and not getattr(param, "count", False):
            shown = None
        elif isinstance(shown, str):
            shown = _LIST_TYPE.sub(lambda m: m[1].lower(), shown)
        param.display_type_rich = lambda ctx, shown=shown: shown
    return params


def _usage_pieces(command: Any, ctx: Any) -> list[str]:
    """``[OPTIONS] DECK`` (an optional argument in brackets, a repeatable one with ``...``),
    not Typer's ``{deck}``."""
    pieces = [command.options_metavar] if command.options_metavar else []
    for param in command.get_params(ctx):
        if param.param_type_name != "argument":
            pieces.extend(param.get_usage_pieces(ctx))
            continue
        name = (param.name or "").upper()
        name = name if param.required else f"[{name}]"
        pieces.append(name + ("..." if param.nargs != 1 else ""))
    return pieces


class _Command(TyperCommand):
    """A command whose ``--help`` shows switches as switches (see :func:`_tidy_help`)."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _tidy_help(super().get_params(ctx), ctx)

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return _usage_pieces(self, ctx)


class _Group(TyperGroup):
    """The top level, tidied like :class:`_Command`."""

    def get_params(self, ctx: Any) -> list[Any]:
        return _tidy_help(super().get_params(ctx), ctx)

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """As Typer parses them, with ``--back-offset 1.5 -0.5`` taken as one offset
        (:func:`join_offset_args`; newcomer 9, L6)."""
        return super().parse_args(ctx, join_offset_args(args))


def join_offset_args(args: list[str]) -> list[str]:
    """``args`` (a command line after the program name) with ``--back-offset 1.5 -0.5``
    (the two readings as two words, the second negative) joined into
    ``--back-offset 1.5;-0.5``: the command line parser would take ``-0.5`` for an option
    (``No such option: -0``), also with the unit (``1.5mm -0.5mm``). Other words are kept
    as they are. A number is what :mod:`deckgen.layout.offsets` reads as one
    (:data:`deckgen.SIGNED_DECIMAL` after :func:`deckgen.without_mm`, from a
    module that loads no stage, so ``--help`` stays light)."""
    out: list[str] = []
    i = 0
    while i < len(args):
        word = args[i]
        name, eq, first = word.partition("=")
        if name == "--back-offset":
            first, step = (first, 1) if eq else (args[i + 1] if i + 1 < len(args) else "", 2)
            second = args[i + step] if i + step < len(args) else ""
            numbers = second.partition("@")[0]  # 1.5 -0.5@landscape
            if all(
                deckgen.SIGNED_DECIMAL.fullmatch(
                    deckgen.without_mm(word.replace(deckgen.CALIBRATION_MINUS, "-"))
                )
                for word in (first, numbers)
            ):
                out += ["--back-offset", f"{first};{second}"]
                i += step + 1
                continue
        out.append(word)
        i += 1
    return out


class _App(typer.Typer):
    """``typer.Typer`` whose commands are :class:`_Command` unless told otherwise."""

    def command(
        self, name: str | None = None, *, cls: type[TyperCommand] | None = None, **kwargs: Any
    ) -> Callable[[CommandFunctionType], CommandFunctionType]:
        return super().command(name, cls=cls or _Command, **kwargs)


app = _App(
    cls=_Group,
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
    start_command()  # signals handled, library warnings as "warning:" lines
