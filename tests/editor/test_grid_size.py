"""View > Grid Size: the grid's step, which snapping follows, kept in the user's settings."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from editor.files import recent
from editor.main_window import MainWindow
from editor.menus.view_menu import GRID_SIZE_KEY, GRID_SIZES
from tests.editor.driving import click, use_tool


@pytest.fixture(autouse=True)
def settings(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> QSettings:
    """Scratch settings in place of the user's, in place before the window reads them
    (autouse fixtures come first). Parametrized, it starts with that step stored."""
    scratch = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    stored = getattr(request, "param", None)
    if stored is not None:
        scratch.setValue(GRID_SIZE_KEY, stored)
    monkeypatch.setattr(recent, "settings", lambda: scratch)
    return scratch


def size_action(window: MainWindow, size: float) -> QAction:
    action = window.findChild(QAction, f"grid-size-{size:g}")
    assert action is not None, size
    return action


def checked_sizes(window: MainWindow) -> list[float]:
    return [size for size in GRID_SIZES if size_action(window, size).isChecked()]


def grid_spacings(window: MainWindow) -> set[int]:
    """The gaps, in pixels, between the vertical lines drawn across one row of the
    empty board: every column that differs from the board's colour is a line."""
    image = window.view.viewport().grab().toImage()
    row = window.view.mapFromScene(0, 313).y()  # on no grid line of any step offered
    colours = [image.pixel(x, row) for x in range(image.width())]
    board = Counter(colours).most_common(1)[0][0]
    columns = [x for x, colour in enumerate(colours) if colour != board]
    starts = [x for x in columns if x - 1 not in columns]  # a line may blend into two columns
    return {b - a for a, b in pairwise(starts)}


def test_choosing_a_step_respaces_the_grid_and_snapping(
    qtbot: QtBot, window: MainWindow, settings: QSettings
) -> None:
    assert window.view.grid_size == 20
    assert checked_sizes(window) == [20]
    assert grid_spacings(window) == {20}  # the view is at 1:1
    pack, steps = window.document.pack, window.document.undo_stack.count()

    size_action(window, 40).trigger()

    assert window.view.grid_size == 40
    assert checked_sizes(window) == [40]
    assert grid_spacings(window) == {40}
    # A view setting: the map and its undo history are as they were.
    assert window.document.pack == pack
    assert window.document.undo_stack.count() == steps
    assert float(settings.value(GRID_SIZE_KEY)) == 40
    use_tool(window, "station")
    click(qtbot, window, 229, 171)
    assert [s.pos for s in window.document.pack.stations] == [(240, 160)]


def test_a_smaller_step_snaps_finer(qtbot: QtBot, window: MainWindow) -> None:
    size_action(window, 25).trigger()
    assert grid_spacings(window) == {25}
    use_tool(window, "station")
    click(qtbot, window, 229, 171)
    assert [s.pos for s in window.document.pack.stations] == [(225, 175)]


@pytest.mark.parametrize("settings", [50], indirect=True)
def test_the_window_opens_with_the_step_chosen_last_time(window: MainWindow) -> None:
    assert window.view.grid_size == 50
    assert checked_sizes(window) == [50]
    assert grid_spacings(window) == {50}


@pytest.mark.parametrize("settings", [7, "wide"], indirect=True)
def test_a_stored_step_the_menu_does_not_offer_is_ignored(window: MainWindow) -> None:
    assert window.view.grid_size == 20
    assert checked_sizes(window) == [20]
