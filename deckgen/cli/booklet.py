"""Commands for rule booklets: ``booklet``, ``langs``, ``house-rules``. Internal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

import deckgen
from deckgen import break_points, plain_spaces, wrap_lines

from .app import app
from .common import err, note_english, out, phase_lines, report_errors, with_options
from .groups import booklet_command_options
from .options import DeckArg, OutOpt, QuietOpt

if TYPE_CHECKING:
    from collections.abc import Sequence

    from deckgen import BookletOptions, BookletsResult, HouseRuleInfo


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
    """List the house rules (ids for --house-rule): what each does, needs, conflicts.

    Each rule's name and text, the cards and scoring it needs and the rules it conflicts
    with."""
    with report_errors():
        lang = deckgen.check_lang(lang)
        model = deckgen.load_deck(deck) if deck else None
        rules = deckgen.house_rule_report(model, lang, house_rule_files or ())
    title = "House rules (switch on with --house-rule ID)"
    widest_id = max(len(rule.id) for rule in rules)
    names = [f"{rule.name}: {rule.summary}" if rule.summary else rule.name for rule in rules]
    needs = ["; ".join(rule.needs) or "-" for rule in rules]
    playable = model is not None
    name_width, needs_width, compact = _text_widths(out.width, widest_id, playable, names, needs)
    if name_width < LIST_BELOW:  # a table of one or two words a cell: a list reads better
        out.print(_rule_list(title, rules, names, out.width, model.id if model else None))
        return
    table = Table(title=title)
    if compact:  # a narrow terminal: every cell for the words
        table.show_edge, table.pad_edge = False, False
    table.add_column("id", no_wrap=True, min_width=widest_id)  # what users type: never cut
    table.add_column("name: what it does", width=name_width)
    table.add_column("needs", width=needs_width)
    table.add_column("cannot be on with", min_width=widest_id)
    if playable:
        table.add_column("playable")
    for rule, name, need in zip(rules, names, needs, strict=True):
        named = Text(_wrapped(name, name_width))
        named.stylize("bold", 0, len(rule.name))  # a break is one space made a new line
        row: list[Text | str] = [rule.id, named, _wrapped(need, needs_width)]
        row.append("\n".join(rule.conflicts) or "-")
        if rule.playable is not None:
            row.append("yes" if rule.playable else "no")
        table.add_row(*row)
    out.print(table)


PLAYABLE_WIDTH = len("playable")
LIST_BELOW = 30  # a name column narrower than this (cells): the rules as a list instead
LIST_INDENT = "  "  # a rule's lines under its id


def _rule_list(
    title: str, rules: Sequence[HouseRuleInfo], names: list[str], width: int, deck: str | None
) -> Text:
    """``deckgen house-rules`` on a console too narrow for its table (newcomer 9, L9: 122
    lines at 80 columns, a word or two a cell): one paragraph a rule, its id (what
    ``--house-rule`` takes) on a line of its own, then, indented and filled to ``width``
    cells between words, its name (bold) and what it does, what it needs and the rules it
    cannot be on with (each left out when there is none) and, with a ``deck``, whether
    that deck can play it."""
    text = Text(title + "\n")
    fill = max(width - len(LIST_INDENT), 20)
    for rule, name in zip(rules, names, strict=True):
        lines = [name]
        if rule.needs:
            lines.append("needs: " + "; ".join(rule.needs))
        if rule.conflicts:
            lines.append("cannot be on with: " + ", ".join(rule.conflicts))
        if rule.playable is not None:
            lines.append(f"playable with {deck}: {'yes' if rule.playable else 'no'}")
        text.append(f"\n{rule.id}\n")
        for i, line in enumerate(lines):
            start = len(text) + len(LIST_INDENT)
            hang = "" if i == 0 else LIST_INDENT  # a field's further lines under its text
            for n, part in enumerate(_wrapped(line, fill - len(hang)).split("\n")):
                text.append(f"{LIST_INDENT}{hang if n else ''}{part}\n")
            if i == 0:  # the rule's name, as the table sets it
                text.stylize("bold", start, start + len(rule.name))
    text.rstrip()
    return text


def _text_widths(
    total: int, widest_id: int, playable: bool, names: list[str], needs: list[str]
) -> tuple[int, int, bool]:
    """The widths (terminal cells) of the ``house-rules`` table's two text columns on a
    console ``total`` cells wide, and whether the table must leave out its outer edges to
    fit: what the ids, the conflicts (``widest_id`` each) and ``playable`` leave, shared
    3 : 2, each at least its longest word (so no word is cut, :func:`_words`) and at most
    its longest text (no blank space on a wide console)."""
    columns = 5 if playable else 4
    fixed = 2 * widest_id + (PLAYABLE_WIDTH if playable else 0)
    longest = [
        (max(cell_len(w) for t in texts for w in _words(t)), max(cell_len(t) for t in texts))
        for texts in (names, needs)
    ]
    for compact in (False, True):
        # the rules between columns and each cell's padding; compact: no outer edge
        chrome = columns + 1 + 2 * columns - (4 if compact else 0)
        rest = total - chrome - fixed
        (name_word, name_text), (need_word, need_text) = longest
        name = min(max(round(rest * 3 / 5), name_word), name_text)
        need = min(max(rest - name, need_word), need_text)
        if name + need <= rest:
            break
    return name, need, compact


def _words(text: str) -> list[str]:
    """The words of ``text``: the pieces a line may end after (Thai split at its word
    breaks, :func:`~deckgen.text.thai.break_points`)."""
    return [piece.strip() for piece in break_points(_terminal_spaces(text))]


def _terminal_spaces(text: str) -> str:
    """``text`` with plain spaces for the no-break ones the text layer sets for print: a
    terminal column is too narrow to keep "a „»Színválasztó + húzz tízet«”" together."""
    return plain_spaces(text)


def _wrapped(text: str, width: int) -> str:
    """``text`` filled into lines of at most ``width`` terminal cells, broken only between
    words (:func:`_words`; a quoted name kept whole where it fits, as in the booklets); a
    word longer than ``width`` keeps a line of its own."""
    return "\n".join(wrap_lines(_terminal_spaces(text), width, cell_len))
