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
    assert "your opponent may pass your draw card back to you with another one" in words
    assert "pass your draw card back" not in text(compose(), "two_players")
    # the engine: with two, a Draw Two goes back and forth until one of them draws
    points = points_for("official", ("no-stack-defence",), "classic-108")
    hands = [["red-draw-two", "yellow-draw-two", "red-1"], ["green-draw-two", "blue-3"]]
    plays = [Script(plays=["red-draw-two", "yellow-draw-two"]), Script(plays=["green-draw-two"])]
    result = scenario(points, hands, plays, "red-5", turns=4)
    assert ("play", 1, "green-draw-two", 0, "pass_on", None) in kinds(result)
    assert ("play", 0, "yellow-draw-two", 0, "pass_on", None) in kinds(result)
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)
