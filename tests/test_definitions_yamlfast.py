"""The YAML reader composes with libyaml (PyYAML's C loader) when it safely can, and gives
exactly what the strict Python loader gives: the same values, quotes, marks and problems;
every refused file still gets the Python loader's own message."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from deckgen.definitions import yamlfile
from deckgen.errors import DefinitionError
from deckgen.resources import decks_dir, rulesets_dir, templates_dir

SHIPPED = sorted(
    p for folder in (decks_dir(), rulesets_dir(), templates_dir()) for p in folder.rglob("*.yaml")
)


def _slow(path: Path, monkeypatch: pytest.MonkeyPatch) -> yamlfile.LocatedDocument:
    with monkeypatch.context() as patch:
        patch.setattr(yamlfile, "_fast_compose", lambda text: yamlfile._NOT_FAST)
        return yamlfile.read_yaml(path)


def _shape(value):
    """``value`` with each scalar's quoting and place kept, for comparing two reads."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(v) for v in value]
    if isinstance(value, yamlfile.Scalar):
        return (str(value), value.quoted, value.where)
    return value


def test_shipped_files_are_composed_by_libyaml():
    assert SHIPPED
    for path in SHIPPED:
        text = path.read_text(encoding="utf-8")
        assert yamlfile._fast_compose(text) is not yamlfile._NOT_FAST, path


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_libyaml_reads_a_shipped_file_as_the_python_loader_does(path, monkeypatch):
    fast, slow = yamlfile.read_yaml(path), _slow(path, monkeypatch)
    assert _shape(fast.data) == _shape(slow.data)
    assert fast.marks == slow.marks
    assert fast.problems == slow.problems


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\na: 2\nb: '+2'\nc: \"x\"\nd: ~\ne:\n  - [1, 2]\n  - {k: v}\n",
        "base: &b {x: 1}\nuse: *b\nlist: [*b, *b]\n",
        "text: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
    ],
)
def test_small_documents_read_alike(tmp_path, monkeypatch, text):
    path = tmp_path / "d.yaml"
    path.write_text(text, encoding="utf-8")
    fast, slow = yamlfile.read_yaml(path), _slow(path, monkeypatch)
    assert (_shape(fast.data), fast.marks, fast.problems) == (
        _shape(slow.data),
        slow.marks,
        slow.problems,
    )


@pytest.mark.parametrize(
    "text",
    [
        "a: " + "[" * 40 + "]" * 40 + "\n",  # deep: the Python scanner's depth message
        "a: " + "[" * 3000 + "]" * 3000 + "\n",  # too deep for libyaml to be asked
        "a: b: c\n",  # a syntax error: the Python parser's words
        "a: &x [*x]\n",  # an alias inside its own anchor
        "".join(f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]\n" for i in range(1, 9)).replace(
            "*l0", "x"
        ),  # "billion laughs": the builder's node limit
    ],
)
def test_refused_files_get_the_python_loaders_message(tmp_path, monkeypatch, text):
    if text.startswith("l1: &l1"):
        # the same refusal at a lower limit: both loaders expanded 200,000 values before
        # it (the shipped limit: test_definitions, test_definitions_errors)
        monkeypatch.setattr(yamlfile, "MAX_NODES", 2_000)
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    messages = []
    for read in (yamlfile.read_yaml, lambda p: _slow(p, monkeypatch)):
        try:
            doc = read(path)
            messages.append(("read", _shape(doc.data) if len(str(doc.data)) < 10_000 else None))
        except (DefinitionError, RecursionError) as exc:
            messages.append((type(exc).__name__, str(exc)))
    assert messages[0] == messages[1]


def test_without_libyaml_the_python_loader_reads(tmp_path, monkeypatch):
    path = tmp_path / "d.yaml"
    path.write_text("a: [1, 2]\n", encoding="utf-8")
    monkeypatch.delattr(yaml, "CSafeLoader")
    assert yamlfile._fast_compose("a: 1\n") is yamlfile._NOT_FAST
    assert yamlfile.read_yaml(path).data == {"a": ["1", "2"]}
