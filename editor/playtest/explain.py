"""Scoring events in words a designer reads at a glance:
"+3 Connection tiles: red joins Bank and Euston, the two camera stations (U7)"."""

from __future__ import annotations

from collections.abc import Mapping

from engine.rules.base import Event


def source_title(source: str) -> str:
    """A report's score source as a title: "connection_tiles" -> "Connection tiles"."""
    words = source.replace("_", " ")
    return words[:1].upper() + words[1:]


def explain(event: Event, source_names: Mapping[str, str]) -> str:
    """The points, their source (the rule id when it has no source name), the detail
    and the rule."""
    source = source_title(source_names[event.rule]) if event.rule in source_names else event.rule
    return f"{event.points:+d} {source}: {event.detail} ({event.rule})"
