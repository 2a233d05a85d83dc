"""Arrange menu: align and distribute the selected stations, as Inkscape's
Align and Distribute does. Each command is one undo step named for what it did
("Align 4 stations left"), and is greyed out until enough stations are selected.
Schematic Layout redraws the whole map (editor/menus/schematic_dialog.py)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from editor.document import ALL, MapDocument
from editor.menus.schematic_dialog import SchematicDialog
from editor.panels.docking import DocumentFollower
from engine.editing.arrange import (
    ALIGN_LEAST,
    DISTRIBUTE_LEAST,
    X,
    Y,
    align,
    distribute,
    selected_stations,
)
from engine.map.model import MapPack
from engine.map.words import count

if TYPE_CHECKING:
    from editor.context import EditorContext


class Arrangement(NamedTuple):
    label: str  # in the menu
    name: str  # the action's object name
    history: str  # the undo step's text; {} is the stations, counted
    least: int  # stations it needs
    arrange: Callable[[MapPack, Collection[str]], MapPack]


def _aligning(label: str, side: str) -> Arrangement:
    name = "align-" + side.replace(" ", "-")
    verb = f"Align {{}} {side}" if " " not in side else f"Centre {{}} on a {side}"
    return Arrangement(label, name, verb, ALIGN_LEAST, partial(align, side=side))


def _distributing(label: str, axis: int, way: str) -> Arrangement:
    name = f"distribute-{way}"
    verb = f"Distribute {{}} {way}"
    return Arrangement(label, name, verb, DISTRIBUTE_LEAST, partial(distribute, axis=axis))


ARRANGEMENTS = (
    _aligning("Align &Left", "left"),
    _aligning("Align &Right", "right"),
    _aligning("Align &Top", "top"),
    _aligning("Align &Bottom", "bottom"),
    _aligning("Centre on &Vertical Axis", "vertical axis"),
    _aligning("Centre on &Horizontal Axis", "horizontal axis"),
    None,  # a separator
    _distributing("Distribute Hori&zontally", X, "horizontally"),
    _distributing("Distribute V&ertically", Y, "vertically"),
)


def install(context: EditorContext) -> None:
    menu = context.frame.menuBar().addMenu("&Arrange")
    actions = []
    for arrangement in ARRANGEMENTS:
        if arrangement is None:
            menu.addSeparator()
            continue
        action = menu.addAction(arrangement.label)
        action.setObjectName(arrangement.name)
        needs = count(arrangement.least, "station")
        action.setStatusTip(f"{arrangement.label.replace('&', '')}: select {needs} or more")
        action.triggered.connect(lambda _=False, chosen=arrangement: arrange(context, chosen))
        actions.append((action, arrangement.least))

    menu.addSeparator()
    schematic = menu.addAction("Schematic &Layout…")
    schematic.setObjectName("schematic-layout")
    schematic.setStatusTip("Redraw the map as a transit map: octilinear track, even spacing")
    schematic.triggered.connect(lambda: open_schematic(context))

    def enable() -> None:
        chosen = _chosen_count(context.document)
        for action, least in actions:
            action.setEnabled(chosen >= least)
        schematic.setEnabled(bool(context.document.pack.stations))

    DocumentFollower(context, enable, shows=lambda d: (_chosen_count(d), bool(d.pack.stations)))


def arrange(context: EditorContext, arrangement: Arrangement) -> None:
    document = context.document
    stations = selected_stations(document.pack, document.selection)
    if len(stations) < arrangement.least:
        return
    after = arrangement.arrange(document.pack, document.selection)
    text = arrangement.history.format(count(len(stations), "station"))
    document.edit(text, after, {s.id for s in stations})


def open_schematic(context: EditorContext) -> SchematicDialog:
    """The layout's preview, open over the window; applying it is one undo step."""
    dialog = SchematicDialog(context.document.pack, context.frame)
    dialog.accepted.connect(lambda: _apply_schematic(context, dialog))
    dialog.open()
    return dialog


def _apply_schematic(context: EditorContext, dialog: SchematicDialog) -> None:
    document = context.document
    if dialog.laid is None or document.pack is not dialog.pack:
        return  # the map changed under the dialog: its preview is of another map
    document.edit(f"Schematic layout ({dialog.laid.figures.style})", dialog.laid.pack, ALL)


def _chosen_count(document: MapDocument) -> int:
    return len(selected_stations(document.pack, document.selection))
