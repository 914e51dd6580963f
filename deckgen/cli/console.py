"""The command line's consoles and its way of reporting errors and warnings, without
Typer: shared by the Typer commands (through :mod:`.common`) and the light entry point
(:mod:`.light`), so both print the same bytes. Internal.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.text import Text

import deckgen

# Messages hold paths (never broken, for copy and paste) and user text, printed as written:
# no console markup, emoji codes or highlighting; styled parts are Text objects.
out = Console(soft_wrap=True, markup=False, emoji=False, highlight=False)
err = Console(stderr=True, soft_wrap=True, markup=False, emoji=False, highlight=False)


def styled(label: str, style: str, rest: str) -> Text:
    """``label`` in ``style``, a space, then ``rest`` exactly as written."""
    return Text.assemble((label, style), " ", rest)


def print_error(exc: deckgen.DeckgenError) -> None:
    """Print a user error on stderr: one message, no traceback."""
    for line in str(exc).splitlines() or [""]:  # one "error:" per problem
        err.print(styled("error:", "bold red", line))


def print_warnings() -> None:
    """From now on print each :class:`DefinitionWarning`, :class:`SimulationWarning` and
    :class:`ImageWarning` on stderr as ``warning: …``.

    The library issues them with :func:`warnings.warn` (an old spelling in a file, with its
    ``file:line:column``); Python's filters show each distinct message once, however often
    a command loads the file. Other warnings are shown as before.
    """
    previous = warnings.showwarning
    if getattr(previous, "deckgen", False):
        return

    def show(message, category, filename, lineno, file=None, line=None) -> None:  # type: ignore[no-untyped-def]
        ours = (deckgen.DefinitionWarning, deckgen.SimulationWarning, deckgen.ImageWarning)
        if issubclass(category, ours):
            err.print(styled("warning:", "yellow", str(message)))
        else:
            previous(message, category, filename, lineno, file, line)

    show.deckgen = True  # type: ignore[attr-defined]
    warnings.showwarning = show


def start_command() -> None:
    """What every command does before it runs (the Typer callback and the light entry
    point call it): ``kill PID`` tidies outputs and ends workers, as Ctrl-C does, and the
    library's warnings print as ``warning: …`` lines (:func:`print_warnings`)."""
    deckgen.exit_cleanly_on_signals()
    print_warnings()


@contextmanager
def report_errors() -> Iterator[None]:
    """Turn a :class:`DeckgenError` into its message on stderr and exit status 1
    (``SystemExit(1)``: Typer and Click let it through, so the status is the same
    whichever entry point runs the command)."""
    try:
        yield
    except deckgen.DeckgenError as exc:
        print_error(exc)
        raise SystemExit(1) from None
