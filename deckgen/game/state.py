"""The state of a round and the types the players see: below play, policies and scoring.

Internal. :class:`RoundState` holds one round's table (hands, piles, colour, direction,
pending penalty, scores in the making) with its small helpers; :class:`~.round.Round`
adds the loop that plays it. What a player is shown (:class:`View`), what it may do
(:class:`Move`) and the questions it answers (:class:`Policy`) live here too, because the
state offers moves and asks policies. :mod:`.play`, :mod:`.policies` and :mod:`.scoring`
import this module, never :mod:`.round`, so the game package has no import cycle.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from ..definitions.model import Deck, Face
from ..rules.points import RulePoints
from .cards import Card, deck_cards, restricted
from .results import Event, PlayContext, Table, TableState

Why = Literal["seven", "swap_hands", "five"]


@dataclass(frozen=True, slots=True)
class Move:
    """A choice offered on a turn: ``kind`` ``"play"`` (``card``), ``"draw"`` (draw a card,
    or take a pending draw penalty) or ``"pass"`` (keep a card just drawn).

    ``how`` says what the play is: ``turn``, ``drawn`` (the card just drawn), ``stack``,
    ``pass_on`` or ``reflect`` (answers to a draw penalty). ``bluff``: the play breaks
    ``wd4_only_without_color`` (the player holds the colour in play); it is offered only
    when such a card may be challenged, and the default policies rarely or never take it.
    """

    kind: Literal["play", "draw", "pass"]
    card: Card | None = None
    how: str = "turn"
    bluff: bool = False


DRAW = Move("draw")
PASS = Move("pass")


class View:
    """What ``player`` knows when asked: read-only, computed on access.

    ``hand``: the player's cards; ``top``/``colour``: the discard pile's top card and the
    colour in play; ``direction``: +1 clockwise (to the left), -1; ``pending``: cards a
    draw penalty now costs (0: none); ``hand_sizes``: every player's card count (0 for a
    player who is out); ``colours``: the deck's colours in circle order; ``rng``: the
    round's random generator (policies draw from it and nothing else).
    """

    __slots__ = ("_round", "player")

    def __init__(self, round_: RoundState, player: int) -> None:
        self._round = round_
        self.player = player

    @property
    def hand(self) -> tuple[Card, ...]:
        return tuple(self._round.hands[self.player])

    @property
    def top(self) -> Card:
        return self._round.discard[-1]

    @property
    def colour(self) -> str | None:
        return self._round.colour

    @property
    def direction(self) -> int:
        return self._round.direction

    @property
    def pending(self) -> int:
        return self._round.pending

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self._round.hands)

    @property
    def colours(self) -> tuple[str, ...]:
        return self._round.colours

    @property
    def points(self) -> RulePoints:
        return self._round.points

    @property
    def rng(self) -> random.Random:
        return self._round.rng


class Policy(Protocol):
    """The questions the engine asks a player. Every answer must be one of those offered."""

    def choose_play(self, view: View, moves: Sequence[Move]) -> Move:
        """One of ``moves`` (never empty)."""

    def choose_colour(self, view: View) -> str:
        """A colour of ``view.colours`` for a wild card just played (``color_choice: free``)."""

    def choose_player(self, view: View, candidates: Sequence[int], why: Why) -> int | None:
        """Whom to swap with: a seven (seven-o), Swap Hands, or a five (five swaps). For a
        seven or a five the answer may be ``None``: no swap (the card lets its player
        swap); Swap Hands always names a player."""

    def choose_give(self, view: View) -> Card:
        """The card of ``view.hand`` to give in a five swap (chosen face down, at once)."""

    def challenge(self, view: View) -> bool:
        """Whether to challenge the restricted draw card just played at this player."""

    def call_uno(self, view: View) -> bool:
        """Whether to call UNO now that the hand holds one card."""

    def jump_in(self, view: View, card: Card) -> bool:
        """Whether to jump in with ``card``, an exact twin of the top card."""


Watch = Callable[[Event, TableState], None]


@dataclass(frozen=True)
class RoundSetup:
    """A table laid out by hand instead of dealt (for scripted scenarios).

    ``hands``: each player's cards; ``draw_pile``: top card first; ``top``: the discard
    pile's top card, with ``colour`` in play (its own colour if not given); ``under``: the
    discards below it, top first. ``current`` plays first, in ``direction`` (+1 clockwise).
    ``first``: ``top`` counts as the card turned to start the pile (no jump-in on it); its
    effect is not applied. Cards need not add up to the deck.
    """

    hands: tuple[tuple[Face, ...], ...]
    top: Face
    draw_pile: tuple[Face, ...] = ()
    under: tuple[Face, ...] = ()
    colour: str | None = None
    current: int = 0
    direction: int = 1
    first: bool = False


class RoundState:
    """The state of one round and the small helpers every stage of a turn uses.

    :class:`~.round.Round` adds the loop that plays it; :mod:`.play`, :mod:`.scoring` and
    :class:`View` read and change the state through this type only.
    """

    def __init__(
        self,
        deck: Deck,
        points: RulePoints,
        policies: Sequence[Policy],
        rng: random.Random,
        table: Table,
        dealer: int,
        starter: int | None,
        log: bool,
        watch: Watch | None,
    ) -> None:
        n = len(policies)
        self.points, self.policies, self.rng, self.table, self.n = points, policies, rng, table, n
        self.colours = deck.colors
        self.cards = deck_cards(deck, n, points)
        # read once per round, not per card per turn (rule 7 depends only on card and points)
        self.restricted = frozenset(c for c in set(self.cards) if restricted(c, points))
        # a Wild and an empty Wild Customizable are twins only where the Wild has a twin of
        # its own in this round (not the one Wild kept for two): as the booklet says
        self.wild_twins = sum(1 for c in self.cards if c.plain_wild) >= 2
        self.moves: dict[tuple[Card, str, bool], Move] = {}  # Moves are frozen: made once
        self.views = [View(self, p) for p in range(n)]  # views read the round live
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.draw_pile: list[Card] = []
        self.discard: list[Card] = []
        self.colour: str | None = None
        self.direction = 1
        self.pending, self.chain_len = 0, 0
        self.chain: Card | None = None
        self.challenge_open = self.guilty = False
        self.top_player: int | None = None
        self.first = True
        self.out, self.active = [False] * n, n
        self.order_out: list[int] = []
        self.refill = [points.shrinking_start] * n
        self.finish_cards: dict[int, Card] = {}
        self.collected = 0
        self.collect_after_draw = False  # to the end: winner's points wait for a draw
        self.turns = self.cards_drawn = self.longest = 0
        self.ended = self.cut = self.jump_window = False
        # silent twos: the seat whose number 2 keeps the table quiet (None: nobody), and
        # the seat play last moved on from (see Round.silence_check)
        self.silence: int | None = None
        self.silence_from = 0
        self.dealer = dealer
        self.starter = (dealer + 1) % n if starter is None else starter
        self.starter_given = starter is not None
        self.current = self.starter
        self.events: list[Event] | None = [] if log else None
        self.watch = watch
        self.logging = log or watch is not None

    # ---- logging and small helpers -------------------------------------------------
    def log(self, kind, player=None, card=None, count=0, detail="", target=None, **extra):
        """Record an event (only when a log or a watch was asked for)."""
        if not self.logging:
            return
        face = card.face if card is not None else None
        event = Event(kind, player, face, count, detail, target, **extra)
        if self.events is not None:
            self.events.append(event)
        if self.watch is not None:
            self.watch(event, self.state())

    def state(self) -> TableState:
        """Where every card is now (faces; piles bottom first)."""
        return TableState(
            tuple(tuple(c.face for c in h) for h in self.hands),
            tuple(c.face for c in self.draw_pile),
            tuple(c.face for c in self.discard),
            self.colour,
            self.direction,
        )

    def context(self, p: int, drawn: Card | None = None) -> PlayContext | None:
        """The state before player ``p`` plays (logged with the play), if logging."""
        if not self.logging:
            return None
        return PlayContext(
            tuple(c.face for c in self.hands[p]),
            self.discard[-1].face,
            self.colour,
            self.pending,
            self.chain.face if self.pending and self.chain is not None else None,
            self.first,
            self.top_player,
            drawn.face if drawn is not None else None,
        )

    def view(self, p: int) -> View:
        return self.views[p]

    def move(self, card: Card, how: str, bluff: bool = False) -> Move:
        """``Move("play", card, how, bluff)``, one object per round for equal moves."""
        key = (card, how, bluff)
        move = self.moves.get(key)
        if move is None:
            move = self.moves[key] = Move("play", card, how, bluff)
        return move

    def next(self, p: int) -> int:
        """The next player after ``p`` in the direction of play, skipping finished players."""
        n, d, out = self.n, self.direction, self.out
        q = (p + d) % n
        while out[q]:
            q = (q + d) % n
        return q

    def choose(self, p: int, moves: list[Move]) -> Move:
        """Ask player ``p``'s policy; raises ``ValueError`` if it answers something not offered."""
        move = self.policies[p].choose_play(self.view(p), moves)
        if move not in moves:
            raise ValueError(f"player {p}'s policy chose {move!r}, not one of the moves offered")
        return move
