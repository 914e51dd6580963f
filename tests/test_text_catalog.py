"""Message catalogs: every language complete, plural forms by CLDR, placeholders checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckgen.errors import DefinitionError
from deckgen.text import catalog as catalog_module
from deckgen.text.catalog import (
    available_languages,
    load_catalog,
    missing_keys,
    placeholders,
    plural_categories,
)
from deckgen.text.spaces import plain_spaces


@pytest.mark.parametrize("lang", available_languages())
def test_every_language_has_every_english_key(lang):
    assert missing_keys(lang) == [], f"{lang}.yaml lacks keys"


@pytest.mark.parametrize("lang", available_languages())
def test_plural_messages_have_the_languages_categories(lang):
    catalog = load_catalog(lang)
    categories = set(plural_categories(lang))
    plurals = [m for m in catalog.messages.values() if isinstance(m, dict)]
    assert plurals
    assert all(set(m) == categories for m in plurals)


def test_english_plural_forms():
    en = load_catalog("en")
    assert en.plural("uno.penalty", 1).endswith("you draw 1\u00a0card.")
    assert en.plural("uno.penalty", 2).endswith("you draw 2\u00a0cards.")


def test_placeholders_are_named_fields():
    assert placeholders("draw {n} cards, {card}!") == {"n", "card"}


def _write_lang(folder: Path, code: str, texts: str) -> None:
    (folder / f"{code}.yaml").write_text(
        f"language: {code}\nname: X\nnative_name: X\ntexts:\n{texts}", encoding="utf-8"
    )


@pytest.fixture
def lang_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog_module, "lang_dir", lambda: tmp_path)
    catalog_module._load_catalog.cache_clear()
    english = '  a:\n    one: "{n} card"\n    other: "{n} cards"\n  b: "{card}"\n'
    _write_lang(tmp_path, "en", english)
    yield tmp_path
    catalog_module._load_catalog.cache_clear()


def test_russian_style_plural_forms_are_chosen_by_cldr(lang_folder):
    _write_lang(
        lang_folder,
        "ru",
        '  a:\n    one: "{n} карту"\n    few: "{n} карты"\n    many: "{n} карт"\n'
        '    other: "{n} карты"\n  b: "{card}"\n',
    )
    ru = load_catalog("ru")
    got = [plain_spaces(ru.plural("a", n)) for n in (1, 2, 5, 7, 21, 22, 25)]  # plural form only
    assert got == ["1 карту", "2 карты", "5 карт", "7 карт", "21 карту", "22 карты", "25 карт"]


def test_missing_plural_category_is_refused(lang_folder):
    _write_lang(lang_folder, "ru", '  a:\n    one: "{n}"\n    other: "{n}"\n  b: "{card}"\n')
    with pytest.raises(DefinitionError, match=r"ru.yaml:5:.*a: plural forms .* missing few, many"):
        load_catalog("ru")


def test_unknown_placeholder_is_refused(lang_folder):
    _write_lang(lang_folder, "de", '  a:\n    one: "{n}"\n    other: "{n}"\n  b: "{karte}"\n')
    with pytest.raises(DefinitionError, match=r"de.yaml:.*b: unknown placeholder \{karte\}"):
        load_catalog("de")


def test_missing_key_is_reported(lang_folder):
    _write_lang(lang_folder, "de", '  b: "{card}"\n')
    assert missing_keys("de") == ["a"]
    with pytest.raises(DefinitionError, match="no text 'a' in language 'de'"):
        load_catalog("de").plural("a", 2)


def _with_second_count(ru_forms: str, players: str) -> str:
    return f'  a:\n{ru_forms}    players:\n{players}  b: "{{card}}"\n'


@pytest.fixture
def counted_folder(lang_folder):
    english = _with_second_count(
        '    one: "{n} turn with {players}"\n    other: "{n} turns with {players}"\n',
        '      one: "{n} player"\n      other: "{n} players"\n',
    )
    _write_lang(lang_folder, "en", english)
    return lang_folder


RU_TURNS = (
    '    one: "{n} ход при {players}"\n    few: "{n} хода при {players}"\n'
    '    many: "{n} ходов при {players}"\n    other: "{n} хода при {players}"\n'
)


def test_a_second_count_takes_its_own_plural_form(counted_folder):
    assert plain_spaces(load_catalog("en").plural("a", 1, players=4)) == "1 turn with 4 players"
    assert plain_spaces(load_catalog("en").plural("a", 45, players=1)) == "45 turns with 1 player"
    players = '      one: "{n} игроке"\n      few: "{n} игроках"\n'
    players += '      many: "{n} игроках"\n      other: "{n} игроках"\n'
    _write_lang(counted_folder, "ru", _with_second_count(RU_TURNS, players))
    ru = load_catalog("ru")
    assert plain_spaces(ru.plural("a", 21, players=21)) == "21 ход при 21 игроке"
    assert plain_spaces(ru.plural("a", 45, players=4)) == "45 ходов при 4 игроках"
    with pytest.raises(DefinitionError, match=r"'a' needs a count for \{players\}"):
        ru.plural("a", 45)


def test_a_second_count_must_match_english_and_use_only_n(counted_folder):
    _write_lang(counted_folder, "ru", f'  a:\n{RU_TURNS}  b: "{{card}}"\n')
    with pytest.raises(DefinitionError, match="a: English gives plural forms of a second count"):
        load_catalog("ru")
    catalog_module._load_catalog.cache_clear()
    players = '      one: "{n} {card}"\n      few: "{n}"\n      many: "{n}"\n      other: "{n}"\n'
    _write_lang(counted_folder, "ru", _with_second_count(RU_TURNS, players))
    with pytest.raises(DefinitionError, match=r"a.players.one: only \{n\}"):
        load_catalog("ru")
    catalog_module._load_catalog.cache_clear()
    players = '      one: "{n}"\n      other: "{n}"\n'
    _write_lang(counted_folder, "ru", _with_second_count(RU_TURNS, players))
    with pytest.raises(DefinitionError, match="a.players: plural forms .* missing few, many"):
        load_catalog("ru")


def test_a_group_beside_plural_forms_must_be_a_placeholder(counted_folder):
    forms = '    one: "{n}"\n    other: "{n}"\n    extra:\n      one: "x"\n      other: "y"\n'
    _write_lang(counted_folder, "de", f'  a:\n{forms}  b: "{{card}}"\n')
    with pytest.raises(DefinitionError, match="a.extra: not a plural category, nor a placeholder"):
        load_catalog("de")


@pytest.mark.parametrize(
    ("lang", "title", "expected"),
    [
        ("ru", "Сказать «УНО!»", "«Сказать „УНО!“»"),
        ("pl", "Powiedz „UNO!”", "„Powiedz »UNO!«”"),
        ("en", "Say “UNO!”", "“Say ‘UNO!’”"),
    ],
)
def test_a_quoted_title_holding_quotes_gets_the_inner_quotes(lang, title, expected):
    """Regression: a cross-reference to a title with a quoted name nested the same quotes."""
    catalog = load_catalog(lang)
    key = next(k for k, v in catalog.messages.items() if isinstance(v, str) and "{rule}" in v)
    # (a short quoted title also keeps to one line: its spaces come back no-break)
    assert expected in plain_spaces(catalog.text(key, card="X", rule=title))


@pytest.mark.parametrize(("lang", "letters"), [("pl", "aiouwz"), ("ru", "вксуоиая")])
def test_no_one_letter_word_can_end_a_line_in_polish_and_russian(lang, letters):
    """Round-3 native review: "i" / "и" from the list joiner (Babel) could end a line; the
    text layer glues every one-letter word to the next, in every booklet text."""
    from tests.booklet_helpers import compose

    content = compose("classic-108", "party", lang=lang)
    pattern = re.compile(rf"(?<![\w\u00a0-])[{letters}] ", re.IGNORECASE)
    loose = [text for text in content.texts() if pattern.search(text)]
    assert loose == []


def test_a_zero_colour_form_is_a_plain_text(lang_folder):
    _write_lang(lang_folder, "pl", '  colour_number:\n    zero:\n      red: "czerwone"\n')
    assert load_catalog("pl").text("colour_number.zero.red") == "czerwone"
    _write_lang(lang_folder, "ru", '  colour_number:\n    zero:\n      red: "{n} красный"\n')
    with pytest.raises(DefinitionError, match="zero.red: a colour or number form is one plain"):
        load_catalog("ru")
