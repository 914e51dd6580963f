"""The shape of a deck definition file, as pydantic models (YAML → checked data).

Internal. A deck is a recipe: each entry of ``cards`` is a card type, optional ranks,
a number of copies and the colours it comes in. A deck may declare its own ``card_types``
and ``extends:`` another deck, then ``remove``, ``replace`` and ``add`` entries.
``resolve.py`` follows ``extends:`` and checks what depends on other files (known card
types, colours); ``loader.py`` turns the result into the frozen
:class:`~deckgen.definitions.model.Deck`. ``deckgen schema`` publishes these models as a
JSON Schema for editors.

Bounds (each protects a user from a typo that would print thousands of pages):
``copies`` 1-100 per entry, at most 1,000 cards in a deck, ranks 0-99, labels up to 5
characters, names up to 40, rule texts up to 300, at most 64 declared card types.

Text and control characters: a text printed on one line (a card's ``label`` and ``name``,
the deck's ``name`` and ``names``) refuses a line break, tab, carriage return or any other
control character, naming where it is. The back's name (``back.text``, ``back_text``) may
hold one line break: it is printed on two lines, as written ("Night\\nOwls"). A rule text
keeps its line breaks (on the card and in the booklet) and reads a tab as a space; other
control characters are refused. Every character of a text that is drawn must have a glyph
in the card fonts (checked when the deck is loaded, see ``glyphs.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .catalog import DEFAULT_POINTS
from .scalars import DeckNameLine, Flag, OneLine, ParagraphText, TwoLines, Whole, bounded_int

MAX_COPIES_PER_ENTRY = 100
MAX_CARDS_PER_DECK = 1000
MAX_RANK = 99
MAX_POINTS = 500
MAX_DRAW = 99
MAX_LABEL_CHARS = 5
MAX_CARD_TYPES = 64

ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"
LANG_PATTERN = r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
BACK_IMAGE_PATTERN = r"\.([Pp][Nn][Gg]|[Jj][Pp][Ee]?[Gg])$"  # no inline flags: editors' regex

ImagePath = Annotated[str, Field(min_length=1, max_length=260, pattern=BACK_IMAGE_PATTERN)]
"""A picture's path as a deck file gives it: a ``.png``/``.jpg``/``.jpeg`` name."""

Identifier = Annotated[
    str,
    Field(pattern=ID_PATTERN, max_length=64, description="lower-case id: a-z, 0-9, '-', '_'"),
]
LangCode = Annotated[
    str, Field(pattern=LANG_PATTERN, description="a language code: en, ru, hu, sq, th, de-AT")
]
if TYPE_CHECKING:  # to a type checker these are ints; pydantic gets the bounded types
    Copies = int
    Rank = int
    Points = int
    DrawCount = int
else:
    Copies = bounded_int(1, MAX_COPIES_PER_ENTRY, "copies", "copies of each face (1-100)")
    Rank = bounded_int(0, MAX_RANK, "a rank", "a number card's value (0-99)")
    Points = bounded_int(0, MAX_POINTS, "points", "points the card scores (0-500)")
    DrawCount = bounded_int(0, MAX_DRAW, "draw", "cards the next player draws (0-99)")
Name = Annotated[str, Field(min_length=1, max_length=40), OneLine]
RuleText = Annotated[str, Field(min_length=1, max_length=300), ParagraphText]
DeckName = Annotated[str, Field(min_length=1, max_length=80), DeckNameLine]
BackText = Annotated[str, Field(max_length=40), TwoLines]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class EffectDef(_Strict):
    """What playing the card does, as data."""

    draw: DrawCount = 0
    skip_turn: Flag = Field(False, description="the next player loses the turn")
    reverse: Flag = Field(False, description="the direction of play changes")
    choose_color: Flag = Field(False, description="the player names the next colour")
    hands: Literal["swap", "shuffle"] | None = Field(
        None, description="swap hands with a player, or shuffle and deal all hands again"
    )
    challengeable: Flag = Field(
        False,
        description="a wild draw card legal only without the colour in play, and open to a "
        "challenge like the Wild Draw Four",
    )


