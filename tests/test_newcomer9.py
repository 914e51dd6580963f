"""Newcomer review 9: a parent printing at home (back offset labels, house rules a deck
can play, simulating a two-player deck, reference cards alone, a printer profile's
orientation)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pypdf import PdfReader

from deckgen import OutputOptions, RenderOptions, build_sheets, print_layout
from deckgen.layout.marks import LABEL_CLEAR_MM

from .pdfutil import text_runs
from .sampling import sample_of
from .test_layout_footclear import EPS, _crop_marks, _gap

LANGS = ["en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th"]
OFFSETS = [(1.5, -0.5), (-1.5, 0.5), (3.0, -3.0), (-4.0, 4.0), (4.0, -4.0), (6.0, 0.0)]
# ru, pl, es and sq ran across the marks before; th is the widest script
M1_CASES = sample_of(
    [(lang, offset) for lang in LANGS for offset in OFFSETS],
    [
        ("ru", (1.5, -0.5)),
        ("pl", (-4.0, 4.0)),
        ("es", (6.0, 0.0)),
        ("sq", (3.0, -3.0)),
        ("th", (4.0, -4.0)),
    ],
)


@pytest.mark.parametrize(("lang", "offset"), M1_CASES)
def test_m1_back_page_labels_keep_clear_of_the_crop_marks(twelve, tmp_path, lang, offset):
    """M1: with a back offset from a printer profile, the back pages' foot note ran across
    the third column's crop marks in Russian (and Polish, Spanish, Albanian). Every label's
    box, read back from the PDF, keeps ``LABEL_CLEAR_MM`` from every crop mark."""
    layout = replace(
        print_layout(paper="A4", back_offset=offset, orientation="portrait"), printer="home"
    )
    result = build_sheets(
        twelve,
        layout=layout,
        render=RenderOptions(dpi=72, lang=lang),
        output=OutputOptions(tmp_path),
    )
    reader = PdfReader(result.path)
    for page in range(len(reader.pages)):
        marks = _crop_marks(reader, page)
        runs = text_runs(reader, page)
        # check bar, two foot notes, deck name, page, sheet: none lost (Thai is set as
        # shaped glyph runs, which mostly do not read back)
        assert len(runs) >= (1 if lang == "th" else 5)
        for run in runs:
            nearest = min(_gap(run.box, s) for s in marks)
            assert nearest >= LABEL_CLEAR_MM - EPS, (lang, offset, page, run.text, nearest)
    if lang == "en":
        back = " ".join(run.text for run in text_runs(reader, 1))
        assert f"backs shifted {offset[0]:+g},{offset[1]:+g} mm (home)" in back
