"""Thai line breaking: break only between words, never inside one.

Internal. Thai writes words without spaces, and ReportLab breaks lines only at spaces (or,
with ``splitLongWords``, anywhere, which cuts words and, with shaping on, can split a base
letter from its marks). We find word boundaries with PyThaiNLP's dictionary segmenter
(``newmm``, maximal matching over its word list) and lay out the lines ourselves; each line
then fits, so ReportLab draws it unchanged.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, cast

from ..resources import cache_base_dir
from .scripts import NO_BREAK_SPACES, THAI_RUN, is_thai

if TYPE_CHECKING:
    from pythainlp.util import Trie

# Characters a line must not start with: Thai following vowels and signs, combining marks,
# closing punctuation. A break before them is never allowed.
NO_LINE_START = set("ะัาำิีึืฺุู็่้๊๋์ํ๎ๅ") | set(".,;:!?)]}”»’…")
# Opening punctuation stays with the word after it.
NO_LINE_END = set("“«‘([{")
WORDS_FILE = Path(__file__).with_name("thai-words.txt")


def _listed_words(path: Path) -> frozenset[str]:
    """The words of a word-list file: one a line, "#" to the line end a comment, blank
    lines skipped. Raises ``OSError`` when the file cannot be read."""
    words = (line.split("#", 1)[0].strip() for line in path.read_text("utf-8").splitlines())
    return frozenset(word for word in words if word)


# Game words the general dictionary lacks, the game's compound terms and the word pairs a
# reader takes as one word ("ไม่ก็", "หมดมือ"): data, in :data:`WORDS_FILE`; kept whole.
# The th catalog's card names add theirs (:func:`catalog_words`).
GAME_WORDS = _listed_words(WORDS_FILE)
CARD_WORD = "ไพ่"  # "card": a card's name after it makes one term ("ไพ่ข้าม", a Skip card)


def catalog_words(lang: str = "th") -> frozenset[str]:
    """The card names of the ``lang`` catalog (``card.<type>``) as whole words: each name,
    each of its parts between (no-break) spaces ("ไวลด์\u00a0จั่วสี่" gives "ไวลด์" and
    "จั่วสี่"), and each Thai part with :data:`CARD_WORD` before it ("ไพ่จั่วสี่"). Names
    without Thai letters add nothing. Raises what :func:`~deckgen.text.catalog.load_catalog`
    raises for a broken catalog."""
    from .catalog import load_catalog  # catalog imports the text layer: load it late

    catalog = load_catalog(lang)
    words: set[str] = set()
    for key, message in catalog.messages.items():
        if not key.startswith("card.") or not isinstance(message, str):
            continue
        parts = [p for p in re.split(r"[\s\u00a0\u202f]+", message) if any(map(is_thai, p))]
        words.update(parts)
        words.update(p if p.startswith(CARD_WORD) else CARD_WORD + p for p in parts)
        if len(parts) > 1:
            words.add("".join(parts))
    return frozenset(words)


def _keep_pythainlp_out_of_home() -> None:
    """PyThaiNLP makes ``~/pythainlp-data`` on import unless told where its data goes:
    point it into deckgen's cache folder (a user's own ``PYTHAINLP_DATA`` wins)."""
    if "PYTHAINLP_DATA" not in os.environ and "PYTHAINLP_DATA_DIR" not in os.environ:
        os.environ["PYTHAINLP_DATA"] = str(cache_base_dir() / "pythainlp-data")


class SortedWords:
    """A word list that answers what PyThaiNLP's ``newmm`` segmenter asks of its dictionary
    trie (``prefixes``, ``in``, ``len``) from the words sorted once, instead of a
    ``pythainlp.util.Trie`` (its ~62,000 words cost ~0.8 s of nodes to build, once a process,
    in every process that breaks a line; sorting them costs ~0.06 s). Words are stripped as
    the trie strips them; empty ones are left out."""

    def __init__(self, words: Iterable[str]) -> None:
        self._words = sorted({w for w in (word.strip() for word in words) if w})
        self._set = frozenset(self._words)

    def prefixes(self, text: str, start: int = 0) -> list[str]:
        """The listed words ``text`` starts with at index ``start``, shortest first (as
        ``Trie.prefixes``): ``text[start:end]`` for each ``end`` where a word ends, walking
        on while some listed word starts with the text so far."""
        found = []
        words, at = self._words, 0
        for end in range(start + 1, len(text) + 1):
            head = text[start:end]
            at = bisect_left(words, head, at)  # a longer head sorts after the shorter one
            if at == len(words) or not words[at].startswith(head):
                break  # no listed word goes on this way (the trie has no node here)
            if words[at] == head:
                found.append(head)
        return found

    def __contains__(self, word: object) -> bool:
        return word in self._set

    def __len__(self) -> int:
        return len(self._words)

    def __bool__(self) -> bool:
        # a list, even an empty one, is the dictionary to use: ``newmm`` takes a false
        # one for none given and builds PyThaiNLP's default trie (~0.8 s)
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)


@lru_cache(maxsize=1)
def _dictionary() -> SortedWords:
    _keep_pythainlp_out_of_home()
    from pythainlp.corpus.common import thai_words

    return SortedWords(set(thai_words()) | GAME_WORDS | catalog_words())


@lru_cache(maxsize=1)
def _dictionary_without_thai() -> SortedWords:
    """The words of :func:`_dictionary` that have no Thai letter: the only ones a text
    without Thai letters can hold (the th catalog's card words all have one), so ``newmm``
    splits such a text with these as with the whole dictionary, without loading the th
    catalog and sorting ~62,000 words in every process that breaks a line in another
    language."""
    _keep_pythainlp_out_of_home()
    from pythainlp.corpus.common import thai_words

    return SortedWords(word for word in set(thai_words()) | GAME_WORDS if not THAI_RUN.search(word))


@lru_cache(maxsize=4096)
def segment(text: str) -> tuple[str, ...]:
    """Segment ``text`` into words (spaces kept as their own tokens). Non-Thai stays whole."""
    _keep_pythainlp_out_of_home()
    from pythainlp.tokenize import word_tokenize

    words = _dictionary() if THAI_RUN.search(text) else _dictionary_without_thai()
    # ``newmm`` asks its dictionary only ``prefixes``: the sorted list stands in for a Trie
    trie = cast("Trie", words)
    return tuple(word_tokenize(text, custom_dict=trie, engine="newmm", keep_whitespace=True))


def break_points(text: str) -> list[str]:
    """Split ``text`` into unbreakable pieces: a line may end after any piece."""
    pieces: list[str] = []
    tokens = (part for word in segment(text) for part in _AFTER_HYPHEN.split(word) if part)
    for token in tokens:
        if pieces and not _may_break(pieces[-1], token):
            pieces[-1] += token
        else:
            pieces.append(token)
    return pieces


BREAK_AFTER = "-/\u2010"  # hyphen-minus, slash, hyphen
_AFTER_HYPHEN = re.compile(r"(?<=\w[-/\u2010])(?=\w)")


def breaks_after(before: str, after: str) -> bool:
    """A line may end after a hyphen or slash written inside a word ("any-time", "and/or"):
    a letter or digit before it, one after it; not between a number and the ending
    written after its hyphen (Hungarian "+10-es", "4-et": the ending is no word)."""
    return (
        len(before) >= 2
        and before[-1] in BREAK_AFTER
        and before[-2].isalnum()
        and after[0].isalnum()
        and not (before[-1] != "/" and before[-2].isdigit() and after[0].islower())
    )


def _may_break(before: str, after: str) -> bool:
    if after[0] in NO_LINE_START or before[-1] in NO_LINE_END:
        return False
    if after[0] in NO_BREAK_SPACES or before[-1] in NO_BREAK_SPACES:
        return False
    if before[-1].isspace() or after[0].isspace():
        return True
    if breaks_after(before, after):
        return True
    # Between two Thai words, or between Thai and another script: a word boundary.
    return is_thai(before[-1]) or is_thai(after[0])


# A name in quotes is kept whole (a card or section name after "see", in lists): the
# opening quotes of our ten languages and the closing quotes each one awaits ("“" opens in
# English and closes in German, where "„" opened). Single quotes are left out: "’" is also
# the apostrophe (fr "l’imprimante", sq "S’mund").
QUOTES = {"“": "”", "„": "“”", "«": "»"}
QUOTED_MAX_CHARS = 80  # a longer "quote" is a stray mark or running text: not kept whole
_PLUS_NEXT = re.compile("\\+[ \u00a0\u202f]")  # a sum's next term: "+\u00a0“Wild”", "+ 20"


def units(text: str) -> list[list[str]]:
    """The break points of ``text`` (:func:`break_points`) grouped so that each quoted span
    (:data:`QUOTES`), from its opening to its closing quote, is one unit, and so is a sum
    ("7 + “Skip” + “Wild”": a piece that starts with "+ " joins the unit before it); any
    other piece is a unit of its own. A line breaks inside a unit of several pieces only
    where the whole unit is wider than the line (:func:`wrap_lines`). A quote that does not
    close, or spans more than :data:`QUOTED_MAX_CHARS` characters, groups nothing."""
    grouped: list[list[str]] = []
    closing = ""  # the closing quotes awaited; empty outside a quote
    for piece in break_points(text):
        if not closing and grouped and _PLUS_NEXT.match(piece):  # a sum's next term
            if len(grouped) > 1 and not "".join(grouped[-1]).strip():
                space = grouped.pop()  # the space before the "+" joins the term
                grouped[-1] += space
            grouped[-1].append(piece)
        elif closing:
            grouped[-1].append(piece)
        else:
            grouped.append([piece])
        for char in piece:
            if closing and char in closing:
                closing = ""
            elif not closing and char in QUOTES:
                closing = QUOTES[char]
        if closing and len("".join(grouped[-1])) > QUOTED_MAX_CHARS:
            closing = ""
            grouped[-1:] = [[p] for p in grouped[-1]]
    if closing:  # never closed: its pieces break as any others
        grouped[-1:] = [[p] for p in grouped[-1]]
    return grouped


def wrap_lines(text: str, width_pt: float, measure: Callable[[str], float]) -> list[str]:
    """Greedy line filling of ``text`` into lines no wider than ``width_pt``.

    ``measure`` gives a string's width in pt. A piece wider than the line gets a line of
    its own (it is never cut). A name in quotes is kept whole on one line (:func:`units`)
    unless it is wider than the line by itself; then it breaks inside at its own break
    points. Spaces at line ends are dropped. A line break in ``text`` ends a line there (an
    empty line for a blank one), as on the card.
    """
    lines: list[str] = []
    for paragraph in text.replace("\r\n", "\n").split("\n"):
        lines += _fill(paragraph, width_pt, measure) or [""]
    return lines


def _fill(text: str, width_pt: float, measure: Callable[[str], float]) -> list[str]:
    lines: list[str] = []
    current = ""
    for piece in _pieces(text, width_pt, measure):
        trial = current + piece
        if current and measure(trial.rstrip()) > width_pt:
            lines.append(current.rstrip())
            current = piece.lstrip()
        else:
            current = trial
    if current.strip():
        lines.append(current.rstrip())
    return lines


def _pieces(text: str, width_pt: float, measure: Callable[[str], float]) -> list[str]:
    """The pieces :func:`_fill` sets: each unit of :func:`units` whole, or its own pieces
    when the whole unit is wider than ``width_pt``."""
    pieces: list[str] = []
    for unit in units(text):
        whole = "".join(unit)
        if len(unit) > 1 and measure(whole.strip()) > width_pt:
            pieces += unit
        else:
            pieces.append(whole)
    return pieces
