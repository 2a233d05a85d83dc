"""Export Map Pack, Export Board Image and Print-and-Play: the current map,
written elsewhere for sharing.

Exports leave the document alone: its path, its saved state and its recovery
file stay as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from editor.files import dialogs
from editor.files.controller import describe_os_error, suggested_path, with_yaml_suffix
from editor.printing.dialog import PrintKitDialog
from editor.render import render
from engine.pack import PackError
from engine.pack.assets import asset_folder
from engine.pack.bundle import export_file, export_folder

if TYPE_CHECKING:
    from editor.context import EditorContext

STATUS_MS = 5000


def export_map_pack(context: EditorContext) -> bool:
    document = context.document
    choice = dialogs.choose_pack_export(context.frame, suggested_path(document, ""))
    if choice is None:
        return False
    target, as_folder = choice
    source = asset_folder(document.path) if document.path is not None else None
    try:
        if as_folder:
            written = export_folder(document.pack, source, target)
        else:
            written = export_file(document.pack, with_yaml_suffix(target))
    except PackError as error:
        dialogs.show_problem(context.frame, "Cannot export map pack", error.describe())
        return False
    except OSError as error:
        dialogs.show_problem(context.frame, "Cannot export map pack", describe_os_error(error))
        return False
    context.tell(f"Exported {written}", STATUS_MS)
    return True


def export_board_image(context: EditorContext) -> bool:
    document = context.document
    target = dialogs.choose_image_path(context.frame, suggested_path(document, ".png"))
    if target is None:
        return False
    try:
        render(document.pack, target, look=context.scene.look)  # as the canvas draws it
    except OSError as error:
        dialogs.show_problem(context.frame, "Cannot export the board", describe_os_error(error))
        return False
    context.tell(f"Exported {target}", STATUS_MS)
    return True


def print_and_play(context: EditorContext) -> PrintKitDialog:
    """The kit's dialog, open beside the window (not blocking it) until saved or closed."""
    document = context.document
    dialog = PrintKitDialog(context.frame, document.pack, suggested_path(document, "-kit.pdf"))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(lambda: context.tell(f"Saved {dialog.written}", STATUS_MS))
    dialog.open()
    return dialog
