"""Every option of the ``deckgen`` commands, declared once, and the functions that parse a
group of them into one typed object (see :func:`.common.with_options`). Internal.

Defaults come from :mod:`deckgen`'s constants (one home each); a parse function makes the
library call that checks its values (:func:`deckgen.print_layout`, :func:`deckgen.load_style`,
:func:`deckgen.check_lang`), so a bad value is refused before anything is loaded or written.
"""

from __future__ import annotations

import dataclasses
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

import deckgen

from .common import err, styled

if TYPE_CHECKING:
    from deckgen import (
        BookletOptions,
        BoxOptions,
        CardSelection,
        CardSize,
        PrintLayout,
        ReferenceCards,
        RenderOptions,
        ServiceOptions,
    )


def flag(*names: str, help: str) -> Any:
    """A switch: on when given, off when left out (``--no-cache``, ``--quiet``).

    ``metavar=""``: current Typer prints a type column (``<bool>``) for every option, which
    reads as if a switch took a value (``--cut-lines true``); a switch shows none.
    """
    return typer.Option(*names, help=help, metavar="")


DeckArg = Annotated[
    str, typer.Argument(help="A shipped deck id (e.g. classic-108) or a deck .yaml file.")
]
OutOpt = Annotated[
    Path | None,
    typer.Option("--out", "-o", help="Write into this folder instead of output/<deck-id>/."),
]
QuietOpt = Annotated[bool, flag("--quiet", "-q", help="Print nothing but errors.")]

# how cards are drawn
DpiOpt = Annotated[int, typer.Option("--dpi", help="Resolution of the card images (72-1200).")]
StyleOpt = Annotated[
    str, typer.Option("--style", help="A shipped card style or a style .yaml file.")
]
CardLangOpt = Annotated[
    str,
    typer.Option(
        "--lang",
        help="Language of the rule texts printed on cards (e.g. en, ru); console messages "
        "stay in English.",
    ),
]
NoCacheOpt = Annotated[
    bool,
    flag("--no-cache", help="Render every face again instead of reusing cached ones."),
]

# rules and booklets
LangOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--lang",
        "-l",
        help="Language code; repeat or give a comma list (default en); console messages "
        "stay in English.",
    ),
]
RulesetOpt = Annotated[
    str, typer.Option("--ruleset", help="A shipped ruleset id (e.g. official) or a .yaml file.")
]
HouseRuleOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--house-rule",
        help="Switch on a house rule: a shipped id or a house rule .yaml file (repeatable).",
    ),
]
FormatOpt = Annotated[
    str, typer.Option("--format", help=f"Page format: {', '.join(deckgen.BOOKLET_FORMATS)}.")
]
RoundLengthOpt = Annotated[
    bool,
    flag(
        "--round-length",
        help="Also say how many turns a round lasts with 4 players (or as many as the deck "
        "is for), from a seeded simulation of these rules (about half a second).",
    ),
]
NoScoreSheetOpt = Annotated[
    bool,
    flag(
        "--no-score-sheet",
        help="Leave out the score sheet, the booklet's last page (rules that keep no score "
        "have none).",
    ),
]
ReferenceCardOpt = Annotated[
    bool,
    flag(
        "--reference-card",
        help="Add the quick-reference card (rules summary and points, in --lang, for "
        "--ruleset) after the deck's cards, with the deck's back.",
    ),
]
ReferenceCopiesOpt = Annotated[
    int,
    typer.Option(
        "--reference-copies", min=1, help="Copies of the reference card, e.g. one per player."
    ),
]

# which cards
OnlyOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--only",
        help="Print only these cards, with their backs: face ids (red-7) or card type ids "
        "(draw_ten); repeat or give a comma list.",
    ),
]
ExtrasOfOpt = Annotated[
    str | None,
    typer.Option(
        "--extras-of",
        help="Print only what the deck has beyond this deck (shipped id or .yaml), e.g. "
        "the four +10 cards of house-plus-ten with --extras-of classic-108.",
    ),
]


def selection_options(only: OnlyOpt = None, extras_of: ExtrasOfOpt = None) -> CardSelection:
    """Which cards ``sheets`` and ``cards`` print (ids are checked against the deck)."""
    ids = tuple(dict.fromkeys(i.strip() for item in only or () for i in item.split(",")))
    return deckgen.CardSelection(only=tuple(i for i in ids if i), extras_of=extras_of)


