"""The sixth fresh rules review (session 4): its five medium findings, as the booklet says
them and as the engine plays them. Each test failed before the fix."""

from __future__ import annotations

import pytest

from deckgen import DefinitionError, load_ruleset


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
