"""Newcomer review 8: a deck's own built-in ids, labelled cards without an effect, wide
tables at 80 columns, and friendlier option values."""

from __future__ import annotations

import io
import warnings

import pytest
from rich.console import Console
from typer.testing import CliRunner

import deckgen
from deckgen.cli import app
from deckgen.cli.rules import _table as rules_table
from deckgen.cli.simulate import figures_table
from deckgen.definitions.catalog import BUILTIN_CARD_TYPES
from deckgen.text.cardnames import type_name
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, text

runner = CliRunner()

OWN_TEN = """\
id: my-deck
extends: classic-112-blanks
name: My deck
card_types:
  draw_ten:
    label: "+10"
    wild: true
    effect: {draw: 10, skip_turn: true, choose_color: true}
    name: {en: Mega Draw, de: Mega-Ziehen}
replace: {blank: draw_ten}
"""

NO_EFFECT = """\
id: k9
extends: classic-112-blanks
name: K9
card_types:
  draw_twenty:
    label: "+20"
    name: {en: Draw Twenty}
    wild: true
replace: {blank: draw_twenty}
"""


def write(tmp_path, name, body):
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "name"), [("en", "Mega Draw"), ("de", "Mega-Ziehen")])
def test_a_decks_own_draw_ten_names_win_over_the_built_in_ones(tmp_path, lang, name):
    # newcomer 8 (medium): the booklet said "Wild Draw Ten" / "Zieh zehn mit Farbwahl"
    path = write(tmp_path, "my-deck.yaml", OWN_TEN)
    content = compose(str(path), lang=lang)
    booklet = text(content)
    assert name in booklet
    assert "Wild Draw Ten" not in booklet and "Zieh zehn mit Farbwahl" not in booklet
    assert not any("draw_ten" in note for note in content.fallbacks), content.fallbacks


def test_a_decks_own_draw_ten_without_a_polish_name_is_noted(tmp_path):
    path = write(tmp_path, "my-deck.yaml", OWN_TEN)
    content = compose(str(path), lang="pl")
    assert "Mega Draw" in text(content)
    assert "name of card type 'draw_ten'" in content.fallbacks


def test_the_built_in_draw_ten_keeps_the_catalog_name():
    # a shipped deck that does not declare the type: the catalog names it
    de = load_catalog("de")
    assert type_name(de, BUILTIN_CARD_TYPES["draw_ten"]) == "Zieh zehn mit Farbwahl"


def test_a_labelled_card_without_effect_warns_once_naming_file_line_and_type(tmp_path):
    # newcomer 8 (medium): validate said ok and the booklet called "+20" a blank card
    path = write(tmp_path, "k9.yaml", NO_EFFECT)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        deckgen.load_deck(path)
    said = [str(w.message) for w in caught if isinstance(w.message, deckgen.DefinitionWarning)]
    assert len(said) == 1, said
    assert said[0].startswith(f"{path}:5:3: card type 'draw_twenty'"), said
    assert "has no effect: it plays as a card without an action" in said[0]
    assert "add effect: {draw: 20}" in said[0] and "rule: text" in said[0]


def test_the_shipped_decks_do_not_warn():
    with warnings.catch_warnings():
        warnings.simplefilter("error", deckgen.DefinitionWarning)
        for deck_id in ("classic-112", "classic-112-blanks", "house-plus-ten"):
            deckgen.load_deck(deck_id)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th"])
def test_the_booklet_says_a_labelled_card_without_effect_has_no_action(tmp_path, lang):
    path = write(tmp_path, "k9.yaml", NO_EFFECT)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        content = compose(str(path), lang=lang)
    catalog = load_catalog(lang)
    booklet = plain(text(content))
    for part in no_action(catalog):
        assert part in booklet
    assert plain(catalog.text("wild.blank")) not in booklet


def no_action(catalog) -> list[str]:
    """The two halves of ``wild.no_action`` around its colour sentence (session 10: the
    colour is said where each language says it, before the next player plays)."""
    said = plain(catalog.text("wild.no_action", colour="{colour}"))
    return [part.strip() for part in said.split("{colour}") if part.strip()]


def plain(words: str) -> str:
    return words.replace("\u00a0", " ").replace("\u202f", " ")


def test_a_coloured_labelled_card_without_effect_says_it_has_no_action():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        content = compose("no-action")
    booklet = plain(text(content))
    english = load_catalog("en")
    assert plain(english.text("action.no_action")) in booklet
    for part in no_action(english):
        assert part in booklet
    assert "A blank card" not in booklet


def render(table, width: int) -> str:
    console = Console(width=width, file=io.StringIO(), color_system=None)
    console.print(table)
    return console.file.getvalue()


