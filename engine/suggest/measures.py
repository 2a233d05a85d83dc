"""The playtest report's figures, each as per-game columns and a statistic of their means.

A figure of a run (balance, the share of stations never used) is not a mean of
one number per game, but it is a function of a few such means: seat win shares,
rounds, whether an element was used. Kept as columns, the same figure can be
computed on any resample of the seeds, which is what the paired intervals need.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from engine.map.model import MapPack
from engine.rules.registry import get_ruleset
from engine.sim.heat import element_ids
from engine.sim.result import GameResult

Columns = Callable[[Sequence[GameResult]], np.ndarray]  # games x columns
Statistic = Callable[[np.ndarray], np.ndarray]  # (..., columns) means -> (...)


@dataclass(frozen=True)
class Measure:
    key: str  # "balance", "turns", "unused", "skill", "share.landmarks"
    title: str  # "balance", "mean turns"
    columns: Columns
    statistic: Statistic


def balance(players: int) -> Measure:
    """1 - the widest gap between two seats' win rates, over the games that finished."""

    def columns(results: Sequence[GameResult]) -> np.ndarray:
        return np.array(
            [[0.0 if r.cut else 1.0, *(r.win_share(s) for s in range(players))] for r in results]
        ).reshape(len(results), players + 1)

    def statistic(means: np.ndarray) -> np.ndarray:
        finished = means[..., :1]
        rates = np.divide(
            means[..., 1:], finished, out=np.zeros_like(means[..., 1:]), where=finished > 0
        )
        spread: np.ndarray = rates.max(axis=-1) - rates.min(axis=-1)
        return 1.0 - spread

    return Measure("balance", "balance", columns, statistic)


def turns() -> Measure:
    def columns(results: Sequence[GameResult]) -> np.ndarray:
        return np.array([[float(r.observation.rounds)] for r in results]).reshape(len(results), 1)

    return Measure("turns", "mean turns", columns, lambda means: means[..., 0])


def unused(pack: MapPack) -> Measure:
    """The share of the stations and connections no game used (the report's never lists)."""
    layers = [
        next(
            (layer for layer in get_ruleset(pack.ruleset).heat_layers if layer.element == kind),
            None,
        )
        for kind in ("station", "connection")
    ]
    watched = [
        (layer.key, element)
        for layer in layers
        if layer is not None
        for element in element_ids(pack, layer.element)
        if layer.never_among is None or element in layer.never_among(pack)
    ]

    def columns(results: Sequence[GameResult]) -> np.ndarray:
        rows = [
            [
                1.0 if r.observation.heat.get(key, {}).get(element, 0) else 0.0
                for key, element in watched
            ]
            for r in results
        ]
        return np.array(rows).reshape(len(results), len(watched))

    def statistic(means: np.ndarray) -> np.ndarray:
        if not watched:
            return np.zeros(means.shape[:-1])
        never: np.ndarray = (means == 0).mean(axis=-1)
        return never

    return Measure("unused", "never used", columns, statistic)


def skill(bots: Sequence[str]) -> Measure:
    """The gap between the best and the worst bot's mean seat win rate (the report's skill gap)."""
    distinct = list(dict.fromkeys(bots))
    seats_of = [[s for s, bot in enumerate(bots) if bot == name] for name in distinct]

    def columns(results: Sequence[GameResult]) -> np.ndarray:
        rows = [[r.win_share(s) for s in range(len(bots))] for r in results]
        return np.array(rows).reshape(len(results), len(bots))

    def statistic(means: np.ndarray) -> np.ndarray:
        rates = np.stack([means[..., seats].mean(axis=-1) for seats in seats_of], axis=-1)
        gap: np.ndarray = rates.max(axis=-1) - rates.min(axis=-1)
        return gap

    return Measure("skill", "skill gap", columns, statistic)


def share(source: str, names: dict[str, str]) -> Measure:
    """A score source's share of all points scored (a source named as the report names
    it, or by its rule id)."""

    def columns(results: Sequence[GameResult]) -> np.ndarray:
        rows = []
        for r in results:
            points = [(rule, p) for seat in r.breakdown for rule, p in seat.items()]
            own = sum(p for rule, p in points if source in (rule, names.get(rule, rule)))
            rows.append([own, sum(p for _, p in points)])
        return np.array(rows, dtype=float).reshape(len(results), 2)

    def statistic(means: np.ndarray) -> np.ndarray:
        total = means[..., 1]
        shares: np.ndarray = np.divide(
            means[..., 0], total, out=np.zeros_like(total), where=total != 0
        )
        return shares

    return Measure(f"share.{source}", f"{source} share", columns, statistic)
