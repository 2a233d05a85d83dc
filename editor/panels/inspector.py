"""Inspector: edit the selected elements' properties.

With several elements of one kind selected, each field shows the value they
share or that it is mixed, and setting it sets it on all of them in one undo
step. Only the fields the map's ruleset uses are offered. The panel redraws
from the document whenever the model or the selection changes, so it follows
undo like any other view.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.document import MapDocument, elements_named
from editor.panels.docking import DocumentFollower, ProblemLabel, add_dock, clear_form
from editor.panels.inspector_fields import KIND_NAMES, Field, shared_fields
from editor.panels.key_value_editor import KeyValueEditor
from editor.panels.route_stops import RouteStops
from editor.panels.station_regions import StationRegions
from editor.ruleset_profile import RulesetProfile, profile_for
from engine.editing.edits import EditError, Element
from engine.map.model import MapPack, Route, Station
from engine.map.words import element_name, named

if TYPE_CHECKING:
    from editor.context import EditorContext

BOX_COLUMNS = 2


class Inspector(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self._context = context
        self.heading = QLabel()
        self.heading.setObjectName("inspector-heading")
        self.heading.setWordWrap(True)
        self.problem = ProblemLabel("inspector-problem")
        self.regions = StationRegions()
        self.stops = RouteStops()
        self.stops.edited.connect(self._edit_stops)
        self.stops.rejected.connect(self.problem.say)
        host = QWidget()
        self._form = QFormLayout(host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(host)
        # The fields come first and never move: what is derived (the regions a
        # station lies in), the stop list and any error sit below them, so a
        # message appearing cannot shift a field from under the pointer.
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.regions)
        layout.addWidget(self.stops)
        self._layout_key: tuple[Any, ...] | None = None
        self._rows: list[tuple[Field, Any]] = []
        self._kind: type | None = None
        self._ids: frozenset[str] = frozenset()
        DocumentFollower(context, self.refresh, shows=_shown, live=True)

    def refresh(self) -> None:
        document = self._context.document
        elements = _selected(document)
        kinds = {type(element) for element in elements}
        ids = frozenset(element.id for element in elements)
        if ids != self._ids:
            self.problem.say("")
        self._ids = ids
        only = elements[0] if len(elements) == 1 else None
        self.regions.show_station(document.pack, only if isinstance(only, Station) else None)
        self.stops.show_route(document.pack, only if isinstance(only, Route) else None)
        profile = profile_for(document.pack.ruleset)
        self._kind = kinds.pop() if len(kinds) == 1 else None
        fields = shared_fields([type(e) for e in elements], profile)
        self.heading.setText(_heading(document.pack, elements, self._kind, fields))
        self._build(fields, profile)
        for field, editor in self._rows:
            if field.choices is not None:
                editor.set_choices(field.choices(document.pack))
            editor.show_values([field.read(element) for element in elements])

    def _build(self, fields: Sequence[Field], profile: RulesetProfile) -> None:
        """Lay the form out again, but only when the fields on offer change."""
        key = (tuple(f.key for f in fields), profile.name)
        if key == self._layout_key:
            return
        self._layout_key = key
        clear_form(self._form)
        self._rows = []
        section = ""
        boxes: QGridLayout | None = None  # tick boxes in a row sit side by side
        for field in fields:
            if field.section and field.section != section:
                self._form.addRow(QLabel(f"<b>{field.section}</b>"))
            section = field.section
            editor: Any = field.make(profile)
            editor.setObjectName(f"field-{field.key}")
            if field.write is not None:
                editor.committed.connect(partial(self._commit, field))
            if isinstance(editor, KeyValueEditor):
                editor.rejected.connect(self.problem.say)
            if isinstance(editor, QCheckBox):
                if boxes is None:
                    boxes = QGridLayout()
                    self._form.addRow(boxes)
                count = boxes.count()
                boxes.addWidget(editor, count // BOX_COLUMNS, count % BOX_COLUMNS)
            else:
                boxes = None
                if isinstance(editor, KeyValueEditor):
                    self._form.addRow(editor)
                else:
                    self._form.addRow(field.label, editor)
            self._rows.append((field, editor))

    def _commit(self, field: Field, value: Any) -> None:
        document = self._context.document
        assert field.write is not None
        try:
            after = field.write(document.pack, self._ids, value)
        except EditError as error:
            self.problem.say(str(error))
            self.refresh()
            return
        self.problem.say("")
        which = named(document.pack, self._ids)
        if field.key == "name" and len(self._ids) == 1:
            text = f"Rename {which} to {value}"
        else:
            text = f"Set {field.label.lower()} on {which}"
        changed = self._ids | {value} if field.renames else self._ids
        document.edit(text, after, changed)
        if field.renames:
            document.select({value})
        self.refresh()  # an edit that changed nothing still redraws what was typed

    def _edit_stops(self, text: str, after: MapPack) -> None:
        self.problem.say("")
        self._context.document.edit(text, after, self._ids)


def _heading(
    pack: MapPack, elements: Sequence[Element], kind: type | None, fields: Sequence[Field]
) -> str:
    """What is selected, one element by the name people read ("Connection Abbey - Mill"),
    its id only in the Id field or where two share a name."""
    if not elements:
        return "Select an element to edit it."
    if kind is None:
        if not fields:
            return f"{len(elements)} elements of different kinds share no field."
        return f"<b>{len(elements)} elements</b> of different kinds: a change applies to all"
    singular, plural = KIND_NAMES[kind]
    if len(elements) == 1:
        return f"<b>{singular.capitalize()}</b> {escape(element_name(pack, elements[0].id))}"
    return f"<b>{len(elements)} {plural}</b>: a change applies to all"


def _selected(document: MapDocument) -> list[Element]:
    named = elements_named(document.pack, document.selection)
    return [named[i] for i in sorted(document.selection) if i in named]


def _shown(document: MapDocument) -> tuple[object, ...]:
    """What the panel shows: the selected elements, the ruleset's fields and, for
    one station, the regions holding it; for one route, the stations it may stop at."""
    elements = _selected(document)
    one = type(elements[0]) if len(elements) == 1 else None
    pack = document.pack
    return (
        elements,
        pack.ruleset,
        pack.regions if one is Station else None,
        pack.stations if one is Route else None,
    )


def install(context: EditorContext) -> None:
    add_dock(context, "Inspector", "inspector", Inspector(context))
