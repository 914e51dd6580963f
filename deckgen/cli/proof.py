"""The ``proof`` command: every unique face once on a few pages, to check a design. Internal."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import build as jobs
from ..defaults import PROOF_DPI
from ..definitions.loader import load_deck
from ..render.style import load_style
from .app import app
from .common import (
    DEFAULT_STYLE,
    DeckArg,
    OutOpt,
    QuietOpt,
    StyleOpt,
    checked_lang,
    out,
    report_errors,
)


@app.command()
def proof(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: Annotated[
        int, typer.Option("--dpi", help="Resolution of the card images (72-1200).")
    ] = PROOF_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    lang: Annotated[
        str, typer.Option("--lang", help="Language of the rule texts printed on cards.")
    ] = "en",
    quiet: QuietOpt = False,
) -> None:
    """Write a proof PDF: each unique face once with its id and count (output/<deck-id>/).

    Not for cutting; for checking a design before printing the whole deck.
    """
    with report_errors():
        result = jobs.build_proof(
            load_deck(deck), out_dir, style=load_style(style), dpi=dpi, lang=checked_lang(lang)
        )
    if not quiet:
        out.print(
            f"wrote {result.path} ({result.faces} faces and the back on {result.pages} pages)",
            highlight=False,
        )
