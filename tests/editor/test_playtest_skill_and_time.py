"""The playtest dock offers every bot, says before Run how long the run will take
(and how long is left while it runs), and says in a sentence how much skill
matters on the map."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.playtest.estimate import SAMPLING, about, duration, expected, run_seconds
from editor.playtest.settings import RunSettings
from editor.playtest.skill_words import skill_sentence
from engine.rules import get_ruleset
from engine.sim.bots import bot_names
from engine.sim.play import Matchup
from engine.sim.report import build_report
from engine.sim.runner import run_local
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest, set_up

SAMPLE_TIMEOUT_MS = 30_000


def test_every_seat_offers_every_bot(window: MainWindow) -> None:
    panel = playtest_panel(window)
    for combo in panel.bots:
        assert [combo.itemText(i) for i in range(combo.count())] == list(bot_names())


def test_a_mixed_run_says_how_much_skill_matters(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=16, bots=("greedy", "random"), jobs=1)
    pack = window.document.pack
    games = run_local(Matchup(pack, ("greedy", "random")), range(16)).results
    names = get_ruleset(pack.ruleset).source_names
    figure = build_report(pack, ("greedy", "random"), 0, {}, games, 1.0, names)["skill_matters"]
    low, high = figure["ahead_ci"]
    assert figure["stronger"] == "greedy" and low > 0.5
    sentence = panel.results.skill.text()
    assert re.fullmatch(
        rf"Skill matters[a-z ]*: greedy finishes ahead of random {figure['ahead']:.0%} of the "
        rf"time \(95% interval {low:.0%} to {high:.0%}\)\.",
        sentence,
    ), sentence
    assert panel.results.skill.isVisibleTo(panel)


def test_a_run_of_one_bot_asks_for_different_bots(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=3, bots=("greedy", "greedy"), jobs=1)
    assert panel.results.skill.text() == (
        "Put different bots in the seats to see how much skill matters here."
    )


def test_the_panel_says_how_long_a_run_takes_before_and_while_it_runs(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    panel = playtest_panel(window)
    greedy = ("greedy",) * 3
    set_up(panel, games=40, bots=greedy, jobs=2)
    assert panel.estimate.text() == SAMPLING  # no game of these bots timed yet
    qtbot.waitUntil(lambda: panel.estimate.text().startswith("Expected"), timeout=SAMPLE_TIMEOUT_MS)
    cost = panel.timing.cost(greedy)
    assert cost is not None and cost > 0
    assert f"{about(run_seconds(cost, 40, 2))} for 40 games" in panel.estimate.text()

    panel.games.setValue(400)  # the lineup is timed: the estimate follows at once
    assert f"{about(run_seconds(cost, 400, 2))} for 400 games" in panel.estimate.text()
    panel.bots[1].setCurrentText("random")  # a new lineup is timed anew
    assert panel.estimate.text() == SAMPLING
    panel.bots[1].setCurrentText("greedy")

    said: list[str] = []
    panel.session.progress.connect(lambda done, total: said.append(panel.estimate.text()))
    run_playtest(qtbot, panel, games=200, bots=greedy, jobs=2)
    during = [text for text in said if " left (" in text]
    assert during, said
    assert all(re.fullmatch(r"About .+ left \(\d+ of 200 games in .+\)\.", t) for t in during)
    report = panel.session.current.report
    learned = panel.timing.cost(greedy)
    assert learned == report["elapsed_s"] / 100  # 200 games on two workers
    assert panel.estimate.text().startswith(f"Expected time: {about(200 * learned / 2)}")


def test_a_run_of_under_a_second_is_not_about_under_a_second() -> None:
    settings = RunSettings(bots=("greedy",) * 2, games=10, seed=0, jobs=2)
    assert expected(0.01, settings) == (
        "Expected time: under a second for 10 games (a game takes under a second)."
    )
    assert expected(3.0, settings).startswith("Expected time: about 15 s for 10 games")


def test_durations_read_as_a_designer_says_them() -> None:
    assert [duration(s) for s in (0.04, 1.4, 42, 59.6, 150, 3600, 4900)] == [
        "under a second",
        "1 s",
        "42 s",
        "1 min",
        "2 min",
        "1 h",
        "1 h 22 min",
    ]


def test_a_solo_run_points_to_the_ladder(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "next-station-london.yaml")
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2, bots=("greedy",), jobs=1)
    assert panel.results.skill.text() == (
        "A solo run cannot show how much skill matters; the command tracksmith ladder "
        "MAP --players 1 compares the bots on the same deals."
    )


def figure(ahead: float, low: float, high: float) -> dict:
    return {"stronger": "montecarlo", "weaker": "greedy", "ahead": ahead, "ahead_ci": [low, high]}


def test_the_sentence_grades_the_share_and_owns_up_to_too_few_games() -> None:
    def said(ahead: float, low: float, high: float) -> str:
        return skill_sentence({"players": 3, "skill_matters": figure(ahead, low, high)})

    assert said(0.9, 0.8, 0.95).startswith("Skill matters a lot here: montecarlo finishes ahead")
    assert said(0.72, 0.6, 0.8).startswith("Skill matters here: ")
    assert said(0.62, 0.55, 0.7).startswith("Skill matters somewhat here: ")
    assert said(0.56, 0.52, 0.6).startswith(
        "Skill matters only a little here; luck decides most games: "
    )
    assert said(0.58, 0.45, 0.7) == (
        "Too few games to tell whether skill matters here: montecarlo finished ahead of greedy "
        "58% of the time (95% interval 45% to 70%); run more games."
    )
