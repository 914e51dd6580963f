"""Rendered faces as compact, PDF-ready data.

Internal. A face travels from a render worker (or the cache) to the PDF as its RGB pixels
compressed once with zlib: exactly the bytes of a PDF ``/FlateDecode`` image stream, so the
layout stage embeds them without decoding or compressing again.
"""

from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Pillow loads where pixels are made or read, not for the cache (issue 19)
    from PIL import Image

ZLIB_LEVEL = 1  # fastest: a third of level 6's time for about a third more bytes (issue 19)


@dataclass(frozen=True)
class FaceImage:
    """A rendered card image: ``width_px`` × ``height_px`` RGB pixels at ``dpi``, bleed included.

    ``key`` is the content hash it was rendered and cached under; ``zdata`` the zlib stream of
    the raw RGB bytes, row by row from the top.
    """

    key: str
    width_px: int
    height_px: int
    dpi: int
    zdata: bytes

    @classmethod
    def from_image(cls, key: str, image: Image.Image, dpi: int) -> FaceImage:
        """Compress a Pillow image (converted to RGB) into a :class:`FaceImage`."""
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        return cls(key, rgb.width, rgb.height, dpi, zlib.compress(rgb.tobytes(), ZLIB_LEVEL))

    @cached_property
    def content_key(self) -> str:
        """A SHA-256 (hex) of the pixels alone: the size and the zlib stream, which is a
        function of the pixels. Faces with the same pixels share it whatever their ``key``
        (which also covers the renderer's code), so a PDF names and stores images by it."""
        digest = hashlib.sha256(f"{self.width_px}x{self.height_px}:".encode())
        digest.update(self.zdata)
        return digest.hexdigest()

    def to_image(self) -> Image.Image:
        """The pixels as a Pillow RGB image (decompressed on each call)."""
        from PIL import Image

        raw = zlib.decompress(self.zdata)
        return Image.frombytes("RGB", (self.width_px, self.height_px), raw)
