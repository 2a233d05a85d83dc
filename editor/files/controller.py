"""New, Open, Save and Save As for one main window, and the question before work is lost.

Everything that would drop unsaved changes (New, Open, closing the window)
asks first: Save, Discard or Cancel. Discarding marks the map clean just as
it goes, which also tells the autosaver that its recovery file is not wanted.
A map that fails to load is reported with the loader's findings and the
current map stays.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from editor.document import MapDocument
from editor.files import dialogs
from editor.files.busy import busy
from editor.files.naming import file_label
from editor.files.new_map_dialog import NewMapDialog
from editor.files.recent import recent_files, remember
from engine.map.model import MapPack
from engine.pack import PackError
from engine.pack.io import PACK_FILE
from engine.paths import is_bundled

if TYPE_CHECKING:
    from editor.context import EditorContext

YAML_SUFFIXES = (".yaml", ".yml")


class FileController(QObject):
    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._context = context
        self._window = context.frame  # asked before it closes, and the dialogs' parent
        self._window.installEventFilter(self)

    @property
    def document(self) -> MapDocument:
        return self._context.document

    def new_map(self) -> None:
        """Ask for the rules, variant and board; once answered with OK, start the
        map they make, asking first about unsaved changes as Open does."""
        dialog = NewMapDialog(self._window, self.document.pack.ruleset)
        dialog.accepted.connect(lambda: self._start(dialog.pack()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _start(self, pack: MapPack) -> None:
        if self.confirm_discard():
            self._context.set_document(MapDocument(pack))

    def open_map(self, path: Path | None = None) -> bool:
        path = path or dialogs.choose_map(self._window, start_folder(self.document))
        if path is None:
            return False
        try:
            with busy():
                document = MapDocument.open(path)
        except PackError as error:
            dialogs.show_problem(self._window, "Cannot open map", error.describe())
            return False
        if not self.confirm_discard():
            document.deleteLater()
            return False
        with busy():  # a whole network's items and labels take a moment
            self._context.set_document(document)
        remember(path)
        return True

    def save(self) -> bool:
        """Save in place; a map never saved, or one of the bundled maps (which are
        starting points, not the designer's files), asks where to keep it."""
        path = self.document.path
        if path is None or is_bundled(path):
            return self.save_as()
        return self._save_to(None)

    def save_as(self, path: Path | None = None) -> bool:
        path = path or dialogs.choose_save_path(
            self._window, suggested_path(self.document, ".yaml")
        )
        if path is None:
            return False
        target = with_yaml_suffix(path)
        if is_bundled(target):
            dialogs.show_problem(self._window, "Cannot save map", BUNDLED_TARGET)
            return False
        return self._save_to(target)

    def confirm_discard(self) -> bool:
        """True when the current map may go: saved, discarded, or never changed."""
        document = self.document
        if not document.is_modified():
            return True
        answer = dialogs.ask_save_changes(self._window, display_name(document))
        if answer is dialogs.Unsaved.SAVE:
            return self.save()
        if answer is dialogs.Unsaved.DISCARD:
            document.undo_stack.setClean()
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        closing = watched is self._window and event.type() == QEvent.Type.Close
        if closing and not self.confirm_discard():
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def _save_to(self, path: Path | None) -> bool:
        """Save, to `path` if given; a map saved into another folder takes its
        background image along, and anything left behind is reported. A map that
        would not open again is not saved: the reason is shown and it stays unsaved."""
        try:
            with busy():
                written, left = self.document.save(path)
        except PackError as error:
            dialogs.show_problem(self._window, "Cannot save map", error.describe())
            return False
        except OSError as error:
            dialogs.show_problem(self._window, "Cannot save map", describe_os_error(error))
            return False
        remember(written)
        if left:
            text = "The map was saved, but not everything beside it came along:\n"
            dialogs.show_problem(self._window, "Files left behind", text + "\n".join(left))
        return True


BUNDLED_TARGET = (
    "The bundled maps are starting points and are never written over: choose a folder of your own."
)


def display_name(document: MapDocument) -> str:
    return file_label(document.path) if document.path is not None else document.pack.name


def start_folder(document: MapDocument) -> Path:
    """Where a file dialog opens: beside the map, else beside the last map opened
    (never among the bundled maps), else the home folder."""
    if document.path is not None and not is_bundled(document.path):
        return document.path.parent
    recent = [path for path in recent_files() if not is_bundled(path)]
    return recent[0].parent if recent else Path.home()


def suggested_path(document: MapDocument, suffix: str) -> Path:
    """The map's file name with another suffix; a folder pack's `map.yaml` says
    nothing, so the map's id names it instead."""
    path = document.path
    named = path is not None and path.suffix and path.name != PACK_FILE
    stem = path.stem if path is not None and named else document.pack.id
    return start_folder(document) / f"{stem}{suffix}"


def with_yaml_suffix(path: Path) -> Path:
    """`city` -> `city.yaml`; a name without a suffix would otherwise be saved as a folder pack."""
    if path.suffix.lower() in YAML_SUFFIXES or path.is_dir():
        return path
    return path.with_name(f"{path.name}.yaml")


def describe_os_error(error: OSError) -> str:
    if error.filename is None:
        return str(error)
    return f"{error.filename}: {error.strerror or error}"
