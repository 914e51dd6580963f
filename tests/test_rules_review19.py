"""Rules review 17 fixed (session 11, rules19): the findings, in the booklet and the engine
(English read back word for word; the other languages sampled by key, every one with
DECKGEN_FULL_MATRIX=1).

F1. Play to the end + Wild Shuffle Hands as a player's last card: its player is dealt back
    in (not out, a share like every player still holding cards); only players who went
    out earlier get no cards. One ruling: ``end.out_shuffle`` agrees with
    ``end.last_hands`` and ``wild.hands.shuffle_notes``; the engine deals so.
F2. The UNO call comes after the new deal (``wild.hands.shuffle_uno``) or the swap
    (``wild.hands.swap_uno``), as seven-o says for 0 and 7: played as the next-to-last
    card it needs no call unless the deal leaves its player a single card.
F3. Silent twos: pointing out a wrong card (with jump-in: or a wrong jump-in) does not
    break the silence, in "Your turn" and in the clear answers (``turn.silent_wrong.*``).
F4. Jump in + silent twos: the player of the 2 jumping in ends the silence (the pair's
    sentence; the engine logs ``silence_end`` before that play).
F5. Jump in on a deck with Wild Customizable cards: an empty one is a Wild's twin, both
    ways (``turn.jump_in.custom_twin``; the engine's ``Card.twin``).
"""

from __future__ import annotations

from functools import cache

import pytest

from deckgen.game import Table
from deckgen.rules.pairs import verdict
from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, plain, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario
from .sampling import sample_of

LANGS = sample_of(available_languages(), ("en", "de", "th"))


@cache
def _booklet(deck_id: str, house: tuple[str, ...], lang: str = "en"):
    return compose(deck_id, "official", house, lang=lang)


def _said(deck_id: str, house: tuple[str, ...]) -> str:
    return plain(text(_booklet(deck_id, house)))


def _rules(*house: str, deck_id: str = "classic-108"):
    points = points_for("official", house, deck_id)
    assert points is not None
    return points


# ---- F1: Wild Shuffle Hands as the last card, play to the end ---------------------------------


def test_to_the_end_shuffle_hands_as_the_last_card_deals_its_player_back_in():
    said = _said("classic-112", ("to-the-end",))
    assert (
        "A Wild Shuffle Hands is collected and dealt among the players still holding cards, "
        "and its player is one of them even when it was their last card: they are dealt back "
        "in, are not out, and get their share like everyone else still holding cards. Only "
        "players who went out earlier get no cards and stay out."
    ) in said
    assert "dealt only among the players still holding cards" not in said
    # the general sentences say the same ruling: a new hand, the round goes on
    assert "played as the last card, it deals you a new hand, so the round goes on" in said
    assert "Played as your last card, it still deals you a new hand, so you play on." in said


def test_engine_deals_the_last_card_player_back_in_and_not_the_player_out_before():
    points = _rules("to-the-end", deck_id="classic-112")
    hands = [["red-1"], ["shuffle-hands"], ["blue-3", "blue-4", "green-5", "green-7"]]
    seen = []
    result = scenario(
        points,
        hands,
        [Script(), Script(colour="green"), Script()],
        "red-5",
        deck_id="classic-112",
        turns=2,
        watch=lambda e, state: seen.append([len(h) for h in state.hands]),
    )
    assert [k[1] for k in kinds(result, "out")] == [0]  # P0 out; P1 is not
    assert kinds(result, "shuffle_hands") == [("shuffle_hands", 1, None, 4, "", None)]
    assert seen[-1] == [0, 2, 2]  # dealt from P1's left among P2 and P1 only: P0 gets none


# ---- F2: the UNO call comes after the new deal or the swap -----------------------------------


def test_shuffle_and_swap_hands_say_the_uno_call_comes_after():
    said = _said("classic-112", ())
    assert (
        "The UNO call comes after the new deal: played as your next-to-last card, it needs "
        "no call from you. Whoever is left holding a single card after the deal calls UNO "
        "at once."
    ) in said
    swap = _said("swap-hands", ())
    assert "The UNO call comes after the swap: played as your next-to-last card" in swap


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_says_the_call_after_the_deal(lang):
    keys = _booklet("classic-112", ("to-the-end", "jump-in", "silent-two"), lang).keys
    assert {"wild.hands.shuffle_uno", "end.out_shuffle", "turn.jump_in.custom_twin"} <= set(keys)
    assert {"turn.silent_wrong.jump_in", "pair.jump-in+silent-two"} <= set(keys)


