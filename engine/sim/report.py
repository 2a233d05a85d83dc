"""Turning game results into the playtest report (documented in docs/playtest-report.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.map.model import MapPack
from engine.rules.heat import HeatLayer
from engine.rules.registry import get_ruleset
from engine.sim.heat import heat_section, never_ids, totals
from engine.sim.result import GameResult
from engine.sim.skill import run_skill
from engine.sim.stats import balance, mean, sd, wilson_interval
from engine.sim.verdicts import finished, judge

REPORT_VERSION = 1


def build_report(
    pack: MapPack,
    bots: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    results: Sequence[GameResult],
    elapsed_s: float,
    source_names: Mapping[str, str],
    interrupted: bool = False,
    games_requested: int | None = None,
    stopped: str = "",
) -> dict[str, Any]:
    games = len(results)
    players = len(bots)
    seats = [_seat(results, seat, bot) for seat, bot in enumerate(bots)]
    ended = finished(results)
    ruleset = get_ruleset(pack.ruleset)
    layers = ruleset.heat_layers
    visits, never_visited = _older_totals(pack, _first_of(layers, "station"), results)
    builds, never_built = _older_totals(pack, _first_of(layers, "connection"), results)
    return {
        "report_version": REPORT_VERSION,
        "map": pack.id,
        "ruleset": pack.ruleset,
        "variant": pack.variant,
        "options": dict(options),
        "games": games,
        "players": players,
        "seed": seed,
        "bots": list(bots),
        "games_requested": games if games_requested is None else games_requested,
        "interrupted": interrupted,
        "stopped": stopped or None,
        "verdicts": [verdict.to_json() for verdict in judge(ruleset, bots, results)],
        "finished_games": len(ended),
        "unfinished": [{"seed": r.seed, "why": r.unfinished} for r in results if r.unfinished],
        "seats": seats,
        "balance": _balance(ended, players),
        "skill": _skill(seats),
        "skill_matters": run_skill(bots, results, seed),
        "mean_turns": round(mean([r.observation.rounds for r in results]), 3),
        "turns": turn_spread([r.observation.rounds for r in results]),
        "score_sources": _score_sources(results, source_names),
        "metrics": _metrics(results),
        "heat": heat_section(pack, layers, results),
        # kept for scripts written before `heat`: the first station and connection layers
        "stations": _stations(pack, visits, max(games, 1)),
        "connections": _connections(pack, builds, results),
        "never_visited_stations": never_visited,
        "never_built_connections": never_built,
        "elapsed_s": round(elapsed_s, 3),
        "games_per_s": round(games / elapsed_s, 2) if elapsed_s > 0 else None,
    }


def turn_spread(rounds: Sequence[int]) -> dict[str, Any]:
    """How long the games ran, not just on average: a game that drags on past
    most others (or hits a turn limit) is what a designer needs to see."""
    if not rounds:
        return {"min": 0, "p10": 0, "median": 0, "p90": 0, "max": 0, "games": {}}
    ordered = sorted(rounds)

    def at(share: float) -> int:
        return ordered[round(share * (len(ordered) - 1))]

    counts: dict[str, int] = {}
    for value in ordered:
        counts[str(value)] = counts.get(str(value), 0) + 1
    return {
        "min": ordered[0],
        "p10": at(0.1),
        "median": at(0.5),
        "p90": at(0.9),
        "max": ordered[-1],
        "games": counts,
    }


def _balance(ended: Sequence[GameResult], players: int) -> float | None:
    """Balance over the games that ended by the rules: a game cut short is nobody's
    win and says nothing about the seats (None: no game finished)."""
    if not ended:
        return None
    rates = [sum(r.win_share(seat) for r in ended) / len(ended) for seat in range(players)]
    return round(balance(rates), 4)


def _seat(results: Sequence[GameResult], seat: int, bot: str) -> dict[str, Any]:
    wins = sum(r.win_share(seat) for r in results)
    scores = [r.scores[seat] for r in results]
    low, high = wilson_interval(wins, len(results))
    return {
        "seat": seat,
        "bot": bot,
        "win_rate": round(wins / len(results), 4) if results else 0.0,
        "win_rate_ci": [round(low, 4), round(high, 4)],
        "mean_score": round(mean(scores), 3),
        "sd_score": round(sd(scores), 3),
    }


def _skill(seats: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Mean win rate per bot, and the gap between the strongest and the weakest."""
    by_bot: dict[str, list[float]] = {}
    for seat in seats:
        by_bot.setdefault(seat["bot"], []).append(seat["win_rate"])
    rates = {bot: round(mean(values), 4) for bot, values in by_bot.items()}
    return {"win_rate_by_bot": rates, "gap": round(max(rates.values()) - min(rates.values()), 4)}


def _score_sources(results: Sequence[GameResult], names: Mapping[str, str]) -> dict[str, float]:
    """Mean points per game from each source, summed over the seats."""
    totals: dict[str, float] = {}
    for result in results:
        for breakdown in result.breakdown:
            for rule, points in breakdown.items():
                source = names.get(rule, rule)
                totals[source] = totals.get(source, 0.0) + points
    count = max(len(results), 1)
    return {source: round(total / count, 3) for source, total in sorted(totals.items())}


def _metrics(results: Sequence[GameResult]) -> dict[str, float]:
    """The ruleset's own per-game figures, averaged over the games."""
    names = sorted({name for r in results for name in r.observation.metrics})
    return {
        name: round(mean([r.observation.metrics.get(name, 0.0) for r in results]), 3)
        for name in names
    }


def _first_of(layers: Sequence[HeatLayer], element: str) -> HeatLayer | None:
    """The layer the older keys of a kind carry: the ruleset's first of that kind."""
    return next((layer for layer in layers if layer.element == element), None)


def _older_totals(
    pack: MapPack, layer: HeatLayer | None, results: Sequence[GameResult]
) -> tuple[dict[str, float], list[str]]:
    """A kind's totals per element and never list, for the older keys."""
    if layer is None:
        return {}, []
    summed = totals(pack, layer, results)
    return summed, never_ids(pack, layer, summed)


def _stations(pack: MapPack, visits: Mapping[str, float], count: int) -> dict[str, dict[str, Any]]:
    report = {}
    for station in pack.stations:
        total = visits.get(station.id, 0)
        report[station.id] = {"visits": total, "visits_per_game": round(total / count, 3)}
    return report


def _connections(
    pack: MapPack, builds: Mapping[str, float], results: Sequence[GameResult]
) -> dict[str, dict[str, Any]]:
    count = max(len(results), 1)
    report = {}
    for connection in pack.connections:
        total = builds.get(connection.id, 0)
        firsts = [
            r.observation.first_build[connection.id]
            for r in results
            if connection.id in r.observation.first_build
        ]
        report[connection.id] = {
            "builds": total,
            "builds_per_game": round(total / count, 3),
            "built_in_games": round(len(firsts) / count, 4),
            "mean_first_build_turn": round(mean(firsts), 3) if firsts else None,
        }
    return report
