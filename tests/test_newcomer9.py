"""Newcomer review 9: a parent printing at home (back offset labels, house rules a deck
can play, simulating a two-player deck, reference cards alone, a printer profile's
orientation)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen import (
    OutputOptions,
    RenderOptions,
    build_sheets,
    house_rule_report,
    load_deck,
    print_layout,
    simulate,
)
from deckgen.cli import app, console
from deckgen.cli.console import note_english
from deckgen.definitions.loader import shipped_deck_ids
from deckgen.definitions.suggestions import closest
from deckgen.errors import DefinitionError, LayoutError
from deckgen.layout.imposition import impose
from deckgen.layout.marks import LABEL_CLEAR_MM
from deckgen.rules.loader import DEFAULT_RULESET, check_playable, load_ruleset

from .pdfutil import image_placements, text_runs
from .sampling import sample_of
from .test_layout_footclear import EPS, _crop_marks, _gap

runner = CliRunner()

LANGS = ["en", "de", "fr", "es", "it", "pl", "ru", "hu", "sq", "th"]
OFFSETS = [(1.5, -0.5), (-1.5, 0.5), (3.0, -3.0), (-4.0, 4.0), (4.0, -4.0), (6.0, 0.0)]
# ru, pl, es and sq ran across the marks before; th is the widest script
M1_CASES = sample_of(
    [(lang, offset) for lang in LANGS for offset in OFFSETS],
    [
        ("ru", (1.5, -0.5)),
        ("pl", (-4.0, 4.0)),
        ("es", (6.0, 0.0)),
        ("sq", (3.0, -3.0)),
        ("th", (4.0, -4.0)),
    ],
)


@pytest.mark.parametrize(("lang", "offset"), M1_CASES)
def test_m1_back_page_labels_keep_clear_of_the_crop_marks(twelve, tmp_path, lang, offset):
    """M1: with a back offset from a printer profile, the back pages' foot note ran across
    the third column's crop marks in Russian (and Polish, Spanish, Albanian). Every label's
    box, read back from the PDF, keeps ``LABEL_CLEAR_MM`` from every crop mark."""
    layout = replace(
        print_layout(paper="A4", back_offset=offset, orientation="portrait"), printer="home"
    )
    result = build_sheets(
        twelve,
        layout=layout,
        render=RenderOptions(dpi=72, lang=lang),
        output=OutputOptions(tmp_path),
    )
    reader = PdfReader(result.path)
    for page in range(len(reader.pages)):
        marks = _crop_marks(reader, page)
        runs = text_runs(reader, page)
        # check bar, two foot notes, deck name, page, sheet: none lost (Thai is set as
        # shaped glyph runs, which mostly do not read back)
        assert len(runs) >= (1 if lang == "th" else 5)
        for run in runs:
            nearest = min(_gap(run.box, s) for s in marks)
            assert nearest >= LABEL_CLEAR_MM - EPS, (lang, offset, page, run.text, nearest)
    if lang == "en":
        back = " ".join(run.text for run in text_runs(reader, 1))
        assert f"backs shifted {offset[0]:+g},{offset[1]:+g} mm (home)" in back


def _booklet_accepts(deck, rule_id: str) -> bool | None:
    """Whether the booklet takes house rule ``rule_id`` with ``deck`` under the default
    ruleset (the check :func:`check_booklet` makes first); ``None`` if the ruleset refuses
    the rule whatever the deck (a scoring it needs: the table's "needs" column)."""
    try:
        rules = load_ruleset(DEFAULT_RULESET, [rule_id])
    except DefinitionError:
        return None
    try:
        check_playable(rules, deck)
    except DefinitionError:
        return False
    return True


def test_m2_house_rules_playable_is_what_the_booklet_accepts():
    """M2: ``house-rules --deck two-player`` said "playable: yes" for slap-uno and
    to-the-end, which the booklet then refused (they need 3 players). For every shipped
    deck and house rule, the table's answer is the booklet's."""
    compared = 0
    for deck_id in shipped_deck_ids():
        deck = load_deck(deck_id)
        for info in house_rule_report(deck):
            accepts = _booklet_accepts(deck, info.id)
            if accepts is not None:
                assert info.playable is accepts, (deck_id, info.id)
                compared += 1
    assert compared > 40
    table = {i.id: i.playable for i in house_rule_report(load_deck("two-player"))}
    assert table["slap-uno"] is False and table["to-the-end"] is False


def test_m2_the_table_at_the_command_line(monkeypatch):
    monkeypatch.setattr(console.out, "_console", None)  # rich keeps its first width
    result = runner.invoke(app, ["house-rules", "--deck", "two-player"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    cells = [[c.strip() for c in line.split("│")[1:-1]] for line in result.output.splitlines()]
    playable = {row[0]: row[-1] for row in cells if len(row) == 5 and row[0]}
    assert playable["slap-uno"] == playable["to-the-end"] == "no"
    assert playable["stacking"] == "yes"


def test_m3_simulate_takes_the_decks_own_player_count():
    """M3: ``simulate two-player`` failed with the default 4 players and did not name
    ``--players``. It now plays the deck's 2, as ``--round-length`` does; with
    ``--compare`` every configuration sits the same table; a count given that does not fit
    names the one that does."""
    result = runner.invoke(app, ["simulate", "two-player", "--rounds", "20", "-q"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith("2 players, greedy play, 20 rounds")
    both = simulate(["two-player", "classic-108"], rounds=5)
    assert [s.players for s in both] == [2, 2]
    assert simulate(["classic-108"], rounds=5)[0].players == 4
    refused = runner.invoke(app, ["simulate", "two-player", "--rounds", "5", "--players", "4"])
    assert refused.exit_code == 1
    assert "is for 2 players only (--players 2)" in refused.output


def test_m4_only_reference_prints_the_reference_cards_alone(tmp_path):
    """M4: there was no way to print only the quick-reference cards (``--only reference``
    was refused, "did you mean 'reverse'?"). Now it prints them alone: four cards, one
    sheet, nothing of the deck; without ``--reference-card`` it says what to add."""
    args = ["sheets", "classic-108", "--only", "reference", "--dpi", "72", "-q"]
    result = runner.invoke(
        app, [*args, "--reference-card", "--reference-copies", "4", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "sheets.pdf")
    assert len(reader.pages) == 2  # one sheet: fronts, backs
    assert len(image_placements(reader, 0)) == 4  # the four reference cards
    assert len(image_placements(reader, 1)) == 4  # a back for each
    refused = runner.invoke(app, [*args, "-o", str(tmp_path / "none")])
    assert refused.exit_code == 1
    assert "add --reference-card" in refused.output


def _profile(tmp_path, monkeypatch):
    """A portrait printer profile ``home`` with a back offset, in a fresh config folder."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    saved = runner.invoke(app, ["printer", "home", "--back-offset=1.5,-0.5"])
    assert saved.exit_code == 0, saved.output


def test_m5_a_profile_does_not_silently_cost_a_card_a_sheet(tmp_path, monkeypatch):
    """M5: with a portrait printer profile, sheets of uno-size cards without bleed went
    portrait (9 a sheet) where landscape fits 10, and the output line no longer said why.
    They stay portrait, where the profile's offset holds (misregistered backs would spoil
    the print), and the line says what landscape would fit and how to calibrate for it."""
    _profile(tmp_path, monkeypatch)
    args = ["sheets", "classic-108", "--only", "red-7", "--bleed", "0", "--dpi", "72"]
    auto = runner.invoke(app, [*args, "--printer", "home", "-o", str(tmp_path / "a")])
    assert auto.exit_code == 0, auto.output
    line = " ".join(auto.output.split())
    assert "9 cards a sheet, A4 portrait" in line
    assert "portrait as printer profile home was measured (fits 9, landscape 10;" in line
    assert "deckgen calibrate --orientation landscape" in line
    backs = " ".join(run.text for run in text_runs(PdfReader(tmp_path / "a/sheets.pdf"), 1))
    assert "backs shifted +1.5,-0.5 mm (home)" in backs


def test_m5_the_profile_offset_applies_in_its_orientation(tmp_path, monkeypatch):
    _profile(tmp_path, monkeypatch)
    layout = print_layout(printer="home", paper="A4")
    assert layout.orientation == "portrait" and layout.profile_offset
    imposition = impose(layout)  # 56 x 87 mm cards with bleed: 9 portrait, 8 landscape
    assert imposition.orientation == "portrait"
    assert imposition.back_offset_mm == (1.5, -0.5)


def test_l6_decimal_commas_that_leave_the_numbers_open_are_refused():
    """L6: the Russian calibration sheet writes "0,5 мм". Decimal commas are now read
    (test_newcomer10); three unsigned comma-parted numbers leave open which two were meant,
    and the error says to part them with a semicolon."""
    with pytest.raises(LayoutError, match=r"part X from Y with a semicolon: 1,5;-0,5"):
        print_layout(back_offset="1,5,2")
    assert print_layout(back_offset="1.5;-0.5").back_offset_mm == (1.5, -0.5)


def test_l7_did_you_mean_only_for_a_likely_typo():
    """L7: difflib offered 'thin' for ``--caliper thick`` and 'light' for ``--style
    ink-light``, other things than meant; typos are still caught."""
    assert closest("thick", ["home", "thin", "glued", "casino", "sleeved"]) is None
    assert closest("ink-light", ["classic", "colour-blind", "full-bleed", "light"]) is None
    assert closest("reference", ["reverse", "red-7"]) is None
    assert closest("hom", ["home", "thin"]) == "home"
    assert closest("lable", ["label"]) == "label"
    assert closest("uno_penality", ["uno_penalty"]) == "uno_penalty"
    box = runner.invoke(app, ["box", "classic-108", "--caliper", "thick"])
    assert box.exit_code == 1 and "did you mean" not in box.output


def test_l7_house_rule_files_get_a_did_you_mean(tmp_path, monkeypatch):
    """L7: ``--house-rule babushka.yml`` (the file is .yaml) and ``--house-rule babuska``
    got no suggestion, where a deck file gets one."""
    (tmp_path / "babushka.yaml").write_text("id: babushka-uno\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DefinitionError, match=r"did you mean 'babushka\.yaml'\?"):
        load_ruleset(DEFAULT_RULESET, ["babushka.yml"])
    with pytest.raises(DefinitionError, match=r"did you mean the file 'babushka\.yaml'\?"):
        load_ruleset(DEFAULT_RULESET, ["babuska"])


def test_l3_the_note_does_not_say_english_when_english_is_missing(capsys):
    """L3: a rule text given only in Russian, noted on the English booklet as "printed in
    English or in the booklet's own words"."""
    item = "rule text of card type 'draw_ten'"
    note_english("rules-en.pdf", "en", [item], booklet=True)
    note_english("sheets.pdf", "en", [item])
    note_english("rules-de.pdf", "de", [item], booklet=True)
    lines = " ".join(capsys.readouterr().err.split()).split("note:")
    assert "no 'en' text for rule text of card type 'draw_ten'; the booklet's own words" in lines[1]
    assert "printed in English" not in lines[1] + lines[2]
    assert "the cards print none" in lines[2]
    assert "printed in English or in the booklet's own words" in lines[3]


def test_l5_the_output_line_confirms_the_back_offset(tmp_path, monkeypatch):
    """L5: only the small label on the back pages said the backs were shifted; the line
    the console prints now says it too (with the profile it came from)."""
    _profile(tmp_path, monkeypatch)
    args = ["sheets", "classic-108", "--only", "red-7", "--dpi", "72"]
    used = runner.invoke(app, [*args, "--printer", "home", "-o", str(tmp_path / "a")])
    assert used.exit_code == 0, used.output
    assert "backs shifted X +1.5 mm, Y -0.5 mm (home);" in " ".join(used.output.split())
    typed = runner.invoke(app, [*args, "--back-offset", "6,0", "-o", str(tmp_path / "b")])
    assert "; backs shifted X +6 mm, Y +0 mm;" in " ".join(typed.output.split())
    plain = runner.invoke(app, [*args, "-o", str(tmp_path / "c")])
    assert "backs shifted" not in plain.output
