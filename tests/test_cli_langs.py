"""A translator's own language file: ``langs --check xx.yaml`` and ``--lang path/xx.yaml``."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckgen.cli import app
from deckgen.text import catalog
from deckgen.text.catalog import lang_dir

runner = CliRunner()
INTRO_ONE = "Zum Spiel gehört {n} Karte. Die Farben sind {colours};"
ROUND_ONE = '      one: "Mit diesen Regeln dauert eine Runde bei {players} etwa {n} Zug."\n'


@pytest.fixture(autouse=True)
def _no_user_files(monkeypatch):
    """Each test starts and ends with only the shipped language files."""
    monkeypatch.setattr(catalog, "_USER_FILES", {})
    catalog._load_catalog.cache_clear()
    yield
    catalog._load_catalog.cache_clear()


def _german() -> str:
    return (lang_dir() / "de.yaml").read_text(encoding="utf-8")


def _line_of(text: str, fragment: str) -> int:
    return text[: text.index(fragment)].count("\n") + 1


def test_check_names_each_problem_with_its_line(tmp_path):
    german = _german()
    assert ROUND_ONE in german and INTRO_ONE in german and "\n    two_players: " in german
    broken = german.replace("\n    two_players: Zu zweit", "", 1)  # a missing key
    broken = broken.replace(INTRO_ONE, INTRO_ONE.replace("{colours}", "{farben}"), 1)
    broken = broken.replace(ROUND_ONE, "", 1)  # a plural form German needs
    path = tmp_path / "xx.yaml"
    path.write_text(broken, encoding="utf-8")
    result = runner.invoke(app, ["langs", "--check", str(path)])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert lines == [
        f"{path}:{_line_of(broken, 'round_length:')}: booklet.round_length: plural forms for "
        "this language (CLDR) are one, other; missing one",
        f"{path}:{_line_of(broken, 'section:')}: section.two_players: missing; English: "
        "'Two players'",
        f"{path}:{_line_of(broken, '{farben}')}: contents.intro: placeholder {{farben}} is not "
        "English's; this text may use {colours}, {n}",
    ]


def test_a_complete_copy_of_german_passes(tmp_path):
    path = tmp_path / "de-copy.yaml"
    path.write_text(_german(), encoding="utf-8")
    result = runner.invoke(app, ["langs", "--check", str(path)])
    assert result.exit_code == 0, result.output
    assert "de, " in result.stdout and "one, other" in result.stdout and not result.stderr


def test_check_names_characters_the_booklet_fonts_cannot_draw(tmp_path):
    path = tmp_path / "de.yaml"
    path.write_text(_german().replace("two_players: Zu zweit", "two_players: Zu 二", 1))
    result = runner.invoke(app, ["langs", "--check", str(path)])
    assert result.exit_code == 1
    assert "section.two_players: the booklet fonts cannot draw 二 (U+4E8C)" in result.stderr


def test_a_booklet_in_a_language_from_a_file(tmp_path):
    """A new language (Luxembourgish, as a copy of the German texts with one changed)."""
    text = _german().replace("language: de", "language: lb", 1).replace("name: German", "name: X")
    text = text.replace("two_players: Zu zweit", "two_players: Zu zwee", 1)
    path = tmp_path / "lb.yaml"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(
        app, ["booklet", "classic-108", "--lang", str(path), "-o", str(tmp_path / "out")]
    )
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "rules-lb.pdf"
    copied = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Zu zwee" in copied


def test_a_language_file_with_problems_is_refused(tmp_path):
    path = tmp_path / "xx.yaml"
    path.write_text(_german().replace("\n    two_players: Zu zweit", "", 1), encoding="utf-8")
    result = runner.invoke(
        app, ["booklet", "classic-108", "--lang", str(path), "-o", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "section.two_players: missing" in result.output and "langs --check" in result.output
    assert not list(tmp_path.glob("*.pdf"))
