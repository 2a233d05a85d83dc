"""The values a family reads from routes and regions (`Ruleset.value_names`) are fixed,
titled rows in the inspector: the dice game's first and later completion points as a
pair, typed in place, never a key "value-1" to rename; other rules keep free keys."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.key_value_editor import KeyValueEditor
from engine.map.model import Region, frozen_mapping
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import lint
from tests.editor.driving import open_pack
from tests.editor.test_hostile_fields import child

EDITABLE = 2  # Qt.ItemFlag.ItemIsEditable


def values_editor(window: MainWindow, element: str) -> KeyValueEditor:
    window.document.select({element})
    editor = child(window, "field-values")
    assert isinstance(editor, KeyValueEditor)
    return editor


def rows(editor: KeyValueEditor) -> list[tuple[str, str, bool]]:
    """(name, value, whether the name can be edited) of each row."""
    table = editor.table
    return [
        (
            table.item(r, 0).text(),
            table.item(r, 1).text(),
            bool(table.item(r, 0).flags().value & EDITABLE),
        )
        for r in range(table.rowCount())
    ]


def test_d6_a_lines_points_are_a_pair_typed_in_place(qtbot: QtBot, window: MainWindow) -> None:
    city = load_pack(MAPS / "tube-dice-city.yaml")
    bare = replace(
        city, routes=(replace(city.routes[0], values=frozen_mapping()), *city.routes[1:])
    )
    document = open_pack(window, bare)
    route = bare.routes[0]
    editor = values_editor(window, route.id)
    assert rows(editor) == [("First completion", "", False), ("Later completion", "", False)]
    assert editor.add_button.isHidden()  # nothing to add: the rules read these two
    assert "Written 'high' in the map file" in editor.table.item(0, 0).toolTip()
    said = {f.message for f in lint(document.pack) if route.id in f.elements}
    assert (
        "route 'Central line' has no First completion or Later completion points: "
        "completing it scores nothing there"
    ) in said
    editor.table.item(0, 1).setText("9")  # what the cell editor commits
    editor.table.item(1, 1).setText("4")
    assert document.pack.routes[0].values == {"high": 9, "low": 4}
    assert rows(values_editor(window, route.id)) == [
        ("First completion", "9", False),
        ("Later completion", "4", False),
    ]
    assert not any(route.id in f.elements for f in lint(document.pack))
    document.undo_stack.undo()
    assert document.pack.routes[0].values == {"high": 9}


def test_d1_a_zone_has_the_pair_and_scenery_has_free_keys(qtbot: QtBot, window: MainWindow) -> None:
    city = load_pack(MAPS / "tube-dice-city.yaml")
    pond = Region("pond", "river", ((0, 0), (50, 0), (50, 50)), "Pond", {"depth": 3})
    open_pack(window, replace(city, regions=(*city.regions, pond)))
    zone = values_editor(window, "zone-1")
    assert [name for name, _, _ in rows(zone)] == ["First completion", "Later completion"]
    water = values_editor(window, "pond")
    assert rows(water) == [("depth", "3", True)]  # not read by the rules: a key as written
    assert not water.add_button.isHidden()


def test_n4_an_edge_regions_points_are_one_fixed_row(qtbot: QtBot, window: MainWindow) -> None:
    tokyo = load_pack(MAPS / "next-station-tokyo.yaml")
    edge = next(r for r in tokyo.regions if r.kind == "edge")
    document = open_pack(window, tokyo)
    editor = values_editor(window, edge.id)
    assert [(name, editable) for name, _, editable in rows(editor)][:1] == [("Points", False)]
    editor.table.item(0, 1).setText("5")
    [now] = [r for r in document.pack.regions if r.id == edge.id]
    assert now.values["points"] == 5
