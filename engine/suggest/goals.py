"""What "better" means for a suggestion: the designer's goals, read from short texts.

`balance`, `skill=more` or `skill=less`, `length=40` (mean turns towards 40),
`unused` (fewer stations and connections never used), `share.SOURCE=0.25` (a
score source's share of the points towards a quarter); `@2` after any weighs it
twice. Each goal scores a run so that higher is better, in units near one, and
the search improves the weighted sum.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from engine.errors import InputError
from engine.map.model import MapPack
from engine.rules.registry import get_ruleset
from engine.suggest import measures
from engine.suggest.measures import Measure

KINDS = ("balance", "skill", "length", "unused", "share")
GOAL_HELP = (
    "balance | skill=more | skill=less | length=TURNS | unused | share.SOURCE=FRACTION, "
    "each with an optional @WEIGHT"
)


class GoalError(InputError):
    """A goal text that names no goal, or one the map or the bots cannot measure."""


@dataclass(frozen=True)
class Goal:
    kind: str  # one of KINDS
    target: float = 0.0  # length: turns; share: the fraction; skill: +1 more, -1 less
    source: str = ""  # share: the score source
    weight: float = 1.0

    @property
    def measure_key(self) -> str:
        return {"length": "turns", "share": f"share.{self.source}"}.get(self.kind, self.kind)

    @property
    def words(self) -> str:
        text = {
            "balance": "seats even (balance)",
            "skill": f"skill matters {'more' if self.target > 0 else 'less'}",
            "length": f"games of about {self.target:g} turns",
            "unused": "fewer stations and connections never used",
            "share": f"{self.source} scoring {self.target:.0%} of the points",
        }[self.kind]
        return text if self.weight == 1 else f"{text} (weight {self.weight:g})"

    def score(self, value: np.ndarray) -> np.ndarray:
        """The goal's score of a measured value: higher is better."""
        if self.kind in ("balance",):
            return value
        if self.kind == "skill":
            return self.target * value
        if self.kind == "length":
            return -np.abs(value - self.target) / self.target
        if self.kind == "unused":
            return -value
        return -np.abs(value - self.target)


def parse_goal(text: str) -> Goal:
    body, at, weight_text = text.strip().partition("@")
    weight = _number(weight_text, text, "the weight after @") if at else 1.0
    if not weight > 0:
        raise GoalError(f"goal '{text}': the weight after @ must be more than 0")
    head, equals, value = body.partition("=")
    kind, dot, source = head.partition(".")
    if kind not in KINDS or bool(dot) != (kind == "share") or (dot and not source):
        raise GoalError(f"unknown goal '{text}' (goals: {GOAL_HELP})")
    if kind in ("balance", "unused"):
        if equals:
            raise GoalError(f"goal '{text}': {kind} takes no value")
        return Goal(kind, weight=weight)
    if kind == "skill":
        if value not in ("more", "less"):
            raise GoalError(f"goal '{text}': expected skill=more or skill=less")
        return Goal(kind, 1.0 if value == "more" else -1.0, weight=weight)
    target = _number(value, text, "the target after =")
    if kind == "length" and not target >= 1:
        raise GoalError(f"goal '{text}': the length is a number of turns, at least 1")
    if kind == "share" and not 0 <= target <= 1:
        raise GoalError(f"goal '{text}': a share is a fraction from 0 to 1")
    return Goal(kind, target, source, weight)


def _number(text: str, goal: str, what: str) -> float:
    try:
        number = float(text)
    except ValueError:
        raise GoalError(f"goal '{goal}': {what} must be a number, not '{text}'") from None
    if not math.isfinite(number):
        raise GoalError(f"goal '{goal}': {what} must be a finite number")
    return number


def measure_for(key: str, pack: MapPack, bots: Sequence[str]) -> Measure:
    """The measure behind a goal or a figure of the report, for this map and these bots."""
    makers: dict[str, Callable[[], Measure]] = {
        "balance": lambda: measures.balance(len(bots)),
        "turns": measures.turns,
        "unused": lambda: measures.unused(pack),
        "skill": lambda: measures.skill(bots),
    }
    if key in makers:
        return makers[key]()
    source = key.removeprefix("share.")
    return measures.share(source, dict(get_ruleset(pack.ruleset).source_names))


def check_goals(goals: Sequence[Goal], pack: MapPack, bots: Sequence[str]) -> None:
    """Refuse a goal this map or these bots cannot measure, before any game is played."""
    if not goals:
        raise GoalError(f"name at least one --goal ({GOAL_HELP})")
    names = get_ruleset(pack.ruleset).source_names
    for goal in goals:
        if goal.kind == "skill" and len(set(bots)) < 2:
            raise GoalError("the skill goal needs two different bots (--bots greedy,random,...)")
        if goal.kind == "share" and goal.source not in set(names.values()) | set(names):
            known = ", ".join(sorted(set(names.values()))) or "none"
            raise GoalError(f"no score source '{goal.source}' in these rules (sources: {known})")
        if goal.kind == "balance" and len(bots) < 2:
            raise GoalError("the balance goal needs at least two seats")
