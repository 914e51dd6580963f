"""The functions that parse a group of ``deckgen`` options into one typed object (see
:func:`.common.with_options`), without Typer: the Typer commands and the light entry
point (:mod:`.light`) both call them. Internal.

Each parameter's annotation names its option declaration in :mod:`.options` (a string,
resolved there by :func:`.common.with_options`); defaults come from :mod:`deckgen`'s
constants (one home each). A parse function makes the library call that checks its values
(:func:`deckgen.print_layout`, :func:`deckgen.load_style`, :func:`deckgen.check_lang`), so
a bad value is refused before anything is loaded or written.
"""

from __future__ import annotations

import dataclasses
import re
import warnings
from typing import TYPE_CHECKING

import deckgen

from .console import err, styled

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

    from .options import (
        BackOffsetOpt,
        BleedOpt,
        BoxFlagOpt,
        BoxKindOpt,
        BoxReferenceCardOpt,
        CaliperOpt,
        CardLangOpt,
        CardOpt,
        ClearanceOpt,
        CornerGuidesOpt,
        CutLinesOpt,
        DpiOpt,
        DuplexOpt,
        ExtrasOfOpt,
        FormatOpt,
        GutterOpt,
        HouseRuleOpt,
        LangOpt,
        MarginOpt,
        NoCacheOpt,
        NoScoreSheetOpt,
        OnlyOpt,
        OrientationOpt,
        PaperOpt,
        PrinterOpt,
        ReferenceCardOpt,
        ReferenceCopiesOpt,
        RoundLengthOpt,
        RulesetOpt,
        ServiceCardOpt,
        ServiceOpt,
        StyleOpt,
    )


def selection_options(only: OnlyOpt = None, extras_of: ExtrasOfOpt = None) -> CardSelection:
    """Which cards ``sheets`` and ``cards`` print (ids are checked against the deck)."""
    ids = tuple(dict.fromkeys(i.strip() for item in only or () for i in item.split(",")))
    return deckgen.CardSelection(only=tuple(i for i in ids if i), extras_of=extras_of)


