"""The read-only jobs: what a deck, the languages, the house rules and the rule points hold.

Public; re-exported from :mod:`deckgen`. Each returns plain data and writes nothing; the
command line prints it as tables (``info``, ``validate``, ``langs``, ``house-rules``,
``rules``), a preview page or a script can show it otherwise. Kept apart from
:mod:`deckgen.jobs` so that these commands load no renderer and no PDF code.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .defaults import DEFAULT_LANG, DEFAULT_RULESET
from .definitions.loader import load_deck
from .definitions.model import Deck
from .errors import DeckgenError
from .info import InfoRow, deck_rows

# The rules and language modules are imported inside the jobs that use them: ``info`` and
# ``validate`` of a deck need neither, and their pydantic models cost start-up time.
if TYPE_CHECKING:
    from .booklet.langcheck import CatalogCheck
    from .rules.model import HouseRule, Ruleset
    from .rules.points import PointRow
    from .text.catalog import Catalog

__all__ = [
    "DeckCheck",
    "DeckInfo",
    "HouseRuleInfo",
    "LanguageInfo",
    "RulesReport",
    "check_language_file",
    "deck_info",
    "house_rule_report",
    "language_report",
    "rules_report",
    "validate_decks",
]


@dataclass(frozen=True)
class DeckInfo:
    """A deck's contents (``deckgen info``): one row per card type (numbers per rank)."""

    deck: Deck
    rows: tuple[InfoRow, ...]


def deck_info(deck: Deck) -> DeckInfo:
    """Counts per card type and colour, points and effects of ``deck``, in deck order."""
    return DeckInfo(deck, tuple(deck_rows(deck)))


@dataclass(frozen=True)
class DeckCheck:
    """One file checked by :func:`validate_decks`: ``error`` lists every problem, or is
    ``None`` if the deck loads; ``notes`` are what loads but is likely a slip (a language
    key deckgen has no texts for, ``po:`` for ``pl:``)."""

    path: Path
    error: DeckgenError | None
    notes: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is None


def validate_decks(files: Iterable[str | Path]) -> tuple[DeckCheck, ...]:
    """Load each deck file and report every problem of every file (``deckgen validate``),
    in the order given. Raises nothing for a bad file: its :class:`DeckCheck` holds it."""
    checks = []
    for file in files:
        try:
            deck = load_deck(file)
        except DeckgenError as exc:
            checks.append(DeckCheck(Path(file), exc))
        else:
            checks.append(DeckCheck(Path(file), None, _language_key_notes(deck)))
    return tuple(checks)


def _language_key_notes(deck: Deck) -> tuple[str, ...]:
    """One note per language key of ``deck`` (its names, its back's, its card types' names
    and rule texts) that names no language deckgen has texts in, with the languages there
    are and the one most likely meant (``po`` → ``pl``; newcomer 10, L2). A deck whose keys
    all name shipped language files (every shipped deck) costs a folder listing: no YAML
    parser nor catalog is loaded (``validate`` of a cached deck stays light)."""
    from .resources import rulesets_dir

    shipped = {path.stem for path in (rulesets_dir() / "lang").glob("*.yaml")}
    where: dict[str, list[str]] = {}
    keyed = [("the deck's names", deck.names), ("back_names", deck.back_names)]
    types = {fc.face.card_type.id: fc.face.card_type for fc in deck.faces}
    for type_id, card_type in types.items():
        keyed += [(f"name of card type '{type_id}'", card_type.names)]
        keyed += [(f"rule of card type '{type_id}'", card_type.rule_texts)]
    for what, texts in keyed:
        for code, _ in texts:
            where.setdefault(code, []).append(what)
    notes = []
    for code, places in where.items():
        if code in shipped:
            continue
        from .text.catalog import find_lang  # a key to check (de-AT, po): the full resolver

        try:
            find_lang(code)
        except DeckgenError as exc:
            notes.append(f"language key '{code}:' (in {', '.join(places)}): {exc}")
    return tuple(notes)


