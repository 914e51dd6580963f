"""The ``proof`` command: every unique face once on a few pages, to check a design. Internal."""

from __future__ import annotations

from typing import Annotated

import typer

import deckgen
from deckgen import counted

from .app import app
from .common import note_cards, out, phase_lines, report_errors
from .options import CardLangOpt, DeckArg, OutOpt, QuietOpt, StyleOpt


@app.command()
def proof(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: Annotated[
        int, typer.Option("--dpi", help="Resolution of the card images (72-1200).")
    ] = deckgen.PROOF_DPI,
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    lang: CardLangOpt = deckgen.DEFAULT_LANG,
    quiet: QuietOpt = False,
) -> None:
    """Write a proof PDF: each unique face once with its name and count (output/<deck-id>/).

    Not for cutting; for checking a design before printing the whole deck.
    """
    with report_errors():
        lang = deckgen.check_lang(lang)
        render = deckgen.RenderOptions(dpi=dpi, style=deckgen.load_style(style), lang=lang)
        model = deckgen.load_deck(deck)
        result = deckgen.build_proof(
            model, render=render, output=deckgen.OutputOptions(out_dir, phase=phase_lines(quiet))
        )
    if not quiet:
        out.print(
            f"wrote {result.path} ({counted(result.faces, 'face')} and the back on "
            f"{counted(result.pages, 'page')})",
            highlight=False,
        )
        note_cards(model, result.path.name, lang)
