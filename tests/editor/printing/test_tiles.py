"""The board tiles cover the whole board, neighbours overlap, and the page
map's cells split the board between them (editor/printing/tiles.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.printing.paper import MARGIN, OVERLAP, PAPERS
from editor.printing.plan import MOST_PAGES
from editor.printing.tiles import Tiling, TooManyTiles, tile_board

SIZES = st.floats(min_value=50, max_value=6000, allow_nan=False)


def covered(tiling: Tiling, x: float, y: float) -> int:
    """How many tiles show the board point (x, y), give or take a rounding error."""
    e = 1e-6
    return sum(
        tx - e <= x <= tx + w + e and ty - e <= y <= ty + h + e
        for tx, ty, w, h in (t.area for t in tiling.tiles)
    )


@given(width=SIZES, height=SIZES, paper=st.sampled_from(sorted(PAPERS)))
def test_tiles_cover_the_board_and_neighbours_share_at_least_the_overlap(
    width: float, height: float, paper: str
) -> None:
    tiling = tile_board((width, height), PAPERS[paper], MOST_PAGES)
    page_width, page_height = PAPERS[paper].turned(tiling.landscape)
    assert len(tiling.tiles) == tiling.rows * tiling.columns
    for tile in tiling.tiles:
        x, y, w, h = tile.area
        assert x >= 0 and y >= 0 and x + w <= width + 1e-6 and y + h <= height + 1e-6
        assert w <= page_width - 2 * MARGIN + 1e-6 and h <= page_height - 2 * MARGIN + 1e-6
    by_place = {(t.row, t.column): t for t in tiling.tiles}
    for (row, column), tile in by_place.items():
        right, below = by_place.get((row, column + 1)), by_place.get((row + 1, column))
        if right is not None:
            assert tile.area[0] + tile.area[2] - right.area[0] >= OVERLAP - 1e-6
        if below is not None:
            assert tile.area[1] + tile.area[3] - below.area[1] >= OVERLAP - 1e-6
    # the corners and a grid of points in between are all on some tile
    for fx in (0, 0.13, 0.5, 0.77, 1):
        for fy in (0, 0.31, 0.5, 0.93, 1):
            assert covered(tiling, width * fx, height * fy) >= 1


@given(width=SIZES, height=SIZES)
def test_page_map_cells_split_the_board_without_gaps_or_overlaps(
    width: float, height: float
) -> None:
    tiling = tile_board((width, height), PAPERS["a4"], MOST_PAGES)
    cells = [tiling.cell(tile) for tile in tiling.tiles]
    assert sum(w * h for _, _, w, h in cells) == pytest.approx(width * height)
    for tile, (x, y, w, h) in zip(tiling.tiles, cells, strict=True):
        tx, ty, tw, th = tile.area
        assert w > 0 and h > 0
        assert tx - 1e-6 <= x and x + w <= tx + tw + 1e-6  # a cell lies on its own tile
        assert ty - 1e-6 <= y and y + h <= ty + th + 1e-6


def test_a_board_that_fits_one_page_is_one_tile() -> None:
    tiling = tile_board((300, 200), PAPERS["letter"], 1)
    assert [(t.label, t.area) for t in tiling.tiles] == [("A1", (0.0, 0.0, 300, 200))]


def test_tiles_are_labelled_by_row_letter_and_column_number() -> None:
    tiling = tile_board((1600, 1200), PAPERS["a4"], MOST_PAGES)
    assert (tiling.rows, tiling.columns) == (2, 4)
    assert [t.label for t in tiling.tiles] == ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4"]


def test_the_page_turns_when_that_needs_fewer_pages() -> None:
    wide = tile_board((780, 500), PAPERS["a4"], MOST_PAGES)  # two pages upright, one on its side
    assert wide.landscape and len(wide.tiles) == 1


def test_a_board_needing_more_pages_than_allowed_is_refused_before_tiling() -> None:
    with pytest.raises(TooManyTiles, match="more than 1000 pages"):
        tile_board((1e6 * 4, 1e6 * 4), PAPERS["a4"], MOST_PAGES)
    assert len(tile_board((3000, 3000), PAPERS["a4"], 40).tiles) <= 40
