"""Can Qt show a window here? Asked before the application object exists,
because Qt aborts the whole process (no exception to catch) when it cannot
reach a display or load its platform plugin.

Qt-free on purpose: the test suite asks it too, before any Qt import.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, MutableMapping
from ctypes.util import find_library

OFFSCREEN = "offscreen"

# The libraries Qt's xcb plugin loads on Linux that desktop installs most
# often lack, with the Debian/Ubuntu package that brings each.
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
}

NO_DISPLAY = (
    "Tracksmith cannot open a window: there is no display (neither DISPLAY nor "
    "WAYLAND_DISPLAY is set). Run it on a desktop, or set QT_QPA_PLATFORM=offscreen "
    "to work without one (tracksmith edit MAP --screenshot PNG renders the window "
    "to a file)."
)


def has_display(environ: MutableMapping[str, str]) -> bool:
    """Whether a window could be shown: always off Linux, where Qt finds its own."""
    if not sys.platform.startswith("linux"):
        return True
    return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def use_offscreen_without_display(environ: MutableMapping[str, str] = os.environ) -> bool:
    """Choose Qt's offscreen platform when nothing else was chosen and there is no
    display; True when it did. A platform the user set is never overridden."""
    if environ.get("QT_QPA_PLATFORM") or has_display(environ):
        return False
    environ["QT_QPA_PLATFORM"] = OFFSCREEN
    return True


def startup_problem(
    environ: MutableMapping[str, str] = os.environ,
    locate: Callable[[str], str | None] = find_library,
) -> str | None:
    """Why the editor's window cannot start here, in words that say what to
    install or set; None when nothing is known to stop it."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform.startswith(OFFSCREEN) or platform == "minimal":
        return None
    if not platform and not has_display(environ):
        return NO_DISPLAY
    if not sys.platform.startswith("linux") or not _uses_xcb(platform, environ):
        return None
    missing = [package for name, package in XCB_LIBRARIES.items() if locate(name) is None]
    if not missing:
        return None
    return (
        f"Tracksmith cannot open a window: Qt's X11 support needs the system "
        f"librar{'y' if len(missing) == 1 else 'ies'} {', '.join(missing)}. Install "
        f"{'it' if len(missing) == 1 else 'them'} (on Debian or Ubuntu: sudo apt install "
        f"{' '.join(missing)}), or set QT_QPA_PLATFORM=offscreen to work without a window."
    )


def _uses_xcb(platform: str, environ: MutableMapping[str, str]) -> bool:
    if platform:
        return platform.startswith("xcb")
    # Unset: Qt takes Wayland in a Wayland session, X11 otherwise.
    return not environ.get("WAYLAND_DISPLAY")
