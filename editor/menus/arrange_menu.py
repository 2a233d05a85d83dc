"""Arrange menu: align and distribute the selected stations, as Inkscape's
Align and Distribute does. Each command is one undo step named for what it did
("Align 4 stations left"), and is greyed out until enough stations are selected."""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from editor.document import MapDocument
from editor.panels.docking import DocumentFollower
from engine.arrange import ALIGN_LEAST, DISTRIBUTE_LEAST, X, Y, align, distribute, selected_stations
from engine.model import MapPack
from engine.words import count

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

    def enable() -> None:
        chosen = _chosen_count(context.document)
        for action, least in actions:
            action.setEnabled(chosen >= least)

    DocumentFollower(context, enable, shows=_chosen_count)


def arrange(context: EditorContext, arrangement: Arrangement) -> None:
    document = context.document
    stations = selected_stations(document.pack, document.selection)
    if len(stations) < arrangement.least:
        return
    after = arrangement.arrange(document.pack, document.selection)
    text = arrangement.history.format(count(len(stations), "station"))
    document.edit(text, after, {s.id for s in stations})


def _chosen_count(document: MapDocument) -> int:
    return len(selected_stations(document.pack, document.selection))
