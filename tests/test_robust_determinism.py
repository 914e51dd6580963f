"""Same inputs, same bytes: PDFs and PNGs across runs and across PYTHONHASHSEED values.

The CLI runs in subprocesses, two at a time (one per hash seed), each with its own render
cache folder (DECKGEN_CACHE_DIR) so a cache cannot hide a difference; a group's commands
run one after another in one process per seed (``deckgen.__main__.main``, as the
``deckgen`` script runs each), so the seeds are compared, not nine start-ups a seed.
Every file written is compared byte for byte: sheets, backs, print-shop, proof, booklets
in three languages (A4 and A5 imposition), card PNGs (plain and rounded), TTS sheets,
calibration.

The commands run in three groups, each its own test item with its
own folders, so pytest-xdist can give the groups to different workers (one item of ~100 s
on a busy CI machine set the floor of the whole suite).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
TWELVE = str(ROOT / "tests" / "data" / "twelve-cards.yaml")
SEEDS = ("0", "4242")

# one process per seed and group: the commands of a group run one after another in it,
# into the same folder (three items, so pytest-xdist can give them to different workers)
GROUPS = {
    "build-sheets": [
        ["build", TWELVE, "--dpi", "72", "--lang", "en,ru,th"],
        ["sheets", TWELVE, "--dpi", "72", "--duplex", "none", "-o", "{out}/none"],
        ["sheets", TWELVE, "--dpi", "72", "--one-per-page"],
        ["cards", TWELVE, "--dpi", "72", "--rounded", "-o", "{out}/rounded"],
    ],
    "thai": [
        ["booklet", "house-plus-ten", "--format", "a5-booklet", "-l", "th", "-o", "{out}/a5"],
        ["cards", "house-plus-ten", "--dpi", "72", "--lang", "th"],
    ],
    "tts-proof-calibration": [
        ["tts", TWELVE],
        ["proof", TWELVE],
        ["calibrate"],
    ],
}
COMMANDS = [command for commands in GROUPS.values() for command in commands]
# what each group must write (together: every kind of output)
EXPECTED = {
    "build-sheets": {
        "sheets.pdf",
        "none/sheets.pdf",
        "none/backs.pdf",
        "print-shop.pdf",
        "rules-en.pdf",
        "rules-ru.pdf",
        "rules-th.pdf",
        "rounded/cards/back.png",
    },
    "thai": {"a5/rules-th.pdf", "cards/back.png"},
    "tts-proof-calibration": {
        "tts/deck-1.png",
        "tts/back.png",
        "tts/deck.txt",
        "proof.pdf",
        "calibration.pdf",
    },
}


# runs each command line of argv[1] (JSON) as the ``deckgen`` script would; stops at the
# first that fails, with its exit status
RUN_EACH = """
import json, sys
from deckgen.__main__ import main
for args in json.loads(sys.argv[1]):
    try:
        main(args)
    except SystemExit as stop:
        if stop.code not in (0, None):
            sys.exit(f"deckgen {' '.join(args)}: exit status {stop.code}")
"""


def _run_all(commands: list[list[str]], out: Path, seed: str, cache: Path) -> subprocess.Popen:
    lines = []
    for command in commands:
        args = [a.format(out=out) for a in command]
        if "-o" not in args:
            args += ["-o", str(out)]
        lines.append([*args, "-q"])
    env = dict(os.environ, PYTHONHASHSEED=seed, DECKGEN_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", RUN_EACH, json.dumps(lines)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


@pytest.fixture(scope="module", params=sorted(GROUPS))
def builds(request, tmp_path_factory) -> dict[str, Any]:
    """One group's outputs built once per hash seed, in parallel."""
    commands = GROUPS[request.param]
    root = tmp_path_factory.mktemp(f"determinism-{request.param}")
    runs = {seed: _run_all(commands, root / seed, seed, root / f"cache-{seed}") for seed in SEEDS}
    for seed, process in runs.items():
        _, err = process.communicate(timeout=300)
        assert process.returncode == 0, f"seed {seed}: {err.decode()}"
    return {"group": request.param, **{seed: root / seed for seed in SEEDS}}


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_every_output_is_byte_identical_across_hash_seeds(builds):
    first, second = (_files(builds[seed]) for seed in SEEDS)
    assert sorted(first) == sorted(second)
    differing = [name for name in first if first[name] != second[name]]
    assert differing == []


def test_the_comparison_covers_every_kind_of_output(builds):
    names = set(_files(builds[SEEDS[0]]))
    assert EXPECTED[builds["group"]] <= names
    if builds["group"] == "thai":
        assert sum(name.startswith("cards/") for name in names) > 12  # house-plus-ten's faces


def test_the_groups_run_every_command_and_expect_every_kind_of_output():
    assert len(COMMANDS) == 9 and sorted(EXPECTED) == sorted(GROUPS)
    every = set().union(*EXPECTED.values())
    assert len(every) == sum(len(names) for names in EXPECTED.values()) == 15


def test_pdfs_carry_no_timestamp_or_random_id(builds):
    """ReportLab's invariant mode: a fixed creation date and a document /ID from the content."""
    for name, data in _files(builds[SEEDS[0]]).items():
        if name.endswith(".pdf"):
            assert b"/CreationDate (D:20000101000000" in data or b"/CreationDate" not in data, name
