"""Malformed decks, styles, rulesets and language files: always a DeckgenError naming the file.

Property-based (hypothesis; see tests/fuzzdocs.py for what is generated). Through the library:
200 examples per kind; through the CLI: 40 per kind. Every example must end in a
``DeckgenError`` (CLI: exit 1, the message on stderr) whose message names the file, within a
few seconds (no hang), with no traceback and no output file.
"""

from __future__ import annotations

import contextlib
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from typer.testing import CliRunner

from deckgen import DeckgenError, load_deck, load_ruleset, load_style
from deckgen.cli import app
from deckgen.text import catalog as catalog_module
from tests.fuzzdocs import SOURCES, _dump, malformed, original

from .sampling import FULL_MATRIX

# the suite runs half the examples; DECKGEN_FULL_MATRIX=1 (benchmarks/
# full_matrices.py) runs them all
SHARE = 1.0 if FULL_MATRIX else 0.5
LIBRARY = settings(
    max_examples=int(200 * SHARE),
    deadline=None,
    derandomize=True,  # the same examples every run: a failure is reproducible
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
CLI = settings(LIBRARY, max_examples=int(40 * SHARE))
# A language catalog is checked against the whole English one on every load (~0.17 s):
# fewer examples keep the whole suite under five minutes on two cores.
LANG_LIBRARY = settings(LIBRARY, max_examples=int(60 * SHARE))
LANG_CLI = settings(LIBRARY, max_examples=int(15 * SHARE))
HANG_S = 10
LANG_REFERENCE = SOURCES["lang"].parent / "en.yaml"
runner = CliRunner()


@contextlib.contextmanager
def no_hang(seconds: int = HANG_S) -> Iterator[None]:
    """Fail with TimeoutError (not a DeckgenError) if the block runs longer than ``seconds``."""

    def alarm(*_):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="deckgen-fuzz-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def language_folder(folder: Path, content: bytes) -> Iterator[str]:
    """A language folder holding the English reference and ``ru.yaml`` = ``content``."""
    lang = folder / "lang"
    lang.mkdir(exist_ok=True)
    shutil.copyfile(LANG_REFERENCE, lang / "en.yaml")
    (lang / "ru.yaml").write_bytes(content)
    saved = catalog_module.lang_dir
    catalog_module.lang_dir = lambda: lang
    catalog_module._load_catalog.cache_clear()
    try:
        yield "ru"
    finally:
        catalog_module.lang_dir = saved
        catalog_module._load_catalog.cache_clear()


def load_language(path: Path) -> None:
    with language_folder(path.parent, path.read_bytes()):
        catalog_module.load_catalog("ru")


LOADERS: dict[str, Callable[[Path], object]] = {
    "deck": load_deck,
    "style": load_style,
    "ruleset": load_ruleset,
    "lang": load_language,
}


def expect_error_naming(path: Path, call: Callable[[], object]) -> None:
    with no_hang(), pytest.raises(DeckgenError) as caught:
        call()
    shown = path.parent / "lang" / "ru.yaml" if path.name == "lang.yaml" else path
    assert str(shown) in str(caught.value)


@pytest.mark.parametrize("kind", sorted(SOURCES))
def test_the_unbroken_originals_load(kind, workdir):
    """Sanity: the generator's starting point (the shipped file, re-dumped) is valid."""
    path = workdir / f"{kind}.yaml"
    path.write_bytes(_dump(original(kind)))
    LOADERS[kind](path)


def _library_case(kind: str, workdir: Path, content: bytes) -> None:
    path = workdir / f"{kind}.yaml"
    path.write_bytes(content)
    expect_error_naming(path, lambda: LOADERS[kind](path))


@LIBRARY
@given(content=malformed("deck"))
def test_malformed_deck_is_a_deckgen_error(workdir, content):
    _library_case("deck", workdir, content)


@LIBRARY
@given(content=malformed("style"))
def test_malformed_style_is_a_deckgen_error(workdir, content):
    _library_case("style", workdir, content)


@LIBRARY
@given(content=malformed("ruleset"))
def test_malformed_ruleset_is_a_deckgen_error(workdir, content):
    _library_case("ruleset", workdir, content)


@LANG_LIBRARY
@given(content=malformed("lang"))
def test_malformed_language_is_a_deckgen_error(workdir, content):
    _library_case("lang", workdir, content)


def _cli_case(workdir: Path, args: list[str], named: Path) -> None:
    out = workdir / "out"
    shutil.rmtree(out, ignore_errors=True)
    with no_hang():
        result = runner.invoke(app, [*args, "--out", str(out)])
    assert isinstance(result.exception, SystemExit), result.exception  # not a crash
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert str(named) in result.output.replace("\n", "")
    assert not out.exists() or not any(out.rglob("*"))


@CLI
@given(content=malformed("deck"))
def test_cli_refuses_a_malformed_deck(workdir, content):
    path = workdir / "cli-deck.yaml"
    path.write_bytes(content)
    _cli_case(workdir, ["sheets", str(path), "--dpi", "72"], path)


@CLI
@given(content=malformed("style"))
def test_cli_refuses_a_malformed_style(workdir, content):
    path = workdir / "cli-style.yaml"
    path.write_bytes(content)
    _cli_case(workdir, ["cards", "two-player", "--style", str(path), "--dpi", "72"], path)


@CLI
@given(content=malformed("ruleset"))
def test_cli_refuses_a_malformed_ruleset(workdir, content):
    path = workdir / "cli-ruleset.yaml"
    path.write_bytes(content)
    _cli_case(workdir, ["booklet", "two-player", "--ruleset", str(path)], path)


@LANG_CLI
@given(content=malformed("lang"))
def test_cli_refuses_a_malformed_language(workdir, content):
    with language_folder(workdir, content) as lang:
        _cli_case(workdir, ["booklet", "two-player", "--lang", lang], workdir / "lang" / "ru.yaml")
