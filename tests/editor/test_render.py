"""Drawing the board to PNG, SVG and PDF, from the File menu and from `tracksmith render`."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.cli import main
from editor.files import dialogs
from editor.main_window import MainWindow
from editor.render import render
from engine.map.model import MapPack
from engine.pack import save_pack
from tests.conftest import PackFactory
from tests.editor.test_files import trigger

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def board(make_pack: PackFactory) -> MapPack:
    """Two stations on an 800 x 600 board; `a` is the Passenger's start (drawn green)."""
    return make_pack(
        {"a": (200, 200), "b": (600, 400)}, ["a-b"], flags={"a": ["start"]}, canvas=(800, 600)
    )


def colour_at(image: QImage, x: float, y: float) -> QColor:
    return image.pixelColor(round(x), round(y))


def orange_pixels(image: QImage) -> int:
    """Pixels in the selection colour (sampled every other pixel, for speed)."""
    target = style.SELECTION.rgb()
    return sum(
        image.pixel(x, y) == target
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )


def test_png_has_the_requested_size_and_stations_where_the_map_puts_them(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    image = QImage(str(render(board, tmp_path / "board.png", width=400)))
    assert (image.width(), image.height()) == (400, 300)  # the board's 4:3, at half scale
    assert colour_at(image, 100, 100) == style.START  # station a at (200, 200)
    assert colour_at(image, 300, 200) == style.STATION_FILL  # station b at (600, 400)
    assert colour_at(image, 200, 150) != style.BOARD  # the track between them, halfway
    assert colour_at(image, 300, 50) == style.BOARD  # an empty spot on a grid line: no grid


def test_default_width_is_one_pixel_per_map_unit(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    image = QImage(str(render(board, tmp_path / "board.png")))
    assert (image.width(), image.height()) == (800, 600)
    assert colour_at(image, 200, 200) == style.START


def test_svg_is_xml_with_the_track_and_the_station_names(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    root = ET.parse(render(board, tmp_path / "board.svg", width=400)).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 400 300"
    assert root.findtext(f"{SVG}title") == "Test"
    assert len(root.findall(f".//{SVG}path")) >= 1
    texts = {"".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")}
    assert {"A", "B"} <= texts


def test_pdf_is_one_page_the_shape_of_the_board(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    data = render(board, tmp_path / "board.pdf", width=400).read_bytes()
    assert data.startswith(b"%PDF")
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
    assert [(float(w), float(h)) for w, h in boxes] == [(400, 300)]
    assert len(data) > 1000  # the drawing, not an empty page


@pytest.mark.parametrize(
    ("name", "width", "message"),
    [("board.jpg", None, "cannot draw a .jpg file"), ("board.png", 8, "out of range")],
)
def test_unusable_requests_are_refused_before_writing(
    qtbot: QtBot, board: MapPack, tmp_path: Path, name: str, width: int | None, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        render(board, tmp_path / name, width)
    assert list(tmp_path.iterdir()) == []


def test_export_from_the_window_leaves_the_selection_and_grid_out(
    qtbot: QtBot,
    window: MainWindow,
    board: MapPack,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window.document.edit("Board", board, {"a", "b", "a-b"})
    window.document.select({"a", "b", "a-b"})
    assert orange_pixels(window.view.grab().toImage()) > 0  # the canvas shows the selection
    target = tmp_path / "export.png"
    monkeypatch.setattr(dialogs, "choose_image_path", lambda parent, suggested: target)
    trigger(window, "file-export-image")
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)
    assert orange_pixels(image) == 0
    assert colour_at(image, 200, 200) == style.START
    assert window.document.selection == {"a", "b", "a-b"}  # the export changed nothing


# --- tracksmith render --------------------------------------------------------------


def test_render_command_writes_the_picture(
    qtbot: QtBot, board: MapPack, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save_pack(board, tmp_path / "board.yaml")
    target = tmp_path / "board.png"
    assert main(["render", str(source), "-o", str(target), "--width", "200"]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (200, 150)
    assert colour_at(image, 50, 50) == style.START
    assert str(target) in capsys.readouterr().out


@pytest.mark.parametrize(
    ("output", "extra", "message"),
    [
        ("board.gif", [], "tracksmith render: cannot draw a .gif file; use .png, .svg, .pdf"),
        ("board.png", ["--width", "0"], "tracksmith render: width 0 is out of range"),
        ("missing/board.pdf", [], "missing does not exist"),
    ],
)
def test_render_command_reports_bad_requests_without_a_traceback(
    qtbot: QtBot,
    board: MapPack,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    output: str,
    extra: list[str],
    message: str,
) -> None:
    source = save_pack(board, tmp_path / "board.yaml")
    assert main(["render", str(source), "-o", str(tmp_path / output), *extra]) == 2
    error = capsys.readouterr().err
    assert message in error
    assert "Traceback" not in error
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.yaml"]


def test_render_command_names_a_missing_map(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.yaml"
    assert main(["render", str(missing), "-o", str(tmp_path / "x.png")]) == 2
    assert f"{missing}: (top level): cannot read" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
