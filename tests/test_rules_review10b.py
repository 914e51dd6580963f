"""The tenth fresh rules review, second half (session 7): the low findings about the house
rules, alone and in pairs. Each assertion reads the composed booklet (or the model, or a
scripted game); each test failed before its fix."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
import yaml

from deckgen.booklet.blocks import Para
from deckgen.game import GreedyPolicy, RandomPolicy, play_game
from deckgen.rules.pairs import all_verdicts
from deckgen.text.catalog import available_languages, load_catalog

from .booklet_helpers import compose, deck, lines, text
from .conftest import DATA
from .gamecheck import points_for
from .gamescript import Script, kinds, scenario
from .sampling import sample_of

ROOT = DATA.parent.parent

LANGS = available_languages()
HOUSE_RULES = list(yaml.safe_load((ROOT / "rulesets" / "house-rules.yaml").read_text()))
# The deck and ruleset a house rule needs (the others play on the classic deck, official).
PLAYED_ON = {"plus-ten": ("house-plus-ten", "official"), "plus-one-two": ("plus12", "penalty-101")}


def plain(line: str) -> str:
    """``line`` with the no-break and thin spaces the text layer inserts as plain spaces (and
    its no-break hyphens as hyphens, as :func:`text` reads them)."""
    spaced = line.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2009", " ")
    return spaced.replace("\u2011", "-")


# -- 5. every cross-reference names a heading of its own booklet ------------------------------
# How each language says "see" before a quoted heading (a filler word such as "the section"
# may stand between them).
SEE = {
    "en": r"\bsee",
    "de": r"\bsiehe",
    "fr": r"\bvoir",
    "es": r"\b(?:ver|consulta el apartado)",
    "it": r"\bvedi(?: la sezione)?",
    "pl": r"\bzob\.(?: rozdział)?",
    "ru": r"\bсм\.(?: раздел)?",
    "hu": r"\blásd(?: lent)?:?",
    "sq": r"\bshih(?: pjesën)?",
    "th": r"\(ดู",
}


def booklet_cases() -> list[tuple[str, tuple[str, ...]]]:
    """The official and party booklets, each house rule alone, each pair that meets."""
    cases: list[tuple[str, tuple[str, ...]]] = [("official", ()), ("party", ())]
    cases += [("official", (rule,)) for rule in HOUSE_RULES]
    cases += [("official", (v.first, v.second)) for v in all_verdicts() if v.kind == "composed"]
    return cases


def composed(lang: str, ruleset: str, house: tuple[str, ...]):
    deck_id = "classic-108"
    for rule in house:
        if rule in PLAYED_ON:
            deck_id, ruleset = PLAYED_ON[rule]
    if deck_id == "house-plus-ten":
        deck_id = str(ROOT / "rulesets" / "decks" / "house-plus-ten.yaml")
    return compose(deck_id, ruleset, house, lang)


def headings(content) -> set[str]:
    found = set()
    for section in content.sections:
        found.add(plain(section.title))
        subheads = [b for b in section.blocks if isinstance(b, Para) and b.kind == "subhead"]
        found.update(plain(b.text) for b in subheads)
    return found


@cache
def quotes(lang: str) -> tuple[str, str, str, str]:
    t = load_catalog(lang)
    outer = plain(t.text("booklet.quote", name="@")).split("@")
    inner = plain(t.text("booklet.inner_quote", name="@")).split("@")
    return outer[0], outer[1], inner[0], inner[1]


@pytest.mark.parametrize("lang", sample_of(LANGS, ("en", "fr", "pl", "hu", "th")))
def test_every_see_names_a_heading_of_its_booklet(lang):
    opening, closing, inner_open, inner_close = quotes(lang)
    quoted = re.compile(
        rf"{SEE[lang]}\s*{re.escape(opening.strip())}\s*(.+?)\s*{re.escape(closing.strip())}",
        re.IGNORECASE,
    )
    # the same words before anything but a lower-case word ("see how many" is no reference)
    any_see = re.compile("(?i:" + SEE[lang] + r")(?!\w):?(?!\s*[^\W\d_A-ZА-ЯЁ])")
    checked = 0
    for ruleset, house in booklet_cases():
        content = composed(lang, ruleset, house)
        heads = headings(content)
        for line in map(plain, lines(content)):
            found = quoted.findall(line)
            # every "see" quotes what it points to (pl and ru too)
            assert len(found) == len(any_see.findall(line)), (ruleset, house, line)
            for name in found:
                # a heading quoted inside the quotes takes the inner quotes: the same heading
                name = name.replace(inner_open, opening).replace(inner_close, closing)
                assert name in heads, (ruleset, house, name, line)
                checked += 1
    assert checked > 20


# -- 1. a draw sent back by a Mirror Reverse: who plays next ----------------------------------
def reflected_round(loses_turn: bool):
    """Four players: P0's Draw Two hits P1, P1 sends it back with a red Reverse; P0 draws."""
    points = points_for("official", ("reverse-reflects",), "classic-108")
    assert points is not None
    points = points.with_values({"victim_loses_turn": loses_turn}, "test")
    hands = [
        ["red-draw-two", "red-1", "green-7"],
        ["red-reverse", "green-3"],
        ["red-4", "yellow-4"],
        ["red-6", "yellow-6"],
    ]
    policies = [Script(), Script(plays=["red-reverse"]), Script(), Script()]
    return scenario(points, hands, policies, "red-5", turns=4)


