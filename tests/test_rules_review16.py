"""Rules review 14 fixed (session 9, rules16): the findings, in the model, the booklet and
the engine (English always, the other languages sampled; every one with
DECKGEN_FULL_MATRIX=1).

F1. Jump in with two players (or two left in "Play to the end"): a twin Reverse works like
    a twin Skip, the player who jumped in plays again at once (sentence and engine).
F2. Mixed stacking: the clear answer and the "agree" line point to the limits the
    section "Answering a draw card" sets (colour on a wild draw card, the Wild Draw Four).
F3. Blanks turned over first: a stand-in is that card; a rule of your own or nothing is
    put back.
F4. Shrinking hands: rounds last much longer, agree on a lower target or fewer rounds.
"""

from __future__ import annotations

import pytest

from deckgen.booklet.context import Texts
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, text
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario
from .sampling import sample_of

LANGS = available_languages()
SAMPLED = sample_of(LANGS, ("en", "pl"))


def _plain(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").replace("\u202f", " ").split())


def _said(lang: str, key: str, **values: object) -> str:
    return _plain(Texts(load_catalog(lang)).text(key, **values))


# ---- F1: a twin Reverse jumped in with two players ---------------------------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_twin_reverse_with_two_players_is_said_in_jump_in(lang):
    reverse = Texts(load_catalog(lang)).text("card.reverse")
    for deck_id in ("classic-108", "two-player"):
        turn = _plain(text(compose(deck_id, house=["jump-in"], lang=lang), "turn"))
        general = _said(lang, "turn.jump_in.twin_reverse", card=reverse)
        two = _said(lang, "turn.jump_in.twin_reverse_two", card=reverse)
        assert general in turn and two in turn, deck_id
        assert turn.index(general) < turn.index(two)  # the exception follows the rule
    # two left in "Play to the end": said where the end section says a Reverse is a Skip
    end = _plain(text(compose(house=["jump-in", "to-the-end"], lang=lang), "end"))
    two_left = _said(lang, "end.two_left")
    assert two_left in end
    jumped = _said(lang, "end.two_left_jump_in", card=reverse)
    assert end.index(two_left) < end.index(jumped)
    # without jump-in, neither sentence
    assert jumped not in _plain(text(compose(house=["to-the-end"], lang=lang)))


def test_twin_reverse_with_two_players_engine():
    points = points_for("official", ("jump-in",), "classic-108")
    assert points is not None and points.reverse_as_skip_for_two
    # P0's red Reverse is a Skip with two; P1 jumps in with the twin and plays again at once
    hands = [["red-reverse", "blue-1", "blue-2"], ["red-reverse", "red-3", "green-4"]]
    jumper = [Script(), Script(plays=["red-3"], jump=True)]
    result = scenario(points, hands, jumper, "red-5", turns=3)
    plays = [(e[1], e[2], e[4]) for e in kinds(result, "play")]
    assert plays[:3] == [
        (0, "red-reverse", "turn"),
        (1, "red-reverse", "jump_in"),
        (1, "red-3", "turn"),
    ]
    # the first Reverse skipped P1, who jumped in before acting; the twin skips P0
    assert [e[1] for e in kinds(result, "skip")][:2] == [1, 0]


def test_twin_reverse_with_two_left_to_the_end_engine():
    points = points_for("official", ("jump-in", "to-the-end"), "classic-108")
    assert points is not None and points.reverse_as_skip_for_two
    # P0 goes out; P1 and P2 are left. P1's red Reverse is a Skip; P2 jumps in with the twin
    # and plays again at once
    hands = [["red-1"], ["red-reverse", "blue-1", "blue-2"], ["red-reverse", "red-3", "green-4"]]
    policies = [Script(), Script(), Script(plays=["red-3"], jump=True)]
    result = scenario(points, hands, policies, "red-5", turns=4)
    plays = [(e[1], e[2], e[4]) for e in kinds(result, "play")]
    assert plays[:4] == [
        (0, "red-1", "turn"),
        (1, "red-reverse", "turn"),
        (2, "red-reverse", "jump_in"),
        (2, "red-3", "turn"),
    ]


# ---- F2, F3, F4: mixed stacking, a blank turned first, shrinking hands ------------------------


@pytest.mark.parametrize("lang", SAMPLED)
def test_mixed_stacking_points_to_its_limits(lang):
    content = compose("house-plus-ten", "plus-ten", lang=lang)
    section = Texts(load_catalog(lang)).text("section.draws")
    clear = _plain(text(content, "clear_answers"))
    assert _plain(section).split()[0] in clear  # the pointer names the section
    assert _said(lang, "clear.stacking.mixed", section=section) in clear
    agree = _plain("\n".join(content.agree.lines))
    assert _said(lang, "agree.stacking.mixed", section=section) in agree
    # the limits pointed to are in that section
    draws = _plain(text(content, "draws"))
    said = _said(lang, "draws.stacking.mixed", cards="")
    clauses = said.split("; ")  # th writes no semicolon: its sentence's end stands in
    assert (clauses[1][:20] if len(clauses) > 1 else said[-20:]) in draws
    if lang == "en":
        assert "within the limits under “Answering a draw card”" in clear
        assert "a coloured one on a wild draw card only in the colour now in play" in clear
        assert "any kind on any kind, within the limits under" in agree


@pytest.mark.parametrize("lang", SAMPLED)
def test_blank_turned_first_and_shrinking_hands_note(lang):
    setup = _plain(text(compose("classic-112-blanks", lang=lang), "setup"))
    blank = Texts(load_catalog(lang)).text("card.blank")
    said = _said(lang, "setup.first_blank_wild", card=blank)  # review 15: empty = Wild
    assert said in setup
    assert _said(lang, "setup.first_redraw", card=blank) not in setup
    agree = _plain("\n".join(compose(house=["seven-rounds"], lang=lang).agree.lines))
    assert _said(lang, "agree.end.shrinking_for.winner_collects", lower=200) in agree
    if lang == "en":
        assert "if it stands in for a lost card, treat it as that card" in said
        assert "Rounds last much longer this way: agree on a lower target" in agree
