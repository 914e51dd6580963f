"""Copies cost what they reference (issue 19): a sheet's repeated pieces are written once.

More copies of the same faces add pages, and each added page should cost its own labels
only: the crop marks, the check bar and the card placements are the same operators as on
the pages before. Counted here as ReportLab drawing calls (not time), on decks of four
faces placed 9 and 27 times each. Also: page streams are Flate only, without ReportLab's
ASCII85 layer (pure Python without its accelerator, and a quarter larger).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab import rl_config
from reportlab.pdfgen.canvas import Canvas

from deckgen import CardSize, load_deck, print_layout, render_deck
from deckgen.exports.printshop import write_print_shop_pdf
from deckgen.layout.imposition import impose
from deckgen.layout.sheets import write_sheets_pdf
from tests.pdfutil import image_placements, line_segments

DECK = """\
id: copies-{copies}
name: Copies
colors: [red, blue]
cards:
  - {{type: number, ranks: [1, 2], copies: {copies}, each_color: true}}
"""
COUNTED = ("line", "transform", "drawString")  # marks, placements, labels


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[int, tuple[Path, Counter[str], int]]:
    """For 9 and 27 copies of 4 faces: the sheets PDF, ReportLab's drawing calls while
    writing it, and its page count."""
    found = {}
    for copies in (9, 27):
        folder = tmp_path_factory.mktemp(f"copies{copies}")
        (folder / "deck.yaml").write_text(DECK.format(copies=copies), encoding="utf-8")
        deck = load_deck(folder / "deck.yaml")
        rendered = render_deck(deck, dpi=72)
        calls: Counter[str] = Counter()
        with pytest.MonkeyPatch.context() as patch:
            for name in COUNTED:
                patch.setattr(Canvas, name, _counted(getattr(Canvas, name), name, calls))
            result = write_sheets_pdf(
                deck, rendered.faces, rendered.back, impose(print_layout()), folder / "s.pdf"
            )
        found[copies] = (result.path, calls, result.pages)
    return found


def _counted(method, name: str, calls: Counter[str]):
    def counted(self, *args, **kwargs):
        calls[name] += 1
        return method(self, *args, **kwargs)

    return counted


def test_added_pages_draw_their_own_labels_only(written):
    _, few, few_pages = written[9]
    _, many, many_pages = written[27]
    assert (few_pages, many_pages) == (8, 24)  # 36 and 108 cards, 9 a sheet, fronts + backs
    assert many["line"] == few["line"] > 0  # the marks of a front page and a back page, once
    assert many["transform"] == few["transform"] > 0  # each face in each slot, once
    # each page has its own page number and sheet number; the other labels repeat
    assert many["drawString"] - few["drawString"] == 2 * (many_pages - few_pages)


def test_kept_operators_draw_every_page_like_its_first_of_a_side(written):
    path, _, pages = written[27]
    reader = PdfReader(path)
    for side in (0, 1):  # front pages, back pages
        first_images = image_placements(reader, side)
        first_lines = line_segments(reader, side)
        assert len(first_images) == 9 and len(first_lines) > 50
        for index in range(side + 2, pages, 2):
            images = image_placements(reader, index)
            assert [_where(i) for i in images] == [_where(i) for i in first_images]
            assert line_segments(reader, index) == first_lines
    fronts = [i.name for p in range(0, pages, 2) for i in image_placements(reader, p)]
    assert sorted(Counter(fronts).values()) == [27] * 4  # each of the 4 faces 27 times


def _where(image) -> tuple[float, ...]:
    return tuple(round(v, 3) for v in (image.x_mm, image.y_mm, image.width_mm, image.height_mm))


def test_page_streams_are_flate_without_ascii85(written, tmp_path):
    sheets, _, _ = written[9]
    deck = load_deck(sheets.parent / "deck.yaml")
    rendered = render_deck(deck, dpi=72)  # from the render cache
    shop = write_print_shop_pdf(deck, rendered.faces, rendered.back, CardSize(), tmp_path / "p.pdf")
    for path in (sheets, shop.path):
        reader = PdfReader(path)
        filters = {tuple(page["/Contents"].get_object()["/Filter"]) for page in reader.pages}
        assert filters == {("/FlateDecode",)}  # before: ("/ASCII85Decode", "/FlateDecode")
    assert rl_config.useA85  # ReportLab's own setting is left as it was
