"""The rules review (shared/reviews/rules.md): one regression test per defect, each named
after the item. Compose the booklet content (no PDF), assert on the sentence keys and on
the English text."""

from __future__ import annotations

import re

import pytest

from deckgen import DefinitionError, load_ruleset
from deckgen.booklet.content import compose_reference
from deckgen.booklet.sentences import keys_for
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, deck, lines, text

NAME_THE_COLOUR = re.compile(r"\bnames? (any|the) colour\b", re.IGNORECASE)


# -- high -------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["official", "penalty-200"])
def test_h1_play_to_the_end_changes_goal_end_and_scoring(ruleset):
    content = compose(ruleset=ruleset, house=["to-the-end"])
    keys = set(content.keys)
    mode = load_ruleset(ruleset).points.scoring
    # every card drawn counts, a failed challenge included (rules review 16, F6)
    said = f"scoring.to_the_end.{mode}" + (".off_challenge" if mode == "winner_collects" else "")
    assert {"goal.end.to_the_end", "end.round.to_the_end", said} <= keys
    assert not keys & {"goal.end.first_out", "end.round.first_out", "agree.end.first_out"}
    words = text(content)
    assert "The round ends as soon as" not in words
    assert "Each time someone does, the round ends" not in words
    end = text(content, "end")
    assert "play passes them by" in end and "that player loses the round" in end  # review 9
    if mode == "winner_collects":
        assert "the moment the first player goes out" in text(content, "scoring")
    else:
        assert "only the last player still holds cards" in text(content, "scoring")


def test_h2_shrinking_hands_replace_goal_and_end_and_say_it_wins_the_round():
    content = compose(house=["seven-rounds"])
    keys = set(content.keys)
    assert {"goal.end.shrinking", "end.round.shrinking", "summary.end.shrinking"} <= keys
    assert "end.round.first_out" not in keys and "goal.end.first_out" not in keys
    end = text(content, "end")
    assert "draw a new hand of 6 cards" in end
    assert "that player wins the round" in end and "at every stage" in end
    # the target agreed on, if lower (review 16, left; rules19)
    said = text(content, "scoring")
    assert "The first player to reach 500 points (or the lower target you agreed on) wins" in said


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("deck_id", ["classic-108", "classic-112", "house-plus-ten"])
def test_h3_colour_circle_no_sentence_asks_to_name_a_colour(lang, deck_id):
    content = compose(deck_id, "official", ["colour-circle", "stacking"], lang=lang)
    keys = set(content.keys)
    points = load_ruleset("official", ["colour-circle"]).points
    assert not keys & set(keys_for(points, "color_choice", "free"))
    assert not [k for k in keys if k.endswith(".free")], "a 'name the colour' sentence"
    assert "wild.circle" in keys and "setup.first_wild.circle" in keys
    if lang == "en":
        named = [line for line in lines(content) if NAME_THE_COLOUR.search(line)]
        # the one exception: a Wild turned over first, named once by the first player
        assert named == [
            "Wild: the first player names the colour and plays on it. This is the only case "
            "in which a colour is named."
        ]
        assert "red → yellow → green → blue → red" in text(content, "wilds")
        assert "clockwise on the wild cards" in text(content, "wilds")


@pytest.mark.parametrize("how", [("lazy", []), ("official", ["lazy-scoring"])])
def test_h4_lazy_scoring_says_once_who_starts_and_deals(how):
    content = compose(ruleset=how[0], house=how[1])
    keys = set(content.keys)
    assert {"turn.start.last_winner", "setup.next_dealer.most_points"} <= keys
    assert {"setup.first_card.act.last_winner", "setup.first_reverse.last_winner"} <= keys
    assert "turn.start.left_of_dealer" not in keys
    words = text(content)
    assert "The player to the left of the dealer starts." not in words
    assert "the dealer plays first" not in words
    assert "nearest to the left of the round's winner deals" in words


def test_h5_penalty_ruleset_with_lazy_scoring_is_refused():
    with pytest.raises(
        DefinitionError,
        match=r"'lazy-scoring' \(Lazy scoring\) replaces the scoring of ruleset 'penalty-101' "
        r"\(Penalty points to 101\); use --ruleset lazy or leave it out",
    ):
        load_ruleset("penalty-101", ["lazy-scoring"])


