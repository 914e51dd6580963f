"""Every file kind gives the same answer to the same trap (file kind × trap).

Kinds: decks, card styles, rulesets, language catalogs, printer profiles and the paper,
card and card-stock presets. Traps: a duplicate key, a tab for indentation, a NUL byte,
bytes that are not UTF-8, ``null`` where a value is required, and where a number or a flag
is meant: a quoted number, an octal-looking ``010`` and ``no``. Each must end, through the
command line, in exit code 1 with one ``error:`` line naming the file, the line and (for a
value) the key; no traceback and no output folder. A UTF-8 byte-order mark, and ``no`` or
``010`` where text is meant, load exactly as without the trap.
"""

from __future__ import annotations

import shutil
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, BeforeValidator, WrapValidator
from typer.testing import CliRunner

from deckgen import load_deck, load_ruleset, load_style
from deckgen.cli import app
from deckgen.definitions.resolve import DECK
from deckgen.exports.services import SERVICE
from deckgen.layout import presets
from deckgen.layout.presets import CALIPER_PRESETS, CARD_PRESETS, PAPER_PRESETS
from deckgen.layout.printers import PRINTER, load_printer
from deckgen.render.styleschema import STYLE_SCHEMA as STYLE
from deckgen.rules.houserules import HOUSE_RULE, SHIPPED_HOUSE_RULES
from deckgen.rules.loader import RULESET
from deckgen.rules.pairs import PAIRS
from deckgen.text import catalog as catalog_module
from deckgen.text.catalogschema import CATALOG

runner = CliRunner()
LANG = catalog_module.lang_dir()
DEFAULTS = {"TEXT": "Mine", "NUM": "2", "FLAG": "true", "IND": "  "}


@dataclass(frozen=True)
class Kind:
    """A valid file of the kind with markers: ``@TEXT@`` a required text (a top-level key),
    ``@NUM@`` a number, ``@FLAG@`` a flag, ``@IND@`` one indentation; the keys they are
    reported under; the command that reads it (``{path}``, ``{out}``) and the library load.
    """

    template: str
    text_key: str
    num_key: str | None
    flag_key: str | None
    command: tuple[str, ...]
    load: Callable[[Path], Any]
    text_of: Callable[[Any], str]
    defaults: tuple[tuple[str, str], ...] = ()


def _preset_loader(name: str, getter: Callable[[], Any]) -> Callable[[Path], Any]:
    def load(path: Path) -> Any:
        with _presets_from(name, path):
            return getter()

    return load


class _presets_from:
    """``preset_file(name)`` is ``path`` inside the block (caches cleared around it)."""

    def __init__(self, name: str, path: Path) -> None:
        self.name, self.path, self.saved = name, path, presets.preset_file

    def _clear(self) -> None:
        for getter in (presets.paper_presets, presets.card_presets, presets.caliper_presets):
            getter.cache_clear()

    def __enter__(self) -> None:
        self._clear()
        saved = self.saved
        presets.preset_file = lambda kind: self.path if kind == self.name else saved(kind)

    def __exit__(self, *_: object) -> None:
        presets.preset_file = self.saved
        self._clear()


class _catalog_from:
    """The language folder is ``path``'s (``de.yaml``), with the English reference added."""

    def __init__(self, path: Path) -> None:
        assert path.name == "de.yaml", path
        self.path, self.saved = path, catalog_module.lang_dir

    def __enter__(self) -> None:
        folder = self.path.parent
        shutil.copyfile(LANG / "en.yaml", folder / "en.yaml")
        catalog_module.lang_dir = lambda: folder
        catalog_module._load_catalog.cache_clear()

    def __exit__(self, *_: object) -> None:
        catalog_module.lang_dir = self.saved
        catalog_module._load_catalog.cache_clear()


def _load_catalog(path: Path) -> Any:
    with _catalog_from(path):
        return catalog_module.load_catalog("de")


def _catalog_template() -> str:
    text = (LANG / "en.yaml").read_text(encoding="utf-8")
    text = text.replace("language: en\n", "language: de\n", 1)
    text = text.replace("\nname: English\n", "\nname: @TEXT@\n", 1)
    return text.replace("\ntexts:\n  booklet:\n", "\ntexts:\n@IND@booklet:\n", 1)


def _preset_kind(
    file: str, section: str, entry: str, num: str, command: tuple[str, ...], default: str
) -> Kind:
    """A presets file (``templates/print/<file>.yaml``): its ``default`` is the text, one
    value of the entry ``Mine`` the number; entries ``no`` and ``'010'`` stay text keys."""
    getter = {
        "paper": presets.paper_presets,
        "cards": presets.card_presets,
        "box": presets.caliper_presets,
    }[file]
    other = entry.replace("@NUM@", default)
    return Kind(
        f"default: @TEXT@\n{section}:\n@IND@Mine: {entry}\n  no: {other}\n  '010': {other}\n",
        "default",
        f"{section}.Mine.{num}",
        None,
        (*command, "--out", "{out}"),
        _preset_loader(file, getter),
        lambda loaded: loaded.default,
        (("NUM", default),),
    )


