"""The map linter: findings a designer can act on, from rules anyone can add.

A lint rule is a function from a pack to findings. The core rules below apply
to every map; a ruleset adds its own through `validate(pack, extra_rules)`.
Codes are stable (tests, the editor and scripts key on them); messages are
for people.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from engine.model import MapPack

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Finding:
    severity: Severity
    code: str
    elements: tuple[str, ...]
    message: str

    def describe(self) -> str:
        return f"{self.severity} {self.code}: {self.message}"


LintRule = Callable[[MapPack], Iterable[Finding]]


def error(code: str, elements: Iterable[str], message: str) -> Finding:
    return Finding("error", code, tuple(elements), message)


def warning(code: str, elements: Iterable[str], message: str) -> Finding:
    return Finding("warning", code, tuple(elements), message)


def core_rules() -> tuple[LintRule, ...]:
    from engine.lint import components, connections, deck, references, regions, stations

    return (
        *references.RULES,
        *connections.RULES,
        *stations.RULES,
        *deck.RULES,
        *regions.RULES,
        *components.RULES,
    )


def validate(pack: MapPack, extra_rules: Iterable[LintRule] = ()) -> list[Finding]:
    """Every finding for the pack, errors first, in a stable order."""
    findings = [finding for rule in (*core_rules(), *extra_rules) for finding in rule(pack)]
    return sorted(findings, key=lambda f: (f.severity != "error", f.code, f.elements))


def has_errors(findings: Iterable[Finding]) -> bool:
    return any(finding.severity == "error" for finding in findings)
