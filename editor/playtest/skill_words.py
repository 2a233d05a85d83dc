"""How much skill matters on the map, in a sentence a designer reads at a glance:
"Skill matters a lot here: greedy finishes ahead of random 92% of the time."

The figure is the report's `skill_matters` (docs/playtest-report.md, "How much
skill matters"): the share of comparisons the strongest bot of the run
finished ahead of the weakest in. 50% is luck alone, 100% skill alone.
"""

from __future__ import annotations

from typing import Any

# (least share, words), strongest first
_DEGREES = (
    (0.85, "Skill matters a lot here"),
    (0.7, "Skill matters here"),
    (0.6, "Skill matters somewhat here"),
    (0.0, "Skill matters only a little here; luck decides most games"),
)


def skill_sentence(report: dict[str, Any]) -> str:
    figure = report.get("skill_matters")
    if figure is None:
        if report["players"] == 1:
            return (
                "A solo run cannot show how much skill matters; the command tracksmith ladder "
                "MAP --players 1 compares the bots on the same deals."
            )
        return "Put different bots in the seats to see how much skill matters here."
    low, high = figure["ahead_ci"]
    stronger, weaker, ahead = figure["stronger"], figure["weaker"], figure["ahead"]
    interval = f"(95% interval {low:.0%} to {high:.0%})"
    if low <= 0.5:
        return (
            f"Too few games to tell whether skill matters here: {stronger} finished ahead of "
            f"{weaker} {ahead:.0%} of the time {interval}; run more games."
        )
    words = next(words for least, words in _DEGREES if ahead >= least)
    return f"{words}: {stronger} finishes ahead of {weaker} {ahead:.0%} of the time {interval}."
