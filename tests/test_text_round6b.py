"""Issue 15, native readers round 6 (code findings): the calibration sheet's own keywords,
one-letter words kept with the next word, proof-sheet labels that wrap before they shrink,
and the glance line of a house rule."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, build_calibration, print_layout
from deckgen.text.catalog import available_languages, load_catalog

LANGS = available_languages()


@pytest.mark.parametrize("lang", LANGS)
def test_the_calibration_sheet_has_its_own_keywords(tmp_path, lang):
    # round 6: calibration.pdf said "card game, print and play", the game files' keywords
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang=lang)
    catalog = load_catalog(lang)
    keywords = PdfReader(result.path).metadata["/Keywords"]
    own = catalog.text("pdf.keywords_calibration").replace("\u00a0", " ")
    assert keywords == own
    assert catalog.text("pdf.keywords").replace("\u00a0", " ") not in keywords
