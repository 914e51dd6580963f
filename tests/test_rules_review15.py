"""Rules review 13 fixed (session 9, rules15): the findings, in the model, the booklet and
the engine (English always, the other languages sampled; every one with
DECKGEN_FULL_MATRIX=1).

F6. +10 on a deck whose cards are free to write on: the blanks of classic-112-blanks (and
    the Wild Customizable of classic-112) are the Wild Draw Ten of house-plus-ten; the deck
    table, the card list, the scoring, the reference card, the simulator and the engine all
    see them so, the booklet says to write "+10" on them, ``deckgen rules`` shows it.
F7. Silent twos + play to the end: the silence lasts until play passes the empty seat of
    the player who went out on the 2 (engine and sentence).
F3. Seven-o: a 7 lets its player swap (may, or keep the hand); the policies decide.
F4. Jump-in: a twin Skip or Reverse takes the place of the first (sentence and engine).
F5. Seven-o + jump-in names only the twins the deck has (no 0 twin in classic-108).
F1, F2. Shrinking hands: hand sizes in pencil in the "New hands" row, rubbed out each round;
    on a piece of paper where the booklet has no score sheet.
And the catalog wording the brief asked for (jump-in "too late", the swap partner).
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from deckgen import load_deck, load_ruleset, rules_report
from deckgen.booklet.content import compose_booklet, compose_reference
from deckgen.booklet.context import Texts
from deckgen.errors import DefinitionError
from deckgen.game import RoundSetup, Table, play_round
from deckgen.game.policies import GreedyPolicy, RandomPolicy
from deckgen.rules.blanks import deck_in_play
from deckgen.simulation.spec import SimulationSpec
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import FILLER, Script, kinds, scenario
from .sampling import sample_of

LANGS = available_languages()
# booklets composed in two languages (every one with DECKGEN_FULL_MATRIX=1); catalog reads
# (no composing) in all ten
SAMPLED = sample_of(LANGS, ("en", "sq"))


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


def _said(lang: str, key: str, n: int | None = None, **values: object) -> str:
    said = Texts(load_catalog(lang))
    return _plain(said.text(key, **values) if n is None else said.plural(key, n, **values))


# ---- F6: +10 written on the blanks -----------------------------------------------------------


@cache
def _plus_ten(deck_id: str, lang: str):
    deck = load_deck(deck_id)
    rules = load_ruleset("official", ["plus-ten"], deck=deck)
    return compose_booklet(deck, rules, load_catalog(lang)), deck, rules


@pytest.mark.parametrize("lang", SAMPLED)
def test_plus_ten_turns_the_blanks_into_wild_draw_ten(lang):
    content, deck, rules = _plus_ten("classic-112-blanks", lang)
    name = _said(lang, "card.draw_ten")
    table = next(b for b in content.section("contents").blocks if hasattr(b, "rows"))
    rows = {_plain(row[0]): row for row in table.rows}
    assert name in rows and rows[name][-3:] == ("4", "4", "50"), rows.get(name)
    assert _said(lang, "card.blank") not in rows  # the table lists no blank any more
    contents = _plain(text(content, "contents"))
    assert _said(lang, "contents.written_ten.blank", 4, card=name) in contents
    assert "+10" in contents
    wilds = _plain(text(content, "wilds"))
    assert name in wilds and _said(lang, "wild.draw_free") in wilds  # as house-plus-ten's card
    reference = compose_reference(deck, rules, load_catalog(lang))
    assert (name, "50") in [(_plain(a), _plain(b)) for a, b in reference.points]


def test_plus_ten_on_the_customizable_cards_of_classic_112():
    content, deck, rules = _plus_ten("classic-112", "en")
    contents = _plain(text(content, "contents"))
    assert "The 3 Wild Customizable cards are Wild Draw Ten cards in this game" in contents
    played = deck_in_play(deck, rules)
    counts = {fc.face.card_type.id: fc.count for fc in played.faces}
    assert counts["draw_ten"] == 3 and "customizable" not in counts
    assert counts["shuffle_hands"] == 1 and played.total_cards == 112


def test_plus_ten_without_blanks_keeps_a_clear_error_naming_the_decks():
    with pytest.raises(DefinitionError) as caught:
        load_ruleset("official", ["plus-ten"], deck=load_deck("classic-108"))
    message = str(caught.value)
    assert "'house-plus-ten' has one" in message
    assert "'classic-112' or 'classic-112-blanks' you write it on the blank cards" in message
    # house-plus-ten has its +10 cards printed: nothing to write
    deck = load_deck("house-plus-ten")
    report = rules_report("official", ["plus-ten"], deck=deck)
    assert report.written == ()


def test_plus_ten_rules_report_simulator_and_engine_see_the_blanks_as_plus_ten():
    report = rules_report("plus-ten", deck=load_deck("classic-112-blanks"))
    assert report.written == (
        "the 4 'blank' cards are Wild Draw Ten (draw_ten): write \"+10\" on each before the game",
    )
    assert report.as_json()["cards_written"] == list(report.written)
    deck, points = SimulationSpec("classic-112-blanks", "official", ("plus-ten",)).load()
    ten = next(fc.face for fc in deck.faces if fc.face.card_type.id == "draw_ten")
    assert ten.points == 50 and not ten.card_type.effect.challengeable
    by_id = {fc.face.id: fc.face for fc in deck.faces}
    setup = RoundSetup(
        hands=(
            (ten, by_id["red-1"]),
            (by_id["green-3"], by_id["green-4"]),
            (by_id["yellow-3"], by_id["yellow-4"]),
        ),
        top=by_id["red-5"],
        draw_pile=tuple(by_id[f] for f in FILLER) * 2,
        current=0,
    )
    policies = [Script(plays=["draw-ten"]), Script(), Script()]
    result = play_round(
        deck, points, policies, random.Random(0), setup=setup, log=True,
        table=Table(turn_cap=3, catch_probability=0.0),
    )  # fmt: skip
    assert ("penalty", 1, None, 10, "draw_card", None) in kinds(result)
    assert ("skip", 1, None, 0, "", None) in kinds(result)  # misses the turn
    assert [e[1] for e in kinds(result, "play", "draw")][:2] == [0, 2]  # P1 missed it


# ---- F7: silent twos + play to the end --------------------------------------------------------


def test_silence_after_a_last_card_two_lasts_until_play_passes_the_empty_seat():
    points = points_for("official", ("to-the-end", "silent-two"), "classic-108")
    hands = [
        ["red-2"],
        ["red-3", "red-4", "red-6"],
        ["red-8", "red-9", "red-1"],
        ["red-7", "blue-7"],
    ]
    table = Table(silence_break_probability=0.0, turn_cap=5, catch_probability=0.0)
    result = scenario(points, hands, [Script() for _ in hands], "red-5", table=table)
    events = kinds(result, "play", "silence_end", "out")
    order = [(e[0], e[1]) for e in events]
    # P0 goes out on the 2; P1, P2, P3 play in silence; it ends as P1 is about to play again
    assert order[:6] == [
        ("play", 0), ("out", 0), ("play", 1), ("play", 2), ("play", 3), ("silence_end", 0),
    ]  # fmt: skip
    assert order[6] == ("play", 1)


def test_silence_after_a_two_ends_when_play_reaches_its_player_even_skipped():
    points = points_for("official", ("silent-two",), "classic-108")
    hands = [["red-2", "blue-1"], ["red-3", "green-4"], ["red-skip", "yellow-1"]]
    table = Table(silence_break_probability=0.0, turn_cap=4, catch_probability=0.0)
    result = scenario(points, hands, [Script() for _ in hands], "red-5", table=table)
    order = [(e[0], e[1]) for e in kinds(result, "play", "skip", "silence_end")]
    # P2's Skip makes P0 miss the turn: play has reached P0, so the silence is over
    assert order[:5] == [("play", 0), ("play", 1), ("play", 2), ("skip", 0), ("silence_end", 0)]


@pytest.mark.parametrize("lang", SAMPLED)
def test_silent_two_to_the_end_sentence_says_the_empty_seat(lang):
    content = compose(house=["to-the-end", "silent-two"], lang=lang)
    house = _plain(text(content, "house_rules"))
    assert _said(lang, "pair.silent-two+to-the-end") in house
    if lang == "en":
        assert "passes that player's empty seat" in house
    if lang == "sq":
        assert "si letrën e fundit" in house and "si letër të fundit" not in house


# ---- F3: a 7 lets its player swap ------------------------------------------------------------


class Keeper(Script):
    def choose_player(self, view, candidates, why):
        return None


def test_a_seven_may_keep_the_hand_engine():
    points = points_for("official", ("seven-o",), "classic-108")
    hands = [["red-7", "blue-1"], ["green-2", "green-3"], ["blue-3", "blue-4"]]
    result = scenario(points, hands, [Keeper(), Script(), Script()], "red-5", turns=1)
    assert not kinds(result, "swap")
    assert kinds(result, "keep_hand") == [("keep_hand", 0, None, 0, "seven", None)]
    assert result.hand_points == (1, 5, 7)
    greedy = GreedyPolicy()
    view = type("V", (), {})()
    view.hand_sizes, view.player, view.direction, view.hand = (1, 3, 4), 0, 1, ["x"]
    assert greedy.choose_player(view, [1, 2], "seven") is None  # own hand is the smallest
    view.hand_sizes, view.hand = (5, 3, 4), ["x"] * 5
    assert greedy.choose_player(view, [1, 2], "seven") == 1
    view.rng = random.Random(3)
    answers = {RandomPolicy().choose_player(view, [1, 2], "seven") for _ in range(40)}
    assert None in answers and answers - {None}


@pytest.mark.parametrize(("ruleset", "house"), [("official", ("seven-o",)), ("party", ())])
def test_a_seven_may_swap_or_keep_booklet(ruleset, house):
    turn = _plain(text(compose(ruleset=ruleset, house=house), "turn"))
    said = "When you play a 7, you may swap hands with another player of your choice, or keep"
    assert f"{said} your own hand." in turn
    assert "must swap" not in turn


# ---- F4 and F5: jump-in -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_twin_skip_and_reverse_are_spelled_out(lang):
    turn = _plain(text(compose(house=["jump-in"], lang=lang), "turn"))
    for key, card in (("twin_skip", "card.skip"), ("twin_reverse", "card.reverse")):
        name = _said(lang, card)
        assert _said(lang, f"turn.jump_in.{key}", card=Texts(load_catalog(lang)).text(card)) in turn
        assert name in turn


def test_twin_skip_and_reverse_take_the_place_of_the_first_engine():
    points = points_for("official", ("jump-in",), "classic-108")
    # P0's red Skip would skip P1; P3 jumps in with the twin: P0 is skipped and P1 plays
    hands = [["red-skip", "blue-1"], ["red-3", "green-4"], ["yellow-1", "yellow-2"],
             ["red-skip", "green-1"]]  # fmt: skip
    jumpers = [Script(), Script(), Script(), Script(jump=True)]
    result = scenario(points, hands, jumpers, "red-5", turns=3)
    plays = [(e[1], e[2], e[4]) for e in kinds(result, "play")]
    assert plays[:3] == [(0, "red-skip", "turn"), (3, "red-skip", "jump_in"), (1, "red-3", "turn")]
    # P0's Reverse turns play to P3; P1 jumps in with the twin: play goes on to P2
    hands = [["red-reverse", "blue-1"], ["red-reverse", "green-4"], ["red-1", "yellow-2"],
             ["red-2", "green-1"]]  # fmt: skip
    jumpers = [Script(), Script(jump=True), Script(), Script()]
    result = scenario(points, hands, jumpers, "red-5", turns=3)
    plays = [(e[1], e[4]) for e in kinds(result, "play")]
    assert plays[:3] == [(0, "turn"), (1, "jump_in"), (2, "turn")]


def test_seven_o_and_jump_in_names_only_the_twins_the_deck_has():
    deck = load_deck("classic-108")
    zeros = [fc.count for fc in deck.faces if fc.face.rank == 0]
    assert zeros and max(zeros) == 1  # read from the deck: no 0 has a twin
    content = compose(house=["seven-o", "jump-in"])
    pair = _plain(text(content, "house_rules")).split("“Jump in”: ")[-1]
    assert pair.startswith("A 7 jumped in swaps hands") and "a 0 passes every hand on" not in pair
    assert "A 0 has no twin in this deck" in pair
    assert "pair.seven-o+jump-in" not in content.keys
    twins = compose("twin-zeros", house=["seven-o", "jump-in"])  # a second 0 of each colour
    pair = _plain(text(twins, "house_rules")).split("“Jump in”: ")[-1]
    assert pair.startswith("A 0 or a 7 jumped in swaps hands") and "no twin" not in pair


# ---- F1, F2: shrinking hands keep count ------------------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_shrinking_hands_count_in_pencil_or_on_paper(lang):
    said = Texts(load_catalog(lang))
    row = said.name_list([said.text("score_sheet.hand_sizes")], quote_one=True)
    end = _plain(text(compose(house=["seven-rounds"], lang=lang), "end"))
    assert _said(lang, "end.shrinking_marks", 7, row=row) in end
    lazy = _plain(text(compose(house=["seven-rounds", "lazy-scoring"], lang=lang), "end"))
    paper = _said(lang, "end.shrinking_marks_paper", 7)
    assert paper in lazy and _said(lang, "end.shrinking_marks", 7, row=row) not in lazy
    if lang == "en":
        assert "in pencil" in end and "rub it out" in end and "“New hands”" in end
        assert "score sheet" not in paper and "piece of paper" in paper
    deck = load_deck("classic-108")
    rules = load_ruleset("official", ["seven-rounds"], deck=deck)
    bare = compose_booklet(deck, rules, load_catalog(lang), score_sheet=False)
    assert paper in _plain(text(bare, "end"))


# ---- wording the readers found clumsy ----------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_plainer_jump_in_and_swap_partner_wording(lang):
    jump = _said(lang, "turn.jump_in.text")
    assert "(" not in jump  # the draw-card case is said plainly, not in a bracket
    for key in ("off_swap", "on_swap"):
        words = _said(lang, f"turn.silent_words.{key}")
        assert "(" not in words, (lang, key)
    if lang == "ru":
        assert "рук" not in _said(lang, "turn.silent_words.on_swap")
    if lang == "de":
        marks = _said(lang, "end.shrinking_marks", 7, row="x")
        assert " ihr " not in marks and "du " in marks
