"""Native reading of the Thai booklets, round 8: one verb per house rule (the five swap
"แลก" one card, Seven-O "สลับ" whole hands), the shrinking-hands win condition as a
conditional clause (no "ชนะรอบ" left dangling after a comma-like space), and Thai deck
names that do not repeat the card count the booklet prints beside them."""

from __future__ import annotations

import pytest

from deckgen import load_deck
from deckgen.text.catalog import load_catalog
from deckgen.text.spaces import plain_spaces


@pytest.fixture(scope="module")
def th():
    return load_catalog("th")


def test_the_five_swap_pair_uses_the_five_swap_verb(th):
    # round 8: "เลข 5 ... ไม่สลับอะไร" used Seven-O's verb for the five swap's one card
    verb = "แลก"
    assert verb in th.text("house.swap-on-five.name")
    pair = th.text("pair.swap-on-five+seven-rounds")
    assert verb in pair
    assert "สลับ" not in pair


@pytest.mark.parametrize(
    "key",
    ["house.seven-rounds.text", "house.seven-rounds.glance", "summary.end.shrinking"],
)
def test_the_shrinking_win_reads_as_one_condition(th, key):
    # round 8: "ใครหมดมือ โดยไพ่ชุดใหม่ชุดล่าสุด…มีแค่ใบเดียว ชนะรอบ" left the verb dangling
    text = plain_spaces(th.text(key))
    assert "ถ้า" in text
    assert text.endswith("ก็ชนะรอบ")


@pytest.mark.parametrize("deck_id", ["classic-112", "two-player"])
def test_thai_deck_names_do_not_repeat_the_count(deck_id):
    # round 8: "“สำรับคลาสสิก 112 ใบ” (112 ใบ)"; "สำรับสำหรับ…" read as a stutter
    name = load_deck(deck_id).name_in("th")
    assert not any(ch.isdigit() for ch in name)
    assert "สำรับสำหรับ" not in name
