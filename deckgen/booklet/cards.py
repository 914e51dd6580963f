"""The card sections of a booklet: action cards, wild cards and the challenge, answering a
draw card. Internal.

A card's text follows its type's ``effect`` (draw, skip_turn, reverse, choose_colour, hands,
challengeable) and the rule points in force: a draw card that does not skip never says
"misses the turn", a wild card that names no colour never says "name the colour", and under
the colour circle no wild card asks for one.
"""

from __future__ import annotations

import re

from ..definitions.model import CardType, rule_text_note
from ..rules.cards import is_empty_wild
from ..text.catalog import NameList, own_text
from .blocks import Block, CardBlock, Para
from .context import Context

COURTESY_PENALTY = 2  # a wrong card, a false call or advice costs 2 (game facts, rule 15)

STACK_EXAMPLE_CARDS = (2, 3)  # worked sums shown for a chain of two and of three cards


def card_block(ctx: Context, card_type: CardType, lines: list[str]) -> CardBlock:
    points = ctx.t.plural("action.points", ctx.first_face[card_type.id].points)
    title = f"{ctx.name(card_type)} · {points}"
    return CardBlock(ctx.first_face[card_type.id], title, tuple(lines))


def actions(ctx: Context) -> list[Block]:
    blocks: list[Block] = [Para(ctx.t.text("action.intro"))]
    for card_type in ctx.of_kind(wild=False):
        blocks.append(card_block(ctx, card_type, coloured_lines(ctx, card_type)))
    return blocks


def coloured_lines(ctx: Context, card_type: CardType) -> list[str]:
    """What a coloured action card does: the deck's own text in this language first, then
    the catalog's sentence for its effect, then the English rule text (a fallback)."""
    t, effect = ctx.t, card_type.effect
    own = dict(card_type.rule_texts).get(t.lang)
    if own:
        return [own_text(own, t.lang)]
    note_own_words(ctx, card_type)
    if effect.draw:
        skip = "skip" if effect.skip_turn else "plain"
        return [with_answer(ctx, card_type, t.plural(f"action.draw.{skip}", effect.draw))]
    if effect.reverse:
        two = ctx.for_two_only and ctx.points.reverse_as_skip_for_two
        return [t.text("action.reverse.two" if two else "action.reverse.any")]
    if effect.skip_turn:
        return [t.text("action.skip")]
    return [fallback_text(ctx, card_type)]


def with_answer(ctx: Context, card_type: CardType, text: str) -> str:
    """A draw card's sentence, followed where this game lets its victim answer it (stacking,
    pass it on, the mirror Reverse) by "That player may answer it instead of drawing (see
    the rule's paragraph)"; ``text`` alone otherwise."""
    rule = ctx.answer_rule(card_type)
    answered = ctx.say("victim_loses_turn", "action.answered", rule=rule) if rule else None
    return f"{text} {answered}" if answered else text


def note_own_words(ctx: Context, card_type: CardType) -> None:
    """Note a rule text the deck gives but not in this language, as the cards note it: the
    booklet says what the card does in its own words (its sentence for the effect), or,
    where it has none, in English (:func:`fallback_text`)."""
    if card_type.lacks_rule_text_in(ctx.t.lang):
        ctx.fallbacks.add(rule_text_note(card_type.id))


def fallback_text(ctx: Context, card_type: CardType) -> str:
    """The deck's rule text (English standing in), else the effect's own text; else, for a
    card without an action, what it truly does: a blank says how to write on it, a printed
    card (a label, "+20") that it has no action and what it may be played on."""
    text = card_type.rule_text_in(ctx.t.lang) or card_type.effect.text
    if text:
        note_own_words(ctx, card_type)
        own = dict(card_type.rule_texts).get(ctx.t.lang)  # else English stands in
        return own_text(text, ctx.t.lang if own else "en")
    if ctx.is_blank(card_type):
        return ctx.t.text("wild.blank")
    if card_type.wild:
        # the colour sentence goes where each language says it: after where the card may
        # be played, before the next player plays (es/it native readers, session 10)
        said = ctx.t.text("wild.no_action", colour=colour_sentence(ctx, card_type))
        return re.sub(" {2,}", " ", said).strip()  # where the colour sentence is empty
    return ctx.t.text("action.no_action")


