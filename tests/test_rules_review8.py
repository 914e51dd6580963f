"""The eighth fresh rules review (session 5): findings about house-rule texts that
disagreed with the rule points in force, left something unsaid or said it several times.
Each assertion is on the composed booklet (every language where a new text says it) and,
where the engine plays the rule, on a scripted round. Each test failed before the fix."""

from __future__ import annotations

import pytest

from deckgen.game.cards import deck_cards
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import deck, points_for
from .gamescript import Script, kinds, scenario

LANGS = available_languages()


def said(lang: str, key: str, **values: object) -> str:
    """A catalog text as :func:`text` gives the booklet (no-break spaces as spaces)."""
    return load_catalog(lang).text(key, **values).replace("\u00a0", " ")


def name(lang: str, key: str) -> str:
    return load_catalog(lang).text(key)


# -- M1: lazy scoring played to the end: the house-rules box says who deals next as in force
@pytest.mark.parametrize("lang", LANGS)
def test_m1_lazy_scoring_item_follows_who_deals_next(lang):
    both = compose(house=["lazy-scoring", "to-the-end"], lang=lang)
    item = said(lang, "house.lazy-scoring.text_last_left")
    assert item in text(both, "house_rules")
    assert said(lang, "house.lazy-scoring.text") not in text(both)
    assert "setup.next_dealer.last_left" in both.keys
    alone = compose(house=["lazy-scoring"], lang=lang)
    assert said(lang, "house.lazy-scoring.text") in text(alone, "house_rules")
    assert item not in text(alone)


# -- M2: a mirror Reverse as the last card still sends the draw back; the sender draws ------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stacking", [False, True])
def test_m2_a_last_card_reverse_still_sends_the_draw_back(lang, stacking):
    house = ["reverse-reflects", "stacking"] if stacking else ["reverse-reflects"]
    reverse = name(lang, "card.reverse")
    content = compose(house=house, lang=lang)
    due = said(
        lang, "end.due.total" if stacking else "end.due.single"
    )  # review 10b: a chain's total
    counted = said(lang, "end.last_draw.reflect.counted", card=reverse, due=due)
    assert counted in text(content, "end")
    lazy = compose(ruleset="lazy", house=house, lang=lang)
    uncounted = said(lang, "end.last_draw.reflect.uncounted", card=reverse, due=due)
    assert uncounted in text(lazy, "end")
    # play to the end says it in its own pair sentence
    assert "end.last_draw.reflect.counted" not in compose(house=[*house, "to-the-end"]).keys


@pytest.mark.parametrize("stacking", [False, True])
def test_m2_the_engine_makes_the_sender_draw_and_counts_those_cards(stacking):
    house = ("reverse-reflects", "stacking") if stacking else ("reverse-reflects",)
    points = points_for("official", house, "classic-108")
    # P0 hits P1 with a Draw Two; P1 sends it back with a red Reverse, their last card
    hands = [["red-draw-two", "green-1"], ["red-reverse"], ["yellow-1", "yellow-2"]]
    plays = [Script(plays=["red-draw-two"]), Script(plays=["red-reverse"]), Script()]
    result = scenario(points, hands, plays, "red-5")
    assert ("play", 1, "red-reverse", 0, "reflect", None) in kinds(result, "play")
    assert ("penalty", 0, None, 2, "draw_card", None) in kinds(result, "penalty")
    assert result.winner == 1
    drawn = result.hand_points[0] - 1  # green 1 and the two cards drawn
    assert drawn > 0 and result.scores[1] == sum(result.hand_points)
    # as the booklet says it: the sender draws, and those cards count
    end = text(compose(house=list(house)), "end")
    due = "the whole total" if "stacking" in house else "every card that is due"  # review 10b
    assert f"the player who sent it draws {due}, and those cards count" in end


# -- M3: stacking + mirror Reverse: "the same kind as the chain's draw cards" ----------------
@pytest.mark.parametrize("lang", LANGS)
def test_m3_the_clear_answer_counts_the_chain_kind_past_a_reverse(lang):
    reverse = name(lang, "card.reverse")
    content = compose(house=["stacking", "reverse-reflects"], lang=lang)
    clear = text(content, "clear_answers")
    assert said(lang, "clear.stacking.same_reflect", card=reverse) in clear
    assert said(lang, "clear.stacking.same") not in clear
    assert said(lang, "clear.stacking.same") in text(compose(house=["stacking"], lang=lang))


def test_m3_the_engine_lets_a_draw_two_follow_a_reverse_in_a_chain():
    points = points_for("official", ("stacking", "reverse-reflects"), "classic-108")
    # P0: red Draw Two; P1 sends it back with a red Reverse; P0 adds a blue Draw Two
    hands = [
        ["red-draw-two", "blue-draw-two", "green-1"],
        ["red-reverse", "green-2"],
        ["yellow-1", "yellow-2"],
    ]
    plays = [Script(plays=["red-draw-two", "blue-draw-two"]), Script(plays=["red-reverse"])]
    result = scenario(points, hands, [*plays, Script()], "red-5", turns=4)
    assert ("play", 0, "blue-draw-two", 0, "stack", None) in kinds(result, "play")
    assert "clear.stacking.same" not in compose(house=["stacking", "reverse-reflects"]).keys


