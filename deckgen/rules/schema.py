"""The shape of ruleset and house-rule files, as pydantic models. Internal.

Values arrive as strings from the strict YAML reader and follow the one scalar policy of
every definition file (``definitions/scalars.py``): ``true``/``false`` where a yes/no is
meant, plain whole numbers where a number is. These files took ``"yes"``/``"no"``, ``on``,
``"true"`` and quoted numbers before that policy: such values still load, each with a
warning that names the file, line and column and what to write instead.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from ..definitions.scalars import Flag, OneLine, ParagraphText, ScalarText, Whole, int_between
from ..definitions.schema import LangCode

Identifier = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=64)]
RulesetName = Annotated[str, Field(min_length=1, max_length=80), OneLine]
ScoringMode = Literal["winner_collects", "penalty_points", "lazy"]
RuleText = Annotated[str, Field(min_length=1, max_length=2000), ParagraphText]
RULE_FILE_SUFFIXES = (".yaml", ".yml")
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


def is_rule_file(ref: str) -> bool:
    """Whether a house-rule reference names a file (``.yaml``/``.yml``) rather than an id."""
    return str(ref).lower().endswith(RULE_FILE_SUFFIXES)


def _rule_ref(ref: str) -> str:
    if _ID.match(ref) or is_rule_file(ref):
        return ref
    raise ValueError(
        f"expected a house rule id (such as stacking) or the path of a house rule .yaml file, "
        f"found {ref!r}"
    )


HouseRuleRef = Annotated[str, Field(min_length=1, max_length=500), AfterValidator(_rule_ref)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


# whole numbers with their range; quoted or padded ones still taken, with a warning
PlayerCount = Annotated[int, int_between(2, 10, "players")]
HandSize = Annotated[int, int_between(1, 30, "hand_size")]
ChallengeExtra = Annotated[int, int_between(0, 10, "challenge_extra")]
UnoPenalty = Annotated[int, int_between(0, 10, "penalty")]
Target = Annotated[int, int_between(1, 100_000, "target")]
NeedRank = Annotated[int, int_between(0, 99, "rank")]
NeedDraw = Annotated[int, int_between(1, 99, "draw")]
NeedDrawMin = Annotated[int, int_between(1, 99, "draw_min")]
Bound = Annotated[int, int_between(-1_000_000, 1_000_000, "a setting's min or max")]
Setting = ScalarText  # a house rule's setting or rule point value, read by houserules.py


class Players(_Strict):
    min: PlayerCount
    max: PlayerCount

    @model_validator(mode="after")
    def _ordered(self) -> Players:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class WildDrawFour(_Strict):
    only_without_current_color: Flag = Field(
        description="legal only with no card of the current colour in hand"
    )
    challenge: Literal["next_player", "none"] = Field(description="who may challenge it")
    challenge_extra: ChallengeExtra = Field(description="cards added for a failed challenge")

    @model_validator(mode="after")
    def _challenge_checks_the_colour_rule(self) -> WildDrawFour:
        if self.challenge != "none" and not self.only_without_current_color:
            raise ValueError(
                "a challenge checks the colour rule; with only_without_current_color: false "
                "nothing can be caught, so set challenge: none"
            )
        return self


class UnoCall(_Strict):
    penalty: UnoPenalty = Field(description="cards drawn when caught")


class TwoPlayers(_Strict):
    reverse_as_skip: Flag


class Scoring(_Strict):
    mode: ScoringMode
    target: Target = Field(description="target score or points limit")


class RulesetFile(_Strict):
    """A ruleset file (``rulesets/<id>.yaml``), after ``extends:`` is resolved."""

    id: Identifier
    name: RulesetName | dict[LangCode, RulesetName] = Field(
        description="the display name: one English text, or one per language with 'en' required"
    )
    description: str | None = None
    extends: Annotated[str, Field(min_length=1, max_length=200)] | None = Field(
        None, description="a shipped ruleset id or a relative .yaml path"
    )
    players: Players
    hand_size: HandSize
    dealer: Literal["highest_card"]
    dealer_rotates: Flag
    first_card: Literal["act", "redraw_actions"]
    draw_rule: Literal["draw_one", "draw_until_playable"]
    wild_draw_four: WildDrawFour
    uno_call: UnoCall
    empty_draw_pile: Literal["reshuffle_discards"]
    two_players: TwoPlayers
    scoring: Scoring
    house_rules: list[HouseRuleRef | dict[str, Setting]] = Field(
        default_factory=list,
        description="house rules on: shipped ids or .yaml files (relative to this file), or "
        "{id: ..., <setting>: value}",
    )

    @field_validator("dealer_rotates")
    @classmethod
    def _rotating_deal(cls, rotates: bool) -> bool:
        # The rule points know who deals next only as "left" (rule 1) or "most_points"
        # (lazy scoring); a fixed dealer would also make the same player lead every round.
        if not rotates:
            raise ValueError(
                "a fixed dealer is not supported: the deal passes to the left each round "
                "(or to the player holding the most points under lazy scoring); "
                "write 'dealer_rotates: true'"
            )
        return rotates

    @field_validator("name")
    @classmethod
    def _english_name(cls, name: str | dict[str, str]) -> str | dict[str, str]:
        return _needs_english(name, "name")

    @property
    def names(self) -> dict[str, str]:
        """The display name per language (a plain ``name`` is English)."""
        return self.name if isinstance(self.name, dict) else {"en": self.name}


class ParamSpec(_Strict):
    """A house rule's setting. ``point``: the rule point an int setting sets to its value;
    ``when_yes``: the rule points a yes/no setting sets when it is yes."""

    type: Literal["int", "bool"]
    default: Setting
    min: Bound | None = None
    max: Bound | None = None
    point: str | None = None
    when_yes: dict[str, Setting] = Field(default_factory=dict)


class CardNeedSpec(_Strict):
    """Some card of the deck must match every key given."""

    type: Identifier | None = None
    rank: NeedRank | None = None
    draw: NeedDraw | None = Field(None, description="exact number of cards to draw")
    draw_min: NeedDrawMin | None = Field(None, description="draws at least this many")
    wild: Flag | None = None
    copies_over: Identifier | None = Field(
        None, description="a setting of the rule: the deck holds more copies of the card than it"
    )


class RequiresSpec(_Strict):
    """What a house rule needs of the game besides cards, and why (shown when refused)."""

    points: dict[str, str] = Field(
        default_factory=dict, description="rule points that must be in force (point: value)"
    )
    players_min: Whole | None = Field(None, ge=3, le=10, description="the fewest players it needs")
    why: str = Field(min_length=1)


def _needs_english(value: str | dict[str, str], what: str) -> str | dict[str, str]:
    if isinstance(value, dict) and "en" not in value:
        raise ValueError(f"needs an English {what} ('en: ...'), used where no other is given")
    return value


def _per_language(value: str | dict[str, str]) -> dict[str, str]:
    return value if isinstance(value, dict) else {"en": value}


class HouseRuleSpec(_Strict):
    """A house rule: in ``rulesets/house-rules.yaml`` (texts in the language catalogs) or,
    as :class:`HouseRuleFile`, in a file of its own."""

    params: dict[Identifier, ParamSpec] = Field(default_factory=dict)
    needs: list[CardNeedSpec] = Field(default_factory=list)
    conflicts: list[Identifier] = Field(
        default_factory=list,
        description="rules it cannot be on with; the shipped rules keep these in "
        "house-rule-pairs.yaml instead",
    )
    requires: RequiresSpec | None = None
    sets: dict[str, Setting] = Field(
        default_factory=dict, description="rule points this house rule sets (point: value)"
    )


class HouseRuleFile(HouseRuleSpec):
    """A house rule in a file of its own: a shipped rule's keys plus its id and its texts.

    ``name`` and ``text`` are one English text or one per language (``en`` required, used
    where a language is missing). ``text`` may name the rule's settings as ``{setting}``
    and may hold several paragraphs, separated by a blank line.
    """

    id: Identifier
    name: RulesetName | dict[LangCode, RulesetName] = Field(
        description="the rule's name: one English text, or one per language with 'en' required"
    )
    text: RuleText | dict[LangCode, RuleText] = Field(
        description="what the rule says, for the booklet: one English text, or one per "
        "language with 'en' required"
    )

    @field_validator("name", "text")
    @classmethod
    def _english(cls, value: str | dict[str, str], info) -> str | dict[str, str]:
        return _needs_english(value, info.field_name)

    @property
    def names(self) -> dict[str, str]:
        return _per_language(self.name)

    @property
    def texts(self) -> dict[str, str]:
        return _per_language(self.text)
