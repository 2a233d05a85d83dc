"""Paired comparison of two runs on the same seeds: did an edit change the game?

Both maps are played with the same bots and seeds, so each seed gives a pair
of games; intervals on the per-seed differences are much tighter than
comparing two independent samples.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.sim.heat import report_layers
from engine.sim.result import GameResult
from engine.sim.stats import mean, mean_interval


def compare_runs(
    a: dict[str, Any],
    b: dict[str, Any],
    results_a: Sequence[GameResult],
    results_b: Sequence[GameResult],
) -> dict[str, Any]:
    """Compare two reports built from the same seeds (results matched by seed)."""
    pairs = _pairs(results_a, results_b)
    seats = []
    for seat, bot in enumerate(a["bots"]):
        score_diffs = [rb.scores[seat] - ra.scores[seat] for ra, rb in pairs]
        win_diffs = [rb.win_share(seat) - ra.win_share(seat) for ra, rb in pairs]
        seats.append(
            {
                "seat": seat,
                "bot": bot,
                "mean_score": [a["seats"][seat]["mean_score"], b["seats"][seat]["mean_score"]],
                "score_diff": round(mean(score_diffs), 3),
                "score_diff_ci": _rounded(mean_interval(score_diffs)),
                "win_rate": [a["seats"][seat]["win_rate"], b["seats"][seat]["win_rate"]],
                "win_rate_diff": round(mean(win_diffs), 4),
                "win_rate_diff_ci": _rounded(mean_interval(win_diffs)),
            }
        )
    turns = [rb.observation.rounds - ra.observation.rounds for ra, rb in pairs]
    sources = sorted(set(a["score_sources"]) | set(b["score_sources"]))
    return {
        "maps": [a["map"], b["map"]],
        "games": len(pairs),
        "players": a["players"],
        "seed": a["seed"],
        "bots": a["bots"],
        "seats": seats,
        "balance": [a["balance"], b["balance"]],
        "mean_turns": [a["mean_turns"], b["mean_turns"]],
        "mean_turns_diff_ci": _rounded(mean_interval(turns)),
        "score_sources": {
            s: [a["score_sources"].get(s, 0.0), b["score_sources"].get(s, 0.0)] for s in sources
        },
        "newly_never_visited": sorted(
            set(b["never_visited_stations"]) - set(a["never_visited_stations"])
        ),
        "no_longer_never_visited": sorted(
            set(a["never_visited_stations"]) - set(b["never_visited_stations"])
        ),
        "never": _never_changes(a, b),
    }


def _never_changes(a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """Per heat layer with a never list in both reports: what joined it, what left it."""
    before = {layer["key"]: layer for layer in report_layers(a) if layer["never"]}
    changes = []
    for layer in report_layers(b):
        if layer["never"] and layer["key"] in before:
            was, now = set(before[layer["key"]]["never_ids"]), set(layer["never_ids"])
            changes.append(
                {
                    "key": layer["key"],
                    "never": layer["never"],
                    "newly": sorted(now - was),
                    "no_longer": sorted(was - now),
                }
            )
    return changes


def significant(interval: Sequence[float]) -> bool:
    """True when a 95% interval of a difference excludes zero."""
    low, high = interval
    return low > 0 or high < 0


def map_labels(names: Sequence[str], paths: Sequence[str]) -> list[str]:
    """How the summary tells two maps apart: ids can be equal (a map and its edited copy),
    so by name, and where the names are equal too, by name and path."""
    if names[0] != names[1]:
        return list(names)
    return [f"{name} ({path})" for name, path in zip(names, paths, strict=True)]


def format_comparison(comparison: dict[str, Any], labels: Sequence[str] | None = None) -> str:
    """The summary; `labels` name the two maps (map_labels), else their ids do."""
    a, b = labels or comparison["maps"]
    lines = [
        f"{a} -> {b}: {comparison['games']} paired games, {comparison['players']} players",
        "",
        f"{'seat':<5}{'bot':<12}{'mean score':>16}{'change (95% interval)':>30}"
        f"{'win rate':>18}{'change (95% interval)':>30}",
    ]
    for seat in comparison["seats"]:
        sa, sb = seat["mean_score"]
        wa, wb = seat["win_rate"]
        slo, shi = seat["score_diff_ci"]
        wlo, whi = seat["win_rate_diff_ci"]
        mark_s = " *" if significant(seat["score_diff_ci"]) else ""
        mark_w = " *" if significant(seat["win_rate_diff_ci"]) else ""
        lines.append(
            f"{seat['seat']:<5}{seat['bot']:<12}{sa:>7.1f} -> {sb:<6.1f}"
            f"{seat['score_diff']:>+10.2f} [{slo:+.2f}, {shi:+.2f}]{mark_s:<2}"
            f"{wa:>8.1%} -> {wb:<6.1%}"
            f"{seat['win_rate_diff']:>+10.1%} [{wlo:+.1%}, {whi:+.1%}]{mark_w}"
        )
    ba, bb = comparison["balance"]
    ta, tb = comparison["mean_turns"]
    lines += [
        "",
        f"balance {_figure(ba)} -> {_figure(bb)}   mean turns {ta:.1f} -> {tb:.1f}",
        "* the 95% interval of the change excludes zero",
    ]
    for change in comparison["never"]:
        title = change["never"][0].lower() + change["never"][1:]
        if change["newly"]:
            lines.append(f"newly in {title}: {', '.join(change['newly'])}")
        if change["no_longer"]:
            lines.append(f"no longer in {title}: {', '.join(change['no_longer'])}")
    return "\n".join(lines)


def _pairs(
    results_a: Sequence[GameResult], results_b: Sequence[GameResult]
) -> list[tuple[GameResult, GameResult]]:
    by_seed = {r.seed: r for r in results_b}
    return [(r, by_seed[r.seed]) for r in results_a if r.seed in by_seed]


def _rounded(interval: tuple[float, float]) -> list[float]:
    return [round(interval[0], 4), round(interval[1], 4)]


def _figure(balance: float | None) -> str:
    """A balance, or a dash where no game of the run finished."""
    return "-" if balance is None else f"{balance:.3f}"
