"""Simulation: seeds, worker processes, the figures, and the ``simulate`` command."""

from __future__ import annotations

import json
import multiprocessing
import sys
import textwrap
import time
from collections import Counter

import pytest
from typer.testing import CliRunner

import deckgen
from deckgen import (
    DeckgenError,
    DefinitionError,
    SimulationInterrupted,
    SimulationSpec,
    simulate,
)
from deckgen.cli import app
from deckgen.game import Table
from deckgen.simulation.stats import GameRecord, RoundRecord, nearest_rank, summarise

runner = CliRunner()
CAP = 20  # a small turn cap keeps the rounds that cannot end short

# Three cards, one each and one turned: six deals, each 1/6. Turned red 1 or red 2: the
# first player plays a red card at once (1 turn) or, holding blue 5, cannot draw (the pile
# is empty and one discard is not reshuffled) and the other plays red (2 turns). Turned
# blue 5: nobody can ever play, the round is cut at the cap. The blue 5 is always the
# card left over, so a finished round scores 5.
THREE_CARDS = """\
    id: three-cards
    name: Three cards
    colors: [red, blue]
    players: {min: 2, max: 2}
    cards:
      - {type: number, ranks: [1, 2], colors: [red]}
      - {type: number, ranks: [5], colors: [blue]}
    """


def write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def hand_size(tmp_path, cards: int) -> str:
    """A ruleset file: the official rules with ``cards`` cards a hand."""
    text = f"id: hand-{cards}\nextends: official\nname: Hands of {cards}\nhand_size: {cards}\n"
    return write(tmp_path, f"hand-{cards}.yaml", text)


def test_same_seed_same_figures_whatever_the_number_of_workers():
    specs = ["classic-108", "classic-108:party"]
    one = simulate(specs, rounds=40, seed=3, workers=1)
    two = simulate(specs, rounds=40, seed=3, workers=2)
    assert one == two
    assert len(one[0].turns_per_round) == 40


def test_same_seed_same_games_whatever_the_number_of_workers():
    one = simulate(["classic-108:penalty-101"], games=6, seed=5, workers=1)
    two = simulate(["classic-108:penalty-101"], games=6, seed=5, workers=2)
    assert one == two
    assert one[0].games == 6 and one[0].rounds >= 6


def test_different_seeds_different_rounds():
    a, b = (
        simulate(["classic-108"], rounds=30, seed=1),
        simulate(["classic-108"], rounds=30, seed=2),
    )
    assert a[0].turns_per_round != b[0].turns_per_round


def test_a_configuration_plays_the_same_rounds_alone_or_compared():
    alone = simulate(["classic-108:party"], rounds=20, seed=4)
    compared = simulate(["classic-108", "classic-108:party"], rounds=20, seed=4)
    assert compared[1] == alone[0]


def test_figures_of_a_three_card_deck_checked_by_hand(tmp_path):
    spec = SimulationSpec(write(tmp_path, "three.yaml", THREE_CARDS), hand_size(tmp_path, 1))
    (s,) = simulate([spec], players=2, rounds=600, table=Table(turn_cap=CAP))
    counts = Counter(s.turns_per_round)
    assert set(counts) == {1, 2, CAP}
    assert all(abs(n / 600 - 1 / 3) < 0.06 for n in counts.values())  # each 2 deals of 6
    assert s.cut_rounds == counts[CAP] and s.turn_cap == CAP
    assert s.turns_mean == pytest.approx((counts[1] + 2 * counts[2] + CAP * counts[CAP]) / 600)
    assert (s.turns_median, s.turns_p90, s.turns_p99, s.turns_max) == (2, CAP, CAP, CAP)
    assert (s.cards_drawn_mean, s.longest_penalty_max, s.longest_penalty_mean) == (0, 0, 0)
    assert s.points_mean == 5  # over the finished rounds only


