"""One reader for every kind of definition file (issue 12).

Every kind (deck, card style, ruleset, the shipped house rules, a house rule of a user's own,
language catalog, printer profile, paper and card presets) is read by
:func:`deckgen.definitions.reader.read_definition`: a duplicate key is refused in each,
naming the file and line; a key spelled ``colour`` loads with one warning; shipped files
follow the strict scalar policy; ``extends:`` has one depth limit and one wording; and every
"unknown" message suggests the nearest valid name.
"""

from __future__ import annotations

import re
import shutil
import warnings
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from deckgen import DefinitionError, TemplateError, load_deck, load_ruleset, load_style
from deckgen.cli import app
from deckgen.definitions.reader import MAX_EXTENDS_DEPTH
from deckgen.definitions.schema import deck_json_schema
from deckgen.errors import DefinitionWarning
from deckgen.layout import presets
from deckgen.layout.printers import load_printer
from deckgen.resources import decks_dir, rulesets_dir, templates_dir
from deckgen.rules import houserules
from deckgen.rules.loader import house_rule, shipped_ruleset_ids
from deckgen.text import catalog
from deckgen.text.catalog import available_languages, load_catalog

from .conftest import DATA

runner = CliRunner()
PACKAGE = Path(__file__).resolve().parent.parent / "deckgen"
DUPLICATE = "duplicate key (first given on line {first}); keep one"


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# --- every kind goes through the one reader -------------------------------------------------


def _shipped_copy(tmp_path: Path, monkeypatch, module, attribute: str, source: Path) -> Path:
    """A copy of the shipped folder ``source`` that ``module.attribute()`` now returns."""
    copy = tmp_path / source.name
    shutil.copytree(source, copy)
    monkeypatch.setattr(module, attribute, lambda: copy)
    return copy


def _deck(tmp_path, monkeypatch):
    path = _write(tmp_path / "d.yaml", "id: d\nextends: classic-108\nname: D\nname: E\n")
    return path, (4, 1, "name", 3), lambda: load_deck(path), DefinitionError


def _style(tmp_path, monkeypatch):
    text = "extends: classic\nid: s\nname: S\ncolors: {red: '#00FF00'}\ncolors: {blue: '#FF00FF'}\n"
    path = _write(tmp_path / "s.yaml", text)
    return path, (5, 1, "colors", 4), lambda: load_style(path), TemplateError


def _ruleset(tmp_path, monkeypatch):
    text = "id: r\nextends: official\nname: R\nhand_size: 5\nhand_size: 6\n"
    path = _write(tmp_path / "r.yaml", text)
    return path, (5, 1, "hand_size", 4), lambda: load_ruleset(path), DefinitionError


def _shipped_house_rules(tmp_path, monkeypatch):
    folder = _shipped_copy(tmp_path, monkeypatch, houserules, "rulesets_dir", rulesets_dir())
    path = folder / "house-rules.yaml"
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index("jump-in:") + 1
    path.write_text(text.replace("jump-in:\n", "jump-in:\n  sets: {seven_o: true}\n", 1))
    houserules.shipped_specs.cache_clear()
    monkeypatch.setattr(houserules, "shipped_specs", houserules.shipped_specs.__wrapped__)
    return path, (line + 2, 3, "jump-in.sets", line + 1), houserules.shipped_specs, DefinitionError


def _own_house_rule(tmp_path, monkeypatch):
    text = "id: mine\nname: Mine\ntext: Draw.\nsets: {jump_in: true}\nneeds: []\nneeds: []\n"
    path = _write(tmp_path / "rule.yaml", text)
    return path, (6, 1, "needs", 5), lambda: house_rule(str(path)), DefinitionError


def _catalog(tmp_path, monkeypatch):
    folder = _shipped_copy(tmp_path, monkeypatch, catalog, "rulesets_dir", rulesets_dir())
    path = folder / "lang" / "de.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("native_name:"))
    lines.insert(first + 1, lines[first])
    path.write_text("".join(lines), encoding="utf-8")
    catalog._load_catalog.cache_clear()
    monkeypatch.setattr(catalog, "_load_catalog", catalog._load_catalog.__wrapped__)
    return (
        path,
        (first + 2, 1, "native_name", first + 1),
        lambda: load_catalog("de"),
        (DefinitionError),
    )


