"""Map settings panel: what the map is (name, id, author, licence, credits), which
rules it plays by (ruleset, variant, options), its board size and its
components (line colours, and each field a family declares for the map as a whole:
score tiles, landmark types, lines running together), and the background image to
trace over.
Every change is one undo step; one that
cannot be made is refused with the reason shown above the form."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QScrollArea, QVBoxLayout, QWidget

from editor.panels.components_fields import components_editor
from editor.panels.docking import DocumentFollower, ProblemLabel, add_dock
from editor.panels.field_editors import ChoiceEditor, NumberEditor, TextEditor
from editor.panels.settings_background import BackgroundEditor
from editor.panels.settings_components import LinesEditor
from editor.panels.settings_options import RuleOptionsEditor
from editor.ruleset_profile import profile_for, ruleset_names
from engine.editing.edits import EditError, id_problem
from engine.editing.typed_values import text_value
from engine.map.fields import catalogue
from engine.map.model import MapPack
from engine.pack.errors import format_path
from engine.pack.limits import CANVAS_SIZE
from engine.pack.schema import pack_problems

if TYPE_CHECKING:
    from editor.context import EditorContext
    from editor.document import MapDocument

CANVAS_RANGE = (1, CANVAS_SIZE)


@dataclass(frozen=True)
class MapField:
    key: str  # names the editor widget ("map-<key>")
    label: str
    make: Callable[[], QWidget]
    read: Callable[[MapPack], Any]
    write: Callable[[MapPack, Any], MapPack]


def _text_field(name: str, label: str, make: Callable[[], QWidget] = TextEditor) -> MapField:
    def write(pack: MapPack, text: str) -> MapPack:
        changes: dict[str, Any] = {name: text_value(text, label.lower())}
        return replace(pack, **changes)

    return MapField(name, label, make, attrgetter(name), write)


def _id_field(name: str, label: str, make: Callable[[], QWidget]) -> MapField:
    def write(pack: MapPack, text: str) -> MapPack:
        problem = id_problem(text)
        if problem is not None:
            raise EditError(f"{label.lower()} '{text}': {problem}")
        changes: dict[str, Any] = {name: text}
        return replace(pack, **changes)

    return MapField(name, label, make, attrgetter(name), write)


def _canvas_field(axis: int) -> MapField:
    def write(pack: MapPack, value: int) -> MapPack:
        size = list(pack.canvas)
        size[axis] = float(value)
        return replace(pack, canvas=(size[0], size[1]))

    label = ("Width", "Height")[axis]
    return MapField(
        label.lower(), label, lambda: NumberEditor(*CANVAS_RANGE), lambda p: p.canvas[axis], write
    )


MAP_FIELDS = (
    _text_field("name", "Name"),
    _id_field("id", "Id", TextEditor),
    _text_field("author", "Author"),
    _text_field("licence", "Licence"),
    _text_field("credits", "Credits"),
    _id_field("ruleset", "Ruleset", ChoiceEditor),
    _text_field("variant", "Variant", lambda: ChoiceEditor(editable=True)),
    _canvas_field(0),
    _canvas_field(1),
)


class SettingsPanel(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self._context = context
        self.problem = ProblemLabel("settings-problem")
        self.fields: dict[str, Any] = {}
        about = QFormLayout()
        for field in MAP_FIELDS:
            editor: Any = field.make()
            editor.setObjectName(f"map-{field.key}")
            editor.committed.connect(lambda value, field=field: self._set(field, value))
            about.addRow(field.label, editor)
            self.fields[field.key] = editor
        self.options = RuleOptionsEditor(self.edit)
        self.options.rejected.connect(self.problem.say)
        self.lines = LinesEditor(self.edit, lambda: self._context.document.pack)
        # a family's fields of the whole map, each in a box of its own (engine/map/fields.py)
        self.components = {
            declared.key: components_editor(
                declared, self.edit, lambda: self._context.document.pack
            )
            for declared in catalogue().of("components")
        }
        self.background = BackgroundEditor(self.edit, lambda: self._context.document.path)
        body = QWidget()
        column = QVBoxLayout(body)
        self.groups = {
            "map": _group("Map", about),
            "options": _group("Rule options", self.options),
            "lines": _group("Line colours", self.lines),
            **{
                key: _group(editor.declared.title, editor, key)
                for key, editor in self.components.items()
            },
            "background": _group("Background image", self.background),
        }
        for group in self.groups.values():
            column.addWidget(group)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(scroll, 1)
        DocumentFollower(context, self.refresh, selection=False, shows=_shown)

    def refresh(self) -> None:
        pack = self._context.document.pack
        profile = profile_for(pack.ruleset)
        self.fields["ruleset"].set_choices([(name, name) for name in ruleset_names()])
        self.fields["variant"].set_choices([("", ""), *((v, v) for v in profile.variants())])
        for field in MAP_FIELDS:
            self.fields[field.key].show_values([field.read(pack)])
        self.options.show_options(pack, profile)
        self.lines.show_lines(pack)
        for declared in self.lines.declared:
            column = self.lines.column_of(declared.key)
            assert column is not None
            self.lines.table.setColumnHidden(column, not profile.uses(declared.key))
        for key, editor in self.components.items():
            editor.show_value(pack)
            self.groups[key].setVisible(profile.uses(key))
        self.background.show_background(pack)
        self.groups["lines"].setVisible(profile.uses("components.lines"))

    def edit(self, text: str, change: Callable[[MapPack], MapPack]) -> None:
        """Make one undo step of `change`, or show why it cannot be made."""
        document = self._context.document
        try:
            after = change(document.pack)
            refused = pack_problems(after)  # a list past its length: no one cell sees it
            if refused:
                raise EditError(f"{format_path(refused[0].path)}: {refused[0].message}")
        except EditError as error:
            self.problem.say(str(error))
        else:
            self.problem.say("")
            document.edit(text, after, ())
        self.refresh()  # a refused or empty edit still redraws what was typed

    def _set(self, field: MapField, value: Any) -> None:
        self.edit(f"Set map {field.label.lower()}", lambda pack: field.write(pack, value))


def _shown(document: MapDocument) -> tuple[object, ...]:
    """What the panel shows: the map's own fields, rule options, components and
    background (the ruleset among the fields), none of its elements. Where the
    map is saved decides whether it can have a background image."""
    pack = document.pack
    fields = tuple(field.read(pack) for field in MAP_FIELDS)
    return fields, pack.options, pack.components, pack.background, document.path


def _group(title: str, content: QWidget | QFormLayout, name: str = "") -> QGroupBox:
    group = QGroupBox(title)
    group.setObjectName(name)
    if isinstance(content, QWidget):
        layout = QVBoxLayout(group)
        layout.addWidget(content)
    else:
        group.setLayout(content)
    return group


def install(context: EditorContext) -> None:
    add_dock(context, "Map", "map-settings", SettingsPanel(context))
