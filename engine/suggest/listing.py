"""A search's suggestions for people (a table) and for scripts (JSON)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.suggest.goals import Goal
from engine.suggest.paired import Figure
from engine.suggest.search import SearchOutcome, Suggestion

DIGITS = 4


def figure_text(figure: Figure) -> str:
    """ "balance 0.51 -> 0.67": a figure before and after, in its own units."""
    shown = (
        _percent
        if figure.key in ("unused", "skill") or figure.key.startswith("share.")
        else (_turns if figure.key == "turns" else _plain)
    )
    low, high = figure.interval
    mark = " *" if low > 0 or high < 0 else ""
    return f"{figure.title} {shown(figure.before)} -> {shown(figure.after)}{mark}"


def _percent(value: float) -> str:
    return f"{value:.1%}"


def _turns(value: float) -> str:
    return f"{value:.1f}"


def _plain(value: float) -> str:
    return f"{value:.3f}"


def costs(suggestion: Suggestion, goals: Sequence[Goal]) -> list[Figure]:
    """The figures a suggestion moved besides its goals' own, where it moved them."""
    own = {goal.measure_key for goal in goals}
    return [f for f in suggestion.effect.figures if f.key not in own and f.before != f.after]


def format_table(outcome: SearchOutcome, title: str, goals: Sequence[Goal]) -> str:
    lines = [title, "goals: " + "; ".join(goal.words for goal in goals), ""]
    if outcome.suggestions:
        lines.append(f"{'#':<3}{'change':<52}{'effect':>8}  {'95% interval':<20}{'games':>6}")
    for step, suggestion in enumerate(outcome.suggestions, 1):
        effect = suggestion.effect
        low, high = effect.interval
        lines.append(
            f"{step:<3}{suggestion.change.words:<52}{effect.effect:>+8.3f}  "
            f"[{low:+.3f}, {high:+.3f}]{'':<4}{suggestion.games:>6}"
        )
        moved = costs(suggestion, goals)
        if moved:
            lines.append(f"{'':<3}also: " + ", ".join(figure_text(f) for f in moved))
    if not outcome.suggestions:
        lines.append("no change improved the goals with a 95% interval clearing zero")
    lines += ["", f"{outcome.games} games in {outcome.seconds:.1f} s; {outcome.ended}"]
    if outcome.suggestions:
        lines.append(
            "each change is measured on the map with the ones above it applied; "
            "effect: the goals' weighted score, after - before; "
            "* the 95% interval of a figure's change excludes zero"
        )
    return "\n".join(lines)


def to_json(outcome: SearchOutcome, goals: Sequence[Goal], **about: Any) -> dict[str, Any]:
    return {
        **about,
        "goals": [
            {"goal": goal.kind, "target": goal.target, "source": goal.source, "weight": goal.weight}
            for goal in goals
        ],
        "games": outcome.games,
        "tried": outcome.tried,
        "seconds": round(outcome.seconds, 3),
        "ended": outcome.ended,
        "suggestions": [_suggestion(s) for s in outcome.suggestions],
    }


def _suggestion(suggestion: Suggestion) -> dict[str, Any]:
    effect = suggestion.effect
    return {
        "change": suggestion.change.words,
        "knob": suggestion.change.knob,
        "elements": list(suggestion.change.elements),
        "effect": round(effect.effect, DIGITS),
        "interval": [round(effect.interval[0], DIGITS), round(effect.interval[1], DIGITS)],
        "figures": {
            f.key: {
                "title": f.title,
                "before": round(f.before, DIGITS),
                "after": round(f.after, DIGITS),
                "interval": [round(f.interval[0], DIGITS), round(f.interval[1], DIGITS)],
            }
            for f in effect.figures
        },
        "games": suggestion.games,
        "pairs": effect.pairs,
        "tried": suggestion.tried,
    }
