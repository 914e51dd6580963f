"""The booklet reads the rule points: each point's value says exactly its sentences; every
pair of house rules has one verdict; every language composes every shipped game."""

from __future__ import annotations

from itertools import combinations

import pytest

from deckgen import DefinitionError, RoundLength, load_ruleset
from deckgen.booklet.sentences import SENTENCES, every_key, keys_for, other_keys, states
from deckgen.rules.loader import house_rule, house_rule_ids, shipped_ruleset_ids
from deckgen.rules.pairs import all_verdicts, verdict
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, deck, lines
from .sampling import sample_of

# A deck and a ruleset on which each house rule can be played (classic-108 and the standard
# rules unless the rule needs other cards or scoring).
PLAYED_ON = {"plus-ten": ("house-plus-ten", "official"), "plus-one-two": ("plus12", "penalty-101")}
# Values no shipped file reaches, set on the points directly so every sentence is exercised.
EDGE_POINTS = [
    {"first_card": "redraw_actions"},
    {"challenge": "none"},
    {"challenge": "none", "wd4_only_without_color": False},
    {"draw_by_choice": False},
    {"draw_by_choice": False, "draw": "until_playable"},
    {"victim_loses_turn": False, "stacking": "same"},
    {"reverse_as_skip_for_two": False},
    {"two_player_keep_wilds": 0},
]


def games():
    """(id, deck, ruleset, house rules, points) for every shipped ruleset, each house rule
    alone, and the edge values."""
    for ruleset in shipped_ruleset_ids():
        deck_id = "house-plus-ten" if ruleset == "plus-ten" else "classic-108"
        yield pytest.param(deck_id, ruleset, (), None, id=ruleset)
    for rule_id in house_rule_ids():
        deck_id, ruleset = PLAYED_ON.get(rule_id, ("classic-108", "official"))
        yield pytest.param(deck_id, ruleset, (rule_id,), None, id=rule_id)
    for points in EDGE_POINTS:
        name = ",".join(f"{k}={v}" for k, v in points.items())
        yield pytest.param("classic-108", "official", (), points, id=name)


@pytest.mark.parametrize(("deck_id", "ruleset", "house", "points"), list(games()))
def test_the_booklet_says_exactly_the_sentences_of_the_points_in_force(
    deck_id, ruleset, house, points
):
    content = compose(deck_id, ruleset, house, points=points)
    rules = load_ruleset(ruleset, list(house))
    in_force = rules.points.with_values(points or {}, "test")
    keys = set(content.keys)
    for name in SENTENCES:
        said = set(keys_for(in_force, name))
        assert said <= keys, f"{name}={states(in_force)[name]}: missing {said - keys}"
        wrong = other_keys(in_force, name) & keys
        assert not wrong, f"{name}={states(in_force)[name]}: says {wrong}"


def test_every_mapped_sentence_is_in_the_english_catalog():
    english = load_catalog("en")
    missing = [key for key in every_key() if not english.has(key)]
    assert missing == []


