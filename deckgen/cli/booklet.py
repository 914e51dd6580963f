"""Commands for rule booklets: ``booklet``, ``langs``, ``house-rules``. Internal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table
from rich.text import Text

import deckgen

from .app import app
from .common import err, note_english, out, phase_lines, report_errors, with_options
from .groups import booklet_command_options
from .options import DeckArg, OutOpt, QuietOpt

if TYPE_CHECKING:
    from deckgen import BookletOptions, BookletsResult


@app.command()
@with_options(options=booklet_command_options)
def booklet(
    deck: DeckArg,
    *,
    options: BookletOptions,
    out_dir: OutOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Write the rule booklet(s) for a deck: output/<deck-id>/rules-<lang>.pdf."""
    with report_errors():
        model = deckgen.load_deck(deck)
        output = deckgen.OutputOptions(out_dir, phase=phase_lines(quiet))
        results = deckgen.build_booklets(model, booklet=options, output=output)
    if not quiet:
        print_booklets(results)


def print_booklets(results: BookletsResult) -> None:
    """Each booklet written; on stderr, the deck texts it printed in English for want of
    a translation, and where to add one."""
    unit = "A4 sides to print duplex, short edge" if results.format == "a5-booklet" else "pages"
    for result in results.booklets:
        out.print(f"wrote {result.path} ({result.pages} {unit})", highlight=False)
        note_english(result.path.name, result.lang, result.fallbacks, booklet=True)


@app.command()
def langs(
    check: Annotated[
        str | None,
        typer.Option(
            "--check",
            help="Check this language file (path/xx.yaml) against English: one line per "
            "problem with its line number; exit 1 if there is any.",
        ),
    ] = None,
) -> None:
    """List the booklet languages with their completeness and plural forms."""
    if check is not None:
        check_language_file(check)
        return
    table = Table(title="Booklet languages")
    for heading in ("code", "language", "complete", "plural forms", "missing"):
        table.add_column(heading)
    with report_errors():
        languages = deckgen.language_report()
    for language in languages:
        missing = language.missing
        table.add_row(
            language.code,
            f"{language.name} ({language.native_name})",
            f"{language.completeness:.0%}",
            ", ".join(language.plural_forms),
            ", ".join(missing[:3]) + (" …" if len(missing) > 3 else ""),
        )
    out.print(table)


def check_language_file(path: str) -> None:
    """``langs --check``: each problem on stderr as ``file:line: key: problem``; exit 1 if
    any is not a warning, else a summary line on stdout."""
    with report_errors():
        checked = deckgen.check_language_file(path)
    for problem in checked.problems:
        err.print(str(problem))
    if checked.errors:
        raise typer.Exit(1)
    out.print(
        f"{checked.path}: {checked.lang}, {checked.texts} texts, all of English's keys; "
        f"plural forms {', '.join(checked.plural_forms)}. Use it with --lang {checked.path}"
    )


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
    """List the house rules (ids for --house-rule): name, what each does, cards and scoring
    needed, conflicts."""
    with report_errors():
        lang = deckgen.check_lang(lang)
        model = deckgen.load_deck(deck) if deck else None
        rules = deckgen.house_rule_report(model, lang, house_rule_files or ())
    table = Table(title="House rules (switch on with --house-rule ID)")
    widest_id = max(len(rule.id) for rule in rules)
    table.add_column("id", no_wrap=True, min_width=widest_id)  # what users type: never cut
    table.add_column("name: what it does", overflow="fold", ratio=3)
    table.add_column("needs", ratio=2)
    table.add_column("cannot be on with", min_width=widest_id)
    if model:
        table.add_column("playable")
    for rule in rules:
        named = Text(rule.name, style="bold")
        if rule.summary:
            named.append(f": {rule.summary}", style="")
        row: list[Text | str] = [rule.id, named, "; ".join(rule.needs) or "-"]
        row.append("\n".join(rule.conflicts) or "-")
        if rule.playable is not None:
            row.append("yes" if rule.playable else "no")
        table.add_row(*row)
    out.print(table)
