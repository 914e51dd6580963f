"""Messages print what the user wrote, literally: no console markup, no emoji codes."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckgen.cli import app

runner = CliRunner()
ODD = "[bold]deck[/] :thumbs_up:"
ODD_FOLDER = "[bold]deck[red] :thumbs_up:"  # a folder name cannot hold the slash


def test_an_error_quotes_a_path_with_markup_and_emoji_codes_literally(tmp_path):
    folder = tmp_path / ODD_FOLDER
    folder.mkdir()
    deck = folder / "d.yaml"
    deck.write_text("id: x\nname: [unclosed\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    assert ODD_FOLDER in result.output
    assert "👍" not in result.output and "\\[" not in result.output


def test_rule_points_table_shows_a_ruleset_name_literally(tmp_path):
    ruleset = tmp_path / "odd.yaml"
    ruleset.write_text(f'extends: official\nid: odd\nname: "{ODD}"\n', encoding="utf-8")
    result = runner.invoke(app, ["rules", "--ruleset", str(ruleset)])
    assert result.exit_code == 0, result.output
    assert ODD in result.output and "👍" not in result.output


def test_thousands_of_unknown_keys_give_a_short_message(tmp_path):
    deck = tmp_path / "big.yaml"
    junk = "\n".join(f"junk_{i}: 1" for i in range(5_000))
    deck.write_text(f"extends: classic-108\nid: big\nname: Big\n{junk}\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    assert len(result.output) < 20_000
    assert "… and 4,950 more problems" in result.output
    assert result.output.count("error:") == 51
    assert "the file has problems" in result.output


def test_switches_show_no_type_in_help():
    for command in ("build", "sheets", "booklet", "cards", "simulate", "rules", "new"):
        result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "120"})
        assert result.exit_code == 0, result.output
        lines = [line for line in result.output.splitlines() if "<bool>" in line]
        assert all("--help" in line for line in lines), lines


def test_a_value_after_a_switch_says_the_switch_takes_none(tmp_path):
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "deckgen", "sheets", "classic-108", "--cut-lines", "true"]
        + ["--out", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert result.returncode == 2
    assert "--cut-lines is a switch and takes no value" in result.stderr
    assert "Traceback" not in result.stderr and list(tmp_path.iterdir()) == []


def test_a_deck_name_without_yaml_beside_its_file_suggests_the_file(tmp_path, monkeypatch):
    (tmp_path / "my-deck.yaml").write_text("extends: classic-108\nid: my-deck\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["info", "my-deck"])
    assert result.exit_code == 1
    assert "did you mean the file 'my-deck.yaml'?" in result.output


def test_schema_out_says_what_it_wrote(tmp_path):
    target = tmp_path / "deck.schema.json"
    result = runner.invoke(app, ["schema", "-o", str(target)])
    assert result.exit_code == 0 and target.is_file()
    assert f"wrote {target}" in result.output


def test_calibrate_help_offers_only_the_duplex_modes_it_takes():
    result = runner.invoke(app, ["calibrate", "--help"], env={"COLUMNS": "200"})
    duplex = next(line for line in result.output.splitlines() if "--duplex" in line)
    assert "long" in duplex and "fold" not in duplex and "none" not in duplex


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("id: x\nname: X\n  extends: classic-108\n", "indented more than the one above"),
        ('id: x\nname: "X\n', "d.yaml:2:7: not valid YAML: a quote opened here is never closed"),
        ("id: x\ncards:\n  - a\n b: 1\n", "indented differently from the lines of its block"),
        ("id: [x\nname: y\n", "a list in [ ] is not closed"),
        ("id: x\n\tname: y\n", "indent with spaces"),
    ],
)
def test_yaml_slips_are_told_in_plain_words(tmp_path, text, plain):
    deck = tmp_path / "d.yaml"
    deck.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1 and plain in result.output


@pytest.mark.parametrize("quote", ['"', "'"])
def test_an_unclosed_quote_is_reported_where_it_opens_not_past_the_file_end(tmp_path, quote):
    # the parser stops at the end of the stream (line 6 of a 5-line file); a reader needs
    # the line where the quote was opened
    deck = tmp_path / "d.yaml"
    deck.write_text(
        f"id: x\nname: {quote}Quote deck\ncolors: [red, blue]\ncards:\n  - {{type: wild}}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    assert "d.yaml:2:7: not valid YAML: a quote opened here is never closed" in result.output
    assert "d.yaml:6" not in result.output
