"""What a played card does, and the table's moments around it. Internal.

Functions take the round state (:class:`~.state.RoundState`) they act on. Rule numbers are
those of the standard rule sheet (game facts, "Standard rules"); settled disputes cite
``shared/reviews/rules.md`` (H*, M*).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card, challenge_on, holds_colour
from .scoring import hand_points

if TYPE_CHECKING:
    from .state import RoundState, Why

PENALTY_KINDS = ("draw_card", "first_card", "challenge")


def take(r: RoundState, p: int, count: int) -> int:
    """Player ``p`` draws up to ``count`` cards; returns how many there were (rule 11: an
    empty draw pile is refilled from the discards under the top card; with both exhausted
    there is nothing to draw)."""
    hand, got = r.hands[p], 0
    while got < count:
        if not r.draw_pile and not reshuffle(r):
            break
        hand.append(r.draw_pile.pop())
        got += 1
    r.cards_drawn += got
    return got


def reshuffle(r: RoundState) -> bool:
    """Rule 11: keep the top discard, shuffle the rest into a new draw pile (False: none)."""
    if len(r.discard) < 2:
        return False
    top = r.discard.pop()
    r.rng.shuffle(r.discard)
    r.draw_pile, r.discard = r.discard, [top]
    r.log("reshuffle", count=len(r.draw_pile))
    return True


def penalty(r: RoundState, p: int, count: int, why: str) -> None:
    """Player ``p`` draws ``count`` cards as a penalty (``why``: see the ``penalty`` event)."""
    got = take(r, p, count)
    if why in PENALTY_KINDS and got > r.longest:
        r.longest = got
    r.log("penalty", p, count=got, detail=why)
    if r.collect_after_draw and why in ("draw_card", "challenge"):
        collect(r)


def collect(r: RoundState) -> None:
    """Play to the end: count the winner's points, the points of every hand now (H1 and
    issue 13, review 9: when the first player out went out on a draw card, this is called
    once that draw has been taken, by whoever took it, so those cards count; review 11:
    a chain that card started is finished first, and cards stacked onto it are on the
    pile by then, so they do not count)."""
    r.collect_after_draw = False
    r.collected = sum(hand_points(h, r.points) for h in r.hands)
    r.log("collect", r.order_out[0], count=r.collected)


def clear_pending(r: RoundState) -> None:
    r.pending, r.chain, r.chain_len, r.challenge_open = 0, None, 0, False


def challenge(r: RoundState, v: int) -> bool:
    """Player ``v`` challenges the restricted draw card just played (rule 8, H8).

    The colour that counts is the one in play *before* the card. Guilty (its player held
    that colour): its player draws the pending cards instead; the card stays, its colour
    stands, and ``v`` takes the turn normally (returns True). Innocent: ``v`` draws them
    plus ``challenge_extra`` and misses the turn (returns False).
    """
    s, count = r.top_player, r.pending
    assert s is not None  # a challenge follows a play
    clear_pending(r)
    if r.guilty:
        r.log("challenge", v, target=s, detail="guilty")
        penalty(r, s, count, "challenge")
        return True
    r.log("challenge", v, target=s, detail="innocent")
    penalty(r, v, count + r.points.challenge_extra, "challenge")
    r.log("skip", v)
    r.current = r.next(v)
    return False


def play(
    r: RoundState,
    p: int,
    card: Card | None,
    how: str,
    bluff: bool = False,
    drawn: Card | None = None,
) -> None:
    """Player ``p`` plays ``card`` (``how``: see :class:`~.state.Move`, or ``jump_in``).

    Order: the card goes down and takes its colour; a draw card starts, adds to
    (``stack``; a twin jumped in with stacking on) or replaces (``pass_on``; a twin jumped
    in without stacking cancels the first, H7) the pending penalty; hand moves; the colour
    is named or moves on (after the hand moves, so a Shuffle Hands player names it for the
    new hand, M7); Reverse and Skip; silent twos; going out; UNO calls; the next player.
    """
    assert card is not None  # a play always names its card
    pts, hand = r.points, r.hands[p]
    context = r.context(p, drawn)
    sizes = [len(h) for h in r.hands]
    guilty = card.challengeable and holds_colour(hand, r.colour)
    hand.remove(card)
    r.discard.append(card)
    colour_before, direction_before = r.colour, r.direction
    if not card.wild:
        r.colour = card.colour
    r.top_player, r.first = p, False
    r.log("play", p, card, detail=how, bluff=bluff, context=context)
    last = not hand
    if card.draw:
        if how == "stack" or (how == "jump_in" and r.pending and pts.stacking != "none"):
            r.pending, r.chain_len = r.pending + card.draw, r.chain_len + 1
        elif how == "pass_on":
            r.pending, r.chain_len = card.draw, r.chain_len + 1
        else:
            r.pending, r.chain_len = card.draw, 1
        r.chain, r.guilty = card, guilty
        r.challenge_open = card.challengeable and challenge_on(pts)
    elif how == "reflect":
        r.chain_len += 1
        r.challenge_open = False
    hand_moves(r, p, card, last)
    if card.names_colour:
        set_colour(r, p, colour_before, direction_before)
    skip = card.skip and not card.draw
    if card.reverse:
        if how != "reflect" and r.active == 2 and pts.reverse_as_skip_for_two:
            skip = True
        else:
            r.direction = -r.direction
    if card.rank == 2 and not card.wild and pts.silent_two_penalty:
        r.silence, r.silence_from = p, p  # a 2 in the silence starts it again
        if r.rng.random() < r.table.silence_break_probability:
            speaker = r.rng.choice([q for q in range(r.n) if q != p and not r.out[q]])
            r.log("silence", speaker)
            r.silence = None  # the first to speak draws, and the silence is over
            penalty(r, speaker, pts.silent_two_penalty, "silence")
    if not r.hands[p]:
        goes_out(r, p, card)
        if r.ended:
            return
    # several left with one card at once (a 0, a 7, Shuffle/Swap Hands): each calls in turn,
    # from the player of the card on in the direction of play, and each call is its own
    # slap (pair.seven-o+slap-uno, uno.slap_several; review 15)
    for k in range(r.n):
        q = (p + k * r.direction) % r.n
        if len(r.hands[q]) == 1 and not r.out[q] and (q == p or sizes[q] != 1):
            uno(r, q)
    nxt = r.next(p)
    if skip:
        r.log("skip", nxt)
        nxt = r.next(nxt)
    r.current = nxt
    r.jump_window = pts.jump_in


def set_colour(r: RoundState, p: int, before: str | None, direction: int) -> None:
    """Rule 6: the player names any colour (``free``), or it moves on to the next colour of
    the deck's circle in the direction of play when the card was played (``circle``)."""
    if r.points.color_choice == "circle" and before in r.colours:
        colours = r.colours
        r.colour = colours[(colours.index(before) + direction) % len(colours)]
        r.log("colour_circle", p, detail=r.colour)
        return
    colour = r.policies[p].choose_colour(r.view(p))
    if colour not in r.colours:
        raise ValueError(f"player {p}'s policy named {colour!r}, not one of {r.colours}")
    r.colour = colour
    r.log("colour", p, detail=colour)