@dataclass(frozen=True)
class LanguageInfo:
    """A language deckgen has texts in (``deckgen langs``): its names, the share of the
    English texts it has (0-1), its CLDR plural forms and the keys it lacks."""

    code: str
    name: str
    native_name: str
    completeness: float
    plural_forms: tuple[str, ...]
    missing: tuple[str, ...]


def check_language_file(path: str | Path) -> CatalogCheck:
    """Check a translator's language file against ``en.yaml`` (``deckgen langs --check``):
    every missing or extra key, placeholder other than English's, plural form other than
    those CLDR gives the file's language, and character the booklet fonts cannot draw, each
    with its line. Raises :class:`DefinitionError` if the file is no language file at all.
    """
    from .booklet.langcheck import check_catalog_file  # loads the font tables

    return check_catalog_file(Path(path))


def language_report() -> tuple[LanguageInfo, ...]:
    """Every language with texts, by code. Raises :class:`DefinitionError` for a broken
    language file."""
    from .text.catalog import (
        available_languages,
        completeness,
        load_catalog,
        missing_keys,
        plural_categories,
    )

    infos = []
    for code in available_languages():
        catalog = load_catalog(code)
        infos.append(
            LanguageInfo(
                code=code,
                name=catalog.name,
                native_name=catalog.native_name,
                completeness=completeness(code),
                plural_forms=tuple(plural_categories(code)),
                missing=tuple(missing_keys(code)),
            )
        )
    return tuple(infos)


@dataclass(frozen=True)
class HouseRuleInfo:
    """A house rule as ``deckgen house-rules`` lists it: the id ``--house-rule`` takes, its
    name in the language asked (a rule file's own rules add the file), what it needs (a
    scoring mode, cards), the rules it cannot be on with, and whether the deck asked about
    can play it (``None``: no deck asked)."""

    id: str
    name: str
    needs: tuple[str, ...]
    conflicts: tuple[str, ...]
    playable: bool | None
    summary: str = ""
    """What the rule does, in one line in the language asked: the sentence the booklet's
    house-rules list gives it (``house.<id>.text``, with the rule's default numbers), or the
    first paragraph of a rule file's own text."""


def house_rule_report(
    deck: Deck | None = None, lang: str = DEFAULT_LANG, files: Iterable[str | Path] = ()
) -> tuple[HouseRuleInfo, ...]:
    """The shipped house rules, then those of ``files`` (house rule ``.yaml`` files), with
    names in ``lang``; with ``deck``, whether it can play each under the default ruleset
    (:func:`~deckgen.rules.loader.house_rule_refusal`, the check the booklet makes). Raises
    :class:`DefinitionError` for an unknown language or a bad house rule file."""
    from .rules.loader import house_rule, house_rule_ids, house_rule_refusal, load_ruleset
    from .text.catalog import load_catalog

    catalog = load_catalog(lang)
    players_max = load_ruleset().points.players_max  # the ruleset a booklet takes by default
    rules = [house_rule(str(ref)) for ref in [*house_rule_ids(), *files]]
    infos = []
    for rule in rules:
        name_key = f"house.{rule.id}.name"
        name = catalog.text(name_key) if catalog.has(name_key) else rule.id
        if rule.source:
            name = f"{rule.name_in(lang)} ({_relative(rule.source)})"
        infos.append(
            HouseRuleInfo(
                id=rule.id,
                name=name,
                needs=_needs(rule),
                conflicts=rule.conflicts,
                playable=None if deck is None else not house_rule_refusal(rule, deck, players_max),
                summary=_summary(catalog, rule),
            )
        )
    return tuple(infos)


