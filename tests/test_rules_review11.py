"""Issue 13, rules review 9 (session 7): the team's decisions, in the engine and the booklet.

1. Play to the end: the last player left loses the round and deals the next one.
2. Play to the end: a winner who goes out on a draw card collects once that draw is taken.
3. Fives swap + shrinking hands: a 5 that empties a hand swaps nothing.
4. Finish on +1/+2 + play to the end: only the round's winner takes points off.
5. Shrinking hands: keep count with a mark on the score sheet.
7. Hands on UNO + play to the end: only players still holding cards slap.
8. Finish on +1/+2 + shrinking hands: only the card that wins the round counts.
9. Finish on +1/+2 without its cards: the error says how to get such a deck.
"""

from __future__ import annotations

import random
import textwrap
from pathlib import Path

import pytest

from deckgen import DefinitionError, load_deck, load_ruleset
from deckgen.game import RandomPolicy, play_game
from deckgen.rules.points import RulePoints
from deckgen.text.catalog import available_languages

from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario

LANGS = available_languages()
PLUS12 = str(Path(__file__).parent / "data" / "deck_plus12.yaml")
POINTS = {"red-draw-two": 20, "blue-draw-two": 20, "wild-two": 50, "wild-one": 50}


def _points(ruleset: str, *house_rules: str) -> RulePoints:
    return load_ruleset(ruleset, house_rules=list(house_rules)).points


def _value(face_id: str) -> int:
    return POINTS.get(face_id, int(face_id.rsplit("-", 1)[-1]) if face_id[-1].isdigit() else 20)


# ---- 1. the last player left deals the next round --------------------------------------------


@pytest.mark.parametrize(
    "ruleset, house_rules",
    [
        ("official", ("to-the-end",)),
        ("penalty-200", ("to-the-end",)),
        ("official", ("to-the-end", "lazy-scoring")),
    ],
)
def test_engine_the_last_player_left_deals_the_next_round(ruleset, house_rules):
    points = _points(ruleset, *house_rules)
    players = [RandomPolicy() for _ in range(4)]
    game = play_game(load_deck("classic-108"), points, players, random.Random(0), rounds=6)
    rounds = [r for r in game.rounds if r.finished]
    assert len(rounds) >= 2
    for before, after in zip(rounds, rounds[1:], strict=False):
        assert len(before.order_out) == 4
        assert after.dealer == before.order_out[-1]  # before: the deal passed to the left


# ---- 2. the winner's points are counted once the last draw card's draw is taken ---------------


