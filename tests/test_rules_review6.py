"""The sixth fresh rules review (session 4): its five medium findings, as the booklet says
them and as the engine plays them. Each test failed before the fix."""

from __future__ import annotations

import pytest

from deckgen import DefinitionError, load_ruleset

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario


@pytest.mark.parametrize(
    ("rule", "name"), [("to-the-end", "Play to the end"), ("slap-uno", "Hands on UNO")]
)
def test_m3_a_rule_for_three_or_more_is_refused_with_fewer_wilds_for_two(rule, name):
    with pytest.raises(DefinitionError) as caught:
        load_ruleset("official", [rule, "two-player"])
    message = str(caught.value)
    assert f"'{rule}' ({name})" in message and "'two-player' (Fewer wilds for two)" in message
    assert f"{name} needs at least three players" in message
    assert "the only game Fewer wilds for two changes" in message


def test_m4_pass_it_on_has_its_line_for_two_players():
    words = text(compose(house=["no-stack-defence"]), "two_players")
    # review 8: it names what "Answering a draw card" allows
    assert "your opponent may pass your Draw Two back to you with another Draw Two" in words
    assert "pass your Draw Two back" not in text(compose(), "two_players")
    # the engine: with two, a Draw Two goes back and forth until one of them draws
    points = points_for("official", ("no-stack-defence",), "classic-108")
    hands = [["red-draw-two", "yellow-draw-two", "red-1"], ["green-draw-two", "blue-3"]]
    plays = [Script(plays=["red-draw-two", "yellow-draw-two"]), Script(plays=["green-draw-two"])]
    result = scenario(points, hands, plays, "red-5", turns=4)
    assert ("play", 1, "green-draw-two", 0, "pass_on", None) in kinds(result)
    assert ("play", 0, "yellow-draw-two", 0, "pass_on", None) in kinds(result)
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)


def test_m1_a_wild_draw_four_as_a_last_card_may_be_challenged_but_never_caught():
    words = text(compose(house=["to-the-end"]), "end")
    assert "A Wild Draw Four played as a last card may be challenged as usual" in words
    assert "the player who is out draws nothing" in words
    assert "cannot be answered or challenged" not in words
    # the engine: P0 goes out on a Wild Draw Four; P1 challenges, draws 6, misses the turn
    points = points_for("official", ("to-the-end",), "classic-108")
    hands = [["wild-draw-four"], ["red-3", "green-4"], ["yellow-1", "yellow-2"]]
    policies = [Script(plays=["wild-draw-four"]), Script(challenge=True), Script()]
    result = scenario(points, hands, policies, "red-5", turns=2)
    assert [e[1] for e in kinds(result, "out")] == [0]
    assert ("challenge", 1, None, 0, "innocent", 0) in kinds(result, "challenge")
    assert ("penalty", 1, None, 6, "challenge", None) in kinds(result)
    assert not [e for e in kinds(result, "penalty") if e[1] == 0]


def test_m5_to_the_end_says_answer_only_when_a_draw_card_may_be_answered():
    plain = text(compose(house=["to-the-end"]), "end")
    assert "the next player still in draws." in plain and "must answer it" not in plain
    stacked = text(compose(house=["to-the-end", "stacking"]), "end")
    assert "the next player still in must answer it or draw" in stacked
    for rule in ("no-stack-defence", "reverse-reflects"):
        assert "must answer it or draw" in text(compose(house=["to-the-end", rule]), "end")


def test_m2_seven_o_to_the_end_a_last_zero_passes_nothing_and_passing_skips_who_is_out():
    words = text(compose(house=["seven-o", "to-the-end"]), "clear_answers")
    assert "a 0 played as your last card passes no hands either" in words
    assert "to the next player still in, skipping the players who are out" in words
    assert "passes no hands either" not in text(compose(house=["seven-o"]), "clear_answers")
    # the engine: P0 goes out on a 0 (no hand moves), then P1's 0 passes among P1-P3 only
    points = points_for("official", ("seven-o", "to-the-end"), "classic-108")
    hands = [["red-0"], ["blue-0", "blue-1", "blue-2"], ["green-3", "green-4"], ["yellow-5"]]
    policies = [Script(plays=["red-0"]), Script(plays=["blue-0"]), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", turns=2)
    assert [e[1] for e in kinds(result, "out")] == [0]
    assert [e[1] for e in kinds(result, "pass_hands")] == [1]
    assert result.hand_points == (0, 5, 3, 7)


def test_low_c_two_left_says_what_a_reverse_does_without_pointing_to_two_players():
    content = compose(house=["to-the-end"])
    words = text(content, "end")
    assert "a Reverse works like a Skip: whoever plays it plays again at once" in words
    assert "as in a game for two" not in words
    assert not [key for key in content.keys if key.startswith("two_players.")]  # not printed


@pytest.mark.parametrize("house", [["stacking", "jump-in"], ["jump-in"]])
def test_low_a_the_victims_jump_in_is_said_in_full(house):
    words = text(compose(house=house), "turn")
    assert "The player a draw card hits may jump in too: playing its exact twin" in words
    assert "This holds for" not in words


def test_low_b_the_clear_answer_names_the_mirror_reverse_exception():
    words = text(compose(house=["reverse-reflects"]), "clear_answers")
    assert (
        "whoever it hits draws, even when holding a draw card too, unless they send it back "
        "with a Reverse of the colour in play (see “Mirror Reverse”)."
    ) in words
    jumped = text(compose(house=["reverse-reflects", "jump-in"]), "clear_answers")
    assert "except by jumping in with an exact twin" in jumped and "unless they send" in jumped
    plain = text(compose(), "clear_answers")
    assert "whoever it hits draws, even when holding a draw card too." in plain


@pytest.mark.parametrize(
    ("house", "key"),
    [
        (["no-stack-defence", "jump-in"], "turn.jump_in.twin_answer.pass_on"),
        (["reverse-reflects", "jump-in"], "turn.jump_in.twin_answer.reflect"),
    ],
)
def test_review6_m1_a_jumped_in_twin_draw_card_may_still_be_answered(house, key):
    """Review 6, medium: with pass it on (or the mirror Reverse), "the player after you
    draws 2 cards" read as if the twin had to be drawn; it may be answered as any draw card."""
    content = compose("classic-108", "official", house)
    assert key in content.keys
    plain = compose("classic-108", "official", ["jump-in"])
    assert not any(k.startswith("turn.jump_in.twin_answer") for k in plain.keys)
