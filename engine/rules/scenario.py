"""Reading a staged scenario (Ruleset.stage): plain data whose keys each family
documents in its rules page. A key or value a family cannot use is a
SetupError that names it, so a typo never silently stages another game."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from engine.rules.options import SetupError


def check_keys(scenario: Mapping[str, Any], known: Collection[str]) -> None:
    unknown = sorted(str(key) for key in scenario if key not in known)
    if unknown:
        names = ", ".join(f"'{key}'" for key in unknown)
        raise SetupError(f"unknown scenario key {names} (known: {', '.join(sorted(known))})")


def listed(value: Any, key: str) -> Sequence[Any]:
    """`value` as a list; a string or mapping is refused, naming `key`."""
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise SetupError(f"scenario '{key}': expected a list, not {value!r}")
    return value


def text_mapping(value: Any, key: str) -> Mapping[str, str]:
    """`value` as a mapping of text to text, naming `key` when it is not one."""
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise SetupError(f"scenario '{key}': expected a mapping of names to names, not {value!r}")
    return value
