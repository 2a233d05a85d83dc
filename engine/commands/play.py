"""`tracksmith play MAP --seats human,greedy,strong [--seed N] [--record GAME.yaml]`: play a
game in the terminal, people in the seats named `human`, bots in the others.

A person sees what their seat sees (its view and the table), the legal actions
numbered in words, and types a number, an action's words or its text form; a bad
input says what is legal. The bots' moves are printed in words with the points they
scored and the rules behind them. The end of input abandons the game cleanly: its
record is still written. Exit 0 when the game ended or was abandoned, 2 for a bad
map, seat list or record path.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from engine.commands import UsageError
from engine.commands.outputs import UnwrittenError, check_file, spare_file, write_or_keep
from engine.commands.sim_args import load_playable
from engine.map.model import MapPack
from engine.map.words import element_name
from engine.pack.destination import pack_reads
from engine.pack.limits import MAX_INTEGER
from engine.play.session import PERSON, PlaySession, SeatError
from engine.records import GameRecord, dump_record, write_record
from engine.rules.options import SetupError
from engine.sim.bots import bot_names


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("play")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument(
        "--seats",
        required=True,
        help=f"who sits where, in turn order: '{PERSON}' or a bot ({', '.join(bot_names())})",
    )
    parser.add_argument("--seed", type=int, help="the deal (default: a new one, printed)")
    parser.add_argument("--record", metavar="GAME.yaml", help="write the game's record here")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    pack = load_playable(args.map)
    seats = [name.strip() for name in args.seats.split(",") if name.strip()]
    seed = random.randrange(MAX_INTEGER) if args.seed is None else args.seed
    if not -MAX_INTEGER <= seed <= MAX_INTEGER:
        raise UsageError(f"--seed must lie within ±{MAX_INTEGER}")
    record = (
        None if args.record is None else check_file("--record", args.record, pack_reads(args.map))
    )
    try:
        session = PlaySession(pack, seats, seed)
    except (SeatError, SetupError) as error:
        raise UsageError(str(error)) from None
    title = session.ruleset.title
    print(f"{args.map}: {title}, seats {', '.join(seats)}, seed {seed}")
    finished = play(session, sys.stdin, sys.stdout)
    if finished:
        _print_end(session)
    else:
        print(f"end of input: the game is abandoned after {len(session.moves)} moves")
    if record is not None:
        _keep(session.record(Path(args.map)), record)
    return 0


def _keep(kept: GameRecord, target: Path) -> None:
    """The record to `target`, a spare file, or at worst standard output: a game
    played is never lost."""
    try:
        if write_or_keep("the record", target, lambda place: write_record(kept, place), spare_file):
            print(f"record written to {target}")
    except UnwrittenError:
        print("the record follows on standard output", file=sys.stderr)
        print(dump_record(kept, kept.pack))


def play(session: PlaySession, source: TextIO, out: TextIO) -> bool:
    """Play until the game ends (True) or the input does (False)."""
    while session.seat is not None:
        if not session.person_to_move():
            for line in session.play_bot().lines():
                print(line, file=out)
            continue
        _show_turn(session, out)
        while True:
            print(f"seat {session.seat}> ", end="", file=out, flush=True)
            text = source.readline()
            if not text:
                print(file=out)
                return False
            try:
                action = session.typed(text)
            except ValueError as error:
                print(error, file=out)
                _list_actions(session, out)
                continue
            for line in session.play(action).lines():
                print(line, file=out)
            break
    return True


def _show_turn(session: PlaySession, out: TextIO) -> None:
    seat = session.seat
    assert seat is not None
    print(f"-- seat {seat} to move, score {session.game.scores[seat]}", file=out)
    view = session.ruleset.public_view(session.game, seat)
    names = _names(session.pack)
    for key, value in view.items():
        print(f"  {key.replace('_', ' ')}: {_plain(value, names)}", file=out)
    for side in session.picture(seat).lists:
        print(f"  {side.title}: {'; '.join(side.items)}", file=out)
    _list_actions(session, out)


def _list_actions(session: PlaySession, out: TextIO) -> None:
    legal = session.legal()
    width = len(str(len(legal)))
    for number, action in enumerate(legal, 1):
        print(f"  {number:>{width}}. {session.words(action)}  [{action}]", file=out)


def _names(pack: MapPack) -> dict[str, str]:
    """Each element's id and its name as people read it: the view keeps ids."""
    ids = [
        *(station.id for station in pack.stations),
        *(connection.id for connection in pack.connections),
        *(region.id for region in pack.regions),
        *(route.id for route in pack.routes),
    ]
    return {element: element_name(pack, element) for element in ids}


def _plain(value: Any, names: Mapping[str, str], inner: bool = False) -> str:
    """A value of a public view as people read it: elements by name, no brackets or
    quotes, what is nested inside a list in parentheses ("red (track none; tokens
    left 8)")."""
    if isinstance(value, Mapping):
        parts = [f"{_word(key, names)} {_plain(item, names, True)}" for key, item in value.items()]
        text = ("; " if inner else ", ").join(parts) or "none"
    elif isinstance(value, Sequence) and not isinstance(value, str):
        text = (" " if inner else ", ").join(_plain(item, names, True) for item in value) or "none"
    elif isinstance(value, str):
        return names.get(value, value)
    else:
        return "-" if value is None else str(value)
    return f"({text})" if inner and len(value) > 1 else text


def _word(key: Any, names: Mapping[str, str]) -> str:
    """A key: an element's name, or a field's words ("tokens left")."""
    text = str(key)
    return names.get(text, text.replace("_", " "))


def _print_end(session: PlaySession) -> None:
    game = session.game
    scores = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(game.scores))
    print(f"the game is over; scores: {scores}")
    winners = game.winners()
    print(
        f"{'winner' if len(winners) == 1 else 'winners'}: "
        + ", ".join(f"seat {s}" for s in winners)
    )
