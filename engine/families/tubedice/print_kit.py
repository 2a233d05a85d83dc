"""The tube dice game in the print-and-play kit: the score boxes and the box (D1, D6).

The passes to tick are printed on the map itself (the ruleset's
`tally_options`), so the sheet's boxes only add the completions and the sums.
"""

from __future__ import annotations

from engine.families.tubedice.sheet import Sheet
from engine.map.model import MapPack
from engine.rules.printing import Component, PlayerSheet, ScoreTable

DICE = 5  # D1


def player_sheet(pack: MapPack, sheet: Sheet) -> PlayerSheet:
    def goals(kind: str) -> tuple[str, ...]:
        return tuple(
            f"{goal.name} ({goal.values[0]} first / {goal.values[1]} later)"
            for goal in sheet.goals
            if goal.kind == kind
        )

    tables = [ScoreTable(rows=rows, columns=("points",)) for rows in (goals("line"), goals("zone"))]
    return PlayerSheet(
        title=pack.name,
        tables=(
            *(table for table in tables if table.rows),
            ScoreTable(rows=("lines", "zones", "unused passes", "TOTAL")),
        ),
        note="Keep two dice: one picks the station, the other the connection to mark.",
    )


def components() -> tuple[Component, ...]:
    return (Component("six-sided dice", DICE), Component("pen per player", 1))
