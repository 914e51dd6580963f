"""Scripted engine scenarios: each rule point value does what its docstring says.

Hands and piles are laid out by hand (tests/gamescript.py); the event log is compared
with the rule (game facts, "Standard rules"; settled points from shared/reviews/rules.md).
"""

from __future__ import annotations

import random

import pytest

from deckgen.game import Table, play_game, play_round
from deckgen.game.scoring import game_winners
from tests.gamecheck import deck, points_for
from tests.gamescript import Script, kinds, scenario

OFFICIAL = points_for("official", (), "classic-108")


def rules(*house_rules: str, ruleset: str = "official", deck_id: str = "classic-108"):
    points = points_for(ruleset, house_rules, deck_id)
    assert points is not None
    return points


# ---- Wild Draw Four challenge (rule 8, H8) -------------------------------------------------


def test_wd4_challenge_guilty_player_draws_card_stays_colour_stands_challenger_plays():
    p0 = Script(plays=["wild-draw-four"], colour="blue")
    p1 = Script(challenge=True)
    hands = [["wild-draw-four", "red-3", "blue-1"], ["blue-2", "green-4"], ["yellow-1", "yellow-2"]]
    result = scenario(OFFICIAL, hands, [p0, p1, Script()], top="red-5", turns=2)
    play = next(e for e in result.events if e.kind == "play")
    assert play.bluff and play.card.id == "wild-draw-four"
    assert kinds(result, "challenge", "penalty", "play")[1:] == [
        ("challenge", 1, None, 0, "guilty", 0),
        ("penalty", 0, None, 4, "challenge", None),
        ("play", 1, "blue-2", 0, "turn", None),  # the colour named stands, P1 plays normally
    ]
    assert next(e for e in result.events if e.player == 1 and e.kind == "play").context.top.id == (
        "wild-draw-four"  # the card stayed on the pile
    )


def test_wd4_challenge_innocent_challenger_draws_six_and_misses_the_turn():
    p0 = Script(plays=["wild-draw-four"], colour="blue")
    hands = [["wild-draw-four", "blue-1"], ["blue-2", "green-4"], ["blue-3", "yellow-2"]]
    result = scenario(OFFICIAL, hands, [p0, Script(challenge=True), Script()], "red-5", turns=3)
    assert kinds(result, "challenge", "penalty", "skip", "play")[1:] == [
        ("challenge", 1, None, 0, "innocent", 0),
        ("penalty", 1, None, 6, "challenge", None),
        ("skip", 1, None, 0, "", None),
        ("play", 2, "blue-3", 0, "turn", None),
    ]


def test_only_challengeable_draw_cards_are_challenged():
    points = rules(ruleset="plus-ten", deck_id="house-plus-ten")
    p1 = Script(challenge=True)
    hands = [["draw-ten", "red-3"], ["blue-2"], ["blue-3"]]
    result = scenario(
        points, hands, [Script(), p1, Script()], "red-5", deck_id="house-plus-ten", turns=2
    )
    assert p1.asked_challenge == 0 and not kinds(result, "challenge")
    assert ("penalty", 1, None, 10, "draw_card", None) in kinds(result)


def test_no_wd4_bluff_is_offered_when_it_cannot_be_challenged():
    points = OFFICIAL.with_values({"challenge": "none"}, "test")
    p0 = Script()
    scenario(points, [["wild-draw-four", "red-3"], ["blue-2"]], [p0, Script()], "red-5", turns=1)
    assert p0.offered_ids(0) == {"red-3", "draw"}


# ---- Stacking, pass-on, reflect -------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacking", "offered"),
    [("same", {"blue-draw-two", "draw"}), ("mixed", {"blue-draw-two", "wild-draw-four", "draw"})],
)
def test_stacking_same_versus_mixed(stacking, offered):
    points = OFFICIAL.with_values({"stacking": stacking}, "test")
    p1 = Script(plays=["blue-draw-two"])
    hands = [
        ["red-draw-two", "red-1"],
        ["blue-draw-two", "wild-draw-four", "green-3"],
        ["yellow-4"],
    ]
    result = scenario(points, hands, [Script(), p1, Script()], "red-5", turns=4)
    assert p1.offered_ids(0) == offered
    assert ("penalty", 2, None, 4, "draw_card", None) in kinds(result)
    events = kinds(result)
    skip = events.index(("skip", 2, None, 0, "", None))
    assert events[skip + 1][:2] == ("draw", 0)  # the drawer missed the turn: P0 is next


