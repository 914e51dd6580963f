"""Which drawn symbol a card kind shows, for the big emblem and the small corner index.

Internal; the one table both :mod:`.emblem` (centre) and :mod:`.corners` (index) read. A
card's kind is its hand move (``shuffle``, ``swap``) or its ``symbol`` (``skip``,
``reverse``, ``draw_two``, ``wild``). Each entry gives the drawing and its half-size as a
fraction of the value height (emblem) or the index height (corner); ``None`` where that
place shows something else: the Draw Two's corner shows its label (``+2``), and the wild
wheel is the emblem itself on the face and drawn small by :mod:`.corners`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import ImageDraw

from ..definitions.model import CardType
from .shapes import draw_shuffle_hands, draw_swap_hands
from .symbols import draw_card_fan, draw_reverse, draw_skip

# (draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg): ``small`` for the corner index
# (no cards drawn inside the hand arrows), ``tilt_deg`` the emblem's half tilt (Draw Two)
Drawing = Callable[[ImageDraw.ImageDraw, float, float, float, str, str, float, bool, float], None]


def _skip(draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg) -> None:
    draw_skip(draw, cx, cy, r, fill, ink, outline_px)


def _reverse(draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg) -> None:
    draw_reverse(draw, cx, cy, r, fill, ink, outline_px)


def _draw_two(draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg) -> None:
    draw_card_fan(draw, cx, cy, r, [fill, fill], ink, outline_px, tilt_deg)


def _shuffle(draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg) -> None:
    draw_shuffle_hands(draw, cx, cy, r, fill, ink, outline_px, not small)


def _swap(draw, cx, cy, r, fill, ink, outline_px, small, tilt_deg) -> None:
    draw_swap_hands(draw, cx, cy, r, fill, ink, outline_px, not small)


@dataclass(frozen=True)
class SymbolDrawing:
    """How a kind is drawn: ``draw`` and its half-size on the emblem and in the corner."""

    draw: Drawing
    emblem: float | None  # × the value height; None: the emblem shows no symbol
    corner: float | None  # × the index height; None: the corner shows the label or nothing


SYMBOLS: dict[str, SymbolDrawing] = {
    "skip": SymbolDrawing(_skip, emblem=0.62, corner=0.5),
    "reverse": SymbolDrawing(_reverse, emblem=0.7, corner=0.55),
    "draw_two": SymbolDrawing(_draw_two, emblem=0.75, corner=None),
    "shuffle": SymbolDrawing(_shuffle, emblem=0.75, corner=0.62),
    "swap": SymbolDrawing(_swap, emblem=0.75, corner=0.55),
}


def symbol_kind(card_type: CardType) -> str | None:
    """The kind whose symbol ``card_type`` shows: an action symbol (skip, reverse, draw
    two) first, then a hand move, then its other symbol (``wild``), else ``None``."""
    symbol = card_type.symbol
    if symbol in ("skip", "reverse", "draw_two"):
        return symbol
    return card_type.effect.hands or symbol
