"""Tabletop Simulator deck sheets: cards in a grid on one PNG, plus the back image.

Internal; :func:`deckgen.build_tts` is public. Tabletop Simulator's custom deck takes a
"face" image holding up to 10 × 7 cards, read row by row from the top left, and a back
image. The last slot of the grid (the 70th on a full sheet) is the hidden-card face: what
other players see of a card in your hand; we put the card back there. Sheet images are
kept within 4096 px a side, the largest texture it loads without trouble, so cards are
scaled down to fit. Each sheet's column count, row count and card count go into
``deck.txt`` for the import dialog.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from ..cardsize import CardSize
from ..definitions.model import Deck
from ..output import atomic_path
from ..render.export import srgb_profile
from ..text.catalog import load_catalog
from ..units import MM_PER_INCH

TTS_MAX_COLUMNS = 10
TTS_MAX_ROWS = 7
TTS_MIN_SIDE = 2  # the import dialog's width and height start at 2
TTS_MAX_SIDE_PX = 4096
TTS_CARDS_PER_SHEET = TTS_MAX_COLUMNS * TTS_MAX_ROWS - 1  # the last slot is the hidden face


@dataclass(frozen=True)
class TtsSheet:
    """One face sheet: its file, grid and how many cards it holds (hidden face excluded)."""

    path: Path
    columns: int
    rows: int
    cards: int


@dataclass(frozen=True)
class TtsResult:
    """Every face sheet, the back image, the notes file, and the card size in pixels."""

    sheets: list[TtsSheet]
    back_path: Path
    notes_path: Path
    card_px: tuple[int, int]


def tts_card_px(card: CardSize, dpi: int | None = None) -> tuple[int, int]:
    """The card (trim, no bleed) in px: the largest that keeps a 10 × 7 sheet ≤ 4096 px, or
    smaller where ``dpi`` (pixels per inch of the card) asks for less (smaller files)."""
    width = TTS_MAX_SIDE_PX // TTS_MAX_COLUMNS
    if dpi is not None:
        width = min(width, max(1, round(card.width_mm / MM_PER_INCH * dpi)))
    height = math.floor(width * card.height_mm / card.width_mm)
    if height * TTS_MAX_ROWS > TTS_MAX_SIDE_PX:
        height = TTS_MAX_SIDE_PX // TTS_MAX_ROWS
        width = math.floor(height * card.width_mm / card.height_mm)
    return width, height


def tts_grid(cards: int) -> tuple[int, int]:
    """``(columns, rows)`` for a sheet of ``cards`` cards plus the hidden face (1-69 cards)."""
    slots = cards + 1
    columns = min(TTS_MAX_COLUMNS, max(TTS_MIN_SIDE, slots))
    return columns, max(TTS_MIN_SIDE, math.ceil(slots / columns))


def write_tts(
    deck: Deck,
    faces: Mapping[str, Image.Image],
    back: Image.Image,
    card_px: tuple[int, int],
    folder: Path,
    lang: str = "en",
) -> TtsResult:
    """Write ``deck-1.png`` … (as many as needed), ``back.png`` and ``deck.txt`` into ``folder``.

    ``faces`` and ``back`` are trim-size card images; each is scaled to ``card_px``.
    ``deck.txt`` explains the import in ``lang`` (catalog keys ``tts.*``); the import
    dialog's field names stay as Tabletop Simulator shows them.
    Raises :class:`OutputError` if a file cannot be written.
    """
    scaled = {key: _fit(image, card_px) for key, image in faces.items()}
    hidden = _fit(back, card_px)
    cards = deck.cards()
    chunks = [cards[i : i + TTS_CARDS_PER_SHEET] for i in range(0, len(cards), TTS_CARDS_PER_SHEET)]
    sheets = []
    for number, chunk in enumerate(chunks, start=1):
        columns, rows = tts_grid(len(chunk))
        sheet = Image.new("RGB", (columns * card_px[0], rows * card_px[1]), "white")
        for slot, face in enumerate(chunk):
            sheet.paste(scaled[face.id], _corner(slot, columns, card_px))
        sheet.paste(hidden, _corner(columns * rows - 1, columns, card_px))
        path = folder / f"deck-{number}.png"
        _save(sheet, path)
        sheets.append(TtsSheet(path, columns, rows, len(chunk)))
    back_path = folder / "back.png"
    _save(hidden, back_path)
    notes_path = folder / "deck.txt"
    with atomic_path(notes_path) as tmp:
        tmp.write_text(_notes(deck, sheets, back_path, lang), encoding="utf-8")
    return TtsResult(sheets, back_path, notes_path, card_px)


def _fit(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    image = image.convert("RGB")
    return image if image.size == size else image.resize(size, Image.Resampling.LANCZOS)


def _corner(slot: int, columns: int, card_px: tuple[int, int]) -> tuple[int, int]:
    return (slot % columns) * card_px[0], (slot // columns) * card_px[1]


def _save(image: Image.Image, path: Path) -> None:
    with atomic_path(path) as tmp:
        image.save(tmp, format="PNG", optimize=False, icc_profile=srgb_profile())


def _notes(deck: Deck, sheets: list[TtsSheet], back_path: Path, lang: str) -> str:
    texts = load_catalog(lang)
    cards = texts.plural("box.total", sum(s.cards for s in sheets))  # "108 Karten"
    lines = [
        texts.text("tts.title", deck=deck.name_in(lang), cards=cards),
        "",
        texts.text("tts.steps"),
        texts.text("tts.hidden"),
        "",
        f"Back: {back_path.name}",
    ]
    for sheet in sheets:
        lines.append(
            f"Face: {sheet.path.name}  Width: {sheet.columns}  Height: {sheet.rows}  "
            f"Number: {sheet.cards}"
        )
    return "\n".join(lines) + "\n"
