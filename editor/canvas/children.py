"""Child items that come and go with what the rules read (section boxes, badges)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def drop(child: QGraphicsItem) -> None:
    """Take a child item off its parent and out of the scene, for good."""
    scene = child.scene()
    child.setParentItem(None)  # type: ignore[arg-type]  # Qt takes none; the stubs want an item
    if scene is not None:
        scene.removeItem(child)
