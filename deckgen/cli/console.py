"""The command line's consoles and its way of reporting errors and warnings, without
Typer: shared by the Typer commands (through :mod:`.common`) and the light entry point
(:mod:`.light`), so both print the same bytes. Internal.
"""

from __future__ import annotations

import builtins
import os
import re
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TextIO

import deckgen

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

# one line or more of text that rich prints exactly as written when it does not write to a
# terminal: no control character (rich drops some, expands tabs), no trailing space
_LINE = r"(?:[^\x00-\x1f\x7f]*[^\x00-\x20\x7f])?"
_PLAIN_TEXT = re.compile(rf"{_LINE}(?:\n{_LINE})*")
# what makes rich treat a stream that is not a terminal as one (or Jupyter's output)
_TERMINAL_ENV = ("FORCE_COLOR", "TTY_COMPATIBLE")


class LazyConsole:
    """A rich ``Console`` for standard output or standard error, made on first need.

    Importing rich costs a good part of a light command's start-up (``validate``, a warm
    ``sheets``), and most commands print one plain line to a pipe or a file. So a plain
    string (see :data:`_PLAIN_TEXT`) printed where rich would not see a terminal is written
    directly, byte for byte what rich writes there (``text`` and a newline, tested); a
    table, styled text, a progress bar or a terminal get the real console (:attr:`console`),
    and every other attribute is the real console's.
    """

    def __init__(self, stderr: bool = False) -> None:
        self.stderr = stderr
        self._console: Console | None = None

    @property
    def console(self) -> Console:
        """The rich console (made now if not yet): soft wrap, no markup, emoji or
        highlighting, so messages with paths and user text print as written."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(
                stderr=self.stderr, soft_wrap=True, markup=False, emoji=False, highlight=False
            )
        return self._console

    @property
    def file(self) -> TextIO:
        """The stream written to now (``sys.stdout`` or ``sys.stderr``, looked up each time
        as rich does, so a test's captured streams are used)."""
        return sys.stderr if self.stderr else sys.stdout

    @property
    def is_terminal(self) -> bool:
        """Whether rich would treat the stream as a terminal (answered without rich when
        it would not)."""
        return False if self._plain_stream() else self.console.is_terminal

    def print(self, *objects: Any, **options: Any) -> None:
        """rich's ``Console.print``; a plain string to a plain stream is written directly."""
        if (
            len(objects) == 1
            and isinstance(objects[0], str)
            and set(options) <= {"highlight"}
            and not options.get("highlight")
            and _PLAIN_TEXT.fullmatch(objects[0])
            and self._plain_stream()
        ):
            self.file.write(objects[0] + "\n")
            self.file.flush()
            return
        self.console.print(*objects, **options)

    def plain_table_stream(self) -> bool:
        """Whether a table printed here may be written by :func:`plain_table`: no rich
        console made yet, a plain stream (:meth:`_plain_stream`) in UTF-8, not Windows."""
        encoding = (getattr(self.file, "encoding", None) or "").lower()
        return (
            self._console is None
            and sys.platform != "win32"
            and encoding.replace("-", "").replace("_", "") == "utf8"
            and self._plain_stream()
        )

    def __getattr__(self, name: str) -> Any:
        return getattr(self.console, name)

    def _plain_stream(self) -> bool:
        """True when rich would see no terminal: the stream is not a tty, no environment
        variable forces one, and this is neither IDLE nor Jupyter (rich's own tests)."""
        if self._console is not None and self._console._force_terminal is not None:
            return not self._console._force_terminal
        if any(name in os.environ for name in _TERMINAL_ENV) or "get_ipython" in vars(builtins):
            return False
        if getattr(sys.stdin, "__module__", "").startswith("idlelib"):
            return False
        isatty = getattr(self.file, "isatty", None)
        try:
            return isatty is None or not isatty()
        except ValueError:
            return True


# A table cell or title written without rich: one line of printable ASCII or Latin letters
# (each one terminal column wide for rich too), no space at either end.
_CELL = re.compile(r"(?:[!-~\u00a1-\u02ff](?:[ -~\u00a1-\u02ff]*[!-~\u00a1-\u02ff])?)?")
# rich's HEAVY_HEAD box: (left, horizontal, between, right) of each kind of line
_BOX = {
    "top": ("┏", "━", "┳", "┓"),
    "head": ("┃", " ", "┃", "┃"),
    "head_end": ("┡", "━", "╇", "┩"),
    "row": ("│", " ", "│", "│"),
    "section": ("├", "─", "┼", "┤"),
    "bottom": ("└", "─", "┴", "┘"),
}


def plain_table(
    title: str, columns: Sequence[tuple[str, str]], sections: Sequence[Sequence[Sequence[str]]]
) -> str | None:
    """The text rich's ``Console.print(Table(title=title, ...))`` writes to :data:`out` when
    that is a plain stream (soft wrap, no terminal: no colours or bold, the title as it is),
    or ``None`` when rich must draw it (a terminal, an encoding other than UTF-8, Windows,
    text it might measure or wrap differently, or a table wider than rich's console).

    ``columns``: (heading, ``"left"`` or ``"right"``) each, never wrapped; ``sections``:
    groups of rows (one string a column), a rule between groups (``Table.add_section``).
    ``tests/test_light_cli.py`` compares it with rich's output byte for byte.
    """
    cells = [title, *(h for h, _ in columns), *(c for rows in sections for r in rows for c in r)]
    if not all(_CELL.fullmatch(cell) for cell in cells) or not out.plain_table_stream():
        return None
    widths = [
        max(len(cell) for cell in [heading, *(r[i] for rows in sections for r in rows)])
        for i, (heading, _) in enumerate(columns)
    ]
    if sum(widths) + 3 * len(widths) + 1 > _rich_width():
        return None

    def rule(kind: str) -> str:
        left, line, between, right = _BOX[kind]
        return left + between.join(line * (w + 2) for w in widths) + right

    def row(kind: str, values: Sequence[str]) -> str:
        left, _, between, right = _BOX[kind]
        parts = [
            f" {v.rjust(w) if justify == 'right' else v.ljust(w)} "
            for v, w, (_, justify) in zip(values, widths, columns, strict=True)
        ]
        return left + between.join(parts) + right

    lines = [title, rule("top"), row("head", [h for h, _ in columns]), rule("head_end")]
    for number, rows in enumerate(sections):
        if number:
            lines.append(rule("section"))
        lines.extend(row("row", values) for values in rows)
    lines.append(rule("bottom"))
    return "\n".join(lines) + "\n"


def _rich_width() -> int:
    """The width rich gives a console (``Console.size``): the first of standard input,
    output and error that is a terminal, ``COLUMNS`` over it, else 80."""
    width = None
    for descriptor in (0, 1, 2):
        try:
            width, _ = os.get_terminal_size(descriptor)
        except (AttributeError, ValueError, OSError):
            continue
        break
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        width = int(columns)
    return width or 80


# Messages hold paths (never broken, for copy and paste) and user text, printed as written:
# no console markup, emoji codes or highlighting; styled parts are Text objects.
out = LazyConsole()
err = LazyConsole(stderr=True)


def styled(label: str, style: str, rest: str) -> Text:
    """``label`` in ``style``, a space, then ``rest`` exactly as written."""
    from rich.text import Text

    return Text.assemble((label, style), " ", rest)


def print_error(exc: deckgen.DeckgenError) -> None:
    """Print a user error on stderr: one message, no traceback."""
    for line in str(exc).splitlines() or [""]:  # one "error:" per problem
        err.print(styled("error:", "bold red", line))


def print_warnings() -> None:
    """From now on print each :class:`DefinitionWarning`, :class:`SimulationWarning`,
    :class:`ImageWarning` and :class:`LayoutWarning` on stderr as ``warning: …``.

    The library issues them with :func:`warnings.warn` (an old spelling in a file, with its
    ``file:line:column``); Python's filters show each distinct message once, however often
    a command loads the file. Other warnings are shown as before.
    """
    previous = warnings.showwarning
    if getattr(previous, "deckgen", False):
        return

    def show(message, category, filename, lineno, file=None, line=None) -> None:  # type: ignore[no-untyped-def]
        ours = (
            deckgen.DefinitionWarning,
            deckgen.SimulationWarning,
            deckgen.ImageWarning,
            deckgen.LayoutWarning,
        )
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


def note_english(where: str, lang: str, items: Sequence[str], booklet: bool = False) -> None:
    """One line on stderr naming the deck's texts that ``lang`` lacks (``items``, as the
    deck model and the booklet name them) and where to add them; nothing if none.

    Cards print the English text; a booklet says what a card does in its own words where it
    can (``booklet``), else in English too. Where English itself is missing (``lang`` en),
    the note says what happens instead: the booklet's own words, no text on the cards.
    """
    if not items:
        return
    files = {
        "the house rule's file" if "house rule '" in item else "the deck file" for item in items
    }
    if lang == deckgen.DEFAULT_LANG:  # English itself is missing: nothing to fall back on
        instead = "the booklet's own words are used" if booklet else "the cards print none"
    else:
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
    label: str, total: int, console: Console | LazyConsole, off: bool = False
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
        console=console.console if isinstance(console, LazyConsole) else console,
        transient=True,
    ) as bar:
        task = bar.add_task(label, total=total)
        yield lambda n: bar.advance(task, n)


def run_grouped(
    command: Callable[..., None], groups: dict[str, Callable[..., Any]], values: dict[str, Any]
) -> None:
    """Call ``command`` with ``values`` (parsed command-line values by parameter name), each
    group's values first turned into one object by its parse function (``groups``: the
    command's parameter name to the parse function, as :func:`.common.with_options` takes
    them). A parse error is a user error: its message on stderr, ``SystemExit(1)``.
    ``values`` loses the group's entries."""
    with report_errors():
        parsed = {
            group: parse(**{name: values.pop(name) for name in _parameter_names(parse)})
            for group, parse in groups.items()
        }
    command(**values, **parsed)


def _parameter_names(function: Callable[..., Any]) -> tuple[str, ...]:
    """The names of ``function``'s positional-or-keyword parameters, in order."""
    code = function.__code__
    return code.co_varnames[: code.co_argcount]
