"""The booklet and the engine read one model: for a rule point, the sentence the booklet
chose and what the engine does agree (issue 13, "the engine is the referee of the text")."""

from __future__ import annotations

import random

from deckgen import load_deck, load_ruleset
from deckgen.booklet.content import compose_booklet
from deckgen.game import GreedyPolicy, RandomPolicy, play_round
from deckgen.text.catalog import load_catalog

CLASSIC = load_deck("classic-108")


def _keys(ruleset, house_rules=()):
    rules = load_ruleset(ruleset, list(house_rules), deck=CLASSIC)
    return rules, compose_booklet(CLASSIC, rules, load_catalog("en")).keys


def _rounds(points, count, **kwargs):
    seats = [RandomPolicy(), GreedyPolicy(), RandomPolicy(), GreedyPolicy()]
    for seed in range(count):
        yield play_round(CLASSIC, points, seats, random.Random(seed), log=True, **kwargs)


def test_colour_circle_text_and_play_agree_that_nobody_names_a_colour_in_play():
    rules, keys = _keys("official", ["colour-circle"])
    free = [k for k in keys if k.endswith(".free")]
    assert free == [] and any(k.endswith(".circle") for k in keys)
    for result in _rounds(rules.points, 40):
        colours = [e for e in result.events if e.kind == "colour"]
        # the booklet's one exception: a Wild turned first is named by the first player
        first_wild = any(e.kind == "first_card" and e.detail == "acts" and e.card.card_type.wild
                         for e in result.events)  # fmt: skip
        assert len(colours) <= (1 if first_wild else 0)
    standard, _ = _keys("official")
    assert any(e.kind == "colour" for r in _rounds(standard.points, 10) for e in r.events), (
        "with the free choice, colours are named (the check above is not vacuous)"
    )


def test_reverse_turned_first_under_lazy_scoring_text_and_play_agree():
    rules, keys = _keys("lazy")
    assert "setup.first_reverse.last_winner" in keys
    seen = False
    for result in _rounds(rules.points, 400, dealer=0, starter=2):
        first = next(e for e in result.events if e.kind == "first_card" and e.detail == "acts")
        if first.card.card_type.id != "reverse":
            continue
        opener = next(e for e in result.events if e.kind in ("play", "draw"))
        assert opener.player == 1  # "the player to the right of the first player starts"
        seen = True
        break
    assert seen, "no seed turned a Reverse first"


def test_draw_card_penalty_text_and_play_agree_on_stacking():
    rules, keys = _keys("party")
    assert "draws.stacking.same" in keys
    stacked = any(
        e.kind == "play" and e.detail == "stack"
        for r in _rounds(rules.points, 60)
        for e in r.events
    )
    plain, plain_keys = _keys("official")
    assert "draws.stacking.none" in plain_keys and "draws.stacking.same" not in plain_keys
    assert not any(
        e.kind == "play" and e.detail == "stack"
        for r in _rounds(plain.points, 60)
        for e in r.events
    )
    assert stacked
