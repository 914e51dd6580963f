"""Scripted engine scenarios: hands and piles laid out by hand, policies that follow a script."""

from __future__ import annotations

import random
from collections.abc import Sequence

from deckgen.game import Move, RoundSetup, Table, View, play_round
from deckgen.rules.points import RulePoints
from tests.gamecheck import deck

# Enough plain cards that no scenario runs out of draw pile.
FILLER = tuple(f"{c}-{r}" for r in (6, 8, 9) for c in ("green", "yellow") * 4)


class Script:
    """Plays the face ids of ``plays`` in turn (or ``"draw"``/``"pass"``), then the first
    honest play offered (else draws). Records the moves it was offered."""

    def __init__(
        self,
        plays: Sequence[str] = (),
        colour: str = "blue",
        challenge: bool = False,
        target: int | None = None,
        uno: bool = True,
        jump: bool = False,
    ) -> None:
        self.plays = list(plays)
        self.colour, self.challenges, self.target = colour, challenge, target
        self.uno, self.jump = uno, jump
        self.offered: list[list[Move]] = []
        self.asked_challenge = 0

    def choose_play(self, view: View, moves: Sequence[Move]) -> Move:
        self.offered.append(list(moves))
        if self.plays:
            want = self.plays.pop(0)
            for move in moves:
                if move.kind == want or (move.card is not None and move.card.id == want):
                    return move
            raise AssertionError(f"{want} not offered: {moves}")
        plays = [m for m in moves if m.kind == "play" and not m.bluff]
        return plays[0] if plays else next(m for m in moves if m.kind != "play")

    def offered_ids(self, turn: int = -1) -> set[str]:
        return {m.card.id if m.card else m.kind for m in self.offered[turn]}

    def choose_colour(self, view: View) -> str:
        return self.colour

    def choose_player(self, view: View, candidates, why) -> int | None:
        return self.target if self.target is not None else candidates[0]

    def choose_give(self, view: View):
        return view.hand[0]

    def challenge(self, view: View) -> bool:
        self.asked_challenge += 1
        return self.challenges

    def call_uno(self, view: View) -> bool:
        return self.uno

    def jump_in(self, view: View, card) -> bool:
        return self.jump


def faces(deck_id: str, ids: Sequence[str]):
    by_id = {f.id: f for f in deck(deck_id).unique_faces()}
    return tuple(by_id[i] for i in ids)


def scenario(
    points: RulePoints,
    hands: Sequence[Sequence[str]],
    policies: Sequence[Script],
    top: str,
    *,
    deck_id: str = "classic-108",
    turns: int = 1000,
    colour: str | None = None,
    current: int = 0,
    direction: int = 1,
    draw_pile: Sequence[str] = FILLER,
    table: Table | None = None,
    watch=None,
):
    """Play a laid-out round (at most ``turns`` turns); returns the RoundResult with events."""
    setup = RoundSetup(
        hands=tuple(faces(deck_id, h) for h in hands),
        top=faces(deck_id, [top])[0],
        draw_pile=faces(deck_id, draw_pile),
        colour=colour,
        current=current,
        direction=direction,
    )
    table = table or Table(turn_cap=turns, catch_probability=0.0)
    return play_round(
        deck(deck_id),
        points,
        policies,
        random.Random(0),
        setup=setup,
        table=table,
        log=True,
        watch=watch,
    )


def kinds(result, *wanted: str) -> list[tuple]:
    """The events of the given kinds as (kind, player, card id, count, detail, target)."""
    return [
        (e.kind, e.player, e.card.id if e.card else None, e.count, e.detail, e.target)
        for e in result.events
        if not wanted or e.kind in wanted
    ]
