"""Tabletop Simulator sheets and the calibration sheet."""

from __future__ import annotations

import re

import pytest
from PIL import Image
from pypdf import PdfReader

from deckgen import (
    CardSize,
    LayoutError,
    OutputOptions,
    build_calibration,
    build_tts,
    print_layout,
)
from deckgen.exports.tts import tts_card_px, tts_grid, write_tts
from deckgen.layout.calibration import Y_SCALE_DX_MM, stations_mm
from tests.pdfutil import line_segments, page_size_mm

PALETTE = ["#D8262E", "#1E63C4", "#2A9D47", "#F4C20D", "#7F3FBF", "#00A0A0"]


def test_tts_card_size_keeps_a_10_by_7_sheet_within_4096_px():
    width, height = tts_card_px(CardSize(56, 87, 0))
    assert (width, height) == (376, 585)
    assert 10 * width <= 4096 and 7 * height <= 4096
    wide = tts_card_px(CardSize(88, 63, 0))  # a landscape card is limited by the width
    assert wide[0] == 409 and 7 * wide[1] <= 4096


@pytest.mark.parametrize(
    ("cards", "grid"), [(69, (10, 7)), (39, (10, 4)), (12, (10, 2)), (1, (2, 2)), (9, (10, 2))]
)
def test_tts_grid_leaves_the_last_slot_for_the_hidden_face(cards, grid):
    columns, rows = tts_grid(cards)
    assert (columns, rows) == grid and columns * rows > cards


def test_classic_deck_makes_a_full_10_by_7_sheet_and_a_short_one(classic, tmp_path):
    """Solid-colour stand-ins for the faces: this tests the sheet, not the renderer."""
    size = tts_card_px(CardSize(56, 87, 0))
    faces = {
        face.id: Image.new("RGB", (100, 155), PALETTE[i % len(PALETTE)])
        for i, face in enumerate(classic.unique_faces())
    }
    back = Image.new("RGB", (100, 155), "#141414")
    result = write_tts(classic, faces, back, size, tmp_path / "tts")
    assert [(s.columns, s.rows, s.cards) for s in result.sheets] == [(10, 7, 69), (10, 4, 39)]
    first = Image.open(result.sheets[0].path)
    assert first.mode == "RGB" and first.size == (3760, 4095) and max(first.size) <= 4096
    # the 70th slot (bottom right) holds the back; slot 0 the first card's face
    assert first.getpixel((9 * 376 + 188, 6 * 585 + 290)) == (0x14, 0x14, 0x14)
    first_face = classic.cards()[0].id
    assert first.getpixel((188, 290)) == faces[first_face].getpixel((0, 0))
    assert Image.open(result.back_path).size == size
    notes = result.notes_path.read_text()
    assert "Width: 10  Height: 7  Number: 69" in notes and "Number: 39" in notes


def test_build_tts_renders_the_real_deck(twelve, tmp_path):
    result = build_tts(twelve, card=CardSize(56, 87, 0), output=OutputOptions(tmp_path))
    assert result.back_path == tmp_path / "tts" / "back.png"
    (sheet,) = result.sheets
    image = Image.open(sheet.path)
    assert image.size == (10 * 376, 2 * 585) and image.mode == "RGB"
    red = image.getpixel((30, 290))  # the first card, a red 1, inside its white border
    assert red[0] > 180 and red[1] < 80


def test_calibration_sheet_puts_each_red_line_behind_its_scale_zero(tmp_path):
    layout = print_layout(back_offset="1.5,-0.5")
    result = build_calibration(layout=layout, output=OutputOptions(tmp_path))
    reader = PdfReader(result.path)
    assert len(reader.pages) == 2
    assert page_size_mm(reader, 0) == (pytest.approx(210, abs=0.05), pytest.approx(297, abs=0.05))
    front, back = reader.pages[0].extract_text(), reader.pages[1].extract_text()
    assert "FRONT" in front and "--back-offset X,Y" in front and "flip on the long edge" in front
    assert "BACK" in back and "upside down" in back
    segments = line_segments(reader, 1)
    for x, y in stations_mm((210, 297)):
        # long edge on portrait: the back mirrors x; then the whole back moves by the offset
        bx, by = 210 - x + 1.5, y - 0.5
        assert any(
            abs(s.x1_mm - bx) < 0.01 and abs(s.x2_mm - bx) < 0.01 and min(s.y1_mm, s.y2_mm) < by
            for s in segments
        )
        yx = 210 - (x + Y_SCALE_DX_MM) + 1.5
        assert any(
            abs(s.y1_mm - by) < 0.01 and abs(s.y2_mm - by) < 0.01 and s.x1_mm < yx < s.x2_mm
            for s in segments
        )


