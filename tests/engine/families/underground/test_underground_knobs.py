"""On the Underground's knobs for `tracksmith suggest` (engine/families/underground/knobs.py)."""

from __future__ import annotations

from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

RULESET = get_ruleset("underground")


def test_u13_the_start_moves_to_a_neighbour_or_a_hub_and_stays_the_only_start() -> None:
    pack = load_pack(MAPS / "tutorial.yaml")
    moves = [c for c in RULESET.knobs(pack) if c.knob == "start"]
    assert moves and moves[0].words.startswith("move the start from Central to ")
    for move in moves:
        moved = move.apply(pack)
        starts = [s.id for s in moved.stations if s.has("start")]
        assert starts == [move.elements[1]]
        assert pack.start_station() is not None and pack.start_station().id == "central"


def test_u4_lanes_at_the_start_stay_from_one_to_three() -> None:
    pack = load_pack(MAPS / "london.yaml")
    for change in (c for c in RULESET.knobs(pack) if c.knob == "lanes"):
        [connection] = [c for c in change.apply(pack).connections if c.id == change.elements[0]]
        before = next(c for c in pack.connections if c.id == connection.id)
        assert connection.lanes in (1, 2, 3) and abs(connection.lanes - before.lanes) == 1
        assert f"({connection.lanes} in all)" in change.words
