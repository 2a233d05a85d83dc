"""How much stronger the `strong` bot plays than `greedy`, and what it costs.

Every family gets a match on a bundled map, each figure with its 95% interval:

- where seats compete, one `strong` seat against `greedy` seats, the strong
  seat rotated through every seat: its share of the wins (ties shared out) and
  its lead over the best greedy seat;
- solo, `strong` and `greedy` on the same seeds (the same cards): the ratio of
  their mean scores, with a delta-method interval for a ratio of paired means;
- solo on a sheet as dense as the published London one: strong's mean score
  and its CPU time per game;
- every bundled map with every seat `strong`: the CPU time per game and per
  seat (London, three players, has a goal per game; every other map one per seat).

The goals are those of the issue that asked for the bot; it exits 1 when one
is missed. `--quick` plays a handful of games of each match, to show that the
benchmark runs: its figures mean nothing and no goal is judged.

    python -m benchmarks.bench_bots [--quick] [--jobs 2] [--only london-duel]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from benchmarks.bench_playtest import cpu_seconds
from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup
from engine.sim.result import GameResult
from engine.sim.runner import run_local
from engine.sim.stats import Z95, mean, mean_interval, sd, wilson_interval

STRONG, GREEDY = "strong", "greedy"
SEED = 1  # games use seeds SEED, SEED + 1, ...
QUICK_GAMES = 1
SOLO_CPU_GOAL = 2.0  # s of CPU per solo game of strong where its score is the goal


@dataclass(frozen=True)
class Verdict:
    line: str  # the figures, for people
    met: bool | None  # None: no goal for this match


@dataclass(frozen=True)
class Match:
    name: str
    map: str  # under maps/
    players: int
    games: int
    judge: Callable[[Match, int, int], Verdict]
    goal: float | None = None
    floor: float | None = None  # a duel's goal for the lower end of the win share's interval


def play(match: Match, bots: Sequence[str], seeds: Sequence[int], jobs: int) -> list[GameResult]:
    matchup = Matchup(load_pack(MAPS / match.map), tuple(bots))
    outcome = run_local(matchup, seeds, jobs=jobs)
    if len(outcome.results) != len(seeds):
        raise SystemExit(f"{match.name}: {outcome.stopped or 'interrupted'}")
    return list(outcome.results)


def duel(match: Match, games: int, jobs: int) -> Verdict:
    """One strong seat against greedy seats, rotated: win share and lead."""
    shares: list[float] = []
    leads: list[float] = []
    for seat in range(match.players):
        bots = [GREEDY] * match.players
        bots[seat] = STRONG
        seeds = range(SEED + seat, SEED + games, match.players)
        for result in play(match, bots, seeds, jobs):
            won = seat in result.winners
            shares.append(1 / len(result.winners) if won else 0.0)
            best_other = max(s for i, s in enumerate(result.scores) if i != seat)
            leads.append(result.scores[seat] - best_other)
    share = mean(shares)
    low, high = wilson_interval(sum(shares), len(shares))
    lead_low, lead_high = mean_interval(leads)
    fair = 1 / match.players
    line = (
        f"strong wins {share:.1%} [{low:.1%}, {high:.1%}] of {len(shares)} games "
        f"(an even seat: {fair:.0%}); lead over the best greedy seat "
        f"{mean(leads):+.1f} [{lead_low:+.1f}, {lead_high:+.1f}] points"
    )
    if match.goal is None:
        return Verdict(f"{line}; goal: the interval above {fair:.0%}", low > fair)
    if match.floor is None:
        return Verdict(f"{line}; goal: >= {match.goal:.0%}", share >= match.goal)
    goal = f"goal: >= {match.goal:.0%}, the interval from {match.floor:.0%}"
    return Verdict(f"{line}; {goal}", share >= match.goal and low >= match.floor)


def solo(match: Match, games: int, jobs: int) -> Verdict:
    """Strong and greedy alone on the same seeds: the ratio of their mean scores."""
    seeds = range(SEED, SEED + games)
    strong = [r.scores[0] for r in play(match, [STRONG], seeds, jobs)]
    greedy = [r.scores[0] for r in play(match, [GREEDY], seeds, jobs)]
    ratio, (low, high) = ratio_interval(strong, greedy)
    line = (
        f"strong {mean(strong):.1f}, greedy {mean(greedy):.1f} over {games} games: "
        f"ratio {ratio:.3f} [{low:.3f}, {high:.3f}]"
    )
    if match.goal is None:
        return Verdict(f"{line}; goal: the interval above 1", low > 1)
    return Verdict(f"{line}; goal: >= {match.goal:.2f}", ratio >= match.goal)


def solo_score(match: Match, games: int, jobs: int) -> Verdict:
    """Strong and greedy alone on the same seeds: strong's mean score, and its CPU per game."""
    seeds = range(SEED, SEED + games)
    before = cpu_seconds()
    strong = [r.scores[0] for r in play(match, [STRONG], seeds, jobs)]
    per_game = (cpu_seconds() - before) / games
    greedy = [r.scores[0] for r in play(match, [GREEDY], seeds, jobs)]
    low, high = mean_interval(strong)
    g_low, g_high = mean_interval(greedy)
    line = (
        f"strong {mean(strong):.1f} [{low:.1f}, {high:.1f}], greedy {mean(greedy):.1f} "
        f"[{g_low:.1f}, {g_high:.1f}] over {games} games; strong {per_game:.2f} s CPU per game"
    )
    assert match.goal is not None
    met = mean(strong) >= match.goal and per_game <= SOLO_CPU_GOAL
    return Verdict(f"{line}; goal: >= {match.goal:.0f} at <= {SOLO_CPU_GOAL:.0f} s", met)