# the print layout
PaperOpt = Annotated[
    str | None, typer.Option("--paper", help="A4 (default), Letter, A3, or WxH like 210x297mm.")
]
CardOpt = Annotated[
    str | None,
    typer.Option(
        "--card", help="uno 56x87mm (default), poker, bridge, tarot, or WxH like 2.5x3.5in."
    ),
]
BleedOpt = Annotated[
    str | None, typer.Option("--bleed", help="Bleed around each card, 0-6 mm (default 3mm).")
]
GutterOpt = Annotated[
    str | None, typer.Option("--gutter", help="Space between cards (default 0mm).")
]
MarginOpt = Annotated[
    str | None,
    typer.Option("--margin", help="Edge your printer cannot print on (default 5mm)."),
]
OrientationOpt = Annotated[
    str | None,
    typer.Option(
        "--orientation", help="auto (default: whichever fits more cards), portrait, landscape."
    ),
]
DuplexOpt = Annotated[
    str | None,
    typer.Option(
        "--duplex",
        help="long (default) or short: two-sided, flip on that edge; none: fronts only, "
        "backs in backs.pdf; fold: fronts and backs side by side, fold in the middle.",
    ),
]
CalibrationDuplexOpt = Annotated[
    str | None,
    typer.Option(
        "--duplex",
        help="long (default) or short: the edge your printer flips two-sided pages on "
        "(calibration is for two-sided printing only).",
    ),
]
BackOffsetOpt = Annotated[
    str | None,
    typer.Option(
        "--back-offset",
        help="Shift back pages by X,Y mm, as read off deckgen calibrate, e.g. "
        "--back-offset=1.5,-0.5; X,Y@landscape for a landscape calibration sheet. It holds "
        "for sheets of that orientation only.",
    ),
]
PrinterOpt = Annotated[
    str | None,
    typer.Option(
        "--printer", help="A saved printer profile (deckgen printer NAME) or a profile .yaml."
    ),
]
CutLinesOpt = Annotated[
    bool, flag("--cut-lines", help="Thin lines along every cut, for a trimmer.")
]
CornerGuidesOpt = Annotated[
    bool,
    flag(
        "--corner-guides",
        help="Quarter arcs of the style's corner radius at each card corner, for a corner punch.",
    ),
]

# print services
ServiceOpt = Annotated[
    str,
    typer.Option(
        "--service",
        help="tgc (The Game Crafter), mpc (MakePlayingCards), drivethru (DriveThruCards), "
        "or a service preset .yaml file (the shipped ones: templates/print/services/).",
    ),
]
ServiceCardOpt = Annotated[
    str | None,
    typer.Option("--card", help="A card size the service's preset lists (default: its own)."),
]

# the card box
CaliperOpt = Annotated[
    str | None,
    typer.Option(
        "--caliper",
        help="Card thickness: home (default, 0.30 mm a card), thin, glued, casino, sleeved "
        "(also widens the box for the sleeves), or mm like 0.27 (templates/print/box.yaml).",
    ),
]
ClearanceOpt = Annotated[
    float,
    typer.Option(
        "--clearance", min=0.0, max=10.0, help="Play around the cards in width and height, mm."
    ),
]
BoxKindOpt = Annotated[
    str | None,
    typer.Option(
        "--kind",
        help="tuck (one net) or two-part (base and lid); default: a tuck box if it fits one "
        "sheet, else two-part.",
    ),
]
BoxFlagOpt = Annotated[
    bool, flag("--box", help="Also write box.pdf: a tuck box for the deck, on the same paper.")
]


def box_options(
    paper: PaperOpt = None,
    card: CardOpt = None,
    caliper: CaliperOpt = None,
    clearance: ClearanceOpt = 1.0,
    kind: BoxKindOpt = None,
) -> BoxOptions:
    """The card box of ``box``."""
    return deckgen.BoxOptions(
        paper=paper, card=card, caliper=caliper, clearance_mm=clearance, kind=kind
    )


def build_box_options(
    box: BoxFlagOpt = False,
    caliper: CaliperOpt = None,
    clearance: ClearanceOpt = 1.0,
    kind: BoxKindOpt = None,
) -> BoxOptions | None:
    """The card box of ``build`` (``None`` without ``--box``); paper and card from the
    print layout."""
    if not box:
        return None
    return deckgen.BoxOptions(caliper=caliper, clearance_mm=clearance, kind=kind)


