"""Load a deck definition (shipped id or file path) into the frozen model.

Internal; :func:`deckgen.load_deck` is the public entry point.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from ..errors import DefinitionError
from ..resources import decks_dir
from .catalog import BUILTIN_CARD_TYPES
from .model import Deck, Face, FaceCount
from .schema import MAX_CARDS_PER_DECK, DeckFile
from .validation import validate_document
from .yamlfile import read_yaml

DEFAULT_DECK = "classic-108"


def shipped_deck_ids() -> list[str]:
    """The ids of the decks shipped in ``rulesets/decks/``, sorted."""
    return sorted(path.stem for path in decks_dir().glob("*.yaml"))


def resolve_deck_path(deck: str | Path) -> Path:
    """A shipped deck id (``classic-108``) or a path to a YAML file → the file's path.

    Raises :class:`DefinitionError` listing the shipped ids if neither exists.
    """
    text = str(deck)
    candidate = Path(text)
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.is_file():
            raise DefinitionError(f"{candidate}: deck file not found")
        return candidate
    shipped = decks_dir() / f"{text}.yaml"
    if shipped.is_file():
        return shipped
    ids = shipped_deck_ids()
    near = difflib.get_close_matches(text, ids, n=1)
    hint = f"did you mean '{near[0]}'? " if near else ""
    raise DefinitionError(
        f"no deck named '{text}': {hint}shipped decks: {', '.join(ids)}; "
        "or give the path to a deck .yaml file"
    )


def load_deck(deck: str | Path = DEFAULT_DECK) -> Deck:
    """Load and validate a deck by shipped id or file path.

    Returns a :class:`Deck` whose faces are in recipe order (entry by entry; within an
    entry colour by colour, then rank by rank). Raises :class:`DefinitionError` with
    ``file:line:column: key: problem`` lines for anything invalid.
    """
    path = resolve_deck_path(deck)
    doc = read_yaml(path)
    definition = validate_document(DeckFile, doc)
    faces: list[FaceCount] = []
    for entry in definition.cards:
        card_type = BUILTIN_CARD_TYPES[entry.type]
        if card_type.wild:
            colours: list[str | None] = [None]
        else:
            colours = list(definition.colors if entry.each_color else entry.colors or [])
        ranks: list[int | None] = list(entry.ranks) if entry.ranks else [None]
        for colour in colours:
            for rank in ranks:
                faces.append(FaceCount(Face(card_type, colour, rank), entry.copies))
    merged = _merge_duplicates(faces)
    result = Deck(
        id=definition.id,
        name=definition.name,
        colors=tuple(definition.colors),
        faces=tuple(merged),
        back_text=definition.back_text or definition.name,
        description=definition.description,
        source=path,
    )
    if result.total_cards > MAX_CARDS_PER_DECK:
        raise DefinitionError(
            f"{path}: the deck has {result.total_cards:,} cards; at most "
            f"{MAX_CARDS_PER_DECK:,} are allowed"
        )
    return result


def _merge_duplicates(faces: list[FaceCount]) -> list[FaceCount]:
    """Add up the counts of a face listed by several entries, keeping first-seen order."""
    counts: dict[Face, int] = {}
    for fc in faces:
        counts[fc.face] = counts.get(fc.face, 0) + fc.count
    return [FaceCount(face, count) for face, count in counts.items()]