def test_summary_figures_by_hand():
    records = [RoundRecord(t, t < 10, t % 3, t // 2, 10 * t) for t in range(1, 11)]
    games = [GameRecord(tuple(records[:4]), True), GameRecord(tuple(records[4:]), False)]
    s = summarise(
        SimulationSpec("x"), records, games, players=3, policy="greedy", seed=0,
        turn_cap=10, seconds_per_turn=6,
    )  # fmt: skip
    assert (s.turns_mean, s.turns_median, s.turns_p90, s.turns_p99, s.turns_max) == (
        5.5, 5.5, 9, 10, 10,
    )  # fmt: skip
    assert s.cut_rounds == 1 and s.rounds == 10
    assert s.cards_drawn_mean == sum(t % 3 for t in range(1, 11)) / 10
    assert (s.longest_penalty_max, s.longest_penalty_mean) == (5, 2.5)
    assert s.points_mean == 50  # rounds 1-9; the cut round 10 does not count
    assert (s.games, s.rounds_per_game_mean, s.rounds_per_game_max) == (2, 5, 6)
    assert s.unfinished_games == 1 and s.turns_per_game_mean == 27.5
    assert s.minutes_per_round == pytest.approx(0.55)  # 5.5 turns x 6 s
    assert s.minutes_per_game == pytest.approx(2.75)  # 55 turns in 2 games: 27.5 x 6 s


def test_cut_rounds_and_unfinished_games_are_said_in_words():
    """Newcomer review 8: 27 rounds cut at the cap were only a figure in the table."""
    from deckgen.cli.simulate import endless_warnings

    records = [RoundRecord(t, t < 10, 0, 0, 0) for t in range(1, 11)]
    games = [GameRecord(tuple(records[:4]), True), GameRecord(tuple(records[4:]), False)]
    spec = SimulationSpec.parse("classic-108+stacking+draw-to-match")
    s = summarise(spec, records, games, players=4, policy="random", seed=0, turn_cap=10)
    assert endless_warnings([s]) == [
        "classic-108:official+stacking+draw-to-match: 1 of 10 rounds (10.0 %) did not "
        "finish within 10 turns; this combination can make a round endless (their turns "
        "count as 10, so the turn figures are lower bounds)",
        "classic-108:official+stacking+draw-to-match: 1 of 2 games (50.0 %) never reached "
        "the end of the game",
    ]
    finished = [RoundRecord(t, True, 0, 0, 0) for t in range(1, 4)]
    s = summarise(spec, finished, None, players=4, policy="random", seed=0, turn_cap=10)
    assert endless_warnings([s]) == []


def test_nearest_rank_percentiles():
    assert [nearest_rank([3], p) for p in (1, 50, 99)] == [3, 3, 3]
    values = list(range(1, 101))
    assert [nearest_rank(values, p) for p in (1, 50, 90, 99)] == [1, 50, 90, 99]
    assert nearest_rank([1, 2, 3, 4], 50) == 2 and nearest_rank([1, 2, 3, 4], 51) == 3


def test_more_players_longer_rounds_smaller_hands_shorter_ones(tmp_path):
    four, six = (simulate(["classic-108"], players=n, rounds=150)[0] for n in (4, 6))
    assert six.turns_mean > four.turns_mean * 1.2
    small = simulate([SimulationSpec("classic-108", hand_size(tmp_path, 4))], rounds=150)[0]
    assert small.turns_mean < four.turns_mean * 0.8
    assert small.cards_drawn_mean < four.cards_drawn_mean


def test_plus_ten_with_stacking_draws_longer_penalties_than_the_classic_deck():
    classic, plus_ten = simulate(
        ["classic-108:official", "house-plus-ten:plus-ten+stacking"], rounds=150
    )
    assert classic.longest_penalty_max == 4  # a Wild Draw Four, nothing stacks
    assert plus_ten.longest_penalty_max > 10  # a stack on a +10
    assert plus_ten.longest_penalty_mean > 2 * classic.longest_penalty_mean


def test_spec_parsing():
    assert SimulationSpec.parse("house-plus-ten:plus-ten+stacking") == SimulationSpec(
        "house-plus-ten", "plus-ten", ("stacking",)
    )
    assert SimulationSpec.parse("classic-108+jump-in") == SimulationSpec(
        "classic-108", "official", ("jump-in",)
    )
    assert str(SimulationSpec.parse("classic-108")) == "classic-108:official"
    assert SimulationSpec.from_options(None) == SimulationSpec("classic-108")
    assert SimulationSpec.from_options("two-player+stacking", "party", ["x"]) == SimulationSpec(
        "two-player", "party", ("stacking", "x")
    )
    for bad in ("", "classic-108:", "a++b", ":party"):
        with pytest.raises(DefinitionError, match="DECK\\[:RULESET\\]"):
            SimulationSpec.parse(bad)
    with pytest.raises(DefinitionError, match="two rulesets"):
        SimulationSpec.from_options("classic-108:party", "official")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 11}, "11 players"),
        ({"rounds": 5, "games": 5}, "not both"),
        ({"rounds": 0}, "0 rounds"),
        ({"policy": "clever"}, "unknown policy"),
        ({"seconds_per_turn": 0}, "above 0"),
    ],
)
def test_refusals_come_before_any_round(kwargs, message):
    with pytest.raises(DeckgenError, match=message):
        simulate(["classic-108"], **kwargs)


