"""`tracksmith render` on paper: the page is the paper asked for, turned to fit
the board, the board centred at the scale asked for (or as big as fits), and
the station names at least 7 pt tall at that scale."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo, QImage
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.look import (
    BOARD,
    DESK_LABEL_HEIGHT,
    DIAGRAM,
    MIN_LABEL_POINTS,
    MM_PER_POINT,
    Look,
)
from editor.canvas.station_item import StationItem
from editor.cli import main
from editor.paper import fit_on_paper
from editor.render import PNG_DPI, Paper, crowded_labels, on_paper
from engine.pack import save_pack
from tests.conftest import PackFactory

A4_POINTS = (595, 842)


def page_sizes(pdf: Path) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf.read_bytes())
    return [(round(float(w)), round(float(h))) for w, h in boxes]


@pytest.fixture
def wide(make_pack: PackFactory, tmp_path: Path) -> Path:
    """A 4:3 board with two joined stations, saved for the command line."""
    pack = make_pack({"a": (200, 300), "b": (600, 300)}, ["a-b"], canvas=(800, 600))
    return save_pack(pack, tmp_path / "wide.yaml")


@pytest.mark.parametrize(
    ("paper", "page"),
    [("a4", (842, 595)), ("a3", (1191, 842)), ("letter", (792, 612)), ("tabloid", (1224, 792))],
)
def test_the_pdf_page_is_the_paper_turned_to_fit_the_board(
    qtbot: QtBot, wide: Path, tmp_path: Path, paper: str, page: tuple[int, int]
) -> None:
    target = tmp_path / "board.pdf"
    assert main(["render", str(wide), "-o", str(target), "--paper", paper]) == 0
    assert page_sizes(target) == [page]  # landscape: the board is wider than tall


def test_a_pdf_goes_on_portrait_a4_for_a_tall_board_by_default(
    qtbot: QtBot, make_pack: PackFactory, tmp_path: Path
) -> None:
    tall = save_pack(make_pack({"a": (300, 300)}, canvas=(600, 800)), tmp_path / "tall.yaml")
    target = tmp_path / "tall.pdf"
    assert main(["render", str(tall), "-o", str(target)]) == 0
    assert page_sizes(target) == [A4_POINTS]


def test_a_png_page_is_the_paper_at_its_resolution_with_the_board_at_the_scale_asked(
    qtbot: QtBot, wide: Path, tmp_path: Path
) -> None:
    target = tmp_path / "page.png"
    command = ["render", str(wide), "-o", str(target), "--paper", "a4", "--scale", "0.2"]
    assert main([*command, "--style", "diagram"]) == 0
    image = QImage(str(target))
    pixels_per_mm = PNG_DPI / 25.4
    assert (image.width(), image.height()) == (
        round(297 * pixels_per_mm),
        round(210 * pixels_per_mm),
    )
    row = image.height() // 2
    board = [x for x in range(image.width()) if image.pixelColor(x, row) == style.BOARD]
    width_mm = (board[-1] - board[0] + 1) / pixels_per_mm
    assert width_mm == pytest.approx(800 * 0.2, abs=1)  # 800 map units at 0.2 mm each
    middle = (board[0] + board[-1]) / 2
    assert middle == pytest.approx(image.width() / 2, abs=2)  # centred


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--paper", "a4", "--scale", "1"], "does not fit A4 paper inside 10 mm margins"),
        (["--paper", "a4", "--scale", "fast"], "--scale fast: expected millimetres"),
        (["--paper", "a4", "--margin", "120"], "a margin of 120 mm does not suit A4 paper"),
        (["--paper", "a3", "--margin", "-5"], "use 0 or more and less than 148.5 mm"),
        (["--paper", "a4", "--width", "300"], "give --width or --paper, not both"),
        (["--scale", "0.2"], "--margin and --scale need a paper"),
    ],
)
def test_bad_paper_requests_are_refused_without_a_traceback_or_a_file(
    qtbot: QtBot,
    wide: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    message: str,
) -> None:
    target = tmp_path / "board.png"
    assert main(["render", str(wide), "-o", str(target), *extra]) == 2
    error = capsys.readouterr().err
    assert message in error and "Traceback" not in error
    assert not target.exists()


def test_the_orientation_with_room_for_the_board_is_chosen() -> None:
    assert fit_on_paper((800, 600), "a4").landscape
    assert not fit_on_paper((600, 800), "a4").landscape
    # at a scale that fits only one way round, that way round
    assert not fit_on_paper((300, 1000), "a4", scale=0.27).landscape


@pytest.mark.parametrize("look", [BOARD, DIAGRAM], ids=["board", "diagram"])
def test_station_names_print_at_least_seven_points_tall(
    qtbot: QtBot, make_pack: PackFactory, look: Look
) -> None:
    # a big board: on A4 a map unit prints under 0.1 mm, so the names must grow
    spots = {"a": (800, 1200), "b": (1600, 1200), "c": (2400, 1200)}
    pack = make_pack(spots, ["a-b", "b-c"], canvas=(3200, 2400))
    names = {"a": "Alpha Junction", "b": "Bravo Crossing", "c": "Charlie Park"}
    pack = replace(pack, stations=tuple(replace(s, name=names[s.id]) for s in pack.stations))
    for paper in ("a4", "a3"):
        scene, sheet = on_paper(pack, look, Paper(paper))
        labels = [i.label for i in scene.elements.values() if isinstance(i, StationItem)]
        assert len(labels) == 3
        grown = QFontInfo(labels[0].font()).pixelSize()
        assert grown > (look.label_height or DESK_LABEL_HEIGHT)  # bigger than on screen
        for label in labels:
            points = QFontInfo(label.font()).pixelSize() * sheet.scale / MM_PER_POINT
            assert points >= MIN_LABEL_POINTS
        assert crowded_labels(scene) == 0  # room for all: none overlaps another
