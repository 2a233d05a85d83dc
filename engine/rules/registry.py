"""The rule families installed, found through the `tracksmith.rulesets` entry-point group.

A family is a package that declares, in its pyproject.toml,

    [project.entry-points."tracksmith.rulesets"]
    my-family = "my_family:RULESET"

naming a Ruleset instance whose `name` is the entry point's name; the built-in
families are declared the same way in Tracksmith's own pyproject.toml (the way
pytest and napari find their plug-ins). Entry points are read on the first
lookup, so importing the registry stays cheap. A plug-in that cannot be loaded
is skipped with a warning naming its entry point, so one broken family never
breaks the command line or the editor.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib.metadata import EntryPoint, entry_points

from engine.lint.finding import Finding, warning
from engine.lint.validate import validate
from engine.map import fields
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import DEFAULT_MAP
from engine.rules.base import Ruleset, UnknownRulesetError
from engine.rules.elements import check_elements

GROUP = "tracksmith.rulesets"
OWN_DISTRIBUTION = "tracksmith"  # its families keep their names if a plug-in claims one

_registry: dict[str, Ruleset] = {}
_loaded = False


def register(ruleset: Ruleset) -> None:
    check_elements(ruleset.elements, f"ruleset '{ruleset.name}'")
    known = _registry.get(ruleset.name)
    if known is not None and known is not ruleset:
        raise ValueError(f"a ruleset named '{ruleset.name}' is already registered")
    fields.declare(ruleset.name, ruleset.fields)  # FieldClashError is a ValueError
    _registry[ruleset.name] = ruleset


def unregister(name: str) -> None:
    """Forget a ruleset (a test's throwaway one); unknown names are ignored."""
    _registry.pop(name, None)
    fields.forget(name)


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for entry in sorted(entry_points(group=GROUP), key=_own_first):
        problem = _load(entry)
        if problem is not None:
            print(
                f"tracksmith: skipped the ruleset plug-in '{entry.name}' ({entry.value}): "
                f"{problem}",
                file=sys.stderr,
            )


def _own_first(entry: EntryPoint) -> tuple[bool, str]:
    distribution = entry.dist.name if entry.dist is not None else ""
    return (distribution != OWN_DISTRIBUTION, entry.name)


def _load(entry: EntryPoint) -> str | None:
    """Register the entry point's ruleset, or say why it cannot be."""
    try:
        ruleset = entry.load()
    except Exception as error:  # a plug-in's import can fail in any way
        return f"cannot load it: {type(error).__name__}: {error}"
    if not isinstance(ruleset, Ruleset):
        return f"it is a {type(ruleset).__name__}, not a Ruleset"
    if ruleset.name != entry.name:
        return f"its ruleset is named '{ruleset.name}', not '{entry.name}'"
    try:
        register(ruleset)
    except ValueError as error:
        return str(error)
    return None


fields.on_first_use(_discover)


def rulesets() -> tuple[Ruleset, ...]:
    _discover()
    return tuple(_registry[name] for name in sorted(_registry))


def ruleset_modules() -> tuple[str, ...]:
    """The modules defining the installed rulesets, for worker processes to import ahead."""
    return tuple(sorted({type(ruleset).__module__ for ruleset in rulesets()}))


def get_ruleset(name: str) -> Ruleset:
    _discover()
    ruleset = _registry.get(name)
    if ruleset is None:
        raise UnknownRulesetError(f"unknown ruleset '{name}' ({_known()})")
    return ruleset


def _known() -> str:
    if not _registry:  # a checkout run without being installed has no entry points
        return f"none is installed: run pip install -e . for the {GROUP} entry points"
    return "known: " + ", ".join(sorted(_registry))


@cache
def default_ruleset() -> str:
    """The rule family a new map starts under: that of the map `tracksmith` opens,
    so no code has to name a family."""
    return load_pack(DEFAULT_MAP).ruleset


def lint(pack: MapPack, errors_only: bool = False) -> list[Finding]:
    """Every finding for the pack under its ruleset: the core rules that concern
    the elements the ruleset uses, and the ruleset's own. Under a ruleset nobody
    registered every core rule runs, so nothing is hidden, and a warning says
    the rules' own checks did not. With `errors_only` the errors alone, found
    without running the rules that only warn."""
    _discover()
    ruleset = _registry.get(pack.ruleset)
    if ruleset is None and errors_only:
        return validate(pack, errors_only=True)
    if ruleset is None:
        unknown = warning(
            "unknown-ruleset",
            (),
            f"ruleset '{pack.ruleset}' is not installed ({_known()}); only the map "
            "format's checks ran",
        )
        return [*validate(pack), unknown]
    return validate(pack, ruleset.lint_rules(), ruleset.element_keys(), errors_only)
