"""The library's top-level jobs: each takes a loaded model and writes files.

Internal; re-exported from :mod:`deckgen`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from .cardsize import DEFAULT_CARD_SIZE, CardSize
from .definitions.model import Deck
from .layout.grid import A4_MM, DEFAULT_MARGIN_MM, fit_grid
from .layout.sheets import SheetsResult, write_sheets_pdf
from .output import atomic_path
from .render.card import render_back, render_card
from .render.style import CardStyle, load_style

DEFAULT_OUTPUT_ROOT = Path("output")
DEFAULT_DPI = 300


def default_output_dir(deck: Deck) -> Path:
    """``output/<deck-id>/`` relative to the working directory."""
    return DEFAULT_OUTPUT_ROOT / deck.id


@dataclass
class RenderedDeck:
    """Each unique face rendered once (by face id) and the back, all the same pixel size."""

    faces: dict[str, Image.Image] = field(default_factory=dict)
    back: Image.Image | None = None


def render_deck(
    deck: Deck,
    style: CardStyle | None = None,
    *,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
) -> RenderedDeck:
    """Render every unique face of ``deck`` once, and its back, at ``dpi`` with bleed."""
    style = style or load_style()
    rendered = RenderedDeck()
    for face in deck.unique_faces():
        rendered.faces[face.id] = render_card(face, style, deck.colors, size=size, dpi=dpi)
    rendered.back = render_back(deck, style, size=size, dpi=dpi)
    return rendered


def build_sheets(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
    page_mm: tuple[float, float] = A4_MM,
    margin_mm: float = DEFAULT_MARGIN_MM,
) -> SheetsResult:
    """Render ``deck`` and write ``<out_dir>/sheets.pdf`` (default ``output/<deck-id>/``).

    Raises :class:`LayoutError` if the card does not fit the page, :class:`OutputError` if
    the file cannot be written; nothing is written on error.
    """
    grid = fit_grid(size, page_mm, margin_mm)
    rendered = render_deck(deck, style, size=size, dpi=dpi)
    path = (out_dir or default_output_dir(deck)) / "sheets.pdf"
    return write_sheets_pdf(deck, rendered.faces, rendered.back, grid, path)


def write_card_pngs(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
) -> list[Path]:
    """Write one PNG per unique face and ``back.png`` into ``<out_dir>/cards/``, dpi-tagged.

    File names are the face ids (``red-7.png``). Returns the paths written.
    """
    rendered = render_deck(deck, style, size=size, dpi=dpi)
    folder = (out_dir or default_output_dir(deck)) / "cards"
    written = []
    for name, image in [*rendered.faces.items(), ("back", rendered.back)]:
        path = folder / f"{name}.png"
        with atomic_path(path) as tmp:
            image.save(tmp, format="PNG", dpi=(dpi, dpi))
        written.append(path)
    return written
