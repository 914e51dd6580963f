"""``--lang`` on every command: unknown codes refused with the languages there are, regional
forms read as their language, and nothing in English that the user did not write in English
(the card back, the PDFs' document information, the note on English-only rule texts)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

import deckgen
from deckgen.cli import app
from deckgen.render import back as back_module
from deckgen.render.deckrender import back_job
from deckgen.render.style import load_style

runner = CliRunner()
SMALL = "tests/data/twelve-cards.yaml"
LISTED = "available: en, de, es, fr, hu, it, pl, ru, sq, th"
THAI_CLASSIC = "สำรับคลาสสิก"

TINY = """\
id: tiny
name: Tiny deck
names: {de: Kleines Deck, th: สำรับเล็ก}
colors: [red]
cards:
  - {type: number, ranks: [1], copies: 1, each_color: true}
  - {type: boom, copies: 1}
card_types:
  boom:
    label: "B"
    wild: true
    points: 50
    effect: {draw: 3}
    name: {en: Boom}
    rule: {en: The next player draws three cards.}
"""


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A two-card deck whose custom card has its name and rule text in English only."""
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "args",
    [
        ["sheets", SMALL, "--dpi", "72"],
        ["sheets", SMALL, "--dpi", "72", "--one-per-page"],
        ["cards", SMALL, "--dpi", "72"],
        ["proof", SMALL, "--dpi", "72"],
        ["tts", SMALL],
        ["build", SMALL, "--dpi", "72"],
        ["booklet", SMALL],
        ["booklet", SMALL, "--lang", "en"],  # en is fine, but no rules-en.pdf without xx
        ["calibrate"],
    ],
)
@pytest.mark.parametrize("code", ["xx", "ge", "pt-BR"])
def test_every_command_refuses_an_unknown_language(tmp_path, args, code):
    """Regression: sheets, cards and proof wrote English for --lang xx, with exit status 0."""
    result = runner.invoke(app, [*args, "--lang", code, "-o", str(tmp_path)])
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)  # a message, not a crash
    assert "Traceback" not in result.output
    assert result.output.count("error:") == 1
    assert f"no texts for language '{code}'" in result.output and LISTED in result.output
    assert list(tmp_path.iterdir()) == []


def test_house_rules_refuses_an_unknown_language():
    result = runner.invoke(app, ["house-rules", "--lang", "xx"])
    assert result.exit_code == 1 and LISTED in result.output


@pytest.mark.parametrize(
    ("code", "meant"),
    [("ge", "de"), ("GER", "de"), ("german", "de"), ("Deutsch", "de"), ("russain", "ru")],
)
def test_an_unknown_code_suggests_the_language_meant(code, meant):
    with pytest.raises(deckgen.DefinitionError, match=f"did you mean '{meant}'"):
        deckgen.check_lang(code)


@pytest.mark.parametrize("code", ["pt-BR", "jp", "xx"])
def test_a_language_deckgen_lacks_gets_no_far_fetched_suggestion(code):
    with pytest.raises(deckgen.DefinitionError) as caught:
        deckgen.check_lang(code)
    assert "did you mean" not in str(caught.value) and LISTED in str(caught.value)


@pytest.mark.parametrize(("code", "lang"), [("de-AT", "de"), ("de_DE", "de"), ("TH", "th")])
def test_a_regional_form_names_its_shipped_language(code, lang):
    assert deckgen.check_lang(code) == lang
    assert deckgen.split_langs([f"{code},{lang}"]) == (lang,)


