"""Options and error handling shared by every ``deckgen`` command. Internal."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
)

from ..build import DEFAULT_DPI
from ..errors import DeckgenError, DefinitionWarning
from ..render.style import DEFAULT_STYLE

out = Console(soft_wrap=True)  # messages hold paths: never break them for copy and paste
err = Console(stderr=True, soft_wrap=True)

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

__all__ = [
    "DEFAULT_DPI",
    "DEFAULT_STYLE",
    "DeckArg",
    "DpiOpt",
    "OutOpt",
    "QuietOpt",
    "StyleOpt",
    "err",
    "out",
    "print_warnings",
    "report_errors",
]


def print_error(exc: DeckgenError) -> None:
    """Print a user error on stderr: one message, no traceback."""
    # escape: messages quote user text and regex patterns, whose [...] is not markup
    for line in str(exc).splitlines() or [""]:  # one "error:" per problem
        err.print(f"[bold red]error:[/] {escape(line)}", highlight=False, soft_wrap=True)


def print_warnings() -> None:
    """From now on print each :class:`DefinitionWarning` on stderr as ``warning: …``.

    The library issues them with :func:`warnings.warn` (an old spelling in a file, with its
    ``file:line:column``); Python's filters show each distinct message once, however often
    a command loads the file. Other warnings are shown as before.
    """
    previous = warnings.showwarning
    if getattr(previous, "deckgen", False):
        return

    def show(message, category, filename, lineno, file=None, line=None) -> None:  # type: ignore[no-untyped-def]
        if issubclass(category, DefinitionWarning):
            err.print(f"[yellow]warning:[/] {escape(str(message))}", highlight=False)
        else:
            previous(message, category, filename, lineno, file, line)

    show.deckgen = True  # type: ignore[attr-defined]
    warnings.showwarning = show


@contextmanager
def report_errors() -> Iterator[None]:
    """Turn a :class:`DeckgenError` into its message on stderr and exit status 1."""
    try:
        yield
    except DeckgenError as exc:
        print_error(exc)
        raise typer.Exit(1) from None


NoCacheOpt = Annotated[
    bool,
    typer.Option("--no-cache", help="Render every face again instead of reusing cached ones."),
]


@contextmanager
def render_progress(total: int, quiet: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar for rendering ``total`` images, or ``None`` when ``quiet`` or when
    standard output is not a terminal (logs and pipes get no control characters)."""
    if quiet or not out.is_terminal:
        yield None
        return
    with Progress(
        TextColumn("rendering cards"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=out,
        transient=True,
    ) as bar:
        task = bar.add_task("render", total=total)
        yield lambda n: bar.advance(task, n)
