"""A card type's own picture (``image:`` in ``card_types``, issue #18): checked where the
deck loads (file:line), drawn in the ellipse, part of the render cache key."""

from __future__ import annotations

import warnings

import pytest
from PIL import Image

from deckgen import CardSize, DefinitionError, ImageWarning, load_deck, load_style, render_deck
from deckgen.render.card import render_card
from deckgen.render.deckrender import face_jobs

TEAL = (10, 150, 140)
DPI = 72


def _picture(path, colour=TEAL, size=(500, 700)):
    Image.new("RGB", size, colour).save(path)
    return path


def _deck(folder, image="art/owl.png", name="deck.yaml"):
    path = folder / name
    path.write_text(
        "id: owls\nname: Owls\ncolors: [red, blue]\n"
        "card_types:\n"
        "  owl:\n"
        "    name: {en: Owl}\n"
        "    wild: false\n"
        f"    image: {image}\n"
        "cards:\n"
        "  - {type: number, ranks: [1], each_color: true}\n"
        "  - {type: owl, each_color: true}\n",
        "utf-8",
    )
    return path


def _owl(deck):
    return next(f for f in deck.cards() if f.card_type.id == "owl")


def _near(pixel, colour, tolerance=10):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


@pytest.mark.parametrize("style_id", ["classic", "full-bleed"])
def test_the_picture_fills_the_middle_of_the_face(tmp_path, style_id):
    (tmp_path / "art").mkdir()
    _picture(tmp_path / "art" / "owl.png")
    deck = load_deck(_deck(tmp_path))
    style = load_style(style_id)
    image = render_card(_owl(deck), style, deck.colors, dpi=DPI)
    w, h = image.size
    assert _near(image.getpixel((w // 2, h // 2)), TEAL)
    assert not _near(image.getpixel((w // 2, 4)), TEAL)  # the bleed keeps the style's look
    plain = render_card(deck.cards()[0], style, deck.colors, dpi=DPI)
    assert not _near(plain.getpixel((w // 2, h // 2)), TEAL)  # only the type with a picture


def test_a_missing_picture_is_one_error_with_file_and_line(tmp_path):
    path = _deck(tmp_path, image="art/none.png")
    with pytest.raises(DefinitionError) as caught:
        load_deck(path)
    lines = [line for line in str(caught.value).splitlines() if "none.png" in line]
    assert len(lines) == 1, str(caught.value)
    assert f"{path.name}:8:" in lines[0] and "card_types.owl.image" in lines[0]
    assert "no image file 'art/none.png'" in lines[0]


def test_a_picture_outside_the_deck_folder_is_refused(tmp_path, monkeypatch):
    inner = tmp_path / "deck"
    inner.mkdir()
    _picture(tmp_path / "owl.png")
    monkeypatch.chdir(inner)
    with pytest.raises(DefinitionError, match="card_types.owl.image.*leads outside"):
        load_deck(_deck(inner, image="../owl.png"))


def test_a_small_picture_warns_with_file_and_line(tmp_path):
    _picture(tmp_path / "owl.png", size=(60, 90))
    path = _deck(tmp_path, image="owl.png")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        load_deck(path)
    soft = [str(w.message) for w in caught if issubclass(w.category, ImageWarning)]
    assert len(soft) == 1 and f"{path.name}:8:" in soft[0] and "print soft" in soft[0]


def test_the_cache_key_changes_with_the_pictures_bytes(tmp_path):
    picture = _picture(tmp_path / "owl.png")
    deck = load_deck(_deck(tmp_path, image="owl.png"))
    style = load_style()

    def key():
        (job,) = face_jobs([_owl(deck)], style, deck.colors, size=CardSize(), dpi=DPI, lang="en")
        return job.key

    before = key()
    _picture(picture, colour=(200, 30, 30))
    assert key() != before


def test_render_deck_shows_the_edited_picture(tmp_path):
    picture = _picture(tmp_path / "owl.png")
    deck = load_deck(_deck(tmp_path, image="owl.png"))
    face_id = _owl(deck).id
    first = render_deck(deck, dpi=DPI).faces[face_id].to_image()
    _picture(picture, colour=(200, 30, 30))
    second = render_deck(deck, dpi=DPI).faces[face_id].to_image()
    w, h = second.size
    assert _near(first.getpixel((w // 2, h // 2)), TEAL)
    assert _near(second.getpixel((w // 2, h // 2)), (200, 30, 30))
