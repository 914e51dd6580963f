"""Load a ruleset (shipped id or file path) and the house rules into the frozen model.

Internal; :func:`deckgen.load_ruleset` is the public entry point. A ruleset's ``extends:``
names a shipped ruleset id or a relative path that stays inside the ruleset's folder or the
working directory (symbolic links followed): see
:func:`deckgen.definitions.paths.find_extended`, which decks and styles share.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from ..definitions.model import Deck
from ..definitions.paths import find_extended, names_a_path
from ..definitions.validation import shown, validate_document
from ..definitions.yamlfile import LocatedDocument, read_yaml
from ..errors import DefinitionError, excerpt
from ..resources import rulesets_dir
from .model import CardNeed, HouseRule, Ruleset
from .schema import HouseRuleSpec, RulesetFile

DEFAULT_RULESET = "official"
HOUSE_RULES_FILE = "house-rules.yaml"
MAX_EXTENDS_DEPTH = 8


def shipped_ruleset_ids() -> list[str]:
    """The ids of the rulesets shipped in ``rulesets/``, sorted."""
    return sorted(p.stem for p in rulesets_dir().glob("*.yaml") if p.name != HOUSE_RULES_FILE)


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
    _check_conflicts(rules, {rule.id: path.stem for rule in rules[: len(definition.house_rules)]})
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
    )
    if deck is not None:
        check_playable(result, deck)
    return result


def house_rule(rule_id: str) -> HouseRule:
    """The house rule ``rule_id`` with its default parameters (for listings).

    Raises :class:`DefinitionError` listing the known ids if there is none of that name.
    """
    rules = load_ruleset(DEFAULT_RULESET, [rule_id])
    return next(rule for rule in rules.house_rules if rule.id == rule_id)


def check_playable(ruleset: Ruleset, deck: Deck) -> None:
    """Raise :class:`DefinitionError` if a house rule of ``ruleset`` needs cards ``deck`` lacks."""
    for rule in ruleset.house_rules:
        missing = rule.missing_cards(deck)
        if missing:
            raise DefinitionError(
                f"house rule '{rule.id}' cannot be played with deck '{deck.id}': it needs "
                f"{' and '.join(need.describe() for need in missing)}; choose a deck that "
                "has such cards or leave the house rule out"
            )


def _resolve(ruleset: str | Path) -> Path:
    text = str(ruleset)
    candidate = Path(text)
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.is_file():
            raise DefinitionError(f"{candidate}: ruleset file not found")
        return candidate
    shipped = rulesets_dir() / f"{text}.yaml"
    if shipped.is_file() and shipped.name != HOUSE_RULES_FILE:
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
    parent_ref = data.get("extends") if isinstance(data, dict) else None
    if parent_ref is not None:
        parent_path = _parent_path(doc, parent_ref)
        parent = _load_file(parent_path, (*chain, path.resolve()))
        base = parent.model_dump(mode="json", exclude={"id", "name", "description"})
        data = _merge(base, data)
    return validate_document(RulesetFile, LocatedDocument(path, data, doc.marks))


def _parent_path(doc: LocatedDocument, ref: object) -> Path:
    """The ruleset file the ``extends:`` value ``ref`` of ``doc`` names; raises
    :class:`DefinitionError` for a value that leads outside or names no ruleset."""
    path = find_extended(
        doc, ref, kind="ruleset", shipped_dir=rulesets_dir(), shipped_ids=shipped_ruleset_ids()
    )
    if path is not None:
        return path
    where = f"{doc.where(('extends',))}: extends"
    if names_a_path(str(ref)):
        raise DefinitionError(f"{where}: {doc.path.parent / str(ref)}: ruleset file not found")
    near = difflib.get_close_matches(str(ref), shipped_ruleset_ids(), n=1)
    hint = f"did you mean '{near[0]}'? " if near else ""
    raise DefinitionError(
        f"{where}: no ruleset named '{excerpt(ref)}': {hint}shipped rulesets: "
        + ", ".join(shipped_ruleset_ids())
    )


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
        for other in spec.conflicts:
            if other not in specs:
                raise DefinitionError(f"{doc.where((rule_id,))}: {rule_id}: unknown '{other}'")
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
    for name, param in spec.params.items():
        raw = values.get(name, param.default)
        params.append((name, _convert(rule_id, name, raw, param, where)))
    return HouseRule(
        id=rule_id,
        params=tuple(params),
        needs=tuple(CardNeed(**need.model_dump()) for need in spec.needs),
        conflicts=tuple(spec.conflicts),
        scoring=spec.scoring,
        draw_rule=spec.draw_rule,
    )


def _convert(rule_id: str, name: str, raw: str, param, where: Path) -> int | bool:
    kind = int if param.type == "int" else bool
    try:
        value = TypeAdapter(kind).validate_python(raw)
    except ValidationError:
        raise DefinitionError(
            f"{where}: house rule '{rule_id}': {name}: expected {param.type}, found {shown(raw)}"
        ) from None
    low = param.min if param.min is not None else value
    high = param.max if param.max is not None else value
    if kind is int and not low <= value <= high:
        raise DefinitionError(
            f"{where}: house rule '{rule_id}': {name}: {value} is outside {low}-{high}"
        )
    return value


def _check_conflicts(rules: list[HouseRule], from_ruleset: dict[str, str]) -> None:
    """Refuse two house rules that conflict; ``from_ruleset`` maps the ids a ruleset file
    switched on to that ruleset, so the message says where an unrequested one came from."""
    ids = {rule.id for rule in rules}

    def origin(rule_id: str) -> str:
        source = from_ruleset.get(rule_id)
        return f"'{rule_id}' (on in ruleset '{source}')" if source else f"'{rule_id}'"

    for rule in rules:
        for other in rule.conflicts:
            if other in ids:
                raise DefinitionError(
                    f"house rules {origin(rule.id)} and {origin(other)} conflict: they answer "
                    "the same situation differently; switch one of them off"
                )
