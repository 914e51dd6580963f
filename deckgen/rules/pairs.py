"""How every two house rules go together: ``rulesets/house-rule-pairs.yaml``. Internal.

Rules meet on the same play, not only on the same rule point (a jump-in with a 7 under
Seven and zero), so every pair of shipped house rules carries one verdict:

- ``independent``: they never meet, or their texts already agree;
- ``composed``: they meet; :attr:`Verdict.key` is the booklet's catalog key of the one
  sentence that explains them together;
- ``refused``: they cannot be on together; :attr:`Verdict.reason` says why (English, the
  end of the loader's refusal message).

The file is the one list of refusals: the loader refuses a refused pair, and a house rule's
``conflicts`` are read from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, Literal

from ..definitions.reader import FileKind, read_definition
from ..errors import DefinitionError
from ..resources import rulesets_dir

PAIRS_FILE = "house-rule-pairs.yaml"
PAIRS = FileKind("house rule pairs file", dict[str, Any])
"""``rulesets/house-rule-pairs.yaml``: one verdict for each pair of shipped house rules."""

Kind = Literal["independent", "composed", "refused"]


@dataclass(frozen=True)
class Verdict:
    """The verdict on two house rules ``first`` and ``second`` (in house-rules.yaml order)."""

    first: str
    second: str
    kind: Kind
    key: str | None = None  # composed: the catalog key of the joint sentence
    reason: str | None = None  # refused: why, in English


def verdict(a: str, b: str) -> Verdict | None:
    """The verdict on house rules ``a`` and ``b`` (either order), ``None`` if the file has
    none (a rule that is not shipped, or ``a == b``)."""
    return _verdicts().get(frozenset((a, b))) if a != b else None


def all_verdicts() -> list[Verdict]:
    """Every verdict, in file order."""
    return list(_verdicts().values())


def composed_keys(rule_ids: list[str]) -> list[Verdict]:
    """The composed verdicts among ``rule_ids``, in the order the rules are given."""
    found = []
    for a, b in combinations(rule_ids, 2):
        found_verdict = verdict(a, b)
        if found_verdict is not None and found_verdict.kind == "composed":
            found.append(found_verdict)
    return found


@cache
def _verdicts() -> dict[frozenset[str], Verdict]:
    """Read and check the pairs file against ``ids`` of house-rules.yaml.

    Raises :class:`DefinitionError` (file:line) for an unknown rule, a pair given twice (in
    either order), a verdict that is none of the three, or a pair that has no verdict.
    """
    from .houserules import house_rule_ids

    ids = house_rule_ids()
    path = rulesets_dir() / PAIRS_FILE
    doc = read_definition(path, PAIRS)
    if doc.problems:
        raise DefinitionError(doc.problems[0])
    if not isinstance(doc.data, dict):
        raise DefinitionError(f"{path}: expected a mapping of house rule ids")
    verdicts: dict[frozenset[str], Verdict] = {}
    for first, others in doc.data.items():
        if not isinstance(others, dict):
            raise DefinitionError(f"{doc.where((first,))}: {first}: expected a mapping")
        for second, body in others.items():
            where = doc.where((first, second))
            for rule_id in (first, second):
                if rule_id not in ids:
                    raise DefinitionError(f"{where}: unknown house rule '{rule_id}'")
            pair = frozenset((first, second))
            if len(pair) < 2 or pair in verdicts:
                raise DefinitionError(
                    f"{where}: {first} + {second}: given twice (or a rule with itself); "
                    "each pair has one verdict"
                )
            a, b = sorted((first, second), key=ids.index)
            verdicts[pair] = _parse(body, a, b, where)
    missing = [f"{a} + {b}" for a, b in combinations(ids, 2) if frozenset((a, b)) not in verdicts]
    if missing:
        raise DefinitionError(
            f"{path}: no verdict for {len(missing)} pair(s), e.g. {', '.join(missing[:3])}; "
            "give each: independent, {composed: KEY} or {refused: REASON}"
        )
    return verdicts


def _parse(body: object, first: str, second: str, where: str) -> Verdict:
    if body == "independent":
        return Verdict(first, second, "independent")
    if isinstance(body, dict) and len(body) == 1:
        ((kind, value),) = body.items()
        if kind == "composed" and value:
            return Verdict(first, second, "composed", key=str(value))
        if kind == "refused" and value:
            return Verdict(first, second, "refused", reason=str(value))
    raise DefinitionError(
        f"{where}: {first} + {second}: expected independent, {{composed: KEY}} or "
        "{refused: REASON}"
    )
