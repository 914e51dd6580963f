"""House rules of a user's own: a file with id, texts, rule points, cards and conflicts."""

from __future__ import annotations

import re

import pytest

from deckgen import DefinitionError, load_deck, load_ruleset
from deckgen.booklet.content import compose_reference
from deckgen.resources import rulesets_dir
from deckgen.rules.houserules import load_house_rule_file
from deckgen.text.catalog import load_catalog

from .conftest import DATA

GOOD = DATA / "house_rule_good.yaml"
EXAMPLE = rulesets_dir() / "examples" / "house-rule-example.yaml"


def test_a_rule_file_sets_its_points_and_names_its_file():
    rules = load_ruleset("official", [str(GOOD)])
    rule = rules.house_rule("table-talk")
    assert rule is not None and rule.param("penalty") == 2
    assert rules.points.changed() == {
        "stacking": "same",
        "draw": "until_playable",
        "silent_two_penalty": 2,
    }
    assert re.fullmatch(
        r"house rule 'table-talk' \(.*tests/data/house_rule_good\.yaml\)",
        rules.points.source_of("stacking"),
    )
    assert rule.name_in("de") == "Tischgespräch" and rule.name_in("fr") == "Table talk"


def test_a_ruleset_switches_a_rule_file_on_relative_to_itself(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "talk.yaml").write_text(GOOD.read_text(encoding="utf-8"), "utf-8")
    ruleset = tmp_path / "ours.yaml"
    ruleset.write_text(
        "id: ours\nextends: official\nname: Ours\n"
        "house_rules: [jump-in, {id: rules/talk.yaml, penalty: 4}]\n",
        encoding="utf-8",
    )
    rules = load_ruleset(ruleset)
    assert rules.points.silent_two_penalty == 4
    assert rules.points.source_of("silent_two_penalty").endswith(
        "rules/talk.yaml, on in ruleset 'ours')"
    )
    # the same file again on the command line is the same rule, not a second one
    again = load_ruleset(ruleset, [str(tmp_path / "rules" / "talk.yaml")])
    assert [rule.id for rule in again.house_rules] == ["jump-in", "table-talk"]


def test_a_rule_file_conflicts_and_needs_like_a_shipped_rule(tmp_path):
    with pytest.raises(
        DefinitionError,
        match=r"'table-talk' \(Table talk\) and 'no-stack-defence' \(Pass it on\) conflict",
    ):
        load_ruleset("official", [str(GOOD), "no-stack-defence"])
    mixed = tmp_path / "mixed.yaml"
    mixed.write_text(
        "id: all-mixed\nname: All mixed\ntext: Any draw card on any.\n"
        "sets: {stacking: mixed}\nneeds: [{draw: 10}]\n",
        encoding="utf-8",
    )
    with pytest.raises(DefinitionError, match="'table-talk' and 'all-mixed' conflict: both decide"):
        load_ruleset("official", [str(GOOD), str(mixed)])
    with pytest.raises(DefinitionError, match="'all-mixed' cannot be played with deck 'classic"):
        load_ruleset("official", [str(mixed)], deck=load_deck("classic-108"))


def test_bad_points_and_keys_name_file_line_and_key():
    with pytest.raises(DefinitionError) as caught:
        load_ruleset("official", [str(DATA / "house_rule_bad_point.yaml")])
    lines = str(caught.value).splitlines()
    assert len(lines) == 4, lines
    stackin, draw, jump_in, colour = lines
    assert re.match(r".*house_rule_bad_point\.yaml:6:3: sets\.stackin: unknown rule point", stackin)
    assert "did you mean 'stacking'?" in stackin and "end_of_round" in stackin  # the valid ones
    assert draw.endswith(
        ":7:3: sets.draw: draw takes one of one, until_playable, found 'sometimes'"
    )
    assert jump_in.endswith(":8:3: sets.jump_in: jump_in takes true or false, found 'maybe'")
    assert re.search(r":9:1: colour: unknown key 'colour'.*Accepted keys: conflicts, id,", colour)


