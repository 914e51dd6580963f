"""The second fresh rules review (session 3): each item as the booklet says it and, where
the engine plays it, as the engine plays it. Every test failed before the fix.

H1 jump-in on your own card; H2 when it is too late to jump in; H3 which card of a chain
may be challenged; H4 the UNO call around a 7 or 0 swap; H5 the mirror Reverse with two
players and the plain "no answer" lines; mediums: a draw card turned first under pass-on
or the mirror Reverse, a Wild jumped in on a Wild, the "twin draw card" wording, 0 or 7
turned first, the to-the-end wording and two players left, a last draw card (counted,
lazy, to the end), catching UNO during a silence, slap ties, drawing until it fits and a
Wild Draw Four, the pass-it-on summary and agree box.
"""

from __future__ import annotations

import pytest

from deckgen.text.catalog import available_languages

from .booklet_helpers import compose, lines, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario


def rules(*house_rules: str, ruleset: str = "official"):
    points = points_for(ruleset, house_rules, "classic-108")
    assert points is not None
    return points


# ---- H1, H2: jump-in ------------------------------------------------------------------------


def test_h1_nobody_jumps_in_on_their_own_card_text_and_play():
    turn = text(compose(house=["jump-in"]), "turn")
    assert "This counts as your turn" in turn
    assert "or on a card they played themselves" in turn
    assert "You may jump in on your own card" not in turn
    clear = text(compose(house=["jump-in"]), "clear_answers")
    assert "Nobody jumps in on a card they played themselves." in clear
    # the engine: P0 plays a red 3 while holding its twin and always wants to jump in
    hands = [["red-3", "red-3", "blue-1"], ["green-2", "green-4"], ["yellow-1", "yellow-2"]]
    policies = [Script(plays=["red-3"], jump=True), Script(), Script()]
    result = scenario(rules("jump-in"), hands, policies, "red-5", turns=2)
    assert not [e for e in kinds(result, "play") if e[4] == "jump_in"]


def test_h1_stacking_pair_no_longer_says_a_jump_in_is_not_a_turn():
    content = compose(house=["jump-in", "stacking"])
    words = text(content)
    assert "A jump-in is not a turn" not in words
    # review 8: the Jump in section names the deck's twin (a Draw Two); the pair points there
    assert "A twin Draw Two jumped in adds to the chain" in words
    assert "such as a Draw Two" not in words


class LateJumper(Script):
    """Jumps in only once no draw is pending (after the cards of a draw card were drawn)."""

    def jump_in(self, view, card) -> bool:
        return view.pending == 0


def test_h2_too_late_to_jump_in_once_the_cards_are_drawn_text_and_play():
    turn = text(compose(house=["jump-in"]), "turn")
    late = "if that player must draw because of a draw card, it is too late once they have drawn"
    assert late in turn  # review 15: said plainly, no bracket
    assert "starts a new draw" not in turn
    hands = [
        ["red-draw-two", "red-1"],
        ["green-3", "yellow-3"],
        ["red-draw-two", "blue-9"],
        ["yellow-4", "green-4"],
    ]
    policies = [Script(), Script(), LateJumper(), Script()]
    result = scenario(rules("jump-in"), hands, policies, "red-5", turns=3)
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)
    assert not [e for e in kinds(result, "play") if e[4] == "jump_in"]


def test_wild_jumped_in_on_a_wild_names_the_colour_unless_the_circle_moves_it():
    assert "Whoever jumps in with a Wild names the colour." in text(compose(house=["jump-in"]))
    circle = compose(house=["jump-in", "colour-circle"])
    assert "turn.jump_in.wild_free" not in circle.keys
    assert "pair.jump-in+colour-circle" in circle.keys


# ---- H3: the challenge in a chain -------------------------------------------------------------


@pytest.mark.parametrize("house", [["stacking"], ["no-stack-defence"]])
def test_h3_only_the_last_card_of_a_chain_can_be_challenged(house):
    content = compose(house=house)
    assert "wild.challenge.chain_last" in content.keys
    assert "Only the last card of a chain of draw cards (see “" in text(content, "wilds")
    assert "wild.challenge.chain_last" not in compose().keys


def test_h3_a_wild_draw_four_answered_by_stacking_can_no_longer_be_challenged():
    # P0: Wild Draw Four on P1; P1 stacks its own; P2, hit by the chain, wants to challenge:
    # only P1's card is open to it (P1 held no blue, so the challenge fails: 8 + 2)
    points = rules("stacking")
    p0 = Script(plays=["wild-draw-four"], colour="blue")
    p1 = Script(plays=["wild-draw-four"], colour="green")
    p2 = Script(challenge=True)
    hands = [["wild-draw-four", "red-1"], ["wild-draw-four", "red-2"], ["yellow-1", "yellow-2"]]
    result = scenario(points, hands, [p0, p1, p2], "red-5", turns=3)
    assert p1.asked_challenge == 1  # P1 could have challenged P0's card, and answered instead
    assert kinds(result, "challenge") == [("challenge", 2, None, 0, "innocent", 1)]
    assert ("penalty", 2, None, 10, "challenge", None) in kinds(result)


# ---- H4: seven-o and the UNO call -------------------------------------------------------------


def test_h4_the_uno_call_comes_after_the_swap_text_and_play():
    turn = text(compose(house=["seven-o"]), "turn")
    assert "The UNO call comes after the swap" in turn
    assert "needs a call from you only if it leaves you with a single card" in turn
    # P0 plays a 7 as the next-to-last card and swaps with P1: P1 now holds one card and
    # must call; P0, holding P1's three cards, calls nothing
    hands = [["red-7", "blue-1"], ["green-2", "green-3", "green-4"], ["yellow-1", "yellow-2"]]
    result = scenario(rules("seven-o"), hands, [Script(target=1), Script(), Script()], "red-5")
    calls = [e[1] for e in kinds(result, "uno_call")]
    assert calls[:1] == [1]


