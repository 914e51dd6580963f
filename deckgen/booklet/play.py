"""The sections of a booklet that follow a round: goal, setup, a turn, the UNO call, the end
of a round, scoring and two players. Internal.

Every sentence is chosen by a rule point (:mod:`.sentences`) or by the deck's cards; a
house rule that changes a point changes the sentence here, where it belongs.
"""

from __future__ import annotations

from ..definitions.model import CardType, Face
from ..game.cards import deck_cards
from ..rules.cards import is_restricted, is_wild_twin
from ..text.cardnames import said_name
from .blocks import Block, Para, ScoreGridBlock, TableBlock
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
        Para(t.text("setup.misdeal")),
        Para(t.text("setup.piles")),
    ]
    keep = points.two_player_keep_wilds
    if keep is not None:  # the same rule-point sentence as "Two players", and what is left
        wilds = ctx.say("two_player_keep_wilds", "two_players.wilds", keep)
        size = len(deck_cards(ctx.deck, 2, points))
        for_two = ctx.say("two_player_keep_wilds", "setup.two_players", size, sentence=wilds)
        blanks = blanks_for_two(ctx)
        if wilds and for_two and blanks:  # the count holds while no blank is a lost card
            for_two = t.plural("setup.two_players_blanks", size, sentence=wilds, blanks=blanks)
        if wilds and for_two:
            blocks.insert(2, Para(for_two))  # before the deal
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


def blanks_for_two(ctx: Context) -> str | None:
    """With fewer wilds for two, which blank cards count as wild cards (review 12): those
    still blank or carrying a rule of the players' own; a blank written as a lost card is
    that card and stays in. ``None`` if the deck has no blank card or the rule is off. The
    game engine plays every blank as still blank, so it takes them out as wild cards."""
    if ctx.points.two_player_keep_wilds is None:
        return None
    if not any(ctx.is_blank(card_type) for card_type in ctx.types.values()):
        return None
    return ctx.t.text("two_players.blanks")


EXAMPLE_TOP_RANK, EXAMPLE_OTHER_RANK = 4, 9  # the numbers of the worked turn, if the deck has them


def example_hand(ctx: Context) -> tuple[Face, list[tuple[Face, str]]] | None:
    """The worked turn's cards, from the deck's own faces: the top card of the discard pile
    (a 4 of the deck's first colour) and four cards of a hand, each with why it fits or not
    (``colour``, ``number``, ``wild``, ``none``): a coloured action card of the same colour
    (else a number), the same number in the second colour, a plain wild card (if the deck
    has one), a 9 of the second colour. ``None`` for a deck with fewer than two colours or
    two numbers. The tests check each verdict against the engine's rule 4."""
    faces = [f for f in ctx.deck.unique_faces() if not ctx.is_blank(f.card_type)]
    colours = ctx.deck.colors
    ranks = sorted({f.rank for f in faces if f.rank is not None})
    if len(colours) < 2 or len(ranks) < 2:
        return None
    # a 4, else the smallest number but 0 (which some languages' articles treat apart)
    top_rank = (
        EXAMPLE_TOP_RANK if EXAMPLE_TOP_RANK in ranks else ([r for r in ranks if r] or ranks)[0]
    )
    others = [r for r in ranks if r != top_rank]
    other = EXAMPLE_OTHER_RANK if EXAMPLE_OTHER_RANK in others else others[-1]

    def find(colour: str, rank: int | None) -> Face | None:
        return next((f for f in faces if f.color == colour and f.rank == rank), None)

    first, second = colours[0], colours[1]
    top, number, miss = find(first, top_rank), find(second, top_rank), find(second, other)
    action = next((f for f in faces if f.color == first and f.rank is None), None)
    same = action or find(first, other)
    wild = next(
        (f for f in faces if f.color is None and f.card_type.effect.choose_colour
         and not f.card_type.effect.draw and not f.card_type.effect.hands),
        None,
    )  # fmt: skip
    if not (top and number and miss and same):
        return None
    hand = [(same, "colour"), (number, "number")]
    if wild is not None:
        hand.append((wild, "wild"))
    return top, [*hand, (miss, "none")]


