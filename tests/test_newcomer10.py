"""Newcomer review 9's leftover frictions (L4, L6, L8, L9), fixed in session 10."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pypdf import PdfReader
from rich.cells import cell_len
from typer.testing import CliRunner

from deckgen import house_rule_report, load_deck, plain_spaces, simulate
from deckgen.cli import app, console
from deckgen.cli.app import join_offset_args
from deckgen.errors import LayoutError
from deckgen.layout.offsets import (
    offset_separator,
    parse_back_offset,
    parse_offset_mm,
    signed_offset,
)
from deckgen.simulation.plot import plot_turns, x_axis

runner = CliRunner()


def test_l4_a_subset_keeps_the_whole_decks_sheets(tmp_path, monkeypatch):
    """L4: ``sheets DECK --only a,b`` wrote output/<deck>/sheets.pdf over the whole deck's
    file. A subset written to the default folder is named after it (and so are its backs
    and the print-shop file); ``--out DIR`` keeps the usual names there."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "output" / "classic-108"
    folder.mkdir(parents=True)
    whole = folder / "sheets.pdf"
    whole.write_bytes(b"%PDF the whole deck")
    args = ["sheets", "classic-108", "--only", "red-7,blue-skip", "--dpi", "72"]
    test = runner.invoke(app, [*args, "--duplex", "none"])
    assert test.exit_code == 0, test.output
    assert whole.read_bytes() == b"%PDF the whole deck"
    subset = folder / "sheets-only-red-7+blue-skip.pdf"
    assert f"wrote {subset.relative_to(tmp_path)}" in " ".join(test.output.split())
    assert len(PdfReader(subset).pages) == 1
    assert (folder / "backs-only-red-7+blue-skip.pdf").is_file()
    assert not (folder / "backs.pdf").exists()
    shop = runner.invoke(app, [*args, "--extras-of", "classic-108", "--one-per-page"])
    assert shop.exit_code == 1  # nothing beyond itself: refused, nothing written
    shop = runner.invoke(app, [*args, "--one-per-page"])
    assert shop.exit_code == 0, shop.output
    assert (folder / "print-shop-only-red-7+blue-skip.pdf").is_file()
    exact = runner.invoke(app, [*args, "-o", "test-sheet"])
    assert exact.exit_code == 0, exact.output
    assert sorted(p.name for p in (tmp_path / "test-sheet").iterdir()) == ["sheets.pdf"]


LANGS = ["en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th"]


@pytest.mark.parametrize(
    ("typed", "offset"),
    [
        ("1.5,-0.5", (1.5, -0.5)),
        ("1,5,-0,5", (1.5, -0.5)),  # read off the Russian sheet, typed as "X,Y"
        ("1,5;-0,5", (1.5, -0.5)),
        ("1,5; -0,5", (1.5, -0.5)),
        ("1,5 -0,5", (1.5, -0.5)),
        ("1,5, -0,5", (1.5, -0.5)),
        ("\u22120,5;2", (-0.5, 2.0)),  # the sheet's own minus sign, copied
        ("1,-0,5", (1.0, -0.5)),  # the sign starts the second number
        ("-1,5,2", None),  # -1.5,2 or -1,5.2
        ("-1,0.5", (-1.0, 0.5)),
        ("3", None),
        ("1,5,2", None),  # 1.5 and 2, or 1 and 5.2: refused, with the semicolon named
        ("1.5,-0.5,2", None),
    ],
)
def test_l6_offsets_read_as_any_language_writes_them(typed, offset):
    """L6: the Russian calibration sheet writes "0,5 мм"; the offset typed with decimal
    commas was refused."""
    if offset is None:
        with pytest.raises(LayoutError, match="not two numbers in mm"):
            parse_offset_mm(typed)
        return
    assert parse_offset_mm(typed) == offset
    assert parse_back_offset(f"{typed}@landscape") == (offset, "landscape")


@pytest.mark.parametrize("lang", LANGS)
def test_l6_the_printed_offset_reads_back_in_every_language(lang):
    """Each language's back pages print the offset in its own decimal form, parted so the
    option reads it back, typed as one word or (the second negative) as two."""
    x, y = signed_offset(1.5, lang), signed_offset(-0.25, lang)
    decimal = "," if lang in ("de", "fr", "es", "it", "pl", "ru", "hu", "sq") else "."
    assert (x, y) == (f"+1{decimal}5", f"-0{decimal}25")
    assert parse_offset_mm(f"{x}{offset_separator(lang)}{y}") == (1.5, -0.25)
    joined = join_offset_args(["sheets", "d", "--back-offset", x, y, "-q"])
    assert joined[2:4] == ["--back-offset", f"{x};{y}"] and joined[-1] == "-q"
    assert parse_offset_mm(joined[3]) == (1.5, -0.25)
    assert join_offset_args(["--back-offset=1,5", "-0,5@landscape"]) == [
        "--back-offset",
        "1,5;-0,5@landscape",
    ]


