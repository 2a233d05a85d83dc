"""One Day in London (the zone 1 deck and custom cities): rules O1-O6."""

from engine.families.oneday.ruleset import OneDayRuleset

RULESET = OneDayRuleset()

__all__ = ["RULESET", "OneDayRuleset"]