def match_example(ctx: Context) -> list[Block]:
    """The worked turn of :func:`example_hand` as a lead-in and a table: each card of the
    hand (its number or name, and its colour) with whether it fits and why."""
    found = example_hand(ctx)
    if found is None:
        return []
    top, hand = found
    t = ctx.t

    def card(face: Face) -> str:
        ctx.name(face.card_type)  # notes a name that falls back to English
        return said_name(t, face)  # "the red 4", as players say it

    rows = [(t.text("turn.example.hand"), t.text("turn.example.fits"))]
    rows += [(card(face), t.text(f"turn.example.{why}")) for face, why in hand]
    return [Para(t.text("turn.example.intro", card=card(top))), TableBlock(tuple(rows))]


def turn(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    blocks: list[Block] = [
        Para(ctx.say("later_rounds_start", "turn.start") or ""),
        Para(t.text("turn.match")),
        *match_example(ctx),
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
        # a Wild is jumped in on a Wild only if the deck has two (review 15, F6)
        wild_twin = _has_twin(ctx, "wild")
        key = _jump_in_key(ctx, wild_twin)
        blocks.append(Para(t.text(key)))
        # twins in one hand: one at a time, never on your own card (review 16, F5)
        blocks.append(Para(t.text("turn.jump_in.one_at_a_time")))
        wild = ctx.say("jump_in", "turn.jump_in.wild_free") if wild_twin else None
        if wild:
            blocks.append(Para(wild))
        # an empty Wild Customizable is a Wild's twin, both ways, where a Wild has a twin at
        # all (review 17, F5; the engine: RoundState.wild_twins)
        if key in ("turn.jump_in.text", "turn.jump_in.text_keep_wilds"):
            for card_type in custom_twins(ctx):
                blocks.append(Para(t.text("turn.jump_in.custom_twin", card=ctx.name(card_type))))
        twinned = [c for c in ctx.coloured_draws if _has_twin(ctx, c.id)]
        for card_type in twinned:
            n, card = card_type.effect.draw, ctx.name(card_type)
            twin = ctx.say("stacking", "turn.jump_in.twin_draw", n, card=card)
            twin = twin or ctx.say("stacking", "turn.jump_in.twin_stack", card=card)
            if twin:  # the player after you may still answer it as any draw card
                answer = ctx.say("stacking", "turn.jump_in.twin_answer", card=card)
                blocks.append(Para(f"{twin} {answer}" if answer else twin))
        if twinned:  # the player a draw card hits, holding its twin
            blocks.append(Para(ctx.say("jump_in", "turn.jump_in.victim") or ""))
        blocks += twin_actions(ctx)
    if points.seven_o:
        blocks += [Para(t.text("house.seven-o.name"), "subhead")]
        blocks.append(Para(ctx.say("seven_o", "turn.seven_o") or ""))
    if points.five_swap:
        blocks += [Para(t.text("house.swap-on-five.name"), "subhead")]
        blocks.append(Para(ctx.say("five_swap", "turn.five_swap") or ""))
    if points.silent_two_penalty:
        blocks += [Para(t.text("house.silent-two.name"), "subhead")]
        n = points.silent_two_penalty
        words = ctx.say("uno_slap_penalty", "turn.silent_words")  # the list clear answers use too
        # pointing out a wrong card (or jump-in) is allowed too (review 17, F3)
        words = ctx.say("jump_in", "turn.silent_wrong", words=words) or words
        blocks.append(Para(ctx.say("silent_two_penalty", "turn.silent_two", n, words=words) or ""))
    return blocks


def _jump_in_key(ctx: Context, wild_twin: bool) -> str:
    """The catalog key of the jump-in paragraph for this deck as played under the house
    rules (the deck's cards decide, not a rule point, so not in SENTENCES).

    ``text``: a Wild has a twin. ``text_keep_wilds``: it has one, but the two-player rule
    keeps a single Wild for two (review 16, F3). ``text_one_wild``: the deck has one Wild.
    ``text_two_only``: a deck for two only with one Wild in play, where two players can
    never jump in at the same moment (review 16, F4)."""
    keep = ctx.points.two_player_keep_wilds
    one_for_two = keep is not None and keep < 2
    if ctx.for_two_only and (not wild_twin or one_for_two):
        return "turn.jump_in.text_two_only"
    if not wild_twin:
        return "turn.jump_in.text_one_wild"
    if one_for_two:
        return "turn.jump_in.text_keep_wilds"
    return "turn.jump_in.text"


def custom_twins(ctx: Context) -> list[CardType]:
    """The deck's Wild Customizable card types that, with nothing written on them, play as
    a plain Wild (:func:`deckgen.rules.cards.is_wild_twin`): for jumping in they are twins
    of the Wild, and a Wild of them; one that carries a rule never is (review 17, F5)."""
    return [c for c in ctx.types.values() if c.id == "customizable" and is_wild_twin(c)]


def _has_twin(ctx: Context, type_id: str) -> bool:
    """Whether the deck holds two copies of some face of card type ``type_id`` (an exact
    twin to jump in with): the two-player deck's one Wild has none (review 15, F6)."""
    return any(fc.count >= 2 and fc.face.card_type.id == type_id for fc in ctx.deck.faces)


def twin_actions(ctx: Context) -> list[Block]:
    """Jump-in: a twin Skip or Reverse takes the place of the first (review 13, F4), for
    each such card type the deck has that is jumped in on (an exact twin: 2 copies of a
    face). The engine plays it so: the jumped-in card acts from its player, and a second
    Reverse turns the direction back (``deckgen.game.play``); with two players it acts as a
    Skip, so whoever jumped in plays again (``turn.jump_in.twin_reverse_two``, review 14)."""
    blocks: list[Block] = []
    faces = [fc for fc in ctx.deck.faces if not fc.face.card_type.wild and fc.count >= 2]
    for kind, wanted in (("twin_skip", "skip"), ("twin_reverse", "reverse")):
        seen: set[str] = set()
        for fc in faces:
            card_type = fc.face.card_type
            effect = card_type.effect
            does = effect.reverse if wanted == "reverse" else effect.skip_turn
            if effect.draw or effect.hands or not does or card_type.id in seen:
                continue
            seen.add(card_type.id)
            text = ctx.say("jump_in", f"turn.jump_in.{kind}", card=ctx.name(card_type))
            if text:
                blocks.append(Para(text))
            # with two players a twin Reverse works like a twin Skip (review 14)
            two = ctx.say("jump_in", f"turn.jump_in.{kind}_two", card=ctx.name(card_type))
            if two and kind == "twin_reverse":
                blocks.append(Para(two))
    return blocks


def uno(ctx: Context) -> list[Block]:
    t, points = ctx.t, ctx.points
    call = ctx.say("uno_slap_penalty", "uno.call", points.uno_slap_penalty or None)
    blocks: list[Block] = [
        Para(call or ""),
        Para(t.plural("uno.penalty", points.uno_penalty)),
        Para(t.text("uno.too_late")),
    ]
    if points.uno_slap_penalty:  # a late call is slapped too; a miss is caught in words (F7)
        blocks.append(Para(t.text("uno.slap_late")))
    hands = ctx.has_effect(hands="shuffle") + ctx.has_effect(hands="swap")
    if hands and points.uno_slap_penalty:  # several left with one card: calls in turn (F3)
        several = t.text("uno.slap_several", card=ctx.names(hands, style="or"))
        blocks.append(Para(several))
    jumped = ctx.say("jump_in", "uno.jump_in")  # a jump-in ends the time to catch, too
    if jumped:
        blocks.append(Para(jumped))
    return blocks


def end(ctx: Context) -> list[Block]:
    t = ctx.t
    first = ctx.points.shrinking_start
    blocks: list[Block] = [Para(ctx.say("end_of_round", "end.round", first=first) or "")]
    mode = ctx.points.end_of_round
    for card_type in ctx.has_effect(hands="shuffle"):  # the exception to end.round: right after
        blocks.append(Para(t.text("end.last_hands", card=ctx.name(card_type))))
        if mode == "shrinking":  # no new hand, no step down, no win (the engine: review 12)
            blocks.append(Para(t.text("end.shrinking_shuffle", card=ctx.name(card_type))))
    skips = [c for c in ctx.has_effect(skip_turn=True, draw=0) if not c.wild]
    if skips and ctx.reverse_types:  # shrinking hands: what a Skip or Reverse does as a last card
        turn = ctx.say("end_of_round", "end.shrinking_turn")
        if turn:
            blocks.append(Para(turn))
    short = ctx.say("end_of_round", "end.shrinking_short")  # the draw pile runs short
    if short:
        blocks.append(Para(short))
    marks = shrinking_marks(ctx)
    if marks:  # keep count: the size of each new hand, as the short-pile rule counts (review 10)
        blocks.append(Para(marks))
    if mode == "to_the_end":  # Shuffle Hands deals only to the players still in (review 12)
        for card_type in ctx.has_effect(hands="shuffle"):
            blocks.append(Para(t.text("end.out_shuffle", card=ctx.name(card_type))))
    # after the Shuffle Hands lines, not between them (fresh readers 14, es)
    swaps = ctx.say("end_of_round", "end.out_swaps")  # only when a card swaps at all
    if swaps:
        blocks.append(Para(swaps))
    if ctx.draw_types:
        # what is drawn: where draw cards pile up, a chain's whole total (the stacking text's
        # words); otherwise the cards the last draw card says
        due = ctx.t.text("end.due.total" if ctx.points.stacking != "none" else "end.due.single")
        blocks.append(Para(ctx.say("end_of_round", "end.last_draw", due=due) or ""))
        if ctx.reverse_types:  # a Reverse as the last card sends a draw back: the sender draws
            card = ctx.name(ctx.reverse_types[0])
            reverse = ctx.say("reflect", "end.last_draw.reflect", card=card, due=due)
            if reverse:
                blocks.append(Para(reverse))
        dealer = ctx.say("next_dealer", "end.last_draw.dealer")  # the points choose the dealer
        if dealer:
            blocks.append(Para(dealer))
        if ctx.challengeable and ctx.challenge_on:  # never caught as a last card (to the end)
            card = ctx.name(ctx.challengeable[0])
            caught = ctx.say("end_of_round", "end.last_draw.challenge", card=card)
            if caught:
                blocks.append(Para(caught))
            # shrinking hands: judged on the hand it was played from, so never caught
            never = ctx.say("end_of_round", "end.shrinking_challenge", card=card)
            if never:
                blocks.append(Para(never))
    two_left = ctx.say("end_of_round", "end.two_left") if ctx.reverse_types else None
    if two_left:
        blocks.append(Para(two_left))
        sent_back = ctx.say("end_of_round", "end.two_left_reflect")
        if sent_back:
            blocks.append(Para(sent_back))
        # a twin Reverse jumped in then: its player plays again (review 14)
        reverse = ctx.name(ctx.reverse_types[0])
        jumped = ctx.say("jump_in", "end.two_left_jump_in", card=reverse)
        if jumped:
            blocks.append(Para(jumped))
    return blocks


def scoring(ctx: Context) -> list[Block]:
    points = ctx.points
    blocks: list[Block] = []
    after_first_out = ctx.say("end_of_round", "scoring.to_the_end")
    lazy = points.scoring == "lazy" and points.end_of_round == "to_the_end"
    if lazy:  # no points to count: only who deals next, in the words "Getting ready" uses
        after_first_out = ctx.say("next_dealer", "setup.next_dealer")
    if after_first_out:
        blocks.append(Para(after_first_out))
    count = ctx.say("scoring", "scoring.count")
    if count:  # lazy scoring played to the end: no points to count at all
        blocks.append(Para(count))
        blocks.append(TableBlock(tuple(points_rows(ctx))))
        example = scoring_example(ctx)
        if example:
            blocks.append(Para(example))
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


SCORE_SHEET_MAX_PLAYERS = 10  # columns; a page narrower than the writer needs drops some


def score_sheet(ctx: Context) -> list[Block]:
    """The printable score sheet: what to write after each round, with the target or the
    limit of these rules, and a grid with a column for each player (as many as the deck and
    rules allow, at most 10). With finish on +1/+2 a line says the winner's deduction
    (review 10); with shrinking hands, a line for the lower target or limit agreed on
    (review 15) and that the sizes of new hands go in the grid's last row, kept for them,
    not in the score columns (review 11). Empty with lazy scoring (no score is kept)."""
    points = ctx.points
    intro = ctx.say("scoring", "score_sheet.intro", target=points.target, limit=points.target)
    if not intro:
        return []
    players = min(ctx.table[1], SCORE_SHEET_MAX_PLAYERS)
    blocks: list[Block] = [Para(intro)]
    # shrinking hands: a line to write the lower target or limit agreed on (review 15, F4)
    agreed = ctx.say("end_of_round", "score_sheet.agreed", target=points.target)
    if agreed:
        blocks.append(Para(agreed))
    one, two = _wild_drawing(ctx, 1), _wild_drawing(ctx, 2)
    if (points.finish_bonus_one or points.finish_bonus_two) and one and two:
        # finish on +1/+2: the winner's new total is the last one minus the card's points
        bonus = ctx.t.text(
            "score_sheet.finish_bonus",
            one=ctx.name(one),
            two=ctx.name(two),
            one_bonus=points.finish_bonus_one,
            two_bonus=points.finish_bonus_two,
        )
        blocks.append(Para(bonus))
    tally = None
    if points.end_of_round == "shrinking":  # hand sizes stay out of the columns (review 11)
        tally = ctx.t.text("score_sheet.hand_sizes")
        row = ctx.t.name_list([tally], quote_one=True)
        blocks.append(Para(ctx.t.text("score_sheet.shrinking", row=row)))
    return [*blocks, ScoreGridBlock(ctx.t.text("score_sheet.round"), players, tally)]


def shrinking_marks(ctx: Context) -> str | None:
    """Shrinking hands: where to keep the size of each new hand (reviews 9, 13): in pencil
    in the score sheet's "New hands" row, rubbed out each round (every round starts again
    at ``hand_size``); on a piece of paper when the booklet has no score sheet (lazy
    scoring, ``--no-score-sheet``). ``None`` under any other end of round."""
    n = ctx.points.hand_size
    if ctx.points.end_of_round != "shrinking":
        return None
    if not ctx.score_sheet:  # no score sheet: said as lazy scoring says it (sentences.py)
        return ctx.t.plural("end.shrinking_marks_paper", n)
    row = ctx.t.name_list([ctx.t.text("score_sheet.hand_sizes")], quote_one=True)
    return ctx.say("end_of_round", "end.shrinking_marks", n, row=row)


EXAMPLE_RANK = 7  # the number card of the worked example, if the deck has it


def scoring_example(ctx: Context) -> str | None:
    """A worked sum of the points left in hand: a number card (a 7, else the highest the
    deck has), the first coloured action card and the first wild card, each with the points
    the deck gives it ("7 + "Skip" + "Wild": 7 + 20 + 50 = 77"), told the way these rules
    score. ``None`` with lazy scoring, or if the deck lacks a number card or both kinds of
    action card (blank cards, worth what they stand in for, are not used)."""
    ranks = sorted({f.rank for f in ctx.deck.unique_faces() if f.rank is not None})
    if not ranks:
        return None
    rank = EXAMPLE_RANK if EXAMPLE_RANK in ranks else ranks[-1]
    picked = [
        next((c for c in ctx.of_kind(wild=wild) if not ctx.is_blank(c)), None)
        for wild in (False, True)
    ]
    types = [c for c in picked if c is not None]
    if not types:
        return None
    values = [rank, *(ctx.first_face[c.id].points for c in types)]
    cards: str = ctx.names(types, style="plus")
    if ctx.t.has(EXAMPLE_CARD_KEY):  # hu: "egy 7-es, egy „Kimaradsz” és egy „Színválasztó”"
        cards = counted_cards(ctx, rank, types)
    return ctx.say(
        "scoring",
        "scoring.example",
        sum(values),
        number=rank,
        cards=cards,
        sum="\u00a0+\u00a0".join(str(v) for v in values),  # numbers never part
    )


EXAMPLE_CARD_KEY = "scoring.example_card"
"""One card of the worked scoring example as a list counts it, where the language gives it
(:data:`~deckgen.text.catalog.OPTIONAL_TEMPLATES`)."""


def counted_cards(ctx: Context, rank: int, types: list[CardType]) -> str:
    """The worked example's cards as one list, each in :data:`EXAMPLE_CARD_KEY` (Hungarian
    "egy 7-es, egy „Kimaradsz” és egy „Színválasztó”", native readers 16): the number card in
    its ``counted_number.<rank>`` form (Albanian "një 7-sh"), else its ``said_number.<rank>``
    form, where the language gives one (else the digits), each
    other card by its quoted name, joined by the language's "and"."""
    forms = (f"counted_number.{rank}", f"said_number.{rank}")
    number = next((key for key in forms if ctx.t.has(key)), None)
    said = ctx.t.text(number) if number else str(rank)
    quoted = [ctx.t.name_list([ctx.name(c)], quote_one=True) for c in types]
    counted = [ctx.t.text(EXAMPLE_CARD_KEY, card=card) for card in (said, *quoted)]
    return str(ctx.t.name_list(counted, style="standard"))


def finish_bonus(ctx: Context) -> str | None:
    """Going out on a wild +1 / +2 takes points off the total (penalty points only); with
    play to the end or shrinking hands, followed by the sentence saying that only the
    round's winner, on the card that wins the round, takes points off (review 9)."""
    points = ctx.points
    if not (points.finish_bonus_one or points.finish_bonus_two):
        return None
    one, two = _wild_drawing(ctx, 1), _wild_drawing(ctx, 2)
    if one is None or two is None:
        return None
    point = "finish_bonus_one" if points.finish_bonus_one else "finish_bonus_two"
    one_name, two_name = ctx.name(one), ctx.name(two)
    text = ctx.say(
        point,
        "scoring.finish_bonus",
        one=one_name,
        two=two_name,
        one_bonus=points.finish_bonus_one,
        two_bonus=points.finish_bonus_two,
    )
    # play to the end / shrinking hands: only the round's winner, only the winning card
    only = ctx.say(point, "scoring.finish_bonus_only", one=one_name, two=two_name)
    return f"{text} {only}" if text and only else text


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
    if ctx.coloured_draws:  # as "Answering a draw card" allows: a card of the same kind
        card = ctx.name(ctx.coloured_draws[0])
        bullets.append(ctx.say("pass_on", "two_players.pass_on", card=card))
        if ctx.wild_draws:
            wilds = ctx.names(ctx.wild_draws)
            bullets.append(ctx.say("pass_on", "two_players.pass_on_wild", card=card, wilds=wilds))
    if ctx.reverse_types and ctx.draw_types:
        bullets.append(ctx.say("reflect", "two_players.reflect"))
    bullets.append(ctx.say("seven_o", "two_players.seven_o"))
    keep = points.two_player_keep_wilds
    if keep is not None:
        bullets.append(ctx.say("two_player_keep_wilds", "two_players.wilds", keep))
        bullets.append(blanks_for_two(ctx))
    texts = [text for text in bullets if text]
    if not texts:
        return []
    return [Para(t.text("two_players.intro")), *(Para(text, "bullet") for text in texts)]
