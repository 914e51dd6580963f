"""Newcomer review 10's findings (a Polish parent printing at home), fixed in session 10."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckgen import LayoutError, load_deck, print_layout
from deckgen.cli import app
from deckgen.definitions.suggestions import closest
from deckgen.errors import DefinitionError
from deckgen.layout.imposition import impose
from deckgen.layout.presets import card_stock
from deckgen.units import parse_length_mm

runner = CliRunner()
README = Path(__file__).resolve().parent.parent / "README.md"


def test_m1_a_saved_offset_is_shown_with_each_axis_named(tmp_path, monkeypatch):
    """M1: ``deckgen printer test3 --back-offset 1,2;0,5`` typed unquoted reached deckgen as
    ``1,2``; ``printer`` answered only "saved", showed "back offset 1,2 mm" (1.2 mm to a
    Polish reader) and the sheets said "backs shifted +1,+2 mm". Each now names X and Y."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "test3", "--back-offset", "1,2"])
    assert saved.exit_code == 0, saved.output
    said = " ".join(saved.output.split())
    assert "(back offset X +1 mm, Y +2 mm, measured on portrait sheets); use it with" in said
    shown = runner.invoke(app, ["printer", "test3"])
    assert "back offset X +1 mm, Y +2 mm, measured on portrait sheets" in shown.output
    assert "1,2 mm" not in shown.output
    profile = (tmp_path / "config/printers/test3.yaml").read_text()
    assert "back_offset: 1,2  # X +1 mm, Y +2 mm" in profile
    args = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72", "--printer", "test3"]
    used = runner.invoke(app, [*args, "-o", str(tmp_path / "out")])
    assert used.exit_code == 0, used.output
    assert "backs shifted X +1 mm, Y +2 mm (test3)" in " ".join(used.output.split())


def test_m1_the_readme_quotes_every_semicolon_offset():
    """M1: the README showed ``1,5;-0,5`` bare, which a shell cuts at the ``;``. Each such
    example is now in quotes (and the README says why)."""
    text = README.read_text(encoding="utf-8")
    spans = re.findall(r"`([^`\n]*\d;[-+]?\d[^`\n]*)`", text)
    assert spans, "the README no longer shows the semicolon form"
    # typed forms are quoted; "+1,5;-0,5" is what the back pages print, not a command
    bare = [span for span in spans if '"' not in span and not span.startswith("+")]
    assert bare == [], bare
    assert '`--back-offset "1,5;-0,5"`' in text and "the shell ends the command" in text


def test_m2_an_offset_too_big_for_portrait_names_the_margin_not_the_orientation():
    """M2: ``--back-offset 1,5`` (X 1 mm, Y 5 mm) on A4: ``auto`` turned the sheets to
    landscape (where the offset fits) and then refused them for the portrait reading,
    advising to calibrate in landscape. The real cause comes first now, with the room the
    portrait layout (9 cards a sheet, the one the offset holds for) leaves."""
    with pytest.raises(LayoutError) as caught:
        impose(print_layout(paper="A4", back_offset="1,5"))
    message = str(caught.value)
    assert message.startswith(
        "back offset X +1 mm, Y +5 mm would push the backs into the 5 mm margin (A4 "
        "portrait, 9 cards a sheet): this layout leaves room for at most 7.0 mm across (X) "
        "and 4.0 mm up or down (Y)"
    ), message
    assert "landscape" not in message
    fits = impose(print_layout(paper="A4", back_offset="1,4"))  # within the room: portrait
    assert (fits.orientation, fits.per_page) == ("portrait", 9)


def test_l3_l4_l7_numbers_as_words_the_reference_card_and_a_comma_caliper(tmp_path):
    """L3: ``replace: {blank: draw_10}`` listed the types but suggested none; L4: ``--only
    referencje`` did not name the reference card; L7: ``--caliper 0,27`` was refused while
    ``--back-offset`` reads decimal commas. One length parser now reads them too."""
    path = tmp_path / "ten.yaml"
    path.write_text("id: ten\nextends: classic-112-blanks\nname: Ten\nreplace: {blank: draw_10}\n")
    suggested = r"unknown card type 'draw_10'; did you mean 'draw_ten'\?"
    with pytest.raises(DefinitionError, match=suggested):
        load_deck(path)
    assert closest("draw_10", ["draw_two", "draw_ten"]) == "draw_ten"
    assert closest("wild_draw_4", ["wild", "wild_draw_four"]) == "wild_draw_four"
    args = ["sheets", "classic-108", "--only", "referencje", "-o", str(tmp_path)]
    only = runner.invoke(app, args)
    assert only.exit_code == 1
    assert "has no face or card type 'referencje'; did you mean 'reference'?" in only.output
    assert card_stock("0,27") == card_stock("0.27mm") == ("0.27 mm", card_stock("0.27")[1])
    assert parse_length_mm("1,5mm") == 1.5 and parse_length_mm("0,5cm") == 5.0


def test_l2_validate_notes_a_language_key_deckgen_has_no_texts_for(tmp_path):
    """L2: ``name: {en: ..., po: ...}`` passed ``validate`` with a plain "ok"; the booklet
    then said only that 'pl' text was missing. ``validate`` now notes the key, as ``--lang
    po`` is refused: with the languages there are and the one meant. It stays a note (a
    translator's own language may be on its way), so the file is still ok."""
    path = tmp_path / "bad.yaml"
    path.write_text(
        "id: bad\nextends: classic-112-blanks\nname: Bad\ncard_types:\n  draw_ten:\n"
        '    label: "+10"\n    wild: true\n    effect: {draw: 10}\n'
        "    name: {en: Wild Draw Ten, po: Weź dziesięć}\nreplace: {blank: draw_ten}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert f"ok: {path}" in said
    assert (
        f"note: {path}: language key 'po:' (in name of card type 'draw_ten'): deckgen has no "
        "texts for language 'po'; did you mean 'pl'? available: en, de" in said
    )
    shipped = runner.invoke(app, ["validate", "classic-112-blanks"])
    assert shipped.exit_code == 0 and "note:" not in shipped.output


def test_l1_a_polish_locale_without_lang_is_told_how_to_have_polish_rules(monkeypatch):
    """L1: ``LANG=pl_PL.UTF-8 deckgen build`` took the paper from LANG but wrote the rules
    in English without a word. One note now says ``--lang pl`` gives them in Polish; an
    English or C locale, or ``--lang`` given, gets none."""
    from deckgen.cli.groups import booklet_options

    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    said = []
    monkeypatch.setattr("deckgen.cli.groups.err.print", lambda text: said.append(str(text)))
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert booklet_options().langs == ("en",)
    assert said == [
        "note: the rule booklet is in English; --lang pl writes it in your locale's language "
        "(LANG=pl_PL.UTF-8)"
    ]
    booklet_options(lang=["pl"])
    for locale in ("en_GB.UTF-8", "C.UTF-8", "ja_JP.UTF-8"):
        monkeypatch.setenv("LANG", locale)
        booklet_options()
    assert len(said) == 1
