"""The seventh rules review's last two lows (session 5): every house rule in force has a
line of its own in "The rules at a glance", and shrinking hands says what a Skip or Reverse
does when it empties a hand and when exactly the round ends, as the engine plays it. Each
test failed before the fix."""

from __future__ import annotations

from functools import cache

import pytest
import yaml

from deckgen.resources import rulesets_dir
from deckgen.text.catalog import load_catalog

from .booklet_helpers import compose, lines
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario
from .sampling import sample

LANGS = ("en", "de", "fr", "es", "it", "hu", "sq", "th", "ru", "pl")
HOUSE_RULES = tuple(yaml.safe_load((rulesets_dir() / "house-rules.yaml").read_text()))
# where a rule needs cards or a scoring the classic game lacks
PLAYED_ON = {"plus-ten": ("house-plus-ten", "official"), "plus-one-two": ("plus12", "penalty-101")}


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@cache
def _summary(rule: str, lang: str) -> tuple[str, ...]:
    deck_id, ruleset = PLAYED_ON.get(rule, ("classic-108", "official"))
    content = compose(deck_id, ruleset, [rule], lang)
    return tuple(_plain(line) for line in lines(content, "summary"))


@pytest.mark.parametrize(
    ("rule", "lang"),
    sample(
        [(rule, lang) for rule in HOUSE_RULES for lang in LANGS],
        lambda case: case[1] in ("en", "de", "pl", "sq", "th") or case[0] < "m",
    ),
)
def test_every_house_rule_on_has_a_summary_line_naming_it(rule, lang):
    t = load_catalog(lang)
    name = _plain(t.text(f"house.{rule}.name"))
    label = _plain(t.text("house.item_plain", name=name, text="")).rstrip()
    summary = _summary(rule, lang)
    own = [line for line in summary if line.startswith(label + " ")]
    assert len(own) == 1, (rule, lang, summary)
    # round 7: no closing "House rules: A, B" line (test_text_round7 checks it is gone)


@pytest.mark.parametrize("lang", ["en", "fr", "pl", "th"])
@pytest.mark.parametrize("rule", ["seven-o", "zero-fifty", "plus-one-two", "two-player"])
def test_a_summary_line_is_the_house_rules_list_sentence(rule, lang):
    # no second wording: a rule no summary point says has its house-rules list item
    deck_id, ruleset = PLAYED_ON.get(rule, ("classic-108", "official"))
    content = compose(deck_id, ruleset, [rule], lang)
    items = [_plain(x) for x in lines(content, "house_rules")][1:]
    own = [x for x in _summary(rule, lang) if any(i.startswith(x[:-1]) for i in items)]
    assert len(own) == 1, (items, _summary(rule, lang))


def test_a_rule_with_a_summary_point_labels_that_line_not_a_second_one():
    summary = _summary("to-the-end", "en")
    assert (
        "Play to the end: first out wins the round; the last one left with cards loses and "
        "deals next." in summary  # review 9: the loser deals
    )
    assert sum(line.startswith("Play to the end:") for line in summary) == 1
    # a rule whose summary line is a question says its own statement instead (round 6)
    shrinking = _summary("seven-rounds", "en")
    assert (
        "Shrinking hands: whoever empties their hand draws a new one with one card fewer; "
        "whoever empties their hand when their last new hand was a single card wins."
        in shrinking  # drawn, not dealt (issue 13); the last new hand, not a draw (review 10)
    )
    assert not any("Empty hand?" in line for line in _summary("seven-o", "en"))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Jusqu’au bout : le premier sorti gagne"),  # lower case after the colon, as
        ("pl", "Do samego końca: kto pierwszy"),  # the catalog's own house-rule texts
        ("de", "Bis zum Schluss: Wer zuerst raus ist"),  # German keeps the capital
    ],
)
def test_a_labelled_line_follows_the_catalogs_case_after_the_colon(lang, line):
    summary = _summary("to-the-end", lang)
    assert any(line in text for text in summary), summary


