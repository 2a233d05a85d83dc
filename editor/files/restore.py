"""At start-up: offer the work an editor left unsaved when it stopped, then keep autosaving."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from editor.document import MapDocument
from editor.files import dialogs
from editor.files.autosave import Autosaver
from editor.files.recovery import Recovered, RecoveryFile, recovery_folder, waiting
from engine.pack import PackError

if TYPE_CHECKING:
    from editor.context import EditorContext


def protect(context: EditorContext, folder: Path | None = None) -> Autosaver:
    """Offer any recovery waiting, then autosave the window's map from now on."""
    folder = folder or recovery_folder()
    return Autosaver(context, folder, offer_recovery(context, folder))


def offer_recovery(context: EditorContext, folder: Path) -> RecoveryFile | None:
    """Ask about each waiting recovery file, newest first, until one is restored.

    Returns the restored one, which the new autosaver keeps writing to, so a
    second crash before the next autosave still loses nothing.
    """
    for file in waiting(folder):
        try:
            recovered = file.read()
        except PackError as error:
            file.release()
            dialogs.show_problem(
                context.frame, "Cannot read a recovery file", _unreadable(file, error)
            )
            continue
        answer = dialogs.ask_restore(context.frame, describe(recovered))
        if answer is dialogs.Recovery.RESTORE:
            context.set_document(restored_document(recovered))
            return file
        if answer is dialogs.Recovery.LATER:
            file.release()
            return None
        file.remove()
    return None


def restored_document(recovered: Recovered) -> MapDocument:
    document = MapDocument(recovered.pack, recovered.original)
    document.undo_stack.resetClean()  # unsaved until the designer saves it
    return document


def describe(recovered: Recovered) -> str:
    where = recovered.original.name if recovered.original is not None else "a new map"
    return (
        f"Tracksmith stopped before the changes to “{recovered.pack.name}” ({where}) "
        f"were saved.\nThey were autosaved at {recovered.saved:%H:%M on %d %B}.\n\n"
        "Restore them?"
    )


def _unreadable(file: RecoveryFile, error: PackError) -> str:
    return f"{error.describe()}\n\nThe file is kept in {file.path.parent}."
