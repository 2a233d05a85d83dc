"""The results panel judges the games before any figure: a design whose games do
not play says so above the seats, and balance counts only the games that finished."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.playtest import session as session_module
from engine.pack import load_pack, save_pack
from engine.paths import MAPS
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest, set_up


def test_games_nobody_won_make_a_broken_design_not_a_balance(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """O5: one turn each is too few for any rack to become a journey."""
    rivertown = load_pack(MAPS / "one-day-rivertown.yaml")
    path = save_pack(
        replace(rivertown, options={**rivertown.options, "max_turns": 1}), tmp_path / "short.yaml"
    )
    window.set_document(MapDocument.open(path))
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4, bots=("greedy",) * 3)
    shown = panel.results.verdicts
    assert shown.isVisibleTo(panel)
    assert shown.text().startswith("<b>Broken design:</b> 4 of 4 games were cut short: no rack")
    assert "#d9534f" in shown.styleSheet()  # red, not the stale notice's yellow
    assert panel.results.figures.text().startswith("Balance: none to measure")
    assert panel.results.seats.cell_text(0, "Win rate [95%]").startswith("0% ")


def test_games_that_play_show_no_verdict_and_an_even_balance_line(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4, bots=("greedy",) * 2)
    assert not panel.results.verdicts.isVisibleTo(panel)
    assert panel.results.figures.text().startswith("Balance ")
    assert "games that finished" not in panel.results.figures.text()


def test_a_run_expected_in_seconds_that_brings_no_game_back_stops_itself(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trial's dice sheet sat at "0 / 100 games" for 11 minutes after an estimate
    of 3 s. Here random bots on One Day with a turn limit of 100,000 make no journey,
    so each game runs to the limit (most of a second, against an expected hundredth),
    and the run stops itself; the quiet spell is shortened for the test, well below
    one such game."""
    monkeypatch.setattr(session_module, "STALL_S", 0.25)
    rivertown = load_pack(MAPS / "one-day-rivertown.yaml")
    endless = replace(rivertown, options={**rivertown.options, "max_turns": 100_000})
    window.set_document(MapDocument.open(save_pack(endless, tmp_path / "endless.yaml")))
    panel = playtest_panel(window)
    set_up(panel, games=4, bots=("random",) * 3)
    with qtbot.waitSignal(panel.session.failed, timeout=30_000) as failed:
        panel.session.start(panel.settings(), game_s=0.001)
    assert failed.args[0].startswith("Stopped: no game finished in ")
    assert "where a game was expected to take" in failed.args[0]
    assert "may never end" in failed.args[0]
    assert panel.problem.text() == failed.args[0] and not panel.session.running
    assert panel.run_button.isEnabled()