def ratio_interval(
    top: Sequence[float], bottom: Sequence[float]
) -> tuple[float, tuple[float, float]]:
    """mean(top) / mean(bottom) of paired values, and its 95% interval (delta method)."""
    ratio = mean(top) / mean(bottom)
    residuals = [t - ratio * b for t, b in zip(top, bottom, strict=True)]
    half = Z95 * sd(residuals) / (math.sqrt(len(top)) * mean(bottom))
    return ratio, (ratio - half, ratio + half)


def strong_cpu(match: Match, games: int, jobs: int) -> tuple[str, float]:
    """Every seat strong: the figures, and CPU seconds per game (this process and its workers)."""
    before = cpu_seconds()
    play(match, [STRONG] * match.players, range(SEED, SEED + games), jobs)
    per_game = (cpu_seconds() - before) / games
    per_seat = per_game / match.players
    line = (
        f"{games} game{'s' if games != 1 else ''} of {match.players} players, every seat strong: "
        f"{per_game:.3f} s CPU per game, {per_seat:.3f} s per seat"
    )
    return line, per_game


def cost(match: Match, games: int, jobs: int) -> Verdict:
    """The CPU time of a game with every seat strong, against a goal per game."""
    line, per_game = strong_cpu(match, games, jobs)
    if match.goal is None:
        return Verdict(line, None)
    return Verdict(f"{line}; goal: <= {match.goal:.2f} s a game", per_game <= match.goal)


def seat_cost(match: Match, games: int, jobs: int) -> Verdict:
    """The same, against a goal per seat: games of more players cost more."""
    line, per_game = strong_cpu(match, games, jobs)
    per_seat = per_game / match.players
    if match.goal is None:
        return Verdict(line, None)
    return Verdict(f"{line}; goal: <= {match.goal:.2f} s a seat", per_seat <= match.goal)


# Every bundled map, with its family's usual number of players (London's three has its own goal).
SEAT_COST_MAPS = (
    ("tutorial", "tutorial.yaml", 4),
    ("berlin", "berlin", 4),
    ("new-york", "new-york", 4),
    ("metro-x-harbour", "metro-x-harbour.yaml", 4),
    ("metro-x-millbrook", "metro-x-millbrook.yaml", 4),
    ("one-day-rivertown", "one-day-rivertown.yaml", 4),
    ("one-day-london", "one-day-london", 4),
    ("tube-dice-city", "tube-dice-city.yaml", 4),
    ("tube-dice-quick", "tube-dice-quick.yaml", 4),
    ("next-station-london", "next-station-london.yaml", 4),
    ("next-station-tokyo", "next-station-tokyo.yaml", 4),
    ("next-station-wendmouth", "next-station-wendmouth.yaml", 4),
)
SEAT_COST_GAMES = 10
SEAT_COST_GOAL = 1.0  # s of CPU per seat and game


MATCHES = (
    Match("london-duel", "london.yaml", 3, 300, duel, goal=0.65, floor=0.6),
    Match("next-station-london-solo", "next-station-london.yaml", 1, 200, solo, goal=1.2),
    Match("london-cost", "london.yaml", 3, 20, cost, goal=0.5),
    Match("metro-x-harbour-duel", "metro-x-harbour.yaml", 2, 100, duel),
    Match("one-day-rivertown-duel", "one-day-rivertown.yaml", 3, 150, duel),
    Match("tube-dice-city-duel", "tube-dice-city.yaml", 2, 100, duel),
    Match("next-station-tokyo-solo", "next-station-tokyo.yaml", 1, 100, solo),
    Match("next-station-wendmouth-solo", "next-station-wendmouth.yaml", 1, 200, solo_score, 157),
    *(
        Match(f"{name}-cost", path, players, SEAT_COST_GAMES, seat_cost, goal=SEAT_COST_GOAL)
        for name, path, players in SEAT_COST_MAPS
    ),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few games each; no goals")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--only", choices=[m.name for m in MATCHES], action="append")
    args = parser.parse_args(argv)
    missed = []
    for match in MATCHES:
        if args.only and match.name not in args.only:
            continue
        # a duel needs a game per seat; the other matches one game
        quick = QUICK_GAMES * match.players if match.judge is duel else QUICK_GAMES
        games = quick if args.quick else match.games
        verdict = match.judge(match, games, args.jobs)
        judged = "" if args.quick or verdict.met is None else (" met" if verdict.met else " MISSED")
        print(f"{match.name}: {verdict.line}{judged}", flush=True)
        if not args.quick and verdict.met is False:
            missed.append(match.name)
    if missed:
        print(f"missed: {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
