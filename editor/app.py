"""Starting Tracksmith: the application object, the first document, the window."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QEventLoop
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.document import MapDocument, blank_pack
from editor.files.recent import remember
from editor.files.restore import protect
from editor.files.window_layout import keep_layout
from editor.main_window import MainWindow
from editor.panels.validation import ValidationPanel
from engine.pack import PackError

SETTLE_TIMEOUT = 10.0  # seconds; a big map's first check takes about one


def application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Tracksmith")
        app.setOrganizationName("Tracksmith")
    return app


def main(path: str, screenshot: str | None = None) -> int:
    app = application()
    try:
        document = MapDocument.open(path)
        problem = None
    except PackError as error:
        document, problem = MapDocument(blank_pack()), error
    if screenshot is not None:
        if problem is not None:
            print(problem.describe(), file=sys.stderr)
            return 2
        return save_screenshot(MainWindow(document), screenshot)
    window = MainWindow(document)
    keep_layout(window)  # the size and docks of last time
    window.show()
    window.view.fit()
    if problem is not None:
        QMessageBox.warning(window, "Cannot open map", problem.describe())
    else:
        remember(Path(path))  # Open Recent lists maps opened from the command line too
    protect(window.context)  # offer work left unsaved by a crash, then autosave
    return int(app.exec())


def save_screenshot(window: MainWindow, target: str) -> int:
    window.show()
    application().processEvents()
    window.view.fit()
    settle(window)
    saved = window.grab().save(target)
    window.hide()
    window.deleteLater()  # an unmodified document: nothing to ask on the way out
    if not saved:
        print(f"cannot write {target}", file=sys.stderr)
        return 2
    return 0


def settle(window: MainWindow, timeout: float = SETTLE_TIMEOUT) -> None:
    """Run the event loop until the window looks as a designer would see it a moment
    after it opens: the map checked and its findings listed, and the docks' layout
    finished (Qt drops the tab bars it used while arranging them only later)."""
    app = application()
    panel = window.findChild(ValidationPanel)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if panel is None or panel.is_settled():
            break
        time.sleep(0.01)
    app.processEvents()