def test_every_english_text_is_used_by_some_booklet():
    """No dead keys: a set of games covering every point value and card kind uses them all."""
    used: set[str] = set()
    cases = [(d, r, h, p) for d, r, h, p in (param.values for param in games())]
    cases += [
        ("classic-112", "official", ("colour-circle",), None),
        ("classic-112", "official", (), None),
        ("classic-112-blanks", "official", (), None),
        ("swap-hands", "official", ("colour-circle",), None),
        ("swap-hands", "official", (), None),
        ("classic-108", "official", ("two-player",), {"players_min": 3}),  # no section for two
        ("two-player", "party", (), None),
        ("draw-no-skip", "official", ("no-stack-defence",), None),
        ("house-plus-ten", "plus-ten", ("to-the-end", "reverse-reflects"), None),
        ("classic-108", "penalty-200", ("to-the-end",), None),
        ("classic-108", "lazy", ("to-the-end",), None),
        ("classic-108", "lazy", ("seven-rounds",), None),
        ("classic-108", "official", ("seven-o", "to-the-end"), None),  # review 6 M2
        ("classic-108", "official", ("stacking", "jump-in", "draw-to-match", "silent-two"), None),
        ("classic-108", "official", ("seven-o", "jump-in", "seven-rounds", "colour-circle"), None),
        ("classic-108", "official", ("silent-two", "slap-uno"), None),
        ("classic-108", "official", ("reverse-reflects", "jump-in"), None),
        ("classic-108", "official", ("no-stack-defence", "jump-in"), None),  # review 6 M1
        ("classic-108", "official", ("stacking", "reverse-reflects"), None),
        ("classic-108", "official", ("stacking", "reverse-reflects", "colour-circle"), None),
        ("classic-108", "official", ("reverse-reflects",), {"victim_loses_turn": False}),
        ("classic-108", "lazy", ("reverse-reflects",), None),  # review 8 M2
        ("plus12", "penalty-200", ("plus-one-two", "to-the-end"), None),  # review 9
        ("plus12", "penalty-200", ("plus-one-two", "seven-rounds"), None),
        ("plus12", "penalty-200", ("plus-one-two", "stacking"), None),  # review 11
        ("classic-108", "official", ("swap-on-five", "seven-rounds"), None),
        ("classic-108", "official", ("slap-uno", "to-the-end"), None),
        ("classic-108", "official", ("no-stack-defence", "reverse-reflects"), None),  # review 10
        ("classic-108", "official", ("silent-two", "to-the-end"), None),  # review 12
        ("classic-108", "official", ("reverse-reflects", "seven-rounds"), None),
        ("classic-108", "lazy", ("reverse-reflects", "seven-rounds"), None),
        ("classic-112-blanks", "official", ("two-player",), None),
        ("classic-112", "official", ("to-the-end",), None),
        ("classic-112", "official", ("seven-rounds",), None),
        ("classic-108", "official", ("silent-two", "seven-o"), None),
        ("plus12-no-draw-two", "penalty-200", ("plus-one-two",), None),
        ("classic-108", "official", ("silent-two", "slap-uno", "swap-on-five"), None),
        ("plus-ten-test", "official", (), None),  # the built-in draw_ten, not declared
        ("no-action", "official", (), None),  # newcomer 8: labelled cards without an effect
        # review 15: +10 written on the blanks; a 0 with a twin is jumped in too
        ("classic-112-blanks", "official", ("plus-ten",), None),
        ("classic-112", "plus-ten", (), None),
        ("twin-zeros", "official", ("seven-o", "jump-in"), None),
        # review 14: a twin Reverse jumped in when two are left
        ("classic-108", "official", ("jump-in", "to-the-end"), None),
        # review 15: the two-player deck's one Wild; several left with one card at once
        ("two-player", "official", ("jump-in",), None),
        ("classic-108", "official", ("seven-o", "slap-uno"), None),
        ("classic-112", "official", ("slap-uno",), None),
        # review 16: to-the-end scoring without a challenge of the last card
        ("classic-108", "official", ("to-the-end",), {"challenge": "none"}),
        # review 16: one Wild for two under the two-player rule; a deck with one Wild for many
        ("classic-108", "official", ("jump-in", "two-player"), None),
        ("one-wild", "official", ("jump-in",), None),
        # review 17: an empty Wild Customizable is a Wild's twin for jumping in
        ("classic-112", "official", ("jump-in",), None),
        # native readers 13: the silence's allowed words under the colour circle
        ("classic-108", "official", ("silent-two", "colour-circle"), None),
        ("classic-108", "official", ("silent-two", "colour-circle", "slap-uno", "seven-o"), None),
        ("classic-108", "official", ("silent-two", "colour-circle", "seven-o"), None),
        ("classic-108", "official", ("silent-two", "colour-circle", "slap-uno"), None),
    ]
    for deck_id, ruleset, house, points in cases:
        used |= set(compose(deck_id, ruleset, house, points=points).keys)
    # a draw card without its own German text: the catalog says what it does
    used |= set(compose("draw-no-skip", lang="de").keys)
    used |= set(compose(round_length=RoundLength(4, 45, 44.5, 400, 0, 0)).keys)  # --round-length
    english = load_catalog("en")
    printing = ("sheet.", "pdf.", "box.")  # print sheets, proof, box, document information
    printing += ("tts.", "calibration.")  # the Tabletop Simulator notes, the calibration sheet
    # inner quotes appear only where a quoted value holds quotes itself (a translator's title
    # with a quoted name); test_text_catalog checks them
    printing += ("booklet.inner_quote",)
    # the words kept with a quoted name after them are read by the text layer itself
    printing += ("booklet.see_words",)
    # the card names' own quotes in a list are read by the text layer itself (Catalog._names)
    printing += ("booklet.card_quote",)
    # a booklet names only its worked turn's number cards (red, yellow), as players say them
    # (turn.example.said_number); the proof sheet names every number card in its colour
    printing += ("colour_number.", "turn.example.number_card")
    # Finish on +1 or +2 without card names: 'deckgen house-rules' (no deck); a booklet
    # names the deck's wild +1 and +2 (review 12)
    printing += ("house.plus-one-two.text",)
    unused = [k for k in english.messages if k not in used and not k.startswith(printing)]
    assert unused == []


