"""Select and move: click, shift-click, rubber band; drag stations, bends,
region corners and an unlocked background image. A whole drag is one undo
step. A selected region or connection shows handles: double-click its edge to
add a corner or bend, alt-click a handle (or point at it and press Backspace)
to remove one.

Regions tile most boards (a Next Station sheet is all districts), so a large
region is picked only by its outline or its name (editor/canvas/region_item.py),
and one that is not selected does not take a drag: a drag from its outline draws
a rubber band, and only a click selects it. A drag from inside a selected region
moves the selection, as in most drawing programs."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QMouseEvent, QPen, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from editor.canvas import style
from editor.canvas.rename_in_place import labelled_at, rename_in_place
from editor.canvas.tools.base import Tool
from editor.canvas.tools.delete import delete_elements
from editor.canvas.tools.vertices import Hit, edge_at, reach, vertex_at, vertex_points
from editor.document import MapDocument
from engine.editing import edits as editing
from engine.editing.background import move_background_to
from engine.map.model import MapPack
from engine.map.words import element_name, named

if TYPE_CHECKING:
    from editor.canvas.view import MapView

_drags = itertools.count()


class SelectTool(Tool):
    name = "select"
    label = "Select"
    shortcut = "V"
    tip = (
        "Click or rubber-band to select (shift adds), drag to move; click a region's outline "
        "or name to select it, then drag from inside to move it; double-click the "
        "outline of a selected region or track to add a corner; alt-click a corner (or point "
        "at it and press Backspace) to remove it; double-click a name to rename it; arrows "
        "nudge the selection (Shift: a grid step)"
    )

    def __init__(self, view: MapView, document: MapDocument) -> None:
        super().__init__(view, document)
        self._start: QPointF | None = None
        self._anchor: tuple[float, float] | None = None  # what snaps to the grid
        self._start_pack: MapPack | None = None
        self._drag_key = ""  # the merge key of the press's drag, made anew at each press
        self._vertex: Hit | None = None
        self._background_from: tuple[float, float] | None = None  # a background drag
        self._band: QGraphicsRectItem | None = None
        # An unselected region pressed on: a click selects it, a drag does not move it.
        self._region: str | None = None
        self._additive = False
        self._inside = False  # pressed on empty board inside a selected region
        self._pointer: QPointF | None = None  # last mouse position, for Backspace on a corner

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        vertex = self._vertex_at(point)
        alt = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if vertex is not None and alt:
            self._remove_vertex(vertex)
            return
        if alt:
            self._select_beneath(point)
            return
        self._start, self._start_pack = point, self.document.pack
        self._drag_key = f"drag-{next(_drags)}"
        self._vertex, self._region, self._inside = vertex, None, False
        if vertex is not None:
            self._anchor = vertex_points(self.document.pack, vertex[0])[vertex[1]]
            return
        hit = self._element_or_outline_at(point)
        background = self.document.pack.background
        if hit is None and background is not None and self.scene.background_grabs(point):
            self._background_from = background.pos
            return
        station = self.document.pack.station(hit) if hit is not None else None
        self._anchor = station.pos if station is not None else None
        selection = set(self.document.selection)
        additive = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if hit is None and not additive and self._selection_under(point):
            self._inside = True  # a drag moves the selection, a click empties it
            return
        if hit is None:
            self._start_band(additive)
        elif hit not in selection and any(r.id == hit for r in self.document.pack.regions):
            self._region, self._additive = hit, additive  # wait: a click or a drag?
        elif additive:
            self.document.select(selection ^ {hit})
            self._start = None
        elif hit not in selection:
            self.document.select({hit})
            self._say_what_lies_beneath(point, hit)

    def move(self, point: QPointF, event: QMouseEvent) -> None:
        self._pointer = point
        if self._start is None or self._start_pack is None:
            return
        if self._inside and not self._dragged_to(point):
            return
        self._inside = False
        if self._region is not None:
            if not self._dragged_to(point):
                return
            self._region = None
            if not self._selection_under(self._start):
                self._start_band(self._additive)
        if self._band is not None:
            self._band.setRect(QRectF(self._start, point).normalized())
            return
        if self._background_from is not None:
            x, y = self._background_from
            dx, dy = point.x() - self._start.x(), point.y() - self._start.y()
            after = move_background_to(self._start_pack, x + dx, y + dy)
            self.document.begin_drag(self._drag_key)
            self.document.edit("Move background", after, (), merge_key=self._drag_key)
            return
        dx, dy = self._snapped_delta(point)
        if self._vertex is not None:
            after = _move_vertex(self._start_pack, *self._vertex, dx, dy)
            changed = {self._vertex[0]}
        else:
            changed = set(self.document.selection)
            after = editing.move_by(self._start_pack, changed, dx, dy)
        what = named(self._start_pack, changed)
        self.document.begin_drag(self._drag_key)
        self.document.edit(f"Move {what}", after, changed, merge_key=self._drag_key)

    def release(self, point: QPointF, event: QMouseEvent) -> None:
        if self._region is not None:  # a click: the region is selected after all
            kept = self.document.selection if self._additive else frozenset()
            self.document.select(kept | {self._region})
            self._region = None
        if self._inside:  # a click on empty board
            self.document.select(())
            self._inside = False
        if self._band is not None:
            rect = self._band.rect()
            self.scene.removeItem(self._band)
            self._band = None
            found = self.scene.element_ids_in(rect)
            self.document.select(set(self.document.selection) | found)
        self._start = self._start_pack = self._vertex = self._anchor = None
        self._background_from = None
        self.document.end_drag()

    def double_click(self, point: QPointF, event: QMouseEvent) -> None:
        """On a station or a shown name: rename it in place. On an edge of a selected
        region or connection: a new corner or bend there."""
        if event.button() != Qt.MouseButton.LeftButton or self._vertex_at(point) is not None:
            return
        labelled = labelled_at(self.view, point)
        if labelled is not None:
            self.document.select({labelled})
            rename_in_place(self.view, self.document, labelled)
            return
        pack = self.document.pack
        hit = edge_at(pack, self.document.selection, (point.x(), point.y()), reach(self.view))
        if hit is not None:
            after = editing.insert_vertex(pack, *hit, self.view.snap(point))
            self.document.edit("Add point", after, {hit[0]})

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Backspace and self._pointer is not None:
            hovered = self._vertex_at(self._pointer)
            if hovered is not None:
                self._remove_vertex(hovered)
                return True
        # (Delete itself is the Edit menu's shortcut and never reaches the tool.)
        if event.key() == Qt.Key.Key_Backspace and self.document.selection:
            delete_elements(self.document, self.document.selection)
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.document.select(())
            return True
        return self._nudge(event)

    def _nudge(self, event: QKeyEvent) -> bool:
        """Arrows move the selection one map unit, with Shift one grid step; nudges in
        a row of the same selection are one undo step. With nothing selected that
        moves, the arrows are left to the view, which scrolls."""
        direction = _ARROWS.get(Qt.Key(event.key()))
        pack, selection = self.document.pack, self.document.selection
        movable = {s.id for s in pack.stations} | {c.id for c in pack.connections}
        movable |= {r.id for r in pack.regions}
        if direction is None or not movable & selection:
            return False
        step = self.view.grid_size if event.modifiers() & SHIFT else 1.0
        after = editing.move_by(pack, selection, direction[0] * step, direction[1] * step)
        key = "nudge " + " ".join(sorted(selection))
        self.document.edit("Nudge", after, selection, merge_key=key)
        return True

    def deactivate(self) -> None:
        self.document.end_drag()
        if self._band is not None:
            self.scene.removeItem(self._band)
            self._band = None

    def _start_band(self, additive: bool) -> None:
        """A rubber band from the press; without shift it replaces the selection."""
        assert self._start is not None
        if not additive:
            self.document.select(())
        self._band = self.scene.addRect(
            QRectF(self._start, self._start),
            QPen(style.SELECTION, 0),
            QBrush(QColor(255, 140, 0, 30)),
        )

    def _dragged_to(self, point: QPointF) -> bool:
        """Whether the mouse went further from the press than a click's wobble."""
        assert self._start is not None
        moved = self.view.mapFromScene(point) - self.view.mapFromScene(self._start)
        return moved.manhattanLength() >= QApplication.startDragDistance()

    def _selection_under(self, point: QPointF) -> bool:
        """Whether a selected element lies under the point, below what was pressed on
        (a selected district under a river): a drag from there moves the selection."""
        selection = self.document.selection
        return any(
            getattr(item, "element_id", None) in selection and item.isVisible()
            for item in self.scene.items(point, deviceTransform=QTransform())
        )

    def _snapped_delta(self, point: QPointF) -> tuple[float, float]:
        """The drag's offset, snapped so the grabbed station lands on the grid."""
        assert self._start is not None
        dx, dy = point.x() - self._start.x(), point.y() - self._start.y()
        if self._anchor is None:
            return dx, dy
        ax, ay = self._anchor
        x, y = self.view.snap(QPointF(ax + dx, ay + dy))
        return x - ax, y - ay

    def _select_beneath(self, point: QPointF) -> None:
        """Alt+click: the next element under the pointer below the one selected
        there (round to the top again), as Inkscape's Alt+click does."""
        hits = self.scene.elements_at(point.x(), point.y(), reach(self.view))
        if not hits:
            return
        current = [i for i, hit in enumerate(hits) if hit in self.document.selection]
        after = current[0] + 1 if current else 1 % len(hits)
        self.document.select({hits[after % len(hits)]})

    def _say_what_lies_beneath(self, point: QPointF, hit: str) -> None:
        """A click that picked the track over a route's band says how to reach the
        route: the band lies under the track it follows."""
        pack = self.document.pack
        routes = {route.id for route in pack.routes}
        under = [
            i for i in self.scene.elements_at(point.x(), point.y(), reach(self.view)) if i in routes
        ]
        if under and hit not in routes:
            names = ", ".join(element_name(pack, i) for i in under[:2])
            self.tell(f"Alt+click selects the route under it: {names}")

    def _element_or_outline_at(self, point: QPointF) -> str | None:
        """The element under the mouse; just off a selected outline counts as on it, so
        the first click of a double click that adds a corner keeps the selection."""
        hit = self.element_at(point)
        if hit is None:
            where = (point.x(), point.y())
            edge = edge_at(self.document.pack, self.document.selection, where, reach(self.view))
            hit = edge[0] if edge is not None else None
        return hit

    def _vertex_at(self, point: QPointF) -> Hit | None:
        """A corner of a selected region or a bend of a selected connection under the mouse."""
        selection = self.document.selection
        return vertex_at(self.document.pack, selection, (point.x(), point.y()), reach(self.view))

    def _remove_vertex(self, vertex: Hit) -> None:
        after = editing.remove_vertex(self.document.pack, *vertex)
        self.document.edit("Remove point", after, {vertex[0]})


SHIFT = Qt.KeyboardModifier.ShiftModifier
_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


def _move_vertex(pack: MapPack, element_id: str, index: int, dx: float, dy: float) -> MapPack:
    element = editing.element_index(pack)[element_id]
    field = "polygon" if hasattr(element, "polygon") else "bends"
    points = list(getattr(element, field))
    x, y = points[index]
    points[index] = (x + dx, y + dy)
    return editing.set_field(pack, [element_id], field, tuple(points))
