"""Golden files: the booklet's words and the first sheet's page plan, as text.

``tests/goldens/`` holds what deckgen composes today: the booklet content (sections,
headings, sentences, tables; not the PDF) for the official ruleset on classic-108 in every
language, English for ``party`` and for a house rule, and the page plans of classic-108's
first front and back sheet. A change that alters any of them fails here with a unified
diff. If the change is meant, regenerate them all with one switch and review the diff in
git before committing::

    DECKGEN_UPDATE_GOLDENS=1 python3 -m pytest tests/test_goldens.py

Without the switch a missing golden file fails (it is never created silently), and so
does a file in ``tests/goldens/`` that no test writes any more.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from deckgen.booklet.blocks import (
    Block,
    BookletContent,
    CardBlock,
    Para,
    ScoreGridBlock,
    TableBlock,
)
from deckgen.layout.imposition import impose
from deckgen.layout.pageplan import plan_text
from deckgen.layout.printlayout import PrintLayout
from deckgen.layout.sheets import sheets_plan
from deckgen.text.catalog import available_languages

from .booklet_helpers import compose

GOLDENS = Path(__file__).parent / "goldens"
SWITCH = "DECKGEN_UPDATE_GOLDENS"
REGENERATE = f"{SWITCH}=1 python3 -m pytest tests/test_goldens.py"
LANGUAGES = ("de", "en", "es", "fr", "hu", "it", "pl", "ru", "sq", "th")
BOOKLETS = {
    **{f"booklet/official-classic-108-{lang}.txt": ("official", (), lang) for lang in LANGUAGES},
    "booklet/party-classic-108-en.txt": ("party", (), "en"),
    "booklet/official-stacking-classic-108-en.txt": ("official", ("stacking",), "en"),
}
PLANS = {"pageplan/classic-108-sheet-1-front.txt": 0, "pageplan/classic-108-sheet-1-back.txt": 1}


def _updating() -> bool:
    return os.environ.get(SWITCH, "") not in ("", "0")


def check_golden(name: str, text: str) -> None:
    """Compare ``text`` with ``tests/goldens/<name>``; with the switch on, write it."""
    path = GOLDENS / name
    if _updating():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"golden file {path} is missing; create it with: {REGENERATE}", pytrace=False)
    golden = path.read_text(encoding="utf-8")
    if golden != text:
        diff = difflib.unified_diff(
            golden.splitlines(keepends=True),
            text.splitlines(keepends=True),
            f"tests/goldens/{name} (golden)",
            f"tests/goldens/{name} (now)",
        )
        pytest.fail(
            f"output differs from the golden file tests/goldens/{name}:\n{''.join(diff)}\n"
            f"If the change is meant, regenerate the goldens with: {REGENERATE}\n"
            "and review the changes with git diff tests/goldens/",
            pytrace=False,
        )


def booklet_text(content: BookletContent) -> str:
    """The booklet's content, one line per heading, paragraph, table row or card line."""
    lines = [f"# {content.title}", content.subtitle]
    if content.agree:
        lines += ["", *_block(content.agree)]
    for section in content.sections:
        lines += ["", f"## {section.title}  [{section.key}]"]
        for block in section.blocks:
            lines += _block(block)
    lines += ["", f"footer: {content.footer}", f"running footer: {content.running_footer}"]
    lines += [f"fallback: {fallback}" for fallback in content.fallbacks]
    return "\n".join(lines) + "\n"


def _block(block: Block) -> list[str]:
    if isinstance(block, Para):
        marks = {"body": "", "bullet": "- ", "subhead": "### ", "note": "note: "}
        return [f"{marks.get(block.kind, block.kind + ': ')}{block.text}"]
    if isinstance(block, TableBlock):
        rows = [f"| {' | '.join(row)} |" for row in block.rows]
        return [*rows, "(last row: total)"] if block.total_row else rows
    if isinstance(block, CardBlock):
        return [f"[card {block.face.id}] {block.title}", *(f"  {line}" for line in block.lines)]
    if isinstance(block, ScoreGridBlock):
        return [f"[score grid] {block.round_label} + {block.players} player columns"]
    return [f"[box] {block.title}", *(f"  {line}" for line in block.lines)]


def test_every_shipped_language_has_a_booklet_golden():
    assert set(LANGUAGES) == set(available_languages())


@pytest.mark.parametrize("name", sorted(BOOKLETS))
def test_booklet_text(name):
    ruleset, house, lang = BOOKLETS[name]
    check_golden(name, booklet_text(compose("classic-108", ruleset, house, lang)))


@pytest.fixture(scope="module")
def plan(classic):
    return sheets_plan(classic, impose(PrintLayout()))


@pytest.mark.parametrize("name", sorted(PLANS))
def test_page_plan_text(name, plan):
    check_golden(name, plan_text(plan.pages[PLANS[name]]))


def test_no_stale_golden_files():
    """Every file in tests/goldens/ is written by a test here (the switch removes the rest)."""
    known = set(BOOKLETS) | set(PLANS)
    found = {p.relative_to(GOLDENS).as_posix() for p in GOLDENS.rglob("*.txt")}
    stale = sorted(found - known)
    if stale and _updating():
        for name in stale:
            (GOLDENS / name).unlink()
        return
    assert not stale, f"golden files no test writes: {stale}; remove them with: {REGENERATE}"
