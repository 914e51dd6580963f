"""Newcomer review 8: a deck's own built-in ids, labelled cards without an effect, wide
tables at 80 columns, and friendlier option values."""

from __future__ import annotations

import io
import warnings

import pytest
from rich.console import Console

import deckgen
from deckgen.cli.simulate import figures_table
from deckgen.definitions.catalog import BUILTIN_CARD_TYPES
from deckgen.text.cardnames import type_name
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, text

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
    assert plain(catalog.text("wild.no_action")) in booklet
    assert plain(catalog.text("wild.blank")) not in booklet


def plain(words: str) -> str:
    return words.replace("\u00a0", " ").replace("\u202f", " ")


def test_a_coloured_labelled_card_without_effect_says_it_has_no_action():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        content = compose("no-action")
    booklet = plain(text(content))
    english = load_catalog("en")
    assert plain(english.text("action.no_action")) in booklet
    assert plain(english.text("wild.no_action")) in booklet
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
