"""What a playtest leaves on disk: the JSON report, each game's record, games.csv."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.map.model import MapPack
from engine.pack.io import atomic_write_text
from engine.records import GameRecord, pack_digest, write_record
from engine.sim.play import Matchup
from engine.sim.result import GameResult


def write_report(report: dict[str, Any], path: Path) -> None:
    atomic_write_text(path, json.dumps(report, indent=2) + "\n")


def record_name(seed: int) -> str:
    return f"game-{seed}.yaml"


def write_records(
    folder: Path, map_path: Path, matchup: Matchup, results: Sequence[GameResult]
) -> None:
    """One replayable record per game, and games.csv (seed, winners, a score per seat)."""
    folder.mkdir(parents=True, exist_ok=True)
    digest = pack_digest(matchup.pack)
    for result in results:
        record = GameRecord(
            pack=str(map_path.resolve()),
            pack_sha256=digest,
            ruleset=matchup.pack.ruleset,
            players=matchup.players,
            seed=result.seed,
            options=dict(matchup.options),
            actions=result.actions,
            scores=result.scores,
        )
        write_record(record, folder / record_name(result.seed))
    atomic_write_text(folder / "games.csv", games_csv(matchup.pack, matchup, results))


def games_csv(pack: MapPack, matchup: Matchup, results: Sequence[GameResult]) -> str:
    seats = range(matchup.players)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["seed", "record", "winners", *(f"score_{seat}" for seat in seats)])
    for result in results:
        writer.writerow(
            [
                result.seed,
                record_name(result.seed),
                " ".join(map(str, result.winners)),
                *result.scores,
            ]
        )
    return out.getvalue()
