"""Follow ``extends:`` and check a deck recipe as a whole (types, colours, totals).

Internal. :func:`read_recipe` reads one deck file, reads its parents first (each must be
a valid deck on its own), applies the file's changes in this order — ``cards`` (replaces the
parent's list), ``remove``, ``replace``, ``add`` — and checks every entry against the card
types and colours in force. Every problem names the file, line and key it comes from.

``extends:`` takes a deck id or a path. A value ending in ``.yaml``/``.yml`` or holding a
``/`` is a path relative to the extending file's folder; any other value is an id, looked up
as ``<id>.yaml`` next to the extending file first, then among the shipped decks. A path must
stay inside the extending file's folder or the working directory (symbolic links followed).
Finding the parent, cycles and the depth limit are the one reader's, shared with styles and
rulesets (:func:`deckgen.definitions.reader.find_parent`); the merge is the deck's own.
"""

from __future__ import annotations

import dataclasses
import os
import re
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..errors import DefinitionError, DefinitionWarning, ImageError, ImageWarning, excerpt
from ..resources import decks_dir
from .catalog import BUILTIN_CARD_TYPES
from .model import CardType, Effect
from .paths import find_extended
from .pictures import MIN_PRINT_DPI, check_image
from .reader import MAX_EXTENDS_DEPTH, FileKind, read_definition
from .reader import find_parent as _parent_file
from .schema import MAX_CARDS_PER_DECK, CardEntry, CardTypeDef, DeckFile
from .suggestions import relative, suggest
from .validation import Problems, validate_document, validate_salvaged
from .yamlfile import KeyPath, LocatedDocument

DECK = FileKind("deck", DeckFile, shipped_dir=decks_dir, sibling_ids=True)
"""Deck files: shipped in ``rulesets/decks/``; an id in ``extends:`` is looked for next to
the file first."""

__all__ = ["DECK", "MAX_EXTENDS_DEPTH", "Recipe", "card_type_from", "find_parent", "read_recipe"]


@dataclass(frozen=True)
class PlacedEntry:
    """A recipe entry and where it was written (an inherited entry points into its parent)."""

    entry: CardEntry
    doc: LocatedDocument
    key_path: KeyPath


@dataclass(frozen=True)
class Recipe:
    """A deck file with its ``extends:`` chain applied: everything needed to list its faces."""

    doc: LocatedDocument
    definition: DeckFile
    name: str
    names: tuple[tuple[str, str], ...]
    players: tuple[int, int] | None
    description: str | None
    back_text: str
    back_names: tuple[tuple[str, str], ...]
    back_image: Path | None
    colors: tuple[str, ...]
    card_types: dict[str, CardType]
    entries: tuple[PlacedEntry, ...]
    chain: tuple[Path, ...]
    # card types this file declares whose definition was refused (already reported): an
    # entry naming one is not reported again as an unknown card type
    refused_types: frozenset[str] = frozenset()


def read_recipe(path: Path, chain: tuple[Path, ...] = ()) -> Recipe:
    """Read the deck file at ``path`` and its parents into a checked :class:`Recipe`.

    ``chain`` holds the files that extend this one (for cycle detection and messages).
    Raises :class:`DefinitionError` listing every problem of the file (or of the first
    parent that has problems), each as ``file:line:column: key.path: message``.
    """
    problems = Problems()
    doc = read_definition(path, DECK)
    definition = validate_document(DeckFile, doc, problems)
    refused: set[str] = set()
    if definition is None:  # check the meaning of the rest too: every problem in one run
        definition = validate_salvaged(DeckFile, doc)
        if definition is not None:
            refused = (_declared_types(doc) - set(definition.card_types)) | _faulty_types(doc)
    if definition is None:
        problems.raise_if_any()
    assert definition is not None  # None comes with a problem, raised just above
    _check_glyphs(doc, definition, problems)
    chain = (*chain, Path(path).resolve())
    parent = _read_parent(doc, definition, chain, problems) if definition.extends else None
    if definition.extends and parent is None:
        problems.raise_if_any()  # the recipe cannot be put together without its parent
    recipe = _combine(doc, definition, parent, chain, problems, refused)
    _check(recipe, problems)
    problems.raise_if_any()
    return recipe


