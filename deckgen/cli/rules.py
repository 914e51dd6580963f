"""The ``rules`` command: the rule points in force and which file set each. Internal."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich import box
from rich.table import Table
from rich.text import Text

import deckgen

from .app import app
from .common import out, report_errors
from .options import HouseRuleOpt, RulesetOpt, flag

if TYPE_CHECKING:
    from deckgen import RulesReport

CHANGED_MARK = "*"


@app.command()
def rules(
    deck: Annotated[
        str | None,
        typer.Argument(help="Also check the house rules against this deck (id or .yaml file)."),
    ] = None,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    as_json: Annotated[bool, flag("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """Show every rule point in force, its value and which file set it (* = changed)."""
    with report_errors():
        model = deckgen.load_deck(deck) if deck else None
        report = deckgen.rules_report(ruleset, house_rule or (), deck=model)
    if as_json:
        typer.echo(json.dumps(report.as_json(), indent=2, ensure_ascii=False))
        return
    out.print(_table(report))
    for line in report.written:  # blanks a house rule turns into its card (+10)
        out.print(f"cards: {line}", markup=False, highlight=False)


SET_BY_MIN_WIDTH = 24  # the "set by" column takes at least its longest word, up to this


def _table(report: RulesReport) -> Table:
    ruleset = report.ruleset
    table = Table(
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        title=f"Rule points: {ruleset.name} ({ruleset.id})",
        caption=(
            f"house rules on: {', '.join(report.house_rules_on) or 'none'}; "
            f"{CHANGED_MARK} differs from the standard rules"
        ),
    )
    # on a narrow console the values wrap before "set by" does: which rule set a point is
    # what the command is for, so its column keeps room for its longest word (newcomer 8)
    words = [word for row in report.rows for word in row.source.split()]
    table.add_column(CHANGED_MARK, no_wrap=True)
    table.add_column("rule point", no_wrap=True)  # what a rule file writes: never cut
    table.add_column("value", overflow="fold")
    table.add_column("standard was", overflow="fold")
    widest = min(max(map(len, words), default=6), SET_BY_MIN_WIDTH)  # a long path folds
    table.add_column("set by", overflow="fold", min_width=widest)
    group = None
    for row in report.rows:
        if group is not None and row.group != group:
            table.add_section()
        group = row.group
        value = _shown(row.value)
        table.add_row(
            CHANGED_MARK if row.changed else "",
            row.name,
            Text(value, style="bold") if row.changed else value,
            _shown(row.standard) if row.changed else "",
            _set_by(row.source),
        )
    return table


def _set_by(source: str) -> str:
    """``'stacking' house rule`` for ``house rule 'stacking'``: the rule's id first, so the
    first line of a wrapped cell names it (newcomer 12, L1: at 80 columns every changed row
    ended in "house rule", the id on the next line); other sources as given."""
    found = re.match(r"house rule ('[^']*')(.*)", source, re.S)
    return f"{found.group(1)} house rule{found.group(2)}" if found else source


def _shown(value: Any) -> str:
    """``yes``/``no`` for a bool (as the YAML files write it), ``-`` for not set."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "-" if value is None else str(value)
