"""Commands that write print files: ``build``, ``sheets``, ``cards``. Internal."""

from __future__ import annotations

from pathlib import Path

from .. import build as jobs
from ..definitions.loader import DEFAULT_DECK, load_deck
from ..render.style import load_style
from ..rules.loader import DEFAULT_RULESET
from .app import app
from .booklet import (
    HouseRuleOpt,
    LangOpt,
    RulesetOpt,
    print_written,
    split_langs,
    write_booklets,
)
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


@app.command()
def build(
    deck: DeckArg = DEFAULT_DECK,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    lang: LangOpt = None,
    ruleset: RulesetOpt = DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Build everything for a deck: print sheets and rule booklet(s) in output/<deck-id>/."""
    _sheets(deck, out_dir, dpi, style, quiet)
    with report_errors():
        langs = split_langs(lang)
        booklets = write_booklets(deck, langs, ruleset, house_rule or [], "a4", out_dir)
    if not quiet:
        print_written(booklets, "a4")


@app.command()
def sheets(
    deck: DeckArg,
    out_dir: OutOpt = None,
    dpi: DpiOpt = DEFAULT_DPI,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Write the print sheets only: fronts and long-edge duplex backs on A4."""
    _sheets(deck, out_dir, dpi, style, quiet)


def _sheets(deck: str, out_dir: Path | None, dpi: int, style: str, quiet: bool) -> None:
    with report_errors():
        result = jobs.build_sheets(load_deck(deck), out_dir, style=load_style(style), dpi=dpi)
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
    quiet: QuietOpt = False,
) -> None:
    """Write one PNG per unique face and the back (output/<deck-id>/cards/)."""
    with report_errors():
        written = jobs.write_card_pngs(load_deck(deck), out_dir, style=load_style(style), dpi=dpi)
    if not quiet:
        out.print(f"wrote {len(written)} images into {written[0].parent}", highlight=False)
