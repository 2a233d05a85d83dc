"""A saved game record as a run of one game, so the replay viewer steps through a game
people played (or any record) on the map that is open, as it does a playtest's games."""

from __future__ import annotations

from pathlib import Path

from editor.playtest.outcome import PlaytestRun
from editor.playtest.settings import RunSettings
from engine.map.model import MapPack
from engine.records import pack_digest, read_record, replay
from engine.rules import get_ruleset
from engine.sim.result import GameResult

RECORDED = "recorded"  # who sat in a seat, as far as a record tells


def run_of_record(path: str | Path, pack: MapPack) -> PlaytestRun:
    """The record's game as a run of one; RecordError (naming the file and the place in
    it) when it does not replay, or was played on another map than `pack`."""
    record = read_record(path)
    game = replay(record)
    if record.pack_sha256 != pack_digest(pack):
        raise record.problem(
            ("pack",),
            "the game was played on another map than the one open (or on this one before "
            f"it changed): open {record.pack} as it was, then the record",
        )
    result = GameResult(
        seed=record.seed,
        scores=tuple(game.scores),
        winners=tuple(game.winners()),
        breakdown=tuple(dict(seat) for seat in game.score_breakdown),
        observation=get_ruleset(record.ruleset).observe(game),
        actions=record.actions,
    )
    settings = RunSettings((RECORDED,) * record.players, games=1, seed=record.seed, jobs=1)
    note = f"The game recorded in {Path(path).name}."
    return PlaytestRun(settings, pack, (result,), {"interrupted": False}, None, note)
