"""The texts of the enabled house rules, filled with the deck's and the ruleset's numbers.

Internal; used by :mod:`deckgen.booklet.content`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from babel.lists import format_list

from ..definitions.validation import relative
from ..rules.houserules import rule_paragraphs
from ..rules.model import HouseRule

if TYPE_CHECKING:
    from .content import _Composer

STACK_EXAMPLE_CARDS = (2, 3)  # worked sums shown for a chain of two and of three cards


def house_rule_name(composer: _Composer, rule: HouseRule) -> str | None:
    """The rule's name in the booklet's language: a shipped rule's ``house.<id>.name``
    (``None`` if the catalog has none), a rule file's own (English if it has none in this
    language, noted in the composer's ``fallbacks``)."""
    if rule.source is None:
        key = f"house.{rule.id}.name"
        return composer.t.text(key) if composer.t.has(key) else None
    if composer.t.lang not in dict(rule.names):
        composer.fallbacks.add(f"name of house rule '{rule.id}' ({relative(rule.source)})")
    return rule.name_in(composer.t.lang)


def house_rule_lines(composer: _Composer, rule: HouseRule) -> list[str]:
    """The paragraphs describing ``rule`` (its ``house.<id>`` texts) for this deck."""
    if rule.source is not None:  # a rule file of the user's own brings its text
        if composer.t.lang not in dict(rule.texts):
            composer.fallbacks.add(f"text of house rule '{rule.id}' ({relative(rule.source)})")
        return rule_paragraphs(rule.text_in(composer.t.lang), dict(rule.params))
    special = _SPECIAL.get(rule.id)
    if special is not None:
        return special(composer, rule)
    key = f"house.{rule.id}.text"
    params = dict(rule.params)
    if rule.id in ("silent-two", "slap-uno"):
        return [composer.t.plural(key, params["penalty"])]
    if rule.id == "zero-fifty":
        return [composer.t.plural(key, params["points"])]
    if rule.id == "colour-circle":
        return [composer.t.text(key, colours=composer.colours())]
    if rule.id == "seven-rounds":
        return [composer.t.text(key, first=composer.rules.hand_size - 1)]
    if rule.id == "two-player":
        return [composer.t.text(key, keep=params["keep"])]
    return [composer.t.text(key)]


def _names(composer: _Composer, types) -> str:
    return format_list([composer.name(c) for c in types], style="or", locale=composer.t.lang)


def _stacking(composer: _Composer, rule: HouseRule) -> list[str]:
    t = composer.t
    examples = [
        t.text(
            "house.stacking.example",
            count=count,
            card=composer.name(card_type),
            total=count * card_type.effect.draw,
        )
        for card_type in composer.draw_types
        for count in STACK_EXAMPLE_CARDS
    ]
    lines = [
        t.text(
            "house.stacking.text",
            card=_names(composer, composer.draw_types),
            examples="; ".join(examples),
        )
    ]
    if len(composer.draw_types) > 1:
        lines.append(t.text("house.stacking.mix" if rule.param("mix") else "house.stacking.no_mix"))
    if composer.wd4 is not None and composer.rules.challenge != "none":
        lines.append(t.text("house.stacking.challenge"))
    return lines


def _deflect(composer: _Composer, rule: HouseRule) -> list[str]:
    t = composer.t
    coloured = [c for c in composer.draw_types if not c.wild]
    card = coloured[0]
    lines = [t.text("house.no-stack-defence.text", card=composer.name(card), n=card.effect.draw)]
    if composer.wd4 is not None:
        lines.append(
            t.text(
                "house.no-stack-defence.wd4",
                wd4=composer.name(composer.wd4),
                card=composer.name(card),
            )
        )
    return lines


def _plus_ten(composer: _Composer, rule: HouseRule) -> list[str]:
    return [
        composer.t.plural(
            "house.plus-ten.text",
            card_type.effect.draw,
            count=composer.counts[card_type.id],
            card=composer.name(card_type),
        )
        for card_type in composer.draw_types
        if card_type.effect.draw == 10
    ]


def _plus_one_two(composer: _Composer, rule: HouseRule) -> list[str]:
    def wild_drawing(n: int) -> str:
        match = next(c for c in composer.draw_types if c.wild and c.effect.draw == n)
        return composer.name(match)

    return [
        composer.t.text(
            "house.plus-one-two.text",
            one=wild_drawing(1),
            two=wild_drawing(2),
            one_bonus=rule.param("one_bonus"),
            two_bonus=rule.param("two_bonus"),
        )
    ]


_SPECIAL = {
    "stacking": _stacking,
    "no-stack-defence": _deflect,
    "plus-ten": _plus_ten,
    "plus-one-two": _plus_one_two,
}
