"""The render-cache keys of a deck's faces and back, without the code that draws them.

Internal. A key (:func:`~deckgen.render.cache.make_key`) covers everything that changes a
face's pixels: the face, the deck's colours, the language, the card style, the bytes of its
fonts and pictures, the card size, the dpi and the renderer's own code. The render stage
(:mod:`.deckrender`) files its jobs under these keys; a warm ``deckgen sheets`` reads them
to tell whether its PDF is up to date (:mod:`deckgen.stamp`) without importing Pillow's
drawing code, HarfBuzz or the worker pool (issue 19).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from pathlib import Path

from ..cardsize import CardSize
from ..definitions.model import Deck, Face
from ..resources import FONTS_DIR
from .cache import digest_of_file, make_key
from .fonts import font_path
from .style import CardStyle, style_json


def _fonts_digest(style: CardStyle) -> str:
    """Digests of the style's fonts and of every vendored font (fallbacks by script)."""
    names = [str(value) for value in dataclasses.astuple(style.fonts) if value]
    paths = {font_path(name) for name in names}
    paths.update(FONTS_DIR.glob("*.[ot]tf"))
    return ",".join(f"{path.name}:{digest_of_file(path)}" for path in sorted(paths))


def _common(style: CardStyle, size: CardSize, dpi: int) -> list[str]:
    return [style_json(style), _fonts_digest(style), repr(size), str(dpi)]


def _picture_digest(face: Face) -> str:
    """The SHA-256 of the face's own picture (``image:`` of its card type), ``""`` for none;
    hashed afresh each build: an edited picture keeps its path and often its size."""
    image = face.card_type.image
    return hashlib.sha256(image.read_bytes()).hexdigest() if image and image.is_file() else ""


Drawn = tuple[CardSize, int, str]  # how a face is drawn: card size, dpi, language


def face_keys(
    faces: Sequence[Face], deck_colors: Sequence[str], style: CardStyle, drawn: Drawn
) -> list[str]:
    """The render-cache key of each of ``faces`` (of a deck in ``deck_colors``) drawn in
    ``style`` as ``drawn`` says: at that card size and dpi, with its texts in that language
    (hex SHA-256 strings, in the order of ``faces``). Raises
    :class:`~deckgen.errors.FontError` if a font of the style is missing."""
    size, dpi, lang = drawn
    common = _common(style, size, dpi)
    colours = ",".join(deck_colors)
    return [
        make_key("face", repr(face), _picture_digest(face), colours, lang, *common)
        for face in faces
    ]


def back_key(deck: Deck, style: CardStyle, back_image: Path | None, drawn: Drawn) -> str:
    """The render-cache key of ``deck``'s back drawn in ``style`` as ``drawn`` (card size,
    dpi, language) says: its name in that language, its colours and the picture it shows
    (``back_image``, else the style's). A style's picture that would print soft is warned
    about here, each build, cached or not (:class:`~deckgen.errors.ImageWarning`; a deck's
    own is checked where it loads)."""
    size, dpi, lang = drawn
    image = back_image or style.back.image  # the file whose pixels the back shows
    if not back_image and image and Path(image).is_file():
        from .images import warn_if_soft  # Pillow: only for a style with a back picture

        warn_if_soft(Path(image), size.full_width_mm, size.full_height_mm, "the card back")
    # hashed afresh each build: an edited picture keeps its path and often its size
    image_digest = (
        hashlib.sha256(Path(image).read_bytes()).hexdigest()
        if image and Path(image).is_file()
        else ""
    )
    return make_key(
        "back",
        deck.back_text_in(lang),
        ",".join(deck.colors),
        str(back_image),
        image_digest,
        *_common(style, size, dpi),
    )
