"""Fonts, images, bounds and capabilities: a clear error naming the file, before rendering.

Fonts are made in the test (tests/fontfactory.py); images with Pillow.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from deckgen import (
    CardSize,
    DeckgenError,
    FontError,
    OutputOptions,
    RenderError,
    RenderOptions,
    TemplateError,
    build_booklet,
    build_sheets,
    load_deck,
    load_style,
    render_back,
    render_card,
)
from deckgen.cli import app
from deckgen.layout import fonts as booklet_fonts
from deckgen.layout import pdffonts
from deckgen.render import fonts as card_fonts
from deckgen.render import text as card_text
from deckgen.render.canvas import MAX_CARD_PIXELS
from tests.fontfactory import cff_font, colour_font, truetype_font

runner = CliRunner()


def style_with(tmp_path, body: str):
    path = tmp_path / "style.yaml"
    path.write_text(f"extends: classic\nid: mine\nname: Mine\n{body}", encoding="utf-8")
    return path


# fonts named by a style -------------------------------------------------------------------


def test_a_missing_style_font_names_the_style_key_and_lists_the_shipped_fonts(tmp_path):
    path = style_with(tmp_path, "fonts: {value: NoSuchFont.ttf}\n")
    with pytest.raises(FontError) as caught:
        load_style(path)
    message = str(caught.value)
    assert str(path) in message and "fonts.value" in message and "NoSuchFont.ttf" in message
    assert "NotoSans-Regular.ttf" in message  # what to use instead


def test_a_file_that_is_not_a_font_is_refused_when_the_style_loads(tmp_path):
    (tmp_path / "fake.ttf").write_text("this is not a font")
    path = style_with(tmp_path, "fonts: {label: fake.ttf}\n")
    with pytest.raises(FontError) as caught:
        load_style(path)
    message = str(caught.value)
    assert str(tmp_path / "fake.ttf") in message and "not a font file" in message
    assert "fonts.label" in message and ".ttf" in message


def test_a_colour_emoji_font_is_refused_with_a_suggestion(tmp_path):
    colour_font(tmp_path / "emoji.ttf")
    path = style_with(tmp_path, "fonts: {text: emoji.ttf}\n")
    with pytest.raises(FontError, match=r"colour \(emoji\) font.*COLR.*NotoSans-Regular.ttf"):
        load_style(path)


def test_a_cff_font_draws_card_faces(tmp_path, classic, style):
    """Card faces are pixels: FreeType draws CFF outlines, so a style may use such a font."""
    cff_font(tmp_path / "box.otf")
    boxed = load_style(style_with(tmp_path, "fonts: {value: box.otf}\n"))
    assert boxed.fonts.value == str((tmp_path / "box.otf").resolve())  # beside the style
    face = next(fc.face for fc in classic.faces if fc.face.rank == 7)
    image = render_card(face, boxed, classic.colors, dpi=72)
    shipped = render_card(face, style, classic.colors, dpi=72)
    assert image.size == shipped.size
    assert image.tobytes() != shipped.tobytes()  # the value is drawn in the box font


def test_a_shipped_font_name_is_not_replaced_by_a_file_in_the_working_folder(tmp_path, monkeypatch):
    (tmp_path / "NotoSans-Regular.ttf").write_text("not a font")
    monkeypatch.chdir(tmp_path)
    assert card_fonts.check_font("NotoSans-Regular.ttf", for_pdf=True).parent.name == "fonts"


@pytest.fixture
def pdf_font_files(monkeypatch):
    """Swap the fonts embedded in PDFs (sheet labels, booklets); restore the registrations."""
    booklet_fonts.booklet_fonts.cache_clear()
    pdffonts.register_fonts.cache_clear()
    yield lambda module, path: monkeypatch.setitem(module._FILES, next(iter(module._FILES)), path)
    monkeypatch.undo()
    booklet_fonts.booklet_fonts.cache_clear()
    pdffonts.register_fonts.cache_clear()
    # register the shipped files again under the same names: ReportLab's registry is
    # process-wide, and a later test that measures text without registering (a page plan)
    # would otherwise measure with the swapped font
    pdffonts.register_fonts()
    booklet_fonts.booklet_fonts()


@pytest.mark.parametrize("make", [cff_font, colour_font], ids=["cff", "colour"])
def test_a_booklet_font_reportlab_cannot_embed_is_refused_before_rendering(
    tmp_path, classic, pdf_font_files, make
):
    font = make(tmp_path / "bad.otf")
    pdf_font_files(booklet_fonts, str(font))
    with pytest.raises(FontError) as caught:
        build_booklet(classic, out_dir=tmp_path / "out")
    assert str(font) in str(caught.value) and "NotoSans-Regular.ttf" in str(caught.value)
    assert not (tmp_path / "out").exists()


def test_a_sheet_label_font_with_cff_outlines_is_refused(tmp_path, twelve, pdf_font_files):
    font = cff_font(tmp_path / "labels.otf")
    pdf_font_files(pdffonts, str(font))
    with pytest.raises(FontError, match="PostScript \\(CFF\\) outlines"):
        build_sheets(twelve, render=RenderOptions(dpi=72), output=OutputOptions(tmp_path / "out"))
    assert not (tmp_path / "out").exists()


def test_a_truetype_font_made_here_embeds(tmp_path, twelve, pdf_font_files):
    """The control for the two tests above: the same builder's TrueType font is accepted."""
    font = truetype_font(tmp_path / "labels.ttf")
    pdf_font_files(pdffonts, str(font))
    output = OutputOptions(tmp_path / "out")
    assert build_sheets(twelve, render=RenderOptions(dpi=72), output=output).path.is_file()