@pytest.fixture(scope="module")
def four_runs():
    texts = [
        "classic-108",
        "house-plus-ten:official+stacking+draw-to-match",
        "house-plus-ten:official+stacking",
        "house-plus-ten",
    ]
    specs = [deckgen.SimulationSpec.parse(t) for t in texts]
    return deckgen.simulate(specs, players=4, rounds=4, seed=1)


def test_four_configurations_at_80_columns_keep_their_row_labels(four_runs):
    # newcomer 8 (medium): headings cut to "classic-…", the label column not shown at all
    shown = render(figures_table(four_runs, 80), 80)
    assert all(len(line) <= 80 for line in shown.splitlines()), shown
    for label in ("turns per round: mean", "rounds cut at 1,000 turns", "points scored per round"):
        assert label in shown, shown
    assert "…" not in shown, shown
    assert "#2 house-plus-ten:official+stacking+draw-to-match" in shown, shown


def test_wide_enough_the_columns_keep_their_names(four_runs):
    shown = render(figures_table([four_runs[0], four_runs[3]], 80), 80)
    assert "classic-108" in shown.splitlines()[2], shown
    assert "#1" not in shown and "turns per round: mean" in shown, shown
    shown = render(figures_table(four_runs, 160), 160)
    assert "#1" not in shown and "house-plus-ten" in shown, shown


OMA = """\
id: oma-regel
name: {en: Grandma's rule, de: Omas Regel}
text:
  en: Draw until a card fits.
  de: Wer keine Karte legen kann, zieht so lange, bis eine passt.
sets: {draw: until_playable}
"""


@pytest.mark.parametrize("width", [80, 64])
def test_rules_keeps_which_rule_set_a_point_readable_when_narrow(tmp_path, monkeypatch, width):
    # newcomer 8 (low): the "set by" column was cut, the rule names lost
    write(tmp_path, "oma.yaml", OMA)
    monkeypatch.chdir(tmp_path)
    report = deckgen.rules_report("official", ["oma.yaml", "stacking"])
    shown = render(rules_table(report), width)
    assert all(len(line) <= width for line in shown.splitlines()), shown
    words = shown.split()
    for word in ("'oma-regel'", "(oma.yaml)", "'stacking'"):
        assert word in words, (word, shown)
    assert "players_min" in shown and "standard" in shown


def test_house_rules_take_a_comma_list():
    # newcomer 8 (low): "stacking,draw-to-match" was one unknown rule, "did you mean
    # 'draw-to-match'?" silently dropping stacking
    rules = deckgen.load_ruleset("official", ["stacking,draw-to-match", "jump-in"])
    on = [rule.id for rule in rules.house_rules]
    assert on == ["stacking", "draw-to-match", "jump-in"]
    spec = deckgen.SimulationSpec.from_options("classic-108", None, ["stacking, draw-to-match"])
    assert spec.house_rules == ("stacking", "draw-to-match")


def test_house_rules_comma_list_on_the_command_line():
    result = runner.invoke(app, ["rules", "--house-rule", "stacking,draw-to-match", "--json"])
    assert result.exit_code == 0, result.output
    assert "stacking" in result.output and "draw-to-match" in result.output


@pytest.mark.parametrize(("given", "meant"), [("pl_PL.UTF-8", "pl"), ("de_DE.utf8", "de")])
def test_a_locale_name_reads_as_its_language(given, meant):
    # newcomer 8 (low): --lang pl_PL.UTF-8 was refused ("did you mean 'pl'?")
    assert deckgen.check_lang(given) == meant


def test_a_misspelt_deck_file_gets_a_did_you_mean(tmp_path):
    # newcomer 8 (low): "my-dek.yaml: deck file not found", nothing more
    write(tmp_path, "my-deck.yaml", OWN_TEN)
    write(tmp_path, "other.yaml", "id: other\n")
    with pytest.raises(deckgen.DefinitionError) as caught:
        deckgen.load_deck(tmp_path / "my-dek.yaml")
    assert str(caught.value).endswith(f"did you mean '{tmp_path / 'my-deck.yaml'}'?"), caught
    with pytest.raises(deckgen.DefinitionError) as caught:
        deckgen.load_deck(tmp_path / "zzz.yaml")
    assert "did you mean" not in str(caught.value)


def test_a_house_rule_after_a_colon_says_to_write_a_plus():
    # newcomer 8 (low): "no ruleset named 'stacking'", not that it is a house rule
    spec = deckgen.SimulationSpec.parse("classic-108:stacking")
    with pytest.raises(deckgen.DefinitionError) as caught:
        spec.load()
    said = str(caught.value)
    assert "'stacking' is a house rule, not a ruleset" in said, said
    assert "classic-108+stacking" in said, said
