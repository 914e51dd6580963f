"""The printable score sheet: the booklet's last page, from the ruleset's scoring and the
deck's players; grid geometry read back from the PDF in mm."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckgen import build_booklet, load_deck, load_ruleset
from deckgen.booklet.blocks import ScoreGridBlock
from deckgen.booklet.document import ScoreGrid
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_builds import booklet_pdf
from .booklet_helpers import compose
from .pdfutil import line_segments

TOLERANCE_MM = 0.01


def _grid(deck_id="classic-108", ruleset="official", lang="en") -> ScoreGridBlock | None:
    section = compose(deck_id, ruleset, lang=lang).section("score_sheet")
    if section is None:
        return None
    grids = [block for block in section.blocks if isinstance(block, ScoreGridBlock)]
    assert len(grids) == 1
    return grids[0]


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("ruleset", ["official", "penalty-101"])
def test_the_score_sheet_names_the_target_of_the_rules_in_every_language(lang, ruleset):
    rules = load_ruleset(ruleset)
    content = compose("classic-108", ruleset, lang=lang)
    section = content.section("score_sheet")
    assert section is not None
    assert section.key == content.sections[-1].key  # the last section
    assert section.title == load_catalog(lang).text("section.score_sheet")
    intro = section.blocks[0]
    assert str(rules.points.target) in getattr(intro, "text", "")
    assert f"score_sheet.intro.{rules.points.scoring}" in content.keys


def test_rules_that_keep_no_score_have_no_score_sheet():
    assert load_ruleset("lazy").points.scoring == "lazy"
    assert _grid(ruleset="lazy") is None


def test_one_column_per_player_the_deck_and_rules_allow():
    grid = _grid()
    assert grid is not None and grid.players == 10
    two = _grid("two-player")
    assert two is not None and two.players == 2


def _vertical_lines_mm(pdf_path, page_index):
    reader = PdfReader(pdf_path)
    segments = line_segments(reader, page_index)
    # the grid's lines: long ones (a page's other strokes, fold marks, are short)
    xs = sorted(
        {round(s.x1_mm, 3) for s in segments
         if abs(s.x1_mm - s.x2_mm) < 1e-6 and abs(s.y1_mm - s.y2_mm) > 50}
    )  # fmt: skip
    ys = sorted(
        {round(s.y1_mm, 3) for s in segments
         if abs(s.y1_mm - s.y2_mm) < 1e-6 and abs(s.x1_mm - s.x2_mm) > 50}
    )  # fmt: skip
    return xs, ys


def test_the_grid_fills_the_last_a4_page_with_writable_cells(tmp_path):
    result = booklet_pdf()  # the classic deck's English booklet, also read by test_booklet
    without = build_booklet(load_deck("classic-108"), "official", "en", tmp_path, score_sheet=False)
    assert result.pages == without.pages + 1  # a page of its own
    xs, ys = _vertical_lines_mm(result.path, result.pages - 1)
    columns = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert len(columns) == 1 + 10  # round numbers, then one per player
    assert columns[0] == pytest.approx(ScoreGrid.ROUND_COLUMN_MM, abs=TOLERANCE_MM)
    assert min(columns[1:]) >= ScoreGrid.MIN_COLUMN_MM - TOLERANCE_MM
    rows = [b - a for a, b in zip(ys, ys[1:], strict=False)]
    assert rows[-1] == pytest.approx(ScoreGrid.HEADER_MM, abs=TOLERANCE_MM)  # at the top
    assert rows[:-1] == pytest.approx([ScoreGrid.ROW_MM] * (len(rows) - 1), abs=TOLERANCE_MM)
    assert len(rows) - 1 >= 20  # rounds: a game to 500 rarely takes more
    assert ys[0] >= 18 - TOLERANCE_MM  # above the bottom margin, below the top one
    assert ys[-1] <= 297 - 18 + TOLERANCE_MM
    text = PdfReader(result.path).pages[result.pages - 1].extract_text()
    assert "Score sheet" in text and "500" in text and "20" in text


def test_a5_pages_keep_columns_wide_enough_to_write_in():
    result = booklet_pdf(format="a5-booklet")  # also read by test_booklet, test_preflight
    reader = PdfReader(result.path)
    pages = [i for i, page in enumerate(reader.pages) if "Score sheet" in page.extract_text()]
    assert pages == [0]  # the back cover: the left half of the first sheet's front
    xs, _ = _vertical_lines_mm(result.path, pages[0])
    # imposed two-up: keep the half of the sheet the grid is on
    half = [x for x in xs if x > 148.5] if xs[-1] > 148.5 else xs
    columns = [b - a for a, b in zip(half, half[1:], strict=False)]
    assert 1 < len(columns) < 11  # fewer player columns than players on an A5 page
    assert min(columns[1:]) >= ScoreGrid.MIN_COLUMN_MM - TOLERANCE_MM


def test_no_score_sheet_on_the_command_line(tmp_path):
    from typer.testing import CliRunner

    from deckgen.cli import app

    result = CliRunner().invoke(
        app, ["booklet", "classic-108", "--no-score-sheet", "-o", str(tmp_path), "-q"]
    )
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "rules-en.pdf")
    assert not any("Score sheet" in page.extract_text() for page in reader.pages)


def _example(content) -> str:
    section = content.section("scoring")
    assert section is not None
    # the worked sum ("7 + 20 + 50 = 77"): hu counts the cards in words, without " + "
    found = [b.text for b in section.blocks if "\u00a0=\u00a0" in getattr(b, "text", "")]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("ruleset", ["official", "penalty-101"])
def test_the_scoring_example_adds_up_the_decks_own_points(lang, ruleset):
    deck = load_deck("classic-108")
    faces = {face.card_type.id: face for face in deck.unique_faces()}
    values = [7, faces["skip"].points, faces["wild"].points]  # from the model, not the text
    content = compose("classic-108", ruleset, lang=lang)
    example = _example(content)
    assert "\u00a0+\u00a0".join(map(str, values)) + f"\u00a0=\u00a0{sum(values)}" in example
    assert f"scoring.example.{load_ruleset(ruleset).points.scoring}" in content.keys


def test_lazy_scoring_has_no_scoring_example():
    content = compose("classic-108", "lazy")
    assert not any(key.startswith("scoring.example") for key in content.keys)