def test_a_bad_rule_file_reports_every_problem():
    with pytest.raises(DefinitionError) as caught:
        load_house_rule_file(DATA / "house_rule_bad_file.yaml")
    message = str(caught.value)
    for expected in (
        ":1:1: id: 'stacking' is a shipped house rule's id",
        ":2:1: name: needs an English name",
        ":3:8: text.en: unknown placeholder '{count}'; this rule's settings: {n}",
        ":5:18: params.n.default: 12 is outside 1-10",
        ":5:48: params.n.point: rule point 'color_choice' takes one of free, circle; a "
        "setting of type int cannot set it",
        ":6:13: conflicts[0]: unknown house rule 'stackng'; did you mean 'stacking'?",
    ):
        assert expected in message, message


def test_a_missing_rule_file_is_named_with_who_asked(tmp_path):
    ruleset = tmp_path / "ours.yaml"
    ruleset.write_text(
        "id: ours\nextends: official\nname: Ours\nhouse_rules: [gone.yaml]\n", encoding="utf-8"
    )
    with pytest.raises(DefinitionError, match=r"ours\.yaml: house_rules: house rule file .*gone"):
        load_ruleset(ruleset)
    with pytest.raises(DefinitionError, match="--house-rule: house rule file 'gone.yaml'"):
        load_ruleset("official", ["gone.yaml"])


def test_two_rule_files_with_one_id_are_refused(tmp_path):
    copy = tmp_path / "copy.yaml"
    copy.write_text(GOOD.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DefinitionError, match="two house rules have the id 'table-talk'"):
        load_ruleset("official", [str(GOOD), str(copy)])


def test_the_shipped_example_is_valid_and_changes_points():
    rules = load_ruleset("official", [str(EXAMPLE)], deck=load_deck("classic-108"))
    assert rules.points.changed() == {
        "draw": "until_playable",
        "stacking": "same",
        "uno_slap_penalty": 2,
    }


def test_the_reference_card_names_a_rule_file_in_its_language(classic):
    rules = load_ruleset("official", [str(GOOD)])
    lines = compose_reference(classic, rules, load_catalog("de")).lines
    assert any("Tischgespräch" in line for line in lines)


def test_a_loaded_ruleset_with_a_rule_file_takes_more_house_rules(classic, tmp_path):
    """build_booklet re-loads a Ruleset to add house rules: a rule file must survive it."""
    from pypdf import PdfReader

    from deckgen import build_booklet

    rules = load_ruleset("official", [str(GOOD)])
    result = build_booklet(classic, rules, "en", tmp_path, house_rules=["jump-in"])
    text = " ".join(page.extract_text() for page in PdfReader(result.path).pages)
    assert "Table talk" in text and "Jump in" in text


def test_the_readme_example_is_a_valid_rule_file(tmp_path):
    readme = (rulesets_dir().parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Write your own house rule", 1)[1]
    block = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "readme-rule.yaml"
    path.write_text(block, encoding="utf-8")
    assert (
        load_ruleset("official", [str(path)]).points
        == load_ruleset("official", [str(EXAMPLE)]).points
    )


def test_a_rule_point_in_the_old_colour_spelling_loads_with_a_warning(tmp_path):
    """One spelling, color (issue 12): rule points too; the old one still loads."""
    import warnings

    rule = tmp_path / "old.yaml"
    rule.write_text(
        "id: old-circle\nname: {en: Old circle}\ntext: {en: The colour moves on.}\n"
        "sets: {colour_choice: circle}\n"
    )
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        points = load_ruleset("official", [str(rule)]).points
    assert points.color_choice == "circle"
    assert any("'colour_choice' is an old spelling; write 'color_choice'" in str(w.message)
               for w in record)  # fmt: skip