def _declared_types(doc: LocatedDocument) -> set[str]:
    """The card type ids the file writes under ``card_types:`` (valid or not)."""
    declared = doc.data.get("card_types") if isinstance(doc.data, dict) else None
    return {str(key) for key in declared} if isinstance(declared, dict) else set()


def _faulty_types(doc: LocatedDocument) -> set[str]:
    """The card type ids under ``card_types:`` that the schema refused a value of. Their
    salvaged stand-in (a refused ``wild: ja`` left out reads as not wild) must not be
    checked again, or one slip reports a second, knock-on problem where the type is used."""
    try:
        DeckFile.model_validate(doc.data)
    except ValidationError as exc:
        return {
            str(item["loc"][1])
            for item in exc.errors(include_url=False)
            if len(item["loc"]) > 1 and item["loc"][0] == "card_types"
        }
    return set()


def _check_glyphs(doc: LocatedDocument, definition: DeckFile, problems: Problems) -> None:
    """Each drawn text the default style's fonts cannot draw, as a problem at its key."""
    from ..render.glyphs import deck_text_problems
    from ..render.style import default_fonts

    for key, message in deck_text_problems(definition, default_fonts()):
        problems.add(doc, key, message)


def _read_parent(
    doc: LocatedDocument, definition: DeckFile, chain: tuple[Path, ...], problems: Problems
) -> Recipe | None:
    ref = definition.extends or ""
    try:
        parent_path = _parent_file(doc, DECK, chain, ref)
    except DefinitionError as exc:
        problems.extend([str(exc)])
        return None
    try:
        return read_recipe(parent_path, chain)
    except DefinitionError as exc:
        problems.add(
            doc, ("extends",), f"the parent deck '{excerpt(ref)}' is not valid (see below)"
        )
        problems.extend(str(exc).splitlines())
        return None


def find_parent(child: Path, ref: str) -> Path | None:
    """The file ``ref`` (an ``extends:`` value) names, seen from the file ``child``.

    ``None`` if it names none; raises :class:`DefinitionError` if ``ref`` leads outside
    the allowed folders (see :func:`~deckgen.definitions.paths.find_extended`).
    """
    return find_extended(
        LocatedDocument(path=Path(child), data=None),
        ref,
        kind=DECK.name,
        shipped_dir=decks_dir(),
        shipped_ids=DECK.shipped_ids(),
        sibling_ids=True,
    )


def _combine(
    doc: LocatedDocument,
    definition: DeckFile,
    parent: Recipe | None,
    chain: tuple[Path, ...],
    problems: Problems,
    refused: set[str],
) -> Recipe:
    """The recipe of ``definition`` on top of ``parent``. ``refused``: card type ids the
    file declares whose definition was refused (grows with ids refused here, as a clash
    with a built-in type), so their entries are not reported a second time."""
    if parent is None:
        for key in ("colors", "cards"):
            if getattr(definition, key) is None:
                problems.add(doc, (key,), "required key is missing (or inherit it with 'extends:')")
        for key in ("remove", "replace", "add"):
            if getattr(definition, key):
                problems.add(doc, (key,), f"'{key}' changes a parent deck: add 'extends: <deck>'")
    card_types = dict(parent.card_types if parent else BUILTIN_CARD_TYPES)
    for type_id, type_def in definition.card_types.items():
        if type_id in refused:
            continue  # a salvaged stand-in: reported where it is defined, used nowhere
        clash = _id_clash(type_id, card_types)
        if clash:
            problems.add(doc, ("card_types", type_id), clash)
            refused.add(type_id)
        else:
            card_type = card_type_from(type_id, type_def)
            if type_def.image is not None:
                where = ("card_types", type_id, "image")
                image = _picture(doc, where, type_def.image, problems, _FACE_INCHES)
                card_type = dataclasses.replace(
                    card_type, image=image, image_area=type_def.image_area
                )
            card_types[type_id] = card_type
            _warn_no_effect(doc, type_id, card_type)
    if definition.cards is not None:
        entries = [PlacedEntry(e, doc, ("cards", i)) for i, e in enumerate(definition.cards)]
    else:
        entries = list(parent.entries if parent else ())
    entries = _remove(doc, definition, entries, problems)
    entries = _replace(doc, definition, entries, card_types, problems, refused)
    entries += [PlacedEntry(e, doc, ("add", i)) for i, e in enumerate(definition.add)]
    back_text, back_names = _back_text(doc, definition, parent, problems)
    return Recipe(
        doc=doc,
        definition=definition,
        name=definition.name,
        names=tuple(definition.names.items()),  # a deck's own: a child is another deck
        players=(
            (definition.players.min, definition.players.max)
            if definition.players
            else (parent.players if parent else None)
        ),
        description=definition.description,
        back_text=back_text,
        back_names=back_names,
        back_image=_back_image(doc, definition, parent, problems),
        colors=tuple(definition.colors or (parent.colors if parent else ())),
        card_types=card_types,
        entries=tuple(entries),
        chain=chain,
        refused_types=frozenset(refused),
    )


