"""Settings a tool offers while it is active (the region tool's kind, …).

A tool declares them as plain values and reads `value` when it builds an edit;
the Tool options bar (editor/menus/tool_options_bar.py) makes the widgets, so
tools hold no widget code and any tool can offer options the same way.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ToolOption:
    key: str
    label: str
    choices: tuple[str, ...]
    value: str

    def choose(self, value: str) -> None:
        if value not in self.choices:
            raise ValueError(f"{self.key}: {value!r} is not one of {self.choices}")
        self.value = value
