"""The shape of ruleset and house-rule files, as pydantic models. Internal.

Values arrive as strings from the strict YAML reader; pydantic converts them where a number
or a yes/no is meant (``"yes"``/``"no"``, ``"true"``/``"false"``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..definitions.schema import LangCode

Identifier = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=64)]
RulesetName = Annotated[str, Field(min_length=1, max_length=80)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Players(_Strict):
    min: int = Field(ge=2, le=10)
    max: int = Field(ge=2, le=10)

    @model_validator(mode="after")
    def _ordered(self) -> Players:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class WildDrawFour(_Strict):
    only_without_current_colour: bool = Field(
        description="legal only with no card of the current colour in hand"
    )
    challenge: Literal["next_player", "none"] = Field(description="who may challenge it")
    challenge_extra: int = Field(ge=0, le=10, description="cards added for a failed challenge")

    @model_validator(mode="after")
    def _challenge_checks_the_colour_rule(self) -> WildDrawFour:
        if self.challenge != "none" and not self.only_without_current_colour:
            raise ValueError(
                "a challenge checks the colour rule; with only_without_current_colour: no "
                "nothing can be caught, so set challenge: none"
            )
        return self


class UnoCall(_Strict):
    penalty: int = Field(ge=0, le=10, description="cards drawn when caught")


class TwoPlayers(_Strict):
    reverse_as_skip: bool


class Scoring(_Strict):
    mode: Literal["winner_collects", "penalty_points", "lazy"]
    target: int = Field(ge=1, le=100_000, description="target score or points limit")


class RulesetFile(_Strict):
    """A ruleset file (``rulesets/<id>.yaml``), after ``extends:`` is resolved."""

    id: Identifier
    name: RulesetName | dict[LangCode, RulesetName] = Field(
        description="the display name: one English text, or one per language with 'en' required"
    )
    description: str | None = None
    extends: Identifier | None = None
    players: Players
    hand_size: int = Field(ge=1, le=30)
    dealer: Literal["highest_card"]
    dealer_rotates: bool
    first_card: Literal["act", "redraw_actions"]
    draw_rule: Literal["draw_one", "draw_until_playable"]
    wild_draw_four: WildDrawFour
    uno_call: UnoCall
    empty_draw_pile: Literal["reshuffle_discards"]
    two_players: TwoPlayers
    scoring: Scoring
    house_rules: list[Identifier | dict[str, str]] = Field(default_factory=list)

    @field_validator("name")
    @classmethod
    def _english_name(cls, name: str | dict[str, str]) -> str | dict[str, str]:
        if isinstance(name, dict) and "en" not in name:
            raise ValueError("needs an English name ('en: ...'), used where no other is given")
        return name

    @property
    def names(self) -> dict[str, str]:
        """The display name per language (a plain ``name`` is English)."""
        return self.name if isinstance(self.name, dict) else {"en": self.name}


class ParamSpec(_Strict):
    """A house rule's setting. ``point``: the rule point an int setting sets to its value;
    ``when_yes``: the rule points a yes/no setting sets when it is yes."""

    type: Literal["int", "bool"]
    default: str
    min: int | None = None
    max: int | None = None
    point: str | None = None
    when_yes: dict[str, str] = Field(default_factory=dict)


class CardNeedSpec(_Strict):
    """Some card of the deck must match every key given."""

    type: Identifier | None = None
    rank: int | None = Field(None, ge=0, le=99)
    draw: int | None = Field(None, ge=1, le=99, description="exact number of cards to draw")
    draw_min: int | None = Field(None, ge=1, le=99, description="draws at least this many")
    wild: bool | None = None
    copies_over: Identifier | None = Field(
        None, description="a setting of the rule: the deck holds more copies of the card than it"
    )


class RequiresSpec(_Strict):
    """What a house rule needs of the game besides cards, and why (shown when refused)."""

    points: dict[str, str] = Field(
        default_factory=dict, description="rule points that must be in force (point: value)"
    )
    players_min: int | None = Field(None, ge=3, le=10, description="the fewest players it needs")
    why: str = Field(min_length=1)


class HouseRuleSpec(_Strict):
    params: dict[Identifier, ParamSpec] = Field(default_factory=dict)
    needs: list[CardNeedSpec] = Field(default_factory=list)
    conflicts: list[Identifier] = Field(
        default_factory=list,
        description="rules it cannot be on with; the shipped rules keep these in "
        "house-rule-pairs.yaml instead",
    )
    requires: RequiresSpec | None = None
    sets: dict[str, str] = Field(
        default_factory=dict, description="rule points this house rule sets (point: value)"
    )
