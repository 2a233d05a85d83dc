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
from engine.editing import clipboard
from engine.editing import edits as editing
from engine.map.model import MapPack
from engine.pack import PackError

if TYPE_CHECKING:
    from editor.context import EditorContext


def copy_selection(context: EditorContext) -> MapPack | None:
    """Put the selection on the clipboard; returns the copy, None when nothing copies."""
    clip = _selected(context)
    if clip is not None:
        text = clipboard.clip_text(clip)
        data = QMimeData()
        data.setData(clipboard.MIME_TYPE, text.encode())
        data.setText(text)
        QGuiApplication.clipboard().setMimeData(data)
        context.tell(f"Copied {clipboard.summary(clip)}", MESSAGE_MS)
    return clip


def cut_selection(context: EditorContext) -> None:
    clip = copy_selection(context)
    if clip is not None:
        document, ids = context.document, context.document.selection
        after = editing.delete(document.pack, ids)
        text = f"Cut {clipboard.summary(clip)}"
        document.edit(text, after, editing.affected_by_delete(document.pack, ids))


def paste(context: EditorContext) -> None:
    data = QGuiApplication.clipboard().mimeData()
    if data is None or not data.hasFormat(clipboard.MIME_TYPE):
        context.tell("Nothing to paste: the clipboard holds no map elements", MESSAGE_MS)
        return
    try:
        clip = clipboard.read_clip(bytes(data.data(clipboard.MIME_TYPE).data()).decode())
    except (PackError, UnicodeDecodeError) as error:
        context.tell(
            f"Nothing pasted: the clipboard's map elements do not read: {error}", MESSAGE_MS
        )
        return
    if clip is None:
        context.tell("Nothing to paste: the clipboard holds no stations or regions", MESSAGE_MS)
        return
    _add(context, "Paste", clip, _under_cursor(context, clip))


def duplicate_selection(context: EditorContext) -> None:
    """Copy and paste one grid step off in one go, leaving the system clipboard alone."""
    clip = _selected(context)
    if clip is not None:
        step = context.view.grid_size
        _add(context, "Duplicate", clip, (step, step))


def _selected(context: EditorContext) -> MapPack | None:
    clip = clipboard.copy_elements(context.document.pack, context.document.selection)
    if clip is None:
        context.tell("Nothing to copy: select stations or regions", MESSAGE_MS)
    return clip


def _add(context: EditorContext, verb: str, clip: MapPack, offset: tuple[float, float]) -> None:
    document = context.document
    after, ids = clipboard.paste(document.pack, clip, *offset)
    document.edit(f"{verb} {clipboard.summary(clip)}", after, ids)
    document.select(ids)


def _under_cursor(context: EditorContext, clip: MapPack) -> tuple[float, float]:
    """The move that puts the copy's anchor under the cursor, on the grid; one grid
    step when the cursor is not over the map."""
    view = context.view
    spot = view.viewport().mapFromGlobal(QCursor.pos())
    if not view.viewport().rect().contains(spot):
        return (view.grid_size, view.grid_size)
    x, y = view.snap(view.mapToScene(spot))
    ax, ay = clipboard.clip_anchor(clip)
    return (x - ax, y - ay)