class CardTypeDef(_Strict):
    """A card type declared by a deck (``card_types: {draw_ten: {...}}``)."""

    name: dict[LangCode, Name] = Field(
        description="the card's name per language; 'en' is required (the fallback)"
    )
    wild: Flag = Field(
        description="true: a black card with no colour of its own; false: comes in colours"
    )
    label: Annotated[str, Field(min_length=1, max_length=MAX_LABEL_CHARS), OneLine] | None = Field(
        None, description="text printed big on the card, e.g. '+10', '+1', '×2' (quote it)"
    )
    symbol: Literal["skip", "reverse", "draw_two", "wild"] | None = Field(
        None, description="a drawn symbol; wild cards default to the colour wheel"
    )
    points: Points = Field(DEFAULT_POINTS, description=f"scoring value (default {DEFAULT_POINTS})")
    effect: EffectDef = Field(default_factory=EffectDef)
    rule: dict[LangCode, RuleText] | None = Field(
        None, description="a short rule text per language, for the card and the booklet"
    )
    image: ImagePath | None = Field(
        None,
        description="your own picture (PNG or JPEG) shown in the ellipse of every card of "
        "this type, path relative to this file; scaled to fill the ellipse and centred",
    )
    image_area: Literal["ellipse", "panel"] = Field(
        "ellipse",
        description="where 'image' goes: ellipse (cut to the tilted ellipse) or panel (the "
        "whole coloured field inside the border, to the edge on full-bleed)",
    )

    @model_validator(mode="after")
    def _area_needs_image(self) -> CardTypeDef:
        if "image_area" in self.model_fields_set and self.image is None:
            raise ValueError("'image_area' places a picture: give 'image' as well")
        return self

    @field_validator("name")
    @classmethod
    def _english_name(cls, names: dict[str, str]) -> dict[str, str]:
        if "en" not in names:
            raise ValueError("needs an English name ('en: ...'), used where no other fits")
        return names


class CardEntry(_Strict):
    """One line of the recipe: ``copies`` of a card type, per rank and per colour."""

    type: Identifier = Field(description="a card type id: number, skip, wild, or a declared one")
    ranks: list[Rank] | None = Field(
        None, min_length=1, max_length=100, description="number cards only: one face per rank"
    )
    copies: Copies = 1
    each_color: Flag = Field(False, description="one set in each colour of the deck")
    colors: list[Identifier] | None = Field(
        None, min_length=1, description="only these colours of the deck"
    )


class BackDef(_Strict):
    """The card back (``back: {text: ..., image: ...}``); a key left out comes from the
    parent deck (a family of decks shares one back, so their cards can be mixed)."""

    text: BackText | None = Field(
        None,
        max_length=40,
        description="name printed on the back in every language ('' for none), on two lines "
        "if it holds one line break; default: the parent's, else name and names",
    )
    image: ImagePath | None = Field(
        None,
        description="a PNG or JPEG covering the whole back, bleed included (62 x 93 mm for "
        "the default card), path relative to this file; scaled to fill and centred",
    )


class PlayerRange(_Strict):
    """How many can play with a deck (2-10, the rule sheets' range)."""

    min: Whole = Field(2, ge=2, le=10)
    max: Whole = Field(10, ge=2, le=10)

    @model_validator(mode="after")
    def _ordered(self) -> PlayerRange:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is more than max ({self.max})")
        return self


class DeckFile(_Strict):
    """A deck definition file (``rulesets/decks/<id>.yaml``)."""

    model_config = ConfigDict(title="deckgen deck definition")

    id: Identifier
    name: DeckName
    names: dict[LangCode, DeckName] = Field(
        default_factory=dict,
        description="the deck's name in other languages (booklet and PDF titles, the card "
        "back); 'name' is the fallback",
    )
    players: PlayerRange | None = Field(
        None,
        description="who the deck is made for; booklets say the narrower of this and the ruleset's",
    )
    extends: Annotated[str, Field(min_length=1, max_length=200)] | None = Field(
        None, description="a shipped deck id, a sibling deck id, or a relative .yaml path"
    )
    description: str | None = None
    back: BackDef | None = Field(None, description="the card back: its name and/or an image")
    back_text: BackText | None = Field(
        None, description="older spelling of back.text (give one of them)"
    )
    colors: list[Identifier] | None = Field(
        None, min_length=1, max_length=8, description="required unless inherited"
    )
    card_types: dict[Identifier, CardTypeDef] = Field(
        default_factory=dict, max_length=MAX_CARD_TYPES, description="card types of this deck"
    )
    cards: list[CardEntry] | None = Field(
        None, min_length=1, max_length=200, description="the recipe; required unless inherited"
    )
    remove: list[Identifier] = Field(
        default_factory=list, description="with extends: drop every entry of these card types"
    )
    replace: dict[Identifier, Identifier] = Field(
        default_factory=dict, description="with extends: old type → new type, same copies"
    )
    add: list[CardEntry] = Field(
        default_factory=list, max_length=200, description="with extends: entries appended"
    )


def deck_json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of deck files, generated from :class:`DeckFile`.

    Each key spelled ``color`` also appears in its old spelling (``choose_colour``), marked
    ``deprecated``: the loader still takes it, with a warning, so an editor must not call
    it an error either.
    """
    schema = DeckFile.model_json_schema()
    for node in (schema, *schema.get("$defs", {}).values()):
        _add_old_spellings(node.get("properties", {}))
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **schema,
    }


def _add_old_spellings(properties: dict[str, Any]) -> None:
    for name, spec in list(properties.items()):
        if "color" in name:
            old = name.replace("color", "colour")
            kept = {k: v for k, v in spec.items() if k not in ("title", "description")}
            properties[old] = {
                **kept,
                "deprecated": True,
                "description": f"old spelling of {name}: write {name}",
            }
