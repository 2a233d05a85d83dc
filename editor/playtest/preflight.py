"""Whether a map may be playtested: bots on a broken map mislead.

Run in a worker thread before the games start, as linting a large map takes
longer than the editor may keep its event loop waiting.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.lint.validate import Finding
from engine.map.model import MapPack
from engine.rules import SetupError, get_ruleset, lint
from engine.rules.base import UnknownRulesetError


@dataclass(frozen=True)
class Refusal:
    message: str
    findings: tuple[Finding, ...] = ()  # the lint errors, when those are why


def refusal(pack: MapPack, players: int) -> Refusal | None:
    """Why a playtest of `pack` with `players` players cannot run, or None when it can."""
    try:
        ruleset = get_ruleset(pack.ruleset)
    except UnknownRulesetError as error:
        return Refusal(str(error))
    errors = tuple(lint(pack, errors_only=True))
    if errors:
        count = f"{len(errors)} lint error{'s' if len(errors) != 1 else ''}"
        them = "it" if len(errors) == 1 else "them"
        return Refusal(f"The map has {count}; fix {them} before a playtest.", errors)
    try:
        ruleset.new_game(pack, players, {}, 0)
    except SetupError as error:
        return Refusal(f"No game can be set up: {error}")
    return None
