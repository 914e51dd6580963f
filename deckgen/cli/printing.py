"""Commands that write print files: ``build``, ``sheets``, ``cards``. Internal."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .. import build as jobs
from ..definitions.loader import DEFAULT_DECK, load_deck
from ..render.style import load_style
from .app import app
from .common import (
    DEFAULT_DPI,
    DEFAULT_STYLE,
    DeckArg,
    DpiOpt,
    OutOpt,
    QuietOpt,
    StyleOpt,
    out,
    report_errors,
)

CardLangOpt = Annotated[
    str, typer.Option("--lang", help="Language of the rule texts printed on cards (e.g. en, ru).")
]
RoundedOpt = Annotated[
    bool,
    typer.Option("--rounded", help="Cut to the card with transparent rounded corners (screens)."),
]


@app.command()
def build(
    deck: DeckArg = DEFAULT_DECK,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: the print sheets (output/<deck-id>/sheets.pdf)."""
    _sheets(deck, out_dir, dpi, style, quiet, "en")


@app.command()
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    lang: CardLangOpt = "en",
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only: fronts and long-edge duplex backs on A4."""
    _sheets(deck, out_dir, dpi, style, quiet, lang)


def _sheets(deck: str, out_dir: Path | None, dpi: int, style: str, quiet: bool, lang: str) -> None:
    with report_errors():
        result = jobs.build_sheets(
            load_deck(deck), out_dir, style=load_style(style), dpi=dpi, lang=lang
        )
    if not quiet:
        out.print(
            f"wrote {result.path} ({result.cards} cards, {result.pages} pages, "
            f"{result.cards_per_page} cards a sheet)",
            highlight=False,
        )


@app.command()
def cards(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    lang: CardLangOpt = "en",
    rounded: RoundedOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Write one PNG per unique face and the back (output/<deck-id>/cards/), dpi-tagged."""
    with report_errors():
        written = jobs.write_card_pngs(
            load_deck(deck),
            out_dir,
            style=load_style(style),
            dpi=dpi,
            rounded=rounded,
            lang=lang,
        )
    if not quiet:
        out.print(f"wrote {len(written)} images into {written[0].parent}", highlight=False)
