"""Only some cards: ``--only`` (face or card type ids) and ``--extras-of`` on ``sheets``
and ``cards``, counted on the sheets written (front images read back from the PDF)."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import CardSelection, DefinitionError, load_deck, select_cards
from deckgen.cli import app
from tests.pdfutil import image_placements

runner = CliRunner()


def _front_cards(pdf) -> int:
    """Card images on the front pages of long-edge sheets (pages 1, 3, …)."""
    reader = PdfReader(pdf)
    return sum(len(image_placements(reader, i)) for i in range(0, len(reader.pages), 2))


def test_extras_of_prints_exactly_the_four_plus_ten_cards(tmp_path):
    result = runner.invoke(
        app,
        ["sheets", "house-plus-ten", "--extras-of", "classic-108", "--dpi", "72",
         "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "(4 cards," in result.output and "extras of classic-108" in result.output
    pdf = tmp_path / "sheets.pdf"
    assert _front_cards(pdf) == 4
    reader = PdfReader(pdf)
    assert len(image_placements(reader, 1)) == 4  # each with its back
    assert "[house-plus-ten – classic-108]" in reader.pages[0].extract_text()


def test_only_a_face_prints_both_red_sevens(tmp_path):
    result = runner.invoke(
        app, ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert "(2 cards," in result.output and "only red-7" in result.output
    assert _front_cards(tmp_path / "sheets.pdf") == 2


def test_only_takes_card_types_commas_and_repeats(tmp_path):
    result = runner.invoke(
        app,
        ["cards", "house-plus-ten", "--only", "draw_ten,red-7", "--only", "wild",
         "--dpi", "72", "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "cards").iterdir())
    assert names == ["back.png", "draw-ten.png", "red-7.png", "wild.png"]


@pytest.mark.parametrize("command", ["sheets", "cards"])
def test_an_unknown_id_is_refused_with_a_suggestion(tmp_path, command):
    result = runner.invoke(
        app, [command, "classic-108", "--only", "red-77", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "'red-77'" in result.output and "did you mean 'red-7'?" in result.output
    assert not any(tmp_path.iterdir())


def test_select_cards_multiset_difference_and_nothing_left():
    plus_ten = load_deck("house-plus-ten")
    extras = select_cards(plus_ten, CardSelection(extras_of="classic-108"))
    assert [(fc.face.id, fc.count) for fc in extras.faces] == [("draw-ten", 4)]
    assert select_cards(plus_ten, CardSelection()) is plus_ten
    with pytest.raises(DefinitionError, match="no card beyond"):
        select_cards(load_deck("classic-108"), CardSelection(extras_of="house-plus-ten"))
    with pytest.raises(DefinitionError, match="nothing to print"):
        select_cards(plus_ten, CardSelection(only="red-7", extras_of="classic-108"))


@pytest.mark.parametrize(
    ("lang", "header", "sheets"),
    [
        ("en", "Classic deck – The rules at a glance", "print sheets"),
        ("th", "สำรับคลาสสิก – สรุปกติกา", "แผ่นสำหรับพิมพ์"),
    ],
)
def test_only_reference_names_the_reference_cards_in_the_sheets_language(
    tmp_path, lang, header, sheets
):
    """Fresh readers 11 (de fr es it): the sheet header of ``--only reference`` read
    "Klassisches Kartenspiel [reference]", the English keyword; the label now names the
    cards as their own title does. Fresh readers 12: it stood in square brackets, which
    Thai has not and the others read as code; the deck and the label are now joined by
    the language's spaced dash (``pdf.selection``). Read back from the sheet's header and
    the PDF title; ids the user typed stay as typed, in every language (margin
    lettering, no PDF each)."""
    args = ["sheets", "classic-108", "--only", "reference", "--reference-card", "--lang", lang]
    result = runner.invoke(app, [*args, "--dpi", "72", "-q", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "sheets.pdf")
    lines = [" ".join(line.split()) for line in reader.pages[0].extract_text().splitlines()]
    assert header in lines
    assert not any("[" in line or "]" in line for line in lines)
    assert " ".join(reader.metadata.title.split()) == f"{header}: {sheets}"
    from deckgen.layout.sheettext import sheet_lettering
    from deckgen.text.catalog import available_languages, load_catalog

    deck = load_deck("classic-108")
    both = select_cards(deck, CardSelection(only=("red-7", "reference")))
    assert both.name == "Classic deck [red-7, reference]"  # the API's name: ids
    for code in available_languages():
        title = " ".join(load_catalog(code).text("section.summary").split())
        named = " ".join(sheet_lettering(code).deck_name(both).split())
        dash = "—" if code == "ru" else "–"
        assert named == f"{deck.name_in(code)} {dash} red-7, {title}", code
