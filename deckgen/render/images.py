"""Pictures a user gives (the back image): checked before anything is rendered.

Internal. A picture must be a PNG or JPEG that opens, decodes, and holds at most
:data:`MAX_IMAGE_PIXELS` pixels: a small file can claim a huge size ("decompression bomb")
and would take gigabytes of memory once decoded, so the size is read from the header first.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from ..errors import RenderError

IMAGE_FORMATS = ("PNG", "JPEG")
# 64 million pixels: an 8000 x 8000 photo; a back at 1200 dpi with bleed needs about 15
MAX_IMAGE_PIXELS = 64_000_000


def check_image(path: Path) -> tuple[int, int]:
    """Check the picture at ``path`` without keeping it; return its ``(width, height)`` in px.

    Raises :class:`RenderError` naming the file if it is missing, not a PNG or JPEG, corrupt
    or truncated, or larger than :data:`MAX_IMAGE_PIXELS`.
    """
    with _opened(path) as image:
        try:
            image.verify()  # reads the whole file: CRCs, truncation
        except (OSError, SyntaxError, ValueError) as exc:
            raise RenderError(f"{path}: the image is corrupt ({exc}); save it again") from None
        return image.size


def load_image(path: Path) -> Image.Image:
    """The picture at ``path`` as RGB. Raises :class:`RenderError` as :func:`check_image`."""
    with _opened(path) as image:
        try:
            return image.convert("RGB")
        except (OSError, SyntaxError, ValueError) as exc:
            raise RenderError(f"{path}: the image is corrupt ({exc}); save it again") from None


class _opened:
    """``Image.open`` with every way of failing turned into a :class:`RenderError`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def __enter__(self) -> Image.Image:
        path = self.path
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", Image.DecompressionBombWarning)
                self.image = Image.open(path)
        except FileNotFoundError:
            raise RenderError(f"{path}: image not found") from None
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise RenderError(_too_large(path, None)) from None
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
            raise RenderError(f"{path}: cannot read the image ({exc}); use PNG or JPEG") from None
        image = self.image
        if image.format not in IMAGE_FORMATS:
            image.close()
            raise RenderError(f"{path}: the image is {image.format}; use a PNG or JPEG file")
        if image.width * image.height > MAX_IMAGE_PIXELS:
            image.close()
            raise RenderError(_too_large(path, image.size))
        return image

    def __exit__(self, *_) -> None:
        self.image.close()


def _too_large(path: Path, size: tuple[int, int] | None) -> str:
    shown = f"{size[0]} x {size[1]} px" if size else "larger than Pillow allows"
    return (
        f"{path}: the image is {shown}; at most {MAX_IMAGE_PIXELS // 1_000_000} million pixels "
        "are accepted: scale it down (a card back at 300 dpi needs about 750 x 1100 px)"
    )
