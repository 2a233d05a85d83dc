"""Cut, copy, paste and duplicate through the system clipboard.

The clipboard holds a copy as pack text under its own MIME type (and as plain
text, for pasting into a map file by hand), so elements travel between two
windows or two maps. A paste lands under the cursor when the cursor is over the
map, snapped to the grid, and otherwise one grid step off where it was copied
from; each is one undo step, and the pasted elements become the selection.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QCursor, QGuiApplication

from editor.canvas.tools.base import MESSAGE_MS
from engine import clipboard, editing
from engine.model import MapPack
from engine.pack import PackError

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def copy_selection(window: MainWindow) -> MapPack | None:
    """Put the selection on the clipboard; returns the copy, None when nothing copies."""
    clip = _selected(window)
    if clip is not None:
        text = clipboard.clip_text(clip)
        data = QMimeData()
        data.setData(clipboard.MIME_TYPE, text.encode())
        data.setText(text)
        QGuiApplication.clipboard().setMimeData(data)
        _tell(window, f"Copied {clipboard.summary(clip)}")
    return clip


def cut_selection(window: MainWindow) -> None:
    clip = copy_selection(window)
    if clip is not None:
        document, ids = window.document, window.document.selection
        after = editing.delete(document.pack, ids)
        text = f"Cut {clipboard.summary(clip)}"
        document.edit(text, after, editing.affected_by_delete(document.pack, ids))


def paste(window: MainWindow) -> None:
    data = QGuiApplication.clipboard().mimeData()
    if data is None or not data.hasFormat(clipboard.MIME_TYPE):
        _tell(window, "Nothing to paste: the clipboard holds no map elements")
        return
    try:
        clip = clipboard.read_clip(bytes(data.data(clipboard.MIME_TYPE).data()).decode())
    except (PackError, UnicodeDecodeError) as error:
        _tell(window, f"Nothing pasted: the clipboard's map elements do not read: {error}")
        return
    if clip is None:
        _tell(window, "Nothing to paste: the clipboard holds no stations or regions")
        return
    _add(window, "Paste", clip, _under_cursor(window, clip))


def duplicate_selection(window: MainWindow) -> None:
    """Copy and paste one grid step off in one go, leaving the system clipboard alone."""
    clip = _selected(window)
    if clip is not None:
        step = window.view.grid_size
        _add(window, "Duplicate", clip, (step, step))


def _selected(window: MainWindow) -> MapPack | None:
    clip = clipboard.copy_elements(window.document.pack, window.document.selection)
    if clip is None:
        _tell(window, "Nothing to copy: select stations or regions")
    return clip


def _add(window: MainWindow, verb: str, clip: MapPack, offset: tuple[float, float]) -> None:
    document = window.document
    after, ids = clipboard.paste(document.pack, clip, *offset)
    document.edit(f"{verb} {clipboard.summary(clip)}", after, ids)
    document.select(ids)


def _under_cursor(window: MainWindow, clip: MapPack) -> tuple[float, float]:
    """The move that puts the copy's anchor under the cursor, on the grid; one grid
    step when the cursor is not over the map."""
    view = window.view
    spot = view.viewport().mapFromGlobal(QCursor.pos())
    if not view.viewport().rect().contains(spot):
        return (view.grid_size, view.grid_size)
    x, y = view.snap(view.mapToScene(spot))
    ax, ay = clipboard.clip_anchor(clip)
    return (x - ax, y - ay)


def _tell(window: MainWindow, message: str) -> None:
    window.statusBar().showMessage(message, MESSAGE_MS)
