"""Every shipped deck: exact composition per type and colour, points, extends and backs."""

from __future__ import annotations

from collections import Counter

import pytest

from deckgen import load_deck, shipped_deck_ids
from deckgen.definitions.resolve import find_parent
from deckgen.resources import decks_dir

from .conftest import DATA

COLOURS = ("red", "yellow", "green", "blue")
CLASSIC_COLOURED = {"number": 19, "skip": 2, "reverse": 2, "draw_two": 2}


def _counts(deck) -> Counter:
    return Counter((face.card_type.id, face.color) for face in deck.cards())


def _expected(wilds: dict[str, int]) -> Counter:
    expected = Counter()
    for colour in COLOURS:
        for type_id, count in CLASSIC_COLOURED.items():
            expected[(type_id, colour)] = count
    for type_id, count in wilds.items():
        expected[(type_id, None)] = count
    return expected


CLASSIC_WILDS = {"wild": 4, "wild_draw_four": 4}
SHIPPED = {
    "classic-108": (108, CLASSIC_WILDS, 1240),
    "classic-112-blanks": (112, {**CLASSIC_WILDS, "blank": 4}, 1440),
    "classic-112": (112, {**CLASSIC_WILDS, "shuffle_hands": 1, "customizable": 3}, 1440),
    "house-plus-ten": (112, {**CLASSIC_WILDS, "draw_ten": 4}, 1440),
    "two-player": (102, {"wild": 1, "wild_draw_four": 1}, 940),
}


def test_every_shipped_deck_is_pinned():
    assert shipped_deck_ids() == sorted(SHIPPED)


@pytest.mark.parametrize("deck_id", sorted(SHIPPED))
def test_shipped_deck_composition(deck_id):
    total, wilds, points = SHIPPED[deck_id]
    deck = load_deck(deck_id)
    assert deck.id == deck_id
    assert deck.total_cards == total
    assert _counts(deck) == _expected(wilds)
    assert deck.total_points == points
    assert deck.colors == COLOURS
    # one 0 and two each of 1-9 per colour, in every deck
    ranks = Counter((face.color, face.rank) for face in deck.cards() if face.rank is not None)
    assert all(ranks[(c, 0)] == 1 for c in COLOURS)
    assert all(ranks[(c, r)] == 2 for c in COLOURS for r in range(1, 10))


@pytest.mark.parametrize("deck_id", sorted(SHIPPED))
def test_shipped_decks_share_the_classic_back(deck_id):
    assert load_deck(deck_id).back_text == load_deck("classic-108").back_text == "Classic deck"


def test_house_plus_ten_draw_ten_is_declared_by_the_deck():
    deck = load_deck("house-plus-ten")
    draw_ten = next(f.card_type for f in deck.unique_faces() if f.card_type.id == "draw_ten")
    assert draw_ten.label == "+10"
    assert draw_ten.wild and draw_ten.points == 50 and draw_ten.symbol == "wild"
    assert (draw_ten.effect.draw, draw_ten.effect.skip_turn) == (10, True)
    assert draw_ten.effect.choose_colour
    names = dict(draw_ten.names)
    from deckgen.resources import rulesets_dir

    booklet_langs = {path.stem for path in (rulesets_dir() / "lang").glob("*.yaml")}
    assert set(names) == set(dict(draw_ten.rule_texts)) == booklet_langs  # speaks them all
    assert draw_ten.name_in("hu") == "Színválasztó + húzz tízet"
    assert draw_ten.name_in("xx") == "Wild Draw Ten"  # falls back to English
    assert "ten cards" in draw_ten.rule_text_in("en")
    assert not any(f.card_type.id == "blank" for f in deck.unique_faces())


def test_classic_112_new_wilds_and_unpriced_points():
    deck = load_deck("classic-112")
    by_id = {f.card_type.id: f for f in deck.unique_faces()}
    assert by_id["shuffle_hands"].card_type.effect.hands == "shuffle"
    assert by_id["customizable"].card_type.wild
    # the rule sheets price neither: the documented default of 50
    assert by_id["shuffle_hands"].points == by_id["customizable"].points == 50


def test_two_player_file_says_what_and_why():
    text = (decks_dir() / "two-player.yaml").read_text(encoding="utf-8")
    assert "one Wild and one Wild Draw Four" in text and "Why:" in text


@pytest.mark.parametrize("deck_id", sorted(SHIPPED))
def test_shipped_files_carry_the_schema_modeline(deck_id):
    first = (decks_dir() / f"{deck_id}.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../deck.schema.json"
    assert (decks_dir() / "../deck.schema.json").resolve().is_file()


def test_extends_chain_by_path_then_sibling_id():
    deck = load_deck(DATA / "chain" / "top.yaml")
    counts = _counts(deck)
    # base: numbers 1-2 ×2 in red/blue, a red skip, 2 swap, 3 blank; middle: blank → wild;
    # top: adds green, drops skip, adds a reverse per colour
    assert counts == Counter(
        {
            ("number", "red"): 4,
            ("number", "blue"): 4,
            ("number", "green"): 4,
            ("swap", None): 2,
            ("wild", None): 3,
            ("reverse", "red"): 1,
            ("reverse", "blue"): 1,
            ("reverse", "green"): 1,
        }
    )
    swap = next(f.card_type for f in deck.unique_faces() if f.card_type.id == "swap")
    assert swap.points == 40 and swap.effect.hands == "swap"
    assert deck.back_text == "Middle back"  # inherited from the parent
    assert deck.extends == "middle"


def test_find_parent_prefers_a_sibling_then_shipped(tmp_path):
    (tmp_path / "classic-108.yaml").write_text("x: 1\n")
    assert find_parent(tmp_path / "child.yaml", "classic-108") == tmp_path / "classic-108.yaml"
    assert find_parent(tmp_path / "child.yaml", "two-player") == decks_dir() / "two-player.yaml"
    assert find_parent(tmp_path / "child.yaml", "nothing.yaml") is None


def test_every_shipped_deck_is_named_in_every_booklet_language():
    from deckgen.resources import rulesets_dir

    langs = {path.stem for path in (rulesets_dir() / "lang").glob("*.yaml")} - {"en"}
    for deck_id in shipped_deck_ids():
        deck = load_deck(deck_id)
        assert set(dict(deck.names)) == langs, deck_id
    assert load_deck("classic-108").name_in("ru") == "Классическая колода"
    assert load_deck("classic-108").name_in("xx") == "Classic deck"
