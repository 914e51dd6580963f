"""Print sheets read back from the PDF: pages, page size, placements in mm, mirroring."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deckgen import CardSize, DefinitionError, LayoutError
from deckgen.layout.grid import fit_grid
from tests.pdfutil import image_placements, page_size_mm

TOL = 0.01


@pytest.fixture(scope="module")
def reader(classic_sheets):
    return PdfReader(classic_sheets)


def test_24_a4_pages(reader):
    assert len(reader.pages) == 24
    for index in range(24):
        width, height = page_size_mm(reader, index)
        assert width == pytest.approx(210, abs=0.05) and height == pytest.approx(297, abs=0.05)


def test_grid_is_3_by_3_for_the_default_card():
    grid = fit_grid(CardSize())
    assert (grid.columns, grid.rows) == (3, 3)


def test_108_fronts_and_108_backs_of_62_by_93_mm(reader):
    fronts = [p for i in range(0, 24, 2) for p in image_placements(reader, i)]
    backs = [p for i in range(1, 24, 2) for p in image_placements(reader, i)]
    assert len(fronts) == len(backs) == 108
    for placement in fronts + backs:
        assert placement.width_mm == pytest.approx(62, abs=TOL)
        assert placement.height_mm == pytest.approx(93, abs=TOL)
    assert len({p.name for p in backs}) == 1  # one back image, reused
    assert len({p.name for p in fronts}) == 54  # each unique face embedded once


def test_each_back_sits_at_the_mirrored_position_of_its_front(reader):
    for index in range(0, 24, 2):
        fronts = image_placements(reader, index)
        backs = image_placements(reader, index + 1)
        assert len(fronts) == len(backs)
        for front, back in zip(fronts, backs, strict=True):
            assert back.x_mm == pytest.approx(210 - front.x_mm - front.width_mm, abs=TOL)
            assert back.y_mm == pytest.approx(front.y_mm, abs=TOL)


def test_cards_stay_inside_the_printable_margin(reader):
    for placement in image_placements(reader, 0):
        assert placement.x_mm >= 5 and placement.y_mm >= 5
        assert placement.x_mm + placement.width_mm <= 205
        assert placement.y_mm + placement.height_mm <= 292


def test_page_text_says_how_to_print(reader):
    text = reader.pages[0].extract_text()
    assert "Classic deck" in text and "Page 1 of 24" in text and "FRONTS" in text
    assert "100 %" in text and "50 mm" in text
    assert "BACKS" in reader.pages[1].extract_text()


def test_card_too_big_for_the_page_is_refused():
    with pytest.raises(LayoutError, match="does not fit"):
        fit_grid(CardSize(200, 300))


def test_sheet_margins_speak_the_chosen_language(classic, tmp_path):
    from deckgen import OutputOptions, RenderOptions, build_sheets

    def sheets(lang):
        render, output = RenderOptions(dpi=72, lang=lang), OutputOptions(tmp_path / lang)
        return PdfReader(build_sheets(classic, render=render, output=output).path)

    reader = sheets("de")
    text = reader.pages[0].extract_text()
    assert "Klassisches Kartenspiel" in text and "Seite 1 von 24" in text
    assert "VORDERSEITEN" in text and "mit 100 % drucken" in text
    assert "RÜCKSEITEN" in reader.pages[1].extract_text()
    thai = sheets("th")
    assert "\u25a0" not in thai.pages[0].extract_text()
    assert "Page 1 of 24" in sheets("en").pages[0].extract_text()
    with pytest.raises(DefinitionError, match="no texts for language 'xx'"):
        sheets("xx")  # refused, not printed in English
    assert not (tmp_path / "xx").exists()


def test_thai_sheet_labels_are_shaped_and_copy_as_written(classic, tmp_path):
    """Regression: ReportLab's drawString(shaping=1) shapes only with rlbidi installed, so
    the Thai margin labels were drawn unshaped (the tone mark of ที่ on its vowel)."""
    import unicodedata

    from deckgen import OutputOptions, RenderOptions, build_sheets
    from deckgen.text.catalog import load_catalog

    render, output = RenderOptions(dpi=72, lang="th"), OutputOptions(tmp_path)
    page = PdfReader(build_sheets(classic, render=render, output=output).path).pages[0]
    shaped = [op for _, op in ContentStream(page.get_contents(), page.pdf).operations]
    assert b"TJ" in shaped  # HarfBuzz's mark offsets; unshaped text is one plain Tj
    copied = " ".join(unicodedata.normalize("NFC", page.extract_text()).split())
    assert load_catalog("th").text("sheet.actual_size") in copied
