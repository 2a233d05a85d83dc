"""How much skill matters: which bot finishes ahead of which, and how often.

One measure serves solo and multiplayer games alike: between two bots, the
share of comparisons the stronger one finished ahead in. A seat finishes
ahead of another when it is among the winners and the other is not, and
otherwise when it scored more; equal seats count a half to each.

- In a multiplayer game every two seats held by different bots are compared.
- A solo game has no opponent, so bots are compared on the same deal: each
  plays the same seed alone, and their results on it are compared the same way.

The ladder (engine/sim/ladder.py) and the playtest report (engine/sim/report.py)
both state the figure, so it means the same in both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

import numpy as np

from engine.sim.ratings import Fit, Matrix, rate
from engine.sim.result import GameResult


def standing(result: GameResult, seat: int) -> tuple[bool, int]:
    """What finishing ahead compares: winning first, then the score."""
    return (seat in result.winners, result.scores[seat])


def tally(entries: Sequence[tuple[int, tuple[bool, int]]], size: int) -> Matrix:
    """A KxK tally of (bot index, standing) entries compared two by two; entries of
    the same bot are not compared."""
    wins = np.zeros((size, size))
    for (a, first), (b, second) in combinations(entries, 2):
        if a == b:
            continue
        if first == second:
            wins[a, b] += 0.5
            wins[b, a] += 0.5
        elif first > second:
            wins[a, b] += 1
        else:
            wins[b, a] += 1
    return wins


def game_tally(result: GameResult, lineup: Sequence[str], index: Mapping[str, int]) -> Matrix:
    """Every two seats of one game held by different bots."""
    entries = [(index[bot], standing(result, seat)) for seat, bot in enumerate(lineup)]
    return tally(entries, len(index))


def solo_tally(played: Sequence[tuple[str, GameResult]], index: Mapping[str, int]) -> Matrix:
    """Solo games on one seed, each by its bot: compared as if played side by side."""
    return tally([(index[bot], standing(result, 0)) for bot, result in played], len(index))


def skill_figure(fit: Fit, bots: Sequence[str]) -> dict[str, Any] | None:
    """The strongest bot against the weakest: how often it finished ahead, with
    the 95% interval and the number of comparisons; None when they never met."""
    if fit.ahead is None or fit.ahead_interval is None:
        return None
    met = fit.wins[fit.best][fit.weakest] + fit.wins[fit.weakest][fit.best]
    return {
        "stronger": bots[fit.best],
        "weaker": bots[fit.weakest],
        "ahead": round(fit.ahead, 4),
        "ahead_ci": [round(fit.ahead_interval[0], 4), round(fit.ahead_interval[1], 4)],
        "comparisons": met,
    }


def run_skill(
    bots: Sequence[str], results: Sequence[GameResult], seed: int
) -> dict[str, Any] | None:
    """The figure for a playtest whose seats hold different bots (seats fixed, so
    any seat advantage is in it too); None when every seat holds the same bot."""
    distinct = list(dict.fromkeys(bots))
    if len(distinct) < 2 or not results:
        return None
    index = {bot: i for i, bot in enumerate(distinct)}
    fit = rate([game_tally(r, bots, index) for r in results], len(distinct), seed)
    return skill_figure(fit, distinct)


def skill_line(figure: dict[str, Any] | None) -> str:
    """The figure in one line, for the ladder's and the playtest's summaries."""
    if figure is None:
        return "skill: not measured (no two different bots met)"
    low, high = figure["ahead_ci"]
    return (
        f"skill: {figure['stronger']} finished ahead of {figure['weaker']} in "
        f"{figure['ahead']:.1%} of {figure['comparisons']:g} comparisons "
        f"(95% interval {low:.1%} to {high:.1%})"
    )
