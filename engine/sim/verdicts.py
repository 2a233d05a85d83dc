"""Judging a playtest's games before any balance figure: a design whose games do
not play (cut short with nobody winning, far shorter or longer than the rules'
usual game, scored from consolation points alone, or where playing well does
not pay) is named, not averaged into a balance that looks fine."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import median
from typing import Any

from engine.map.words import count
from engine.rules.base import Ruleset
from engine.sim.result import GameResult

BROKEN, WARNING = "broken", "warning"  # broken: the games say nothing about balance
RANDOM, GREEDY = "random", "greedy"
MOST = 0.5  # more than this share of the games: the design is broken
SOME = 0.1  # at least this share: worth a warning
FEWEST_FOR_SKILL = 20  # games before random beating greedy means more than luck


@dataclass(frozen=True)
class Verdict:
    id: str
    level: str
    text: str  # a sentence for the designer, naming the cause where it can
    games: int  # how many of the run's games it concerns

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "level": self.level, "text": self.text, "games": self.games}


def finished(results: Sequence[GameResult]) -> list[GameResult]:
    """The games that ended by the rules, the only ones balance is measured over."""
    return [r for r in results if not r.cut]


def judge(ruleset: Ruleset, bots: Sequence[str], results: Sequence[GameResult]) -> list[Verdict]:
    """Every verdict the games call for, the most serious first."""
    if not results:
        return []
    checks: tuple[Callable[[Ruleset, Sequence[str], Sequence[GameResult]], Verdict | None], ...]
    checks = (_cut_short, _length, _consolation_only, _random_beats_greedy)
    found = [v for check in checks if (v := check(ruleset, bots, results)) is not None]
    return sorted(found, key=lambda v: v.level != BROKEN)


def _level(share: float, bots: Sequence[str]) -> str | None:
    """Broken when most games show it (unless only random bots played, whose games
    prove little), a warning when some do, nothing when few do."""
    if share > MOST and any(bot != RANDOM for bot in bots):
        return BROKEN
    return WARNING if share >= SOME else None


def _of(part: int, whole: int) -> str:
    return f"{part} of {count(whole, 'game')}"


def _cut_short(
    ruleset: Ruleset, bots: Sequence[str], results: Sequence[GameResult]
) -> Verdict | None:
    cut = [r.cut for r in results if r.cut]
    level = _level(len(cut) / len(results), bots) or (WARNING if cut else None)
    if level is None:
        return None
    reason = Counter(cut).most_common(1)[0][0]
    done = len(results) - len(cut)
    after = f"balance counts only the {done} that finished" if done else "no game finished"
    advice = "; random bots seldom finish a game: try greedy" if set(bots) == {RANDOM} else ""
    text = (
        f"{_of(len(cut), len(results))} {'was' if len(cut) == 1 else 'were'} cut short: "
        f"{reason}. Nobody wins such a "
        f"game: {after}{advice}."
    )
    return Verdict("cut-short", level, text, len(cut))


def _length(ruleset: Ruleset, bots: Sequence[str], results: Sequence[GameResult]) -> Verdict | None:
    games = finished(results)
    if ruleset.usual_rounds is None or not games:
        return None
    low, high = ruleset.usual_rounds
    rounds = [r.observation.rounds for r in games]
    short, long = sum(1 for n in rounds if n < low), sum(1 for n in rounds if n > high)
    odd, word = (short, "shorter") if short >= long else (long, "longer")
    level = _level(odd / len(games), bots)
    if level is None:
        return None
    why = (
        "too little to play for (a deck, a sheet or lines that run out early)"
        if word == "shorter"
        else "games that drag on (goals out of reach, or too many to reach)"
    )
    text = (
        f"{_of(odd, len(games))} ran {word} than {ruleset.title} games usually do "
        f"({low}-{high} rounds; these: median {median(rounds):g}): {why}."
    )
    return Verdict(f"too-{'short' if word == 'shorter' else 'long'}", level, text, odd)


def _consolation_only(
    ruleset: Ruleset, bots: Sequence[str], results: Sequence[GameResult]
) -> Verdict | None:
    consolation = ruleset.consolation_sources
    games = finished(results)
    if not consolation or not games:
        return None
    empty = sum(
        1
        for r in games
        if not any(
            points
            for seat in r.breakdown
            for rule, points in seat.items()
            if rule not in consolation
        )
    )
    level = _level(empty / len(games), bots)
    if level is None:
        return None
    names = " or ".join(
        sorted(ruleset.source_names.get(rule, rule).replace("_", " ") for rule in consolation)
    )
    text = (
        f"In {_of(empty, len(games))} no seat scored anything but {names}: the map itself "
        "gave nobody a point."
    )
    return Verdict("consolation-only", level, text, empty)


def _random_beats_greedy(
    ruleset: Ruleset, bots: Sequence[str], results: Sequence[GameResult]
) -> Verdict | None:
    games = finished(results)
    if RANDOM not in bots or GREEDY not in bots or len(games) < FEWEST_FOR_SKILL:
        return None
    rates = {
        bot: sum(r.win_share(seat) for r in games for seat, b in enumerate(bots) if b == bot)
        / (len(games) * bots.count(bot))
        for bot in (RANDOM, GREEDY)
    }
    if rates[RANDOM] <= rates[GREEDY]:
        return None
    text = (
        f"Random bots won {rates[RANDOM]:.0%} of their games and greedy {rates[GREEDY]:.0%}: "
        "playing well does not pay on this map."
    )
    return Verdict("random-beats-greedy", WARNING, text, len(games))