def test_engine_calls_uno_only_after_the_deal():
    points = _rules(deck_id="classic-112")
    # next-to-last card, 7 cards dealt from P1: P0 gets 2 back and calls nothing
    many = [["shuffle-hands", "red-3"], ["green-2", "green-3", "green-4"], ["blue-2", "blue-3"]]
    many[2].append("blue-4")
    three = [Script(), Script(), Script()]
    result = scenario(points, many, three, "red-5", deck_id="classic-112", turns=1)
    assert kinds(result, "shuffle_hands") and not kinds(result, "uno_call", "uno_catch")
    # 3 cards dealt from P1 among two: P0 is left with a single card and calls at once
    two = [["shuffle-hands", "red-3"], ["green-2", "green-3"]]
    result = scenario(points, two, [Script(), Script()], "red-5", deck_id="classic-112", turns=1)
    order = [k[:2] for k in kinds(result, "shuffle_hands", "uno_call")]
    assert order == [("shuffle_hands", 0), ("uno_call", 0)]


# ---- F3: pointing out a wrong card in a silence ----------------------------------------------


def test_silent_twos_allow_pointing_out_a_wrong_card_and_a_wrong_jump_in():
    alone = _said("classic-108", ("silent-two",))
    words = "pointing out a wrong card, calling UNO, naming a colour, catching a missing UNO"
    assert f"Words the rules provide for do not break it: {words}" in alone
    assert f"the words the rules provide for are allowed ({words}" in alone  # clear answers
    assert "wrong jump-in" not in alone
    jump = _said("classic-108", ("jump-in", "silent-two"))
    words = "pointing out a wrong card or a wrong jump-in, calling UNO"
    assert f"do not break it: {words}" in jump and f"are allowed ({words}" in jump


# ---- F4: the player of the 2 jumps in ---------------------------------------------------------


def test_jump_in_and_silent_twos_meet_in_one_sentence():
    found = verdict("jump-in", "silent-two")
    assert (found.kind, found.key) == ("composed", "pair.jump-in+silent-two")
    said = _said("classic-108", ("jump-in", "silent-two"))
    assert "If the player of the 2 jumps in, play has reached them: the silence ends." in said


def test_engine_ends_the_silence_when_the_player_of_the_2_jumps_in():
    points = _rules("jump-in", "silent-two")
    hands = [["red-2", "red-5", "blue-9"], ["red-5", "green-1", "green-3"], ["yellow-1"]]
    policies = [Script(plays=["red-2"], jump=True), Script(plays=["red-5"]), Script()]
    table = Table(turn_cap=4, catch_probability=0.0, silence_break_probability=0.0)
    result = scenario(points, hands, policies, "red-7", table=table)
    got = [(k[0], k[1], k[2], k[4]) for k in kinds(result, "play", "silence_end")]
    assert got[:4] == [
        ("play", 0, "red-2", "turn"),
        ("play", 1, "red-5", "turn"),
        ("silence_end", 0, None, ""),  # before the jump-in: play has reached P0
        ("play", 0, "red-5", "jump_in"),
    ]


# ---- F5: an empty Wild Customizable is a Wild's twin for jumping in ---------------------------


def test_jump_in_names_the_empty_customizable_a_twin_of_the_wild_only_where_it_is():
    said = _said("classic-112", ("jump-in",))
    assert (
        "A Wild Customizable with nothing written on it counts as a Wild for jumping in too: "
        "a Wild may be jumped in on it, and it on a Wild. A Wild Customizable that carries a "
        "rule is never jumped in with or on."
    ) in said
    assert "turn.jump_in.custom_twin" not in _booklet("classic-108", ("jump-in",)).keys