def test_calibration_zero_tick_is_labelled_with_the_offset_used(tmp_path):
    layout = print_layout(back_offset="1.5,-0.5")
    result = build_calibration(layout=layout, output=OutputOptions(tmp_path))
    text = PdfReader(result.path).pages[0].extract_text()
    assert "+1.5" in text and "\u22120.5" in text  # a real minus sign (round 7)


def test_calibration_refuses_one_sided_modes(tmp_path):
    with pytest.raises(LayoutError, match="calibration is for two-sided printing"):
        build_calibration(layout=print_layout(duplex="fold"), output=OutputOptions(tmp_path))
    assert not (tmp_path / "calibration.pdf").exists()


def test_calibration_scale_labels_are_upright_and_large_enough_at_arms_length(tmp_path):
    """Newcomer review N22: the X labels were turned 90° and set in 5.5 pt. Every scale
    label is now upright, at least 7 pt, and labels on one line keep clear of each other."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from deckgen.layout.pdffonts import register_fonts

    font = register_fonts()[0]
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path))
    labels: list[tuple[float, float, float, str]] = []

    def visit(text, cm, tm, _font, size):
        if re.fullmatch(r"[+\u2212]?\d+(\.\d+)?", text.strip()):
            assert (tm[1], tm[2]) == (0, 0), f"label {text!r} is turned"
            labels.append((tm[4], tm[5], size, text.strip()))

    PdfReader(result.path).pages[0].extract_text(visitor_text=visit)
    assert len(labels) == 3 * 2 * 11  # three stations, two scales, -10 ... +10 every 2 mm
    assert min(size for *_, size, _ in labels) >= 7
    rows: dict[float, list[tuple[float, float]]] = {}
    for x, y, size, text in labels:
        rows.setdefault(round(y, 1), []).append((x, x + stringWidth(text, font, size)))
    for spans in rows.values():  # on one baseline, each label ends before the next starts
        spans.sort()
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False)), spans


def test_calibration_x_labels_sit_at_most_one_row_from_their_ticks(tmp_path):
    """The X scale's third row of labels sat 14 mm above the line, too far to tell which
    tick it named; half the rows now go under the line, and no label is more than one row
    out (11 mm above the line, 4 mm under it)."""
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path))
    labels: list[tuple[float, float]] = []

    def visit(text, cm, tm, _font, size):
        if re.fullmatch(r"[+\u2212]?\d+(\.\d+)?", text.strip()):
            labels.append((tm[4] * 25.4 / 72, tm[5] * 25.4 / 72))

    PdfReader(result.path).pages[0].extract_text(visitor_text=visit)
    for x, y in stations_mm((210, 297)):
        rises = [ly - y for lx, ly in labels if abs(lx - x) <= 15 and abs(ly - y) < 20]
        assert len(rises) == 11  # -10 ... +10 every 2 mm
        assert max(rises) <= 11 and min(rises) >= -4, sorted(rises)
        assert any(r < 0 for r in rises) and any(r > 0 for r in rises)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ["Druckerkalibrierung: VORDERSEITE", "Messstelle", "oben"]),
        ("ru", ["Калибровка принтера", "на просвет", "середина"]),
        ("fr", ["Calibrage de l’imprimante", "taille réelle", "milieu"]),
        ("ru", ["X (мм)", "Y (мм)"]),  # the scales' unit (Thai native review, round 4)
    ],
)
def test_calibration_sheet_speaks_lang(tmp_path, lang, words):
    """Issue 15: the calibration sheet's title, steps and station names speak ``--lang``;
    the commands to type stay as typed."""
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang=lang)
    pages = PdfReader(result.path).pages
    front = " ".join(pages[0].extract_text().split()).replace("\xa0", " ")
    for word in words:
        assert word in front, (word, front[:400])
    assert "Printer calibration" not in front and '--back-offset "X;Y"' in front  # decimal commas
    assert "Printer calibration" not in pages[1].extract_text()
