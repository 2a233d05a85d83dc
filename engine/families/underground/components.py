"""The On the Underground box contents an imported map starts with (U2).

Player lines are the game's eleven Track-token colours, not the real city's
lines: the data set's line colours say nothing about who builds what.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from engine.families.underground.fields import SCORE_TILES
from engine.map.model import Components, LineColour, MapPack

TOKEN_COLOURS = (
    LineColour("red", 20, "#d7263d"),
    LineColour("black", 20, "#1b1b1b"),
    LineColour("yellow", 20, "#f5c400"),
    LineColour("blue", 20, "#1e5bc6"),
    LineColour("purple", 20, "#7a3b9e"),
    LineColour("pink", 15, "#f08cc0"),
    LineColour("orange", 15, "#f07f1a"),
    LineColour("green", 15, "#2e9b45"),
    LineColour("brown", 15, "#8a5a2e"),
    LineColour("white", 15, "#f4f4f0"),
    LineColour("grey", 15, "#8f9499"),
)

# U2: how many lines one player owns, by player count.
LINES_PER_PLAYER = {2: 4, 3: 3, 4: 2, 5: 2}


def deal_score_tiles(
    lines: Sequence[LineColour], players: int, per_player: int
) -> tuple[tuple[str, ...], ...]:
    """One tile per player, every tile with the same mix of token counts.

    Of the mixes the colours allow (each player `k` lines of 20 tokens and
    `per_player - k` of 15, say), the one giving the most tokens is dealt, so
    every player starts with the same supply, as large as the box allows.
    Raises ValueError when no mix gives every player the same number of lines
    (too few colours for the players).
    """
    sizes = sorted({line.tokens for line in lines}, reverse=True)
    groups = [[line.name for line in lines if line.tokens == size] for size in sizes]
    mixes = [
        mix
        for mix in itertools.product(range(per_player + 1), repeat=len(groups))
        if sum(mix) == per_player
        and all(players * n <= len(group) for n, group in zip(mix, groups, strict=True))
    ]
    if not mixes:
        raise ValueError(
            f"{len(lines)} line colours cannot give {players} players {per_player} lines each"
        )
    best = max(mixes, key=lambda mix: sum(n * size for n, size in zip(mix, sizes, strict=True)))
    return tuple(
        tuple(
            name
            for n, group in zip(best, groups, strict=True)
            for name in group[player * n : (player + 1) * n]
        )
        for player in range(players)
    )


def default_components() -> Components:
    tiles = {
        players: deal_score_tiles(TOKEN_COLOURS, players, per_player)
        for players, per_player in LINES_PER_PLAYER.items()
    }
    return SCORE_TILES.put(Components(lines=TOKEN_COLOURS), tiles)


def with_default_components(pack: MapPack) -> MapPack:
    """The pack with the box's line colours and an even deal of score tiles (U2)
    when it has no line colours of its own (a map just imported, say)."""
    if pack.components.lines:
        return pack
    box = default_components()
    components = replace(pack.components, lines=box.lines)
    return replace(pack, components=SCORE_TILES.put(components, SCORE_TILES.of(box)))
