"""The fifth fresh rules review (session 4): its seven medium findings, as the booklet says
them and as the engine plays them. Each test failed before the fix."""

from __future__ import annotations

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario


def test_m1_a_mirror_reverse_answers_any_draw_card_and_only_by_colour():
    words = text(compose(house=["reverse-reflects"]), "draws")
    assert "A player hit by any draw card may play a Reverse" in words
    assert "a Reverse of another colour cannot send a draw back, not even on a Reverse" in words
    # the engine: P1 sends P0's Draw Two back; P0 holds only a green Reverse: draws
    points = points_for("official", ("reverse-reflects",), "classic-108")
    hands = [["red-draw-two", "green-reverse", "red-1"], ["red-reverse", "yellow-3"], ["blue-1"]]
    policies = [Script(plays=["red-draw-two"]), Script(plays=["red-reverse"]), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    assert ("penalty", 0, None, 2, "draw_card", None) in kinds(result)
    assert "green-reverse" not in policies[0].offered_ids()


def test_m2_what_may_follow_a_reverse_in_a_chain_is_said_for_each_stacking_mode():
    same = text(compose(house=["stacking", "reverse-reflects"]), "draws")
    assert "another card of the same kind as the chain's draw cards, whatever its colour" in same
    points = points_for("official", ("stacking", "reverse-reflects"), "classic-108")
    hands = [["red-draw-two", "blue-draw-two", "red-1"], ["red-reverse", "yellow-3"], ["blue-1"]]
    policies = [Script(plays=["red-draw-two", "blue-draw-two"]), Script(plays=["red-reverse"])]
    result = scenario(points, hands, [*policies, Script()], "red-5", turns=4)
    assert ("play", 0, "blue-draw-two", 0, "stack", None) in kinds(result)
    assert ("penalty", 2, None, 4, "draw_card", None) in kinds(result)


def test_m3_to_the_end_a_reverse_with_two_left_and_as_a_last_card():
    words = text(compose(house=["to-the-end", "reverse-reflects"]))
    assert "only sends it back, with two left too" in words
    assert "A Reverse played as your last card still sends a draw back, and you are out" in words
    # the engine: P1 sends P0's Draw Two back with its last card; P0 draws it
    points = points_for("official", ("to-the-end", "reverse-reflects"), "classic-108")
    hands = [["red-draw-two", "red-1", "red-2"], ["red-reverse"], ["blue-1", "blue-2"]]
    policies = [Script(plays=["red-draw-two"]), Script(plays=["red-reverse"]), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    assert [e[1] for e in kinds(result, "out")] == [1]
    assert ("penalty", 0, None, 2, "draw_card", None) in kinds(result)


def test_m4_colour_circle_never_calls_the_colour_named():
    stacked = text(compose(house=["colour-circle", "stacking"]))
    assert "the colour it named" not in stacked and "the colour it set" not in stacked
    assert "the colour the circle moved on to" in stacked  # review 10b: the circle moved it
    passed = text(compose(house=["colour-circle", "no-stack-defence"]))
    assert "of the colour named" not in passed and "of the colour now in play" in passed


def test_m5_the_victim_playing_the_twin_is_a_jump_in():
    words = text(compose(house=["jump-in"]), "turn")
    assert "playing its exact twin instead of drawing counts as a jump-in" in words
    points = points_for("official", ("jump-in",), "classic-108")
    hands = [["red-draw-two", "red-1"], ["red-draw-two", "yellow-3"], ["blue-1", "blue-2"]]
    policies = [Script(plays=["red-draw-two"]), Script(jump=True), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    assert ("play", 1, "red-draw-two", 0, "jump_in", None) in kinds(result, "play")
    assert ("penalty", 2, None, 2, "draw_card", None) in kinds(result)


def test_m6_the_slower_jump_in_goes_back_without_penalty():
    words = text(compose(house=["jump-in"]), "turn")
    assert "takes their card back into their hand with no penalty: it is not a wrong card" in words
    points = points_for("official", ("jump-in",), "classic-108")
    hands = [["red-7", "red-1"], ["red-7", "yellow-3"], ["red-7", "blue-2"]]
    policies = [Script(plays=["red-7"]), Script(jump=True), Script(jump=True)]
    result = scenario(points, hands, policies, "red-5", turns=2)
    jumps = [e for e in kinds(result, "play") if e[4] == "jump_in"]
    assert jumps == [("play", 1, "red-7", 0, "jump_in", None)]
    assert not [e for e in kinds(result, "penalty") if e[1] == 2]


def test_m7_the_uno_section_says_a_jump_in_ends_the_time_to_catch():
    content = compose(house=["jump-in"])
    assert "once anyone has jumped in, it is too late to catch you" in text(content, "uno")
    assert "too late to catch you" not in text(compose(), "uno").split("After that")[-1][30:]