def test_pass_on_next_player_draws_only_two():
    points = rules("no-stack-defence")
    p1 = Script(plays=["green-draw-two"])
    hands = [["red-draw-two", "red-1"], ["green-draw-two", "green-3"], ["yellow-4"]]
    result = scenario(points, hands, [Script(), p1, Script()], "red-5", turns=3)
    assert ("play", 1, "green-draw-two", 0, "pass_on", None) in kinds(result)
    assert [k for k in kinds(result, "penalty")] == [("penalty", 2, None, 2, "draw_card", None)]


def test_pass_on_a_wd4_needs_a_draw_two_of_the_named_colour_and_costs_two():
    points = rules("no-stack-defence")
    p0 = Script(plays=["wild-draw-four"], colour="blue")
    p1 = Script(plays=["blue-draw-two"])
    hands = [["wild-draw-four", "green-1"], ["blue-draw-two", "green-draw-two"], ["yellow-4"]]
    result = scenario(points, hands, [p0, p1, Script()], "red-5", turns=3)
    assert p1.offered_ids(0) == {"blue-draw-two", "draw"}
    assert kinds(result, "penalty") == [("penalty", 2, None, 2, "draw_card", None)]


def test_reflect_sends_the_draw_back_and_reverses_play():
    points = rules("reverse-reflects")
    p1 = Script(plays=["red-reverse"])
    hands = [["red-draw-two", "red-1"], ["red-reverse", "green-3"], ["red-4", "yellow-4"]]
    result = scenario(points, hands, [Script(), p1, Script()], "red-5", turns=4)
    assert kinds(result, "play", "penalty", "skip") == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "red-reverse", 0, "reflect", None),
        ("penalty", 0, None, 2, "draw_card", None),
        ("skip", 0, None, 0, "", None),
        ("play", 2, "red-4", 0, "turn", None),  # to the right of P0 now
    ]


# ---- Colour ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("direction", "colour"), [(1, "yellow"), (-1, "blue")])
def test_colour_circle_moves_on_in_the_direction_of_play(direction, colour):
    points = rules("colour-circle")
    result = scenario(
        points,
        [["wild", "red-1"], ["green-2"], ["blue-3"]],
        [Script(), Script(), Script()],
        "red-5",
        direction=direction,
        turns=1,
    )
    assert kinds(result, "colour", "colour_circle") == [("colour_circle", 0, None, 0, colour, None)]


def test_free_color_choice_names_the_colour():
    result = scenario(
        OFFICIAL,
        [["wild", "red-1"], ["green-2"]],
        [Script(colour="green"), Script()],
        "red-5",
        turns=1,
    )
    assert kinds(result, "colour") == [("colour", 0, None, 0, "green", None)]


def test_blank_card_plays_as_a_wild_that_names_the_colour():
    points = rules(deck_id="classic-112-blanks")
    result = scenario(
        points,
        [["blank", "red-1"], ["green-2"]],
        [Script(colour="green"), Script()],
        "red-5",
        deck_id="classic-112-blanks",
        turns=1,
    )
    assert kinds(result, "colour") == [("colour", 0, None, 0, "green", None)]


# ---- Jump-in (H7) ---------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "drawn"), [("party", 4), ("official", 2)])
def test_jump_in_twin_draw_two_adds_with_stacking_and_cancels_without(ruleset, drawn):
    points = rules("jump-in", ruleset=ruleset)
    hands = [
        ["red-draw-two", "red-1"],
        ["green-3", "yellow-3"],
        ["red-draw-two", "blue-9"],
        ["yellow-4", "green-4"],
    ]
    policies = [Script(), Script(), Script(jump=True), Script()]
    result = scenario(points, hands, policies, "red-5", turns=3)
    assert ("play", 2, "red-draw-two", 0, "jump_in", None) in kinds(result)
    assert kinds(result, "penalty") == [("penalty", 3, None, drawn, "draw_card", None)]


def test_no_jump_in_on_a_wild_draw_four():
    points = rules("jump-in")
    policies = [Script(colour="red"), Script(jump=True), Script(jump=True)]
    hands = [["wild-draw-four", "blue-1"], ["wild-draw-four", "blue-2"], ["green-3"]]
    result = scenario(points, hands, policies, "red-5", turns=2)
    assert not [e for e in kinds(result, "play") if e[4] == "jump_in"]


