"""The short parts of a booklet: the "agree before you start" box, the clear answers and
the summary (also the quick-reference card's lines). Internal.
"""

from __future__ import annotations

import re

from ..rules.model import HouseRule
from .blocks import Block, BoxBlock, Para
from .cards import COURTESY_PENALTY, twins
from .context import Context
from .house import house_rule_names, rule_name, rule_summary


def agree(ctx: Context) -> BoxBlock:
    """What the table should settle before dealing: scoring, end of a round, stacking,
    the wilds taken out for two (``two_player_keep_wilds``), the house rules on (game
    facts; the booklet knows every one of these values)."""
    t, target = ctx.t, ctx.points.target
    lines = [
        ctx.say("scoring", "agree.scoring", target=target, limit=target),
        ctx.say("end_of_round", "agree.end", lower=lower_target(target)),
        # mixed stacking points to the limits its section sets (review 14)
        ctx.say("stacking", "agree.stacking", section=t.text("section.draws"))
        if ctx.draw_types
        else None,
    ]
    keep = ctx.points.two_player_keep_wilds
    if keep is not None:  # the same rule-point sentence as "Two players" says
        wilds = ctx.say("two_player_keep_wilds", "two_players.wilds", keep)
        lines.append(t.text("agree.two_players", sentence=wilds) if wilds else None)
    names = house_rule_names(ctx)
    if names:
        lines.append(house_rules_line(ctx, names))
    else:
        lines.append(t.text("agree.house.none"))
    return BoxBlock(t.text("agree.title"), tuple(line for line in lines if line))


def lower_target(target: int) -> int:
    """A lower target or limit to suggest where rounds last much longer (shrinking hands):
    about two fifths of ``target``, in fifties, at least 50 (500 → 200, 200 → 100)."""
    return max(50, round(target * 0.4 / 50) * 50)


def clear_answers(ctx: Context) -> list[Block]:
    """The questions tables argue about, settled as this game plays them."""
    t, points = ctx.t, ctx.points
    texts: list[str | None] = []
    if ctx.draw_types:
        # with the mirror Reverse and no other answer, the sentence names the Reverse
        reverse = ctx.name(ctx.reverse_types[0]) if ctx.reverse_types else ""
        rule = t.text("house.reverse-reflects.name")
        draws = t.text("section.draws")  # mixed stacking: the limits are there (review 14)
        texts.append(ctx.say("stacking", "clear.stacking", card=reverse, rule=rule, section=draws))
        if points.stacking == "same":  # two draw cards of one number never answer each other
            texts += [t.text("draws.stacking.different", cards=pair) for pair in twins(ctx)]
    if points.pass_on and ctx.wild_draws and ctx.coloured_draws:
        card = ctx.coloured_draws[0]
        texts.append(
            ctx.say(
                "pass_on",
                "clear.pass_on",
                card.effect.draw,
                wd4=ctx.names(ctx.wild_draws),
                card=ctx.name(card),
            )
        )
    if points.reflect and ctx.reverse_types and ctx.draw_types:
        texts.append(ctx.say("reflect", "clear.reflect"))
    if ctx.challengeable and ctx.challenge_on:
        card = ctx.challengeable[0]
        draw = card.effect.draw
        texts.append(
            ctx.say(
                "challenge",
                "clear.challenge",
                card=ctx.name(card),
                guilty=draw,
                innocent=draw + points.challenge_extra,
            )
            or ctx.say(
                "challenge",
                "clear.challenge_chain",
                card=ctx.name(card),
                guilty=draw,
                innocent=draw + points.challenge_extra,
                extra=points.challenge_extra,
            )
        )
    for card_type in ctx.wild_draws:
        if not card_type.effect.challengeable:
            texts.append(t.text("clear.wild_draw_free", card=ctx.name(card_type)))
    texts += [
        ctx.say("jump_in", "clear.uno"),
        ctx.say("color_choice", "clear.last_card"),
        t.text("clear.empty_pile"),
        ctx.say("dealer", "clear.dealer_tie"),
        ctx.say("jump_in", "clear.jump_in"),
        ctx.say("seven_o", "clear.seven_o"),
        ctx.say("seven_o", "clear.seven_o_out"),  # play to the end: who passes and swaps
        ctx.say("five_swap", "clear.five_swap"),
    ]
    if points.silent_two_penalty:
        words = ctx.say("uno_slap_penalty", "turn.silent_words")  # as "Your turn" lists them
        # pointing out a wrong card (or jump-in) is allowed too (review 17, F3)
        words = ctx.say("jump_in", "turn.silent_wrong", words=words) or words
        n = points.silent_two_penalty
        texts.append(ctx.say("silent_two_penalty", "clear.silent_two", n, words=words))
    texts.append(t.plural("clear.courtesy", COURTESY_PENALTY))
    # a wrong jump-in is out of turn: no "your turn is over" (review 15, F2)
    texts.append(ctx.say("jump_in", "clear.wrong_jump_in", COURTESY_PENALTY))
    return [Para(text, "bullet") for text in texts if text]


def summary_texts(ctx: Context) -> list[str]:
    """The booklet's rules at a glance: deal, match, draw, UNO call, what changes the flow
    of a round (end, colour, stacking), how the game is won, and each house rule on in a
    line of its own; no closing "House rules: A, B" line (each rule has its line, and the
    first page's box names them all)."""
    return [text for text, _, _ in summary_lines(ctx, house_line=False)]


def pass_on_line(ctx: Context) -> str | None:
    """The summary's line for passing a draw card on, naming the deck's coloured draw card."""
    if not ctx.coloured_draws:
        return None
    return ctx.say("pass_on", "summary.pass_on", card=ctx.name(ctx.coloured_draws[0]))


