"""File > New's question: the map's name, which rules, which variant, how large
a board.

The name is printed on everything the print kit makes (its cover, every card
and sheet), so OK waits until there is one. The board's size is in pixels,
which the kit prints at a point each: the dialog says what that makes on paper.

The families are whatever the registry has installed, each with its presets
as variants, so a family added later is offered without a change here. The
dialog opens without blocking (`open`); the window starts the map when it is
accepted, so tests answer it through its own widgets.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from editor.printing.paper import MM, PAPERS
from editor.printing.plan import KitSettings
from editor.printing.tiles import tile_board
from engine.map.model import MapPack
from engine.rules.new_map import NEW_BOARD, new_pack
from engine.rules.registry import get_ruleset, rulesets

RULES_DEFAULTS = ""  # the variant that is no preset: the rules' own option defaults
BOARD_RANGE = (200, 20000)  # pixels a side
MIN_WIDTH = 360  # room for the longest family title


class NewMapDialog(QDialog):
    def __init__(self, parent: QWidget, family: str) -> None:
        super().__init__(parent)
        self.setObjectName("new-map-dialog")
        self.setWindowTitle("New Map")
        self.setMinimumWidth(MIN_WIDTH)
        self.name = QLineEdit()
        self.name.setObjectName("new-map-name")
        self.name.setPlaceholderText("printed on the kit's cover, cards and sheets")
        self.name.setMaxLength(200)
        self.family = QComboBox()
        self.family.setObjectName("new-map-family")
        for ruleset in rulesets():
            self.family.addItem(ruleset.title, ruleset.name)
        self.family.setCurrentIndex(max(0, self.family.findData(family)))
        self.variant = QComboBox()
        self.variant.setObjectName("new-map-variant")
        self.width_box = _side("new-map-width", NEW_BOARD[0])
        self.height_box = _side("new-map-height", NEW_BOARD[1])
        self.about = QLabel(wordWrap=True)
        self.about.setObjectName("new-map-about")
        self.printed = QLabel(wordWrap=True)
        self.printed.setObjectName("new-map-printed")
        board = QHBoxLayout()
        board.addWidget(self.width_box)
        board.addWidget(QLabel("by"))
        board.addWidget(self.height_box)
        board.addStretch()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setObjectName("new-map-buttons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout(self)
        form.addRow("Name:", self.name)
        form.addRow("Rules:", self.family)
        form.addRow("Variant:", self.variant)
        form.addRow("Board (px):", board)
        form.addRow("", self.printed)
        form.addRow(self.about)
        form.addRow(buttons)
        self.family.currentIndexChanged.connect(self._offer_variants)
        self.name.textChanged.connect(self._named)
        self.width_box.valueChanged.connect(self._show_printed)
        self.height_box.valueChanged.connect(self._show_printed)
        self._offer_variants()
        self._named()
        self._show_printed()

    def _named(self) -> None:
        self.ok.setEnabled(bool(self.name.text().strip()))

    def _show_printed(self) -> None:
        """The board's size on paper at the kit's usual scale (a point a pixel)."""
        scale = KitSettings().scale
        board = (self.width_box.value() * scale, self.height_box.value() * scale)
        width, height = (side / MM for side in board)
        pages = len(tile_board(board, PAPERS["a4"], BOARD_RANGE[1]).tiles)
        self.printed.setText(
            f"Prints {width:.0f} x {height:.0f} mm as a shared board, on {pages} A4 "
            f"page{'s' if pages > 1 else ''}; a player's sheet fits the map to its page."
        )

    def _offer_variants(self) -> None:
        ruleset = get_ruleset(self.family.currentData())
        self.variant.clear()
        self.variant.addItem("The rules' defaults", RULES_DEFAULTS)
        for name in sorted(ruleset.presets):
            self.variant.addItem(name.replace("-", " ").title(), name)
        self.variant.setEnabled(bool(ruleset.presets))
        count = ruleset.game_type.min_players, ruleset.game_type.max_players
        self.about.setText(f"{ruleset.title}: {count[0]} to {count[1]} players.")

    def pack(self) -> MapPack:
        """The new map as chosen, with its family's default components and options."""
        return new_pack(
            self.family.currentData(),
            self.variant.currentData(),
            (float(self.width_box.value()), float(self.height_box.value())),
            " ".join(self.name.text().split()),
        )


def _side(name: str, value: float) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(*BOARD_RANGE)
    box.setSingleStep(100)
    box.setValue(int(value))
    return box
