"""Map menu: guides generated from the station layout (engine/guides.py).

Each command is one undo step, and the guides it adds come out selected, so
the designer sees what was drawn and can delete any of them at once. They are
ordinary connections afterwards: the connection, select and delete tools edit
them like any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.document import MapDocument
from engine.guides import generate_guides

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    menu = window.menuBar().addMenu("&Map")
    add = menu.addAction("Generate &Guides")
    add.setObjectName("guides-generate")
    add.setToolTip("Add a guide between stations that line up, keeping the guides there are")
    add.triggered.connect(lambda: add_guides(window.document, replace_existing=False))
    again = menu.addAction("&Regenerate All Guides")
    again.setObjectName("guides-regenerate")
    again.setToolTip("Replace every guide not under a pre-drawn line with generated ones")
    again.triggered.connect(lambda: add_guides(window.document, replace_existing=True))


def add_guides(document: MapDocument, replace_existing: bool) -> None:
    before = document.pack
    after = generate_guides(before, replace_existing)
    old = {c.id for c in before.connections}
    new = {c.id for c in after.connections}
    added = new - old
    verb = "Regenerate" if replace_existing else "Generate"
    text = f"{verb} guides ({len(added)} new)"
    document.edit(text, after, added | (old - new))
    document.select(added)
