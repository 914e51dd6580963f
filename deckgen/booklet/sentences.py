"""Which booklet sentences each rule-point value brings, as data. Internal.

:data:`SENTENCES` maps a rule point (:mod:`deckgen.rules.points`) and its state to the
catalog keys (``rulesets/lang/<code>.yaml``) that say it, across every section: the goal,
the setup, a turn, the wilds, the challenge, answering a draw card, the UNO call, the end
of a round, scoring, two players, clear answers, the summary, the "agree before you start"
box. The composer picks its sentences here and nowhere else, so a test can assert that a
booklet holds exactly the keys of the values in force.

A point's *state* is its value for strings (``"circle"``), ``yes``/``no`` for booleans and
``off``/``on`` for a penalty or bonus that is 0 when unused (:func:`states`). A key may
name other states in braces (``setup.first_card.act.{later_rounds_start}``) and end with a
condition on other points (``... if stacking=none``, ``... if pass_on=no and jump_in=yes``,
``!=`` for "not"): the key is said only when all of them hold. Keys that
depend on the deck's cards as well (a first-card Reverse needs a Reverse) are said only if
the deck has the card; the mapping test plays a deck that has them all.
"""

from __future__ import annotations

import string
from collections.abc import Iterable

from ..rules.points import RulePoints, point_names

