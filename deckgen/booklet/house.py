"""The house-rules section: a short list of what is on, each pointing to the section that
explains it, and one line for each pair of them that meets on the same play. Internal.

A house rule changes its rule points, and the sections read the points (see
:mod:`.sentences`); this section only names the rules. The joint sentences are the
``composed`` verdicts of ``rulesets/house-rule-pairs.yaml``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..definitions.suggestions import relative
from ..rules.houserules import rule_paragraphs
from ..rules.model import HouseRule
from ..rules.pairs import composed_keys
from .blocks import Block, Para
from .context import Context, Texts
from .sentences import POINT_SECTIONS

if TYPE_CHECKING:
    from ..text.catalog import Catalog


def house_rules(ctx: Context, present: set[str]) -> list[Block]:
    """The section's blocks; ``present`` holds the keys of the sections the booklet has."""
    t = ctx.t
    blocks: list[Block] = [Para(t.text("house.intro"))]
    for rule in ctx.rules.house_rules:
        name = rule_name(ctx, rule) or rule.id
        summary = rule_summary(ctx, rule)
        if rule.players_min and rule.players_min > 2:  # why the title says "3 to 10 players"
            summary = f"{summary} {t.text('house.players_min', n=rule.players_min)}"
        section = _section_of(ctx, rule)
        if section in present:
            text = t.text("house.item", name=name, text=summary, section=ctx.section_title(section))
        else:
            text = t.text("house.item_plain", name=name, text=summary)
        blocks.append(Para(text, "bullet"))
    pairs = composed_keys([rule.id for rule in ctx.rules.house_rules])
    said = [(pair, text) for pair in pairs if (text := pair_text(ctx, pair.key or ""))]
    if said:
        blocks.append(Para(t.text("house.together"), "subhead"))
        for pair, text in said:
            item = t.text(
                "house.pair_item",
                first=t.text(f"house.{pair.first}.name"),
                second=t.text(f"house.{pair.second}.name"),
                text=text,
            )
            blocks.append(Para(item, "bullet"))
    return blocks


def pair_text(ctx: Context, key: str) -> str:
    """The joint sentence ``key`` of two house rules. ``{card}`` names the deck's coloured
    draw cards (the only draw cards a jump-in may twin). Seven-o with jump-in names only
    the twins the deck has: without two copies of any 0, only the 7 (and that a 0 is
    never jumped in). Where a Reverse sends a chain back,
    the colour limit of a restricted wild draw card (the Wild Draw Four) still holds for
    piling it on: the engine offers it only to a player without the colour in play
    (``deckgen.game.round``, ``victim_turn``), so the sentence repeats it. Empty where
    the two never meet in this deck: a Wild jumped in on a Wild needs two Wilds (the
    two-player deck has one; review 15, F6)."""
    t = ctx.t
    if key == "pair.jump-in+colour-circle" and not any(
        fc.count >= 2 and fc.face.card_type.id == "wild" for fc in ctx.deck.faces
    ):
        return ""
    if key == "pair.seven-o+jump-in" and not _has_twin(ctx, 0):
        key = "pair.seven-o+jump-in_seven"  # a 0 that has no twin is never jumped in (F5)
    text = t.text(key, card=ctx.names(ctx.coloured_draws))
    if key == "pair.stacking+reverse-reflects" and ctx.points.wd4_only_without_color:
        stackable = ctx.points.stacking == "mixed"
        piled = [c for c in ctx.challengeable if stackable or ctx.counts[c.id] >= 2]
        if piled:
            text = f"{text} {t.text('house.restricted_in_chain', card=ctx.names(piled))}"
    return text


def _has_twin(ctx: Context, rank: int) -> bool:
    """Whether the deck holds two copies of some coloured face of ``rank`` (read from the
    deck's counts: the classic deck has one 0 per colour, so none)."""
    return any(
        fc.count >= 2 and fc.face.rank == rank and not fc.face.card_type.wild
        for fc in ctx.deck.faces
    )


def house_rule_names(ctx: Context) -> list[str]:
    """The display names of the house rules on, in order."""
    return [name for rule in ctx.rules.house_rules if (name := rule_name(ctx, rule))]