def active_others(r: RoundState, p: int) -> list[int]:
    return [q for q in range(r.n) if q != p and not r.out[q]]


def hand_moves(r: RoundState, p: int, card: Card, last: bool) -> None:
    """Shuffle Hands, Swap Hands, seven-o and five swaps.

    Shuffle Hands (M7): every hand still in the round, the player's own too, is collected,
    shuffled and dealt one card at a time clockwise from the player's left; as the last
    card it is still played this way, so the player gets a hand back and does not win
    (unless the deal runs out before reaching them). Every other hand move does nothing
    when its card was the player's last (the player goes out): Swap Hands swaps the whole
    hand with a player the policy chooses (compulsory); a 7 lets its player do so (the
    policy may answer ``None`` and keep the hand, logged ``keep_hand``); a 0 passes every hand on
    in the direction of play, a 5 (``five_swap``) may swap one card each way, both chosen
    at once.
    """
    pts = r.points
    if card.hands == "shuffle":
        players = [(p + k) % r.n for k in range(1, r.n + 1) if not r.out[(p + k) % r.n]]
        pool = [c for q in players for c in r.hands[q]]
        r.rng.shuffle(pool)
        for q in players:
            r.hands[q] = []
        for i, c in enumerate(pool):
            r.hands[players[i % len(players)]].append(c)
        r.log("shuffle_hands", p, count=len(pool))
        return
    if last:
        return
    if card.hands == "swap" or (pts.seven_o and card.rank == 7 and not card.wild):
        why: Why = "swap_hands" if card.hands == "swap" else "seven"
        chosen = ask_player(r, p, why)
        if chosen is None:  # a 7 lets its player swap (game facts, seven-o): kept the hand
            r.log("keep_hand", p, detail=why)
            return
        r.hands[p], r.hands[chosen] = r.hands[chosen], r.hands[p]
        r.log("swap", p, target=chosen, detail=why)
    elif pts.seven_o and card.rank == 0 and not card.wild:
        players = [q for q in range(r.n) if not r.out[q]]
        hands = {q: r.hands[q] for q in players}
        for q in players:
            r.hands[r.next(q)] = hands[q]
        r.log("pass_hands", p)
    elif pts.five_swap and card.rank == 5 and not card.wild:
        other = ask_player(r, p, "five")
        if other is not None:
            q = other
            give = r.policies[p].choose_give(r.view(p))
            back = r.policies[q].choose_give(r.view(q))
            for who, card_given in ((p, give), (q, back)):
                if card_given not in r.hands[who]:
                    raise ValueError(f"player {who}'s policy gave {card_given!r}, not in the hand")
            r.hands[p].remove(give)
            r.hands[q].remove(back)
            r.hands[p].append(back)
            r.hands[q].append(give)
            r.log("swap", p, target=q, detail="five")


