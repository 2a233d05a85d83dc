"""Keeps every station label placed as the map changes, without placing them all again.

Labels are placed one by one from the top of the board down (then left to
right); each takes the first of its spots (editor/canvas/labels.py) that stays
on the board, then covers the fewest stations, marks and earlier labels, then
the least track. So a label's spot depends only on the board's size, on what
lies within reach of its spots, and on the earlier labels there. When elements
change, the layout places again just the labels within reach of what changed,
in the same order, and a label that moves passes the change on to the later
labels within its reach; when the board's size changes, just the labels with a
spot that came onto it or went off it. The result is the same as placing every
label afresh, for the cost of the few labels near an edit.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections import defaultdict
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np
import numpy.typing as npt
from PySide6.QtWidgets import QGraphicsItem

from editor.canvas.labels import (
    FAR_COST,
    GAP_DOWN,
    LETTER,
    NEAR_SPOTS,
    Box,
    blockers,
    spots_around,
    track_boxes,
)
from editor.canvas.station_item import StationItem

Edges = npt.NDArray[np.float64]  # one box per row: left, top, right, bottom
Counts = npt.NDArray[np.int_]
_NONE: Edges = np.empty((0, 4))
K = TypeVar("K", bound=Hashable)
Size = tuple[float, float]
_CELL = 64.0
_GRID = 32.0  # cells of the grid that pairs label spots with the boxes near them
_ALL_PAIRS = 250_000  # above this many spot-box pairs, finding the near ones first is quicker


def _edges(boxes: list[Box]) -> Edges:
    """Boxes as rows of edges (boxes are never flipped: no negative sizes)."""
    rows = np.array(boxes, dtype=float).reshape(-1, 4)
    rows[:, 2] += rows[:, 0]
    rows[:, 3] += rows[:, 1]
    return rows


def _overlaps(spots: Edges, boxes: Edges) -> Counts:
    """How many of the (non-empty) boxes each spot overlaps; an empty spot, none.

    Few pairs are all compared at once; for many (a whole map) an R-tree of
    the boxes pairs each spot with the boxes near it first."""
    if len(spots) * len(boxes) <= _ALL_PAIRS:
        counts: Counts = _meet(spots[:, None, :], boxes[None, :, :]).sum(axis=1)
    else:
        which, near = _sharing_cells(spots, boxes)
        counts = np.bincount(which[_meet(spots[which], boxes[near])], minlength=len(spots))
    counts[(spots[:, 0] == spots[:, 2]) | (spots[:, 1] == spots[:, 3])] = 0
    return counts


def _sharing_cells(spots: Edges, boxes: Edges) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """The (spot, box) pairs that share a cell of a `_GRID`-wide grid (the only pairs
    that may meet), each once: in the cell of the top-left corner of the part they
    share. A sorted join in NumPy, far quicker than an R-tree of shapes."""
    spot_keys, spot_of = _cells(spots)
    box_keys, box_of = _cells(boxes)
    order = np.argsort(box_keys, kind="stable")
    box_keys, box_of = box_keys[order], box_of[order]
    start = np.searchsorted(box_keys, spot_keys, "left")
    count = np.searchsorted(box_keys, spot_keys, "right") - start
    which = np.repeat(spot_of, count)
    step = np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count)
    near = box_of[np.repeat(start, count) + step]
    corner = np.maximum(spots[which, :2], boxes[near, :2])
    once = _key(np.floor(corner / _GRID).astype(np.int64)) == np.repeat(spot_keys, count)
    return which[once], near[once]


def _cells(boxes: Edges) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.intp]]:
    """The grid cells each box touches, as (cell key, box number) rows."""
    low = np.floor(boxes[:, :2] / _GRID).astype(np.int64)
    high = np.floor(boxes[:, 2:] / _GRID).astype(np.int64)
    across, down = high[:, 0] - low[:, 0] + 1, high[:, 1] - low[:, 1] + 1
    count = across * down
    owner = np.repeat(np.arange(len(boxes)), count)
    step = np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count)
    cells = low[owner] + np.stack([step % across[owner], step // across[owner]], axis=1)
    return _key(cells), owner


def _key(cells: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """One number per (column, row) cell."""
    return (cells[:, 1] << 32) + (cells[:, 0] & 0xFFFFFFFF)


def _off_board(spots: Edges, board: Size) -> Counts:
    """1 for each spot that sticks out of the board, 0 for each that fits on it."""
    width, height = board
    out = (spots[:, 0] < 0) | (spots[:, 1] < 0) | (spots[:, 2] > width) | (spots[:, 3] > height)
    return out.astype(int)


def _meet(a: Edges, b: Edges) -> npt.NDArray[np.bool_]:
    """Whether the insides of the boxes meet, pair by pair (QRectF.intersects)."""
    return (
        (b[..., 0] < a[..., 2])
        & (a[..., 0] < b[..., 2])
        & (b[..., 1] < a[..., 3])
        & (a[..., 1] < b[..., 3])
    )


def _rows_each(boxes_each: list[list[Box]], keep_empty: bool = False) -> list[Edges]:
    """Each list of boxes as rows (leaving out empty boxes unless told), all
    converted in one go."""
    if not boxes_each:
        return []
    counts = [len(boxes) for boxes in boxes_each]
    rows = _edges([box for boxes in boxes_each for box in boxes])
    kept = keep_empty | (rows[:, 0] != rows[:, 2]) & (rows[:, 1] != rows[:, 3])
    owners = np.repeat(np.arange(len(counts)), counts)[kept]
    ends = np.cumsum(np.bincount(owners, minlength=len(counts))).tolist()
    rows = rows[kept]
    return [rows[start:end] for start, end in itertools.pairwise([0, *ends])]  # np.split, quicker


def _outlines(*rows_each: list[Edges]) -> list[Box | None]:
    """For each position in the lists, a box around the rows there (None for no
    rows), with a margin so rounding never leaves a row out."""
    rows = np.concatenate([np.concatenate([_NONE, *rows]) for rows in rows_each])
    owners = np.concatenate(
        [np.repeat(np.arange(len(part)), [len(r) for r in part]) for part in rows_each]
    )
    count = len(rows_each[0])
    low = np.full((count, 2), np.inf)
    high = np.full((count, 2), -np.inf)
    np.minimum.at(low, owners, rows[:, :2] - 1)
    np.maximum.at(high, owners, rows[:, 2:] + 1)
    boxes = np.hstack([low, high - low]).tolist()
    return [tuple(box) if math.isfinite(box[0]) else None for box in boxes]


def _spots_of(item: StationItem) -> list[Box]:
    x, y = item.station.pos
    size = item.label.boundingRect()
    return spots_around(x, y, size.width(), size.height(), item.radius())


class _Grid(Generic[K]):
    """Boxes by key, found through the grid cells they cover. Overlap means what
    QRectF.intersects means: the insides meet, so an empty box meets nothing."""

    def __init__(self) -> None:
        self.boxes: dict[K, Box] = {}
        self._edges: dict[K, tuple[float, float, float, float]] = {}  # of non-empty boxes
        self._cells: defaultdict[tuple[int, int], set[K]] = defaultdict(set)

    def add(self, key: K, box: Box) -> None:
        self.boxes[key] = box
        x, y, w, h = box
        right, bottom = x + w, y + h
        if x != right and y != bottom:
            self._edges[key] = (x, y, right, bottom)
            for cell in _cover(x, y, right, bottom):
                self._cells[cell].add(key)

    def remove(self, key: K) -> Box:
        edges = self._edges.pop(key, None)
        if edges is not None:
            for cell in _cover(*edges):
                self._cells[cell].discard(key)
        return self.boxes.pop(key)

    def hits(self, box: Box) -> list[K]:
        """Keys of the boxes overlapping `box`."""
        x, y, w, h = box
        right, bottom = x + w, y + h
        if x == right or y == bottom:
            return []
        cells = self._cells
        covered = _cover(x, y, right, bottom)
        near: set[K] = set().union(*(cells[cell] for cell in covered if cell in cells))
        edges = self._edges
        return [
            key
            for key in near
            if (e := edges[key])[0] < right and x < e[2] and e[1] < bottom and y < e[3]
        ]


def _cover(left: float, top: float, right: float, bottom: float) -> list[tuple[int, int]]:
    columns = range(int(left // _CELL), int(right // _CELL) + 1)
    rows = range(int(top // _CELL), int(bottom // _CELL) + 1)
    return [(i, j) for i in columns for j in rows]


@dataclass
class _Label:
    item: StationItem
    order: tuple[float, float, int]  # placed by y, then x, then age in the scene
    spots: list[Box]
    edges: Edges  # the spots as rows
    reach: Box  # covers every spot
    box: Box | None = None  # the spot taken
    fixed: tuple[Counts, Counts, Counts] | None = None  # per spot: off board, solid, track


@dataclass
class _Blocks:
    """What one element's item covers: solid things and track squares, as rows of
    non-empty boxes."""

    solid: Edges
    track: Edges
    outline: Box


class LabelLayout:
    """Where every station label goes on a board of a size, given the scene's items
    by element id in the order they were added (which breaks ties between
    stations on one spot)."""

    def __init__(
        self, items: Mapping[str, QGraphicsItem], board: Size = (math.inf, math.inf)
    ) -> None:
        self._board = board
        self._blocks: dict[str, _Blocks] = {}
        self._outlines: _Grid[str] = _Grid()  # around each element's blocks
        self._labels: dict[str, _Label] = {}
        self._reach: _Grid[str] = _Grid()  # what each label's spots cover
        self._placed: _Grid[str] = _Grid()  # the spots labels took
        self._ages: dict[str, int] = {}
        self._next_age = itertools.count()
        self._refresh(items, set(items))
        self._place(set(self._labels))

    def update(
        self, items: Mapping[str, QGraphicsItem], changed: Iterable[str], board: Size
    ) -> None:
        """Catch up with elements that were added, changed or removed, and with the
        board's size."""
        changed = set(changed)
        blocks, spots_taken = self._refresh(items, changed)
        due = self._reaching(blocks)
        for key in due:
            self._labels[key].fixed = None  # what blocks its spots may have changed
        if board != self._board:
            due.update(self._resize(board))
        due.update(key for box in spots_taken for key in self._reach.hits(box))
        due.update(key for key in changed if key in self._labels)
        self._place(due)

    def _refresh(
        self, items: Mapping[str, QGraphicsItem], changed: set[str]
    ) -> tuple[list[_Blocks], list[Box]]:
        """Take in the changed elements' items; return the blocks that came and went,
        and the spots of labels that went."""
        self._age_new_stations(items, changed)
        blocks, spots_taken = [], []
        for element_id in changed:
            gone, taken = self._forget(element_id)
            blocks.extend(gone)
            spots_taken.extend(taken)
        blocks.extend(self._learn({element_id: items.get(element_id) for element_id in changed}))
        return blocks, spots_taken

    def _age_new_stations(self, items: Mapping[str, QGraphicsItem], changed: set[str]) -> None:
        """Number new station items in the scene's order (a replaced item is new)."""
        new = set()
        for element_id in changed:
            item, label = items.get(element_id), self._labels.get(element_id)
            if isinstance(item, StationItem) and (label is None or label.item is not item):
                new.add(element_id)
        for element_id in items if new else ():
            if element_id in new:
                self._ages[element_id] = next(self._next_age)

    def _forget(self, element_id: str) -> tuple[list[_Blocks], list[Box]]:
        blocks = self._blocks.pop(element_id, None)
        if blocks is not None:
            self._outlines.remove(element_id)
        label = self._labels.pop(element_id, None)
        taken = []
        if label is not None:
            self._reach.remove(element_id)
            if label.box is not None:
                taken.append(self._placed.remove(element_id))
        return [blocks] if blocks is not None else [], taken

    def _learn(self, items: Mapping[str, QGraphicsItem | None]) -> list[_Blocks]:
        """Block what the items cover and note their labels; return the new blocks.
        The boxes of all the items become arrays in one go: a whole map at once."""
        found = []
        solid = _rows_each([blockers(item) for item in items.values()])
        track = _rows_each([track_boxes(item) for item in items.values()])
        outlines = _outlines(solid, track)
        for element_id, solid_rows, track_rows, outline in zip(
            items, solid, track, outlines, strict=True
        ):
            if outline is not None:
                block = _Blocks(solid_rows, track_rows, outline)
                self._blocks[element_id] = block
                self._outlines.add(element_id, block.outline)
                found.append(block)
        stations = {key: item for key, item in items.items() if isinstance(item, StationItem)}
        for element_id in items.keys() - stations.keys():
            self._ages.pop(element_id, None)
        options = [_spots_of(item) for item in stations.values()]
        edges = _rows_each(options, keep_empty=True)
        reaches = _outlines(edges)
        for (element_id, item), boxes, rows, reach in zip(
            stations.items(), options, edges, reaches, strict=True
        ):
            assert reach is not None  # every label has its spots around the station
            reach = _widened(reach, boxes[0][3])  # labels a gap away count as in the way
            x, y = item.station.pos
            label = _Label(item, (y, x, self._ages[element_id]), boxes, rows, reach)
            self._labels[element_id] = label
            self._reach.add(element_id, label.reach)
        return found

    def _reaching(self, blocks: list[_Blocks]) -> set[str]:
        """The labels with a spot that may overlap one of the blocks' boxes, all
        counted in one go."""
        near = list({key for block in blocks for key in self._reach.hits(block.outline)})
        if not near:
            return set()
        reaches = _edges([self._reach.boxes[key] for key in near])
        boxes = np.concatenate([_NONE, *(rows for b in blocks for rows in (b.solid, b.track))])
        hit = _overlaps(reaches, boxes)
        return {key for key, count in zip(near, hit.tolist(), strict=True) if count}

    def _resize(self, board: Size) -> set[str]:
        """Take the board's new size; return the labels (of those counted) with a spot
        that came onto it or went off it."""
        self._board = board
        labels = {key: label for key, label in self._labels.items() if label.fixed is not None}
        spots = np.concatenate([_NONE, *(label.edges for label in labels.values())])
        moved = set()
        for (key, label), off in zip(
            labels.items(), _by_label(_off_board(spots, board), labels.values()), strict=True
        ):
            assert label.fixed is not None
            if not np.array_equal(off, label.fixed[0]):
                label.fixed = off, label.fixed[1], label.fixed[2]
                moved.add(key)
        return moved

    def _place(self, due: set[str]) -> None:
        """Place the due labels in order; a label that moves makes the later ones it
        reaches due too."""
        self._count_blocks([self._labels[key] for key in due if self._labels[key].fixed is None])
        queue = [(self._labels[key].order, key) for key in due]
        heapq.heapify(queue)
        queued = set(due)  # none of them placed yet: later labels wait their turn
        while queue:
            order, key = heapq.heappop(queue)
            label = self._labels[key]
            box = self._best_spot(label)
            if box == label.box:
                continue
            for moved in (label.box, box) if len(queued) < len(self._labels) else ():
                for other in self._reach.hits(moved) if moved is not None else ():
                    if other not in queued and self._labels[other].order > order:
                        heapq.heappush(queue, (self._labels[other].order, other))
                        queued.add(other)
            if label.box is not None:
                self._placed.remove(key)
            self._placed.add(key, box)
            label.box = box
            label.item.label.setPos(box[0], box[1])

    def _count_blocks(self, labels: list[_Label]) -> None:
        """Count what blocks each spot of these labels, all in one go."""
        if not labels:
            return
        near = {key for label in labels for key in self._outlines.hits(label.reach)}
        blocks = [self._blocks[key] for key in near]
        spots = np.concatenate([label.edges for label in labels])
        solid = _overlaps(spots, np.concatenate([_NONE, *(block.solid for block in blocks)]))
        track = _overlaps(spots, np.concatenate([_NONE, *(block.track for block in blocks)]))
        off = _off_board(spots, self._board)
        per_label = [_by_label(rows, labels) for rows in (off, solid, track)]
        for label, fixed in zip(labels, zip(*per_label, strict=True), strict=True):
            label.fixed = fixed

    def _best_spot(self, label: _Label) -> Box:
        """The first spot on the board covering the fewest solid things and earlier
        labels, then coming within a gap of the fewest labels, then covering the
        least track (a spot further out counting as a little); off the board only
        if no spot fits."""
        assert label.fixed is not None  # counted before placing
        off, solid, track = label.fixed
        solid_hits = solid.tolist()
        near_hits = [0] * len(solid_hits)
        spots = label.edges.tolist()
        line = label.spots[0][3]
        for key in self._placed.hits(label.reach):
            if self._labels[key].order < label.order:
                # one earlier label: a handful of comparisons, quicker in plain Python
                placed = self._placed.boxes[key]
                for i, spot in enumerate(spots):
                    if _meets(placed, spot):
                        solid_hits[i] += 1
                    elif _meets(_widened(placed, line), spot):
                        near_hits[i] += 1
        tracks = [n + FAR_COST * (i >= NEAR_SPOTS) for i, n in enumerate(track.tolist())]
        ranks = list(zip(off.tolist(), solid_hits, near_hits, tracks, strict=True))
        return label.spots[ranks.index(min(ranks))]


def _meets(box: Box, edges: list[float]) -> bool:
    """Whether a box and a spot (as edges, never empty here unless flat) meet inside."""
    left, top, width, height = box
    a_left, a_top, a_right, a_bottom = edges
    return (
        left < a_right
        and a_left < left + width
        and top < a_bottom
        and a_top < top + height
        and a_left != a_right
        and a_top != a_bottom
    )


def _widened(box: Box, line: float) -> Box:
    """A box with the gap labels of `line` height keep from one another around it."""
    left, top, width, height = box
    across = LETTER * line
    return (left - across, top - GAP_DOWN, width + 2 * across, height + 2 * GAP_DOWN)


def _by_label(rows: Counts, labels: Iterable[_Label]) -> list[Counts]:
    """Counts made for the spots of several labels in one go, label by label."""
    ends = np.cumsum([len(label.spots) for label in labels], dtype=int).tolist()
    return [rows[start:end] for start, end in itertools.pairwise([0, *ends])]
