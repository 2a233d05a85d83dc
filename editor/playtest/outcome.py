"""A finished playtest as the editor keeps it: its games, their report, and what
changed against the run before it.

The report and the comparison are the engine's own (engine/sim/report.py,
engine/sim/compare.py), so the editor shows exactly what `tracksmith playtest`
and `tracksmith compare` would say about the same games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from editor.playtest.settings import RunSettings
from engine.map.model import MapPack
from engine.rules import get_ruleset
from engine.sim.compare import compare_runs
from engine.sim.report import build_report
from engine.sim.result import GameResult


@dataclass(frozen=True)
class PlaytestRun:
    settings: RunSettings
    pack: MapPack  # the map as it was when the run started
    results: tuple[GameResult, ...]  # in seed order
    report: dict[str, Any]
    comparison: dict[str, Any] | None  # against the previous run, on the seeds both played
    comparison_note: str  # why there is no comparison, or what it compares

    @property
    def interrupted(self) -> bool:
        return bool(self.report["interrupted"])

    def result(self, seed: int) -> GameResult | None:
        return next((r for r in self.results if r.seed == seed), None)


def summarise(
    settings: RunSettings,
    pack: MapPack,
    results: Sequence[GameResult],
    elapsed_s: float,
    interrupted: bool,
    baseline: PlaytestRun | None,
) -> PlaytestRun:
    ordered = tuple(sorted(results, key=lambda r: r.seed))
    report = build_report(
        pack,
        settings.bots,
        settings.seed,
        {},
        ordered,
        elapsed_s,
        get_ruleset(pack.ruleset).source_names,
        interrupted=interrupted,
    )
    comparison, note = _compare(settings, ordered, report, baseline)
    return PlaytestRun(settings, pack, ordered, report, comparison, note)


def _compare(
    settings: RunSettings,
    results: tuple[GameResult, ...],
    report: dict[str, Any],
    baseline: PlaytestRun | None,
) -> tuple[dict[str, Any] | None, str]:
    """Paired differences need the same bots in the same seats on the same seeds."""
    if baseline is None:
        return None, "The next run will be compared with this one, seed by seed."
    if not settings.pairs_with(baseline.settings):
        return None, "Not compared with the previous run: the bots or the players differ."
    shared = {r.seed for r in baseline.results} & {r.seed for r in results}
    if not shared:
        return None, "Not compared with the previous run: no seed was played by both."
    comparison = compare_runs(baseline.report, report, baseline.results, results)
    return comparison, f"Compared with the previous run on {len(shared)} paired seeds."
