"""Where a player sheet's parts go on its page, in points, decided without Qt.

The plan needs the map's place on the sheet before any drawing: on a game
played on sheets the sheet is the only place the map prints, so its scale is
the kit's board scale (station names sized for it). The heading and the name
line go on top, the score boxes at the foot, and the map takes what is left.
"""

from __future__ import annotations

from editor.printing.paper import MARGIN, MM, Paper
from engine.rules.printing import PlayerSheet, ScoreTable

ROW = 6.5 * MM  # a score row; its box is as tall, less a hairline's room
GAP = 4 * MM
HEAD = 8 * MM  # the sheet's title
NOTE = 5 * MM  # its line of how to play
NAME = 6 * MM  # the line for the player's name
Rect = tuple[float, float, float, float]  # left, top, width, height


def table_height(table: ScoreTable) -> float:
    header = ROW if any(table.columns) else 0
    return header + len(table.rows) * ROW


def column_heights(sheet: PlayerSheet) -> tuple[float, float]:
    """How tall the left column (the first table) and the right column are."""
    left = table_height(sheet.tables[0]) if sheet.tables else 0
    right = sum(table_height(t) + GAP for t in sheet.tables[1:])
    right += sum(ROW + GAP / 2 for _ in sheet.ticks)
    return left, right


def map_space(sheet: PlayerSheet, paper: Paper) -> Rect:
    """The part of the page the map may take: below the name line, above the boxes."""
    width, height = paper.turned(False)
    top = MARGIN + HEAD + NOTE + 1 * MM + NAME + 2 * MM
    bottom = height - MARGIN - max(column_heights(sheet)) - GAP
    return (MARGIN, top, width - 2 * MARGIN, bottom - top)


def map_rect(sheet: PlayerSheet, paper: Paper, canvas: tuple[float, float]) -> Rect:
    """Where the map prints: as big as its space holds, centred in it."""
    left, top, width, height = map_space(sheet, paper)
    fit = min(width / canvas[0], height / canvas[1])
    shown = (canvas[0] * fit, canvas[1] * fit)
    return (left + (width - shown[0]) / 2, top + (height - shown[1]) / 2, *shown)


def sheet_scale(sheet: PlayerSheet, paper: Paper, canvas: tuple[float, float]) -> float:
    """Points per map unit the map prints at on the sheet."""
    return map_rect(sheet, paper, canvas)[2] / canvas[0]