KINDS = {
    "deck": Kind(
        "id: d\nextends: classic-108\nname: @TEXT@\ncard_types:\n"
        "@IND@x: {label: X, wild: @FLAG@, effect: {choose_color: true}, name: {en: X}, "
        'rule: {en: "Name the colour."}}\nadd:\n  - {type: x, copies: @NUM@}\n',
        "name",
        "add[0].copies",
        "card_types.x.wild",
        ("validate", "{path}"),
        load_deck,
        lambda deck: deck.name,
    ),
    "style": Kind(
        "id: s\nextends: classic\nname: @TEXT@\nborder_mm: @NUM@\ntext:\n@IND@max_pt: 10\n"
        "back: {show_name: @FLAG@}\n",
        "name",
        "border_mm",
        "back.show_name",
        ("cards", "classic-108", "--style", "{path}", "--out", "{out}"),
        load_style,
        lambda style: style.name,
    ),
    "ruleset": Kind(
        "id: r\nextends: official\nname: @TEXT@\ndealer_rotates: @FLAG@\nplayers:\n"
        "@IND@min: @NUM@\n  max: 6\n",
        "name",
        "players.min",
        "dealer_rotates",
        ("rules", "--ruleset", "{path}"),
        load_ruleset,
        lambda rules: rules.name,
    ),
    "catalog": Kind(
        _catalog_template(),
        "name",
        None,
        None,
        ("booklet", "classic-108", "--lang", "de", "--out", "{out}"),
        _load_catalog,
        lambda catalog: catalog.name,
    ),
    "printer": Kind(
        "name: @TEXT@\nback_offset:\n@IND@- @NUM@\n  - 2\n",
        "name",
        "back_offset[0]",
        None,
        ("calibrate", "--printer", "{path}", "--out", "{out}"),
        lambda path: load_printer(str(path)),
        lambda profile: profile.name,
    ),
    "paper presets": _preset_kind(
        "paper", "papers", "{width: @NUM@, height: 297mm}", "width", ("calibrate",), "210"
    ),
    "card presets": _preset_kind(
        "cards", "cards", "{width: 56mm, height: @NUM@}", "height", ("box", "classic-108"), "87"
    ),
    "card stock presets": _preset_kind(
        "box", "calipers", "{caliper: @NUM@}", "caliper", ("box", "classic-108"), "0.3"
    ),
}


def _render(kind: Kind, **given: str) -> str:
    values = {**DEFAULTS, **dict(kind.defaults), **given}
    text = kind.template
    for marker, value in values.items():
        text = text.replace(f"@{marker}@", value)
    return text


def _line_of(kind: Kind, marker: str) -> int:
    return next(i for i, line in enumerate(kind.template.splitlines(), 1) if marker in line)


# trap → (what to write, the marker whose line is reported, the key named (or None))
def _traps(kind: Kind) -> Iterator[tuple[str, bytes, int, str | None]]:
    text_line = _line_of(kind, "@TEXT@")
    yield (
        "duplicate key",
        (_render(kind) + f"{kind.text_key}: again\n").encode(),
        len(kind.template.splitlines()) + 1,
        kind.text_key,
    )
    yield "tab indentation", _render(kind, IND="\t").encode(), _line_of(kind, "@IND@"), None
    yield "NUL byte", _render(kind, TEXT="Mi\0ne").encode(), text_line, None
    bad = _render(kind, TEXT="MARK").encode().replace(b"MARK", b"Mi\xffne")
    yield "bad UTF-8", bad, text_line, None
    yield "null where required", _render(kind, TEXT="~").encode(), text_line, kind.text_key
    if kind.num_key:
        line = _line_of(kind, "@NUM@")
        yield "quoted number", _render(kind, NUM='"2"').encode(), line, kind.num_key
        yield "octal-looking number", _render(kind, NUM="010").encode(), line, kind.num_key
        yield "yes where a number is meant", _render(kind, NUM="yes").encode(), line, kind.num_key
    if kind.flag_key:
        line = _line_of(kind, "@FLAG@")
        yield "no where a flag is meant", _render(kind, FLAG="no").encode(), line, kind.flag_key
        yield "quoted flag", _render(kind, FLAG='"true"').encode(), line, kind.flag_key


CASES = [
    pytest.param(name, trap, content, line, key, id=f"{name}-{trap}")
    for name, kind in KINDS.items()
    for trap, content, line, key in _traps(kind)
]


