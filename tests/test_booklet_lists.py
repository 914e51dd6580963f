"""Lists of names in booklet sentences: each name in its own quotes, joined by the
language's own "or"/"and"; never one pair of quotes round the whole list."""

from __future__ import annotations

import re

import pytest

from deckgen import load_ruleset
from deckgen.booklet.content import compose_reference
from deckgen.text.catalog import NameList, available_languages, load_catalog
from deckgen.text.spaces import plain_spaces

from .booklet_helpers import compose, deck, lines, text

# keys a list of card names (or house rule names) is filled into, with its placeholder
LIST_KEYS = [
    ("wild.challenge.none", "card"),
    ("wild.challenge.who", "card"),
    ("draws.pass_on_wild", "wilds"),
    ("draws.reflect_challenge", "card"),
    ("draws.stacking.same", "cards"),
    ("draws.stacking.mixed", "cards"),
    ("draws.stacking.condition.free", "card"),
    ("draws.stacking.condition.circle", "card"),
    ("draws.stacking.challenge", "card"),
    ("house.plus-ten.text", "card"),
    ("clear.pass_on", "wd4"),
    ("turn.draw_restricted", "card"),
    ("two_players.skip", "card"),
    ("two_players.draw", "cards"),
    ("agree.house.some", "names"),
    ("draws.stacking.example_mixed", "cards"),
]
VALUES = {"card": "Xc", "n": 2, "extra": 2, "total": 6, "wilds": "Xw", "wd4": "Xw"}


@pytest.mark.parametrize("lang", available_languages())
def test_each_name_of_a_list_is_quoted_on_its_own(lang):
    catalog = load_catalog(lang)
    names = NameList(["Alpha", "Beta"], "or", lang)
    one_pair = catalog.quote(str(names))  # "“Alpha or Beta”": the fault
    for key, placeholder in LIST_KEYS:
        values = {**VALUES, placeholder: names}
        message = catalog.messages[key]
        text = (
            catalog.plural(key, 2, **values)
            if isinstance(message, dict)
            else catalog.text(key, **values)
        )
        assert catalog.quote("Alpha") in text, (key, text)
        assert catalog.quote("Beta") in text, (key, text)
        assert one_pair not in text, (key, text)
        for opening in "„“«":  # no quote doubled round a name: „„Alpha““
            assert opening * 2 not in text.replace("\u00a0", ""), (key, text)


def test_a_list_uses_the_language_word_and_quotes():
    de = load_catalog("de")
    text = de.text("turn.draw_restricted", card=NameList(["Zieh vier", "Zieh acht"], "or", "de"))
    # each short name keeps to one line
    assert text.startswith("Eine gezogene „Zieh\u00a0vier“ oder „Zieh\u00a0acht“ passt nicht")
    fr = load_catalog("fr")
    text = fr.text("agree.house.some", names=NameList(["A", "B", "C"], "standard", "fr"))
    assert text == "Règles maison\u00a0: «\u00a0A\u00a0», «\u00a0B\u00a0» et «\u00a0C\u00a0»."


def test_one_name_is_filled_in_as_the_sentence_writes_it():
    de = load_catalog("de")
    text = de.text("turn.draw_restricted", card=NameList(["Zieh vier"], "or", "de"))
    assert text.startswith("Eine gezogene „Zieh\u00a0vier“ passt")


def texts(*args, **kwargs) -> list[str]:
    return list(compose(*args, **kwargs).texts())


def test_booklet_quotes_each_card_name_of_a_list():
    found = texts("plus12", "official", lang="de")
    joined = "\n".join(found)
    names = "(„Zieh zwei“, „Zieh vier mit Farbwahl“, „Wild Draw One“ oder „Wild Draw Two“)"
    assert names in plain_spaces(joined)


def test_mixed_stacking_example_quotes_each_card_hungarian():
    found = texts("classic-108", "official", ("stacking",), "hu", points={"stacking": "mixed"})
    example = next(t for t in found if t.startswith("Például") and "=" in t)
    glued = "„Húzz\u00a0kettőt” +\u00a0„Színválasztó\u00a0+\u00a0húzz\u00a0négyet”\u00a0=\u00a06"
    assert glued in example