def test_engine_after_a_draw_sent_back_the_drawer_then_the_new_direction():
    # the drawer misses the turn; the next is P3, after P0 to the right (not P1 again)
    assert kinds(reflected_round(True), "play", "penalty", "skip") == [
        ("play", 0, "red-draw-two", 0, "turn", None),
        ("play", 1, "red-reverse", 0, "reflect", None),
        ("penalty", 0, None, 2, "draw_card", None),
        ("skip", 0, None, 0, "", None),
        ("play", 3, "red-6", 0, "turn", None),
    ]
    # without victim_loses_turn the drawer plays, then P3
    plays = kinds(reflected_round(False), "play")
    assert [(p, c) for _, p, c, *_ in plays[2:4]] == [(0, "red-1"), (3, "red-6")]


NEXT_AFTER_REFLECT = {
    True: "Play then goes on in the direction the last Reverse set: whoever draws misses "
    "the turn, and the player after them in that direction plays next.",
    False: "Play then goes on in the direction the last Reverse set: whoever draws then "
    "takes their turn as usual, and the player after them in that direction plays next.",
}


@pytest.mark.parametrize("loses_turn", [True, False])
def test_en_mirror_reverse_says_who_plays_next(loses_turn):
    content = compose(house=["reverse-reflects"], points={"victim_loses_turn": loses_turn})
    draws = text(content, "draws")
    assert NEXT_AFTER_REFLECT[loses_turn] in draws
    assert NEXT_AFTER_REFLECT[not loses_turn] not in draws
    assert NEXT_AFTER_REFLECT[True] not in text(compose(house=["stacking"]))


@pytest.mark.parametrize("lang", LANGS)
def test_mirror_reverse_says_who_plays_next_in_every_language(lang):
    t = load_catalog(lang)
    reverse = t.text("card.reverse")
    said = plain(t.text("draws.reflect_next.yes", card=reverse))
    assert said in plain(text(compose(house=["reverse-reflects"], lang=lang), "draws"))


# -- 2. stacking + Mirror Reverse: the Wild Draw Four limit, the Reverse's colour -------------
def test_en_stacking_and_mirror_reverse_keep_the_colour_limits():
    box = text(compose(house=["stacking", "reverse-reflects"]), "house_rules")
    assert "may send it back again with a Reverse of the colour in play, pile on" in box
    assert (
        "Here too, a Wild Draw Four may be piled on only by a player who holds no card of "
        "the colour in play." in box
    )


@pytest.mark.parametrize("lang", LANGS)
def test_stacking_and_mirror_reverse_repeat_the_wild_draw_four_limit(lang):
    t = load_catalog(lang)
    limit = plain(t.text("house.restricted_in_chain", card=t.text("card.wild_draw_four")))
    assert limit in plain(text(compose(house=["stacking", "reverse-reflects"], lang=lang)))
    # not where the Wild Draw Four may be played at any time
    free = compose(
        house=["stacking", "reverse-reflects"], lang=lang, points={"wd4_only_without_color": False}
    )
    assert limit not in plain(text(free))


def test_engine_a_wild_draw_four_piled_on_after_a_reverse_needs_no_colour_in_play():
    """What the sentence repeats: the one holding red is offered the Wild Draw Four only as
    a bluff (played against the rule, open to a challenge)."""
    points = points_for("official", ("stacking", "reverse-reflects"), "classic-108")
    assert points is not None
    p0 = Script(plays=["wild-draw-four"], colour="red")
    p1 = Script(plays=["red-reverse"])
    hands = [
        ["wild-draw-four", "wild-draw-four", "red-1"],
        ["red-reverse", "green-3"],
        ["yellow-4", "yellow-6"],
    ]
    scenario(points, hands, [p0, p1, Script()], "blue-5", turns=3)
    offered = [m for m in p0.offered[-1] if m.card is not None]
    assert offered and all(m.bluff for m in offered if m.card.id == "wild-draw-four")


# -- 3. stacking + jump-in: the twin is named as the card it is --------------------------------
def test_en_twin_draw_two():
    box = text(compose(house=["stacking", "jump-in"]), "house_rules")
    assert "A twin Draw Two jumped in adds to the chain" in box
    assert "twin draw card" not in box


@pytest.mark.parametrize("lang", LANGS)
def test_twin_is_named_by_the_catalog_card_name(lang):
    t = load_catalog(lang)
    line = next(
        plain(x)
        for x in lines(compose(house=["stacking", "jump-in"], lang=lang), "house_rules")
        if plain(t.text("house.jump-in.name")) in plain(x)
        and plain(t.text("house.stacking.name")) in plain(x)
    )
    assert plain(t.text("card.draw_two")) in line


