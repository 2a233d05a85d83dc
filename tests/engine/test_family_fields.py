"""A family's own map fields live in its folder: the core model and the schema's core
part name none of them, and two families cannot declare one field two ways."""

from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from engine.map import model
from engine.map.fields import Field, FieldClashError, catalogue, declare, forget
from engine.pack.limits import SCHEMA_FILE
from engine.paths import ROOT

# Each element kind a field may be declared for: its model class and where the
# schema's core part lists its keys.
ELEMENTS: dict[str, tuple[type, tuple[str, ...]]] = {
    "station": (model.Station, ("properties", "stations", "items", "properties")),
    "connection": (model.Connection, ("properties", "connections", "items", "properties")),
    "region": (model.Region, ("properties", "regions", "items", "properties")),
    "route": (model.Route, ("properties", "routes", "items", "properties")),
    "line": (
        model.LineColour,
        ("properties", "components", "properties", "lines", "items", "properties"),
    ),
    "components": (model.Components, ("properties", "components", "properties")),
}


def declared() -> tuple[Field[Any], ...]:
    fields = catalogue().all()
    keys = {f.key for f in fields}
    assert {"route.windows", "route.bonus", "station.symbol", "station.cards"} <= keys
    assert {"line.departure", "station.star", "components.concurrent_lines"} <= keys
    # On the Underground's station flags, landmark slots and box, One Day's branches
    assert {"station.national_rail", "station.terminus", "station.connection"} <= keys
    assert {"station.plus", "station.landmark", "route.line"} <= keys
    assert {"components.score_tiles", "components.connection_tiles"} <= keys
    assert "components.landmark_types" in keys
    return fields


def test_the_core_model_has_no_family_field() -> None:
    """Neither as an element's attribute nor as a flag or any other word in
    engine/map/model.py: the families' fields are declared in their folders."""
    tree = ast.parse((ROOT / "engine" / "map" / "model.py").read_text(encoding="utf-8"))
    texts = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
    for field in declared():
        element, _ = ELEMENTS[field.element]
        assert field.name not in {f.name for f in dataclasses.fields(element)}, field.key
        assert field.name not in texts, field.key
    assert not {f.name for f in declared() if f.type == "flag"} & set(model.STATION_FLAGS)


def test_the_schemas_core_part_names_no_family_field() -> None:
    core = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    flags = core["properties"]["stations"]["items"]["properties"]["flags"]["items"]["enum"]
    for field in declared():
        place: Any = core
        for step in ELEMENTS[field.element][1]:
            place = place[step]
        assert field.name not in place, field.key
        assert field.name not in flags, field.key


@pytest.fixture
def owner() -> Iterator[str]:
    yield "test-owner"
    forget("test-owner")


def test_a_field_declared_two_ways_is_refused(owner: str) -> None:
    windows = next(f for f in catalogue().all() if f.key == "route.windows")
    declare(owner, (windows,))  # alike: shared
    assert catalogue().of("route").count(windows) == 1
    with pytest.raises(FieldClashError, match=r"route\.windows"):
        declare(owner, (dataclasses.replace(windows, most=5),))


def test_a_value_at_its_default_is_left_out() -> None:
    fare: Field[int] = Field("route", "fare", "whole", 0, "coins", most=9)
    route = fare.put(model.Route("r", ("a", "b")), 3)
    assert fare.of(route) == 3 and dict(route.fields) == {"fare": 3}
    assert fare.put(route, 0).fields == {} and fare.of(fare.put(route, 0)) == 0


def core_keys(node: Any) -> Iterator[str]:
    """Every key the schema's core part gives any element."""
    if isinstance(node, dict):
        yield from node.get("properties", {})
        for value in node.values():
            yield from core_keys(value)


def test_no_code_outside_a_family_names_its_fields() -> None:
    """A field's name written in engine/ or editor/ outside the family folders is
    code that knows a family's field; a name that is also a core key of another
    element (a region's `name`) or the name of a kind of element (the `connection`
    flag, the route's `line`) is that key or kind."""
    families = {"metrox", "nextstation", "oneday", "tubedice", "underground"}
    shared = set(core_keys(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))) | set(ELEMENTS)
    own = {f.name for f in declared()} - shared
    found = []
    for path in sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "editor").rglob("*.py")]):
        parts = path.relative_to(ROOT).parts
        if parts[:2] == ("engine", "families") and len(parts) > 3 and parts[2] in families:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in own:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value}")
    assert not found


def test_a_program_reading_packs_alone_knows_the_families_fields() -> None:
    """The format finds the installed families' declarations itself: a script that
    imports only engine.pack reads a Metro X map's windows."""
    script = (
        "from engine.pack import load_pack\n"
        "pack = load_pack('maps/metro-x-harbour.yaml')\n"
        "print(dict(pack.routes[0].fields))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "{'windows': 3, 'bonus': (9, 4)}"


def test_a_familys_own_flags_are_written_first_then_the_shared_start() -> None:
    """The order the core flags had before they were On the Underground's (U5-U9, U13):
    a family's own in the order it declares them, `start`, then any other family's."""
    from engine.pack import dump_pack

    flags = frozenset({"tourist", "start", "plus", "national_rail", "star"})
    pack = model.MapPack(
        "p", "P", "underground", stations=(model.Station("a", "A", (0, 0), flags),)
    )
    assert "flags: [national_rail, plus, start, tourist, star]" in dump_pack(pack)
    alone = dump_pack(dataclasses.replace(pack, ruleset="one-day"))
    assert "flags: [start, tourist, star, national_rail, plus]" in alone
