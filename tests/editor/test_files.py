"""The File menu: new, open, save, save as, the recent list, exports, and the question
asked before unsaved work would be lost. Dialogs are answered by a script; the menus,
the canvas and the files on disk are real."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from editor.files import dialogs, recent
from editor.files.dialogs import Recovery, Unsaved
from editor.files.recent import recent_files, remember
from editor.main_window import MainWindow
from engine.map.model import Background
from engine.pack import load_pack, save_pack
from engine.paths import MAPS
from tests.editor.driving import click, use_tool
from tests.editor.new_map_driving import name_map, open_new_map, press
from tests.editor.test_app import MINI, write_mini


class Answers:
    """Scripted replies to the file dialogs, and a log of what was asked.

    A dialog the test did not script fails the test instead of opening. The
    recent list goes to a scratch settings file, never the user's.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch, settings: Path) -> None:
        self.unsaved: list[Unsaved] = []
        self.restore: list[Recovery] = []
        self.paths: list[Any] = []  # replies to the file choosers, in order
        self.asked: list[str] = []  # names in "save changes to …?"
        self.offered: list[str] = []  # descriptions of recoveries offered
        self.problems: list[tuple[str, str]] = []
        for name in ("choose_map", "choose_save_path", "choose_pack_export", "choose_image_path"):
            monkeypatch.setattr(dialogs, name, self._next_path)
        monkeypatch.setattr(dialogs, "ask_save_changes", self._ask)
        monkeypatch.setattr(dialogs, "ask_restore", self._offer)
        monkeypatch.setattr(dialogs, "show_problem", self._problem)
        scratch = QSettings(str(settings), QSettings.Format.IniFormat)
        monkeypatch.setattr(recent, "settings", lambda: scratch)

    def _next_path(self, parent: object, suggested: Path) -> Any:
        assert self.paths, "a file dialog opened that the test did not expect"
        return self.paths.pop(0)

    def _ask(self, parent: object, name: str) -> Unsaved:
        assert self.unsaved, f"asked about unsaved changes to {name} unexpectedly"
        self.asked.append(name)
        return self.unsaved.pop(0)

    def _offer(self, parent: object, description: str) -> Recovery:
        assert self.restore, f"offered a recovery unexpectedly: {description}"
        self.offered.append(description)
        return self.restore.pop(0)

    def _problem(self, parent: object, title: str, text: str) -> None:
        self.problems.append((title, text))


@pytest.fixture(autouse=True)
def answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Answers:
    return Answers(monkeypatch, tmp_path / "settings.ini")


def trigger(window: MainWindow, name: str) -> None:
    action = window.findChild(QAction, name)
    assert action is not None, name
    action.trigger()


def add_station(qtbot: QtBot, window: MainWindow, x: float = 300, y: float = 200) -> None:
    use_tool(window, "station")
    click(qtbot, window, x, y)
    use_tool(window, "select")


def station_names(window: MainWindow) -> set[str]:
    return {i.station.name for i in window.scene.elements.values() if isinstance(i, StationItem)}


def test_file_menu_comes_first(window: MainWindow) -> None:
    assert window.menuBar().actions()[0].text() == "&File"