def summary_lines(ctx: Context, *, house_line: bool = True) -> list[tuple[str, bool, str | None]]:
    """The rules at a glance as (text, optional, compact), for the reference card: an
    optional line adds detail about a house rule that the last line ("House rules: A, B",
    ``agree.house.some``; left out with ``house_line=False``) names anyway, so a small
    reference card may leave it out; ``compact`` is a line's text without the house rule's
    name it starts with (the last line names the rule), which such a card says instead,
    else ``None``.

    Every house rule in force has a line of its own, named ``"{name}: {text}"``
    (``house.item_plain``): the line of the rule point it sets where the summary has one
    (end of a round, colour, stacking, passing on, drawing, scoring), else the rule's
    one-line text of the house-rules list (:func:`.house.rule_summary`), so the summary and
    that list cannot drift apart; a rule whose line would be a question says its own
    statement instead (``house.<id>.glance``, :func:`_glance`)."""
    t, points = ctx.t, ctx.points
    lines: list[tuple[str | None, bool, str | None]] = [
        (t.plural("summary.deal", points.hand_size), False, None),
        (t.text("summary.match"), False, None),
        (ctx.say("draw", "summary.draw"), False, "draw"),
        (t.plural("summary.uno", points.uno_penalty), False, None),
        (ctx.say("end_of_round", "summary.end"), True, "end_of_round"),
        (ctx.say("color_choice", "summary.colour"), True, "color_choice"),
        (ctx.say("stacking", "summary.stacking") if ctx.draw_types else None, True, "stacking"),
        (pass_on_line(ctx), True, "pass_on"),
        (None, False, "house"),  # the house rules no summary point says
        (
            ctx.say("scoring", "summary.win", target=points.target, limit=points.target),
            False,
            "scoring",
        ),
    ]
    setters = [_rule_setting(ctx, point) for text, _, point in lines if text and point]
    named = {rule.id for rule in setters if rule}
    found: list[tuple[str, bool, str | None]] = []
    for text, optional, point in lines:
        if point == "house":
            for own in ctx.rules.house_rules:
                name = rule_name(ctx, own)
                if name and own.id not in named:
                    glance = _glance(ctx, own) or rule_summary(ctx, own)
                    text = t.text("house.item_plain", name=name, text=glance)
                    found.append((text, True, None))
            continue
        if not text:
            continue
        rule = _rule_setting(ctx, point) if point else None
        name = rule_name(ctx, rule) if rule else None
        if rule and name:
            labelled = _glance(ctx, rule) or _after_label(text, rule_summary(ctx, rule))
            found.append((t.text("house.item_plain", name=name, text=labelled), optional, text))
        else:
            found.append((text, optional, None))
    names = house_rule_names(ctx) if house_line else []
    if names:  # the same words, quotes and final stop as the first page's reminder
        house = house_rules_line(ctx, names)
        found.append((house, False, None))
    return found


def _glance(ctx: Context, rule: HouseRule) -> str | None:
    """The shipped rule's own text for the rules at a glance, ``house.<id>.glance``, where
    the catalog has one: a statement to follow its name and colon, for a rule whose summary
    line is a question or several sentences ("Draw until it fits: draw until a card fits,
    then play it." rather than "...: can't or won't play? Draw until..."); ``{card}`` is
    the deck's first coloured draw card. With the Mirror Reverse on (``reflect``) a rule
    may say more (``house.<id>.glance_reflect``: a Reverse adds nothing to what is drawn,
    review 11). ``None`` for the others and a rule file of the user's own."""
    key = f"house.{rule.id}.glance"
    if rule.source is not None or not ctx.t.has(key):
        return None
    if ctx.points.reflect and ctx.t.has(key + "_reflect"):
        key += "_reflect"
    card = ctx.name(ctx.coloured_draws[0]) if ctx.coloured_draws else ""
    return ctx.t.text(key, card=card)


def _after_label(text: str, example: str) -> str:
    """``text`` as it reads after a rule's name and colon: starting in lower case where the
    catalog's own text for the rule (``example``) does (English, French, Polish, ...), as it
    is (German, where a sentence after a colon starts in capitals; Thai, with no case). Only
    a capital that begins an ordinary word changes: one followed by a lower-case letter, or
    a one-letter word ("A pluszos", "I pari", "S’mund"), also after a Spanish "¿" or "¡";
    never "UNO", a quote or a digit."""
    if text[:1] in "¿¡" and len(text) > 1:  # Spanish opening marks: the word after them
        return text[0] + _after_label(text[1:], example)
    first_word = re.split("[ \u00a0\u202f]", text, maxsplit=1)[0]  # glued "A\u00a0pluszos" too
    first_word = first_word.split("’", 1)[0].split("'", 1)[0]
    ordinary = len(first_word) == 1 or (len(text) > 1 and text[1].islower())
    if text[:1].isupper() and ordinary and example[:1].isalpha() and example[:1].islower():
        return text[0].lower() + text[1:]
    return text


def _rule_setting(ctx: Context, point: str) -> HouseRule | None:
    """The last house rule in force that sets ``point`` (the one whose value stands)."""
    setting = [rule for rule in ctx.rules.house_rules if point in dict(rule.sets)]
    return setting[-1] if setting else None


def house_rules_line(ctx: Context, names: list[str]) -> str:
    """The reminder of the house rules on, each name in the language's quotes: "House
    rule: “Jump in”." for one (``agree.house.one``; de/fr native readers, session 9: the
    plural for a single rule), "House rules: …" for more (``agree.house.some``)."""
    key = "agree.house.one" if len(names) == 1 else "agree.house.some"
    return ctx.t.text(key, names=ctx.t.name_list(names, quote_one=True))
