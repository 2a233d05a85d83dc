"""A feed and a selection made into a map pack: the steps the command and the
editor share."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from engine.errors import InputError
from engine.importers.drafting import Drafted
from engine.importers.gtfs_feed import Feed, read_feed
from engine.importers.gtfs_network import Selection, build_network
from engine.importers.gtfs_pack import TransitDraft, transit_pack
from engine.rules import UnknownRulesetError, get_ruleset
from engine.rules.base import Ruleset


def draft_pack(
    path: Path,
    selection: Selection,
    draft: TransitDraft,
    on: date | str | None = None,
    style: str | None = None,
) -> tuple[Drafted, Feed]:
    """The draft and the feed it was made from; only the stop times of the selected
    modes are kept while reading, and only the trips that run `on` counted."""
    ruleset = installed_ruleset(draft)
    feed = read_feed(path, lambda route: route.mode in selection.modes, on)
    return feed_pack(feed, selection, draft, ruleset, style), feed


def feed_pack(
    feed: Feed,
    selection: Selection,
    draft: TransitDraft,
    ruleset: Ruleset | None,
    style: str | None = None,
) -> Drafted:
    network = build_network(feed, selection)
    return transit_pack(network, draft, feed_credits(feed, draft.licence), ruleset, style)


def feed_credits(feed: Feed, licence: str) -> str:
    stated = feed.licence or licence or "not stated in the feed"
    return f"{feed.credits}; licence: {stated}; imported from {feed.path.name}"


def installed_ruleset(draft: TransitDraft) -> Ruleset | None:
    """The family, or None for one not installed here; a variant it does not have is refused."""
    try:
        ruleset = get_ruleset(draft.ruleset)
    except UnknownRulesetError:
        return None
    if draft.variant and draft.variant not in ruleset.presets:
        known = ", ".join(ruleset.presets) or "none"
        raise InputError(
            f"{ruleset.title} has no variant '{draft.variant}' (its variants: {known})"
        )
    return ruleset
