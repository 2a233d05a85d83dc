"""The region tool offers the region kinds the map's ruleset reads, and rivers
(water any board may show), and follows the map when its ruleset changes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from engine.map.model import REGION_KINDS
from tests.conftest import PackFactory
from tests.editor.driving import click, double_click, use_tool
from tests.editor.test_settings_panel import child, choose, open_settings

TRIANGLE = [(100, 100), (300, 100), (200, 260)]


def kind_box(qtbot: QtBot, window: MainWindow) -> QComboBox:
    """The Tool options bar's kind box (one it replaced stays, hidden, until deleted)."""

    def shown() -> list[QComboBox]:
        return [b for b in window.findChildren(QComboBox, "option-kind") if b.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1)
    return shown()[0]


def offered(box: QComboBox) -> list[str]:
    return [box.itemData(i) for i in range(box.count())]


def draw_triangle(qtbot: QtBot, window: MainWindow) -> str:
    """Draw a region with the tool's current kind; the kind drawn."""
    for x, y in TRIANGLE[:-1]:
        click(qtbot, window, x, y)
    double_click(qtbot, window, *TRIANGLE[-1])
    return window.document.pack.regions[-1].kind


@pytest.mark.parametrize(
    ("ruleset", "kinds"),
    [
        ("underground", ["cluster", "river"]),
        ("next-station", ["district", "river", "edge", "corner"]),
        ("homebrew", list(REGION_KINDS)),  # unknown here: nothing is held back
    ],
)
def test_the_kinds_offered_are_the_rulesets_and_the_first_is_drawn(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory, ruleset: str, kinds: list[str]
) -> None:
    open_settings(qtbot, window, replace(make_pack(), ruleset=ruleset))
    use_tool(window, "region")
    box = kind_box(qtbot, window)
    assert offered(box) == kinds
    assert box.currentData() == kinds[0]
    assert draw_triangle(qtbot, window) == kinds[0]
    assert window.document.selection == {f"{kinds[0]}-1"}


def test_the_kinds_follow_a_ruleset_changed_in_the_settings(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    panel = open_settings(qtbot, window, make_pack())
    use_tool(window, "region")
    assert offered(kind_box(qtbot, window)) == ["cluster", "river"]

    choose(qtbot, child(panel, "map-ruleset"), "next-station")

    assert window.document.pack.ruleset == "next-station"
    box = kind_box(qtbot, window)
    assert offered(box) == ["district", "river", "edge", "corner"]
    assert draw_triangle(qtbot, window) == "district"
    window.document.undo_stack.undo()  # the district
    window.document.undo_stack.undo()  # the ruleset
    qtbot.waitUntil(lambda: offered(kind_box(qtbot, window)) == ["cluster", "river"])
    assert draw_triangle(qtbot, window) == "cluster"