def test_h6_finish_on_plus_one_needs_penalty_points():
    with pytest.raises(DefinitionError, match=r"'plus-one-two'.*needs scoring 'penalty_points'"):
        load_ruleset("official", ["plus-one-two"], deck=deck("plus12"))
    scoring = text(compose("plus12", "penalty-101", ["plus-one-two"]), "scoring")
    assert "If you go out with a Wild Draw One as your last card, take 20 points off" in scoring
    assert "A total never goes below 0." in scoring


def test_h7_party_says_once_what_a_twin_draw_two_does():
    party = compose(ruleset="party")
    assert "pair.stacking+jump-in" in party.keys
    assert "turn.jump_in.twin_draw" not in party.keys  # "cancels" would contradict stacking
    # review 8: said in the Jump in section itself; the pair line points there
    assert "adds to the chain like any stacked card" in text(party, "turn")
    assert "adds to the chain (see “Jump in”)" in text(party, "house_rules")
    alone = compose(house=["jump-in"])
    assert "turn.jump_in.twin_draw" in alone.keys
    assert "the player it hit does not draw, and the player after you draws 2 cards" in text(
        alone, "turn"
    )


def test_h8_challenge_names_the_colour_before_and_the_aftermath():
    wilds = text(compose(), "wilds")
    assert "a card of the colour that was in play before the Wild Draw Four" in wilds
    assert "The card stays, its colour stands, and the challenger then takes their turn" in wilds
    assert "the challenger draws 6 cards, the 4 plus 2 for the failed challenge, and misses" in (
        wilds
    )
    assert "the colour that counts is the one in play before" in text(compose(), "clear_answers")


def test_h9_every_other_wild_draw_card_says_if_it_may_be_challenged(tmp_path):
    content = compose("house-plus-ten")
    assert "clear.wild_draw_free" in content.keys
    wilds = text(content, "wilds")
    assert "Wild Draw Ten · 50 points\nName the colour. The next player draws 10 cards" in wilds
    assert "may play it on your turn like any other card, even when you hold a card of the" in (
        wilds
    )
    # A custom wild draw card marked challengeable takes the Wild Draw Four's rule.
    path = tmp_path / "deck.yaml"
    path.write_text(
        "id: hard-ten\nextends: classic-108\nname: Hard ten\ncard_types:\n  hard:\n"
        "    {label: '+10', wild: true, effect: {draw: 10, skip_turn: true, choose_color: true,"
        " challengeable: true}, name: {en: Hard Ten}}\nadd: [{type: hard, copies: 2}]\n",
        encoding="utf-8",
    )
    hard = compose(str(path))
    words = text(hard, "wilds")
    assert "who has to draw from a Wild Draw Four or Hard Ten may challenge" in words
    assert "draws 12 cards, the 10 plus 2" in words


def test_h10_pass_it_on_a_wild_draw_card_draws_the_draw_two_only():
    content = compose("house-plus-ten", house=["no-stack-defence"])
    draws = text(content, "draws")
    assert (
        "A Wild Draw Four or Wild Draw Ten can be answered only with a Draw Two of the colour "
        "now in play. Then the Draw Two counts instead: whoever finally draws takes only 2 cards."
    ) in draws
    assert "Whoever finally draws also misses the turn." in draws


def test_h11_silent_twos_allow_the_uno_call_and_end_at_the_first_word():
    turn = text(compose(house=["silent-two"]), "turn")
    assert "After a number 2 is played (not a Draw Two)" in turn
    assert "calling UNO, naming a colour, catching a missing UNO and challenging" in turn
    assert "draws 2 cards, and the silence is over" in turn


# -- medium -----------------------------------------------------------------------------------
def test_m1_stacking_same_kind_only_final_drawer_misses_turn_challenge_in_a_chain():
    draws = text(compose(house=["stacking"]), "draws")
    assert "may answer it with another card of the same kind" in draws
    assert "Whoever finally draws also misses the turn." in draws
    assert "the challenger draws the total plus 2" in draws
    assert "only if you hold no card of the colour in play" in draws
    # a draw card turned first: said once, where the first card is (review 7)
    assert "cannot be answered" in text(compose(house=["stacking"]), "setup")
    assert not NAME_THE_COLOUR.search(draws) and "whole pile" not in draws


