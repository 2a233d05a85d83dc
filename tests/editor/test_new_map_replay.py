"""A new map and its games agree on the lines: a replay draws every Track token in the
colour the map declares for its line, names only the map's lines, and names the
stations by name."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from engine.map.words import connection_name
from tests.editor.new_map_driving import new_map
from tests.editor.playtest_driving import playtest_panel, replay_panel, run_playtest
from tests.editor.test_new_map import draw_city, fill_deck

# colour words a replay could use, declared by the map or not
KNOWN_COLOURS = {name for name in QColor.colorNames() if name.isalpha()}


def test_u2_a_replay_of_a_new_map_draws_its_lines_in_the_maps_colours(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_map(qtbot, window, "underground", "london")
    draw_city(qtbot, window)
    fill_deck(qtbot, window)
    run_playtest(qtbot, playtest_panel(window), games=1, bots=("greedy", "greedy"))
    viewer = replay_panel(qtbot, window)
    viewer.show_step(viewer.slider.maximum())
    declared = {line.name: QColor(line.rgb) for line in window.document.pack.components.lines}
    marks = playtest_panel(window).canvas.replay.marks()
    assert marks, "the greedy seats placed no Track token"
    for item in marks:
        assert item.mark.colour in declared
        assert item.pen().color() == declared[item.mark.colour]
    said: set[str] = set()  # the line colours the replay's words name, step by step
    shown: set[str] = set()  # the replay's words, which name stations as people read them
    for step in range(viewer.slider.maximum() + 1):
        viewer.show_step(step)
        texts = [viewer.action_list.item(i).text() for i in range(viewer.action_list.count())]
        said |= {word for text in texts for word in text.split()} & set(KNOWN_COLOURS)
        shown |= set(texts)
    assert said and said <= set(declared)
    pack = window.document.pack
    ids = {element.id for element in (*pack.stations, *pack.connections)}
    assert not any(word in ids for text in shown for word in re.split(r"[\s/@]", text))
    track = {connection_name(pack, c.id) for c in pack.connections}  # each by its two stations
    assert any(name in text for text in shown for name in track)
