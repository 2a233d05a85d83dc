"""Model values -> the canonical YAML text: fixed key order, defaults left out.

Canonical means diff-friendly: a designer who moves one station sees a one-line
change in version control. Short lists of plain values (positions, flags, stops)
are written on one line; everything else in block style.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from engine.map.fields import (
    Catalogue,
    ElementKind,
    Field,
    catalogue,
    frozen_value,
    plain_value,
)
from engine.map.model import (
    FORMAT_VERSION,
    STATION_FLAGS,
    Background,
    Components,
    Connection,
    MapPack,
    Point,
    Region,
    Route,
    Station,
)
from engine.pack.canonical import write_canonical
from engine.pack.numbers import plain_number, plain_numbers

_REQUIRED = ("format", "id", "name", "ruleset")  # written even when empty, or the file won't load


def _point(point: Point) -> list[float | int]:
    return [plain_number(point[0]), plain_number(point[1])]


def _drop_empty(mapping: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """`mapping`, made for the purpose, less its keys at their default: a big map's
    elements each have a few defaults and more keys, so no new mapping is made."""
    for key, default in defaults.items():
        if mapping[key] == default:
            del mapping[key]
    return mapping


class _Fields:
    """Writes family fields after the core keys: the pack's own family's first, in the
    order it declares them, then any other family's; values at their default are left out."""

    def __init__(self, known: Catalogue, ruleset: str) -> None:
        self._known = known
        self._ruleset = ruleset
        # the family's own flags first, as it lists them, then the shared ones
        own = [f.name for f in known.owners.get(ruleset, ()) if f.type == "flag"]
        flags = (*own, *STATION_FLAGS, *known.flags(ruleset)[len(own) :])
        self.flag_order = {flag: i for i, flag in enumerate(flags)}
        # by element kind: each declared field's name -> its place, itself, its default
        self._declared: dict[ElementKind, dict[str, tuple[int, Field[Any], Any]]] = {}

    def __call__(self, element: ElementKind, values: Mapping[str, Any]) -> dict[str, Any]:
        items = values.items()  # a dict's view, where the model's mapping has one
        if not items:  # most elements of a big map
            return {}
        declared = self._declared.get(element)
        if declared is None:
            declared = self._declared[element] = {
                f.name: (place, f, frozen_value(f.default))
                for place, f in enumerate(self._known.of(element, self._ruleset))
            }
        # one pass over the element's few values, not one look-up per declared field
        written: list[tuple[int, str, Any]] = []
        rest: list[str] = []
        for name, value in items:
            known = declared.get(name)
            if known is None:
                rest.append(name)
            elif value != known[2]:
                kind = type(value)  # text and whole numbers are written as they are
                if kind is not str and kind is not int:
                    value = plain_numbers(known[1].write(value))
                written.append((known[0], name, value))
        fields = {name: value for _, name, value in sorted(written)}
        for name in sorted(rest):
            fields[name] = plain_numbers(plain_value(values[name]))
        return fields


def pack_to_data(pack: MapPack) -> dict[str, Any]:
    own = _Fields(catalogue(), pack.ruleset)
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "id": pack.id,
        "name": pack.name,
        "author": pack.author,
        "licence": pack.licence,
        "credits": pack.credits,
        "ruleset": pack.ruleset,
        "variant": pack.variant,
        "options": {key: plain_numbers(pack.options[key]) for key in sorted(pack.options)},
        "canvas": _point(pack.canvas),
        "background": _background(pack.background) if pack.background else None,
        "components": _components(pack.components, own),
        "stations": [_station(s, own) for s in pack.stations],
        "connections": [_connection(c, own) for c in pack.connections],
        "regions": [_region(r, own) for r in pack.regions],
        "routes": [_route(r, own) for r in pack.routes],
        "deck": [
            _drop_empty(
                {"station": c.station, "kind": c.kind, "copies": c.copies},
                {"kind": "standard", "copies": 1},
            )
            for c in pack.deck
        ],
    }
    return {
        key: value
        for key, value in data.items()
        if key in _REQUIRED or value not in ("", None, {}, [])
    }


