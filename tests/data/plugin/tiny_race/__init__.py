"""Tiny Race: one or two runners race to the face-up destination (rules T1-T4).

The smallest complete rule family, installed as a plug-in: its package
metadata declares `tiny-race = tiny_race:RULESET` in the `tracksmith.rulesets`
entry-point group, and nothing in Tracksmith names it.

T1  Every runner starts on the map's start station. The destination deck is
    shuffled and its top card turned face up: the destination.
T2  On a turn a seat moves its runner along one connection (or stays, on a
    station with none).
T3  A runner that arrives at the destination scores 1 point, and the next card
    is turned face up.
T4  The game ends when `destinations` cards have been scored or the deck is
    out, or after `rounds` turns per seat. Most points wins; a tie is shared.
T5  (for the journey checker, not played) A journey is four stops, each joined
    to the one before by a connection, none twice; a leg rides the line of a
    route along its connection, or the plain track.
T6  (for the map's fields, not played) A station may name the landmark that stands
    there; a route may have a fare, at most one coin per stop it leaves.
"""

from tiny_race.ruleset import TinyRaceRuleset

RULESET = TinyRaceRuleset()

__all__ = ["RULESET", "TinyRaceRuleset"]
