"""What ``info`` and ``validate`` do once their arguments are parsed, without Typer: the
Typer commands (:mod:`.decks`) and the light entry point (:mod:`.light`) both call these
functions, so each command has one implementation. Internal.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import deckgen

from .console import err, out, plain_table, print_error, report_errors, styled


def show_info(deck: str) -> None:
    """``deckgen info DECK``: print ``deck``'s contents (a shipped deck id or a .yaml path)
    as a table on stdout, then each card type's effect. A user error: its message on
    stderr and ``SystemExit(1)``."""
    with report_errors():
        report = deckgen.deck_info(deckgen.load_deck(deck))
    model = report.deck
    title = f"{model.name} ({model.id})"
    columns = [("card", "left"), *((color, "right") for color in model.colors)]
    columns += [(heading, "right") for heading in ("wild", "total", "points")]
    body = [
        [
            row.label,
            *(str(row.per_color[c] or "") for c in model.colors),
            str(row.wild_count or ""),
            str(row.total),
            row.points,
        ]
        for row in report.rows
    ]
    total = ["total", *("" for _ in model.colors), "", str(model.total_cards)]
    sections = [body, [[*total, str(model.total_points)]]]
    text = plain_table(title, columns, sections)
    if text is not None:  # a plain stream: the bytes rich writes, without importing it
        out.file.write(text)
        out.file.flush()
    else:
        out.print(_rich_table(title, columns, sections))
    for row in report.rows:
        if row.effect:
            out.print(f"  {row.label}: {row.effect}", highlight=False)


def check_files(files: Sequence[Path]) -> None:
    """``deckgen validate FILE...``: ``ok: FILE`` on stdout for each good file, every
    problem of each bad one on stderr, then a summary and ``SystemExit(1)`` if any failed."""
    checks = deckgen.validate_decks(files)
    for check in checks:
        if check.error is None:
            out.print(f"ok: {check.path}")
            for note in check.notes:
                err.print(styled("note:", "yellow", f"{check.path}: {note}"))
        else:
            print_error(check.error)
    failed = sum(not check.ok for check in checks)
    if failed:
        if len(files) == 1:
            summary = "the file has problems"
        else:
            verb = "has" if failed == 1 else "have"
            summary = f"{failed} of {len(files)} files {verb} problems"
        err.print(summary)
        raise SystemExit(1)


def _rich_table(title: str, columns: list[tuple[str, str]], sections: list[list[list[str]]]) -> Any:
    """The deck table as a rich ``Table`` (its columns never wrapped, a rule between
    sections), for a terminal or what :func:`.console.plain_table` leaves to rich."""
    from rich.table import Table

    table = Table(title=title)
    for heading, justify in columns:
        table.add_column(heading, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for number, rows in enumerate(sections):
        if number:
            table.add_section()
        for values in rows:
            table.add_row(*values)
    return table
