"""Load a ruleset (shipped id or file path) and the house rules into the frozen model.

Internal; :func:`deckgen.load_ruleset` is the public entry point. A ruleset's ``extends:``
names a shipped ruleset id or a relative path that stays inside the ruleset's folder or the
working directory (symbolic links followed); the file is read, its parent found and a
shipped id or a path looked up by the one reader that decks and styles share
(:mod:`deckgen.definitions.reader`). The child's keys are laid over the parent's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..defaults import DEFAULT_RULESET
from ..definitions.model import Deck
from ..definitions.reader import (
    FileKind,
    deep_merge,
    find_definition,
    find_parent,
    read_definition,
)
from ..definitions.suggestions import relative
from ..definitions.validation import Problems, validate_document
from ..definitions.yamlfile import LocatedDocument
from ..errors import DefinitionError
from ..render.glyphs import per_language
from ..resources import rulesets_dir
from .blanks import deck_in_play
from .houserules import (
    HOUSE_RULES_FILE,
    check_texts,
    describe_source,
    house_rule_ids,
    make_house_rule,
)
from .model import CardNeed, HouseRule, Ruleset
from .pairs import PAIRS_FILE, all_verdicts
from .points import RulePoints
from .schema import RulesetFile, is_rule_file

RULESET = FileKind(
    "ruleset",
    RulesetFile,
    shipped_dir=rulesets_dir,
    not_shipped=(Path(HOUSE_RULES_FILE).stem, Path(PAIRS_FILE).stem),
)
"""Ruleset files: shipped in ``rulesets/`` (beside ``house-rules.yaml`` and
``house-rule-pairs.yaml``, which are none)."""

__all__ = [
    "DEFAULT_RULESET",
    "check_playable",
    "house_rule_refusal",
    "house_rule",
    "house_rule_ids",
    "load_ruleset",
    "shipped_ruleset_ids",
]


def shipped_ruleset_ids() -> list[str]:
    """The ids of the rulesets shipped in ``rulesets/``, sorted."""
    return RULESET.shipped_ids()


def load_ruleset(
    ruleset: str | Path = DEFAULT_RULESET,
    house_rules: Iterable[str] = (),
    deck: Deck | None = None,
    *,
    named_by: str = "--house-rule",
) -> Ruleset:
    """Load a ruleset by shipped id or file path, resolving ``extends:``.

    ``house_rules`` (shipped ids, or paths of house rule files of a user's own) are
    switched on in addition to those the ruleset lists; ``named_by`` is how messages name
    where they were given (the option, or a simulation's configuration text). If ``deck``
    is given, every house rule is checked against its cards.
    Raises :class:`DefinitionError` (``file:line:col: key: problem``) for an invalid file,
    an unknown house rule, two house rules that conflict (naming both), a house rule the
    ruleset's scoring rules out (naming the rule, the ruleset, its scoring and why), or a
    house rule the deck cannot play (naming the rule, the deck and the missing card).
    """
    path = find_definition(ruleset, RULESET)
    definition = _load_file(path)
    where = f"{path}: house_rules"
    rules: list[HouseRule] = []
    for item in definition.house_rules:
        rule = _with_pairs(make_house_rule(item, where, path.parent))
        if any(other.id == rule.id for other in rules):
            raise DefinitionError(f"{where}: '{rule.id}' is listed twice; keep one")
        rules.append(rule)
    from_ruleset = {rule.id: path.stem for rule in rules}
    for ref in split_house_rules(house_rules):
        _add_rule(rules, _with_pairs(make_house_rule(ref, named_by)))
    _check_conflicts(rules, from_ruleset)
    base = _base_points(definition, path)
    _check_ruleset_points(base, rules, definition, path)
    points = _apply_house_rules(base, rules, from_ruleset)
    _check_requirements(points, rules, definition.names["en"], path)
    result = Ruleset(
        id=definition.id,
        name=definition.names["en"],
        names=tuple(definition.names.items()),
        description=definition.description,
        house_rules=tuple(rules),
        source=path,
        points=points,
        listed=tuple(from_ruleset),
    )
    if deck is not None:
        check_playable(result, deck)
    return result


def split_house_rules(refs: Iterable[str]) -> tuple[str, ...]:
    """``refs`` with each comma list split (``"stacking,draw-to-match"`` → two ids), as
    ``--lang`` and ``--only`` take them. A text naming an existing file stays whole (a path
    may hold a comma); empty items (``"a,,b"``, a trailing comma) are dropped."""
    split: list[str] = []
    for ref in refs:
        if "," in ref and not Path(ref).is_file():
            split += [part.strip() for part in ref.split(",") if part.strip()]
        else:
            split.append(ref)
    return tuple(split)


def _base_points(definition: RulesetFile, path: Path) -> RulePoints:
    """The rule points a ruleset file sets itself (before its house rules)."""
    standard = RulePoints()
    values = {
        "players_min": definition.players.min,
        "players_max": definition.players.max,
        "hand_size": definition.hand_size,
        "dealer": definition.dealer,
        "next_dealer": "left" if definition.dealer_rotates else standard.next_dealer,
        "first_card": definition.first_card,
        "draw": "until_playable" if definition.draw_rule == "draw_until_playable" else "one",
        "wd4_only_without_color": definition.wild_draw_four.only_without_current_color,
        "challenge": definition.wild_draw_four.challenge,
        "challenge_extra": definition.wild_draw_four.challenge_extra,
        "uno_penalty": definition.uno_call.penalty,
        "reverse_as_skip_for_two": definition.two_players.reverse_as_skip,
        "scoring": definition.scoring.mode,
        "target": definition.scoring.target,
    }
    if definition.scoring.mode == "lazy":
        values.update(next_dealer="most_points", later_rounds_start="last_winner")
    changed = {k: v for k, v in values.items() if getattr(standard, k) != v}
    return standard.with_values(changed, f"ruleset '{path.stem}'")


def _apply_house_rules(
    points: RulePoints, rules: list[HouseRule], from_ruleset: dict[str, str]
) -> RulePoints:
    """Lay each house rule's rule points over ``points``.

    Two house rules that set one point to different values are refused, naming both (as
    would a pair marked as conflicting in ``house-rules.yaml``). A rule made for more
    players than the ruleset's fewest (``requires: players_min``) raises ``players_min``,
    so the booklet's "3 to 10 players" and the simulator agree with the rule.
    """
    set_by: dict[str, str] = {}
    for rule in rules:
        values = dict(rule.sets)
        for name, value in values.items():
            other = set_by.get(name)
            if other is not None and getattr(points, name) != value:
                raise DefinitionError(
                    f"house rules '{other}' and '{rule.id}' conflict: both decide {name} "
                    f"('{getattr(points, name)}' and '{value}'); switch one of them off"
                )
            set_by[name] = rule.id
        if rule.players_min and rule.players_min > points.players_min:
            values["players_min"] = rule.players_min
        points = points.with_values(values, _source(rule, from_ruleset))
    return points


def _source(rule: HouseRule, from_ruleset: dict[str, str]) -> str:
    """``house rule 'x' (my/x.yaml, on in ruleset 'party')``, as much of it as applies."""
    where = [relative(rule.source)] if rule.source else []
    if rule.id in from_ruleset:
        where.append(f"on in ruleset '{from_ruleset[rule.id]}'")
    return f"house rule '{rule.id}'" + (f" ({', '.join(where)})" if where else "")


def _add_rule(rules: list[HouseRule], rule: HouseRule) -> None:
    """Append ``rule`` unless it is on already; two different rules with one id are refused."""
    same = next((other for other in rules if other.id == rule.id), None)
    if same is None:
        rules.append(rule)
    elif same.source != rule.source:
        raise DefinitionError(
            f"two house rules have the id '{rule.id}': {describe_source(same)} and "
            f"{describe_source(rule)}; give one of them another id"
        )


def house_rule(ref: str) -> HouseRule:
    """The house rule ``ref`` (a shipped id or a rule file) with its default settings.

    Raises :class:`DefinitionError` listing the known ids if there is none of that name,
    or naming every problem of a rule file.
    """
    # not through a ruleset: the listing shows every rule, also those the default
    # ruleset's scoring rules out (plus-one-two)
    return _with_pairs(make_house_rule(ref, "--house-rule"))


def _with_pairs(rule: HouseRule) -> HouseRule:
    """``rule`` with the house rules ``house-rule-pairs.yaml`` refuses to combine it with
    added to its ``conflicts`` (a shipped rule keeps its conflicts only there)."""
    if rule.source is not None:
        return rule
    refused = [
        v.second if v.first == rule.id else v.first
        for v in all_verdicts()
        if v.kind == "refused" and rule.id in (v.first, v.second)
    ]
    return replace(rule, conflicts=tuple(dict.fromkeys([*rule.conflicts, *refused])))


def check_playable(ruleset: Ruleset, deck: Deck) -> None:
    """Raise :class:`DefinitionError` if a house rule of ``ruleset`` needs cards ``deck``
    lacks (naming a shipped deck that has them, if one does), or more players than the deck
    is made for (see :func:`house_rule_refusal`); or if a rule's required points are not in
    force (:func:`_check_requirements`, also for a ruleset changed in code)."""
    source = ruleset.source or Path(f"{ruleset.id}.yaml")
    _check_requirements(ruleset.points, list(ruleset.house_rules), ruleset.name, source)
    deck = deck_in_play(deck, ruleset)  # blanks written on (+10) count as what they become
    for rule in ruleset.house_rules:
        refusal = house_rule_refusal(rule, deck, ruleset.points.players_max)
        if refusal:
            raise DefinitionError(refusal)


def house_rule_refusal(rule: HouseRule, deck: Deck, players_max: int = 10) -> str:
    """Why ``deck`` cannot play ``rule`` under a ruleset for at most ``players_max``
    players, as the one-paragraph error :func:`check_playable` raises; ``""`` if it can.

    The one check behind both the booklet's refusal and ``house-rules --deck``'s "playable"
    column (newcomer review 9: the table said yes to rules the booklet then refused): the
    cards the rule needs (naming a shipped deck that has them), and its least player count
    against the most the deck (and ruleset) is for."""
    deck = deck_in_play(deck, _alone(rule))  # blanks written on (+10) count as what they become
    missing = rule.missing_cards(deck)
    if missing:
        found = _shipped_decks_for(rule)
        decks = [d for d in found if not rule.missing_cards(load_deck_quiet(d))] or found
        named = _or([repr(d) for d in decks]) if decks else ""
        pointer = (
            f"the shipped deck {named} has one; "
            if len(decks) == 1
            else (f"the shipped decks {named} have them; " if decks else "")
        )
        written = [d for d in found if d not in decks]
        if written:  # decks whose blanks are written on (+10): say so
            pointer += (
                f"with deck {_or([repr(d) for d in written])} you write it on the blank "
                "cards before the game; "
            )
        what = " and ".join(need.describe() for need in missing)
        if not decks:
            return (
                f"house rule '{rule.id}' cannot be played with deck '{deck.id}': it needs "
                f"{what}, and no shipped deck has one. Write a deck file that adds them "
                f"to this deck, then pass its path as the deck, e.g.\n"
                f"{_deck_snippet(deck.id, missing)}\nor leave the house rule out"
            )
        return (
            f"house rule '{rule.id}' cannot be played with deck '{deck.id}': it needs "
            f"{what}; {pointer}choose a deck that has one or leave the house rule out"
        )
    table_max = min(players_max, deck.players[1] if deck.players else 10)
    if rule.players_min is not None and table_max < rule.players_min:
        return (
            f"house rule '{rule.id}' ({_rule_name(rule.id)}) needs at least "
            f"{rule.players_min} players, but deck '{deck.id}' is for {table_max} at most: "
            f"{rule.requires_why}; leave the house rule out"
        )
    return ""


def load_deck_quiet(deck_id: str) -> Deck:
    """Shipped deck ``deck_id`` as defined (for the messages of :func:`check_playable`)."""
    from ..definitions.loader import load_deck

    return load_deck(deck_id)


def _deck_snippet(base: str, needs: Sequence[CardNeed]) -> str:
    """A deck file (YAML, indented two spaces) that extends deck ``base`` with two copies
    of a card for each of ``needs`` that draws (for the error of :func:`check_playable`);
    other needs are left as a comment."""
    lines = [f"  id: my-{base}", f"  name: My {base}", f"  extends: {base}", "  card_types:"]
    adds = []
    for need in needs:
        draw = need.draw if need.draw is not None else need.draw_min
        if draw is None:
            lines.append(f"    # {need.describe()}")
            continue
        wild = bool(need.wild)
        kind = "Wild Draw" if wild else "Draw"
        effect = f"draw: {draw}, skip_turn: true" + (", choose_color: true" if wild else "")
        lines.append(
            f'    draw_{draw}: {{label: "+{draw}", wild: {str(wild).lower()}, points: 50, '
            f"effect: {{{effect}}}, name: {{en: {kind} {draw}}}}}"
        )
        adds.append(f"    - {{type: draw_{draw}, copies: 2}}")
    return "\n".join([*lines, "  add:", *adds])


def _shipped_decks_for(rule: HouseRule) -> list[str]:
    """The ids of the shipped decks that hold every card ``rule`` needs."""
    from ..definitions.loader import load_deck
    from ..resources import decks_dir

    ids = sorted(path.stem for path in decks_dir().glob("*.yaml"))
    return [
        deck_id
        for deck_id in ids
        if not rule.missing_cards(deck_in_play(load_deck(deck_id), _alone(rule)))
    ]


def _alone(rule: HouseRule) -> Ruleset:
    """A ruleset with ``rule`` as its only house rule, for :func:`deck_in_play`."""
    return Ruleset(id="-", name="-", house_rules=(rule,))


def _rule_name(rule_id: str) -> str:
    """The English display name of a house rule (its id if the catalog has none), with
    ordinary spaces: it goes into a console message, not onto a page."""
    from ..text.catalog import REFERENCE_LANG, load_catalog
    from ..text.spaces import plain_spaces

    catalog = load_catalog(REFERENCE_LANG)
    key = f"house.{rule_id}.name"
    return plain_spaces(catalog.text(key)) if catalog.has(key) else rule_id


POINT_WORDS = {
    "scoring": "the scoring",
    "target": "the target score",
    "next_dealer": "who deals next",
    "later_rounds_start": "who starts the later rounds",
    "draw": "the draw rule",
    "first_card": "the first-card rule",
    "hand_size": "the hand size",
}


def _check_ruleset_points(
    base: RulePoints, rules: list[HouseRule], definition: RulesetFile, path: Path
) -> None:
    """Refuse a house rule that would change a rule point the ruleset file itself sets
    (penalty points to 101 with lazy scoring: the cover and the body would disagree)."""
    own = base.changed()
    for rule in rules:
        for name, value in rule.sets:
            if name in own and own[name] != value:
                shipped = [
                    rs
                    for rs in shipped_ruleset_ids()
                    if rule.id in _house_rule_list(rulesets_dir() / f"{rs}.yaml")
                ]
                hint = (
                    f"use --ruleset {' or '.join(shipped)} or leave it out"
                    if shipped
                    else ("leave it out or choose a ruleset that does not set it")
                )
                raise DefinitionError(
                    f"house rule '{rule.id}' ({_rule_name(rule.id)}) replaces "
                    f"{POINT_WORDS.get(name, f'the rule point {name!r}')} of ruleset "
                    f"'{path.stem}' ({definition.names['en']}); {hint}"
                )


def _or(items: list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"


def _house_rule_list(path: Path) -> list[str]:
    """The ids a ruleset file switches on (its own list and its parents')."""
    items = _load_file(path).house_rules
    return [item if isinstance(item, str) else item.get("id", "") for item in items]


def _check_requirements(
    points: RulePoints, rules: list[HouseRule], ruleset_name: str, path: Path
) -> None:
    """Refuse a house rule whose required rule points are not in force, or that needs more
    players than the ruleset allows."""
    for rule in rules:
        for name, value in rule.requires:
            if getattr(points, name) != value:
                fits = [
                    rs
                    for rs in shipped_ruleset_ids()
                    if getattr(_base_points(_load_file(rulesets_dir() / f"{rs}.yaml"),
                                            Path(rs)), name) == value
                ]  # fmt: skip
                hint = f"; use --ruleset {_or(fits)}" if fits else ""
                raise DefinitionError(
                    f"house rule '{rule.id}' ({_rule_name(rule.id)}) needs {name} "
                    f"'{value}', but it is '{getattr(points, name)}' here (set by "
                    f"{points.source_of(name)}): {rule.requires_why}{hint}"
                )
        if rule.players_min is not None and points.players_max < rule.players_min:
            raise DefinitionError(
                f"house rule '{rule.id}' ({_rule_name(rule.id)}) needs at least "
                f"{rule.players_min} players, but ruleset '{path.stem}' ({ruleset_name}) is "
                f"for {points.players_max} at most: {rule.requires_why}; leave it out"
            )
    if points.challenge != "none" and not points.wd4_only_without_color:
        raise DefinitionError(
            f"ruleset '{path.stem}': a challenge checks the colour rule of the Wild Draw Four, "
            "which is off (wd4_only_without_color); nothing could be caught"
        )


def _load_file(path: Path) -> RulesetFile:
    """Validate ``path``; with ``extends:``, its keys are laid over the parent's (deeply)."""
    return _read_file(path, ())[0]


def _read_file(path: Path, chain: tuple[Path, ...]) -> tuple[RulesetFile, Any]:
    """The validated file and its data, the parent's merged in (each parent must be valid on
    its own); ``chain`` holds the files that extend this one."""
    doc = read_definition(path, RULESET)
    data = doc.data
    parent_ref = data.get("extends") if isinstance(data, dict) else None
    if parent_ref is not None:
        chain = (*chain, path.resolve())
        _, parent = _read_file(find_parent(doc, RULESET, chain, parent_ref), chain)
        own = ("id", "name", "description", "extends")  # never inherited
        data = deep_merge({k: v for k, v in parent.items() if k not in own}, data)
    merged = LocatedDocument(path, data, doc.marks, doc.problems)
    definition = validate_document(RulesetFile, merged)
    assert definition is not None  # validate_document raises when it gathers the problems
    problems = Problems()
    check_texts(merged, list(per_language("name", definition.name)), problems)
    problems.raise_if_any()
    anchored = [_anchored(item, path.parent) for item in definition.house_rules]
    if isinstance(data, dict) and isinstance(data.get("house_rules"), list):
        data = {**data, "house_rules": [_anchored(i, path.parent) for i in data["house_rules"]]}
    return definition.model_copy(update={"house_rules": anchored}), data


def _anchored(item: Any, folder: Path) -> Any:
    """A ``house_rules`` entry with a rule file's path made absolute (relative to the
    ruleset that names it, so a ruleset extending it finds the same file)."""
    ref = item.get("id") if isinstance(item, dict) else item
    if not isinstance(ref, str) or not is_rule_file(ref):
        return item
    path = str((folder / ref).resolve())
    return {**item, "id": path} if isinstance(item, dict) else path


def _check_conflicts(rules: list[HouseRule], from_ruleset: dict[str, str]) -> None:
    """Refuse two house rules that cannot be on together (a refused pair of
    ``house-rule-pairs.yaml``, or a rule's own ``conflicts``), naming both with their display
    names and giving the pair's reason. ``from_ruleset`` maps the ids a ruleset file switched
    on to that ruleset, so the message says where an unrequested one came from."""
    from .pairs import verdict

    ids = [rule.id for rule in rules]
    by_id = {rule.id: rule for rule in rules}

    def origin(rule_id: str) -> str:
        source = from_ruleset.get(rule_id)
        where = f", on in ruleset '{source}'" if source else ""
        rule = by_id[rule_id]
        name = rule.name_in("en") if rule.source else _rule_name(rule_id)
        return f"'{rule_id}' ({name}{where})"

    for rule in rules:
        for other in rule.conflicts:
            if other in ids:
                found = verdict(rule.id, other)
                reason = (
                    found.reason
                    if found and found.reason
                    else "they answer the same situation differently"
                )
                first, second = sorted((rule.id, other), key=ids.index)
                raise DefinitionError(
                    f"house rules {origin(first)} and {origin(second)} conflict: {reason}; "
                    "switch one of them off"
                )
