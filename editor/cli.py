"""The `tracksmith` console command: the engine's commands plus the editor's.

Qt is imported only when an editor command runs, and a command's module only
when it is chosen, so `tracksmith validate` starts fast and works where Qt
cannot.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from editor.subcommands import EDITOR_COMMANDS
from engine.cli import main as engine_main
from engine.commands import COMMANDS


def main(argv: Sequence[str] | None = None) -> int:
    return engine_main(argv, (*COMMANDS, *EDITOR_COMMANDS), default=_open_editor)


def _open_editor() -> int:
    from editor.subcommands.edit import open_editor

    return open_editor(None)


if __name__ == "__main__":
    sys.exit(main())
