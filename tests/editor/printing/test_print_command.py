"""`tracksmith print` writes one PDF a printer takes as it is: read back with
pypdf, independently of the Qt writer that made it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from editor.cli import main
from editor.printing.plan import (
    BoardPage,
    CardPage,
    ComponentsPage,
    CoverPage,
    KitSettings,
    SheetPage,
    plan_kit,
)
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

A4 = (595, 842)
LETTER = (612, 792)


def sizes(pdf: Path) -> list[tuple[int, int]]:
    return [
        (round(float(p.mediabox.width)), round(float(p.mediabox.height)))
        for p in PdfReader(pdf).pages
    ]


def page_text(pdf: Path) -> list[str]:
    """Each page's words, with Qt's word gaps read back as spaces."""
    return [page.extract_text().replace("\t", " ") for page in PdfReader(pdf).pages]


def test_london_kit_has_the_planned_pages_on_a4_and_every_destination_card_once_per_copy(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = MAPS / "london.yaml"
    target = tmp_path / "london-kit.pdf"
    assert main(["print", str(source), "-o", str(target)]) == 0
    assert f"wrote {target}: 18 A4 pages" in capsys.readouterr().out
    kit = plan_kit(load_pack(source), KitSettings())
    # cover, 8 board tiles, 55 cards nine to a page (7 pages), components, rules
    assert len(kit.pages) == 1 + 8 + 7 + 1 + 1
    assert sizes(target) == [A4] * 18
    texts = page_text(target)
    card_pages = [n for n, page in enumerate(kit.pages) if isinstance(page, CardPage)]
    printed = Counter(
        line.removesuffix(" Destination · London").strip()
        for n in card_pages
        for line in texts[n].splitlines()
        if line.startswith(("Express", "Standard"))
    )
    assert sum(printed.values()) == 55
    pack = load_pack(source)
    assert printed == Counter({"Express": 22, "Standard": 33})
    faces = Counter((face.marks[0], face.tag) for face in kit.card_faces())
    assert faces == Counter({(c.station, c.kind.capitalize()): c.copies for c in pack.deck})
    assert texts[0].count("page ") >= 4 and "A1" in texts[0] and "B4" in texts[0]
    assert "Components" in texts[-2] and "Rules summary" in texts[-1]


def test_cards_in_the_kit_are_the_familys_deck_with_every_copy(qtbot: QtBot) -> None:
    pack = load_pack(MAPS / "one-day-london")
    kit = plan_kit(pack, KitSettings())
    printed = Counter(face.title for face in kit.card_faces())
    deck = Counter()
    for face in get_ruleset("one-day").print_cards(pack):
        deck[face.title] += face.copies
    assert printed == deck and sum(printed.values()) == 72
    card_pages = [page for page in kit.pages if isinstance(page, CardPage)]
    assert len(card_pages) == 8 and all(len(page.faces) == 9 for page in card_pages)


def test_letter_paper_sheets_and_copies_for_a_roll_and_write_map(
    qtbot: QtBot, tmp_path: Path
) -> None:
    source = MAPS / "tube-dice-city.yaml"
    target = tmp_path / "dice.pdf"
    assert (
        main(["print", str(source), "-o", str(target), "--paper", "letter", "--copies", "3"]) == 0
    )
    kit = plan_kit(load_pack(source), KitSettings("letter", 1.0, 3))
    sheets = [page for page in kit.pages if isinstance(page, SheetPage)]
    assert [page.copy for page in sheets] == [1, 2, 3]
    pdf_sizes = sizes(target)
    assert len(pdf_sizes) == len(kit.pages)
    assert set(pdf_sizes) <= {LETTER, LETTER[::-1]}
    texts = page_text(target)
    assert sum("TOTAL" in text for text in texts) == 3
    assert "six-sided dice" in texts[-2]


def test_a_larger_scale_prints_the_board_on_more_pages(qtbot: QtBot, tmp_path: Path) -> None:
    pack = load_pack(MAPS / "one-day-rivertown.yaml")
    small = plan_kit(pack, KitSettings(scale=0.5)).tiling
    large = plan_kit(pack, KitSettings(scale=2.0)).tiling
    assert small is not None and large is not None
    assert len(small.tiles) == 1 and len(large.tiles) > 1
    assert large.board == (pack.canvas[0] * 2, pack.canvas[1] * 2)


@pytest.mark.parametrize(
    "map_name", ["metro-x-harbour.yaml", "next-station-london.yaml", "tube-dice-quick.yaml"]
)
def test_a_game_played_on_sheets_gets_a_sheet_per_player_and_no_board_tiles(
    qtbot: QtBot, tmp_path: Path, map_name: str
) -> None:
    pack = load_pack(MAPS / map_name)
    kit = plan_kit(pack, KitSettings(copies=3, scale=2.0))
    assert kit.tiling is None and not any(isinstance(p, BoardPage) for p in kit.pages)
    assert [p.copy for p in kit.pages if isinstance(p, SheetPage)] == [1, 2, 3]
    contents = dict(next(p for p in kit.pages if isinstance(p, CoverPage)).contents)
    assert "Board" not in contents and contents["Player sheets"] >= 2
    listed = next(p for p in kit.pages if isinstance(p, ComponentsPage)).kit
    assert ("player sheets", 3) in [(item.name, item.count) for item in listed]
    assert not any("board" in item.name for item in listed)
    # the map prints at the size the sheet holds, whatever scale a board would take
    assert plan_kit(pack, KitSettings(scale=0.5)).scale == kit.scale < 2.0
    target = tmp_path / "kit.pdf"
    assert main(["print", str(MAPS / map_name), "-o", str(target), "--copies", "3"]) == 0
    texts = page_text(target)
    assert "played on sheets" in texts[0] and "Board tile" not in " ".join(texts)


def test_board_tiles_turn_landscape_where_that_saves_paper(qtbot: QtBot, tmp_path: Path) -> None:
    target = tmp_path / "one-day.pdf"
    assert main(["print", str(MAPS / "one-day-london"), "-o", str(target)]) == 0
    kit = plan_kit(load_pack(MAPS / "one-day-london"), KitSettings())
    assert kit.tiling.landscape
    tiles = len(kit.tiling.tiles)
    assert sizes(target)[: 1 + tiles] == [A4] + [A4[::-1]] * tiles


@pytest.mark.parametrize(
    "case",
    [
        ("kit.png", [], "-o {tmp}/kit.png: a kit is a PDF; name a .pdf file"),
        ("missing/kit.pdf", [], "the folder {tmp}/missing does not exist"),
        ("kit.pdf", ["--scale", "0"], "--scale 0 is out of range: use 0.1 to 4"),
        ("kit.pdf", ["--copies", "0"], "--copies 0: use 1 to 100"),
    ],
)
def test_bad_requests_are_refused_before_any_work_without_a_traceback(
    qtbot: QtBot,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    case: tuple[str, list[str], str],
) -> None:
    output, extra, message = case
    code = main(["print", str(MAPS / "london.yaml"), "-o", str(tmp_path / output), *extra])
    error = capsys.readouterr().err
    assert code == 2
    assert message.format(tmp=tmp_path) in error
    assert "Traceback" not in error
    assert list(tmp_path.iterdir()) == []


def test_a_map_whose_options_are_bad_is_named(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (MAPS / "metro-x-harbour.yaml").read_text(encoding="utf-8")
    source = tmp_path / "bad.yaml"
    source.write_text(text + "options:\n  cards: {number-3: -1}\n", encoding="utf-8")
    assert main(["print", str(source), "-o", str(tmp_path / "kit.pdf")]) == 2
    error = capsys.readouterr().err
    assert f"{source}: " in error and "number-3 has -1 copies" in error
    assert "Traceback" not in error
    assert not (tmp_path / "kit.pdf").exists()


def test_a_board_too_big_for_a_kit_is_refused_with_advice(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (MAPS / "one-day-rivertown.yaml").read_text(encoding="utf-8")
    source = tmp_path / "huge.yaml"
    source.write_text(text.replace("canvas: [1000, 960]", "canvas: [900000, 900000]"), "utf-8")
    assert main(["print", str(source), "-o", str(tmp_path / "kit.pdf")]) == 2
    error = capsys.readouterr().err
    assert "needs more than 1000 pages; print it at a smaller scale" in error
    assert not (tmp_path / "kit.pdf").exists()
