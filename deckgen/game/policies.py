"""Players as policies: what a player sees, what it may do, and two ways to decide.

A policy answers the engine's questions (:class:`Policy`); it never changes the state.
All randomness comes from :attr:`View.rng`, the round's own ``random.Random``, so a seed
decides the whole round whatever policies play.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .state import Move, Policy, View, Why


class RandomPolicy:
    """Seeded random legal play: each choice uniform among those offered.

    It plays (or answers a draw penalty) whenever it may, a card chosen uniformly; it
    draws instead, or keeps a playable card just drawn, only with probability
    ``draw_rate`` (uniform choice among every move would draw so often that a quarter of
    the rounds reach the turn cap). A bluff is taken with probability ``bluff_rate``
    (default 0: never); a UNO call is forgotten with probability ``forget_uno``; a
    challenge, a jump-in and a five swap are each made with probability one half.
    """

    name = "random"

    def __init__(
        self, bluff_rate: float = 0.0, draw_rate: float = 0.05, forget_uno: float = 0.1
    ) -> None:
        self.bluff_rate = bluff_rate
        self.draw_rate = draw_rate
        self.forget_uno = forget_uno

    def choose_play(self, view: View, moves: Sequence[Move]) -> Move:
        rng = view.rng
        bluffs = [m for m in moves if m.bluff]
        if bluffs and rng.random() < self.bluff_rate:
            return rng.choice(bluffs)
        plays = [m for m in moves if m.kind == "play" and not m.bluff]
        if not plays or (len(plays) < len(moves) - len(bluffs) and rng.random() < self.draw_rate):
            return next(m for m in moves if m.kind != "play")
        return plays[0] if len(plays) == 1 else rng.choice(plays)

    def choose_colour(self, view: View) -> str:
        return view.rng.choice(view.colours)

    def choose_player(self, view: View, candidates: Sequence[int], why: Why) -> int | None:
        if why in ("five", "seven") and view.rng.random() < 0.5:
            return None  # a 5 or a 7 lets its player swap: half the time they keep
        return view.rng.choice(candidates)

    def choose_give(self, view: View) -> Card:
        return view.rng.choice(view.hand)

    def challenge(self, view: View) -> bool:
        return view.rng.random() < 0.5

    def call_uno(self, view: View) -> bool:
        return view.rng.random() >= self.forget_uno

    def jump_in(self, view: View, card: Card) -> bool:
        return view.rng.random() < 0.5


def _greedy_value(move: Move) -> tuple[bool, int]:
    """Greedy's order of plays: coloured before wild, then the most points."""
    card = move.card
    assert card is not None  # a play always names its card
    return (not card.wild, card.points)


class GreedyPolicy:
    """Plays its highest-point legal card, keeps wilds for last, names its commonest colour.

    A wild card is played only when no coloured card may be; among equals the first in
    hand order. It never bluffs and never challenges (it assumes nobody bluffs), always
    calls UNO and always jumps in. It plays a card it has just drawn when it may, answers
    a draw penalty whenever it can, swaps with the player holding the fewest cards
    (nearest in the direction of play on a tie) and gives away its highest-point coloured
    card in a five swap (a wild only when it holds nothing else).
    """

    name = "greedy"

    def choose_play(self, view: View, moves: Sequence[Move]) -> Move:
        plays = [m for m in moves if m.kind == "play" and not m.bluff]
        if not plays:
            return next(m for m in moves if m.kind != "play")
        return max(plays, key=_greedy_value)

    def choose_colour(self, view: View) -> str:
        counts = {colour: 0 for colour in view.colours}
        for card in view.hand:
            if card.colour in counts:
                counts[card.colour] += 1
        return max(view.colours, key=lambda colour: counts[colour])

    def choose_player(self, view: View, candidates: Sequence[int], why: Why) -> int | None:
        sizes, n = view.hand_sizes, len(view.hand_sizes)
        order = [(view.player + view.direction * k) % n for k in range(1, n)]
        ranked = [p for p in order if p in candidates]
        smallest = min(ranked, key=lambda p: sizes[p])
        if why == "seven" and sizes[smallest] >= len(view.hand):
            return None  # a 7 only lets you swap: keep a hand no bigger than any other
        return smallest

    def choose_give(self, view: View) -> Card:
        return max(view.hand, key=lambda c: (not c.wild, c.points))

    def challenge(self, view: View) -> bool:
        return False

    def call_uno(self, view: View) -> bool:
        return True

    def jump_in(self, view: View, card: Card) -> bool:
        return True


POLICIES = {"random": RandomPolicy, "greedy": GreedyPolicy}


_NEVER_CHALLENGE = (
    "greedy players never challenge a Wild Draw Four (--policy random challenges half the time)"
)
IDLE_POINTS: dict[str, dict[str, str]] = {
    "greedy": {
        "uno_penalty": "greedy players never forget UNO (--policy random forgets it one time "
        "in ten)",
        "challenge": _NEVER_CHALLENGE,
        "challenge_extra": _NEVER_CHALLENGE,
    },
    "random": {},
}
"""Per policy, the rule points its players never bring into play, and why (which policy
does): :class:`GreedyPolicy` always calls UNO and never challenges. Read by ``deckgen
simulate`` to explain a comparison whose figures are all the same (newcomer 12, M2)."""


def make_policy(name: str) -> Policy:
    """A policy by name: ``"random"`` or ``"greedy"``. Raises ``ValueError`` listing both."""
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; known: {', '.join(POLICIES)}") from None
