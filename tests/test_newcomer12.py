"""Newcomer review 11's findings (a German parent printing at home), fixed in session 11."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import OutputOptions, build_calibration, print_layout
from deckgen.cli import app
from deckgen.layout.sheetsresult import cards_held
from deckgen.text.catalog import load_catalog

runner = CliRunner()
DATA = Path(__file__).parent / "data"
README = Path(__file__).resolve().parent.parent / "README.md"


def _flat(text: str) -> str:
    """``text`` without spaces (a PDF line break reads back as a space or none)."""
    return re.sub(r"\s+", "", text.replace("\u00a0", " "))


def test_m1_a_lone_comma_offset_gets_a_note_naming_both_intents(tmp_path, monkeypatch):
    """M1: ``--back-offset 1,5;-0,5`` typed unquoted reaches deckgen as ``1,5`` (the shell
    cuts at the ``;``), which is read as X 1 mm, Y 5 mm (kept: one input, one meaning); it
    was used without a word. A lone comma pair now gets one note (stderr, exit 0) naming
    what is used and both likely intents; a quoted pair or a decimal point gets none."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "zuhause", "--back-offset", "1,5"])
    assert saved.exit_code == 0, saved.output
    note = " ".join(saved.stderr.split())
    assert note == (
        "note: --back-offset 1,5 is read as X +1 mm, Y +5 mm; "
        'for X 1.5 mm write 1.5,0 (or "1,5;0"); '
        "an X;Y pair must be in quotes, or the shell cuts it at the ;"
    ), note
    assert "back offset X +1 mm, Y +5 mm" in saved.stdout  # used as documented
    for quiet in ("1,5;-0,5", "1.5,-0.5", "1,-5", "1,5,-0,5"):
        kept = runner.invoke(app, ["printer", "zuhause", "--back-offset", quiet])
        assert kept.exit_code == 0 and kept.stderr == "", (quiet, kept.output)
    landscape = runner.invoke(app, ["printer", "quer", "--back-offset", "-1,2@landscape"])
    assert 'write -1.2,0@landscape (or "-1,2;0@landscape")' in landscape.stderr
    assert "X -1 mm, Y +2 mm" in landscape.stderr
    args = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--back-offset", "1,2"]
    used = runner.invoke(app, [*args, "-o", str(tmp_path / "out")])
    assert used.exit_code == 0, used.output
    assert "--back-offset 1,2 is read as X +1 mm, Y +2 mm; for X 1.2 mm" in used.stderr
    assert "backs shifted X +1 mm, Y +2 mm" in " ".join(used.stdout.split())


def test_m1_the_calibration_sheet_says_why_the_quotes_are_typed(tmp_path):
    """M1: the German sheet showed ``--back-offset "X;Y"`` but not why the quotes matter;
    the newcomer left them out. Where the reading is typed with a semicolon, step 5 now
    says so; an ``X,Y`` language (en, th) needs no quotes and does not."""
    from deckgen.layout.calibration import _instructions
    from deckgen.layout.sheettext import sheet_lettering

    say = load_catalog("de").text
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang="de")
    page = _flat(PdfReader(result.path).pages[0].extract_text())
    assert _flat(say("calibration.step5_quotes")) in page, page
    english = _instructions(print_layout(), sheet_lettering("en"))  # X,Y: nothing to quote
    assert english[4].endswith("NAME."), english[4]  # step 5 ends with its command
    assert load_catalog("en").text("calibration.step5_quotes") not in " ".join(english)
    assert "Tippe die Anführungszeichen mit" in load_catalog("de").text("calibration.step5_quotes")


def test_l7_a_count_of_one_takes_the_singular(tmp_path):
    """L7: "1 players: deck … is for 2 to 10 players" (``simulate --players 1``) and
    "wrote …sheets.pdf (1 cards, …)" (``sheets --reference-card --only reference``). Every
    console count now goes through :func:`deckgen.counting.counted`."""
    from deckgen.counting import counted

    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert counted(1_500, "round", grouped=True) == "1,500 rounds"
    assert counted(1, "copy", "copies") + counted(2, "copy", "copies") == "1 copy2 copies"
    refused = runner.invoke(app, ["simulate", "classic-108", "--players", "1"])
    assert refused.exit_code == 1
    assert "classic-108:official: 1 player: deck 'classic-108'" in refused.stderr, refused.output
    args = ["sheets", "classic-108", "--reference-card", "--only", "reference", "--dpi", "72"]
    one = runner.invoke(app, [*args, "-o", str(tmp_path)])
    assert one.exit_code == 0, one.output
    assert "(1 card, 2 pages, 9 cards a sheet," in one.stdout, one.stdout
    assert "deckgen: rendering 1 card image\n" in one.stderr, one.stderr


