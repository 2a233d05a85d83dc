"""An imported network made a draft that plays, shared by both importers, their
commands and the editor: laid out as a schematic where asked (a family whose sheet
is a lattice gets its lattice unasked), then drafted by its family
(`Ruleset.draft`), with the one list of what was guessed and the layout's figures.

The layout comes first so that what a family places by the stations (Next
Station's districts, the dice game's zones) is drawn around where they end up,
and a lattice is never laid out twice."""

from __future__ import annotations

from dataclasses import dataclass

from engine.layout import lay_out
from engine.map.model import MapPack
from engine.rules.base import Ruleset

GRID = "grid"  # the layout style of a sheet whose stations sit on a lattice
LATTICE = "stations on a lattice, guides along its 8 directions"


@dataclass(frozen=True)
class Drafted:
    pack: MapPack
    guessed: tuple[str, ...] = ()  # what the family guessed, a short phrase each
    figures: tuple[str, ...] = ()  # the schematic layout's, a line each; () when not laid out

    def words(self) -> str:
        """The list in one line, "" when nothing was guessed."""
        return f"guessed: {'; '.join(self.guessed)}" if self.guessed else ""


def drafted(network: MapPack, ruleset: Ruleset | None, style: str | None = None) -> Drafted:
    """`network` laid out in `style` (engine/layout; None: a lattice family's
    lattice, else where the data places it) and drafted by `ruleset` (unchanged
    for a family not installed here)."""
    guessed: tuple[str, ...] = ()
    if style is None and ruleset is not None and ruleset.layout_style == GRID:
        style, guessed = GRID, (LATTICE,)
    figures: tuple[str, ...] = ()
    if style is not None:
        laid = lay_out(network, style)
        network, figures = laid.pack, tuple(laid.figures.lines())
    if ruleset is None:
        return Drafted(network, guessed, figures)
    pack = ruleset.draft(network)
    return Drafted(pack, (*guessed, *ruleset.guesses(network, pack)), figures)
