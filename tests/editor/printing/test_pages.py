"""Kit pages drawn to pictures, as the preview draws them and the PDF prints them:
card bands and locator rings on the card, the board inside a tile's margins."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.route_sheet import RouteSheet
from editor.canvas.station_item import StationItem
from editor.canvas.tally_boxes import TallyBoxes
from editor.canvas.value_badge import ValueBadge
from editor.printing import ink
from editor.printing.board import board_picture
from editor.printing.pages import card_face
from editor.printing.pages.cards import card_rects
from editor.printing.pages.locator import RING
from editor.printing.pages.tile import neighbours, shared_spots
from editor.printing.paper import MARGIN, MM
from editor.printing.pdf import page_image
from editor.printing.plan import BoardPage, CardPage, Kit, KitSettings, plan_kit
from engine.pack import load_pack
from engine.paths import MAPS


def london() -> Kit:
    return plan_kit(load_pack(MAPS / "london.yaml"), KitSettings())


ZOOM = 3  # pixels per point


def picture(kit: Kit, kind: type) -> QImage:
    """The first page of `kind` drawn ZOOM pixels per point."""
    number = next(n for n, page in enumerate(kit.pages) if isinstance(page, kind))
    width, _ = kit.paper.turned(kit.tiling.landscape and kind is BoardPage)
    return page_image(kit, number, round(width * ZOOM))


def count(
    image: QImage, colour: QColor, x0: float, y0: float, x1: float, y1: float, step: int = 1
) -> int:
    """Pixels of exactly `colour` in the rect from (x0, y0) to (x1, y1), in points,
    looking at every `step`-th pixel across and down."""
    target = colour.rgb()
    xs = range(round(x0 * ZOOM), round(x1 * ZOOM), step)
    ys = range(round(y0 * ZOOM), round(y1 * ZOOM), step)
    return sum(image.pixel(x, y) == target for x in xs for y in ys)


def test_a_destination_card_has_its_kind_band_and_its_station_ringed(qtbot: QtBot) -> None:
    kit = london()
    image = picture(kit, CardPage)
    first = card_rects(*kit.paper.turned(False))[0]
    band = image.pixelColor(round((first.left() + 10) * ZOOM), round((first.top() + 5) * ZOOM))
    assert band == QColor("#b3261e")  # the first card of the deck is an Express card
    lower = first.adjusted(0, first.height() / 2, 0, 0)
    rings = count(image, RING, lower.left(), lower.top(), lower.right(), lower.bottom())
    assert rings > 10
    gap = card_rects(*kit.paper.turned(False))[1].left() - first.right()
    assert gap == 0  # cards touch: one cut serves two


def test_a_tile_shows_the_board_inside_its_margins_and_white_paper_outside(qtbot: QtBot) -> None:
    kit = london()
    image = picture(kit, BoardPage)
    *_, width, height = kit.tiling.tiles[0].area
    inside = count(image, style.BOARD, MARGIN, MARGIN, MARGIN + width, MARGIN + height, ZOOM)
    assert inside > 0.5 * width * height  # one pixel looked at per point
    margin = count(image, QColor("white"), 0, MARGIN + 40, MARGIN - 4, MARGIN + 80)
    assert margin == round((MARGIN - 4) * ZOOM) * 40 * ZOOM  # a strip of the left margin


def test_alignment_crosses_keep_clear_of_the_stations(qtbot: QtBot) -> None:
    """A cross laid on a station hides it and is itself hard to find."""
    for source in ("london.yaml", "one-day-london", "one-day-rivertown.yaml"):
        kit = plan_kit(load_pack(MAPS / source), KitSettings())
        stations = [(s.pos[0] * kit.scale, s.pos[1] * kit.scale) for s in kit.pack.stations]
        crosses = [
            spot
            for tile in kit.tiles
            for other in neighbours(kit, tile)
            for spot in shared_spots(tile, other, stations)
        ]
        assert len(crosses) >= 8
        nearest = min(math.dist(cross, station) for cross in crosses for station in stations)
        # the cross's reach (2.5 mm) and a station's body (7 map units) apart, and some air
        assert nearest >= 2.5 * MM + style.STATION_RADIUS * kit.scale + 2 * MM, source


def test_boxes_a_player_writes_in_print_at_least_6_mm_on_a_sheet(qtbot: QtBot) -> None:
    """Metro X's windows and stations, the dice game's passes and stations, as
    the sheet prints them."""
    sides = []
    for source in ("metro-x-harbour.yaml", "tube-dice-city.yaml"):
        kit = plan_kit(load_pack(MAPS / source), KitSettings())
        in_units: list[float] = []
        picture = board_picture(kit)  # kept: its items go with it
        for item in picture.items():
            if isinstance(item, RouteSheet) and item.sheet is not None:
                in_units += [2 * m.half for m in item.sheet.marks if m.kind == "window"]
            elif isinstance(item, TallyBoxes):
                in_units += [box.width() for box in item.boxes()]
            elif isinstance(item, StationItem):  # Metro X writes numbers in stations
                in_units.append(2 * item.radius())
        sides += [side * kit.scale / MM for side in in_units]
    assert len(sides) >= 23 + 59 + 5  # Harbour's 23 windows and 59 stations, the city's passes
    assert min(sides) >= 6 - 1e-9
    board = board_picture(london())  # a shared board keeps its marks as drawn
    assert board.look.write_in == 0
    assert {item.radius() for item in board.items() if isinstance(item, StationItem)} == {
        style.STATION_RADIUS
    }


def test_badges_and_labels_on_a_sheet_print_at_least_the_smallest_kit_text(qtbot: QtBot) -> None:
    kit = plan_kit(load_pack(MAPS / "tube-dice-city.yaml"), KitSettings())
    picture = board_picture(kit)
    fonts = [item._font for item in picture.items() if isinstance(item, RouteSheet | ValueBadge)]
    assert len(fonts) >= 10  # six lines, five zones
    points = {font.pixelSize() * kit.scale for font in fonts}
    assert min(points) >= ink.SMALLEST  # 8 map units would print 4.3 pt
    tallies = next(item for item in picture.items() if isinstance(item, TallyBoxes))
    assert tallies._font.pixelSize() * kit.scale >= 7  # "Passes", as big as the station names


def recording(drawn: Callable[..., Any], sizes: list[float]) -> Callable[..., Any]:
    """`drawn` (ink.line or ink.wrapped), noting the size of each card line of stops."""

    def record(
        painter: object, rect: object, text: str, size: float, *args: Any, **kwargs: Any
    ) -> Any:
        if "before" in text:
            sizes.append(size)
        return drawn(painter, rect, text, size, *args, **kwargs)

    return record


def test_card_text_wraps_rather_than_shrinking_past_7_pt(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One Day's line names are long ("Hammersmith & City Line: 10 before, 0 after")."""
    kit = plan_kit(load_pack(MAPS / "one-day-london"), KitSettings())
    sizes: list[float] = []
    for name in ("line", "wrapped"):
        monkeypatch.setattr(ink, name, recording(getattr(ink, name), sizes))
    picture(kit, CardPage)
    assert len(sizes) >= 9 and min(sizes) >= card_face.READABLE