@pytest.mark.parametrize(("first", "twin"), [("wild", "customizable"), ("customizable", "wild")])
def test_engine_jumps_in_with_a_wild_on_an_empty_customizable_and_back(first, twin):
    points = _rules("jump-in", deck_id="classic-112")
    hands = [[first, "red-3"], ["green-2", "green-4"], [twin, "blue-4", "blue-6"]]
    policies = [Script(colour="blue"), Script(), Script(jump=True, colour="green")]
    table = Table(turn_cap=3, catch_probability=0.0)
    result = scenario(points, hands, policies, "red-5", deck_id="classic-112", table=table)
    plays = [(k[1], k[2], k[4]) for k in kinds(result, "play")]
    assert plays[:2] == [(0, first, "turn"), (2, twin, "jump_in")]


def test_engine_keeps_them_apart_where_the_wild_has_no_twin_of_its_own():
    """Two players keeping one Wild (house rule two-player): nobody jumps in with a black
    card, as turn.jump_in.text_keep_wilds says, not even an empty customizable on the Wild."""
    points = _rules("jump-in", "two-player", deck_id="classic-112")
    assert points.two_player_keep_wilds is not None and points.two_player_keep_wilds < 2
    hands = [["wild", "red-3"], ["customizable", "blue-4", "blue-6"]]
    table = Table(turn_cap=2, catch_probability=0.0)
    policies = [Script(colour="blue"), Script(jump=True)]
    result = scenario(points, hands, policies, "red-5", deck_id="classic-112", table=table)
    assert not [k for k in kinds(result, "play") if k[4] == "jump_in"]


# ---- review 16, left: shrinking hands print the target agreed on, not 500 alone --------------


@pytest.mark.parametrize(
    ("ruleset", "number", "agreed"),
    [("official", "500 points", "target"), ("penalty-200", "200 points", "limit")],
)
def test_shrinking_hands_say_the_agreed_target_wherever_the_target_is(ruleset, number, agreed):
    content = compose("classic-108", ruleset, ("seven-rounds",))
    said = [plain(line) for line in text(content).split("\n")]
    named = [line for line in said if number in line]
    assert len(named) == 5  # goal, end of the game, agree box, summary, score sheet
    assert all(f"{number} (or the lower {agreed} you agreed on)" in line for line in named)
    plain_keys = [k for k in content.keys if k.endswith(".winner_collects") and ".agreed." not in k]
    assert not [k for k in plain_keys if k.startswith(("goal.scoring", "summary.win"))]
    # without shrinking hands the number stands alone
    assert "(or the lower" not in text(compose("classic-108", ruleset, ()))


@pytest.mark.parametrize("lang", LANGS)
def test_shrinking_hands_agreed_target_in_every_language(lang):
    keys = set(compose("classic-108", "official", ("seven-rounds",), lang=lang).keys)
    places = ("goal.scoring", "scoring.end", "agree.scoring", "summary.win", "score_sheet.intro")
    assert {f"{place}.agreed.winner_collects" for place in places} <= keys


# ---- rules review 18 (low): a draw card added after a Reverse that sent the total back -------


def test_a_draw_card_added_after_a_reverse_goes_on_in_its_direction():
    said = _said("classic-108", ("stacking", "reverse-reflects"))
    assert (
        "A draw card added after a Reverse goes on in the direction that Reverse set: it hits "
        "the next player that way, not the player who played the Reverse."
    ) in said
    # the engine: P0 sends a Draw Two to P1, P1 sends it back with a Reverse, P0 adds a Draw
    # Two: it goes on to P3 (the next player the Reverse's way), not back to P1
    points = _rules("stacking", "reverse-reflects")
    hands = [
        ["red-draw-two", "blue-draw-two", "green-1"],
        ["red-reverse", "yellow-1", "yellow-2"],
        ["green-2", "green-3"],
        ["yellow-3", "yellow-4"],
    ]
    policies = [Script(plays=["red-draw-two", "blue-draw-two"]), Script(plays=["red-reverse"])]
    policies += [Script(), Script(plays=["draw"])]
    table = Table(turn_cap=4, catch_probability=0.0)
    result = scenario(points, hands, policies, "red-7", table=table)
    plays = [(k[1], k[2], k[4]) for k in kinds(result, "play")]
    assert plays[:3] == [
        (0, "red-draw-two", "turn"),
        (1, "red-reverse", "reflect"),
        (0, "blue-draw-two", "stack"),
    ]
    drew = [(k[1], k[3]) for k in kinds(result, "penalty")]
    assert drew[:1] == [(3, 4)], drew  # P3 draws both Draw Twos; P1 draws nothing
