"""The jobs layer (deckgen/jobs.py, deckgen/options.py): typed options, one load per build,
checks before writes."""

from __future__ import annotations

import sys

import pytest
from typer.testing import CliRunner

import deckgen
from deckgen import (
    BookletOptions,
    DefinitionError,
    LayoutError,
    OutputOptions,
    ReferenceCards,
    RenderOptions,
    build_all,
    split_langs,
)
from deckgen.cli import app

from .conftest import DATA

TWELVE = str(DATA / "twelve-cards.yaml")
runner = CliRunner()


def _count_calls(monkeypatch, function) -> list[tuple]:
    """Record every call of ``function`` through any deckgen module that holds it."""
    calls: list[tuple] = []

    def spy(*args, **kwargs):
        calls.append(args)
        return function(*args, **kwargs)

    getattr(deckgen, function.__name__)  # the lazy name is bound, so it is patched too
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.split(".")[0] == "deckgen" and vars(module).get(function.__name__) is function:
            monkeypatch.setattr(module, function.__name__, spy)
    return calls


def test_build_loads_deck_ruleset_and_style_once(tmp_path, monkeypatch):
    """Regression: ``deckgen build`` loaded the deck three times, the ruleset and the style
    twice each."""
    import deckgen.jobs  # noqa: F401  (every module that may load them is imported)

    loads = {
        name: _count_calls(monkeypatch, getattr(deckgen, name))
        for name in ("load_deck", "load_ruleset", "load_style")
    }
    args = ["build", TWELVE, "--dpi", "72", "--lang", "en,de", "-o", str(tmp_path), "-q"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert {name: len(calls) for name, calls in loads.items()} == {
        "load_deck": 1,
        "load_ruleset": 1,
        "load_style": 1,
    }
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "rules-de.pdf",
        "rules-en.pdf",
        "sheets.pdf",
    ]


def test_build_all_checks_house_rules_before_writing(twelve, tmp_path):
    """A house rule the deck cannot play leaves no sheets.pdf behind (the library keeps the
    rule the CLI used to keep)."""
    booklet = BookletOptions(house_rules=("plus-ten",))
    with pytest.raises(DefinitionError, match="plus-ten"):
        build_all(twelve, booklet=booklet, output=OutputOptions(tmp_path))
    assert list(tmp_path.iterdir()) == []


def test_build_all_checks_every_language_before_writing(twelve, tmp_path):
    with pytest.raises(DefinitionError, match="xx"):
        build_all(
            twelve, booklet=BookletOptions(langs=("en", "xx")), output=OutputOptions(tmp_path)
        )
    assert list(tmp_path.iterdir()) == []


def test_build_all_prints_card_texts_in_the_first_booklet_language(twelve, tmp_path):
    result = build_all(
        twelve,
        render=RenderOptions(dpi=72),
        booklet=BookletOptions(langs=("de", "en")),
        output=OutputOptions(tmp_path),
    )
    assert [b.lang for b in result.booklets.booklets] == ["de", "en"]
    from pypdf import PdfReader

    assert "Seite 1 von" in PdfReader(result.sheets.path).pages[0].extract_text()


def test_options_refuse_bad_values():
    with pytest.raises(DefinitionError, match="unknown booklet format 'a3'; choose one of: a4"):
        BookletOptions(format="a3")
    with pytest.raises(DefinitionError, match="no booklet language"):
        BookletOptions(langs=())
    with pytest.raises(LayoutError, match="copies must be 1 or more, not 0"):
        ReferenceCards(copies=0)


def test_options_take_a_single_code_or_a_list():
    assert BookletOptions(langs="de").langs == ("de",)
    assert BookletOptions(langs=["de", "en"], house_rules=["jump-in"]).house_rules == ("jump-in",)  # type: ignore[arg-type]


def test_options_are_frozen():
    with pytest.raises(AttributeError):
        RenderOptions().dpi = 72  # type: ignore[misc]


def test_split_langs():
    assert split_langs(["en,ru", "th", "ru"]) == ("en", "ru", "th")
    assert split_langs(None) == ("en",)
    with pytest.raises(DefinitionError, match="no language code given"):
        split_langs([" , "])
    with pytest.raises(DefinitionError, match="xx"):
        split_langs(["en,xx"])


def test_a_dpi_of_zero_is_refused_not_defaulted(twelve, tmp_path):
    with pytest.raises(deckgen.RenderError, match="dpi"):
        deckgen.export_cards(twelve, render=RenderOptions(dpi=0), output=OutputOptions(tmp_path))
