"""Where the data installed beside the code lives, in a checkout and in an install alike."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
MAPS = ROOT / "maps"
