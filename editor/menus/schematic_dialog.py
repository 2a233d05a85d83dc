"""Arrange > Schematic Layout…: the map redrawn as a transit map (engine/layout),
shown first as it would be, with what the layout achieved; applied as one undo step.

The preview draws the laid-out map on a throwaway document, as an export does
(editor/render.py), so the designer sees the very board the step would make.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsView,
    QLabel,
    QWidget,
)

from editor.files.busy import busy
from editor.panels.docking import ProblemLabel, accept_buttons, beside_preview
from editor.render import board_scene
from engine.layout import STYLES, Laid, LayoutError, family_style, lay_out
from engine.map.model import MapPack

LEAST = 0.0  # the spacing box's value for "the least that leaves room"


class SchematicDialog(QDialog):
    def __init__(self, pack: MapPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schematic-layout")
        self.setWindowTitle("Schematic Layout")
        self.pack = pack
        self.laid: Laid | None = None
        self.style_box = QComboBox()
        self.style_box.setObjectName("schematic-style")
        self.style_box.addItems(STYLES)
        self.style_box.setCurrentText(family_style(pack))
        self.style_box.setToolTip(
            "octilinear: track at 0°, 45° and 90° with bends; grid: a lattice sheet"
        )
        self.spacing = QDoubleSpinBox()
        self.spacing.setObjectName("schematic-spacing")
        self.spacing.setRange(LEAST, 10_000.0)
        self.spacing.setDecimals(0)
        self.spacing.setSingleStep(10.0)
        self.spacing.setSpecialValueText("least with room")
        self.spacing.setToolTip("Board units between grid nodes")
        self.preview = QGraphicsView()
        self.preview.setObjectName("schematic-preview")
        self.preview.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.preview.setMinimumSize(480, 360)
        self.figures = QLabel()
        self.figures.setObjectName("schematic-figures")
        self.figures.setWordWrap(True)
        self.problem = ProblemLabel("schematic-problem")
        buttons, self.apply_button = accept_buttons(self, "Apply", "schematic-apply", self.accept)
        form = QFormLayout()
        form.addRow("Style", self.style_box)
        form.addRow("Spacing", self.spacing)
        beside_preview(self, self.preview, form, [self.figures, self.problem], buttons)
        self.style_box.currentTextChanged.connect(lambda _: self._redraw())
        self.spacing.editingFinished.connect(self._redraw)
        self._redraw()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return in the spacing box redraws the preview; it does not apply it."""
        typing = self.spacing.hasFocus() or self.spacing.isAncestorOf(self.focusWidget())
        if typing and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def _redraw(self) -> None:
        spacing = self.spacing.value()
        try:
            with busy():  # a whole city takes a second or two
                self.laid = lay_out(self.pack, self.style_box.currentText(), spacing or None)
        except LayoutError as error:
            self.laid = None
            self.problem.say(str(error))
            self.figures.setText("")
        else:
            self.problem.say("")
            self.figures.setText("\n".join(self.laid.figures.lines()))
            scene = board_scene(self.laid.pack)
            scene.setParent(self.preview)  # kept while shown, freed with the dialog
            self.preview.setScene(scene)
            self.preview.fitInView(scene.board.rect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.apply_button.setEnabled(self.laid is not None)
