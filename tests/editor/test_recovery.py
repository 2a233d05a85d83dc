"""Autosave and crash recovery: work left unsaved by an editor that died is offered on the
next start, and the recovery file goes once the work is saved or knowingly discarded."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from editor.document import MapDocument, blank_pack
from editor.files.autosave import Autosaver
from editor.files.dialogs import Recovery, Unsaved
from editor.files.recovery import RECOVERY_DIR_ENV, RecoveryFile, waiting
from editor.files.restore import protect
from editor.main_window import MainWindow
from engine.editing.edits import move_by
from engine.map.model import MapPack
from engine.pack import load_pack
from tests.editor.test_app import MINI, write_mini
from tests.editor.test_files import Answers, add_station, trigger

ROOT = Path(__file__).resolve().parents[2]
FAST = (20, 400)  # autosave delays (ms) for tests: after a 20 ms pause, at most 400 ms late

# An editor that opens a map, moves a station, waits for the autosave, and is killed.
CRASHING_EDITOR = """
import os, signal, sys, time
from pathlib import Path
from editor.app import application
from editor.document import MapDocument
from editor.files.restore import protect
from editor.main_window import MainWindow
from engine.editing.edits import move_by

app = application()
window = MainWindow(MapDocument.open(sys.argv[1]))
protect(window.context)
document = window.document
document.edit("Move Alpha", move_by(document.pack, {"a"}, 20, 40), {"a"})
folder = Path(os.environ["TRACKSMITH_RECOVERY_DIR"])
deadline = time.monotonic() + 30
while not list(folder.glob("*.yaml")) and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.02)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.fixture(autouse=True)
def answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Answers:
    return Answers(monkeypatch, tmp_path / "settings.ini")


@pytest.fixture(autouse=True)
def folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The recovery folder, through the environment variable the editor reads."""
    monkeypatch.setenv(RECOVERY_DIR_ENV, str(tmp_path / "recovery"))
    return tmp_path / "recovery"


def recovery_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.yaml"))


def open_mini(window: MainWindow, tmp_path: Path) -> Path:
    path = write_mini(tmp_path)
    window.set_document(MapDocument.open(path))
    return path


def left_by_a_dead_editor(folder: Path, pack: MapPack, original: Path | None) -> Path:
    """A recovery file whose editor is gone (and its lock with it)."""
    file = RecoveryFile.new(folder)
    file.write(pack, original)
    file.release()
    return file.path


def start_editor(qtbot: QtBot) -> MainWindow:
    """The editor starting: a window on a blank map, the recovery offer, then autosave."""
    window = MainWindow(MapDocument(blank_pack()))
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    protect(window.context)
    return window


def autosaved(qtbot: QtBot, folder: Path) -> Path:
    qtbot.waitUntil(lambda: len(recovery_files(folder)) == 1, timeout=5000)
    return recovery_files(folder)[0]


def edit_with_autosave(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> tuple[Path, Path]:
    """A saved map opened, autosaved and given a station: its file, and the recovery file."""
    original = open_mini(window, tmp_path)
    Autosaver(window.context, folder, delays=FAST)
    add_station(qtbot, window)
    return original, autosaved(qtbot, folder)


# --- autosave ---------------------------------------------------------------------------


def test_autosave_keeps_the_edited_map_and_where_it_came_from(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    original = open_mini(window, tmp_path)
    Autosaver(window.context, folder, delays=FAST)
    add_station(qtbot, window)
    recovered = RecoveryFile(autosaved(qtbot, folder)).read()
    assert recovered.pack == window.document.pack
    assert len(recovered.pack.stations) == 4
    assert recovered.original == original
    assert original.read_text(encoding="utf-8") == MINI  # the designer's file is untouched


def test_autosave_follows_later_edits(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    open_mini(window, tmp_path)
    Autosaver(window.context, folder, delays=FAST)
    add_station(qtbot, window, 300, 200)
    path = autosaved(qtbot, folder)
    add_station(qtbot, window, 300, 300)
    qtbot.waitUntil(lambda: len(RecoveryFile(path).read().pack.stations) == 5, timeout=5000)
    assert recovery_files(folder) == [path]


def test_nothing_is_written_while_the_map_is_unchanged(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    open_mini(window, tmp_path)
    saver = Autosaver(window.context, folder, delays=FAST)
    saver.write_now()
    qtbot.wait(100)
    assert recovery_files(folder) == []


def test_saving_removes_the_recovery_file(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    original, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    trigger(window, "file-save")
    assert not path.exists()
    assert list(folder.iterdir()) == []  # its lock went too
    assert len(load_pack(original).stations) == 4


class HeldWrites:
    """RecoveryFile.write held until let go, noting the thread each write ran in:
    a city's whole network takes seconds to write."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.threads: list[threading.Thread] = []
        self.go = threading.Event()
        self.written = threading.Event()
        write = RecoveryFile.write

        def held(file: RecoveryFile, pack: MapPack, original: Path | None) -> None:
            self.threads.append(threading.current_thread())
            self.go.wait(timeout=10)
            try:
                write(file, pack, original)
            finally:
                self.written.set()

        monkeypatch.setattr(RecoveryFile, "write", held)


