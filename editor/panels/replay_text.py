"""The replay viewer's words: a game in the list, a step's title, the lists beside the board."""

from __future__ import annotations

from collections.abc import Sequence

from editor.playtest.timeline import Moment
from engine.rules.picture import SideList
from engine.sim.result import GameResult


def seat_name(seat: int, bots: Sequence[str]) -> str:
    return f"seat {seat} ({bots[seat]})"


def game_label(result: GameResult, bots: Sequence[str]) -> str:
    """Like "seed 12: 33 / 26 / 12, seat 0 (greedy) wins"."""
    scores = " / ".join(map(str, result.scores))
    winners = ", ".join(seat_name(seat, bots) for seat in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    return f"seed {result.seed}: {scores}, {winners} {verb}"


def step_title(moment: Moment, last: int, bots: Sequence[str]) -> str:
    """Like "Step 4 of 60: seat 1 (greedy)"; every seat that acted is named."""
    if moment.step == 0:
        return f"The deal (step 0 of {last})"
    seats = ", ".join(seat_name(seat, bots) for seat in moment.seats)
    return f"Step {moment.step} of {last}: {seats}" if seats else f"Step {moment.step} of {last}"


def scores_text(scores: Sequence[int]) -> str:
    return "Scores: " + ", ".join(f"seat {seat} {score}" for seat, score in enumerate(scores))


def side_rows(lists: Sequence[SideList]) -> list[tuple[str, bool]]:
    """(text, whether it is a title) for each row of the lists, each title first."""
    rows = []
    for side in lists:
        rows.append((side.title, True))
        rows += [(item, False) for item in side.items]
    return rows
