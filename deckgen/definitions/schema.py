"""The shape of a deck definition file, as pydantic models (YAML → checked data).

Internal. A deck is a recipe: each entry of ``cards`` is a card type, optional ranks,
a number of copies and the colours it comes in. ``loader.py`` turns a checked file into the
frozen :class:`~deckgen.definitions.model.Deck`.
"""

from __future__ import annotations

import difflib
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .catalog import BUILTIN_CARD_TYPES

MAX_COPIES_PER_ENTRY = 100
MAX_CARDS_PER_DECK = 5000

Identifier = Annotated[
    str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=64, description="lower-case id")
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class CardEntry(_Strict):
    """One line of the recipe: ``copies`` of a card type, per rank and per colour."""

    type: str = Field(description="a card type id, e.g. number, skip, wild")
    ranks: list[Annotated[int, Field(ge=0, le=99)]] | None = Field(
        None, description="for number cards: the ranks, each giving its own face"
    )
    copies: int = Field(1, ge=1, le=MAX_COPIES_PER_ENTRY, description="copies of each face")
    each_color: bool = Field(False, description="one set per colour of the deck")
    colors: list[str] | None = Field(None, description="only these colours of the deck")

    @field_validator("type")
    @classmethod
    def _known_type(cls, value: str) -> str:
        if value not in BUILTIN_CARD_TYPES:
            near = difflib.get_close_matches(value, BUILTIN_CARD_TYPES, n=1)
            hint = f"did you mean '{near[0]}'? " if near else ""
            raise ValueError(
                f"unknown card type '{value}'; {hint}known types: {', '.join(BUILTIN_CARD_TYPES)}"
            )
        return value

    @model_validator(mode="after")
    def _consistent(self) -> CardEntry:
        card_type = BUILTIN_CARD_TYPES[self.type]
        if self.type == "number" and not self.ranks:
            raise ValueError("number cards need 'ranks', e.g. ranks: [1, 2, 3]")
        if self.type != "number" and self.ranks is not None:
            raise ValueError(f"'ranks' is only for number cards, not for {self.type}")
        if card_type.wild and (self.each_color or self.colors):
            raise ValueError(f"{self.type} cards are wild: they take no 'each_color' or 'colors'")
        if not card_type.wild and not (self.each_color or self.colors):
            raise ValueError(
                f"{self.type} cards are coloured: set 'each_color: true' or list 'colors'"
            )
        return self


class DeckFile(_Strict):
    """A deck definition file (``rulesets/decks/<id>.yaml``)."""

    id: Identifier
    name: str = Field(min_length=1, max_length=80)
    description: str | None = None
    back_text: str | None = Field(None, max_length=40, description="name printed on the back")
    colors: list[Identifier] = Field(min_length=1, max_length=8)
    cards: list[CardEntry] = Field(min_length=1)

    @model_validator(mode="after")
    def _colours_known(self) -> DeckFile:
        if len(set(self.colors)) != len(self.colors):
            raise ValueError("'colors' lists a colour twice")
        for index, entry in enumerate(self.cards):
            for color in entry.colors or ():
                if color not in self.colors:
                    raise ValueError(
                        f"cards[{index}] uses colour '{color}', which is not in the deck's "
                        f"colors ({', '.join(self.colors)})"
                    )
        return self
