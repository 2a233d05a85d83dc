"""Progress off a terminal: a run of many minutes says how far it is now and then."""

from __future__ import annotations

import io

import pytest

from engine.sim import progress
from engine.sim.progress import ProgressBar


def test_off_a_terminal_a_line_now_and_then_none_in_a_short_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log = io.StringIO()
    bar = ProgressBar(log)
    bar(3, 10)
    assert log.getvalue() == ""  # within the first quiet spell
    monkeypatch.setattr(progress, "QUIET_EVERY_S", 0.0)
    bar(4, 10)
    bar(10, 10)  # the run's own output follows the last game: no line for it
    lines = log.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("4/10 games, about ")
    assert lines[0].endswith(" s left")
