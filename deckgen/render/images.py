"""Pictures a user names (a deck's or a style's back image): the one loader for them all.

Internal. Nothing else opens a user's picture. A picture must be a PNG or JPEG file (a
camera's multi-picture JPEG, "MPO", gives its first picture) that opens, decodes, and holds
at most :data:`MAX_IMAGE_PIXELS` pixels: a small file can claim a
huge size ("decompression bomb") and would take gigabytes of memory once decoded, so the
size is read from the header first. :func:`check_image` checks a file without keeping its
pixels (when a deck or style loads); :func:`load_image` returns what an image viewer shows,
as 8-bit sRGB:

* the EXIF orientation applied (a phone photo stored sideways comes out upright);
* transparency (an alpha channel, grey + alpha, a palette or grey/RGB with a transparent
  colour) composited over the colour the picture is laid on, never over black;
* 16-bit grey scaled to 8 bits (65535 -> 255), not clipped at 255;
* an embedded ICC profile converted to sRGB by LittleCMS (Pillow's ``ImageCms``, default
  perceptual intent). A profile that does not match the pixels (an RGB profile on a grey
  picture) or cannot be parsed is ignored and the pixels are taken as sRGB, as browsers do.
"""

from __future__ import annotations

import contextlib
import io
import struct
import warnings
from functools import cache
from pathlib import Path

from PIL import Image, ImageColor, ImageOps

from ..definitions.pictures import (
    DECODE_ERRORS,
    IMAGE_FORMATS,
    MAX_IMAGE_PIXELS,
    MIN_PRINT_DPI,
    check_image,
    corrupt_reason,
    open_picture,
)
from ..errors import ImageError, ImageWarning

__all__ = [  # the picture check lives below, in definitions; re-exported for render
    "IMAGE_FORMATS",
    "MAX_IMAGE_PIXELS",
    "MIN_PRINT_DPI",
    "check_image",
    "load_image",
    "print_dpi",
    "viewed_size",
    "warn_if_soft",
]

_PROFILE_SPACE = {"RGB": "RGB", "L": "GRAY", "CMYK": "CMYK"}  # pixel mode -> ICC colour space


def viewed_size(path: Path) -> tuple[int, int]:
    """The picture's ``(width, height)`` in px as a viewer shows it (an EXIF rotation of 90°
    swaps them). Raises :class:`~deckgen.errors.ImageError` as :func:`check_image`."""
    with open_picture(path) as image:
        turned = image.getexif().get(0x0112) in (5, 6, 7, 8)  # Orientation: a quarter turn
        return (image.height, image.width) if turned else image.size


def print_dpi(path: Path, width_mm: float, height_mm: float) -> float:
    """The pixels an inch the picture at ``path`` gets when it is scaled to fill (and
    cropped to) ``width_mm`` × ``height_mm``, as a back image is: the smaller of its
    two axes' figures after the crop. Raises :class:`~deckgen.errors.ImageError`."""
    width, height = viewed_size(path)
    return 25.4 * min(width / width_mm, height / height_mm)


def warn_if_soft(path: Path, width_mm: float, height_mm: float, what: str) -> None:
    """Warn (:class:`~deckgen.errors.ImageWarning`) if the picture at ``path``, filling
    ``width_mm`` × ``height_mm`` (``what``: where it goes, e.g. ``"the card back"``), prints
    at fewer than :data:`MIN_PRINT_DPI` pixels an inch, naming its effective dpi."""
    dpi = print_dpi(path, width_mm, height_mm)
    if dpi < MIN_PRINT_DPI:
        width, height = viewed_size(path)
        need = (
            round(width_mm / 25.4 * MIN_PRINT_DPI),
            round(height_mm / 25.4 * MIN_PRINT_DPI),
        )
        warnings.warn(
            f"{path}: {width} x {height} px fills {what} ({width_mm:g} x {height_mm:g} mm) at "
            f"{dpi:.0f} dpi and will print soft; use a picture of at least {need[0]} x "
            f"{need[1]} px ({MIN_PRINT_DPI} dpi, 300 for a print shop)",
            ImageWarning,
            stacklevel=2,
        )