SENTENCES: dict[str, dict[str, tuple[str, ...]]] = {
    "dealer": {"highest_card": ("setup.dealer.highest_card", "clear.dealer_tie")},
    "next_dealer": {
        "left": (  # play to the end: the last player left deals, in every scoring (review 9)
            "setup.next_dealer.left if end_of_round!=to_the_end",
            "setup.next_dealer.last_left if end_of_round=to_the_end",
        ),
        "most_points": (
            "setup.next_dealer.most_points if end_of_round!=to_the_end",
            "setup.next_dealer.last_left if end_of_round=to_the_end",
            "end.last_draw.dealer if end_of_round!=to_the_end",
        ),
    },
    "later_rounds_start": {
        "left_of_dealer": (
            "turn.start.left_of_dealer",
            "setup.first_reverse.left_of_dealer if first_card=act",
        ),
        "last_winner": (
            "turn.start.last_winner",
            "setup.first_reverse.last_winner if first_card=act",
        ),
    },
    "first_card": {
        "act": (
            "setup.first_card.act.{later_rounds_start}",
            "setup.first_no_answer if chain=on",
        ),
        "redraw_actions": ("setup.first_card.redraw_actions",),
    },
    "draw": {
        "one": ("turn.draw.one", "summary.draw.one.{draw_by_choice}"),
        "until_playable": (
            "turn.draw.until_playable",
            "summary.draw.until_playable.{draw_by_choice}",
            "turn.draw_restricted if wd4_only_without_color=yes",
        ),
    },
    "draw_by_choice": {"yes": ("turn.draw_by_choice.yes",), "no": ("turn.draw_by_choice.no",)},
    "victim_loses_turn": {
        # a wrong card played to answer: taken back, 2 cards, and all that is due (review 15, F1)
        "yes": (
            "draws.wrong_answer.total if chain=on and stacking=mixed",
            "draws.wrong_answer.total if chain=on and stacking=same and reflect=yes",
            # by kind alone, no colour the table can see makes a wrong card (review 16, F1)
            "draws.wrong_answer.kind if chain=on and stacking=same and reflect=no",
            "draws.wrong_answer.due if chain=on and stacking=none",
            "draws.chain.yes if chain=on",
            "action.answered if chain=on",
        ),
        "no": (
            "draws.wrong_answer.total if chain=on and stacking=mixed",
            "draws.wrong_answer.total if chain=on and stacking=same and reflect=yes",
            # by kind alone, no colour the table can see makes a wrong card (review 16, F1)
            "draws.wrong_answer.kind if chain=on and stacking=same and reflect=no",
            "draws.wrong_answer.due if chain=on and stacking=none",
            "draws.chain.no if chain=on",
            "action.answered if chain=on",
        ),
    },
    "stacking": {
        "none": (
            "draws.stacking.none if pass_on=no and jump_in=no",
            "draws.stacking.none_jump_in if pass_on=no and jump_in=yes",
            "clear.stacking.none if pass_on=no and jump_in=no and reflect=no",
            "clear.stacking.none_jump_in if pass_on=no and jump_in=yes and reflect=no",
            "clear.stacking.none_reflect if pass_on=no and jump_in=no and reflect=yes",
            "clear.stacking.none_jump_in_reflect if pass_on=no and jump_in=yes and reflect=yes",
            "agree.stacking.none if pass_on=no",
            "agree.stacking.pass_on if pass_on=yes",
            "turn.jump_in.twin_draw if jump_in=yes",
            "turn.jump_in.twin_answer.pass_on if jump_in=yes and pass_on=yes",
            "turn.jump_in.twin_answer.reflect if jump_in=yes and pass_on=no and reflect=yes",
        ),
        "same": (
            "draws.stacking.same",
            "draws.stacking.rules",
            "clear.stacking.same if reflect=no",
            "clear.stacking.same_reflect if reflect=yes",
            "turn.jump_in.twin_stack if jump_in=yes",
            "agree.stacking.same",
            "summary.stacking.same",
            "two_players.stacking if two=on",
        ),
        "mixed": (
            "draws.stacking.mixed",
            "draws.stacking.rules",
            "clear.stacking.mixed",
            "turn.jump_in.twin_stack if jump_in=yes",
            "agree.stacking.mixed",
            "summary.stacking.mixed",
            "two_players.stacking if two=on",
        ),
    },
    "pass_on": {
        "no": (),
        "yes": (
            "draws.pass_on",
            "clear.pass_on",
            "summary.pass_on",
            "two_players.pass_on if two=on",
            "two_players.pass_on_wild if two=on",
        ),
    },
    "reflect": {
        "no": (),
        "yes": (
            "draws.reflect.{color_choice}",
            "draws.reflect_next.{victim_loses_turn}",
            "draws.reflect_stack.same if stacking=same",
            "draws.reflect_stack.mixed if stacking=mixed",
            "draws.reflect_add if stacking!=none",  # who it hits next (rules review 18)
            "clear.reflect",
            "draws.stacking.reflect if stacking=none and pass_on=no",
            "two_players.reflect if two=on",
            "end.last_draw.reflect.counted if end_of_round=first_out and scoring!=lazy",
            "end.last_draw.reflect.uncounted if end_of_round=first_out and scoring=lazy",
            # shrinking hands: a Reverse that wins the round still sends a draw back (review 12)
            "end.last_draw.reflect.shrinking if end_of_round=shrinking and scoring!=lazy",
            "end.last_draw.reflect.shrinking_uncounted if end_of_round=shrinking and scoring=lazy",
        ),
    },
    "color_choice": {
        "free": (
            "wild.choose.free",
            "wild.colour.free",
            "setup.first_wild.free if first_card=act",
            "clear.last_card.free",
        ),
        "circle": (
            "wild.circle",
            "wild.choose.circle",
            "wild.colour.circle",
            "setup.first_wild.circle if first_card=act",
            "clear.last_card.circle",
            "summary.colour.circle",
            "two_players.circle if reverse_as_skip_for_two=yes and two=on",
        ),
    },
    "wd4_only_without_color": {"yes": ("wild.condition",), "no": ("wild.no_condition",)},
    "challenge": {
        "next_player": (
            "wild.challenge.who",
            "wild.challenge.guilty",
            "wild.challenge.innocent",
            "wild.challenge.guilty_chain if stacking!=none",
            "wild.challenge.innocent_chain if stacking!=none",
            "wild.challenge.chain_last if stacking!=none",
            "wild.challenge.chain_last if stacking=none and pass_on=yes",
            "clear.challenge if stacking=none",
            "clear.challenge_chain if stacking!=none",
        ),
        "none": ("wild.challenge.none",),
    },
    "uno_slap_penalty": {
        # with a swap rule on, naming the player you swap with is allowed too (review 12)
        # with the colour circle nobody names a colour, so the lists leave it out (round 13)
        "off": (
            "uno.call.off",
            "turn.silent_words.off if silent_two_penalty=on and swaps=off and color_choice!=circle",
            "turn.silent_words.off_swap if silent_two_penalty=on and swaps=on"
            " and color_choice!=circle",
            "turn.silent_words.off_circle if silent_two_penalty=on and swaps=off"
            " and color_choice=circle",
            "turn.silent_words.off_swap_circle if silent_two_penalty=on and swaps=on"
            " and color_choice=circle",
        ),
        "on": (
            "uno.call.on",
            "turn.silent_words.on if silent_two_penalty=on and swaps=off and color_choice!=circle",
            "turn.silent_words.on_swap if silent_two_penalty=on and swaps=on"
            " and color_choice!=circle",
            "turn.silent_words.on_circle if silent_two_penalty=on and swaps=off"
            " and color_choice=circle",
            "turn.silent_words.on_swap_circle if silent_two_penalty=on and swaps=on"
            " and color_choice=circle",
        ),
    },
    "silent_two_penalty": {"off": (), "on": ("turn.silent_two", "clear.silent_two")},
    "jump_in": {
        # a wrong card (and a wrong jump-in) may be pointed out in a silence (review 17, F3)
        "no": ("clear.uno.plain", "turn.silent_wrong.plain if silent_two_penalty=on"),
        "yes": (  # "Calling UNO" alone says a jump-in ends the time to catch (review 8)
            "turn.jump_in.text",
            "turn.jump_in.wild_free if color_choice=free",
            "turn.jump_in.victim",
            "turn.jump_in.twin_skip",  # a twin Skip / Reverse replaces the first (review 13)
            "turn.jump_in.twin_reverse",
            # with two players a twin Reverse is a twin Skip: the jumper plays again (review 14)
            "turn.jump_in.twin_reverse_two if reverse_as_skip_for_two=yes and two=on",
            "end.two_left_jump_in if reverse_as_skip_for_two=yes and end_of_round=to_the_end",
            "uno.jump_in",
            "clear.jump_in",
            # a wrong jump-in is out of turn: play goes on from the rightful player (F2)
            "clear.wrong_jump_in",
            "turn.silent_wrong.jump_in if silent_two_penalty=on",
        ),
    },
    "seven_o": {
        "no": (),
        "yes": (
            "turn.seven_o",
            "clear.seven_o",
            "clear.seven_o_out if end_of_round=to_the_end",
            "two_players.seven_o if two=on",
        ),
    },
    "five_swap": {"no": (), "yes": ("turn.five_swap", "clear.five_swap")},
    "end_of_round": {
        "first_out": (
            "goal.end.first_out",
            "end.round.first_out",
            "end.last_draw.counted if scoring!=lazy",
            "end.last_draw.uncounted if scoring=lazy",
            "agree.end.first_out",
        ),
        "to_the_end": (
            "goal.end.to_the_end",
            "end.round.to_the_end",
            "end.out_swaps if swaps=on",
            "end.last_draw.to_the_end.{chain}",
            "end.last_draw.challenge if challenge=next_player",
            "end.two_left if reverse_as_skip_for_two=yes",
            "end.two_left_reflect if reverse_as_skip_for_two=yes and reflect=yes",
            # with a chain the chain is finished first (review 11)
            # a failed challenge of the last card: its 2 more cards count too (review 16, F6)
            "scoring.to_the_end.winner_collects.off_challenge if scoring=winner_collects and "
            "chain=off and challenge=next_player and wd4_only_without_color=yes",
            "scoring.to_the_end.winner_collects.on if scoring=winner_collects and chain=on",
            # without a chain the challenge line above stands in for it where it applies
            "scoring.to_the_end.winner_collects.off if scoring=winner_collects and chain=off and "
            "challenge!=next_player",
            "scoring.to_the_end.winner_collects.off if scoring=winner_collects and chain=off and "
            "challenge=next_player and wd4_only_without_color!=yes",
            "scoring.to_the_end.penalty_points if scoring=penalty_points",
            "agree.end.to_the_end",
            "summary.end.to_the_end",
        ),
        "shrinking": (
            "goal.end.shrinking",
            "end.round.shrinking",
            "end.shrinking_turn",
            "end.shrinking_short",  # a new hand when the draw pile runs short (issue 13)
            # keep count in pencil on the score sheet, rubbed out each round (reviews 9, 13);
            # on a piece of paper where the booklet has no score sheet
            "end.shrinking_marks if scoring!=lazy",
            "end.shrinking_marks_paper if scoring=lazy",
            "end.last_draw.shrinking if scoring!=lazy",
            "end.last_draw.shrinking_uncounted if scoring=lazy",
            "end.shrinking_challenge if challenge=next_player",  # never caught (issue 13)
            "agree.end.shrinking_for.{scoring}",  # the advice fits the scoring (review 15, F4)
            "score_sheet.agreed.winner_collects if scoring=winner_collects",
            "score_sheet.agreed.penalty_points if scoring=penalty_points",
            "summary.end.shrinking",
        ),
    },
    "scoring": {
        # shrinking hands: the target agreed on, if lower (review 16, left)
        "winner_collects": (
            "goal.scoring.winner_collects if end_of_round!=shrinking",
            "goal.scoring.agreed.winner_collects if end_of_round=shrinking",
            "scoring.count.winner_collects",
            "scoring.example.winner_collects",
            "scoring.end.winner_collects if end_of_round!=shrinking",
            "scoring.end.agreed.winner_collects if end_of_round=shrinking",
            "agree.scoring.winner_collects if end_of_round!=shrinking",
            "agree.scoring.agreed.winner_collects if end_of_round=shrinking",
            "summary.win.winner_collects if end_of_round!=shrinking",
            "summary.win.agreed.winner_collects if end_of_round=shrinking",
            "score_sheet.intro.winner_collects if end_of_round!=shrinking",
            "score_sheet.intro.agreed.winner_collects if end_of_round=shrinking",
        ),
        "penalty_points": (
            "goal.scoring.penalty_points if end_of_round!=shrinking",
            "goal.scoring.agreed.penalty_points if end_of_round=shrinking",
            "scoring.count.penalty_points",
            "scoring.example.penalty_points",
            "scoring.end.penalty_points if end_of_round!=shrinking",
            "scoring.end.agreed.penalty_points if end_of_round=shrinking",
            "agree.scoring.penalty_points if end_of_round!=shrinking",
            "agree.scoring.agreed.penalty_points if end_of_round=shrinking",
            "summary.win.penalty_points if end_of_round!=shrinking",
            "summary.win.agreed.penalty_points if end_of_round=shrinking",
            "score_sheet.intro.penalty_points if end_of_round!=shrinking",
            "score_sheet.intro.agreed.penalty_points if end_of_round=shrinking",
        ),
        "lazy": (
            "goal.scoring.lazy",
            "scoring.count.lazy if end_of_round!=to_the_end",
            "agree.scoring.lazy",
            "scoring.end.lazy",
            "summary.win.lazy",
        ),
    },
    "lonely_zero_points": {
        "off": ("scoring.number_points.off",),
        "on": ("scoring.number_points.on", "scoring.lonely_zero"),
    },
    "finish_bonus_one": {
        "off": (),
        "on": (
            "scoring.finish_bonus",
            "scoring.finish_bonus_only.to_the_end if end_of_round=to_the_end",
            "scoring.finish_bonus_only.shrinking if end_of_round=shrinking",
        ),
    },
    "finish_bonus_two": {
        "off": (),
        "on": (
            "scoring.finish_bonus",
            "scoring.finish_bonus_only.to_the_end if end_of_round=to_the_end",
            "scoring.finish_bonus_only.shrinking if end_of_round=shrinking",
        ),
    },
    "reverse_as_skip_for_two": {
        "yes": ("two_players.reverse.yes if two=on",),
        "no": ("two_players.reverse.no if two=on",),
    },
    "two_player_keep_wilds": {
        "off": (),
        "all": ("two_players.wilds.all if two=on", "setup.two_players if two=on"),
        "some": ("two_players.wilds.some if two=on", "setup.two_players if two=on"),
    },
}

