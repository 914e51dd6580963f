"""Pictures a deck or style names: shown as a viewer shows them, or refused with a reason.

Regressions for issue 11 item 3 and cases F1-F4 of ``shared/reviews/inputs.md``: EXIF
orientation, transparency over the back field, 16-bit grey, an embedded ICC profile; a
decompression bomb, a truncated file and a folder refused, also by ``deckgen validate``.
The pictures are made here (after the cases' ``make_image.py``), 732 x 1098 px: a poker
back with bleed at 300 dpi, so a pixel of the picture is a pixel of the rendered back.
"""

from __future__ import annotations

import pickle
import struct
import zlib

import pytest
from PIL import Image, ImageDraw
from typer.testing import CliRunner

from deckgen import RenderError, TemplateError, load_deck, load_style, render_back
from deckgen.cli import app
from deckgen.errors import ImageError
from deckgen.render.images import check_image, load_image

W, H = 732, 1098
RED, BLUE, GREEN, WHITE = (220, 30, 30), (30, 60, 220), (30, 200, 60), (255, 255, 255)
runner = CliRunner()


def _deck(folder, image: str):
    path = folder / "deck.yaml"
    path.write_text(
        f'id: pic\nextends: classic-108\nname: Picture back\nback: {{text: "", image: {image}}}\n',
        encoding="utf-8",
    )
    return path


def _back(folder, image: str, style: str = "classic") -> Image.Image:
    """The back of a deck whose ``back.image`` is ``image`` (in ``folder``), at 300 dpi."""
    deck = load_deck(_deck(folder, image))  # checked as the deck loads, drawn here:
    back = render_back(deck, load_style(style), dpi=300, back_image=deck.back_image)
    assert back.size == (W, H)
    return back


def _near(pixel, colour, tolerance=3):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


# F1: EXIF orientation ---------------------------------------------------------------------


