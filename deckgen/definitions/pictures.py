"""Pictures a user names (a deck's or a style's back image): the safe check when one loads.

Internal. A picture must be a PNG or JPEG file (a camera's multi-picture JPEG, "MPO",
gives its first picture) that opens, decodes, and holds at most :data:`MAX_IMAGE_PIXELS`
pixels: a small file can claim a huge size ("decompression bomb") and would take
gigabytes of memory once decoded, so the size is read from the header first.
:func:`check_image` checks a file without keeping its pixels (when a deck or style
loads); :data:`MIN_PRINT_DPI` is the one threshold below which a picture prints soft.
This sits in ``definitions`` so the deck reader needs nothing from ``render``;
:mod:`deckgen.render.images` loads the pixels with the same :class:`open_picture` and
re-exports these names.
"""

from __future__ import annotations

import stat
import struct
import warnings
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from ..errors import ImageError

IMAGE_FORMATS = ("PNG", "JPEG", "MPO")  # MPO: a camera's JPEG with extra frames after it
# 64 million pixels: an 8000 x 8000 photo; a back at 1200 dpi with bleed needs about 15
MAX_IMAGE_PIXELS = 64_000_000
DECODE_ERRORS = (OSError, SyntaxError, ValueError, EOFError, struct.error)


def check_image(path: Path) -> tuple[int, int]:
    """Check the picture at ``path`` without keeping it; return its stored ``(width,
    height)`` in px (before the EXIF orientation is applied).

    A JPEG is decoded at 1/8 scale (cheap; finds a truncated file), a PNG verified to its
    end (every chunk's checksum). Raises :class:`~deckgen.errors.ImageError` (a
    :class:`RenderError`) naming the file and the reason if it is missing, a folder, not a
    PNG or JPEG, corrupt or truncated, or larger than :data:`MAX_IMAGE_PIXELS`.
    """
    with open_picture(path) as image:
        size = image.size  # draft() below changes it
        try:
            if image.format in ("JPEG", "MPO"):
                image.draft(image.mode, (image.width // 8, image.height // 8))
                image.load()
            else:
                image.verify()  # reads the whole file: CRCs, truncation
        except DECODE_ERRORS as exc:
            raise ImageError(path, corrupt_reason(exc)) from None
        return size


MIN_PRINT_DPI = 200  # below this a picture looks soft on paper at arm's length


class open_picture:
    """``Image.open`` with every way of failing turned into an :class:`ImageError`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def __enter__(self) -> Image.Image:
        path = self.path
        try:
            kind = path.stat().st_mode
        except FileNotFoundError:
            raise ImageError(path, "image not found") from None
        except OSError as exc:
            raise ImageError(path, f"cannot read the image ({exc.strerror})") from None
        if stat.S_ISDIR(kind):
            raise ImageError(path, "a folder, not an image file; name a PNG or JPEG file")
        if not stat.S_ISREG(kind):  # a pipe or a device would block or never end
            raise ImageError(path, "not a regular file; name a PNG or JPEG file")
        try:
            with warnings.catch_warnings():
                # sizes between Pillow's warning and error limits: refused below, with the size
                warnings.simplefilter("ignore", Image.DecompressionBombWarning)
                self.image = Image.open(path)
        except Image.DecompressionBombError:
            raise ImageError(path, _too_large(None)) from None
        except (UnidentifiedImageError, *DECODE_ERRORS) as exc:
            raise ImageError(path, f"cannot read the image ({exc}); use PNG or JPEG") from None
        image = self.image
        if image.format not in IMAGE_FORMATS:
            image.close()
            raise ImageError(path, f"the image is {image.format}; use a PNG or JPEG file")
        if image.width * image.height > MAX_IMAGE_PIXELS:
            image.close()
            raise ImageError(path, _too_large(image.size))
        return image

    def __exit__(self, *_) -> None:
        self.image.close()


def corrupt_reason(exc: Exception) -> str:
    """The reason given for a picture Pillow cannot decode: ``exc`` named, and a fix."""
    return f"the image is corrupt or truncated ({exc}); save it again"


def _too_large(size: tuple[int, int] | None) -> str:
    if size:
        shown = f"{size[0]} x {size[1]} px"
    else:  # Pillow refuses to open it: twice its own warning limit
        shown = f"more than {2 * (Image.MAX_IMAGE_PIXELS or 0) // 1_000_000} million pixels"
    return (
        f"the image is {shown}; at most {MAX_IMAGE_PIXELS // 1_000_000} million pixels "
        "are accepted: scale it down (a card back at 300 dpi needs about 750 x 1100 px)"
    )
