"""The command line with house rules of a user's own: rules, booklet, house-rules, sheets."""

from __future__ import annotations

import json

from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen.cli import app
from deckgen.rules.points import point_names

from .conftest import DATA

runner = CliRunner()
GOOD = str(DATA / "house_rule_good.yaml")


def pdf_text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_rules_json_gives_every_point_its_value_and_source():
    result = runner.invoke(app, ["rules", "--ruleset", "party", "--house-rule", GOOD, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["ruleset"]["id"] == "party"
    assert [(r["id"], r["file"] is None) for r in report["house_rules"]] == [
        ("stacking", True),
        ("jump-in", True),
        ("seven-o", True),
        ("table-talk", False),
    ]
    points = {row["name"]: row for row in report["points"]}
    assert sorted(points) == sorted(point_names())
    assert points["jump_in"] == {
        "group": "out of turn and hand moves",
        "name": "jump_in",
        "value": True,
        "standard": False,
        "source": "house rule 'jump-in' (on in ruleset 'party')",
        "changed": True,
    }
    assert points["draw"]["value"] == "until_playable"
    assert points["draw"]["source"].startswith("house rule 'table-talk' (")
    assert points["draw"]["source"].endswith("house_rule_good.yaml)")
    assert points["silent_two_penalty"]["value"] == 2
    assert points["target"] == {
        "group": "scoring",
        "name": "target",
        "value": 500,
        "standard": 500,
        "source": "standard rules",
        "changed": False,
    }
    changed = {name for name, row in points.items() if row["changed"]}
    assert changed == {"stacking", "draw", "silent_two_penalty", "jump_in", "seven_o"}


def test_rules_table_marks_the_changed_points():
    result = runner.invoke(
        app, ["rules", "classic-108", "--ruleset", "party", "--house-rule", GOOD]
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    rows = {line.split()[1]: line for line in lines if line.startswith(" * ")}
    rows.pop("rule", None)  # the heading: "*  rule point  value ..."
    assert set(rows) == {"stacking", "draw", "silent_two_penalty", "jump_in", "seven_o"}
    assert "until_playable" in rows["draw"] and "one" in rows["draw"]
    assert "house rule" in rows["jump_in"] and "standard rules" not in rows["jump_in"]
    target = next(line for line in result.output.splitlines() if " target " in line)
    assert "500" in target and "standard rules" in target
    assert "Party rules (party)" in result.output and "table-talk" in result.output


def test_rules_refuses_a_bad_rule_file_naming_line_and_key():
    result = runner.invoke(app, ["rules", "--house-rule", str(DATA / "house_rule_bad_point.yaml")])
    assert result.exit_code == 1
    assert "house_rule_bad_point.yaml:6:3: sets.stackin: unknown rule point" in result.output
    assert "Traceback" not in result.output


def test_booklet_prints_the_rules_own_name_and_text(tmp_path):
    args = ["booklet", "classic-108", "--house-rule", GOOD, "--lang", "en,de", "-o", str(tmp_path)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    english = " ".join(pdf_text(tmp_path / "rules-en.pdf").split())
    assert (
        "Table talk: Draw cards pile up and whoever talks during a round draws 2 cards." in english
    )
    assert "Second paragraph of the table talk rule." in english
    # the points it sets reach the sections that read them (it sets stacking: same)
    assert "Draw cards pile up, each only on its own kind." in english
    german = " ".join(pdf_text(tmp_path / "rules-de.pdf").split())
    assert "Tischgespräch" in german and "whoever talks during a round draws 2 cards" in german
    assert "no 'de' text for text of house rule 'table-talk'" in result.output
    assert "name of house rule" not in result.output  # the German name is there


def test_house_rules_lists_a_rule_file():
    result = runner.invoke(app, ["house-rules", "--house-rule", GOOD, "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "table-talk" in result.output and "Tischgespräch" in result.output


def test_build_with_a_bad_rule_file_writes_nothing(tmp_path):
    bad = str(DATA / "house_rule_bad_point.yaml")
    result = runner.invoke(app, ["build", "--house-rule", bad, "-o", str(tmp_path)])
    assert result.exit_code == 1 and "sets.stackin" in result.output
    assert list(tmp_path.iterdir()) == []


def test_sheets_reference_card_takes_a_rule_file(tmp_path):
    rule = tmp_path / "quiet.yaml"
    rule.write_text("id: quiet\nname: Quiet\ntext: Nobody talks.\n", encoding="utf-8")
    args = ["sheets", str(DATA / "twelve-cards.yaml"), "-o", str(tmp_path / "out"), "--dpi", "72"]
    result = runner.invoke(app, [*args, "--reference-card", "--house-rule", str(rule)])
    assert result.exit_code == 0, result.output
    assert "13 cards" in result.output
