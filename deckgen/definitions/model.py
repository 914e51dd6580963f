"""The validated, frozen model of a deck: card types, faces and their counts.

Internal; the public names are re-exported from :mod:`deckgen`. Every later stage
(rendering, layout, booklets) reads this model and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Effect:
    """What playing a card does, as data (used by booklets and ``deckgen info``).

    ``draw``: cards the next player draws; ``skip_turn``: the next player loses the turn;
    ``reverse``: direction of play changes; ``choose_colour``: the player names the colour
    (``choose_color`` in a deck file);
    ``hands``: ``"swap"`` or ``"shuffle"`` for cards that move hands; ``text``: a rule in words.
    ``challengeable``: a wild draw card that is legal only with no card of the colour in
    play and may be challenged like the Wild Draw Four (game facts, standard rules 7-8);
    only the Wild Draw Four is by default.
    """

    draw: int = 0
    skip_turn: bool = False
    reverse: bool = False
    choose_colour: bool = False
    hands: str | None = None
    text: str | None = None
    challengeable: bool = False


@dataclass(frozen=True)
class CardType:
    """A kind of card: how it is drawn, what it scores and what it does.

    ``points`` is ``None`` for number cards, which score their face value
    (game facts, "Points"). ``wild`` cards have no colour of their own.
    ``symbol`` names a drawn symbol (``"skip"``, ``"reverse"``, ``"draw_two"``, ``"wild"``);
    ``label`` is text shown instead of or with it (``"+2"``, ``"+10"``).
    ``image``: the deck's own picture for this type (a PNG or JPEG, absolute path, checked
    when the deck loaded), drawn in the ellipse instead of the value; ``None`` for none.
    ``image_area``: ``"ellipse"`` (cut to the ellipse) or ``"panel"`` (covering the whole
    coloured field, without the ellipse).
    """

    id: str
    name: str
    wild: bool
    points: int | None
    effect: Effect = field(default_factory=Effect)
    symbol: str | None = None
    label: str | None = None
    names: tuple[tuple[str, str], ...] = ()
    rule_texts: tuple[tuple[str, str], ...] = ()
    image: Path | None = None
    image_area: str = "ellipse"

    def name_in(self, lang: str) -> str:
        """The card type's name in ``lang`` if the definition gives one, else English."""
        return dict(self.names).get(lang, self.name)

    def rule_text_in(self, lang: str) -> str | None:
        """The rule text printed on the card in ``lang`` (falling back to English), if any."""
        texts = dict(self.rule_texts)
        return texts.get(lang) or texts.get("en")

    def lacks_rule_text_in(self, lang: str) -> bool:
        """True if the definition gives rule texts but none in ``lang`` (English stands in)."""
        return bool(self.rule_texts) and not dict(self.rule_texts).get(lang)


def rule_text_note(type_id: str) -> str:
    """How a note names a card type's rule text: ``rule text of card type 'draw_ten'``."""
    return f"rule text of card type '{type_id}'"


@dataclass(frozen=True)
class Face:
    """One unique card face: a card type in a colour (``None`` for wilds), a rank for numbers."""

    card_type: CardType
    color: str | None = None
    rank: int | None = None

    @property
    def id(self) -> str:
        """A stable file-name-safe id: ``red-7``, ``blue-skip``, ``wild-draw-four``."""
        kind = str(self.rank) if self.rank is not None else self.card_type.id.replace("_", "-")
        return f"{self.color}-{kind}" if self.color else kind

    @property
    def points(self) -> int:
        """Points this card scores for the round's winner (face value for numbers)."""
        if self.card_type.points is None:
            return self.rank or 0
        return self.card_type.points

    @property
    def value_text(self) -> str:
        """The text printed big on the face: the rank, the label, or ``""`` for symbols."""
        if self.rank is not None:
            return str(self.rank)
        return self.card_type.label or ""


@dataclass(frozen=True)
class FaceCount:
    """A face and how many copies of it the deck holds."""

    face: Face
    count: int


