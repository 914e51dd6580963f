"""Strict YAML: exact scalars, and one bad fixture per error kind with file, line and key."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckgen import DefinitionError, load_deck
from deckgen.cli import app
from deckgen.definitions.yamlfile import MAX_FILE_BYTES

from .conftest import DATA

runner = CliRunner()


def test_scalars_stay_exactly_as_written():
    deck = load_deck(DATA / "good_scalars.yaml")
    assert (deck.id, deck.name) == ("010", "08")
    types = {f.card_type.id: f.card_type for f in deck.unique_faces()}
    plus_one, times_two, plus_two = types["plus_one"], types["times_two"], types["plus_two"]
    assert plus_one.label == "+1" and times_two.label == "×2" and plus_two.label == "+2"
    assert dict(plus_one.names) == {"en": "yes", "no": "NO", "nb": "on"}
    assert dict(plus_one.rule_texts)["no"] == "no"
    assert times_two.name == "+10" and plus_two.name == "010"
    assert plus_two.wild is True  # TRUE is YAML 1.2's true
    assert plus_one.wild is False and plus_one.points == 20 and plus_one.effect.draw == 1
    assert times_two.points == 50  # the documented default for unpriced types
    counts = {f.id: fc.count for fc in deck.faces for f in [fc.face]}
    assert counts["red-plus-one"] == 1 and counts["times-two"] == 2 and counts["plus-two"] == 10


# (fixture, [(line, key path, words in the message), ...]): every problem must be reported.
BAD = {
    "bad_unknown_key.yaml": [
        (5, "cards[0].each_colr", "did you mean 'each_color'? Accepted keys: colors, copies")
    ],
    "bad_duplicate_key.yaml": [
        (4, "name", "duplicate key (first given on line 2)"),
        (6, "cards[0].copies", "duplicate key"),
    ],
    "bad_copies_fraction.yaml": [(5, "cards[0].copies", "expected a whole number, found '2.5'")],
    "bad_copies_yes.yaml": [(5, "cards[0].copies", "expected a whole number, found 'yes'")],
    "bad_copies_quoted.yaml": [(5, "cards[0].copies", "quoted text '2'; remove the quotes")],
    "bad_copies_leading_zero.yaml": [(5, "cards[0].copies", "leading zero")],
    "bad_copies_too_many.yaml": [(5, "cards[0].copies", "from 1 to 100, found 101")],
    "bad_bool_yes.yaml": [(5, "cards[0].each_color", "expected true or false, found 'yes'")],
    "bad_too_many_cards.yaml": [(1, "(top level)", "1,080 cards; at most 1,000")],
    "bad_missing_parent.yaml": [
        (
            3,
            "extends",
            "no deck 'classic-109' next to this file or among the shipped decks; "
            "did you mean 'classic-108'? shipped decks: classic-108, classic-112",
        ),
    ],
    "bad_cycle_a.yaml": [
        (3, "extends", "the parent deck 'bad_cycle_b.yaml' is not valid"),
        (
            ("bad_cycle_b.yaml", 3),
            "extends",
            "'bad_cycle_a' makes a cycle: tests/data/bad_cycle_a.yaml → "
            "tests/data/bad_cycle_b.yaml → tests/data/bad_cycle_a.yaml",
        ),
    ],
    "bad_unknown_type.yaml": [(5, "cards[0].type", "unknown card type 'skipp'; did you mean")],
    "bad_card_type.yaml": [
        (7, "card_types.draw_ten.wild", "expected true or false"),
        (8, "card_types.draw_ten.name", "needs an English name"),
        (9, "card_types.draw_ten.effect.hand", "did you mean 'hands'?"),
    ],
    "bad_type_ids.yaml": [
        (5, "card_types.7", "starts with a letter"),
        (8, "card_types.wild-draw-four", "differ only in '-'/'_'"),
        (11, "card_types.number", "number cards are built in"),
    ],
    "bad_replace.yaml": [
        (4, "replace.blank", "no 'blank' cards to replace"),
        (4, "replace.blank", "unknown card type 'draw_elevn'"),  # eleven, not a typo of ten
        (5, "remove[0]", "no 'swap_hands' cards to remove"),
    ],
    "bad_wild_coloured.yaml": [
        (5, "cards[0]", "'wild' cards are wild"),
        (6, "cards[1]", "'skip' cards come in colours"),
        (7, "cards[2].colors[1]", "'green' is not one of the deck's colors (red, blue)"),
    ],
    "bad_parent_invalid.yaml": [
        (3, "extends", "the parent deck 'bad_unknown_type.yaml' is not valid"),
        (("bad_unknown_type.yaml", 5), "cards[0].type", "unknown card type 'skipp'"),
    ],
    "bad_no_extends.yaml": [
        (1, "colors", "required key is missing"),
        (1, "cards", "required key is missing"),
        (3, "add", "add 'extends: <deck>'"),
    ],
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_fixture_names_file_line_key_and_fix(name, monkeypatch):
    monkeypatch.chdir(DATA.parent.parent)  # messages show paths relative to the checkout
    path = DATA / name
    with pytest.raises(DefinitionError) as info:
        load_deck(path)
    lines = str(info.value).splitlines()
    expected = BAD[name]
    assert len(lines) == len(expected), lines
    for where, key, words in expected:
        file_name, line = where if isinstance(where, tuple) else (name, where)
        prefix = f"{DATA / file_name}:{line}:"
        assert any(
            text.startswith(prefix) and f": {key}: " in text and words in text for text in lines
        ), (prefix, key, words, lines)


def test_billion_laughs_fixture_is_refused():
    with pytest.raises(DefinitionError, match="expands to more than 200,000 values"):
        load_deck(DATA / "bad_billion_laughs.yaml")


def test_anchors_and_aliases_within_bounds_are_fine(tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text(
        "id: a\nname: A\ncolors: &cols [red, blue]\ncards:\n"
        "  - {type: skip, colors: *cols}\n  - {type: reverse, colors: *cols}\n"
    )
    assert load_deck(path).total_cards == 4


def test_a_too_large_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("# " + "x" * MAX_FILE_BYTES + "\n")
    with pytest.raises(DefinitionError, match="definition files are limited to 1,000,000"):
        load_deck(path)


def test_validate_reports_every_bad_fixture_at_once():
    paths = [str(DATA / name) for name in sorted(BAD)]
    result = runner.invoke(app, ["validate", *paths, "classic-108"])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    for name in BAD:
        assert f"{name}:" in result.output
    assert "ok: classic-108" in result.output
    assert f"{len(BAD)} of {len(BAD) + 1} files have problems" in result.output


def test_validate_all_shipped_decks_exits_0():
    shipped = sorted((DATA.parent.parent / "rulesets" / "decks").glob("*.yaml"))
    result = runner.invoke(app, ["validate", *(str(p) for p in shipped)])
    assert result.exit_code == 0, result.output
    assert result.output.count("ok: ") == 5


def test_an_unknown_replace_target_is_reported_once(tmp_path):
    path = tmp_path / "b2.yaml"
    path.write_text("id: b2\nextends: classic-112-blanks\nname: B2\nreplace: {blank: draw_tne}\n")
    with pytest.raises(DefinitionError) as info:
        load_deck(path)
    assert str(info.value).count("unknown card type 'draw_tne'") == 1


MULTI = """\
id: multi
extends: classic-108
name: Multi
card_types:
  plus_one: {label: +1, wild: yes, effect: {draw: one}, name: {en: Draw One}}