def box_options(
    paper: PaperOpt = None,
    card: CardOpt = None,
    caliper: CaliperOpt = None,
    clearance: ClearanceOpt = 1.0,
    kind: BoxKindOpt = None,
    reference_card: BoxReferenceCardOpt = False,
    reference_copies: ReferenceCopiesOpt = 1,
) -> BoxOptions:
    """The card box of ``box``; ``--reference-card`` (``--reference-copies`` N, as in
    ``build`` and ``sheets``) makes room for the reference cards printed with the deck
    (newcomer L3), ``--reference-copies`` alone is warned about as in ``build``."""
    return deckgen.BoxOptions(
        paper=paper,
        card=card,
        caliper=caliper,
        clearance_mm=clearance,
        kind=kind,
        reference_copies=_reference_copies(
            reference_card, reference_copies, "to make room for it in the box"
        ),
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
    warning (:class:`deckgen.LayoutWarning`) instead of a note, one line, not two. A lone
    comma pair (``--back-offset 1,5``) gets a note first (:func:`note_lone_comma_offset`)."""
    note_lone_comma_offset(back_offset)
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


# ``1,5`` or ``-1,2@landscape``: two whole numbers parted by one comma, the second unsigned
# (the sign as the offset reader takes it, the calibration sheet's minus included)
_LONE_COMMA_PAIR = re.compile(rf"\s*([+\-{deckgen.CALIBRATION_MINUS}]?[0-9]+),([0-9]+)\s*(@.*)?")


def note_lone_comma_offset(back_offset: str | None) -> None:
    """One note line on stderr when ``back_offset`` (as typed) is a lone comma pair such as
    ``1,5``: it is read as X 1 mm, Y 5 mm (one input means one thing on every machine), but
    it is also what the shell leaves of an unquoted ``1,5;-0,5`` (cut at the ``;``), or a
    decimal-comma reader's 1.5 mm. The note names what is used and both likely intents
    (newcomer 11, M1). Nothing for any other form, or ``None``; never an error."""
    if back_offset is None:
        return
    found = _LONE_COMMA_PAIR.fullmatch(back_offset)
    if found is None:
        return
    x, y, at = (
        found.group(1).replace(deckgen.CALIBRATION_MINUS, "-"),
        found.group(2),
        found.group(3) or "",
    )
    # as the library words an offset (each axis named), -0 as +0
    used = ", ".join(f"{axis} {float(v) or 0.0:+g} mm" for axis, v in (("X", x), ("Y", y)))
    err.print(
        styled(
            "note:",
            "yellow",
            f"--back-offset {back_offset.strip()} is read as {used}; for X {x}.{y} mm write "
            f'{x}.{y},0{at} (or "{x},{y};0{at}"); an X;Y pair must be in quotes, or the '
            "shell cuts it at the ;",
        )
    )


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
        shown = kept
        if isinstance(kept, tuple):  # "X +1.5 mm, Y -0.5 mm", never "1.5,-0.5"
            shown = deckgen.PrinterProfile(back_offset=kept).back_offset_text
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
    """The booklets of ``build``: every language checked, in the order given. Without
    ``--lang``, a locale in another language deckgen has texts in gets one note saying
    how to have the rules in it (:func:`_note_locale_lang`)."""
    if lang is None:
        _note_locale_lang()
    return deckgen.BookletOptions(
        langs=deckgen.split_langs(lang),
        ruleset=ruleset,
        house_rules=tuple(house_rule or ()),
        round_length=round_length,
        score_sheet=not no_score_sheet,
    )


def _note_locale_lang() -> None:
    """``note: the rule booklet is in English; --lang pl writes it in your locale's
    language (LANG=pl_PL.UTF-8)`` on stderr, when the locale (``LC_ALL``, ``LC_MESSAGES``
    or ``LANG``, as the paper is read from it) names a language other than English that
    deckgen has texts in (newcomer 10, L1: the paper came from LANG, the rules did not)."""
    import os

    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            break
    else:
        return
    try:
        code = deckgen.check_lang(value.split(".")[0].split("@")[0])
    except deckgen.DeckgenError:
        return  # C, POSIX, or a language without texts: nothing to offer
    if code != deckgen.DEFAULT_LANG:
        err.print(
            styled(
                "note:",
                "yellow",
                f"the rule booklet is in English; --lang {code} writes it in your locale's "
                f"language ({variable}={value})",
            )
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


def build_reference_options(
    reference_card: ReferenceCardOpt = False,
    reference_copies: ReferenceCopiesOpt = 1,
) -> int:
    """How many quick-reference cards ``build`` adds to its sheets (0 without
    ``--reference-card``), for its booklets' ruleset and house rules
    (:func:`deckgen.build_all`'s ``reference_copies``). ``--reference-copies`` without the
    card gets one ``warning:`` line, as in ``sheets`` (:func:`reference_options`)."""
    return _reference_copies(reference_card, reference_copies, "to print it on the sheets")


def _reference_copies(reference_card: bool, reference_copies: int, purpose: str) -> int:
    """``reference_copies`` with ``--reference-card``, else 0 (and a ``warning:`` line if
    ``--reference-copies`` was given: add the card ``purpose``)."""
    if reference_card:
        return reference_copies
    if reference_copies != 1:
        err.print(
            styled(
                "warning:",
                "yellow",
                f"--reference-copies {reference_copies} ignored: it is for the reference card; "
                f"add --reference-card {purpose}",
            )
        )
    return 0


def reference_options(
    reference_card: ReferenceCardOpt = False,
    reference_copies: ReferenceCopiesOpt = 1,
    ruleset: RulesetOpt = deckgen.DEFAULT_RULESET,
    house_rule: HouseRuleOpt = None,
    round_length: RoundLengthOpt = False,
) -> ReferenceCards | None:
    """The reference cards of ``sheets`` (``None`` without ``--reference-card``). Options
    only the reference card uses, given without it, are named in one ``warning:`` line on
    stderr rather than ignored in silence (they do not imply the card: it would add a
    card to the sheets the user did not ask for)."""
    if not reference_card:
        unused = [f"--house-rule {rule}" for rule in house_rule or ()]
        if ruleset != deckgen.DEFAULT_RULESET:
            unused.insert(0, f"--ruleset {ruleset}")
        if reference_copies != 1:
            unused.append(f"--reference-copies {reference_copies}")
        if round_length:
            unused.append("--round-length")
        if unused:
            they = "it is" if len(unused) == 1 else "they are"
            err.print(
                styled(
                    "warning:",
                    "yellow",
                    f"{', '.join(unused)} ignored: {they} for the reference card; "
                    "add --reference-card to print it on the sheets",
                )
            )
        return None
    return deckgen.ReferenceCards(
        copies=reference_copies,
        ruleset=ruleset,
        house_rules=tuple(house_rule or ()),
        round_length=round_length,
    )
