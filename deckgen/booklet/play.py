"""The sections of a booklet that follow a round: goal, setup, a turn, the UNO call, the end
of a round, scoring and two players. Internal.

Every sentence is chosen by a rule point (:mod:`.sentences`) or by the deck's cards; a
house rule that changes a point changes the sentence here, where it belongs.
"""

from __future__ import annotations

from ..definitions.model import CardType
from ..rules.cards import is_restricted
from .blocks import Block, Para, TableBlock
from .cards import first_card_lines
from .context import Context


def goal(ctx: Context) -> list[Block]:
    target = ctx.points.target
    blocks: list[Block] = [
        Para(ctx.say("end_of_round", "goal.end") or ""),
        Para(ctx.say("scoring", "goal.scoring", target=target, limit=target) or ""),
    ]
    measured = ctx.round_length_text()  # how long a round takes: beside how it ends
    return [*blocks, Para(measured)] if measured else blocks


def setup(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    blocks: list[Block] = [
        Para(ctx.say("dealer", "setup.dealer") or ""),
        Para(ctx.say("next_dealer", "setup.next_dealer") or ""),
        Para(t.plural("setup.deal", points.hand_size)),
        Para(t.text("setup.piles")),
    ]
    lines = first_card_lines(ctx)
    if lines:
        if points.first_card == "act":
            blocks.append(Para(ctx.say("first_card", "setup.first_card.act") or ""))
            blocks += [Para(text, "bullet") for text in lines]
            if ctx.draw_types:
                no_answer = ctx.say("first_card", "setup.first_no_answer")
                if no_answer:
                    blocks.append(Para(no_answer))
        else:
            blocks.append(Para(ctx.say("first_card", "setup.first_card.redraw_actions") or ""))
    return blocks


def turn(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    blocks: list[Block] = [
        Para(ctx.say("later_rounds_start", "turn.start") or ""),
        Para(t.text("turn.match")),
        Para(ctx.say("draw", "turn.draw") or ""),
        Para(ctx.say("draw_by_choice", "turn.draw_by_choice") or ""),
    ]
    # after "you may also draw like this": a card found while drawing that may not be played
    restricted = [c for c in ctx.wild_draws if is_restricted(c, points)]
    if restricted:
        found = ctx.say("draw", "turn.draw_restricted", card=ctx.names(restricted))
        if found:
            blocks.append(Para(found))
    blocks.append(Para(t.text("turn.empty_pile")))
    if points.jump_in:
        blocks += [Para(t.text("house.jump-in.name"), "subhead")]
        blocks.append(Para(ctx.say("jump_in", "turn.jump_in.text") or ""))
        wild = ctx.say("jump_in", "turn.jump_in.wild_free") if "wild" in ctx.types else None
        if wild:
            blocks.append(Para(wild))
        for card_type in ctx.coloured_draws:
            n, card = card_type.effect.draw, ctx.name(card_type)
            twin = ctx.say("stacking", "turn.jump_in.twin_draw", n, card=card)
            if twin:
                blocks.append(Para(twin))
        if ctx.coloured_draws:  # the player a draw card hits, holding its twin
            blocks.append(Para(ctx.say("jump_in", "turn.jump_in.victim") or ""))
    if points.seven_o:
        blocks += [Para(t.text("house.seven-o.name"), "subhead")]
        blocks.append(Para(ctx.say("seven_o", "turn.seven_o") or ""))
    if points.five_swap:
        blocks += [Para(t.text("house.swap-on-five.name"), "subhead")]
        blocks.append(Para(ctx.say("five_swap", "turn.five_swap") or ""))
    if points.silent_two_penalty:
        blocks += [Para(t.text("house.silent-two.name"), "subhead")]
        n = points.silent_two_penalty
        blocks.append(Para(ctx.say("silent_two_penalty", "turn.silent_two", n) or ""))
    return blocks


def uno(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    call = ctx.say("uno_slap_penalty", "uno.call", points.uno_slap_penalty or None)
    blocks: list[Block] = [
        Para(call or ""),
        Para(t.plural("uno.penalty", points.uno_penalty)),
        Para(t.text("uno.too_late")),
    ]
    jumped = ctx.say("jump_in", "uno.jump_in")  # a jump-in ends the time to catch, too
    if jumped:
        blocks.append(Para(jumped))
    return blocks


def end(ctx: Context) -> list[Block]:
    t = ctx.t
    first = ctx.points.shrinking_start
    blocks: list[Block] = [Para(ctx.say("end_of_round", "end.round", first=first) or "")]
    if ctx.draw_types:
        blocks.append(Para(ctx.say("end_of_round", "end.last_draw") or ""))
    two_left = ctx.say("end_of_round", "end.two_left") if ctx.reverse_types else None
    if two_left:
        blocks.append(Para(two_left))
        sent_back = ctx.say("end_of_round", "end.two_left_reflect")
        if sent_back:
            blocks.append(Para(sent_back))
    for card_type in ctx.has_effect(hands="shuffle"):
        blocks.append(Para(t.text("end.last_hands", card=ctx.name(card_type))))
    return blocks


def scoring(ctx: Context) -> list[Block]:
    points = ctx.points
    blocks: list[Block] = []
    after_first_out = ctx.say("end_of_round", "scoring.to_the_end")
    if after_first_out:
        blocks.append(Para(after_first_out))
    count = ctx.say("scoring", "scoring.count")
    if count:  # lazy scoring played to the end: no points to count at all
        blocks.append(Para(count))
        blocks.append(TableBlock(tuple(points_rows(ctx))))
    zero = points.lonely_zero_points
    if zero:
        blocks.append(Para(ctx.say("lonely_zero_points", "scoring.lonely_zero", zero) or ""))
    bonus = finish_bonus(ctx)
    if bonus:
        blocks.append(Para(bonus))
    target = points.target
    last = ctx.say("scoring", "scoring.end", target=target, limit=target)
    if last:
        blocks.append(Para(last))
    return blocks


def finish_bonus(ctx: Context) -> str | None:
    """Going out on a wild +1 / +2 takes points off the total (penalty points only)."""
    points = ctx.points
    if not (points.finish_bonus_one or points.finish_bonus_two):
        return None
    one, two = _wild_drawing(ctx, 1), _wild_drawing(ctx, 2)
    if one is None or two is None:
        return None
    return ctx.say(
        "finish_bonus_one" if points.finish_bonus_one else "finish_bonus_two",
        "scoring.finish_bonus",
        one=ctx.name(one),
        two=ctx.name(two),
        one_bonus=points.finish_bonus_one,
        two_bonus=points.finish_bonus_two,
    )


def _wild_drawing(ctx: Context, n: int) -> CardType | None:
    return next((c for c in ctx.wild_draws if c.effect.draw == n), None)


def points_rows(ctx: Context) -> list[tuple[str, str]]:
    """The points table: numbers (face value, a lonely 0 if it counts), then each type."""
    t = ctx.t
    rows = [(t.text("contents.card_column"), t.text("contents.points_column"))]
    ranks = sorted({f.rank for f in ctx.deck.unique_faces() if f.rank is not None})
    if ranks:
        number = ctx.name(ctx.types["number"])
        label = t.text("scoring.numbers_row", card=number, low=ranks[0], high=ranks[-1])
        zero = ctx.points.lonely_zero_points
        value = ctx.say("lonely_zero_points", "scoring.number_points", points=zero)
        rows.append((label, value or ""))
    for type_id, card_type in ctx.types.items():
        if type_id == "number":
            continue
        points = ctx.first_face[type_id].points
        value = t.text("scoring.blank_points", points=points) if ctx.is_blank(card_type) else None
        rows.append((ctx.name(card_type), value or str(points)))
    return rows


def two_players(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    bullets: list[str | None] = []
    if ctx.reverse_types:
        bullets.append(ctx.say("reverse_as_skip_for_two", "two_players.reverse"))
    skips = [c for c in ctx.of_kind(wild=False) if c.effect.skip_turn and not c.effect.draw]
    if skips:
        bullets.append(t.text("two_players.skip", card=ctx.names(skips)))
    hitting = [c for c in ctx.draw_types if c.effect.skip_turn]
    if hitting:
        bullets.append(t.text("two_players.draw", cards=ctx.names(hitting)))
    if ctx.reverse_types:
        bullets.append(ctx.say("color_choice", "two_players.circle"))
    bullets.append(ctx.say("stacking", "two_players.stacking"))
    if ctx.reverse_types and ctx.draw_types:
        bullets.append(ctx.say("reflect", "two_players.reflect"))
    bullets.append(ctx.say("seven_o", "two_players.seven_o"))
    keep = points.two_player_keep_wilds
    if keep is not None:
        bullets.append(ctx.say("two_player_keep_wilds", "two_players.wilds", keep))
    texts = [text for text in bullets if text]
    if not texts:
        return []
    return [Para(t.text("two_players.intro")), *(Para(text, "bullet") for text in texts)]
