"""The engine's interface: seeds, policies, results, first card, refusals."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import deckgen.game
from deckgen.game import GreedyPolicy, RandomPolicy, Table, make_policy, play_game, play_round
from tests.gamecheck import deck, points_for
from tests.gamescript import Script, kinds, scenario

OFFICIAL = points_for("official", (), "classic-108")
CLASSIC = deck("classic-108")


def players(n: int = 4):
    return [RandomPolicy(bluff_rate=0.2), GreedyPolicy()] * (n // 2) + [RandomPolicy()] * (n % 2)


def test_same_seed_same_round_different_seed_different_round():
    party = points_for("party", (), "classic-108")
    one = play_round(CLASSIC, party, players(), random.Random(11), log=True)
    two = play_round(CLASSIC, party, players(), random.Random(11), log=True)
    three = play_round(CLASSIC, party, players(), random.Random(12), log=True)
    assert one == two
    assert one.events != three.events


def test_same_seed_same_game():
    one = play_game(CLASSIC, OFFICIAL, players(3), random.Random(1))
    assert one == play_game(CLASSIC, OFFICIAL, players(3), random.Random(1))
    assert one.finished and len(one.rounds) >= 1


def test_the_log_does_not_change_the_round():
    quiet = play_round(CLASSIC, OFFICIAL, players(), random.Random(4))
    logged = play_round(CLASSIC, OFFICIAL, players(), random.Random(4), log=True)
    assert quiet.events is None and logged.events
    assert quiet.turns == logged.turns and quiet.scores == logged.scores


def test_round_result_figures_agree_with_the_log():
    result = play_round(CLASSIC, OFFICIAL, players(), random.Random(8), log=True)
    drawn = sum(e.count for e in result.events if e.kind in ("draw", "penalty", "refill"))
    assert result.cards_drawn == drawn
    penalties = [e.count for e in result.events if e.kind == "penalty" and e.detail != "uno"]
    assert result.longest_penalty == max(penalties, default=0)


@pytest.mark.parametrize("first_card", ["act", "redraw_actions"])
def test_first_card_rules(first_card):
    points = OFFICIAL.with_values({"first_card": first_card}, "test")
    opening = Table(turn_cap=1)  # the first card is turned before the first turn
    for seed in range(150):
        result = play_round(
            CLASSIC, points, players(), random.Random(seed), table=opening, log=True
        )
        firsts = [e for e in result.events if e.kind == "first_card"]
        start = firsts[-1]
        assert start.detail == "acts" and all(e.detail == "again" for e in firsts[:-1])
        assert start.card.id != "wild-draw-four"  # rule 3: turned again
        if first_card == "redraw_actions":
            assert start.card.rank is not None


def test_first_card_draw_two_hits_the_player_left_of_the_dealer():
    for seed in range(300):
        result = play_round(CLASSIC, OFFICIAL, players(), random.Random(seed), log=True)
        first = next(e for e in result.events if e.kind == "first_card" and e.detail == "acts")
        if first.card.card_type.id == "draw_two":
            victim = (result.dealer + 1) % 4
            assert kinds(result, "penalty")[0] == ("penalty", victim, None, 2, "first_card", None)
            assert ("skip", victim, None, 0, "", None) in kinds(result)
            return
    pytest.fail("no seed turned a Draw Two first")


def test_every_round_is_cut_at_the_turn_cap_and_says_so():
    result = play_round(
        CLASSIC, OFFICIAL, players(), random.Random(1), table=Table(turn_cap=5), log=True
    )
    assert not result.finished and result.turns == 5 and result.winner is None
    assert result.events[-1].kind == "cut" and result.scores == (0, 0, 0, 0)
    game = play_game(CLASSIC, OFFICIAL, players(), random.Random(1), table=Table(turn_cap=5))
    assert not game.finished and game.winners == () and len(game.rounds) == 1


def test_greedy_plays_its_highest_point_card_and_keeps_wilds_for_last():
    policy = GreedyPolicy()
    result = scenario(
        OFFICIAL,
        [["wild", "red-3", "red-skip", "blue-5"], ["green-1"]],
        [policy, Script()],
        "red-5",
        turns=1,
    )
    assert kinds(result, "play")[0][2] == "red-skip"
    result = scenario(
        OFFICIAL,
        [["wild", "blue-4", "blue-6", "green-1"], ["green-1"]],
        [policy, Script()],
        "red-5",
        turns=1,
    )
    assert kinds(result, "play", "colour") == [
        ("play", 0, "wild", 0, "turn", None),  # nothing else fits
        ("colour", 0, None, 0, "blue", None),  # the colour it holds most of
    ]


def test_random_policy_finishes_rounds_under_the_standard_rules():
    results = [
        play_round(CLASSIC, OFFICIAL, [RandomPolicy()] * 4, random.Random(seed))
        for seed in range(20)
    ]
    assert all(r.finished for r in results)
    assert sum(r.turns for r in results) / 20 < 150


def test_make_policy_by_name():
    assert isinstance(make_policy("greedy"), GreedyPolicy)
    assert isinstance(make_policy("random"), RandomPolicy)
    with pytest.raises(ValueError, match="known: random, greedy"):
        make_policy("clever")


def test_players_outside_the_deck_or_rules_range_are_refused():
    with pytest.raises(ValueError, match=r"for 2 players only \(--players 2\)"):
        play_round(deck("two-player"), OFFICIAL, players(4), random.Random(0))
    with pytest.raises(ValueError, match="for 2 to 10 players"):
        play_round(CLASSIC, OFFICIAL, [GreedyPolicy()], random.Random(0))


def test_a_policy_answer_not_offered_is_refused():
    cheat = Script(plays=["wild"], colour="purple")
    with pytest.raises(ValueError, match="purple"):
        scenario(OFFICIAL, [["wild", "red-1"], ["green-1"]], [cheat, Script()], "red-5")


def test_two_player_house_rule_leaves_wilds_out():
    points = points_for("official", ("two-player",), "classic-108")
    states = []
    play_round(
        CLASSIC,
        points,
        players(2),
        random.Random(0),
        table=Table(turn_cap=1),
        watch=lambda e, s: states.append(s),
    )
    cards = [f for h in states[-1].hands for f in h] + list(states[-1].draw_pile)
    cards += states[-1].discard
    assert len(cards) == 108 - 6 and sum(f.card_type.wild for f in cards) == 2


def test_the_engine_imports_only_definitions_and_rules():
    package = Path(deckgen.game.__file__).parent
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 2:
                assert node.module.split(".")[0] in ("definitions", "rules"), (path, node.module)
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                assert not node.module.startswith("deckgen"), (path, node.module)


@pytest.mark.parametrize("starter", [None, 2])
def test_reverse_turned_first_the_first_players_right_neighbour_starts(starter):
    """Rule 3: the dealer plays first, to the right; with a given first player (the last
    winner under lazy scoring, H4) the player to its right starts, as the booklet says
    (``setup.first_reverse.last_winner``)."""
    for seed in range(400):
        states = []
        result = play_round(
            CLASSIC,
            OFFICIAL,
            players(),
            random.Random(seed),
            dealer=0,
            starter=starter,
            log=True,
            watch=lambda e, s: states.append(s),  # noqa: B023
        )
        events = result.events
        first = next(e for e in events if e.kind == "first_card" and e.detail == "acts")
        if first.card.card_type.id == "reverse":
            index, opener = next((i, e) for i, e in enumerate(events) if e.kind in ("play", "draw"))
            # the first player's right-hand neighbour opens (rule 3: the dealer; with
            # a given first player, the one to its right, as the booklet says)
            first_player = 1 if starter is None else starter
            assert opener.player == (first_player - 1) % 4
            if opener.card is None or opener.card.card_type.id != "reverse":
                assert states[index].direction == -1
            return
    pytest.fail("no seed turned a Reverse first")