def test_m2_mixed_stacking_says_what_goes_on_what_with_a_mixed_example():
    draws = text(compose("house-plus-ten", "plus-ten"), "draws")
    assert "Draw Two + Wild Draw Four + Wild Draw Ten = 16" in draws
    assert "a coloured one played on a wild draw card must be of the colour now in play" in draws
    assert not NAME_THE_COLOUR.search(draws)


def test_m3_jump_in_wilds_timing_and_ties():
    turn = text(compose(house=["jump-in"]), "turn")
    for words in (
        "A Wild may be jumped in on a Wild; the other black cards never.",
        "the card that reaches the pile first counts",
        "or on a card they played themselves",
        "This counts as your turn",
        "Whoever jumps in with a Wild names the colour.",
    ):
        assert words in turn
    assert "Twins go down one at a time" not in turn


def test_m4_seven_and_zero_last_card_uno_two_players_and_jump_in():
    content = compose(house=["seven-o", "jump-in"])
    turn = text(content, "turn")
    assert "you may swap hands" in turn and "swaps nothing" in turn  # review 15: F3
    assert "calls it at once" in turn
    assert "two_players.seven_o" in content.keys and "pair.seven-o+jump-in_seven" in content.keys


def test_m5_mirror_reverse_direction_and_sending_back():
    content = compose(house=["reverse-reflects"])
    draws = text(content, "draws")
    assert "the direction of play changes" in draws and "send it back the same way" in draws
    assert "can be challenged only by the player it first hit" in draws
    assert "Whoever finally draws also misses the turn." in draws


def test_m6_draw_until_it_fits_empty_pile_and_penalties():
    content = compose(house=["draw-to-match"])
    turn = text(content, "turn")
    assert "if there is nothing left to draw, your turn is over" in turn
    assert "a player hit by a draw card draws exactly the number it says" in turn
    assert "You may also draw like this when you hold a card that fits." in turn
    with_stacking = compose(house=["draw-to-match", "stacking"])
    assert "pair.stacking+draw-to-match" in with_stacking.keys


def test_m7_shuffle_hands_colour_after_deal_and_last_card():
    content = compose("classic-112")
    wilds = text(content, "wilds")
    assert "one card at a time" in wilds and "Then name the colour" in wilds
    assert "still deals you a new hand" in wilds
    assert "end.last_hands" in content.keys


def test_m8_customizable_and_blank_cards():
    wilds = text(compose("classic-112"), "wilds")
    assert "plays as a plain Wild" in wilds and "you also name the colour" in wilds
    blanks = compose("classic-112-blanks")
    assert "It can stand in for a lost card" in text(blanks, "wilds")
    assert "Blank card | 50, or as the card it stands in for" in text(blanks, "scoring")


def test_m9_two_player_deck_explains_its_wilds_and_only_stacks_what_it_has():
    content = compose("two-player", "party")
    assert "contents.two_player" in content.keys
    draws = text(content, "draws")
    assert "2 × Draw Two = 4" in draws and "× Wild Draw Four" not in draws
    assert "Answering with a Wild Draw Four" not in draws  # one +4: it never stacks


def test_m10_uno_call_timing():
    uno = text(compose(), "uno")
    assert "before the next player plays or draws a card" in uno
    assert "A late call made before anyone catches you is safe" in uno
    assert "caught only once" in uno and "in any other way" in uno


def test_m11_penalty_points_running_total_reaches_or_passes_and_ties():
    scoring = text(compose(ruleset="penalty-101"), "scoring")
    assert "running total; the winner of the round adds nothing" in scoring
    assert "reaches or passes 101 points" in scoring and "they share the win" in scoring


@pytest.mark.parametrize("rule", ["slap-uno", "to-the-end", "two-player"])
def test_m12_rules_that_mean_nothing_for_two_are_refused_on_the_two_player_deck(rule):
    with pytest.raises(DefinitionError, match=rf"house rule '{rule}'"):
        load_ruleset("official", [rule], deck=deck("two-player"))


