"""Regression tests for the faults the fuzzing found, one each, named after what broke."""

from __future__ import annotations

import time

import pytest
from typer.testing import CliRunner

from deckgen import DefinitionError, TemplateError, load_deck, load_style
from deckgen.cli import app
from tests.test_robust_fuzz import language_folder

runner = CliRunner()


@pytest.mark.parametrize("depth", [65, 5_000, 200_000])
def test_deep_flow_nesting_is_refused_quickly_instead_of_a_recursion_error(tmp_path, depth):
    path = tmp_path / "deep.yaml"
    path.write_text("id: x\nname: " + "[" * depth + "]" * depth + "\n")
    started = time.monotonic()
    with pytest.raises(DefinitionError, match=rf"{path}:2:\d+: not valid YAML: nested deeper"):
        load_deck(path)
    assert time.monotonic() - started < 5  # the scanner was quadratic in the depth


def test_deep_block_nesting_is_refused(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text(
        "id: x\n" + "".join(f"{'  ' * i}k{i}:\n" for i in range(100)) + "  " * 100 + "1\n"
    )
    with pytest.raises(DefinitionError, match="nested deeper than 64 levels"):
        load_deck(path)


def test_a_back_image_given_as_a_list_is_a_template_error_not_a_type_error(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("extends: classic\nid: s\nname: S\nback: {image: [a.png]}\n")
    with pytest.raises(TemplateError, match=r"s.yaml:4:\d+: back.image"):
        load_style(path)


@pytest.mark.parametrize("key", ["zz[", "int", "str[0]"])
def test_an_unknown_key_that_looks_like_a_pydantic_tag_is_named(tmp_path, key):
    path = tmp_path / "s.yaml"
    path.write_text(f"extends: classic\nid: s\nname: S\nback: {{'{key}': 1}}\n")
    with pytest.raises(TemplateError, match=rf"back\.{key.replace('[', '.').replace(']', '.')}"):
        load_style(path)


def _load_ru(tmp_path, text: str):
    from deckgen.text.catalog import load_catalog

    with language_folder(tmp_path, text.encode("utf-8")):
        return load_catalog("ru")


RU_HEAD = "language: ru\nname: Russian\nnative_name: Русский\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("texts: {booklet: {page: x}}\nextra: 1\n", "unknown key 'extra'"),
        ("texts: {booklet: {page: x}}\nflavour: [1]\n", "unknown key 'flavour'"),
        ("texts: []\n", "texts"),
        ("texts: {booklet: {page: 'Page {'}}\n", "placeholders are written {name}"),
        ("texts: {booklet: {page: 'Page {page:>5}'}}\n", "is not a plain {name}"),
        ("texts: {booklet: {page: 'Page {0}'}}\n", "is not a plain {name}"),
        ("texts: {booklet: {page: {one: a, few: b, many: c, other: d}}}\n", "English gives one"),
    ],
)
def test_language_file_mistakes_are_definition_errors(tmp_path, body, message):
    with pytest.raises(
        DefinitionError, match=message.replace("{", r"\{").replace("(", r"\(")
    ) as caught:
        _load_ru(tmp_path, RU_HEAD + body)
    assert str(tmp_path / "lang" / "ru.yaml") in str(caught.value)


def test_a_language_name_that_is_a_mapping_is_refused(tmp_path):
    text = "language: ru\nname: {a: b}\nnative_name: R\ntexts: {booklet: {page: x}}\n"
    with pytest.raises(DefinitionError, match=r"ru.yaml:2:\d+: name"):
        _load_ru(tmp_path, text)


@pytest.mark.parametrize("lang", ["", ",,,"])
def test_an_empty_lang_option_is_an_error_not_a_silent_success(tmp_path, lang):
    result = runner.invoke(app, ["booklet", "two-player", "--lang", lang, "-o", str(tmp_path)])
    assert result.exit_code == 1 and "no language code given" in result.output


def test_a_language_code_that_is_a_path_is_refused(tmp_path):
    result = runner.invoke(app, ["booklet", "two-player", "-l", "../../etc/x", "-o", str(tmp_path)])
    assert result.exit_code == 1 and "is not a language code" in result.output


def test_a_definition_that_is_plain_text_says_what_it_found(tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text("just some words\n")
    with pytest.raises(DefinitionError, match="found 'just some words'"):
        load_deck(path)