def test_l6_the_command_line_and_the_offset_reader_share_one_number():
    """One signed decimal and one calibration minus sign, public in a light module: the
    command line joins the words the reader reads, a minus copied off the sheet included."""
    import deckgen
    from deckgen.layout import offsets

    assert offsets.SIGNED_DECIMAL is deckgen.SIGNED_DECIMAL
    assert offsets.CALIBRATION_MINUS is deckgen.CALIBRATION_MINUS == "\u2212"
    assert not hasattr(app, "OFFSET_NUMBER") and not hasattr(offsets, "NUMBER")
    minus = deckgen.CALIBRATION_MINUS
    joined = join_offset_args(["sheets", "d", "--back-offset", "+1,5", f"{minus}0,5@landscape"])
    assert joined[2:] == ["--back-offset", f"+1,5;{minus}0,5@landscape"]
    assert parse_back_offset(joined[3]) == ((1.5, -0.5), "landscape")
    assert join_offset_args(["--back-offset", "1.5", "-x"]) == ["--back-offset", "1.5", "-x"]


def test_l6_typed_as_two_words_with_commas_the_russian_backs_say_it_with_commas(tmp_path):
    """``--back-offset 1,5 -0,5`` ended in Typer's ``No such option: -0``; the Russian back
    pages printed "+1.5,-0.5 мм" in Russian text."""
    args = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--lang", "ru"]
    done = runner.invoke(app, [*args, "--back-offset", "1,5", "-0,5", "-o", str(tmp_path)])
    assert done.exit_code == 0, done.output
    assert "backs shifted X +1.5 mm, Y -0.5 mm" in " ".join(done.output.split())
    back = PdfReader(tmp_path / "sheets.pdf").pages[1].extract_text()
    assert "рубашки сдвинуты на +1,5;-0,5 мм" in " ".join(back.split())


@pytest.fixture(scope="module")
def measured():
    """One small real measurement, its turns then replaced to shape the tails."""
    return simulate(["classic-108"], rounds=20, seed=1, workers=1)[0]


def _shaped(stats, turns):
    ordered = sorted(turns)
    p99 = ordered[max(0, round(0.99 * len(ordered)) - 1)]
    return replace(stats, turns_per_round=tuple(turns), turns_p99=p99, turns_max=max(turns))


def test_l8_the_turns_axis_reaches_the_longest_round(measured):
    """L8: the legend said "longest 259" but the x axis ended near 225 (1.15 × the 99th
    percentile), so the tail the newcomer cared about was not drawn."""
    turns = [60 + i % 120 for i in range(990)] + [196] * 9 + [259]
    stats = _shaped(measured, turns)
    x_end, width, hidden = x_axis([stats])
    assert x_end >= 259 + 1 and x_end / width <= 60 and hidden == ""


def test_l8_a_far_tail_is_named_in_the_chart(measured, tmp_path, monkeypatch):
    """A round 20 × longer than the 99th percentile would squeeze every line into the left
    edge: the axis stops, and the chart says what it leaves out."""
    turns = [50 + i % 50 for i in range(997)] + [2000, 4000, 5000]
    stats = _shaped(measured, turns)
    x_end, _, hidden = x_axis([stats])
    assert 250 < x_end < 5000
    assert hidden.startswith(f"not shown, longer than {x_end:,.0f} turns:")
    assert "3 rounds (0.3 %), the longest 5,000" in hidden
    axes = pytest.importorskip("matplotlib.axes")
    written: list[str] = []
    text = axes.Axes.text

    def spy(self, *args, **kwargs):
        written.append(args[2])
        return text(self, *args, **kwargs)

    monkeypatch.setattr(axes.Axes, "text", spy)
    plot_turns([stats], tmp_path / "turns.png")
    assert hidden in written


def _house_rules(columns: int, monkeypatch) -> str:
    """``deckgen house-rules --deck two-player`` on a console ``columns`` wide (made anew:
    rich keeps the width of the first console made)."""
    monkeypatch.setattr(console.out, "_console", None)
    args = ["house-rules", "--deck", "two-player"]
    result = runner.invoke(app, args, env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.output


def test_l9_house_rules_at_80_columns_is_a_list(monkeypatch):
    """L9: at 80 columns (a pipe) the table was 122 lines of one or two words a cell. Too
    narrow for the table, it is a list: one paragraph a rule, its id alone on a line, then
    its name and what it does in full lines, what it needs, what it cannot be on with and
    whether the deck can play it."""
    narrow = _house_rules(80, monkeypatch)
    lines = narrow.splitlines()
    assert "│" not in narrow and max(cell_len(line) for line in lines) <= 80
    rules = house_rule_report(load_deck("two-player"), "en", ())
    assert len(lines) < 122 and len(lines) <= 7 * len(rules)
    for rule in rules:
        at = lines.index(rule.id)
        assert lines[at - 1] == ""
        assert lines[at + 1].startswith(f"  {plain_spaces(rule.name)}: ")
        paragraph = lines[at + 1 : at + 9]
        said = " ".join(" ".join(paragraph).split())
        for need in rule.needs:
            assert need in said, (rule.id, need)
        if rule.conflicts:
            assert "cannot be on with: " + ", ".join(rule.conflicts) in said
        assert f"playable with two-player: {'yes' if rule.playable else 'no'}" in said
    assert "playable with two-player: no" in narrow  # slap-uno: 3 players at least
    # a wide console keeps the table: test_newcomer9's test_m2_the_table_at_the_command_line
