"""The real `tracksmith` command in a fresh process, for what only a new process shows:
how it starts without a display, which rule families it finds installed, what becomes
of a run whose worker process is killed."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping

from engine.paths import ROOT


def run_tracksmith(*args: str, environment: Mapping[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "editor.cli", *args],
        cwd=ROOT,
        env=dict(environment),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def start_tracksmith(*args: str) -> subprocess.Popen[str]:
    """The command running in the background, for a test that acts on it mid-run."""
    return subprocess.Popen(
        [sys.executable, "-m", "engine.cli", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
