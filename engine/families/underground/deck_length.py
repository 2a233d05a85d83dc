"""How many rounds the destination deck lasts (U13, U14), so a deck too short for
a game is named before a playtest shows it.

The length follows from the cards' kinds alone: 4 start face up; after each
turn the Passenger takes one card of each kind face up (Express then Standard),
or any two under the `two-moves` option; the row refills, and the round in
which it cannot ends the game. Every destination can be walked to (other rules
see to it), so the only chance is the shuffle: the estimate is the median over
a fixed set of shuffles, the same every time the map is checked.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from statistics import median_low

from engine.families.underground.options import TWO_MOVES, resolve_options
from engine.lint.finding import Finding, warning
from engine.map.model import MapPack
from engine.map.words import count
from engine.rules.options import OptionError

USUAL_ROUNDS = (3, 40)  # a full game on a playable map (18 cards, 4 seats: 3)
PLAYER_COUNTS = (2, 3, 4, 5)  # U2: the box seats 2 to 5
DEFAULT_PLAYERS = 4  # the seats a playtest deals unless told otherwise
FACE_UP = 4  # U13
SHUFFLES = 31


def rounds_lasted(kinds: Sequence[str], players: int, two_moves: bool) -> int:
    """Rounds every seat plays when the deck is dealt in this order (top card last)."""
    deck = list(kinds)
    face_up = [deck.pop() for _ in range(min(FACE_UP, len(deck)))]
    turns = 0
    while True:
        turns += 1
        if two_moves:
            del face_up[:2]
        else:
            for kind in ("express", "standard"):
                if kind in face_up:
                    face_up.remove(kind)
        while len(face_up) < FACE_UP and deck:
            face_up.append(deck.pop())
        if len(face_up) < FACE_UP:  # U14: the round in which the refill fails is the last
            return -(-turns // players)


def estimated_rounds(kinds: Sequence[str], players: int, two_moves: bool) -> int:
    rng = random.Random(0)
    played = []
    for _ in range(SHUFFLES):
        order = list(kinds)
        rng.shuffle(order)
        played.append(rounds_lasted(order, players, two_moves))
    return median_low(played)  # an odd count of shuffles: the middle one


def _enough(kinds: Sequence[str], players: int, two_moves: bool) -> int:
    """About how many cards, the deck's mix of kinds kept, last the usual rounds."""
    low, high = len(kinds), FACE_UP + 2 * USUAL_ROUNDS[0] * players
    while low < high:
        middle = (low + high) // 2
        grown = [kinds[i % len(kinds)] for i in range(middle)]
        if estimated_rounds(grown, players, two_moves) >= USUAL_ROUNDS[0]:
            high = middle
        else:
            low = middle + 1
    return low


def deck_short(pack: MapPack) -> Iterator[Finding]:
    """U13, U14: a deck that runs out within fewer rounds than a game usually lasts."""
    kinds = [card.kind for card in pack.deck for _ in range(card.copies)]
    fewest = USUAL_ROUNDS[0]
    if not kinds:
        return  # reported by the deck rule
    try:
        two_moves = resolve_options(pack).passenger == TWO_MOVES
    except OptionError:
        return  # reported by the options rule
    estimates = {p: estimated_rounds(kinds, p, two_moves) for p in PLAYER_COUNTS}
    short = {players: rounds for players, rounds in estimates.items() if rounds < fewest}
    if DEFAULT_PLAYERS not in short:
        return  # a deck for a game of few seats
    others = ", ".join(
        f"{count(p, 'player')}: {r:g}" for p, r in estimates.items() if p != DEFAULT_PLAYERS
    )
    takes = "2" if two_moves else "1 or 2 (one of each kind face up)"
    needed = _enough(kinds, DEFAULT_PLAYERS, two_moves)
    stations = dict.fromkeys(card.station for card in pack.deck)
    yield warning(
        "deck-short",
        stations,
        f"the destination deck of {count(len(kinds), 'card')} runs out too soon: a game of "
        f"{DEFAULT_PLAYERS} players lasts about {count(short[DEFAULT_PLAYERS], 'round')} "
        f"({others}), where On the Underground usually lasts "
        f"{fewest}-{USUAL_ROUNDS[1]} rounds. {FACE_UP} cards start face up, the Passenger takes "
        f"{takes} a turn (U13), and the game ends with the round in which the deck cannot "
        f"refill the row (U14). About {needed} cards would last {fewest} rounds with "
        f"{DEFAULT_PLAYERS} players: raise the copies of these stations' cards or add cards",
    )
