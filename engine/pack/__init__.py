"""The map pack format: read, check, migrate and write."""

from engine.pack.encode import dump_pack
from engine.pack.errors import PackError, Problem
from engine.pack.io import load_pack, parse_pack, save_pack

__all__ = ["PackError", "Problem", "dump_pack", "load_pack", "parse_pack", "save_pack"]