def ask_player(r: RoundState, p: int, why: Why) -> int | None:
    """The policy's choice of a player to swap with; raises ``ValueError`` if not offered."""
    candidates = active_others(r, p)
    q = r.policies[p].choose_player(r.view(p), candidates, why)
    if q is None and why in ("five", "seven"):
        return None
    if q not in candidates:
        raise ValueError(f"player {p}'s policy chose {q!r} to swap with, not one of {candidates}")
    return q


def uno(r: RoundState, q: int) -> None:
    """Player ``q`` now holds one card (rule 9, M10): the policy calls UNO or not.

    Not called: another player catches it with :attr:`~.results.Table.catch_probability`
    (one roll, so at most once) and ``q`` draws ``uno_penalty``. Called, with hands on UNO
    (``uno_slap_penalty``): a uniformly chosen other player still in the round is the last
    hand and draws that penalty, but only while three or more players hold cards: with two
    left (play to the end) nobody slaps, the call works as usual (review 12).
    """
    pts = r.points
    if r.policies[q].call_uno(r.view(q)):
        r.log("uno_call", q)
        if pts.uno_slap_penalty and r.active > 2:
            loser = r.rng.choice(active_others(r, q))
            r.log("slap", loser)
            penalty(r, loser, pts.uno_slap_penalty, "slap")
    elif r.rng.random() < r.table.catch_probability:
        r.log("uno_catch", q)
        penalty(r, q, pts.uno_penalty, "uno")


def goes_out(r: RoundState, p: int, card: Card) -> None:
    """Player ``p`` has emptied the hand with ``card`` (rule 10 and ``end_of_round``).

    ``shrinking``: the player draws a new hand (``shrinking_start`` cards the first time)
    and plays on; the next new hand is one card fewer than the hand actually drawn (issue
    13: a draw pile that runs short is first made anew from the discards, rule 11, and a
    short hand counts as drawn). Emptying the hand after a one-card hand wins the round,
    and so does emptying it when nothing at all can be drawn. A restricted card that
    empties the hand is judged in a challenge on the hand it was played from (``guilty``
    is read in :func:`play` before the hand changes), so the new hand never makes it
    guilty.
    ``to_the_end``: the player is out and skipped from now on; the round ends when one
    player holds cards. The first one out collects the points of the hands at that moment;
    if the last card left a draw pending, the points are counted once that draw has been
    taken (after a stacking chain, by whoever draws it; :func:`collect`). A draw penalty
    the last card left pending is drawn by the next player when the round ends (rule 10);
    it cannot be answered or challenged then.
    """
    mode = r.points.end_of_round
    if mode == "shrinking" and r.refill[p] > 0:
        got = take(r, p, r.refill[p])
        r.refill[p] = max(got - 1, 0)
        r.log("refill", p, count=got)
        if got:
            return
    r.out[p] = True
    r.active -= 1
    r.order_out.append(p)
    r.finish_cards[p] = card
    first_out = mode == "to_the_end" and len(r.order_out) == 1
    if first_out and r.pending:
        r.collect_after_draw = True  # counted once the draw this card started is taken
    elif first_out:
        r.collected = sum(hand_points(h, r.points) for h in r.hands)
    r.log("out", p, count=r.collected if len(r.order_out) == 1 else 0)
    if mode == "to_the_end" and r.active > 1:
        return
    if r.pending:
        count = r.pending
        clear_pending(r)
        penalty(r, r.next(p), count, "draw_card")
    if mode == "to_the_end":
        r.order_out.append(next(q for q in range(r.n) if not r.out[q]))
    r.ended = True


def jump_in(r: RoundState) -> bool:
    """Offer the top card's exact twin to the other players (``jump_in``; H7, M3).

    Not on the first card, not on a wild draw card; while a draw penalty is pending only a
    twin draw card. The player who played the top card may not follow it with its twin
    at once. Asked in the order of play from the next player (the one a draw is pending
    on may jump in too: without stacking the twin then cancels the draw they faced); the
    first who wants to plays it, out of turn (a turn), and play continues from them.
    Offered once, right after the card is down and before the player whose turn it now is
    acts (after a Skip: the player after the skipped one; after a draw card: the player
    who must draw, before drawing), so the window closes when that player plays or draws
    (review 11).
    """
    top = r.discard[-1]
    if r.first or (top.wild and top.draw) or (r.pending and not top.draw):
        return False
    q = r.top_player
    assert q is not None  # a card is on the pile, played by someone
    for _ in range(r.n - 1):
        q = (q + r.direction) % r.n
        if r.out[q]:
            continue
        # the same card, or a Wild and an empty Wild Customizable (review 17, F5)
        twins = r.wild_twins
        twin = next((c for c in r.hands[q] if c is top or (twins and c.twin == top.twin)), None)
        if twin is None:
            continue
        if r.policies[q].jump_in(r.view(q), twin):
            r.turns += 1
            if r.silence == q:  # the player of the 2 jumps in: play has reached them
                r.log("silence_end", q)  # (pair.jump-in+silent-two, review 17, F4)
                r.silence = None
            play(r, q, twin, "jump_in")
            return True
    return False
