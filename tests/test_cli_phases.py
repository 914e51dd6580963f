"""Output that is not a terminal gets one line per phase (newcomer review N23).

``deckgen build | cat`` showed nothing until the end: the progress bar is drawn only on a
terminal. Now each phase (rendering, layout, booklets) says that it starts, on stderr.
"""

from __future__ import annotations

from typer.testing import CliRunner

from deckgen.cli import app

runner = CliRunner()


def test_build_into_a_pipe_prints_one_line_per_phase(tmp_path):
    result = runner.invoke(
        app, ["build", "classic-108", "--dpi", "72", "--lang", "en,de", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    phases = [line for line in result.stderr.splitlines() if line.startswith("deckgen: ")]
    assert phases == [
        "deckgen: rendering 55 card images",
        "deckgen: laying out sheets.pdf",
        "deckgen: writing booklets: en, de",
    ]


def test_quiet_prints_no_phase(tmp_path):
    result = runner.invoke(app, ["booklet", "classic-108", "-q", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "rules-en.pdf").is_file() and "deckgen: " not in result.stderr
