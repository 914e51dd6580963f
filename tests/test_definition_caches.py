"""The shipped-style and shipped-catalog caches (issue 19): a checked shipped card style
and language catalog load without pydantic on the next run, equal to what their files give,
and any change to their files is read and checked again, with the same error: wrong data
never comes out of a cache. (The deck cache: tests/test_definitions_deckcache.py.)"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys

import pytest

from deckgen import DefinitionError, TemplateError, load_style
from deckgen.definitions import deckcache
from deckgen.render import style as style_module
from deckgen.render import styleschema
from deckgen.render.style import find_definition, shipped_style_ids, style_json
from deckgen.render.styleschema import (
    STYLE_SCHEMA,
    CardStyleModel,
    _resolved_data,
    validated_style,
)
from deckgen.resources import rulesets_dir, templates_dir
from deckgen.text import catalog as catalog_module
from deckgen.text import catalogcache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of its own."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("DECKGEN_CACHE_DIR", str(folder))
    return folder


def test_a_cached_style_is_the_checked_file_and_keeps_the_face_cache_key(cache):
    """Each shipped style: the cache's copy equals the file's, and its JSON (part of the
    face cache's key) is what the pydantic model writes, so faces cached before stay found."""
    for name in shipped_style_ids():
        path = find_definition(name, style_module.STYLE)
        fresh, files = validated_style(path)
        assert load_style(name) == fresh  # reads and stores
        assert load_style(name) == fresh  # from the entry
        assert [f.name for f in files[:1]] == [f"{name}.yaml"]
        data, _ = _resolved_data(path, ())
        model = CardStyleModel.model_validate(data)
        assert style_json(load_style(name)) == model.model_dump_json()
    stems = sorted(entry.name.rsplit("-", 1)[0] for entry in (cache / "styles").iterdir())
    assert stems == shipped_style_ids()
    assert STYLE_SCHEMA.shape is CardStyleModel


def test_a_cached_style_and_catalog_load_without_pydantic(cache):
    code = (
        "import sys, deckgen\n"
        "from deckgen.text.catalog import load_catalog\n"
        "style, words = deckgen.load_style(), load_catalog('de')\n"
        "print(style.id, words.lang, 'pydantic' in sys.modules)\n"
    )
    run = [sys.executable, "-c", code]
    first = subprocess.run(run, capture_output=True, text=True, check=True)
    second = subprocess.run(run, capture_output=True, text=True, check=True)
    assert first.stdout.strip() == "classic de True"
    assert second.stdout.strip() == "classic de False"


@pytest.fixture
def templates(tmp_path, monkeypatch):
    """A copy of ``templates/`` that the style cache takes for the shipped styles."""
    folder = tmp_path / "templates"
    shutil.copytree(templates_dir(), folder)
    monkeypatch.setattr(style_module, "templates_dir", lambda: folder)
    monkeypatch.setattr(deckcache, "templates_dir", lambda: folder)
    shipped = dataclasses.replace(STYLE_SCHEMA, shipped_dir=lambda: folder)
    monkeypatch.setattr(styleschema, "STYLE_SCHEMA", shipped)  # extends: full-bleed
    return folder


def test_an_edited_shipped_style_is_checked_again(cache, templates):
    """classic extends full-bleed: a bad edit of the parent gives the error it gives
    without a cache; a good one shows at once; the old key's entry is gone."""
    path = templates / "classic.yaml"
    assert load_style(path).safe_mm == 3.0
    assert load_style(path).safe_mm == 3.0  # from the cache
    assert len(list((cache / "styles").glob("classic-*.json"))) == 1
    parent = templates / "full-bleed.yaml"
    text = parent.read_text(encoding="utf-8")
    assert "\nsafe_mm: 3 " in text
    parent.write_text(text.replace("\nsafe_mm: 3 ", "\nsafe_mm: 30 "), encoding="utf-8")
    with pytest.raises(TemplateError) as cached_error:
        load_style(path)
    with pytest.raises(TemplateError) as plain_error:
        validated_style(path)
    assert "safe_mm" in str(cached_error.value)
    assert str(cached_error.value) == str(plain_error.value)
    parent.write_text(text.replace("\nsafe_mm: 3 ", "\nsafe_mm: 4 "), encoding="utf-8")
    assert load_style(path).safe_mm == 4.0
    assert len(list((cache / "styles").glob("classic-*.json"))) == 1


def test_a_style_outside_the_shipped_folder_and_no_cache_store_nothing(
    cache, tmp_path, monkeypatch
):
    mine = tmp_path / "mine.yaml"
    mine.write_text("extends: classic\nid: mine\nname: Mine\nsafe_mm: 4\n", encoding="utf-8")
    assert load_style(mine).safe_mm == 4
    assert not (cache / "styles").exists()
    monkeypatch.setenv("DECKGEN_NO_CACHE", "1")
    assert load_style("classic").id == "classic"
    assert not (cache / "styles").exists()


@pytest.fixture
def langs(tmp_path, monkeypatch):
    """A copy of ``rulesets/lang/`` that the catalog cache takes for the shipped files."""
    root = tmp_path / "rulesets"
    shutil.copytree(rulesets_dir() / "lang", root / "lang")
    monkeypatch.setattr(catalog_module, "lang_dir", lambda: root / "lang")
    monkeypatch.setattr(catalogcache, "rulesets_dir", lambda: root)
    catalog_module._load_catalog.cache_clear()
    yield root / "lang"
    catalog_module._load_catalog.cache_clear()


def test_an_edited_shipped_catalog_is_checked_again(cache, langs, monkeypatch):
    """A cached catalog equals its file's; a bad edit of it (or of English, the reference
    of its placeholders) gives the error it gives without a cache."""
    fresh = catalog_module._read_catalog("de")
    assert catalog_module.load_catalog("de") == fresh  # reads and stores de and en
    assert sorted(p.name.split("-")[0] for p in (cache / "langs").iterdir()) == ["de", "en"]
    catalog_module._load_catalog.cache_clear()
    with monkeypatch.context() as patch:  # no reading: from the entries
        patch.setattr(catalog_module, "_read_catalog", lambda lang: 1 / 0)
        assert catalog_module.load_catalog("de") == fresh
    catalog_module._load_catalog.cache_clear()
    english = langs / "en.yaml"
    text = english.read_text(encoding="utf-8")
    assert "\nname: English\n" in text
    english.write_text(text.replace("\nname: English\n", "\nname: ''\n"), encoding="utf-8")
    with pytest.raises(DefinitionError) as cached_error:
        catalog_module.load_catalog("de")
    catalog_module._load_catalog.cache_clear()
    monkeypatch.setenv("DECKGEN_NO_CACHE", "1")
    with pytest.raises(DefinitionError) as plain_error:
        catalog_module.load_catalog("de")
    assert "en.yaml" in str(cached_error.value)
    assert str(cached_error.value) == str(plain_error.value)


def test_the_face_cache_key_reads_versions_as_importlib_metadata_does():
    """The renderer digest reads Pillow's and PyThaiNLP's versions from their dist-info
    without importing importlib.metadata (a tenth of a warm rebuild's CPU), the same text
    importlib.metadata gives, so the face cache's keys are what they were."""
    from importlib.metadata import version

    from deckgen.render.cache import installed_version

    for name, package in (
        ("pillow", "PIL"),
        ("pythainlp", "pythainlp"),
        ("reportlab", "reportlab"),
    ):
        assert installed_version(name, package) == version(name)
    assert installed_version("no-such-distribution", "no_such_package") == "?"
