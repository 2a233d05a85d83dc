"""Map menu: guides generated from the station layout (engine/editing/guides.py).

Offered only where the map's ruleset draws on guides (`connection.guides`).
Each command is one undo step, and the guides it adds come out selected, so
the designer sees what was drawn and can delete any of them at once. They are
ordinary connections afterwards: the connection, select and delete tools edit
them like any other. Regenerating drops connections, so it first says how many
(and the lanes and water icons on them) and asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.document import MapDocument
from editor.files import dialogs
from editor.panels.docking import DocumentFollower
from engine.editing.guides import generate_guides
from engine.map.model import Connection

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    menu = context.frame.menuBar().addMenu("&Map")
    menu.setObjectName("map-menu")
    add = menu.addAction("Generate &Guides")
    add.setObjectName("guides-generate")
    add.setToolTip("Add a guide between stations that line up, keeping the guides there are")
    add.triggered.connect(lambda: add_guides(context, replace_existing=False))
    again = menu.addAction("&Regenerate All Guides")
    again.setObjectName("guides-regenerate")
    again.setToolTip("Replace every guide not under a pre-drawn line with generated ones")
    again.triggered.connect(lambda: add_guides(context, replace_existing=True))

    def offer() -> None:
        used = context.profile.uses("connection.guides")
        menu.menuAction().setVisible(used)
        for action in (add, again):
            action.setEnabled(used)

    DocumentFollower(context, offer, selection=False, shows=lambda d: d.pack.ruleset)


def add_guides(context: EditorContext, replace_existing: bool) -> None:
    document: MapDocument = context.document
    before = document.pack
    after = generate_guides(before, replace_existing)
    new = {c.id for c in after.connections}
    dropped = [c for c in before.connections if c.id not in new]
    if dropped and not dialogs.confirm(context.frame, "Regenerate all guides?", _loss(dropped)):
        return
    old = {c.id for c in before.connections}
    added = new - old
    verb = "Regenerate" if replace_existing else "Generate"
    text = f"{verb} guides ({len(added)} new)"
    document.edit(text, after, added | (old - new))
    document.select(added)


def _loss(dropped: list[Connection]) -> str:
    """What regenerating throws away, counted so the designer can weigh it."""
    lanes = sum(c.lanes - 1 for c in dropped)
    water = sum(c.water for c in dropped)
    extras = [
        _counted(count, word) for count, word in ((lanes, "extra lane"), (water, "water icon"))
    ]
    kept = [text for text in extras if not text.startswith("0 ")]
    them = "it" if len(dropped) == 1 else "them"
    on_them = f", with {' and '.join(kept)} on {them}," if kept else ""
    return (
        f"This replaces {_counted(len(dropped), 'connection')}{on_them} with straight "
        f"guides generated from the station layout. Undo brings {them} back."
    )


def _counted(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
