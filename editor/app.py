"""The Tracksmith application: opens a map pack in a window.

This first window only shows the map; editing arrives with the editor's
document, commands and tools.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QShowEvent
from PySide6.QtWidgets import QApplication, QGraphicsView, QMainWindow, QMessageBox

from editor.canvas.board import build_board
from engine.pack import PackError, load_pack

DEFAULT_SIZE = (1280, 860)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.view = QGraphicsView()
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setCentralWidget(self.view)
        self.resize(*DEFAULT_SIZE)
        self.setWindowTitle("Tracksmith")

    def open(self, path: str) -> PackError | None:
        """Show the pack at `path`, or return the loader's problems."""
        try:
            pack = load_pack(path)
        except PackError as problem:
            return problem
        self.view.setScene(build_board(pack))
        self.setWindowTitle(f"{pack.name} — Tracksmith")
        self.fit()
        return None

    def fit(self) -> None:
        scene = self.view.scene()
        if scene is not None:
            self.view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


def main(path: str, screenshot: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow()
    problem = window.open(path)
    if screenshot is not None:
        if problem is not None:
            print(problem.describe(), file=sys.stderr)
            return 2
        window.show()
        app.processEvents()
        if not window.grab().save(screenshot):
            print(f"cannot write {screenshot}", file=sys.stderr)
            return 2
        return 0
    window.show()
    if problem is not None:
        QMessageBox.warning(window, "Cannot open map", problem.describe())
    return int(app.exec())
