"""The command spec: each command's arguments and options (names, types, defaults,
bounds), read off the live Typer application and stored as ``deckgen/cli/commands.json``
for the light entry point (:mod:`.light`), which parses the commonest command lines with
the standard library. ``tests/test_light_cli.py`` checks the stored file against Typer and
rewrites it with ``DECKGEN_UPDATE_GOLDENS=1``. Internal.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

SPEC_PATH = os.path.join(os.path.dirname(__file__), "commands.json")

# Parameter settings the light parser does not reproduce: a parameter with any of them set
# is marked ``"plain": false`` and a command line that gives it goes to Typer.
_NOT_PLAIN = (
    "callback",
    "envvar",
    "default_factory",
    "parser",
    "exists",
    "resolve_path",
    "allow_dash",
    "path_type",
    "writable",
    "readable",
    "formats",
    "mode",
    "encoding",
)
_PLAIN_DEFAULTS: dict[str, Any] = {"readable": True, "file_okay": True, "dir_okay": True}


def _type_name(annotation: Any) -> str:
    """``str``, ``int``, ``float``, ``bool``, ``Path`` or ``list[str]``/``list[Path]``; any
    other type by its ``repr`` (the light parser leaves those to Typer)."""
    names = {str: "str", int: "int", float: "float", bool: "bool", Path: "Path"}
    if annotation in names:
        return names[annotation]
    origin = getattr(annotation, "__origin__", None)
    args: tuple[Any, ...] = getattr(annotation, "__args__", ())
    if origin is list and len(args) == 1 and args[0] in names:
        return f"list[{names[args[0]]}]"
    return repr(annotation)


def _plain(param: Any) -> bool:
    """Whether the light parser can parse ``param`` exactly as Typer does."""
    info = param.type_descriptor.parameter_info
    for name in _NOT_PLAIN:
        value = getattr(info, name, None)
        if name in _PLAIN_DEFAULTS:
            if value not in (None, _PLAIN_DEFAULTS[name]):
                return False
        elif value not in (None, False):
            return False
    if getattr(info, "clamp", False) or getattr(param, "is_eager", False):
        return False
    if getattr(param, "prompt", None) or getattr(param, "count", False):
        return False
    if param.callback is not None or param.envvar is not None:
        return False
    return bool(json.loads(json.dumps(param.default, default=lambda _: None)) == param.default)


def command_spec(app: Any) -> dict[str, Any]:
    """Every command of ``app`` (a Typer application; a command group's subcommands are
    left out) as ``{"commands": {name: {"params": [...]}}}``, each parameter a dict with
    ``name``, ``kind`` (``argument``/``option``), ``opts``, ``secondary_opts``, ``type``
    (:func:`_type_name`), ``nargs``, ``multiple``, ``required``, ``default``, ``flag``,
    ``min``, ``max`` and ``plain`` (see :func:`_plain`). JSON-ready, keys sorted."""
    import typer.main

    group = typer.main.get_command(app)
    ctx = group.make_context("deckgen", ["info"], resilient_parsing=True)
    commands: dict[str, Any] = {}
    for name in group.list_commands(ctx):  # type: ignore[attr-defined]
        command = group.get_command(ctx, name)  # type: ignore[attr-defined]
        if command is None or hasattr(command, "list_commands"):
            continue
        params = []
        for param in command.params:
            params.append(
                {
                    "name": param.name,
                    "kind": param.param_type_name,
                    "opts": list(param.opts),
                    "secondary_opts": list(getattr(param, "secondary_opts", [])),
                    "type": _type_name(param.type_descriptor.annotation),
                    "nargs": param.nargs,
                    "multiple": bool(param.multiple),
                    "required": bool(param.required),
                    "default": param.default if _plain(param) else None,
                    "flag": bool(getattr(param, "is_flag", False)),
                    "min": param.min,
                    "max": param.max,
                    "plain": _plain(param),
                }
            )
        commands[name] = {"params": params}
    return {"commands": commands}


def spec_text(app: Any) -> str:
    """:func:`command_spec` as the text stored in ``commands.json``."""
    return json.dumps(command_spec(app), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
