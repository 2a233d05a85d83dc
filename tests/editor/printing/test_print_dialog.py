"""File > Print-and-Play…: the settings, a preview of every page, and Save,
driven through the real window and widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from editor.files import dialogs
from editor.main_window import MainWindow
from editor.printing.dialog import PrintKitDialog
from editor.printing.plan import KitSettings, plan_kit
from engine.pack import load_pack
from engine.paths import MAPS
from tests.editor.driving import open_pack
from tests.editor.test_files import trigger


def open_dialog(qtbot: QtBot, window: MainWindow, map_path: Path) -> PrintKitDialog:
    open_pack(window, load_pack(map_path))
    trigger(window, "file-print-kit")
    dialog = window.findChild(PrintKitDialog, "print-kit")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def save_button(dialog: PrintKitDialog) -> QPushButton:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert button is not None
    return button


def test_preview_shows_every_page_and_follows_the_settings(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_dialog(qtbot, window, MAPS / "one-day-rivertown.yaml")
    pack = window.document.pack
    expected = plan_kit(pack, KitSettings())
    assert dialog.pages.count() == len(expected.pages)
    assert dialog.pages.item(0).text() == "1 Cover"
    assert dialog.pages.item(1).text() == "2 Board A1"
    thumbnail = dialog.pages.item(1).icon().pixmap(150, 150)
    assert not thumbnail.isNull() and thumbnail.width() > 0
    assert not dialog.copies.isEnabled()  # the board is shared: no sheets
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.scale.setValue(2.0)
    larger = plan_kit(pack, KitSettings("letter", 2.0))
    assert dialog.pages.count() == len(larger.pages) > len(expected.pages)
    assert "Letter pages" in dialog.summary.text() and "tiles" in dialog.summary.text()


def test_a_sheet_game_previews_a_sheet_per_player_and_no_board_to_scale(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_dialog(qtbot, window, MAPS / "metro-x-harbour.yaml")
    expected = plan_kit(window.document.pack, KitSettings(copies=4))
    assert dialog.pages.count() == len(expected.pages)
    assert dialog.pages.item(1).text() == "2 Cards"
    assert not dialog.scale.isEnabled() and dialog.copies.isEnabled()
    assert "no board to tile" in dialog.summary.text()
    dialog.copies.setValue(1)
    assert dialog.pages.count() == len(expected.pages) - 3
    sheets = [dialog.pages.item(n).text() for n in range(dialog.pages.count())]
    assert [text.split(" ", 1)[1] for text in sheets if "Sheet" in text] == ["Sheet 1"]


def test_save_writes_the_pdf_the_preview_showed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_dialog(qtbot, window, MAPS / "next-station-london.yaml")
    dialog.copies.setValue(2)
    shown = dialog.pages.count()
    target = tmp_path / "kit.pdf"
    monkeypatch.setattr(dialogs, "choose_kit_path", lambda parent, suggested: target)
    with qtbot.waitSignal(dialog.accepted):
        save_button(dialog).click()
    assert len(PdfReader(target).pages) == shown
    assert f"Saved {target}" in window.statusBar().currentMessage()


def test_a_destination_that_cannot_take_the_file_is_named_before_writing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_dialog(qtbot, window, MAPS / "tube-dice-quick.yaml")
    target = tmp_path / "missing" / "kit.pdf"
    problems: list[str] = []
    monkeypatch.setattr(dialogs, "choose_kit_path", lambda parent, suggested: target)
    monkeypatch.setattr(dialogs, "show_problem", lambda parent, title, text: problems.append(text))
    save_button(dialog).click()
    assert problems == [f"the folder {tmp_path / 'missing'} does not exist"]
    assert dialog.isVisible() and not target.parent.exists()
    dialog.reject()


def test_a_map_whose_rules_cannot_make_a_kit_says_why_and_cannot_be_saved(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    text = (MAPS / "metro-x-harbour.yaml").read_text(encoding="utf-8")
    source = tmp_path / "bad.yaml"
    source.write_text(text + "options:\n  cards: {number-3: -1}\n", encoding="utf-8")
    dialog = open_dialog(qtbot, window, source)
    assert "No kit can be made" in dialog.summary.text()
    assert "number-3 has -1 copies" in dialog.summary.text()
    assert not save_button(dialog).isEnabled()
    assert dialog.pages.count() == 0
    dialog.reject()
