"""Session 7 leftovers (issue #15 and the newcomer review): PDF subjects joined with the
catalog's own separator, short plus-ten ruleset names that keep to the A5 title block, the
proof's note on names printed as written, a printer profile used on another paper, and the
Thai worked turn naming cards as the rest of the Thai catalog does."""

from __future__ import annotations

import io
import warnings
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

import deckgen
from deckgen.booklet import document
from deckgen.booklet.blocks import TableBlock
from deckgen.cli import app
from deckgen.layout.printlayout import print_layout
from deckgen.text.catalog import load_catalog
from deckgen.text.spaces import plain_spaces

from .booklet_helpers import compose
from .booklet_layout import _visible, build
from .sampling import sample_of
from .test_cli_lang import TINY as TINY_BASE

runner = CliRunner()

ZAP = """\
  zap:
    label: "Z"
    wild: true
    points: 50
    effect: {skip_turn: true}
    name: {en: Zap, de: Zapp, th: แซป}
"""
BOOM = "  - {type: boom, copies: 1}\n"
TINY = TINY_BASE.replace(BOOM, BOOM + "  - {type: zap, copies: 1}\n") + ZAP


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A three-card deck: 'Boom' is named in English only, 'Zap' in German and Thai too."""
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY, encoding="utf-8")
    return path


def _run(*args: str) -> None:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output


# 1. PDF subjects: the parts joined with the catalog's pdf.separator, not a typed ", "


@pytest.mark.parametrize("lang", ["th", "de"])
def test_sheet_backs_and_print_shop_subjects_use_the_catalogs_separator(tmp_path, tiny, lang):
    catalog = load_catalog(lang)
    separator = catalog.text("pdf.separator").replace("\u00a0", " ")
    out = str(tmp_path / "out")
    _run("sheets", str(tiny), "--dpi", "72", "--duplex", "none", "--lang", lang, "-o", out)
    _run("sheets", str(tiny), "--dpi", "72", "--one-per-page", "--lang", lang, "-o", out)
    subjects = {
        name: str(PdfReader(tmp_path / "out" / name).metadata["/Subject"])
        for name in ("sheets.pdf", "backs.pdf", "print-shop.pdf")
    }
    sheet = load_catalog(lang)
    expected = {
        "sheets.pdf": [
            sheet.text("pdf.cards", n=3),
            sheet.text("pdf.per_sheet", n=9),
            sheet.text("sheet.duplex_none"),
        ],
        "backs.pdf": [sheet.text("sheet.backs_only", n=1), sheet.text("sheet.once_per_sheet")],
    }
    for name, parts in expected.items():
        plain = [part.replace("\u00a0", " ").replace("\u202f", " ") for part in parts]
        assert subjects[name] == separator.join(plain), name
    assert subjects["print-shop.pdf"].count(separator) == 2
    if lang == "th":  # Thai lists take no comma
        assert all(", " not in subject for subject in subjects.values()), subjects


# 2. plus-ten: names short enough for the A5 title block


def _first_page_lines(built, size_pt: float, bold: bool) -> list[str]:
    """The first page's lines set at ``size_pt`` (bold or not), top to bottom, up to the
    first line of another size: a mark or a dot a little above or below the baseline
    (Thai vowels, tone marks) is kept with its line."""
    # the first page only: no other test reads this booklet (booklet_layout.page_chars
    # would read all its pages)
    with pdfplumber.open(io.BytesIO(built.layout.pdf), pages=[1]) as pdf:
        first = list(pdf.pages[0].chars)
    chars = sorted(first, key=lambda ch: (ch["top"], ch["x0"]))
    lines: list[list[dict]] = []
    started = False
    for ch in chars:
        ours = abs(ch["size"] - size_pt) < 0.01 and ("Bold" in ch["fontname"]) == bold
        if not ours:
            if started and _visible(ch["text"]):
                break  # the next block
            continue
        started = True
        if lines and ch["bottom"] - lines[-1][0]["bottom"] < 0.6 * size_pt:
            lines[-1].append(ch)
        else:
            lines.append([ch])
    return [
        "".join(c["text"] for c in sorted(line, key=lambda c: c["x0"])).strip() for line in lines
    ]


@pytest.mark.parametrize("lang", sample_of(["ru", "th", "hu", "sq", "en"], ["ru", "th", "hu"]))
def test_the_plus_ten_name_keeps_to_one_line_of_the_a5_subtitle(lang):
    built = build("house-plus-ten", lang, "a5", "plus-ten")
    styles = document._Styles.for_page(min(148 / 210 * 1.25, 1.0))
    title = _first_page_lines(built, styles.title.fontSize, bold=True)
    subtitle = _first_page_lines(built, styles.subtitle.fontSize, bold=False)
    assert 1 <= len(title) <= 2 and 1 <= len(subtitle) <= 2, (title, subtitle)
    rules = deckgen.load_ruleset("plus-ten", deck=deckgen.load_deck("house-plus-ten"))
    wanted = _visible(rules.name_in(lang))
    assert any(wanted in _visible(line) for line in subtitle), (wanted, subtitle)
    if lang != "th":  # no lone word on a line of the title block
        assert all(len(line.split()) > 1 for line in title + subtitle), (title, subtitle)


# 3. the proof's note on names the deck gives only in English


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("de", "Die Datei des Kartenspiels nennt „Boom“ nur auf Englisch"),
        ("th", "ชื่อไพ่ “Boom” ในสำรับนี้มีแค่ภาษาอังกฤษ"),
    ],
)
def test_the_proof_notes_the_names_printed_as_written(tmp_path, tiny, lang, note):
    _run("proof", str(tiny), "--dpi", "72", "--lang", lang, "-o", str(tmp_path))
    text = PdfReader(tmp_path / "proof.pdf").pages[0].extract_text()
    assert _visible(note) in _visible(text), text
    zap = "Zapp" if lang == "de" else "แซป"
    assert "Zap”" not in text and _visible(zap) in _visible(text)  # named in the language


def test_an_english_proof_or_one_with_every_name_translated_has_no_note(tmp_path, tiny):
    _run("proof", str(tiny), "--dpi", "72", "-o", str(tmp_path / "en"))
    text = PdfReader(tmp_path / "en" / "proof.pdf").pages[0].extract_text()
    assert "only in English" not in text
    _run("proof", "classic-108", "--dpi", "72", "--lang", "ru", "-o", str(tmp_path / "ru"))
    text = PdfReader(tmp_path / "ru" / "proof.pdf").pages[0].extract_text()
    assert "на английском" not in text


def test_the_note_lists_several_names_in_the_languages_own_list_form(tiny):
    from deckgen.layout.proof import names_as_written
    from deckgen.layout.sheettext import sheet_lettering

    deck = deckgen.load_deck(tiny)
    assert names_as_written(deck, sheet_lettering("en")) == ""
    ru = names_as_written(deck, sheet_lettering("ru"))
    assert plain_spaces(ru).startswith(
        "Названия «Boom» и «Zap» в колоде есть только на английском"
    ), ru


# 4. a printer profile measured on one paper, used on another


def test_a_profile_used_on_other_paper_warns_once(tmp_path, tiny, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    _run("printer", "office", "--back-offset=1.5,-0.5", "--paper", "A4")
    args = ["sheets", str(tiny), "--dpi", "72", "--printer", "office"]
    result = runner.invoke(app, [*args, "--paper", "Letter", "-o", str(tmp_path / "l")])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stderr.splitlines() if "A4" in line or "Letter" in line]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("warning: printer profile 'office' was measured on A4 paper")
    assert "deckgen calibrate --paper Letter" in lines[0]
    same = runner.invoke(app, [*args, "-o", str(tmp_path / "a")])  # the profile's own paper
    assert same.exit_code == 0 and "warning" not in same.stderr, same.stderr


def test_a_saved_profile_records_the_paper_it_was_measured_on(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    _run("printer", "home", "--back-offset=1,1")
    saved = (tmp_path / "config" / "printers" / "home.yaml").read_text()
    measured = print_layout(calibration=True).paper.name
    assert f"paper: {measured}" in saved
    other = "A4" if measured != "A4" else "Letter"
    with pytest.warns(deckgen.LayoutWarning, match=f"measured on {measured} paper"):
        print_layout(printer="home", paper=other)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        print_layout(printer="home")  # its own paper
        print_layout(printer="home", paper=other, back_offset="0.5,0.5")  # its own offset
        print_layout(printer="home", paper=other, calibration=True)  # calibrating anew


# 5. the Thai worked turn names cards as the Thai catalog does elsewhere


def test_the_thai_worked_turn_names_number_cards_with_the_colour_after_the_number():
    catalog = load_catalog("th")
    section = compose("classic-108", "official", lang="th").section("turn")
    assert section is not None
    texts = [plain_spaces(getattr(block, "text", "")) for block in section.blocks]
    intro = next(text for text in texts if text.startswith("ตัวอย่าง"))
    assert intro.endswith("เป็นเลข 4 สีแดง:"), intro
    table = next(block for block in section.blocks if isinstance(block, TableBlock))
    hand = [plain_spaces(row[0]) for row in table.rows[1:]]
    assert hand == ["ข้าม สีแดง", "เลข 4 สีเหลือง", "ไวลด์", "เลข 9 สีเหลือง"], hand
    # the pattern of the catalog's own example in the Wild Draw Four rule
    assert "เลข 5 สีน้ำเงิน" in plain_spaces(catalog.text("wild.condition"))
