"""Rule families: each registers a Ruleset that builds games from map packs."""

from engine.rules.base import (
    ActionSyntaxError,
    Event,
    Game,
    IllegalActionError,
    Ruleset,
    UnknownRulesetError,
)
from engine.rules.options import OptionError, OptionSpec, SetupError
from engine.rules.registry import get_ruleset, lint, register, rulesets

__all__ = [
    "ActionSyntaxError",
    "Event",
    "Game",
    "IllegalActionError",
    "OptionError",
    "OptionSpec",
    "Ruleset",
    "SetupError",
    "UnknownRulesetError",
    "get_ruleset",
    "lint",
    "register",
    "rulesets",
]
