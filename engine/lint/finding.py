"""What a lint rule returns, and how a rule says which map elements it concerns.

A rule tagged with element keys (engine/rules/elements.py) runs only on maps
whose ruleset uses one of them, so a check written for one kind of game never
blocks a map of another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal, TypeVar

from engine.map.model import MapPack

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
RuleT = TypeVar("RuleT", bound=Callable[..., Iterable[Finding]])


def error(code: str, elements: Iterable[str], message: str) -> Finding:
    return Finding("error", code, tuple(elements), message)


def warning(code: str, elements: Iterable[str], message: str) -> Finding:
    return Finding("warning", code, tuple(elements), message)


def concerns(*elements: str) -> Callable[[RuleT], RuleT]:
    """Tag a rule with the element keys it checks; untagged rules check every map."""

    def tag(rule: RuleT) -> RuleT:
        rule.concerns = frozenset(elements)  # type: ignore[attr-defined]
        return rule

    return tag


def spared_by(*elements: str) -> Callable[[RuleT], RuleT]:
    """Tag a rule that does not run on maps whose ruleset uses one of these keys: what
    it warns about is, under those rules, how the map is meant to be."""

    def tag(rule: RuleT) -> RuleT:
        rule.spared_by = frozenset(elements)  # type: ignore[attr-defined]
        return rule

    return tag


def warns_only(rule: RuleT) -> RuleT:
    """Tag a rule that never finds an error, so a caller after the errors alone
    (an import, before it says what is left to do) need not run it: on a large
    tangled network such rules find a hundred thousand warnings."""
    rule.warns_only = True  # type: ignore[attr-defined]
    return rule


def finds_errors(rule: LintRule) -> bool:
    return not getattr(rule, "warns_only", False)


def applies(rule: LintRule, used: frozenset[str] | None) -> bool:
    """Whether `rule` runs on a map whose ruleset uses `used` (None: not known, all run)."""
    if used is None:
        return True
    tags: frozenset[str] | None = getattr(rule, "concerns", None)
    spared: frozenset[str] = getattr(rule, "spared_by", frozenset())
    return (tags is None or bool(tags & used)) and not spared & used