def _with_fields(core: dict[str, Any], fields: dict[str, Any]) -> dict[str, Any]:
    """The core keys and then the family's, in the mapping made for the core ones."""
    if fields:
        core.update(fields)
    return core


def _background(background: Background) -> dict[str, Any]:
    return {
        "path": background.path,
        "opacity": plain_number(background.opacity),
        "pos": _point(background.pos),
        "scale": plain_number(background.scale),
        "locked": background.locked,
    }


def _components(components: Components, own: _Fields) -> dict[str, Any]:
    data = {
        "lines": [
            {
                **_drop_empty(
                    {"name": line.name, "tokens": line.tokens, "rgb": line.rgb}, {"rgb": ""}
                ),
                **own("line", line.fields),
            }
            for line in components.lines
        ],
        **own("components", components.fields),
    }
    return {key: value for key, value in data.items() if value}


def _station(station: Station, own: _Fields) -> dict[str, Any]:
    order = own.flag_order
    core = _drop_empty(
        {
            "id": station.id,
            "name": station.name,
            "pos": _point(station.pos),
            "flags": sorted(station.flags, key=lambda f: (order.get(f, len(order)), f)),
        },
        {"flags": []},
    )
    return _with_fields(core, own("station", station.fields))


def _connection(connection: Connection, own: _Fields) -> dict[str, Any]:
    core = _drop_empty(
        {
            "id": connection.id,
            "stations": [connection.a, connection.b],
            "lanes": connection.lanes,
            "water": connection.water,
            "bends": [_point(p) for p in connection.bends],
            "sections": connection.sections,
        },
        {"lanes": 1, "water": 0, "bends": [], "sections": 1},
    )
    return _with_fields(core, own("connection", connection.fields))


def _region(region: Region, own: _Fields) -> dict[str, Any]:
    core = _drop_empty(
        {
            "id": region.id,
            "kind": region.kind,
            "name": region.name,
            "polygon": [_point(p) for p in region.polygon],
            "values": {key: plain_number(region.values[key]) for key in region.values},
        },
        {"name": "", "values": {}},
    )
    return _with_fields(core, own("region", region.fields))


def _route(route: Route, own: _Fields) -> dict[str, Any]:
    core = _drop_empty(
        {
            "id": route.id,
            "name": route.name,
            "colour": route.colour,
            "stops": list(route.stops),
            "loop": route.loop,
            "values": {key: plain_number(route.values[key]) for key in route.values},
        },
        {"name": "", "colour": "", "loop": False, "values": {}},
    )
    return _with_fields(core, own("route", route.fields))


class _CanonicalDumper(yaml.SafeDumper):
    """Block style, except that lists of plain values fit on one line."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> Any:
        return super().increase_indent(flow, False)


def _represent_list(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
    plain = all(not isinstance(item, (list, dict)) for item in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=plain)


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    # PyYAML writes these line breaks raw inside single quotes, where reading folds
    # them into spaces; double quotes escape them (\N, \L, \P).
    style = '"' if any(mark in value for mark in "\x85\u2028\u2029") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_CanonicalDumper.add_representer(list, _represent_list)
_CanonicalDumper.add_representer(str, _represent_str)


def dump_pack(pack: MapPack) -> str:
    return dump_data(pack_to_data(pack))


def dump_data(data: dict[str, Any]) -> str:
    """The canonical text of a pack's plain data."""
    return write_canonical(data) or pyyaml_dump(data)


def pyyaml_dump(data: dict[str, Any]) -> str:
    """The canonical text as PyYAML writes it: the definition `write_canonical` follows."""
    return yaml.dump(
        data,
        Dumper=_CanonicalDumper,
        sort_keys=False,
        allow_unicode=True,
        width=100,
        default_flow_style=False,
    )
