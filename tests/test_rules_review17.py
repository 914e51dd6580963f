"""Rules review 15 fixed (session 10, rules17): the findings in the model, the booklet and
the engine (English always, the other languages sampled; every one with
DECKGEN_FULL_MATRIX=1). Finding 5 (the dangling "also") is another helper's.

F1. A wrong card played to answer a draw card: taken back, 2 cards, and the player still
    draws all that is due (a chain's whole total) as if they had not answered; said once,
    where answering is explained ("Answering a draw card").
F2. A wrong jump-in is out of turn: taken back, 2 cards, and play goes on from the player
    whose turn it was ("Clear answers"); never "your turn is over".
F3. Several players left with one card at once (a 0 or 7 with Hands on UNO; a Shuffle or
    Swap Hands card): they call in turn from the player of the card in the direction of
    play, each call its own slap (pair verdict; the engine calls in that order).
F4. Shrinking hands: the advice follows the scoring (a lower target, a lower limit, fewer
    rounds), and the score sheet has a line for the figure agreed.
F6. Jump in on a deck with one Wild: nobody jumps in with a black card; no colour-circle
    meeting note; twin sentences read the deck's counts.
F7. An empty blank (or Wild Customizable) turned over first is a Wild, in the booklet and
    the engine.
"""

from __future__ import annotations

import pytest

from deckgen.booklet.context import Texts
from deckgen.game.cards import card_of
from deckgen.rules.cards import first_card_acts
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, deck, text
from .booklet_helpers import plain as _plain
from .booklet_helpers import said as _said
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario
from .sampling import sample_of

LANGS = available_languages()
SAMPLED = sample_of(LANGS, ("en", "ru"))


# ---- F1, F2: wrong answers and wrong jump-ins -------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_wrong_answer_and_wrong_jump_in_are_said(lang):
    # stacking: the whole total, said once, in "Answering a draw card", before who draws
    content = compose(house=["stacking", "jump-in"], lang=lang)
    draws = _plain(text(content, "draws"))
    # by kind alone since rules review 16 (F1): no colour the table can see decides here
    total = _said(lang, "draws.wrong_answer.kind", 2)
    assert draws.count(total) == 1
    assert draws.index(total) < draws.index(_said(lang, "draws.chain.yes"))
    whole = _plain(text(content))
    assert whole.count(total) == 1  # said once in the booklet
    # the wrong jump-in, next to the courtesy penalties, which keep their own words
    clear = _plain(text(content, "clear_answers"))
    wrong_jump = _said(lang, "clear.wrong_jump_in", 2)
    assert wrong_jump in clear
    assert clear.index(_said(lang, "clear.courtesy", 2)) < clear.index(wrong_jump)
    # pass it on: no total, the cards due; no jump-in, no wrong jump-in
    passed = _plain(text(compose(house=["no-stack-defence"], lang=lang)))
    assert _said(lang, "draws.wrong_answer.due", 2) in passed
    assert total not in passed and wrong_jump not in passed
    # no answer to a draw card at all: nothing to answer wrongly
    plain = _plain(text(compose(lang=lang)))
    assert _said(lang, "draws.wrong_answer.due", 2) not in plain and total not in plain
    if lang == "en":
        assert "draw 2 cards for it. Then you still draw the whole total" in total
        assert "the player whose turn it was plays as usual" in wrong_jump
        assert "your turn is over" not in wrong_jump


# ---- F3: several left with one card at once ----------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_several_single_cards_call_in_turn(lang):
    house = _plain(text(compose(house=["seven-o", "slap-uno"], lang=lang), "house_rules"))
    note = _said(lang, "pair.seven-o+slap-uno")
    assert note in house
    # a Wild Shuffle Hands in the deck: the same order, said under "Calling UNO"
    t = Texts(load_catalog(lang))
    shuffle = t.name_list([t.text("card.shuffle_hands")], "or")
    uno = _plain(text(compose("classic-112", house=["slap-uno"], lang=lang), "uno"))
    assert _said(lang, "uno.slap_several", card=shuffle) in uno
    assert _plain(t.text("uno.slap_several", card="X"))[:12] not in _plain(
        text(compose("classic-112", lang=lang), "uno")
    )
    if lang == "en":
        assert "one after another in the direction of play, starting from whoever" in note
        assert "earlier callers included" in note


def test_several_single_cards_engine_calls_from_the_player_on():
    points = points_for("official", ("seven-o", "slap-uno"), "classic-108")
    assert points is not None and points.uno_slap_penalty and points.seven_o
    # P3 plays a 0 as the next-to-last card: P3 gets P2's single card, P0 gets P3's last one
    hands = [
        ["green-6", "green-8", "green-9"],
        ["yellow-6", "yellow-8", "yellow-9"],
        ["red-4"],
        ["red-0", "blue-1"],
    ]
    policies = [Script(), Script(), Script(), Script(plays=["red-0"])]
    result = scenario(points, hands, policies, "red-5", current=3, turns=1)
    calls = [e[:2] for e in kinds(result, "uno_call", "slap")]
    # P3 calls first (the player of the 0), then P0; each call has its own slap
    assert [c for c in calls if c[0] == "uno_call"] == [("uno_call", 3), ("uno_call", 0)]
    assert [c[0] for c in calls] == ["uno_call", "slap", "uno_call", "slap"]


