"""The light entry point's command-line parser: ``deckgen info``, ``validate`` and
``sheets`` parsed with the standard library from the stored command spec (:mod:`.spec`,
``commands.json``), then run by the same functions the Typer commands call
(:mod:`.reading`, :mod:`.writing`, the option groups of :mod:`.groups`), without importing
Typer (issue 19: start in a blink; a warm rebuild of the sheets).

The parser takes only what it understands exactly as Typer would: a command line with
``--help``, ``--``, an unknown or abbreviated option, a value it cannot convert or that is
out of range, a missing or extra argument, a switch given a value, or shell completion
asked for is left to Typer (:func:`parse` returns ``None``), so the user sees Typer's own
messages. ``tests/test_light_cli.py`` runs command lines, good and bad, both ways and
compares output and exit status byte for byte. Internal.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .spec import SPEC_PATH

# the commands the light entry point runs (see _runner)
LIGHT_COMMANDS = ("info", "validate", "sheets")
SWITCH_WORDS = frozenset({"true", "false", "yes", "no", "on", "off", "1", "0"})
_INT = re.compile(r"0|-?[1-9][0-9]*")
_FLOAT = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?")


def _convert(kind: str, value: str) -> Any:
    """``value`` as a parameter of type ``kind`` (:func:`.spec._type_name`) takes it, or
    ``None`` where Typer's conversion might differ (it then parses the line)."""
    if value == "" or kind not in ("str", "int", "float", "Path"):
        return None
    if kind == "int":
        return int(value) if _INT.fullmatch(value) else None
    if kind == "float":
        return float(value) if _FLOAT.fullmatch(value) else None
    return Path(value) if kind == "Path" else value


def _value(param: dict[str, Any], text: str) -> Any:
    """One converted value of ``param`` (an item of a list parameter), or ``None``."""
    value = _convert(param["type"].removeprefix("list[").removesuffix("]"), text)
    if value is None or isinstance(value, str | Path):
        return value
    low, high = param["min"], param["max"]
    if (low is not None and value < low) or (high is not None and value > high):
        return None  # Typer says which bound
    return value


def parse(spec: dict[str, Any], args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments of one command, by parameter name, from ``args`` (the command
    line after the command's name), parsed by ``spec`` (one command's entry in
    ``commands.json``); ``None`` when anything in ``args`` is left to Typer (see the module
    docstring). Values not given take the spec's defaults."""
    params = spec["params"]
    if not all(p["plain"] for p in params):
        return None
    options = {opt: p for p in params if p["kind"] == "option" for opt in p["opts"]}
    if any(p["secondary_opts"] for p in params):
        return None
    given: dict[str, Any] = {}
    positional: list[str] = []
    i = 0
    while i < len(args):
        token = args[i]
        i += 1
        if not token.startswith("-"):
            positional.append(token)
            continue
        name, has_value, text = token.partition("=")
        if token == "-" or token == "--" or (has_value and not name.startswith("--")):
            return None
        param = options.get(name)
        if param is None:
            return None  # --help, an unknown or abbreviated option, -ab, -ofolder
        if param["flag"]:
            if has_value or (i < len(args) and args[i].lower() in SWITCH_WORDS):
                return None
            value: Any = True
        else:
            if not has_value:
                if i == len(args) or args[i].startswith("-"):
                    return None
                text, i = args[i], i + 1
            value = _value(param, text)
            if value is None:
                return None
        if param["multiple"]:
            given.setdefault(param["name"], []).append(value)
        elif param["name"] in given:
            return None  # given twice
        else:
            given[param["name"]] = value
    for param in params:
        if param["kind"] != "argument":
            continue
        take = len(positional) if param["nargs"] == -1 else min(param["nargs"], len(positional))
        if param["nargs"] not in (1, -1) or (param["required"] and take == 0):
            return None
        values = [_value(param, text) for text in positional[:take]]
        positional = positional[take:]
        if any(v is None for v in values):
            return None
        if take:
            given[param["name"]] = values if param["nargs"] == -1 else values[0]
    if positional:
        return None  # an extra argument
    for param in params:
        given.setdefault(param["name"], param["default"])
    return given


def _runner(command: str) -> Callable[..., None]:
    """The function that runs ``command`` from its parsed values, as the Typer command
    does (``sheets``: its option groups parsed first, as :func:`.common.with_options`
    does)."""
    if command == "sheets":
        from .console import run_grouped
        from .writing import SHEETS_GROUPS, write_sheets

        return lambda **values: run_grouped(write_sheets, SHEETS_GROUPS, values)
    from . import reading

    return reading.show_info if command == "info" else reading.check_files


class _QuietPipe:
    """A stream whose flush ignores a closed pipe (``deckgen info | head -1``), as Click's
    ``PacifyFlushWrapper`` is for the Typer path."""

    def __init__(self, wrapped: Any) -> None:
        self.wrapped = wrapped

    def flush(self) -> None:
        try:
            self.wrapped.flush()
        except OSError as exc:
            if exc.errno != errno.EPIPE:
                raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)


def run(args: list[str]) -> bool:
    """Run the command line ``args`` (after the program name) if the light entry point
    takes it; ``False`` (nothing done) when it is Typer's to parse. A finished command
    returns ``True`` (exit status 0) or raises ``SystemExit`` with the status Typer's path
    would give: 1 for a user error or a closed output pipe, 130 for Ctrl-C."""
    if not args or args[0] not in LIGHT_COMMANDS or "_DECKGEN_COMPLETE" in os.environ:
        return False
    try:
        with open(SPEC_PATH, encoding="utf-8") as file:
            spec = json.load(file)["commands"][args[0]]
    except (OSError, ValueError, KeyError):  # a checkout without the generated file
        return False
    values = parse(spec, args[1:])
    if values is None:
        return False
    from .console import start_command

    start_command()
    try:
        _runner(args[0])(**values)
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    except OSError as exc:
        if exc.errno != errno.EPIPE:
            raise
        sys.stdout = _QuietPipe(sys.stdout)
        sys.stderr = _QuietPipe(sys.stderr)
        raise SystemExit(1) from None
    return True
