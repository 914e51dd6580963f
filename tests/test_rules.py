"""Rulesets: the official rules, variants by extends:, house rules, conflicts, needs."""

from __future__ import annotations

import dataclasses

import pytest

from deckgen import DefinitionError, load_deck, load_ruleset
from deckgen.rules.loader import (
    check_playable,
    house_rule,
    house_rule_ids,
    shipped_ruleset_ids,
)

from .conftest import DATA


def test_official_rules_follow_the_rule_sheet():
    rules = load_ruleset("official")
    points = rules.points
    assert (points.players_min, points.players_max, points.hand_size) == (2, 10, 7)
    assert (points.scoring, points.target, points.uno_penalty) == ("winner_collects", 500, 2)
    assert points.wd4_only_without_color and points.challenge_extra == 2
    assert points.reverse_as_skip_for_two and rules.house_rules == ()


@pytest.mark.parametrize("ruleset", shipped_ruleset_ids())
def test_every_shipped_ruleset_loads(ruleset):
    assert load_ruleset(ruleset).id == ruleset


@pytest.mark.parametrize(("ruleset", "limit"), [("penalty-200", 200), ("penalty-101", 101)])
def test_penalty_variants_extend_official(ruleset, limit):
    rules = load_ruleset(ruleset)
    points = rules.points
    assert (points.scoring, points.target, points.hand_size) == ("penalty_points", limit, 7)


def test_lazy_scoring_house_rule_replaces_the_scoring():
    assert load_ruleset("lazy").points.scoring == "lazy"


def test_every_house_rule_of_the_game_facts_is_known():
    expected = {
        "stacking", "no-stack-defence", "seven-o", "jump-in", "silent-two", "swap-on-five",
        "lazy-scoring", "slap-uno", "colour-circle", "plus-ten", "reverse-reflects",
        "to-the-end", "seven-rounds", "zero-fifty", "plus-one-two", "draw-to-match",
        "two-player",
    }  # fmt: skip
    assert set(house_rule_ids()) == expected


def test_house_rule_parameters_take_defaults_and_overrides():
    rules = load_ruleset("plus-ten")
    assert rules.house_rule("stacking").param("mix") is True
    assert load_ruleset("official", ["silent-two"]).house_rule("silent-two").param("penalty") == 2


def test_conflicting_house_rules_are_refused_naming_both():
    with pytest.raises(
        DefinitionError,
        match=r"'stacking' \(Stacking\) and 'no-stack-defence' \(Pass it on\) conflict: "
        "Stacking adds the cards of a chain up",
    ):
        load_ruleset("official", ["stacking", "no-stack-defence"])


def test_house_rule_the_deck_cannot_play_is_refused():
    deck = load_deck("classic-108")
    with pytest.raises(DefinitionError, match="'plus-ten' cannot be played with deck 'classic-108"):
        load_ruleset("official", ["plus-ten"], deck=deck)
    with pytest.raises(DefinitionError, match="'plus-one-two'.*draws 1"):
        load_ruleset("penalty-101", ["plus-one-two"], deck=deck)
    plus_ten = load_deck(DATA / "deck_plus_ten.yaml")
    assert load_ruleset("plus-ten", deck=plus_ten).has("plus-ten")


@pytest.mark.parametrize("ruleset", ["penalty-101", "penalty-200", "penalty-500"])
def test_lazy_scoring_is_refused_with_penalty_points(ruleset):
    """Issue 11 item 6 (rules.md H5): lazy scoring replaces winner-collects scoring; on a
    penalty-points ruleset the booklet would give two ways to win."""
    limit = ruleset.split("-")[1]
    with pytest.raises(DefinitionError) as caught:
        load_ruleset(ruleset, ["lazy-scoring"])
    message = str(caught.value)
    assert message == (
        f"house rule 'lazy-scoring' (Lazy scoring) replaces the scoring of ruleset "
        f"'{ruleset}' (Penalty points to {limit}); use --ruleset lazy or leave it out"
    )


@pytest.mark.parametrize("ruleset", ["official", "party", "plus-ten"])
def test_plus_one_two_is_refused_with_winner_collects_scoring(ruleset):
    """Issue 11 item 6 (rules.md H6): taking points off a total is a bonus only when the
    fewest points win; under winner-collects it punishes finishing on a +1 or +2."""
    deck = load_deck(DATA / "deck_plus12.yaml")
    with pytest.raises(DefinitionError) as caught:
        load_ruleset(ruleset, ["plus-one-two"], deck=deck)
    message = str(caught.value)
    assert message.startswith(
        "house rule 'plus-one-two' (Finish on +1 or +2) needs scoring 'penalty_points', "
        "but it is 'winner_collects' here"
    )
    assert "punish finishing on a +1 or +2" in message and "\n" not in message
    assert message.endswith("use --ruleset penalty-101, penalty-200 or penalty-500")


