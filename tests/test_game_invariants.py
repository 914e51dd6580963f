"""Invariants of the engine over seeded rounds (issue 13, "Tests").

Every shipped deck × shipped ruleset, with no house rule and with each compatible house
rule alone; then hypothesis samples compatible pairs. Each round is checked by
tests/gamecheck.py, written from the rule sheet: cards in play never change, every play
is legal under the points in force (judged against the state logged before it), every
round ends or is reported cut, scores follow the scoring point. The full matrix, every
pair with several seeds, is benchmarks/rules_matrix.py.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from deckgen.rules.loader import house_rule_ids, shipped_ruleset_ids
from tests.gamecheck import (
    DECKS,
    check_round,
    combinations,
    played_deck,
    players_for,
    points_for,
)

from .sampling import FULL_MATRIX

PLUS_TEN_DECKS = ("classic-112", "classic-112-blanks", "house-plus-ten")  # review 15: blanks

PAIRS = settings(
    max_examples=150 if FULL_MATRIX else 60,  # all: benchmarks/full_matrices.py
    deadline=None,
    derandomize=True,  # the same examples every run: a failure is reproducible
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@pytest.mark.parametrize("deck_id", DECKS)
@pytest.mark.parametrize("ruleset", shipped_ruleset_ids())
def test_invariants_hold_with_each_house_rule_alone(deck_id, ruleset):
    checked = 0
    for index, house_rule in enumerate([None, *house_rule_ids()]):
        rules = (house_rule,) if house_rule else ()
        points = points_for(ruleset, rules, deck_id)
        if points is None:
            continue
        seed = DECKS.index(deck_id) * 1000 + shipped_ruleset_ids().index(ruleset) * 50 + index
        played = played_deck(ruleset, rules, deck_id)
        players = players_for(deck_id, seed, points)
        problems, _ = check_round(deck_id, points, players, seed, played=played)
        assert problems == [], (deck_id, ruleset, rules, seed)
        checked += 1
    if ruleset == "plus-ten" and deck_id not in PLUS_TEN_DECKS:
        assert checked == 0  # plus-ten needs a +10 card, or blanks to write it on
    else:
        assert checked > 0


@PAIRS
@given(
    deck_id=st.sampled_from(DECKS),
    ruleset=st.sampled_from(shipped_ruleset_ids()),
    pair=st.lists(st.sampled_from(house_rule_ids()), min_size=2, max_size=2, unique=True),
    seed=st.integers(0, 10_000),
)
def test_invariants_hold_with_pairs_of_house_rules(deck_id, ruleset, pair, seed):
    points = points_for(ruleset, tuple(pair), deck_id)
    assume(points is not None)
    played = played_deck(ruleset, tuple(pair), deck_id)
    players = players_for(deck_id, seed, points)
    problems, _ = check_round(deck_id, points, players, seed, played=played)
    assert problems == [], (deck_id, ruleset, pair, seed)


def test_refused_combinations_are_skipped_not_played():
    assert points_for("official", ("stacking", "no-stack-defence"), "classic-108") is None
    assert points_for("official", ("plus-ten",), "classic-108") is None
    assert points_for("party", ("seven-o",), "classic-108") is not None
    # plus-ten with house-plus-ten and with the decks whose blanks take "+10" (review 15)
    assert len(combinations(0)) == 2 * 6 + 3 * 7


def test_a_cut_round_is_reported_not_hidden():
    points = points_for("official", ("seven-rounds",), "house-plus-ten")
    problems, finished = check_round("house-plus-ten", points, 4, 1, cap=30)
    assert problems == [] and not finished
