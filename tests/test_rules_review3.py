"""The third fresh rules review (session 3): each item as the booklet says it and, where
the engine plays it, as the engine plays it. Every test failed before the fix."""

from __future__ import annotations

from deckgen import load_ruleset
from deckgen.text.spaces import plain_spaces

from .booklet_helpers import compose, lines, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario


def rules(*house_rules: str, ruleset: str = "official"):
    points = points_for(ruleset, house_rules, "classic-108")
    assert points is not None
    return points


def test_h1_pass_it_on_summary_and_list_say_what_the_rule_says():
    content = compose(house=["no-stack-defence"])
    summary = text(content, "summary")
    # round 6: a statement after the rule's name, not the question "hit by a Draw Two?"
    assert "Pass it on: a Draw Two can be passed on with another Draw Two" in summary
    assert "only with a Draw Two of the colour now in play" in summary  # review 5, M4
    assert "one like it" not in summary
    house = text(content, "house_rules")
    assert "passed on with a coloured draw card" in house


def test_h2_silent_twos_allow_the_words_the_rules_ask_for_and_say_when_silence_ends():
    words = text(compose(house=["silent-two"]))
    assert "naming a colour" in words
    assert "settling who slapped last" not in words  # only with Hands on UNO (review 7)
    assert "that player included, until play next reaches that player" in words
    assert "(even if their turn is skipped) or the round ends" in words


def test_h3_shrinking_hands_only_the_last_one_card_hand_ends_the_round():
    content = compose(house=["seven-rounds"])
    keys = {k for k in content.keys if k.startswith("end.last_draw")}
    assert keys == {"end.last_draw.shrinking"}
    end = text(content, "end")
    assert "A draw card that empties your hand without winning the round works as usual." in end
    assert "the round is over" not in end
    # the engine: a Draw Two that empties a bigger hand leaves the next player to answer
    # or draw as usual, and the round goes on
    hands = [["red-draw-two"], ["green-2", "green-3"], ["yellow-1", "yellow-2"]]
    result = scenario(
        rules("seven-rounds"), hands, [Script(), Script(), Script()], "red-5", turns=3
    )
    assert kinds(result, "refill")[:1] and kinds(result, "refill")[0][1] == 0
    assert ("penalty", 1, None, 2, "draw_card", None) in kinds(result)


def test_m1_a_rule_for_three_or_more_raises_the_player_count():
    ruleset = load_ruleset("official", ["slap-uno"])
    assert ruleset.points.players_min == 3
    assert ruleset.points.source_of("players_min") == "house rule 'slap-uno'"
    assert "3 to 10 players" in plain_spaces(compose(house=["slap-uno"]).subtitle)


def test_m2_play_to_the_end_says_the_last_one_left_loses():
    # review 9 (session 7): the play-on decides the loser, who deals the next round
    words = text(compose(house=["to-the-end"]), "scoring")
    assert "places do not score" not in words
    assert "that player loses the round and deals the next one" in words


def test_m3_answering_with_a_wild_draw_four_needs_no_card_of_the_colour():
    draws = text(compose(house=["stacking"]), "draws")
    assert "You may answer with a Wild Draw Four only if you hold no card of the colour" in draws


def test_m4_stacking_and_mirror_reverse_say_what_answers_a_reverse():
    words = text(compose(house=["stacking", "reverse-reflects"]), "house_rules")
    assert "A Reverse in a chain is not a draw card" in words


def test_m5_seven_o_and_shrinking_hands_count_from_the_hand_you_drew():
    # issue 13: the new hands are drawn, not dealt
    words = text(compose(house=["seven-o", "seven-rounds"]), "house_rules")
    assert "one card fewer than the last one you drew" in words


def test_m6_a_jump_in_ends_the_time_to_catch_a_missing_uno():
    # review 8: said once, in "Calling UNO"
    assert "once anyone has jumped in, it is too late to catch you" in text(
        compose(house=["jump-in"])
    )


def test_m7_a_wrong_card_ends_the_turn():
    assert "a wrong card goes back into your hand, and your turn is over" in text(compose())


def test_lows_first_card_five_and_the_twin_line():
    assert "A 5 turned over as the first card swaps nothing." in text(
        compose(house=["swap-on-five"])
    )
    assert "The player it was aimed at may jump in" not in text(compose(ruleset="party"))
    assert "wild.challenge.chain_last" not in compose(house=["reverse-reflects"]).keys
    assert "Pass it on" in lines(compose(house=["no-stack-defence"]), "house_rules")[1]
