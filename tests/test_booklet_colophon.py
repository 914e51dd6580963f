"""The booklet's last line names the deck and its card count once (native round 8: the
classic-112 names say "112 cards" and the line added "(112 cards)" again)."""

from __future__ import annotations

import re

import pytest

from .booklet_helpers import compose, deck

LANGS = ("en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("deck_id", ["classic-108", "classic-112", "classic-112-blanks"])
def test_the_colophon_gives_the_card_count_exactly_once(lang, deck_id):
    content = compose(deck_id, "official", (), lang=lang)
    count = str(deck(deck_id).total_cards)
    name = deck(deck_id).name_in(lang)
    footer = " ".join(content.footer.split()).replace("\u00a0", " ").replace("\u202f", " ")
    assert " ".join(name.split()) in footer
    assert len(re.findall(rf"(?<!\d){count}(?!\d)", footer)) == 1, footer
