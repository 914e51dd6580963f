"""What a rule booklet says: sections of paragraphs, tables and card pictures.

Internal. Every number comes from the deck and the ruleset (counts, points, hand size,
draw counts, target score); every sentence from the language's catalog, chosen by the rule
points in force (:mod:`.sentences`) and the cards' effects. The sections are built by
:mod:`.play` (a round), :mod:`.cards` (the cards, the challenge, answering a draw card),
:mod:`.overview` (agree box, clear answers, summary) and :mod:`.house` (the house rules on
and how they meet). The result is plain data, so the PDF writer, the glyph preflight and
the tests all read the same thing; it lists every catalog key it used (``keys``).
"""

from __future__ import annotations

import re

from ..definitions.model import Deck
from ..info import deck_rows
from ..rules.blanks import deck_in_play, written_blanks
from ..rules.model import Ruleset
from ..rulestag import rules_tag
from ..simulation.roundlength import RoundLength
from ..text.cardnames import deck_card_names
from ..text.catalog import Catalog
from . import cards, house, overview, play
from .blocks import Block, BookletContent, Para, ReferenceContent, Section, TableBlock
from .context import Context, Texts, first_upper


class _Composer:
    """Builds the sections for one deck, ruleset and language."""

    def __init__(
        self,
        deck: Deck,
        ruleset: Ruleset,
        catalog: Catalog,
        round_length: RoundLength | None,
        score_sheet: bool = True,
    ) -> None:
        # blanks written on for a house rule (+10) are that card from the start (F6)
        self.written = written_blanks(deck, ruleset)
        deck = deck_in_play(deck, ruleset)
        self.deck, self.rules, self.score_sheet = deck, ruleset, score_sheet
        # a card name a sentence types itself stays whole, as one filled in does
        self.t = Texts(catalog.with_card_names(deck_card_names(catalog, deck)))
        sheet = score_sheet and ruleset.points.scoring != "lazy"
        self.ctx = Context(self.t, ruleset, deck, round_length=round_length, score_sheet=sheet)

    def compose(self) -> BookletContent:
        ctx, t = self.ctx, self.t
        parts: list[tuple[str, list[Block]]] = [
            ("contents", self.contents()),
            ("goal", play.goal(ctx)),
            ("setup", play.setup(ctx)),
            ("turn", play.turn(ctx)),
        ]
        if ctx.of_kind(wild=False):
            parts.append(("actions", cards.actions(ctx)))
        if ctx.of_kind(wild=True):
            parts.append(("wilds", cards.wilds(ctx)))
        if ctx.draw_types:
            parts.append(("draws", cards.draws(ctx)))
        parts += [
            ("uno", play.uno(ctx)),
            ("end", play.end(ctx)),
            ("scoring", play.scoring(ctx)),
        ]
        if ctx.table[0] <= 2:
            parts.append(("two_players", play.two_players(ctx)))
        parts.append(("clear_answers", overview.clear_answers(ctx)))
        present = {key for key, blocks in parts if blocks}
        if self.rules.house_rules:
            parts.append(("house_rules", house.house_rules(ctx, present)))
        parts.append(("summary", [Para(text, "bullet") for text in overview.summary_texts(ctx)]))
        if self.score_sheet:
            parts.append(("score_sheet", play.score_sheet(ctx)))
        has_sheet = any(key == "score_sheet" and blocks for key, blocks in parts)
        sections = tuple(self.section(key, blocks) for key, blocks in parts if blocks)
        agree = overview.agree(ctx)
        deck_name = self.deck_name()
        return BookletContent(
            lang=t.lang,
            title=t.text("booklet.title", deck=deck_name),
            title_name=deck_name,
            subtitle=self.subtitle(),
            footer=self.colophon(),
            sections=sections,
            # "{page}" stays a placeholder here; the page template fills it in
            running_footer=f"{self.deck.name_in(t.lang)} · {t.text('booklet.page', page='{page}')}",
            fallbacks=tuple(sorted(ctx.fallbacks)),
            agree=agree,
            notes_title=t.text("booklet.spare.notes_title"),
            notes_intro=t.text("booklet.spare.notes_intro"),
            more_scores=t.text("booklet.spare.more_scores") if has_sheet else "",
            keys=tuple(t.keys),
            rules=rules_tag(self.rules),
        )

    def deck_name(self) -> str:
        """The deck's name in the booklet's language, noted in ``fallbacks`` when the deck
        gives its name in other languages (``names:``) but not in this one. A deck with no
        ``names:`` at all has one name for every language ("Famille Dupont"): nothing to
        note (newcomer 12, L6: the note came on every French build of a French-named deck)."""
        names = dict(self.deck.names)
        if self.t.lang != "en" and names and self.t.lang not in names:
            self.ctx.fallbacks.add("the deck's name ('names:')")
        return self.deck.name_in(self.t.lang)

    def colophon(self) -> str:
        """The last line: made with deckgen for this deck, and how many cards it holds,
        unless the deck's name already says it ("Classic deck, 112 cards": the count once)."""
        name, cards = self.deck.name_in(self.t.lang), self.deck.total_cards
        if re.search(rf"(?<!\d){cards}(?!\d)", name):
            return self.t.text("booklet.generated_named", deck=name)
        return self.t.text("booklet.generated", deck=name, cards=cards)

    def ruleset_name(self) -> str:
        """The ruleset's name, "with 3 house rules" when house rules are on besides those
        the ruleset file lists ("Standard rules" alone would hide them)."""
        name = self.rules.name_in(self.t.lang)
        added = len(self.rules.added)
        if not added:
            return name
        return self.t.plural("booklet.with_house_rules", added, ruleset=name)

    def subtitle(self) -> str:
        """Ruleset name (with the house rules added, see :meth:`ruleset_name`), players
        and age: the narrower of the deck's and the ruleset's player range ("for 2
        players" for a two-player deck)."""
        t = self.t
        low, high = self.ctx.table
        name = self.ruleset_name()
        if low >= high:
            return t.text("booklet.subtitle_exact", ruleset=name, players=low)
        return t.text("booklet.subtitle", ruleset=name, players_min=low, players_max=high)

    def section(self, key: str, blocks: list[Block]) -> Section:
        return Section(key, self.t.text(f"section.{key}"), tuple(blocks))

    def contents(self) -> list[Block]:
        ctx, t, deck = self.ctx, self.t, self.deck
        header = (
            t.text("contents.card_column"),
            *(ctx.colour(c) for c in deck.colors),
            t.text("contents.wild_column"),  # "black": a colour word like the others
            t.text("contents.total_column"),
            t.text("contents.points_column"),
        )
        header = tuple(first_upper(cell) for cell in header)  # headings, not sentence words
        rows = [header]
        for row in deck_rows(deck):  # the same grouping as `deckgen info`
            name, rank = ctx.name(row.face.card_type), row.face.rank
            label = name if rank is None else t.text("contents.number_row", card=name, rank=rank)
            cells = [str(row.per_color[c] or "") for c in deck.colors]
            points = row.points
            if rank == 0 and ctx.points.lonely_zero_points:  # what the engine scores (zero-fifty)
                lonely = ctx.points.lonely_zero_points
                points = t.text("contents.lonely_zero_cell", points=points, lonely=lonely)
            rows.append((label, *cells, str(row.wild_count or ""), str(row.total), points))
        colour_totals = [
            sum(fc.count for fc in deck.faces if fc.face.color == c) for c in deck.colors
        ]
        wild_total = sum(fc.count for fc in deck.faces if fc.face.color is None)
        rows.append(
            (
                t.text("contents.total_row"),
                *(str(n) for n in colour_totals),
                str(wild_total),
                str(deck.total_cards),
                "",
            )
        )
        intro = t.plural("contents.intro", deck.total_cards, colours=ctx.colours())
        points_column = len(header) - 1  # "0 (одинокий: 50)" never wraps
        table = TableBlock(tuple(rows), total_row=True, whole_columns=(points_column,))
        blocks: list[Block] = [Para(intro), table]
        for written, new in self.written:  # blanks a house rule writes on (+10), F6
            kind = written.face.card_type.id
            text = t.plural(f"contents.written_ten.{kind}", written.count, card=ctx.name(new))
            blocks.append(Para(text))
        if ctx.for_two_only and wild_total:
            blocks.append(Para(t.plural("contents.two_player", wild_total)))
        return blocks

    def reference(self) -> ReferenceContent:
        lines = overview.summary_lines(self.ctx)
        # the closing "House rules: A, B" (summary_lines puts it last): each rule has its
        # own line on the full card, so only a card without the optional lines needs it
        named_again = (len(lines) - 1,) if overview.house_rule_names(self.ctx) else ()
        measured = self.ctx.round_length_text()
        if measured:
            lines.append((measured, False, None))
        points = tuple(play.points_rows(self.ctx))
        return ReferenceContent(
            lang=self.t.lang,
            title=self.t.text("section.summary"),
            # as the booklet's cover names the rules, "with 2 house rules" (newcomer 12,
            # L2); a small card (44 × 68 mm, ru) without room for it: the name alone
            subtitle=self.ruleset_name(),
            short_subtitle=self.rules.name_in(self.t.lang),
            lines=tuple(text for text, _, _ in lines),
            points=points,
            keys=tuple(self.t.keys),
            optional=tuple(i for i, (_, optional, _) in enumerate(lines) if optional),
            compact=tuple((i, compact) for i, (_, _, compact) in enumerate(lines) if compact),
            named_again=named_again,
        )


def compose_reference(
    deck: Deck, ruleset: Ruleset, catalog: Catalog, round_length: RoundLength | None = None
) -> ReferenceContent:
    """The quick-reference card's content: the booklet's summary and points table, in
    ``catalog``'s language; with ``round_length`` (measured, see
    :func:`~deckgen.measure_round_length`) a last line on how long a round lasts. Raises
    :class:`DefinitionError` if a text is missing."""
    return _Composer(deck, ruleset, catalog, round_length).reference()


def compose_booklet(
    deck: Deck,
    ruleset: Ruleset,
    catalog: Catalog,
    round_length: RoundLength | None = None,
    *,
    score_sheet: bool = True,
) -> BookletContent:
    """The booklet's content for ``deck`` played by ``ruleset``, in ``catalog``'s language;
    with ``round_length`` the goal section ends on how long a round lasts; with
    ``score_sheet`` (unless the rules keep no score) a last section, on a page of its own,
    is a score sheet to fill in.

    Raises :class:`DefinitionError` if the catalog lacks a text the booklet needs.
    """
    return _Composer(deck, ruleset, catalog, round_length, score_sheet).compose()
