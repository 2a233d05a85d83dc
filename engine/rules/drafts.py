"""An imported network made a draft that plays, and the one list of what was
guessed to make it, shared by both importers, their commands and the editor."""

from __future__ import annotations

from dataclasses import dataclass

from engine.map.model import MapPack
from engine.rules.base import Ruleset


@dataclass(frozen=True)
class Drafted:
    pack: MapPack
    guessed: tuple[str, ...] = ()  # what the family guessed, a short phrase each

    def words(self) -> str:
        """The list in one line, "" when nothing was guessed."""
        return f"guessed: {'; '.join(self.guessed)}" if self.guessed else ""


def drafted(network: MapPack, ruleset: Ruleset | None) -> Drafted:
    """`network` as `ruleset` drafts it (unchanged for a family not installed here)."""
    if ruleset is None:
        return Drafted(network)
    pack = ruleset.draft(network)
    return Drafted(pack, ruleset.guesses(network, pack))
