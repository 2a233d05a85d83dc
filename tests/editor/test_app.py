"""The first window: it shows a map pack, and a broken pack never crashes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QTabBar
from pytestqt.qtbot import QtBot

from editor.app import save_screenshot
from editor.canvas.station_item import StationItem
from editor.cli import main
from editor.document import MapDocument
from editor.main_window import DEFAULT_SIZE, MainWindow
from editor.panels.validation import ValidationPanel
from editor.subcommands import EDITOR_COMMANDS
from engine.commands.lazy import Subcommand
from engine.pack import PackError
from tests.editor.conftest import _KEEP_ALIVE

MINI = """\
format: 1
id: mini
name: Mini
ruleset: underground
canvas: [400, 300]
stations:
  - {id: a, name: Alpha, pos: [50, 50], flags: [start]}
  - {id: b, name: Beta, pos: [300, 60], flags: [national_rail]}
  - {id: c, name: Gamma, pos: [200, 250]}
connections:
  - {id: ab, stations: [a, b], lanes: 2}
  - {id: bc, stations: [b, c]}
"""


def write_mini(folder: Path) -> Path:
    path = folder / "mini.yaml"
    path.write_text(MINI, encoding="utf-8")
    return path


def test_window_shows_every_station_with_its_name(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(MapDocument.open(write_mini(tmp_path)))
    qtbot.addWidget(window)
    stations = [i for i in window.scene.elements.values() if isinstance(i, StationItem)]
    labels = {i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert len(stations) == 3
    assert labels == {"Alpha", "Beta", "Gamma"}
    assert "Mini" in window.windowTitle()


def test_broken_pack_is_reported_with_its_place(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(MINI.replace("pos: [50, 50]", "pos: [50]"), encoding="utf-8")
    with pytest.raises(PackError) as raised:
        MapDocument.open(broken)
    assert (
        "broken.yaml:7: stations[0].pos: expected two numbers "
        "from -1000000 to 1000000" in raised.value.describe()
    )


def test_screenshot_command_renders_the_window(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    assert main(["edit", str(write_mini(tmp_path)), "--screenshot", str(shot)]) == 0
    image = QImage(str(shot))
    assert (image.width(), image.height()) == DEFAULT_SIZE


def test_a_screenshot_waits_for_the_check_and_the_dock_layout(tmp_path: Path) -> None:
    window = MainWindow(MapDocument.open(write_mini(tmp_path)))
    _KEEP_ALIVE.append(window)
    assert save_screenshot(window, str(tmp_path / "shot.png")) == 0
    panel = window.findChild(ValidationPanel)
    assert panel is not None and panel.is_settled()
    assert panel.list.count() > 0  # findings, or the line saying there are none
    tab_bars = [
        tuple(bar.tabText(i) for i in range(bar.count()))
        for bar in window.findChildren(QTabBar)
        if bar.parentWidget() is window and not bar.isHidden()
    ]
    assert len(tab_bars) == 3  # playtest, the editing panels, the map as a whole
    assert len({tabs[0] for tabs in tab_bars}) == 3  # none left over from arranging


def test_screenshot_of_a_broken_pack_fails_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: 1\nid: x\n", encoding="utf-8")
    assert main(["edit", str(broken), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "missing key 'name'" in capsys.readouterr().err


@pytest.mark.parametrize("command", EDITOR_COMMANDS, ids=lambda command: command.name)
def test_every_editor_command_has_its_parser(
    command: Subcommand, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each is imported only when chosen; the module it names registers its parser."""
    with pytest.raises(SystemExit) as ended:
        main([command.name, "--help"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: tracksmith {command.name} [-h]")