def test_a_ruleset_file_cannot_switch_on_a_house_rule_its_scoring_rules_out(tmp_path):
    lazy_penalty = tmp_path / "mine.yaml"
    lazy_penalty.write_text(
        "id: mine\nextends: penalty-200\nname: Ours\nhouse_rules: [lazy-scoring]\n"
    )
    with pytest.raises(DefinitionError, match=(
        r"house rule 'lazy-scoring' \(Lazy scoring\) replaces the scoring of ruleset 'mine'"
    )):  # fmt: skip
        load_ruleset(lazy_penalty)
    plus12 = tmp_path / "plus12.yaml"
    plus12.write_text(
        "id: plus12\nextends: penalty-101\nname: Ours\nhouse_rules: [plus-one-two]\n"
        "scoring: {mode: winner_collects, target: 300}\n"
    )
    with pytest.raises(DefinitionError, match=(
        r"'plus-one-two' \(Finish on \+1 or \+2\) needs scoring 'penalty_points', but it is "
        r"'winner_collects' here"
    )):  # fmt: skip
        load_ruleset(plus12)


def test_scoring_checked_on_a_ruleset_built_in_code():
    """The library path that skips the loader (a Ruleset changed with replace())."""
    deck = load_deck(DATA / "deck_plus12.yaml")
    rules = load_ruleset("penalty-101", ["plus-one-two"], deck=deck)
    points = rules.points.with_values({"scoring": "winner_collects", "target": 500}, "code")
    changed = dataclasses.replace(rules, points=points)
    with pytest.raises(DefinitionError, match="'plus-one-two' .* needs scoring 'penalty_points'"):
        check_playable(changed, deck)


def test_the_scorings_house_rules_fit_still_load():
    deck = load_deck(DATA / "deck_plus12.yaml")
    for ruleset in ("penalty-101", "penalty-200", "penalty-500"):
        assert load_ruleset(ruleset, ["plus-one-two"], deck=deck).has("plus-one-two")
    for ruleset in ("official", "party", "plus-ten", "lazy"):
        rules = load_ruleset(ruleset, ["lazy-scoring"])
        assert rules.has("lazy-scoring") and rules.points.scoring == "lazy"
    assert load_ruleset("lazy").points.source_of("scoring").startswith("house rule 'lazy-scoring'")


def test_house_rules_say_which_scoring_they_need():
    assert house_rule("plus-one-two").requires == (("scoring", "penalty_points"),)
    assert house_rule("lazy-scoring").requires == ()
    assert house_rule("slap-uno").players_min == 3
    with pytest.raises(DefinitionError, match="did you mean 'stacking'"):
        house_rule("stackin")


def test_unknown_house_rule_suggests_a_name():
    with pytest.raises(DefinitionError, match="did you mean 'stacking'"):
        load_ruleset("official", ["stackin"])


def test_bad_value_in_a_variant_points_at_its_line():
    with pytest.raises(DefinitionError, match=r"ruleset_bad_hand.yaml:4:\d+: hand_size"):
        load_ruleset(DATA / "ruleset_bad_hand.yaml")


SHIPPED_NAME_LANGS = ("en", "ru", "th", "hu", "sq", "de", "fr", "es", "it", "pl")


@pytest.mark.parametrize("ruleset", shipped_ruleset_ids())
def test_shipped_rulesets_are_named_in_ten_languages(ruleset):
    rules = load_ruleset(ruleset)
    names = dict(rules.names)
    assert set(names) == set(SHIPPED_NAME_LANGS)
    assert rules.name == names["en"]
    # Every language has its own wording (numbers-only names may repeat, words may not).
    assert len({names[lang] for lang in ("en", "ru", "th", "de")}) == 4


def test_ruleset_name_falls_back_to_english():
    rules = load_ruleset("official")
    assert rules.name_in("ru") == "Стандартные правила"
    assert rules.name_in("th") == "กติกามาตรฐาน"
    assert rules.name_in("pt") == "Standard rules"


def test_a_plain_ruleset_name_is_english(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nextends: official\nname: Our table\n", encoding="utf-8")
    rules = load_ruleset(path)
    assert rules.name == "Our table" and rules.name_in("ru") == "Our table"


def test_localized_ruleset_name_needs_english(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nextends: official\nname:\n  ru: Наши правила\n", encoding="utf-8")
    with pytest.raises(DefinitionError, match=r"mine.yaml:\d+:\d+: name.*English"):
        load_ruleset(path)
