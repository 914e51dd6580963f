"""Exports: card PNGs (size, dpi tag, rounded corners) and the proof PDF."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import (
    OutputOptions,
    RenderOptions,
    build_proof,
    export_cards,
    load_deck,
    load_style,
)
from deckgen.cli import app
from deckgen.definitions.model import Deck
from deckgen.text.cardnames import face_name
from deckgen.text.catalog import load_catalog
from deckgen.text.spaces import plain_spaces

from .cardfaces import FACES, house_deck

runner = CliRunner()


def test_pngs_are_card_plus_bleed_at_300_dpi_and_tagged(tmp_path):
    deck = house_deck()
    render = RenderOptions(style=load_style("classic"), dpi=300)
    written = export_cards(deck, render=render, output=OutputOptions(tmp_path)).paths
    assert {p.stem for p in written} == {f.id for f in FACES.values()} | {"back"}
    with Image.open(tmp_path / "cards" / "draw-ten.png") as image:
        assert image.size == (732, 1098)  # 62 x 93 mm (56 x 87 + 3 mm bleed) at 300 dpi
        assert [round(v) for v in image.info["dpi"]] == [300, 300]


def test_rounded_pngs_are_trimmed_with_transparent_corners(tmp_path):
    # one face read back: one face drawn (the other 53 took most of the test's time)
    result = runner.invoke(app, ["cards", "classic-108", "-o", str(tmp_path), "--dpi", "100",
                                 "--rounded", "--style", "light", "--only", "red-7",
                                 "-q"])  # fmt: skip
    assert result.exit_code == 0, result.output
    with Image.open(tmp_path / "cards" / "red-7.png") as image:
        assert image.mode == "RGBA"
        assert image.size == (220, 343)  # 56 x 87 mm at 100 dpi: the bleed is cut off
        assert image.getpixel((0, 0))[3] == 0  # outside the rounded corner
        assert image.getpixel((image.width // 2, 2))[3] == 255
        assert image.getpixel((110, 170))[3] == 255
    assert [round(v) for v in image.info["dpi"]] == [100, 100]


def test_proof_shows_every_face_once_with_its_count(tmp_path):
    deck = house_deck()
    result = build_proof(deck, render=RenderOptions(dpi=72), output=OutputOptions(tmp_path))
    assert result.path == tmp_path / "proof.pdf"
    reader = PdfReader(result.path)
    assert len(reader.pages) == result.pages == 1
    text = reader.pages[0].extract_text()
    english = load_catalog("en")
    for fc in deck.faces:
        # the PDF's text reads the name's no-break spaces as spaces
        assert f"{plain_spaces(face_name(english, fc.face))} × {fc.count}" in text
    images = reader.pages[0].images
    assert len(images) == len(deck.faces) + 1  # every face and the back


def test_proof_command_writes_into_the_deck_folder(tmp_path):
    result = runner.invoke(app, ["proof", "classic-108", "-o", str(tmp_path), "--dpi", "72"])
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "proof.pdf")
    assert len(reader.pages) == 3  # 54 faces and the back, 20 a page
    assert "Wild Draw Four × 4" in reader.pages[2].extract_text()
    assert "7 (red) × 2" in reader.pages[0].extract_text()
    assert [p.name for p in tmp_path.iterdir()] == ["proof.pdf"]


def _proof_text(tmp_path, lang: str) -> str:
    args = ["proof", "classic-108", "-o", str(tmp_path), "--dpi", "72", "--lang", lang]
    result = runner.invoke(app, [*args, "--style", "light"])
    assert result.exit_code == 0, result.output
    return " ".join(page.extract_text() for page in PdfReader(tmp_path / "proof.pdf").pages)


def _face_ids(deck: Deck) -> list[str]:
    return [fc.face.id for fc in deck.faces]


@pytest.mark.parametrize(
    ("lang", "seven", "style"),
    [("es", "7 rojo × 2", "Claro (ahorra tinta)"), ("ru", "красная 7 × 2", "Светлый")],
)
def test_the_proof_names_cards_and_style_in_the_language(tmp_path, lang, seven, style):
    """Regression: the proof said "red-7 × 2" and "Light (ink-saving)" under --lang es/ru."""
    text = _proof_text(tmp_path, lang)
    assert seven in text and style in text  # as the catalog names a face: turn.example.card
    ids = _face_ids(load_deck("classic-108"))
    for english in [*ids, "Light", "ink", "Wild", "Skip", "Reverse", "Draw"]:
        assert english not in text, english


def test_unknown_style_on_the_command_line_exits_1(tmp_path):
    result = runner.invoke(app, ["proof", "classic-108", "-o", str(tmp_path), "--style", "nope"])
    assert result.exit_code == 1
    assert "no style named 'nope'" in result.output and "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []
