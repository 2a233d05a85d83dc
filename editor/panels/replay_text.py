"""The replay viewer's words: a game in the list, a turn's title, the Passenger's moves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from editor.playtest.board_state import Move
from editor.playtest.timeline import Moment
from engine.sim.result import GameResult


def game_label(result: GameResult, bots: Sequence[str]) -> str:
    """Like "seed 12: 33 / 26 / 12, seat 0 (greedy) wins"."""
    scores = " / ".join(map(str, result.scores))
    winners = ", ".join(f"seat {seat} ({bots[seat]})" for seat in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    return f"seed {result.seed}: {scores}, {winners} {verb}"


def turn_title(moment: Moment, last: int, bots: Sequence[str]) -> str:
    if moment.seat is None:
        return f"The deal (turn 0 of {last})"
    return f"Turn {moment.turn} of {last}: seat {moment.seat} ({bots[moment.seat]})"


def scores_text(scores: Sequence[int]) -> str:
    return "Scores: " + ", ".join(f"seat {seat} {score}" for seat, score in enumerate(scores))


def move_text(move: Move, names: Mapping[str, str]) -> str:
    """Like "Passenger: Central → North End, riding red and walking 1 space"."""
    start, end = (names.get(station, station) for station in (move.start, move.end))
    if not move.legs:
        return f"Passenger stays at {end}"
    lines = sorted({leg.line for leg in move.legs if leg.line is not None})
    walked = sum(leg.line is None for leg in move.legs)
    how = [f"riding {' + '.join(lines)}"] if lines else []
    if walked:
        how.append(f"walking {walked} space{'s' if walked != 1 else ''}")
    return f"Passenger: {start} → {end}, {' and '.join(how)}"
