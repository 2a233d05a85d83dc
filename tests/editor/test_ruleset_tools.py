"""Tools, menu commands and the connection tool's "join again" follow the map's
ruleset: what a family does not read is not offered."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from editor.files import dialogs
from editor.main_window import MainWindow
from engine.map.model import Connection, Station
from tests.editor.driving import click, drag, use_tool
from tests.editor.rulesets import registered, under_rules

A, B = (200, 200), (400, 200)


def offered(window: MainWindow) -> set[str]:
    names = set()
    for action in window.findChildren(QAction):
        if action.objectName().startswith("tool-") and action.isVisible():
            names.add(action.objectName().removeprefix("tool-"))
    return names


def guides_offered(window: MainWindow) -> bool:
    menu = window.findChild(QMenu, "map-menu")
    assert menu is not None
    return menu.menuAction().isVisible()


def test_an_underground_map_offers_water_and_landmarks_but_no_routes_or_guides(
    window: MainWindow,
) -> None:
    under_rules(window, "underground")
    assert offered(window) == {
        "select", "station", "connection", "water", "region", "step", "delete"
    }  # fmt: skip
    assert not guides_offered(window)


def test_a_next_station_sheet_offers_routes_and_guides_but_no_water_or_landmarks(
    window: MainWindow,
) -> None:
    under_rules(window, "next-station")
    assert offered(window) == {"select", "station", "connection", "region", "route", "delete"}
    assert guides_offered(window)


def test_rules_nobody_knows_hide_nothing(window: MainWindow) -> None:
    under_rules(window, "from-the-future")
    assert len(offered(window)) == 8 and guides_offered(window)


def test_a_hidden_tools_shortcut_does_nothing_and_a_change_of_rules_follows(
    qtbot: QtBot, window: MainWindow
) -> None:
    under_rules(window, "next-station")
    qtbot.keyClick(window.view, "W")
    assert window.view.tool is window.tools["select"]
    use_tool(window, "route")
    document = window.document
    document.edit("Rules", replace(document.pack, ruleset="underground"), [])
    assert "route" not in offered(window)
    assert window.view.tool is window.tools["select"]  # the route tool went away
    qtbot.keyClick(window.view, "W")
    assert window.view.tool is window.tools["water"]


def _lanes_and_water(window: MainWindow) -> None:
    """Two aligned stations joined by a hand-drawn connection with 2 lanes and water."""
    pack = window.document.pack
    stations = (Station("a", "A", (100.0, 100.0)), Station("b", "B", (300.0, 100.0)))
    joined = Connection("ab", "a", "b", lanes=2, water=1)
    window.document.edit("Draw", replace(pack, stations=stations, connections=(joined,)), [])


@pytest.mark.parametrize("answer", [False, True])
def test_regenerating_guides_asks_before_dropping_a_connection(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, answer: bool
) -> None:
    under_rules(window, "next-station")
    _lanes_and_water(window)
    before = window.document.pack
    asked: list[str] = []

    def confirm(parent: object, title: str, text: str) -> bool:
        asked.append(text)
        return answer

    monkeypatch.setattr(dialogs, "confirm", confirm)
    regenerate = window.findChild(QAction, "guides-regenerate")
    assert regenerate is not None
    regenerate.trigger()
    assert asked == [
        "This replaces 1 connection, with 1 extra lane and 1 water icon on it, with "
        "straight guides generated from the station layout. Undo brings it back."
    ]
    after = window.document.pack
    if answer:
        assert [(c.a, c.b, c.lanes, c.water) for c in after.connections] == [("a", "b", 1, 0)]
    else:
        assert after is before


def test_generating_guides_beside_the_existing_ones_asks_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    under_rules(window, "next-station")
    _lanes_and_water(window)
    monkeypatch.setattr(dialogs, "confirm", lambda *args: pytest.fail("asked"))
    generate = window.findChild(QAction, "guides-generate")
    assert generate is not None
    generate.trigger()
    assert window.document.pack.connections[0].lanes == 2


def _join_twice(qtbot: QtBot, window: MainWindow) -> Connection:
    use_tool(window, "station")
    for point in (A, B):
        click(qtbot, window, *point)
    use_tool(window, "connection")
    drag(qtbot, window, A, B)
    drag(qtbot, window, B, A)
    (connection,) = window.document.pack.connections
    return connection


def test_joining_again_adds_a_lane_where_the_rules_read_lanes(
    qtbot: QtBot, window: MainWindow
) -> None:
    under_rules(window, "underground")
    connection = _join_twice(qtbot, window)
    assert (connection.lanes, connection.sections) == (2, 1)


def test_joining_again_adds_a_section_where_the_rules_read_sections(
    qtbot: QtBot, window: MainWindow
) -> None:
    with registered("sectioned", "connection.sections"):
        under_rules(window, "sectioned")
        connection = _join_twice(qtbot, window)
        assert (connection.lanes, connection.sections) == (1, 2)
        assert window.document.undo_stack.undoText() == "Add section"


def test_joining_again_is_refused_where_the_rules_read_neither(
    qtbot: QtBot, window: MainWindow
) -> None:
    under_rules(window, "next-station")
    connection = _join_twice(qtbot, window)
    assert (connection.lanes, connection.sections) == (1, 1)
    assert window.statusBar().currentMessage() == (
        "Station 2 \N{EN DASH} Station 1 are already joined; these rules have one track between two"
    )