def wilds(ctx: Context) -> list[Block]:
    t = ctx.t
    blocks: list[Block] = [Para(t.text("wild.intro"))]
    circle = ctx.say("color_choice", "wild.circle", colours=ctx.circle())
    if circle:
        blocks.append(Para(circle))
    for card_type in ctx.of_kind(wild=True):
        blocks.append(card_block(ctx, card_type, wild_lines(ctx, card_type)))
    if ctx.challengeable:
        blocks += challenge(ctx)
    return blocks


def colour_sentence(ctx: Context, card_type: CardType) -> str:
    """Name the colour / the colour moves on / the colour stays, for a wild card."""
    if card_type.effect.choose_colour:
        return ctx.say("color_choice", "wild.colour") or ""
    return ctx.t.text("wild.colour_stays")


def wild_lines(ctx: Context, card_type: CardType) -> list[str]:
    """A wild card's text, from its effect and the points in force. A wild draw card always
    says whether it may be played at any time and whether it can be challenged; any other
    card says the deck's own rule text in this language first, as the card does."""
    t, effect = ctx.t, card_type.effect
    note_own_words(ctx, card_type)
    if effect.draw:
        skip = "skip" if effect.skip_turn else "plain"
        draw = with_answer(ctx, card_type, t.plural(f"wild.draw.{skip}", effect.draw))
        lines = [f"{colour_sentence(ctx, card_type)} {draw}"]
        if effect.challengeable:
            lines.append(ctx.say("wd4_only_without_color", "wild") or "")
        else:
            lines.append(t.text("wild.draw_free"))
        return lines
    own = dict(card_type.rule_texts).get(t.lang)
    if own:
        return [own_text(own, t.lang)]
    if effect.hands == "shuffle":
        notes = t.text("wild.hands.shuffle_notes")
        # the UNO call comes after the new deal, as after a seven-o swap (review 17, F2)
        uno = t.text("wild.hands.shuffle_uno")
        return [t.text("wild.hands.shuffle"), then_colour(ctx, card_type), notes, uno]
    if effect.hands == "swap":
        uno = t.text("wild.hands.swap_uno")  # after the swap (review 17, F2)
        return [colour_sentence(ctx, card_type), t.text("wild.hands.swap"), uno]
    if card_type.id == "wild":
        return [ctx.say("color_choice", "wild.choose") or ""]
    if effect.choose_colour and not effect.text and not card_type.rule_texts:
        colour = t.text(f"wild.custom_colour.{ctx.points.color_choice}")
        return [t.text("wild.custom"), colour]
    return [fallback_text(ctx, card_type)]


def then_colour(ctx: Context, card_type: CardType) -> str:
    if not card_type.effect.choose_colour:
        return ctx.t.text("wild.colour_stays")
    return ctx.t.text(f"wild.colour_then.{ctx.points.color_choice}")


def challenge(ctx: Context) -> list[Block]:
    """The challenge of the wild draw cards that may be challenged (the Wild Draw Four)."""
    t = ctx.t
    cards = ctx.challengeable
    blocks: list[Block] = [Para(t.text("wild.challenge_title"), "subhead")]
    if not ctx.challenge_on:
        key = "wild.challenge.none"
        return [*blocks, Para(t.text(key, card=ctx.names(cards)))]
    blocks.append(Para(ctx.say("challenge", "wild.challenge.who", card=ctx.names(cards)) or ""))
    extra = ctx.points.challenge_extra
    for card_type in cards:
        draw = card_type.effect.draw
        name = ctx.name(card_type)
        guilty = ctx.say("challenge", "wild.challenge.guilty", draw, card=name)
        innocent = ctx.say(
            "challenge", "wild.challenge.innocent", draw + extra, draw=draw, extra=extra
        )
        in_chain = ctx.say("challenge", "wild.challenge.guilty_chain")
        if guilty and in_chain:
            guilty = f"{guilty} {in_chain}"
        in_chain = ctx.say("challenge", "wild.challenge.innocent_chain", extra=extra)
        if innocent and in_chain:
            innocent = f"{innocent} {in_chain}"
        blocks += [Para(guilty or "", "bullet"), Para(innocent or "", "bullet")]
    # after the bullets: their "If they held…" points back to "who", not across this
    rule = next(filter(None, map(ctx.answer_rule, ctx.draw_types)), "")
    last = ctx.say("challenge", "wild.challenge.chain_last", rule=rule)
    if last:
        blocks.append(Para(last))
    return blocks


