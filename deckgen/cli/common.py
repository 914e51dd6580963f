"""What every ``deckgen`` command shares: the consoles, error reporting, the progress bar,
and :func:`with_options`, which gives a command a group of options parsed into one typed
object. Internal.

The command line imports only :mod:`deckgen` (its public API), Typer and rich. It imports
``deckgen`` as a module and reads names off it when a command runs, so that starting the
program (``deckgen --version``, ``--help``) loads no stage.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from rich.console import Console

import deckgen

# re-exported: the command modules import them from here
from .console import err as err
from .console import out as out
from .console import print_error as print_error
from .console import print_warnings as print_warnings
from .console import report_errors as report_errors
from .console import styled as styled

Command = Callable[..., None]


def note_english(where: str, lang: str, items: Sequence[str], booklet: bool = False) -> None:
    """One line on stderr naming the deck's texts that ``lang`` lacks (``items``, as the
    deck model and the booklet name them) and where to add them; nothing if none.

    Cards print the English text; a booklet says what a card does in its own words where it
    can (``booklet``), else in English too.
    """
    if not items:
        return
    files = {
        "the house rule's file" if "house rule '" in item else "the deck file" for item in items
    }
    instead = (
        "printed in English or in the booklet's own words" if booklet else "printed in English"
    )
    err.print(
        styled(
            "note:",
            "yellow",
            f"{where}: no '{lang}' text for {', '.join(items)}; {instead} "
            f"(add '{lang}: ...' to those entries of {' and '.join(sorted(files))})",
        )
    )


def note_cards(model: deckgen.Deck, where: str, lang: str | None) -> None:
    """:func:`note_english` for the rule texts printed on ``model``'s cards in ``lang``."""
    lang = lang or deckgen.DEFAULT_LANG
    note_english(where, lang, model.rule_texts_missing_in(lang))


@contextmanager
def render_progress(total: int, quiet: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar for rendering ``total`` images, or ``None`` when ``quiet`` or when
    standard output is not a terminal (logs and pipes get no control characters)."""
    with progress_bar("rendering cards", total, out, off=quiet) as advance:
        yield advance


def phase_lines(quiet: bool) -> Callable[[str], None] | None:
    """Where there is no progress bar (standard output is not a terminal: a pipe, a log),
    a job's phases as one stderr line each (``deckgen: rendering 57 card images``); ``None``
    when ``quiet`` or on a terminal, where the bar shows the work."""
    if quiet or out.is_terminal:
        return None
    return lambda line: err.print(f"deckgen: {line}", highlight=False)


@contextmanager
def progress_bar(
    label: str, total: int, console: Console, off: bool = False
) -> Iterator[Callable[[int], None] | None]:
    """A transient progress bar of ``total`` steps on ``console``, as ``advance(n)``; or
    ``None`` when ``off`` or when ``console`` is not a terminal (logs and pipes get no
    control characters)."""
    if off or not console.is_terminal:
        yield None
        return
    # rich.progress loads only for a bar on a terminal: a fifth of start-up otherwise
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as bar:
        task = bar.add_task(label, total=total)
        yield lambda n: bar.advance(task, n)


def with_options(**groups: Callable[..., Any]) -> Callable[[Command], Command]:
    """Give a command the options of each group, parsed into one typed object per group.

    ``@with_options(layout=layout_options)`` puts the parameters of ``layout_options``
    (Typer options, each declared once in :mod:`.options`) in place of the command's
    ``layout`` parameter, and calls the command with ``layout=layout_options(...)``. So
    ``build`` and ``sheets`` share ten layout options and one parse function, and receive
    one :class:`deckgen.PrintLayout`. A parse error is reported like any other user error
    (message on stderr, exit 1) before the command runs. Goes below ``@app.command()``.
    """

    def decorate(command: Command) -> Command:
        own = inspect.signature(command).parameters
        if unknown := sorted(groups.keys() - own.keys()):
            raise TypeError(f"{command.__name__}() has no parameter {', '.join(unknown)}")
        options = {group: _parameters(parse) for group, parse in groups.items()}
        params = []
        for param in own.values():
            if param.name in groups:
                params += options[param.name]
            else:
                params.append(param.replace(annotation=_resolved(param.annotation, command)))
        params = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in params]

        @functools.wraps(command)
        def run(**values: Any) -> None:
            with report_errors():
                parsed = {
                    group: parse(**{p.name: values.pop(p.name) for p in options[group]})
                    for group, parse in groups.items()
                }
            command(**values, **parsed)

        run.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        run.__annotations__ = {p.name: p.annotation for p in params}
        return run

    return decorate


def _parameters(function: Callable[..., Any]) -> list[inspect.Parameter]:
    """``function``'s parameters, their annotations resolved (the return's left alone: it
    may name a type imported for type checkers only)."""
    params = inspect.signature(function).parameters.values()
    return [p.replace(annotation=_resolved(p.annotation, function)) for p in params]


def _resolved(annotation: Any, function: Callable[..., Any]) -> Any:
    """A string annotation (``from __future__ import annotations``) as the object it names,
    looked up in ``function``'s module."""
    if not isinstance(annotation, str):
        return annotation
    return eval(annotation, function.__globals__)  # our own source, never user input
