"""Rule families: each registers a Ruleset that builds games from map packs."""

from engine.rules.base import (
    ActionSyntaxError,
    Event,
    Game,
    IllegalActionError,
    Ruleset,
    UnknownRulesetError,
    get_ruleset,
    lint,
    register,
    rulesets,
)
from engine.rules.options import OptionError, OptionSpec, SetupError

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
