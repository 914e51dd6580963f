"""--round-length: how many turns a round lasts, measured by a seeded simulation at build
time and said in the booklet's goal section and on the reference card, in every language."""

from __future__ import annotations

import re
import warnings

import pytest
from typer.testing import CliRunner

import deckgen
from deckgen import (
    BookletOptions,
    ReferenceCards,
    SimulationWarning,
    build_booklets,
    load_deck,
    load_ruleset,
    measure_round_length,
    render_reference_card,
    simulate,
)
from deckgen.booklet.blocks import Para
from deckgen.booklet.content import compose_booklet, compose_reference
from deckgen.cli import app
from deckgen.game import Table
from deckgen.simulation.roundlength import ROUND_LENGTH_ROUNDS, ROUND_LENGTH_SEED, round_turns
from deckgen.text.catalog import available_languages, load_catalog
from deckgen.text.spaces import plain_spaces

KEY = "booklet.round_length"
LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


@pytest.fixture(scope="module")
def official():
    deck = load_deck("classic-108")
    return deck, load_ruleset("official", deck=deck)


@pytest.fixture(scope="module")
def measured(official):
    return measure_round_length(*official)


@pytest.fixture(scope="module")
def expected() -> int:
    """The figure as the public simulation API gives it for the same configuration."""
    (stats,) = simulate(
        ["classic-108:official"], players=4, rounds=ROUND_LENGTH_ROUNDS, seed=ROUND_LENGTH_SEED
    )
    return round_turns(stats.turns_median)


def goal_line(content) -> str:
    (goal,) = [s for s in content.sections if s.key == "goal"]
    last = goal.blocks[-1]
    assert isinstance(last, Para)
    return last.text


def numbers(text: str) -> list[int]:
    return sorted(int(n) for n in re.findall(r"\d+", text))


def test_every_language_has_the_sentence():
    assert set(LANGS) == set(available_languages())


@pytest.mark.parametrize(
    ("median", "printed"),
    [(3.0, 3), (7.5, 8), (19.4, 19), (19.6, 20), (22.4, 20), (22.5, 25), (44.5, 45), (47.0, 45)],
)
def test_rounding(median, printed):
    assert round_turns(median) == printed


def test_the_line_is_absent_by_default(official, classic):
    assert BookletOptions().round_length is False
    assert ReferenceCards().round_length is False
    content = compose_booklet(*official, load_catalog("en"))
    assert KEY not in content.keys
    assert not any("round lasts" in text for text in content.texts())
    assert KEY not in compose_reference(*official, load_catalog("en")).keys


def test_measured_as_the_simulation_api_measures(measured, expected):
    assert measured.players == 4
    assert measured.rounds == ROUND_LENGTH_ROUNDS
    assert measured.cut_rounds == 0
    assert measured.turns == expected


def test_same_seed_same_number(official, measured):
    again = measure_round_length(*official, seed=ROUND_LENGTH_SEED)
    assert again == measured


@pytest.mark.parametrize("lang", LANGS)
def test_the_booklet_says_it_in_every_language(official, measured, expected, lang):
    catalog = load_catalog(lang)
    content = compose_booklet(*official, catalog, measured)
    assert KEY in content.keys
    line = goal_line(content)
    assert line == catalog.plural(KEY, expected, players=4)
    assert numbers(line) == sorted([expected, 4])  # read back from the composed content
    reference = compose_reference(*official, catalog, measured)
    assert reference.lines[-1] == line
    assert len(reference.lines) - 1 not in reference.optional


def test_a_two_player_deck_says_two_players():
    deck = load_deck("two-player")
    measured = measure_round_length(deck, load_ruleset("official", deck=deck))
    (stats,) = simulate(["two-player:official"], players=2, rounds=ROUND_LENGTH_ROUNDS)
    assert (measured.players, measured.turns) == (2, round_turns(stats.turns_median))
    line = goal_line(compose_booklet(deck, load_ruleset("official"), load_catalog("en"), measured))
    assert plain_spaces(line).endswith(f"about {measured.turns} turns with 2 players.")


def test_house_rules_in_force_are_simulated(classic):
    rules = load_ruleset("official", ["jump-in"], deck=classic)
    measured = measure_round_length(classic, rules, rounds=100)
    (stats,) = simulate(["classic-108:official+jump-in"], rounds=100)
    assert measured.median == stats.turns_median


def test_too_many_cut_rounds_leave_the_line_out_with_a_warning(official):
    with pytest.warns(SimulationWarning, match=r"cut at 20 turns; the line .* is left out"):
        measured = measure_round_length(*official, rounds=40, table=Table(turn_cap=20))
    assert measured.turns is None and measured.cut_rounds > 4
    content = compose_booklet(*official, load_catalog("en"), measured)
    assert KEY not in content.keys


def test_a_few_cut_rounds_still_give_the_median_of_all(official):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        measured = measure_round_length(*official, rounds=40, table=Table(turn_cap=110))
    assert 0 < measured.cut_rounds <= 4
    (stats,) = simulate(["classic-108:official"], rounds=40, table=Table(turn_cap=110))
    assert measured.median == stats.turns_median  # every round counts, cut ones too


def test_measured_once_per_build_not_once_per_language(monkeypatch, classic, tmp_path):
    calls, seen = [], []

    def measure(deck, rules):
        calls.append(deck.id)
        return "measured"

    # the jobs import these from their modules when a job runs
    import deckgen.booklet.document
    import deckgen.simulation.roundlength

    monkeypatch.setattr(deckgen.simulation.roundlength, "measure_round_length", measure)
    monkeypatch.setattr(
        deckgen.booklet.document,
        "build_booklet",
        lambda *a, round_length, **k: seen.append(round_length),
    )
    options = BookletOptions(langs=("en", "de", "th"), round_length=True)
    build_booklets(classic, booklet=options)
    assert calls == ["classic-108"] and seen == ["measured"] * 3
    build_booklets(classic, booklet=BookletOptions(langs=("en", "de")))
    assert calls == ["classic-108"] and seen[3:] == [None, None]


def test_the_reference_card_fits_with_the_line(classic, measured):
    card = render_reference_card(classic, "official", "th", dpi=100, round_length=measured)
    assert card.size == render_reference_card(classic, "official", "th", dpi=100).size


@pytest.mark.parametrize(
    ("args", "group"),
    [
        (["booklet", "classic-108"], "booklet"),
        (["build", "classic-108"], "booklet"),
        (["sheets", "classic-108", "--reference-card"], "reference"),
    ],
)
def test_the_option_reaches_each_command(monkeypatch, args, group):
    seen = []

    def stop(*args, **kwargs):
        seen.append(kwargs[group].round_length)
        raise deckgen.DeckgenError("stop")

    for job in ("build_booklets", "build_all", "build_sheets"):
        monkeypatch.setattr(deckgen, job, stop)
    runner = CliRunner()
    runner.invoke(app, args)
    runner.invoke(app, [*args, "--round-length"])
    assert seen == [False, True]