def _summary(catalog: Catalog, rule: HouseRule) -> str:
    """The one line ``house-rules`` says of what ``rule`` does (newcomer round 7: the list
    gave names but not what a rule does): a rule file's own first paragraph, or the catalog's
    ``house.<id>.text`` with the rule's default numbers, as the booklet's house-rules list
    words it for a deck (the Draw Ten rule names the card type it needs)."""
    from .booklet.house import shipped_summary
    from .rules.houserules import rule_paragraphs
    from .text.catalog import NameList

    params = dict(rule.params)
    if rule.source is not None:
        paragraphs = rule_paragraphs(rule.text_in(catalog.lang), params)
        return paragraphs[0] if paragraphs else ""  # the first paragraph: one line of a list
    # a name list, as the booklet fills it in: quoted by the catalog as its sentence wants
    # (German's „{card}“ quotes it itself; a quoted name there read „‚Zieh zehn …‘“)
    tens = NameList([catalog.text("card.draw_ten")], "or", catalog.lang)
    return shipped_summary(catalog, rule.id, zero_points=int(params.get("points", 50)), tens=tens)


def _needs(rule: HouseRule) -> tuple[str, ...]:
    """``("scoring: penalty points", "at least 3 players", "a Wild Draw Ten card")``: the rule
    points and players the rule requires, in words that wrap in a narrow column, then the
    cards it needs."""
    required = [f"{name}: {str(value).replace('_', ' ')}" for name, value in rule.requires]
    if rule.players_min:
        required.append(f"at least {rule.players_min} players")
    return (*required, *(need.describe() for need in rule.needs))


@dataclass(frozen=True)
class RulesReport:
    """The rule points in force (``deckgen rules``): the ruleset with its house rules on,
    the deck they were checked against (``None``: none), and every point with its value,
    the standard value and the file that set it."""

    ruleset: Ruleset
    deck_id: str | None
    rows: tuple[PointRow, ...]
    written: tuple[str, ...] = ()  # cards written on before the game (+10 on the blanks)

    @property
    def house_rules_on(self) -> tuple[str, ...]:
        """Each house rule on: its id, and the file it came from for a rule of one's own."""
        return tuple(
            f"{rule.id} ({_relative(rule.source)})" if rule.source else rule.id
            for rule in self.ruleset.house_rules
        )

    def as_json(self) -> dict[str, Any]:
        """The data ``deckgen rules --json`` prints: the ruleset, its house rules, each point."""
        ruleset = self.ruleset
        return {
            "ruleset": {
                "id": ruleset.id,
                "name": ruleset.name,
                "file": str(ruleset.source) if ruleset.source else None,
            },
            "deck": self.deck_id,
            "house_rules": [
                {
                    "id": rule.id,
                    "file": str(rule.source) if rule.source else None,
                    "settings": dict(rule.params),
                    "sets": dict(rule.sets),
                }
                for rule in ruleset.house_rules
            ],
            "points": [asdict(row) for row in self.rows],
            "cards_written": list(self.written),
        }


def rules_report(
    ruleset: str | Path = DEFAULT_RULESET,
    house_rules: Iterable[str] = (),
    deck: Deck | None = None,
) -> RulesReport:
    """Load ``ruleset`` with ``house_rules`` switched on (checked against ``deck`` if
    given) and list every rule point in force; with a deck, also the cards a house rule
    has the players write on (``written``: the blanks of ``classic-112-blanks`` are Wild
    Draw Ten under ``plus-ten``). Raises what :func:`~deckgen.load_ruleset` raises."""
    from .rules.blanks import written_blanks
    from .rules.loader import load_ruleset
    from .rules.points import point_rows

    loaded = load_ruleset(ruleset, house_rules, deck=deck)
    written = tuple(
        f"the {fc.count} '{fc.face.card_type.id}' cards are {new.name} ({new.id}): "
        f'write "{new.label}" on each before the game'
        for fc, new in (written_blanks(deck, loaded) if deck else ())
    )
    rows = tuple(point_rows(loaded.points))
    return RulesReport(loaded, deck.id if deck else None, rows, written)


def _relative(path: Path) -> str:
    """``path`` as messages write it (see :func:`deckgen.definitions.suggestions.relative`);
    the validation module loads pydantic, which ``info`` and ``validate`` of a cached deck
    do without."""
    from .definitions.suggestions import relative

    return relative(path)
