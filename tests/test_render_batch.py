"""Rendering many faces: cache hits, parallel workers, PDF-ready data."""

from __future__ import annotations

import io

from PIL import Image
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from deckgen.layout.pdfimage import draw_face
from deckgen.render.batch import RenderJob, render_all
from deckgen.render.cache import FaceCache, make_key
from deckgen.render.facedata import FaceImage

CALLS: list[str] = []


def _solid(colour: str) -> Image.Image:
    CALLS.append(colour)
    return Image.new("RGB", (40, 60), colour)


def _jobs(colours):
    return [RenderJob(make_key("test", c), _solid, (c,), dpi=100) for c in colours]


def test_face_image_round_trips_pixels():
    image = Image.new("RGB", (10, 20), "#123456")
    face = FaceImage.from_image("k", image, 100)
    assert face.to_image().tobytes() == image.tobytes()


def test_second_run_comes_from_the_cache(tmp_path):
    cache = FaceCache(tmp_path)
    CALLS.clear()
    first = render_all(_jobs(["red", "blue"]), cache)
    assert CALLS == ["red", "blue"]
    CALLS.clear()
    second = render_all(_jobs(["red", "blue"]), cache)
    assert CALLS == []
    assert [f.zdata for f in first] == [f.zdata for f in second]


def test_duplicate_jobs_render_once(tmp_path):
    CALLS.clear()
    faces = render_all(_jobs(["red", "red", "red"]), FaceCache(tmp_path))
    assert CALLS == ["red"] and len(faces) == 3


def test_parallel_results_keep_job_order():
    colours = [f"#{i:02x}0000" for i in range(0, 240, 20)]
    faces = render_all(_jobs(colours), None)
    assert [f.to_image().getpixel((0, 0))[0] for f in faces] == list(range(0, 240, 20))


def test_damaged_entry_is_rendered_again(tmp_path):
    cache = FaceCache(tmp_path)
    [face] = render_all(_jobs(["green"]), cache)
    path = next(tmp_path.glob("*/*.face"))
    path.write_bytes(b"garbage")
    CALLS.clear()
    render_all(_jobs(["green"]), cache)
    assert CALLS == ["green"]


def test_cache_stays_within_its_size(tmp_path):
    cache = FaceCache(tmp_path, max_bytes=1)
    render_all(_jobs(["red", "blue", "green"]), cache)
    assert sum(p.stat().st_size for p in tmp_path.glob("*/*.face")) <= 1


def test_key_changes_with_any_input():
    assert make_key("a", "b") != make_key("a", "c") != make_key("ab")


def test_face_is_embedded_once_and_reads_back(tmp_path):
    face = FaceImage.from_image("abc123", Image.new("RGB", (30, 40), "#00ff00"), 72)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    for i in range(3):
        draw_face(canvas, face, 10 + i * 40, 10, 30, 40)
    canvas.showPage()
    draw_face(canvas, face, 10, 10, 30, 40)
    canvas.save()
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    images = reader.pages[0].images
    assert len(images) == 1  # one XObject, three references
    assert images[0].image.getpixel((0, 0))[:3] == (0, 255, 0)
    assert buffer.getvalue().count(b"/Subtype /Image") == 1


def test_sheets_are_identical_cold_warm_and_without_cache(tmp_path):
    from deckgen import OutputOptions, RenderOptions, build_sheets, load_deck
    from deckgen.render.deckrender import render_deck

    deck = load_deck("classic-108")
    cache = FaceCache(tmp_path / "cache")
    cold = render_deck(deck, dpi=72, cache=cache)
    warm = render_deck(deck, dpi=72, cache=cache)
    fresh = render_deck(deck, dpi=72, cache=False)
    assert cold.faces == warm.faces == fresh.faces and cold.back == warm.back == fresh.back
    runs = (("cold", True), ("warm", True), ("none", False))
    pdfs = [
        build_sheets(
            deck, render=RenderOptions(dpi=72, cache=use), output=OutputOptions(tmp_path / name)
        ).path.read_bytes()
        for name, use in runs
    ]
    assert pdfs[0] == pdfs[1] == pdfs[2]  # byte-identical with, and without, the cache


def test_a_change_of_style_or_dpi_misses_the_cache(tmp_path):
    from deckgen import load_deck, load_style
    from deckgen.render.deckrender import face_jobs

    deck = load_deck("classic-108")
    face = deck.unique_faces()[:1]
    keys = {
        face_jobs(face, load_style(style), deck.colors, size=size, dpi=dpi, lang="en")[0].key
        for style, dpi, size in [
            ("classic", 72, deck_size()),
            ("light", 72, deck_size()),
            ("classic", 100, deck_size()),
            ("classic", 72, deck_size(bleed_mm=0)),
        ]
    }
    assert len(keys) == 4


def deck_size(**changes):
    from dataclasses import replace

    from deckgen.cardsize import DEFAULT_CARD_SIZE

    return replace(DEFAULT_CARD_SIZE, **changes)


def test_a_changed_back_image_file_is_not_served_from_the_cache(tmp_path):
    """The key holds the image's bytes, not only its path."""
    from deckgen import load_deck
    from deckgen.render.deckrender import render_deck

    deck = load_deck("classic-108")
    art = tmp_path / "art.png"
    cache = FaceCache(tmp_path / "cache")
    Image.new("RGB", (62, 93), (200, 0, 0)).save(art)
    first = render_deck(deck, dpi=72, back_image=art, cache=cache).back.to_image()
    Image.new("RGB", (62, 93), (0, 0, 200)).save(art)
    second = render_deck(deck, dpi=72, back_image=art, cache=cache).back.to_image()
    assert first.getpixel((1, 1))[:3] != second.getpixel((1, 1))[:3]


def test_deckgen_no_cache_environment_variable_bypasses_the_cache(tmp_path, monkeypatch):
    from deckgen import load_deck
    from deckgen.render.deckrender import render_deck

    monkeypatch.setenv("DECKGEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("DECKGEN_NO_CACHE", "1")
    render_deck(load_deck("classic-108"), dpi=72)
    assert not (tmp_path / "cache").exists()
