"""Collecting timings and printing them against the goals."""

from __future__ import annotations

import math
import resource
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Goal:
    name: str  # the timing it applies to
    limit_ms: float  # its median must stay under this
    what: str


@dataclass
class Timings:
    """Milliseconds per named step, wall clock and this process's CPU time, in the
    order the steps were first seen. On a busy machine the wall clock suffers far
    more than the CPU time: compare CPU figures between runs there."""

    wall: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)

    @contextmanager
    def measure(
        self, name: str, cpu_clock: Callable[[], float] = time.process_time
    ) -> Iterator[None]:
        """Time the block; its CPU time by `cpu_clock`, this process's unless told
        (`children_cpu` for a command run as a process of its own)."""
        wall, cpu = time.perf_counter(), cpu_clock()
        try:
            yield
        finally:
            self.wall.setdefault(name, []).append((time.perf_counter() - wall) * 1000)
            self.cpu.setdefault(name, []).append((cpu_clock() - cpu) * 1000)


def children_cpu() -> float:
    """CPU seconds, user and system, of the child processes that have ended and
    been waited for (with theirs): a command run whole, its start-up included."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def p95(values: list[float]) -> float:
    """Nearest-rank 95th percentile: a value that was actually measured."""
    ordered = sorted(values)
    return ordered[max(math.ceil(0.95 * len(ordered)) - 1, 0)]


def print_table(timings: Timings, goals: tuple[Goal, ...]) -> list[Goal]:
    """Print every step; return the goals whose median wall time is over the limit."""
    by_name = {goal.name: goal for goal in goals}
    width = max(len(name) for name in timings.wall) + 2
    print(f"{'step':<{width}}{'median':>9}{'p95':>9}{'cpu':>9}{'runs':>6}  goal")
    missed = []
    for name, values in timings.wall.items():
        median, cpu = statistics.median(values), statistics.median(timings.cpu[name])
        line = f"{name:<{width}}{median:>9.2f}{p95(values):>9.2f}{cpu:>9.2f}{len(values):>6}"
        goal = by_name.get(name)
        if goal is not None:
            verdict = "ok" if median < goal.limit_ms else "MISSED"
            line += f"  < {goal.limit_ms:g} ms {verdict} ({goal.what})"
            if median >= goal.limit_ms:
                missed.append(goal)
        print(line)
    return missed
