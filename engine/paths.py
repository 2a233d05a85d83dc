"""Where the data installed beside the code lives, in a checkout and in an install alike."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
MAPS = ROOT / "maps"
# What `tracksmith` opens with no map named; its ruleset is the one an empty map
# or an import starts under, so no code has to name a rule family.
DEFAULT_MAP = MAPS / "london.yaml"


def is_bundled(path: Path) -> bool:
    """Whether a file is one of the bundled maps: starting points that are never
    written over (a copy is saved elsewhere)."""
    return path.resolve().is_relative_to(MAPS.resolve())
