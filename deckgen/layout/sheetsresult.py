"""What ``deckgen sheets`` wrote (:class:`SheetsResult`) and the names of its files.

Internal; :class:`deckgen.SheetsResult` is public. Apart from :mod:`.sheets`, which draws
the pages with ReportLab, so a sheets PDF found up to date (:mod:`deckgen.stamp`) is
reported without importing the PDF writer (issue 19).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BACKS_FILE = "backs.pdf"
SHEETS_STEM = "sheets"


def backs_name(sheets_name: str) -> str:
    """The backs file beside a sheets file: ``backs.pdf``, or ``backs-only-red-7.pdf`` for
    ``sheets-only-red-7.pdf`` (the subset's suffix kept; see ``OutputOptions.stem_suffix``)."""
    stem = sheets_name.rpartition(".")[0]
    if stem.startswith(SHEETS_STEM + "-"):
        return f"backs{stem.removeprefix(SHEETS_STEM)}.pdf"
    return BACKS_FILE


@dataclass(frozen=True)
class SheetsResult:
    """What was written: the PDF path(s), page count, cards per page, how laid out.
    ``up_to_date``: nothing was written, the files there were made from the same inputs
    (see :func:`deckgen.build_sheets`)."""

    path: Path
    pages: int
    cards_per_page: int
    cards: int
    orientation: str = "portrait"
    duplex: str = "long"
    backs_path: Path | None = None
    why: tuple[str, ...] = ()  # why this layout (see :func:`~deckgen.layout.imposition.impose`)
    up_to_date: bool = False
    # how many cards the file at ``path`` held before this run replaced it (its PDF subject
    # says); None when there was no such file, it was not deckgen's sheets or nothing was
    # written
    replaced_cards: int | None = None
    # the rules the reference cards on these sheets are for (:func:`deckgen.rulestag.
    # rules_tag`; "" without reference cards), and those of the reference cards on the file
    # this run replaced (None: none, or not recorded); newcomer 12, M1
    rules: str = ""
    replaced_rules: str | None = None

    def to_data(self) -> dict[str, Any]:
        """The result as JSON data (paths as strings; see :meth:`from_data`)."""
        return {
            "path": str(self.path),
            "pages": self.pages,
            "cards_per_page": self.cards_per_page,
            "cards": self.cards,
            "orientation": self.orientation,
            "duplex": self.duplex,
            "backs_path": None if self.backs_path is None else str(self.backs_path),
            "why": list(self.why),
        }

    @classmethod
    def from_data(cls, data: dict[str, Any], *, up_to_date: bool = False) -> SheetsResult:
        """The result :meth:`to_data` gave (``up_to_date``: found so, nothing written).
        Raises ``KeyError``, ``TypeError`` or ``ValueError`` for other data."""
        backs = data["backs_path"]
        return cls(
            Path(data["path"]),
            int(data["pages"]),
            int(data["cards_per_page"]),
            int(data["cards"]),
            str(data["orientation"]),
            str(data["duplex"]),
            None if backs is None else Path(backs),
            tuple(str(reason) for reason in data["why"]),
            up_to_date,
        )


_ESCAPE = re.compile(rb"\\([0-7]{1,3}|.)", re.S)
_ESCAPED = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}


def cards_held(path: Path) -> int | None:
    """How many cards the print sheets at ``path`` hold, read off the PDF subject deckgen
    writes (``pdf.cards`` first in every language: "cards: 112; …", "Karten: 112; …"),
    without a PDF library (print sheets load none); ``None`` if there is no such file or
    its subject says no count (not deckgen's sheets). Used to say when a run replaces
    sheets that held other cards (newcomer 11, L2)."""
    subject = info_entry(path, "Subject")
    number = None if subject is None else re.search(r"[0-9]+", subject)
    return int(number.group()) if number else None


def info_entry(path: Path, name: str) -> str | None:
    """The text of the PDF at ``path``'s document-information entry ``name`` ("Subject",
    "Creator"), written by deckgen as a literal string, read without a PDF library (print
    sheets load none); ``None`` if there is no such file or entry."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    found = re.search(rb"/" + name.encode() + rb" \(((?:[^\\)]|\\.)*)\)", data, re.S)
    return None if found is None else pdf_string(found.group(1))


def pdf_string(literal: bytes) -> str:
    """The text of a PDF literal string's bytes (between its parentheses): escapes undone,
    UTF-16 with its byte-order mark or else PDFDocEncoding read as Latin-1."""
    raw = _ESCAPE.sub(lambda m: _unescape(m.group(1)), literal)
    if raw[:2] == b"\xfe\xff":
        return raw[2:].decode("utf-16-be", "replace")
    return raw.decode("latin-1")


def _unescape(code: bytes) -> bytes:
    """One PDF string escape's byte (``\\101`` → ``A``, ``\\n`` → a newline, ``\\(`` → ``(``)."""
    if code[:1].isdigit():
        return bytes([int(code, 8) & 0xFF])
    return _ESCAPED.get(code, code)
