"""Rule points: the decisions a round is made of, as data.

A ruleset is the standard rules (game facts, "Standard rules") with some rule points set
otherwise; a house rule sets rule points too, it does not append prose. Everything that
needs to know a rule reads it here: the booklet composes its sentences from these values,
the reference card from the same, and the engine (:mod:`deckgen.game`) plays them. No
rule is implemented twice.

Each point is one field of :class:`RulePoints`. Its value is plain data (a ``Literal``
string, a bool or an int) so that a test can enumerate every value, a booklet sentence key
can be named after it (``turn.start.last_winner``) and a scripted engine scenario can
check what it does. :attr:`RulePoints.sources` says which file set each point that is not
the standard value (``deckgen rules`` prints it).

What a card does is not a rule point: it is the card type's ``effect`` (draw, skip_turn,
reverse, choose_colour, hands, challengeable), read by the same booklet and engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import Any, Literal, get_args, get_type_hints

Dealer = Literal["highest_card"]
NextDealer = Literal["left", "most_points"]
Starter = Literal["left_of_dealer", "last_winner"]
FirstCard = Literal["act", "redraw_actions"]
Draw = Literal["one", "until_playable"]
Stacking = Literal["none", "same", "mixed"]
ColourChoice = Literal["free", "circle"]
Challenge = Literal["next_player", "none"]
EndOfRound = Literal["first_out", "to_the_end", "shrinking"]
Scoring = Literal["winner_collects", "penalty_points", "lazy"]

STANDARD_SOURCE = "standard rules"


@dataclass(frozen=True)
class RulePoints:
    """Every decision of a round and of a game, with the standard value as default.

    Defaults follow the standard rule sheet (game facts, "Standard rules", numbered there):

    Deal and start
        ``hand_size`` cards each (rule 2: 7). ``dealer``: how the first dealer is chosen
        (rule 1: highest card, symbols count 0; players who tie for the highest draw
        again). ``next_dealer``: ``left`` (rule 1: the deal passes clockwise) or
        ``most_points`` (lazy scoring: whoever was left holding the most points deals; on a
        tie, the tied player nearest to the left of the round's winner); with
        ``to_the_end`` the last player left holding cards, who lost the round, deals the
        next one in every scoring (review 9).
        ``later_rounds_start``: who plays first from round two on: ``left_of_dealer``
        (rule 4) or ``last_winner`` (lazy scoring; round one still starts left of the
        dealer). ``first_card``: ``act`` (rule 3: an action card turned first acts on the
        first player: a draw card makes them draw (and miss the turn if it skips), a Skip
        makes them miss it, a Wild lets them name the colour (under the colour circle too:
        the one time a colour is named); a Reverse turns play to the right, so the player to
        the right of the first player starts (the dealer, when the first player is left of
        the dealer); a blank or customizable card acts as the Wild it plays as; every other
        wild card is turned again; a draw card turned first cannot
        be stacked on) or ``redraw_actions`` (every action or wild card is turned again).
    Drawing
        ``draw``: ``one`` (rule 5: draw one, play it if it fits) or ``until_playable``
        (draw until a card fits, then play it; when the draw pile runs out it is remade
        from the discards, and with nothing left to draw the turn ends). Both are only for
        a normal turn: a player hit by a draw card or a stack draws exactly that number.
        ``draw_by_choice``: a player who could play may still draw (rule 5: "cannot or will
        not play"), under either draw rule.
    Draw penalties
        ``victim_loses_turn``: the player who finally draws from a chain (stack, pass or
        reflect) misses the turn (rules 3, 7; a single card's ``skip_turn`` effect says it
        per card type). ``stacking``: ``none``; ``same`` (a draw card may be answered with
        a card of the same type: a Draw Two with a Draw Two, a Wild Draw Four with a Wild
        Draw Four; each adds its number, and the first player who cannot or will not answer
        draws the total); ``mixed`` (any draw card on any draw card; a coloured one on a
        wild draw card must be of the colour that card set). One draw card per turn;
        answering with a challengeable card still needs no card of the colour in play; a
        caught illegal card in a chain makes its player draw the whole total, a failed
        challenge costs the challenger the total plus ``challenge_extra``. ``pass_on``: a
        coloured draw card may be answered with the same card, and the next player then
        draws only that card's number (no sum); a wild draw card may be answered only with
        a coloured draw card of the colour it set, which then counts instead. ``reflect``:
        a Reverse of the colour in play (after a wild draw card, the colour it set) sends
        the draw (with stacking: the whole total) back to the player who played the last
        draw card, and turns the direction of play; that player may answer in turn. A
        challengeable card may be challenged only by the player it first hit, before
        reflecting. A draw card that was its player's last card cannot be reflected to
        them once they are out.
    Colour
        ``color_choice``: ``free`` (rule 6: the player of a wild names any colour) or
        ``circle`` (the colour moves on to the next one of the deck's colours, in the
        deck's order while play goes left and backwards while it goes right: the order
        of the colours clockwise on the wild card's wheel; nobody names one, except for a
        Wild turned as the first card; with two players a Reverse that plays like a Skip
        still turns the direction, so the colour then moves the other way). A wild card
        whose effect does not choose a colour leaves the colour in play as it was, under
        either value.
    Wild Draw Four and other wild draw cards
        ``wd4_only_without_color``: a challengeable card is legal only with no card of the
        colour in play (rule 7; matching numbers or symbols do not count). ``challenge``:
        ``next_player`` (rule 8: the player who must draw may challenge, instead of
        drawing) or ``none``; a challenge needs ``wd4_only_without_color`` (the loader
        refuses one without it). ``challenge_extra``: cards a failed challenge adds (rule
        8: 2). The colour that counts for the challenge is the one in play *before* the
        Wild Draw Four. Guilty: its player draws the cards instead; the card stays and its
        colour stands; the challenger then takes the turn normally. Innocent: the
        challenger draws the cards plus ``challenge_extra`` and misses the turn. A card type
        is challenged this way only if its effect says ``challengeable`` (the Wild Draw Four
        does); any other wild draw card (a custom "+10") may be played at any time and
        cannot be challenged.
    UNO call
        ``uno_penalty``: cards drawn when caught (rule 9: 2). Caught means another player
        says so before the next player plays or draws a card; a late call made before
        anyone catches you is safe; a player is caught at most once per call. Whoever is
        left with one card in any other way (a swap, a redeal, a jump-in, a new hand under
        shrinking hands) calls at once, under the same rule.
        ``uno_slap_penalty``: 0, or the cards the last hand to slap draws (hands on UNO;
        needs three players or more). ``silent_two_penalty``: 0, or the cards the first
        player to speak after a number 2 (not a Draw Two) draws; that ends the silence;
        calling UNO, slapping on it and challenging do not break the silence. The silence
        lasts until play next reaches the player of the 2 (even a turn skipped there) or,
        when that player went out on it (play to the end), until play has gone round and
        passes the empty seat: it ends as the first player still holding cards after it
        is about to play (review 13).
    Out of turn and hand moves
        ``jump_in``: an exact twin (same colour and number or symbol; a Wild on a Wild; never
        another black card) of the top card may be played out of turn, not on the first
        card of the round; it works as if played in its player's turn and play goes on from
        them; the first to reach the pile counts; one's own card only once it lies on the
        pile. Without stacking a twin draw card replaces the first (its victim does not
        draw; the player after the jumper draws that card's number); with stacking it adds
        to the chain. A jumped-in 0 or 7 swaps (seven-o); a jumped-in Wild under the colour
        circle moves the colour once more; nobody jumps in on a reflecting Reverse.
        ``seven_o``: a 0 passes every hand on in the direction of play; a 7 lets its
        player swap hands with a player of their choice or keep their own (game facts:
        "a 7 lets its player swap"; the engine's policy decides, review 13); a 0 or 7 as
        the last card swaps nothing; with two players a 0 swaps the two hands and a 7 may.
        ``five_swap``: the player of a 5 may swap one card with another player, both
        choosing face down at once, before the next turn; a 5 as the last card swaps
        nothing.
    End of round
        ``end_of_round``: ``first_out`` (rule 10); ``to_the_end`` (a player who empties the
        hand is out; the first one out wins the round; players who are out are skipped and
        take no part: no UNO call, no cards drawn, no swaps; the round goes on until one
        player holds cards, who loses it; needs three players or more); or ``shrinking`` (a
        player who empties the hand at once draws a new one of one card fewer than last
        time, from ``hand_size - 1`` down to 1, and play goes on; emptying the hand of a
        single card wins the round, scored as usual; a swap does not change how many new
        hands a player has had). A Wild Shuffle Hands played as the last card still deals
        its player a new hand: the round goes on.
    Scoring
        ``scoring``: ``winner_collects`` (rule 12), ``penalty_points`` (rule 13: each adds
        the points left in hand to a running total, the round's winner adds 0; the game
        ends when a total reaches or passes the limit; the fewest points win, tied players
        share the win) or ``lazy`` (no score kept). With ``to_the_end``: winner-collects
        scores the moment the first player goes out, from the cards the others hold then
        (cards they must draw from that last card included); penalty points are counted
        when the round is over, so only the last player, still holding cards, is charged;
        lazy: that last player holds the most and deals. ``target``: the winning score or
        the points limit (rule 12: 500); "reaches" means "reaches or passes".
        ``lonely_zero_points``: 0, or what a 0 left alone in a hand counts when the points
        are counted. ``finish_bonus_one`` / ``finish_bonus_two``: 0, or the points taken
        off the total of a player who goes out with a wild +1 / +2 as the last card
        (penalty points only: the loader refuses them otherwise); a total never goes below
        0.
    Two players
        ``reverse_as_skip_for_two`` (rule 14). ``two_player_keep_wilds``: ``None``, or how
        many of each wild card type stay in the deck for a game of two (0: all out).
    """

    hand_size: int = 7
    dealer: Dealer = "highest_card"
    next_dealer: NextDealer = "left"
    later_rounds_start: Starter = "left_of_dealer"
    first_card: FirstCard = "act"
    draw: Draw = "one"
    draw_by_choice: bool = True
    victim_loses_turn: bool = True
    stacking: Stacking = "none"
    pass_on: bool = False
    reflect: bool = False
    color_choice: ColourChoice = "free"
    wd4_only_without_color: bool = True
    challenge: Challenge = "next_player"
    challenge_extra: int = 2
    uno_penalty: int = 2
    uno_slap_penalty: int = 0
    silent_two_penalty: int = 0
    jump_in: bool = False
    seven_o: bool = False
    five_swap: bool = False
    end_of_round: EndOfRound = "first_out"
    scoring: Scoring = "winner_collects"
    target: int = 500
    lonely_zero_points: int = 0
    finish_bonus_one: int = 0
    finish_bonus_two: int = 0
    reverse_as_skip_for_two: bool = True
    two_player_keep_wilds: int | None = None
    players_min: int = 2
    players_max: int = 10
    sources: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    def source_of(self, name: str) -> str:
        """Which file set point ``name`` (``"standard rules"`` if none changed it)."""
        return dict(self.sources).get(name, STANDARD_SOURCE)

    @property
    def dealer_in_force(self) -> str:
        """Who deals the next round as played and printed: ``next_dealer``, except that
        with ``end_of_round: to_the_end`` it is ``last_left``, the last player left holding
        cards (review 9), whatever ``next_dealer`` says (``rules`` shows this value)."""
        return "last_left" if self.end_of_round == "to_the_end" else self.next_dealer

    def dealer_source(self) -> str:
        """Which file set :attr:`dealer_in_force`: the one that set ``end_of_round`` when
        play to the end decides it, else the one that set ``next_dealer``."""
        name = "end_of_round" if self.end_of_round == "to_the_end" else "next_dealer"
        return self.source_of(name)

    def with_values(self, values: dict[str, Any], source: str) -> RulePoints:
        """A copy with ``values`` set, each recorded as set by ``source``.

        Raises ``KeyError`` for an unknown point and ``ValueError`` for a value outside the
        point's choices (callers turn both into a :class:`DefinitionError` with a place).
        """
        for name, value in values.items():
            check_value(name, value)
        sources = dict(self.sources)
        sources.update({name: source for name in values})
        return replace(self, **values, sources=tuple(sorted(sources.items())))

    def changed(self) -> dict[str, Any]:
        """The points that differ from the standard rules, name → value."""
        standard = RulePoints()
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name != "sources" and getattr(self, f.name) != getattr(standard, f.name)
        }

    @property
    def shrinking_start(self) -> int:
        """Cards drawn the first time a player empties the hand (shrinking hands)."""
        return max(1, self.hand_size - 1)


OLD_POINT_NAMES = {
    "colour_choice": "color_choice",
    "wd4_only_without_colour": "wd4_only_without_color",
}
"""Point names in the old ``colour`` spelling, still read (with a warning) from files."""


def current_name(name: str) -> str:
    """``name`` in the one spelling (``colour_choice`` → ``color_choice``); others as given."""
    return OLD_POINT_NAMES.get(name, name)


def point_names() -> list[str]:
    """Every rule point's name, in the order of :class:`RulePoints`."""
    return [f.name for f in fields(RulePoints) if f.name != "sources"]


@cache
def _point_hints() -> dict[str, Any]:
    """:class:`RulePoints`' resolved annotations, read once (``get_type_hints`` evaluates
    every annotation string on each call)."""
    return get_type_hints(RulePoints)


def point_choices(name: str) -> tuple[Any, ...] | type:
    """The values point ``name`` may take: a tuple of strings, or ``int``/``bool``."""
    hints = _point_hints()
    if name not in hints or name == "sources":
        raise KeyError(name)
    hint = hints[name]
    choices = get_args(hint)
    if choices and all(isinstance(c, str) for c in choices):
        return choices
    if hint is bool:
        return bool
    return int


def check_value(name: str, value: Any) -> None:
    """Raise ``KeyError`` (unknown point) or ``ValueError`` (value not allowed)."""
    choices = point_choices(name)
    if isinstance(choices, tuple):
        if value not in choices:
            raise ValueError(f"{name}: {value!r} is not one of {', '.join(choices)}")
    elif choices is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{name}: expected true or false, found {value!r}")
    elif value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise ValueError(f"{name}: expected a whole number, found {value!r}")


POINT_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", ("players_min", "players_max")),
    (
        "deal and start",
        ("hand_size", "dealer", "next_dealer", "later_rounds_start", "first_card"),
    ),
    ("drawing", ("draw", "draw_by_choice")),
    ("draw penalties", ("victim_loses_turn", "stacking", "pass_on", "reflect")),
    ("colour", ("color_choice",)),
    ("wild draw four", ("wd4_only_without_color", "challenge", "challenge_extra")),
    ("uno call", ("uno_penalty", "uno_slap_penalty", "silent_two_penalty")),
    ("out of turn and hand moves", ("jump_in", "seven_o", "five_swap")),
    ("end of round", ("end_of_round",)),
    (
        "scoring",
        ("scoring", "target", "lonely_zero_points", "finish_bonus_one", "finish_bonus_two"),
    ),
    ("two players", ("reverse_as_skip_for_two", "two_player_keep_wilds")),
)
"""The points in the groups of :class:`RulePoints`'s docstring, for listings."""


@dataclass(frozen=True)
class PointRow:
    """One rule point in force, for ``deckgen rules``: ``source`` as :meth:`source_of`
    says; ``changed`` if ``value`` differs from ``standard``."""

    group: str
    name: str
    value: Any
    standard: Any
    source: str
    changed: bool


def point_rows(points: RulePoints) -> list[PointRow]:
    """Every rule point of ``points`` in group order (a point in no group comes last, in
    the group ``other``). ``next_dealer`` shows :attr:`RulePoints.dealer_in_force`, the
    dealer the engine and the booklet use (``last_left`` under play to the end, set by
    the file that set ``end_of_round``; review 10)."""
    standard = RulePoints()
    known = point_names()
    grouped = {name: group for group, names in POINT_GROUPS for name in names if name in known}
    names = list(grouped) + [name for name in known if name not in grouped]
    rows = []
    for name in names:
        value, source = getattr(points, name), points.source_of(name)
        if name == "next_dealer":  # as in force: play to the end makes the loser deal
            value, source = points.dealer_in_force, points.dealer_source()
        rows.append(
            PointRow(
                group=grouped.get(name, "other"),
                name=name,
                value=value,
                standard=getattr(standard, name),
                source=source,
                changed=value != getattr(standard, name),
            )
        )
    return rows