# back images ------------------------------------------------------------------------------


def test_a_corrupt_back_image_is_refused_when_the_style_loads(tmp_path):
    Image.new("RGB", (200, 300), "red").save(tmp_path / "back.png")
    data = (tmp_path / "back.png").read_bytes()
    (tmp_path / "back.png").write_bytes(data[: len(data) // 2])  # truncated
    path = style_with(tmp_path, "back: {image: back.png}\n")
    with pytest.raises(TemplateError) as caught:
        load_style(path)
    assert f"{path}: back.image: {tmp_path / 'back.png'}" in str(caught.value)
    assert "corrupt" in str(caught.value) or "cannot read" in str(caught.value)


def test_a_back_image_that_is_not_an_image_names_the_file(tmp_path, classic, style):
    (tmp_path / "back.jpg").write_bytes(b"GIF89a not really")
    with pytest.raises(RenderError, match=f"{tmp_path / 'back.jpg'}: cannot read the image"):
        render_back(classic, style, dpi=72, back_image=tmp_path / "back.jpg")


def test_a_decompression_bomb_is_refused_from_its_header(tmp_path, classic, style):
    """100 million pixels in a few kilobytes: refused before decoding, naming the file."""
    bomb = tmp_path / "bomb.png"
    Image.new("1", (10_000, 10_000)).save(bomb)
    assert bomb.stat().st_size < 100_000
    with pytest.raises(RenderError) as caught:
        render_back(classic, style, dpi=72, back_image=bomb)
    assert str(bomb) in str(caught.value) and "scale it down" in str(caught.value)
    path = style_with(tmp_path, "back: {image: bomb.png}\n")
    with pytest.raises(TemplateError, match="million pixels"):
        load_style(path)


# bounds -----------------------------------------------------------------------------------


@pytest.mark.parametrize("dpi", ["71", "1201", "0", "-300"])
def test_dpi_outside_72_to_1200_exits_1_without_output(tmp_path, dpi):
    result = runner.invoke(app, ["cards", "two-player", "--dpi", dpi, "-o", str(tmp_path)])
    assert result.exit_code == 1 and result.exception.__class__ is SystemExit
    assert "out of range (72-1200)" in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_card_too_many_pixels_is_refused_before_drawing(classic, style):
    face = classic.faces[0].face
    with pytest.raises(RenderError) as caught:
        render_card(face, style, classic.colors, size=CardSize(300, 400, 6), dpi=1200)
    assert f"{MAX_CARD_PIXELS // 1_000_000} million pixels" in str(caught.value)
    assert "--dpi 354 or less" in str(caught.value)


def test_a_deck_of_too_many_cards_is_refused_so_page_counts_stay_bounded():
    with pytest.raises(DeckgenError, match="at most 1,000 are allowed"):
        load_deck(Path(__file__).parent / "data" / "bad_too_many_cards.yaml")


# capabilities -----------------------------------------------------------------------------


def test_thai_card_text_without_raqm_says_what_to_install(monkeypatch, style):
    deck = load_deck("house-plus-ten")
    face = next(fc.face for fc in deck.faces if fc.face.card_type.id == "draw_ten")
    monkeypatch.setattr(card_text.features, "check", lambda feature: feature != "raqm")
    with pytest.raises(FontError) as caught:
        render_card(face, style, deck.colors, dpi=72, lang="th")
    assert "raqm" in str(caught.value) and "apt install libraqm0" in str(caught.value)


def test_thai_booklet_without_harfbuzz_shaping_says_what_to_install(monkeypatch, classic):
    booklet_fonts.booklet_fonts.cache_clear()
    monkeypatch.setattr(booklet_fonts, "shapeStr", lambda text, *args: str(text))
    try:
        with pytest.raises(FontError, match=r"pip install 'reportlab\[shaping\]'"):
            build_booklet(classic, lang="th")
    finally:
        booklet_fonts.booklet_fonts.cache_clear()


def test_missing_uharfbuzz_is_an_install_hint_not_an_import_error(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "uharfbuzz", None)  # import uharfbuzz now fails
    card_fonts._table_tags.cache_clear()
    card_fonts._cmap.cache_clear()
    try:
        with pytest.raises(FontError, match="pip install uharfbuzz"):
            card_fonts.check_font(str(truetype_font(tmp_path / "f.ttf")))
        with pytest.raises(FontError, match="pip install uharfbuzz"):
            card_fonts.missing_characters("NotoSans-Regular.ttf", "abc")
    finally:
        card_fonts._table_tags.cache_clear()
        card_fonts._cmap.cache_clear()
