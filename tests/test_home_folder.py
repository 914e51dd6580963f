"""Nothing is written to the user's home outside deckgen's own cache folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_a_thai_booklet_writes_nothing_into_home(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHAINLP", "DECKGEN_CACHE"))}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
    out = tmp_path / "out"
    subprocess.run(
        [sys.executable, "-m", "deckgen", "booklet", "classic-108", "--lang", "th", "-o", str(out)],
        check=True,
        env=env,
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
    )
    assert (out / "rules-th.pdf").exists()
    assert sorted(p.name for p in home.iterdir()) == [".cache"]
    assert sorted(p.name for p in (home / ".cache").iterdir()) == ["deckgen"]