def layout_options(
    paper: PaperOpt = None,
    card: CardOpt = None,
    bleed: BleedOpt = None,
    gutter: GutterOpt = None,
    margin: MarginOpt = None,
    orientation: OrientationOpt = None,
    duplex: DuplexOpt = None,
    back_offset: BackOffsetOpt = None,
    printer: PrinterOpt = None,
    cut_lines: CutLinesOpt = False,
    corner_guides: CornerGuidesOpt = False,
) -> PrintLayout:
    """The print layout of ``build`` and ``sheets`` (``None``: the printer profile's value,
    else the default). An option that overrides the profile's value is noted on stderr;
    a ``--paper`` on which the profile's back offset may not hold gets the library's
    warning (:class:`deckgen.LayoutWarning`) instead of a note, one line, not two."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        layout = deckgen.print_layout(
            paper=paper,
            card=card,
            bleed=bleed,
            gutter=gutter,
            margin=margin,
            orientation=orientation,
            duplex=duplex,
            back_offset=back_offset,
            printer=printer,
            cut_lines=cut_lines,
            corner_guides=corner_guides,
        )
    other_paper = any(issubclass(w.category, deckgen.LayoutWarning) for w in caught)
    _note_overrides(
        printer,
        paper=None if other_paper else paper,
        duplex=duplex,
        margin=margin,
        back_offset=back_offset,
    )
    for caught_warning in caught:
        warnings.warn(caught_warning.message, stacklevel=2)
    return layout


def _note_overrides(printer: str | None, **given: str | None) -> None:
    """``note: --back-offset 2,2 is used instead of 1.5,-0.5 from printer profile 'office'``
    for each option given with ``--printer`` whose profile sets it too (newcomer N17)."""
    if not printer:
        return
    saved = deckgen.load_printer(printer).model_dump()
    for name, value in given.items():
        kept = saved.get(name)
        if value is None or kept in (None, (0.0, 0.0)):
            continue
        shown = ",".join(f"{v:g}" for v in kept) if isinstance(kept, tuple) else kept
        option = "--" + name.replace("_", "-")
        err.print(
            styled(
                "note:",
                "yellow",
                f"{option} {value} is used instead of {shown} from printer profile '{printer}'",
            )
        )


def card_options(card: CardOpt = None, bleed: BleedOpt = None) -> CardSize:
    """The card size and bleed of ``cards``, as ``sheets`` takes them."""
    return deckgen.print_layout(card=card, bleed=bleed).card


def render_options(
    dpi: DpiOpt = deckgen.DEFAULT_DPI,
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    lang: CardLangOpt = deckgen.DEFAULT_LANG,
    no_cache: NoCacheOpt = False,
) -> RenderOptions:
    """How ``sheets`` and ``cards`` draw faces: the style loaded, the language checked."""
    return dataclasses.replace(export_render_options(style, lang, no_cache), dpi=dpi)


def export_render_options(
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    lang: CardLangOpt = deckgen.DEFAULT_LANG,
    no_cache: NoCacheOpt = False,
) -> RenderOptions:
    """How ``export`` draws faces: as ``cards`` does, at the service's dpi."""
    return deckgen.RenderOptions(
        style=deckgen.load_style(style), lang=deckgen.check_lang(lang), cache=not no_cache
    )


def service_options(service: ServiceOpt, card: ServiceCardOpt = None) -> ServiceOptions:
    """The print service of ``export`` and its card size (checked when the preset loads)."""
    return deckgen.ServiceOptions(service=service, card=card)


def build_render_options(
    dpi: DpiOpt = deckgen.DEFAULT_DPI,
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    no_cache: NoCacheOpt = False,
) -> RenderOptions:
    """How ``build`` draws faces; the rule texts on its cards speak the first booklet
    language, so it has no language of its own."""
    return deckgen.RenderOptions(dpi=dpi, style=deckgen.load_style(style), cache=not no_cache)


def booklet_options(
    lang: LangOpt = None,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    round_length: RoundLengthOpt = False,
    no_score_sheet: NoScoreSheetOpt = False,
) -> BookletOptions:
    """The booklets of ``build``: every language checked, in the order given."""
    return deckgen.BookletOptions(
        langs=deckgen.split_langs(lang),
        ruleset=ruleset,
        house_rules=tuple(house_rule or ()),
        round_length=round_length,
        score_sheet=not no_score_sheet,
    )


def booklet_command_options(
    lang: LangOpt = None,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    fmt: FormatOpt = "a4",
    style: StyleOpt = deckgen.DEFAULT_STYLE,
    round_length: RoundLengthOpt = False,
    no_score_sheet: NoScoreSheetOpt = False,
) -> BookletOptions:
    """The booklets of ``booklet``: those of ``build`` with a page format and a style."""
    options = booklet_options(lang, ruleset, house_rule, round_length, no_score_sheet)
    return dataclasses.replace(options, format=fmt, style=deckgen.load_style(style))


def reference_options(
    reference_card: ReferenceCardOpt = False,
    reference_copies: ReferenceCopiesOpt = 1,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    round_length: RoundLengthOpt = False,
) -> ReferenceCards | None:
    """The reference cards of ``sheets`` (``None`` without ``--reference-card``)."""
    if not reference_card:
        return None
    return deckgen.ReferenceCards(
        copies=reference_copies,
        ruleset=ruleset,
        house_rules=tuple(house_rule or ()),
        round_length=round_length,
    )
