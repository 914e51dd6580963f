"""Sheet images are named and stored by their pixels, not by the render cache key (which
also covers the renderer's code), so sheets stay byte-identical across code changes that
leave the pixels alone, and equal faces are stored once (issue 19)."""

from __future__ import annotations

import io

from PIL import Image
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

import deckgen.render.cache as render_cache
from deckgen import OutputOptions, RenderOptions, build_sheets
from deckgen.layout.pdfimage import draw_face
from deckgen.render.facedata import FaceImage

LOW = RenderOptions(dpi=72, cache=False)


def _face(key: str, colour: str) -> FaceImage:
    return FaceImage.from_image(key, Image.new("RGB", (30, 40), colour), 72)


def test_content_key_follows_the_pixels_not_the_key():
    assert _face("a" * 64, "red").content_key == _face("b" * 64, "red").content_key
    assert _face("a" * 64, "red").content_key != _face("a" * 64, "blue").content_key
    assert FaceImage.from_image("k", Image.new("RGB", (40, 30), "red"), 72).content_key != (
        _face("k", "red").content_key
    )  # the same bytes in another shape are another image


def test_faces_with_the_same_pixels_are_embedded_once():
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    for face in (_face("a" * 64, "red"), _face("b" * 64, "red"), _face("c" * 64, "blue")):
        draw_face(canvas, face, 0, 0, 30, 40)
    canvas.save()
    buffer.seek(0)
    images = PdfReader(buffer).pages[0]["/Resources"]["/XObject"]
    assert len(images) == 2  # red once (two keys), blue once


def test_sheets_are_byte_identical_when_only_the_cache_keys_change(twelve, tmp_path, monkeypatch):
    first = build_sheets(twelve, render=LOW, output=OutputOptions(tmp_path / "a")).path
    before = render_cache.make_key("face")
    # as if the renderer's code had changed without changing a pixel: every key changes
    monkeypatch.setattr(render_cache, "renderer_digest", lambda: "a changed renderer")
    assert render_cache.make_key("face") != before
    second = build_sheets(twelve, render=LOW, output=OutputOptions(tmp_path / "b")).path
    assert first.read_bytes() == second.read_bytes()
