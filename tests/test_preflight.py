"""Print preflight of every PDF deckgen writes (see :mod:`tests.preflight`), and the PNGs'
colour profile.

Fonts: every font a page selects is embedded, in every PDF (sheets, backs.pdf, fold
sheets, print-shop file, proof, calibration, booklets A4 and A5). Marks: the sheets'
strokes (crop marks, gap ticks, cut lines, fold line, check bar) are pure K, crop marks
0 0 0 1 K. The booklets' rules and box borders are design colours, and the calibration
sheet's red pointer lines are red by purpose: only their fonts are checked.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageCms

from deckgen import (
    CardSize,
    OutputOptions,
    RenderOptions,
    ServiceOptions,
    build_calibration,
    build_print_shop,
    build_proof,
    build_service_export,
    build_sheets,
    build_tts,
    export_cards,
    print_layout,
)

from .booklet_builds import booklet_pdf
from .preflight import preflight

LOW = RenderOptions(dpi=72)
FULL_BLACK = (0.0, 0.0, 0.0, 1.0)


def _marks_ok(path, crop_marks: bool = True) -> None:
    report = preflight(path)
    assert report.ok, report.summary()
    assert all(k[:3] == (0, 0, 0) for k in report.k_strokes)
    if crop_marks:
        assert FULL_BLACK in report.k_strokes, report.k_strokes


@pytest.mark.parametrize("duplex, cut_lines", [("long", False), ("none", True), ("fold", False)])
def test_sheets_embed_fonts_and_mark_in_k(twelve, tmp_path, duplex, cut_lines):
    layout = print_layout(duplex=duplex, cut_lines=cut_lines)
    result = build_sheets(twelve, layout=layout, render=LOW, output=OutputOptions(tmp_path))
    _marks_ok(result.path)
    if result.backs_path is not None:
        _marks_ok(result.backs_path)


def test_cut_lines_are_a_k_tint(twelve, tmp_path):
    layout = print_layout(duplex="none", cut_lines=True, gutter=2)
    result = build_sheets(twelve, layout=layout, render=LOW, output=OutputOptions(tmp_path))
    tints = {k[3] for k in preflight(result.path).k_strokes}
    assert 0 < min(tints - {0.0}) < 1  # the cut lines: lighter than the crop marks


def test_thai_sheet_labels_are_embedded(twelve, tmp_path):
    result = build_sheets(
        twelve, render=RenderOptions(dpi=72, lang="th"), output=OutputOptions(tmp_path)
    )
    _marks_ok(result.path)


def test_print_shop_file_selects_no_unembedded_font(twelve, tmp_path):
    result = build_print_shop(twelve, render=LOW, output=OutputOptions(tmp_path))
    report = preflight(result.path)
    assert report.ok, report.summary()
    assert not report.k_strokes  # no marks at all: the shop cuts at the TrimBox


def _srgb_output_intent(path) -> None:
    """The catalog's /OutputIntents holds a GTS_PDFX intent with an sRGB ICC stream, N 3."""
    from pypdf import PdfReader

    intents = PdfReader(path).trailer["/Root"]["/OutputIntents"]
    assert len(intents) == 1
    intent = intents[0].get_object()
    assert (intent["/Type"], intent["/S"]) == ("/OutputIntent", "/GTS_PDFX")
    stream = intent["/DestOutputProfile"].get_object()
    assert stream["/N"] == 3
    profile = ImageCms.ImageCmsProfile(io.BytesIO(stream.get_data()))
    assert profile.profile.xcolor_space == "RGB " and "sRGB" in profile.profile.profile_description


def test_print_shop_and_sheets_carry_an_srgb_output_intent(twelve, tmp_path):
    shop = build_print_shop(twelve, render=LOW, output=OutputOptions(tmp_path / "shop"))
    _srgb_output_intent(shop.path)
    layout = print_layout(duplex="none")
    sheets = build_sheets(twelve, layout=layout, render=LOW, output=OutputOptions(tmp_path))
    _srgb_output_intent(sheets.path)
    assert sheets.backs_path is not None
    _srgb_output_intent(sheets.backs_path)


def test_proof_and_calibration_embed_fonts(twelve, tmp_path):
    proof = build_proof(twelve, render=LOW, output=OutputOptions(tmp_path))
    _marks_ok(proof.path, crop_marks=False)
    calibration = build_calibration(output=OutputOptions(tmp_path))
    assert not preflight(calibration.path).unembedded


@pytest.mark.parametrize("format", ["a4", "a5-booklet"])
def test_booklets_embed_fonts(format):
    result = booklet_pdf(format=format)  # the classic deck's English booklet (test_booklet)
    assert not preflight(result.path).unembedded


def _assert_srgb(path) -> None:
    with Image.open(path) as image:
        icc = image.info.get("icc_profile")
    assert icc, path
    profile = ImageCms.ImageCmsProfile(io.BytesIO(icc))
    assert "sRGB" in ImageCms.getProfileDescription(profile)


def test_card_pngs_carry_srgb(twelve, tmp_path):
    result = export_cards(twelve, render=LOW, output=OutputOptions(tmp_path))
    _assert_srgb(result.paths[0])


def test_tts_sheets_and_back_carry_srgb(twelve, tmp_path):
    result = build_tts(twelve, card=CardSize(56, 87, 0), output=OutputOptions(tmp_path))
    for path in [*(sheet.path for sheet in result.sheets), result.back_path]:
        _assert_srgb(path)


def test_service_export_pngs_carry_srgb(twelve, tmp_path):
    result = build_service_export(
        twelve, service=ServiceOptions("tgc"), render=LOW, output=OutputOptions(tmp_path)
    )
    pngs = [file.path for file in result.files if file.path.suffix == ".png"]
    assert pngs
    for path in pngs:
        _assert_srgb(path)


def test_the_png_colour_profile_is_the_same_in_every_run():
    import subprocess
    import sys

    code = "from deckgen.render.export import srgb_profile; print(srgb_profile().hex())"
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
            for _ in range(2)}  # fmt: skip
    assert len(runs) == 1 and bytes.fromhex(runs.pop())[24:26] == b"\x07\xd0"  # year 2000
