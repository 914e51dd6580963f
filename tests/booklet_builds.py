"""Whole booklet PDFs the tests read back, written once per run for the same inputs.

Several tests read the same booklet (the classic deck's standard rules in English, Russian,
Thai): :func:`booklet_pdf` writes it once for the whole run (the pytest-xdist workers share
it through :mod:`tests.shared_cache`) and :func:`page_texts` reads its text once per
process. Callers read the file and must not write into its folder; a test that checks how
a booklet is written (a spy, a second build to compare bytes, options) builds its own.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from functools import cache
from pathlib import Path

from pypdf import PdfReader

from deckgen import build_booklet
from deckgen.booklet.document import BookletResult

from .booklet_helpers import deck
from .shared_cache import shared


def booklet_pdf(
    deck_id: str = "classic-108",
    ruleset: str = "official",
    lang: str = "en",
    house: tuple[str, ...] | list[str] = (),
    format: str = "a4",
) -> BookletResult:
    """The booklet :func:`deckgen.build_booklet` writes for ``deck_id`` (a shipped deck id,
    a test deck of :data:`tests.booklet_helpers.TEST_DECKS` or a file path), ``ruleset``
    (an id or path), ``lang``, ``house`` rules and ``format`` (``a4`` or ``a5-booklet``),
    written once per run into the run's shared folder (a temporary folder outside pytest).
    Raises what :func:`~deckgen.build_booklet` raises."""
    return _booklet_pdf(deck_id, ruleset, lang, tuple(house), format)


@cache
def _booklet_pdf(
    deck_id: str, ruleset: str, lang: str, house: tuple[str, ...], format: str
) -> BookletResult:
    key = (deck_id, str(ruleset), lang, house, format)

    def write() -> BookletResult:
        root = os.environ.get("DECKGEN_TEST_SHARED_DIR")
        if root:
            digest = hashlib.sha256(repr(key).encode("utf-8")).hexdigest()[:40]
            # one folder per process: two workers writing the same booklet at once each
            # keep their own file (the bytes are the same)
            folder = Path(root) / "booklet-pdf-files" / f"{digest}-{os.getpid()}"
        else:
            folder = Path(tempfile.mkdtemp(prefix="deckgen-test-booklet-"))
        return build_booklet(deck(deck_id), ruleset, lang, folder, house_rules=house, format=format)

    return shared("booklet-pdf", key, write)


@cache
def page_texts(path: Path) -> tuple[str, ...]:
    """Each page's text as pypdf extracts it, read once per process: for the files of
    :func:`booklet_pdf` (never written again within a run), not for a test's own files."""
    return tuple(page.extract_text() for page in PdfReader(path).pages)
