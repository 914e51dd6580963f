"""``python -m deckgen`` and the ``deckgen`` script: the command line's light entry point.

:func:`main` answers ``deckgen --version`` and ``deckgen --help`` without importing Typer,
rich or any stage (issue 19: start in a blink), and runs plain ``info``, ``validate``
and ``sheets`` command lines without Typer (:mod:`deckgen.cli.light`); every other command
line goes to the Typer application in :mod:`deckgen.cli`. The help is the text Typer
prints, rendered at 80 columns and stored in ``deckgen/cli/help-*.txt``;
``tests/test_startup.py`` checks it against Typer's live rendering and rewrites it with
``DECKGEN_UPDATE_GOLDENS=1``.
"""

from __future__ import annotations

import os
import sys

LIGHT_COMMANDS = ("info", "validate", "sheets")  # parsed here when plain: see deckgen/cli/light.py
HELP_WIDTH = 80  # columns of the stored help text
# Set, each of these changes what Typer and rich print (width, colour, markup, terminal
# detection): the stored text is then not what Typer would print, so Typer prints it.
_RENDERING_VARIABLES = (
    "COLUMNS",
    "FORCE_COLOR",
    "GITHUB_ACTIONS",
    "JUPYTER_COLUMNS",
    "NO_COLOR",
    "PY_COLORS",
    "TERMINAL_WIDTH",
    "TTY_COMPATIBLE",
    "TTY_INTERACTIVE",
    "TYPER_USE_RICH",
    "_TYPER_FORCE_DISABLE_TERMINAL",
)


def help_path(styled: bool) -> str:
    """The stored ``deckgen --help`` text: ``help-styled.txt`` (ANSI colours, for a
    terminal) or ``help-plain.txt`` (for a pipe or a file), both in ``deckgen/cli/``."""
    name = "help-styled.txt" if styled else "help-plain.txt"
    return os.path.join(os.path.dirname(__file__), "cli", name)


def stored_help(environ: dict[str, str] | os._Environ[str], stdout: object) -> str | None:
    """The stored help text when it is byte for byte what Typer would print to ``stdout``
    under ``environ``; else ``None``.

    That holds for a pipe or a file (rich renders 80 columns, no colour) and for a colour
    terminal at least :data:`HELP_WIDTH` columns wide (there the stored text is 80 columns
    wide, as Typer prints it on an 80-column terminal). Any variable of
    :data:`_RENDERING_VARIABLES`, a dumb terminal, a narrower one or an output encoding
    other than UTF-8 (rich draws ASCII boxes there) leaves the help to Typer.
    """
    if any(name in environ for name in _RENDERING_VARIABLES):
        return None
    if not str(getattr(stdout, "encoding", "") or "").lower().replace("-", "").startswith("utf8"):
        return None
    isatty = getattr(stdout, "isatty", None)
    terminal = bool(isatty and isatty())
    if terminal:
        if environ.get("TERM", "dumb") in ("dumb", "unknown", ""):
            return None
        try:
            if os.get_terminal_size(stdout.fileno()).columns < HELP_WIDTH:  # type: ignore[attr-defined]
                return None
        except (AttributeError, OSError, ValueError):
            return None
    try:
        with open(help_path(terminal), encoding="utf-8") as file:
            return file.read()
    except OSError:  # a checkout without the generated files: Typer renders it
        return None


def main(argv: list[str] | None = None) -> None:
    """Run ``deckgen`` with ``argv`` (default: the process's arguments after the program
        name). ``--version`` and ``--help`` alone are answered here, plain ``info`` and
    ``validate`` lines by :func:`deckgen.cli.light.run`; the rest goes to Typer."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["--version"]:
        from . import __version__

        sys.stdout.write(f"deckgen {__version__}\n")
        return
    if args == ["--help"] and (text := stored_help(os.environ, sys.stdout)) is not None:
        sys.stdout.write(text)
        return
    if args and args[0] in LIGHT_COMMANDS:
        from .cli.light import run

        if run(args):
            return
    from .cli import app

    app(args=args, prog_name="deckgen")


if __name__ == "__main__":
    main()
