"""Issue 13, rules review 16 (session 10): a fresh reviewer's findings, booklet and engine.

1. Stacking: a Wild Draw Four played as an answer while its player holds the colour in
   play is not a "wrong card" (nobody can see that colour): it stays, and only the player
   it hits may challenge it (caught: its player draws the whole total). With stacking by
   kind alone (no Reverse sending draws back) the wrong card is "of another kind" only.
3. Jump-in + the two-player rule on a deck with Wild twins: with two, one Wild is left, so
   nobody jumps in with a black card; with more, Wild on Wild stays.
4. Jump-in on a deck for two only: two players never jump in at the same moment.
"""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, plain, said, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario
from .sampling import sample_of

LANGS = available_languages()
# the suite reads four languages, every one with DECKGEN_FULL_MATRIX=1 (benchmarks/full_matrices.py)
SAMPLED_LANGS = sample_of(LANGS, ("en", "de", "ru", "th"))


@cache
def _booklet(deck_id: str, house: tuple[str, ...], lang: str) -> str:
    return plain(text(compose(deck_id, house=house, lang=lang)))


def _has_sentence(words: str, lang: str, key: str, n: int | None = None) -> bool:
    """Whether the booklet holds the text of ``key`` (``{card}`` filled by the deck, so
    each part around it is looked for)."""
    parts = said(lang, key, n, card="\x00", extra=2).split("\x00")
    return all(part.strip(' „“”«»"') in words for part in parts if len(part.strip()) > 3)


# ---- 1. stacking: an answering Wild Draw Four is challenged, not a wrong card ---------------


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_stacking_answer_against_the_colour_is_challenged_not_a_wrong_card(lang):
    words = _booklet("classic-108", ("stacking",), lang)
    assert _has_sentence(words, lang, "draws.stacking.not_wrong"), lang
    assert _has_sentence(words, lang, "draws.wrong_answer.kind", 2), lang
    # "the wrong kind or the wrong colour": no colour the table can see decides here
    assert said(lang, "draws.wrong_answer.total", 2) not in words, lang


@pytest.mark.parametrize("lang", SAMPLED_LANGS[:2])
def test_stacking_with_a_reflecting_reverse_keeps_the_wrong_colour(lang):
    # a Reverse of the wrong colour is a wrong colour everyone sees: the sentence stays
    words = _booklet("classic-108", ("stacking", "reverse-reflects"), lang)
    assert said(lang, "draws.wrong_answer.total", 2) in words, lang
    assert _has_sentence(words, lang, "draws.stacking.not_wrong"), lang
    # no stacking, no chain of Wild Draw Fours answered: the sentence is not needed
    plain_words = _booklet("classic-108", ("no-stack-defence",), lang)
    assert not _has_sentence(plain_words, lang, "draws.stacking.not_wrong"), lang


def test_engine_a_stacked_wild_draw_four_against_the_colour_stays_and_is_challenged():
    # P0 plays a Wild Draw Four (blue named); P1 holds blue and answers with its own Wild
    # Draw Four; P2 challenges and catches P1, who draws the whole total (8), no +2
    points = points_for("official", ("stacking",), "classic-108")
    assert points is not None and points.stacking == "same"
    hands = [
        ["wild-draw-four", "red-3"],
        ["wild-draw-four", "blue-3", "blue-4"],
        ["green-3", "green-4", "yellow-7"],
    ]
    policies = [Script(plays=["wild-draw-four"]), Script(plays=["wild-draw-four"]), Script()]
    policies[2].challenges = True
    result = scenario(points, hands, policies, "red-5", turns=3)
    assert kinds(result, "play", "challenge", "penalty")[:4] == [
        ("play", 0, "wild-draw-four", 0, "turn", None),
        ("play", 1, "wild-draw-four", 0, "stack", None),
        ("challenge", 2, None, 0, "guilty", 1),
        ("penalty", 1, None, 8, "challenge", None),
    ]
    bluff = [e for e in result.events if e.kind == "play" and e.player == 1]
    assert bluff[0].bluff  # offered as a bluff, not refused as a wrong card


# ---- 3./4. jump-in and the deck as played with two ------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_jump_in_reads_the_deck_as_played_with_two(lang):
    both = _booklet("classic-108", ("jump-in", "two-player"), lang)
    assert said(lang, "turn.jump_in.text_keep_wilds") in both, lang
    assert said(lang, "turn.jump_in.text") not in both, lang
    alone = _booklet("classic-108", ("jump-in",), lang)
    assert said(lang, "turn.jump_in.text") in alone, lang
    # the two-player deck: one Wild, and two players never jump in at the same moment
    two = _booklet("two-player", ("jump-in",), lang)
    assert said(lang, "turn.jump_in.text_two_only") in two, lang
    assert said(lang, "turn.jump_in.text_one_wild") not in two, lang


# ---- 6./7. play to the end after a failed challenge; a late call slapped ---------------------


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_to_the_end_counts_every_card_drawn_and_a_late_call_is_slapped(lang):
    end = _booklet("classic-108", ("to-the-end",), lang)
    assert said(lang, "scoring.to_the_end.winner_collects.off_challenge") in end, lang
    assert said(lang, "scoring.to_the_end.winner_collects.off") not in end, lang
    slap = _booklet("classic-108", ("slap-uno",), lang)
    assert said(lang, "uno.slap_late") in slap, lang
    assert said(lang, "uno.slap_late") not in _booklet("classic-108", ("stacking",), lang)


def test_engine_to_the_end_counts_the_failed_challengers_cards():
    # P0 goes out on a Wild Draw Four; P1 challenges and fails: draws 4 + 2, all counted
    points = points_for("official", ("to-the-end",), "classic-108")
    assert points is not None
    hands = [["wild-draw-four"], ["green-3", "yellow-7"], ["green-4", "yellow-9"]]
    policies = [Script(plays=["wild-draw-four"]), Script(challenge=True), Script()]
    result = scenario(points, hands, policies, "red-5", turns=2)
    events = kinds(result, "challenge", "penalty", "collect")
    assert events[:2] == [
        ("challenge", 1, None, 0, "innocent", 0),
        ("penalty", 1, None, 6, "challenge", None),
    ]
    collected = events[2]
    drawn = sum(int(face.rsplit("-", 1)[1]) for face in FILLER[:6])  # the top of the draw pile
    assert collected[0] == "collect" and collected[3] == 3 + 7 + 4 + 9 + drawn


# ---- 5. twins in one hand go down one at a time ---------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED_LANGS)
def test_twins_in_one_hand_go_down_one_at_a_time(lang):
    words = _booklet("classic-108", ("jump-in",), lang)
    assert said(lang, "turn.jump_in.one_at_a_time") in words, lang
    assert said(lang, "turn.jump_in.one_at_a_time") not in _booklet("classic-108", (), lang)


def test_engine_the_player_of_a_card_never_jumps_in_on_it_with_its_twin():
    # P0 plays a red 7 holding the other red 7: nobody is asked to jump in with it
    points = points_for("official", ("jump-in",), "classic-108")
    assert points is not None and points.jump_in
    hands = [["red-7", "red-7", "green-3"], ["blue-3", "blue-4"], ["yellow-3", "yellow-4"]]
    policies = [Script(plays=["red-7"], jump=True), Script(), Script()]
    result = scenario(points, hands, policies, "red-5", turns=2)
    plays = kinds(result, "play")
    assert plays[0] == ("play", 0, "red-7", 0, "turn", None)
    assert all(p[4] != "jump_in" for p in plays), plays