add:
  - {type: plus_one, copies: 200}
  - {type: plus_on, copies: yes}
  - {type: wild, copies: 2, each_color: true}
colour: red
"""


def test_validate_reports_schema_and_meaning_problems_in_one_run_by_line(tmp_path):
    """newcomer.md N4: three rounds of fixing before; now every problem at once, in line
    order and one wording (``file:line:col: key: message``)."""
    deck = tmp_path / "multi.yaml"
    deck.write_text(MULTI, encoding="utf-8")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    rows = [row.removeprefix(f"error: {deck}:") for row in result.stderr.splitlines()[:-1]]
    assert [row.split(": ", 2)[:2] for row in rows] == [
        ["5:25", "card_types.plus_one.wild"],
        ["5:45", "card_types.plus_one.effect.draw"],
        ["7:22", "add[0].copies"],
        ["8:6", "add[1].type"],  # meaning: reported with the schema problems
        ["8:21", "add[1].copies"],
        ["9:5", "add[2]"],  # meaning: a wild card with each_color
        ["10:1", "colour"],
    ]
    assert "unknown card type 'plus_on'; did you mean 'plus_one'?" in rows[3]
    assert "'wild' cards are wild (no colour)" in rows[5]
    assert result.stderr.splitlines()[-1] == "the file has problems"


def test_pydantic_type_errors_are_worded_like_the_others(tmp_path):
    deck = tmp_path / "c.yaml"
    deck.write_text("id: c\nextends: classic-108\nname: C\ncolors: red\n", encoding="utf-8")
    with pytest.raises(DefinitionError) as caught:
        load_deck(deck)
    assert str(caught.value) == f"{deck}:4:1: colors: expected a list, found 'red'"


def test_validate_summary_agrees_in_number(tmp_path):
    """newcomer.md N14: "1 of 2 files has problems"."""
    good = tmp_path / "good.yaml"
    good.write_text("id: g\nextends: classic-108\nname: G\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(good), str(tmp_path / "missing.yaml")])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1] == "1 of 2 files has problems"


@pytest.mark.parametrize(
    ("value", "entry"),
    [
        ("ja", "- {type: plus_ten, copies: 2}"),  # refused wild: read as not wild before
        ("nein", "- {type: plus_ten, copies: 2, each_color: true}"),
    ],
)
def test_a_refused_card_type_value_is_reported_once_not_again_where_it_is_used(
    tmp_path, value, entry
):
    # newcomer review 7: `wild: ja` also gave "'plus_ten' cards come in colours" on the
    # add line, a knock-on of the salvaged stand-in (wild left out, so false)
    deck = tmp_path / "ja.yaml"
    deck.write_text(
        "id: ja\nextends: classic-108\nname: Ja\ncard_types:\n  plus_ten:\n"
        f'    label: "+10"\n    wild: {value}\n    effect: {{draw: 10}}\n'
        f"    name: {{en: Wild Draw Ten}}\nadd:\n  {entry}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert errors == [
        f"error: {deck}:7:5: card_types.plus_ten.wild: expected true or false, found '{value}'"
    ], result.output
