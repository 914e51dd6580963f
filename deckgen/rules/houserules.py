"""House rules: the shipped ones (``rulesets/house-rules.yaml``) and a user's own files.

Internal; :func:`deckgen.rules.loader.load_ruleset` switches them on. Both kinds are
validated by the same pydantic spec (:class:`HouseRuleSpec`; a file of its own adds ``id``,
``name`` and ``text``, :class:`HouseRuleFile`), and the rule points they set are checked
against :class:`deckgen.rules.points.RulePoints` with the file, line, column and key of
every problem.
"""

from __future__ import annotations

import re
import string
from functools import cache
from pathlib import Path

from pydantic import ValidationError

from ..definitions.reader import FileKind, near_file, near_file_path, read_definition
from ..definitions.scalars import parse_bool, to_int, warn_old_spelling
from ..definitions.suggestions import did_you_mean, relative, suggest
from ..definitions.validation import Problems, shown, validate_document
from ..definitions.yamlfile import KeyPath, LocatedDocument, format_key_path
from ..errors import DefinitionError
from ..render.glyphs import per_language
from ..resources import rulesets_dir
from ..text.scripts import collapse_spaces
from .model import CardNeed, HouseRule
from .points import OLD_POINT_NAMES, check_value, current_name, point_choices, point_names
from .schema import CardNeedSpec, HouseRuleFile, HouseRuleSpec, Identifier, ParamSpec, is_rule_file

HOUSE_RULES_FILE = "house-rules.yaml"
PointValue = int | bool | str | None

SHIPPED_HOUSE_RULES = FileKind("house rules file", dict[Identifier, HouseRuleSpec])
"""``rulesets/house-rules.yaml``: the shipped house rules by id (texts in the catalogs)."""
HOUSE_RULE = FileKind("house rule", HouseRuleFile)
"""A house rule of a user's own, in a file of its own (``--house-rule my-rule.yaml``)."""


def house_rule_ids() -> list[str]:
    """The ids of every shipped house rule, in the order of ``rulesets/house-rules.yaml``."""
    return list(shipped_specs())


@cache
def shipped_specs() -> dict[str, HouseRuleSpec]:
    """The shipped house rules by id. Raises :class:`DefinitionError` for a bad entry."""
    path = rulesets_dir() / HOUSE_RULES_FILE
    doc = read_definition(path, SHIPPED_HOUSE_RULES)
    if not isinstance(doc.data, dict):
        raise DefinitionError(f"{path}: expected a mapping of house rule ids")
    problems = Problems()
    problems.extend(doc.problems)  # duplicate keys: the entries below are checked one by one
    specs = {}
    for rule_id, body in doc.data.items():
        sub = LocatedDocument(path, body or {}, _sub_marks(doc, rule_id))
        spec = validate_document(HouseRuleSpec, sub, problems)
        _check_points(doc, body, problems, (rule_id,))
        if spec is not None:
            specs[rule_id] = spec
    for rule_id, spec in specs.items():
        if spec.conflicts:  # one list of conflicts: the refused pairs
            key = (rule_id, "conflicts")
            problems.extend(
                [
                    f"{doc.where(key)}: {format_key_path(key)}: conflicts of shipped rules are "
                    "kept in house-rule-pairs.yaml (a refused pair), not here"
                ]
            )
    problems.raise_if_any()
    return specs


def load_house_rule_file(path: Path) -> HouseRuleFile:
    """Validate a house rule file of a user's own (see :class:`HouseRuleFile`).

    Raises :class:`DefinitionError` listing every problem as ``file:line:column: key:
    message``: unknown keys, an unknown rule point or a value it cannot take (with the
    valid ones), a conflict with an unknown house rule, an id a shipped rule already has,
    a ``{placeholder}`` in ``text`` that is not one of its settings.
    """
    doc = read_definition(path, HOUSE_RULE)
    problems = Problems()
    spec = validate_document(HouseRuleFile, doc, problems)
    _check_points(doc, doc.data, problems, ())
    _check_user_rule(doc, problems)
    if spec is not None:
        texts = [*per_language("name", spec.name), *per_language("text", spec.text)]
        check_texts(doc, texts, problems)
    problems.raise_if_any()
    assert spec is not None
    return spec


def check_texts(doc: LocatedDocument, texts: list[tuple[KeyPath, str]], problems: Problems) -> None:
    """Add a problem at each of ``texts`` holding a character the fonts cannot draw."""
    from ..render.glyphs import text_problems
    from ..render.style import default_fonts

    for key, message in text_problems(texts, default_fonts()):
        problems.add(doc, key, message)


