"""A playtest's results beside the map: who wins from which seat (with 95% intervals),
how much skill matters, how the scores spread, where the points come from, which
heat layer the map shows, and the parts of the map nobody used (one list per heat
layer with a never list); after an edit, what changed against the run before, on
the same seeds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from editor.panels.results_lists import ElementList
from editor.panels.results_tables import (
    CHANGE_COLUMNS,
    SEAT_COLUMNS,
    FigureTable,
    change_rows,
    figures,
    headline,
    seat_rows,
    verdict_html,
)
from editor.playtest.explain import source_title
from editor.playtest.outcome import PlaytestRun
from editor.playtest.skill_words import skill_sentence
from editor.widgets.bar_chart import Bar, BarChart
from editor.widgets.chart_axis import seat_colour
from editor.widgets.score_distribution import Distribution, ScoreDistribution
from engine.map.model import MapPack
from engine.sim.heat import report_layers

STALE_STYLE = "background: #fff4cc; border: 1px solid #e0c060; padding: 4px;"
BROKEN_STYLE = "background: #fde2e1; border: 1px solid #d9534f; padding: 4px;"


def _title(text: str) -> QLabel:
    label = QLabel(f"<b>{text}</b>")
    label.setWordWrap(True)
    label.setContentsMargins(0, 6, 0, 0)
    return label


def _wrapping(name: str, style: str = "") -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(style)
    return label


class ResultsView(QWidget):
    def __init__(self, go_to: Callable[[str], None], heat_picker: QWidget) -> None:
        super().__init__()
        self._go_to = go_to
        self.stale = _wrapping("playtest-stale", STALE_STYLE)
        self.stale.setText(
            "The map has changed since this run: these results are stale. Run again to "
            "see what the change did, game by game on the same seeds."
        )
        self.stale.hide()
        self.headline = _wrapping("playtest-headline")
        self.compared = _wrapping("playtest-compared", "color: #555;")
        self.verdicts = _wrapping("playtest-verdicts")
        self.seats = FigureTable("playtest-seats", SEAT_COLUMNS)
        self.changes = FigureTable("playtest-changes", CHANGE_COLUMNS)
        self.changes_title = _title("Change against the previous run (* the interval excludes 0)")
        self.figures = _wrapping("playtest-figures")
        self.skill = _wrapping("playtest-skill")
        self.win_rates = BarChart("playtest-win-rates", "{:.0%}".format)
        self.scores = ScoreDistribution("playtest-scores")
        self.sources = BarChart("playtest-sources")
        heatmap = QWidget()
        heat_form = QFormLayout(heatmap)
        heat_form.addRow("Heatmap on the map", heat_picker)
        heat_form.setContentsMargins(0, 6, 0, 0)
        self.never_box = QWidget()
        self._never_layout = QVBoxLayout(self.never_box)
        self._never_layout.setContentsMargins(0, 0, 0, 0)
        self.never_lists: list[ElementList] = []  # one per heat layer with a never list
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.stale,
            self.headline,
            self.compared,
            self.verdicts,
            self.seats,
            self.changes_title,
            self.changes,
            self.figures,
            self.skill,
            heatmap,
            _title("Win rate per seat (95% interval; dashed: an even share)"),
            self.win_rates,
            _title("Final scores per seat (box: middle half; ◇ mean)"),
            self.scores,
            _title("Points per game by source (tick: the previous run)"),
            self.sources,
            self.never_box,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.run: PlaytestRun | None = None

    def show_run(self, run: PlaytestRun, pack: MapPack) -> None:
        """Show `run`; element names come from `pack`, the map as it is now."""
        self.run = run
        report, comparison = run.report, run.comparison
        self.headline.setText(headline(report))
        self.compared.setText(run.comparison_note)
        self._show_verdicts(report)
        self.seats.show_rows(seat_rows(report))
        self.changes.show_rows(change_rows(comparison) if comparison else [])
        self.changes.setVisible(comparison is not None)
        self.changes_title.setVisible(comparison is not None)
        self.figures.setText(figures(report, comparison))
        self.skill.setText(skill_sentence(report))
        seats = report["seats"]
        self.win_rates.set_bars(
            [
                Bar(
                    f"{s['seat']} {s['bot']}",
                    s["win_rate"],
                    tuple(s["win_rate_ci"]),
                    comparison["seats"][s["seat"]]["win_rate"][0] if comparison else None,
                    seat_colour(s["seat"]),
                )
                for s in seats
            ],
            high=1.0,
            reference=1 / len(seats),
        )
        self.scores.set_rows(
            [
                Distribution(
                    f"{s['seat']} {s['bot']}", tuple(r.scores[s["seat"]] for r in run.results)
                )
                for s in seats
            ]
        )
        before = comparison["score_sources"] if comparison else {}
        sources = sorted(report["score_sources"].items(), key=lambda item: -item[1])
        self.sources.set_bars(
            [
                Bar(source_title(source), points, before=before.get(source, [None])[0])
                for source, points in sources
            ]
        )
        self._show_never_lists(report, pack)

    def _show_verdicts(self, report: dict[str, Any]) -> None:
        """Above every figure: the games judged first, red where the design is broken."""
        text = verdict_html(report)
        broken = any(v["level"] == "broken" for v in report.get("verdicts", ()))
        self.verdicts.setText(text)
        self.verdicts.setStyleSheet(BROKEN_STYLE if broken else STALE_STYLE)
        self.verdicts.setVisible(bool(text))

    def _show_never_lists(self, report: dict[str, Any], pack: MapPack) -> None:
        for listing in self.never_lists:
            listing.setParent(None)  # off the panel now, deleted once the event loop turns
            listing.deleteLater()
        self.never_lists = []
        for layer in report_layers(report):
            if layer["never"]:
                listing = ElementList(f"never-{layer['key']}", layer["never"], self._go_to)
                listing.show_ids(layer["never_ids"], pack)
                self._never_layout.addWidget(listing)
                self.never_lists.append(listing)

    def set_stale(self, stale: bool) -> None:
        self.stale.setVisible(stale)
