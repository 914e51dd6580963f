"""The Thai segmenter's dictionary: a sorted word list, not PyThaiNLP's trie (~0.8 s to build
in every process that breaks a line), and not loaded at all for a text without Thai."""

from __future__ import annotations

import pytest
import yaml
from pythainlp.tokenize import word_tokenize
from pythainlp.util import Trie

from deckgen.text import thai

from .conftest import DATA

LANG_DIR = DATA.parent.parent / "rulesets" / "lang"


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.fixture
def fresh_dictionaries():
    """The segmenter's caches empty before the test and again after it (a test that breaks
    the builders must not leave what it built for the worker's next tests)."""
    caches = (thai.segment, thai._dictionary, thai._dictionary_without_thai)
    for cached in caches:
        cached.cache_clear()
    yield
    for cached in caches:
        cached.cache_clear()


def test_the_word_list_splits_every_th_catalog_text_as_the_trie_does():
    """Same words in, same prefixes and the same segmentation out, for each of the th
    catalog's texts (and, at every third position, the same ``prefixes``)."""
    words = thai._dictionary()
    trie = Trie(words)
    assert len(trie) == len(words) > 60_000 and "ไวลด์" in words
    texts = _strings(yaml.safe_load((LANG_DIR / "th.yaml").read_text("utf-8")))
    assert len(texts) > 400
    for text in texts:
        for start in range(0, len(text), 3):
            assert words.prefixes(text, start) == trie.prefixes(text, start), (text, start)
        by_trie = word_tokenize(text, custom_dict=trie, engine="newmm", keep_whitespace=True)
        assert thai.segment(text) == tuple(by_trie), text


def test_segmenting_builds_no_trie_and_latin_text_loads_no_th_catalog(
    fresh_dictionaries, monkeypatch
):
    def no_trie(self, word):
        raise AssertionError("a pythainlp Trie was built")

    def no_catalog(lang="th"):
        raise AssertionError("the th catalog was loaded for a text without Thai")

    monkeypatch.setattr(Trie, "add", no_trie)
    monkeypatch.setattr(thai, "catalog_words", no_catalog)
    assert thai.segment("Play a “Wild Draw Four”, any-time.")[:3] == ("Play", " ", "a")
    assert thai.break_points("and/or 500\u00a0points") == ["and/or", " ", "500\u00a0points"]
    monkeypatch.undo()
    monkeypatch.setattr(Trie, "add", no_trie)
    assert "ไวลด์" in thai.segment("เลือกสีไวลด์ก่อน")  # the game words: the whole dictionary
