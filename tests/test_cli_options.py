"""Option groups (deckgen/cli/options.py, with_options in deckgen/cli/common.py): declared
once, parsed into one typed object, errors reported before the command runs."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

import deckgen
from deckgen.cli import app as deckgen_app
from deckgen.cli.common import with_options
from deckgen.cli.options import layout_options

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
