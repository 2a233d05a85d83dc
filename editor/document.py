"""MapDocument: the map being edited, its undo stack, file path and selection.

Every change to the map goes through `edit`, which pushes an undo command;
views listen to `changed` (the ids of elements to redraw) and never keep a
copy of the model of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.commands import EditCommand
from engine.collector import collector_paused
from engine.editing.edits import ById, Element, places_of
from engine.map.model import MapPack, Route
from engine.pack import load_pack
from engine.pack.assets import asset_folder
from engine.pack.io import save_pack_with_assets
from engine.rules.new_map import new_pack
from engine.rules.registry import default_ruleset

ALL = frozenset({"*"})  # in `changed`: redraw everything


class MapDocument(QObject):
    changed = Signal(object)  # frozenset of element ids whose drawing changed, or ALL
    selection_changed = Signal(object)  # frozenset of selected element ids
    path_changed = Signal(object)  # Path | None
    drag_ended = Signal()  # a drag's run of edits is over: what waited for it catches up

    def __init__(self, pack: MapPack, path: Path | None = None) -> None:
        super().__init__()
        self._pack = pack
        self._path = path
        self._selection: frozenset[str] = frozenset()
        self._drag: str | None = None  # the merge key of the drag under way
        self._ask: Callable[[], bool] | None = None  # see `lock`
        self._refused: str | None = None  # the drag whose first edit `_ask` refused
        self.undo_stack = QUndoStack(self)

    @classmethod
    def open(cls, path: str | Path) -> MapDocument:
        """Load a pack; raises PackError with the loader's problems."""
        with collector_paused():
            return cls(load_pack(path), Path(path))

    @property
    def pack(self) -> MapPack:
        return self._pack

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def selection(self) -> frozenset[str]:
        return self._selection

    @property
    def dragging(self) -> bool:
        """Whether a drag is under way: an edit every mouse move, all one undo step.
        Panels that need not follow each of them wait for `drag_ended`."""
        return self._drag is not None

    def begin_drag(self, merge_key: str) -> None:
        """The edits pushed with this merge key, until `end_drag`, are a drag."""
        self._drag = merge_key

    def end_drag(self) -> None:
        self._refused = None
        if self._drag is not None:
            self._drag = None
            self.drag_ended.emit()

    def lock(self, ask: Callable[[], bool] | None) -> None:
        """While something depends on the map as it is (a game played on it), each new
        edit first calls `ask`: True lets it through, False drops it and the rest of
        its drag. None unlocks."""
        self._ask = ask

    @property
    def locked(self) -> bool:
        return self._ask is not None

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def edit(
        self, text: str, after: MapPack, changed: Iterable[str], merge_key: str | None = None
    ) -> None:
        """Push an undoable change from the current pack to `after`.

        Commands with the same `merge_key` pushed one after another (a drag)
        become one undo step. Any other edit ends a drag under way.
        """
        if self._drag is not None and merge_key != self._drag:
            self.end_drag()
        if after == self._pack or (merge_key is not None and merge_key == self._refused):
            return
        if self._ask is not None and not self._ask():
            self._refused = self._drag
            return
        self.undo_stack.push(
            EditCommand(self.apply, text, self._pack, after, frozenset(changed), merge_key)
        )

    def apply(self, pack: MapPack, changed: frozenset[str]) -> None:
        """Swap in a pack; called only by undo commands."""
        self._pack = pack
        known = set(elements_named(pack, self._selection))
        if not self._selection <= known:
            self.select(self._selection & known)
        self.changed.emit(changed)

    def select(self, ids: Collection[str]) -> None:
        selection = frozenset(ids)
        if selection != self._selection:
            self._selection = selection
            self.selection_changed.emit(selection)

    def save(self, path: str | Path | None = None) -> tuple[Path, list[str]]:
        """Write the pack atomically and mark the document clean; a map saved into
        another folder takes its assets (the background image) along.

        Returns the file written and a sentence for each asset left behind. A
        pack that would not open again raises PackError, and nothing is written:
        the document stays as it was, unsaved.
        """
        target = Path(path) if path is not None else self._path
        if target is None:
            raise ValueError("the document has no file yet; give a path")
        source = asset_folder(self._path) if self._path is not None else None
        written, left = save_pack_with_assets(self._pack, target, source)
        self.undo_stack.setClean()
        if written != self._path:
            self._path = written
            self.path_changed.emit(written)
        return written, left


def blank_pack() -> MapPack:
    """What the editor starts from without a map: a new one under the rules of the
    map it opens first."""
    return new_pack(default_ruleset())


def elements_named(pack: MapPack, ids: Collection[str]) -> dict[str, Element]:
    """`element_index(pack)` cut down to these ids, without indexing the whole map:
    views look up the few elements an edit touched many times a second during a
    drag. Stations are found by their places, kept from one edit to the next
    (a pack's own index would be built afresh for every frame's pack)."""
    if not ids:
        return {}
    stations = ById(pack.stations)
    found: dict[str, Element] = {i: stations[i] for i in ids if i in stations}
    rest = [i for i in ids if i not in found]
    for collection in (pack.connections, pack.regions, pack.routes) if rest else ():
        places = places_of(collection)
        for element_id in rest:
            if element_id in places:
                found.setdefault(element_id, collection[places[element_id]])
    return found


def selected_route(document: MapDocument) -> Route | None:
    """The route that is the whole selection, or None: what the route edits act on."""
    if len(document.selection) != 1:
        return None
    (chosen,) = document.selection
    return next((r for r in document.pack.routes if r.id == chosen), None)
