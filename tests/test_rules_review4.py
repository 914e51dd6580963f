"""The fourth fresh rules review (session 3): its two high findings, as the booklet says
them and as the engine plays them. Both tests failed before the fix."""

from __future__ import annotations

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario


def test_h1_a_chain_sent_back_twice_goes_to_whoever_passed_it_on():
    words = text(compose(house=["stacking", "reverse-reflects"]), "house_rules")
    assert "goes back to the player who passed it on to them" in words
    assert "the player who played the last draw card" not in words
    # the engine: P0's Draw Two hits P1, P1 sends it back, P0 sends it back again: P1 draws
    points = points_for("official", ("stacking", "reverse-reflects"), "classic-108")
    hands = [
        ["red-draw-two", "red-reverse", "red-1"],
        ["red-reverse", "green-3", "green-4"],
        ["yellow-1", "yellow-2", "yellow-3"],
    ]
    policies = [
        Script(plays=["red-draw-two", "red-reverse"]),
        Script(plays=["red-reverse"]),
        Script(),
    ]
    result = scenario(points, hands, policies, "red-5", turns=4)
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)


def test_h2_shrinking_hands_are_won_after_the_last_one_card_deal_whatever_was_swapped():
    content = compose(house=["seven-o", "seven-rounds"])
    words = text(content)
    assert "a player whose last new hand was a single card empties their hand" in words
    assert "You win when you empty your hand after your last new hand was a single card" in words
    assert "puts down the last card of a one-card hand" not in words


def test_m5_you_may_draw_by_choice_comes_right_after_how_you_draw():
    turn = text(compose(house=["draw-to-match"]), "turn").splitlines()
    at = next(i for i, line in enumerate(turn) if line.startswith("If you cannot play, draw"))
    assert turn[at + 1] == "You may also draw like this when you hold a card that fits."
