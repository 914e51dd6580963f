"""A configuration to measure: a deck, a ruleset and house rules, written as one SPEC. Internal.

``DECK[:RULESET][+HOUSE_RULE…]``, e.g. ``classic-108:official`` or
``house-plus-ten:plus-ten+stacking``. Each part is a shipped id or a file path, as the
other commands take them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..definitions.loader import DEFAULT_DECK, load_deck
from ..definitions.model import Deck
from ..definitions.paths import names_a_path
from ..errors import DefinitionError, excerpt
from ..rules.blanks import deck_in_play
from ..rules.houserules import house_rule_ids
from ..rules.loader import DEFAULT_RULESET, RULESET, load_ruleset, split_house_rules
from ..rules.points import RulePoints

_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")  # C:\ or C:/ starts a Windows path, not a ruleset


@dataclass(frozen=True)
class SimulationSpec:
    """One configuration: ``deck`` (id or path), ``ruleset`` (id or path, default
    ``official``) and ``house_rules`` switched on in addition to the ruleset's own.

    ``str(spec)`` writes it back as ``DECK:RULESET+HOUSE_RULE…``.
    """

    deck: str
    ruleset: str = DEFAULT_RULESET
    house_rules: tuple[str, ...] = field(default=())

    @classmethod
    def parse(cls, text: str) -> SimulationSpec:
        """Read ``DECK[:RULESET][+HOUSE_RULE…]`` (no ruleset: ``official``).

        Text naming an existing file is a deck path as a whole (a path may hold ``:`` or
        ``+``). Raises :class:`DefinitionError` for an empty part (``classic-108:``,
        ``a++b``), quoting at most 40 characters of the text.
        """
        deck, ruleset, house = _split(text)
        return cls(deck, ruleset or DEFAULT_RULESET, house)

    @classmethod
    def from_options(
        cls, spec: str | None, ruleset: str | None = None, house_rules: Sequence[str] = ()
    ) -> SimulationSpec:
        """The configuration a command line names: ``spec`` (a deck, or a whole SPEC;
        default ``classic-108``), then ``ruleset`` and ``house_rules`` given apart (added
        after the spec's own). Raises :class:`DefinitionError` as :meth:`parse`, or when
        both ``spec`` and ``ruleset`` name a ruleset.
        """
        deck, named, house = _split(DEFAULT_DECK if spec is None else spec)
        if named and ruleset and named != ruleset:
            raise DefinitionError(
                f"two rulesets named: '{excerpt(named)}' in '{excerpt(spec)}' and "
                f"--ruleset {excerpt(ruleset)}; keep one"
            )
        return cls(
            deck, named or ruleset or DEFAULT_RULESET, split_house_rules((*house, *house_rules))
        )

    def __str__(self) -> str:
        return "+".join([f"{self.deck}:{self.ruleset}", *self.house_rules])

    def load(self) -> tuple[Deck, RulePoints]:
        """The deck as played (:func:`~deckgen.rules.blanks.deck_in_play`: with ``plus-ten``
        the blanks of ``classic-112-blanks`` are Wild Draw Ten) and the rule points in force.
        Raises :class:`DefinitionError` as :func:`deckgen.load_deck` and
        :func:`deckgen.load_ruleset` do."""
        deck = load_deck(self.deck)
        _house_rule_as_ruleset(self)
        named_by = f"'{excerpt(str(self))}'"  # a house rule of the SPEC, not of --house-rule
        rules = load_ruleset(self.ruleset, self.house_rules, deck=deck, named_by=named_by)
        return deck_in_play(deck, rules), rules.points  # blanks written on (+10) play so


def _house_rule_as_ruleset(spec: SimulationSpec) -> None:
    """Raise :class:`DefinitionError` when ``spec``'s ruleset is no ruleset but a shipped
    house rule's id (``my-deck.yaml:stacking``): say to write it ``+stacking``."""
    ruleset = spec.ruleset
    if names_a_path(ruleset) or Path(ruleset).is_file() or RULESET.shipped_path(ruleset):
        return
    if ruleset in house_rule_ids():
        raise DefinitionError(
            f"'{excerpt(str(spec))}': '{excerpt(ruleset)}' is a house rule, not a ruleset; "
            f"write it with a plus: {spec.deck}+{ruleset} (or {spec.deck}:official+{ruleset})"
        )


def _split(text: str) -> tuple[str, str | None, tuple[str, ...]]:
    """``(deck, ruleset or None, house rules)`` of a SPEC (see :meth:`SimulationSpec.parse`)."""
    text = text.strip()
    if text and Path(text).is_file():
        return text, None, ()
    colon = text.find(":", 2 if _DRIVE.match(text) else 0)
    if colon >= 0:
        deck, ruleset, *house = [text[:colon], *text[colon + 1 :].split("+")]
    else:
        (deck, *house), ruleset = text.split("+"), None
    parts = {
        "deck": deck,
        "ruleset": ruleset,
        "house rule": "-" if all(h.strip() for h in house) else "",
    }
    empty = [name for name, value in parts.items() if value is not None and not value.strip()]
    if empty:
        raise DefinitionError(
            f"'{excerpt(text)}': no {empty[0]} named; write DECK[:RULESET][+HOUSE_RULE…], "
            "e.g. classic-108:official or house-plus-ten:plus-ten+stacking"
        )
    return deck.strip(), ruleset.strip() if ruleset else None, tuple(h.strip() for h in house)