def _printer(tmp_path, monkeypatch):
    path = _write(tmp_path / "office.yaml", "back_offset: 1,0\npaper: A4\npaper: Letter\n")
    return path, (3, 1, "paper", 2), lambda: load_printer(str(path)), TemplateError


def _presets(tmp_path, monkeypatch):
    folder = _shipped_copy(tmp_path, monkeypatch, presets, "templates_dir", templates_dir())
    path = folder / "print" / "paper.yaml"
    text = path.read_text(encoding="utf-8")
    first = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("default:")))
    path.write_text(text + text.splitlines()[first] + "\n", encoding="utf-8")
    presets.paper_presets.cache_clear()
    monkeypatch.setattr(presets, "paper_presets", presets.paper_presets.__wrapped__)
    line = len(text.splitlines()) + 1
    return path, (line, 1, "default", first + 1), presets.paper_presets, TemplateError


KINDS = {
    "deck": _deck,
    "style": _style,
    "ruleset": _ruleset,
    "shipped house rules": _shipped_house_rules,
    "own house rule": _own_house_rule,
    "language catalog": _catalog,
    "printer profile": _printer,
    "paper presets": _presets,
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_refuses_a_duplicate_key_naming_file_and_line(kind, tmp_path, monkeypatch):
    path, (line, column, key, first), load, error = KINDS[kind](tmp_path, monkeypatch)
    with pytest.raises(error) as caught:
        load()
    expected = f"{path}:{line}:{column}: {key}: {DUPLICATE.format(first=first)}"
    assert expected in str(caught.value).splitlines(), str(caught.value)


def test_only_the_reader_reads_yaml():
    """Every kind goes through ``read_definition``: nothing else parses YAML."""
    allowed = {"definitions/yamlfile.py", "definitions/reader.py"}
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if str(path.relative_to(PACKAGE)) not in allowed
        and re.search(
            r"\bread_yaml\(|^import yaml|^from yaml|yaml\.safe_load", path.read_text(), re.M
        )
    ]
    assert offenders == []


def test_a_style_file_keeps_its_duplicate_keys_f5(tmp_path, monkeypatch):
    """inputs.md F5: the second ``colors:`` was dropped silently (red cards went green)."""
    monkeypatch.chdir(tmp_path)
    _write(
        tmp_path / "mine.yaml",
        "extends: classic\nid: dupstyle\nname: Dup style\n"
        'colors: {red: "#00FF00"}\ncolors: {blue: "#FF00FF"}\n',
    )
    result = runner.invoke(app, ["cards", "classic-108", "--style", "mine.yaml", "--out", "out"])
    assert result.exit_code == 1
    assert "mine.yaml:5:1: colors: duplicate key (first given on line 4); keep one" in (
        result.output
    )
    assert not (tmp_path / "out").exists()


def test_a_parent_style_s_duplicate_keys_are_reported_too(tmp_path):
    _write(
        tmp_path / "base.yaml", "extends: classic\nid: b\nname: B\nink: '#000000'\nink: '#111111'\n"
    )
    child = _write(tmp_path / "child.yaml", "extends: base.yaml\nid: c\nname: C\n")
    with pytest.raises(TemplateError, match=r"base\.yaml:5:1: ink: duplicate key"):
        load_style(child)


# --- one spelling of keys: color ------------------------------------------------------------

OLD_DECK = """\
id: old
extends: twelve-cards.yaml
name: Old spelling
card_types:
  pass:
    label: PASS
    wild: true
    effect: {choose_colour: true}
    name: {en: Pass}
add:
  - {type: pass, copies: 1}
  - {type: number, ranks: [9], each_colour: true}
"""


def _old_deck(folder: Path, text: str = OLD_DECK) -> Path:
    shutil.copy(DATA / "twelve-cards.yaml", folder / "twelve-cards.yaml")
    return _write(folder / "old.yaml", text)


def _messages(record) -> list[str]:
    return [str(w.message) for w in record if issubclass(w.category, DefinitionWarning)]


