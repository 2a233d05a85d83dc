"""Every question the file workflow asks the user, in one place.

Callers reach these through the module (`dialogs.ask_save_changes(...)`), so
tests replace a function with monkeypatch and drive the workflow without a
modal dialog ever opening.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

MAP_FILTER = "Map packs (*.yaml *.yml)"
PACK_FILE_FILTER = "Single file (*.yaml)"
PACK_FOLDER_FILTER = "Folder with assets (*)"
FEED_FILTER = "GTFS feeds (*.zip)"
BACKGROUND_FILTER = "Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg)"
IMAGE_FILTERS = {".png": "PNG image (*.png)", ".svg": "SVG drawing (*.svg)", ".pdf": "PDF (*.pdf)"}

Button = QMessageBox.StandardButton


class Unsaved(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask before a step that throws something away; True to go ahead."""
    answer = QMessageBox.question(parent, title, text, Button.Ok | Button.Cancel, Button.Cancel)
    return answer == Button.Ok


class Recovery(Enum):
    RESTORE = "restore"
    DISCARD = "discard"
    LATER = "later"


def ask_save_changes(parent: QWidget, name: str) -> Unsaved:
    answer = QMessageBox.question(
        parent,
        "Unsaved changes",
        f"Save the changes to “{name}” first?",
        Button.Save | Button.Discard | Button.Cancel,
        Button.Save,
    )
    return {Button.Save: Unsaved.SAVE, Button.Discard: Unsaved.DISCARD}.get(answer, Unsaved.CANCEL)


def ask_restore(parent: QWidget | None, description: str) -> Recovery:
    box = QMessageBox(QMessageBox.Icon.Question, "Restore unsaved changes?", description)
    box.setParent(parent, box.windowFlags())
    restore = box.addButton("Restore", QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton("Not Now", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restore)
    box.exec()
    clicked = box.clickedButton()
    if clicked is restore:
        return Recovery.RESTORE
    return Recovery.DISCARD if clicked is discard else Recovery.LATER


def choose_map(parent: QWidget, folder: Path) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, "Open Map", str(folder), MAP_FILTER)
    return Path(name) if name else None


def choose_save_path(parent: QWidget, suggested: Path) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(parent, "Save Map As", str(suggested), MAP_FILTER)
    return Path(name) if name else None


def choose_pack_export(parent: QWidget, suggested: Path) -> tuple[Path, bool] | None:
    """Where to export, and whether as a folder (True) or a single file."""
    name, chosen = QFileDialog.getSaveFileName(
        parent,
        "Export Map Pack",
        str(suggested),
        f"{PACK_FILE_FILTER};;{PACK_FOLDER_FILTER}",
    )
    return (Path(name), chosen == PACK_FOLDER_FILTER) if name else None


def choose_transit_feed(parent: QWidget, folder: Path) -> Path | None:
    """A transit agency's GTFS feed to import."""
    name, _ = QFileDialog.getOpenFileName(parent, "Import Transit Feed", str(folder), FEED_FILTER)
    return Path(name) if name else None


def choose_transit_folder(parent: QWidget, folder: Path) -> Path | None:
    """The folder of an unzipped GTFS feed's tables to import."""
    name = QFileDialog.getExistingDirectory(parent, "Import Transit Feed Folder", str(folder))
    return Path(name) if name else None


def choose_background(parent: QWidget, folder: Path) -> Path | None:
    """An image to trace the map over."""
    name, _ = QFileDialog.getOpenFileName(
        parent, "Background Image", str(folder), BACKGROUND_FILTER
    )
    return Path(name) if name else None


def choose_image_path(parent: QWidget, suggested: Path) -> Path | None:
    """Where to draw the board; the chosen filter supplies a missing suffix."""
    filters = list(IMAGE_FILTERS.values())
    name, chosen = QFileDialog.getSaveFileName(
        parent, "Export Board Image", str(suggested), ";;".join(filters)
    )
    if not name:
        return None
    path = Path(name)
    if path.suffix.lower() in IMAGE_FILTERS:
        return path
    suffix = next((s for s, f in IMAGE_FILTERS.items() if f == chosen), ".png")
    return path.with_name(path.name + suffix)


def choose_kit_path(parent: QWidget, suggested: Path) -> Path | None:
    """Where to write a print-and-play kit; `.pdf` is added when missing."""
    name, _ = QFileDialog.getSaveFileName(
        parent, "Save Print-and-Play Kit", str(suggested), "PDF (*.pdf)"
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")


def show_problem(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def show_note(parent: QWidget, name: str, title: str, text: str) -> QMessageBox:
    """A note that stays beside the window until dismissed, without blocking it:
    what a designer should read while looking at what it is about."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, Button.Ok, parent)
    box.setObjectName(name)
    box.setModal(False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
