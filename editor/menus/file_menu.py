"""File menu: New, Open, Open Recent, Save, Save As, Import, the two exports,
Print-and-Play and Quit; and a map dropped on the window, which opens as Open would.

The menu only wires actions; the work is done by editor/files/.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from editor.files.controller import FileController
from editor.files.dropping import MapDrops
from editor.files.exporting import export_board_image, export_map_pack, print_and_play
from editor.files.naming import file_label
from editor.files.recent import recent_files
from editor.files.transit_import import import_transit_feed

if TYPE_CHECKING:
    from editor.context import EditorContext

Keys = QKeySequence.StandardKey


def install(context: EditorContext) -> None:
    files = FileController(context)
    MapDrops(context.frame, files, context.view.viewport())
    menu = context.frame.menuBar().addMenu("&File")

    def add(name: str, text: str, run: Callable[[], object], keys: Keys | str) -> None:
        action = menu.addAction(text)
        action.setObjectName(f"file-{name}")
        action.setShortcut(QKeySequence(keys))
        action.triggered.connect(lambda: run())  # drop `checked`: run() takes no flag

    add("new", "&New", files.new_map, Keys.New)
    add("open", "&Open…", files.open_map, Keys.Open)
    recent = menu.addMenu("Open &Recent")
    recent.setObjectName("file-recent")
    recent.aboutToShow.connect(lambda: fill_recent(recent, files))
    menu.addSeparator()
    add("save", "&Save", files.save, Keys.Save)
    add("save-as", "Save &As…", files.save_as, Keys.SaveAs)
    menu.addSeparator()
    imports = menu.addMenu("&Import")
    imports.setObjectName("file-import")
    transit = imports.addAction("&Transit Feed…")
    transit.setObjectName("file-import-transit")
    transit.triggered.connect(lambda: import_transit_feed(context, files))
    folder = imports.addAction("Transit Feed &Folder…")
    folder.setObjectName("file-import-transit-folder")
    folder.setStatusTip("Import a GTFS feed unzipped: the folder of its tables")
    folder.triggered.connect(lambda: import_transit_feed(context, files, folder=True))
    add("export-pack", "&Export Map Pack…", lambda: export_map_pack(context), "Ctrl+E")
    add("export-image", "Export Board &Image…", lambda: export_board_image(context), "Ctrl+Shift+E")
    add("print-kit", "&Print-and-Play…", lambda: print_and_play(context), Keys.Print)
    menu.addSeparator()
    add("quit", "&Quit", context.frame.close, Keys.Quit)


def fill_recent(menu: QMenu, files: FileController) -> None:
    """Rebuilt each time the submenu opens, so it never lists a file gone since."""
    menu.clear()
    for path in recent_files():
        action = menu.addAction(file_label(path))
        action.setToolTip(str(path))
        action.setStatusTip(str(path))
        action.triggered.connect(lambda _=False, p=path: files.open_map(p))
    if menu.isEmpty():
        menu.addAction("No recent maps").setEnabled(False)
