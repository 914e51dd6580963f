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
from .layout.proof import PROOF_DPI, ProofResult, write_proof_pdf
from .layout.sheets import SheetsResult, write_sheets_pdf
from .output import atomic_path
from .render.card import render_back, render_card
from .render.export import rounded_card
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
    lang: str = "en",
    back_image: Path | None = None,
) -> RenderedDeck:
    """Render every unique face of ``deck`` once, and its back, at ``dpi`` with bleed.

    ``lang`` picks the rule texts printed on cards; ``back_image`` (PNG/JPEG) replaces the
    style's back design. Raises :class:`RenderError` naming the card if a rule text does
    not fit its box.
    """
    style = style or load_style()
    rendered = RenderedDeck()
    for face in deck.unique_faces():
        rendered.faces[face.id] = render_card(
            face, style, deck.colors, size=size, dpi=dpi, lang=lang
        )
    rendered.back = render_back(deck, style, size=size, dpi=dpi, back_image=back_image)
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
    lang: str = "en",
    back_image: Path | None = None,
) -> SheetsResult:
    """Render ``deck`` and write ``<out_dir>/sheets.pdf`` (default ``output/<deck-id>/``).

    Raises :class:`LayoutError` if the card does not fit the page, :class:`OutputError` if
    the file cannot be written; nothing is written on error.
    """
    grid = fit_grid(size, page_mm, margin_mm)
    rendered = render_deck(deck, style, size=size, dpi=dpi, lang=lang, back_image=back_image)
    path = (out_dir or default_output_dir(deck)) / "sheets.pdf"
    return write_sheets_pdf(deck, rendered.faces, rendered.back, grid, path)


def write_card_pngs(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = DEFAULT_DPI,
    rounded: bool = False,
    lang: str = "en",
    back_image: Path | None = None,
) -> list[Path]:
    """Write one PNG per unique face and ``back.png`` into ``<out_dir>/cards/``, dpi-tagged.

    File names are the face ids (``red-7.png``). Print images include the bleed
    (``size.full_width_mm`` × ``size.full_height_mm`` at ``dpi``); with ``rounded`` they are
    cut to the trim with transparent rounded corners (``style.corner_radius_mm``), for
    screens. Returns the paths written; every image is rendered before the first is written.
    """
    style = style or load_style()
    rendered = render_deck(deck, style, size=size, dpi=dpi, lang=lang, back_image=back_image)
    folder = (out_dir or default_output_dir(deck)) / "cards"
    written = []
    for name, image in [*rendered.faces.items(), ("back", rendered.back)]:
        if rounded:
            image = rounded_card(image, size, dpi, style.corner_radius_mm)
        path = folder / f"{name}.png"
        with atomic_path(path) as tmp:
            image.save(tmp, format="PNG", dpi=(dpi, dpi))
        written.append(path)
    return written


def build_proof(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    size: CardSize = DEFAULT_CARD_SIZE,
    dpi: int = PROOF_DPI,
    lang: str = "en",
    back_image: Path | None = None,
) -> ProofResult:
    """Write ``<out_dir>/proof.pdf``: every unique face once, with its id and count, and the
    back, small on A4 pages, to check a design before printing the whole deck.
    """
    style = style or load_style()
    rendered = render_deck(deck, style, size=size, dpi=dpi, lang=lang, back_image=back_image)
    path = (out_dir or default_output_dir(deck)) / "proof.pdf"
    return write_proof_pdf(deck, rendered.faces, rendered.back, size, path, style_name=style.name)
