"""Rule options: what a ruleset lets a map pack (or a playtest) change.

A ruleset declares its options as specs, so the editor can list them and the
linter can check a pack's values without starting a game. Values are layered:
the spec's default, then the pack's variant preset, then the pack's own
`options`, then whatever the caller overrides (a playtest sweep, say).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.lint.finding import Finding, error, warning
from engine.map.model import MapPack
from engine.pack.numbers import plain_numbers


class SetupError(ValueError):
    """A game that cannot start from this pack, player count and options."""


class OptionError(SetupError):
    """An option name or value the ruleset does not know."""


_RULE_ID = re.compile(r"^[A-Z]\d+[a-z.]*:\s*")  # "U7: ", "N4: " before an option's doc


@dataclass(frozen=True)
class OptionSpec:
    name: str
    default: Any
    doc: str  # one line for the editor's tooltip, after the rule it belongs to ("U7: ...")
    allowed: tuple[Any, ...] = ()  # the values to offer; empty when `check` decides
    check: Callable[[Any], str | None] | None = None  # why a value is bad, or None

    @property
    def title(self) -> str:
        """The option for people: "Water bonus", not `water_bonus`."""
        return self.name.replace("_", " ").capitalize()

    @property
    def summary(self) -> str:
        """The doc for players, who read no rule ids: "+3 per line ...", not "U7: +3 ..."."""
        plain = _RULE_ID.sub("", self.doc, count=1)
        return plain[:1].upper() + plain[1:]

    def problem(self, value: Any) -> str | None:
        """Why `value` is not a valid value of this option, or None."""
        if self.check is not None:
            return self.check(value)
        if not any(_same(value, allowed) for allowed in self.allowed):
            choices = ", ".join(_show(allowed) for allowed in self.allowed)
            return f"option '{self.name}' is {_show(value)}; expected one of {choices}"
        return None


def _same(value: Any, allowed: Any) -> bool:
    """Equal and of the same type: YAML's `1` must not pass for `true`."""
    return type(value) is type(allowed) and bool(value == allowed)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, str) else str(value)


def option_problems(
    specs: Iterable[OptionSpec], values: Mapping[str, Any], ruleset: str
) -> list[str]:
    """Every unknown name and bad value in `values`, in words."""
    by_name = {spec.name: spec for spec in specs}
    problems = []
    for name, value in values.items():
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(sorted(by_name))
            problems.append(f"'{name}' is not an option of {ruleset} (known: {known})")
            continue
        problem = spec.problem(value)
        if problem is not None:
            problems.append(problem)
    return problems


def layered_options(
    specs: Iterable[OptionSpec],
    presets: Mapping[str, Mapping[str, Any]],
    pack: MapPack,
    overrides: Mapping[str, Any] | None,
    ruleset: str,
) -> dict[str, Any]:
    """Defaults, then the variant's preset, then the pack's options, then overrides.

    A variant that is not a preset adds nothing (the linter warns about it);
    bad names or values raise OptionError listing all of them.
    """
    specs = tuple(specs)
    # values made in code read as a file's would: 2.0 is the whole number 2
    layers = (presets.get(pack.variant, {}), *plain_numbers([pack.options, overrides or {}]))
    problems = [p for layer in layers[1:] for p in option_problems(specs, layer, ruleset)]
    if problems:
        raise OptionError("; ".join(problems))
    values = {spec.name: spec.default for spec in specs}
    for layer in layers:
        values.update(layer)
    return values


def option_findings(
    pack: MapPack,
    ruleset: str,
    presets: Mapping[str, Any],
    specs: Iterable[OptionSpec],
    set_by: str = "the map's options",
) -> Iterator[Finding]:
    """What every ruleset's linter says of a map's variant and options: a variant
    that is none of the ruleset's presets (a warning: `set_by` still sets the
    rules), and each unknown or bad option."""
    if pack.variant and pack.variant not in presets:
        article = "an" if ruleset[:1] in "aeiou" else "a"
        yield warning(
            "unknown-variant",
            [],
            f"variant '{pack.variant}' is not {article} {ruleset} preset "
            f"({', '.join(sorted(presets))}); {set_by} set the rules",
        )
    for problem in option_problems(specs, pack.options, ruleset):
        yield error("invalid-option", [], f"options: {problem}")
