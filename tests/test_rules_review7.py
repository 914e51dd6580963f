"""The seventh fresh rules review (session 5), part A: six low findings about house-rule
texts, in every language, and where a rule has engine behaviour, the engine agreeing. Each
test failed before the fix."""

from __future__ import annotations

import random

import pytest

from deckgen.game import play_game
from deckgen.game.policies import make_policy
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import deck, points_for
from .gamescript import Script, kinds, scenario

LANGS = available_languages()
SLAPPED = "settling who slapped last"


def said(lang: str, key: str, **values: object) -> str:
    """A catalog text as :func:`text` gives the booklet (no-break spaces as spaces)."""
    return load_catalog(lang).text(key, **values).replace("\u00a0", " ")


# -- 1. silent twos: one list of allowed words, slapping only with Hands on UNO ------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slap", [False, True])
def test_silent_twos_list_the_same_allowed_words_in_both_places(lang, slap):
    house = ["silent-two", "slap-uno"] if slap else ["silent-two"]
    content = compose(house=house, lang=lang)
    words = said(lang, f"turn.silent_words.{'on' if slap else 'off'}")
    assert words in text(content, "turn")
    assert words in text(content, "clear_answers")
    other = said(lang, f"turn.silent_words.{'off' if slap else 'on'}")
    assert other not in text(content)


def test_silent_twos_mention_slapping_only_with_hands_on_uno():
    assert SLAPPED not in text(compose(house=["silent-two"]))
    both = text(compose(house=["silent-two", "slap-uno"]))
    assert both.count(SLAPPED) == 2  # "Your turn" and "Clear answers"


# -- 2. play to the end: the last one left loses and deals the next round (review 9) -----------
@pytest.mark.parametrize("lang", LANGS)
def test_play_to_the_end_says_the_loser_deals(lang):
    english = text(compose(house=["to-the-end"]), "goal") + text(compose(house=["to-the-end"]))
    assert "that player loses the round and deals the next one" in english
    content = compose(house=["to-the-end"], lang=lang)
    assert said(lang, "goal.end.to_the_end") in text(content, "goal")
    assert "goal.end.to_the_end" in content.keys


def test_play_to_the_end_the_last_one_left_deals_under_lazy_scoring():
    words = text(compose("classic-108", "lazy", ["to-the-end"]))
    assert "the last player left holding cards deals the next one" in words
    assert "then the round is over" not in words
    assert "that player loses the round and deals the next one" in words
    # the engine: the last player left holds every point, so they deal the next round
    points = points_for("lazy", ("to-the-end",), "classic-108")
    game = play_game(
        deck("classic-108"), points, [make_policy("greedy") for _ in range(3)],
        random.Random(3), rounds=2,
    )  # fmt: skip
    first, second = game.rounds[0], game.rounds[1]
    assert second.dealer == first.order_out[-1]


# -- 3. lazy scoring: drawn cards count for the dealer; the game ends after agreed rounds ---------
def test_lazy_says_drawn_cards_count_for_the_next_dealer_and_the_engine_counts_them():
    words = text(compose("classic-108", "lazy"), "end")
    assert "Those cards count too when the points left in hand decide who deals next." in words
    points = points_for("lazy", (), "classic-108")
    hands = [["red-draw-two"], ["green-1", "green-2"], ["yellow-1", "yellow-2"]]
    result = scenario(points, hands, [Script(plays=["red-draw-two"]), Script(), Script()], "red-5")
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)
    assert len([e for e in kinds(result, "draw") if e[1] == 1]) <= 1
    assert result.hand_points[1] > 3  # green 1 + green 2 and the two cards drawn


@pytest.mark.parametrize("lang", LANGS)
def test_lazy_says_when_the_game_ends(lang):
    content = compose("classic-108", "lazy", lang=lang)
    assert said(lang, "scoring.end.lazy") in text(content, "scoring")
    assert "scoring.end.lazy" in content.keys and "agree.scoring.lazy" in content.keys


