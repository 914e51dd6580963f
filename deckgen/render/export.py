"""Card images as files: the sRGB profile they are tagged with, and, for screens, cut to
the trim with transparent rounded corners.

Internal.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageCms, ImageDraw

from ..cardsize import CardSize
from ..units import mm_to_px
from .draw import SUPERSAMPLE


@cache
@cache
def srgb_profile() -> bytes:
    """An sRGB ICC profile (Little CMS's built-in), to embed in PNGs (``iCCP`` chunk).

    The faces are drawn in sRGB; with the profile, a print service's RIP or an image
    editor converts them from sRGB instead of guessing.
    """
    profile = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    # Little CMS stamps the creation time into the header (ICC.1:2022, 7.2.8, bytes 24-35):
    # a fixed date keeps the PNGs byte-identical from run to run. The profile ID (bytes
    # 84-99) is left zero by Little CMS, so nothing else depends on the date.
    profile[24:36] = bytes.fromhex("07d000010001000000000000")  # 2000-01-01
    return bytes(profile)


def rounded_card(image: Image.Image, size: CardSize, dpi: int, radius_mm: float) -> Image.Image:
    """``image`` (a card with bleed at ``dpi``) cut to the trim, corners rounded to
    ``radius_mm``, outside them transparent. Returns an RGBA image of
    ``(mm_to_px(size.width_mm, dpi), mm_to_px(size.height_mm, dpi))`` pixels.
    """
    bleed = mm_to_px(size.bleed_mm, dpi)
    width, height = mm_to_px(size.width_mm, dpi), mm_to_px(size.height_mm, dpi)
    card = image.convert("RGBA").crop((bleed, bleed, bleed + width, bleed + height))
    # an anti-aliased mask: drawn large, then reduced
    mask = Image.new("L", (width * SUPERSAMPLE, height * SUPERSAMPLE), 0)
    radius = mm_to_px(radius_mm, dpi) * SUPERSAMPLE
    ImageDraw.Draw(mask).rounded_rectangle(
        (0, 0, mask.width - 1, mask.height - 1), radius=radius, fill=255
    )
    card.putalpha(mask.reduce(SUPERSAMPLE))
    return card