def test_a_timed_write_runs_beside_the_editing_not_in_its_way(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes = HeldWrites(monkeypatch)
    open_mini(window, tmp_path)
    Autosaver(window.context, folder, delays=FAST)
    add_station(qtbot, window, 300, 200)
    qtbot.waitUntil(lambda: bool(writes.threads), timeout=5000)
    add_station(qtbot, window, 300, 300)  # the editor goes on while the write is held
    assert len(window.document.pack.stations) == 5
    writes.go.set()
    qtbot.waitUntil(lambda: len(recovery_files(folder)) == 1, timeout=5000)
    qtbot.waitUntil(
        lambda: len(RecoveryFile(recovery_files(folder)[0]).read().pack.stations) == 5,
        timeout=5000,
    )
    assert threading.main_thread() not in writes.threads


def test_saving_during_a_write_still_removes_the_recovery_file(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes = HeldWrites(monkeypatch)
    original = open_mini(window, tmp_path)
    Autosaver(window.context, folder, delays=FAST)
    add_station(qtbot, window)
    qtbot.waitUntil(lambda: bool(writes.threads), timeout=5000)
    trigger(window, "file-save")  # the held write has not made its file yet
    writes.go.set()
    qtbot.waitUntil(writes.written.is_set, timeout=5000)
    qtbot.waitUntil(lambda: list(folder.iterdir()) == [], timeout=5000)  # file and lock
    qtbot.wait(100)
    assert list(folder.iterdir()) == []
    assert len(load_pack(original).stations) == 4


def test_undoing_back_to_the_saved_map_removes_it(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    _, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    window.document.undo_stack.undo()
    assert not path.exists()


def test_discarding_on_close_removes_it(
    qtbot: QtBot, window: MainWindow, answers: Answers, folder: Path, tmp_path: Path
) -> None:
    _, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    answers.unsaved.append(Unsaved.DISCARD)
    assert window.close()
    assert not path.exists()


def test_cancelling_the_close_keeps_it(
    qtbot: QtBot, window: MainWindow, answers: Answers, folder: Path, tmp_path: Path
) -> None:
    _, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    answers.unsaved.append(Unsaved.CANCEL)
    assert not window.close()
    assert path.exists()


def test_a_map_swapped_out_unsaved_keeps_its_file_for_the_next_start(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    """Only the file workflow asks before replacing a map; anything else must not lose it."""
    _, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    edited = window.document.pack
    window.set_document(MapDocument(blank_pack()))
    add_station(qtbot, window)
    qtbot.waitUntil(lambda: len(recovery_files(folder)) == 2, timeout=5000)
    assert RecoveryFile(path).read().pack == edited
    [other] = set(recovery_files(folder)) - {path}
    assert RecoveryFile(other).read().pack == window.document.pack
    assert [file.path for file in waiting(folder)] == [path]  # claimable: its editor let go


# --- the next start ---------------------------------------------------------------------


def test_after_a_crash_the_next_start_restores_the_edited_map(
    qtbot: QtBot, answers: Answers, folder: Path, tmp_path: Path
) -> None:
    original = write_mini(tmp_path)
    environment = {**os.environ, RECOVERY_DIR_ENV: str(folder), "QT_QPA_PLATFORM": "offscreen"}
    crashed = subprocess.run(
        [sys.executable, "-c", CRASHING_EDITOR, str(original)],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert crashed.returncode == -9, crashed.stderr
    [path] = recovery_files(folder)
    assert Path(f"{path}.lock").exists()  # the dead editor's lock, now stale
    answers.restore.append(Recovery.RESTORE)

    window = start_editor(qtbot)

    assert answers.offered and "“Mini” (mini.yaml)" in answers.offered[0]
    edited = move_by(load_pack(original), {"a"}, 20, 40)
    assert window.document.pack == edited
    assert window.document.path == original
    assert window.isWindowModified()
    assert window.scene.elements["a"].pos().toTuple() == (70, 90)
    assert original.read_text(encoding="utf-8") == MINI
    assert path.exists()  # kept until the restored work is saved
    trigger(window, "file-save")
    assert load_pack(original) == edited
    assert recovery_files(folder) == []


def test_dropping_the_window_without_closing_it_keeps_the_work(
    qtbot: QtBot, answers: Answers, folder: Path, tmp_path: Path
) -> None:
    """The window of the last session is deleted with unsaved work and no close event."""
    first = MainWindow(MapDocument.open(write_mini(tmp_path)))
    Autosaver(first.context, folder, delays=FAST)
    first.document.edit("Move", move_by(first.document.pack, {"a"}, 20, 0), {"a"})
    edited = first.document.pack
    path = autosaved(qtbot, folder)
    first.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del first
    gc.collect()
    assert path.exists()
    answers.restore.append(Recovery.RESTORE)
    assert start_editor(qtbot).document.pack == edited


def test_a_restored_map_keeps_autosaving_to_the_same_file(
    qtbot: QtBot, answers: Answers, folder: Path
) -> None:
    path = left_by_a_dead_editor(folder, replace(blank_pack(), name="Lost"), None)
    answers.restore.append(Recovery.RESTORE)
    window = start_editor(qtbot)
    assert window.document.pack.name == "Lost"
    assert window.document.path is None
    assert window.isWindowModified()
    add_station(qtbot, window)
    qtbot.waitUntil(lambda: len(RecoveryFile(path).read().pack.stations) == 1, timeout=5000)
    assert recovery_files(folder) == [path]


def test_declining_removes_the_file(qtbot: QtBot, answers: Answers, folder: Path) -> None:
    path = left_by_a_dead_editor(folder, replace(blank_pack(), name="Lost"), None)
    answers.restore.append(Recovery.DISCARD)
    window = start_editor(qtbot)
    assert window.document.pack == blank_pack()
    assert not path.exists()


def test_not_now_keeps_the_file_for_the_start_after(
    qtbot: QtBot, answers: Answers, folder: Path
) -> None:
    path = left_by_a_dead_editor(folder, replace(blank_pack(), name="Lost"), None)
    answers.restore.append(Recovery.LATER)
    assert start_editor(qtbot).document.pack == blank_pack()
    assert path.exists()
    answers.restore.append(Recovery.RESTORE)
    assert start_editor(qtbot).document.pack.name == "Lost"


def test_several_are_offered_newest_first(qtbot: QtBot, answers: Answers, folder: Path) -> None:
    older = left_by_a_dead_editor(folder, replace(blank_pack(), name="Older"), None)
    newer = left_by_a_dead_editor(folder, replace(blank_pack(), name="Newer"), None)
    os.utime(older, (1_000_000, 1_000_000))
    answers.restore += [Recovery.DISCARD, Recovery.RESTORE]
    window = start_editor(qtbot)
    assert ["“Newer”" in text for text in answers.offered] == [True, False]
    assert window.document.pack.name == "Older"
    assert not newer.exists()


def test_the_work_of_another_running_editor_is_not_offered(
    qtbot: QtBot, window: MainWindow, folder: Path, tmp_path: Path
) -> None:
    _, path = edit_with_autosave(qtbot, window, folder, tmp_path)
    second = start_editor(qtbot)  # `answers` fails the test if a recovery is offered
    assert second.document.pack == blank_pack()
    assert path.exists()


def test_an_unreadable_recovery_file_is_reported_and_kept(
    qtbot: QtBot, answers: Answers, folder: Path
) -> None:
    folder.mkdir()
    broken = folder / "broken.yaml"
    broken.write_text("format: 1\nid: [unclosed\n", encoding="utf-8")
    window = start_editor(qtbot)
    [(title, text)] = answers.problems
    assert title == "Cannot read a recovery file"
    assert str(broken) in text
    assert window.document.pack == blank_pack()
    assert broken.exists()
