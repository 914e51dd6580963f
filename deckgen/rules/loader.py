"""Load a ruleset (shipped id or file path) and the house rules into the frozen model.

Internal; :func:`deckgen.load_ruleset` is the public entry point.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from ..definitions.model import Deck
from ..definitions.validation import validate_document
from ..definitions.yamlfile import LocatedDocument, read_yaml
from ..errors import DefinitionError
from ..resources import rulesets_dir
from .model import CardNeed, HouseRule, Ruleset
from .points import RulePoints, check_value, point_choices
from .schema import HouseRuleSpec, RulesetFile

DEFAULT_RULESET = "official"
HOUSE_RULES_FILE = "house-rules.yaml"
PAIRS_FILE = "house-rule-pairs.yaml"  # read by .pairs
NOT_RULESETS = (HOUSE_RULES_FILE, PAIRS_FILE)
MAX_EXTENDS_DEPTH = 8


def shipped_ruleset_ids() -> list[str]:
    """The ids of the rulesets shipped in ``rulesets/``, sorted."""
    return sorted(p.stem for p in rulesets_dir().glob("*.yaml") if p.name not in NOT_RULESETS)


def house_rule_ids() -> list[str]:
    """The ids of every known house rule, in the order of ``rulesets/house-rules.yaml``."""
    return list(_house_rule_specs())


def load_ruleset(
    ruleset: str | Path = DEFAULT_RULESET,
    house_rules: Iterable[str] = (),
    deck: Deck | None = None,
) -> Ruleset:
    """Load a ruleset by shipped id or file path, resolving ``extends:``.

    ``house_rules`` (ids) are switched on in addition to those the ruleset lists. If
    ``deck`` is given, every house rule is checked against its cards.
    Raises :class:`DefinitionError` (``file:line:col: key: problem``) for an invalid file,
    an unknown house rule, two house rules that conflict (naming both), or a house rule
    the deck cannot play (naming the rule, the deck and the missing card).
    """
    path = _resolve(ruleset)
    definition = _load_file(path, ())
    rules = [_house_rule(item, path) for item in definition.house_rules]
    for rule_id in house_rules:
        if not any(rule.id == rule_id for rule in rules):
            rules.append(_house_rule(rule_id, Path("--house-rule")))
    from_ruleset = {rule.id: path.stem for rule in rules[: len(definition.house_rules)]}
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
        players_min=definition.players.min,
        players_max=definition.players.max,
        hand_size=definition.hand_size,
        dealer=definition.dealer,
        dealer_rotates=definition.dealer_rotates,
        first_card=definition.first_card,
        draw_rule=definition.draw_rule,
        wd4_needs_no_current_colour=definition.wild_draw_four.only_without_current_colour,
        challenge=definition.wild_draw_four.challenge,
        challenge_extra=definition.wild_draw_four.challenge_extra,
        uno_penalty=definition.uno_call.penalty,
        reverse_as_skip_for_two=definition.two_players.reverse_as_skip,
        scoring_mode=definition.scoring.mode,
        target=definition.scoring.target,
        house_rules=tuple(rules),
        source=path,
        points=points,
    )
    if deck is not None:
        check_playable(result, deck)
    return result


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
        "wd4_only_without_colour": definition.wild_draw_four.only_without_current_colour,
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
    would a pair marked as conflicting in ``house-rules.yaml``).
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
        source = f"house rule '{rule.id}'"
        if rule.id in from_ruleset:
            source += f" (on in ruleset '{from_ruleset[rule.id]}')"
        points = points.with_values(values, source)
    return points


def house_rule(rule_id: str) -> HouseRule:
    """The house rule ``rule_id`` with its default parameters (for listings).

    Raises :class:`DefinitionError` listing the known ids if there is none of that name.
    """
    return _house_rule(rule_id, Path("--house-rule"))


def check_playable(ruleset: Ruleset, deck: Deck) -> None:
    """Raise :class:`DefinitionError` if a house rule of ``ruleset`` needs cards ``deck``
    lacks (naming a shipped deck that has them, if one does), or more players than the deck
    is made for."""
    for rule in ruleset.house_rules:
        missing = rule.missing_cards(deck)
        if missing:
            decks = _shipped_decks_for(rule)
            named = _or([repr(d) for d in decks]) if decks else ""
            pointer = (
                f"the shipped deck {named} has one; "
                if len(decks) == 1
                else (f"the shipped decks {named} have them; " if decks else "")
            )
            raise DefinitionError(
                f"house rule '{rule.id}' cannot be played with deck '{deck.id}': it needs "
                f"{' and '.join(need.describe() for need in missing)}; {pointer}choose a deck "
                "that has one or leave the house rule out"
            )
        table_max = min(ruleset.players_max, deck.players[1] if deck.players else 10)
        if rule.players_min is not None and table_max < rule.players_min:
            raise DefinitionError(
                f"house rule '{rule.id}' ({_rule_name(rule.id)}) needs at least "
                f"{rule.players_min} players, but deck '{deck.id}' is for {table_max} at most: "
                f"{rule.requires_why}; leave the house rule out"
            )


def _shipped_decks_for(rule: HouseRule) -> list[str]:
    """The ids of the shipped decks that hold every card ``rule`` needs."""
    from ..definitions.loader import load_deck
    from ..resources import decks_dir

    ids = sorted(path.stem for path in decks_dir().glob("*.yaml"))
    return [deck_id for deck_id in ids if not rule.missing_cards(load_deck(deck_id))]


def _rule_name(rule_id: str) -> str:
    """The English display name of a house rule (its id if the catalog has none)."""
    from ..text.catalog import REFERENCE_LANG, load_catalog

    catalog = load_catalog(REFERENCE_LANG)
    key = f"house.{rule_id}.name"
    return catalog.text(key) if catalog.has(key) else rule_id


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
    items = _load_file(path, ()).house_rules
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
                    if getattr(_base_points(_load_file(rulesets_dir() / f"{rs}.yaml", ()),
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
    if points.challenge != "none" and not points.wd4_only_without_colour:
        raise DefinitionError(
            f"ruleset '{path.stem}': a challenge checks the colour rule of the Wild Draw Four, "
            "which is off (wd4_only_without_colour); nothing could be caught"
        )


def _resolve(ruleset: str | Path) -> Path:
    text = str(ruleset)
    candidate = Path(text)
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.is_file():
            raise DefinitionError(f"{candidate}: ruleset file not found")
        return candidate
    shipped = rulesets_dir() / f"{text}.yaml"
    if shipped.is_file() and shipped.name not in NOT_RULESETS:
        return shipped
    ids = shipped_ruleset_ids()
    near = difflib.get_close_matches(text, ids, n=1)
    hint = f"did you mean '{near[0]}'? " if near else ""
    raise DefinitionError(
        f"no ruleset named '{text}': {hint}shipped rulesets: {', '.join(ids)}; "
        "or give the path to a ruleset .yaml file"
    )


def _load_file(path: Path, chain: tuple[Path, ...]) -> RulesetFile:
    """Validate ``path``; with ``extends:``, its keys are laid over the parent's (deeply)."""
    if len(chain) > MAX_EXTENDS_DEPTH or path.resolve() in chain:
        raise DefinitionError(f"{path}: extends: forms a loop or is nested too deeply")
    doc = read_yaml(path)
    data = doc.data
    parent_id = data.get("extends") if isinstance(data, dict) else None
    if parent_id:
        parent_path = _resolve(parent_id)
        parent = _load_file(parent_path, (*chain, path.resolve()))
        base = parent.model_dump(mode="json", exclude={"id", "name", "description"})
        data = _merge(base, data)
    return validate_document(RulesetFile, LocatedDocument(path, data, doc.marks))


