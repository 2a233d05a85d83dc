"""What the open map's ruleset uses, as far as the panels care: which fields to
show, which options to offer and which extra lint rules to run.

A map may name a ruleset this installation does not know (a pack from a newer
version, or a name being fixed in the settings panel). Then every field shows
and options are edited as raw key/value pairs, so nothing in the pack is hidden.

Element keys follow engine/rules/base.py: `station.<flag>`, `station.landmark`,
`station.symbol`, `connection.lanes`, `connection.water`, `connection.sections`,
`region.<kind>`, `region.values`, `route.loop`, `route.values`, `deck.cards`, `deck.express`,
`deck.copies`, `components.<field>`, `line.departure`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.rules import OptionSpec, UnknownRulesetError, get_ruleset, rulesets
from engine.validate import LintRule


@dataclass(frozen=True)
class RulesetProfile:
    name: str
    known: bool
    elements: frozenset[str] = frozenset()
    options: tuple[OptionSpec, ...] = ()
    presets: Mapping[str, Mapping[str, Any]] | None = None
    lint_rules: tuple[LintRule, ...] = ()

    def uses(self, element: str) -> bool:
        return not self.known or element in self.elements

    def variants(self) -> tuple[str, ...]:
        return tuple(sorted(self.presets or {}))


def profile_for(name: str) -> RulesetProfile:
    try:
        ruleset = get_ruleset(name)
    except UnknownRulesetError:
        return RulesetProfile(name, known=False)
    return RulesetProfile(
        name,
        known=True,
        elements=ruleset.elements,
        options=ruleset.options(),
        presets=ruleset.presets,
        lint_rules=ruleset.lint_rules(),
    )


def ruleset_names() -> tuple[str, ...]:
    return tuple(ruleset.name for ruleset in rulesets())
