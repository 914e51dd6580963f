"""The library's top-level jobs: each takes a loaded model and writes files.

Internal; re-exported from :mod:`deckgen`.
"""

from __future__ import annotations

import math
from pathlib import Path

from .booklet.refcard import add_reference_cards
from .cardsize import DEFAULT_CARD_SIZE, CardSize
from .defaults import DEFAULT_DPI, PROOF_DPI
from .definitions.model import Deck
from .exports.printshop import PRINT_SHOP_FILE, PrintShopResult, write_print_shop_pdf
from .exports.tts import TtsResult, tts_card_px, write_tts
from .layout.calibration import CALIBRATION_FILE, CalibrationResult, write_calibration_pdf
from .layout.imposition import impose
from .layout.printlayout import PrintLayout
from .layout.proof import ProofResult, write_proof_pdf
from .layout.sheets import SheetsResult, write_sheets_pdf
from .output import DEFAULT_OUTPUT_ROOT, atomic_path, default_output_dir
from .render.deckrender import Progress, render_deck
from .render.export import rounded_card
from .render.style import CardStyle, load_style
from .rules.model import Ruleset
from .units import MM_PER_INCH


def build_sheets(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    layout: PrintLayout | None = None,
    dpi: int = DEFAULT_DPI,
    one_per_page: bool = False,
    lang: str = "en",
    back_image: Path | None = None,
    cache: bool = True,
    progress: Progress | None = None,
    reference_cards: int = 0,
    ruleset: Ruleset | str | Path = "official",
) -> SheetsResult | PrintShopResult:
    """Render ``deck`` and write its print sheets into ``out_dir`` (``output/<deck-id>/``).

    ``layout`` (default: A4, 56 × 87 mm cards, 3 mm bleed, long-edge duplex) chooses paper,
    card size, margins and duplex mode; see :func:`print_layout`. Writes ``sheets.pdf``
    (and ``backs.pdf`` with ``duplex="none"``), or with ``one_per_page`` the print-shop
    file ``print-shop.pdf``: one card a page, TrimBox and BleedBox set.
    ``cache`` and ``progress`` are passed to :func:`render_deck`.
    ``reference_cards`` copies of the quick-reference card (the rules summary of
    ``ruleset`` in ``lang``, see :func:`render_reference_card`) follow the deck's cards,
    with the deck's back.
    Raises :class:`LayoutError` if the cards do not fit the paper (before rendering),
    :class:`OutputError` if a file cannot be written; nothing is written on error.
    """
    layout = layout or PrintLayout()
    folder = out_dir or default_output_dir(deck)
    imposition = None if one_per_page else impose(layout)  # refuse a bad layout before rendering
    rendered = render_deck(
        deck, style, size=layout.card, dpi=dpi, lang=lang, back_image=back_image,
        cache=cache, progress=progress,
    )  # fmt: skip
    deck = add_reference_cards(
        deck, rendered.faces, reference_cards, ruleset,
        style=style, size=layout.card, dpi=dpi, lang=lang,
    )  # fmt: skip
    if imposition is None:
        return write_print_shop_pdf(
            deck, rendered.faces, rendered.back, layout.card, folder / PRINT_SHOP_FILE
        )
    return write_sheets_pdf(
        deck, rendered.faces, rendered.back, imposition, folder / "sheets.pdf", lang=lang
    )


def build_tts(
    deck: Deck,
    out_dir: Path | None = None,
    *,
    style: CardStyle | None = None,
    card: CardSize | None = None,
    cache: bool = True,
) -> TtsResult:
    """Write Tabletop Simulator deck sheets into ``<out_dir>/tts/`` (``output/<deck-id>/``).

    Cards are rendered at trim size (no bleed), just large enough for the biggest card
    that keeps a 10 × 7 sheet within 4096 px, then scaled to exactly that size.
    Returns the sheets (``deck-1.png`` …, RGB PNG), ``back.png`` and ``deck.txt``.
    """
    card = card or DEFAULT_CARD_SIZE
    trim = CardSize(card.width_mm, card.height_mm, 0.0)
    card_px = tts_card_px(trim)
    dpi = math.ceil(card_px[0] / trim.width_mm * MM_PER_INCH) + 1
    images = render_deck(deck, style, size=trim, dpi=max(dpi, 72), cache=cache).images()
    back = images.pop("back")
    folder = (out_dir or default_output_dir(deck)) / "tts"
    return write_tts(deck, images, back, card_px, folder)


def build_calibration(
    out_dir: Path | None = None, *, layout: PrintLayout | None = None
) -> CalibrationResult:
    """Write the two-sided printer calibration sheet ``<out_dir>/calibration.pdf``.

    ``out_dir`` defaults to ``output/``. ``layout`` gives the paper, orientation, flip
    (``long`` or ``short``) and any back offset to verify. Raises :class:`LayoutError` for a
    one-sided duplex mode, :class:`OutputError` if the file cannot be written.
    """
    folder = out_dir or DEFAULT_OUTPUT_ROOT
    return write_calibration_pdf(layout or PrintLayout(), folder / CALIBRATION_FILE)


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
    cache: bool = True,
    progress: Progress | None = None,
) -> list[Path]:
    """Write one PNG per unique face and ``back.png`` into ``<out_dir>/cards/``, dpi-tagged.

    File names are the face ids (``red-7.png``). Print images include the bleed
    (``size.full_width_mm`` × ``size.full_height_mm`` at ``dpi``); with ``rounded`` they are
    cut to the trim with transparent rounded corners (``style.corner_radius_mm``), for
    screens. Returns the paths written; every image is rendered before the first is written.
    """
    style = style or load_style()
    rendered = render_deck(
        deck,
        style,
        size=size,
        dpi=dpi,
        lang=lang,
        back_image=back_image,
        cache=cache,
        progress=progress,
    )
    folder = (out_dir or default_output_dir(deck)) / "cards"
    written = []
    for name, image in rendered.images().items():
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
    cache: bool = True,
) -> ProofResult:
    """Write ``<out_dir>/proof.pdf``: every unique face once, with its id and count, and the
    back, small on A4 pages, to check a design before printing the whole deck.
    """
    style = style or load_style()
    rendered = render_deck(
        deck, style, size=size, dpi=dpi, lang=lang, back_image=back_image, cache=cache
    )
    images = rendered.images()
    back = images.pop("back")
    path = (out_dir or default_output_dir(deck)) / "proof.pdf"
    return write_proof_pdf(deck, images, back, size, path, style_name=style.name)
