"""Help for deck authors: the JSON Schema file and commented starter decks.

Internal; used by ``deckgen schema`` and ``deckgen new``. Both write through
:func:`deckgen.output.atomic_path`, so a failed run leaves no half-written file.
"""

from __future__ import annotations

import json
import os
import re
import textwrap
from pathlib import Path

from ..errors import DefinitionError, OutputError
from ..output import atomic_path
from ..resources import rulesets_dir
from .loader import load_deck, resolve_deck_path, shipped_deck_ids
from .resolve import read_recipe
from .schema import ID_PATTERN, deck_json_schema

SCHEMA_FILE_NAME = "deck.schema.json"


def shipped_schema_path() -> Path:
    """Where the repository keeps the generated schema (``rulesets/deck.schema.json``)."""
    return rulesets_dir() / SCHEMA_FILE_NAME


def deck_schema_text() -> str:
    """The JSON Schema of deck files as stable, indented JSON text (ends with a newline)."""
    return json.dumps(deck_json_schema(), indent=2, ensure_ascii=False) + "\n"


def write_deck_schema(path: Path) -> Path:
    """Write the deck JSON Schema to ``path`` (atomically); returns ``path``."""
    with atomic_path(Path(path)) as tmp:
        tmp.write_text(deck_schema_text(), encoding="utf-8")
    return Path(path)


def new_deck_file(
    name: str, from_deck: str = "classic-108", out_dir: Path | None = None, force: bool = False
) -> Path:
    """Write ``<out_dir>/<name>.yaml``: a commented deck that extends ``from_deck``.

    ``name`` becomes the deck id (lower-case letters, digits, ``-``, ``_``). ``from_deck`` is
    a shipped deck id or a deck file (then named by a path relative to the new file).
    The written file is validated before it replaces anything. ``deck.schema.json`` is
    written (or brought up to date) beside it, and the file's first line points there. Raises
    :class:`DefinitionError` for a bad name or parent, :class:`OutputError` if the file exists
    and ``force`` is false.
    """
    if not re.fullmatch(ID_PATTERN, name) or len(name) > 64:
        raise DefinitionError(
            f"'{name}' cannot be a deck id: use lower-case letters, digits, '-' and '_' "
            "(e.g. my-house-deck)"
        )
    folder = Path(out_dir) if out_dir is not None else Path.cwd()
    target = folder / f"{name}.yaml"
    if target.exists() and not force:
        raise OutputError(f"{target} already exists; pick another name or add --force")
    parent_path = resolve_deck_path(from_deck)
    if str(from_deck) in shipped_deck_ids() and parent_path.parent == rulesets_dir() / "decks":
        extends = str(from_deck)
    else:
        extends = _relative(parent_path, folder)
    text = starter_text(name, extends, parent_path, SCHEMA_FILE_NAME)
    with atomic_path(target) as tmp:
        tmp.write_text(text, encoding="utf-8")
        load_deck(tmp)  # never leave a starter that does not validate
    # the editor's schema beside the deck: a path into an installed package would break
    # when its virtual environment is rebuilt (newcomer review N11)
    schema_path = folder / SCHEMA_FILE_NAME
    if not schema_path.is_file() or schema_path.read_text(encoding="utf-8") != deck_schema_text():
        write_deck_schema(schema_path)
    return target


def _relative(path: Path, folder: Path) -> str:
    try:
        return Path(os.path.relpath(path.resolve(), folder.resolve())).as_posix()
    except ValueError:  # another drive on Windows
        return path.resolve().as_uri()


def starter_text(name: str, extends: str, parent_path: Path, schema_ref: str) -> str:
    """The commented YAML of a starter deck ``name`` extending ``extends``."""
    parent = load_deck(parent_path)
    recipe = read_recipe(parent_path)
    entries = ["#   - " + _flow(p.entry.model_dump(exclude_defaults=True)) for p in recipe.entries]
    types = textwrap.fill(
        "Card types you can use: " + ", ".join(sorted(recipe.card_types)) + ".",
        width=88,
        initial_indent="# ",
        subsequent_indent="#   ",
    )
    title = name.replace("-", " ").replace("_", " ").capitalize()
    return _STARTER.format(
        schema=schema_ref,
        name=name,
        title=title,
        back_pad=" " * max(1, 32 - len(title)),
        extends=extends,
        parent=parent.id,
        parent_cards=parent.total_cards,
        entries="\n".join(entries),
        types=types,
    )


def _flow(data: dict) -> str:
    """``{type: number, ranks: [0], copies: 1}``: a one-line YAML mapping."""
    parts = []
    for key, value in data.items():
        if isinstance(value, list):
            value = "[" + ", ".join(str(v) for v in value) + "]"
        elif isinstance(value, bool):
            value = "true" if value else "false"
        parts.append(f"{key}: {value}")
    return "{" + ", ".join(parts) + "}"


_STARTER = """\
# yaml-language-server: $schema={schema}
# {title}: a deck of your own, starting from '{parent}' ({parent_cards} cards).
#   check it:  deckgen validate {name}.yaml
#   see it:    deckgen info {name}.yaml
#   print it:  deckgen build {name}.yaml
#   in German, with house rules:  deckgen build {name}.yaml --lang de --house-rule stacking
#              (deckgen house-rules lists them and says what each does)
id: {name}
extends: {extends}
name: {title}
# names: {{de: ..., fr: ...}}            # the name in other languages (without: 'name' in all)
# description: One line saying what is special about this deck.
back:
  text: {title}{back_pad}# the name on the backs, in names: languages too ('' for none;
                                        # delete 'back:' to keep '{parent}' backs, so cards mix)
#  image: back.png                      # PNG/JPEG, 62 x 93 mm with bleed, next to this file

# Card types of your own. Each needs a name per language ('en' is required) and says
# whether it is wild (black, no colour of its own) or comes in the deck's colours.
# points default to 50. Quote labels such as "+10" so every YAML tool keeps them as text.
# A built-in id (draw_ten, wild, ...) declared here is replaced: your names, rule and effect
# are used everywhere. A card without 'effect:' (or 'rule:') has no action when played.
# card_types:
#   draw_ten:
#     label: "+10"
#     wild: true
#     points: 50
#     effect: {{draw: 10, skip_turn: true, choose_color: true}}
#     name: {{en: Wild Draw Ten}}
#     rule: {{en: Name the colour. The next player draws ten cards and misses the turn.}}
#   plus_one:
#     label: "+1"
#     wild: false                       # one in each colour, with each_color below
#     points: 20
#     effect: {{draw: 1}}
#     name: {{en: Draw One}}

# Changes to the parent's cards, applied in this order (copies: 1-100 per entry,
# at most 1,000 cards in a deck):
# remove: [wild_draw_four]              # drop every entry of these card types
# replace: {{wild: draw_ten}}             # same copies, another card type
# add:
#   - {{type: draw_ten, copies: 2}}       # wild cards take no colours
#   - {{type: plus_one, copies: 1, each_color: true}}
#
# Or list every card yourself with 'cards:' (this replaces the parent's list).
# The parent's cards:
{entries}
#
{types}
"""