def make_house_rule(item: str | dict[str, str], where: str, base: Path | None = None) -> HouseRule:
    """A ruleset's ``house_rules`` entry or a ``--house-rule`` value → the rule switched on.

    ``item``: a shipped id or the path of a house rule file (relative to ``base``, the
    folder of the ruleset that names it, or to the working folder), or a mapping
    ``{id: <id or path>, <setting>: value, ...}``. ``where`` names the place for messages.
    Raises :class:`DefinitionError` for an unknown id, a missing or invalid file, or a
    setting the rule does not have or a value out of its range.
    """
    values = dict(item) if isinstance(item, dict) else {"id": item}
    ref = values.pop("id", None)
    if ref is not None and is_rule_file(str(ref)):
        path = Path(ref) if base is None else base / ref
        if not path.is_file():
            raise DefinitionError(f"{where}: house rule file '{path}' not found{near_file(path)}")
        own = load_house_rule_file(path)
        spec: HouseRuleSpec = own
        rule_id, source = own.id, path.resolve()
    else:
        specs = shipped_specs()
        if ref not in specs:
            shipped = did_you_mean(str(ref), specs)
            file = None if shipped else near_file_path(Path(f"{ref}.yaml"))  # babushka.yaml
            hint = f"did you mean the file '{file}'? " if file else ""
            raise DefinitionError(
                f"{where}: unknown house rule '{ref}'; {shipped}{hint}known: "
                f"{', '.join(specs)}; or give the path of a house rule .yaml file"
            )
        spec, rule_id, source, own = specs[ref], str(ref), None, None
    params, sets = _settings(rule_id, spec, values, where)
    requires = spec.requires
    return HouseRule(
        id=rule_id,
        params=tuple(params.items()),
        needs=tuple(_need(need, params) for need in spec.needs),
        conflicts=tuple(spec.conflicts),
        sets=tuple(sets.items()),
        requires=tuple(
            (name, point_value(name, raw))
            for name, raw in (
                (current_name(k), v) for k, v in (requires.points.items() if requires else ())
            )
        ),
        players_min=requires.players_min if requires else None,
        requires_why=requires.why if requires else None,
        names=tuple(own.names.items()) if own else (),
        texts=tuple(own.texts.items()) if own else (),
        source=source,
    )


def _need(spec: CardNeedSpec, params: dict[str, int | bool]) -> CardNeed:
    """A card need with ``copies_over: <setting>`` resolved to at least setting + 1 copies."""
    values = spec.model_dump(exclude={"copies_over"})
    if spec.copies_over is not None:
        values["copies_min"] = int(params[spec.copies_over]) + 1
    return CardNeed(**values)


def _settings(
    rule_id: str, spec: HouseRuleSpec, values: dict[str, str], where: str
) -> tuple[dict[str, int | bool], dict[str, PointValue]]:
    """The rule's setting values (defaults unless ``values`` gives one) and its points."""
    unknown = set(values) - set(spec.params)
    if unknown:
        name = sorted(unknown)[0]
        raise DefinitionError(
            f"{where}: house rule '{rule_id}' has no setting '{name}'; "
            f"{did_you_mean(name, spec.params)}its settings: {', '.join(spec.params) or 'none'}"
        )
    sets = {current_name(k): point_value(current_name(k), raw) for k, raw in spec.sets.items()}
    params: dict[str, int | bool] = {}
    for name, param in spec.params.items():
        try:
            value = _setting_value(values.get(name, param.default), param)
        except ValueError as exc:
            raise DefinitionError(f"{where}: house rule '{rule_id}': {name}: {exc}") from None
        params[name] = value
        if param.point is not None:
            point = current_name(param.point)
            sets[point] = point_value(point, value)
        if value is True:
            sets.update(
                {
                    current_name(k): point_value(current_name(k), v)
                    for k, v in param.when_yes.items()
                }
            )
    return params, sets


def point_value(name: str, raw: object) -> PointValue:
    """``raw`` (a YAML string or a setting's value) as a value of rule point ``name``.

    Raises ``ValueError`` saying what the point accepts (its values, a yes/no or a whole
    number), ``KeyError`` for an unknown point.
    """
    choices = point_choices(name)
    value = raw
    if isinstance(raw, str):
        try:
            if choices is bool:
                value = parse_bool(raw)
            elif choices is int:
                value = to_int(raw)
        except ValueError:
            kind = "true or false" if choices is bool else "a whole number"
            raise ValueError(f"{name} takes {kind}, found {shown(raw)}") from None
    try:
        check_value(name, value)
    except ValueError:
        if isinstance(choices, tuple):
            raise ValueError(
                f"{name} takes one of {', '.join(choices)}, found {shown(raw)}"
            ) from None
        raise
    return value  # type: ignore[return-value]


def _check_points(doc: LocatedDocument, data: object, problems: Problems, prefix: KeyPath) -> None:
    """Add a located problem for each unknown rule point or value it cannot take, and for
    each setting whose default or point does not fit.

    Reads the raw ``data`` of one rule, so that these problems are reported together with
    the schema's own; shapes the schema refuses are skipped here.
    """
    body = _mapping(data)
    for name, raw in _mapping(body.get("sets")).items():
        _check_point(doc, problems, (*prefix, "sets", name), name, raw)
    for param_name, param in _mapping(body.get("params")).items():
        key = (*prefix, "params", param_name)
        _check_setting(doc, problems, key, _mapping(param))
        for name, raw in _mapping(_mapping(param).get("when_yes")).items():
            _check_point(doc, problems, (*key, "when_yes", name), name, raw)


