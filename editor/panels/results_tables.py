"""The playtest's figures as text: the seats table and the one-line figures, with the
change against the previous run where the games are paired."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from engine.sim.compare import significant
from engine.sim.summary import finished_words

# Short headers and cells: both tables fit the playtest dock at its default width.
SEAT_COLUMNS = ("Seat", "Win rate [95%]", "Score ± SD")
CHANGE_COLUMNS = ("Seat", "Score change", "Win rate change")


def change_text(diff: float, interval: list[float], percent: bool) -> str:
    """Like "+2.4 [+0.8, +4.0] *": the mean paired change, its 95% interval, a star when
    the interval excludes zero."""
    fmt = "{:+.0%}" if percent else "{:+.1f}"
    star = " *" if significant(interval) else ""
    return f"{fmt.format(diff)} [{fmt.format(interval[0])}, {fmt.format(interval[1])}]{star}"


def rate_text(rate: float, interval: list[float]) -> str:
    """Like "25% [9-49]": a win rate and its 95% interval, in percent."""
    low, high = interval
    return f"{rate:.0%} [{100 * low:.0f}-{100 * high:.0f}]"


def seat_rows(report: dict[str, Any]) -> list[list[str]]:
    rows = []
    for seat in report["seats"]:
        rows.append(
            [
                f"{seat['seat']} {seat['bot']}",
                rate_text(seat["win_rate"], seat["win_rate_ci"]),
                f"{seat['mean_score']:.1f} ± {seat['sd_score']:.1f}",
            ]
        )
    return rows


def change_rows(comparison: dict[str, Any]) -> list[list[str]]:
    return [
        [
            str(seat["seat"]),
            change_text(seat["score_diff"], seat["score_diff_ci"], percent=False),
            change_text(seat["win_rate_diff"], seat["win_rate_diff_ci"], percent=True),
        ]
        for seat in comparison["seats"]
    ]


class FigureTable(QTableWidget):
    """A small read-only table that is exactly as tall as its rows: it sits in a
    scrolling panel and should not scroll itself."""

    def __init__(self, name: str, columns: tuple[str, ...]) -> None:
        super().__init__(0, len(columns))
        self.setObjectName(name)
        self.setHorizontalHeaderLabels(columns)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def show_rows(self, rows: list[list[str]]) -> None:
        self.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column < 1 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, item)
        self.resizeRowsToContents()
        height = self.horizontalHeader().sizeHint().height() + sum(
            self.rowHeight(r) for r in range(self.rowCount())
        )
        self.setFixedHeight(height + 2 * self.frameWidth())

    def cell_text(self, row: int, column: str) -> str:
        headers = (self.horizontalHeaderItem(c) for c in range(self.columnCount()))
        names = [item.text() if item is not None else "" for item in headers]
        cell = self.item(row, names.index(column))
        return cell.text() if cell is not None else ""


def headline(report: dict[str, Any]) -> str:
    games, seed = report["games"], report["seed"]
    text = (
        f"{games} game{'s' if games != 1 else ''}, {report['players']} players, "
        f"seeds {seed} to {seed + games - 1}, {report['elapsed_s']:.1f} s"
    )
    return text + (" — cancelled: the games that finished" if report["interrupted"] else "")


def figures(report: dict[str, Any], comparison: dict[str, Any] | None) -> str:
    """Balance, skill gap and game length, each with its previous value when compared."""

    def was(key: str, fmt: str) -> str:
        if not comparison or comparison[key][0] is None:
            return ""
        return f" (was {fmt.format(comparison[key][0])})"

    skill = report["skill"]
    rates = ", ".join(f"{bot} {rate:.0%}" for bot, rate in skill["win_rate_by_bot"].items())
    lines = [
        balance_words(report) + was("balance", "{:.2f}") + ": 1 is even, 0 one seat always wins"
        if report["balance"] is not None
        else "Balance: none to measure, since no game finished",
        f"Skill gap {skill['gap']:.0%} ({rates})"
        if len(skill["win_rate_by_bot"]) > 1
        else f"Skill gap: one bot ({rates}); mix bots to measure it",
        f"Mean game length {report['mean_turns']:.1f} rounds{was('mean_turns', '{:.1f}')}",
    ]
    return "\n".join(lines)


def balance_words(report: dict[str, Any]) -> str:
    """Balance, over the games that finished where some were cut short."""
    over = finished_words(report)
    return f"Balance {report['balance']:.2f}" + (f" {over}" if over else "")


def verdict_html(report: dict[str, Any]) -> str:
    """The verdicts on the games, most serious first, as the panel shows them
    above every figure; "" when the games played as a design's should."""
    return "<br>".join(
        f"<b>{'Broken design' if v['level'] == 'broken' else 'Warning'}:</b> {escape(v['text'])}"
        for v in report.get("verdicts", ())
    )
