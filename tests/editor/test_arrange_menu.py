"""Arrange > Align and Distribute moves the selected stations in one undo step
named for what it did, and is greyed out with too few stations selected."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from tests.conftest import PackFactory
from tests.editor.driving import choose_from_menu, click, drag, open_pack

STATIONS = {"west": (100, 200), "bank": (300, 140), "oval": (220, 260), "east": (500, 180)}


@pytest.fixture
def city(window: MainWindow, make_pack: PackFactory) -> MapDocument:
    return open_pack(window, make_pack(STATIONS, ["west-bank", "bank-east"]))


def positions(document: MapDocument) -> dict[str, tuple[float, float]]:
    return {s.id: s.pos for s in document.pack.stations}


def test_align_left_moves_the_band_selected_stations_in_one_step(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    drag(qtbot, window, (60, 100), (340, 300))  # a rubber band round all but the east
    assert city.selection == {"west", "bank", "oval", "west-bank"}
    before = city.pack
    choose_from_menu(qtbot, window, "Arrange", "align-left")
    assert positions(city) == {
        "west": (100, 200),
        "bank": (100, 140),
        "oval": (100, 260),
        "east": (500, 180),
    }
    assert city.undo_stack.undoText() == "Align 3 stations left"
    assert window.scene.elements["bank"].pos().x() == 100  # the canvas follows
    city.undo_stack.undo()
    assert city.pack == before


def test_centre_and_distribute_name_what_they_did(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    city.select(STATIONS)
    choose_from_menu(qtbot, window, "Arrange", "align-horizontal-axis")
    assert {pos[1] for pos in positions(city).values()} == {200}
    assert city.undo_stack.undoText() == "Centre 4 stations on a horizontal axis"
    choose_from_menu(qtbot, window, "Arrange", "distribute-horizontally")
    assert positions(city) == {
        "west": (100, 200),
        "oval": (100 + 400 / 3, 200),
        "bank": (100 + 800 / 3, 200),
        "east": (500, 200),
    }
    assert city.undo_stack.undoText() == "Distribute 4 stations horizontally"
    assert city.undo_stack.count() == 2


@pytest.mark.parametrize(
    ("picked", "aligns", "distributes"),
    [
        ((), False, False),
        (("west",), False, False),
        (("west", "bank"), True, False),
        (("west", "bank", "east"), True, True),
    ],
)
def test_greyed_out_with_too_few_stations(
    qtbot: QtBot,
    window: MainWindow,
    city: MapDocument,
    picked: tuple[str, ...],
    aligns: bool,
    distributes: bool,
) -> None:
    for i, station in enumerate(picked):
        click(qtbot, window, *STATIONS[station], shift=i > 0)
    assert city.selection == set(picked)
    before = city.pack
    action = choose_from_menu(qtbot, window, "Arrange", "distribute-vertically")
    assert action.isEnabled() == distributes
    assert (city.pack != before) == distributes
    action = choose_from_menu(qtbot, window, "Arrange", "align-top")
    assert action.isEnabled() == aligns
