"""The undo command behind every edit.

A command keeps the pack before and after the edit. The pack is immutable and
shares every untouched element, so this costs little, and undo restores
exactly what was there: a cascading delete comes back whole in one step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from engine.map.model import MapPack

_MERGE_ID = 1


class EditCommand(QUndoCommand):
    def __init__(
        self,
        apply: Callable[[MapPack, frozenset[str]], None],
        text: str,
        before: MapPack,
        after: MapPack,
        changed: frozenset[str],
        merge_key: str | None = None,
    ) -> None:
        super().__init__(text)
        self._apply = apply  # swaps a pack into the document
        self.before = before
        self.after = after
        self.changed = changed
        self.merge_key = merge_key

    def redo(self) -> None:
        self._apply(self.after, self.changed)

    def undo(self) -> None:
        self._apply(self.before, self.changed)

    def id(self) -> int:
        return _MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        self.changed = self.changed | other.changed
        return True
