"""``extends:`` stays inside the project (issue 11, item 1), for decks, styles and rulesets.

A file may extend a shipped id, or a relative path that resolves (``..`` and symbolic links
followed) inside the folder tree of the file that names it or inside the working directory.
Everything else is refused naming the file, line, column and key; and no message quotes
more than 40 characters of any file's content.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckgen import DefinitionError, TemplateError, load_deck, load_ruleset, load_style
from deckgen.cli import app

runner = CliRunner()

# A plain YAML scalar of 203 characters, no 41-character window of which may be echoed.
JUNK = " ".join(f"w{i:03d}x" for i in range(34))
SECRET = "root:x:0:0:secret-line-that-must-not-print\n"

# A valid file of each kind that extends REF (on line 2, column 1).
CHILD = {
    "deck": "id: child\nextends: {ref}\nname: Child\n",
    "style": "id: child\nextends: {ref}\nname: Child\n",
    "ruleset": "id: child\nextends: {ref}\nname: Child\n",
}
# A valid parent of each kind (itself extending a shipped id), with a tell-tale value.
BASE = {
    "deck": "id: base\nextends: classic-108\nname: Base\nback: {text: Base back}\n",
    "style": "extends: light\nid: base\nname: Base\nframe_mm: 2\n",
    "ruleset": "id: base\nextends: official\nname: Base\nhand_size: 5\n",
}
LOAD = {"deck": load_deck, "style": load_style, "ruleset": load_ruleset}
ERROR = {"deck": DefinitionError, "style": TemplateError, "ruleset": DefinitionError}
KINDS = sorted(LOAD)


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _refusal(kind: str, path: Path) -> str:
    with pytest.raises(ERROR[kind]) as info:
        LOAD[kind](path)
    return str(info.value)


def _assert_refused(message: str, path: Path, reason: str, kind: str) -> None:
    assert f"{path}:2:1: extends: " in message, message
    assert "is refused" in message and reason in message, message
    assert f"a shipped {kind} id" in message and "a relative path" in message, message
    assert "secret-line" not in message


def _assert_no_long_echo(message: str, content: str) -> None:
    """No 41 consecutive characters of ``content`` appear in ``message``."""
    windows = [content[i : i + 41] for i in range(len(content) - 40)]
    assert not [w for w in windows if w in message], message


@pytest.fixture
def outside(tmp_path) -> Path:
    """A YAML file outside the project (a stand-in for /etc/passwd)."""
    return _write(tmp_path / "outside" / "secret.yaml", SECRET)


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """The project folder, also the working directory."""
    folder = tmp_path / "project"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


@pytest.mark.parametrize("kind", KINDS)
def test_an_absolute_extends_is_refused(kind, project, outside):
    child = _write(project / "child.yaml", CHILD[kind].format(ref=outside))
    _assert_refused(_refusal(kind, child), child, "an absolute path", kind)


@pytest.mark.parametrize("kind", KINDS)
def test_an_extends_that_climbs_out_of_both_folders_is_refused(kind, project, outside):
    child = _write(
        project / "a" / "b" / "child.yaml", CHILD[kind].format(ref="../../../outside/secret.yaml")
    )
    message = _refusal(kind, child)
    _assert_refused(message, child, "leads outside this file's folder and the working folder", kind)


@pytest.mark.parametrize("kind", KINDS)
def test_a_symlink_inside_the_folder_pointing_outside_is_refused(kind, project, outside):
    (project / "link.yaml").symlink_to(outside)
    child = _write(project / "child.yaml", CHILD[kind].format(ref="link.yaml"))
    _assert_refused(_refusal(kind, child), child, "symbolic link", kind)


def test_a_sibling_deck_id_that_is_a_symlink_pointing_outside_is_refused(project, outside):
    (project / "link.yaml").symlink_to(outside)
    child = _write(project / "child.yaml", CHILD["deck"].format(ref="link"))
    _assert_refused(_refusal("deck", child), child, "symbolic link", "deck")


@pytest.mark.parametrize("kind", KINDS)
def test_a_variant_extends_its_parent_folder_when_run_from_the_project(kind, project):
    _write(project / "base.yaml", BASE[kind])
    child = _write(project / "variants" / "x.yaml", CHILD[kind].format(ref="../base.yaml"))
    loaded = LOAD[kind](Path("variants/x.yaml"))
    tell = {
        "deck": lambda d: d.back_text == "Base back",
        "style": lambda s: s.frame_mm == 2,
        "ruleset": lambda r: r.points.hand_size == 5,
    }
    assert loaded.id == "child" and tell[kind](loaded)
    assert LOAD[kind](child).id == "child"  # an absolute path to the child itself is fine


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_variant_is_refused_from_another_working_folder(kind, project, monkeypatch):
    _write(project / "base.yaml", BASE[kind])
    child = _write(project / "variants" / "x.yaml", CHILD[kind].format(ref="../base.yaml"))
    (project.parent / "elsewhere").mkdir()
    monkeypatch.chdir(project.parent / "elsewhere")
    message = _refusal(kind, child)
    _assert_refused(message, child, "leads outside", kind)


def test_a_relative_path_inside_the_folder_and_a_shipped_id_still_work(project):
    _write(project / "decks" / "base.yaml", BASE["deck"])
    _write(project / "decks" / "sub" / "mid.yaml", CHILD["deck"].format(ref="../base.yaml"))
    top = _write(project / "top.yaml", "id: top\nextends: decks/sub/mid.yaml\nname: Top\n")
    assert load_deck(top).back_text == "Base back"
    (project / "decks" / "alias.yaml").symlink_to(project / "decks" / "base.yaml")
    linked = _write(project / "decks" / "c.yaml", CHILD["deck"].format(ref="alias"))
    assert load_deck(linked).total_cards == 108  # a link that stays inside is fine
    assert load_style(_write(project / "s.yaml", CHILD["style"].format(ref="classic"))).id
    assert load_ruleset(_write(project / "r.yaml", CHILD["ruleset"].format(ref="official"))).id


def test_the_refusal_names_file_line_column_key_and_the_valid_choices(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck = _write(tmp_path / "d.yaml", "id: d\nname: D\n  # a comment\nextends: /etc/passwd\n")
    with pytest.raises(DefinitionError) as info:
        load_deck(deck)
    assert str(info.value) == (
        f"{deck}:4:1: extends: '/etc/passwd' is refused: an absolute path; give a shipped "
        "deck id (classic-108, classic-112, classic-112-blanks, house-plus-ten, two-player) "
        f"or a relative path to a file inside this file's folder (.) or the working folder "
        f"({tmp_path})"
    )


@pytest.mark.skipif(not Path("/etc/passwd").is_file(), reason="needs /etc/passwd")
def test_validate_never_prints_etc_passwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck = _write(tmp_path / "d.yaml", "id: d\nextends: /etc/passwd\nname: D\n")
    style = _write(tmp_path / "s.yaml", "id: s\nextends: ../../../../../../../etc/passwd\n")
    result = runner.invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1
    assert "extends: '/etc/passwd' is refused" in result.output
    assert "root:" not in result.output
    result = runner.invoke(app, ["cards", "classic-108", "--style", str(style), "-o", "out"])
    assert result.exit_code == 1 and "is refused" in result.output, result.output
    assert "root:" not in result.output


@pytest.mark.parametrize("kind", KINDS)
def test_extending_a_junk_file_inside_the_folder_echoes_at_most_40_characters(kind, project):
    _write(project / "junk.yaml", JUNK + "\n")
    child = _write(project / "child.yaml", CHILD[kind].format(ref="junk.yaml"))
    message = _refusal(kind, child)
    assert "expected a mapping" in message and JUNK[:40] + "…" in message, message
    _assert_no_long_echo(message, JUNK)


@pytest.mark.parametrize(
    "text",
    [
        JUNK + "\n",  # not a mapping
        f"id: x\nname: D\ncolors: [{JUNK.replace(' ', '-')}]\ncards: []\n",  # a bad id
        f"id: x\n{JUNK.replace(' ', '_')}: 1\n",  # an unknown key
        f"id: x\nname: *{JUNK.replace(' ', '_')}\n",  # a YAML error quoting an alias
        f"id: x\nname: '{JUNK}'\nextends: classic-108\n",  # a value too long
        f"id: x\nname: D\nextends: '{JUNK}'\n",  # an extends that names nothing
    ],
    ids=["scalar", "bad-id", "unknown-key", "yaml-alias", "too-long", "missing-parent"],
)
def test_no_message_quotes_more_than_40_characters_of_a_file(tmp_path, text):
    path = _write(tmp_path / "deck.yaml", text)
    with pytest.raises(DefinitionError) as info:
        load_deck(path)
    _assert_no_long_echo(str(info.value), JUNK.replace(" ", "_"))
    _assert_no_long_echo(str(info.value), JUNK.replace(" ", "-"))
    _assert_no_long_echo(str(info.value), JUNK)


def test_a_style_file_that_is_a_list_echoes_at_most_40_characters(tmp_path):
    path = _write(tmp_path / "s.yaml", f"- {JUNK}\n")
    with pytest.raises(TemplateError) as info:
        load_style(path)
    _assert_no_long_echo(str(info.value), JUNK)


def test_a_house_rule_setting_echoes_at_most_40_characters(tmp_path):
    path = _write(
        tmp_path / "r.yaml",
        f"id: r\nextends: official\nname: R\nhouse_rules: [{{id: stacking, mix: '{JUNK}'}}]\n",
    )
    with pytest.raises(DefinitionError) as info:
        load_ruleset(path)
    _assert_no_long_echo(str(info.value), JUNK)


def test_the_working_folder_counts_even_when_reached_through_a_symlink(tmp_path, monkeypatch):
    real = tmp_path / "real"
    _write(real / "base.yaml", BASE["deck"])
    child = _write(real / "variants" / "x.yaml", CHILD["deck"].format(ref="../base.yaml"))
    (tmp_path / "alias").symlink_to(real, target_is_directory=True)
    monkeypatch.chdir(tmp_path / "alias")
    assert os.path.samefile(Path.cwd(), real)
    assert load_deck(child).back_text == "Base back"