def test_ctrl_c_gives_the_figures_measured_so_far():
    def stop(_n):
        raise KeyboardInterrupt

    with pytest.raises(SimulationInterrupted) as caught:
        simulate(["classic-108", "classic-108:party"], rounds=300, workers=1, progress=stop)
    (partial,) = caught.value.stats  # one chunk of the first configuration was done
    assert partial.interrupted and 0 < partial.rounds < 300


def test_ctrl_c_stops_the_worker_processes():
    calls = []

    def stop(n):
        calls.append(n)
        raise KeyboardInterrupt

    with pytest.raises(SimulationInterrupted) as caught:
        simulate(["classic-108"], rounds=400, workers=2, progress=stop)
    assert caught.value.stats[0].rounds == calls[0]
    deadline = time.monotonic() + 5
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not multiprocessing.active_children()


# ---- the command ----------------------------------------------------------------------


def test_command_prints_a_side_by_side_table_with_ratios():
    args = ["simulate", "classic-108", "--compare", "classic-108:party", "-n", "30", "--seed", "2"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert ":official" in result.stdout and ":party" in result.stdout  # deck over ruleset
    assert "turns per round: mean" in result.stdout and "×" in result.stdout
    assert "rounds cut at 1,000 turns" in result.stdout
    assert "minutes" not in result.stdout  # no pace given, no minutes
    said = " ".join(result.stdout.split())
    # which way it reads, against which column by name (newcomer 10, L9)
    assert "×: ratio to the first column, classic-108:official (×0.50: half its figure)" in said
    assert "give the one to compare with first." in said
    assert "warning" not in result.output  # every round finished


def test_command_json_parses_and_matches_the_library():
    args = ["simulate", "house-plus-ten", "--ruleset", "plus-ten", "-n", "25", "--json"]
    args += ["--seconds-per-turn", "10"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    (config,) = report["configurations"]
    assert config["spec"]["text"] == "house-plus-ten:plus-ten"
    assert report["percentiles"] == "nearest-rank" and report["interrupted"] is False
    (expected,) = simulate(["house-plus-ten:plus-ten"], rounds=25, seconds_per_turn=10)
    assert config["turns_mean"] == expected.turns_mean
    assert config["minutes_per_round"] == pytest.approx(expected.turns_mean / 6)


def test_command_games_show_rounds_per_game():
    result = runner.invoke(app, ["simulate", "classic-108:penalty-101", "--games", "3"])
    assert result.exit_code == 0, result.output
    assert "rounds per game: mean" in result.stdout and "3 games each" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["classic-108:"], "no ruleset named"),
        (["nope-deck"], "nope-deck"),
        (["classic-108", "--rounds", "5", "--games", "5"], "not both"),
        (["two-player", "--players", "4"], "4 players"),
        (["classic-108", "--plot", "turns.gif"], ".png or .svg"),
    ],
)
def test_command_errors_are_one_line_and_exit_1(args, message):
    result = runner.invoke(app, ["simulate", *args])
    assert result.exit_code == 1
    assert message in result.stderr
    assert result.stderr.count("error:") == 1 and "Traceback" not in result.stderr


def test_plot_without_matplotlib_says_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    monkeypatch.setattr(deckgen, "simulate", pytest.fail)  # refused before any round
    result = runner.invoke(app, ["simulate", "--plot", str(tmp_path / "turns.png")])
    assert result.exit_code == 1
    assert "pip install 'deckgen[plot]'" in result.stderr
    assert not (tmp_path / "turns.png").exists()


def test_plot_writes_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    path = tmp_path / "turns.png"
    args = ["simulate", "--compare", "classic-108:party", "-n", "30", "--plot", str(path)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"wrote {path}" in result.stdout


def test_command_after_ctrl_c_prints_what_was_measured_and_exits_130(monkeypatch):
    (partial,) = simulate(["classic-108"], rounds=12)

    def interrupted(*_args, **_kwargs):
        raise SimulationInterrupted((partial,))

    monkeypatch.setattr(deckgen, "simulate", interrupted)
    result = runner.invoke(app, ["simulate", "--json"])
    assert result.exit_code == 130
    assert "interrupted" in result.stderr
    assert json.loads(result.stdout)["configurations"][0]["rounds"] == 12


def test_an_unknown_house_rule_in_a_spec_is_named_by_the_spec_not_by_an_option():
    """Newcomer review (session 5): ``simulate classic-108:party+jumpin`` said
    ``--house-rule: unknown house rule 'jumpin'`` though no option was given."""
    result = CliRunner().invoke(app, ["simulate", "classic-108:party+jumpin", "--rounds", "2"])
    assert result.exit_code != 0
    assert "'classic-108:party+jumpin': unknown house rule 'jumpin'" in result.output
    assert "did you mean 'jump-in'" in result.output and "--house-rule:" not in result.output
