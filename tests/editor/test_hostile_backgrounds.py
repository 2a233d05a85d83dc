"""Hostile background images and maps in the editor and its commands: a map whose
image is a named pipe, a loop of links, a folder, a name too long, missing, too
large, not an image, or a path out of the map's folder opens and shows without
the image, saying why; a map that cannot be read is refused with its line. Nothing
hangs and nothing ends in a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from editor.cli import main
from editor.files import dialogs
from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from engine.pack.io import pack_file
from tests import hostile
from tests.editor.driving import front_panel
from tests.editor.test_files import Answers, trigger
from tests.hostile import BACKGROUNDS, background_pack, deadline, with_background

__all__ = ["deadline"]  # the fixture, used by name
pytestmark = pytest.mark.usefixtures("deadline")

HUGE = "1" + "0" * 400


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Answers:
    return Answers(monkeypatch, tmp_path / "settings.ini")


def open_from_menu(window: MainWindow, answers: Answers, path: Path) -> None:
    answers.paths.append(path)
    trigger(window, "file-open")


def image_label(qtbot: QtBot, window: MainWindow) -> str:
    front_panel(qtbot, window, "map-settings", SettingsPanel)
    label = window.findChild(QLabel, "background-image")
    assert label is not None
    return label.text()


@pytest.mark.parametrize("name", BACKGROUNDS)
def test_a_map_with_a_hostile_background_opens_without_it_and_says_why(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path, name: str
) -> None:
    background = background_pack(tmp_path, name)
    open_from_menu(window, answers, background.pack)
    assert answers.problems == []
    assert window.document.path == background.pack
    item = window.scene.background_item
    assert item is not None and item.pixmap().isNull() and item.outline.isVisible()
    assert item.problem.text() == f"cannot show '{background.shown}': {background.reason}"
    assert image_label(qtbot, window) == f"{background.shown} ({background.reason})"


def test_a_nul_in_a_background_path_is_refused_with_its_line(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    folder = with_background(tmp_path / "city", "scan.png")
    file = folder / "map.yaml"
    file.write_text(file.read_text("utf-8").replace("'scan.png'", '"scan\\0.png"'), "utf-8")
    document = window.document
    open_from_menu(window, answers, folder)
    assert answers.problems == [
        (
            "Cannot open map",
            f"{file}:13: background.path: expected a file path of at most 10000 characters, "
            "without NUL",
        )
    ]
    assert window.document is document


def test_a_huge_number_is_refused_with_its_line(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    file = tmp_path / "huge.yaml"
    file.write_text(hostile.TUTORIAL.replace("[1000, 800]", f"[{HUGE}, 800]", 1), "utf-8")
    open_from_menu(window, answers, file)
    assert answers.problems == [
        ("Cannot open map", f"{file}:11: canvas[0]: number larger than 9007199254740992")
    ]


@pytest.mark.parametrize(
    "make",
    [hostile.named_pipe, hostile.link_loop, hostile.folder_as_file, hostile.long_name],
    ids=["named-pipe", "link-loop", "folder", "long-name"],
)
def test_a_hostile_map_file_is_refused_by_name(
    window: MainWindow, answers: Answers, tmp_path: Path, make: hostile.HostileFile
) -> None:
    path, reason = make(tmp_path)
    open_from_menu(window, answers, path)
    named = pack_file(path)  # a folder is opened as a folder pack
    assert answers.problems == [("Cannot open map", f"{named}: (top level): {reason}")]


@pytest.mark.parametrize("name", BACKGROUNDS)
def test_render_draws_the_board_whatever_its_background(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    background = background_pack(tmp_path, name)
    picture = tmp_path / "board.png"
    assert main(["render", str(background.pack), "-o", str(picture), "--width", "64"]) == 0
    assert capsys.readouterr() == (f"wrote {picture}\n", "")
    assert picture.stat().st_size > 0


def test_choosing_a_named_pipe_as_the_image_is_refused(
    qtbot: QtBot,
    window: MainWindow,
    answers: Answers,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pack = with_background(tmp_path / "city", "scan.png")
    pipe, reason = hostile.named_pipe(tmp_path, "scan.png")
    open_from_menu(window, answers, pack)
    monkeypatch.setattr(dialogs, "choose_background", lambda parent, start: pipe)
    panel = front_panel(qtbot, window, "map-settings", SettingsPanel)
    choose = panel.findChild(QPushButton, "background-choose")
    assert choose is not None and choose.isEnabled()
    qtbot.mouseClick(choose, Qt.MouseButton.LeftButton)
    problem = window.findChild(QLabel, "settings-problem")
    assert problem is not None and problem.text() == f"cannot read {pipe}: {reason}"
    assert window.document.pack.background is not None
    assert window.document.pack.background.path == "scan.png"
    assert not window.document.is_modified()


@pytest.mark.parametrize(
    ("command", "option", "over"),
    [
        ("render", "-o", "map"),
        ("render", "-o", "background"),
        ("print", "-o", "map"),  # a kit has no background, and is a .pdf
        ("edit", "--screenshot", "map"),
        ("edit", "--screenshot", "background"),
    ],
)
def test_the_editor_commands_refuse_to_write_over_what_they_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, option: str, over: str
) -> None:
    folder = with_background(tmp_path / "city", "scan.png")
    (folder / "scan.png").write_bytes(hostile.A_PNG)
    target = folder / ("map.yaml" if over == "map" else "scan.png")
    before = target.read_bytes()
    assert main([command, str(folder), option, str(target)]) == 2
    out, err = capsys.readouterr()
    what = "the map" if over == "map" else "the map's background.path"
    assert out == ""
    assert err.startswith(f"tracksmith {command}: {option} {target}: {target} is {what}")
    assert err.endswith("itself; name another file\n")
    assert target.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["map.yaml", "scan.png"]


# --- the real commands, in a process of their own ------------------------------------------


@pytest.mark.parametrize("name", ["named-pipe", "link-loop", "long-name"])
def test_edit_shows_a_map_whatever_its_background(tmp_path: Path, name: str) -> None:
    background = background_pack(tmp_path, name)
    shot = tmp_path / "shot.png"
    result = hostile.run_tracksmith("edit", background.pack, "--screenshot", shot)
    assert result.returncode == 0
    assert "Traceback" not in result.stderr
    assert shot.stat().st_size > 0


@pytest.mark.parametrize(
    ("command", "text", "message"),
    [
        ("edit", f"[{HUGE}, 800]", "11: canvas[0]: number larger than 9007199254740992"),
        ("render", f"[{HUGE}, 800]", "11: canvas[0]: number larger than 9007199254740992"),
        ("edit", '[1000, 800]\nbackground: {path: "a\\0b"}', "12: background.path: expected"),
    ],
    ids=["edit-huge-number", "render-huge-number", "edit-nul"],
)
def test_the_editor_commands_refuse_an_unreadable_map_with_its_line(
    tmp_path: Path, command: str, text: str, message: str
) -> None:
    file = tmp_path / "city.yaml"
    file.write_text(hostile.TUTORIAL.replace("[1000, 800]", text, 1), "utf-8")
    output = ["--screenshot" if command == "edit" else "-o", tmp_path / "out.png"]
    result = hostile.run_tracksmith(command, file, *output)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.startswith(f"{file}:{message}")
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize("command", ["edit", "render"])
def test_the_editor_commands_refuse_an_endless_device(tmp_path: Path, command: str) -> None:
    output = ["--screenshot" if command == "edit" else "-o", tmp_path / "out.png"]
    result = hostile.run_tracksmith(command, hostile.ENDLESS, *output)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"{hostile.ENDLESS}: (top level): {hostile.ENDLESS_REASON}\n"
