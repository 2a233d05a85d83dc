"""Where the data installed beside the code lives, in a checkout and in an install alike."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
MAPS = ROOT / "maps"


def is_bundled(path: Path) -> bool:
    """Whether a file is one of the bundled maps: starting points that are never
    written over (a copy is saved elsewhere)."""
    return path.resolve().is_relative_to(MAPS.resolve())