@dataclass(frozen=True)
class Selection:
    """What a print selection (:func:`~deckgen.select_cards`) chose, for its name.

    ``extras``: ``"<deck id> – <base id>"`` for ``--extras-of``, else ``None``; ``only``:
    the ``--only`` ids as typed; ``keyword``: the one of them that picks the reference
    cards (``"reference"``) when it is that keyword and not one of the deck's ids, else
    ``None``.
    """

    only: tuple[str, ...] = ()
    extras: str | None = None
    keyword: str | None = None

    def label(self, reference: str | None = None) -> str:
        """The words between the brackets of the selection's name: ``"red-7, reference"``,
        ``"house-plus-ten – classic-108"``; with ``reference`` (the reference cards' name in
        the reader's language) that name stands for the keyword. Ids stay as typed."""
        words = [reference if reference and w == self.keyword else w for w in self.only]
        return " · ".join(filter(None, [self.extras, ", ".join(words)]))


@dataclass(frozen=True)
class Deck:
    """A whole deck: ``faces`` lists each unique face once with its count, in deck order.

    ``colors`` are colour names (the card style maps them to printed colours).
    ``back_text`` is the name printed on the card back (``''``: none), ``back_names`` its
    translations (see :meth:`back_text_in`); ``back_image`` a
    PNG or JPEG (absolute path, checked when loaded) covering the back, or ``None`` for the
    style's back. ``names`` gives the deck's name per language (see :meth:`name_in`);
    ``players`` the (min, max) players the deck is made for, if it says.
    ``source`` is the definition file;
    ``extends`` the parent deck as the file names it (``None`` for a stand-alone deck).
    ``selected_from`` is the whole deck a print selection was cut from
    (:func:`~deckgen.select_cards`; ``None`` for a deck as defined): see :attr:`whole`;
    ``selection`` says what it chose (its name ends in the :meth:`Selection.label`).
    """

    id: str
    name: str
    colors: tuple[str, ...]
    faces: tuple[FaceCount, ...]
    back_text: str
    description: str | None = None
    source: Path | None = None
    extends: str | None = None
    back_image: Path | None = None
    names: tuple[tuple[str, str], ...] = ()
    players: tuple[int, int] | None = None
    back_names: tuple[tuple[str, str], ...] = ()
    selected_from: Deck | None = field(default=None, compare=False, repr=False)
    selection: Selection | None = None

    @property
    def whole(self) -> Deck:
        """The deck the game is played with: the whole deck a selection (``--only``,
        ``--extras-of``) was cut from, else this deck. House rules, the points and the
        reference card are checked and computed from it; the selection only says which
        cards are printed."""
        return self if self.selected_from is None else self.selected_from

    def back_text_in(self, lang: str) -> str:
        """The name on the back in ``lang`` if the definition gives one, else ``back_text``."""
        return dict(self.back_names).get(lang, self.back_text)

    def name_in(self, lang: str) -> str:
        """The deck's name in ``lang`` if the definition gives one, else ``name``.

        A print selection's name ends in its label in brackets (``Classic deck [red-7]``);
        the print sheets name a selection of the reference cards in the reader's words
        instead (:meth:`deckgen.layout.sheettext.Lettering.deck_name`)."""
        return dict(self.names).get(lang, self.name)

    def rule_texts_missing_in(self, lang: str) -> tuple[str, ...]:
        """The deck's card rule texts that ``lang`` lacks (its cards print the English one),
        each named by :func:`rule_text_note`, in deck order."""
        types = {fc.face.card_type.id: fc.face.card_type for fc in self.faces}
        return tuple(
            rule_text_note(type_id)
            for type_id, card_type in types.items()
            if card_type.lacks_rule_text_in(lang)
        )

    @property
    def total_cards(self) -> int:
        """The number of physical cards, copies included."""
        return sum(fc.count for fc in self.faces)

    @property
    def total_points(self) -> int:
        """The points of all cards together."""
        return sum(fc.face.points * fc.count for fc in self.faces)

    def cards(self) -> list[Face]:
        """Every physical card in deck order, copies repeated (length ``total_cards``)."""
        return [fc.face for fc in self.faces for _ in range(fc.count)]

    def unique_faces(self) -> list[Face]:
        """Each unique face once, in deck order."""
        return [fc.face for fc in self.faces]
