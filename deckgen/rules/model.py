"""The frozen model of a ruleset and its house rules. Internal; re-exported from deckgen."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..definitions.model import Deck, Face
from .points import RulePoints


@dataclass(frozen=True)
class CardNeed:
    """A card the deck must hold for a house rule: every field given must match one face."""

    type: str | None = None
    rank: int | None = None
    draw: int | None = None
    draw_min: int | None = None
    wild: bool | None = None
    copies_min: int | None = None  # the deck holds at least this many of the face

    def matches(self, face: Face, copies: int = 1) -> bool:
        draw = face.card_type.effect.draw
        return (
            (self.type is None or face.card_type.id == self.type)
            and (self.rank is None or face.rank == self.rank)
            and (self.draw is None or draw == self.draw)
            and (self.draw_min is None or draw >= self.draw_min)
            and (self.wild is None or face.card_type.wild == self.wild)
            and (self.copies_min is None or copies >= self.copies_min)
        )

    def describe(self) -> str:
        """``"a card with rank 7"``, ``"a wild card that draws 10"``, ... (for errors)."""
        parts = []
        if self.type:
            parts.append(f"of type {self.type}")
        if self.rank is not None:
            parts.append(f"with rank {self.rank}")
        if self.draw is not None:
            parts.append(f"that draws {self.draw}")
        if self.draw_min is not None:
            parts.append("that makes the next player draw")
        kind = {True: "a wild card", False: "a coloured card", None: "a card"}[self.wild]
        if self.copies_min is not None:
            over = self.copies_min - 1
            kind = f"more than {over} cop{'y' if over == 1 else 'ies'} of {kind}"
        return " ".join([kind, *parts])


SCORING_NAMES = {
    "winner_collects": "winner-collects scoring",
    "penalty_points": "penalty points",
    "lazy": "lazy scoring",
}
"""What each ``scoring.mode`` is called in messages and listings."""

_SCORING_HOW = {
    "winner_collects": "each round's winner scores the cards left in the other hands",
    "penalty_points": "each player is charged the points left in their own hand",
    "lazy": "no score is kept",
}


def describe_scoring(mode: str, target: int) -> str:
    """``"penalty points to 101: each player is charged ..."`` (for errors)."""
    name = SCORING_NAMES.get(mode, mode)
    name = name if mode == "lazy" else f"{name} to {target}"
    how = _SCORING_HOW.get(mode)
    return f"{name}: {how}" if how else name


@dataclass(frozen=True)
class HouseRule:
    """A house rule switched on, with its parameter values (``params``: name → int/bool).

    A shipped rule's texts are in the language catalogs (``house.<id>``); a rule from a
    file of its own carries them: ``names`` and ``texts`` are (language, text) pairs, with
    English always present, and ``source`` is the file's resolved path (``None`` for a
    shipped rule).
    ``conflicts``: the rules it cannot be on with (for shipped rules, the refused pairs of
    ``house-rule-pairs.yaml``). ``requires``: rule points that must be in force once every
    rule is laid over the ruleset; ``players_min``: the fewest players it makes sense for;
    ``requires_why``: the reason for both, in English (ends the refusal message).
    """

    id: str
    params: tuple[tuple[str, int | bool], ...] = ()
    needs: tuple[CardNeed, ...] = ()
    conflicts: tuple[str, ...] = ()
    sets: tuple[tuple[str, int | bool | str | None], ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    texts: tuple[tuple[str, str], ...] = ()
    source: Path | None = None
    requires: tuple[tuple[str, int | bool | str | None], ...] = ()
    players_min: int | None = None
    requires_why: str | None = None

    def param(self, name: str) -> int | bool:
        return dict(self.params)[name]

    @property
    def reference(self) -> str:
        """What switches this rule on again: its id, or the path of its file."""
        return str(self.source) if self.source else self.id

    def name_in(self, lang: str) -> str:
        """A rule file's own name in ``lang``, else English (see :attr:`names`)."""
        names = dict(self.names)
        return names.get(lang, names.get("en", self.id))

    def text_in(self, lang: str) -> str:
        """A rule file's own text in ``lang``, else English (see :attr:`texts`)."""
        texts = dict(self.texts)
        return texts.get(lang, texts.get("en", ""))

    def missing_cards(self, deck: Deck) -> list[CardNeed]:
        """The needs no face of ``deck`` satisfies (empty if the deck can play the rule)."""
        return [
            need
            for need in self.needs
            if not any(need.matches(fc.face, fc.count) for fc in deck.faces)
        ]


@dataclass(frozen=True)
class Ruleset:
    """How the game is played: the rule points in force and the house rules that set some.

    ``points`` holds every rule point after the ruleset file and then its house rules set
    theirs; it is the one place rules are read from (:mod:`deckgen.rules.points`, whose
    defaults are the standard rule sheet: 7 cards, a failed challenge costs 4 + 2, UNO
    penalty 2, target 500), and ``points.source_of(name)`` says which file set each.
    ``name`` is the English display name; ``names`` holds (language, name) pairs from the
    file (see :meth:`name_in`). ``listed`` holds the ids of the house rules the ruleset
    file itself lists (its name already stands for them, as "Party rules" does); the
    others in ``house_rules`` were switched on besides (``--house-rule``), see :attr:`added`.
    """

    id: str
    name: str
    house_rules: tuple[HouseRule, ...] = ()
    description: str | None = None
    source: Path | None = None
    names: tuple[tuple[str, str], ...] = ()
    points: RulePoints = RulePoints()
    listed: tuple[str, ...] = ()

    @property
    def added(self) -> tuple[HouseRule, ...]:
        """The house rules on besides those the ruleset file lists (``--house-rule``), in
        the order given; the booklet's subtitle counts them."""
        return tuple(rule for rule in self.house_rules if rule.id not in self.listed)

    def name_in(self, lang: str) -> str:
        """The display name in ``lang`` if the ruleset file gives one, else English (``name``)."""
        return dict(self.names).get(lang, self.name)

    def house_rule(self, rule_id: str) -> HouseRule | None:
        return next((rule for rule in self.house_rules if rule.id == rule_id), None)

    def has(self, rule_id: str) -> bool:
        return self.house_rule(rule_id) is not None
