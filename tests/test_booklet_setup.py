"""The setup section: a misdeal is dealt again, in every language, right after the deal."""

from __future__ import annotations

import pytest

from deckgen.booklet.blocks import TableBlock
from deckgen.text.cardnames import said_name
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, deck


@pytest.mark.parametrize("lang", available_languages())
def test_a_misdeal_is_dealt_again_right_after_the_deal(lang):
    catalog = load_catalog(lang)
    content = compose("classic-108", "official", lang=lang)
    section = content.section("setup")
    assert section is not None
    texts = [getattr(block, "text", "") for block in section.blocks]
    deal = catalog.plural("setup.deal", 7)
    assert texts[texts.index(deal) + 1] == catalog.text("setup.misdeal")


@pytest.mark.parametrize("deck_id", ["classic-108", "classic-112", "house-plus-ten", "two-player"])
def test_the_worked_turn_agrees_with_the_engines_rule_4(deck_id):
    """Each card of the example hand fits (or not) as the engine's matching says."""
    from deckgen.booklet.context import Context, Texts
    from deckgen.booklet.play import example_hand
    from deckgen.game.cards import card_of, matches
    from deckgen.rules.loader import load_ruleset

    from .booklet_helpers import deck

    the_deck = deck(deck_id)
    ctx = Context(Texts(load_catalog("en")), load_ruleset("official"), the_deck)
    found = example_hand(ctx)
    assert found is not None
    top, hand = found
    assert [why for _, why in hand] in (
        ["colour", "number", "wild", "none"],
        ["colour", "number", "none"],
    )
    faces = the_deck.unique_faces()
    for face, why in hand:
        assert face in faces
        fits = matches(card_of(face), card_of(top), top.color)
        assert fits == (why != "none"), (face.id, why)


@pytest.mark.parametrize("lang", available_languages())
def test_the_worked_turn_is_a_table_after_the_matching_rule(lang):
    catalog = load_catalog(lang)
    content = compose("classic-108", "official", lang=lang)
    section = content.section("turn")
    assert section is not None
    texts = [getattr(block, "text", None) for block in section.blocks]
    at = texts.index(catalog.text("turn.match"))
    fours = {f.color: f for f in deck("classic-108").unique_faces() if f.rank == 4}
    top = said_name(catalog, fours["red"])  # as players say it (round 7)
    assert texts[at + 1] == catalog.text("turn.example.intro", card=top)
    table = section.blocks[at + 2]
    assert isinstance(table, TableBlock)
    assert table.rows[2] == (
        said_name(catalog, fours["yellow"]),
        catalog.text("turn.example.number"),
    )
    assert table.rows[-1][1] == catalog.text("turn.example.none")
