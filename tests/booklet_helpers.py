"""Composing booklet content (no PDF) for the rule tests: fast, and readable as keys or text."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from deckgen import RoundLength, load_deck, load_ruleset
from deckgen.booklet.blocks import BookletContent, BoxBlock, CardBlock, Para, TableBlock
from deckgen.booklet.content import compose_booklet
from deckgen.text.catalog import load_catalog

from .conftest import DATA

TEST_DECKS = {
    "plus12": DATA / "deck_plus12.yaml",
    "plus12-ten": DATA / "deck_plus12_ten.yaml",
    "plus12-no-draw-two": DATA / "deck_plus12_no_draw_two.yaml",
    "swap-hands": DATA / "deck_swap_hands.yaml",
    "draw-no-skip": DATA / "deck_draw_no_skip.yaml",
    "plus-ten-test": DATA / "deck_plus_ten.yaml",
    "no-reverse": DATA / "deck_no_reverse.yaml",
    "no-action": DATA / "deck_no_action.yaml",
    "twin-zeros": DATA / "deck_twin_zeros.yaml",
    "one-wild": DATA / "deck_one_wild.yaml",
}


@cache
def deck(deck_id: str):
    return load_deck(TEST_DECKS.get(deck_id, deck_id))


def compose(
    deck_id: str = "classic-108",
    ruleset="official",
    house: tuple[str, ...] | list[str] = (),
    lang: str = "en",
    points: dict | None = None,
    round_length: RoundLength | None = None,
) -> BookletContent:
    """The booklet content; ``points`` overrides rule points after loading (for values no
    shipped file reaches).

    Composed once per process for the same arguments (several hundred calls, many alike:
    the English booklet each language is compared with, the games the dead-key check
    covers): :class:`BookletContent` and its blocks are frozen, so callers share one value.
    A ruleset or deck given as a file path is keyed by its path (the suite writes each file
    once, under its test's own folder); arguments that do not hash are composed each time.
    """
    key = (
        deck_id,
        ruleset,
        tuple(house),
        lang,
        None if points is None else tuple(sorted(points.items(), key=lambda kv: kv[0])),
        round_length,
    )
    try:
        hash(key)
    except TypeError:
        return _compose(deck_id, ruleset, tuple(house), lang, points, round_length)
    if key not in _composed:
        _composed[key] = _compose(deck_id, ruleset, tuple(house), lang, points, round_length)
    return _composed[key]


_composed: dict[tuple, BookletContent] = {}


def _compose(
    deck_id: str,
    ruleset,
    house: tuple[str, ...],
    lang: str,
    points: dict | None,
    round_length: RoundLength | None,
) -> BookletContent:
    the_deck = deck(deck_id)
    rules = load_ruleset(ruleset, list(house), deck=the_deck)
    if points:
        rules = replace(rules, points=rules.points.with_values(points, "test"))
    return compose_booklet(the_deck, rules, load_catalog(lang), round_length)


def lines(content: BookletContent, section: str | None = None) -> list[str]:
    """Every printed line of the booklet (or of one section), in order."""
    blocks = []
    if section is None and content.agree:
        blocks.append(content.agree)
    for sec in content.sections:
        if section is None or sec.key == section:
            blocks += sec.blocks
    found: list[str] = []
    for block in blocks:
        if isinstance(block, Para):
            found.append(block.text)
        elif isinstance(block, TableBlock):
            found += [" | ".join(row) for row in block.rows]
        elif isinstance(block, (CardBlock, BoxBlock)):
            found += [block.title, *block.lines]
    return found


def text(content: BookletContent, section: str | None = None) -> str:
    """The printed lines as one text, no-break spaces and hyphens as plain ones."""
    return "\n".join(lines(content, section)).replace("\u00a0", " ").replace("\u2011", "-")


def plain(words: str) -> str:
    """``words`` with no-break spaces as spaces, no-break hyphens as hyphens and runs of
    spaces as one."""
    return " ".join(
        words.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2011", "-").split()
    )


def said(lang: str, key: str, n: int | None = None, **values: object) -> str:
    """The catalog's text of ``key`` in ``lang`` (plural form for ``n``), as :func:`plain`."""
    from deckgen.booklet.context import Texts

    t = Texts(load_catalog(lang))
    return plain(t.text(key, **values) if n is None else t.plural(key, n, **values))


@cache
def said_booklet(deck_id: str, ruleset: str, house: tuple[str, ...], lang: str) -> str:
    """The whole composed booklet's text as :func:`plain` (kept: readers' tests ask one
    booklet for many phrases)."""
    return plain(text(compose(deck_id, ruleset, house, lang)))


def rewrites_not_done(
    combos: dict[str, tuple[str, str, tuple[str, ...]]],
    wanted: dict[str, tuple[tuple[str, str, str], ...]],
) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """For native readers' rewrites: ``wanted`` maps a language to (combo, phrase the
    booklet now says, phrase it must no longer say) triples, ``combos`` a combo to its
    (deck, ruleset, house rules). Returns (new phrases missing, old phrases left), each as
    (language, combo, phrase); both empty when every rewrite is in its booklet."""
    missing, left = [], []
    for lang, triples in wanted.items():
        for combo, new, old in triples:
            booklet = said_booklet(*combos[combo], lang)
            if new not in booklet:
                missing.append((lang, combo, new))
            if old in booklet:
                left.append((lang, combo, old))
    return missing, left


def phrase_rows(table: str) -> list[tuple[str, str, str, str]]:
    """A readers' rewrite table, one "language | booklet | new phrase | old phrase" a line,
    as (language, booklet, new, old) tuples."""
    return [
        tuple(part.strip() for part in line.split(" | "))  # type: ignore[misc]
        for line in table.strip().splitlines()
    ]


def phrases_not_rewritten(
    rows: list[tuple[str, str, str, str]], lang: str, booklet: str, said_here: str
) -> tuple[list[str], list[str]]:
    """For the ``rows`` (:func:`phrase_rows`) of one language's booklet, whose
    :func:`plain` text is ``said_here``: (new phrases missing, old phrases left), both
    empty when every rewrite is there."""
    mine = [(new, old) for lng, bk, new, old in rows if (lng, bk) == (lang, booklet)]
    missing = [new for new, _ in mine if plain(new) not in said_here]
    stale = [old for _, old in mine if plain(old) in said_here]
    return missing, stale
