"""Every option of the ``deckgen`` commands, declared once. Internal.

The functions that parse a group of them into one typed object live in :mod:`.groups`
(without Typer, for the light entry point too; see :func:`.common.with_options`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

import deckgen


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
ForceOpt = Annotated[
    bool,
    flag(
        "--force",
        help="Write the print sheets even when those there are up to date (made from the "
        "same deck, options, texts and card images).",
    ),
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
        help="Switch on a house rule: a shipped id or a house rule .yaml file; repeat or "
        "give a comma list.",
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
BoxReferenceCardOpt = Annotated[
    bool,
    flag(
        "--reference-card",
        help="Make the box hold the quick-reference cards too (those sheets and build print "
        "with --reference-card; --reference-copies of them).",
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
        "(draw_ten), or reference for the --reference-card cards alone; repeat or give a "
        "comma list.",
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


# the print layout
PaperOpt = Annotated[
    str | None,
    typer.Option(
        "--paper",
        help="A4, Letter, A3 or WxH like 210x297mm; default: deckgen config paper, "
        "else your locale's (LC_PAPER), else A4.",
    ),
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
        '--back-offset=1.5,-0.5 (or "1.5mm,-0.5mm"); X,Y@landscape for a landscape '
        "calibration sheet. It holds for sheets of that orientation only.",
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