def _merge(base: dict, override: dict) -> dict:
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


@cache
def _house_rule_specs() -> dict[str, HouseRuleSpec]:
    path = rulesets_dir() / HOUSE_RULES_FILE
    doc = read_yaml(path)
    if not isinstance(doc.data, dict):
        raise DefinitionError(f"{path}: expected a mapping of house rule ids")
    specs = {}
    for rule_id, body in doc.data.items():
        sub = LocatedDocument(path, body or {}, _sub_marks(doc, rule_id))
        specs[rule_id] = validate_document(HouseRuleSpec, sub)
    for rule_id, spec in specs.items():
        if spec.conflicts:
            raise DefinitionError(
                f"{doc.where((rule_id, 'conflicts'))}: {rule_id}: conflicts are kept in "
                "house-rule-pairs.yaml (a refused pair), not here"
            )
    return specs


def _sub_marks(doc: LocatedDocument, key: str) -> dict:
    return {path[1:]: mark for path, mark in doc.marks.items() if path[:1] == (key,)}


def _house_rule(item: str | dict[str, str], where: Path) -> HouseRule:
    """A ruleset's ``house_rules`` entry (an id, or ``{id: ..., <param>: value}``) → rule."""
    values = dict(item) if isinstance(item, dict) else {"id": item}
    rule_id = values.pop("id", None)
    specs = _house_rule_specs()
    if rule_id not in specs:
        near = difflib.get_close_matches(str(rule_id), specs, n=1)
        hint = f"did you mean '{near[0]}'? " if near else ""
        raise DefinitionError(
            f"{where}: unknown house rule '{rule_id}'; {hint}known: {', '.join(specs)}"
        )
    spec = specs[rule_id]
    unknown = set(values) - set(spec.params)
    if unknown:
        raise DefinitionError(
            f"{where}: house rule '{rule_id}' has no setting '{sorted(unknown)[0]}'; "
            f"its settings: {', '.join(spec.params) or 'none'}"
        )
    params = []
    sets = {name: _point_value(rule_id, name, raw) for name, raw in spec.sets.items()}
    for name, param in spec.params.items():
        raw = values.get(name, param.default)
        value = _convert(rule_id, name, raw, param, where)
        params.append((name, value))
        if param.point is not None:
            sets[param.point] = _point_value(rule_id, param.point, value)
        if value is True:
            sets.update({k: _point_value(rule_id, k, v) for k, v in param.when_yes.items()})
    requires = spec.requires
    return HouseRule(
        id=rule_id,
        params=tuple(params),
        needs=tuple(_need(need, dict(params)) for need in spec.needs),
        conflicts=tuple(dict.fromkeys([*spec.conflicts, *_refused_with(rule_id)])),
        sets=tuple(sets.items()),
        requires=tuple(
            (name, _point_value(rule_id, name, raw))
            for name, raw in (requires.points.items() if requires else ())
        ),
        players_min=requires.players_min if requires else None,
        requires_why=requires.why if requires else None,
    )


