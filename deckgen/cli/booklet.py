"""Commands for rule booklets: ``booklet``, ``langs``. Internal."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from ..booklet.document import FORMATS, BookletResult, build_booklet
from ..definitions.loader import load_deck
from ..definitions.validation import relative
from ..errors import DefinitionError
from ..render.style import load_style
from ..rules.loader import DEFAULT_RULESET, house_rule, house_rule_ids, load_ruleset
from ..text.catalog import (
    available_languages,
    completeness,
    load_catalog,
    missing_keys,
    plural_categories,
)
from .app import app
from .common import (
    DEFAULT_STYLE,
    DeckArg,
    OutOpt,
    QuietOpt,
    StyleOpt,
    checked_lang,
    err,
    out,
    report_errors,
)

LangOpt = Annotated[
    list[str] | None,
    typer.Option("--lang", "-l", help="Language code; repeat or give a comma list (default en)."),
]
RulesetOpt = Annotated[
    str, typer.Option("--ruleset", help="A shipped ruleset id (e.g. official) or a .yaml file.")
]
HouseRuleOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--house-rule",
        help="Switch on a house rule: a shipped id or a house rule .yaml file (repeatable).",
    ),
]
FormatOpt = Annotated[str, typer.Option("--format", help=f"Page format: {', '.join(FORMATS)}.")]


def split_langs(langs: list[str] | None) -> list[str]:
    """``["en,ru", "th"]`` → ``["en", "ru", "th"]``; none given → ``["en"]``.

    Raises :class:`DefinitionError` if ``--lang`` was given but holds no code (``--lang ""``)
    or a code deckgen has no texts for (:func:`checked_lang`), before any file is written.
    """
    codes = [code.strip() for item in langs or ["en"] for code in item.split(",")]
    result = list(dict.fromkeys(code for code in codes if code))
    if not result:
        raise DefinitionError("--lang: no language code given; write e.g. --lang en or en,ru")
    return [checked_lang(code) for code in result]


def write_booklets(
    deck_id: str,
    langs: list[str],
    ruleset: str,
    house_rules: list[str],
    fmt: str,
    out_dir: Path | None,
    style: str = DEFAULT_STYLE,
) -> list[BookletResult]:
    """Load once, write one booklet per language (the library calls behind the commands).

    ``style`` is the card style of the card pictures (a shipped name or a style file).
    """
    deck = load_deck(deck_id)
    rules = load_ruleset(ruleset, house_rules, deck=deck)
    look = load_style(style)
    return [build_booklet(deck, rules, lang, out_dir, format=fmt, style=look) for lang in langs]


def print_written(results: list[BookletResult], fmt: str) -> None:
    unit = "A4 sides to print duplex, short edge" if fmt == "a5-booklet" else "pages"
    for result in results:
        out.print(f"wrote {result.path} ({result.pages} {unit})", highlight=False)
        if result.fallbacks:
            files = {
                "the house rule's file" if "house rule '" in item else "the deck file"
                for item in result.fallbacks
            }
            err.print(
                f"note: {result.path.name}: no '{result.lang}' text for "
                f"{', '.join(result.fallbacks)}; printed in English "
                f"(add '{result.lang}: ...' to those entries of {' and '.join(sorted(files))})",
                highlight=False,
            )


@app.command()
def booklet(
    deck: DeckArg,
    lang: LangOpt = None,
    ruleset: RulesetOpt = DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    fmt: FormatOpt = "a4",
    out_dir: OutOpt = None,
    style: StyleOpt = DEFAULT_STYLE,
    quiet: QuietOpt = False,
) -> None:
    """Write the rule booklet(s) for a deck: output/<deck-id>/rules-<lang>.pdf."""
    with report_errors():
        results = write_booklets(
            deck, split_langs(lang), ruleset, house_rule or [], fmt, out_dir, style
        )
    if not quiet:
        print_written(results, fmt)


@app.command()
def langs() -> None:
    """List the booklet languages with their completeness and plural forms."""
    table = Table(title="Booklet languages")
    for heading in ("code", "language", "complete", "plural forms", "missing"):
        table.add_column(heading)
    with report_errors():
        for code in available_languages():
            catalog = load_catalog(code)
            missing = missing_keys(code)
            table.add_row(
                code,
                f"{catalog.name} ({catalog.native_name})",
                f"{completeness(code):.0%}",
                ", ".join(plural_categories(code)),
                ", ".join(missing[:3]) + (" …" if len(missing) > 3 else ""),
            )
    out.print(table)


@app.command("house-rules")
def house_rules(
    deck: Annotated[
        str | None, typer.Option("--deck", help="Also say whether this deck can play each rule.")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", "-l", help="Language of the names.")] = "en",
    house_rule_files: Annotated[
        list[str] | None,
        typer.Option("--house-rule", help="Also list this house rule .yaml file (repeatable)."),
    ] = None,
) -> None:
    """List the house rules (ids for --house-rule): name, cards and scoring needed,
    conflicts."""
    with report_errors():
        catalog = load_catalog(lang)
        model = load_deck(deck) if deck else None
        rules = [house_rule(ref) for ref in [*house_rule_ids(), *(house_rule_files or [])]]
    table = Table(title="House rules (switch on with --house-rule ID)")
    widest_id = max(len(rule.id) for rule in rules)
    table.add_column("id", no_wrap=True, min_width=widest_id)  # what users type: never cut
    table.add_column("name", overflow="fold")
    table.add_column("needs")
    table.add_column("cannot be on with", min_width=widest_id)
    if model:
        table.add_column("playable")
    for rule in rules:
        name_key = f"house.{rule.id}.name"
        name = catalog.text(name_key) if catalog.has(name_key) else rule.id
        if rule.source:
            name = f"{rule.name_in(lang)} ({relative(rule.source)})"
        # required rule points and players, in words that wrap in a narrow column
        required = [f"{name}: {str(value).replace('_', ' ')}" for name, value in rule.requires]
        if rule.players_min:
            required.append(f"at least {rule.players_min} players")
        needs = "; ".join([*required, *(need.describe() for need in rule.needs)]) or "-"
        row = [rule.id, escape(name), needs, "\n".join(rule.conflicts) or "-"]
        if model:
            row.append("no" if rule.missing_cards(model) else "yes")
        table.add_row(*row)
    out.print(table)
