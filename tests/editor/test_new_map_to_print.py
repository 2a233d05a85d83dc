"""A designer's whole way in every family, through the real window: File > New, a
small city drawn with the tools, the deck panel's Fill, zero validation errors, a
short playtest, its replay and the printed kit, checking the map at each step and
that names, not ids, are what a person reads."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from editor.files import dialogs
from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.printing.dialog import PrintKitDialog
from engine.map.model import MapPack
from engine.rules import get_ruleset
from tests.editor.driving import click, drag, front_panel, use_tool
from tests.editor.new_map_driving import (
    CITY,
    TRACK,
    draw_city,
    fill_deck,
    new_map,
    settled_findings,
)
from tests.editor.playtest_driving import playtest_panel, replay_panel, run_playtest
from tests.editor.test_files import trigger

NAME = "Crown Cross"


def errors(qtbot: QtBot, window: MainWindow) -> set[str]:
    return {code for severity, code in settled_findings(qtbot, window) if severity == "error"}


def draw_route(qtbot: QtBot, window: MainWindow, stops: list[int]) -> None:
    """One route with the Route tool, stop by stop, Return to finish it."""
    use_tool(window, "route")
    window.document.select(())
    for stop in stops:
        click(qtbot, window, *CITY[stop])
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    use_tool(window, "select")


def lines_along_the_track(qtbot: QtBot, window: MainWindow) -> None:
    """Two routes that share the middle station and every leg of the track."""
    draw_route(qtbot, window, [0, 1, 2])
    draw_route(qtbot, window, [4, 3, 5])
    draw_route(qtbot, window, [1, 3])


def journeys_along_the_lines(qtbot: QtBot, window: MainWindow) -> None:
    """O4, O5: a line through every station and a second one to change onto at
    either end: journeys as long as a rack can be made."""
    draw_route(qtbot, window, [0, 1, 2, 3, 4, 5])
    draw_route(qtbot, window, [5, 3, 1, 0])


def loops_and_lines(qtbot: QtBot, window: MainWindow) -> None:
    """D3, D7: a die numbers a station only over track still unmarked, so a dead
    end is never numbered: two more connections close the city into loops."""
    assert "lines-out-of-reach" not in errors(qtbot, window)  # no lines yet
    use_tool(window, "connection")
    for a, b in [(0, 4), (2, 5)]:
        drag(qtbot, window, CITY[a], CITY[b])
    lines_along_the_track(qtbot, window)


def a_deck_for_three_rounds(qtbot: QtBot, window: MainWindow) -> None:
    """U14: Fill's five cards run out in the first round (deck-short); four copies of
    each, typed in the deck panel, last the usual three."""
    assert ("warning", "deck-short") in settled_findings(qtbot, window)
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    for row in range(panel.cards.table.rowCount()):
        panel.cards.table.item(row, 2).setText("4")  # what the cell editor commits
    assert sum(card.copies for card in window.document.pack.deck) == 20
    assert ("warning", "deck-short") not in settled_findings(qtbot, window)


def nothing_more(qtbot: QtBot, window: MainWindow) -> None:
    return None


# family, variant, board size, what the family needs after Fill
FAMILIES: list[tuple[str, str, tuple[int, int] | None, Callable[[QtBot, MainWindow], None]]] = [
    ("underground", "london", None, a_deck_for_three_rounds),
    ("next-station", "london", (1200, 900), nothing_more),
    ("metro-x", "", None, lines_along_the_track),
    ("one-day", "", None, journeys_along_the_lines),
    ("tube-dice", "", None, loops_and_lines),
]


def ids_of(pack: MapPack) -> set[str]:
    return {e.id for e in (*pack.stations, *pack.connections, *pack.regions, *pack.routes)}


@pytest.mark.parametrize(
    ("family", "variant", "size", "finish"), FAMILIES, ids=[f[0] for f in FAMILIES]
)
def test_from_file_new_to_a_printed_kit(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    family: str,
    variant: str,
    size: tuple[int, int] | None,
    finish: Callable[[QtBot, MainWindow], None],
) -> None:
    new_map(qtbot, window, family, variant, size, name=NAME)
    assert (window.document.pack.name, window.document.pack.ruleset) == (NAME, family)

    draw_city(qtbot, window)
    pack = window.document.pack
    assert [s.pos for s in pack.stations] == CITY
    assert len(pack.connections) == len(TRACK)

    fill_deck(qtbot, window)
    finish(qtbot, window)
    assert errors(qtbot, window) == set()
    pack = window.document.pack
    ruleset = get_ruleset(family)
    assert ruleset.defaults(pack) == pack  # nothing the rules would still add

    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2, bots=("greedy", "greedy"))
    report = panel.session.current.report
    assert report["games"] == 2 and report["finished_games"] == 2  # ended by the rules
    assert "cut-short" not in {v["id"] for v in report["verdicts"]}

    viewer = replay_panel(qtbot, window)
    viewer.show_step(viewer.slider.maximum())
    said = [viewer.action_list.item(i).text() for i in range(viewer.action_list.count())]
    assert said
    words = {w for text in said for w in re.split(r"[\s,;()/@:]+", text)}
    names = {s.name for s in pack.stations}
    assert not words & (ids_of(pack) - names)  # names, never ids

    trigger(window, "file-print-kit")
    dialog = window.findChild(PrintKitDialog, "print-kit")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    target = tmp_path / "kit.pdf"
    monkeypatch.setattr(dialogs, "choose_kit_path", lambda parent, suggested: target)
    pages = dialog.pages.count()
    with qtbot.waitSignal(dialog.accepted):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    printed = PdfReader(target)
    assert len(printed.pages) == pages
    text = " ".join(" ".join(page.extract_text().split()) for page in printed.pages)
    assert NAME in text and "Untitled map" not in text
