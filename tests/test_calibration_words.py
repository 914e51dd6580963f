"""Issue 15, native readers round 4: the calibration sheet's numbers, command words and
wrapping in each language, and the card count in Tabletop Simulator's deck.txt."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from deckgen import OutputOptions, build_calibration, print_layout
from deckgen.cli import app
from deckgen.exports.tts import write_tts
from deckgen.layout.calibration import FRAME_INSET_MM
from deckgen.layout.pdffonts import register_fonts
from deckgen.layout.sheettext import sheet_lettering
from deckgen.text.catalog import available_languages, load_catalog
from deckgen.text.spaces import SHORT_WORDS
from deckgen.units import mm_to_pt

from .sampling import sample

LANGS = available_languages()


def _front_text(path) -> str:
    text = PdfReader(path).pages[0].extract_text()
    return " ".join(text.replace("\xa0", " ").split())


def _lines(path, page: int) -> list[tuple[float, float, float, str]]:
    """Each text run drawn on ``page``: x and y (pt), size and text."""
    runs: list[tuple[float, float, float, str]] = []

    def visit(text, cm, tm, _font, size):
        if text.strip():
            x = tm[4] * cm[0] + cm[4]
            y = tm[5] * cm[3] + cm[5]
            runs.append((x, y, size, text.strip()))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return runs


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("en", "X 1.5 mm, Y \u22120.5 mm", "1.5,-0.5"),
        ("de", "X 1,5 mm, Y \u22120,5 mm", "1.5"),
        ("ru", "X 1,5 мм, Y \u22120,5 мм", "1.5"),
        ("fr", "X 1,5 mm, Y \u22120,5 mm", "1.5"),
    ],
)
def test_step4_gives_each_offset_in_the_sheets_language(tmp_path, lang, said, not_said):
    """Step 4 said "1.5,-0.5 mm": an English decimal point, and in comma-decimal languages
    "0,0" read as one number. Now X and Y each get their number, written by Babel."""
    layout = print_layout(back_offset="1.5,-0.5")
    result = build_calibration(layout=layout, output=OutputOptions(tmp_path), lang=lang)
    step4 = _front_text(result.path).split("4. ")[1].split("5. ")[0]
    assert said in step4 and not_said not in step4, step4


@pytest.mark.parametrize(
    ("lang", "deck", "name"),
    [("pl", "TALIA", "NAZWA"), ("ru", "КОЛОДА", "ИМЯ"), ("en", "DECK", "NAME")],
)
def test_step5_placeholders_are_words_of_the_language(tmp_path, lang, deck, name):
    """The command and its options stay as typed; what the reader replaces is a word of
    the sheet's language, and the catalogs no longer type the option themselves."""
    result = build_calibration(layout=print_layout(), output=OutputOptions(tmp_path), lang=lang)
    step5 = _front_text(result.path).split("5. ")[1].split("6. ")[0]
    reading = "X,Y" if lang == "en" else '"X;Y"'  # decimal commas: quoted for the shell
    assert f"deckgen sheets {deck} --back-offset {reading}" in step5, step5
    assert f"deckgen printer {name} --back-offset {reading}" in step5
    assert f"--printer {name}" in step5.split(f"--back-offset {reading}")[-1]
    if lang != "en":
        assert "DECK" not in step5 and "NAME" not in step5
    catalog = load_catalog(lang)
    assert "--printer" not in catalog.messages["calibration.step5"]


@pytest.mark.parametrize(
    ("lang", "duplex", "margin"),
    sample(
        [(lang, d, m) for m in (None, "15") for d in ("long", "short") for lang in LANGS],
        # every language once; both duplex modes and the 15 mm margin in four of them
        lambda case: case[1:] == ("long", None) or case[0] in ("de", "ru", "hu", "th"),
    ),
)
def test_every_text_line_stays_inside_the_frame(tmp_path, lang, duplex, margin):
    """The back page's two lines were drawn unwrapped and long translations ran off the
    frame; both pages now wrap like the front steps. Read back from the PDF, every run of
    text starts and ends inside the frame, on both pages."""
    layout = print_layout(duplex=duplex, margin=margin)
    result = build_calibration(layout=layout, output=OutputOptions(tmp_path), lang=lang)
    letters = sheet_lettering(lang)
    regular, bold = register_fonts()
    width_mm = PdfReader(result.path).pages[0].mediabox.width * 25.4 / 72
    left = mm_to_pt(layout.margin_mm + FRAME_INSET_MM)
    right = mm_to_pt(width_mm) - left
    for page in (0, 1):
        runs = _lines(result.path, page)
        assert runs
        for x, _y, size, text in runs:
            font = letters.font if letters.shaping else (bold if size >= 13 else regular)
            end = x + stringWidth(text, font, size)
            assert left < x and end < right, (page, text, x, end, right)


@pytest.mark.parametrize("lang", sorted(SHORT_WORDS))
@pytest.mark.parametrize("paper", ["A4", "Letter", "148x210mm", "A3"])
def test_no_line_ends_with_a_one_letter_word(tmp_path, lang, paper):
    """Polish and Russian keep a one-letter preposition or conjunction with the next
    word: the catalog layer glues it with a no-break space, and the sheet's wrapping keeps
    that glue (it split at every space before)."""
    layout = print_layout(paper=paper)
    result = build_calibration(layout=layout, output=OutputOptions(tmp_path), lang=lang)
    for page in (0, 1):
        for *_, text in _lines(result.path, page):
            last = text.replace("\xa0", " ").split()[-1]
            assert not (len(last) == 1 and last in SHORT_WORDS[lang]), (paper, text)


def test_tts_title_counts_cards_with_the_plural_form(classic, tmp_path):
    """deck.txt's title said "(Karten: 108)"; it now counts "(108 Karten)", in the plural
    form of the language (Russian "108 карт")."""
    # the title counts cards, whatever their size: small sheets (Tabletop Simulator's own
    # card size, tts_card_px, made three 10-by-7 sheets of ~400 px cards: the test's time)
    size = (10, 15)
    faces = {face.id: Image.new("RGB", size, "red") for face in classic.unique_faces()}
    back = Image.new("RGB", (10, 15), "black")
    for lang, count in (("de", "108 Karten"), ("ru", "108 карт"), ("en", "108 cards")):
        result = write_tts(classic, faces, back, size, tmp_path / lang, lang=lang)
        title = result.notes_path.read_text(encoding="utf-8").splitlines()[0]
        assert f"({count})" in title.replace("\xa0", " "), title


def test_lang_help_and_readme_say_console_messages_stay_english():
    """--lang is for what is printed; the console's `wrote …` lines stay in English."""
    from pathlib import Path

    import typer

    commands = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    for command in ("calibrate", "sheets", "booklet", "tts"):
        (lang,) = [p for p in commands[command].params if "--lang" in p.opts]
        assert "console messages stay in English" in lang.help, command
    readme = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    assert "console messages (`wrote …`, the phase lines) stay in English" in readme