# ---- shrinking hands (seven-rounds): a Skip or Reverse as a last card --------------------


@pytest.mark.parametrize("ruleset", ["official", "lazy"])
def test_shrinking_hands_says_what_a_skip_or_reverse_does_as_a_last_card(ruleset):
    words = _plain("\n".join(lines(compose(ruleset=ruleset, house=["seven-rounds"]), "end")))
    assert "and play goes on with the next player" not in words
    assert "then the card you emptied it with works as usual" in words
    assert (
        "So a Skip that empties a hand still makes the next player miss the turn (with two "
        "players you play again at once, from your new hand), and a Reverse still turns play "
        "round. A Skip or Reverse that wins the round has no effect: the round ends the moment "
        "it is down." in words
    )
    # issue 13: the empty draw pile has a paragraph of its own, said with any deck
    assert "If there is nothing at all left to draw, emptying your hand wins the round." in words
    plain = _plain("\n".join(lines(compose(ruleset=ruleset), "end")))
    assert "A Skip or Reverse that wins the round" not in plain


def _shrinking(ruleset: str, hand_size: int):
    points = points_for(ruleset, ("seven-rounds",), "classic-108")
    assert points is not None
    return points.with_values({"hand_size": hand_size}, "test")  # 2: the next hand is the last


@pytest.mark.parametrize("ruleset", ["official", "lazy"])
def test_engine_a_skip_emptying_a_bigger_hand_acts_and_a_winning_skip_does_not(ruleset):
    # two players: P0 empties the hand with a Skip, draws the one-card hand, plays again
    # at once (P1 misses the turn) and wins with a second Skip, which skips nobody
    points = _shrinking(ruleset, 2)
    hands = [["red-skip"], ["blue-3", "blue-4"]]
    policies = [Script(plays=["red-skip", "yellow-skip"]), Script()]
    result = scenario(points, hands, policies, "red-5", draw_pile=("yellow-skip", *FILLER), turns=5)
    events = kinds(result, "play", "refill", "skip", "out")
    assert events == [
        ("play", 0, "red-skip", 0, "turn", None),
        ("refill", 0, None, 1, "", None),
        ("skip", 1, None, 0, "", None),
        ("play", 0, "yellow-skip", 0, "turn", None),
        ("out", 0, None, 0, "", None),
    ]
    assert result.finished and result.winner == 0 and result.turns == 2


def test_engine_a_reverse_emptying_a_bigger_hand_turns_play_round():
    points = _shrinking("official", 3)
    hands = [["red-reverse"], ["blue-3", "blue-4"], ["green-3", "red-4"]]
    policies = [Script(plays=["red-reverse"]), Script(), Script(plays=["red-4"])]
    result = scenario(points, hands, policies, "red-5", turns=2)
    events = kinds(result, "play", "refill")
    assert events[:3] == [
        ("play", 0, "red-reverse", 0, "turn", None),
        ("refill", 0, None, 2, "", None),
        ("play", 2, "red-4", 0, "turn", None),
    ]


def test_a_glance_line_after_a_label_lowers_a_one_letter_first_word():
    """Hungarian and Albanian native review, round 5: "Halmozás: A pluszos …" and
    "Deri në fund: I pari …" kept their capitals after the label; "UNO" keeps its own."""
    from deckgen.booklet.overview import _after_label

    assert _after_label("A pluszos lapok", "x") == "a pluszos lapok"
    assert _after_label("I pari që del", "x") == "i pari që del"
    assert _after_label("S’mund të luash", "x") == "s’mund të luash"
    assert _after_label("UNO! call it", "x") == "UNO! call it"
    assert _after_label("A pluszos", "Xy") == "A pluszos"  # German: capital after a colon
    assert _after_label("¿No puedes jugar?", "x") == "¿no puedes jugar?"  # es, round 5
