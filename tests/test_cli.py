"""The command line: info, build, and a clear error for a missing deck."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckgen.cli import app

runner = CliRunner()
SMALL = "tests/data/twelve-cards.yaml"


def test_info_prints_the_table_and_total():
    result = runner.invoke(app, ["info", "classic-108"])
    assert result.exit_code == 0, result.output
    assert "Wild Draw Four" in result.output
    assert "108" in result.output and "1240" in result.output


def test_build_writes_sheets_pdf_and_booklets(tmp_path):
    args = ["build", "--out", str(tmp_path), "--dpi", "72", "--lang", "en,ru"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "sheets.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["rules-en.pdf", "rules-ru.pdf", "sheets.pdf"]  # no temporary left over


def test_missing_deck_exits_1_with_a_message_and_no_file(tmp_path):
    result = runner.invoke(app, ["build", "no-such-deck", "--out", str(tmp_path)])
    assert result.exit_code == 1
    assert "no deck named 'no-such-deck'" in result.output
    assert "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []


def test_invalid_definition_exits_1_naming_file_and_line(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nname: Bad\ncolors: [red]\ncards:\n  - {type: number}\n")
    result = runner.invoke(app, ["sheets", str(bad), "--out", str(tmp_path / "o")])
    assert result.exit_code == 1
    assert "bad.yaml:5:" in result.output and "ranks" in result.output
    assert not (tmp_path / "o").exists()


def test_validate_reports_every_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nname: Bad\n")
    result = runner.invoke(app, ["validate", str(bad), "rulesets/decks/classic-108.yaml"])
    assert result.exit_code == 1
    assert "colors: required key is missing" in result.output
    assert "ok: rulesets/decks/classic-108.yaml" in result.output


def test_booklet_command_refuses_an_unplayable_house_rule(tmp_path):
    args = ["booklet", "classic-108", "--house-rule", "plus-ten", "--out", str(tmp_path)]
    result = runner.invoke(app, args)
    assert result.exit_code == 1
    assert "'plus-ten' cannot be played with deck 'classic-108'" in result.output
    assert not list(tmp_path.iterdir())


def test_langs_lists_every_language_complete():
    result = runner.invoke(app, ["langs"])
    assert result.exit_code == 0, result.output
    for code in ("en", "ru", "th"):
        assert code in result.output
    assert "100%" in result.output


def test_build_with_an_unplayable_house_rule_writes_nothing(tmp_path):
    """Regression: build used to write sheets.pdf before the booklet's checks failed."""
    result = runner.invoke(app, ["build", "--house-rule", "plus-ten", "-o", str(tmp_path)])
    assert result.exit_code == 1 and "plus-ten" in result.output
    assert list(tmp_path.iterdir()) == []


def test_build_with_an_unknown_language_writes_nothing(tmp_path):
    result = runner.invoke(app, ["build", "--lang", "en,xx", "-o", str(tmp_path)])
    assert result.exit_code == 1 and "xx" in result.output
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "args",
    [
        ["sheets", SMALL, "--dpi", "72"],
        ["sheets", SMALL, "--dpi", "72", "--one-per-page"],
        ["cards", SMALL, "--dpi", "72"],
        ["proof", SMALL, "--dpi", "72"],
        ["build", SMALL, "--dpi", "72"],
        ["booklet", SMALL],
        ["booklet", SMALL, "--lang", "en"],  # en is fine, but no rules-en.pdf without xx
    ],
)
def test_every_lang_option_refuses_an_unknown_language_and_writes_nothing(tmp_path, args):
    """Regression: sheets, cards and proof wrote English for --lang xx, with exit status 0."""
    result = runner.invoke(app, [*args, "--lang", "xx", "-o", str(tmp_path)])
    assert result.exit_code == 1, result.output
    assert result.output.count("error:") == 1
    assert "no booklet texts for language 'xx'" in result.output
    assert "available: en, de, es, fr, hu, it, pl, ru, sq, th" in result.output
    assert list(tmp_path.iterdir()) == []


def test_house_rules_lists_every_id_and_what_the_deck_can_play():
    result = runner.invoke(app, ["house-rules", "--deck", "two-player"])
    assert result.exit_code == 0, result.output
    for rule_id in ("stacking", "no-stack-defence", "seven-o", "plus-ten", "draw-to-match"):
        assert rule_id in result.output
    plus_ten = next(line for line in result.output.splitlines() if "plus-ten" in line)
    assert "no" in plus_ten.split("│")[-2]
