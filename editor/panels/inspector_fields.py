"""The fields the inspector offers for each kind of element: how each reads its
value from an element, writes a new value into the pack (always through the
pure edits in engine/editing/edits.py) and which ruleset element it belongs to.
A family's own fields are made from their declarations (engine/map/fields.py): the
inspector names none of them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from operator import attrgetter
from typing import Any

from PySide6.QtWidgets import QWidget

from editor.panels.field_editors import (
    CheckEditor,
    ChoiceEditor,
    ColourEditor,
    NumberEditor,
    TextEditor,
)
from editor.panels.key_value_editor import Change, ValuesEditor
from editor.ruleset_profile import RulesetProfile
from engine.editing.edits import (
    EditError,
    id_problem,
    rename_element,
    set_declared,
    set_field,
    set_flag,
    update_declared,
    update_field,
)
from engine.editing.typed_values import text_value
from engine.journeys import lines_of
from engine.map.fields import ElementKind
from engine.map.fields import Field as Declared
from engine.map.model import (
    STATION_FLAGS,
    Connection,
    MapPack,
    Region,
    Route,
    Station,
    frozen_mapping,
)
from engine.pack.limits import COORDINATE
from engine.rules.elements import MAX_SECTIONS

Write = Callable[[MapPack, frozenset[str], Any], MapPack]

FLAG_LABELS = {"start": "Start"}


@dataclass(frozen=True)
class Field:
    key: str  # names the editor widget ("field-<key>")
    label: str
    make: Callable[[RulesetProfile], QWidget]  # a widget from editor/panels/field_editors.py
    read: Callable[[Any], Any]
    write: Write | None = None  # None: shown here, edited elsewhere
    uses: str | None = None  # the ruleset element it belongs to; None: every ruleset
    single: bool = False  # only offered with one element selected
    section: str = ""  # a heading shown above the first field of a section
    renames: bool = False  # the value becomes the element's new id
    # the choices a ChoiceEditor offers, read from the map at each refresh (its lines)
    choices: Callable[[MapPack], Sequence[tuple[Any, str]]] | None = None

    def offered(self, profile: RulesetProfile, count: int) -> bool:
        return (self.uses is None or profile.uses(self.uses)) and (count == 1 or not self.single)


def _set(name: str) -> Write:
    return lambda pack, ids, value: set_field(pack, ids, name, value)


def _rename(pack: MapPack, ids: frozenset[str], new: str) -> MapPack:
    (old,) = ids
    return rename_element(pack, old, new)


def _set_values(pack: MapPack, ids: frozenset[str], change: Change) -> MapPack:
    return update_field(pack, ids, "values", lambda values: frozen_mapping(change(values)))


def _set_stops(pack: MapPack, ids: frozenset[str], text: str) -> MapPack:
    """Stops typed as station ids in order, separated by commas."""
    stops = tuple(stop.strip() for stop in text.split(",") if stop.strip())
    unknown = [stop for stop in stops if pack.station(stop) is None]
    if unknown:
        raise EditError(f"stops: no station has the id '{unknown[0]}'")
    if len(stops) < 2:
        raise EditError("stops: a route needs at least two stops")
    return set_field(pack, ids, "stops", stops)


def _id_field() -> Field:
    return Field(
        "id", "Id", lambda _: TextEditor(), attrgetter("id"), _rename, single=True, renames=True
    )


def _name_field() -> Field:
    def write(pack: MapPack, ids: frozenset[str], text: str) -> MapPack:
        return set_field(pack, ids, "name", text_value(text, "name"))

    return Field("name", "Name", lambda _: TextEditor(), attrgetter("name"), write)


def _coordinate_field(axis: int) -> Field:
    def write(pack: MapPack, ids: frozenset[str], value: float) -> MapPack:
        def placed(pos: tuple[float, float]) -> tuple[float, float]:
            return (value, pos[1]) if axis == 0 else (pos[0], value)

        return update_field(pack, ids, "pos", placed)

    name = "xy"[axis]
    return Field(
        name,
        name.upper(),
        lambda _: NumberEditor(-COORDINATE, COORDINATE, decimals=1),
        lambda station: station.pos[axis],
        write,
    )


def _flag_field(flag: str, label: str, uses: str) -> Field:
    return Field(
        f"flag-{flag}",
        label,
        lambda _: CheckEditor(label),
        lambda station: station.has(flag),
        lambda pack, ids, on: set_flag(pack, ids, flag, on),
        uses=uses,
        section="Flags",
    )


def _count_field(name: str, label: str, low: int, high: int, uses: str) -> Field:
    return Field(
        name, label, lambda _: NumberEditor(low, high), attrgetter(name), _set(name), uses=uses
    )


def _values_field(kind: str) -> Field:
    return Field(
        "values",
        "Values",
        lambda profile: ValuesEditor(profile.value_names),
        lambda element: element,  # the editor shows the values the rules read on it
        _set_values,
        uses=f"{kind}.values",
        section="Values",
    )


def declared_fields(declared: Declared[Any]) -> tuple[Field, ...]:
    """The inspector's fields for one of a family's own (engine/map/fields.py)."""
    if declared.type == "flag":
        return (_flag_field(declared.name, declared.title, declared.key),)
    if declared.type == "whole":
        low, high = declared.least, declared.most
        return (
            Field(
                declared.name,
                declared.title,
                lambda _: NumberEditor(low, high),
                declared.of,
                lambda pack, ids, value: set_declared(pack, ids, declared, value),
                uses=declared.key,
            ),
        )
    if declared.type == "pair":
        return tuple(_part_field(declared, which) for which in (0, 1))
    if declared.type in ("id", "station"):
        return (_name_of(declared),)
    if declared.type == "line":
        return (_line_of(declared),)
    return ()  # a list of pairs belongs to the map as a whole, not to one element


def _name_of(declared: Declared[Any]) -> Field:
    """A name: chosen from the family's suggestions or typed, checked as an id."""
    choices = [("", ""), *((choice, choice) for choice in declared.choices)]

    def write(pack: MapPack, ids: frozenset[str], text: str) -> MapPack:
        problem = id_problem(text) if text else None
        if problem is not None:
            raise EditError(f"{declared.title.lower()} '{text}': {problem}")
        return set_declared(pack, ids, declared, text or declared.default)

    return Field(
        declared.name,
        declared.title,
        lambda _: ChoiceEditor(choices, editable=True) if declared.choices else TextEditor(),
        lambda element: declared.of(element) or "",
        write,
        uses=declared.key,
    )