def _need(spec, params: dict[str, int | bool]) -> CardNeed:
    """A card need with ``copies_over: <setting>`` resolved to at least setting + 1 copies."""
    values = spec.model_dump(exclude={"copies_over"})
    if spec.copies_over is not None:
        values["copies_min"] = int(params[spec.copies_over]) + 1
    return CardNeed(**values)


def _refused_with(rule_id: str) -> list[str]:
    """The house rules that ``house-rule-pairs.yaml`` refuses to combine with ``rule_id``."""
    from .pairs import all_verdicts

    return [
        v.second if v.first == rule_id else v.first
        for v in all_verdicts()
        if v.kind == "refused" and rule_id in (v.first, v.second)
    ]


def _point_value(rule_id: str, name: str, raw: object) -> int | bool | str | None:
    """A ``sets:`` value of house rule ``rule_id`` converted to point ``name``'s type.

    Raises :class:`DefinitionError` naming the rule, the point and what is valid.
    """
    try:
        choices = point_choices(name)
    except KeyError:
        raise DefinitionError(
            f"house rule '{rule_id}': sets: unknown rule point '{name}'; "
            f"known: {', '.join(_point_names())}"
        ) from None
    value: int | bool | str | None = raw  # type: ignore[assignment]
    if choices is bool and isinstance(raw, str):
        value = TypeAdapter(bool).validate_python(raw)
    elif choices is int and isinstance(raw, str):
        value = int(raw)
    try:
        check_value(name, value)
    except ValueError as exc:
        raise DefinitionError(f"house rule '{rule_id}': sets: {exc}") from None
    return value


def _point_names() -> list[str]:
    from .points import point_names

    return point_names()


def _convert(rule_id: str, name: str, raw: str, param, where: Path) -> int | bool:
    kind = int if param.type == "int" else bool
    try:
        value = TypeAdapter(kind).validate_python(raw)
    except ValidationError:
        raise DefinitionError(
            f"{where}: house rule '{rule_id}': {name}: expected {param.type}, found {raw!r}"
        ) from None
    low = param.min if param.min is not None else value
    high = param.max if param.max is not None else value
    if kind is int and not low <= value <= high:
        raise DefinitionError(
            f"{where}: house rule '{rule_id}': {name}: {value} is outside {low}-{high}"
        )
    return value


def _check_conflicts(rules: list[HouseRule], from_ruleset: dict[str, str]) -> None:
    """Refuse two house rules that cannot be on together (a refused pair of
    ``house-rule-pairs.yaml``, or a rule's own ``conflicts``), naming both with their display
    names and giving the pair's reason. ``from_ruleset`` maps the ids a ruleset file switched
    on to that ruleset, so the message says where an unrequested one came from."""
    from .pairs import verdict

    ids = [rule.id for rule in rules]

    def origin(rule_id: str) -> str:
        source = from_ruleset.get(rule_id)
        where = f", on in ruleset '{source}'" if source else ""
        return f"'{rule_id}' ({_rule_name(rule_id)}{where})"

    for rule in rules:
        for other in rule.conflicts:
            if other in ids:
                found = verdict(rule.id, other)
                reason = found.reason if found and found.reason else "they answer the same "
                "situation differently"
                first, second = sorted((rule.id, other), key=ids.index)
                raise DefinitionError(
                    f"house rules {origin(first)} and {origin(second)} conflict: {reason}; "
                    "switch one of them off"
                )
