"""The Open Recent list: most recent first, at most ten, kept in the user's settings.

A file moved or deleted since is left out when the list is read, so the menu
never offers a map that cannot open.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

KEY = "files/recent"
LIMIT = 10


def settings() -> QSettings:
    """The user's settings; tests point this at a scratch file."""
    return QSettings()


def recent_files() -> list[Path]:
    stored = settings().value(KEY, [], list)
    paths = [Path(str(name)) for name in stored] if isinstance(stored, list) else []
    return [path for path in paths if path.exists()][:LIMIT]


def remember(path: Path) -> None:
    """Put `path` at the top of the list."""
    path = path.absolute()
    rest = [p for p in recent_files() if p != path]
    settings().setValue(KEY, [str(p) for p in [path, *rest][:LIMIT]])
