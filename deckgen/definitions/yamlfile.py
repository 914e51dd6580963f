"""A strict, line-aware YAML reader for definition files.

Internal. PyYAML's own constructor turns ``+2`` into 2, ``08`` into 8 and ``no`` into False
and keeps the last of two duplicate keys silently. Here we compose the node tree and build
plain Python data ourselves:

- every scalar stays the string it was written as (``null``/``~``/empty become ``None``),
  as a :class:`Scalar` that remembers whether it was quoted; the pydantic model converts a
  plain (unquoted) scalar to a number or a boolean only where one is meant
  (see ``scalars.py``);
- a duplicate key is an error (all of them are collected in ``problems``, the first value
  is kept so that validation can go on and report the file's other problems too);
- every value remembers its line and column, so a validation error can point at it;
- aliases are allowed but the expanded document is bounded (no "billion laughs").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DefinitionError, excerpt

if TYPE_CHECKING:  # PyYAML loads when a file is read, not to name the types (issue 19)
    import yaml

MAX_FILE_BYTES = 1_000_000
MAX_NODES = 200_000
MAX_DEPTH = 64

KeyPath = tuple[str | int, ...]
_QUOTED = re.compile(r"'([^']*)'|\"([^\"]*)\"")


@cache
def _bounded_loader() -> type[yaml.SafeLoader]:
    """The loader of :func:`read_yaml` (made on first use, when PyYAML loads)."""
    import yaml

    class _BoundedLoader(yaml.SafeLoader):
        """PyYAML's safe loader with nesting refused beyond :data:`MAX_DEPTH` while scanning.

        PyYAML composes recursively (thousands of ``[`` exhaust Python's stack) and its scanner
        slows quadratically with flow depth, so the depth must be refused before either happens.
        """

        def fetch_flow_collection_start(self, TokenClass):
            self._check_depth(self.flow_level + len(self.indents))
            super().fetch_flow_collection_start(TokenClass)

        def add_indent(self, column):
            self._check_depth(self.flow_level + len(self.indents))
            return super().add_indent(column)

        def _check_depth(self, depth: int) -> None:
            if depth >= MAX_DEPTH:
                raise yaml.scanner.ScannerError(
                    problem=f"nested deeper than {MAX_DEPTH} levels", problem_mark=self.get_mark()
                )

    return _BoundedLoader


class Scalar(str):
    """A YAML scalar kept as the text it was written as; ``quoted`` if it was in quotes.

    ``+10``, ``010``, ``no`` and ``on`` are all ``Scalar`` strings; only ``scalars.py`` turns a
    plain scalar into an int or bool, and only for fields that want one. ``where`` is the
    scalar's ``file:line:column`` (``None`` if it was not read from a file), so that a value
    still accepted in an old spelling can be pointed at (see ``scalars.py``).
    """

    quoted: bool
    where: str | None

    def __new__(cls, text: str, quoted: bool = False, where: str | None = None) -> Scalar:
        scalar = super().__new__(cls, text)
        scalar.quoted = quoted
        scalar.where = where
        return scalar

    @property
    def written(self) -> str:
        """The scalar as it appears in the file: ``"yes"`` if quoted, ``yes`` if not."""
        return f'"{self}"' if self.quoted else str(self)


@dataclass
class LocatedDocument:
    """Data read from one YAML file, with the position of every key and item.

    ``marks`` maps a key path such as ``("cards", 2, "copies")`` to its 1-based
    ``(line, column)`` in ``path``. ``problems`` holds ``file:line:col: key: message`` lines
    found while reading that did not stop the reading (duplicate keys).
    """

    path: Path
    data: Any
    marks: dict[KeyPath, tuple[int, int]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def where(self, key_path: KeyPath) -> str:
        """``file:line:column`` of the deepest known prefix of ``key_path``."""
        for end in range(len(key_path), -1, -1):
            mark = self.marks.get(tuple(key_path[:end]))
            if mark:
                return f"{self.path}:{mark[0]}:{mark[1]}"
        return str(self.path)


def format_key_path(key_path: KeyPath) -> str:
    """``("cards", 2, "copies")`` → ``cards[2].copies``."""
    text = ""
    for part in key_path:
        key = excerpt(part)  # a key is the file's text: quote at most 40 characters of it
        text += f"[{part}]" if isinstance(part, int) else (f".{key}" if text else key)
    return text or "(top level)"


def read_yaml(path: Path) -> LocatedDocument:
    """Read ``path`` into a :class:`LocatedDocument`.

    Raises :class:`DefinitionError` naming the file (and line, where known) if the file is
    missing, too large, not UTF-8, not YAML or expands too far. Duplicate keys do not raise:
    they are listed in ``problems`` for the validator to report with the rest.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DefinitionError(f"{path}: file not found") from None
    except OSError as exc:
        raise DefinitionError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise DefinitionError(
            f"{path}: {len(raw):,} bytes; definition files are limited to {MAX_FILE_BYTES:,}"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DefinitionError(
            f"{path}:{line}: not UTF-8 text (byte {exc.start}); save the file as UTF-8"
        ) from None
    import yaml

    _refuse_unprintable(path, text)
    root = _fast_compose(text)
    try:
        if root is _NOT_FAST:
            root = yaml.compose(text, Loader=_bounded_loader())
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = _capped(exc.problem or exc.context or "syntax error")
        if exc.context_mark is not None and exc.context == "while scanning a quoted scalar":
            # the parser stops where the file ends; the slip is the quote that opened
            mark = exc.context_mark
            problem = f"a quote opened here is never closed (the YAML parser says: {problem})"
        elif exc.context_mark is not None and exc.context == "while scanning a simple key":
            # the parser looks for the ':' on the line after the slip and stops there; the
            # line without its ':' is where the key began (newcomer 11, L1)
            if mark is not None and mark.line != exc.context_mark.line:
                problem = f"{problem}; the parser stopped on line {mark.line + 1}"
            mark = exc.context_mark
            problem = plain_yaml_problem(problem)
        else:
            problem = plain_yaml_problem(problem)
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        raise DefinitionError(f"{where}: not valid YAML: {problem}") from None
    except yaml.YAMLError as exc:
        raise DefinitionError(f"{path}: not valid YAML: {_capped(str(exc))}") from None
    doc = LocatedDocument(path=path, data=None)
    if root is None:
        return doc
    builder = _Builder(doc)
    doc.data = builder.build(root, ())
    return doc


_NOT_FAST: Any = object()  # "compose it again in Python"
# libyaml composes recursively in C: only a text whose nesting cannot be deep goes there
_FAST_NESTING_BOUND = 2_000


def _fast_compose(text: str) -> yaml.Node | None:
    """The node tree of ``text`` from libyaml (PyYAML's C loader, about 20 times faster
    than its Python one), or ``_NOT_FAST`` to have the caller use :class:`_BoundedLoader`.

    The Python loader stays the judge of every bad file: whenever libyaml is missing or
    refuses the text, or the text could nest deeply, the caller composes it again in
    Python, so each message (and the depth limit) is the one that loader gives. Both
    loaders give the same nodes, tags, styles and marks for a text they both accept.
    """
    import yaml

    cloader = getattr(yaml, "CSafeLoader", None)
    if cloader is None:
        return _NOT_FAST
    # a bound on the nesting: each level opens a bracket or indents a line further
    longest = max(map(len, text.splitlines()), default=0)
    if text.count("[") + text.count("{") + longest > _FAST_NESTING_BOUND:
        return _NOT_FAST
    try:
        root = yaml.compose(text, Loader=cloader)
    except yaml.YAMLError:
        return _NOT_FAST
    if root is not None and not _shallow(root):
        return _NOT_FAST  # near a limit: the Python loader and the builder decide
    return root


def _shallow(root: yaml.Node) -> bool:
    """Whether collections under ``root`` nest less than half of :data:`MAX_DEPTH` deep
    and the tree, aliases expanded, has at most :data:`MAX_NODES` nodes (iterative; stops
    at the first node past either bound, so repeated or looping aliases cost little)."""
    import yaml

    stack, seen = [(root, 0)], 0
    while stack:
        node, level = stack.pop()
        seen += 1
        if level >= MAX_DEPTH // 2 or seen > MAX_NODES:
            return False
        if isinstance(node, yaml.SequenceNode):
            stack.extend((item, level + 1) for item in node.value)
        elif isinstance(node, yaml.MappingNode):
            stack.extend((value, level + 1) for pair in node.value for value in pair)
    return True


def _refuse_unprintable(path: Path, text: str) -> None:
    """Raise :class:`DefinitionError` at the first character YAML does not allow in a file
    (NUL and the other control characters but tab, line feed and carriage return)."""
    import yaml

    found = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if found is None:
        return
    line = text.count("\n", 0, found.start()) + 1
    column = found.start() - (text.rfind("\n", 0, found.start()) + 1) + 1
    char = found.group()
    name = "a NUL byte" if char == "\0" else f"the control character U+{ord(char):04X}"
    raise DefinitionError(
        f"{path}:{line}:{column}: {name}, which a YAML file may not hold (a binary file, or "
        "text pasted from elsewhere?); remove it"
    )


def _capped(problem: str) -> str:
    """PyYAML's ``problem`` with each quoted part (an alias, a tag: the file's text) cut to
    40 characters; PyYAML's own words stay whole."""
    return _QUOTED.sub(lambda m: repr(excerpt(m[1] if m[1] is not None else m[2])), problem)


class _Builder:
    def __init__(self, doc: LocatedDocument) -> None:
        self.doc = doc
        self.count = 0

    def build(self, node: yaml.Node, key_path: KeyPath) -> Any:
        import yaml

        self.count += 1
        if self.count > MAX_NODES:
            raise DefinitionError(
                f"{self.doc.path}: the document expands to more than {MAX_NODES:,} values "
                "(aliases repeated too often?)"
            )
        if len(key_path) > MAX_DEPTH:
            raise DefinitionError(f"{self._where(node)}: nested deeper than {MAX_DEPTH} levels")
        self.doc.marks.setdefault(key_path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.ScalarNode):
            if node.tag == "tag:yaml.org,2002:null" and not node.style:  # libyaml: "", PyYAML: None
                return None
            return Scalar(node.value, quoted=node.style in ("'", '"'), where=self._where(node))
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*key_path, i)) for i, item in enumerate(node.value)]
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, key_path)
        raise DefinitionError(f"{self._where(node)}: unsupported YAML node")  # pragma: no cover

    def _mapping(self, node: yaml.MappingNode, key_path: KeyPath) -> dict[str, Any]:
        import yaml

        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise DefinitionError(
                    f"{self._where(key_node)}: merge keys ('<<') are not supported; "
                    "use extends: or repeat the keys"
                )
            if not isinstance(key_node, yaml.ScalarNode):
                raise DefinitionError(f"{self._where(key_node)}: a key must be plain text")
            key = key_node.value
            if key in result:
                first = self.doc.marks.get((*key_path, key), ("?", "?"))
                self.doc.problems.append(
                    f"{self._where(key_node)}: {format_key_path((*key_path, key))}: "
                    f"duplicate key (first given on line {first[0]}); keep one"
                )
                continue
            self.doc.marks[(*key_path, key)] = (
                key_node.start_mark.line + 1,
                key_node.start_mark.column + 1,
            )
            result[key] = self.build(value_node, (*key_path, key))
        return result

    def _where(self, node: yaml.Node) -> str:
        return f"{self.doc.path}:{node.start_mark.line + 1}:{node.start_mark.column + 1}"


# The parser's words for the usual slips, and what they mean to someone editing a deck file.
_PLAIN_PROBLEMS = (
    (
        "mapping values are not allowed here",
        "a ':' where a value was expected: this line may be indented more than the one above, "
        "or a text holding ': ' needs quotes",
    ),
    ("found unexpected end of stream", "a quote opened above is never closed"),
    (
        "expected <block end>, but found",
        "this line is indented differently from the lines of its block: line it up with them",
    ),
    (
        "cannot start any token",
        "a tab or other character a line cannot start with: indent with spaces",
    ),
    ("could not find expected ':'", "a line that is not 'key: value': is a ':' missing?"),
    ("expected ',' or ']'", "a list in [ ] is not closed, or an item in it needs quotes"),
    ("expected ',' or '}'", "a mapping in { } is not closed, or a value in it needs quotes"),
    (
        "found duplicate anchor",
        "the same &anchor is defined twice",
    ),
)


def plain_yaml_problem(problem: str) -> str:
    """The parser's ``problem`` in plain words, the parser's own words after it in
    parentheses; unchanged when it is not one of the usual slips."""
    for words, plain in _PLAIN_PROBLEMS:
        if words in problem:
            return f"{plain} (the YAML parser says: {problem})"
    return problem
