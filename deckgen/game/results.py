"""What the engine reports: events, round and game results, and the table's habits. Internal.

All plain frozen dataclasses. Player numbers are seats ``0 .. n-1``; seat ``i + 1`` sits
to the left of seat ``i`` (clockwise, the standard direction of play).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..definitions.model import Face

EventKind = Literal[
    "deal",  # player: the dealer; count: cards each
    "first_card",  # card turned to start the discard pile; detail "acts" or "again"
    "play",  # player plays card; detail: turn/drawn/stack/pass_on/reflect/jump_in
    "draw",  # player draws count cards on the turn (detail "one" or "until_playable")
    "penalty",  # player draws count cards; detail: draw_card/first_card/challenge/uno/slap/silence
    "skip",  # player misses the turn
    "pass",  # player's turn passes with nothing played (both piles exhausted or card kept)
    "challenge",  # player challenges target; detail "guilty" or "innocent"
    "colour",  # player names the colour detail (free choice, or a Wild turned first)
    "colour_circle",  # the colour moves on round the circle to detail (nobody names it)
    "swap",  # player swaps with target; detail "seven", "swap_hands" or "five"
    "keep_hand",  # player's 7 (seven-o) lets them swap; they keep their own hand
    "pass_hands",  # player's 0 passes every hand on in the direction of play
    "shuffle_hands",  # player's Shuffle Hands: hands collected, shuffled, dealt again
    "uno_call",  # player calls UNO
    "uno_catch",  # player missed the call and is caught (the penalty event follows)
    "slap",  # player is the last hand on the UNO caller's card (the penalty follows)
    "silence",  # player broke the silence after a number 2 (the penalty follows)
    "silence_end",  # the silence of player's 2 is over: play reached them or passed the
    # empty seat of a player who went out on it (to the end); logged before the next turn
    "out",  # player empties the hand for good; count: points collected (to the end)
    "collect",  # to the end: the first one out (player) collects count points once the
    # draw the winning card started has been taken
    "refill",  # player emptied the hand and draws count cards (shrinking hands)
    "reshuffle",  # discards under the top card become the new draw pile; count: its size
    "cut",  # the round reached the turn cap and is reported unfinished
]


@dataclass(frozen=True, slots=True)
class PlayContext:
    """The state a play was made in, logged with it so a test can judge it independently.

    ``hand``: the player's hand before the play; ``top`` and ``colour``: the discard and
    colour in play before it; ``pending``: cards a draw penalty would cost the player
    (0: none); ``chain``: the last draw card of that penalty; ``first``: ``top`` is the card
    turned to start the pile, nobody has played yet; ``top_player``: who played ``top``
    (``None`` for the first card); ``drawn``: the card just drawn, for a play of it.
    """

    hand: tuple[Face, ...]
    top: Face
    colour: str | None
    pending: int
    chain: Face | None
    first: bool
    top_player: int | None
    drawn: Face | None


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a round (see :data:`EventKind` for each ``kind``).

    ``bluff`` marks a play of a restricted card (rule 7) while holding the colour in play:
    against the rule, and exactly what a challenge (rule 8) is for.
    """

    kind: EventKind
    player: int | None = None
    card: Face | None = None
    count: int = 0
    detail: str = ""
    target: int | None = None
    bluff: bool = False
    context: PlayContext | None = None


@dataclass(frozen=True, slots=True)
class TableState:
    """Every card's place at one moment (given to a ``watch`` callback after each event).

    ``draw_pile`` and ``discard`` list the bottom card first.
    """

    hands: tuple[tuple[Face, ...], ...]
    draw_pile: tuple[Face, ...]
    discard: tuple[Face, ...]
    colour: str | None
    direction: int


@dataclass(frozen=True)
class Table:
    """How the table behaves beyond the cards: stated model values, not sourced rules.

    ``catch_probability``: a player who does not call UNO is caught by another player
    (one roll per missed call; rule 9). ``silence_break_probability``: after a number 2
    under silent twos, somebody speaks (one roll per 2 played; a uniformly chosen other
    player still in the round is the first to speak and draws ``silent_two_penalty``;
    calling UNO and challenging do not break the silence). A 2 played during the silence
    starts it again, as the booklet says: it gets a roll of its own. Hands on UNO
    (``uno_slap_penalty``): after every UNO call a uniformly chosen other player still in
    the round is the last hand and draws the penalty (nobody slaps once only two players
    hold cards). ``turn_cap``: a round still running
    after this many turns is cut and reported unfinished (issue 13: 1,000). ``round_cap``:
    the same for the rounds of a game.
    """

    catch_probability: float = 0.5
    silence_break_probability: float = 0.25
    turn_cap: int = 1000
    round_cap: int = 200


@dataclass(frozen=True)
class RoundResult:
    """One round's outcome.

    ``finished``: false if the round was cut at the turn cap (then ``winner`` is ``None``
    and ``scores`` are all 0). ``order_out``: players in the order they emptied their
    hands for good; with ``to_the_end`` the last player left is appended, so it ranks
    everyone. ``winner``: the first one out (``first_out``, ``to_the_end``) or the one who
    empties a single-card hand (``shrinking``). ``turns``: turns taken (a jump-in is a
    turn; a missed turn is not). ``cards_drawn``: cards taken from the draw pile, for any
    reason. ``longest_penalty``: most cards drawn at once from a draw card, a stack or a
    challenge. ``hand_points``: points of the cards each player holds at the end (a
    lonely 0 counted as ``lonely_zero_points``). ``scores``: what the scoring point writes
    down for the round (see :func:`~.scoring.round_scores`). ``events``: the log, if asked.
    """

    finished: bool
    winner: int | None
    order_out: tuple[int, ...]
    turns: int
    cards_drawn: int
    longest_penalty: int
    hand_points: tuple[int, ...]
    scores: tuple[int, ...]
    dealer: int
    starter: int
    events: tuple[Event, ...] | None = None


@dataclass(frozen=True)
class GameResult:
    """A whole game: rounds until the ``target`` is reached (``lazy``: a set number).

    ``totals``: the running score per player (``penalty_points``: points charged, bonuses
    taken off; never below 0, though a round's score may be). ``winners``: the player
    who reached the target
    (``winner_collects``), the players with the fewest points once someone reached or
    passed the limit (``penalty_points``; more than one on a tie) or the last round's
    winner (``lazy``). ``finished``: false if a round was cut or the game reached
    :attr:`Table.round_cap` (then ``winners`` is empty).
    """

    rounds: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    finished: bool

    @property
    def winner(self) -> int | None:
        """The single winner, or ``None`` on a tie or an unfinished game."""
        return self.winners[0] if len(self.winners) == 1 else None