def _invoke(name: str, path: Path, out: Path) -> Any:
    kind = KINDS[name]
    args = [part.format(path=path, out=out) for part in kind.command]
    if name == "catalog":
        with _catalog_from(path):
            return runner.invoke(app, args)
    preset = {"paper presets": "paper", "card presets": "cards", "card stock presets": "box"}
    if name in preset:
        with _presets_from(preset[name], path):
            return runner.invoke(app, args)
    return runner.invoke(app, args)


@pytest.mark.parametrize(("name", "trap", "content", "line", "key"), CASES)
def test_every_kind_refuses_a_trap_the_same_way(name, trap, content, line, key, tmp_path):
    path = _file_of(name, tmp_path, "mine")
    path.write_bytes(content)
    out = tmp_path / "out"
    result = _invoke(name, path, out)
    said = result.stderr
    assert result.exit_code == 1, (trap, result.output, said)
    assert result.exception is None or isinstance(result.exception, SystemExit), said
    assert "Traceback" not in said + result.output
    errors = [row for row in said.splitlines() if row.startswith("error:")]
    # one error for the trap; a deck goes on to check what the value meant (``wild: no``
    # is false: then the card needs colours), each further error placed the same way
    at_trap = [row for row in errors if row.startswith(f"error: {path}:{line}:")]
    assert len(at_trap) == 1, (trap, said)
    assert all(row.startswith(f"error: {path}:") for row in errors), said
    if key is not None:
        assert f": {key}: " in at_trap[0], (trap, said)
    assert not out.exists()


def _file_of(name: str, folder: Path, stem: str) -> Path:
    """Where a file of kind ``name`` is written: a catalog is ``de.yaml`` in a folder."""
    if name != "catalog":
        return folder / f"{stem}.yaml"
    (folder / stem).mkdir()
    return folder / stem / "de.yaml"


def test_the_valid_files_load(tmp_path):
    """The templates are valid as they stand (else the traps prove nothing)."""
    for name, kind in KINDS.items():
        path = _file_of(name, tmp_path, name)
        path.write_text(_render(kind), encoding="utf-8")
        assert kind.text_of(kind.load(path)) == DEFAULTS["TEXT"], name


def _anonymous(loaded: Any, path: Path) -> str:
    return repr(loaded).replace(str(path), "?").replace(f"'{path.stem}'", "?")


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_kind_reads_a_bom_and_norway_text_as_written(name, tmp_path):
    kind = KINDS[name]
    plain, bom, norway, octal = (_file_of(name, tmp_path, n) for n in "pbno")
    plain.write_text(_render(kind), encoding="utf-8")
    bom.write_bytes(b"\xef\xbb\xbf" + _render(kind).encode())
    norway.write_text(_render(kind, TEXT="no"), encoding="utf-8")
    octal.write_text(_render(kind, TEXT="010"), encoding="utf-8")
    # the same content: what differs is only the file's own path (and name)
    assert _anonymous(kind.load(bom), bom) == _anonymous(kind.load(plain), plain)
    assert kind.text_of(kind.load(norway)) == "no"
    assert kind.text_of(kind.load(octal)) == "010"


def _bare_scalar_fields(shape: Any, path: str, seen: set[type]) -> Iterator[str]:
    """Fields below ``shape`` typed ``int``/``float``/``bool`` with no validator of their own
    (pydantic's lax mode would take ``"2"``, ``010`` or ``yes`` for them)."""
    origin, args = typing.get_origin(shape), typing.get_args(shape)
    if origin is typing.Annotated:
        if any(isinstance(meta, BeforeValidator | WrapValidator) for meta in args[1:]):
            return
        yield from _bare_scalar_fields(args[0], path, seen)
    elif origin is typing.Literal:
        return
    elif origin is not None:
        for arg in args:
            if arg is not Ellipsis:
                yield from _bare_scalar_fields(arg, path, seen)
    elif isinstance(shape, type) and issubclass(shape, BaseModel):
        if shape in seen:
            return
        seen.add(shape)
        for key, field in shape.model_fields.items():
            validated = any(isinstance(m, BeforeValidator | WrapValidator) for m in field.metadata)
            if not validated:
                yield from _bare_scalar_fields(field.annotation, f"{shape.__name__}.{key}", seen)
    elif shape in (int, float, bool):
        yield f"{path}: {shape.__name__}"


def test_no_file_kind_has_a_number_or_flag_outside_the_one_policy():
    """Every number and flag of every file kind goes through ``scalars.py`` (``Whole``,
    ``Number``, ``Flag``, ``bounded_int``): none is left to pydantic's lax conversion."""
    kinds = [
        DECK, STYLE, RULESET, SHIPPED_HOUSE_RULES, HOUSE_RULE, PAIRS, CATALOG, PRINTER,
        PAPER_PRESETS, CARD_PRESETS, CALIPER_PRESETS, SERVICE,
    ]  # fmt: skip
    bare = [found for kind in kinds for found in _bare_scalar_fields(kind.shape, kind.name, set())]
    assert bare == []
