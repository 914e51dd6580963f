"""Load a deck definition (shipped id or file path) into the frozen model.

Internal; :func:`deckgen.load_deck` is the public entry point.
"""

from __future__ import annotations

from pathlib import Path

from ..defaults import DEFAULT_DECK
from .deckcache import cached_deck, shipped_deck_file
from .model import Deck, Face, FaceCount

# The reader and the checks (pydantic, YAML, fonts) load only when a file is read: a
# shipped deck usually comes from the cache (see deckcache.py).


def shipped_deck_ids() -> list[str]:
    """The ids of the decks shipped in ``rulesets/decks/``, sorted."""
    from .resolve import DECK

    return DECK.shipped_ids()


def resolve_deck_path(deck: str | Path) -> Path:
    """A shipped deck id (``classic-108``) or a path to a YAML file → the file's path.

    Raises :class:`DefinitionError` listing the shipped ids if neither exists (see
    :func:`~deckgen.definitions.reader.find_definition`, which styles and rulesets share).
    """
    from .reader import find_definition
    from .resolve import DECK

    return find_definition(deck, DECK)


def load_deck(deck: str | Path = DEFAULT_DECK) -> Deck:
    """Load and validate a deck by shipped id or file path, following ``extends:``.

    Returns a :class:`Deck` whose faces are in recipe order (entry by entry; within an
    entry colour by colour, then rank by rank). Raises :class:`DefinitionError` listing every
    problem as ``file:line:column: key.path: message`` lines (see ``resolve.py`` for the
    ``extends:`` rules and ``schema.py`` for the bounds). A shipped deck is read from the
    cache when its files and deckgen are as when it was stored (see ``deckcache.py``).
    """
    shipped = shipped_deck_file(deck)
    if shipped is not None:
        return cached_deck(shipped, _read_deck)
    return _read_deck(resolve_deck_path(deck))


def _read_deck(path: Path) -> Deck:
    """Read and check the deck file at ``path`` (see :func:`load_deck`)."""
    from .resolve import read_recipe

    recipe = read_recipe(path)
    faces: list[FaceCount] = []
    for placed in recipe.entries:
        entry = placed.entry
        card_type = recipe.card_types[entry.type]
        if card_type.wild:
            colours: list[str | None] = [None]
        else:
            colours = list(recipe.colors if entry.each_color else entry.colors or [])
        ranks: list[int | None] = list(entry.ranks) if entry.ranks else [None]
        for colour in colours:
            for rank in ranks:
                faces.append(FaceCount(Face(card_type, colour, rank), entry.copies))
    definition = recipe.definition
    return Deck(
        id=definition.id,
        name=recipe.name,
        names=recipe.names,
        players=recipe.players,
        colors=recipe.colors,
        faces=tuple(_merge_duplicates(faces)),
        back_text=recipe.back_text,
        back_names=recipe.back_names,
        back_image=recipe.back_image,
        description=recipe.description,
        source=path,
        extends=definition.extends,
    )


def _merge_duplicates(faces: list[FaceCount]) -> list[FaceCount]:
    """Add up the counts of a face listed by several entries, keeping first-seen order."""
    counts: dict[Face, int] = {}
    for fc in faces:
        counts[fc.face] = counts.get(fc.face, 0) + fc.count
    return [FaceCount(face, count) for face, count in counts.items()]