def test_l2_build_takes_the_reference_card_and_sheets_says_what_it_replaced(tmp_path):
    """L2: ``build --reference-card --reference-copies 4`` was "No such option", and
    ``sheets --reference-card`` then rewrote the ``sheets.pdf`` build had made (112 → 116
    cards) without a word. ``build`` takes the card now (for its booklets' rules); a run
    that replaces sheets holding another number of cards says so, naming the file."""
    deck = str(DATA / "twelve-cards.yaml")
    out = ["-o", str(tmp_path), "--dpi", "72"]
    built = runner.invoke(app, ["build", deck, "--reference-card", "--reference-copies", "2", *out])
    assert built.exit_code == 0, built.output
    assert f"wrote {tmp_path / 'sheets.pdf'} (14 cards, " in built.stdout  # 12 and 2 reference
    assert "replaced" not in built.stderr
    assert cards_held(tmp_path / "sheets.pdf") == 14
    plain = runner.invoke(app, ["sheets", deck, *out])
    assert plain.exit_code == 0, plain.output
    note = " ".join(plain.stderr.split())
    assert (
        f"note: replaced {tmp_path / 'sheets.pdf'}, which held 14 cards (an earlier build or "
        "sheets run), with these 12"
    ) in note, note
    again = runner.invoke(app, ["sheets", deck, "--reference-card", *out])
    assert "with these 13; deckgen build --reference-card makes sheets, reference cards" in (
        " ".join(again.stderr.split())
    )
    same = runner.invoke(app, ["sheets", deck, "--reference-card", *out])
    assert "replaced" not in same.stderr  # the same cards: nothing to say
    unused = runner.invoke(app, ["build", deck, "--reference-copies", "3", *out])
    assert "warning: --reference-copies 3 ignored: it is for the reference card" in (unused.stderr)
    assert cards_held(tmp_path / "sheets.pdf") == 12


def test_l2_the_card_count_is_read_off_a_subject_in_any_script(tmp_path):
    """:func:`cards_held` reads ReportLab's subject as written: a Latin-1 string, or
    UTF-16 with octal escapes (Russian "карт: 116; …"); no subject or no number: ``None``."""
    cyrillic = "карт: 116; на листе: 9".encode("utf-16-be")
    escaped = "".join(f"\\{b:03o}" for b in b"\xfe\xff" + cyrillic).encode()
    cases = {
        b"<< /Subject (Karten: 112; pro Bogen: 9) >>": 112,
        b"<< /Subject (" + escaped + b") >>": 116,
        b"<< /Subject (a \\(note\\)) >>": None,
        b"%PDF-1.4 no info": None,
    }
    for n, (data, held) in enumerate(cases.items()):
        path = tmp_path / f"{n}.pdf"
        path.write_bytes(data)
        assert cards_held(path) == held, data
    assert cards_held(tmp_path / "missing.pdf") is None


def test_l4_a_card_name_in_another_language_suggests_its_id(classic):
    """L4: ``--only rot-7 --lang de`` listed the ids with no "did you mean"; the ids are
    the deck file's, in English. A card's name in any catalog language now points to its
    id, and the message says whose ids they are."""
    from deckgen import CardSelection, select_cards
    from deckgen.errors import DefinitionError

    for word, meant in (
        ("rot-7", "red-7"),
        ("Grün-Aussetzen", "green-skip"),
        ("zieh-zwei", "draw_two"),
        ("czerwony-7", "red-7"),
    ):
        with pytest.raises(DefinitionError) as caught:
            select_cards(classic, CardSelection(only=(word,)))
        message = str(caught.value)
        assert (
            f"'{word}'; did you mean '{meant}'? ids are the deck file's, the same whatever "
            "--lang says; its card types: " in message
        ), message


def test_l5_l6_paper_examples_are_papers_and_duplex_says_how_to_print_by_hand():
    """L5: ``--paper A5`` suggested 63x88mm (a card) as a paper size. L6: ``--duplex
    manual`` listed the modes but not how to print two-sided on a printer without a
    duplex unit; the README did not either."""
    from deckgen import LayoutError

    with pytest.raises(LayoutError) as paper:
        print_layout(paper="A5")
    assert str(paper.value) == (
        "unknown paper 'A5': use one of A4, A3, Letter or a size such as 148x210mm (A5) or "
        "8.5x14in (Legal)"
    )
    assert print_layout(paper="148x210mm").paper.width_mm == 148  # the example works
    with pytest.raises(LayoutError, match="or a size such as 63x88mm or 2.5x3.5in$"):
        print_layout(card="mini")
    with pytest.raises(LayoutError) as duplex:
        print_layout(duplex="manual")
    assert str(duplex.value).startswith(
        "duplex 'manual' is not known; use one of long, short, none, fold; with no duplex "
        "unit, keep long: print the odd pages, turn the printed stack over on its long edge"
    )
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert "No duplex unit? Keep `--duplex long`, print the odd pages" in readme


def test_l1_a_missing_colon_is_reported_on_its_own_line(tmp_path):
    """L1: with the ':' of ``    wild: true`` (line 63) deleted, the error named line 64
    (``points: 50``, which has its colon): the parser looks for the ':' on the next line.
    The line where the key began is named now, and the line the parser stopped on."""
    from deckgen import load_deck
    from deckgen.errors import DefinitionError

    path = tmp_path / "bad1.yaml"
    path.write_text(
        "id: bad1\nextends: classic-108\nname: Bad\ncards:\n"
        "  - type: wild\n    wild true\n    points: 50\n",
        encoding="utf-8",
    )
    with pytest.raises(DefinitionError) as caught:
        load_deck(path)
    assert str(caught.value) == (
        f"{path}:6:5: not valid YAML: a line that is not 'key: value': is a ':' missing? "
        "(the YAML parser says: could not find expected ':'; the parser stopped on line 7)"
    )


def test_l8_l9_the_readme_says_backs_follow_lang_and_how_to_make_a_light_box():
    """L8: the README sold backs that let decks mix, but not that the back's name follows
    ``--lang``; L9: the box section did not say the ink-light back makes a pale box."""
    text = README.read_text(encoding="utf-8")
    readme = " ".join(text.split())
    assert "So the name on the back follows `--lang`" in readme
    assert "cards printed in two languages" in readme and "have different backs" in readme
    box = " ".join(text.split("### A box for the deck")[1].split("## Commands")[0].split())
    assert "The ink-light back" in box and "--style ink-light.yaml" in box
