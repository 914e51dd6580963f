"""What a rule booklet says: sections of paragraphs, tables and card pictures.

Internal. Every number comes from the deck and the ruleset (counts, points, hand size,
draw counts, target score); every sentence from the language's catalog. The result is plain
data, so the PDF writer, the glyph preflight and the tests all read the same thing.
"""

from __future__ import annotations

from babel.lists import format_list

from ..definitions.model import CardType, Deck, Face
from ..info import deck_rows
from ..rules.model import Ruleset
from ..text.catalog import Catalog
from .blocks import (
    Block,
    BookletContent,
    CardBlock,
    Para,
    ReferenceContent,
    Section,
    TableBlock,
)


class _Composer:
    """Builds the sections for one deck, ruleset and language."""

    def __init__(self, deck: Deck, ruleset: Ruleset, catalog: Catalog) -> None:
        self.deck, self.rules, self.t = deck, ruleset, catalog
        self.fallbacks: set[str] = set()  # texts the deck gives only in English
        self.types: dict[str, CardType] = {}
        self.counts: dict[str, int] = {}
        self.first_face: dict[str, Face] = {}
        for fc in deck.faces:
            type_id = fc.face.card_type.id
            self.types.setdefault(type_id, fc.face.card_type)
            self.first_face.setdefault(type_id, fc.face)
            self.counts[type_id] = self.counts.get(type_id, 0) + fc.count

    # -- helpers ---------------------------------------------------------------------------
    def name(self, card_type: CardType) -> str:
        key = f"card.{card_type.id}"
        if self.t.has(key):
            return self.t.text(key)
        if self.t.lang not in dict(card_type.names):
            self.fallbacks.add(f"name of card type '{card_type.id}'")
        return card_type.name_in(self.t.lang)

    def colour(self, colour: str) -> str:
        key = f"colour.{colour}"
        return self.t.text(key) if self.t.has(key) else colour

    def colours(self) -> str:
        return format_list([self.colour(c) for c in self.deck.colors], locale=self.t.lang)

    def of_kind(self, *, wild: bool) -> list[CardType]:
        return [c for c in self.types.values() if c.wild == wild and c.id != "number"]

    @property
    def draw_types(self) -> list[CardType]:
        return [c for c in self.types.values() if c.effect.draw > 0]

    @property
    def draw_key(self) -> str:
        until = self.rules.effective_draw_rule == "draw_until_playable"
        return "draw_until" if until else "draw_one"

    @property
    def wd4(self) -> CardType | None:
        return self.types.get("wild_draw_four")

    # -- sections --------------------------------------------------------------------------
    def compose(self) -> BookletContent:
        t, rules = self.t, self.rules
        sections = [
            self.section("contents", self.contents()),
            self.section("goal", self.goal()),
            self.section("setup", self.setup()),
            self.section("turn", self.turn()),
        ]
        if self.of_kind(wild=False):
            sections.append(self.section("actions", self.actions()))
        if self.of_kind(wild=True):
            sections.append(self.section("wilds", self.wilds()))
        sections += [
            self.section("uno", self.uno()),
            self.section("end", self.end()),
            self.section("scoring", self.scoring()),
            self.section("two_players", self.two_players()),
            self.section("clear_answers", self.clear_answers()),
        ]
        if rules.house_rules:
            sections.append(self.section("house_rules", self.house_rules()))
        sections.append(self.section("summary", self.summary()))
        return BookletContent(
            lang=t.lang,
            title=t.text("booklet.title", deck=self.deck_name()),
            subtitle=self.subtitle(),
            footer=t.text(
                "booklet.generated", deck=self.deck.name_in(t.lang), cards=self.deck.total_cards
            ),
            sections=tuple(sections),
            # "{page}" stays a placeholder here; the page template fills it in
            running_footer=f"{self.deck.name_in(t.lang)} · {t.text('booklet.page', page='{page}')}",
            fallbacks=tuple(sorted(self.fallbacks)),
        )

    def deck_name(self) -> str:
        """The deck's name in the booklet's language (noted in ``fallbacks`` if missing)."""
        if self.t.lang != "en" and self.t.lang not in dict(self.deck.names):
            self.fallbacks.add("the deck's name ('names:')")
        return self.deck.name_in(self.t.lang)

    def subtitle(self) -> str:
        """Ruleset name, players and age: the narrower of the deck's and the ruleset's
        player range ("for 2 players" for a two-player deck)."""
        t, rules = self.t, self.rules
        deck_min, deck_max = self.deck.players or (rules.players_min, rules.players_max)
        low, high = max(rules.players_min, deck_min), min(rules.players_max, deck_max)
        name = rules.name_in(t.lang)
        if low >= high:
            return t.text("booklet.subtitle_exact", ruleset=name, players=low)
        return t.text("booklet.subtitle", ruleset=name, players_min=low, players_max=high)

    def section(self, key: str, blocks: list[Block]) -> Section:
        return Section(key, self.t.text(f"section.{key}"), tuple(blocks))

    def contents(self) -> list[Block]:
        t, deck = self.t, self.deck
        header = (
            t.text("contents.card_column"),
            *(self.colour(c) for c in deck.colors),
            t.text("contents.wild_column"),
            t.text("contents.total_column"),
            t.text("contents.points_column"),
        )
        rows = [header]
        for row in deck_rows(deck):  # the same grouping as `deckgen info`
            name, rank = self.name(row.face.card_type), row.face.rank
            label = name if rank is None else t.text("contents.number_row", card=name, rank=rank)
            cells = [str(row.per_color[c] or "") for c in deck.colors]
            rows.append((label, *cells, str(row.wild_count or ""), str(row.total), row.points))
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
        intro = t.plural("contents.intro", deck.total_cards, colours=self.colours())
        return [Para(intro), TableBlock(tuple(rows), total_row=True)]

    def goal(self) -> list[Block]:
        mode = self.rules.effective_scoring
        text = self.t.text(f"goal.{mode}", target=self.rules.target, limit=self.rules.target)
        return [Para(self.t.text("goal.shed")), Para(text)]

    def setup(self) -> list[Block]:
        t, rules = self.t, self.rules
        blocks: list[Block] = [Para(t.text("setup.dealer_highest"))]
        if rules.effective_scoring == "lazy":
            blocks.append(Para(t.text("setup.dealer_lazy")))
        elif rules.dealer_rotates:
            blocks.append(Para(t.text("setup.dealer_rotates")))
        blocks.append(Para(t.plural("setup.deal", rules.hand_size)))
        blocks.append(Para(t.text("setup.piles")))
        firsts = [self.first_card(c) for c in self.types.values() if c.id != "number"]
        if firsts:
            blocks.append(Para(t.text("setup.first_card_intro")))
            blocks += [Para(text, "bullet") for text in firsts]
        return blocks

    def first_card(self, card_type: CardType) -> str:
        t, effect, name = self.t, card_type.effect, self.name(card_type)
        if self.rules.first_card == "redraw_actions":
            return t.text("setup.first_redraw", card=name)
        if card_type.wild:
            plain = not effect.draw and not effect.hands and card_type.id == "wild"
            key = "setup.first_wild" if plain else "setup.first_redraw"
            return t.text(key, card=name)
        if effect.draw:
            return t.plural("setup.first_draw", effect.draw, card=name)
        if effect.reverse:
            return t.text("setup.first_reverse", card=name)
        if effect.skip_turn:
            return t.text("setup.first_skip", card=name)
        return t.text("setup.first_redraw", card=name)

    def turn(self) -> list[Block]:
        t = self.t
        draw_key = (
            "draw_until" if self.rules.effective_draw_rule == "draw_until_playable" else "draw_one"
        )
        return [
            Para(t.text("turn.start")),
            Para(t.text("turn.match")),
            Para(t.text(f"turn.{draw_key}")),
            Para(t.text("turn.empty_pile")),
        ]

    def card_block(self, card_type: CardType, lines: list[str]) -> CardBlock:
        points = self.t.plural("action.points", self.first_face[card_type.id].points)
        title = f"{self.name(card_type)} · {points}"
        return CardBlock(self.first_face[card_type.id], title, tuple(lines))

    def effect_lines(self, card_type: CardType) -> list[str]:
        """What a card does, in the booklet's language.

        Draw cards are described from the model (their real numbers). Otherwise the deck's
        own rule text in this language comes first, so the booklet says what the card says;
        then the catalog's text for a known effect; last the English rule text (noted in
        ``fallbacks``).
        """
        t, effect = self.t, card_type.effect
        own = dict(card_type.rule_texts).get(t.lang)
        if card_type.wild and effect.draw:
            lines = [t.plural("wild.draw", effect.draw)]
            if card_type.id == "wild_draw_four":
                rule = "condition" if self.rules.wd4_needs_no_current_colour else "no_condition"
                lines.append(t.text(f"wild.{rule}"))
            return lines
        if own:
            return [own]
        known = self.known_effect(card_type)
        if known:
            return [known]
        fallback = card_type.rule_text_in(t.lang) or effect.text
        if fallback:
            if card_type.rule_texts:
                self.fallbacks.add(f"rule text of card type '{card_type.id}'")
            return [fallback]
        return [t.text("wild.custom")]

    def known_effect(self, card_type: CardType) -> str | None:
        """The catalog's sentence for an effect it knows, or ``None``."""
        t, effect = self.t, card_type.effect
        if card_type.wild:
            if effect.hands in ("shuffle", "swap"):
                return t.text(f"wild.{effect.hands}_hands")
            if card_type.id == "wild":
                return t.text("wild.choose")
            return None
        if effect.draw:
            return t.plural("action.draw", effect.draw)
        if effect.reverse:
            return t.text("action.reverse")
        if effect.skip_turn:
            return t.text("action.skip")
        return None

    def actions(self) -> list[Block]:
        blocks: list[Block] = [Para(self.t.text("action.intro"))]
        for card_type in self.of_kind(wild=False):
            blocks.append(self.card_block(card_type, self.effect_lines(card_type)))
        return blocks

    def wilds(self) -> list[Block]:
        t = self.t
        blocks: list[Block] = [Para(t.text("wild.intro"))]
        for card_type in self.of_kind(wild=True):
            blocks.append(self.card_block(card_type, self.effect_lines(card_type)))
        wd4 = self.wd4
        if wd4 is not None:
            blocks.append(Para(t.text("wild.challenge_title"), "subhead"))
            if self.rules.challenge == "none":
                blocks.append(Para(t.text("wild.no_challenge", card=self.name(wd4))))
            else:
                draw, extra = wd4.effect.draw, self.rules.challenge_extra
                blocks += [
                    Para(t.text("wild.challenge_who", card=self.name(wd4))),
                    Para(t.plural("wild.challenge_guilty", draw), "bullet"),
                    Para(
                        t.plural("wild.challenge_innocent", draw + extra, draw=draw, extra=extra),
                        "bullet",
                    ),
                ]
        return blocks

    def uno(self) -> list[Block]:
        t = self.t
        return [
            Para(t.text("uno.call")),
            Para(t.plural("uno.penalty", self.rules.uno_penalty)),
            Para(t.text("uno.too_late")),
        ]

    def end(self) -> list[Block]:
        blocks: list[Block] = [Para(self.t.text("end.last_card"))]
        if self.draw_types:
            blocks.append(Para(self.t.text("end.last_draw")))
        return blocks

    def scoring(self) -> list[Block]:
        t, mode, target = self.t, self.rules.effective_scoring, self.rules.target
        blocks: list[Block] = [Para(t.text(f"scoring.{mode}"))]
        blocks.append(TableBlock(tuple(self.points_rows())))
        if mode == "winner_collects":
            blocks.append(Para(t.text("scoring.target", target=target)))
        elif mode == "penalty_points":
            blocks.append(Para(t.text("scoring.limit", limit=target)))
        return blocks

    def points_rows(self) -> list[tuple[str, str]]:
        t = self.t
        rows = [(t.text("contents.card_column"), t.text("contents.points_column"))]
        ranks = sorted({f.rank for f in self.deck.unique_faces() if f.rank is not None})
        if ranks:
            number = self.name(self.types["number"])
            label = t.text("scoring.numbers_row", card=number, low=ranks[0], high=ranks[-1])
            rows.append((label, t.text("scoring.number_points")))
        for type_id, card_type in self.types.items():
            if type_id != "number":
                rows.append((self.name(card_type), str(self.first_face[type_id].points)))
        return rows

    def two_players(self) -> list[Block]:
        t = self.t
        blocks: list[Block] = [Para(t.text("two_players.intro"))]
        if any(c.effect.reverse for c in self.types.values()):
            key = "reverse_as_skip" if self.rules.reverse_as_skip_for_two else "reverse_normal"
            blocks.append(Para(t.text(f"two_players.{key}"), "bullet"))
        if "skip" in self.types:
            blocks.append(Para(t.text("two_players.skip"), "bullet"))
        if self.draw_types:
            blocks.append(Para(t.text("two_players.draw"), "bullet"))
        return blocks

    def clear_answers(self) -> list[Block]:
        t, rules, texts = self.t, self.rules, []
        if self.draw_types:
            if rules.has("stacking"):
                texts.append(t.text("clear.stacking_on"))
            elif rules.has("no-stack-defence"):
                texts.append(t.text("clear.deflect_on"))
            else:
                texts.append(t.text("clear.no_stacking"))
        if self.wd4 is not None:
            key = "wd4_colour" if rules.wd4_needs_no_current_colour else "wd4_free"
            texts.append(t.text(f"clear.{key}", card=self.name(self.wd4)))
            if rules.challenge != "none":
                draw = self.wd4.effect.draw
                innocent = draw + rules.challenge_extra
                texts.append(t.text("clear.challenge", guilty=draw, innocent=innocent))
        if any(c.effect.reverse for c in self.types.values()):
            key = "reverse_two" if rules.reverse_as_skip_for_two else "reverse_two_normal"
            texts.append(t.text(f"clear.{key}"))
        return [Para(text, "bullet") for text in texts]

    def house_rules(self) -> list[Block]:
        from .house import house_rule_lines, house_rule_name

        blocks: list[Block] = [Para(self.t.text("house.intro"))]
        for rule in self.rules.house_rules:
            blocks.append(Para(house_rule_name(self, rule) or rule.id, "subhead"))
            blocks += [Para(line) for line in house_rule_lines(self, rule)]
        return blocks

    def summary(self) -> list[Block]:
        return [Para(text, "bullet") for text in self.summary_texts()]

    def summary_texts(self) -> list[str]:
        """The rules at a glance: deal, match, draw, UNO call, how the game is won."""
        t, rules = self.t, self.rules
        mode = rules.effective_scoring
        last = {
            "winner_collects": t.text("summary.target", target=rules.target),
            "penalty_points": t.text("summary.limit", limit=rules.target),
            "lazy": t.text("summary.lazy"),
        }[mode]
        return [
            t.plural("summary.deal", rules.hand_size),
            t.text("summary.match"),
            t.text(f"summary.{self.draw_key}"),
            t.plural("summary.uno", rules.uno_penalty),
            last,
            *self.house_rule_reminder(),
        ]

    def house_rule_reminder(self) -> list[str]:
        """One line naming the house rules in play (the summary must not hide them)."""
        from .house import house_rule_name

        names = [name for rule in self.rules.house_rules if (name := house_rule_name(self, rule))]
        if not names:
            return []
        return [f"{self.t.text('section.house_rules')}: {format_list(names, locale=self.t.lang)}"]


def compose_reference(deck: Deck, ruleset: Ruleset, catalog: Catalog) -> ReferenceContent:
    """The quick-reference card's content: the booklet's summary and points table, in
    ``catalog``'s language. Raises :class:`DefinitionError` if a text is missing."""
    composer = _Composer(deck, ruleset, catalog)
    return ReferenceContent(
        lang=catalog.lang,
        title=catalog.text("section.summary"),
        subtitle=ruleset.name_in(catalog.lang),
        lines=tuple(composer.summary_texts()),
        points=tuple(composer.points_rows()),
    )


def compose_booklet(deck: Deck, ruleset: Ruleset, catalog: Catalog) -> BookletContent:
    """The booklet's content for ``deck`` played by ``ruleset``, in ``catalog``'s language.

    Raises :class:`DefinitionError` if the catalog lacks a text the booklet needs.
    """
    return _Composer(deck, ruleset, catalog).compose()
