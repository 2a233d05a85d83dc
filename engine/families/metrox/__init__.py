"""Metro X (Metro City, Tube Town and custom cities): rules M1-M8."""

from engine.families.metrox.ruleset import MetroXRuleset

RULESET = MetroXRuleset()

__all__ = ["RULESET", "MetroXRuleset"]
