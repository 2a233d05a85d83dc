"""Sets of small integers as int bitmasks: the rule families keep nodes, lines and
guides this way so a game state copies in microseconds."""

from collections.abc import Iterable


def bits(mask: int) -> list[int]:
    """The positions of the set bits of `mask`, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def mask_of(positions: Iterable[int]) -> int:
    """The mask with the bits of `positions` set: the inverse of `bits`."""
    mask = 0
    for position in positions:
        mask |= 1 << position
    return mask
