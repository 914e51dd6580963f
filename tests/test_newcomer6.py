"""Newcomer review (session 5) leftovers: one problem is reported once, in plain words."""

from __future__ import annotations

import pytest

from deckgen.definitions.loader import load_deck
from deckgen.errors import DefinitionError

BROKEN_TYPE = """id: c5
extends: classic-108
name: X
card_types:
  plus_one: oops
{use}
"""


@pytest.mark.parametrize(
    "use",
    ["add:\n  - {type: plus_one, copies: 1, each_color: true}", "replace: {wild: plus_one}"],
    ids=["add", "replace"],
)
def test_a_refused_card_type_is_not_reported_again_where_it_is_used(tmp_path, use):
    deck = tmp_path / "c5.yaml"
    deck.write_text(BROKEN_TYPE.format(use=use), encoding="utf-8")
    with pytest.raises(DefinitionError) as caught:
        load_deck(deck)
    lines = [line for line in str(caught.value).splitlines() if "c5.yaml:" in line]
    assert len(lines) == 1, lines
    assert "card_types.plus_one: expected a mapping of keys, found 'oops'" in lines[0]


def test_a_picture_name_that_is_no_image_says_what_would_be_valid(tmp_path):
    deck = tmp_path / "c3.yaml"
    deck.write_text(
        "id: c3\nextends: classic-108\nname: X\ncard_types:\n  plus_one:\n"
        '    label: "+1"\n    wild: false\n    image: 7\n    name: {en: Draw One}\n',
        encoding="utf-8",
    )
    with pytest.raises(DefinitionError) as caught:
        load_deck(deck)
    message = str(caught.value)
    assert "card_types.plus_one.image: expected a PNG or JPEG file name" in message
    assert "String should match" not in message
