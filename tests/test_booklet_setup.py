"""The setup section: a misdeal is dealt again, in every language, right after the deal."""

from __future__ import annotations

import pytest

from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose


@pytest.mark.parametrize("lang", available_languages())
def test_a_misdeal_is_dealt_again_right_after_the_deal(lang):
    catalog = load_catalog(lang)
    content = compose("classic-108", "official", lang=lang)
    section = content.section("setup")
    assert section is not None
    texts = [getattr(block, "text", "") for block in section.blocks]
    deal = catalog.plural("setup.deal", 7)
    assert texts[texts.index(deal) + 1] == catalog.text("setup.misdeal")
