"""The map settings' rule options.

A known ruleset declares its options (engine/rules/options.py), so each gets
its own widget with its doc as the tooltip, and "default" removes the value
from the pack. An option whose default is a list of whole numbers (a table of
points) also gets a table below its text, one row per entry
(editor/panels/option_tables.py), shown while the value is such a list.
Anything else in `options` (every option, when the ruleset is
unknown) is edited as raw key/value pairs in YAML notation, so nothing in the
pack is hidden or lost. Typed values are read as the pack loader reads them
(engine/editing/typed_values.py), so what is taken is what a saved map gives back.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import yaml
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QVBoxLayout, QWidget

from editor.panels.docking import clear_form
from editor.panels.field_editors import ChoiceEditor, TextEditor
from editor.panels.key_value_editor import KeyValueEditor
from editor.panels.option_tables import NumberListTable, OptionTable, is_number_list
from editor.ruleset_profile import RulesetProfile
from engine.editing.edits import EditError
from engine.editing.typed_values import option_value
from engine.map.model import MapPack, frozen_mapping
from engine.rules import OptionSpec

Change = Callable[[MapPack], MapPack]
Edit = Callable[[str, Change], None]
DEFAULT = object()  # the choice that removes an option from the pack


def yaml_text(value: Any) -> str:
    """A value as it would be written in the pack: `true`, `[0, 2, 2, 4]`, `once`."""
    text = yaml.safe_dump(value, default_flow_style=True, width=math.inf)
    return text.removesuffix("\n").removesuffix("\n...").strip()


def set_options(pack: MapPack, options: Mapping[str, Any]) -> MapPack:
    return replace(pack, options=frozen_mapping(dict(sorted(options.items()))))


def set_option(pack: MapPack, spec: OptionSpec, value: Any) -> MapPack:
    """The pack with the option at `value` (DEFAULT: removed), if the option takes it."""
    options = dict(pack.options)
    if value is DEFAULT:
        options.pop(spec.name, None)
    else:
        problem = spec.problem(value)
        if problem is not None:
            raise EditError(problem)
        options[spec.name] = value
    return set_options(pack, options)


class RuleOptionsEditor(QWidget):
    rejected = Signal(str)  # why a value was refused

    def __init__(self, edit: Edit) -> None:
        super().__init__()
        self._edit = edit
        self._form = QFormLayout()
        self._editors: list[tuple[OptionSpec, Any]] = []
        self._built_for: tuple[str, ...] | None = None
        self.raw = KeyValueEditor(option_value, yaml_text, True, ("Option", "Value"))
        self.raw.setObjectName("raw-options")
        self.raw.rejected.connect(self.rejected)
        self.raw.committed.connect(
            lambda change: edit(
                "Set rule options", lambda pack: set_options(pack, change(pack.options))
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._form)
        layout.addWidget(self.raw)

    def show_options(self, pack: MapPack, profile: RulesetProfile) -> None:
        names = tuple(spec.name for spec in profile.options)
        if names != self._built_for:
            self._build(profile.options)
            self._built_for = names
        for spec, editor in self._editors:
            value = pack.options.get(spec.name, DEFAULT)
            if isinstance(editor, OptionTable):
                shown = spec.default if value is DEFAULT else value
                editor.setVisible(is_number_list(shown))
                if is_number_list(shown):
                    editor.show_value(shown)
            elif isinstance(editor, ChoiceEditor):
                editor.show_values([value])
            else:
                editor.show_values(["" if value is DEFAULT else yaml_text(value)])
        extras = {k: v for k, v in pack.options.items() if k not in names}
        self.raw.setVisible(not profile.known or bool(extras))
        self.raw.show_values([extras])

    def _build(self, specs: tuple[OptionSpec, ...]) -> None:
        clear_form(self._form)
        self._editors = []
        for spec in specs:
            editor: Any
            if spec.allowed:
                default = (DEFAULT, f"default: {value_words(spec.default)}")
                editor = ChoiceEditor([default, *((v, value_words(v)) for v in spec.allowed)])
            else:
                editor = TextEditor(f"default: {yaml_text(spec.default)}")
            editor.setObjectName(f"option-{spec.name}")
            editor.setToolTip(f"{spec.doc} (in the map file: {spec.name})")
            editor.committed.connect(lambda value, spec=spec: self._set(spec, value))
            self._form.addRow(spec.title, editor)
            self._editors.append((spec, editor))
            if is_number_list(spec.default):
                rows = NumberListTable(spec)
                rows.rejected.connect(self.rejected)
                rows.committed.connect(lambda value, spec=spec: self._put(spec, value))
                self._form.addRow("", rows)
                self._editors.append((spec, rows))

    def _set(self, spec: OptionSpec, value: Any) -> None:
        """`value` is a choice (DEFAULT among them) or, for an option without a list
        of choices, the typed YAML text, where empty means the default."""

        def change(pack: MapPack) -> MapPack:
            chosen = value if spec.allowed else (option_value(value) if value else DEFAULT)
            return set_option(pack, spec, chosen)

        self._edit(f"Set {spec.title}", change)

    def _put(self, spec: OptionSpec, value: Any) -> None:
        """`value`: the option's whole new value, from a table."""
        self._edit(f"Set {spec.title}", lambda pack: set_option(pack, spec, value))


def value_words(value: Any) -> str:
    """A choice as the panel lists it: "on", "off", "every third"; the file keeps
    `true`, `false`, `every_third`."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return value.replace("_", " ") if isinstance(value, str) else yaml_text(value)