# ---- F4: shrinking hands, the advice for the scoring in force ----------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_shrinking_hands_advice_follows_the_scoring(lang):
    for ruleset, scoring, lower in (
        ("official", "winner_collects", 200),
        ("penalty-200", "penalty_points", 100),
        ("lazy", "lazy", None),
    ):
        content = compose(ruleset=ruleset, house=["seven-rounds"], lang=lang)
        agree = _plain("\n".join(content.agree.lines))
        advice = _said(lang, f"agree.end.shrinking_for.{scoring}", lower=lower)
        assert advice in agree, ruleset
        others = {"winner_collects", "penalty_points", "lazy"} - {scoring}
        for other in others:
            assert _said(lang, f"agree.end.shrinking_for.{other}", lower=lower) not in agree
        sheet = _plain(text(content, "score_sheet"))
        if scoring == "lazy":
            assert sheet == ""  # no score sheet: fewer rounds need no figure written down
        else:
            assert _said(lang, f"score_sheet.agreed.{scoring}") in sheet, ruleset
    # without shrinking hands, no line for a figure agreed
    assert _said(lang, "score_sheet.agreed.winner_collects") not in _plain(
        text(compose(lang=lang), "score_sheet")
    )
    if lang == "en":
        official = _plain("\n".join(compose(house=["seven-rounds"]).agree.lines))
        assert "agree on a lower target, such as 200 points, and write it on" in official
        assert "fewer rounds" not in official


# ---- F6: jump in with one Wild ------------------------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_one_wild_deck_says_nobody_jumps_in_with_a_black_card(lang):
    content = compose("two-player", house=["jump-in", "colour-circle"], lang=lang)
    turn = _plain(text(content, "turn"))
    # a deck for two only: no two jump-ins at once either (rules review 16, F4)
    assert _said(lang, "turn.jump_in.text_two_only") in turn
    assert _said(lang, "turn.jump_in.text") not in turn
    # no "a Wild jumped in on a Wild" meeting note, and no "Where two of them meet" left empty
    house = _plain(text(content, "house_rules"))
    assert _said(lang, "pair.jump-in+colour-circle") not in house
    assert _said(lang, "house.together") not in house
    # the classic deck (four Wilds) keeps both
    classic = compose(house=["jump-in", "colour-circle"], lang=lang)
    assert _said(lang, "turn.jump_in.text") in _plain(text(classic, "turn"))
    assert _said(lang, "pair.jump-in+colour-circle") in _plain(text(classic, "house_rules"))
    if lang == "en":
        assert "This deck has only one Wild, so nobody ever jumps in with a black card." in turn
        assert "A Wild may be jumped in on a Wild" not in turn


def test_twin_sentences_read_the_counts():
    """Every twin named in "Jump in" exists in the deck: two copies of one face."""
    for deck_id in ("two-player", "classic-108", "classic-112"):
        the_deck = deck(deck_id)
        content = compose(deck_id, house=["jump-in"])
        turn = _plain(text(content, "turn"))
        twinned = {fc.face.card_type.id for fc in the_deck.faces if fc.count >= 2}
        for type_id, name in (("draw_two", "Draw Two"), ("skip", "Skip"), ("reverse", "Reverse")):
            assert (f"A twin {name}" in turn) == (type_id in twinned), (deck_id, name)
        wild_free = _said("en", "turn.jump_in.wild_free")
        assert (wild_free in turn) == ("wild" in twinned), deck_id


# ---- F7: an empty blank turned over first ------------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_empty_blank_turned_first_is_a_wild(lang):
    t = Texts(load_catalog(lang))
    setup = _plain(text(compose("classic-112-blanks", lang=lang), "setup"))
    blank = t.text("card.blank")
    assert _said(lang, "setup.first_blank_wild", card=blank) in setup
    assert _said(lang, "setup.first_redraw", card=blank) not in setup
    custom = t.text("card.customizable")
    setup112 = _plain(text(compose("classic-112", lang=lang), "setup"))
    assert _said(lang, "setup.first_custom_wild", card=custom) in setup112
    assert _said(lang, "setup.first_redraw", card=custom) not in setup112
    if lang == "en":
        assert "with nothing written on it, it counts as a Wild" in setup


def test_empty_blank_turned_first_engine():
    """The engine keeps an empty blank or Customizable turned first and lets the first
    player name the colour, as for a Wild; under redraw_actions it goes back like a Wild."""
    for deck_id, type_id in (("classic-112-blanks", "blank"), ("classic-112", "customizable")):
        points = points_for("official", (), deck_id)
        assert points is not None
        face = next(f for f in deck(deck_id).unique_faces() if f.card_type.id == type_id)
        card = card_of(face)
        assert card.acts_first(points), deck_id
        assert card.names_colour  # the first player names the colour, as for a Wild
        wild = next(f for f in deck(deck_id).unique_faces() if f.card_type.id == "wild")
        redraw = points.with_values({"first_card": "redraw_actions"}, "test")
        assert first_card_acts(face.card_type, redraw) == first_card_acts(wild.card_type, redraw)
        # the Wild Draw Four and Shuffle Hands still go back
        others = [f for f in deck(deck_id).unique_faces() if f.card_type.wild]
        for other in others:
            if other.card_type.id not in ("wild", type_id):
                assert not card_of(other).acts_first(points), other.id
