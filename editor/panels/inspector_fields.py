"""The fields the inspector offers for each kind of element: how each reads its
value from an element, writes a new value into the pack (always through the
pure edits in engine/editing.py) and which ruleset element it belongs to."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from PySide6.QtWidgets import QWidget

from editor.canvas.symbol_shapes import SHAPES
from editor.panels.field_editors import (
    CheckEditor,
    ChoiceEditor,
    ColourEditor,
    NumberEditor,
    ReadOnlyEditor,
    TextEditor,
)
from editor.panels.key_value_editor import Change, KeyValueEditor
from editor.ruleset_profile import RulesetProfile
from engine.editing import (
    EditError,
    id_problem,
    rename_element,
    set_field,
    set_flag,
    update_field,
)
from engine.model import (
    STATION_FLAGS,
    Connection,
    MapPack,
    Region,
    Route,
    Station,
    frozen_mapping,
)
from engine.pack.limits import COORDINATE, VALUE, WINDOWS_RANGE
from engine.rules.elements import MAX_SECTIONS
from engine.typed_values import number_value, text_value

Write = Callable[[MapPack, frozenset[str], Any], MapPack]
# The rulesets name no fixed list of symbols (a custom sheet may use any), so the
# list offers the shapes the canvas draws and any other name can be typed.
SYMBOL_CHOICES = [("", ""), *((shape, shape) for shape in SHAPES)]

FLAG_LABELS = {
    "national_rail": "National Rail",
    "terminus": "Terminus",
    "connection": "Connection tile",
    "plus": "Plus (+)",
    "start": "Start",
    "tourist": "Tourist site",
    "wild": "Wild",
    "star": "Star",
}


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

    def offered(self, profile: RulesetProfile, count: int) -> bool:
        return (self.uses is None or profile.uses(self.uses)) and (count == 1 or not self.single)


def _set(name: str) -> Write:
    return lambda pack, ids, value: set_field(pack, ids, name, value)


def _rename(pack: MapPack, ids: frozenset[str], new: str) -> MapPack:
    (old,) = ids
    return rename_element(pack, old, new)


def _set_symbol(pack: MapPack, ids: frozenset[str], text: str) -> MapPack:
    problem = id_problem(text) if text else None
    if problem is not None:
        raise EditError(f"symbol '{text}': {problem}")
    return set_field(pack, ids, "symbol", text or None)


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


def _flag_field(flag: str) -> Field:
    label = FLAG_LABELS[flag]
    return Field(
        f"flag-{flag}",
        label,
        lambda _: CheckEditor(label),
        lambda station: station.has(flag),
        lambda pack, ids, on: set_flag(pack, ids, flag, on),
        uses=f"station.{flag}",
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
        lambda _: KeyValueEditor(number_value, lambda v: f"{v:g}", 0.0),
        attrgetter("values"),
        _set_values,
        uses=f"{kind}.values",
        section="Values",
    )


def _bonus_field(which: int, label: str) -> Field:
    """One of a route's [first, later] completion points."""

    def write(pack: MapPack, ids: frozenset[str], value: int) -> MapPack:
        def placed(bonus: tuple[int, int]) -> tuple[int, int]:
            return (value, bonus[1]) if which == 0 else (bonus[0], value)

        return update_field(pack, ids, "bonus", placed)

    return Field(
        f"bonus-{label.split()[0].lower()}",
        label,
        lambda _: NumberEditor(-VALUE, VALUE),
        lambda route: route.bonus[which],
        write,
        uses="route.bonus",
        section="Completion bonus",
    )


def _region_kinds(profile: RulesetProfile) -> QWidget:
    return ChoiceEditor([(kind, kind.capitalize()) for kind in profile.region_kinds()])


STATION_FIELDS = (  # the name first: it is what a designer reads and types most
    _name_field(),
    _id_field(),
    _coordinate_field(0),
    _coordinate_field(1),
    _count_field("landmark", "Landmark slot", 0, 9, "station.landmark"),
    Field(
        "symbol",
        "Symbol",
        lambda _: ChoiceEditor(SYMBOL_CHOICES, editable=True),
        lambda station: station.symbol or "",
        _set_symbol,
        uses="station.symbol",
    ),
    *(_flag_field(flag) for flag in STATION_FLAGS),
)

CONNECTION_FIELDS = (
    _id_field(),
    Field("ends", "Between", lambda _: ReadOnlyEditor(), lambda c: f"{c.a} to {c.b}"),
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
    _count_field("windows", "Windows", *WINDOWS_RANGE, "route.windows"),
    _bonus_field(0, "First (gold)"),
    _bonus_field(1, "Later"),
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

FIELDS: Mapping[type, tuple[Field, ...]] = {
    Station: STATION_FIELDS,
    Connection: CONNECTION_FIELDS,
    Region: REGION_FIELDS,
    Route: ROUTE_FIELDS,
}

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
        {f.key: f for f in FIELDS[kind] if f.offered(profile, len(kinds))} for kind in set(kinds)
    ]
    return [f for f in FIELDS[kinds[0]] if all(f.key in fields for fields in offered)]
