"""On the Underground (London, Berlin, New York and custom cities): rules U1-U15."""

from engine.families.underground.ruleset import UndergroundRuleset

RULESET = UndergroundRuleset()

__all__ = ["RULESET", "UndergroundRuleset"]