def rule_name(ctx: Context, rule: HouseRule) -> str | None:
    """The rule's name in the booklet's language: a shipped rule's ``house.<id>.name``
    (``None`` if the catalog has none), a rule file's own (English if it has none in this
    language, noted in ``ctx.fallbacks``)."""
    if rule.source is None:
        key = f"house.{rule.id}.name"
        return ctx.t.text(key) if ctx.t.has(key) else None
    if ctx.t.lang not in dict(rule.names):
        ctx.fallbacks.add(f"name of house rule '{rule.id}' ({relative(rule.source)})")
    return rule.name_in(ctx.t.lang)


def rule_summary(ctx: Context, rule: HouseRule) -> str:
    """The rule's one-line summary, ``house.<id>.text``, with its numbers; a rule file of
    the user's own brings its text (English if it has none in this language, noted). The
    house-rules list and the rules at a glance both say it."""
    if rule.source is not None:
        if ctx.t.lang not in dict(rule.texts):
            ctx.fallbacks.add(f"text of house rule '{rule.id}' ({relative(rule.source)})")
        return " ".join(rule_paragraphs(rule.text_in(ctx.t.lang), dict(rule.params)))
    if rule.id == "plus-one-two":
        cards = finish_cards_summary(ctx)
        if cards:
            return cards
    dealer = ctx.key("next_dealer", "setup.next_dealer")  # who deals next, as in force
    tens = [c for c in ctx.draw_types if c.effect.draw == 10]
    return shipped_summary(
        ctx.t,
        rule.id,
        zero_points=ctx.points.lonely_zero_points,
        tens=ctx.names(tens) if tens else "",
        last_left=dealer == "setup.next_dealer.last_left",
    )


def finish_cards_summary(ctx: Context) -> str | None:
    """Finish on +1 or +2 as the deck names its cards (review 12): the wild +1 and +2 with
    the points each takes off, and, where the deck also has a coloured draw card of 2 (its
    face says "+2" too), that going out on it takes nothing off. ``None`` if the deck lacks
    either wild card (the plain ``house.plus-one-two.text`` is said then)."""
    points = ctx.points
    one = next((c for c in ctx.wild_draws if c.effect.draw == 1), None)
    two = next((c for c in ctx.wild_draws if c.effect.draw == 2), None)
    if one is None or two is None:
        return None
    values = {
        "one": ctx.name(one),
        "two": ctx.name(two),
        "one_bonus": points.finish_bonus_one,
        "two_bonus": points.finish_bonus_two,
    }
    coloured = [c for c in ctx.coloured_draws if c.effect.draw == 2]
    if coloured:
        return ctx.t.text(
            "house.plus-one-two.text_cards_draw", draw=ctx.name(coloured[0]), **values
        )
    return ctx.t.text("house.plus-one-two.text_cards", **values)


def shipped_summary(
    t: Catalog | Texts, rule_id: str, *, zero_points: int, tens: str, last_left: bool = False
) -> str:
    """A shipped rule's one-line summary, ``house.<id>.text`` in ``t``'s language, with the
    numbers it takes: ``zero_points`` (a lonely 0, Lonely zero), ``tens`` (the Draw Ten
    card's name, Draw Ten) and ``last_left`` (play to the end: lazy scoring's last player
    left deals). The booklet fills them from the deck and the points in force,
    ``deckgen house-rules`` from the rule's defaults."""
    key = f"house.{rule_id}.text"
    if rule_id == "zero-fifty":
        return t.plural(key, zero_points)
    if rule_id == "lazy-scoring" and last_left:
        return t.text("house.lazy-scoring.text_last_left")  # play to the end: the last one left
    if rule_id == "plus-ten":
        return t.plural(key, 10, card=tens)
    return t.text(key)


def _section_of(ctx: Context, rule: HouseRule) -> str | None:
    """Where the booklet explains ``rule``: the section of the first point it sets, or for
    a rule about cards (Draw Ten) the section of those cards."""
    for name, _ in rule.sets:
        if name in POINT_SECTIONS:
            return POINT_SECTIONS[name]
    faces = [fc.face for fc in ctx.deck.faces]
    for need in rule.needs:
        matched = [f for f in faces if need.matches(f)]
        if matched:
            return "wilds" if matched[0].card_type.wild else "actions"
    return None
