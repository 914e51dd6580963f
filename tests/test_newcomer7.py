"""Newcomer review 7: what `deckgen house-rules` says of each rule."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

import deckgen
from deckgen.cli import app, console

from .conftest import DATA

runner = CliRunner()
LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


@pytest.mark.parametrize("lang", LANGS)
def test_every_house_rule_says_what_it_does(lang):
    # newcomer 7 (medium): the list gave ids, names, needs and conflicts, but not what a
    # rule does; "stacking" could only be learnt from the booklet
    for info in deckgen.house_rule_report(lang=lang):
        assert info.summary, info.id
        assert "{" not in info.summary and "}" not in info.summary, (info.id, info.summary)


def test_the_numbers_and_cards_in_a_summary_are_filled_in():
    infos = {info.id: info.summary.replace("\u00a0", " ") for info in deckgen.house_rule_report()}
    assert infos["stacking"] == "draw cards pile up and the total grows."
    assert infos["zero-fifty"] == "a 0 left alone in a hand counts 50 points."
    # the card named as the booklet names it (fresh readers 11)
    assert infos["plus-ten"] == "the Wild Draw Ten comes into play; the next player draws 10 cards."


def test_a_rule_file_of_ones_own_says_its_first_paragraph():
    info = deckgen.house_rule_report(files=[DATA / "house_rule_good.yaml"])[-1]
    assert info.summary.replace("\u00a0", " ") == (
        "Draw cards pile up and whoever talks during a round draws 2 cards."
    )


def test_the_command_prints_what_each_rule_does(monkeypatch):
    # the row of each rule starts with its name and what it does (the console may be 80
    # columns wide: the cell wraps after the first words; a list there since newcomer 9)
    monkeypatch.setattr(console.out, "_console", None)  # rich keeps its first width
    result = runner.invoke(app, ["house-rules"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert re.search(r"stacking\s+│ Stacking: draw", result.output), result.output
    assert re.search(r"jump-in\s+│ Jump in: an", result.output), result.output


@pytest.mark.parametrize(("given", "meant"), [("de en", "de,en"), ("de; ru", "de,ru")])
def test_languages_given_with_a_space_get_the_comma_form(given, meant):
    # newcomer 7 (low): --lang "de en" answered "did you mean 'en'?"
    with pytest.raises(deckgen.DefinitionError, match=f"did you mean '{meant}'"):
        deckgen.check_lang(given)


def test_a_code_that_only_looks_like_two_is_not_split():
    with pytest.raises(deckgen.DefinitionError, match="is not a language code"):
        deckgen.check_lang("xx yy")