def test_old_spellings_load_as_the_new_ones_with_a_warning_each(tmp_path):
    old = _old_deck(tmp_path)
    new = _write(
        tmp_path / "new.yaml",
        OLD_DECK.replace("colour", "color").replace("id: old", "id: new"),
    )
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        deck = load_deck(old)
    assert _messages(record) == [
        f"{old}:8:14: 'choose_colour' is an old spelling; write 'choose_color'",
        f"{old}:12:32: 'each_colour' is an old spelling; write 'each_color'",
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("error", DefinitionWarning)
        same = load_deck(new)
    assert [(fc.face.id, fc.count) for fc in deck.faces] == [
        (fc.face.id, fc.count) for fc in same.faces
    ]
    assert any(fc.face.card_type.effect.choose_colour for fc in deck.faces)


def test_the_cli_prints_each_warning_once_on_stderr(tmp_path, monkeypatch):
    """``build`` loads the deck several times; each old spelling is said once."""
    monkeypatch.chdir(tmp_path)
    _old_deck(tmp_path)
    result = runner.invoke(app, ["build", "old.yaml", "--dpi", "72", "--out", "out", "-q"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        "warning: old.yaml:8:14: 'choose_colour' is an old spelling; write 'choose_color'",
        "warning: old.yaml:12:32: 'each_colour' is an old spelling; write 'each_color'",
    ]
    assert (tmp_path / "out" / "sheets.pdf").is_file()


def test_both_spellings_of_one_key_are_refused(tmp_path):
    text = OLD_DECK.replace("{choose_colour: true}", "{choose_colour: true, choose_color: true}")
    old = _old_deck(tmp_path, text)
    with pytest.raises(DefinitionError) as caught:
        load_deck(old)
    assert str(caught.value) == (
        f"{old}:8:14: card_types.pass.effect.choose_colour: 'choose_colour' is the old "
        "spelling of 'choose_color', which is given too (line 8); keep one"
    )


def test_a_style_and_a_ruleset_take_the_old_spelling_too(tmp_path):
    style = _write(
        tmp_path / "s.yaml",
        "extends: classic\nid: s\nname: S\ncolours: {red: '#00FF00'}\ntext: {colour: '#222222'}\n",
    )
    ruleset = _write(
        tmp_path / "r.yaml",
        "id: r\nextends: official\nname: R\n"
        "wild_draw_four: {only_without_current_colour: false, challenge: none}\n",
    )
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        look, rules = load_style(style), load_ruleset(ruleset)
    assert look.colors["red"] == "#00FF00" and look.text.color == "#222222"
    assert rules.points.wd4_only_without_color is False
    assert rules.points.challenge_extra == 2  # the rest of wild_draw_four still comes from official
    assert _messages(record) == [
        f"{style}:4:1: 'colours' is an old spelling; write 'colors'",
        f"{style}:5:8: 'colour' is an old spelling; write 'color'",
        f"{ruleset}:4:18: 'only_without_current_colour' is an old spelling; "
        "write 'only_without_current_color'",
    ]


def test_the_schema_lists_the_old_spellings_as_deprecated():
    schema = deck_json_schema()
    effect = schema["$defs"]["EffectDef"]["properties"]
    assert effect["choose_colour"]["deprecated"] is True and "choose_color" in effect
    deck = {
        "id": "x",
        "name": "X",
        "colours": ["red"],
        "cards": [{"type": "number", "ranks": [1], "each_colour": True}],
    }
    jsonschema.validate(deck, schema)  # an editor takes what deckgen takes


# --- one scalar policy ----------------------------------------------------------------------


def _strict_loads() -> list[tuple[str, object]]:
    loads: list[tuple[str, object]] = []
    loads += [(f"deck {d}", lambda d=d: load_deck(d)) for d in sorted(decks_dir().glob("*.yaml"))]
    styles = sorted(templates_dir().glob("*.yaml"))
    loads += [(f"style {s.stem}", lambda s=s: load_style(s)) for s in styles]
    loads += [(f"ruleset {r}", lambda r=r: load_ruleset(r)) for r in shipped_ruleset_ids()]
    loads += [("house-rules.yaml", houserules.shipped_specs.__wrapped__)]
    loads += [(f"house rule {r}", lambda r=r: house_rule(r)) for r in houserules.house_rule_ids()]
    loads += [
        (
            "plus-ten with its deck",
            lambda: load_ruleset("plus-ten", deck=load_deck("house-plus-ten")),
        )
    ]
    langs = available_languages()
    loads += [(f"language {c}", lambda c=c: catalog._load_catalog.__wrapped__(c)) for c in langs]
    loads += [("paper presets", presets.paper_presets.__wrapped__)]
    loads += [("card presets", presets.card_presets.__wrapped__)]
    examples = sorted((rulesets_dir() / "examples").glob("*.yaml"))
    loads += [(f"example {e.name}", lambda e=e: house_rule(str(e))) for e in examples]
    return loads


@pytest.mark.parametrize(
    "name,load", _strict_loads(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_every_shipped_file_loads_under_the_strict_policy(name, load):
    """Shipped files write true/false and plain numbers, keys in the one spelling: an old
    form anywhere would raise here (the warning is turned into an error)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", DefinitionWarning)
        load()


def test_shipped_rulesets_have_real_booleans():
    official = load_ruleset("official")
    points = official.points
    assert points.next_dealer == "left" and points.reverse_as_skip_for_two is True
    text = (rulesets_dir() / "official.yaml").read_text(encoding="utf-8")
    text += (rulesets_dir() / "house-rules.yaml").read_text(encoding="utf-8")
    assert not re.search(r""":\s*["']?(yes|no|on|off)["']?\s*[,}\n#]""", text)


def test_yes_no_and_quoted_numbers_in_a_ruleset_are_refused_as_in_a_deck(tmp_path):
    """One policy for every kind (issue 16): what a deck refuses, a ruleset refuses."""
    ruleset = _write(
        tmp_path / "r.yaml",
        'id: r\nextends: official\nname: R\ndealer_rotates: "no"\nplayers: {min: "3", max: 6}\n'
        "two_players: {reverse_as_skip: yes}\nhouse_rules: [{id: stacking, mix: 'yes'}]\n",
    )
    with pytest.raises(DefinitionError) as caught:
        load_ruleset(ruleset)
    said = str(caught.value).splitlines()
    assert said[:3] == [
        f"{ruleset}:4:1: dealer_rotates: expected true or false, found the quoted text 'no' "
        "(YAML 1.1 spelling); write false",
        f"{ruleset}:5:11: players.min: expected a number, found the quoted text '3'; "
        "remove the quotes",
        f"{ruleset}:6:15: two_players.reverse_as_skip: expected true or false, found 'yes' "
        "(YAML 1.1 spelling); write true",
    ]


def test_a_deck_stays_strict():
    with pytest.raises(DefinitionError, match="expected true or false, found 'yes'"):
        load_deck(DATA / "bad_bool_yes.yaml")


# --- one extends resolver -------------------------------------------------------------------

# shipped files that extend nothing (classic extends full-bleed, one level more)
PARENT = {"deck": "classic-108", "style": "full-bleed", "ruleset": "official"}
LOAD = {"deck": load_deck, "style": load_style, "ruleset": load_ruleset}
ERROR = {"deck": DefinitionError, "style": TemplateError, "ruleset": DefinitionError}


def _chain(folder: Path, kind: str, steps: int) -> Path:
    """``c0.yaml`` extends ``c1.yaml`` … ``c<steps-1>.yaml``, which extends a shipped file:
    ``steps`` extends steps in all."""
    for i in range(steps):
        parent = f"c{i + 1}.yaml" if i < steps - 1 else PARENT[kind]
        _write(folder / f"c{i}.yaml", f"id: c{i}\nextends: {parent}\nname: C{i}\n")
    return folder / "c0.yaml"


@pytest.mark.parametrize("kind", sorted(LOAD))
def test_every_kind_has_the_same_depth_limit(kind, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert LOAD[kind](_chain(tmp_path / "ok", kind, MAX_EXTENDS_DEPTH)).id == "c0"
    with pytest.raises(ERROR[kind]) as caught:
        LOAD[kind](_chain(tmp_path / "deep", kind, MAX_EXTENDS_DEPTH + 1))
    assert f"c{MAX_EXTENDS_DEPTH}.yaml:2:1: extends: more than 10 levels of extends: " in str(
        caught.value
    )


@pytest.mark.parametrize("kind", sorted(LOAD))
def test_every_kind_names_a_cycle_the_same_way(kind, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _write(tmp_path / "a.yaml", "id: a\nextends: b.yaml\nname: A\n")
    _write(tmp_path / "b.yaml", "id: b\nextends: a.yaml\nname: B\n")
    with pytest.raises(ERROR[kind]) as caught:
        LOAD[kind](Path("a.yaml"))
    assert "b.yaml:2:1: extends: 'a.yaml' makes a cycle: a.yaml → b.yaml → a.yaml" in str(
        caught.value
    )


@pytest.mark.parametrize("kind", sorted(LOAD))
def test_every_kind_suggests_a_shipped_parent(kind, tmp_path):
    typo = PARENT[kind][:-1] + "x"
    child = _write(tmp_path / "c.yaml", f"id: c\nextends: {typo}\nname: C\n")
    with pytest.raises(ERROR[kind]) as caught:
        LOAD[kind](child)
    assert f"{child}:2:1: extends: no {kind} '{typo}' " in str(caught.value)
    assert f"did you mean '{PARENT[kind]}'? shipped {kind}s: " in str(caught.value)


# --- one id-or-path lookup and one suggestion helper ---------------------------------------


@pytest.mark.parametrize(
    "load,error,expected",
    [
        (
            lambda: load_deck("clasic-108"),
            DefinitionError,
            "no deck named 'clasic-108': did you mean 'classic-108'? shipped decks: ",
        ),
        (
            lambda: load_style("lihgt"),
            TemplateError,
            "no style named 'lihgt': did you mean 'light'? shipped styles: ",
        ),
        (
            lambda: load_ruleset("oficial"),
            DefinitionError,
            "no ruleset named 'oficial': did you mean 'official'? shipped rulesets: ",
        ),
        (
            lambda: load_ruleset("official", ["stackin"]),
            DefinitionError,
            "unknown house rule 'stackin'; did you mean 'stacking'? ",
        ),
        (
            lambda: load_ruleset("official", [{"id": "stacking", "mixx": "true"}]),
            DefinitionError,
            "has no setting 'mixx'; did you mean 'mix'? ",
        ),
        (lambda: load_catalog("dee"), DefinitionError, "did you mean 'de'? "),
        (lambda: presets.paper_size("leter"), Exception, "did you mean 'Letter'? "),
        (lambda: load_style("classic").color_of("gren"), TemplateError, "did you mean 'green'? "),
    ],
)
def test_unknown_names_suggest_the_nearest(load, error, expected):
    with pytest.raises(error) as caught:
        load()
    assert expected in str(caught.value), str(caught.value)


def test_an_unknown_key_suggests_in_every_kind(tmp_path):
    style = _write(tmp_path / "s.yaml", "extends: classic\nid: s\nname: S\nelipse: '#FFFFFF'\n")
    ruleset = _write(tmp_path / "r.yaml", "id: r\nextends: official\nname: R\nhand_sise: 5\n")
    printer = _write(tmp_path / "p.yaml", "back_ofset: 1,0\n")
    for load, path, near in (
        (load_style, style, "ellipse"),
        (load_ruleset, ruleset, "hand_size"),
        (lambda p: load_printer(str(p)), printer, "back_offset"),
    ):
        with pytest.raises((DefinitionError, TemplateError), match=f"did you mean '{near}'"):
            load(path)


def test_a_path_and_an_id_are_told_apart_the_same_way_for_every_kind(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for load, kind in ((load_deck, "deck"), (load_style, "style"), (load_ruleset, "ruleset")):
        with pytest.raises(ERROR[kind], match=f"^sub/x: {kind} file not found$"):
            load("sub/x")  # a path (it holds a '/'), though it has no .yaml
        (tmp_path / "classic-108").mkdir(exist_ok=True)  # a folder is no file: the id wins
    assert load_deck("classic-108").id == "classic-108"
