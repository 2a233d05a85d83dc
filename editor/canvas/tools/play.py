"""Play: a click on a highlighted target chooses it, during a person's turn in a game.

Not one of the toolbar's tools: the play panel (editor/panels/play.py) puts it on
the canvas while a game waits for a person, and it never edits the map.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from editor.canvas.play_targets import TargetOverlay
from editor.canvas.tools.base import Tool
from editor.canvas.view import MapView
from editor.document import MapDocument
from engine.rules.targets import Target


class PlayTool(Tool):
    name = "play"
    label = "Play"
    tip = "Click a highlighted place on the map to choose it; Backspace takes the choice back"
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(
        self,
        view: MapView,
        document: MapDocument,
        overlay: TargetOverlay,
        choose: Callable[[Target], None],
        back: Callable[[], None],
    ) -> None:
        super().__init__(view, document)
        self.overlay = overlay
        self._choose = choose
        self._back = back

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        target = self.overlay.target_at(point)
        if target is None:
            self.tell("Click one of the highlighted places, or choose from the list of actions")
            return
        self._choose(target)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
            self._back()
            return True
        return False
