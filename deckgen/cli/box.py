"""The ``box`` command: a card box to print, cut, fold and glue. Internal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import deckgen

from .app import app
from .common import out, phase_lines, report_errors, with_options
from .groups import box_options, render_options
from .options import DeckArg, OutOpt, QuietOpt
from .writing import box_message

if TYPE_CHECKING:
    from deckgen import BoxOptions, RenderOptions


@app.command()
@with_options(box=box_options, render=render_options)
def box(
    deck: DeckArg = deckgen.DEFAULT_DECK,
    out_dir: OutOpt = None,
    *,
    box: BoxOptions,
    render: RenderOptions,
    quiet: QuietOpt = False,
) -> None:
    """Write a box for the deck (output/<deck-id>/box.pdf): print at 100 %, cut, fold, glue."""
    with report_errors():
        model = deckgen.load_deck(deck)
        output = deckgen.OutputOptions(out_dir, phase=phase_lines(quiet))
        result = deckgen.build_box(model, box=box, render=render, output=output)
    if not quiet:
        out.print(box_message(result), highlight=False)
