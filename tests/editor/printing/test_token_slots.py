"""A printed On the Underground board's track spaces hold the game's tokens: no
rules text gives their size, so each slot fits a standard 20 x 6 mm wooden track
token with play (21 x 7 mm), whatever the kit's scale; the screen keeps its own."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from editor.canvas.look import BOARD, TOKEN_SLOT_MM
from editor.canvas.track_items import ConnectionItem
from editor.printing.board import MM_PER_POINT, board_picture
from editor.printing.plan import KitSettings, plan_kit
from engine.pack import load_pack
from engine.paths import MAPS


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_u4_a_printed_slot_fits_a_track_token(qtbot: QtBot, scale: float) -> None:
    pack = load_pack(MAPS / "london.yaml")
    picture = board_picture(plan_kit(pack, KitSettings(scale=scale)))
    mm = scale * MM_PER_POINT  # per map unit
    sizes = []  # (long side, short side) of each straight slot, in mm
    for connection in pack.connections:
        if connection.bends or connection.water or connection.lanes != 1:
            continue
        item = picture.elements[connection.id]
        assert isinstance(item, ConnectionItem)
        (slot,) = item.path().toSubpathPolygons()
        corners = [(p.x(), p.y()) for p in slot]
        sides = [math.dist(a, b) * mm for a, b in pairwise(corners)]
        sides = [side for side in sides if side > 0.01]
        sizes.append((max(sides), min(sides)))
    assert len(sizes) > 20
    length, width = TOKEN_SLOT_MM
    assert all(math.isclose(short, width, abs_tol=0.05) for _, short in sizes)
    assert all(long <= length + 0.05 for long, _ in sizes)
    assert any(math.isclose(long, length, abs_tol=0.05) for long, _ in sizes)  # room enough
    assert picture.look.lane_gap * mm >= width + 1  # parallel slots a millimetre apart


def test_the_screens_board_look_keeps_its_slots(qtbot: QtBot) -> None:
    assert BOARD.slot == (16.0, 7.0)
    assert BOARD.for_tokens(1.0).slot == (21.0, 7.0)  # a large print needs nothing bigger
    assert BOARD.for_tokens(10.0) == BOARD
