"""What the board look adds to a scene besides its items' own drawing: the
cartouche, which the station labels keep clear of, and the regions' names,
placed last among the labels where they hide least.

The cartouche goes against the board's edge where it covers no station, track
or name (the labels then move out of its way), else beside the board, and
moves only when its contents change or an edit touches what lies under it: a
drag elsewhere leaves it, and the labels, alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from editor.canvas.cartouche import Cartouche
from editor.canvas.labels import Box, blockers, track_boxes
from editor.canvas.look import Look
from editor.canvas.region_item import RegionItem
from editor.canvas.region_names import GAP, STEPS_OUT, place_names_clear
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.ruleset_profile import RulesetProfile
from engine.map.model import MapPack

OFF_BOARD = 1000  # what a name sticking out of the board (or on the cartouche) counts as hiding
SOLID = 50  # what a station's body, mark or label counts as hiding
TRACK = 5  # a bit of track (a name is drawn under the track: it hides the name too)
MARGIN = 24.0  # a name keeps this far from a station's marks and name, in board units
NEAR = 300.0  # how far from an edited element its station labels may move, and more
CARTOUCHE = "#cartouche"  # its key among the items the label layout keeps clear of


class BoardMarks:
    """Kept by the scene, which it is handed at each call rather than keeping it:
    a reference back would leave a dropped scene to the cycle collector."""

    def __init__(self, under: Iterable[QGraphicsItem]) -> None:
        """`under`: items nothing counts as covered (the board)."""
        self._under = set(under)
        self.cartouche: Cartouche | None = None
        self._tracks: dict[str, tuple[object, list[Box]]] = {}  # a track's boxes, by its id

    def label_items(self, elements: Mapping[str, QGraphicsItem]) -> Mapping[str, QGraphicsItem]:
        """What the station labels keep clear of: the elements, and the cartouche."""
        if self.cartouche is None:
            return elements
        return {**elements, CARTOUCHE: self.cartouche}

    def sync_cartouche(
        self,
        scene: QGraphicsScene,
        look: Look,
        pack: MapPack,
        profile: RulesetProfile,
        touched: Iterable[QGraphicsItem] | None = None,
    ) -> set[str]:
        """Show, fill and place the cartouche as `look` asks; {CARTOUCHE} when it
        appeared, moved or went (the labels near it are then placed again).
        `touched`: the items an edit changed; None places it afresh."""
        if not look.cartouche:
            if self.cartouche is None:
                return set()
            scene.removeItem(self.cartouche)
            self.cartouche = None
            return {CARTOUCHE}
        if self.cartouche is None:
            self.cartouche = Cartouche(look)
            scene.addItem(self.cartouche)
            touched = None
        changed = self.cartouche.fill(pack, profile)
        spot = self.cartouche.sceneBoundingRect()
        near = touched is None or any(i.sceneBoundingRect().intersects(spot) for i in touched)
        if not changed and not near:
            return set()
        before = self.cartouche.pos()
        self.cartouche.place(pack.canvas, lambda rect: self.crowding(scene, rect))
        return {CARTOUCHE} if changed or self.cartouche.pos() != before else set()

    def name_regions(
        self,
        elements: Iterable[QGraphicsItem],
        canvas: tuple[float, float],
        touched: Iterable[QGraphicsItem] | None = None,
    ) -> None:
        """Each region's name goes on the board where it hides least: station
        bodies and marks and labels (SOLID each, with a margin, so a name never
        reads as part of a station's), bits of track (TRACK each) and the
        cartouche (OFF_BOARD), counted from boxes gathered once, near the names
        being placed. `touched`: the items an edit changed; only the names within
        reach of them are placed again (None: all)."""
        items = list(elements)
        regions = [item for item in items if isinstance(item, RegionItem)]
        if not regions:
            return
        due = regions
        if touched is not None:
            changed = [i.sceneBoundingRect().adjusted(-NEAR, -NEAR, NEAR, NEAR) for i in touched]
            due = [r for r in regions if any(_reach(r).intersects(c) for c in changed)]
            if not due:
                return
            area = _reach(due[0])
            for region in due[1:]:
                area = area.united(_reach(region))
            items = [item for item in items if item.sceneBoundingRect().intersects(area)]
        solid = [box for item in items for box in blockers(item)]
        solid += [_box(i.label.sceneBoundingRect()) for i in items if isinstance(i, StationItem)]
        solid = [(x - MARGIN, y - MARGIN, w + 2 * MARGIN, h + 2 * MARGIN) for x, y, w, h in solid]
        track = [box for item in items for box in self._track_boxes(item)]
        cartouche = [_box(self.cartouche.sceneBoundingRect())] if self.cartouche else []
        boxes = _edges([*solid, *track, *cartouche])
        weights = np.repeat([SOLID, TRACK, OFF_BOARD], [len(solid), len(track), len(cartouche)])
        width, height = canvas

        def hidden(spots: list[QRectF]) -> list[int]:
            rows = _edges([_box(spot) for spot in spots])
            near = (
                (boxes[:, 0] < rows[:, 2].max())
                & (rows[:, 0].min() < boxes[:, 2])
                & (boxes[:, 1] < rows[:, 3].max())
                & (rows[:, 1].min() < boxes[:, 3])
            )
            some, weight = boxes[near], weights[near]
            meets = (
                (some[None, :, 0] < rows[:, None, 2])
                & (rows[:, None, 0] < some[None, :, 2])
                & (some[None, :, 1] < rows[:, None, 3])
                & (rows[:, None, 1] < some[None, :, 3])
            )
            inside = (rows[:, 0] >= 0) & (rows[:, 1] >= 0)
            inside &= (rows[:, 2] <= width) & (rows[:, 3] <= height)
            counts: list[int] = (meets @ weight + OFF_BOARD * ~inside).tolist()
            return counts

        place_names_clear(regions, hidden, None if touched is None else set(due))

    def _track_boxes(self, item: QGraphicsItem) -> list[Box]:
        """labels.track_boxes, kept while the track is drawn the same: an edit
        moves a few tracks, and names near it look at hundreds."""
        if not isinstance(item, ConnectionItem):
            return []
        drawn = (tuple(item.centre), item.connection.lanes, item.look.lane_gap)
        kept = self._tracks.get(item.element_id)
        if kept is None or kept[0] != drawn:
            kept = self._tracks[item.element_id] = (drawn, track_boxes(item))
        return kept[1]

    def crowding(self, scene: QGraphicsScene, rect: QRectF) -> int:
        """How many stations, tracks, marks and region names lie within `rect`
        (the labels move out of the cartouche's way, so they are not counted)."""
        count = 0
        for item in scene.items(rect):
            if item in self._under or item is self.cartouche:
                continue
            if isinstance(item, RouteItem | RegionItem | QGraphicsSimpleTextItem):
                continue  # a region's name is a text item too, but a child of its region
            parent = item.parentItem()
            count += parent is None or (isinstance(parent, RegionItem) and item is parent.name)
        return count


def _reach(region: RegionItem) -> QRectF:
    """Where the region's name may go: around the region, as far as its spots reach."""
    name = region.name.boundingRect()
    across = name.width() + GAP + MARGIN
    down = (STEPS_OUT + 1) * (name.height() + GAP) + MARGIN
    return region.sceneBoundingRect().adjusted(-across, -down, across, down)


def _box(rect: QRectF) -> Box:
    return (rect.x(), rect.y(), rect.width(), rect.height())


def _edges(boxes: list[Box]) -> npt.NDArray[np.float64]:
    """Boxes as rows of left, top, right, bottom."""
    rows = np.array(boxes, dtype=float).reshape(-1, 4)
    rows[:, 2] += rows[:, 0]
    rows[:, 3] += rows[:, 1]
    return rows
