"""What every part of a booklet reads: the catalog (recording each key used), the rule
points in force, and the deck's cards grouped by type. Internal.

The section builders (:mod:`.play`, :mod:`.cards`, :mod:`.house`) take a :class:`Context`
and return blocks; :mod:`.content` puts the sections together. Nothing here imports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from babel.lists import format_list

from ..definitions.model import CardType, Deck, Effect, Face
from ..rules.model import Ruleset
from ..rules.points import RulePoints
from ..text.cardnames import colour_name, has_type_name, type_name
from ..text.catalog import OPTIONAL_TEMPLATES, QUOTE_KEY, RANK_FORMS, Catalog, NameList
from . import sentences

if TYPE_CHECKING:
    from ..simulation.roundlength import RoundLength

MAX_PLAYERS = 10


def first_upper(text: str) -> str:
    """``text`` with its first letter upper case, the rest untouched (``str.capitalize``
    would lower "rouge FONCÉ"); a script without case (Thai) stays as it is."""
    return text[:1].upper() + text[1:]


WORD_FORMS = ("colour_number.", *RANK_FORMS, *OPTIONAL_TEMPLATES)
"""Keys of word forms a card name is built from (a colour as it names a number card), not
sentences: not recorded, since a language may take them from its own optional keys."""


class Texts:
    """A catalog that records the keys it is asked for, in order (``keys``), but for
    :data:`WORD_FORMS`."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.lang = catalog.lang
        self.keys: list[str] = []

    def _used(self, key: str) -> None:
        if key not in self.keys and not key.startswith(WORD_FORMS):
            self.keys.append(key)

    def _quoting(self, values: dict[str, object]) -> None:
        """A list of several names quotes each name: record the quote convention used."""
        quoted = (
            isinstance(v, NameList) and (len(v.names) > 1 or v.quote_one) for v in values.values()
        )
        if any(quoted):
            self._used(QUOTE_KEY)

    def has(self, key: str) -> bool:
        return self.catalog.has(key)

    def name_list(
        self, names: list[str], style: str = "standard", quote_one: bool = False
    ) -> NameList:
        """``names`` as one list to fill in: each name of several quoted, joined by this
        language's "and" (``style="or"``: "or"; ``"plus"``: a worked sum ``A + B``);
        ``quote_one``: a name alone is quoted too (the list of house rules on)."""
        return NameList(names, style, self.lang, quote_one=quote_one)

    def text(self, key: str, /, **values: object) -> str:
        self._used(key)
        self._quoting(values)
        return self.catalog.text(key, **values)

    def plural(self, key: str, n: int, /, **values: object) -> str:
        self._used(key)
        self._quoting(values)
        return self.catalog.plural(key, n, **values)


CIRCLE_ARROW = "\u2192"  # →, between the colours of the colour circle