# -- 4. colour circle: after a wild the colour is the one the circle moved on to --------------
def test_en_colour_circle_says_the_circle_moved_the_colour_on():
    circle = text(compose(house=["stacking", "reverse-reflects", "colour-circle"]), "draws")
    assert circle.count("(after a wild draw card, the colour the circle moved on to)") == 2
    assert "the colour it set" not in circle and "the colour that card set" not in circle
    free = text(compose(house=["stacking", "reverse-reflects"]), "draws")
    assert "(after a wild draw card, the colour it set)" in free


@pytest.mark.parametrize("lang", LANGS)
def test_colour_circle_sentences_in_every_language(lang):
    t = load_catalog(lang)
    wd4, reverse = t.text("card.wild_draw_four"), t.text("card.reverse")
    house = ["stacking", "reverse-reflects", "colour-circle"]
    draws = plain(text(compose(house=house, lang=lang), "draws"))
    for form, present in (("circle", True), ("free", False)):
        condition = plain(t.text(f"draws.stacking.condition.{form}", card=wd4))
        sent_back = plain(t.text(f"draws.reflect.{form}", card=reverse))
        assert (condition in draws) is present and (sent_back in draws) is present


# -- 6. stacking: a last draw card makes the next player draw the chain's whole total ---------
def test_en_last_draw_with_stacking_says_the_whole_total():
    end = text(compose(house=["stacking", "reverse-reflects"]), "end")
    drawn = "If the card that ends the round makes the next player draw, they still draw the whole"
    assert f"{drawn} total" in end
    assert "the player who sent it draws the whole total, and those cards count" in end
    assert "every card that is due" not in end
    plain_end = text(compose(), "end")
    assert "they still draw every card that is due" in plain_end


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", ["official", "lazy"])
def test_last_draw_names_the_total_where_stacking_is_on(lang, ruleset):
    t = load_catalog(lang)
    total, single = plain(t.text("end.due.total")), plain(t.text("end.due.single"))
    on = plain(text(compose(ruleset=ruleset, house=["stacking"], lang=lang), "end"))
    off = plain(text(compose(ruleset=ruleset, lang=lang), "end"))
    assert total in on and single not in on
    assert single in off and total not in off


# -- 7. lazy scoring played to the end: one wording for who deals next ------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_lazy_to_the_end_says_who_deals_in_the_same_words_twice(lang):
    content = compose(ruleset="lazy", house=["to-the-end"], lang=lang)
    dealer = plain(load_catalog(lang).text("setup.next_dealer.last_left"))
    assert dealer in plain(text(content, "setup"))
    assert dealer in plain(text(content, "scoring"))
    assert "scoring.to_the_end.lazy" not in content.keys


def test_en_lazy_to_the_end_has_no_second_wording():
    words = text(compose(ruleset="lazy", house=["to-the-end"]))
    assert "the only one left holding cards, deals" not in words
    assert (
        words.count("After each round, the last player left holding cards deals the next one.") == 2
    )


# -- 8. lazy scoring at a glance: how the game ends --------------------------------------------
def test_en_lazy_glance_line_says_how_the_game_ends():
    summary = text(compose(ruleset="lazy"), "summary")
    # the ruleset's name leads the line: "Lazy scoring: the game ends after ..."
    # review 12: one clear line, only the last round counts
    assert "only the last of the agreed rounds counts: its winner wins." in summary
    assert "Each round's winner wins" not in summary


# The old glance lines: who wins a round, not how the game ends.
OLD_LAZY_GLANCE = {
    "en": "each round's winner wins",
    "de": "wer die runde gewinnt, hat gewonnen",
    "fr": "chaque manche se joue pour elle-même",
    "es": "cada ronda tiene su ganador",
    "it": "ogni manche ha il suo vincitore",
    "pl": "liczy się tylko zwycięzca rundy",
    "ru": "выиграл кон",
    "hu": "minden forduló győztese nyer",
    "sq": "çdo raund e fiton ai që mbaron i pari letrat",
    "th": "ใครหมดมือก่อนชนะรอบนั้น",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lazy_glance_line_in_every_language(lang):
    old = OLD_LAZY_GLANCE[lang]
    assert old not in plain(text(compose(ruleset="lazy", lang=lang), "summary")).lower()
    line = plain(load_catalog(lang).text("summary.win.lazy"))
    summary = plain(text(compose(ruleset="lazy", lang=lang), "summary"))
    assert line[1:] in summary  # the ruleset's name may lead it, the first letter lowered
    agreed = plain(load_catalog(lang).text("scoring.end.lazy"))  # the main text says the same
    assert agreed in plain(text(compose(ruleset="lazy", lang=lang), "scoring"))


def test_engine_lazy_game_ends_after_the_agreed_rounds_with_the_last_winner():
    points = points_for("lazy", (), "classic-108")
    assert points is not None
    players = [GreedyPolicy(), RandomPolicy(), GreedyPolicy()]
    game = play_game(deck("classic-108"), points, players, random.Random(3), rounds=3)
    assert game.finished and len(game.rounds) == 3
    assert game.winners == (game.rounds[-1].winner,)
