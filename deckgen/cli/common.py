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
from collections.abc import Callable
from typing import Any

# re-exported: the command modules import them from here
from .console import err as err
from .console import note_cards as note_cards
from .console import note_english as note_english
from .console import out as out
from .console import phase_lines as phase_lines
from .console import print_error as print_error
from .console import print_warnings as print_warnings
from .console import progress_bar as progress_bar
from .console import render_progress as render_progress
from .console import report_errors as report_errors
from .console import run_grouped
from .console import styled as styled

Command = Callable[..., None]


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
            run_grouped(command, groups, values)

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
    looked up in ``function``'s module, then among the option declarations of
    :mod:`.options` (the parse functions of :mod:`.groups` name them)."""
    if not isinstance(annotation, str):
        return annotation
    from . import options

    namespace = {**vars(options), **function.__globals__}
    return eval(annotation, namespace)  # our own source, never user input
