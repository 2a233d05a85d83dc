"""One game's work is bounded whatever the map's options allow, and games that end by the
rules are the same move for move (seeds are promises).

The unending game is a One Day map with `max_turns` at its highest: random bots, who
seldom make a journey (O4), or a map whose only line is shorter than a journey, which lint
refuses before a playtest (`journey-out-of-reach`) but a game played directly still meets.
Before the bound it played 100,000 actions and then raised.
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

import pytest
import yaml

from engine.cli import main
from engine.families.oneday.options import MOST_TURNS
from engine.pack import load_pack
from engine.paths import MAPS
from engine.records import read_record, replay
from engine.sim import budget
from engine.sim.play import Matchup, play_game

# map, bots, seed -> the scores and the first 16 hex digits of the SHA-256 of the actions
PINNED = [
    ("london.yaml", ("greedy", "random"), 0, (56, 54), "6f45db0bb4687ae7"),
    ("london.yaml", ("random", "greedy", "greedy"), 1, (37, 45, 52), "d50dac028c168b7a"),
    ("next-station-london.yaml", ("greedy", "random"), 0, (117, 61), "6d40a64fe5d4fcd3"),
    ("next-station-london.yaml", ("random", "greedy", "greedy"),
     1, (53, 121, 114), "b1851aa7cb0cee21"),
    ("metro-x-harbour.yaml", ("greedy", "random"), 0, (90, 5), "78ea58e87f7a6ca7"),
    ("metro-x-harbour.yaml", ("random", "greedy", "greedy"),
     1, (-2, 78, 78), "91085203a7d55d88"),
    # O4 judged a change of line by the track just ridden from 2026-11-27: both games changed
    ("one-day-rivertown.yaml", ("greedy", "random"), 0, (0, 0), "a9f4ea2c416f8f1b"),
    ("one-day-rivertown.yaml", ("random", "greedy", "greedy"), 1, (0, 0, 1), "015d01e1874c3a33"),
    ("tube-dice-quick.yaml", ("greedy", "random"), 0, (22, 6), "24ec777e8509e6f8"),
    ("tube-dice-quick.yaml", ("random", "greedy", "greedy"), 1, (6, 24, 5), "9f2ee9cc17c35a24"),
    # strong's On the Underground budget depends on the round from 2026-11-28
    ("tutorial.yaml", ("strong", "greedy"), 0, (40, 26), "380566ae9558b405"),
    # montecarlo's playouts stop four steps deep from 2026-11-28 (a bot that searches may change)
    ("tube-dice-quick.yaml", ("montecarlo", "random"), 0, (28, 6), "df94271f31b8e9ec"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "bots", "seed", "scores", "digest"), PINNED)
def test_a_game_that_ends_by_the_rules_is_the_game_its_seed_promised(
    name: str, bots: tuple[str, ...], seed: int, scores: tuple[int, ...], digest: str
) -> None:
    result = play_game(Matchup(load_pack(MAPS / name), bots), seed)
    played = hashlib.sha256("\n".join(result.actions).encode()).hexdigest()[:16]
    assert (result.scores, played, result.unfinished) == (scores, digest, "")


def random_endless_map(folder: Path) -> Path:
    """Rivertown with the most turns the rules allow: random bots play them all."""
    data = yaml.safe_load((MAPS / "one-day-rivertown.yaml").read_text(encoding="utf-8"))
    data["options"] = {**(data.get("options") or {}), "max_turns": MOST_TURNS}
    path = folder / "endless.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def endless_map(folder: Path) -> Path:
    """Rivertown cut to its first four stations on one line: every journey (O4) needs
    more stops than the line has, so no seat can ever win before `max_turns`."""
    data = yaml.safe_load((MAPS / "one-day-rivertown.yaml").read_text(encoding="utf-8"))
    kept = ["westgate", "mill-road", "fairfield", "central"]
    data["stations"] = [{**s, "cards": 20} for s in data["stations"] if s["id"] in kept]
    data["connections"] = [c for c in data["connections"] if set(c["stations"]) <= set(kept)]
    data["routes"] = [{"id": "crown", "name": "Crown", "stops": kept}]
    data["components"] = {}
    data["options"] = {"max_turns": MOST_TURNS}
    path = folder / "endless.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_an_endless_game_is_cut_at_the_actions_bound_within_a_minute(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = random_endless_map(tmp_path)
    assert main(["validate", str(path)]) == 0
    started = time.monotonic()
    report = tmp_path / "report.json"
    args = ["playtest", str(path), "--games", "1", "--jobs", "1", "--bots", "random,random"]
    assert main([*args, "--out", str(report)]) == 0
    assert time.monotonic() - started < 60
    out, err = capsys.readouterr()
    why = f"did not end within {budget.MAX_ACTIONS} actions"
    assert f"WARNING: 1 of 1 game was cut short: {why}." in out
    assert "Traceback" not in err
    found = json.loads(report.read_text(encoding="utf-8"))
    assert found["unfinished"] == [{"seed": 0, "why": why}]
    assert found["games"] == 1 and found["stopped"] is None
    assert all(seat["win_rate"] == 0 for seat in found["seats"])


def test_games_cut_at_the_bound_are_reported_and_their_records_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(budget, "MAX_ACTIONS", 3000)  # --jobs 1 plays in this process
    records = tmp_path / "games"
    path = str(random_endless_map(tmp_path))
    args = ["playtest", path, "--games", "3", "--jobs", "1", "--bots", "random,random"]
    assert main([*args, "--records", str(records)]) == 0
    out, err = capsys.readouterr()
    assert "3 of 3 games were cut short: did not end within 3000 actions" in out
    assert err == ""
    for seed in range(3):
        record = read_record(records / f"game-{seed}.yaml")
        assert len(record.actions) == 3000
        assert replay(record).current_player is not None  # the same point, not over
    assert main(["replay", str(records / "game-0.yaml")]) == 0
    assert "(the game is not over)" in capsys.readouterr().out


def test_a_game_slow_past_the_cpu_bound_is_cut_with_its_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(budget, "MAX_CPU_SECONDS", 0.05)
    result = play_game(Matchup(load_pack(endless_map(tmp_path)), ("greedy", "greedy")), 0)
    assert result.unfinished == "did not end within 0.05 s of CPU"
    assert result.winners == () and 0 < len(result.actions) < budget.MAX_ACTIONS


@pytest.mark.parametrize("bot", ["montecarlo", "strong"])
def test_a_bot_that_searches_an_endless_game_stops_with_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bot: str
) -> None:
    """A playout to the end of an endless game once ran 100,000 actions per candidate
    and world, then raised; now it stops where it stands when the game's time is up."""
    monkeypatch.setattr(budget, "MAX_CPU_SECONDS", 0.5)
    started = time.process_time()
    result = play_game(Matchup(load_pack(endless_map(tmp_path)), (bot, "greedy")), 0)
    assert result.unfinished == "did not end within 0.5 s of CPU"
    assert time.process_time() - started < 5
