"""The playtest's tables show every column whole at the window's default size: the
seats table kept losing its Mean column, the change table its Win rate column."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from editor.main_window import DEFAULT_SIZE, MainWindow
from editor.panels.results_tables import FigureTable
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest


def cut_off_columns(table: FigureTable) -> list[str]:
    """Headers of the columns whose text (header or cells) does not fit whole
    between the column's left edge and the end of the table's visible width."""
    header = table.horizontalHeader()
    room = header.viewport().width()
    cut = []
    for column in range(table.columnCount()):
        needs = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        shown = min(header.sectionSize(column), room - header.sectionViewportPosition(column))
        if shown < needs:
            cut.append(table.horizontalHeaderItem(column).text())
    return cut


def test_both_tables_fit_the_dock_at_the_default_window_size(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(*DEFAULT_SIZE)
    open_map(window)
    panel = playtest_panel(window)
    bots = ("greedy", "random", "greedy", "random")
    run_playtest(qtbot, panel, games=8, bots=bots, seed=3)
    run_playtest(qtbot, panel, games=8, bots=bots, seed=3)
    qtbot.waitUntil(lambda: not panel.results.changes.isHidden())
    seats, changes = panel.results.seats, panel.results.changes
    assert seats.rowCount() == changes.rowCount() == 4
    assert cut_off_columns(seats) == []
    assert cut_off_columns(changes) == []
