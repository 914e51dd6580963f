"""The typed options of the jobs: one frozen dataclass per concern.

Public; re-exported from :mod:`deckgen`. A job (:mod:`deckgen.jobs`) takes the loaded model
and one of these per concern it has:

- :class:`~deckgen.PrintLayout` (paper, card size, bleed, margins, duplex; built from user
  values by :func:`~deckgen.print_layout`),
- :class:`RenderOptions`: how card faces are drawn,
- :class:`BookletOptions`: which rule booklets,
- :class:`ReferenceCards`: quick-reference cards added to the print sheets,
- :class:`ServiceOptions`: which print service to export for, at which card size,
- :class:`CardSelection`: which of the deck's cards a print job prints,
- :class:`BoxOptions`: the card box (``deckgen box``),
- :class:`OutputOptions`: where files go, and who hears of progress.

Every field has a default, so ``RenderOptions()`` is the CLI's behaviour with no option
given. The module is light (the standard library and :mod:`deckgen.defaults` only), so
the command line can import it before it knows which stage a command needs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .defaults import BOOKLET_FORMATS, DEFAULT_LANG, DEFAULT_RULESET, DEFAULT_SERVICE
from .errors import DefinitionError, LayoutError

if TYPE_CHECKING:
    from .definitions.model import Deck
    from .render.style import CardStyle
    from .rules.model import Ruleset

Progress = Callable[[int], None]
"""``progress(n)``: ``n`` more card images are ready (``len(deck.faces) + 1`` in all)."""


@dataclass(frozen=True)
class RenderOptions:
    """How card faces are drawn: everything that changes their pixels.

    ``dpi``: resolution of the card images (72-1200, checked when drawing); ``None``: the
    job's own, 300 for print files (:data:`~deckgen.DEFAULT_DPI`), 150 for the proof
    (:data:`~deckgen.PROOF_DPI`). ``style``: a loaded card style (:func:`~deckgen.load_style`);
    ``None``: the shipped ``classic``. ``lang``: the language of the rule texts printed on
    cards, the card back's name and the words on the sheets (checked by :func:`check_lang`
    when a job runs: a regional form names its base language, an unknown code is
    refused); ``None``: English, and in :func:`~deckgen.build_all` the first booklet
    language. ``cache``: reuse faces from the render cache (``False`` draws every
    face again). ``back_image``: a PNG or JPEG for the backs, instead of the deck's own
    picture or the style's design.
    """

    dpi: int | None = None
    style: CardStyle | None = None
    lang: str | None = None
    cache: bool = True
    back_image: Path | None = None


@dataclass(frozen=True)
class BookletOptions:
    """Which rule booklets to write: one per language in ``langs``, in that order.

    ``ruleset``: a shipped ruleset id, a ruleset file, or a loaded
    :class:`~deckgen.Ruleset`; ``house_rules``: shipped ids or house rule files switched on
    as well. ``format``: ``a4`` (A4 pages) or ``a5-booklet`` (A5 pages imposed two-up on A4
    landscape, for duplex short-edge printing and saddle stitching). ``style``: the look of
    the card pictures; ``None``: in :func:`~deckgen.build_all` the cards' style
    (:attr:`RenderOptions.style`), else the shipped ``classic``. ``round_length``: say in
    the goal section how many turns a round lasts, measured once per build by a seeded
    simulation of the deck and rules (:func:`~deckgen.measure_round_length`, about half a
    second). A single code given as ``langs`` is taken as one language. Raises
    :class:`DefinitionError` for an unknown format or no language.
    """

    langs: tuple[str, ...] = (DEFAULT_LANG,)
    ruleset: Ruleset | str | Path = DEFAULT_RULESET
    house_rules: tuple[str, ...] = ()
    format: str = "a4"
    style: CardStyle | None = None
    round_length: bool = False
    score_sheet: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "langs", _strings(self.langs))
        object.__setattr__(self, "house_rules", _strings(self.house_rules))
        if self.format not in BOOKLET_FORMATS:
            raise DefinitionError(
                f"unknown booklet format '{self.format}'; "
                f"choose one of: {', '.join(BOOKLET_FORMATS)}"
            )
        if not self.langs:
            raise DefinitionError("no booklet language given; give at least one, e.g. en")


@dataclass(frozen=True)
class ReferenceCards:
    """``copies`` of the quick-reference card (one per player, say) after the deck's cards
    on the print sheets, with the deck's back: the rules summary and points of ``ruleset``
    with ``house_rules`` switched on (as in :class:`BookletOptions`), in the cards'
    language (:attr:`RenderOptions.lang`); ``round_length``: also how many turns a round
    lasts, as in :class:`BookletOptions`. Raises :class:`LayoutError` if ``copies`` < 1.
    """

    copies: int = 1
    ruleset: Ruleset | str | Path = DEFAULT_RULESET
    house_rules: tuple[str, ...] = ()
    round_length: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "house_rules", _strings(self.house_rules))
        if self.copies < 1:
            raise LayoutError(f"reference card copies must be 1 or more, not {self.copies}")


BOX_KINDS = ("tuck", "two-part")


@dataclass(frozen=True)
class BoxOptions:
    """The card box (:func:`~deckgen.build_box`).

    ``paper``: a paper preset or ``WxH`` (``None``: A4); ``card``: a card preset or ``WxH``
    (``None``: the default card, 56 × 87 mm); ``caliper``: a card stock preset of
    ``templates/print/box.yaml`` (``home``: 0.30 mm a card; ``sleeved`` also widens the
    box by the sleeve) or a thickness such as ``0.27mm`` (``None``: the file's default);
    ``clearance_mm``: play around the cards in width and height (default 1 mm);
    ``kind``: ``tuck`` (one net), ``two-part`` (base and lid) or ``None`` (a tuck box if it
    fits one sheet, else a two-part box); ``reference_copies``: quick-reference cards the
    box holds besides the deck's (those :class:`ReferenceCards` prints; newcomer L3: the
    stack counted only the deck's). Raises :class:`LayoutError` for an unknown kind or a
    negative ``reference_copies``.
    """

    paper: str | None = None
    card: str | None = None
    caliper: str | None = None
    clearance_mm: float = 1.0
    kind: str | None = None
    reference_copies: int = 0

    def __post_init__(self) -> None:
        if self.kind is not None and self.kind not in BOX_KINDS:
            raise LayoutError(
                f"unknown box kind '{self.kind}'; choose one of: {', '.join(BOX_KINDS)}"
            )
        if self.reference_copies < 0:
            raise LayoutError(
                f"reference card copies must be 0 or more, not {self.reference_copies}"
            )


@dataclass(frozen=True)
class ServiceOptions:
    """Which print service :func:`~deckgen.build_service_export` writes for.

    ``service``: a shipped preset id (``tgc``, ``mpc``, ``drivethru``; the files in
    ``templates/print/services/``) or the path of a preset file of one's own. ``card``: one
    of the card sizes the preset lists (``poker``, ``bridge``); ``None``: the preset's
    default. Both are checked when the job loads the preset; the dpi and the pixel sizes
    are the preset's, so :attr:`RenderOptions.dpi` does not apply.
    """

    service: str | Path = DEFAULT_SERVICE
    card: str | None = None


SUFFIX_CHARS = 60  # a subset's file-name suffix is cut to this many characters


@dataclass(frozen=True)
class CardSelection:
    """Which of a deck's cards a print job prints (see :func:`~deckgen.select_cards`):
    all by default.

    ``only``: face ids (``red-7``) or card type ids (``draw_ten``), each card of those in
    full; a single id given as ``only`` is taken as one id. ``extras_of``: a deck (shipped
    id, file, or loaded :class:`~deckgen.Deck`): print only what the deck has beyond it.
    """

    only: tuple[str, ...] = ()
    extras_of: Deck | str | Path | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "only", _strings(self.only))

    def __bool__(self) -> bool:
        """Whether it selects anything less than the whole deck."""
        return bool(self.only) or self.extras_of is not None

    def describe(self) -> str:
        """``"only red-7"``, ``"extras of classic-108"``, both with ``", "``; ``""`` for all."""
        parts = []
        if self.extras_of is not None:
            base = getattr(self.extras_of, "id", self.extras_of)
            parts.append(f"extras of {base}")
        if self.only:
            parts.append(f"only {', '.join(self.only)}")
        return ", ".join(parts)

    def file_suffix(self) -> str:
        """What a subset adds to a file's stem so that it keeps the whole deck's file:
        ``"-only-draw_ten+red-7"``, ``"-extras-of-classic-108"`` (a base given as a file:
        its stem), both joined; ``""`` for the whole deck. Characters a file name should
        not hold become ``_``; at most :data:`SUFFIX_CHARS` characters (newcomer 9, L4)."""
        parts = []
        if self.extras_of is not None:
            base = getattr(self.extras_of, "id", None) or Path(str(self.extras_of)).stem
            parts.append(f"extras-of-{base}")
        if self.only:
            parts.append("only-" + "+".join(self.only))
        suffix = re.sub(r"[^\w.+-]+", "_", "-".join(parts))[:SUFFIX_CHARS]
        return f"-{suffix}" if suffix else ""


@dataclass(frozen=True)
class OutputOptions:
    """Where a job writes, and who hears of its progress.

    ``out_dir``: the folder to write into, with the usual file names; ``None``:
    ``output/<deck-id>/`` (the calibration sheet: ``output/``). ``progress``: called as card
    images become ready (see :data:`Progress`); ``None``: no reports. ``phase``: called with
    one short line as each phase starts (``rendering 57 card images``, ``laying out
    sheets.pdf``, ``writing booklets: en, de``), for logs where a bar cannot be drawn;
    ``None``: none. A job prints nothing: being quiet is passing neither. ``stem_suffix``:
    added to the stems of the print-sheet files (``"-only-red-7"``: ``sheets-only-red-7.pdf``,
    ``backs-only-red-7.pdf``, ``print-shop-only-red-7.pdf``); ``deckgen sheets`` sets it
    to :meth:`CardSelection.file_suffix` for a subset written into the default folder.
    ``force``: write the print sheets even when those there are up to date (made from the
    same inputs, see :func:`~deckgen.build_sheets`).
    """

    out_dir: Path | None = None
    progress: Progress | None = None
    phase: Callable[[str], None] | None = None
    stem_suffix: str = ""
    force: bool = False

    def report(self, line: str) -> None:
        """Tell ``phase`` (if any) that the phase ``line`` starts."""
        if self.phase is not None:
            self.phase(line)


def check_lang(code: str) -> str:
    """The code of the language ``code`` names if deckgen has texts in it (``en``, ``ru``,
    ``th``, ...): a regional form names its base language (``de-AT``, ``de_DE`` → ``de``).
    A path ending in ``.yaml`` is a translator's language file: checked against English
    (:func:`~deckgen.check_language_file`), then used for the language it declares.

    Raises :class:`DefinitionError` (no texts for it; the message lists the languages there
    are and suggests the one most likely meant: ``ge`` → ``de``). The CLI checks every
    ``--lang`` with it before loading or writing anything.
    """
    from .text.catalog import find_lang, load_catalog  # catalogs load only when checked

    if code.endswith((".yaml", ".yml")):
        return _use_language_file(Path(code))
    found = find_lang(code)
    load_catalog(found)
    return found


def _use_language_file(path: Path) -> str:
    """``--lang path/xx.yaml``: check the file as ``deckgen langs --check`` does and use it
    for its language; return that language's code."""
    from .reports import check_language_file
    from .text.catalog import load_catalog, use_catalog_file

    if not path.is_file():
        raise DefinitionError(f"--lang {path}: no such language file")
    checked = check_language_file(path)
    if checked.errors:
        shown = "\n".join(str(problem) for problem in checked.errors[:10])
        more = len(checked.errors) - 10
        raise DefinitionError(
            f"--lang {path}: the file has {len(checked.errors)} problem(s); fix them (all are "
            f"listed by: deckgen langs --check {path}):\n{shown}"
            + (f"\n… and {more} more" if more > 0 else "")
        )
    use_catalog_file(path, checked.lang)
    load_catalog(checked.lang)
    return checked.lang


def split_langs(items: Iterable[str] | None) -> tuple[str, ...]:
    """``["en,ru", "th"]`` → ``("en", "ru", "th")``, each checked (:func:`check_lang`), each
    once, in the order given; ``None`` or nothing → ``("en",)``.

    Raises :class:`DefinitionError` if items were given but hold no code (``--lang ""``)
    or a code deckgen has no texts for.
    """
    given = list(items or [DEFAULT_LANG])
    codes = [code.strip() for item in given for code in item.split(",")]
    result = tuple(dict.fromkeys(code for code in codes if code))
    if not result:
        raise DefinitionError("--lang: no language code given; write e.g. --lang en or en,ru")
    return tuple(dict.fromkeys(check_lang(code) for code in result))


def _strings(value: Iterable[str] | str) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)