# -- answering a draw card --------------------------------------------------------------------
def draws(ctx: Context) -> list[Block]:
    """How a draw card may be answered: not at all, by stacking, by passing it on, by a
    mirror Reverse; and whether whoever finally draws misses the turn."""
    t, points = ctx.t, ctx.points
    blocks: list[Block] = []
    plain = ctx.say("stacking", "draws.stacking.none") or ctx.say(
        "stacking", "draws.stacking.none_jump_in"
    )
    if plain:
        blocks.append(Para(plain))
        if ctx.reverse_types:
            rule = t.text("house.reverse-reflects.name")
            reverse = ctx.name(ctx.reverse_types[0])
            back = ctx.say("reflect", "draws.stacking.reflect", card=reverse, rule=rule)
            if back:
                blocks.append(Para(back))
    if points.stacking != "none":
        blocks += stacking(ctx)
    if points.pass_on and ctx.coloured_draws:
        blocks.append(Para(t.text("house.no-stack-defence.name"), "subhead"))
        for card_type in ctx.coloured_draws:
            card, n = ctx.name(card_type), card_type.effect.draw
            blocks.append(Para(ctx.say("pass_on", "draws.pass_on", n, card=card) or ""))
        if ctx.wild_draws:
            first = ctx.coloured_draws[0]
            blocks.append(
                Para(
                    t.plural(
                        "draws.pass_on_wild",
                        first.effect.draw,
                        wilds=ctx.names(ctx.wild_draws),
                        card=ctx.name(first),
                    )
                )
            )
    if points.reflect and ctx.reverse_types:
        blocks.append(Para(t.text("house.reverse-reflects.name"), "subhead"))
        reverse = ctx.name(ctx.reverse_types[0])
        sent_back = ctx.say("reflect", "draws.reflect", card=reverse) or ""
        # who plays next, as the engine plays it: the drawer (missing the turn or not, as
        # victim_loses_turn says), then on in the direction the last Reverse set
        after = ctx.say("reflect", "draws.reflect_next", card=reverse)
        blocks.append(Para(f"{sent_back} {after}" if after else sent_back))
        on_reverse = ctx.say("reflect", "draws.reflect_stack", card=reverse)
        if on_reverse:  # what may follow a Reverse inside a chain (stacking on)
            # and whom a card added then hits: on in the Reverse's direction (review 18)
            added = ctx.say("reflect", "draws.reflect_add", card=reverse) or ""
            blocks.append(Para(f"{on_reverse} {added}".strip()))
        if ctx.challengeable and ctx.challenge_on:
            cards = ctx.names(ctx.challengeable)
            blocks.append(Para(t.text("draws.reflect_challenge", card=cards)))
    # a card that may not answer is a wrong card: back, 2 cards, and all that is due (F1)
    wrong = ctx.say("victim_loses_turn", "draws.wrong_answer", COURTESY_PENALTY)
    if wrong:
        blocks.append(Para(wrong))
    held = stacked_restricted(ctx)
    if wrong and held:  # a bluff nobody else can see is challenged, not taken back (review 16, F1)
        blocks.append(Para(t.text("draws.stacking.not_wrong", card=ctx.names(held))))
    chain = ctx.say("victim_loses_turn", "draws.chain")
    if chain:
        blocks.append(Para(chain))
    return blocks


