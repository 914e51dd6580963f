"""The command line: info, build, and a clear error for a missing deck."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckgen.cli import app, console

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


def test_house_rules_lists_every_id_and_what_the_deck_can_play(monkeypatch):
    monkeypatch.setattr(console.out, "_console", None)  # rich keeps its first width
    result = runner.invoke(app, ["house-rules", "--deck", "two-player"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    for rule_id in ("stacking", "no-stack-defence", "seven-o", "plus-ten", "draw-to-match"):
        assert rule_id in lines  # at 80 columns a list: each id alone on its line
    at = lines.index("plus-ten")
    paragraph = lines[at : lines.index("", at)]
    assert "  playable with two-player: no" in paragraph


PLUS12 = str(Path(__file__).parent / "data" / "deck_plus12.yaml")
LAZY_ON_PENALTY = (
    "error: house rule 'lazy-scoring' (Lazy scoring) replaces the scoring of ruleset "
    "'penalty-101' (Penalty points to 101); use --ruleset lazy or leave it out"
)
PLUS_ONE_TWO_ON_OFFICIAL = (
    "error: house rule 'plus-one-two' (Finish on +1 or +2) needs scoring 'penalty_points', "
    "but it is 'winner_collects' here (set by standard rules): it takes points off a total "
    "that you want to keep low; where the winner collects points it would punish finishing "
    "on a +1 or +2; use --ruleset penalty-101, penalty-200 or penalty-500"
)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["booklet", "classic-108", "--ruleset", "penalty-101", "--house-rule=lazy-scoring"],
            LAZY_ON_PENALTY,
        ),
        (["build", "--ruleset", "penalty-101", "--house-rule=lazy-scoring"], LAZY_ON_PENALTY),
        (["booklet", PLUS12, "--house-rule", "plus-one-two"], PLUS_ONE_TWO_ON_OFFICIAL),
        (["build", PLUS12, "--house-rule", "plus-one-two"], PLUS_ONE_TWO_ON_OFFICIAL),
        (
            ["sheets", PLUS12, "--reference-card", "--house-rule=plus-one-two"],
            PLUS_ONE_TWO_ON_OFFICIAL,
        ),
    ],
    ids=["booklet-lazy", "build-lazy", "booklet-plus12", "build-plus12", "sheets-refcard"],
)
def test_a_house_rule_the_rulesets_scoring_rules_out_is_refused(tmp_path, args, message):
    """Issue 11 item 6: one error line naming the ruleset, its scoring, the rule and why."""
    result = runner.invoke(app, [*args, "-o", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output.strip() == message
    assert list(tmp_path.iterdir()) == []


def test_a_ruleset_file_with_a_house_rule_its_scoring_rules_out_is_refused(tmp_path):
    ruleset = tmp_path / "ours.yaml"
    ruleset.write_text("id: ours\nextends: penalty-500\nname: Ours\nhouse_rules: [lazy-scoring]\n")
    out_dir = tmp_path / "out"
    args = ["booklet", "classic-108", "--ruleset", str(ruleset), "-o", str(out_dir)]
    result = runner.invoke(app, args)
    assert result.exit_code == 1
    assert result.output.startswith(
        "error: house rule 'lazy-scoring' (Lazy scoring) replaces the scoring of ruleset 'ours'"
    )
    assert len(result.output.strip().splitlines()) == 1 and not out_dir.exists()


def test_plus_one_two_with_penalty_points_still_makes_a_booklet(tmp_path):
    args = ["booklet", PLUS12, "--ruleset", "penalty-101", "--house-rule", "plus-one-two"]
    result = runner.invoke(app, [*args, "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "rules-en.pdf").is_file()


def _cells(output: str, rule_id: str, column: int) -> str:
    """The text of one column of a rule's row in a rich table (wrapped lines joined)."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"│ {rule_id} "))
    parts = [lines[start].split("│")[column].strip()]
    for line in lines[start + 1 :]:
        cells = line.split("│")
        if len(cells) < 3 or cells[1].strip():
            break
        parts.append(cells[column].strip())
    return " ".join(part for part in parts if part)


def test_house_rules_shows_the_scoring_each_rule_needs(monkeypatch):
    monkeypatch.setattr(console.out, "_console", None)  # the table: a console wide enough
    result = runner.invoke(app, ["house-rules", "--deck", PLUS12], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert _cells(result.output, "plus-one-two", 3).startswith("scoring: penalty points; ")
    assert _cells(result.output, "slap-uno", 3) == "at least 3 players"
    assert _cells(result.output, "stacking", 3) == "a card that makes the next player draw"
    assert _cells(result.output, "plus-one-two", 5) == "yes"  # the deck has the cards
