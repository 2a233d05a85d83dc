"""A Metro X route's band lies under the track it follows: a click picks the track
and says how to reach the route; Alt+click picks what lies under the selection."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from tests.editor.driving import click, use_tool
from tests.editor.playtest_driving import open_map


def test_alt_click_reaches_the_route_under_the_track(qtbot: QtBot, window: MainWindow) -> None:
    document = open_map(window, "metro-x-harbour.yaml")
    pack = document.pack
    route = pack.routes[0]
    a, b = (pack.station_index[s].pos for s in route.stops[:2])
    connection = next(c.id for c in pack.connections if set(c.ends) == set(route.stops[:2]))
    x, y = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    window.view.centerOn(x, y)
    use_tool(window, "select")
    click(qtbot, window, x, y)
    assert document.selection == {connection}
    said = window.statusBar().currentMessage()
    assert said.startswith("Alt+click selects the route under it: ") and route.name in said
    beneath = window.scene.elements_at(x, y)  # the track, then the routes sharing it
    routes = {r.id for r in pack.routes}
    assert beneath[0] == connection and route.id in beneath and set(beneath[1:]) <= routes
    click(qtbot, window, x, y, alt=True)
    assert document.selection == {beneath[1]}
    for _ in beneath[2:]:  # on down, and round to the top again
        click(qtbot, window, x, y, alt=True)
    click(qtbot, window, x, y, alt=True)
    assert document.selection == {connection}
