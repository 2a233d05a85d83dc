"""A family brings its own map elements from its folder alone: Tiny Race
(tests/data/plugin) declares a landmark kind on stations and a fare on routes in
tiny_race/fields.py (T6), and the editor draws them in the inspector, saves and
reopens them, copies and pastes them, the loader checks them and the printed
board shows them, with nothing outside that folder naming either."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox
from pytestqt.qtbot import QtBot

from editor.canvas.legend import legend_entries
from editor.canvas.track_items import RouteItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.editing import clipboard
from engine.lint.validate import validate
from engine.pack import PackError, dump_pack, load_pack, parse_pack
from engine.rules import lint
from tests.editor.driving import open_pack
from tests.editor.test_sheet_editing import pick
from tests.tiny_race import RACE, tiny_race


@pytest.fixture
def race(window: MainWindow) -> Iterator[MapDocument]:
    with tiny_race():
        yield open_pack(window, load_pack(RACE))


def boxes(window: MainWindow, route: str) -> int:
    """The boxes the board draws along a route, as its printed sheet shows them."""
    item = window.scene.elements[route]
    assert isinstance(item, RouteItem)
    if item.sheet is None or item.sheet.sheet is None:
        return 0
    return sum(1 for mark in item.sheet.sheet.marks if mark.kind == "window")


def test_a_plugin_familys_own_fields_edit_save_copy_check_and_print(
    qtbot: QtBot, window: MainWindow, race: MapDocument, tmp_path: Path
) -> None:
    from tiny_race.fields import FARE, LANDMARK_KIND

    document = race
    document.select({"mill"})
    kind = window.findChild(QComboBox, "field-landmark_kind")
    assert kind is not None  # drawn from the declaration, with its choices
    assert [kind.itemText(i) for i in range(kind.count())] == ["", "mill", "pier", "fort"]
    pick(qtbot, kind, "mill")
    assert LANDMARK_KIND.of(document.pack.station_index["mill"]) == "mill"
    assert document.undo_stack.undoText() == "Set landmark kind on Mill"

    document.select({"red"})
    fare = window.findChild(QDoubleSpinBox, "field-fare")
    assert fare is not None and (fare.minimum(), fare.maximum()) == (0, 9)
    assert boxes(window, "red") == 0
    qtbot.keyClick(fare, Qt.Key.Key_Up)
    qtbot.keyClick(fare, Qt.Key.Key_Up)
    red = next(r for r in document.pack.routes if r.id == "red")
    assert FARE.of(red) == 2
    assert boxes(window, "red") == 2  # the board draws the fare as the family marks it

    written, _ = document.save(tmp_path / "race.yaml")
    text = written.read_text(encoding="utf-8")
    assert "landmark_kind: mill" in text and "fare: 2" in text
    reopened = load_pack(written)
    assert reopened == document.pack and dump_pack(reopened) == text

    clip = clipboard.copy_elements(document.pack, {"home", "mill", "pier", "red"})
    assert clip is not None
    pasted, ids = clipboard.paste(
        document.pack, clipboard.read_clip(clipboard.clip_text(clip)) or clip, 40, 40
    )
    new_station = next(s for s in pasted.stations if s.id in ids and s.id.startswith("mill"))
    new_route = next(r for r in pasted.routes if r.id in ids)
    assert LANDMARK_KIND.of(new_station) == "mill" and FARE.of(new_route) == 2

    with pytest.raises(PackError) as refused:
        parse_pack(text.replace("fare: 2", "fare: 12"), "race.yaml")
    assert "fare: expected a whole number from 0 to 9" in str(refused.value)
    dear = parse_pack(text.replace("fare: 2", "fare: 3"), "race.yaml")
    assert [f.code for f in lint(dear) if f.code == "race-fare-high"] == ["race-fare-high"]
    assert not validate(document.pack)  # the format's own checks take the fields as declared

    assert "Landmark kind: mill" in [entry.words for entry in legend_entries(document.pack, False)]


def test_a_field_no_installed_family_declares_is_refused_by_name() -> None:
    """Without the plug-in, its fields are unknown keys, as any stray key is."""
    text = RACE.read_text(encoding="utf-8").replace(
        "{id: red, stops: [home, mill, pier],", "{id: red, fare: 2, stops: [home, mill, pier],"
    )
    with pytest.raises(PackError) as refused:
        parse_pack(text, "race.yaml")
    assert "routes[0].fare: unknown key" in str(refused.value)
