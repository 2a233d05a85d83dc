"""The tube dice roll-and-write (tube sheets, five dice, passes): rules D1-D7."""

from engine.families.tubedice.ruleset import TubeDiceRuleset

RULESET = TubeDiceRuleset()

__all__ = ["RULESET", "TubeDiceRuleset"]
