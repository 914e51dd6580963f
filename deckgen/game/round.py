"""One round: deal, the first card, turns, drawing and draw penalties. Internal.

What a played card does is in :mod:`.play`; this module runs the table around it. Rule
numbers are those of the standard rule sheet (game facts, "Standard rules").
"""

from __future__ import annotations

from collections.abc import Sequence

from . import play as plays
from .cards import Card, answer_kind, challenge_on, holds_colour, unique
from .results import RoundResult
from .scoring import hand_points, round_scores
from .state import DRAW, PASS, Move, RoundSetup, RoundState


class Round(RoundState):
    """One round: its state (:class:`~.state.RoundState`) and the loop that plays it (see
    :func:`~.engine.play_round`)."""

    # ---- deal and first card (rules 1-3) -------------------------------------------
    def deal(self) -> None:
        """Shuffle, deal ``hand_size`` cards one at a time from the dealer's left, turn the
        first card. Raises ``ValueError`` if the deck is too small for the hands."""
        pile = list(self.cards)
        need = self.points.hand_size * self.n
        if need >= len(pile):
            raise ValueError(
                f"{self.n} hands of {self.points.hand_size} need more than the {len(pile)} cards"
            )
        self.rng.shuffle(pile)
        self.draw_pile = pile
        for _ in range(self.points.hand_size):
            for k in range(1, self.n + 1):
                self.hands[(self.dealer + k) % self.n].append(pile.pop())
        self.log("deal", self.dealer, count=self.points.hand_size)
        self.first_card()

    def may_start(self, card: Card) -> bool:
        """Rule 3 / ``first_card``: may ``card`` start the discard pile, or is it turned again?

        ``redraw_actions``: only number cards. ``act``: every coloured card without a hand
        move or colour choice, and of the wild cards only the plain Wild (a Wild Draw Four,
        any other wild draw card and Shuffle/Swap Hands are turned again; a blank or
        customizable card, a plain Wild everywhere, acts as one: rules review 15, F7).
        """
        return card.acts_first(self.points)

    def first_card(self) -> None:
        """Turn the first card and apply it to the first player (rule 3).

        The card acts on the first player, who cannot answer it (no stacking, pass-on,
        reflect or challenge; nobody played it). Draw card: the first player draws and,
        if its effect skips, misses the turn. Skip: the first player misses the turn.
        Reverse: play goes to the right, started by the first player's right-hand
        neighbour (rule 3: the dealer; under ``last_winner`` the winner's right-hand
        neighbour, as the booklet says, key ``setup.first.reverse``); with two players
        and ``reverse_as_skip_for_two`` it acts as a Skip. Wild: the first player names the
        colour (also under the colour circle: there is no colour to move on from).
        """
        pile = self.draw_pile
        if not any(self.may_start(c) for c in pile):
            raise ValueError("no card of the draw pile may start the discard pile")
        card = pile.pop()
        while not self.may_start(card):
            pile.append(card)
            self.log("first_card", card=card, detail="again")
            self.rng.shuffle(pile)
            card = pile.pop()
        self.discard.append(card)
        self.colour = card.colour
        self.log("first_card", card=card, detail="acts")
        s = self.starter
        skip = card.skip
        if card.draw:
            plays.penalty(self, s, card.draw, "first_card")
        elif card.reverse and self.n == 2 and self.points.reverse_as_skip_for_two:
            skip = True
        elif card.reverse:
            self.direction = -1
            self.current = (s - 1) % self.n  # the first player's right-hand neighbour
        elif card.names_colour:
            self.colour = self.policies[s].choose_colour(self.view(s))
            self.log("colour", s, detail=self.colour, target=None)
        if skip:
            self.log("skip", s)
            self.current = self.next(s)

    def set_up(self, setup: RoundSetup) -> None:
        """Lay out ``setup`` instead of dealing.

        Raises ``ValueError`` for a face not in the deck or a wrong number of hands."""
        by_face = {c.face: c for c in self.cards}

        def cards(faces):
            try:
                return [by_face[f] for f in faces]
            except KeyError as exc:
                raise ValueError(f"card {exc.args[0].id} is not in the deck") from None

        if len(setup.hands) != self.n:
            raise ValueError(f"setup has {len(setup.hands)} hands for {self.n} players")
        self.hands = [cards(h) for h in setup.hands]
        self.draw_pile = cards(reversed(setup.draw_pile))
        self.discard = [*cards(reversed(setup.under)), *cards([setup.top])]
        self.colour = setup.colour or self.discard[-1].colour
        self.current, self.direction, self.first = setup.current, setup.direction, setup.first
        self.starter = setup.current

    # ---- the loop --------------------------------------------------------------------
    def run(self) -> RoundResult:
        """Play until the round ends or reaches the turn cap; the result either way."""
        while not self.ended:
            if self.turns >= self.table.turn_cap:
                self.cut = True
                self.log("cut", count=self.turns)
                break
            if self.jump_window:
                self.jump_window = False
                if plays.jump_in(self):
                    continue
            self.turns += 1
            if self.silence is not None:
                self.silence_check()
            if self.pending:
                self.victim_turn(self.current)
            else:
                self.turn(self.current)
        return self.result()

    def silence_check(self) -> None:
        """Silent twos: end the silence of seat ``silence`` (the player of the last 2)
        once play, moving from the seat it last left to the player about to play, reaches
        that seat (even a turn skipped there counts) or passes it when its player went out
        on the 2 (play to the end): it has gone once round the table, and the first player
        still holding cards after the empty seat is about to play. Logged ``silence_end``
        (player: the seat of the 2) before that turn; the booklet says the same
        (``pair.silent-two+to-the-end``, ``turn.silent_two``)."""
        seat, step, here = self.silence, self.direction, self.silence_from
        assert seat is not None
        walked = []
        while True:  # the seats passed on the way, the one about to play last
            here = (here + step) % self.n
            walked.append(here)
            if here == self.current:
                break
        if seat in walked:
            self.log("silence_end", seat)
            self.silence = None
        else:
            self.silence_from = self.current

    def legal(self, p: int, cards: Sequence[Card], how: str) -> list[Move]:
        """Plays of ``cards`` by ``p`` allowed by rule 4 and 7 (bluffs flagged, see Move)."""
        hand, top, colour, pts = self.hands[p], self.discard[-1], self.colour, self.points
        top_key = None if top.wild else top.key  # matches(), inlined: this is the hot loop
        moves = []
        for card in cards:
            if not (card.wild or card.colour == colour or card.key == top_key):
                continue
            if card in self.restricted and holds_colour(hand, colour):
                if challenge_on(pts):
                    moves.append(self.move(card, how, bluff=True))
                continue
            moves.append(self.move(card, how))
        return moves

    def turn(self, p: int) -> None:
        """A turn with no penalty pending: play a card, or draw (rule 5)."""
        moves = self.legal(p, unique(self.hands[p]), "turn")
        if moves:
            if self.points.draw_by_choice or all(m.bluff for m in moves):
                moves.append(DRAW)
            move = moves[0] if len(moves) == 1 else self.choose(p, moves)
            if move.kind == "play":
                plays.play(self, p, move.card, move.how, move.bluff)
                return
        self.draw_turn(p)

    def draw_turn(self, p: int) -> None:
        """Rule 5 (``draw: one``): draw one, play it if it fits and the player wants to;
        ``until_playable``: draw until a card fits and play it. Both piles exhausted: the
        turn passes."""
        hand = self.hands[p]
        if self.points.draw == "one":
            got = plays.take(self, p, 1)
            self.log("draw", p, count=got, detail="one")
            moves = self.legal(p, hand[-1:], "drawn") if got else []
            if moves:
                move = self.choose(p, [*moves, PASS])
                if move.kind == "play":
                    plays.play(self, p, move.card, "drawn", move.bluff, drawn=move.card)
                    return
        else:
            count = 0
            while plays.take(self, p, 1):
                count += 1
                moves = [m for m in self.legal(p, hand[-1:], "drawn") if not m.bluff]
                if moves:
                    self.log("draw", p, count=count, detail="until_playable")
                    plays.play(self, p, moves[0].card, "drawn", drawn=moves[0].card)
                    return
            self.log("draw", p, count=count, detail="until_playable")
        self.log("pass", p)
        self.current = self.next(p)

    def victim_turn(self, v: int) -> None:
        """The turn of a player a draw penalty is pending on (rules 7-8 and the stacking,
        pass-on and reflect points): challenge, answer, or draw.

        Only the first player hit by a restricted card may challenge it, before answering.
        A reflected draw keeps its number and cannot be challenged; the player it comes
        back to may reflect it again. The player who finally draws misses the turn as the
        card's ``skip_turn`` says for a single card, as ``victim_loses_turn`` says after a
        stack, pass-on, reflect or jump-in added to it.
        """
        pts = self.points
        if self.challenge_open:
            self.challenge_open = False
            if self.policies[v].challenge(self.view(v)):
                if plays.challenge(self, v):
                    self.turn(v)
                return
        hand, top, chain = self.hands[v], self.discard[-1], self.chain
        assert chain is not None  # a penalty is pending
        moves = []
        for card in unique(hand):
            how = answer_kind(card, chain, top, self.colour, pts)
            if how is None:
                continue
            if card in self.restricted and holds_colour(hand, self.colour):
                if challenge_on(pts):
                    moves.append(self.move(card, how, bluff=True))
                continue
            moves.append(self.move(card, how))
        if moves:
            move = self.choose(v, [*moves, DRAW])
            if move.kind == "play":
                plays.play(self, v, move.card, move.how, move.bluff)
                return
        loses = chain.skip if self.chain_len == 1 else pts.victim_loses_turn
        count = self.pending
        plays.clear_pending(self)
        plays.penalty(self, v, count, "draw_card")
        if loses:
            self.log("skip", v)
            self.current = self.next(v)
        else:
            self.turn(v)

    def result(self) -> RoundResult:
        hand_pts = tuple(hand_points(h, self.points) for h in self.hands)
        finished = self.ended and not self.cut
        scores = round_scores(self, hand_pts) if finished else (0,) * self.n
        return RoundResult(
            finished=finished,
            winner=self.order_out[0] if finished else None,
            order_out=tuple(self.order_out),
            turns=self.turns,
            cards_drawn=self.cards_drawn,
            longest_penalty=self.longest,
            hand_points=hand_pts,
            scores=scores,
            dealer=self.dealer,
            starter=self.starter,
            events=tuple(self.events) if self.events is not None else None,
        )
