"""Hypothesis strategies for malformed definition files (decks, styles, rulesets, languages).

Each strategy starts from a shipped file and breaks it in one way that makes it invalid by
construction, so every example must end in a :class:`DeckgenError` naming the file:

- a required top-level key removed;
- an unknown key (odd unicode allowed) added to some mapping, holding a value no field takes;
- a value replaced by one of the wrong type (a mapping for text, text for a number);
- a number replaced by a huge, infinite or not-a-number value;
- a value replaced by nesting deeper than the reader allows (flow or block style);
- a control character or an invalid id/colour written in odd unicode;
- broken YAML appended (unclosed brackets and quotes, undefined aliases, stray values);
- arbitrary text, or binary junk that is not UTF-8.
"""

from __future__ import annotations

import copy
import functools
from pathlib import Path

import yaml
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    "deck": ROOT / "rulesets/decks/classic-108.yaml",
    "style": ROOT / "templates/full-bleed.yaml",  # every key (classic adds a border)
    "ruleset": ROOT / "rulesets/official.yaml",
    "lang": ROOT / "rulesets/lang/ru.yaml",
}
REQUIRED = {
    "deck": ["id", "name", "colors", "cards"],
    "style": ["id", "name", "colors", "wild_field", "ellipse", "ink", "back", "fonts"],
    "ruleset": ["id", "name", "players", "hand_size", "scoring"],
    "lang": ["language", "name", "native_name", "texts"],
}
# fields whose text must match a pattern (ids, colours, language codes)
PATTERNED = {
    "deck": [("id",), ("colors", 0)],
    "style": [("colors", "red"), ("ink",), ("back", "field")],
    "ruleset": [("id",)],
    "lang": [("language",)],
}
BROKEN_YAML = [
    "zz: [unclosed, list",
    'zz: "unclosed quote',
    "zz: {a: 1, b: [2",
    "zz: *undefined_alias",
    "zz: value: another",
    "- a list item after a mapping",
    "zz: !!binary not base64 at all ~~",
    "zz: |\n bad\n  indent\n wrong: [",
    "\tzz: tab-indented",
    "? [complex, key]\n: value",
    "zz: &a [1, *a]",
    "<<: {merged: 1}",
]
JUNK_VALUE = [[{"junk": [None]}]]  # a nested list: no field of any file takes one


def original(kind: str) -> dict:
    """The shipped file of ``kind`` as plain data (keys and values as YAML 1.1 reads them);
    a fresh copy each call, for the caller to break."""
    return copy.deepcopy(_parsed(kind))


@functools.cache
def _parsed(kind: str) -> dict:
    # read once per process: every example starts from it (the Russian catalog takes
    # ~0.1 s to parse with PyYAML's Python loader)
    return yaml.safe_load(SOURCES[kind].read_text(encoding="utf-8"))


def _paths(node, prefix=()):
    """Every key path in ``node``, parents before children."""
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


def _get(node, path):
    for part in path:
        node = node[part]
    return node


def _set(node, path, value):
    _get(node, path[:-1])[path[-1]] = value


def _dump(data) -> bytes:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=200).encode("utf-8")


# Every character UTF-8 can encode: all but the surrogates (category Cs). Not
# ``codec="utf-8"``: the same set, but Hypothesis then tries to encode each of the 1.1
# million code points once per process unless its .hypothesis cache holds the answer (~2 s
# on a fresh CI checkout, per xdist worker).
odd_text = st.text(alphabet=st.characters(exclude_categories=("Cs",)), min_size=1, max_size=30)


@st.composite
def missing_key(draw, kind):
    data = original(kind)
    del data[draw(st.sampled_from(REQUIRED[kind]))]
    return _dump(data)


@st.composite
def unknown_key(draw, kind):
    data = original(kind)
    mappings = [p for p in _paths(data) if isinstance(_get(data, p), dict)]
    where = draw(st.sampled_from(mappings))
    key = "zz" + draw(odd_text)
    _get(data, where)[key] = copy.deepcopy(JUNK_VALUE)
    return _dump(data)


@st.composite
def wrong_type(draw, kind):
    data = original(kind)
    path = draw(st.sampled_from([p for p in _paths(data) if p]))
    value = _get(data, path)
    if isinstance(value, bool):
        replacement = draw(st.sampled_from(["maybe", "yes please", "[true]"]))
    elif isinstance(value, int | float):
        replacement = "not-a-number-" + draw(odd_text)
    else:
        replacement = copy.deepcopy(JUNK_VALUE)
    _set(data, path, replacement)
    return _dump(data)


@st.composite
def huge_number(draw, kind):
    data = original(kind)
    numbers = [
        p
        for p in _paths(data)
        if p and isinstance(_get(data, p), int | float) and not isinstance(_get(data, p), bool)
    ]
    if not numbers:  # a language file has no numbers: put one where text belongs
        numbers = [("language",)]
    path = draw(st.sampled_from(numbers))
    digits = draw(st.integers(min_value=12, max_value=6000))
    sign = draw(st.sampled_from(["", "-", "+"]))
    text = draw(
        st.sampled_from([sign + "9" * digits, f"{sign}1e{digits}", ".inf", "-.inf", ".nan"])
    )
    marker = "__HUGE__"
    _set(data, path, marker)
    return _dump(data).replace(marker.encode(), text.encode())


@st.composite
def deep_nesting(draw, kind):
    data = original(kind)
    path = draw(st.sampled_from([p for p in _paths(data) if p]))
    depth = draw(st.integers(min_value=70, max_value=20_000))
    marker = "__DEEP__"
    _set(data, path, marker)
    if draw(st.booleans()):
        deep = "[" * depth + "]" * depth
    else:
        depth = min(depth, 600)  # block style: each level indents; keep the file small
        deep = "".join(f"\n{'  ' * (i + 1)}k{i}:" for i in range(depth)) + " 1"
    return (
        _dump(data)
        .replace(f"'{marker}'".encode(), deep.encode())
        .replace(marker.encode(), deep.encode())
    )


@st.composite
def odd_unicode(draw, kind):
    data = original(kind)
    if draw(st.booleans()):
        path = draw(st.sampled_from(PATTERNED[kind]))
        _set(data, path, draw(odd_text) + "\u202e\u0301 ")
        return _dump(data)
    control = draw(st.sampled_from(["\x00", "\x07", "\x1b", "\x7f", "\x85\x00", "\ufffe"]))
    text = _dump(data).decode("utf-8")
    at = draw(st.integers(0, len(text)))
    return (text[:at] + control + text[at:]).encode("utf-8")


@st.composite
def broken_yaml(draw, kind):
    lines = SOURCES[kind].read_text(encoding="utf-8").splitlines()
    cut = draw(st.integers(0, len(lines)))
    fragment = draw(st.sampled_from(BROKEN_YAML))
    return ("\n".join([*lines[:cut], fragment]) + "\n").encode("utf-8")


@st.composite
def junk(draw, kind):
    if draw(st.booleans()):
        return draw(st.sampled_from([b"\xff", b"\xc3\x28", b"\x00"])) + draw(st.binary())
    return draw(odd_text).encode("utf-8")


MUTATIONS = [
    missing_key,
    unknown_key,
    wrong_type,
    huge_number,
    deep_nesting,
    odd_unicode,
    broken_yaml,
    junk,
]


def malformed(kind: str) -> st.SearchStrategy[bytes]:
    """Bytes of a malformed file of ``kind`` (deck, style, ruleset, lang)."""
    return st.one_of([mutation(kind) for mutation in MUTATIONS])
