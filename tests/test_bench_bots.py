"""The bots' benchmark (benchmarks/bench_bots.py) runs: its quick mode plays every
match and prints each figure with its interval. Its goals are judged on a full
run outside the suite."""

from __future__ import annotations

import subprocess
import sys

from benchmarks.bench_bots import MATCHES, cost, seat_cost
from engine.paths import ROOT


def test_the_quick_run_plays_every_match_and_prints_intervals() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench_bots", "--quick"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == [match.name for match in MATCHES]
    for line, match in zip(lines, MATCHES, strict=True):
        if match.judge not in (cost, seat_cost):
            assert "[" in line and "]" in line, line
        assert "MISSED" not in line and " met" not in line  # no verdict on a quick run