@dataclass
class Context:
    """One booklet's inputs: texts, rule points, the deck's card types and counts."""

    t: Texts
    rules: Ruleset
    deck: Deck
    fallbacks: set[str] = field(default_factory=set)  # texts the deck gives only in English
    round_length: RoundLength | None = None  # measured for --round-length, else None
    score_sheet: bool = True  # the booklet ends on a score sheet (unless the rules keep none)

    def __post_init__(self) -> None:
        self.points: RulePoints = self.rules.points
        self.types: dict[str, CardType] = {}
        self.counts: dict[str, int] = {}
        self.first_face: dict[str, Face] = {}
        for fc in self.deck.faces:
            type_id = fc.face.card_type.id
            self.types.setdefault(type_id, fc.face.card_type)
            self.first_face.setdefault(type_id, fc.face)
            self.counts[type_id] = self.counts.get(type_id, 0) + fc.count

    # -- sentences chosen by the rule points ------------------------------------------------
    def key(self, point: str, prefix: str) -> str | None:
        """The key point ``point`` says under ``prefix`` in this game (see :mod:`.sentences`)."""
        return sentences.pick(self.points, point, prefix)

    def say(self, point: str, prefix: str, n: int | None = None, **values: object) -> str | None:
        """That key's text (plural form for ``n`` if given), or ``None`` if it says nothing."""
        key = self.key(point, prefix)
        if key is None:
            return None
        return self.t.text(key, **values) if n is None else self.t.plural(key, n, **values)

    # -- the deck -------------------------------------------------------------------------
    @property
    def table(self) -> tuple[int, int]:
        """The fewest and most players: the narrower of the deck's and the ruleset's range."""
        deck_min, deck_max = self.deck.players or (self.points.players_min, MAX_PLAYERS)
        low = max(self.points.players_min, deck_min)
        return low, max(low, min(self.points.players_max, deck_max))

    @property
    def for_two_only(self) -> bool:
        return self.table[1] <= 2

    def of_kind(self, *, wild: bool) -> list[CardType]:
        return [c for c in self.types.values() if c.wild == wild and c.id != "number"]

    @property
    def draw_types(self) -> list[CardType]:
        return [c for c in self.types.values() if c.effect.draw > 0]

    @property
    def coloured_draws(self) -> list[CardType]:
        return [c for c in self.draw_types if not c.wild]

    @property
    def wild_draws(self) -> list[CardType]:
        return [c for c in self.draw_types if c.wild]

    @property
    def challengeable(self) -> list[CardType]:
        """Wild draw cards that are legal only without the colour and may be challenged."""
        return [c for c in self.wild_draws if c.effect.challengeable]

    @property
    def challenge_on(self) -> bool:
        return self.points.challenge != "none" and self.points.wd4_only_without_color

    def has_effect(self, **wanted: object) -> list[CardType]:
        """Card types whose effect has every given value (``reverse=True``)."""
        return [
            c
            for c in self.types.values()
            if all(getattr(c.effect, k) == v for k, v in wanted.items())
        ]

    @property
    def reverse_types(self) -> list[CardType]:
        return [c for c in self.of_kind(wild=False) if c.effect.reverse]

    def answer_rule(self, card_type: CardType) -> str | None:
        """The heading of the paragraph that says how a ``card_type`` draw card may be
        answered in this game (stacking, pass it on, the mirror Reverse, first that applies),
        or ``None`` if its victim can only draw. Stacking "same" needs a second card of the
        kind (or a Reverse to send it back); passing on needs a coloured draw card."""
        points, t = self.points, self.t
        if points.stacking == "mixed" or (
            points.stacking == "same" and self.counts.get(card_type.id, 0) >= 2
        ):
            return t.text("house.stacking.name")
        if points.pass_on and self.coloured_draws:
            return t.text("house.no-stack-defence.name")
        if points.reflect and self.reverse_types:
            return t.text("house.reverse-reflects.name")
        return None

    @staticmethod
    def is_blank(card_type: CardType) -> bool:
        """A wild card that does nothing yet: a blank stands in for a lost card or a new rule.
        A card printed with a label ("+20") is not blank, even without an effect."""
        no_action = card_type.effect == Effect() and not card_type.rule_texts
        return card_type.wild and no_action and card_type.label is None

    # -- words ----------------------------------------------------------------------------
    def name(self, card_type: CardType) -> str:
        if not has_type_name(self.t, card_type):
            self.fallbacks.add(f"name of card type '{card_type.id}'")
        return type_name(self.t, card_type)

    def names(
        self, types: list[CardType], style: Literal["standard", "or", "plus"] = "or"
    ) -> NameList:
        """The card names as one list: in a sentence each name gets its own quotes."""
        return self.t.name_list([self.name(c) for c in types], style)

    def colour(self, colour: str) -> str:
        return colour_name(self.t, colour)

    def colours(self) -> str:
        return format_list([self.colour(c) for c in self.deck.colors], locale=self.t.lang)

    def circle(self) -> str:
        """The colours in the order of the circle, back to the first: red → … → red (an
        arrow: "›" read as a quotation mark in hu and sq; the body fonts have U+2192 from
        ``deckgen/fonts/add_arrow.py``)."""
        names = [self.colour(c) for c in self.deck.colors]
        return f"\u00a0{CIRCLE_ARROW} ".join([*names, names[0]])

    def round_length_text(self) -> str | None:
        """ "With these rules a round lasts about N turns with P players", or ``None``
        without ``--round-length`` or when no figure was measured (too many rounds cut)."""
        measured = self.round_length
        if measured is None or measured.turns is None:
            return None
        return self.t.plural("booklet.round_length", measured.turns, players=measured.players)

    def section_title(self, key: str) -> str:
        return self.t.text(f"section.{key}")
