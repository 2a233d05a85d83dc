"""File > Print-and-Play…: the kit's settings beside a preview of every page.

The preview redraws whenever a setting changes, with the same code that
writes the PDF; Save asks where, checks that the place takes a file, then
writes. A map the kit cannot be made from says why in the dialog itself.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.scene import MapScene
from editor.files import dialogs
from editor.files.controller import describe_os_error
from editor.printing.board import board_picture
from editor.printing.paper import PAPERS
from editor.printing.pdf import page_image, write_kit
from editor.printing.plan import (
    MOST_COPIES,
    SCALE_RANGE,
    Kit,
    KitError,
    KitSettings,
    SheetPage,
    caption,
    plan_kit,
)
from engine.destination import file_problem
from engine.map.model import MapPack
from engine.rules import get_ruleset

THUMB = 150  # pixels across a page in the list
LARGE = 380  # pixels across the page picked in the list


class PrintKitDialog(QDialog):
    def __init__(self, parent: QWidget, pack: MapPack, suggested: Path) -> None:
        super().__init__(parent)
        self.setObjectName("print-kit")
        self.setWindowTitle("Print-and-Play Kit")
        self.pack = pack
        self.suggested = suggested
        self.kit: Kit | None = None
        self.written: Path | None = None
        self.picture: MapScene | None = None  # the board, drawn for the scale on show
        self._picture_scale = 0.0
        self.paper = QComboBox()
        self.paper.setObjectName("kit-paper")
        for key, paper in PAPERS.items():
            self.paper.addItem(paper.name, key)
        self.scale = QDoubleSpinBox()
        self.scale.setObjectName("kit-scale")
        self.scale.setRange(*SCALE_RANGE)
        self.scale.setSingleStep(0.1)
        self.scale.setValue(1.0)
        self.scale.setToolTip(
            "Points per map unit: 1 prints the board at the size Export writes; "
            "off where the game is played on sheets, whose map fits the sheet"
        )
        self.copies = QSpinBox()
        self.copies.setObjectName("kit-copies")
        self.copies.setRange(1, MOST_COPIES)
        self.copies.setValue(_usual_table(pack))
        self.copies.setToolTip("Player sheets to print, where each seat has one")
        self.summary = QLabel()
        self.summary.setObjectName("kit-summary")
        self.summary.setWordWrap(True)
        self.pages = QListWidget()
        self.pages.setObjectName("kit-pages")
        self.pages.setViewMode(QListView.ViewMode.IconMode)
        self.pages.setIconSize(QSize(THUMB, THUMB))
        self.pages.setResizeMode(QListView.ResizeMode.Adjust)
        self.pages.setMovement(QListView.Movement.Static)
        self.pages.setSpacing(6)
        self.pages.setMinimumSize(560, 480)
        self.large = QLabel()
        self.large.setObjectName("kit-page")
        self.large.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.large.setMinimumWidth(LARGE)
        self.pages.currentRowChanged.connect(self.show_page)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("Paper", self.paper)
        form.addRow("Board scale", self.scale)
        form.addRow("Player sheets", self.copies)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.summary)
        side.addWidget(self.large, 1)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(self.buttons)
        self.paper.currentIndexChanged.connect(self.refresh)
        self.scale.valueChanged.connect(self.refresh)
        self.copies.valueChanged.connect(self.refresh)
        self.refresh()

    def settings(self) -> KitSettings:
        return KitSettings(self.paper.currentData(), self.scale.value(), self.copies.value())

    def refresh(self) -> None:
        """Plan the kit again and redraw every page's thumbnail."""
        self.pages.clear()
        self.large.clear()
        try:
            self.kit = plan_kit(self.pack, self.settings())
        except KitError as error:
            self.kit = None
            self.summary.setText(f"No kit can be made: {error}")
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(self.kit is not None)
        if self.kit is None:
            return
        if self.kit.scale != self._picture_scale:  # names stay legible at the new scale
            self.picture = board_picture(self.kit)
            self._picture_scale = self.kit.scale
        self.copies.setEnabled(any(isinstance(page, SheetPage) for page in self.kit.pages))
        self.scale.setEnabled(self.kit.tiling is not None)  # a sheet's map fits its sheet
        self.summary.setText(summary(self.kit))
        for number, page in enumerate(self.kit.pages):
            item = QListWidgetItem(
                QIcon(self._picture(number, THUMB)), f"{number + 1} {caption(page)}"
            )
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.pages.addItem(item)
        self.pages.setCurrentRow(0)

    def show_page(self, number: int) -> None:
        if self.kit is None or number < 0:
            self.large.clear()
            return
        self.large.setPixmap(self._picture(number, LARGE))

    def _picture(self, number: int, width: int) -> QPixmap:
        """Page `number` drawn `width` pixels across, edged so white paper shows."""
        assert self.kit is not None
        pixmap = QPixmap.fromImage(page_image(self.kit, number, width, self.picture))
        painter = QPainter(pixmap)
        painter.setPen(QColor("#9a9a9a"))
        painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1))
        painter.end()
        return pixmap

    def save(self) -> None:
        if self.kit is None:
            return
        target = dialogs.choose_kit_path(self, self.suggested)
        if target is None:
            return
        problem = file_problem(target)
        if problem is not None:
            dialogs.show_problem(self, "Cannot save the kit", problem)
            return
        try:
            write_kit(self.kit, target)
        except OSError as error:
            dialogs.show_problem(self, "Cannot save the kit", describe_os_error(error))
            return
        self.written = target
        self.accept()


def summary(kit: Kit) -> str:
    pages = f"{len(kit.pages)} {kit.paper.name} pages"
    tiling = kit.tiling
    if tiling is None:
        return f"{pages}; no board to tile: each player's sheet has the map on it."
    width, height = (length / 72 * 2.54 for length in tiling.board)
    return (
        f"{pages}; the board on {tiling.rows} x {tiling.columns} tiles, "
        f"{width:.1f} x {height:.1f} cm."
    )


def _usual_table(pack: MapPack) -> int:
    try:
        return get_ruleset(pack.ruleset).game_type.default_players
    except LookupError:
        return 1
