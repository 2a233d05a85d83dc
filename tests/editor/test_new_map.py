"""File > New: the rules, variant and board are asked for, the map starts from its
family's defaults, and drawing it and filling its deck is all it takes to play."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.validation import CODE_ROLE, ELEMENTS_ROLE
from engine.families.underground import fields as underground
from engine.rules import get_ruleset, rulesets
from tests.editor.driving import click, drag, use_tool
from tests.editor.new_map_driving import (
    CITY,
    choose,
    draw_city,
    fill_deck,
    name_map,
    new_map,
    open_new_map,
    press,
    settled_findings,
    settled_validation,
    type_size,
)


def test_new_offers_every_installed_family_with_its_variants(
    qtbot: QtBot, window: MainWindow
) -> None:
    before = window.document
    dialog = open_new_map(qtbot, window)
    family = dialog.findChild(QComboBox, "new-map-family")
    variant = dialog.findChild(QComboBox, "new-map-variant")
    assert family is not None and variant is not None
    offered = [(family.itemText(i), family.itemData(i)) for i in range(family.count())]
    assert offered == [(ruleset.title, ruleset.name) for ruleset in rulesets()]
    assert family.currentData() == before.pack.ruleset  # the rules of the map in hand
    for ruleset in rulesets():
        choose(dialog, "new-map-family", ruleset.name)
        variants = [variant.itemData(i) for i in range(variant.count())]
        assert variants == ["", *sorted(ruleset.presets)]
        assert variant.isEnabled() == bool(ruleset.presets)
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert window.document is before  # cancelled: the map in hand stays


def test_a_new_map_starts_from_its_familys_defaults(qtbot: QtBot, window: MainWindow) -> None:
    new_map(qtbot, window, "underground", "berlin", (2400, 1800))
    pack = window.document.pack
    assert (pack.ruleset, pack.variant, pack.canvas) == ("underground", "berlin", (2400, 1800))
    assert pack.stations == () and not window.isWindowModified()
    lines = pack.components.lines
    assert len(lines) == 11 and all(line.rgb and line.tokens in (15, 20) for line in lines)
    assert sorted(underground.SCORE_TILES.of(pack.components)) == [
        2,
        3,
        4,
        5,
    ]  # U2: every table the box seats
    new_map(qtbot, window, "next-station", "tokyo")
    pack = window.document.pack
    assert (pack.ruleset, pack.variant) == ("next-station", "tokyo")
    assert [line.name for line in pack.components.lines] == ["purple", "blue", "pink", "green"]


def test_every_family_starts_with_what_its_games_read(qtbot: QtBot, window: MainWindow) -> None:
    """A family's defaults are the map's from the start: the games find nothing to add."""
    for ruleset in rulesets():
        new_map(qtbot, window, ruleset.name)
        pack = window.document.pack
        assert get_ruleset(pack.ruleset).defaults(pack) == pack, ruleset.name


def test_a_new_map_has_no_errors_once_drawn_and_its_deck_filled(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_map(qtbot, window, "underground", "london")
    draw_city(qtbot, window)
    errors = {code for severity, code in settled_findings(qtbot, window) if severity == "error"}
    assert errors == {"deck-empty", "no-start-station"}  # U13: what the fill deals
    fill_deck(qtbot, window)
    # U14: five cards, one per station but the start, run out in the first round
    [short] = settled_validation(qtbot, window).findings
    assert (short.severity, short.code) == ("warning", "deck-short")
    assert "5 cards runs out too soon: a game of 4 players lasts about 1 round" in short.message
    pack = window.document.pack
    assert set(short.elements) == {card.station for card in pack.deck}
    start = pack.start_station()
    assert start is not None and start.pos == CITY[1]  # the best-connected station
    assert len(pack.deck) == len(CITY) - 1
    window.document.undo_stack.undo()  # the fill, start flag and all, is one step
    assert window.document.pack.start_station() is None and window.document.pack.deck == ()


def test_validation_names_the_stations_drawn_and_keeps_their_ids_to_select(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_map(qtbot, window, "underground")
    use_tool(window, "station")
    for x, y in [(200, 200), (400, 400), (200, 400), (400, 200)]:
        click(qtbot, window, x, y)
    use_tool(window, "connection")
    drag(qtbot, window, (200, 200), (400, 400))
    drag(qtbot, window, (200, 400), (400, 200))
    panel = settled_validation(qtbot, window)
    rows = [panel.list.item(i) for i in range(panel.list.count())]
    [crossing] = [row for row in rows if row.data(CODE_ROLE) == "crossing-connections"]
    assert crossing.text().startswith(
        "connections 'Station 1\u2013Station 2' and 'Station 3\u2013Station 4' cross"
    )
    assert crossing.data(ELEMENTS_ROLE) == ["station-1~station-2", "station-3~station-4"]


def test_new_asks_for_the_name_the_kit_prints_and_says_the_board_size_on_paper(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The name lands on the kit's cover, cards and sheets: OK waits for one."""
    dialog = open_new_map(qtbot, window)
    buttons = dialog.findChild(QDialogButtonBox, "new-map-buttons")
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    printed = dialog.findChild(QLabel, "new-map-printed")
    assert printed is not None
    assert "1600 px" not in printed.text() and "564 x 423 mm" in printed.text()
    assert "on 8 A4 pages" in printed.text()  # London's size, tiled as the kit tiles it
    type_size(qtbot, dialog, "new-map-width", 500)
    type_size(qtbot, dialog, "new-map-height", 400)
    assert "176 x 141 mm" in printed.text() and "on 1 A4 page;" in printed.text()
    assert not ok.isEnabled()
    name_map(qtbot, dialog, "   ")
    assert not ok.isEnabled()  # blanks are no name
    name_map(qtbot, dialog, "  Crown   Cross ")
    assert ok.isEnabled()
    choose(dialog, "new-map-family", "tube-dice")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    pack = window.document.pack
    assert (pack.name, pack.id, pack.ruleset) == ("Crown Cross", "crown-cross", "tube-dice")
    assert pack.canvas == (500, 400)
