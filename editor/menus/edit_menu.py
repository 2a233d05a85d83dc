"""Edit menu: undo and redo follow whichever document is open (a QUndoGroup);
the clipboard, selection commands, renaming in place (F2), and reversing the
one selected route."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from editor.canvas.rename_in_place import renamable, rename_in_place
from editor.canvas.tools.delete import delete_elements
from editor.document import MapDocument, selected_route
from editor.menus import clipboard
from editor.panels.docking import DocumentFollower
from engine.editing.edits import element_index
from engine.editing.route_edits import reverse_route

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    group = context.undo_group
    menu = context.frame.menuBar().addMenu("&Edit")
    undo = group.createUndoAction(context.frame, "&Undo")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = group.createRedoAction(context.frame, "&Redo")
    # Both, whatever the desktop: the README and the shortcuts sheet name Ctrl+Shift+Z first.
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    menu.addActions([undo, redo])
    menu.addSeparator()
    Keys = QKeySequence.StandardKey
    for label, keys, name, command in (
        ("Cu&t", Keys.Cut, "cut", clipboard.cut_selection),
        ("&Copy", Keys.Copy, "copy", clipboard.copy_selection),
        ("&Paste", Keys.Paste, "paste", clipboard.paste),
        ("D&uplicate", QKeySequence("Ctrl+D"), "duplicate", clipboard.duplicate_selection),
    ):
        action = menu.addAction(label)
        action.setObjectName(f"edit-{name}")
        action.setShortcut(keys)
        action.triggered.connect(lambda _=False, run=command: run(context))
    menu.addSeparator()
    select_all = menu.addAction("Select &All")
    select_all.setObjectName("edit-select-all")
    select_all.setShortcut(Keys.SelectAll)
    select_all.triggered.connect(lambda: select_all_elements(context.document))
    delete = menu.addAction("&Delete Selection")
    delete.setShortcut(QKeySequence.StandardKey.Delete)
    delete.triggered.connect(lambda: delete_selection(context.document))
    rename = menu.addAction("Re&name…")
    rename.setObjectName("edit-rename")
    rename.setShortcut(QKeySequence("F2"))
    rename.setToolTip("Rename the selected station or region over its label (or double-click it)")
    rename.triggered.connect(lambda: rename_selected(context))
    reverse = menu.addAction("Re&verse Route")
    reverse.setObjectName("route-reverse-action")
    reverse.setToolTip("Run the selected route the other way: its End Point becomes its Start")
    reverse.triggered.connect(lambda: reverse_selected_route(context.document))
    DocumentFollower(
        context,
        lambda: reverse.setEnabled(selected_route(context.document) is not None),
        shows=selected_route,
    )
    DocumentFollower(
        context,
        lambda: rename.setEnabled(renamable(context.view, context.document) is not None),
        shows=lambda document: document.selection,
    )


def select_all_elements(document: MapDocument) -> None:
    document.select(element_index(document.pack))


def delete_selection(document: MapDocument) -> None:
    if document.selection:
        delete_elements(document, document.selection)


def rename_selected(context: EditorContext) -> None:
    chosen = renamable(context.view, context.document)
    if chosen is not None:
        rename_in_place(context.view, context.document, chosen)


def reverse_selected_route(document: MapDocument) -> None:
    route = selected_route(document)
    if route is not None:
        document.edit("Reverse route", reverse_route(document.pack, route.id), {route.id})
