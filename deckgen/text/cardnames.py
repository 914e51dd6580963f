"""Cards and colours named in the players' language, from the catalogs.

Internal. The booklet and the proof sheet name cards the same way: a card type by the deck
file's ``name:`` in that language when the deck declares the type (also a deck's own
``draw_ten``: its names override the built-in's everywhere), else the catalog's
``card.<type>`` (a built-in type the deck does not declare), else in English; a colour by
``colour.<name>``; a face as the catalog's ``turn.example.card`` ("Salta (azul)"), a number
face as ``turn.example.number_card`` with its colour in ``colour_number.<name>`` (Polish
"czerwona 4", the adjective agreeing with the feminine number noun; "7 (rojo)" elsewhere),
or for a 0 in ``colour_number.zero.<name>`` where the language gives one (Polish "czerwone
0", Russian "красный 0"): each language's form is catalog data. The worked turn says number
cards as players do (:func:`said_name`).
"""

from __future__ import annotations

from typing import Protocol

from ..definitions.model import CardType, Deck, Face
from .spaces import glue_words


class Words(Protocol):
    """What naming needs of a catalog (a :class:`~deckgen.text.catalog.Catalog`, or the
    booklet's catalog that records the keys it is asked for)."""

    @property
    def lang(self) -> str: ...

    def has(self, key: str) -> bool: ...

    def text(self, key: str, /, **values: object) -> str: ...


class CardName(str):
    """A card type's name (:func:`type_name`): a catalog filling it into a sentence keeps
    its words together (:func:`~deckgen.text.spaces.glue_name`), as a quoted name is."""

    __slots__ = ()


def has_type_name(catalog: Words, card_type: CardType) -> bool:
    """True if ``card_type`` has a name in the catalog's language (no English stands in):
    in the deck's ``name:`` if the deck declares the type, else in the catalog."""
    if card_type.names:
        return catalog.lang in dict(card_type.names)
    return catalog.has(f"card.{card_type.id}")


def type_name(catalog: Words, card_type: CardType) -> str:
    """The name of ``card_type`` in the catalog's language (English if none is given), as a
    :class:`CardName`. A type the deck declares (it has ``names``) is named by the deck,
    even with a built-in id such as ``draw_ten``, with the text layer's no-break spaces
    (:func:`~deckgen.text.spaces.glue_words`); a built-in type by the catalog."""
    key = f"card.{card_type.id}"
    if card_type.names or not catalog.has(key):
        # the deck file's own name gets the text layer's spaces, as a catalog text does
        return CardName(glue_words(card_type.name_in(catalog.lang), catalog.lang))
    return CardName(catalog.text(key))


def deck_card_names(catalog: Words, deck: Deck) -> tuple[str, ...]:
    """The names of ``deck``'s card types in the catalog's language (:func:`type_name`),
    each once, in the deck's order: the names a sentence may type itself and that are then
    kept whole (:meth:`~deckgen.text.catalog.Catalog.with_card_names`)."""
    names = (type_name(catalog, fc.face.card_type) for fc in deck.faces)
    return tuple(dict.fromkeys(str(name) for name in names))


def colour_name(catalog: Words, colour: str) -> str:
    """The deck colour ``colour`` in the catalog's language (as written if it has none)."""
    key = f"colour.{colour}"
    return catalog.text(key) if catalog.has(key) else colour


def face_name(catalog: Words, face: Face) -> str:
    """A face as players name it: its rank or type name and, if coloured, its colour
    (``"7 (rojo)"``, ``"czerwona 4"``, ``"czerwone 0"``, ``"Salta (azul)"``, ``"Comodín"``);
    a 0 takes ``colour_number.zero.<colour>`` where the catalog has it. A deck colour
    the catalog does not name is written as the deck gives it."""
    if face.rank is None:
        value = type_name(catalog, face.card_type)
        if face.color is None:
            return value
        return catalog.text(
            "turn.example.card", value=value, colour=colour_name(catalog, face.color)
        )
    if face.color is None:
        return str(face.rank)
    key = f"colour_number.{face.color}"
    zero = f"colour_number.zero.{face.color}"  # a 0 of another gender ("czerwone 0")
    if face.rank == 0 and catalog.has(zero):
        key = zero
    colour = catalog.text(key) if catalog.has(key) else colour_name(catalog, face.color)
    return catalog.text("turn.example.number_card", value=str(face.rank), colour=colour)


SAID_ACTION_KEY = "turn.example.said_action"
"""A coloured action card as the worked turn says it (``{colour}``, ``{value}``), where the
language puts the colour first; optional (:data:`~deckgen.text.catalog.OPTIONAL_TEMPLATES`)."""
SAID_BLACK_KEY = "turn.example.said_black"
"""A black card as the worked turn says it (``{value}``), beside coloured action cards said
with :data:`SAID_ACTION_KEY`; optional, as that one."""


def said_name(catalog: Words, face: Face) -> str:
    """A face as players say it across the table, for the worked turn: a coloured number
    card in the colour form of ``turn.example.said_number`` (en "red 4", de "rote 4", fr
    "4 rouge", hu "piros 4-es", sq "4-shi i kuq"), its colour from ``said_colour.<name>``
    where the language gives one (an adjective that agrees with the spoken number), else as
    :func:`face_name` colours it, and its number from ``said_number.<n>`` where the language
    gives one (hu "4-es", sq "4-shi"), else the digits. Any other face as :func:`face_name`
    names it, except a coloured card without a number where the language gives
    ``turn.example.said_action`` (pl "czerwona karta „Stop”", ru "красная карта «Пропуск
    хода»": the colour as an adjective before the name, in its ``colour_number`` form,
    which agrees with the word for card), and a black card, where the language gives
    ``turn.example.said_black`` (pl "karta „Zmiana koloru”", so that it reads as the rows
    above it do)."""
    if face.color is None and catalog.has(SAID_BLACK_KEY):
        face_name(catalog, face)  # asks for turn.example.card as every language does
        return catalog.text(SAID_BLACK_KEY, value=type_name(catalog, face.card_type))
    if face.rank is None and face.color is not None and catalog.has(SAID_ACTION_KEY):
        face_name(catalog, face)  # asks for turn.example.card as every language does
        key = f"colour_number.{face.color}"
        colour = catalog.text(key) if catalog.has(key) else colour_name(catalog, face.color)
        value = type_name(catalog, face.card_type)
        return catalog.text(SAID_ACTION_KEY, value=value, colour=colour)
    if face.rank is None or face.color is None:
        return face_name(catalog, face)
    key = f"said_colour.{face.color}"
    if catalog.has(key):
        colour = catalog.text(key)
    else:  # the proof sheet's colour form of a number card
        colour_key = f"colour_number.{face.color}"
        zero = f"colour_number.zero.{face.color}"
        if face.rank == 0 and catalog.has(zero):
            colour_key = zero
        has = catalog.has(colour_key)
        colour = catalog.text(colour_key) if has else colour_name(catalog, face.color)
    number = f"said_number.{face.rank}"
    value = catalog.text(number) if catalog.has(number) else str(face.rank)
    return catalog.text("turn.example.said_number", value=value, colour=colour)
