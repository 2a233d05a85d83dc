"""The map linter: findings a designer can act on, from rules anyone can add.

A lint rule is a function from a pack to findings. The core rules check the
map format's elements, each only where the map's ruleset uses what it checks
(engine/lint/finding.py `concerns`); a ruleset adds its own through
`validate(pack, extra_rules, used)`, which `engine.rules.lint` does for a pack.
Codes are stable (tests, the editor and scripts key on them); messages are
for people.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.lint import connections, deck, references, regions, stations
from engine.lint.finding import (
    Finding,
    LintRule,
    Severity,
    applies,
    error,
    finds_errors,
    warning,
)
from engine.map.model import MapPack

__all__ = [
    "Finding",
    "LintRule",
    "Severity",
    "error",
    "has_errors",
    "ordered",
    "validate",
    "warning",
]

CORE_RULES: tuple[LintRule, ...] = (
    *references.RULES,
    *connections.RULES,
    *stations.RULES,
    *deck.RULES,
    *regions.RULES,
)


def core_rules(used: frozenset[str] | None = None) -> tuple[LintRule, ...]:
    """The core rules for a map whose ruleset uses the element keys `used`
    (None: a ruleset nobody knows, so every rule runs and nothing is hidden)."""
    return tuple(rule for rule in CORE_RULES if applies(rule, used))


def validate(
    pack: MapPack,
    extra_rules: Iterable[LintRule] = (),
    used: frozenset[str] | None = None,
    errors_only: bool = False,
) -> list[Finding]:
    """Every finding for the pack, errors first, in a stable order: the core rules
    that concern the elements in `used` (all when None), then `extra_rules`;
    with `errors_only` the errors alone, and rules that only warn do not run."""
    rules = (*core_rules(used), *extra_rules)
    if errors_only:
        rules = tuple(filter(finds_errors, rules))
    findings = ordered(finding for rule in rules for finding in rule(pack))
    return [f for f in findings if f.severity == "error"] if errors_only else findings


def ordered(findings: Iterable[Finding]) -> list[Finding]:
    """Errors first, then by code and elements: the order every list of findings shows."""
    return sorted(findings, key=lambda f: (f.severity != "error", f.code, f.elements))


def has_errors(findings: Iterable[Finding]) -> bool:
    return any(finding.severity == "error" for finding in findings)
