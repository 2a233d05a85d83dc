"""Rulesets whose games are all of one class.

The framework hands a ruleset's hooks any `Game` and any `Action`; a family's own
code wants its own game and action types. The check and the cast are made here,
once, so a family states its game class and its pointing module and writes each of
its hooks once, typed."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar, cast

from engine.rules.base import Action, Game, Ruleset
from engine.rules.targets import Path

G = TypeVar("G", bound=Game)
A = TypeVar("A", bound=Action)
G_in = TypeVar("G_in", bound=Game, contravariant=True)
A_in = TypeVar("A_in", bound=Action, contravariant=True)


class Pointing(Protocol[G_in, A_in]):
    """A family's pointing module: the targets of an action and its words for people."""

    def action_targets(self, game: G_in, action: A_in, /) -> Path: ...

    def describe_action(self, game: G_in, action: A_in, /) -> str: ...


class OwnGames(Ruleset, Generic[G, A]):
    game_class: type[G]
    pointing: Pointing[G, A]

    def own(self, game: Game) -> G:
        """`game` as this family's; another family's is a mistake in the caller."""
        if not isinstance(game, self.game_class):
            raise TypeError(f"the {self.title} rules were handed a {type(game).__name__}")
        return game

    def own_or_none(self, game: Game | None) -> G | None:
        """An earlier position, where it is one of this family's games."""
        return game if isinstance(game, self.game_class) else None

    def action_targets(self, game: Game, action: Action) -> Path:
        return self.pointing.action_targets(self.own(game), cast(A, action))

    def describe_action(self, game: Game, action: Action) -> str:
        return self.pointing.describe_action(self.own(game), cast(A, action))