def test_engine_a_winning_draw_two_counts_the_cards_it_makes_the_next_player_draw():
    points = points_for("official", ("to-the-end",), "classic-108")
    assert points is not None and points.stacking == "none"
    hands = [["red-draw-two"], ["blue-3", "blue-4"], ["green-3", "green-4", "yellow-7"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", turns=2)
    drawn = FILLER[:2]  # P1 draws these two (top of the draw pile first)
    assert kinds(result, "play", "out", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("out", 0, None, 0, "", None),
        ("penalty", 1, None, 2, "draw_card", None),
        ("collect", 0, None, 3 + 4 + 3 + 4 + 7 + sum(map(_value, drawn)), "", None),
    ]


def test_engine_after_a_stacking_chain_the_cards_drawn_by_whoever_ends_it_count():
    points = points_for("official", ("to-the-end", "stacking"), "classic-108")
    assert points is not None and points.stacking != "none"
    hands = [["red-draw-two"], ["blue-draw-two", "blue-4"], ["green-3", "green-4", "yellow-7"]]
    policies = [Script(), Script(plays=["blue-draw-two"]), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    drawn = FILLER[:4]  # P2 draws the chain's 4
    assert kinds(result, "play", "penalty", "collect")[:4] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "blue-draw-two", 0, "stack", None),
        ("penalty", 2, None, 4, "draw_card", None),
        ("collect", 0, None, 4 + 3 + 4 + 7 + sum(map(_value, drawn)), "", None),
    ]


def test_engine_the_collected_points_are_the_winners_score():
    # P1 draws red-1 and red-2 and misses the turn; P2 goes out on red-3: P1 is left
    points = points_for("official", ("to-the-end",), "classic-108")
    assert points is not None
    hands = [["red-draw-two"], ["blue-3", "blue-4"], ["red-3"]]
    policies = [Script(), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", draw_pile=("red-1", "red-2", *FILLER))
    assert result.finished and result.order_out == (0, 2, 1)
    assert result.scores == (3 + 4 + 1 + 2 + 3, 0, 0)  # was 10: the drawn cards left out


# ---- 3. a 5 that empties a hand swaps nothing, also under shrinking hands --------------------


def test_engine_a_five_that_empties_a_hand_swaps_nothing_before_the_new_hand():
    points = points_for("official", ("swap-on-five", "seven-rounds"), "classic-108")
    assert points is not None and points.five_swap
    hands = [["red-5"], ["blue-3", "blue-4", "blue-9"]]
    result = scenario(points, hands, [Script(), Script()], "red-7", turns=1)
    assert kinds(result, "play", "refill", "swap") == [
        ("play", 0, "red-5", 0, "turn", None),
        ("refill", 0, None, 6, "", None),
    ]


# ---- 4 and 8. Finish on +1/+2: only the round's winner, only the winning card ------------------


def test_engine_to_the_end_only_the_first_one_out_takes_points_off():
    # P0 goes out first on a +1 (P1 draws one and misses the turn); P2 goes out second on
    # a +2, which P1, the last player left, draws
    points = _points("penalty-200", "plus-one-two", "to-the-end")
    hands = [["wild-one"], ["green-3", "green-4", "green-7"], ["wild-two"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", deck_id=PLUS12)
    assert result.order_out == (0, 2, 1)
    # the winner: 20 off; P2, out second on a +2: nothing off (was 40 off)
    assert result.scores[0] == -20 and result.scores[2] == 0
    assert result.scores[1] == result.hand_points[1] > 0


def test_engine_shrinking_hands_emptying_a_bigger_hand_on_a_plus_two_takes_nothing_off():
    points = _points("penalty-200", "plus-one-two", "seven-rounds").with_values(
        {"hand_size": 2}, "test"
    )  # the first new hand is a single card
    hands = [["wild-two"], ["green-3", "green-4", "green-7"]]
    policies = [Script(colour="blue"), Script()]
    result = scenario(
        points, hands, policies, "red-5", deck_id=PLUS12, draw_pile=("blue-1", *FILLER)
    )
    assert kinds(result, "play", "refill", "out")[:3] == [
        ("play", 0, "wild-two", 0, "turn", None),
        ("refill", 0, None, 1, "", None),
        ("play", 0, "blue-1", 0, "turn", None),
    ]
    assert result.winner == 0 and result.scores[0] == 0


# ---- 7. hands on UNO: players who are out do not slap -----------------------------------------


def test_engine_players_who_are_out_never_slap():
    # P0 goes out; P1 calls UNO: the only hand still in the round is P2's, so P2 draws
    points = points_for("official", ("to-the-end", "slap-uno"), "classic-108")
    assert points is not None and points.uno_slap_penalty
    hands = [["red-3"], ["red-4", "blue-9"], ["green-3", "green-4", "yellow-7"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", turns=2)
    assert kinds(result, "play", "out", "uno_call", "slap") == [
        ("play", 0, "red-3", 0, "turn", None),
        ("out", 0, None, 4 + 9 + 3 + 4 + 7, "", None),
        ("play", 1, "red-4", 0, "turn", None),
        ("uno_call", 1, None, 0, "", None),
        ("slap", 2, None, 0, "", None),
    ]


# ---- 9. the error for a deck without +1/+2 cards -----------------------------------------------


def test_plus_one_two_without_its_cards_says_how_to_get_such_a_deck(tmp_path):
    with pytest.raises(DefinitionError) as caught:
        load_ruleset("penalty-101", house_rules=["plus-one-two"], deck=load_deck("classic-108"))
    message = str(caught.value)
    assert "no shipped deck has" in message
    # the snippet in the message is a deck file that works with the house rule
    snippet = textwrap.dedent(message.split("e.g.\n", 1)[1].rsplit("\nor leave", 1)[0])
    path = tmp_path / "my-deck.yaml"
    path.write_text(snippet, encoding="utf-8")
    ruleset = load_ruleset("penalty-101", house_rules=["plus-one-two"], deck=load_deck(path))
    assert ruleset.points.finish_bonus_one and ruleset.points.finish_bonus_two
