"""The preview's state: the deck and choices shown, the last good render, its error.

Internal. No web code here: :mod:`.server` calls :meth:`PreviewSession.render_cards` and
:meth:`PreviewSession.render_booklet` in a worker thread and serves what they keep.
Faces go through :func:`~deckgen.render_deck` and so through the render cache: after an
edit only the faces whose inputs changed are drawn again, and only those get a new PNG.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import tempfile
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..booklet.document import build_booklet
from ..definitions.loader import load_deck, resolve_deck_path
from ..definitions.reader import find_definition, read_definition
from ..definitions.resolve import DECK, find_parent
from ..errors import DeckgenError
from ..jobs import build_all
from ..options import BookletOptions, OutputOptions, RenderOptions, check_lang
from ..render.deckrender import render_deck
from ..render.facedata import FaceImage
from ..render.style import STYLE, load_style, shipped_style_ids
from ..reports import deck_info, house_rule_report
from ..rules.loader import RULESET, load_ruleset, shipped_ruleset_ids
from ..text.catalog import available_languages

PREVIEW_DPI = 110
"""Faces on the page: enough for a screen, cheap to draw (cached apart from print dpi)."""
BOOKLET_SCALE = 1.2  # booklet page images: 1.2 px per PDF point (86 dpi)


@dataclass(frozen=True)
class Choice:
    """What the selectors on the page set: style, language, ruleset, house rules."""

    style: str
    lang: str
    ruleset: str
    house_rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Picture:
    """A PNG to serve: ``digest`` names its content (the page's URLs carry it)."""

    png: bytes
    digest: str


@dataclass
class Shown:
    """The last good render: faces by id (with label and count), back, info table."""

    faces: dict[str, Picture] = field(default_factory=dict)
    rows: list[dict[str, Any]] = field(default_factory=list)
    back: Picture | None = None
    info: dict[str, Any] = field(default_factory=dict)
    pages: list[Picture] = field(default_factory=list)
    pdf: bytes | None = None


def _picture(png: bytes) -> Picture:
    return Picture(png, hashlib.sha256(png).hexdigest()[:16])


class PreviewSession:
    """One deck file previewed with one :class:`Choice` at a time.

    ``version`` counts the renders of faces, ``booklet_version`` those of the booklet;
    ``error``/``booklet_error`` hold the message of the last failed attempt (the same
    ``file:line:column: key: message`` lines ``deckgen validate`` prints, each after
    ``error:``), ``None`` after a good one. What was shown last stays in ``shown``.
    """

    def __init__(self, deck: str | Path, choice: Choice, out_dir: Path | None = None) -> None:
        self.deck_path = resolve_deck_path(deck)  # DefinitionError if it names nothing
        self._check_choice_sources(choice)
        self.initial = choice
        self.choice = choice
        self.out_dir = out_dir
        self.shown = Shown()
        self.version = 0
        self.booklet_version = 0
        self.error: str | None = None
        self.booklet_error: str | None = None
        self.deck_name = ""
        self.deck_id = ""
        self._by_key: dict[str, Picture] = {}  # render cache key → its PNG
        self._cards_lock = threading.Lock()
        self._booklet_lock = threading.Lock()
        self._tmp = tempfile.TemporaryDirectory(prefix="deckgen-preview-")
        self._closed = False
        self._extra_files: set[Path] = set()

    @staticmethod
    def _check_choice_sources(choice: Choice) -> None:
        check_lang(choice.lang)
        find_definition(choice.style, STYLE)
        find_definition(choice.ruleset, RULESET)

    def options(self) -> dict[str, list[str]]:
        """What each selector offers: shipped ids, plus what the command line named."""
        return {
            "styles": list(dict.fromkeys([*shipped_style_ids(), self.initial.style])),
            "langs": available_languages(),
            "rulesets": list(dict.fromkeys([*shipped_ruleset_ids(), self.initial.ruleset])),
            "house_rules": self._house_rule_ids(),
        }

    def _house_rule_ids(self) -> list[str]:
        try:
            shipped = [info.id for info in house_rule_report()]
        except DeckgenError:
            shipped = []
        return list(dict.fromkeys([*shipped, *self.initial.house_rules]))

    def choose(self, wanted: dict[str, Any]) -> Choice:
        """The choice the page asks for, each value one the selectors offer (never a path
        the page made up). Raises :class:`ValueError` naming the value otherwise."""
        offered = self.options()
        style, lang, ruleset = wanted.get("style"), wanted.get("lang"), wanted.get("ruleset")
        rules = wanted.get("house_rules", [])
        if style not in offered["styles"]:
            raise ValueError(f"unknown style {style!r}")
        if lang not in offered["langs"]:
            raise ValueError(f"unknown language {lang!r}")
        if ruleset not in offered["rulesets"]:
            raise ValueError(f"unknown ruleset {ruleset!r}")
        if not isinstance(rules, list) or any(r not in offered["house_rules"] for r in rules):
            raise ValueError(f"unknown house rules {rules!r}")
        self.choice = Choice(str(style), str(lang), str(ruleset), tuple(rules))
        return self.choice

    def watched_files(self) -> set[Path]:
        """The files whose change re-renders: the deck and the files it extends, its back
        image, the style, the ruleset, house rule files and the style's back image."""
        files = {*self._deck_chain(), *self._extra_files}
        for ref, kind in ((self.choice.style, STYLE), (self.choice.ruleset, RULESET)):
            with contextlib.suppress(DeckgenError):
                files.add(find_definition(ref, kind).resolve())
        files.update(Path(h).resolve() for h in self.choice.house_rules if Path(h).is_file())
        return files

    def _deck_chain(self) -> list[Path]:
        chain = [self.deck_path.resolve()]
        while len(chain) <= 10:
            try:
                data = read_definition(chain[-1], DECK).data
                ref = data.get("extends") if isinstance(data, dict) else None
                parent = find_parent(chain[-1], str(ref)) if ref else None
            except (OSError, DeckgenError):
                break
            if parent is None or parent.resolve() in chain:
                break
            chain.append(parent.resolve())
        return chain

    def render_cards(self) -> bool:
        """Load and render the deck's faces and back; ``True`` if it worked. On an error the
        last good render stays and ``error`` holds the message."""
        with self._cards_lock:
            choice = self.choice
            try:
                deck = load_deck(self.deck_path)
                style = load_style(choice.style)
                lang = check_lang(choice.lang)
                rendered = render_deck(deck, style, dpi=PREVIEW_DPI, lang=lang)
            except DeckgenError as exc:
                self.error = "\n".join(f"error: {line}" for line in str(exc).splitlines())
                return False
            pngs = {}
            for face_id, image in rendered.faces.items():
                pngs[face_id] = self._png(image)
            back = self._png(rendered.back) if rendered.back else None
            rows = [
                {"id": fc.face.id, "label": fc.face.card_type.name, "count": fc.count}
                for fc in deck.faces
            ]
            self._extra_files = {p.resolve() for p in (deck.back_image, style.back.image) if p}
            self.shown = replace(
                self.shown, faces=pngs, rows=rows, back=back, info=_info_table(deck)
            )
            self.deck_name, self.deck_id = deck.name_in(lang), deck.id
            self.error = None
            self.version += 1
            return True

    def _png(self, face: FaceImage) -> Picture:
        """The face as a PNG, encoded once per render cache key."""
        known = self._by_key.get(face.key)
        if known is not None:
            return known
        buffer = io.BytesIO()
        face.to_image().save(buffer, format="PNG")
        picture = self._by_key[face.key] = _picture(buffer.getvalue())
        if len(self._by_key) > 2000:  # a long session: forget the oldest
            self._by_key = dict(list(self._by_key.items())[-1000:])
        return picture

    def render_booklet(self) -> bool:
        """Write the booklet into a private folder and rasterise its pages (pypdfium2)."""
        import pypdfium2

        with self._booklet_lock:
            choice = self.choice
            try:
                deck = load_deck(self.deck_path)
                rules = load_ruleset(choice.ruleset, choice.house_rules, deck=deck)
                result = build_booklet(
                    deck,
                    rules,
                    check_lang(choice.lang),
                    Path(self._tmp.name),
                    style=load_style(choice.style),
                )
                pdf = result.path.read_bytes()
            except DeckgenError as exc:
                self.booklet_error = "\n".join(f"error: {x}" for x in str(exc).splitlines())
                return False
            finally:
                if self._closed:  # closed while this render ran: it may have made the folder again
                    self._tmp.cleanup()
            if self._closed:
                return False
            pages = []
            document = pypdfium2.PdfDocument(pdf)
            try:
                for page in document:
                    buffer = io.BytesIO()
                    page.render(scale=BOOKLET_SCALE).to_pil().save(buffer, format="PNG")
                    page.close()
                    pages.append(_picture(buffer.getvalue()))
            finally:
                document.close()
            self.shown = replace(self.shown, pages=pages, pdf=pdf)
            self.booklet_error = None
            self.booklet_version += 1
            return True

    def build(self) -> list[Path]:
        """Write the real outputs as ``deckgen build`` would with this choice: the print
        sheets and the booklet. Raises :class:`DeckgenError` as ``build`` does."""
        choice = self.choice
        deck = load_deck(self.deck_path)
        result = build_all(
            deck,
            render=RenderOptions(style=load_style(choice.style)),
            booklet=BookletOptions(
                langs=(choice.lang,), ruleset=choice.ruleset, house_rules=choice.house_rules
            ),
            output=OutputOptions(self.out_dir),
        )
        return [result.sheets.path, *(b.path for b in result.booklets.booklets)]

    def close(self) -> None:
        """Remove the private folder of booklet files. Safe to call more than once; a booklet
        render still running in its thread (the server never waits for one) removes the
        folder again when it ends, so nothing is left in the temporary folder."""
        self._closed = True
        self._tmp.cleanup()


def _info_table(deck: Any) -> dict[str, Any]:
    """``deckgen info``'s table as data: colours, one row per card type, the totals."""
    report = deck_info(deck)
    return {
        "title": f"{deck.name} ({deck.id})",
        "colors": list(deck.colors),
        "rows": [
            {
                "label": row.label,
                "per_color": [row.per_color[c] or "" for c in deck.colors],
                "wild": row.wild_count or "",
                "total": row.total,
                "points": row.points,
                "effect": row.effect,
            }
            for row in report.rows
        ],
        "total": deck.total_cards,
        "points": deck.total_points,
    }
