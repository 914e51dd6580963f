"""Which rules a booklet or a sheets file's reference cards were made for, recorded in the
PDF itself and read back (newcomer 12, M1: ``sheets --reference-card`` without the house
rules silently replaced the house-rule reference cards ``build`` had written, while the
booklet beside them still said the house rules).

Internal. The record is the PDF's Creator (the application that made the document, which
PDF viewers show under "Application"): ``deckgen; rules: official + stacking +
/home/me/oubli-uno.yaml``, the ruleset (its id when shipped, else its file) and then the
house rules switched on besides those the ruleset file lists (each rule's
:attr:`~deckgen.rules.model.HouseRule.reference`: its id, or its file). Print sheets
without reference cards, and files deckgen wrote before, say only ``deckgen``: their rules
are unknown, never guessed.
"""

from __future__ import annotations

import re
from pathlib import Path

from .defaults import DEFAULT_RULESET
from .layout.sheetsresult import SheetsResult, info_entry
from .resources import rulesets_dir
from .rules.model import Ruleset

CREATOR = "deckgen"
_MARK = "; rules: "
_JOIN = " + "


def rules_tag(ruleset: Ruleset) -> str:
    """``official + stacking + /home/me/oubli-uno.yaml``: the ruleset (its id when it is
    a shipped one, else the path of its file) and the house rules on besides those it lists,
    in the order given. What :func:`creator` records and :func:`rules_args` turns back into
    options."""
    source = ruleset.source
    shipped = source is None or Path(source).resolve().parent == rulesets_dir().resolve()
    parts = [ruleset.id if shipped else str(source)]
    parts.extend(rule.reference for rule in ruleset.added)
    return _JOIN.join(parts)


def creator(tag: str) -> str:
    """The PDF Creator recording the rules ``tag`` (:func:`rules_tag`); ``deckgen`` alone
    for an empty tag (print sheets without reference cards)."""
    return f"{CREATOR}{_MARK}{tag}" if tag else CREATOR


def recorded_rules(path: Path) -> str | None:
    """The rules tag the PDF at ``path`` records in its Creator (:func:`creator`), read
    without a PDF library; ``None`` if there is no such file, it is not deckgen's or it
    records no rules (sheets without reference cards, a file from before the record)."""
    text = info_entry(path, "Creator")
    if text is None or not text.startswith(CREATOR + _MARK):
        return None
    return text.removeprefix(CREATOR + _MARK) or None


def rules_args(tag: str) -> str:
    """The command-line options that switch on the rules of ``tag``: ``--ruleset party
    --house-rule stacking`` (no ``--ruleset`` for the default one); empty for the default
    ruleset alone."""
    ruleset, *house = tag.split(_JOIN)
    args = [] if ruleset == DEFAULT_RULESET else [f"--ruleset {_quoted(ruleset)}"]
    args.extend(f"--house-rule {_quoted(rule)}" for rule in house)
    return " ".join(args)


def house_rules_in(tag: str) -> tuple[str, ...]:
    """The house rules of ``tag`` (:func:`rules_tag`): those after the ruleset."""
    return tuple(tag.split(_JOIN)[1:])


def reference_rules_note(result: SheetsResult, deck: str, *, build: bool = False) -> str:
    """The note for reference cards just written (``deckgen sheets --reference-card``, or
    with ``build`` ``deckgen build --reference-card``) that are for other rules than a rule
    booklet beside them (``rules-*.pdf``) or than the reference cards on the sheets file
    they replaced, as the PDFs record them (:func:`recorded_rules`; a file that records
    none is not guessed at): both rule sets and the command that makes them match, ``deck``
    (the deck as the user named it) in it. Empty otherwise, and for replaced cards when a
    booklet beside them has the new cards' rules (they were just made to match it)."""
    new = result.rules
    if not new or result.up_to_date:
        return ""
    other: dict[str, list[str]] = {}  # the booklets' rules → their file names
    agree = False  # a booklet beside them is for the same rules
    for booklet in sorted(result.path.parent.glob("rules-*.pdf")):
        tag = recorded_rules(booklet)
        agree = agree or tag == new
        if tag is not None and tag != new:
            other.setdefault(tag, []).append(booklet.name)
    if other:
        old, names = next(iter(other.items()))
        held = f"{', '.join(names[:-1])} and {names[-1]}" if len(names) > 1 else names[0]
        held += f" beside them {'were' if len(names) > 1 else 'was'} made for {_shown(old)}"
        if build:  # the booklets of this run match: make the others again
            langs = ",".join(name.removeprefix("rules-").removesuffix(".pdf") for name in names)
            fix = f"deckgen booklet {deck} --lang {langs} {rules_args(new)}"
            what = "for booklets that match the cards"
        else:
            fix = f"deckgen sheets {deck} --reference-card {rules_args(old)}"
            what = "for cards that match the booklet, with this run's other options"
    elif not agree and result.replaced_rules is not None and result.replaced_rules != new:
        old = result.replaced_rules  # and not made to match a booklet
        held = f"they replaced reference cards for {_shown(old)}"
        fix = f"deckgen {'build' if build else 'sheets'} {deck} --reference-card {rules_args(old)}"
        what = "to print those again, with this run's other options"
    else:
        return ""
    return (
        f"the reference cards in {result.path} are for {_shown(new)}, but {held}; "
        f"{what}: {fix.strip()}"
    )


def _shown(tag: str) -> str:
    """``'official + stacking'``, or ``'official' with no house rules``."""
    return f"'{tag}'" if house_rules_in(tag) else f"'{tag}' with no house rules"


def _quoted(word: str) -> str:
    return f"'{word}'" if re.search(r"[^\w./+-]", word) else word