# Points that only carry a number into a sentence (hand size, target score, ...): no
# sentence of their own to choose.
NUMBER_POINTS = frozenset(
    {
        "hand_size",
        "challenge_extra",
        "uno_penalty",
        "target",
        "players_min",
        "players_max",
    }
)
ON_WHEN_NOT_ZERO = frozenset(
    {
        "uno_slap_penalty",
        "silent_two_penalty",
        "lonely_zero_points",
        "finish_bonus_one",
        "finish_bonus_two",
    }
)

# The heading of a house-rule paragraph inside a section: the name of the house rule that
# sets the point (a ruleset setting it reads the same).
POINT_TITLES = {
    "stacking": "house.stacking.name",
    "pass_on": "house.no-stack-defence.name",
    "reflect": "house.reverse-reflects.name",
    "jump_in": "house.jump-in.name",
    "seven_o": "house.seven-o.name",
    "five_swap": "house.swap-on-five.name",
    "silent_two_penalty": "house.silent-two.name",
}

# Where the booklet explains a point (the house-rules list points there).
POINT_SECTIONS = {
    "stacking": "draws",
    "pass_on": "draws",
    "reflect": "draws",
    "jump_in": "turn",
    "seven_o": "turn",
    "five_swap": "turn",
    "silent_two_penalty": "turn",
    "draw": "turn",
    "later_rounds_start": "turn",
    "scoring": "scoring",
    "lonely_zero_points": "scoring",
    "finish_bonus_one": "scoring",
    "uno_slap_penalty": "uno",
    "color_choice": "wilds",
    "end_of_round": "end",
    "two_player_keep_wilds": "two_players",
}