# -- M5: pass it on for two: what may be passed back, as "Answering a draw card" allows ------
@pytest.mark.parametrize("lang", LANGS)
def test_m5_pass_it_on_for_two_names_the_cards(lang):
    two = name(lang, "card.draw_two")
    content = compose(house=["no-stack-defence"], lang=lang)
    words = text(content, "two_players")
    assert said(lang, "two_players.pass_on", card=two) in words
    assert "two_players.pass_on_wild" in content.keys
    english = text(compose(house=["no-stack-defence"]), "two_players")
    assert "A Wild Draw Four can be passed back only with a Draw Two of the colour now" in english
    assert "with another one" not in english


def test_m5_the_engine_passes_a_wild_draw_four_back_only_with_a_draw_two():
    points = points_for("official", ("no-stack-defence",), "classic-108")
    hands = [["wild-draw-four", "green-1"], ["wild-draw-four", "blue-draw-two", "yellow-3"]]
    plays = [Script(plays=["wild-draw-four"], colour="blue"), Script(plays=["blue-draw-two"])]
    result = scenario(points, hands, plays, "red-5", turns=2)
    offered = plays[1].offered_ids(0)
    assert "blue-draw-two" in offered and "wild-draw-four" not in offered
    assert ("play", 1, "blue-draw-two", 0, "pass_on", None) in kinds(result, "play")
    words = text(compose(house=["no-stack-defence"]), "two_players")
    assert "pass your Draw Two back to you with another Draw Two" in words


# -- L6: play to the end with winner-collects: the play-on decides the loser (review 9) -------
@pytest.mark.parametrize("lang", LANGS)
def test_l6_the_play_on_is_said_to_decide_the_loser(lang):
    content = compose(house=["to-the-end"], lang=lang)
    key = "scoring.to_the_end.winner_collects.off_challenge"  # every card drawn (review 16)
    assert said(lang, key) in text(content, "scoring")
    english = text(compose(house=["to-the-end"]), "scoring")
    assert "that decides nothing more" not in english
    assert "that player loses the round and deals the next one" in english
    assert "to find who is left holding cards" not in english


# -- L7: "swap nothing" only when a card swaps --------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_l7_players_out_swap_nothing_only_with_a_swap_rule(lang):
    swaps = said(lang, "end.out_swaps")
    assert swaps not in text(compose(house=["to-the-end"], lang=lang))
    for rule in ("seven-o", "swap-on-five"):
        assert swaps in text(compose(house=["to-the-end", rule], lang=lang), "end")
    assert "swap nothing" not in text(compose(house=["to-the-end"]))


# -- L8: stacking + jump-in: said in the Jump in section, naming the deck's twin -----------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", ["official", "party"])
def test_l8_a_jumped_in_twin_adds_to_the_chain_in_the_jump_in_section(lang, ruleset):
    house = ["stacking", "jump-in"] if ruleset == "official" else []
    content = compose(ruleset=ruleset, house=house, lang=lang)
    twin = said(lang, "turn.jump_in.twin_stack", card=name(lang, "card.draw_two"))
    assert twin in text(content, "turn")
    assert twin not in text(content, "house_rules")
    assert "such as a Draw Two" not in text(compose(ruleset=ruleset, house=house))


# -- L9: fewer wilds for two: Getting ready takes them out and gives the deck size ----------
@pytest.mark.parametrize("lang", LANGS)
def test_l9_getting_ready_takes_the_wilds_out_with_the_deck_size(lang):
    content = compose(house=["two-player"], lang=lang)
    points = points_for("official", ("two-player",), "classic-108")
    size = len(deck_cards(deck("classic-108"), 2, points))
    assert size == 102  # 108 less three of the four Wilds and of the four Wild Draw Fours
    catalog = load_catalog(lang)
    wilds = catalog.plural("two_players.wilds.some", 1)
    # a count, so plural forms (pl "zostają 103 karty", ru "остаётся 103 карты", readers 19)
    setup = catalog.plural("setup.two_players", size, sentence=wilds).replace("\u00a0", " ")
    assert setup in text(content, "setup")
    assert "setup.two_players" not in compose(lang=lang).keys


# -- L13: each said once where it belongs -------------------------------------------------------
def test_l13_a_jump_in_ends_the_catch_time_once():
    words = text(compose(house=["jump-in"]))
    assert words.count("jumped in, it is too late to catch you") == 1
    assert "ends the time to catch a missing UNO" not in words
    assert "or anyone has jumped in" not in words


def test_l13_draw_exactly_what_it_says_once():
    words = text(compose(house=["draw-to-match", "stacking"]))
    assert words.count("draws exactly") == 1
    assert "draws exactly the number it says" in text(
        compose(house=["draw-to-match", "stacking"]), "turn"
    )
