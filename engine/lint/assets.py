"""The files a pack names beside itself: findings for `tracksmith validate`.

Unlike the other lint rules these need the pack's folder as well as the pack,
so the command runs them for a pack read from disk. A path that leads out of
the folder breaks the format's promise that a pack travels with its folder, so
it is an error; an image that is missing or unreadable only leaves the
designer without a tracing aid, so it is a warning.
"""

from __future__ import annotations

from pathlib import Path

from engine.lint.finding import Finding, error, warning
from engine.map.model import MapPack
from engine.pack.assets import shown
from engine.pack.images import background_problem


def asset_findings(pack: MapPack, folder: Path) -> list[Finding]:
    """Findings about the background image of `pack`, read from `folder`."""
    if pack.background is None:
        return []
    problem = background_problem(pack.background.path, folder)
    if problem is None:
        return []
    report = error if problem.kind == "outside" else warning
    message = f"background.path '{shown(pack.background.path)}': {problem.reason}"
    return [report(f"background-{problem.kind}", [], message)]
