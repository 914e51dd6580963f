"""For authors: the JSON Schema (shipped copy up to date, accepts shipped decks) and `new`."""

from __future__ import annotations

import json

import jsonschema
import pytest
import yaml
from typer.testing import CliRunner

from deckgen import load_deck
from deckgen.cli import app
from deckgen.definitions.authoring import deck_schema_text, shipped_schema_path
from deckgen.resources import decks_dir

runner = CliRunner()


def test_shipped_schema_is_up_to_date():
    # regenerate with: python -m deckgen schema -o rulesets/deck.schema.json
    assert shipped_schema_path().read_text(encoding="utf-8") == deck_schema_text()


def test_schema_command_prints_and_writes_the_same_schema(tmp_path):
    printed = runner.invoke(app, ["schema"])
    assert printed.exit_code == 0
    target = tmp_path / "deck.schema.json"
    written = runner.invoke(app, ["schema", "-o", str(target)])
    assert written.exit_code == 0
    assert (
        json.loads(printed.output)
        == json.loads(target.read_text())
        == json.loads(deck_schema_text())
    )


def test_schema_states_bounds_and_forbids_unknown_keys():
    schema = json.loads(deck_schema_text())
    entry = schema["$defs"]["CardEntry"]
    assert entry["additionalProperties"] is False
    assert (entry["properties"]["copies"]["minimum"], entry["properties"]["copies"]["maximum"]) == (
        1,
        100,
    )
    assert entry["properties"]["each_color"]["type"] == "boolean"


@pytest.mark.parametrize("path", sorted(decks_dir().glob("*.yaml")), ids=lambda p: p.stem)
def test_shipped_decks_validate_against_the_schema_as_an_editor_would(path):
    schema = json.loads(deck_schema_text())
    jsonschema.validate(yaml.safe_load(path.read_text(encoding="utf-8")), schema)


def test_schema_rejects_what_the_loader_rejects():
    schema = json.loads(deck_schema_text())
    bad = {"id": "x", "name": "X", "colors": ["red"], "cards": [{"type": "skip", "copies": 101}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


def test_new_writes_a_commented_starter_that_validates(tmp_path):
    result = runner.invoke(
        app, ["new", "my-house", "--from", "house-plus-ten", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    path = tmp_path / "my-house.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=")
    assert "extends: house-plus-ten" in text and "# card_types:" in text
    assert "#   - {type: draw_ten, copies: 4}" in text  # the parent's cards, for reference
    deck = load_deck(path)
    # the new deck's own name on its backs, not the parent's (newcomer review N21)
    assert (deck.id, deck.total_cards, deck.back_text) == ("my-house", 112, "My house")
    # the schema beside the deck, not inside the installed package (newcomer review N11)
    schema_ref = text.splitlines()[0].split("$schema=")[1]
    assert schema_ref == "deck.schema.json"
    assert (tmp_path / schema_ref).read_text(encoding="utf-8") == deck_schema_text()


def test_new_decks_back_speaks_the_names_the_user_adds(tmp_path):
    """The starter's back text is the deck's name, so ``names:`` translate it; a back text
    of the user's own stays as written."""
    assert runner.invoke(app, ["new", "my-deck", "-o", str(tmp_path)]).exit_code == 0
    path = tmp_path / "my-deck.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace("name: My deck\n", "name: My deck\nnames: {de: Mein Spiel}\n", 1),
        encoding="utf-8",
    )
    deck = load_deck(path)
    assert (deck.back_text_in("de"), deck.back_text_in("fr")) == ("Mein Spiel", "My deck")
    path.write_text(
        path.read_text(encoding="utf-8").replace("  text: My deck", "  text: Ours", 1),
        encoding="utf-8",
    )
    assert load_deck(path).back_text_in("de") == "Ours"


def test_new_from_a_file_extends_it_by_relative_path(tmp_path):
    (tmp_path / "decks").mkdir()
    parent = tmp_path / "decks" / "mine.yaml"
    parent.write_text((decks_dir() / "classic-108.yaml").read_text().replace("classic-108", "mine"))
    result = runner.invoke(app, ["new", "child", "--from", str(parent), "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "extends: decks/mine.yaml" in (tmp_path / "child.yaml").read_text()
    assert load_deck(tmp_path / "child.yaml").total_cards == 108


def test_new_never_overwrites_without_force(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("keep me\n")
    result = runner.invoke(app, ["new", "mine", "-o", str(tmp_path)])
    assert result.exit_code == 1
    assert "already exists" in result.output and "--force" in result.output
    assert path.read_text() == "keep me\n"
    forced = runner.invoke(app, ["new", "mine", "-o", str(tmp_path), "--force"])
    assert forced.exit_code == 0
    assert load_deck(path).total_cards == 108


def test_new_refuses_a_bad_name_and_a_missing_parent(tmp_path):
    bad_name = runner.invoke(app, ["new", "My Deck", "-o", str(tmp_path)])
    assert bad_name.exit_code == 1 and "cannot be a deck id" in bad_name.output
    missing = runner.invoke(app, ["new", "ok", "--from", "classic-109", "-o", str(tmp_path)])
    assert missing.exit_code == 1 and "did you mean 'classic-108'" in missing.output
    assert list(tmp_path.iterdir()) == []