def stacking(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    stackable = [c for c in ctx.draw_types if ctx.counts[c.id] >= 2 or points.stacking == "mixed"]
    blocks: list[Block] = [Para(t.text("house.stacking.name"), "subhead")]
    key = "draws.stacking.same" if points.stacking == "same" else "draws.stacking.mixed"
    blocks.append(Para(t.text(key, cards=ctx.names(stackable or ctx.draw_types))))
    if points.stacking == "same":
        blocks += [Para(t.text("draws.stacking.different", cards=pair)) for pair in twins(ctx)]
    examples = stack_examples(ctx)
    if examples:
        separator = t.text("draws.stacking.separator")
        blocks.append(Para(t.text("draws.stacking.examples", examples=separator.join(examples))))
    blocks.append(Para(t.text("draws.stacking.rules")))
    in_chains = [c for c in ctx.challengeable if c in stackable]
    if in_chains and points.wd4_only_without_color:
        card = ctx.names(in_chains)
        # the colour in play after a wild: the one it named, or the one the circle moved on to
        key = f"draws.stacking.condition.{points.color_choice}"
        blocks.append(Para(t.text(key, card=card)))
    if in_chains and ctx.challenge_on:
        card, extra = ctx.names(in_chains), points.challenge_extra
        blocks.append(Para(t.text("draws.stacking.challenge", card=card, extra=extra)))
    return blocks


def stacked_restricted(ctx: Context) -> list[CardType]:
    """The restricted wild draw cards (legal only without the colour in play) that may
    answer a chain and may be challenged there, in deck order; empty without stacking,
    restriction or challenge. Played against the colour, such an answer is a bluff the
    table cannot see: it stays and only the player it hits may challenge it, as the engine
    plays it (:meth:`deckgen.game.round.Round.victim_turn`; rules review 16, F1)."""
    points = ctx.points
    if points.stacking == "none" or not (points.wd4_only_without_color and ctx.challenge_on):
        return []
    stackable = [c for c in ctx.draw_types if ctx.counts[c.id] >= 2 or points.stacking == "mixed"]
    return [c for c in ctx.challengeable if c in stackable]


def twins(ctx: Context) -> list[NameList]:
    """Pairs of the deck's draw cards that make the next player draw the same number but
    are different card types ("Draw Two" and "Wild Draw 2"), each as a list of two names
    ("A and B"). Stacking ``same`` keys on the card type (the engine's
    :func:`deckgen.game.cards.answer_kind`), so neither answers the other; the booklet says
    so for each pair (rules review 11). Empty for the shipped decks."""
    pairs = []
    for i, first in enumerate(ctx.draw_types):
        for second in ctx.draw_types[i + 1 :]:
            if first.effect.draw == second.effect.draw:
                pairs.append(ctx.names([first, second], style="standard"))
    return pairs


def stack_examples(ctx: Context) -> list[str]:
    """Worked sums the deck can really make: a chain of two and of three of one card, if
    the deck holds that many; with mixing, one chain of every kind, smallest first."""
    t = ctx.t
    examples = [
        t.text(
            "draws.stacking.example",
            count=count,
            card=t.name_list([glued(ctx.name(card_type))], quote_one=True),
            total=count * card_type.effect.draw,
        )
        for card_type in ctx.draw_types
        for count in STACK_EXAMPLE_CARDS
        if ctx.counts[card_type.id] >= count
    ]
    if ctx.points.stacking == "mixed" and len(ctx.draw_types) > 1:
        chain = sorted(ctx.draw_types, key=lambda c: c.effect.draw)
        examples.append(
            t.text(
                "draws.stacking.example_mixed",
                cards=ctx.names(chain, style="plus"),
                total=sum(c.effect.draw for c in chain),
            )
        )
    return examples


def glued(name: str) -> str:
    """``name`` with no-break spaces: a worked sum never breaks inside a card's name."""
    return name.replace(" ", "\u00a0")


# -- the first card turned over ----------------------------------------------------------------
def first_card_lines(ctx: Context) -> list[str]:
    """What each kind of action or wild card does when it is turned over first."""
    return [first_card(ctx, c) for c in ctx.types.values() if c.id != "number"]


def first_card(ctx: Context, card_type: CardType) -> str:
    t, effect, name = ctx.t, card_type.effect, ctx.name(card_type)
    if card_type.wild:
        plain = card_type.id == "wild" and not effect.draw and not effect.hands
        if plain:
            return ctx.say("color_choice", "setup.first_wild", card=name) or ""
        if is_empty_wild(card_type):  # with nothing written on it, a Wild (review 15, F7)
            # a blank may stand in for a lost card (review 14); a Customizable may not
            key = "setup.first_blank_wild" if ctx.is_blank(card_type) else "setup.first_custom_wild"
            return t.text(key, card=name)
        return t.text("setup.first_redraw", card=name)
    if effect.draw:
        skip = "skip" if effect.skip_turn else "plain"
        return t.plural(f"setup.first_draw.{skip}", effect.draw, card=name)
    if effect.reverse:
        return ctx.say("later_rounds_start", "setup.first_reverse", card=name) or ""
    if effect.skip_turn:
        return t.text("setup.first_skip", card=name)
    return t.text("setup.first_redraw", card=name)
