"""File > Import > Transit Feed… (a zip) and Transit Feed Folder… (its tables
unzipped): pick a GTFS feed, choose what of it to import, open the draft.

The draft opens as a new map not yet saved (as File > New would, asking first
about unsaved changes to the current one); closing it asks where to keep it.
What the family guessed to make it play opens in a note beside the new map,
which stays until dismissed (the dialog that chose it has closed by then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.document import MapDocument
from editor.files import dialogs
from editor.files.busy import busy
from editor.files.controller import FileController, start_folder
from editor.files.transit_dialog import TransitImportDialog, read_for_editor
from engine.errors import InputError

GUESSES = "draft-guesses"  # the note listing them, until the designer dismisses it

if TYPE_CHECKING:
    from editor.context import EditorContext


def import_transit_feed(
    context: EditorContext, files: FileController, folder: bool = False
) -> TransitImportDialog | None:
    """The dialog, open over the window; None when no feed was picked or it cannot be
    read. The feed is a zip, or with `folder` the folder of its tables."""
    choose = dialogs.choose_transit_folder if folder else dialogs.choose_transit_feed
    path = choose(context.frame, start_folder(context.document))
    if path is None:
        return None
    try:
        with busy():
            feed = read_for_editor(path)
    except InputError as error:
        dialogs.show_problem(context.frame, "Cannot read transit feed", str(error))
        return None
    dialog = TransitImportDialog(feed, context.frame)
    dialog.accepted.connect(lambda: _open_draft(context, files, dialog))
    dialog.open()
    return dialog


def _open_draft(context: EditorContext, files: FileController, dialog: TransitImportDialog) -> None:
    if dialog.pack is None or not files.confirm_discard():
        return
    document = MapDocument(dialog.pack)
    document.undo_stack.resetClean()  # a draft no file holds yet: closing it asks first
    context.set_document(document)
    if dialog.guessed:
        said = f"Draft of {dialog.feed.path.name}: {dialog.guessed}"
        context.tell(said)
        dialogs.show_note(context.frame, GUESSES, "What the draft guessed", said)