def _mapping(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def _check_point(doc: LocatedDocument, problems: Problems, key: KeyPath, name, raw) -> bool:
    """Add a problem at ``key`` if ``name`` is no rule point or ``raw`` (a YAML string; not
    checked if ``None``) is no value of it. Returns whether ``name`` is a rule point. A name
    in the old ``colour`` spelling is read with a warning."""
    if str(name) in OLD_POINT_NAMES:
        warn_old_spelling(doc.where(key), str(name), OLD_POINT_NAMES[str(name)])
        name = OLD_POINT_NAMES[str(name)]
    try:
        point_choices(str(name))
    except KeyError:
        problems.add(
            doc,
            key,
            f"unknown rule point '{name}'; {did_you_mean(str(name), point_names())}rule points "
            f"(`deckgen rules` shows them in force): {', '.join(point_names())}",
        )
        return False
    if isinstance(raw, str):
        try:
            point_value(name, raw)
        except ValueError as exc:
            problems.add(doc, key, str(exc))
    return True


def _check_setting(doc: LocatedDocument, problems: Problems, key: KeyPath, raw: dict) -> None:
    """A setting's default must be valid, and its ``point:`` a point of the setting's type."""
    try:
        param = ParamSpec.model_validate(raw)
    except ValidationError:
        return  # the schema reports it
    try:
        _setting_value(param.default, param)
    except ValueError as exc:
        problems.add(doc, (*key, "default"), str(exc))
    point = param.point
    if point is None or not _check_point(doc, problems, (*key, "point"), point, None):
        return
    point = current_name(point)
    choices = point_choices(point)
    kind = {int: "int", bool: "bool"}.get(choices) if isinstance(choices, type) else None
    if kind != param.type:
        takes = f"type: {kind}" if kind else f"one of {', '.join(choices)}"  # type: ignore[arg-type]
        problems.add(
            doc,
            (*key, "point"),
            f"rule point '{point}' takes {takes}; a setting of type {param.type} cannot set it "
            "(use sets: or when_yes:)",
        )


def _check_user_rule(doc: LocatedDocument, problems: Problems) -> None:
    """A user's rule: its own id, conflicts with known rules, placeholders its settings."""
    body = doc.data if isinstance(doc.data, dict) else {}
    shipped = shipped_specs()
    if body.get("id") in shipped:
        problems.add(
            doc, ("id",), f"'{body['id']}' is a shipped house rule's id; choose another id"
        )
    conflicts = body.get("conflicts")
    for index, other in enumerate(conflicts if isinstance(conflicts, list) else []):
        if isinstance(other, str) and other not in shipped:
            problems.add(
                doc,
                ("conflicts", index),
                f"unknown house rule '{other}'; " + suggest(other, shipped, "shipped house rules"),
            )
    params = body.get("params")
    params = params if isinstance(params, dict) else {}
    text = body.get("text")
    texts = {(lang,): t for lang, t in text.items()} if isinstance(text, dict) else {(): text}
    for lang, value in texts.items():
        if not isinstance(value, str):
            continue
        key = ("text", *lang)
        for field in _placeholders(value, doc, key, problems):
            if field not in params:
                settings = ", ".join(f"{{{name}}}" for name in params) or "none"
                problems.add(
                    doc,
                    key,
                    f"unknown placeholder '{{{field}}}'; this rule's settings: {settings} "
                    "(write '{{' and '}}' for a brace)",
                )


def _placeholders(text: str, doc: LocatedDocument, key: KeyPath, problems) -> list[str]:
    try:
        return [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
    except ValueError as exc:
        problems.add(doc, key, f"{exc}; write '{{{{' and '}}}}' for a brace")
        return []


def rule_paragraphs(text: str, params: dict[str, int | bool]) -> list[str]:
    """A user rule's text for the booklet: settings filled in, split at blank lines."""
    filled = text.format(**params)
    return [collapse_spaces(part) for part in re.split(r"\n\s*\n", filled) if part.strip()]


def _setting_value(raw: object, param: ParamSpec) -> int | bool:
    """A setting's value from its YAML text. Raises ``ValueError`` saying what is wrong."""
    try:
        value = to_int(raw) if param.type == "int" else parse_bool(raw)
    except ValueError:
        raise ValueError(f"expected {param.type}, found {shown(raw)}") from None
    low = param.min if param.min is not None else value
    high = param.max if param.max is not None else value
    if param.type == "int" and not low <= value <= high:
        raise ValueError(f"{value} is outside {low}-{high}")
    return value


def _sub_marks(doc: LocatedDocument, key: str) -> dict:
    return {path[1:]: mark for path, mark in doc.marks.items() if path[:1] == (key,)}


def describe_source(rule: HouseRule) -> str:
    """``house rule 'x'`` for a shipped rule, ``house rule 'x' (path/x.yaml)`` for a file."""
    return f"house rule '{rule.id}'" + (f" ({relative(rule.source)})" if rule.source else "")
