"""The boxes a printed sheet gives for an option counted by ticks (the dice
game's passes): in the board's bottom left corner, a row of as many boxes as
the option's value under the map's rules, headed by the option's name.

Shown only for the options the ruleset names in `tally_options`; the item
mirrors the pack's options and never edits them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QFont, QPainter, QPen

from editor.canvas.painted import PaintedItem
from editor.canvas.route_sheet import INK, PAPER
from editor.ruleset_profile import RulesetProfile
from engine.map.model import MapPack

BOX = 12.0
GAP = 4.0
MARGIN = 16.0  # from the board's edges
PER_ROW = 10
MOST = 100  # boxes drawn at the most; the label then says how many there are
LABEL_HEIGHT = 14.0
LABEL_TEXT = 11  # map units: the label's letters, as tall as 8 pt on the desk


@dataclass(frozen=True)
class Tally:
    label: str
    count: int


def tallies(pack: MapPack, profile: RulesetProfile) -> list[Tally]:
    """The tallies the sheet shows: each tally option with a whole number for its
    value (a bad value shows none; the validator names it)."""
    found = []
    for name in profile.tally_options:
        value = profile.option_value(pack, name)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            found.append(Tally(name.replace("_", " ").capitalize(), value))
    return found


class TallyBoxes(PaintedItem):
    def __init__(self) -> None:
        font = QFont("Sans")
        font.setPixelSize(LABEL_TEXT)  # map units, so a PDF prints it the size the desk shows
        font.setBold(True)
        super().__init__(font)
        self.setZValue(3)  # over regions, under routes and track
        self.rows: list[tuple[str, QPointF, list[QRectF]]] = []  # label, where, boxes

    def show_tallies(
        self,
        found: list[Tally],
        canvas: tuple[float, float],
        least: float = 0.0,
        growth: float = 1.0,
    ) -> None:
        """Stack the tallies upwards from the bottom left corner of the board, each
        box at least `least` wide (a sheet printed to write on), the labels `growth`
        times their size on the board (as large as the station names grew)."""
        self.prepareGeometryChange()
        self._font.setPixelSize(round(LABEL_TEXT * growth))
        self.rows = []
        box = max(BOX, least)
        bottom = canvas[1] - MARGIN
        for tally in found:
            shown = min(tally.count, MOST)
            lines = max(1, -(-shown // PER_ROW))
            top = bottom - lines * (box + GAP) + GAP
            boxes = [
                QRectF(
                    MARGIN + (i % PER_ROW) * (box + GAP),
                    top + (i // PER_ROW) * (box + GAP),
                    box,
                    box,
                )
                for i in range(shown)
            ]
            label = tally.label if shown == tally.count else f"{tally.label} ({tally.count})"
            self.rows.append((label, QPointF(MARGIN, top - 4 * growth), boxes))
            bottom = top - LABEL_HEIGHT * growth - GAP
        width = PER_ROW * (box + GAP) + 60 * growth
        top = bottom + GAP if self.rows else canvas[1]
        self._reach = QRectF(MARGIN - 2, top - 2, width, canvas[1] - MARGIN - top + 4)
        self.update()

    def boxes(self) -> list[QRectF]:
        return [box for _, _, boxes in self.rows for box in boxes]

    def labels(self) -> list[str]:
        return [label for label, _, _ in self.rows]

    def draw(self, painter: QPainter) -> None:
        for label, where, boxes in self.rows:
            painter.setPen(QPen(INK))
            painter.drawText(where, label)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QBrush(PAPER))
            for box in boxes:
                painter.drawRoundedRect(box, 2, 2)
