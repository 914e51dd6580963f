"""Atomic output: a build killed midway, a folder that cannot be written, a full disk.

The killed builds run the real CLI in a subprocess. To kill at a known moment without a hook
in the library, the subprocess starts through a small wrapper (``PAUSE`` below, test code
only) that patches one library-level call to touch a marker file and sleep: a card being
drawn (``Canvas.new``), a PDF page ended (ReportLab's ``showPage``), or a PNG being saved.
The test waits for the marker, sends SIGKILL to the whole process group, and checks the
output folder.
"""

from __future__ import annotations

import builtins
import contextlib
import errno
import io
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from deckgen import (
    OutputError,
    OutputOptions,
    RenderOptions,
    build_booklet,
    build_sheets,
    export_cards,
)
from deckgen.cli import app
from deckgen.output import atomic_path

ROOT = Path(__file__).resolve().parent.parent
TWELVE = str(ROOT / "tests" / "data" / "twelve-cards.yaml")
runner = CliRunner()

# Runs the CLI after patching ``target`` (module:attribute) to pause on its ``after``-th call.
PAUSE = """
import importlib, sys, time
from pathlib import Path
marker, target, after = sys.argv[1], sys.argv[2], int(sys.argv[3])
module_name, owner_name, attr = target.split(":")
module = importlib.import_module(module_name)
owner = getattr(module, owner_name) if owner_name else module
original = getattr(owner, attr)
calls = [0]
def paused(*args, **kwargs):
    calls[0] += 1
    if calls[0] == after:
        Path(marker).touch()
        time.sleep(60)
    return original(*args, **kwargs)
setattr(owner, attr, paused)  # a bound classmethod stays bound: paused passes its args on
sys.argv = ["deckgen", *sys.argv[4:]]
from deckgen.cli import app
app()
"""

RENDERING = "deckgen.render.canvas:Canvas:new"
PAGE_WRITING = "reportlab.pdfgen.canvas:Canvas:showPage"
PNG_SAVING = "PIL.Image:Image:save"
RENAMING = "os::replace"  # the temporary is complete, the rename not yet done


def _env(tmp_path: Path) -> dict[str, str]:
    # no render cache: its own atomic writes would be counted as output renames
    env = dict(os.environ, PYTHONPATH=str(ROOT), DECKGEN_NO_CACHE="1")
    return env


