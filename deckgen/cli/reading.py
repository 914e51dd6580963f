"""What ``info`` and ``validate`` do once their arguments are parsed, without Typer: the
Typer commands (:mod:`.decks`) and the light entry point (:mod:`.light`) both call these
functions, so each command has one implementation. Internal.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import deckgen

from .console import err, out, print_error, report_errors


def show_info(deck: str) -> None:
    """``deckgen info DECK``: print ``deck``'s contents (a shipped deck id or a .yaml path)
    as a table on stdout, then each card type's effect. A user error: its message on
    stderr and ``SystemExit(1)``."""
    from rich.table import Table  # info only: validate needs no table

    with report_errors():
        report = deckgen.deck_info(deckgen.load_deck(deck))
    model = report.deck
    table = Table(title=f"{model.name} ({model.id})")
    table.add_column("card", no_wrap=True)
    for color in model.colors:
        table.add_column(color, justify="right", no_wrap=True)
    for heading in ("wild", "total", "points"):
        table.add_column(heading, justify="right", no_wrap=True)
    for row in report.rows:
        table.add_row(
            row.label,
            *(str(row.per_color[c] or "") for c in model.colors),
            str(row.wild_count or ""),
            str(row.total),
            row.points,
        )
    table.add_section()
    table.add_row(
        "total",
        *("" for _ in model.colors),
        "",
        str(model.total_cards),
        str(model.total_points),
    )
    out.print(table)
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
