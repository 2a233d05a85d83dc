"""`tracksmith replay RECORD [--map PACK] [--json]`: replay a game record, its scores, events.

Exit 0 when the record replays, 2 when it cannot be read or replayed (the
message names the file and the place in it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.records import RecordError, read_record, replay


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("replay")
    parser.add_argument("record", help="a game record (.yaml)")
    parser.add_argument(
        "--map",
        metavar="PACK",
        type=Path,
        help="the map the game was played on, when the record's own path no longer finds it",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        record = read_record(args.record)
        game = replay(record, args.map)
    except RecordError as problem:
        print(problem.describe(), file=sys.stderr)
        return 2
    events = [
        {
            "rule": event.rule,
            "player": event.player,
            "line": event.line,
            "points": event.points,
            "detail": event.detail,
            "elements": list(event.elements),
        }
        for event in game.events
    ]
    if args.json:
        result = {
            "record": args.record,
            "ruleset": record.ruleset,
            "players": record.players,
            "seed": record.seed,
            "actions": len(record.actions),
            "over": game.is_over,
            "scores": list(game.scores),
            "winners": list(game.winners()),
            "breakdown": [dict(seat) for seat in game.score_breakdown],
            "events": events,
        }
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"{args.record}: {record.ruleset}, {record.players} players, seed {record.seed}, "
        f"{len(record.actions)} actions{'' if game.is_over else ' (the game is not over)'}"
    )
    for event in game.events:
        line = event.line or "-"
        print(
            f"  {event.rule:<4} seat {event.player}  {line:<8} {event.points:+3d}  {event.detail}"
        )
    scores = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(game.scores))
    print(f"scores: {scores}")
    print(
        f"{'winner' if len(game.winners()) == 1 else 'winners'}: "
        + ", ".join(f"seat {seat}" for seat in game.winners())
    )
    return 0
