"""``deckgen preview``: a local page showing the deck as it will print, live. Internal.

The web stack is the optional extra ``deckgen[preview]``; without it the command says the
pip command in one line and exits with status 2.
"""

from __future__ import annotations

from typing import Annotated

import typer

import deckgen
from deckgen import preview as live

from .app import app
from .common import err, out, report_errors, styled
from .options import CardLangOpt, DeckArg, HouseRuleOpt, OutOpt, RulesetOpt, StyleOpt, flag

PortOpt = Annotated[
    int, typer.Option("--port", help="Port on 127.0.0.1 (default: a free one).", min=0)
]
NoOpenOpt = Annotated[bool, flag("--no-open", help="Do not open the page in a browser.")]


@app.command()
def preview(
    deck: DeckArg = deckgen.DEFAULT_DECK,
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    lang: CardLangOpt = deckgen.DEFAULT_LANG,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    port: PortOpt = 0,
    no_open: NoOpenOpt = False,
    out_dir: OutOpt = None,
) -> None:
    """Serve a live preview of a deck on 127.0.0.1, updated as you save. Ctrl-C stops it.

    Faces, back, booklet and contents, updated as you save the deck, style or ruleset."""
    missing = live.missing_extra()
    if missing:
        err.print(styled("error:", "bold red", missing))
        raise typer.Exit(2)
    options = live.PreviewOptions(
        deck=deck,
        style=style,
        lang=lang,
        ruleset=ruleset,
        house_rules=tuple(house_rule or ()),
        port=port,
        open_browser=not no_open,
        out_dir=out_dir,
    )

    def announce(url: str) -> None:
        out.print(f"deckgen preview of {deck} at {url} (Ctrl-C stops it)")

    with report_errors():
        live.run_preview(options, announce)
