"""Faces that come out pixel-identical are stored once in the PDF (issue 17, Paper)."""

from __future__ import annotations

from dataclasses import replace

from pypdf import PdfReader

from deckgen import print_layout, render_deck
from deckgen.layout.imposition import impose
from deckgen.layout.sheets import write_sheets_pdf
from tests.pdfutil import image_placements


def _image_xobjects(reader: PdfReader) -> set:
    """The distinct image XObjects the pages use (by object number)."""
    found = set()
    for page in reader.pages:
        for ref in page["/Resources"].get("/XObject", {}).values():
            if ref.get_object()["/Subtype"] == "/Image":
                found.add(ref.idnum)
    return found


def test_two_faces_with_the_same_pixels_share_one_image(twelve, tmp_path):
    rendered = render_deck(twelve, dpi=72)
    faces = dict(rendered.faces)
    # blue-6 is drawn like red-1 but rendered under its own key (another type, same look)
    faces["blue-6"] = replace(faces["red-1"], key="f" * 64)
    result = write_sheets_pdf(
        twelve, faces, rendered.back, impose(print_layout()), tmp_path / "s.pdf"
    )
    reader = PdfReader(result.path)
    distinct = {face.zdata for face in faces.values()} | {rendered.back.zdata}
    assert len(_image_xobjects(reader)) == len(distinct) == 12  # 11 fronts and the back
    assert sum(len(image_placements(reader, p)) for p in range(len(reader.pages))) == 24


def test_the_classic_deck_stores_each_distinct_face_once(classic, tmp_path):
    rendered = render_deck(classic, dpi=72)
    result = write_sheets_pdf(
        classic, rendered.faces, rendered.back, impose(print_layout()), tmp_path / "s.pdf"
    )
    distinct = {face.zdata for face in rendered.faces.values()} | {rendered.back.zdata}
    assert len(_image_xobjects(PdfReader(result.path))) == len(distinct)
