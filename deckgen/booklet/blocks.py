"""The plain data a booklet or reference card is made of: paragraphs, tables, card pictures.

Internal. :mod:`.content` fills these from the deck, the ruleset and a catalog;
the PDF writer, the reference-card renderer, the glyph preflight and the tests read them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from ..definitions.model import Face
from ..text.spaces import plain_spaces


@dataclass(frozen=True)
class Para:
    """A paragraph. ``kind``: ``body``, ``bullet``, ``subhead`` or ``note``."""

    text: str
    kind: str = "body"


@dataclass(frozen=True)
class TableBlock:
    """A table: the first row is the header; ``total_row`` marks the last row as a sum;
    ``whole_columns`` are column indexes whose body cells never wrap (the deck table's
    points, "0 (одинокий: 50)"): other columns shrink first."""

    rows: tuple[tuple[str, ...], ...]
    total_row: bool = False
    whole_columns: tuple[int, ...] = ()


@dataclass(frozen=True)
class CardBlock:
    """A card picture (``face``) beside its title and rule lines."""

    face: Face
    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class BoxBlock:
    """A framed box: a bold title line and short lines ("Agree before you start")."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class ScoreGridBlock:
    """A score sheet's grid: a first column headed ``round_label`` holding the round
    numbers, then ``players`` empty columns, a name to write at the head of each. The PDF
    writer fills the rest of the page with rows (:mod:`.document`). ``tally_label``: a
    last, taller row headed with it, for each player's notes kept out of the score columns
    (shrinking hands: the sizes of the new hands drawn); ``None``: no such row."""

    round_label: str
    players: int
    tally_label: str | None = None


Block = Para | TableBlock | CardBlock | BoxBlock | ScoreGridBlock


@dataclass(frozen=True)
class Section:
    """A booklet section: its catalog key (``wilds``), heading and blocks in order."""

    key: str
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class BookletContent:
    """A whole booklet in one language: title lines, the "agree before you start" box,
    sections, footers, the deck texts that fell back to English (``fallbacks``, reported to
    the user) and the catalog keys of every sentence used, in order (``keys``: tests check
    which rule-point sentences a booklet says without reading its prose)."""

    lang: str
    title: str
    subtitle: str
    footer: str
    sections: tuple[Section, ...] = field(default_factory=tuple)
    running_footer: str = "{page}"  # on every page: the deck's name and "Page {page}"
    fallbacks: tuple[str, ...] = ()  # deck texts missing in this language (English printed)
    agree: BoxBlock | None = None  # printed under the title
    keys: tuple[str, ...] = ()
    title_name: str = ""  # the deck's name as the title holds it: a line breaks after it
    # What an A5 booklet prints on the pages its last folded sheet would leave blank: a
    # notes page (title, one line of lead-in) and a heading for an extra score grid.
    notes_title: str = ""
    notes_intro: str = ""
    more_scores: str = ""
    # the rules it was composed with (:func:`deckgen.rulestag.rules_tag`), recorded in the
    # PDF's Creator so sheets with reference cards can tell when they differ (newcomer 12, M1)
    rules: str = ""

    def texts(self) -> Iterator[str]:
        """Every string the booklet prints (for the glyph preflight)."""
        yield from (self.title, self.subtitle, self.footer, self.running_footer)
        yield from (self.notes_title, self.notes_intro, self.more_scores)
        blocks: list[Block] = [self.agree] if self.agree else []
        for section in self.sections:
            yield section.title
            blocks += section.blocks
        for block in blocks:
            if isinstance(block, Para):
                yield block.text
            elif isinstance(block, TableBlock):
                yield from (cell for row in block.rows for cell in row)
            elif isinstance(block, ScoreGridBlock):
                yield block.round_label
                if block.tally_label:
                    yield block.tally_label
            else:
                yield block.title
                yield from block.lines

    def section(self, key: str) -> Section | None:
        """The section ``key`` (``"wilds"``), if the booklet has it."""
        return next((s for s in self.sections if s.key == key), None)


@dataclass(frozen=True)
class ReferenceContent:
    """What the quick-reference card says: a title, the ruleset's name, the summary lines
    and the points table (header row first). ``optional`` holds the indices of the lines a
    card too small for all of them leaves out (details of a house rule the last line
    names); ``compact`` pairs a line's index with the shorter text such a card says
    instead (the line without the name of the house rule the last line names);
    ``named_again`` holds the indices of lines that only name again what the full card's
    own lines say (the closing "House rules: A, B"): :meth:`complete` leaves them out,
    :meth:`without_optional` keeps them (fresh round 10: the card listed each house rule,
    then named them all once more)."""

    lang: str
    title: str
    subtitle: str
    lines: tuple[str, ...]
    points: tuple[tuple[str, str], ...]
    keys: tuple[str, ...] = ()  # catalog keys used, as in BookletContent
    optional: tuple[int, ...] = ()
    compact: tuple[tuple[int, str], ...] = ()
    named_again: tuple[int, ...] = ()
    # the ruleset's name alone, for a card too small for a subtitle that also counts the
    # house rules as the booklet's cover does ("Standard rules with 2 house rules")
    short_subtitle: str = ""

    def complete(self) -> ReferenceContent:
        """The card with every line in full and without the lines :attr:`named_again`."""
        if not self.named_again:
            return self
        kept = [i for i in range(len(self.lines)) if i not in self.named_again]
        index = {old: new for new, old in enumerate(kept)}
        return replace(
            self,
            lines=tuple(self.lines[i] for i in kept),
            optional=tuple(index[i] for i in self.optional if i in index),
            compact=tuple((index[i], text) for i, text in self.compact if i in index),
            named_again=(),
        )

    def without_optional(self) -> ReferenceContent:
        """The same card without its optional lines, the others in their compact form (the
        lines :attr:`named_again` kept: they name the rules whose details are left out)."""
        short = dict(self.compact)
        lines = tuple(
            short.get(i, line) for i, line in enumerate(self.lines) if i not in self.optional
        )
        return replace(self, lines=lines, optional=(), compact=(), named_again=())

    def breakable(self) -> ReferenceContent:
        """The same card with its lines free to break at every space: the text layer's
        no-break spaces (in quoted names, after numbers) become plain, for a card too small
        for the names to keep whole."""
        return replace(self, lines=tuple(plain_spaces(line) for line in self.lines))

    def texts(self) -> Iterator[str]:
        """Every string the card prints (for the glyph preflight)."""
        yield from (self.title, self.subtitle, *self.lines)
        yield from (cell for row in self.points for cell in row)