def state(points: RulePoints, name: str) -> str:
    """Point ``name``'s state: the value for a choice, ``yes``/``no``, ``off``/``on``."""
    value = getattr(points, name)
    if name == "two_player_keep_wilds":
        return "off" if value is None else ("all" if value == 0 else "some")
    if name in ON_WHEN_NOT_ZERO:
        return "on" if value else "off"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def states(points: RulePoints) -> dict[str, str]:
    """Every mapped point's state, plus ``chain`` (``on`` when a draw card may be answered:
    stacking, pass it on or the mirror Reverse) and ``two`` (``on`` when two may play: the
    booklet has its section for two players) and ``swaps`` (``on`` when a card swaps hands
    or cards: seven and zero, fives swap)."""
    found = {name: state(points, name) for name in point_names() if name not in NUMBER_POINTS}
    chain = points.stacking != "none" or points.pass_on or points.reflect
    found["chain"] = "on" if chain else "off"
    found["two"] = "on" if points.players_min <= 2 else "off"
    found["swaps"] = "on" if points.seven_o or points.five_swap else "off"
    return found


def keys_for(points: RulePoints, name: str, value: str | None = None) -> tuple[str, ...]:
    """The keys point ``name`` says in state ``value`` (default: the state in force), with
    the braces filled from ``points`` and the keys whose condition fails left out."""
    current = states(points)
    if value is not None:
        current[name] = value
    keys = []
    for entry in SENTENCES[name][current[name]]:
        key, _, condition = entry.partition(" if ")
        if condition and not _holds(condition, current):
            continue
        keys.append(key.format(**current))
    return tuple(keys)