def test_m13_clear_answers_settle_the_argued_points():
    keys = set(compose(house=["jump-in", "seven-o", "swap-on-five", "silent-two"]).keys)
    for key in (
        "clear.challenge",
        "clear.last_card.free",
        "clear.empty_pile",
        "clear.dealer_tie",
        "clear.jump_in",
        "clear.seven_o",
        "clear.five_swap",
        "clear.silent_two",
    ):
        assert key in keys
    old = ("clear.wd4_colour", "clear.reverse_two")  # repeated the main text
    assert not keys & set(old)


def test_m14_fives_swap_face_down_at_once_before_the_next_turn():
    turn = text(compose(house=["swap-on-five"]), "turn")
    assert "face down at the same moment" in turn and "before the next player's turn" in turn
    assert "A 5 played as your last card swaps nothing." in turn


# -- low --------------------------------------------------------------------------------------
def test_l1_first_card_acts_on_the_first_player():
    setup = text(compose(), "setup")
    assert "(the first player is the player to the left of the dealer):" in setup
    assert "as if the dealer had played it" not in setup


def test_l2_dealer_ties_draw_again():
    assert "If several players tie for the highest, they draw again." in text(compose(), "setup")


def test_l3_keeping_no_wilds_says_take_them_all_out(tmp_path):
    path = tmp_path / "rs.yaml"
    path.write_text(
        "id: rs-params\nextends: official\nname: {en: Param test}\n"
        "house_rules: [{id: two-player, keep: 0}]\n",
        encoding="utf-8",
    )
    two = text(compose(ruleset=path), "two_players")
    assert "Take all wild cards out of the deck before dealing." in two
    assert "but 0" not in two


def test_l4_lonely_zero_in_the_points_table_and_reference_card(classic):
    content = compose(house=["zero-fifty"])
    assert "Number 0–9 | face value (a lonely 0: 50)" in text(content, "scoring")
    rules = load_ruleset("official", ["zero-fifty"])
    card = compose_reference(classic, rules, load_catalog("en"))
    assert ("Number 0–9", "face value (a lonely 0: 50)") in card.points


def test_l5_summary_says_cannot_or_will_not():
    assert "Can't or won't play? Draw one; play it if it fits." in text(compose(), "summary")


def test_l6_refusal_names_the_rules_and_the_reason():
    with pytest.raises(
        DefinitionError,
        match=r"'lazy-scoring' \(Lazy scoring\) and 'plus-one-two' \(Finish on \+1 or \+2\) "
        r"conflict: Lazy scoring keeps no total",
    ):
        load_ruleset("penalty-101", ["lazy-scoring", "plus-one-two"])


def test_l7_stacking_and_mirror_reverse_go_together():
    content = compose(house=["stacking", "reverse-reflects"])
    assert "pair.stacking+reverse-reflects" in content.keys
    assert "the whole total goes back" in text(content, "house_rules")


def test_l8_courtesy_and_penalties_in_clear_answers():
    answers = text(compose(), "clear_answers")
    assert "giving advice costs 2 cards" in answers


def test_l9_two_player_deck_puts_the_two_player_reverse_first():
    actions = text(compose("two-player"), "actions")
    assert "With two players, as this deck is made for, a Reverse works like a Skip" in actions
    assert "The player who would have gone before you now goes next." not in actions


def test_l10_unplayable_house_rule_points_to_a_shipped_deck():
    with pytest.raises(DefinitionError, match="the shipped deck 'house-plus-ten' has one"):
        load_ruleset("official", ["plus-ten"], deck=deck("classic-108"))  # blanks: review 15


# -- inputs review X1 ---------------------------------------------------------------------------
def test_x1_card_texts_follow_the_cards_effect():
    content = compose("draw-no-skip")
    wilds = text(content, "wilds")
    plus_two = wilds.split("Wild Plus Two · 50 points\n", 1)[1].split("\n")[:2]
    assert plus_two[0] == (
        "The colour in play stays as it was. The next player draws 2 cards, then plays as usual."
    )
    assert not NAME_THE_COLOUR.search(" ".join(plus_two)) and "misses" not in plus_two[0]
    assert "cannot be challenged" in plus_two[1]
    assert "Draw One: the first player draws 1 card, then plays as usual." in text(content, "setup")
    german = compose("draw-no-skip", lang="de")
    assert "action.draw.plain" in german.keys and "wild.draw.plain" in german.keys
    assert "wild.colour_stays" in german.keys


