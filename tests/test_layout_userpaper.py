"""The default paper: the user's config, else the locale (LC_ALL, LC_PAPER, LANG), else A4."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckgen import print_layout
from deckgen.cli import app
from deckgen.cli.printing import sheets_message
from deckgen.layout.sheets import SheetsResult
from deckgen.layout.userpaper import default_paper, locale_paper

runner = CliRunner()


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty config folder and no locale."""
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    return tmp_path / "config"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "en_US.UTF-8"}, ("Letter", "LANG=en_US.UTF-8")),
        ({"LANG": "de_DE.UTF-8"}, ("A4", "LANG=de_DE.UTF-8")),
        ({"LANG": "en_US.UTF-8", "LC_PAPER": "en_GB.UTF-8"}, ("A4", "LC_PAPER=en_GB.UTF-8")),
        ({"LC_PAPER": "fr_FR", "LC_ALL": "fr_CA.UTF-8"}, ("Letter", "LC_ALL=fr_CA.UTF-8")),
        ({"LC_PAPER": "es_MX.utf8@euro"}, ("Letter", "LC_PAPER=es_MX.utf8@euro")),
        ({"LANG": "C.UTF-8"}, None),
        ({"LANG": "POSIX"}, None),
        ({}, None),
    ],
)
def test_the_locale_names_the_paper_by_its_territory(env, expected):
    assert locale_paper(env) == expected


def test_without_config_or_locale_the_paper_is_a4_by_default(home):
    layout = print_layout()
    assert (layout.paper.name, layout.paper.source) == ("A4", "default")
    result = SheetsResult(home / "s.pdf", 24, 9, 108)
    assert "paper A4 by default" in sheets_message(result, layout)


def test_the_locale_gives_letter_and_the_output_line_says_so(home, monkeypatch):
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    layout = print_layout()
    assert layout.paper.name == "Letter" and layout.paper.width_mm == pytest.approx(215.9)
    result = SheetsResult(home / "s.pdf", 24, 9, 108)
    assert "paper Letter from LC_PAPER=en_US.UTF-8" in sheets_message(result, layout)
    assert print_layout(paper="A3").paper.source == ""  # --paper wins, nothing to say


def test_deckgen_config_paper_wins_over_the_locale(home, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert default_paper() == ("A4", "LANG=de_DE.UTF-8")
    saved = runner.invoke(app, ["config", "paper", "letter"])
    assert saved.exit_code == 0, saved.output
    assert (home / "config.yaml").read_text() == "paper: Letter\n"
    layout = print_layout()
    assert layout.paper.name == "Letter"
    assert layout.paper.source == f"config {home / 'config.yaml'}"
    shown = runner.invoke(app, ["config", "paper"])
    assert shown.exit_code == 0 and "paper Letter (from config" in shown.output
    assert print_layout(paper="A4").paper.name == "A4"


def test_bad_config_input_is_one_clear_error(home):
    unknown = runner.invoke(app, ["config", "paper", "B7"])
    assert unknown.exit_code == 1 and "unknown paper 'B7'" in unknown.output
    assert "Traceback" not in unknown.output
    other = runner.invoke(app, ["config", "colour", "red"])
    assert other.exit_code == 1 and "unknown setting 'colour'" in other.output
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.yaml").write_text("paper: Letter\npapr: A4\n")
    broken = runner.invoke(app, ["sheets", "classic-108", "--dpi", "72"])
    assert broken.exit_code == 1 and "config.yaml" in broken.output and "papr" in broken.output


def _page_mm(pdf) -> tuple[float, float]:
    from pypdf import PdfReader

    from deckgen.units import pt_to_mm

    box = PdfReader(pdf).pages[0].mediabox
    return round(pt_to_mm(float(box.width)), 1), round(pt_to_mm(float(box.height)), 1)


def test_box_takes_its_paper_from_config_or_locale_like_sheets(home, monkeypatch, tmp_path):
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    by_locale = runner.invoke(app, ["box", "classic-108", "--out", str(tmp_path / "l")])
    assert by_locale.exit_code == 0, by_locale.output
    assert "Letter; print at 100 %): paper Letter from LC_PAPER=en_US.UTF-8" in by_locale.output
    assert sorted(_page_mm(tmp_path / "l" / "box.pdf")) == [215.9, 279.4]
    assert runner.invoke(app, ["config", "paper", "A3"]).exit_code == 0
    by_config = runner.invoke(app, ["box", "classic-108", "--out", str(tmp_path / "c")])
    assert f"paper A3 from config {home / 'config.yaml'}" in by_config.output
    assert sorted(_page_mm(tmp_path / "c" / "box.pdf")) == [297.0, 420.0]
    given = runner.invoke(app, ["box", "classic-108", "--paper", "A4", "--out", str(tmp_path)])
    assert "A4; print at 100 %)\n" in given.output  # --paper wins, nothing to say
    assert sorted(_page_mm(tmp_path / "box.pdf")) == [210.0, 297.0]
