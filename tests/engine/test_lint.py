"""The linter as a whole: bundled maps pass it, findings come in a stable order,
and a ruleset can add rules of its own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from engine.lint.validate import Finding, has_errors, validate, warning
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.rules import lint

Factory = Callable[..., MapPack]


def test_bundled_map_has_no_findings(bundled_map: Path) -> None:
    """Core and ruleset lint rules alike: a bundled map is a designer's example,
    and every bundled map's family is installed."""
    assert [f.describe() for f in lint(load_pack(bundled_map))] == []


def test_empty_pack_has_no_findings(make_pack: Factory) -> None:
    assert validate(make_pack()) == []


def test_stations_without_track_are_linted(make_pack: Factory) -> None:
    pack = make_pack({"a": (0.0, 0.0), "b": (2.0, 0.0)})
    assert [(f.code, f.elements) for f in validate(pack)] == [("overlapping-stations", ("a", "b"))]


def test_findings_come_errors_first_then_by_code(make_pack: Factory) -> None:
    stations = {"a": (0.0, 0.0), "b": (100.0, 100.0), "c": (0.0, 100.0), "d": (100.0, 0.0)}
    pack = make_pack(stations, ["a-b", "c-d", "a-a"], flags={"a": ["start"]})
    assert [(f.severity, f.code, f.elements) for f in validate(pack)] == [
        ("error", "self-connection", ("a-a",)),
        ("warning", "crossing-connections", ("a-b", "c-d")),
        ("warning", "unreachable-station", ("c",)),
        ("warning", "unreachable-station", ("d",)),
    ]


def test_extra_rules_add_their_findings(make_pack: Factory) -> None:
    def no_plus_stations(pack: MapPack) -> Iterator[Finding]:
        for station in pack.stations:
            if station.has("plus"):
                yield warning("plus-unsupported", [station.id], "this family has no + stations")

    pack = make_pack({"a": (0.0, 0.0), "b": (100.0, 0.0)}, ["a-b"], flags={"b": ["plus"]})
    assert validate(pack) == []
    findings = validate(pack, extra_rules=[no_plus_stations])
    assert [(f.code, f.elements) for f in findings] == [("plus-unsupported", ("b",))]
    assert not has_errors(findings)
