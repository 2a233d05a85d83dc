"""Labels kept up to date edit by edit land exactly where placing them all afresh
puts them (editor/canvas/label_layout.py places again only those near an edit)."""

from __future__ import annotations

import random
from dataclasses import replace

from pytestqt.qtbot import QtBot

from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from engine.editing import edits as editing
from engine.map.model import Connection, MapPack, Station
from engine.pack import load_pack
from engine.paths import MAPS


def label_spots(scene: MapScene) -> dict[str, tuple[float, float]]:
    return {
        element_id: (item.label.pos().x(), item.label.pos().y())
        for element_id, item in scene.elements.items()
        if isinstance(item, StationItem)
    }


def crowded(pack: MapPack) -> MapPack:
    """London drawn at half size, so labels fight for room and one move ripples on."""
    return replace(
        pack,
        stations=tuple(replace(s, pos=(s.pos[0] / 2, s.pos[1] / 2)) for s in pack.stations),
        connections=tuple(
            replace(c, bends=tuple((x / 2, y / 2) for x, y in c.bends)) for c in pack.connections
        ),
    )


def an_edit(rng: random.Random, pack: MapPack, step: int) -> tuple[MapPack, set[str]]:
    station = rng.choice(pack.stations)
    kind = step % 4
    if kind == 0:  # a drag step
        moved = editing.move_by(pack, {station.id}, rng.choice((-20, 20)), rng.choice((-20, 20)))
        return moved, {station.id}
    if kind == 1:  # a longer name needs more room
        renamed = editing.set_field(pack, [station.id], "name", "A Much Longer Station Name")
        return renamed, {station.id}
    if kind == 2:  # a new station beside another, with track to it
        x, y = station.pos
        new = Station(f"new-{step}", f"New {step}", (x + 12, y + 5))
        track = Connection(f"new-{step}-track", station.id, new.id)
        return editing.add(pack, new, track), {new.id, track.id}
    return editing.delete(pack, {station.id}), editing.affected_by_delete(pack, {station.id})


def test_labels_after_each_edit_match_a_fresh_layout(qtbot: QtBot) -> None:
    document = MapDocument(crowded(load_pack(MAPS / "london.yaml")))
    scene = MapScene(document)
    rng = random.Random(3)
    for step in range(12):
        after, changed = an_edit(rng, document.pack, step)
        document.edit("Edit", after, changed)
        assert label_spots(scene) == label_spots(MapScene(MapDocument(document.pack))), step
    for _ in range(4):
        document.undo_stack.undo()
        assert label_spots(scene) == label_spots(MapScene(MapDocument(document.pack)))
