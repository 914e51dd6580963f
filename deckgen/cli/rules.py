"""The ``rules`` command: the rule points in force and which file set each. Internal."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Annotated, Any

import typer
from rich import box
from rich.markup import escape
from rich.table import Table

from ..definitions.loader import load_deck
from ..definitions.validation import relative
from ..rules.loader import DEFAULT_RULESET, load_ruleset
from ..rules.model import Ruleset
from ..rules.points import PointRow, point_rows
from .app import app
from .booklet import HouseRuleOpt, RulesetOpt
from .common import out, report_errors

CHANGED_MARK = "*"


@app.command()
def rules(
    deck: Annotated[
        str | None,
        typer.Argument(help="Also check the house rules against this deck (id or .yaml file)."),
    ] = None,
    ruleset: RulesetOpt = DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """Show every rule point in force, its value and which file set it (* = changed)."""
    with report_errors():
        model = load_deck(deck) if deck else None
        loaded = load_ruleset(ruleset, house_rule or [], deck=model)
    rows = point_rows(loaded.points)
    if as_json:
        report = rules_report(loaded, rows, model.id if model else None)
        typer.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    out.print(_table(loaded, rows))


def rules_report(ruleset: Ruleset, rows: list[PointRow], deck_id: str | None) -> dict[str, Any]:
    """The data ``deckgen rules --json`` prints: the ruleset, its house rules, each point."""
    return {
        "ruleset": {
            "id": ruleset.id,
            "name": ruleset.name,
            "file": str(ruleset.source) if ruleset.source else None,
        },
        "deck": deck_id,
        "house_rules": [
            {
                "id": rule.id,
                "file": str(rule.source) if rule.source else None,
                "settings": dict(rule.params),
                "sets": dict(rule.sets),
            }
            for rule in ruleset.house_rules
        ],
        "points": [asdict(row) for row in rows],
    }


def _table(ruleset: Ruleset, rows: list[PointRow]) -> Table:
    on = ", ".join(
        f"{rule.id} ({relative(rule.source)})" if rule.source else rule.id
        for rule in ruleset.house_rules
    )
    table = Table(
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        title=escape(f"Rule points: {ruleset.name} ({ruleset.id})"),
        caption=escape(
            f"house rules on: {on or 'none'}; {CHANGED_MARK} differs from the standard rules"
        ),
    )
    table.add_column(CHANGED_MARK, no_wrap=True)
    table.add_column("rule point", no_wrap=True)
    table.add_column("value", no_wrap=True)
    table.add_column("standard was", no_wrap=True)
    table.add_column("set by", overflow="fold")
    group = None
    for row in rows:
        if group is not None and row.group != group:
            table.add_section()
        group = row.group
        value = escape(_shown(row.value))
        table.add_row(
            CHANGED_MARK if row.changed else "",
            row.name,
            f"[bold]{value}[/]" if row.changed else value,
            escape(_shown(row.standard)) if row.changed else "",
            escape(row.source),
        )
    return table


def _shown(value: Any) -> str:
    """``yes``/``no`` for a bool (as the YAML files write it), ``-`` for not set."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "-" if value is None else str(value)
