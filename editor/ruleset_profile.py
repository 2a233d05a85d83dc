"""What the open map's ruleset uses, as far as the editor cares: which fields,
tools and commands to offer, which options to edit, how many may play and
what joining two joined stations adds.

A map may name a ruleset this installation does not know (a pack from a newer
version, or a name being fixed in the settings panel). Then every field and
tool shows and options are edited as raw key/value pairs, so nothing in the
pack is hidden. Element keys are those of engine/rules/elements.py and those of
the family's own fields (engine/map/fields.py), which the profile carries too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.map.fields import ElementKind, Field, catalogue
from engine.map.model import REGION_KINDS, MapPack
from engine.rules import OptionSpec, UnknownRulesetError, get_ruleset, rulesets
from engine.rules.elements import ELEMENTS, JoinAgain, join_again
from engine.rules.game_type import GameType
from engine.rules.value_names import ValueName

SCENERY_KINDS = ("river",)  # drawn on any board, whether or not the rules read them
# Where nobody knows the rules: anything from solo to a crowded table.
ANY_PLAYERS = GameType(1, 6, 2, "sequential", "shared")


@dataclass(frozen=True)
class RulesetProfile:
    name: str
    known: bool
    elements: frozenset[str] = frozenset(ELEMENTS)
    options: tuple[OptionSpec, ...] = ()
    presets: Mapping[str, Mapping[str, Any]] | None = None
    game_type: GameType = ANY_PLAYERS
    deck_fill: str = ""  # what the deck panel's Fill deals; "": the rules have no fill
    deck_option: str = ""  # the option the deck panel edits as card -> copies; "": none
    journey_stops: int = 0  # stops in a journey, for the journey checker; 0: no journeys
    tally_options: tuple[str, ...] = ()  # options the sheet shows as boxes to tick
    title: str = ""  # for people: the rules' own name; "": only the ruleset's name is known
    fields: tuple[Field[Any], ...] | None = None  # the family's own; None: every installed one
    value_names: tuple[ValueName, ...] = ()  # what the rules read from routes' and regions' values

    def fields_of(self, element: ElementKind) -> tuple[Field[Any], ...]:
        """The family fields an element of this kind shows, as the family declares them."""
        if self.fields is None:
            return catalogue().of(element)
        return tuple(f for f in self.fields if f.element == element)

    def field(self, key: str) -> Field[Any] | None:
        """The declared field with this element key (`route.windows`), if the rules read it."""
        declared = catalogue().all() if self.fields is None else self.fields
        return next((f for f in declared if f.key == key), None)

    def deck_spec(self) -> OptionSpec | None:
        """The option the deck panel edits, where the rules keep their deck as one."""
        return next((spec for spec in self.options if spec.name == self.deck_option), None)

    def option_value(self, pack: MapPack, name: str) -> Any:
        """The option as the rules read it on `pack`: its default, under the
        variant's preset, under the pack's own value; None for no such option."""
        spec = next((spec for spec in self.options if spec.name == name), None)
        if spec is None:
            return None
        preset = (self.presets or {}).get(pack.variant, {})
        return pack.options.get(name, preset.get(name, spec.default))

    def uses(self, element: str) -> bool:
        return element in self.elements or (self.fields is None and self.field(element) is not None)

    def region_kinds(self) -> tuple[str, ...]:
        """The kinds of region a designer may draw here: those the rules read, and
        water (a river, the sea), which any board may show; every kind where the
        rules read none."""
        kinds = [k for k in REGION_KINDS if self.uses(f"region.{k}") or k in SCENERY_KINDS]
        return tuple(kinds) if len(kinds) > len(SCENERY_KINDS) else REGION_KINDS

    def uses_any(self, prefix: str) -> bool:
        """Whether any element key starting with `prefix` ("route.") is used."""
        return any(key.startswith(prefix) for key in self.elements)

    def variants(self) -> tuple[str, ...]:
        return tuple(sorted(self.presets or {}))

    @property
    def join_again(self) -> JoinAgain | None:
        """What joining two joined stations adds, or None (refused); where the rules
        are not known, a lane, as the format allows."""
        return join_again(self.elements)


def profile_for(name: str) -> RulesetProfile:
    try:
        ruleset = get_ruleset(name)
    except UnknownRulesetError:
        return RulesetProfile(name, known=False)
    return RulesetProfile(
        name,
        known=True,
        elements=ruleset.element_keys(),
        fields=ruleset.fields,
        options=ruleset.options(),
        presets=ruleset.presets,
        game_type=ruleset.game_type,
        deck_fill=ruleset.deck_fill,
        deck_option=ruleset.deck_option,
        journey_stops=ruleset.journey_stops,
        tally_options=ruleset.tally_options,
        title=ruleset.title,
        value_names=ruleset.value_names,
    )


def most_players() -> int:
    """The most seats any installed rules (or unknown ones) seat: the playtest
    panel's seat rows."""
    return max(ANY_PLAYERS.max_players, *(r.game_type.max_players for r in rulesets()))


def ruleset_names() -> tuple[str, ...]:
    return tuple(ruleset.name for ruleset in rulesets())
