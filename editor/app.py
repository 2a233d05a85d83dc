"""Starting Tracksmith: the application object, the first document, the window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from editor.document import MapDocument
from editor.files.recent import remember
from editor.files.restore import protect
from editor.main_window import MainWindow
from engine.model import MapPack
from engine.pack import PackError


def blank_pack() -> MapPack:
    return MapPack(id="untitled", name="Untitled map", ruleset="underground", canvas=(1600, 1200))


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
    window.show()
    window.view.fit()
    if problem is not None:
        QMessageBox.warning(window, "Cannot open map", problem.describe())
    else:
        remember(Path(path))  # Open Recent lists maps opened from the command line too
    protect(window)  # offer work left unsaved by a crash, then autosave
    return int(app.exec())


def save_screenshot(window: MainWindow, target: str) -> int:
    window.show()
    application().processEvents()
    window.view.fit()
    application().processEvents()
    saved = window.grab().save(target)
    window.hide()
    window.deleteLater()  # an unmodified document: nothing to ask on the way out
    if not saved:
        print(f"cannot write {target}", file=sys.stderr)
        return 2
    return 0
