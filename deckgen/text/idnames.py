"""From a card's name in some language back to its id: ``rot-7`` → ``red-7``. Internal.

Face and card type ids (``--only red-7``, ``--only draw_two``) are the deck file's, in
English whatever ``--lang`` says; a German reader types ``rot-7`` (newcomer 11, L4). Used
only to suggest the id in an error message, never to accept the name.
"""

from __future__ import annotations

import re

from ..definitions.model import Deck
from .cardnames import colour_name, type_name
from .catalog import available_languages, load_catalog

_SPACES = re.compile(r"[\s\u00a0\u202f]+")


def id_named(word: str, deck: Deck) -> str | None:
    """The face or card type id of ``deck`` that ``word`` names in one of the catalogs'
    languages, or ``None``: a colour name for each colour part and a card type name
    (spaces as hyphens) for the rest, case folded. ``rot-7`` → ``red-7``,
    ``grün-aussetzen`` → ``green-skip``, ``zieh-zwei`` → ``draw_two``, ``Farbwahl`` →
    ``wild`` (German; each of the ten catalogs and the deck's own names are tried)."""
    faces = {fc.face.id for fc in deck.faces}
    types = {fc.face.card_type.id: fc.face.card_type for fc in deck.faces}
    colours: dict[str, str] = {}
    kinds: dict[str, str] = {}
    for lang in available_languages():
        catalog = load_catalog(lang)
        for colour in deck.colors:
            colours.setdefault(_folded(colour_name(catalog, colour)), colour)
        for type_id, card_type in types.items():
            kinds.setdefault(_folded(str(type_name(catalog, card_type))), type_id)
    folded = _folded(word)
    if folded in kinds:
        return kinds[folded]
    first, _, rest = folded.partition("-")
    colour = colours.get(first, first)
    rest = kinds.get(rest, rest).replace("_", "-")
    candidate = f"{colour}-{rest}" if rest else colour
    return candidate if candidate in faces or candidate in types else None


def _folded(name: str) -> str:
    """``name`` as compared: case folded, spaces as hyphens (``Zieh zwei`` → ``zieh-zwei``)."""
    return _SPACES.sub("-", name.strip()).casefold()
