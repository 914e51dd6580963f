"""Newcomer L10: ``--back-offset "1.5mm, -0.5mm"`` was refused although ``--caliper`` and
``--card`` take units. Each number of an offset may carry "mm" (one parser for every
command and the printer profile); anything else is still refused."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckgen.cli import app
from deckgen.cli.app import join_offset_args
from deckgen.errors import LayoutError
from deckgen.layout.offsets import parse_back_offset, parse_offset_mm
from deckgen.layout.printers import PrinterProfile

runner = CliRunner()


@pytest.mark.parametrize(
    "typed",
    ["1.5mm, -0.5mm", "1.5 mm,-0.5 mm", "1,5mm;-0,5mm", "1,5mm,-0,5mm", "1.5mm -0.5mm",
     "1.5,-0.5mm", "+1.5mm,\u22120.5mm"],
)  # fmt: skip
def test_an_offset_may_say_mm_after_each_number(typed):
    assert parse_offset_mm(typed) == (1.5, -0.5)
    assert parse_back_offset(f"{typed}@landscape") == ((1.5, -0.5), "landscape")
    assert PrinterProfile(back_offset=typed).back_offset == (1.5, -0.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "typed", ["1.5in,-0.5in", "1.5cm,2", "1.5mmx,2", "1.5 mm mm,2", "mm1.5,2", "1.5mm", "1,5mm,2"]
)
def test_any_other_word_is_still_refused(typed):
    with pytest.raises(LayoutError, match="not two numbers in mm"):
        parse_back_offset(typed)
    with pytest.raises(ValueError, match="not two numbers in mm"):
        PrinterProfile(back_offset=typed)  # type: ignore[arg-type]


def test_the_command_line_takes_the_unit_as_one_word_or_two(tmp_path, monkeypatch):
    """``printer`` (as ``sheets``, ``build`` and ``calibrate``: one option, one parser)
    reads ``1.5mm, -0.5mm`` quoted, and ``1.5mm -0.5mm`` unquoted is joined before the
    parser takes ``-0.5mm`` for an option; ``1.5in`` gets the offset's error."""
    assert join_offset_args(["sheets", "d", "--back-offset", "1.5mm", "-0.5mm"])[2:] == [
        "--back-offset",
        "1.5mm;-0.5mm",
    ]
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "home", "--back-offset", "1.5mm, -0.5mm"])
    assert saved.exit_code == 0, saved.output
    assert "X +1.5 mm, Y -0.5 mm" in " ".join(saved.output.split())
    args = ["printer", "office", "--back-offset"]
    joined = runner.invoke(app, [*args, "1.5mm", "-0.5mm@landscape"])
    assert joined.exit_code == 0, joined.output
    assert "X +1.5 mm, Y -0.5 mm" in " ".join(joined.output.split())
    refused = runner.invoke(app, [*args, "1.5in,-0.5in"])
    assert refused.exit_code == 1 and "not two numbers in mm" in refused.output
