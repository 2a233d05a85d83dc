"""`tracksmith journey MAP STATION... [--json]`: check a journey under the map's rules.

Stations are given by id or by name (any case). Exit 0 for a valid journey, 1
for one that breaks or lacks stops, 2 when the map cannot be read, a station is
not found, the rules have no journeys or there are more stops than a journey has.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine import journeys
from engine.commands import UsageError
from engine.errors import InputError
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.rules.journey import JourneyCheck


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("journey")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument("stations", nargs="+", metavar="STATION", help="a stop: an id or a name")
    parser.add_argument("--json", action="store_true", help="print the check as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    pack = load_pack(args.map)
    try:
        journeys.journey_rules(pack)
        stops = [journeys.find_station(pack, text) for text in args.stations]
        journey = journeys.check(pack, stops)
    except InputError as error:
        raise UsageError(f"{args.map}: {error}") from None
    if args.json:
        print(_json_text(_as_json(args.map, pack, journey)))
    else:
        _print(args.map, pack, journey)
    return 0 if journey.valid else 1


def _json_text(value: dict[str, Any]) -> str:
    """Names as they are where standard output takes them (a UTF-8 terminal), else
    escaped by JSON itself: an escape the stream added would not be valid JSON."""
    text = json.dumps(value, indent=2, ensure_ascii=False)
    try:
        text.encode(sys.stdout.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return json.dumps(value, indent=2)
    return text


def _line_into(journey: JourneyCheck, index: int) -> str | None:
    """The line ridden into stop `index`, where the journey holds that far."""
    return journey.lines[index - 1] if 0 < index <= len(journey.lines) else None


def _name_of(pack: MapPack, line: str | None) -> str | None:
    return None if line is None else journeys.line_name(pack, line)


def _print(path: str, pack: MapPack, journey: JourneyCheck) -> None:
    rules = journeys.journey_rules(pack)
    print(f"{path}: a journey of {len(journey.stops)} stops ({rules.title}: {journey.needed})")
    width = max(len(journeys.label(pack, stop)) for stop in journey.stops)
    for index, stop in enumerate(journey.stops):
        line = _line_into(journey, index)
        note = f"by {journeys.line_name(pack, line)}" if line is not None else ""
        if index == journey.broken_at:
            note = "<- breaks here"
        print(f"  {index + 1:>2}  {journeys.label(pack, stop):<{width}}  {note}".rstrip())
    print(journeys.verdict(pack, journey))


def _as_json(path: str, pack: MapPack, journey: JourneyCheck) -> dict[str, Any]:
    stations = pack.station_index
    return {
        "map": path,
        "ruleset": pack.ruleset,
        "needed": journey.needed,
        "stops": [
            {
                "number": index + 1,
                "id": stop,
                "name": stations[stop].name if stop in stations else "",
                "line": _line_into(journey, index),
                "line_name": _name_of(pack, _line_into(journey, index)),
            }
            for index, stop in enumerate(journey.stops)
        ],
        "valid": journey.valid,
        "missing": journeys.missing(journey),
        "broken_at": None if journey.broken_at is None else journey.broken_at + 1,
        "reason": journey.reason,
        "verdict": journeys.verdict(pack, journey),
    }
