"""Render a deck's unique faces and back once each: cached, in parallel, PDF-ready.

Internal; :func:`deckgen.render_deck` is public. Every output built from a deck (print
sheets, print-shop file, PNGs, proof, TTS sheets, booklet pictures) gets its images here,
so a face is drawn at most once per build and not at all when the cache already has it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from ..cardsize import DEFAULT_CARD_SIZE, CardSize
from ..defaults import DEFAULT_DPI
from ..definitions.model import Deck, Face
from .back import render_back
from .batch import RenderJob, render_all
from .cache import FaceCache
from .card import render_card
from .facedata import FaceImage
from .facekeys import back_key, face_keys
from .glyphs import check_deck_glyphs
from .style import CardStyle, load_style

Progress = Callable[[int], None]


@dataclass
class RenderedDeck:
    """Each unique face (by face id) and the back, as :class:`FaceImage` of equal size."""

    faces: dict[str, FaceImage] = field(default_factory=dict)
    back: FaceImage | None = None

    def images(self) -> dict[str, Image.Image]:
        """Faces decoded to Pillow RGB images, by face id (the back under ``"back"``)."""
        decoded = {face_id: face.to_image() for face_id, face in self.faces.items()}
        if self.back is not None:
            decoded["back"] = self.back.to_image()
        return decoded


def face_jobs(
    faces: Sequence[Face],
    style: CardStyle,
    deck_colors: Sequence[str],
    *,
    size: CardSize,
    dpi: int,
    lang: str,
) -> list[RenderJob]:
    """One :class:`RenderJob` per face, keyed by everything that changes its pixels
    (:func:`~deckgen.render.facekeys.face_keys`)."""
    keys = face_keys(faces, deck_colors, style, (size, dpi, lang))
    return [
        RenderJob(
            key,
            render_card,
            (face, style, tuple(deck_colors)),
            {"size": size, "dpi": dpi, "lang": lang},
            dpi,
        )
        for key, face in zip(keys, faces, strict=True)
    ]


def back_job(
    deck: Deck,
    style: CardStyle,
    *,
    size: CardSize,
    dpi: int,
    back_image: Path | None,
    lang: str = "en",
) -> RenderJob:
    """The :class:`RenderJob` of the deck's back (its name in ``lang``, colours and any back
    image; the key and the warning of :func:`~deckgen.render.facekeys.back_key`)."""
    return RenderJob(
        back_key(deck, style, back_image, (size, dpi, lang)),
        render_back,
        (deck, style),
        {"size": size, "dpi": dpi, "back_image": back_image, "lang": lang},
        dpi,
    )


def render_deck(
    deck: Deck,
    style: CardStyle | None = None,
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
    lang: str = "en",
    back_image: Path | None = None,
    cache: bool | FaceCache = True,
    progress: Progress | None = None,
) -> RenderedDeck:
    """Render every unique face of ``deck`` once, and its back, at ``dpi`` with bleed.

    Faces come from the render cache when it has them (``cache=False`` bypasses it, or pass
    a :class:`FaceCache`); the rest are drawn in parallel on the machine's cores.
    ``progress(n)`` is called as ``n`` more images are ready (``len(faces) + 1`` in all).
    ``lang`` picks the rule texts printed on cards and the name on the back;
    ``back_image`` (PNG/JPEG), else the deck's own (``back: {image: ...}``), replaces the
    style's back design. Raises :class:`RenderError` naming the card if a rule text does not
    fit its box, :class:`FontError` naming the card type and text if the style's fonts lack
    a character, and the errors of :func:`render_card` / :func:`render_back`.
    """
    style = style or load_style()
    check_deck_glyphs(deck, style.fonts, lang)  # before the first face is drawn
    faces = deck.unique_faces()
    jobs = face_jobs(faces, style, deck.colors, size=size, dpi=dpi, lang=lang)
    back_image = back_image or deck.back_image
    jobs.append(back_job(deck, style, size=size, dpi=dpi, back_image=back_image, lang=lang))
    store = cache if isinstance(cache, FaceCache) else _cache(cache)
    images = render_all(jobs, store, progress)
    return RenderedDeck(
        faces={face.id: image for face, image in zip(faces, images, strict=False)},
        back=images[-1],
    )


def _cache(wanted: bool) -> FaceCache | None:
    """The user's face cache, unless ``wanted`` is false or ``DECKGEN_NO_CACHE`` is set."""
    if not wanted or os.environ.get("DECKGEN_NO_CACHE", "") not in ("", "0"):
        return None
    return FaceCache()


def render_faces(
    faces: Sequence[Face],
    deck: Deck,
    style: CardStyle,
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
    lang: str = "en",
    cache: bool = True,
) -> dict[str, FaceImage]:
    """Some faces of ``deck`` (e.g. the booklet's pictures), through the same cache."""
    jobs = face_jobs(faces, style, deck.colors, size=size, dpi=dpi, lang=lang)
    images = render_all(jobs, _cache(cache))
    return {face.id: image for face, image in zip(faces, images, strict=True)}
