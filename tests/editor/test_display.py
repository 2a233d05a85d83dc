"""Starting the editor where Qt cannot show a window: a message, never Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.display import NO_DISPLAY, startup_problem, use_offscreen_without_display
from tests.command_process import run_tracksmith
from tests.editor.test_app import write_mini

LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks Linux displays")


def _found(name: str) -> str | None:
    return f"lib{name}.so"


def _headless_env() -> dict[str, str]:
    gone = {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    return {key: value for key, value in os.environ.items() if key not in gone}


def _tracksmith(*args: str) -> subprocess.CompletedProcess[str]:
    return run_tracksmith(*args, environment=_headless_env())


@LINUX
def test_no_display_says_what_to_set() -> None:
    assert startup_problem({}, _found) == NO_DISPLAY
    assert "QT_QPA_PLATFORM=offscreen" in NO_DISPLAY


@LINUX
def test_missing_xcb_cursor_names_the_package_to_install() -> None:
    def no_cursor(name: str) -> str | None:
        return None if name == "xcb-cursor" else _found(name)

    problem = startup_problem({"DISPLAY": ":0"}, no_cursor)
    assert problem is not None
    assert "libxcb-cursor0" in problem and "apt install libxcb-cursor0" in problem
    assert startup_problem({"DISPLAY": ":0"}, _found) is None


@LINUX
def test_a_wayland_session_or_a_chosen_platform_skips_the_x11_libraries() -> None:
    def nothing(name: str) -> str | None:
        return None

    assert startup_problem({"WAYLAND_DISPLAY": "wayland-0"}, nothing) is None
    assert startup_problem({"QT_QPA_PLATFORM": "offscreen"}, nothing) is None
    assert startup_problem({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, nothing) is not None


@LINUX
def test_offscreen_is_chosen_only_without_display_and_without_a_choice() -> None:
    bare: dict[str, str] = {}
    assert use_offscreen_without_display(bare) and bare["QT_QPA_PLATFORM"] == "offscreen"
    chosen = {"QT_QPA_PLATFORM": "xcb"}
    assert not use_offscreen_without_display(chosen) and chosen["QT_QPA_PLATFORM"] == "xcb"
    desktop = {"DISPLAY": ":0"}
    assert not use_offscreen_without_display(desktop) and "QT_QPA_PLATFORM" not in desktop


@LINUX
def test_the_editor_without_a_display_exits_with_the_message(tmp_path: Path) -> None:
    result = _tracksmith("edit", str(write_mini(tmp_path)))
    assert result.returncode == 2
    assert result.stderr.strip() == NO_DISPLAY
    assert "Traceback" not in result.stderr


@LINUX
def test_a_screenshot_needs_no_display(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    result = _tracksmith("edit", str(write_mini(tmp_path)), "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")