def exif6_jpeg(path):
    """Portrait (red top, blue bottom, green square top-left) stored turned, Orientation 6."""
    upright = Image.new("RGB", (W, H), RED)
    draw = ImageDraw.Draw(upright)
    draw.rectangle([0, H // 2, W, H], fill=BLUE)
    draw.rectangle([0, 0, 150, 150], fill=GREEN)
    exif = Image.Exif()
    exif[0x0112] = 6  # viewers turn it 90 degrees clockwise
    upright.transpose(Image.Transpose.ROTATE_90).save(path, quality=92, exif=exif)
    return path


def test_an_exif_rotated_photo_prints_upright(tmp_path):
    exif6_jpeg(tmp_path / "exif6.jpg")
    back = _back(tmp_path, "exif6.jpg")
    # before: stored pixels cropped, red left half, blue right half, no green
    assert _near(back.getpixel((366, 150)), RED, 12)
    assert _near(back.getpixel((366, 950)), BLUE, 12)
    assert _near(back.getpixel((50, 50)), GREEN, 12)


def test_a_cameras_multi_picture_jpeg_is_accepted_and_turned(tmp_path):
    """Phones and cameras write MPO (a JPEG, then more pictures); Pillow calls it MPO."""
    first, second = Image.new("RGB", (H, W), RED), Image.new("RGB", (H, W), BLUE)
    exif = Image.Exif()
    exif[0x0112] = 6
    first.save(tmp_path / "photo.jpg", "MPO", save_all=True, append_images=[second], exif=exif)
    assert Image.open(tmp_path / "photo.jpg").format == "MPO"
    back = _back(tmp_path, "photo.jpg")  # before: "'photo.jpg' is a MPO image; use a PNG"
    assert _near(back.getpixel((366, 549)), RED, 12)
    assert load_image(tmp_path / "photo.jpg").size == (W, H)  # upright: portrait


# F2: transparency -------------------------------------------------------------------------

DISC = [200, 400, 532, 698]  # an opaque white disc; the rest is fully transparent


def transparent_pngs(folder):
    rgba = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(rgba).ellipse(DISC, fill=(255, 255, 255, 255))
    rgba.save(folder / "transparent.png")
    palette = Image.new("P", (W, H), 0)
    palette.putpalette([0, 0, 0, 255, 255, 255] + [0, 0, 0] * 254)
    ImageDraw.Draw(palette).ellipse(DISC, fill=1)
    palette.save(folder / "palette_trns.png", transparency=0)
    grey = Image.new("LA", (W, H), (0, 0))
    ImageDraw.Draw(grey).ellipse(DISC, fill=(255, 255))
    grey.save(folder / "la.png")


@pytest.mark.parametrize("name", ["transparent.png", "palette_trns.png", "la.png"])
@pytest.mark.parametrize(
    ("style", "field"), [("light", WHITE), ("classic", (20, 20, 20))], ids=["light", "classic"]
)
def test_a_transparent_picture_shows_the_back_field_not_black(tmp_path, name, style, field):
    transparent_pngs(tmp_path)
    back = _back(tmp_path, name, style)
    assert back.getpixel((50, 50)) == field  # before: (0, 0, 0) in every style
    assert back.getpixel((366, 549)) == WHITE


def test_partial_transparency_mixes_with_the_background(tmp_path):
    Image.new("RGBA", (4, 4), (255, 0, 0, 128)).save(tmp_path / "half.png")
    assert _near(load_image(tmp_path / "half.png", (0, 0, 255)).getpixel((0, 0)), (128, 0, 127))
    palette = Image.new("P", (4, 4), 1)
    palette.putpalette([255, 0, 0, 0, 0, 255] + [0] * 762)
    palette.save(tmp_path / "alphas.png", transparency=bytes([255, 128]))  # per-entry alpha
    assert _near(load_image(tmp_path / "alphas.png").getpixel((0, 0)), (127, 127, 255))


# F3: 16-bit grey --------------------------------------------------------------------------


def test_a_16_bit_grey_gradient_is_scaled_not_clipped_to_white(tmp_path):
    """Black (0) at the top to white (65535) at the bottom, mode I;16."""
    rows = (struct.pack("<H", round(65535 * y / (H - 1))) * W for y in range(H))
    Image.frombytes("I;16", (W, H), b"".join(rows)).save(tmp_path / "gray16.png")
    assert Image.open(tmp_path / "gray16.png").mode == "I;16"
    back = _back(tmp_path, "gray16.png")
    for y in (100, 549, 1000):  # before: (255, 255, 255) at all three
        expected = round(255 * y / (H - 1))
        assert _near(back.getpixel((366, y)), (expected,) * 3, 2), y


# F4: ICC profile --------------------------------------------------------------------------


def wide_rgb_profile() -> bytes:
    """An ICC v2 display profile: Adobe RGB (1998) primaries, gamma 563/256 (made by hand:
    ``ImageCms.createProfile`` only makes sRGB, LAB and XYZ)."""

    def s15(*values):
        return b"".join(struct.pack(">i", round(v * 65536)) for v in values)

    def xyz(*values):
        return b"XYZ \0\0\0\0" + s15(*values)

    curve = b"curv\0\0\0\0" + struct.pack(">IH", 1, 563) + b"\0\0"
    tags = [
        (b"desc", b"desc\0\0\0\0" + struct.pack(">I", 9) + b"Wide RGB\0" + b"\0" * 78),
        (b"cprt", b"text\0\0\0\0none\0\0\0\0"),
        (b"wtpt", xyz(0.9642, 1.0, 0.82491)),
        (b"rXYZ", xyz(0.60974, 0.31111, 0.01947)),
        (b"gXYZ", xyz(0.20528, 0.62567, 0.06087)),
        (b"bXYZ", xyz(0.14919, 0.06322, 0.74457)),
        (b"rTRC", curve),
        (b"gTRC", curve),
        (b"bTRC", curve),
    ]
    table, data, offset = b"", b"", 132 + 12 * len(tags)
    for signature, body in tags:
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body + b"\0" * (-len(body) % 4)
    header = (
        b"none" + struct.pack(">I", 0x02100000) + b"mntrRGB XYZ " + b"\0" * 12 + b"acspAPPL"
        + b"\0" * 4 + b"nonenone" + b"\0" * 12 + s15(0.9642, 1.0, 0.8249) + b"none" + b"\0" * 44
    )  # fmt: skip
    body = header + struct.pack(">I", len(tags)) + table + data
    return struct.pack(">I", 4 + len(body)) + body


def test_an_embedded_icc_profile_is_converted_to_srgb(tmp_path):
    flat = Image.new("RGB", (W, H), (40, 160, 60))
    flat.save(tmp_path / "icc_wide.png", icc_profile=wide_rgb_profile())
    back = _back(tmp_path, "icc_wide.png")
    assert _near(back.getpixel((366, 549)), (0, 161, 47), 1)  # before: (40, 160, 60)


def test_a_profile_that_does_not_fit_or_parse_is_ignored(tmp_path):
    Image.new("RGB", (4, 4), (40, 160, 60)).save(tmp_path / "bad.png", icc_profile=b"x" * 200)
    Image.new("L", (4, 4), 90).save(tmp_path / "grey.png", icc_profile=wide_rgb_profile())
    assert load_image(tmp_path / "bad.png").getpixel((0, 0)) == (40, 160, 60)
    assert load_image(tmp_path / "grey.png").getpixel((0, 0)) == (90, 90, 90)


# refused pictures -------------------------------------------------------------------------


def _png_header_only(path, width: int, height: int) -> None:
    """A PNG that claims ``width`` x ``height`` 1-bit pixels in a few dozen bytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    idat = zlib.compress(b"\0" * (1 + width // 8))  # one row; decoding would need them all
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    ("width", "height", "said"),
    [
        (30_000, 30_000, "the image is more than 178 million pixels"),  # Pillow refuses it
        (9_000, 8_000, "the image is 9000 x 8000 px"),  # Pillow would decode it
    ],
)
def test_a_decompression_bomb_is_one_clear_error_under_validate(tmp_path, width, height, said):
    _png_header_only(tmp_path / "bomb.png", width, height)
    result = runner.invoke(app, ["validate", str(_deck(tmp_path, "bomb.png"))])
    assert result.exit_code == 1 and result.exception.__class__ is SystemExit  # no traceback
    assert "Traceback" not in result.output
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, result.output
    assert (
        "deck.yaml:4:" in errors[0] and f"back.image: 'bomb.png': {said}; at most 64" in errors[0]
    )
    assert "scale it down" in errors[0]


def test_a_truncated_jpeg_is_refused_by_validate(tmp_path):
    exif6_jpeg(tmp_path / "full.jpg")
    (tmp_path / "cut.jpg").write_bytes((tmp_path / "full.jpg").read_bytes()[:3000])
    result = runner.invoke(app, ["validate", str(_deck(tmp_path, "cut.jpg"))])
    assert result.exit_code == 1 and result.exception.__class__ is SystemExit
    assert "back.image: 'cut.jpg': the image is corrupt or truncated" in result.output


def test_a_folder_named_as_the_image_is_refused_everywhere(tmp_path, classic, style):
    (tmp_path / "pic.png").mkdir()
    result = runner.invoke(app, ["validate", str(_deck(tmp_path, "pic.png"))])
    assert result.exit_code == 1 and result.exception.__class__ is SystemExit
    assert "back.image: 'pic.png': a folder, not an image file; name a PNG" in result.output
    (tmp_path / "style.yaml").write_text(
        "extends: classic\nid: s\nname: S\nback: {image: pic.png}\n"
    )
    with pytest.raises(TemplateError, match="back.image: .*pic.png: a folder, not an image file"):
        load_style(tmp_path / "style.yaml")
    with pytest.raises(RenderError, match="pic.png: a folder, not an image file"):
        render_back(classic, style, dpi=72, back_image=tmp_path / "pic.png")


def test_check_image_returns_the_stored_size_without_keeping_pixels(tmp_path):
    assert check_image(exif6_jpeg(tmp_path / "exif6.jpg")) == (H, W)


def test_an_image_error_crosses_from_a_worker_process_intact():
    error = pickle.loads(pickle.dumps(ImageError("/art/back.png", "a folder, not an image file")))
    assert isinstance(error, RenderError)
    assert str(error) == "/art/back.png: a folder, not an image file"
