"""Invariant checks for engine rounds, written from the rule sheet, not from the engine.

Used by tests/test_game_invariants.py and benchmarks/rules_matrix.py. Each check reads a
round's event log and table snapshots (faces only) and judges them on its own: legality
of every play against the state logged before it, cards in play, the end of the round,
and the scores the scoring point asks for. Returns a list of problems (empty: all fine).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from functools import cache

from deckgen import DefinitionError, Ruleset, load_deck, load_ruleset
from deckgen.definitions.model import Deck, Face
from deckgen.game import Event, GreedyPolicy, RandomPolicy, Table, TableState, play_round
from deckgen.rules.loader import check_playable, house_rule_ids, shipped_ruleset_ids
from deckgen.rules.points import RulePoints

DECKS = ["classic-108", "classic-112", "classic-112-blanks", "house-plus-ten", "two-player"]
TURN_CAP = 1000


@cache
def deck(deck_id: str) -> Deck:
    return load_deck(deck_id)


@cache
def _ruleset(ruleset: str, house_rules: tuple[str, ...]) -> Ruleset | None:
    try:
        return load_ruleset(ruleset, house_rules=list(house_rules))
    except DefinitionError:
        return None


def points_for(ruleset: str, house_rules: tuple[str, ...], deck_id: str) -> RulePoints | None:
    """The points in force, or None if the loader refuses the combination or the deck.

    The same as ``load_ruleset(ruleset, house_rules, deck=...)`` raising DefinitionError
    (which runs ``check_playable`` last), with each ruleset read once, not once per deck.
    """
    loaded = _ruleset(ruleset, tuple(sorted(house_rules)))
    if loaded is None:
        return None
    try:
        check_playable(loaded, deck(deck_id))
    except DefinitionError:
        return None
    return loaded.points


def played_deck(ruleset: str, house_rules: tuple[str, ...], deck_id: str) -> Deck:
    """The deck as the table plays it under these rules (``deck_in_play``: with plus-ten
    the blanks of classic-112-blanks are Wild Draw Ten), as the simulator plays it."""
    from deckgen.rules.blanks import deck_in_play

    loaded = _ruleset(ruleset, tuple(sorted(house_rules)))
    return deck(deck_id) if loaded is None else deck_in_play(deck(deck_id), loaded)


def combinations(size: int) -> list[tuple[str, str, tuple[str, ...]]]:
    """Every (deck, ruleset, house rules) with ``size`` house rules (0, 1 or 2) the loader
    accepts with that deck."""
    rules = [()] if size == 0 else list(itertools.combinations(house_rule_ids(), size))
    return [
        (d, rs, hr)
        for d in DECKS
        for rs in shipped_ruleset_ids()
        for hr in rules
        if points_for(rs, hr, d) is not None
    ]


def players_for(deck_id: str, seed: int, points: RulePoints | None = None) -> int:
    """2 for the two-player deck, else 2 to 6 players, varied by seed; at least the
    ``players_min`` of ``points`` (a house rule for 3 or more raises it)."""
    players = 2 if deck_id == "two-player" else 2 + seed % 5
    return max(players, points.players_min) if points is not None else players


def expected_cards(d: Deck, players: int, points: RulePoints) -> list[int]:
    """Every physical card of a round, from the deck file and the two-player rule.

    Counted by face object (the engine hands out the deck's own Face objects; hashing a
    Face hashes its whole card type, too slow to do after every event)."""
    counts = Counter()
    for fc in d.faces:
        count = fc.count
        if players == 2 and points.two_player_keep_wilds is not None and fc.face.card_type.wild:
            count = min(count, points.two_player_keep_wilds)
        counts[id(fc.face)] += count
    return sorted(counts.elements())


def face_points(hand: tuple[Face, ...], points: RulePoints) -> int:
    """Game facts "Points"; a lonely 0 counts lonely_zero_points when set."""
    if points.lonely_zero_points and len(hand) == 1 and hand[0].rank == 0:
        return points.lonely_zero_points
    total = 0
    for face in hand:
        ct = face.card_type
        total += face.rank if ct.points is None else ct.points
    return total


def same_symbol(card: Face, top: Face) -> bool:
    if card.rank is not None:
        return top.rank == card.rank
    return not top.card_type.wild and top.card_type.id == card.card_type.id


def twins(card: Face, top: Face) -> bool:
    """An exact twin for jumping in: the same face, or the Wild and a Wild Customizable
    with nothing on it (no effect, no rule text), either way (rules review 17, F5)."""

    def wild_twin(face: Face) -> bool:
        ct, e = face.card_type, face.card_type.effect
        moves = e.draw or e.hands or e.skip_turn or e.reverse or e.text or ct.rule_texts
        return ct.wild and ct.id in ("wild", "customizable") and not moves

    return card == top or (wild_twin(card) and wild_twin(top))


def play_problem(points: RulePoints, ev: Event) -> str | None:
    """Why the logged play ``ev`` breaks the rules in force, or None if it is legal."""
    ctx, card = ev.context, ev.card
    ct, effect, how = card.card_type, card.card_type.effect, ev.detail
    top, colour, hand = ctx.top, ctx.colour, ctx.hand
    if card not in hand:
        return "card not in hand"
    fits = ct.wild or card.color == colour or same_symbol(card, top)
    restricted = effect.challengeable and points.wd4_only_without_color
    holds = any(f.color == colour for f in hand if not f.card_type.wild)
    if ev.bluff:
        if not (restricted and holds and points.challenge == "next_player"):
            return "marked as a bluff but is none, or cannot be challenged"
    elif restricted and holds:
        return "Wild Draw Four while holding the colour in play"
    if how in ("turn", "drawn"):
        if ctx.pending:
            return "normal play while a draw penalty is pending"
        if how == "drawn" and ctx.drawn != card:
            return "played a card other than the one just drawn"
        return None if fits else f"{card.id} does not match {top.id} / {colour}"
    if how == "jump_in":
        if not points.jump_in or ctx.first or not twins(card, top) or ev.player == ctx.top_player:
            return "jump-in not allowed here"
        if ct.wild and effect.draw:
            return "jump-in on a wild draw card"
        return (
            "jump-in with a non-draw card on a pending draw"
            if ctx.pending and not effect.draw
            else None
        )
    if not ctx.pending:
        return f"{how} with no draw penalty pending"
    chain = ctx.chain.card_type
    if how == "stack":
        if not effect.draw or points.stacking == "none":
            return "stacking not allowed"
        if points.stacking == "same" and ct.id != chain.id:
            return "stacked a different kind of draw card"
        return None if points.stacking == "same" or fits else "stacked card does not match"
    if how == "pass_on":
        ok = points.pass_on and effect.draw and not ct.wild
        ok = ok and (card.color == colour if chain.wild else ct.id == chain.id)
        return None if ok else "pass-on not allowed"
    if how == "reflect":
        ok = points.reflect and effect.reverse and not ct.wild and card.color == colour
        return None if ok else "reflect not allowed"
    return f"unknown play kind {how}"


DRAWN = ("draw_card", "challenge")  # penalties that take a pending draw


class Recorder:
    """A watch: keeps the snapshots needed and checks cards in play after every event."""

    def __init__(self, expected: list[int]) -> None:
        self.expected = expected
        self.problems: list[str] = []
        self.first_out: TableState | None = None  # to the end: the hands the winner collects
        self.last: TableState | None = None
        self.last_play: Event | None = None
        self.waiting = False  # the winning card made someone draw: not yet drawn

    def __call__(self, event: Event, state: TableState) -> None:
        self.last = state
        if event.kind == "play":
            self.last_play = event
        if event.kind == "out" and self.first_out is None and not self.waiting:
            # review 9: a winning draw card is counted once its draw has been taken
            card = self.last_play.card if self.last_play is not None else None
            if card is not None and card.card_type.effect.draw:
                self.waiting = True
            else:
                self.first_out = state
        elif self.waiting and event.kind == "penalty" and event.detail in DRAWN:
            self.waiting, self.first_out = False, state
        cards = [id(f) for h in state.hands for f in h]
        cards += map(id, state.draw_pile)
        cards += map(id, state.discard)
        cards.sort()
        if cards != self.expected:
            self.problems.append(f"cards in play changed at {event.kind} {event.detail}")


def check_round(
    deck_id: str,
    points: RulePoints,
    players: int,
    seed: int,
    cap: int = TURN_CAP,
    played: Deck | None = None,
) -> tuple[list[str], bool]:
    """Play one seeded round and check it; returns (problems, finished). ``played``: the
    deck as played (:func:`played_deck`), if not deck ``deck_id`` as defined.

    Players alternate a random policy that bluffs a fifth of the time it may and the greedy
    policy; missed UNO calls and silent twos are broken half the time."""
    d = played or deck(deck_id)
    recorder = Recorder(expected_cards(d, players, points))
    policies = [RandomPolicy(bluff_rate=0.2), GreedyPolicy()] * players
    result = play_round(
        d,
        points,
        policies[:players],
        random.Random(seed),
        log=True,
        watch=recorder,
        table=Table(turn_cap=cap, catch_probability=0.5, silence_break_probability=0.5),
    )
    problems = list(recorder.problems[:3])
    events = result.events
    for ev in events:
        if ev.kind == "play":
            problem = play_problem(points, ev)
            if problem:
                problems.append(
                    f"illegal play by {ev.player}: {ev.card.id} ({ev.detail}): {problem}"
                )
    problems += end_problems(points, result, recorder, cap)
    problems += colour_problems(points, events)
    return problems, result.finished


def end_problems(points: RulePoints, result, recorder: Recorder, cap: int) -> list[str]:
    """The round ended by the end_of_round point, or is reported cut; scores follow."""
    events, n = result.events, len(result.scores)
    if not result.finished:
        ok = events[-1].kind == "cut" and result.turns == cap and result.scores == (0,) * n
        return [] if ok else ["unfinished round not reported as cut"]
    hands = recorder.last.hands
    problems = []
    empty = [p for p in range(n) if not hands[p]]
    if points.end_of_round == "to_the_end":
        if sorted(result.order_out) != list(range(n)) or len([h for h in hands if h]) > 1:
            problems.append("to the end: round ended with two players holding cards")
    elif result.winner not in empty:
        problems.append("the winner holds cards")
    hand_pts = tuple(face_points(h, points) for h in hands)
    if hand_pts != result.hand_points:
        problems.append("hand points wrong")
    problems += score_problems(points, result, recorder, hand_pts)
    return problems


def score_problems(points: RulePoints, result, recorder: Recorder, hand_pts) -> list[str]:
    n, w = len(result.scores), result.winner
    if points.scoring == "lazy":
        expected = [0] * n
    elif points.scoring == "winner_collects":
        expected = [0] * n
        if points.end_of_round == "to_the_end":
            expected[w] = sum(face_points(h, points) for h in recorder.first_out.hands)
        else:
            expected[w] = sum(hand_pts)
    else:
        expected = list(hand_pts)
        plays = [ev for ev in result.events if ev.kind == "play"]
        for p in [w]:  # only the round's winner takes points off (review 9)
            last = next(ev.card for ev in reversed(plays) if ev.player == p)
            ct = last.card_type
            if ct.wild and ct.effect.draw == 1:
                expected[p] -= points.finish_bonus_one
            elif ct.wild and ct.effect.draw == 2:
                expected[p] -= points.finish_bonus_two
    return [] if tuple(expected) == result.scores else [f"scores {result.scores} != {expected}"]


def colour_problems(points: RulePoints, events: tuple[Event, ...]) -> list[str]:
    """Colour circle: nobody names a colour once play has begun (only a Wild turned first)."""
    if points.color_choice != "circle":
        return [] if not any(e.kind == "colour_circle" for e in events) else ["circle moved"]
    started = False
    for ev in events:
        started = started or ev.kind == "play"
        if started and ev.kind == "colour":
            return ["a colour was named under the colour circle"]
    return []
