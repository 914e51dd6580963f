"""PrintLayout: how cards go on paper (paper, card size, bleed, gutter, margin, duplex).

Internal; :class:`deckgen.PrintLayout` and :func:`deckgen.print_layout` are public. The
layout stage takes rendered images and one of these and writes a file: data in, file out.
All lengths in millimetres.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cardsize import CardSize
from ..errors import LayoutError, LayoutWarning
from ..paper import A4_MM
from ..units import parse_length_mm
from .grid import DEFAULT_MARGIN_MM
from .offsets import SHEET_ORIENTATIONS, offset_words, parse_back_offset
from .presets import card_trim_size, paper_size
from .userpaper import default_paper

if TYPE_CHECKING:
    from .printers import PrinterProfile

DUPLEX_MODES = ("long", "short", "none", "fold")
ORIENTATIONS = ("auto", "portrait", "landscape")
DEFAULT_BLEED_MM = 3.0  # the usual print-shop allowance
MAX_GUTTER_MM = 20.0
MAX_MARGIN_MM = 30.0
MAX_BACK_OFFSET_MM = 10.0  # a printer off by more than a centimetre needs repair, not a shift

DUPLEX_HELP = {
    "long": "two-sided: flip on the long edge",
    "short": "two-sided: flip on the short edge",
    "none": "one-sided: fronts only, backs in backs.pdf",
    "fold": "one-sided: fold on the dashed line, printed sides out",
}


@dataclass(frozen=True)
class Paper:
    """A sheet of paper, portrait: ``width_mm`` ≤ ``height_mm`` for the shipped presets."""

    name: str = "A4"
    width_mm: float = A4_MM[0]
    height_mm: float = A4_MM[1]
    # where it came from when not given: "config <path>", "LC_PAPER=…", "default", a profile
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not (50 <= self.width_mm <= 1000 and 50 <= self.height_mm <= 1000):
            raise LayoutError(
                f"paper {self.width_mm:g} x {self.height_mm:g} mm is out of range (50-1000 mm)"
            )


@dataclass(frozen=True)
class PrintLayout:
    """Everything the sheet stage needs to impose cards on paper.

    ``orientation`` ``auto`` takes whichever of portrait and landscape fits more cards.
    ``duplex``: ``long``/``short`` (two-sided, flip on that edge), ``none`` (fronts only,
    backs in a separate file), ``fold`` (fronts and backs side by side, fold between).
    ``back_offset_mm`` (x, y) shifts the cards on back pages, to correct a printer's
    front/back misregistration; it is refused with ``fold``, where there is no back page.
    It holds for sheets of ``offset_orientation``, the orientation of the calibration sheet
    it was read off (a driver may turn landscape back pages either way); ``None`` for any
    (a printer profile saved before profiles kept their orientation). Sheets in the other
    orientation are refused (see :func:`~deckgen.layout.imposition.impose`); sheets printed
    with a printer profile (``profile_offset``) take the orientation it was measured in.
    Raises :class:`LayoutError` naming the value and the valid range.
    """

    paper: Paper = field(default_factory=Paper)
    card: CardSize = field(default_factory=CardSize)
    orientation: str = "auto"
    gutter_mm: float = 0.0
    margin_mm: float = DEFAULT_MARGIN_MM
    duplex: str = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    cut_lines: bool = False
    corner_guides: bool = False  # quarter arcs of the style's corner radius on front cards
    printer: str | None = None  # the profile the offset came from, for the page label
    offset_orientation: str | None = "portrait"
    profile_offset: bool = False  # back_offset_mm is the printer profile's, not typed

    def __post_init__(self) -> None:
        _choice("duplex", self.duplex, DUPLEX_MODES)
        _choice("orientation", self.orientation, ORIENTATIONS)
        if self.offset_orientation is not None:
            _choice("back offset orientation", self.offset_orientation, SHEET_ORIENTATIONS)
        if not 0 <= self.gutter_mm <= MAX_GUTTER_MM:
            raise LayoutError(f"gutter {self.gutter_mm:g} mm is out of range (0-20 mm)")
        if not 0 <= self.margin_mm <= MAX_MARGIN_MM:
            raise LayoutError(f"margin {self.margin_mm:g} mm is out of range (0-30 mm)")
        if any(abs(v) > MAX_BACK_OFFSET_MM for v in self.back_offset_mm):
            raise LayoutError(
                f"back offset {_pair(self.back_offset_mm)} is out of range "
                f"(each within ±{MAX_BACK_OFFSET_MM:g} mm)"
            )
        if self.duplex == "fold" and self.back_offset_mm != (0.0, 0.0):
            raise LayoutError(
                "--back-offset applies to two-sided printing; with --duplex fold both sides "
                "are printed on one page, so leave the offset at 0,0"
            )

    @property
    def back_offset_text(self) -> str:
        """``back_offset_mm`` naming each axis, "X +1 mm, Y +2 mm" (newcomer 10, M1)."""
        return offset_words(self.back_offset_mm)

    @property
    def two_sided(self) -> bool:
        return self.duplex in ("long", "short")


# how to print two-sided without a duplex unit, after an unknown --duplex (newcomer 11, L6)
NO_DUPLEX_UNIT = (
    "; with no duplex unit, keep long: print the odd pages, turn the printed stack over on "
    "its long edge, put it back in and print the even pages (a driver's manual duplex "
    "does this)"
)  # true for calibrate too, which refuses none


def _choice(name: str, value: str, valid: tuple[str, ...]) -> None:
    """Raise :class:`LayoutError` naming the valid values unless ``value`` is one; an
    unknown duplex mode also says how to print two-sided by hand (:data:`NO_DUPLEX_UNIT`)."""
    if value not in valid:
        hint = NO_DUPLEX_UNIT if name == "duplex" and "long" in valid else ""
        raise LayoutError(f"{name} '{value}' is not known; use one of {', '.join(valid)}{hint}")


def _pair(values: tuple[float, float]) -> str:
    return offset_words(values)


def _length_mm(name: str, text: str | float, low: float, high: float) -> float:
    try:
        value = parse_length_mm(text)
    except ValueError as exc:
        raise LayoutError(f"{name}: {exc}") from None
    if not low <= value <= high:
        raise LayoutError(f"{name} {value:g} mm is out of range ({low:g}-{high:g} mm)")
    return value


def _profile_orientation(profile: PrinterProfile, orientation: str | None) -> str | None:
    """The orientation to use with ``profile``'s offset: the one it was measured in (an
    offset read off portrait sheets says nothing of landscape ones, where a driver may turn
    the backs either way); the output line says when the other would fit more cards.

    Raises :class:`LayoutError` if ``orientation`` asks for the other one.
    """
    measured = profile.orientation
    if measured is None or orientation in (None, "auto"):
        return measured or orientation
    if orientation != measured:
        raise LayoutError(
            f"printer profile '{profile.name}' was measured on {measured} sheets, and its "
            f"offset does not hold for {orientation} ones: run deckgen calibrate "
            f"--orientation {orientation} and save it as another profile with "
            f"--orientation {orientation}"
        )
    return orientation


def print_layout(
    *,
    paper: str | None = None,
    card: str | None = None,
    bleed: str | float | None = None,
    gutter: str | float | None = None,
    margin: str | float | None = None,
    duplex: str | None = None,
    back_offset: str | tuple[float, float] | None = None,
    orientation: str | None = None,
    cut_lines: bool = False,
    corner_guides: bool = False,
    printer: str | None = None,
    calibration: bool = False,
) -> PrintLayout:
    """Build a :class:`PrintLayout` from user-facing values (strings as typed on the CLI).

    ``None`` means "the printer profile's value, else the default"; the default paper is
    the user's config, else the locale's (see :func:`~deckgen.layout.userpaper.default_paper`),
    and ``PrintLayout.paper.source`` says which. ``printer`` is a
    profile name or ``.yaml`` path (see :mod:`deckgen.layout.printers`); options given here
    win over the profile. ``back_offset`` ``"X,Y"`` was read off a portrait calibration
    sheet, ``"X,Y@landscape"`` off a landscape one. With ``calibration`` (``calibrate``,
    ``printer``) ``orientation`` is the calibration sheet's: a bare ``X,Y`` was read off it,
    ``X,Y@landscape`` alone makes it landscape, and the two must agree.
    Raises :class:`LayoutError` or :class:`TemplateError`.
    """
    profile = None
    if printer:  # the profile's model (pydantic) loads only for --printer
        from .printers import load_printer

        profile = load_printer(printer)
    measured: str | None = "portrait"  # a bare X,Y is read off a portrait calibration sheet
    source = ""
    offset_from: PrinterProfile | None = None  # the profile whose back offset is used
    if profile:
        if not paper and profile.paper:
            source = f"printer profile {profile.name}"
        paper = paper or profile.paper
        duplex = duplex or profile.duplex
        margin = profile.margin if margin is None else margin
        if back_offset is None and (duplex or "long") != "fold":
            back_offset = profile.back_offset
            offset_from = profile
            orientation = _profile_orientation(profile, orientation)
            measured = profile.orientation
    if not paper:
        paper, source = default_paper()
    paper_name, paper_w, paper_h = paper_size(paper)
    if offset_from is not None and not calibration:
        _warn_other_paper(offset_from, (paper_name, paper_w, paper_h))
    _, card_w, card_h = card_trim_size(card)
    bleed_mm = _length_mm("bleed", DEFAULT_BLEED_MM if bleed is None else bleed, 0, 6)
    offset, said = (
        parse_back_offset(back_offset) if isinstance(back_offset, str) else (back_offset, None)
    )
    if calibration:
        orientation = _calibration_orientation(orientation, said, back_offset)
        measured = orientation
    elif said:
        measured = said
    return PrintLayout(
        paper=Paper(paper_name, paper_w, paper_h, source),
        card=CardSize(card_w, card_h, bleed_mm),
        orientation=orientation or "auto",
        gutter_mm=_length_mm("gutter", gutter or 0, 0, MAX_GUTTER_MM),
        margin_mm=_length_mm(
            "margin", DEFAULT_MARGIN_MM if margin is None else margin, 0, MAX_MARGIN_MM
        ),
        duplex=duplex or "long",
        back_offset_mm=(float(offset[0]), float(offset[1])) if offset else (0.0, 0.0),
        cut_lines=cut_lines,
        corner_guides=corner_guides,
        printer=profile.name if profile else None,
        offset_orientation=measured,
        profile_offset=offset_from is not None,
    )


def other_paper_warning(profile: PrinterProfile, paper: tuple[str, float, float]) -> str:
    """The warning for ``profile``'s back offset used on ``paper`` (name, width and height
    in mm), ``""`` if it holds there: the offset was read off a calibration page printed on
    ``profile.paper``, and a printer may feed another size with another misregistration.
    ``""`` too for a zero offset or a profile that does not record its paper (saved before
    profiles did). Raises :class:`LayoutError` for an unknown paper in the profile."""
    if not profile.paper or tuple(profile.back_offset) == (0.0, 0.0):
        return ""
    measured, width, height = paper_size(profile.paper)
    name, *size = paper
    if sorted(size) == sorted((width, height)):
        return ""
    x, y = profile.back_offset
    return (
        f"printer profile '{profile.name}' was measured on {measured} paper; its back offset "
        f"{offset_words((x, y))} may not carry over to {name}: print the calibration page on "
        f"{name} "
        f"(deckgen calibrate --paper {name}) and save what you read as another profile "
        f"(deckgen printer NAME --back-offset X,Y --paper {name})"
    )


def _warn_other_paper(profile: PrinterProfile, paper: tuple[str, float, float]) -> None:
    message = other_paper_warning(profile, paper)
    if message:
        warnings.warn(LayoutWarning(message), stacklevel=3)


def _calibration_orientation(orientation: str | None, said: str | None, back_offset) -> str:
    """The orientation of a calibration sheet: ``--orientation``, else the one the back
    offset names after ``@``, else portrait. Raises :class:`LayoutError` if they differ."""
    if orientation in (None, "auto"):
        return said or "portrait"
    if said and said != orientation:
        raise LayoutError(
            f"--back-offset {back_offset} was read off a {said} calibration sheet, but "
            f"--orientation says {orientation}; give one of them, or make them agree"
        )
    return orientation