def _line_of(declared: Declared[Any]) -> Field:
    """A line's id, chosen among the map's lines by name (none: a line of its own);
    another may be typed, checked as an id."""
    named = _name_of(declared)

    def choices(pack: MapPack) -> list[tuple[str, str]]:
        return [("", "(none)"), *lines_of(pack).items()]

    return replace(named, make=lambda _: ChoiceEditor(editable=True), choices=choices)


def _part_field(declared: Declared[Any], which: int) -> Field:
    """One number of a (first, later) pair, such as a completion bonus."""
    label = declared.parts[which]

    def write(pack: MapPack, ids: frozenset[str], value: int) -> MapPack:
        def placed(pair: tuple[int, int]) -> tuple[int, int]:
            return (value, pair[1]) if which == 0 else (pair[0], value)

        return update_declared(pack, ids, declared, placed)

    return Field(
        f"{declared.name}-{label.split()[0].lower()}",
        label,
        lambda _: NumberEditor(declared.least, declared.most),
        lambda element: declared.of(element)[which],
        write,
        uses=declared.key,
        section=declared.title,
    )


def _region_kinds(profile: RulesetProfile) -> QWidget:
    return ChoiceEditor([(kind, kind.capitalize()) for kind in profile.region_kinds()])


STATION_FIELDS = (  # the name first: it is what a designer reads and types most
    _name_field(),
    _id_field(),
    _coordinate_field(0),
    _coordinate_field(1),
)
STATION_FLAG_FIELDS = tuple(
    _flag_field(flag, FLAG_LABELS[flag], f"station.{flag}") for flag in STATION_FLAGS
)

CONNECTION_FIELDS = (
    _id_field(),
    _count_field("lanes", "Track spaces", 1, 3, "connection.lanes"),
    _count_field("water", "Water icons", 0, 9, "connection.water"),
    _count_field("sections", "Sections", 1, MAX_SECTIONS, "connection.sections"),
)

REGION_FIELDS = (
    _name_field(),
    _id_field(),
    Field("kind", "Kind", _region_kinds, attrgetter("kind"), _set("kind")),
    _values_field("region"),
)

ROUTE_FIELDS = (
    _name_field(),
    _id_field(),
    Field("colour", "Colour", lambda _: ColourEditor(), attrgetter("colour"), _set("colour")),
    Field(
        "stops",
        "Stops",
        lambda _: TextEditor(),
        lambda route: ", ".join(route.stops),
        _set_stops,
        single=True,
    ),
)
ROUTE_TAIL = (
    Field(
        "loop",
        "Loop",
        lambda _: CheckEditor("Loop (the last stop joins the first)"),
        attrgetter("loop"),
        _set("loop"),
        uses="route.loop",
    ),
    _values_field("route"),
)

# Per kind: the core fields before a family's own, the element kind its fields
# name, and the core fields after them; a family's flags come last.
FIELDS: Mapping[type, tuple[tuple[Field, ...], ElementKind, tuple[Field, ...]]] = {
    Station: (STATION_FIELDS, "station", ()),
    Connection: (CONNECTION_FIELDS, "connection", ()),
    Region: (REGION_FIELDS[:3], "region", REGION_FIELDS[3:]),
    Route: (ROUTE_FIELDS, "route", ROUTE_TAIL),
}


def fields_of(kind: type, profile: RulesetProfile) -> tuple[Field, ...]:
    """Every field an element of this kind offers: the core ones and its family's."""
    head, element, tail = FIELDS[kind]
    declared = profile.fields_of(element)
    own = [f for d in declared if d.type != "flag" for f in declared_fields(d)]
    flags = [f for d in declared if d.type == "flag" for f in declared_fields(d)]
    core_flags = STATION_FLAG_FIELDS if kind is Station else ()
    return (*head, *own, *tail, *flags, *core_flags)


# Singular and plural, for the inspector's heading and undo texts.
KIND_NAMES: Mapping[type, tuple[str, str]] = {
    Station: ("station", "stations"),
    Connection: ("connection", "connections"),
    Region: ("region", "regions"),
    Route: ("route", "routes"),
}


def shared_fields(kinds: Sequence[type], profile: RulesetProfile) -> list[Field]:
    """The fields offered for a selection of elements of these kinds (one per
    element): for one kind, all it offers; for several (a station and a
    region, say), those every kind offers under the same key, such as the name."""
    if not kinds:
        return []
    offered = [
        {f.key: f for f in fields_of(kind, profile) if f.offered(profile, len(kinds))}
        for kind in set(kinds)
    ]
    return [f for f in fields_of(kinds[0], profile) if all(f.key in fields for fields in offered)]