def _holds(condition: str, current: dict[str, str]) -> bool:
    """Whether every ``point=state`` / ``point!=state`` of ``a and b`` holds."""
    for part in condition.split(" and "):
        other, op, wanted = part.partition("!=")
        if op:
            if current[other.strip()] == wanted.strip():
                return False
            continue
        other, _, wanted = part.partition("=")
        if current[other.strip()] != wanted.strip():
            return False
    return True


def other_keys(points: RulePoints, name: str) -> set[str]:
    """Keys point ``name`` would say in any state but the one in force (conditions and
    braces as in force): none of them may be in the booklet."""
    mine = set(keys_for(points, name))
    others: set[str] = set()
    for value in SENTENCES[name]:
        others.update(_all_forms(name, value, points))
    return others - mine


def _all_forms(name: str, value: str, points: RulePoints) -> Iterable[str]:
    current = states(points)
    current[name] = value
    for entry in SENTENCES[name][value]:
        key = entry.partition(" if ")[0]
        yield key.format(**current)


def pick(points: RulePoints, name: str, prefix: str) -> str | None:
    """The key point ``name`` says in force under ``prefix`` (``"turn.start"``), or ``None``."""
    for key in keys_for(points, name):
        if key == prefix or key.startswith(prefix + "."):
            return key
    return None


def every_key() -> set[str]:
    """Every key of the mapping in every state (braces filled every possible way)."""
    found: set[str] = set()
    choices = {name: list(values) for name, values in SENTENCES.items()}
    choices["chain"] = ["on", "off"]
    choices["two"] = ["on", "off"]
    choices["swaps"] = ["on", "off"]
    for values in SENTENCES.values():
        for entries in values.values():
            for entry in entries:
                key = entry.partition(" if ")[0]
                fields = [f for _, f, _, _ in string.Formatter().parse(key) if f]
                forms: list[dict[str, object]] = [{}]
                for field in fields:
                    forms = [{**form, field: option} for form in forms for option in choices[field]]
                found.update(key.format(**form) for form in forms)
    return found
