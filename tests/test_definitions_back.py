"""A deck's own card back: ``back: {text, image}`` in the deck file, inherited, rendered."""

from __future__ import annotations

import warnings

import pytest
from PIL import Image

from deckgen import (
    DefinitionError,
    ImageWarning,
    OutputOptions,
    RenderOptions,
    export_cards,
    load_deck,
    load_style,
    render_deck,
)

MAGENTA, CYAN = (200, 20, 160), (20, 180, 200)
DPI = 72


def _art(path, fmt="PNG"):
    """A two-colour picture, magenta left and cyan right, 620 x 930 px (62 x 93 mm)."""
    image = Image.new("RGB", (620, 930), MAGENTA)
    image.paste(CYAN, (310, 0, 620, 930))
    image.save(path, format=fmt)
    return path


def _deck(folder, body, name="deck.yaml"):
    path = folder / name
    path.write_text(f"id: night\nname: Night deck\nextends: classic-108\n{body}", "utf-8")
    return path


def _near(pixel, colour, tolerance=8):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def test_back_text_and_image_load_relative_to_the_deck_file(tmp_path):
    (tmp_path / "art").mkdir()
    _art(tmp_path / "art" / "back.png")
    deck = load_deck(_deck(tmp_path, "back:\n  text: Night\n  image: art/back.png\n"))
    assert deck.back_text == "Night"
    assert deck.back_image == (tmp_path / "art" / "back.png").resolve()


def test_the_deck_back_image_is_what_every_output_renders(tmp_path):
    _art(tmp_path / "back.png")
    deck = load_deck(_deck(tmp_path, "back: {text: Night, image: back.png}\n"))
    render, output = RenderOptions(dpi=DPI), OutputOptions(tmp_path / "out")
    written = export_cards(deck, render=render, output=output).paths
    back = Image.open(next(p for p in written if p.name == "back.png")).convert("RGB")
    w, h = back.size
    assert _near(back.getpixel((2, 2)), MAGENTA) and _near(back.getpixel((w - 3, h - 3)), CYAN)
    name_yellow = load_style("classic").back.text
    rgb = tuple(int(name_yellow[i : i + 2], 16) for i in (1, 3, 5))
    assert sum(n for n, p in back.getcolors(1 << 20) if _near(p, rgb, 20)) > 200  # "Night"


def test_an_explicit_back_image_wins_over_the_decks(tmp_path):
    _art(tmp_path / "back.png")
    deck = load_deck(_deck(tmp_path, "back: {image: back.png}\n"))
    other = tmp_path / "other.png"
    Image.new("RGB", (62, 93), (0, 90, 0)).save(other)
    back = render_deck(deck, dpi=DPI, back_image=other).back.to_image()
    assert _near(back.getpixel((2, 2)), (0, 90, 0))


def test_an_empty_back_text_prints_no_name_over_the_image(tmp_path):
    Image.new("RGB", (62, 93), MAGENTA).save(tmp_path / "plain.png")
    deck = load_deck(_deck(tmp_path, "back: {text: '', image: plain.png}\n"))
    back = render_deck(deck, dpi=DPI).back.to_image()
    assert [colour for _, colour in back.getcolors(1 << 16)] == [MAGENTA]


def test_a_child_deck_inherits_the_back_image_and_may_rename_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # ../parent.yaml is inside the working folder (issue 11)
    _art(tmp_path / "back.png")
    _deck(tmp_path, "back: {text: Night, image: back.png}\n", "parent.yaml")
    (tmp_path / "sub").mkdir()
    child = tmp_path / "sub" / "child.yaml"
    child.write_text("id: child\nname: Child\nextends: ../parent.yaml\nback: {text: Dusk}\n")
    deck = load_deck(child)
    assert (deck.back_text, deck.back_image) == ("Dusk", (tmp_path / "back.png").resolve())


def test_the_older_back_text_key_still_works(tmp_path):
    deck = load_deck(_deck(tmp_path, "back_text: Old style\n"))
    assert (deck.back_text, deck.back_image) == ("Old style", None)


def test_a_missing_back_image_names_file_line_and_key(tmp_path):
    path = _deck(tmp_path, "back:\n  text: Night\n  image: art/missing.png\n")
    with pytest.raises(DefinitionError) as caught:
        load_deck(path)
    message = str(caught.value)
    assert "deck.yaml:6:" in message and "back.image" in message
    assert "art/missing.png" in message and "relative to this deck file" in message


def test_a_back_image_that_is_not_png_or_jpeg_is_refused(tmp_path):
    _art(tmp_path / "back.png", fmt="GIF")  # a GIF named .png
    with pytest.raises(
        DefinitionError, match=r"back\.image: 'back\.png': the image is GIF; use a PNG"
    ):
        load_deck(_deck(tmp_path, "back: {image: back.png}\n"))
    with pytest.raises(DefinitionError, match=r"deck\.yaml:4:.*back\.image"):
        load_deck(_deck(tmp_path, "back: {image: back.gif}\n"))


def test_back_text_given_twice_is_refused(tmp_path):
    with pytest.raises(DefinitionError, match="back_text: give the back's name once"):
        load_deck(_deck(tmp_path, "back_text: A\nback: {text: B}\n"))


def test_the_decks_back_image_wins_over_the_styles(tmp_path):
    _art(tmp_path / "back.png")
    Image.new("RGB", (62, 93), (0, 90, 0)).save(tmp_path / "style-back.png")
    (tmp_path / "s.yaml").write_text(
        "extends: classic\nid: s\nname: S\nback: {image: style-back.png}\n"
    )
    deck = load_deck(_deck(tmp_path, "back: {image: back.png}\n"))
    back = render_deck(deck, load_style(tmp_path / "s.yaml"), dpi=DPI).back.to_image()
    assert _near(back.getpixel((2, 2)), MAGENTA)


def test_a_low_resolution_back_image_is_warned_about_with_its_place(tmp_path):
    """newcomer.md N18: a 100 x 100 px back is about 27 dpi on the card: say so."""
    Image.new("RGB", (100, 100), MAGENTA).save(tmp_path / "small.png")
    _art(tmp_path / "fine.png")  # 620 x 930 px: about 254 dpi, no warning
    small = _deck(tmp_path, "back: {image: small.png}\n", "small.yaml")
    fine = _deck(tmp_path, "back: {image: fine.png}\n", "fine.yaml")
    with pytest.warns(ImageWarning) as record:
        load_deck(small)
    (message,) = [str(w.message) for w in record]
    assert message.startswith(f"{small}:4:8: back.image: 'small.png' is 100 x 100 px, about 27")
    assert "(about 732 x 1098 px gives 300 dpi)" in message
    with warnings.catch_warnings():
        warnings.simplefilter("error", ImageWarning)
        load_deck(fine)