# -- second rules review (high) -----------------------------------------------------------------
@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("stacking", ["same", "mixed"])
def test_r1_with_stacking_the_challenge_says_the_chain_totals(lang, stacking):
    content = compose(house=["stacking"], lang=lang, points={"stacking": stacking})
    keys = set(content.keys)
    assert {"wild.challenge.guilty_chain", "wild.challenge.innocent_chain"} <= keys
    assert "clear.challenge_chain" in keys and "clear.challenge" not in keys
    if lang == "en":
        wilds = text(content, "wilds")
        assert "they draw the 4 cards themselves." in wilds
        assert "In a chain of draw cards, the player who played it draws the whole total" in wilds
        assert "the challenger draws the whole total plus 2 instead." in wilds
        clear = text(content, "clear_answers")
        assert "its player draws 4 (in a chain: the whole total)" in clear
        assert "the challenger draws 6 (in a chain: the total plus 2)" in clear
    plain = set(compose(lang=lang).keys)
    assert "clear.challenge" in plain and "clear.challenge_chain" not in plain
    assert "wild.challenge.guilty_chain" not in plain


@pytest.mark.parametrize("lang", available_languages())
def test_r2_jump_in_without_stacking_excepts_the_twin_from_no_answer(lang):
    content = compose(house=["jump-in"], lang=lang)
    keys = set(content.keys)
    assert {"draws.stacking.none_jump_in", "clear.stacking.none_jump_in"} <= keys
    assert not keys & {"draws.stacking.none", "clear.stacking.none"}
    if lang == "en":
        except_twin = "except by jumping in with an exact twin (see “Jump in”)"
        assert except_twin in text(content, "draws")
        assert except_twin in text(content, "clear_answers")
    plain = set(compose(lang=lang).keys)
    assert {"draws.stacking.none", "clear.stacking.none"} <= plain
    assert not plain & {"draws.stacking.none_jump_in", "clear.stacking.none_jump_in"}


def test_r3_jump_in_says_until_when():
    # review 2 settled it as the engine plays it: drawing the cards of a draw card closes
    # the window too (tests/test_rules_review2.py holds the play)
    turn = text(compose(house=["jump-in"]), "turn")
    assert "too late to jump in once the player whose turn it now is has played or drawn" in turn


def test_r4_party_says_how_a_twin_draw_card_adds_to_the_chain():
    # review 2: nobody jumps in on their own card, so "one draw card per turn" never meets it
    party = compose(ruleset="party")
    assert "pair.stacking+jump-in" in party.keys and "draws.stacking.rules" in party.keys
    house = text(party, "house_rules")
    assert "jumped in adds to the chain like any stacked card" in text(party, "turn")
    assert "A jump-in is not a turn" not in house


@pytest.mark.parametrize("lang", available_languages())
def test_r5_lazy_to_the_end_says_one_rule_for_who_deals(lang):
    content = compose(ruleset="lazy", house=["to-the-end"], lang=lang)
    keys = set(content.keys)
    assert "setup.next_dealer.last_left" in keys
    # one wording, the who-deals point's, in "Getting ready" and "Scoring" (review 10b)
    assert not keys & {"setup.next_dealer.most_points", "scoring.count.lazy"}
    dealer = load_catalog(lang).text("setup.next_dealer.last_left").replace("\u00a0", " ")
    assert dealer in text(content, "setup") and dealer in text(content, "scoring")
    if lang == "en":
        words = text(content)
        assert "most points" not in words and "holding the most" not in words
        assert "the last player left holding cards deals the next one" in text(content, "setup")
        assert "the last player left holding cards deals the next one" in text(content, "scoring")
    alone = set(compose(ruleset="lazy", lang=lang).keys)
    assert {"setup.next_dealer.most_points", "scoring.count.lazy"} <= alone
    assert "setup.next_dealer.last_left" not in alone