# -- pairs ------------------------------------------------------------------------------------
def test_every_pair_of_house_rules_has_exactly_one_verdict():
    ids = house_rule_ids()
    verdicts = all_verdicts()
    assert len(ids) == 17 and len(verdicts) == 136
    pairs = [frozenset((v.first, v.second)) for v in verdicts]
    assert len(set(pairs)) == len(pairs)
    assert set(pairs) == {frozenset(pair) for pair in combinations(ids, 2)}
    for v in verdicts:
        assert (v.kind == "composed") == (v.key is not None)
        assert (v.kind == "refused") == (v.reason is not None)


def test_house_rules_file_keeps_no_conflicts_of_its_own():
    for rule_id in house_rule_ids():
        refused = {
            v.second if v.first == rule_id else v.first
            for v in all_verdicts()
            if v.kind == "refused" and rule_id in (v.first, v.second)
        }
        assert set(house_rule(rule_id).conflicts) == refused


@pytest.mark.parametrize("lang", available_languages())
def test_every_composed_pair_has_its_sentence_in_every_language(lang):
    catalog = load_catalog(lang)
    for v in all_verdicts():
        if v.kind == "composed":
            assert catalog.has(v.key), f"{lang}: {v.key}"


def _game_for(a: str, b: str):
    rules = {a, b}
    if rules == {"plus-one-two", "plus-ten"}:
        return "plus12-ten", "penalty-101"
    if "plus-one-two" in rules:
        return "plus12", "penalty-101"
    if "plus-ten" in rules:
        return "house-plus-ten", "official"
    if rules == {"seven-o", "jump-in"}:  # the whole sentence needs a 0 with a twin (review 15)
        return "twin-zeros", "official"
    return "classic-108", "official"


@pytest.mark.parametrize(
    "pair", [(v.first, v.second) for v in all_verdicts()], ids=lambda p: "+".join(p)
)
def test_each_pair_plays_as_its_verdict_says(pair):
    a, b = pair
    found = verdict(a, b)
    deck_id, ruleset = _game_for(a, b)
    if found.kind == "refused":
        with pytest.raises(DefinitionError, match=r"conflict: .*" + found.reason[:20]):
            load_ruleset(ruleset, [a, b], deck=deck(deck_id))
        return
    content = compose(deck_id, ruleset, [a, b])
    if found.kind == "composed":
        assert found.key in content.keys
    else:
        assert not [k for k in content.keys if k.startswith("pair.")]


# -- every language ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "lang",
    sample_of(available_languages(), ("en", "de", "pl", "th")),  # all: full_matrices.py
)
def test_every_language_composes_every_shipped_game(lang):
    for param in games():
        deck_id, ruleset, house, points = param.values
        content = compose(deck_id, ruleset, house, lang=lang, points=points)
        english = compose(deck_id, ruleset, house, points=points)
        assert content.keys == english.keys  # the same sentences, in the same order
        assert all(line.strip() for line in lines(content))  # no sentence left empty


def test_booklet_modules_import_no_circle():
    """Regression (issue 13): booklet content and house-rule paragraphs imported each other."""
    import ast
    from pathlib import Path

    import deckgen.booklet as package

    folder = Path(package.__file__).parent
    graph: dict[str, set[str]] = {}
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                found |= {node.module} if node.module else {a.name for a in node.names}
        graph[path.stem] = found

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            if nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})):
                return True
        return False

    assert [m for m in graph if reaches(m, m, {m})] == []
