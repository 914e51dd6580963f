"""The deck model: composition and points of the classic deck; strict, located errors."""

from __future__ import annotations

from collections import Counter

import pytest

from deckgen import DefinitionError, load_deck


def test_classic_deck_has_108_cards_and_54_unique_faces(classic):
    assert classic.total_cards == 108
    assert len(classic.unique_faces()) == 54
    assert len(classic.cards()) == 108


def test_classic_counts_per_type_and_colour(classic):
    counts = Counter((f.card_type.id, f.color) for f in classic.cards())
    for color in ("red", "yellow", "green", "blue"):
        assert counts[("number", color)] == 19
        assert counts[("skip", color)] == 2
        assert counts[("reverse", color)] == 2
        assert counts[("draw_two", color)] == 2
    assert counts[("wild", None)] == 4
    assert counts[("wild_draw_four", None)] == 4
    zeros = [f for f in classic.cards() if f.rank == 0]
    assert len(zeros) == 4


def test_points_follow_the_rule_sheet(classic):
    points = {f.id: f.points for f in classic.unique_faces()}
    assert points["red-0"] == 0
    assert points["blue-7"] == 7
    assert points["green-skip"] == points["red-reverse"] == points["yellow-draw-two"] == 20
    assert points["wild"] == points["wild-draw-four"] == 50
    # 4 colours × (0 + 2 × 45 + 6 × 20) + 8 × 50
    assert classic.total_points == 4 * (90 + 120) + 400


def _write(tmp_path, text):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD_HEAD = "id: mine\nname: Mine\ncolors: [red, blue]\ncards:\n"


def test_unknown_key_names_file_line_and_suggests(tmp_path):
    path = _write(tmp_path, GOOD_HEAD + "  - {type: skip, copies: 2, each_colr: true}\n")
    with pytest.raises(DefinitionError) as info:
        load_deck(path)
    message = str(info.value)
    assert f"{path}:5:" in message
    assert "each_colr" in message and "did you mean 'each_color'" in message


def test_duplicate_key_is_an_error(tmp_path):
    path = _write(tmp_path, "id: a\nid: b\nname: X\ncolors: [red]\ncards: []\n")
    with pytest.raises(DefinitionError, match=r"deck.yaml:2:1: id: duplicate key"):
        load_deck(path)


def test_unknown_card_type_lists_known_types(tmp_path):
    path = _write(tmp_path, GOOD_HEAD + "  - {type: skipp, each_color: true}\n")
    with pytest.raises(DefinitionError, match="did you mean 'skip'"):
        load_deck(path)


def test_copies_must_be_a_number(tmp_path):
    path = _write(tmp_path, GOOD_HEAD + "  - {type: skip, copies: lots, each_color: true}\n")
    with pytest.raises(DefinitionError, match=r"cards\[0\]\.copies"):
        load_deck(path)


def test_broken_yaml_names_the_line(tmp_path):
    path = _write(tmp_path, GOOD_HEAD + "  - {type: skip, copies: [1\n")
    with pytest.raises(DefinitionError, match=r"deck.yaml:\d+:\d+: not valid YAML"):
        load_deck(path)


def test_missing_deck_lists_shipped_ids():
    with pytest.raises(DefinitionError, match="classic-108"):
        load_deck("no-such-deck")


def test_billion_laughs_is_refused(tmp_path):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 10)}]")
    path = _write(tmp_path, "\n".join(lines) + "\n")
    with pytest.raises(DefinitionError, match="expands to more than"):
        load_deck(path)