def test_m_a_zero_or_seven_turned_first_swaps_nothing():
    clear = text(compose(house=["seven-o"]), "clear_answers")
    assert "turned over as the first card of the round swaps nothing either" in clear


# ---- H5: the mirror Reverse -------------------------------------------------------------------


def test_h5_mirror_reverse_for_two_does_not_also_skip_text_and_play():
    content = compose(house=["reverse-reflects"])
    two = text(content, "two_players")
    assert "does not also work as a Skip" in two
    hands = [["red-draw-two", "red-1", "red-2"], ["red-reverse", "green-3", "green-4"]]
    result = scenario(rules("reverse-reflects"), hands, [Script(), Script()], "red-5", turns=3)
    assert kinds(result, "play", "penalty")[:3] == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "red-reverse", 0, "reflect", None),
        ("penalty", 0, None, 2, "draw_card", None),
    ]
    assert ("skip", 0, None, 0, "", None) in kinds(result)  # P0 drew and lost the turn: P1 plays


@pytest.mark.parametrize("lang", available_languages())
def test_h5_no_answer_lines_name_the_mirror_reverse(lang):
    # review 6 (low b): the clear answer names the Reverse in its own sentence
    content = compose(house=["reverse-reflects"], lang=lang)
    assert {"draws.stacking.reflect", "clear.stacking.none_reflect"} <= set(content.keys)
    plain = compose(lang=lang)
    assert not {"draws.stacking.reflect", "clear.stacking.none_reflect"} & set(plain.keys)


def test_first_draw_card_cannot_be_answered_under_pass_on_or_reflect():
    for house in (["no-stack-defence"], ["reverse-reflects"], ["stacking"]):
        words = text(compose(house=house), "setup")
        assert "A draw card turned over first cannot be answered or challenged" in words
    assert "setup.first_no_answer" not in compose().keys


# ---- End of round -----------------------------------------------------------------------------


def test_to_the_end_players_out_are_passed_by_and_two_left_play_as_two():
    end = text(compose(house=["to-the-end"]), "end")
    assert "play passes them by (a Skip makes the next player still in miss a turn)" in end
    assert "they are skipped" not in end
    assert "When only two players are left holding cards, a Reverse works like a Skip" in end


@pytest.mark.parametrize(
    ("ruleset", "house", "keys"),
    [
        ("official", [], {"end.last_draw.counted"}),
        ("lazy", [], {"end.last_draw.uncounted", "end.last_draw.dealer"}),  # review 7
        # review 6 (M1, M5): no answer without a chain; the challenge said on its own
        (
            "official",
            ["to-the-end"],
            {"end.last_draw.to_the_end.off", "end.last_draw.challenge"},
        ),
    ],
)
def test_a_last_draw_card_is_explained_for_the_scoring_in_force(ruleset, house, keys):
    content = compose(ruleset=ruleset, house=house)
    found = {k for k in content.keys if k.startswith("end.last_draw")}
    assert found == keys


def test_to_the_end_winner_collects_counts_the_hands_when_the_first_goes_out():
    words = text(compose(house=["to-the-end"]), "scoring")
    # review 9 (session 7): a winning draw card is counted once its cards are drawn
    assert "wait until the drawing is over, a failed challenge included" in words  # review 16, F6
    # the engine: P0 goes out on a Draw Two; the points counted are the others' hands once
    # P1 has drawn the two cards (green-6, yellow-6 from the top of the draw pile)
    hands = [["red-draw-two"], ["green-2", "green-3"], ["yellow-1", "yellow-2"]]
    result = scenario(rules("to-the-end"), hands, [Script(), Script(), Script()], "red-5")
    collect = next(e for e in result.events if e.kind == "collect" and e.player == 0)
    assert collect.count == 2 + 3 + 1 + 2 + 6 + 6


# ---- Table talk, drawing, summaries -----------------------------------------------------------


def test_catching_a_missing_uno_does_not_break_the_silence():
    words = text(compose(house=["silent-two"]))
    assert "catching a missing UNO" in words


def test_hands_on_uno_says_who_settles_a_tie():
    words = text(compose(house=["slap-uno"]), "uno")
    assert "if it is too close to call, the player who called UNO decides" in words


def test_draw_until_it_fits_keeps_drawing_past_a_restricted_wild_draw_four():
    words = text(compose(house=["draw-to-match"]), "turn")
    assert "A Wild Draw Four you draw does not fit while you hold a card of the colour" in words
    # the engine: P0 holds yellow under yellow, draws by choice: a Wild Draw Four, then on
    hands = [["yellow-1", "green-9"], ["green-2", "green-3"]]
    pile = ["wild-draw-four", "red-1", "yellow-5"]
    result = scenario(
        rules("draw-to-match"),
        hands,
        [Script(plays=["draw"]), Script()],
        "yellow-7",
        colour="yellow",
        draw_pile=pile,
        turns=1,
    )
    first = kinds(result, "play")
    assert first and first[0][2] == "yellow-5"


def test_pass_on_summary_and_agree_box_say_draws_can_be_passed_on():
    content = compose(house=["no-stack-defence"])
    assert {"summary.pass_on", "agree.stacking.pass_on"} <= set(content.keys)
    assert "agree.stacking.none" not in content.keys
    assert "Draw cards do not add up, but may be passed on." in lines(content)


def test_house_rules_for_three_or_more_say_so_in_the_list():
    words = text(compose(house=["slap-uno", "to-the-end", "jump-in"]), "house_rules")
    assert words.count("(For 3 or more players.)") == 2
    assert "Jump in: an exact twin of the top card may be played out of turn. See" in words
