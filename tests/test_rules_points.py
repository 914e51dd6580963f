"""The rule-point model: rulesets and house rules set points; nothing appends prose."""

from __future__ import annotations

import pytest

from deckgen.errors import DefinitionError
from deckgen.rules.loader import house_rule, house_rule_ids, load_ruleset
from deckgen.rules.points import RulePoints, check_value, point_choices, point_names


def test_standard_rules_are_the_default_points():
    points = load_ruleset("official").points
    assert points == RulePoints()
    assert points.changed() == {}
    assert points.source_of("stacking") == "standard rules"


@pytest.mark.parametrize(
    ("ruleset", "house", "expected"),
    [
        ("official", ["colour-circle"], {"color_choice": "circle"}),
        ("official", ["to-the-end"], {"end_of_round": "to_the_end", "players_min": 3}),
        ("official", ["seven-rounds"], {"end_of_round": "shrinking"}),
        ("official", ["draw-to-match"], {"draw": "until_playable"}),
        ("official", ["silent-two"], {"silent_two_penalty": 2}),
        ("official", ["zero-fifty"], {"lonely_zero_points": 50}),
        (
            "lazy",
            [],
            {"scoring": "lazy", "next_dealer": "most_points", "later_rounds_start": "last_winner"},
        ),
        ("party", [], {"stacking": "same", "jump_in": True, "seven_o": True}),
        ("plus-ten", [], {"stacking": "mixed"}),
        ("penalty-101", [], {"scoring": "penalty_points", "target": 101}),
    ],
)
def test_rules_set_their_points(ruleset, house, expected):
    assert load_ruleset(ruleset, house).points.changed() == expected


def test_sources_name_the_file_that_set_each_point():
    points = load_ruleset("party", ["colour-circle"]).points
    assert points.source_of("jump_in") == "house rule 'jump-in' (on in ruleset 'party')"
    assert points.source_of("color_choice") == "house rule 'colour-circle'"
    assert load_ruleset("penalty-200").points.source_of("target") == "ruleset 'penalty-200'"


def test_every_house_rule_but_card_rules_sets_a_point():
    # plus-ten only explains the deck's "+10" card; the card's effect is the model there
    for rule_id in house_rule_ids():
        rule = house_rule(rule_id)
        assert rule.sets or rule_id == "plus-ten", rule_id


def test_every_point_has_a_checkable_type():
    for name in point_names():
        choices = point_choices(name)
        assert choices in (bool, int) or all(isinstance(c, str) for c in choices)
    with pytest.raises(ValueError, match="stacking"):
        check_value("stacking", "sometimes")
    with pytest.raises(KeyError):
        check_value("no_such_point", 1)


def test_two_rules_deciding_one_point_differently_are_refused():
    with pytest.raises(DefinitionError, match="to-the-end.*seven-rounds|seven-rounds.*to-the-end"):
        load_ruleset("official", ["to-the-end", "seven-rounds"])
