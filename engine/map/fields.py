"""Fields a rule family adds to map elements, declared the way Tiled declares typed
custom properties.

The core model knows only what every family shares; a family's own fields (Metro X's
route windows, Next Station's card symbol) live in one generic place on each element,
`fields`, and are described once, by a `Field` in the family's folder. The format,
the validator, the editor's inspector, copy and paste and the print kit read the
declarations rather than naming fields, so a family with a new map element touches
its own folder only.

The declarations sit beside the model, below the format: the pack reads and checks a
field by its declaration, and the rule framework collects them from the installed
families (`Ruleset.fields`) into the catalogue here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from importlib import import_module
from typing import Any, Generic, Literal, Protocol, TypeVar, cast

from engine.map.model import FrozenMap, MapPack, frozen_mapping

ElementKind = Literal["station", "connection", "region", "route", "line", "components"]
# whole: a whole number from `least` to `most`; id: a name; station: a station's id
# (renamed with it, checked to exist); line: a line's id (a route's, or one routes
# name as the line they are branches of); pair: (first, later) whole numbers;
# id_pairs: pairs of names; flag: a word in a station's flags, true when present;
# table: rows of the declared `columns` (Tiled's "class" properties, listed);
# groups: whole numbers from `least` to `most`, each mapped to lists of line
# colours' names (renamed with them).
FieldType = Literal["whole", "id", "station", "line", "pair", "id_pairs", "flag", "table", "groups"]
# What core code may know a field as, for work of its own, never by its name: an
# importer sets "rail-interchange" and "line-end" flags from a feed and fills a
# route's "branch-of" line; journeys group routes into lines by "branch-of".
Role = Literal["", "rail-interchange", "line-end", "branch-of"]

T = TypeVar("T")


class Carrier(Protocol):
    """A map element with a place for family fields."""

    @property
    def fields(self) -> Mapping[str, Any]: ...


E = TypeVar("E")


@dataclass(frozen=True)
class Column:
    """One column of a table field: a name, or a whole number from `least` to `most`."""

    name: str
    type: Literal["id", "whole"]
    default: Any = None  # None: every row must give it
    least: int = 1
    most: int = 10_000
    label: str = ""

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    def schema(self) -> dict[str, Any]:
        if self.type == "id":
            return {"$ref": "#/$defs/id"}
        return {
            "type": "integer",
            "minimum": self.least,
            "maximum": self.most,
            "x-message": f"expected a whole number from {self.least} to {self.most}",
        }


@dataclass(frozen=True)
class Field(Generic[T]):
    """One extra field on one kind of map element."""

    element: ElementKind
    name: str  # its key in the file and in the element's `fields`
    type: FieldType
    default: T
    help: str  # for the designer: what the field means
    label: str = ""  # the inspector's label; "": the name, capitalised
    least: int = 0
    most: int = 0
    message: str = ""  # what a wrong value reads; "": worded from the type
    prints: bool = True  # whether the print kit shows it
    choices: tuple[str, ...] = ()  # names offered for an id field (any other may be typed)
    parts: tuple[str, str] = ("First", "Later")  # a pair's two numbers, for the designer
    # How a board draws it, by a name of the marks the editor draws: for a flag, a
    # mark beside the station ("pennant", "four-colours", "gold-star", "diamond"),
    # on its body ("cross") or round it ("red-ring"), or a square body with a
    # buffer stop ("buffer-stop"); for a station's name field, "shape": the station
    # takes the named shape; for a station's whole number, "stack": that many tiles
    # stacked beside it; for a route's whole number, "boxes" to fill along it; for a
    # route's pair, "first-later" points at its ends. "": not drawn.
    mark: str = ""
    role: Role = ""
    columns: tuple[Column, ...] = ()  # a table's, in the order the file writes them
    item_message: str = ""  # what a wrong group of a groups field reads
    steps: int = 0  # a station's whole number a board tool steps round 0 to `steps`

    @property
    def key(self) -> str:
        """The element key the editor and the linter know it by: `route.windows`."""
        return f"{self.element}.{self.name}"

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    def of(self, element: Any) -> T:
        """The field's value on `element`: the declared default where it has none."""
        if self.type == "flag":
            return cast(T, self.name in element.flags)
        return cast(T, element.fields.get(self.name, self.default))

    def put(self, element: E, value: Any) -> E:
        """`element` with the field set to `value`; a default value is left out."""
        item: Any = element
        if self.type == "flag":
            flags = item.flags | {self.name} if value else item.flags - {self.name}
            return cast(E, replace(item, flags=frozenset(flags)))
        fields = {key: v for key, v in item.fields.items() if key != self.name}
        value = frozen_value(value)
        if value != frozen_value(self.default):
            fields[self.name] = value
        return cast(E, replace(item, fields=frozen_mapping(fields)))

    def schema(self) -> dict[str, Any]:
        """The field's part of the format's JSON schema (resources/map-pack.schema.json
        holds the core part)."""
        node: dict[str, Any]
        if self.type == "whole":
            node = {"type": "integer", "minimum": self.least, "maximum": self.most}
            default = f"expected a whole number from {self.least} to {self.most}"
        elif self.type in ("id", "station", "line"):
            node, default = {"$ref": "#/$defs/id"}, ""
        elif self.type == "pair":
            number = {"type": "integer", "minimum": self.least, "maximum": self.most}
            node = {"type": "array", "minItems": 2, "maxItems": 2, "items": number}
            default = f"expected [first, later]: two whole numbers from {self.least} to {self.most}"
        elif self.type == "id_pairs":
            message = self.message or "expected a pair of names: [name, name]"
            pair = {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/id"}}
            return {"type": "array", "maxItems": 64, "items": {**pair, "x-message": message}}
        elif self.type == "table":
            row = {
                "type": "object",
                "required": [c.name for c in self.columns if c.default is None],
                "additionalProperties": False,
                "properties": {c.name: c.schema() for c in self.columns},
            }
            node, default = {"type": "array", "maxItems": 64, "items": row}, ""
        elif self.type == "groups":
            group = {"type": "array", "minItems": 1, "maxItems": 16}
            group["items"] = {"$ref": "#/$defs/id"}
            group["x-message"] = self.item_message or "expected a list of names"
            keys = f"^[{self.least}-{self.most}]$" if self.most < 10 else "^[0-9]{1,4}$"
            node = {
                "type": "object",
                "propertyNames": {"pattern": keys},
                "additionalProperties": {"type": "array", "maxItems": 16, "items": group},
            }
            default = f"expected numbers ({self.least} to {self.most}) mapped to lists of names"
        else:
            raise ValueError(f"a {self.type} field has no key of its own")
        message = self.message or default
        return {**node, "x-message": message} if message else node

    def read(self, value: Any) -> Any:
        """The model's value from the file's (one that passed the schema): a table's
        rows with every column, a groups field's numbers as numbers."""
        if self.type == "table":
            return tuple(
                FrozenMap({c.name: row.get(c.name, c.default) for c in self.columns})
                for row in value
            )
        if self.type == "groups":
            return FrozenMap({int(key): frozen_value(groups) for key, groups in value.items()})
        return frozen_value(value)

    def write(self, value: Any) -> Any:
        """The file's value from the model's: a table's rows with every column in
        order, a groups field's numbers in order, as text."""
        if self.type == "table":
            return [{c.name: row[c.name] for c in self.columns} for row in value]
        if self.type == "groups":
            return {str(key): plain_value(value[key]) for key in sorted(value)}
        return plain_value(value)


def frozen_value(value: Any) -> Any:
    """A field's value as the frozen model keeps it: lists become tuples, mappings
    read-only."""
    if isinstance(value, (list, tuple)):
        return tuple(frozen_value(item) for item in value)
    if isinstance(value, Mapping):
        return FrozenMap({key: frozen_value(item) for key, item in value.items()})
    return value


def plain_value(value: Any) -> Any:
    """A field's value as the file writes it: tuples become lists, mappings dicts."""
    if isinstance(value, tuple):
        return [plain_value(item) for item in value]
    if isinstance(value, Mapping):
        return {key: plain_value(item) for key, item in value.items()}
    return value


def carriers(pack: MapPack) -> Iterator[tuple[ElementKind, str, Any]]:
    """Every element of `pack` that may carry fields: its kind, its id or name, itself."""
    for station in pack.stations:
        yield "station", station.id, station
    for connection in pack.connections:
        yield "connection", connection.id, connection
    for region in pack.regions:
        yield "region", region.id, region
    for route in pack.routes:
        yield "route", route.id, route
    for line in pack.components.lines:
        yield "line", line.name, line
    yield "components", "components", pack.components


def renamed_station(pack: MapPack, old: str, new: str) -> MapPack:
    """`pack` with every field that names station `old` naming `new`."""
    known = catalogue()

    def renamed(kind: ElementKind, element: E) -> E:
        for declared in known.of(kind):
            if declared.type == "station" and declared.of(element) == old:
                element = declared.put(element, new)
        return element

    components = pack.components
    components = renamed(
        "components",
        replace(components, lines=tuple(renamed("line", line) for line in components.lines)),
    )
    return replace(
        pack,
        stations=tuple(renamed("station", s) for s in pack.stations),
        connections=tuple(renamed("connection", c) for c in pack.connections),
        regions=tuple(renamed("region", r) for r in pack.regions),
        routes=tuple(renamed("route", r) for r in pack.routes),
        components=components,
    )


def renamed_colour(components: E, old: str, new: str) -> E:
    """`components` with every groups field listing line colour `old` listing `new`."""
    for declared in catalogue().of("components"):
        if declared.type == "groups":
            groups = declared.of(components)
            components = declared.put(
                components,
                {
                    key: tuple(tuple(new if n == old else n for n in group) for group in value)
                    for key, value in groups.items()
                },
            )
    return components


class FieldClashError(ValueError):
    """Two families declare one field of one element differently."""


class Catalogue:
    """Every installed family's fields, in the order their families are named, each
    key declared once (families may share a field by declaring it alike)."""

    def __init__(self, owners: Mapping[str, tuple[Field[Any], ...]]) -> None:
        self.owners = dict(owners)
        seen: dict[str, Field[Any]] = {}
        for owner in sorted(self.owners):
            for declared in self.owners[owner]:
                seen.setdefault(declared.key, declared)
        self._all = tuple(seen.values())
        self._of: dict[tuple[str, str], tuple[Field[Any], ...]] = {}

    def all(self) -> tuple[Field[Any], ...]:
        return self._all

    def of(self, element: ElementKind, first: str = "") -> tuple[Field[Any], ...]:
        """The fields an element kind may carry, those of the family `first` first."""
        found = self._of.get((element, first))
        if found is None:
            own = [f for f in self.owners.get(first, ()) if f.element == element]
            keys = {f.key for f in own}
            rest = [f for f in self._all if f.element == element and f.key not in keys]
            found = self._of[(element, first)] = (*own, *rest)
        return found

    def flags(self, first: str = "") -> tuple[str, ...]:
        return tuple(f.name for f in self.of("station", first) if f.type == "flag")

    def with_role(self, role: Role, first: str, anyone: bool = False) -> Field[Any] | None:
        """The field the family `first` gives this role; with `anyone`, else any
        installed family's (a map may carry what another family reads)."""
        own = next((f for f in self.owners.get(first, ()) if f.role == role), None)
        if own is None and anyone:
            return next((f for f in self._all if f.role == role), None)
        return own


REGISTRY = "engine.rules.registry"
_owners: dict[str, tuple[Field[Any], ...]] = {}
_discover: list[Callable[[], None]] = []
_current: list[Catalogue] = []  # the catalogue built since the last change


def declare(owner: str, fields: Iterable[Field[Any]]) -> None:
    """Add a family's fields; raises FieldClashError where another family declares
    the same key differently."""
    fields = tuple(fields)
    for other, declared in _owners.items():
        theirs = {f.key: f for f in declared}
        for mine in fields:
            if other != owner and mine.key in theirs and theirs[mine.key] != mine:
                raise FieldClashError(
                    f"'{owner}' declares the field {mine.key} unlike '{other}' does"
                )
    _owners[owner] = fields
    _current.clear()


def forget(owner: str) -> None:
    _owners.pop(owner, None)
    _current.clear()


def on_first_use(discover: Callable[[], None]) -> None:
    """How to find the installed families' fields (the rule registry's discovery),
    run before the catalogue is first read."""
    _discover.append(discover)


def catalogue() -> Catalogue:
    if not _discover:
        # The rule registry hands its discovery over when it is imported; a program
        # reading packs without it (a script using engine.pack alone) would know no
        # family's fields, so it is imported here, by name: the format stays below
        # the rules in the import graph, and finds the installed families all the same.
        import_module(REGISTRY)
    for discover in _discover:
        discover()
    if not _current:
        _current.append(Catalogue(_owners))
    return _current[0]
