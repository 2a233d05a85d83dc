"""Next Station (London, Tokyo and custom sheets): rules N1-N4."""

from engine.families.nextstation.ruleset import NextStationRuleset

RULESET = NextStationRuleset()

__all__ = ["RULESET", "NextStationRuleset"]