def load_image(path: Path, background: str | tuple[int, int, int] = "#FFFFFF") -> Image.Image:
    """The picture at ``path`` as an RGB image (8 bits a channel, sRGB), upright.

    Its size is the stored one, width and height swapped by an EXIF rotation of 90°.
    Transparent parts show ``background`` (a Pillow colour: ``"#RRGGBB"`` or an RGB
    tuple), partly transparent ones a mix of the two. Raises
    :class:`~deckgen.errors.ImageError` as :func:`check_image`.
    """
    with open_picture(path) as image:
        try:
            image.load()
            return _viewed(image, _rgb(background))
        except DECODE_ERRORS as exc:
            raise ImageError(path, corrupt_reason(exc)) from None


def _rgb(colour: str | tuple[int, int, int]) -> tuple[int, int, int]:
    red, green, blue = colour[:3] if isinstance(colour, tuple) else ImageColor.getrgb(colour)[:3]
    return red, green, blue


def _viewed(image: Image.Image, background: tuple[int, ...]) -> Image.Image:
    """A decoded image as a viewer shows it: upright, sRGB, over ``background``."""
    profile = image.info.get("icc_profile")
    # an unreadable EXIF block: shown as stored, as viewers do
    with contextlib.suppress(SyntaxError, ValueError, TypeError, KeyError, struct.error):
        image = ImageOps.exif_transpose(image)
    colour, alpha = _split_alpha(image)
    rgb = _to_srgb(colour, profile)
    if alpha is None:
        return rgb
    laid = Image.new("RGB", rgb.size, background)
    laid.paste(rgb, (0, 0), alpha)
    return laid


def _split_alpha(image: Image.Image) -> tuple[Image.Image, Image.Image | None]:
    """``(colour, alpha)``: the colour in mode ``L``, ``RGB`` or ``CMYK`` (8 bits), the
    alpha as an ``L`` image, or ``None`` for an opaque picture (16-bit grey is taken as
    opaque: a transparent grey level given in its tRNS chunk is not honoured)."""
    if image.mode == "I" or image.mode.startswith("I;16"):
        return _eight_bit(image), None
    if image.mode in ("1", "L", "LA"):
        base = "L"
    elif image.mode == "CMYK":
        base = "CMYK"
    else:
        base = "RGB"
    if "transparency" not in image.info and "A" not in image.getbands():
        return image.convert(base), None
    rgba = image.convert("RGBA")  # applies a tRNS colour or palette alphas as well
    return (rgba if base == "RGB" else image).convert(base), rgba.getchannel("A")


def _eight_bit(image: Image.Image) -> Image.Image:
    """16-bit grey (mode ``I;16*``, or ``I`` holding 0-65535) as 8-bit ``L``, rounded."""
    wide = image if image.mode == "I" else image.convert("I")
    return wide.point(lambda value: value / 257 + 0.5).convert("L")


def _to_srgb(colour: Image.Image, profile: bytes | None) -> Image.Image:
    """``colour`` (``L``, ``RGB`` or ``CMYK``) as sRGB ``RGB``, through ``profile`` if it
    can be used, else converted as if it were sRGB already."""
    if profile:
        converted = _through_profile(colour, profile)
        if converted is not None:
            return converted
    return colour.convert("RGB")


def _through_profile(colour: Image.Image, profile: bytes) -> Image.Image | None:
    try:
        from PIL import ImageCms
    except ImportError:  # a Pillow built without LittleCMS
        return None
    try:
        source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
        if source.profile.xcolor_space.strip() != _PROFILE_SPACE[colour.mode]:
            return None
        return ImageCms.profileToProfile(colour, source, _srgb(), outputMode="RGB")
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        return None


@cache
def _srgb():
    from PIL import ImageCms

    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