def test_sheets_accept_a_regional_form(tmp_path, tiny):
    result = runner.invoke(
        app, ["sheets", str(tiny), "--dpi", "72", "--lang", "de-AT", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert PdfReader(tmp_path / "sheets.pdf").metadata.title == "Kleines Deck: Druckbögen"


def test_every_shipped_deck_names_its_back_in_every_language():
    for path in sorted((Path("rulesets") / "decks").glob("*.yaml")):
        deck = deckgen.load_deck(path)
        for lang in deckgen.split_langs([",".join(c.code for c in deckgen.language_report())]):
            if lang != "en":
                assert deck.back_text_in(lang) != deck.back_text, (path.name, lang)


def test_the_thai_back_is_drawn_with_the_thai_name(monkeypatch):
    """Regression: ``sheets --lang th`` printed "Classic deck" on the back."""
    deck = deckgen.load_deck("classic-112")  # the back is classic-108's: its Thai name
    drawn: list[str] = []
    monkeypatch.setattr(back_module, "_draw_name", lambda canvas, name, *a: drawn.append(name))
    job = back_job(deck, load_style(), size=deckgen.CardSize(56, 87, 3), dpi=72, back_image=None,
                   lang="th")  # fmt: skip
    job.function(*job.args, **job.kwargs)
    assert drawn == [THAI_CLASSIC]
    assert (
        back_module._name_font("NotoSans-BoldItalic.ttf", THAI_CLASSIC) != "NotoSans-BoldItalic.ttf"
    )


def _titles(folder: Path) -> dict[str, tuple[str, str, str]]:
    result = {}
    for path in sorted(folder.glob("*.pdf")):
        info = PdfReader(path).metadata
        result[path.name] = (info.title, info.subject, info.get("/Keywords"))
    return result


def test_every_pdf_kind_speaks_the_language_in_its_document_information(tmp_path, tiny):
    def run(*args: str) -> None:
        result = runner.invoke(app, [*args, "--lang", "de", "-o", str(tmp_path)])
        assert result.exit_code == 0, result.output

    run("sheets", str(tiny), "--dpi", "72", "--reference-card")
    run("sheets", str(tiny), "--dpi", "72", "--duplex", "none")  # sheets.pdf and backs.pdf
    run("sheets", str(tiny), "--dpi", "72", "--one-per-page")
    run("proof", str(tiny), "--dpi", "72")
    run("booklet", str(tiny))
    run("calibrate")
    titles = _titles(tmp_path)
    assert {name: title for name, (title, _, _) in titles.items()} == {
        "backs.pdf": "Kleines Deck: Kartenrückseiten",
        "calibration.pdf": "Druckerkalibrierung",
        "print-shop.pdf": "Kleines Deck: Druckerei-Datei, eine Karte pro Seite",
        "proof.pdf": "Kleines Deck: Probedruck",
        "rules-de.pdf": "Kleines Deck: So wird gespielt",
        "sheets.pdf": "Kleines Deck: Druckbögen",
    }
    assert (
        titles["sheets.pdf"][1]
        == "Karten: 2; pro Bogen: 9; einseitig: nur Vorderseiten, Rückseiten in backs.pdf"
    )
    assert titles["calibration.pdf"][1] == "beidseitig: an der langen Kante wenden"
    assert titles["rules-de.pdf"][2] == "Kleines Deck, Kartenspiel, Spielregeln"
    for name, (title, subject, keywords) in titles.items():
        assert title and subject and keywords, name
        for english in ("print", "card", "proof", "sheet", "calibration", "back"):
            assert english not in f"{title} {subject} {keywords}".lower().replace(
                "sheets.pdf", ""
            ).replace("backs.pdf", "").replace("print & play", ""), (name, english)


def test_the_a5_booklet_keeps_its_subject_and_keywords(tmp_path, tiny):
    args = ["booklet", str(tiny), "--lang", "de", "--format", "a5-booklet", "-o", str(tmp_path)]
    assert runner.invoke(app, args).exit_code == 0
    info = PdfReader(tmp_path / "rules-de.pdf").metadata
    assert info.title == "Kleines Deck: So wird gespielt"
    assert info.get("/Keywords") == "Kleines Deck, Kartenspiel, Spielregeln"
    assert info.subject and "Spieler" in info.subject


def test_thai_sheets_and_proof_say_it_in_thai(tmp_path, tiny):
    result = runner.invoke(
        app, ["sheets", str(tiny), "--dpi", "72", "--lang", "th", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    result = runner.invoke(
        app, ["proof", str(tiny), "--dpi", "72", "--lang", "th", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert PdfReader(tmp_path / "sheets.pdf").metadata.title == "สำรับเล็ก: แผ่นสำหรับพิมพ์"
    proof = PdfReader(tmp_path / "proof.pdf")
    assert proof.metadata.title == "สำรับเล็ก: ตัวอย่างก่อนพิมพ์"
    text = proof.pages[0].extract_text()
    assert "ด้านหลัง" in text and "proof" not in text and "\u25a0" not in text


NOTE = "no 'de' text for rule text of card type 'boom'"


@pytest.mark.parametrize(
    "args",
    [
        ["sheets", "--dpi", "72"],
        ["cards", "--dpi", "72"],
        ["proof", "--dpi", "72"],
        ["tts"],
    ],
)
def test_cards_note_a_rule_text_given_only_in_english(tmp_path, tiny, args):
    command, *rest = args
    result = runner.invoke(app, [command, str(tiny), *rest, "--lang", "de", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    notes = [line for line in result.output.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and NOTE in notes[0] and "printed in English" in notes[0]
    english = runner.invoke(app, [command, str(tiny), *rest, "-o", str(tmp_path / "en")])
    assert english.exit_code == 0 and "note:" not in english.output


def test_the_booklet_notes_it_the_same_way(tmp_path, tiny):
    result = runner.invoke(app, ["booklet", str(tiny), "--lang", "de", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    notes = [line for line in result.output.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and "rule text of card type 'boom'" in notes[0]
    assert "note: rules-de.pdf: no 'de' text for name of card type 'boom'" in notes[0]
    assert "printed in English or in the booklet's own words" in notes[0]


def test_build_notes_the_cards_and_the_booklet(tmp_path, tiny):
    args = ["build", str(tiny), "--dpi", "72", "--lang", "de", "-o", str(tmp_path)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    notes = [line for line in result.output.splitlines() if line.startswith("note:")]
    assert [n.split(":")[1].strip() for n in notes] == ["sheets.pdf", "rules-de.pdf"]
    assert all("rule text of card type 'boom'" in n for n in notes)


def test_the_guide_an_unknown_language_points_to_exists_in_this_install(tmp_path, monkeypatch):
    """newcomer.md N12: a pip user has no ``rulesets/`` folder; the path named is the one
    this install has (relative to the working folder where it can be)."""
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["house-rules", "--lang", "xx"])
    named = re.search(r"; (\S+README\.md) tells how to add one", result.output)
    assert named is not None, result.output
    assert Path(named[1]).is_file()
