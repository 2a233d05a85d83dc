"""What the board look adds to a scene besides its items' own drawing: the
cartouche, which the station labels keep clear of, and the regions' names,
placed last among the labels where they hide least.

The cartouche goes where it covers the fewest stations and tracks (the labels
then move out of its way), and moves only when its contents change or an edit
touches what lies under it: a drag elsewhere leaves it, and the labels, alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from editor.canvas.cartouche import Cartouche
from editor.canvas.look import Look
from editor.canvas.region_item import RegionItem
from editor.canvas.region_names import place_names_clear
from editor.canvas.track_items import RouteItem
from editor.ruleset_profile import RulesetProfile
from engine.model import MapPack

OFF_BOARD = 1000  # what a name sticking out of the board counts as hiding
CARTOUCHE = "#cartouche"  # its key among the items the label layout keeps clear of


class BoardMarks:
    """Kept by the scene, which it is handed at each call rather than keeping it:
    a reference back would leave a dropped scene to the cycle collector."""

    def __init__(self, under: Iterable[QGraphicsItem]) -> None:
        """`under`: items nothing counts as covered (the board, a background)."""
        self._under = set(under)
        self.cartouche: Cartouche | None = None

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
        self.cartouche.place(pack.canvas, lambda rect: self.crowding(scene, rect, labels=False))
        return {CARTOUCHE} if changed or self.cartouche.pos() != before else set()

    def name_regions(
        self,
        scene: QGraphicsScene,
        look: Look,
        elements: Iterable[QGraphicsItem],
        canvas: tuple[float, float],
    ) -> None:
        """On a printed board, each region's name goes on the board where it hides least."""
        if not look.region_names:
            return
        board = QRectF(0, 0, *canvas)

        def hidden(rect: QRectF) -> int:
            return self.crowding(scene, rect, names=False) + OFF_BOARD * (not board.contains(rect))

        place_names_clear((item for item in elements if isinstance(item, RegionItem)), hidden)

    def crowding(
        self, scene: QGraphicsScene, rect: QRectF, labels: bool = True, names: bool = True
    ) -> int:
        """How many stations, tracks and marks lie within `rect`, with the station
        labels and region names unless told, and the cartouche unless it is the one
        being placed."""
        count = 0
        for item in scene.items(rect):
            if item in self._under or isinstance(item, RouteItem | RegionItem):
                continue
            if item is self.cartouche and not labels:
                continue
            parent = item.parentItem()
            if parent is None:
                count += labels or not _is_label(item)
            elif isinstance(parent, RegionItem) and item is parent.name:
                count += names
        return count


def _is_label(item: QGraphicsItem) -> bool:
    return isinstance(item, QGraphicsSimpleTextItem)