def run_and_kill(tmp_path: Path, target: str, after: int, args: list[str]) -> None:
    """Start ``deckgen ARGS`` paused at the ``after``-th call of ``target``; SIGKILL it there."""
    marker = tmp_path / "paused"
    marker.unlink(missing_ok=True)
    command = [sys.executable, "-c", PAUSE, str(marker), target, str(after), *args]
    process = subprocess.Popen(
        command, cwd=ROOT, env=_env(tmp_path), start_new_session=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            if process.poll() is not None:
                out, err = process.communicate()
                pytest.fail(f"finished before the pause: {process.returncode} {err.decode()}")
            if time.monotonic() > deadline:
                pytest.fail("never reached the pause")
            time.sleep(0.05)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
    assert process.returncode == -signal.SIGKILL


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` that is not a hidden temporary, with its bytes."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.name.startswith(".")
    }


def parts(folder: Path) -> list[Path]:
    return sorted(folder.rglob(".*.part"))


def cli(*args: str) -> None:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def first_build(tmp_path_factory) -> Path:
    """A complete build: sheets, booklets (A4, A5), card images, TTS of the twelve-card deck."""
    out = tmp_path_factory.mktemp("first") / "out"
    cli("build", TWELVE, "-o", str(out), "--dpi", "72", "-q")
    cli("cards", TWELVE, "-o", str(out), "--dpi", "72", "-q")
    cli("booklet", TWELVE, "-o", str(out / "a5"), "--format", "a5-booklet", "-q")
    cli("tts", TWELVE, "-o", str(out), "-q")
    before = snapshot(out)
    assert {
        "sheets.pdf",
        "rules-en.pdf",
        "a5/rules-en.pdf",
        "cards/back.png",
        "tts/back.png",
    } <= set(before)
    return out


@pytest.fixture
def good_build(tmp_path, first_build) -> tuple[Path, dict[str, bytes]]:
    """A copy of the complete build, as the earlier good output to protect."""
    out = tmp_path / "out"
    shutil.copytree(first_build, out)
    return out, snapshot(out)


@pytest.mark.parametrize(
    ("target", "after", "command"),
    [
        (RENDERING, 5, ["sheets", TWELVE, "--dpi", "72"]),
        (PAGE_WRITING, 2, ["sheets", TWELVE, "--dpi", "72"]),
        (PAGE_WRITING, 2, ["booklet", TWELVE]),
        (RENAMING, 1, ["booklet", TWELVE, "--format", "a5-booklet"]),
        (RENAMING, 2, ["tts", TWELVE]),
        (PNG_SAVING, 4, ["cards", TWELVE, "--dpi", "72"]),
    ],
    ids=[
        "sheets-rendering",
        "sheets-page-writing",
        "booklet-page-writing",
        "a5-booklet-renaming",
        "tts-renaming",
        "cards-saving",
    ],
)
def test_a_killed_build_leaves_the_earlier_output_intact(
    tmp_path, good_build, target, after, command
):
    out, before = good_build
    into = out / "a5" if "a5-booklet" in command else out
    run_and_kill(tmp_path, target, after, [*command, "-o", str(into), "-q"])
    if target in (RENAMING, PNG_SAVING) or command[0] == "sheets" and target == PAGE_WRITING:
        assert parts(into)  # killed while its temporary existed
    assert snapshot(out) == before  # nothing partial, nothing changed (outputs are deterministic)
    # the next run removes what the killed one left behind
    cli(*command, "-o", str(into), "-q")
    assert parts(out) == []
    assert snapshot(out) == before


def test_a_killed_first_build_leaves_no_output_file(tmp_path):
    out = tmp_path / "fresh"
    run_and_kill(tmp_path, PAGE_WRITING, 2, ["sheets", TWELVE, "--dpi", "72", "-o", str(out)])
    assert snapshot(out) == {}
    assert all(p.name.startswith(".sheets.pdf.") for p in parts(out))  # hidden, never output


def test_a_temporary_of_a_live_process_is_left_alone(tmp_path):
    live = tmp_path / f".sheets.pdf.{os.getpid()}.abc.part"
    dead = tmp_path / ".sheets.pdf.999999999.abc.part"  # beyond any pid_max
    live.write_bytes(b"in progress"), dead.write_bytes(b"left by a killed build")
    with atomic_path(tmp_path / "sheets.pdf") as tmp:
        tmp.write_bytes(b"%PDF new")
    assert live.exists() and not dead.exists()


# folders that cannot be written, full disks ------------------------------------------------


def test_an_output_folder_below_a_regular_file_is_a_clear_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = runner.invoke(app, ["sheets", TWELVE, "--dpi", "72", "-o", str(blocker / "out")])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert f"cannot write into {blocker / 'out'}" in result.output
    assert "choose another folder with --out" in result.output
    assert blocker.read_text() == "not a folder"


class _FullDisk:
    """Files opened for writing accept ``limit`` bytes, then raise ENOSPC."""

    def __init__(self, monkeypatch, limit: int = 2000) -> None:
        real_open = builtins.open

        class Limited:
            def __init__(self, handle):
                self._handle, self._written = handle, 0

            def write(self, data):
                if self._written + len(data) > limit:
                    self._handle.write(data[: max(0, limit - self._written)])
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                self._written += len(data)
                return self._handle.write(data)

            def __getattr__(self, name):
                return getattr(self._handle, name)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self._handle.close()

        def limited_open(file, mode="r", *args, **kwargs):
            handle = real_open(file, mode, *args, **kwargs)
            partial = str(file).endswith(".part") and any(c in mode for c in "wax")
            return Limited(handle) if partial else handle

        monkeypatch.setattr(builtins, "open", limited_open)
        monkeypatch.setattr(io, "open", limited_open)  # pathlib writes through io.open


@pytest.mark.parametrize("job", ["sheets", "booklet", "cards"])
def test_a_full_disk_is_a_clear_error_and_keeps_the_earlier_file(
    tmp_path, monkeypatch, job, twelve
):
    out = tmp_path / "out"
    # force: the second sheets would be up to date, and write nothing to fail on
    render, output = RenderOptions(dpi=72), OutputOptions(out, force=True)
    jobs = {
        "sheets": lambda: build_sheets(twelve, render=render, output=output),
        "booklet": lambda: build_booklet(twelve, out_dir=out),
        "cards": lambda: export_cards(twelve, render=render, output=output),
    }
    jobs[job]()
    before = snapshot(out)
    _FullDisk(monkeypatch)
    with pytest.raises(OutputError) as caught:
        jobs[job]()
    assert "No space left on device" in str(caught.value)
    assert "free some disk space" in str(caught.value)
    monkeypatch.undo()
    assert snapshot(out) == before and parts(out) == []


def test_a_full_disk_through_the_cli_exits_1_without_traceback(tmp_path, monkeypatch):
    _FullDisk(monkeypatch)
    result = runner.invoke(app, ["sheets", TWELVE, "--dpi", "72", "-o", str(tmp_path)])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "No space left on device" in result.output and "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []


def test_png_writes_go_through_the_temporary(tmp_path, monkeypatch, twelve):
    """Image.save is only ever called on a .part path (the rename makes the real file)."""
    saved = []
    original = Image.Image.save
    monkeypatch.setattr(
        Image.Image,
        "save",
        lambda self, fp, *a, **k: (saved.append(fp), original(self, fp, *a, **k)),
    )
    export_cards(twelve, render=RenderOptions(dpi=72), output=OutputOptions(tmp_path))
    assert saved and all(str(p).endswith(".part") for p in saved)


def test_every_command_writes_its_files_through_a_temporary(tmp_path, monkeypatch):
    """Every file any command opens for writing is a ``.part`` temporary, renamed when done.

    Covers sheets (long and none duplex: backs.pdf), print-shop, proof, booklets (A4 and A5
    imposition), PNG cards (plain and rounded), TTS, calibration, schema, new and printer
    profiles.
    """
    opened: list[str] = []
    real_open = builtins.open

    def recording_open(file, mode="r", *args, **kwargs):
        if any(c in mode for c in "wax+") and str(tmp_path) in str(file):
            opened.append(str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", recording_open)
    monkeypatch.setattr(io, "open", recording_open)
    monkeypatch.setenv("DECKGEN_CONFIG_DIR", str(tmp_path / "config"))
    out = str(tmp_path / "out")
    commands = [
        ["build", TWELVE, "--dpi", "72", "--duplex", "none"],
        ["sheets", TWELVE, "--dpi", "72", "--one-per-page"],
        ["proof", TWELVE],
        ["booklet", TWELVE, "--format", "a5-booklet", "-l", "en,th"],
        ["cards", TWELVE, "--dpi", "72", "--rounded"],
        ["tts", TWELVE],
        ["calibrate"],
        ["new", "my-deck"],
    ]
    for command in commands:
        cli(*command, "-o", out, "-q")
    cli("schema", "-o", f"{out}/deck.schema.json")
    cli("printer", "office", "--back-offset", "1,-0.5")
    written = {str(p.relative_to(tmp_path / "out")) for p in (tmp_path / "out").rglob("*")}
    expected = {"sheets.pdf", "backs.pdf", "print-shop.pdf", "proof.pdf", "rules-th.pdf"}
    expected |= {"cards/back.png", "tts/deck-1.png", "tts/back.png", "tts/deck.txt"}
    expected |= {"calibration.pdf", "deck.schema.json", "my-deck.yaml"}
    assert expected <= written
    assert len(written) >= 25 and (tmp_path / "config" / "printers" / "office.yaml").is_file()
    assert opened and all(name.endswith(".part") for name in opened), opened
    assert parts(tmp_path) == []
