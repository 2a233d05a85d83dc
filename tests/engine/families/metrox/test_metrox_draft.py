"""London drafted as a Metro X sheet (`Ruleset.draft`): windows and bonuses on every
route, about as many windows in all as the bundled sheets have."""

from __future__ import annotations

from engine.families.metrox.draft import WINDOWS_IN_ALL
from engine.families.metrox.drawn_route import drawn_route
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.rules import get_ruleset
from tests.gtfs_feeds import london_draft


def test_every_route_gets_windows_and_the_sheet_about_a_games_worth() -> None:
    """M1, M8: a route without windows is never chosen, and a game lasts a card a
    window: windows come as on a drawn route, the longest give some up past 27."""
    drafted = london_draft("metro-x", zone_max=1.5, routes=True)
    routes = drafted.pack.routes
    assert all(WINDOWS.of(route) >= 1 for route in routes)
    assert sum(WINDOWS.of(route) for route in routes) == max(WINDOWS_IN_ALL, len(routes))
    for route in routes:
        drawn = drawn_route(route.__class__(route.id, route.stops))
        assert WINDOWS.of(route) <= WINDOWS.of(drawn) and BONUS.of(route) == BONUS.of(drawn)
    assert drafted.guessed[0].startswith(f"{WINDOWS_IN_ALL} windows on {len(routes)} routes")


def test_a_sheet_with_windows_keeps_them() -> None:
    """Only routes without windows get them: a finished sheet drafts to itself."""
    pack = london_draft("metro-x", zone_max=1.5, routes=True).pack
    assert get_ruleset("metro-x").draft(pack) == pack
