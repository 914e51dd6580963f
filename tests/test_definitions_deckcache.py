"""The shipped-deck cache (issue 19): a shipped deck loads without pydantic, YAML or fonts
once checked, and any change to its files is read and checked again: wrong data never comes
out of the cache."""

from __future__ import annotations

import shutil
import subprocess
import sys
import warnings

import pytest

from deckgen import DefinitionError, DefinitionWarning, load_deck, shipped_deck_ids
from deckgen.definitions import deckcache
from deckgen.definitions.loader import _read_deck
from deckgen.resources import decks_dir


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of its own."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("DECKGEN_CACHE_DIR", str(folder))
    return folder / "decks"


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A copy of ``rulesets/decks/`` that the cache takes for the shipped decks."""
    folder = tmp_path / "decks"
    shutil.copytree(decks_dir(), folder)
    monkeypatch.setattr(deckcache, "decks_dir", lambda: folder)
    return folder


def test_the_cache_holds_one_entry_per_shipped_deck(cache):
    """``classic-112`` and ``classic-112-blanks`` share a prefix: each keeps its entry."""
    for deck_id in shipped_deck_ids():
        load_deck(deck_id)
    stems = sorted(entry.name.rsplit("-", 1)[0] for entry in cache.iterdir())
    assert stems == shipped_deck_ids()


@pytest.mark.parametrize("deck_id", shipped_deck_ids())
def test_a_cached_deck_equals_the_deck_read_from_its_file(deck_id, cache):
    fresh = _read_deck(decks_dir() / f"{deck_id}.yaml")
    stored = load_deck(deck_id)  # reads and stores
    assert len(list(cache.glob(f"{deck_id}-*.json"))) == 1
    cached = load_deck(deck_id)  # from the entry
    assert stored == fresh
    assert cached == fresh
    assert cached.source == decks_dir() / f"{deck_id}.yaml"


def test_a_cached_deck_loads_without_pydantic_yaml_or_fonts(cache):
    code = (
        "import sys, deckgen\n"
        "deck = deckgen.load_deck('classic-112')\n"
        "print(deck.total_cards, sorted(m for m in ('pydantic', 'yaml', 'uharfbuzz', 'PIL')"
        " if m in sys.modules))\n"
    )
    run = [sys.executable, "-c", code]
    first = subprocess.run(run, capture_output=True, text=True, check=True)
    second = subprocess.run(run, capture_output=True, text=True, check=True)
    assert first.stdout.split()[0] == "112" and "pydantic" in first.stdout
    assert second.stdout.strip() == "112 []"


def test_an_edited_file_is_checked_again(cache, shipped):
    """A bad edit gives the same error as without a cache; a good one shows at once."""
    path = shipped / "classic-112.yaml"
    assert load_deck(path).total_cards == 112
    assert load_deck(path).total_cards == 112  # from the cache
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("copies: 3}", "copies: 300}"), encoding="utf-8")
    with pytest.raises(DefinitionError) as cached_error:
        load_deck(path)
    with pytest.raises(DefinitionError) as plain_error:
        _read_deck(path)
    assert "copies" in str(cached_error.value)
    assert str(cached_error.value) == str(plain_error.value)
    path.write_text(text.replace("copies: 3}", "copies: 2}"), encoding="utf-8")
    assert load_deck(path).total_cards == 111
    assert len(list(cache.glob("classic-112-*.json"))) == 1  # the old key's entry is gone


def test_an_edited_parent_is_read_again(cache, shipped):
    """classic-112 extends classic-108: a change to the parent reaches the child."""
    path = shipped / "classic-112.yaml"
    assert load_deck(path).total_cards == 112
    parent = shipped / "classic-108.yaml"
    parent.write_text(parent.read_text(encoding="utf-8") + "bogus: 1\n", encoding="utf-8")
    with pytest.raises(DefinitionError, match="bogus"):
        load_deck(path)


def test_a_deck_that_warns_is_not_stored_and_warns_each_time(cache, shipped):
    path = shipped / "classic-112.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace(
            "add:\n", "add:\n  - {type: number, ranks: [1], copies: 1, each_colour: true}\n"
        ),
        encoding="utf-8",
    )
    for _ in range(2):
        with pytest.warns(DefinitionWarning, match="'each_colour' is an old spelling"):
            assert load_deck(path).total_cards == 116
    assert not cache.exists() or not list(cache.iterdir())


def test_a_damaged_entry_is_read_again(cache):
    expected = load_deck("two-player")
    (entry,) = cache.glob("two-player-*.json")
    entry.write_text('{"id": {"@": "Nothing"}}', encoding="utf-8")
    assert load_deck("two-player") == expected
    entry.write_text("not json", encoding="utf-8")
    assert load_deck("two-player") == expected


def test_decks_outside_the_shipped_folder_are_not_cached(cache, tmp_path):
    mine = tmp_path / "mine.yaml"
    shutil.copy(decks_dir() / "classic-108.yaml", mine)
    text = mine.read_text(encoding="utf-8").replace("id: classic-108", "id: mine")
    mine.write_text(text, encoding="utf-8")
    assert load_deck(mine).id == "mine"
    assert not cache.exists()
    assert deckcache.shipped_deck_file(mine) is None
    assert deckcache.shipped_deck_file("classic-108") == decks_dir() / "classic-108.yaml"
    assert deckcache.shipped_deck_file("no-such-deck") is None


def test_an_unwritable_cache_folder_costs_only_time(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("DECKGEN_CACHE_DIR", str(blocker))  # a file: no folder inside
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert load_deck("classic-108").total_cards == 108


def test_a_changed_package_file_changes_the_key(tmp_path, monkeypatch, cache):
    """New code or a new version (``deckgen/__init__.py``) is never served old entries."""
    package = tmp_path / "package"
    package.mkdir()
    (package / "__init__.py").write_text('__version__ = "0.1.0"\n', encoding="utf-8")
    monkeypatch.setattr(deckcache, "PACKAGE_DIR", package)
    path = decks_dir() / "classic-108.yaml"
    before = deckcache._entry_path(path)
    assert before == deckcache._entry_path(path)
    (package / "__init__.py").write_text('__version__ = "0.1.10"\n', encoding="utf-8")
    assert deckcache._entry_path(path) != before


def test_deckgen_no_cache_leaves_the_deck_cache_alone(cache, monkeypatch):
    monkeypatch.setenv("DECKGEN_NO_CACHE", "1")
    assert load_deck("classic-108").total_cards == 108
    assert not cache.exists()