@pytest.mark.parametrize("lang", ["en", "de", "fr", "hu", "th"])
def test_house_rule_reminder_quotes_each_name_and_ends_like_the_summary(lang):
    # round 7: the booklet's glance section no longer ends with it; the reference card does
    catalog = load_catalog(lang)
    house = ["stacking", "jump-in", "silent-two"]
    rules = load_ruleset("official", house, deck=deck("classic-108"))
    summary = compose_reference(deck("classic-108"), rules, catalog).lines[-1]
    names = [catalog.text(f"house.{rule}.name") for rule in ("stacking", "jump-in", "silent-two")]
    for name in names:
        assert catalog.quote(name) in summary, summary
    # the same sentence as the reminder on the first page, so the same final stop
    assert summary == catalog.text("agree.house.some", names=NameList(names, "standard", lang))
    match = catalog.text("summary.match")
    assert summary.endswith(".") == match.endswith(".")


@pytest.mark.parametrize("lang", available_languages())
def test_colour_column_headings_start_upper_case(lang):
    from deckgen.booklet.blocks import TableBlock

    content = compose("classic-108", "official", lang=lang)
    contents = next(s for s in content.sections if s.key == "contents")
    header = next(b for b in contents.blocks if isinstance(b, TableBlock)).rows[0]
    catalog = load_catalog(lang)
    colours = [catalog.text(f"colour.{c}") for c in ("red", "yellow", "green", "blue")]
    wild = catalog.text("contents.wild_column")
    assert list(header[1:6]) == [w[:1].upper() + w[1:] for w in [*colours, wild]]
    for cell in header:
        assert cell[:1] == cell[:1].upper(), header
    # the catalog's words stay as written for sentences: "rouge" inside a French sentence
    if lang == "fr":
        assert "rouge" in content_text(content)


def content_text(content) -> str:
    return "\n".join(content.texts())


def test_a_single_house_rule_is_quoted_like_several():
    words = text(compose(house=["stacking"]))
    assert "House rule: “Stacking”." in words  # in the singular since session 9


def test_thai_lists_set_their_last_word_apart_with_spaces():
    assert NameList(["ก", "ข", "ค"], "standard", "th").quoted("“{name}”") == "“ก” “ข” และ “ค”"
    assert NameList(["ก", "ข"], "or", "th").quoted("“{name}”") == "“ก” หรือ “ข”"


def test_worked_sums_keep_card_names_whole_and_use_the_languages_separator():
    english = "\n".join(lines(compose(house=["stacking"]), "draws"))
    assert "2\u00a0×\u00a0Wild\u00a0Draw\u00a0Four\u00a0=\u00a08; 3" in english  # "=" glued
    french = "\n".join(lines(compose(house=["stacking"], lang="fr"), "draws"))
    assert "\u00a0; " in french


@pytest.mark.parametrize("lang", available_languages())
def test_a_house_rule_item_never_has_two_brackets_in_a_row(lang):
    """Thai native review, round 5: "(for 3 or more players) (see …)" in the house-rules list."""
    items = lines(compose(house=["slap-uno", "to-the-end"], lang=lang), "house_rules")
    assert not [item for item in items if re.search(r"\)\s*\(", item)], items


@pytest.mark.parametrize(
    ("lang", "cards", "rules"),
    [
        ("en", "Draw\u00a0Two or Wild\u00a0Draw\u00a0Four", "“Stacking”, “Jump\u00a0in”"),
        ("es", "(Roba\u00a0dos o Comodín", "«Acumular», «Colarse»"),
        ("de", "„Zieh\u00a0zwei“", "„Draufpacken“, „Dazwischenwerfen“"),
    ],
)
def test_card_names_in_a_list_are_marked_as_in_running_text(lang, cards, rules):
    """es/it native review, round 9 (and en): a list of card names the code filled in was
    quoted while the same names stood bare in running text, two styles in one booklet.
    ``booklet.card_quote`` marks card names in lists as the language's running text does;
    house-rule names keep the language's quotes."""
    booklet = compose(ruleset="party", lang=lang)
    words = "\n".join(lines(booklet, "draws"))
    assert cards in words, words[:400]
    assert rules in booklet.agree.lines[-1]  # the house rules on, each in its quotes