# ---- Seven-o, five swaps, hand cards (M4, M7, M14) -----------------------------------------


def test_seven_as_last_card_wins_without_a_swap():
    points = rules("seven-o")
    result = scenario(
        points,
        [["red-7"], ["green-2", "green-3"], ["blue-3"]],
        [Script(), Script(), Script()],
        "red-5",
    )
    assert result.winner == 0 and not kinds(result, "swap")


def test_seven_swaps_with_the_chosen_player():
    points = rules("seven-o")
    result = scenario(
        points,
        [["red-7", "blue-1"], ["green-2", "green-3"], ["blue-3", "blue-4"]],
        [Script(target=2), Script(), Script()],
        "red-5",
        turns=1,
    )
    assert kinds(result, "swap") == [("swap", 0, None, 0, "seven", 2)]
    assert result.hand_points == (7, 5, 1)  # P0 holds P2's cards, P2 holds P0's blue 1


def test_zero_passes_every_hand_in_the_direction_of_play():
    points = rules("seven-o")
    hands = [["red-0", "blue-1"], ["green-2", "green-3"], ["blue-3", "blue-4", "blue-5"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-5", turns=1, direction=-1)
    assert result.hand_points == (5, 12, 1)  # P0 → P2, P2 → P1, P1 → P0


def test_five_swaps_one_card_each_way():
    points = rules("swap-on-five")
    hands = [["red-5", "blue-1", "blue-2"], ["green-9", "green-3"], ["blue-3"]]
    result = scenario(points, hands, [Script(target=1), Script(), Script()], "red-7", turns=1)
    assert kinds(result, "swap") == [("swap", 0, None, 0, "five", 1)]
    assert result.hand_points == (9 + 2, 1 + 3, 3)


def test_shuffle_hands_as_last_card_redeals_and_the_colour_is_named_after():
    points = rules(deck_id="classic-112")
    hands = [["shuffle-hands"], ["green-2", "green-3", "green-4"], ["blue-3", "blue-4"]]
    seen = []
    result = scenario(
        points,
        hands,
        [Script(colour="green"), Script(), Script()],
        "red-5",
        deck_id="classic-112",
        turns=1,
        watch=lambda e, state: seen.append(state),
    )
    assert result.winner is None and not kinds(result, "out")
    assert [k[0] for k in kinds(result, "shuffle_hands", "colour")] == ["shuffle_hands", "colour"]
    # dealt one at a time from P0's left: P1, P2, P0, P1, P2
    assert [len(h) for h in seen[-1].hands] == [1, 2, 2]


# ---- UNO call and table talk ----------------------------------------------------------------


def test_a_missed_uno_call_is_caught_with_the_stated_probability():
    table = Table(catch_probability=1.0, turn_cap=1)
    result = scenario(
        OFFICIAL,
        [["red-1", "red-2"], ["green-2"]],
        [Script(uno=False), Script()],
        "red-5",
        table=table,
    )
    assert kinds(result, "uno_catch", "penalty") == [
        ("uno_catch", 0, None, 0, "", None),
        ("penalty", 0, None, 2, "uno", None),
    ]


def test_silent_twos_and_hands_on_uno_are_stated_probabilities():
    points = rules("silent-two", "slap-uno")
    table = Table(silence_break_probability=1.0, turn_cap=1)
    result = scenario(
        points,
        [["red-2", "red-1"], ["green-2"], ["blue-2"]],
        [Script(), Script(), Script()],
        "red-5",
        table=table,
    )
    events = [k[0] for k in kinds(result, "silence", "uno_call", "slap")]
    assert events == ["silence", "uno_call", "slap"]
    assert sum(k[3] for k in kinds(result, "penalty")) == 4


# ---- End of round ---------------------------------------------------------------------------


def test_to_the_end_skips_finished_players_and_ranks_everyone():
    points = rules("to-the-end")
    hands = [["red-1"], ["red-2", "red-3"], ["red-4", "red-6", "red-8"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-9")
    assert result.order_out == (0, 1, 2) and result.winner == 0
    plays = kinds(result, "play")
    assert [p[1] for p in plays] == [0, 1, 2, 1]  # P0 is skipped once out
    assert result.scores == (2 + 3 + 4 + 6 + 8, 0, 0)  # hands when the winner went out


def test_to_the_end_penalty_points_charge_only_the_last_player():
    points = rules("to-the-end", ruleset="penalty-101")
    hands = [["red-1"], ["red-2", "red-3"], ["red-4", "red-6", "red-8"]]
    result = scenario(points, hands, [Script(), Script(), Script()], "red-9")
    assert result.scores == (0, 0, 6 + 8)


def test_shrinking_hands_refill_one_fewer_each_time_down_to_one():
    points = rules("seven-rounds").with_values({"hand_size": 4}, "test")
    result = play_round(
        deck("classic-108"), points, [Script(), Script()], random.Random(3), log=True
    )
    assert result.finished
    refills = {
        p: [e.count for e in result.events if e.kind == "refill" and e.player == p] for p in (0, 1)
    }
    assert refills[result.winner] == [3, 2, 1]
    assert refills[1 - result.winner] == [3, 2, 1][: len(refills[1 - result.winner])]


def test_first_out_next_player_still_draws_for_a_last_draw_two():
    result = scenario(
        OFFICIAL, [["red-draw-two"], ["green-2", "green-3"]], [Script(), Script()], "red-5"
    )
    assert result.winner == 0
    assert kinds(result, "penalty") == [("penalty", 1, None, 2, "draw_card", None)]
    assert result.scores == (2 + 3 + 6 + 6, 0)  # rule 10: the drawn cards count


# ---- Two players (rule 14) ------------------------------------------------------------------


@pytest.mark.parametrize("card", ["red-skip", "red-reverse", "red-draw-two"])
def test_two_players_skip_reverse_and_draw_two_give_another_turn(card):
    result = scenario(
        OFFICIAL,
        [[card, "red-1", "red-2"], ["green-2", "green-3"]],
        [Script(), Script()],
        "red-5",
        turns=3,
    )
    assert [p[1] for p in kinds(result, "play")][:2] == [0, 0]


# ---- Games: dealer, starter, end (rules 1, 4, 12, 13; H4, M11) -----------------------------


def test_lazy_scoring_most_points_deals_and_last_winner_starts():
    points = rules(ruleset="lazy")
    game = play_game(
        deck("classic-108"), points, [Script()] * 4, random.Random(5), rounds=4, log=True
    )
    assert game.finished and game.totals == (0, 0, 0, 0)
    for before, after in zip(game.rounds, game.rounds[1:], strict=False):
        most = max(before.hand_points)
        tied = [p for p in range(4) if before.hand_points[p] == most]
        nearest = min(tied, key=lambda p: (p - before.winner) % 4)
        assert after.dealer == nearest and after.starter == before.winner
    assert game.winners == (game.rounds[-1].winner,)


def test_standard_deal_passes_left_and_left_of_dealer_starts():
    game = play_game(deck("classic-108"), OFFICIAL, [Script()] * 3, random.Random(2))
    for before, after in zip(game.rounds, game.rounds[1:], strict=False):
        assert after.dealer == (before.dealer + 1) % 3
        assert after.starter == (after.dealer + 1) % 3


def test_penalty_points_game_ends_when_someone_reaches_or_passes_the_limit():
    points = rules(ruleset="penalty-101")
    assert game_winners(points, [100, 3, 50]) == ()
    assert game_winners(points, [101, 3, 50]) == (1,)
    assert game_winners(points, [150, 3, 3]) == (1, 2)  # a tie for fewest is shared
    game = play_game(deck("classic-108"), points, [Script()] * 3, random.Random(4))
    totals = [0, 0, 0]
    for index, round_ in enumerate(game.rounds):
        totals = [t + s for t, s in zip(totals, round_.scores, strict=True)]
        assert (max(totals) >= 101) == (index == len(game.rounds) - 1)
    assert game.winners == tuple(p for p in range(3) if totals[p] == min(totals))


def test_winner_collects_game_ends_at_the_target():
    game = play_game(deck("classic-108"), OFFICIAL, [Script()] * 4, random.Random(6))
    assert game.finished and game.winner is not None
    others = [total for p, total in enumerate(game.totals) if p != game.winner]
    assert game.totals[game.winner] >= 500 and max(others) < 500
