"""The Suggest panel: search beside the playtest, click a change to see it on the map,
Apply it as one undo step and see the playtest before and after."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.suggest import SuggestPanel
from tests.editor.driving import front_panel
from tests.editor.playtest_driving import open_map, playtest_panel, set_up

SEARCH_TIMEOUT_MS = 240_000


def suggest_panel(qtbot: QtBot, window: MainWindow) -> SuggestPanel:
    return front_panel(qtbot, window, "suggest", SuggestPanel)


def small_search(panel: SuggestPanel, goals: str = "balance") -> None:
    panel.goals.setText(goals)
    panel.budget.setValue(800)
    panel.screen_games.setValue(30)
    panel.confirm.setValue(100)
    panel.steps.setValue(1)


def test_a_suggestion_is_shown_selected_on_the_map_and_applied_as_one_undo_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    document = open_map(window, "tutorial.yaml")
    playtest = playtest_panel(window)
    set_up(playtest, 30, bots=("greedy",) * 4, jobs=1)
    panel = suggest_panel(qtbot, window)
    small_search(panel)
    with qtbot.waitSignal(panel.session.finished, timeout=SEARCH_TIMEOUT_MS):
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert panel.list.rowCount() >= 1, panel.status.text()
    change = panel.list.cell_text(0, "Change")
    low, high = (float(x) for x in panel.list.cell_text(0, "95% interval").strip("[]").split(","))
    assert 0 < low <= float(panel.list.cell_text(0, "Effect")) <= high
    assert panel.outcome is not None
    assert change == panel.outcome.suggestions[0].change.words
    assert panel.status.text().startswith("1 suggestion")

    panel.list.selectRow(0)  # as a click on the row does
    assert document.selection == frozenset(panel.outcome.suggestions[0].change.elements)
    assert panel.apply_button.isEnabled()

    before = document.pack
    with qtbot.waitSignal(panel.flow.compared, timeout=SEARCH_TIMEOUT_MS):
        qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert document.pack == panel.outcome.packs[0] != before
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == f"Apply suggestion: {change}"
    assert not panel.before_after.isHidden()
    assert panel.before_after.cell_text(0, "Figure") == "Balance"
    report = playtest.session.current
    assert report is not None and report.pack == document.pack
    assert panel.before_after.cell_text(0, "After") == f"{report.report['balance']:.3f}"
    assert report.comparison is not None  # the results panel compares it with the run before
    document.undo_stack.undo()
    assert document.pack == before
    open_map(window, "london.yaml")  # another map: nothing listed applies to it
    assert panel.list.rowCount() == 0 and panel.outcome is None
    assert not panel.apply_button.isEnabled() and panel.before_after.isHidden()


def test_a_goal_the_panel_cannot_read_is_refused_without_playing(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window, "tutorial.yaml")
    panel = suggest_panel(qtbot, window)
    small_search(panel, goals="balance fun")
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert "unknown goal 'fun'" in panel.problem.text()
    assert not panel.session.running and panel.run_button.isEnabled()
    small_search(panel)
    panel.budget.setValue(100)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert "at least 260 games" in panel.problem.text()


def test_stop_ends_the_search_and_keeps_the_panel_usable(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "london.yaml")
    set_up(playtest_panel(window), 20, bots=("greedy",) * 4, jobs=1)
    panel = suggest_panel(qtbot, window)
    small_search(panel)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert panel.session.running and not panel.run_button.isEnabled()
    with qtbot.waitSignal(panel.session.finished, timeout=SEARCH_TIMEOUT_MS):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert "stopped" in panel.status.text()
    assert panel.run_button.isEnabled() and panel.list.rowCount() == 0


def test_the_time_budget_ends_a_search_the_games_budget_would_let_run(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window, "london.yaml")
    set_up(playtest_panel(window), 20, bots=("greedy",) * 4, jobs=1)
    panel = suggest_panel(qtbot, window)
    small_search(panel)
    panel.budget.setValue(100_000)
    panel.seconds.setValue(10)
    assert panel.budget_asked().seconds == 10
    with qtbot.waitSignal(panel.session.finished, timeout=SEARCH_TIMEOUT_MS):
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert "the budget of 10 s ran out" in panel.status.text()
    assert panel.outcome is not None and panel.outcome.games < 100_000