def test_lazy_game_ends_after_the_agreed_rounds_and_the_last_winner_wins():
    words = text(compose("classic-108", "lazy"))
    assert "Agree before you start how many rounds you play" in words
    assert "The game ends after the number of rounds you agreed on" in words
    points = points_for("lazy", (), "classic-108")
    policies = [make_policy("greedy") for _ in range(3)]
    game = play_game(deck("classic-108"), points, policies, random.Random(1), rounds=3)
    assert len(game.rounds) == 3 and game.winners == (game.rounds[-1].winner,)


def test_lazy_house_item_points_to_the_section_that_says_it():
    words = text(compose(house=["lazy-scoring"]), "house_rules")
    item = next(line for line in words.split("\n") if line.startswith("Lazy scoring"))
    assert "the points left in hand only decide who deals next" in item  # without play to the end
    assert item.endswith("See “Scoring”.")
    assert "decide who deals next" in text(compose(house=["lazy-scoring"]), "scoring")


# -- 4. stacking: a draw card turned over first is settled once ------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_first_draw_card_not_answered_is_said_once(lang):
    content = compose(house=["stacking"], lang=lang)
    assert "setup.first_no_answer" in content.keys
    rules = said(lang, "draws.stacking.rules")
    assert rules in text(content, "draws")
    english = text(compose(house=["stacking"]))
    assert english.count("turned over") == 1 and "turned over first cannot be answered" in english


# -- 5. jump in: "too late" counts a jump-in; review 8: said once, in "Calling UNO" --------------
@pytest.mark.parametrize("lang", LANGS)
def test_too_late_in_clear_answers_counts_a_jump_in(lang):
    jump = compose(house=["jump-in"], lang=lang)
    assert said(lang, "uno.jump_in") in text(jump, "uno")
    assert said(lang, "clear.uno.plain") not in text(jump)  # no "too late" without jump-ins
    assert said(lang, "clear.uno.plain") in text(compose(lang=lang), "clear_answers")


def test_too_late_counts_a_jump_in_in_english_as_the_engine_plays_it():
    english = text(compose(house=["jump-in"]), "uno")
    assert "once anyone has jumped in, it is too late to catch you." in english
    points = points_for("official", ("jump-in",), "classic-108")
    # P0 plays red 3 without calling UNO; P2 jumps in with the twin before P1 moves
    hands = [["red-3", "blue-9"], ["green-1", "green-2"], ["red-3", "yellow-1", "yellow-2"]]
    policies = [Script(plays=["red-3"], uno=False), Script(), Script(jump=True)]
    result = scenario(points, hands, policies, "red-5", turns=2)
    assert ("play", 2, "red-3", 0, "jump_in", None) in kinds(result, "play")
    assert not kinds(result, "uno_catch")


# -- 6. the challenge refers chains to stacking; draw cards say they may be answered ---------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("house", ["stacking", "no-stack-defence", "reverse-reflects"])
def test_chains_point_to_the_rule_that_explains_them(lang, house):
    name = load_catalog(lang).text(f"house.{house}.name")
    content = compose(house=[house], lang=lang)
    answered = said(lang, "action.answered", rule=name)
    assert answered in text(content, "actions") and answered in text(content, "wilds")
    if house != "reverse-reflects":  # the mirror Reverse makes no chain to challenge
        challenge = said(lang, "wild.challenge.chain_last", rule=name)
        assert challenge in text(content, "wilds")
    assert "action.answered" not in compose(lang=lang).keys


def test_stacked_draw_card_texts_in_english():
    content = compose(house=["stacking"])
    expected = "misses the turn. That player may answer it instead of drawing (see “Stacking”)."
    assert expected in text(content, "actions") and expected in text(content, "wilds")
    assert "Only the last card of a chain of draw cards (see “Stacking”)" in text(content)
    assert "may answer it instead" not in text(compose())
