"""Option groups (deckgen/cli/options.py, with_options in deckgen/cli/common.py): declared
once, parsed into one typed object, errors reported before the command runs."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

import deckgen
from deckgen.cli import app as deckgen_app
from deckgen.cli.common import with_options
from deckgen.cli.groups import layout_options

runner = CliRunner()


def _app(seen: list) -> typer.Typer:
    app = typer.Typer()

    @app.command()
    @with_options(layout=layout_options)
    def show(name: str, *, layout: deckgen.PrintLayout, loud: bool = False) -> None:
        seen.append((name, layout, loud))

    return app


def test_a_group_becomes_options_and_reaches_the_command_as_one_object():
    seen: list = []
    result = runner.invoke(_app(seen), ["x", "--paper", "Letter", "--duplex", "short", "--loud"])
    assert result.exit_code == 0, result.output
    ((name, layout, loud),) = seen
    assert (name, layout.paper.name, layout.duplex, loud) == ("x", "Letter", "short", True)
    assert layout == deckgen.print_layout(paper="Letter", duplex="short")


def test_a_bad_value_exits_1_with_the_message_before_the_command_runs():
    seen: list = []
    result = runner.invoke(_app(seen), ["x", "--bleed", "9mm"])
    assert result.exit_code == 1 and seen == []
    assert "bleed 9 mm is out of range (0-6 mm)" in result.output


def test_build_and_sheets_share_the_layout_options():
    for command in ("build", "sheets"):
        result = runner.invoke(deckgen_app, [command, "--help"])
        for option in ("--paper", "--card", "--bleed", "--duplex", "--back-offset", "--printer"):
            assert option in result.output, (command, option)


def test_a_group_the_command_does_not_take_is_a_programming_error():
    with pytest.raises(TypeError, match="has no parameter layout"):

        @with_options(layout=layout_options)
        def show(name: str) -> None: ...


def _commands() -> list[str]:
    group = typer.main.get_command(deckgen_app)
    return sorted(group.commands)  # type: ignore[attr-defined]


@pytest.mark.parametrize("command", ["", *_commands()])
def test_help_shows_switches_as_switches_and_plain_metavars(command):
    """newcomer.md N6: no ``<bool>`` beside a switch (``--help`` too), no Python type
    (``<list[str]>``), no ``{deck}`` in the usage line; every command."""
    args = [command, "--help"] if command else ["--help"]
    result = runner.invoke(deckgen_app, args, terminal_width=200)
    assert result.exit_code == 0, result.output
    text = result.output
    assert "<bool>" not in text and "list[" not in text and "Path>" not in text
    usage = next(line for line in text.splitlines() if "Usage:" in line)
    assert "{" not in usage and "}" not in usage, usage
    for switch in ("--help", "--quiet", "--no-cache", "--cut-lines", "--version"):
        for line in text.splitlines():
            if f"│ {switch} " in line:
                after = line.split(switch, 1)[1].lstrip()
                assert not after.startswith("<"), line