def _warn_no_effect(doc: LocatedDocument, type_id: str, card_type: CardType) -> None:
    """Warn (:class:`~deckgen.errors.DefinitionWarning`, naming file, line and card type)
    when a declared type prints a label ("+20") but has no ``effect:`` and no ``rule:``:
    it plays as a card without an action, which its label does not say."""
    if card_type.label is None or card_type.effect != Effect() or card_type.rule_texts:
        return
    drawn = re.fullmatch(r"\+(\d+)", card_type.label.strip())
    example = f"{{draw: {drawn[1]}}}" if drawn else "{skip_turn: true}"
    warnings.warn(
        DefinitionWarning(
            f"{doc.where(('card_types', type_id))}: card type '{type_id}' "
            f"(label {card_type.label!r}) has no effect: it plays as a card without an "
            f"action; add effect: {example} (or skip_turn, reverse, choose_color, ...) "
            "or a rule: text"
        ),
        stacklevel=2,
    )


def _back_text(
    doc: LocatedDocument, definition: DeckFile, parent: Recipe | None, problems: Problems
) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The name on the back and its translations: this file's (as written, in every
    language), else the parent's (a family of decks shares one back, so their cards can be
    mixed), else the deck's name with its ``names:``. ``''`` prints none. A back text that
    is the deck's own ``name`` is translated by the deck's ``names:`` (what ``deckgen new``
    writes, so a new deck's back says its name in every language it is given)."""
    own = definition.back.text if definition.back else None
    if own is not None and definition.back_text is not None:
        problems.add(
            doc, ("back_text",), "give the back's name once: 'back: {text: ...}', not both"
        )
    if own is None:
        own = definition.back_text
    if own is not None:
        return own, (tuple(definition.names.items()) if own == definition.name else ())
    if parent:
        return parent.back_text, parent.back_names
    return definition.name, tuple(definition.names.items())


def _back_image(
    doc: LocatedDocument, definition: DeckFile, parent: Recipe | None, problems: Problems
) -> Path | None:
    """The back image this file names, else the parent's (see :func:`_picture`)."""
    value = definition.back.image if definition.back else None
    if value is None:
        return parent.back_image if parent else None
    return _picture(doc, ("back", "image"), value, problems, _BACK_INCHES)


MIN_BACK_DPI = MIN_PRINT_DPI  # one threshold for a deck's and a style's pictures
"""Below this many pixels per inch across what a picture covers (a back of the usual size,
56 × 87 mm and 3 mm bleed; a card type's picture: a 56 × 87 mm face), it prints visibly
soft: :class:`~deckgen.errors.ImageWarning`."""
_BACK_INCHES = ((56 + 6) / 25.4, (87 + 6) / 25.4)
_FACE_INCHES = (56 / 25.4, 87 / 25.4)


def _picture(
    doc: LocatedDocument,
    where: KeyPath,
    value: str,
    problems: Problems,
    inches: tuple[float, float],
) -> Path | None:
    """The picture ``value`` (at key ``where``) names, relative to ``doc``'s folder,
    resolved; ``None`` with a problem at ``where`` if it is missing, leads outside this
    file's folder and the working folder (a card type's picture), or is refused by the
    picture loader (a PNG or JPEG that decodes, not too large). Warns below
    :data:`MIN_BACK_DPI` over ``inches``."""
    path = Path(doc.path).parent / value
    if where[0] == "card_types" and not _inside(path, Path(doc.path).parent):
        problems.add(
            doc, where, f"'{excerpt(value)}' is refused: it leads outside this file's folder "
            "and the working folder; give a relative path to a picture inside them",
        )  # fmt: skip
        return None
    if not path.exists():
        problems.add(
            doc, where, f"no image file '{value}' (looked for {path}); the path is relative "
            "to this deck file's folder",
        )  # fmt: skip
        return None
    try:
        size = check_image(path)
    except ImageError as exc:
        problems.add(doc, where, f"'{value}': {exc.reason}")
        return None
    _warn_low_resolution(doc, where, value, size, inches)
    return path.resolve()


def _inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` (links followed) lies in ``folder``'s tree (the deck file's) or the
    working folder's (the rule of ``extends:`` paths)."""
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL character
        return False
    trees = (Path(os.path.abspath(folder)).resolve(), Path.cwd().resolve())
    return any(resolved.is_relative_to(tree) for tree in trees)


def _warn_low_resolution(
    doc: LocatedDocument, where: KeyPath, value: str, size: Any, inches: tuple[float, float]
) -> None:
    """Warn when the picture of ``size`` (px, as stored) fills ``inches`` at under
    :data:`MIN_BACK_DPI` (either way round: an EXIF rotation may turn it)."""
    short, long = sorted(size)
    dpi = int(min(short / inches[0], long / inches[1]))
    if dpi < MIN_BACK_DPI:
        need = (round(inches[0] * 300), round(inches[1] * 300))
        key = ".".join(str(k) for k in where)
        warnings.warn(
            ImageWarning(
                f"{doc.where(where)}: {key}: '{excerpt(str(value))}' is {size[0]} x "
                f"{size[1]} px, about {dpi} dpi on a 56 x 87 mm card; it will print soft "
                f"(about {need[0]} x {need[1]} px gives 300 dpi)"
            ),
            stacklevel=2,
        )


def _id_clash(type_id: str, known: dict[str, CardType]) -> str | None:
    """Why ``type_id`` cannot be declared (its card faces would share file names), if so."""
    if type_id == "number":
        return "number cards are built in; pick another id"
    if not type_id[0].isalpha():
        return f"a card type id starts with a letter ('{type_id}' would look like a rank)"
    face_name = type_id.replace("_", "-")
    for other in known:
        if other != type_id and other.replace("_", "-") == face_name:
            return f"'{type_id}' and '{other}' differ only in '-'/'_'; pick another id"
    return None


def _types_in(entries: list[PlacedEntry]) -> list[str]:
    return list(dict.fromkeys(p.entry.type for p in entries))


def _remove(
    doc: LocatedDocument, definition: DeckFile, entries: list[PlacedEntry], problems: Problems
) -> list[PlacedEntry]:
    present = _types_in(entries)
    for index, type_id in enumerate(definition.remove):
        if type_id not in present:
            problems.add(
                doc,
                ("remove", index),
                f"no '{type_id}' cards to remove; " + suggest(type_id, present, "the deck has"),
            )
    return [p for p in entries if p.entry.type not in definition.remove]


def _replace(
    doc: LocatedDocument,
    definition: DeckFile,
    entries: list[PlacedEntry],
    card_types: dict[str, CardType],
    problems: Problems,
    refused: set[str],
) -> list[PlacedEntry]:
    present = _types_in(entries)
    for old, new in definition.replace.items():
        if old not in present:
            problems.add(
                doc,
                ("replace", old),
                f"no '{old}' cards to replace; " + suggest(old, present, "the deck has"),
            )
        if new not in card_types and new not in refused:
            problems.add(
                doc,
                ("replace", old),
                f"unknown card type '{new}'; "
                + suggest(new, card_types, "known types (or declare it under card_types)"),
            )
    result = []
    for placed in entries:
        replacement = definition.replace.get(placed.entry.type)
        if replacement is None:
            result.append(placed)
        else:
            changed = placed.entry.model_copy(update={"type": replacement})
            result.append(PlacedEntry(changed, doc, ("replace", placed.entry.type)))
    return result


def card_type_from(type_id: str, type_def: CardTypeDef) -> CardType:
    """The model's :class:`CardType` for a card type a deck declares."""
    rule = dict(type_def.rule or {})
    effect = type_def.effect
    return CardType(
        id=type_id,
        name=type_def.name["en"],
        wild=type_def.wild,
        points=type_def.points,
        effect=Effect(
            draw=effect.draw,
            skip_turn=effect.skip_turn,
            reverse=effect.reverse,
            choose_colour=effect.choose_color,
            hands=effect.hands,
            challengeable=effect.challengeable,
            text=rule.get("en"),
        ),
        symbol=type_def.symbol or ("wild" if type_def.wild else None),
        label=type_def.label,
        names=tuple(type_def.name.items()),
        rule_texts=tuple(rule.items()),
    )


def _check(recipe: Recipe, problems: Problems) -> None:
    doc = recipe.doc
    for index, color in enumerate(recipe.colors):
        if recipe.colors.index(color) != index and recipe.definition.colors:
            problems.add(doc, ("colors", index), f"'colors' lists '{color}' twice")
    total = 0
    for placed in recipe.entries:
        total += _check_entry(recipe, placed, problems)
    if recipe.entries and total > MAX_CARDS_PER_DECK:
        problems.add(
            doc,
            (),
            f"the deck has {total:,} cards; at most {MAX_CARDS_PER_DECK:,} are allowed "
            "(copies × colours × ranks, over all entries)",
        )
    if not recipe.entries and not problems:
        problems.add(doc, (), "the deck has no cards left")


def _check_entry(recipe: Recipe, placed: PlacedEntry, problems: Problems) -> int:
    """Check one entry in the deck's context; return how many cards it makes (0 if bad)."""
    entry, path = placed.entry, placed.key_path
    own = path[0] in ("cards", "add")
    inherited = "" if placed.doc is recipe.doc else f" (inherited by {relative(recipe.doc.path)})"
    before = len(problems.lines)

    def fail(sub: KeyPath, message: str) -> None:
        problems.add(placed.doc, (*path, *sub) if own else path, message + inherited)

    card_type = recipe.card_types.get(entry.type)
    if card_type is None and path[0] == "replace":
        return 0  # an unknown replace target is reported once, where replace names it
    if card_type is None and entry.type in recipe.refused_types:
        return 0  # its definition was refused: reported once, there
    if card_type is None:
        names = [*recipe.card_types, *sorted(recipe.refused_types)]  # a typo of a refused one
        known = suggest(entry.type, names, "known types (or declare it in card_types)")
        fail(("type",), f"unknown card type '{entry.type}'; {known}")
        return 0
    if entry.type == "number" and not entry.ranks:
        fail((), "number cards need 'ranks', e.g. ranks: [1, 2, 3]")
    if entry.type != "number" and entry.ranks is not None:
        fail(("ranks",), f"'ranks' is only for number cards, not for {entry.type}")
    if card_type.wild and (entry.each_color or entry.colors):
        fail((), f"'{entry.type}' cards are wild (no colour): remove 'each_color'/'colors'")
    if not card_type.wild and not (entry.each_color or entry.colors):
        fail((), f"'{entry.type}' cards come in colours: set 'each_color: true' or list 'colors'")
    if entry.each_color and entry.colors:
        fail(("colors",), "give 'each_color: true' or 'colors', not both")
    for index, color in enumerate(entry.colors or ()):
        if color not in recipe.colors:
            fail(
                ("colors", index),
                f"'{color}' is not one of the deck's colors ({', '.join(recipe.colors)})",
            )
    if len(problems.lines) != before:
        return 0
    in_colors = recipe.colors if entry.each_color else entry.colors or []
    colours = 1 if card_type.wild else len(in_colors)
    return entry.copies * colours * len(entry.ranks or [None])