def test_open_shows_the_map_and_remembers_it(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    answers.paths.append(write_mini(tmp_path))
    trigger(window, "file-open")
    assert window.document.path == tmp_path / "mini.yaml"
    assert window.document.pack.name == "Mini"
    assert station_names(window) == {"Alpha", "Beta", "Gamma"}
    assert "mini.yaml" in window.windowTitle()
    assert recent_files() == [tmp_path / "mini.yaml"]


def test_an_edit_marks_the_window_and_save_clears_it(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    answers.paths.append(write_mini(tmp_path))
    trigger(window, "file-open")
    assert not window.isWindowModified()
    add_station(qtbot, window)
    assert window.isWindowModified()
    trigger(window, "file-save")
    assert not window.isWindowModified()
    assert load_pack(tmp_path / "mini.yaml") == window.document.pack
    assert len(window.document.pack.stations) == 4
    assert answers.asked == []


def test_saving_a_new_map_asks_for_a_name_and_adds_the_suffix(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    add_station(qtbot, window)
    answers.paths.append(tmp_path / "city")
    trigger(window, "file-save")
    saved = tmp_path / "city.yaml"
    assert window.document.path == saved
    assert load_pack(saved) == window.document.pack
    assert "city.yaml" in window.windowTitle()
    assert recent_files() == [saved]


def test_save_as_moves_to_the_new_file_and_leaves_the_old_one(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    original = write_mini(tmp_path)
    answers.paths += [original, tmp_path / "copy.yaml"]
    trigger(window, "file-open")
    add_station(qtbot, window)
    trigger(window, "file-save-as")
    assert window.document.path == tmp_path / "copy.yaml"
    assert len(load_pack(tmp_path / "copy.yaml").stations) == 4
    assert original.read_text(encoding="utf-8") == MINI
    assert recent_files() == [tmp_path / "copy.yaml", original]


def test_a_failed_save_is_reported_and_the_work_stays_unsaved(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    (tmp_path / "taken").write_text("a file, not a folder", encoding="utf-8")
    add_station(qtbot, window)
    answers.paths.append(tmp_path / "taken" / "city.yaml")
    trigger(window, "file-save")
    [(title, text)] = answers.problems
    assert title == "Cannot save map"
    assert str(tmp_path / "taken") in text
    assert window.document.path is None
    assert window.isWindowModified()


def test_new_after_discarding_gives_a_blank_map(
    qtbot: QtBot, window: MainWindow, answers: Answers
) -> None:
    add_station(qtbot, window)
    dialog = open_new_map(qtbot, window)
    assert answers.asked == []  # nothing is at risk until the new map is chosen
    answers.unsaved.append(Unsaved.DISCARD)
    name_map(qtbot, dialog, "Crown Cross")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert answers.asked == ["Untitled map"]
    assert window.document.pack.stations == ()
    assert window.scene.elements == {}
    assert not window.isWindowModified()


def test_cancelling_new_or_its_question_keeps_the_work(
    qtbot: QtBot, window: MainWindow, answers: Answers
) -> None:
    add_station(qtbot, window)
    document = window.document
    press(qtbot, open_new_map(qtbot, window), QDialogButtonBox.StandardButton.Cancel)
    answers.unsaved.append(Unsaved.CANCEL)
    dialog = open_new_map(qtbot, window)
    name_map(qtbot, dialog, "Crown Cross")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert answers.asked == ["Untitled map"]  # asked once: the dialog's Cancel asks nothing
    assert window.document is document and window.isWindowModified()


def test_cancelling_the_question_keeps_the_work(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    add_station(qtbot, window)
    document, pack = window.document, window.document.pack
    answers.unsaved.append(Unsaved.CANCEL)
    answers.paths.append(write_mini(tmp_path))
    trigger(window, "file-open")
    assert window.document is document
    assert window.document.pack == pack
    assert window.isWindowModified()


def test_a_broken_file_is_reported_and_the_current_map_stays(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    add_station(qtbot, window)
    document, pack = window.document, window.document.pack
    broken = tmp_path / "broken.yaml"
    broken.write_text(MINI.replace("pos: [50, 50]", "pos: [50]"), encoding="utf-8")
    answers.paths.append(broken)
    trigger(window, "file-open")
    assert answers.problems == [
        (
            "Cannot open map",
            f"{broken}:7: stations[0].pos: expected two numbers from -1000000 to 1000000",
        )
    ]
    assert answers.asked == []  # nothing to decide: the current map never had to go
    assert window.document is document
    assert window.document.pack == pack
    assert recent_files() == []


# --- closing the window ---------------------------------------------------------------


def test_close_cancelled_keeps_the_window_open(
    qtbot: QtBot, window: MainWindow, answers: Answers
) -> None:
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.CANCEL)
    assert not window.close()
    assert window.isVisible()
    assert window.isWindowModified()


def test_close_after_discarding_leaves_the_file_as_it_was(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    answers.paths.append(write_mini(tmp_path))
    trigger(window, "file-open")
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.DISCARD)
    assert window.close()
    assert not window.isVisible()
    assert (tmp_path / "mini.yaml").read_text(encoding="utf-8") == MINI


def test_close_after_saving_writes_the_work(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    answers.paths.append(write_mini(tmp_path))
    trigger(window, "file-open")
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.SAVE)
    assert window.close()
    assert answers.asked == ["mini.yaml"]
    assert len(load_pack(tmp_path / "mini.yaml").stations) == 4


def test_close_with_a_save_cancelled_in_the_file_chooser_stays_open(
    qtbot: QtBot, window: MainWindow, answers: Answers
) -> None:
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.SAVE)
    answers.paths.append(None)  # the designer closes the Save As dialog
    assert not window.close()
    assert window.isVisible()
    assert window.isWindowModified()


def test_quit_asks_too(qtbot: QtBot, window: MainWindow, answers: Answers) -> None:
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.CANCEL)
    trigger(window, "file-quit")
    assert window.isVisible()
    assert answers.asked == ["Untitled map"]


# --- the recent list ------------------------------------------------------------------


def make_files(folder: Path, count: int) -> list[Path]:
    paths = [folder / f"map-{i}.yaml" for i in range(count)]
    for path in paths:
        path.write_text(MINI, encoding="utf-8")
    return paths


def test_recent_list_is_newest_first_without_repeats_and_at_most_ten(tmp_path: Path) -> None:
    paths = make_files(tmp_path, 12)
    for path in paths:
        remember(path)
    remember(paths[5])
    assert recent_files() == [paths[5], *reversed(paths[6:]), *reversed(paths[2:5])]


def test_recent_list_drops_files_gone_since(tmp_path: Path) -> None:
    paths = make_files(tmp_path, 3)
    for path in paths:
        remember(path)
    paths[1].unlink()
    assert recent_files() == [paths[2], paths[0]]


def test_open_recent_menu_lists_and_opens_the_maps(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    older, newer = make_files(tmp_path, 2)
    remember(older)
    remember(newer)
    menu = window.findChild(QMenu, "file-recent")
    menu.popup(QPoint(0, 0))
    qtbot.waitUntil(menu.isVisible)
    actions = menu.actions()
    menu.hide()
    assert [a.text() for a in actions] == ["map-1.yaml", "map-0.yaml"]
    actions[1].trigger()
    assert window.document.path == older
    assert recent_files() == [older, newer]


def test_a_folder_pack_is_named_by_its_folder(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    folder = tmp_path / "harbour-city"
    save_pack(load_pack(write_mini(tmp_path)), folder)
    answers.paths.append(folder / "map.yaml")
    trigger(window, "file-open")
    assert window.windowTitle().startswith("harbour-city[*]")
    menu = window.findChild(QMenu, "file-recent")
    menu.popup(QPoint(0, 0))
    qtbot.waitUntil(menu.isVisible)
    labels = [a.text() for a in menu.actions()]
    menu.hide()
    assert labels == ["harbour-city"]


def test_saving_a_bundled_map_asks_where_and_leaves_it_alone(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    bundled = MAPS / "tutorial.yaml"
    before = bundled.read_bytes()
    answers.paths += [bundled, tmp_path / "my-city.yaml"]
    trigger(window, "file-open")
    add_station(qtbot, window, 900, 700)
    trigger(window, "file-save")
    assert bundled.read_bytes() == before
    assert window.document.path == tmp_path / "my-city.yaml"
    assert (
        len(load_pack(tmp_path / "my-city.yaml").stations) == len(load_pack(bundled).stations) + 1
    )
    assert not window.isWindowModified()


def test_save_as_onto_a_bundled_map_is_refused(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    bundled = MAPS / "tutorial.yaml"
    before = bundled.read_bytes()
    add_station(qtbot, window)
    answers.paths.append(bundled)
    trigger(window, "file-save-as")
    [(title, text)] = answers.problems
    assert title == "Cannot save map" and "never written over" in text
    assert bundled.read_bytes() == before
    assert window.document.path is None and window.isWindowModified()


# --- exports --------------------------------------------------------------------------


@pytest.fixture
def traced_map(window: MainWindow, answers: Answers, tmp_path: Path) -> Path:
    """A folder pack with a background image, opened in the window."""
    folder = tmp_path / "traced"
    (folder / "scans").mkdir(parents=True)
    (folder / "scans" / "city.png").write_bytes(b"image bytes")
    pack = load_pack(write_mini(tmp_path))
    save_pack(replace(pack, background=Background("scans/city.png")), folder)
    answers.paths.append(folder)
    trigger(window, "file-open")
    return folder


def test_export_as_a_folder_carries_the_background(
    window: MainWindow, answers: Answers, traced_map: Path, tmp_path: Path
) -> None:
    answers.paths.append((tmp_path / "shared", True))
    trigger(window, "file-export-pack")
    assert load_pack(tmp_path / "shared") == window.document.pack
    assert (tmp_path / "shared" / "scans" / "city.png").read_bytes() == b"image bytes"
    assert window.document.path == traced_map  # exporting is not saving elsewhere
    assert answers.problems == []


def test_save_as_into_another_folder_takes_the_background_along(
    window: MainWindow, answers: Answers, traced_map: Path, tmp_path: Path
) -> None:
    (tmp_path / "elsewhere").mkdir()
    answers.paths.append(tmp_path / "elsewhere" / "city.yaml")
    trigger(window, "file-save-as")
    assert window.document.path == tmp_path / "elsewhere" / "city.yaml"
    assert (tmp_path / "elsewhere" / "scans" / "city.png").read_bytes() == b"image bytes"
    assert answers.problems == []


def test_save_as_saves_the_map_even_when_its_image_is_gone(
    window: MainWindow, answers: Answers, traced_map: Path, tmp_path: Path
) -> None:
    (traced_map / "scans" / "city.png").unlink()
    (tmp_path / "elsewhere").mkdir()
    answers.paths.append(tmp_path / "elsewhere" / "city.yaml")
    trigger(window, "file-save-as")
    assert load_pack(tmp_path / "elsewhere" / "city.yaml") == window.document.pack
    [(title, text)] = answers.problems
    assert title == "Files left behind"
    assert "background.path 'scans/city.png': missing" in text


def test_export_as_one_file(
    window: MainWindow, answers: Answers, traced_map: Path, tmp_path: Path
) -> None:
    answers.paths.append((tmp_path / "shared", False))
    trigger(window, "file-export-pack")
    exported = load_pack(tmp_path / "shared.yaml")
    assert exported.background is None
    assert exported.stations == window.document.pack.stations


def test_export_refusing_a_path_out_of_the_folder_says_why(
    window: MainWindow, answers: Answers, traced_map: Path, tmp_path: Path
) -> None:
    text = (traced_map / "map.yaml").read_text(encoding="utf-8")
    (traced_map / "map.yaml").write_text(text.replace("scans/city.png", "../x.png"), "utf-8")
    answers.paths += [traced_map, (tmp_path / "shared", True)]
    trigger(window, "file-open")
    trigger(window, "file-export-pack")
    [(title, text)] = answers.problems
    assert title == "Cannot export map pack"
    assert "background.path: '../x.png': not a path inside the map's folder" in text
    assert not (tmp_path / "shared").exists()


def test_the_wait_cursor_shows_while_a_map_is_saved_and_goes_after(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saving a whole network takes seconds: the pointer says the editor is busy."""
    path = write_mini(tmp_path)
    window.set_document(MapDocument.open(path))
    add_station(qtbot, window)
    cursors: list[Qt.CursorShape | None] = []
    save = MapDocument.save

    def watched(document: MapDocument, target: Path | None = None) -> object:
        cursor = QApplication.overrideCursor()
        cursors.append(None if cursor is None else cursor.shape())
        return save(document, target)

    monkeypatch.setattr(MapDocument, "save", watched)
    trigger(window, "file-save")
    assert cursors == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None
    assert not window.document.is_modified()
