"""Every rule family offers knobs on its bundled maps, each a change that validates,
and `suggest` runs on one bundled map of each."""

from __future__ import annotations

import pytest

from engine.map.model import MapPack
from engine.map.words import element_name
from engine.pack import load_pack
from engine.rules import get_ruleset, lint, rulesets
from engine.suggest.candidates import playable
from engine.suggest.search import Budget
from tests.conftest import bundled_maps
from tests.engine.suggest.helpers import search

BUILT_IN = ("metro-x", "next-station", "one-day", "tube-dice", "underground")


def first_map(ruleset: str) -> MapPack:
    """The family's smallest bundled map, so its games are quick."""
    packs = [load_pack(m) for m in bundled_maps()]
    return min((p for p in packs if p.ruleset == ruleset), key=lambda p: len(p.stations))


def test_every_installed_family_is_covered_here() -> None:
    assert set(BUILT_IN) <= {ruleset.name for ruleset in rulesets()}


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_family_offers_a_short_list_of_changes_that_validate(name: str) -> None:
    pack = first_map(name)
    changes = get_ruleset(name).knobs(pack)
    assert 4 <= len(changes) <= 40
    assert len({c.words for c in changes}) == len(changes)
    tried = list(playable(pack, get_ruleset(name).game_type.default_players, {}, 0))
    assert len(tried) >= len(changes) // 2
    for change, changed in tried:
        assert changed != pack
        assert not [f for f in lint(changed) if f.severity == "error"], change.words
        # named as people read them, not by id
        assert all(element_name(pack, e) in change.words for e in change.elements), change


@pytest.mark.parametrize("name", BUILT_IN)
def test_suggest_runs_on_a_bundled_map_of_each_family(name: str) -> None:
    pack = first_map(name)
    bots = ["greedy"] * max(get_ruleset(name).game_type.min_players, 2)
    outcome = search(pack, bots, Budget(games=160, screen=10, confirm=30, steps=1))
    assert outcome.games <= 160
    assert outcome.ended
    for suggestion in outcome.suggestions:
        assert suggestion.effect.interval[0] > 0
