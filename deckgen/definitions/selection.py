"""Only some cards of a deck: by face or card type (``--only``), or what a deck has beyond
another (``--extras-of``).

Internal; public through :func:`deckgen.select_cards` (which takes a
:class:`~deckgen.CardSelection`). The result is a :class:`Deck` like any other,
holding only the chosen faces and counts, so every print job (sheets, print-shop file,
card PNGs) prints just those cards, each with the deck's back. Its name says which subset
it is (the sheets print it in the margin), in ids, which read the same in every language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from ..errors import DefinitionError
from .loader import load_deck
from .model import Deck, FaceCount, Selection
from .suggestions import did_you_mean

REFERENCE = "reference"
"""The word ``--only`` takes for the quick-reference cards (``sheets --reference-card
--only reference``): none of the deck's own cards, unless the deck has a face or card type
of that id."""


def subset(
    deck: Deck,
    only: tuple[str, ...] = (),
    extras_of: Deck | str | Path | None = None,
    named: Callable[[str, Deck], str | None] | None = None,
) -> Deck:
    """``deck`` with only the cards asked for (``deck`` itself if nothing is asked).

    ``extras_of``: keep what ``deck`` has beyond that deck (a loaded deck, a
    shipped id or a file), a multiset difference by face id: a face ``deck`` holds 4 times
    and the base 2 times is kept twice. ``only``: keep the faces whose id
    (``red-7``) or card type id (``draw_ten``) is listed, every copy; ``reference``
    (:data:`REFERENCE`) selects no card of the deck: the print job's reference cards
    (newcomer review 9), so ``only=("reference",)`` leaves a deck of no faces. Both
    together: the extras among those. Raises :class:`DefinitionError` for an id the deck
    does not have (with the nearest one, or the id ``named`` gives for a card's name in
    some language: ``rot-7`` → ``red-7``) or when nothing is left (reference aside).
    """
    if not only and extras_of is None:
        return deck
    faces = list(deck.faces)
    extras = None
    if extras_of is not None:
        base = extras_of if isinstance(extras_of, Deck) else load_deck(extras_of)
        have = Counter({fc.face.id: fc.count for fc in base.faces})
        faces = [
            FaceCount(fc.face, fc.count - have[fc.face.id])
            for fc in faces
            if fc.count > have[fc.face.id]
        ]
        if not faces:
            raise DefinitionError(
                f"deck '{deck.id}' has no card beyond those of '{base.id}'; nothing to print"
            )
        extras = f"{deck.id} – {base.id}"  # en dash: in every shipped font
    if only:
        _check_ids(deck, only, named)
        wanted = set(only)
        faces = [fc for fc in faces if wanted & {fc.face.id, fc.face.card_type.id}]
        if not faces and not _references_only(deck, only):
            raise DefinitionError(
                f"none of {', '.join(only)} is among the cards selected from "
                f"deck '{deck.id}'; nothing to print"
            )
    keyword = REFERENCE if REFERENCE in only and REFERENCE not in _ids(deck) else None
    selection = Selection(only, extras, keyword)
    label = selection.label()
    return replace(
        deck,
        faces=tuple(faces),
        name=f"{deck.name} [{label}]",
        names=tuple((lang, f"{name} [{label}]") for lang, name in deck.names),
        selected_from=deck.whole,
        selection=selection,
    )


def references_only(deck: Deck) -> bool:
    """Whether ``deck`` is a selection of none of its cards: ``--only reference``, which
    prints the reference cards alone."""
    return not deck.faces and deck.selected_from is not None


def _ids(deck: Deck) -> set[str]:
    """The deck's face and card type ids."""
    return {fc.face.id for fc in deck.faces} | {fc.face.card_type.id for fc in deck.faces}


def _references_only(deck: Deck, only: tuple[str, ...]) -> bool:
    return REFERENCE in only and REFERENCE not in _ids(deck)


def _check_ids(
    deck: Deck, ids: tuple[str, ...], named: Callable[[str, Deck], str | None] | None = None
) -> None:
    face_ids = [fc.face.id for fc in deck.faces]
    type_ids = list(dict.fromkeys(fc.face.card_type.id for fc in deck.faces))
    for word in ids:
        if word == REFERENCE:
            continue
        if word not in face_ids and word not in type_ids:
            # a name in some language (rot-7: newcomer 11, L4), else the nearest id, or
            # 'reference': the reference card (--reference-card; newcomer 10, L4)
            meant = named(word, deck) if named else None
            near = f"did you mean '{meant}'? " if meant else ""
            near = near or did_you_mean(word, [*face_ids, *type_ids, REFERENCE])
            raise DefinitionError(
                f"deck '{deck.id}' has no face or card type '{word}'; {near}ids are the deck "
                f"file's, the same whatever --lang says; its card types: "
                f"{', '.join(type_ids)}; its faces: {_faces_hint(face_ids)}"
            )


def _faces_hint(face_ids: list[str]) -> str:
    """All face ids if few, else a few and where to see them all."""
    if len(face_ids) <= 12:
        return ", ".join(face_ids)
    return f"{', '.join(face_ids[:3])}, … ({len(face_ids)}; deckgen cards writes one file each)"
