"""The ladder's report: a rating per bot with its 95% interval, as JSON and as a table
(documented in docs/playtest-report.md, "The skill ladder")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from engine.map.words import count
from engine.sim.ladder import LadderOutcome, LadderPlan
from engine.sim.ratings import Fit, share
from engine.sim.skill import skill_figure, skill_line
from engine.sim.stats import mean, sd
from engine.sim.summary import cut_short

LADDER_VERSION = 1


def build_ladder_report(
    plan: LadderPlan, outcome: LadderOutcome, fit: Fit, elapsed_s: float
) -> dict[str, Any]:
    order = sorted(range(len(plan.bots)), key=lambda i: -fit.ratings[i])
    return {
        "ladder_version": LADDER_VERSION,
        "map": plan.pack.id,
        "ruleset": plan.pack.ruleset,
        "variant": plan.pack.variant,
        "players": plan.players,
        "seed": plan.seed,
        "bots": list(plan.bots),
        "compared": "on the same deals" if plan.players == 1 else "head to head",
        "lineups": [list(lineup) for lineup in plan.lineups],
        "games_per_lineup": plan.games,
        "games": outcome.games,
        "games_requested": plan.total_games,
        "interrupted": outcome.interrupted,
        "stopped": outcome.stopped or None,
        "ratings": [_rating(plan, outcome, fit, rank, i) for rank, i in enumerate(order, 1)],
        "ahead": _ahead(plan, fit),
        "skill_matters": skill_figure(fit, plan.bots),
        "elapsed_s": round(elapsed_s, 3),
    }


def _rating(
    plan: LadderPlan, outcome: LadderOutcome, fit: Fit, rank: int, i: int
) -> dict[str, Any]:
    """A bot's rating, and its scores and wins over every seat it held."""
    bot = plan.bots[i]
    scores, wins = [], 0.0
    for lineup, results in outcome.played:
        for seat, held in enumerate(lineup):
            if held == bot:
                scores += [r.scores[seat] for r in results]
                wins += sum(r.win_share(seat) for r in results)
    low, high = fit.intervals[i]
    return {
        "rank": rank,
        "bot": bot,
        "rating": round(fit.ratings[i], 1),
        "rating_ci": [round(low, 1), round(high, 1)],
        "seat_games": len(scores),
        "mean_score": round(mean(scores), 3),
        "sd_score": round(sd(scores), 3),
        # a solo player always "wins": only scores compare bots there
        "win_rate": None if plan.players == 1 else round(wins / len(scores), 4) if scores else 0.0,
    }


def _ahead(plan: LadderPlan, fit: Fit) -> dict[str, dict[str, float | None]]:
    """bot -> other bot -> the share of their comparisons it finished ahead in."""
    wins = np.asarray(fit.wins)
    return {
        bot: {
            other: None if (found := share(wins, i, j)) is None else round(found, 4)
            for j, other in enumerate(plan.bots)
            if j != i
        }
        for i, bot in enumerate(plan.bots)
    }


_COLUMNS: tuple[tuple[str, str, Callable[[dict[str, Any]], str]], ...] = (
    ("rank", "<6", lambda row: str(row["rank"])),
    ("bot", "<14", lambda row: row["bot"]),
    ("rating", ">7", lambda row: f"{row['rating']:+.0f}"),
    ("95% interval", ">16", lambda row: "[{:+.0f}, {:+.0f}]".format(*row["rating_ci"])),
    ("mean score", ">12", lambda row: f"{row['mean_score']:.1f}"),
    ("sd", ">7", lambda row: f"{row['sd_score']:.1f}"),
    ("win rate", ">10", lambda row: f"{row['win_rate']:.1%}"),
)


def _cells(texts: dict[str, str], columns: tuple[tuple[str, str, Any], ...]) -> str:
    return "".join(f"{texts[title]:{align}}" for title, align, _ in columns)


def format_ladder(report: dict[str, Any]) -> str:
    lineups = len(report["lineups"])
    lines = [
        f"{report['map']} ({report['ruleset']}/{report['variant'] or '-'}): "
        f"{count(report['players'], 'player')}, {count(lineups, 'lineup')} x "
        f"{report['games_per_lineup']} seeds from {report['seed']} = "
        f"{report['games']} games{cut_short(report)}",
        f"bots compared {report['compared']}; every bot in every seat equally",
        "",
    ]
    columns = _COLUMNS if report["players"] > 1 else _COLUMNS[:-1]  # no win rate when solo
    lines.append(_cells({title: title for title, _, _ in columns}, columns))
    lines += [
        _cells({title: cell(row) for title, _, cell in columns}, columns)
        for row in report["ratings"]
    ]
    lines += ["", skill_line(report["skill_matters"])]
    lines.append(
        "ratings: Bradley-Terry, Elo scale, mean 0 (200 apart: the stronger is ahead 76% "
        "of the time)"
    )
    return "\n".join(lines)
