"""The map settings' background image: a picture to trace the map over.

The image is a file beside the map (engine/pack/assets.py), so a map must be
saved before it gets one; an image chosen from elsewhere is copied in. How
strongly it shows, where it sits, its scale and its lock are fields of the
pack like any other, so every change is one undo step. Unlocked, the select
tool drags it (editor/canvas/tools/select.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from editor.files import dialogs
from editor.panels.field_editors import CheckEditor, NumberEditor
from engine.editing.background import (
    move_background_to,
    set_background,
    with_background_image,
    without_background,
)
from engine.editing.edits import EditError
from engine.map.model import MapPack
from engine.pack.assets import adopt, asset_folder, shown
from engine.pack.files import UnreadableFile, read_bounded
from engine.pack.images import background_problem
from engine.pack.limits import BACKGROUND_SCALE, COORDINATE, IMAGE_BYTES
from engine.paths import is_bundled

Change = Callable[[MapPack], MapPack]
Edit = Callable[[str, Change], None]
COORDINATE_RANGE = (-COORDINATE, COORDINATE)
SCALE_RANGE = (0.001, BACKGROUND_SCALE)


class BackgroundEditor(QWidget):
    """`map_file` gives where the map is saved now, or None for a map never saved."""

    def __init__(self, edit: Edit, map_file: Callable[[], Path | None]) -> None:
        super().__init__()
        self._edit = edit
        self._map_file = map_file
        self.image = QLabel()
        self.image.setObjectName("background-image")
        self.image.setWordWrap(True)
        self.choose = QPushButton("Choose…")
        self.choose.setObjectName("background-choose")
        self.choose.clicked.connect(self._choose)
        self.remove = QPushButton("Remove")
        self.remove.setObjectName("background-remove")
        self.remove.clicked.connect(lambda: edit("Remove background image", without_background))
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        self.opacity = NumberEditor(0, 1, decimals=2)
        self.opacity.setSingleStep(0.05)
        self.pos_x = NumberEditor(*COORDINATE_RANGE, decimals=1)
        self.pos_y = NumberEditor(*COORDINATE_RANGE, decimals=1)
        self.scale = NumberEditor(*SCALE_RANGE, decimals=3)
        self.scale.setSingleStep(0.05)
        self.locked = CheckEditor("Locked (unlock to drag it on the canvas)")
        form = QFormLayout(self)
        form.addRow("Image", self.image)
        form.addRow("", buttons)
        for name, label, editor, change in (
            ("opacity", "Opacity", self.opacity, self._opacity),
            ("x", "X", self.pos_x, self._x),
            ("y", "Y", self.pos_y, self._y),
            ("scale", "Scale", self.scale, self._scale),
            ("locked", "", self.locked, self._locked),
        ):
            editor.setObjectName(f"background-{name}")
            editor.committed.connect(change)
            form.addRow(label, editor)

    def show_background(self, pack: MapPack) -> None:
        background = pack.background
        map_file = self._map_file()
        own = map_file is not None and not is_bundled(map_file)
        self.choose.setEnabled(own)
        self.choose.setToolTip("" if own else "Save the map first (the image is kept beside it)")
        self.remove.setEnabled(background is not None)
        for editor in (self.opacity, self.pos_x, self.pos_y, self.scale, self.locked):
            editor.setEnabled(background is not None)
        if background is None:
            self.image.setText("none")
            return
        path = shown(background.path)
        problem = background_problem(background.path, asset_folder(map_file)) if map_file else None
        self.image.setText(f"{path} ({problem.reason})" if problem else path)
        self.opacity.show_values([background.opacity])
        self.pos_x.show_values([background.pos[0]])
        self.pos_y.show_values([background.pos[1]])
        self.scale.show_values([background.scale])
        self.locked.show_values([background.locked])

    def _choose(self) -> None:
        map_file = self._map_file()
        if map_file is None:
            return
        folder = asset_folder(map_file)
        image = dialogs.choose_background(self, folder)
        if image is None:
            return
        self._edit(
            "Set background image",
            lambda pack: with_background_image(pack, _adopted(image, folder)),
        )

    def _opacity(self, value: float) -> None:
        self._edit("Set background opacity", lambda pack: set_background(pack, opacity=value))

    def _x(self, value: float) -> None:
        self._edit("Move background", lambda pack: move_background_to(pack, x=value))

    def _y(self, value: float) -> None:
        self._edit("Move background", lambda pack: move_background_to(pack, y=value))

    def _scale(self, value: float) -> None:
        self._edit("Scale background", lambda pack: set_background(pack, scale=value))

    def _locked(self, value: bool) -> None:
        text = "Lock background" if value else "Unlock background"
        self._edit(text, lambda pack: set_background(pack, locked=value))


def _adopted(image: Path, folder: Path) -> str:
    """The image's path beside the map, copied there if it was elsewhere."""
    try:
        data = read_bounded(image, IMAGE_BYTES)  # a named pipe must not hang the editor
    except UnreadableFile as error:
        raise EditError(f"cannot read {image}: {error.reason}") from None
    if QImage.fromData(data).isNull():
        raise EditError(f"cannot read {image} as an image")
    try:
        return adopt(image, folder)
    except OSError as error:
        raise EditError(f"cannot copy {image} beside the map: {error.strerror or error}") from None
