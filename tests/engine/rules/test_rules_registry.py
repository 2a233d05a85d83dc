"""The ruleset registry and the option layering every ruleset shares."""

from __future__ import annotations

import pytest

from engine.families.underground.options import resolve_options
from engine.map.model import Card, MapPack, Station
from engine.rules import (
    OptionError,
    UnknownRulesetError,
    get_ruleset,
    lint,
    register,
    rulesets,
)


def test_the_underground_ruleset_is_registered_by_name() -> None:
    ruleset = get_ruleset("underground")
    assert ruleset.name == "underground"
    assert ruleset in rulesets()
    assert {"station.national_rail", "connection.water", "region.cluster"} <= ruleset.element_keys()


def test_an_unknown_ruleset_names_the_known_ones() -> None:
    with pytest.raises(
        UnknownRulesetError, match=r"unknown ruleset 'metro' \(known: .*underground"
    ):
        get_ruleset("metro")


def test_a_second_ruleset_under_a_taken_name_is_refused() -> None:
    from engine.families.underground import UndergroundRuleset

    with pytest.raises(ValueError, match="already registered"):
        register(UndergroundRuleset())
    register(get_ruleset("underground"))  # the same one again is harmless


def test_every_option_has_a_default_that_is_valid_and_a_doc() -> None:
    for spec in get_ruleset("underground").options():
        assert spec.doc
        assert spec.problem(spec.default) is None, spec.name


def test_presets_switch_the_variant_features() -> None:
    def features(variant: str) -> dict[str, object]:
        pack = MapPack(id="p", name="P", ruleset="underground", variant=variant)
        options = resolve_options(pack)
        return {
            k: getattr(options, k)
            for k in (
                "connection_tiles",
                "loops",
                "plus",
                "landmarks",
                "clusters",
                "water",
                "passenger",
            )
        }

    assert features("london") == {
        "connection_tiles": True,
        "loops": True,
        "plus": False,
        "landmarks": False,
        "clusters": False,
        "water": False,
        "passenger": "express-then-standard",
    }
    assert features("berlin")["plus"] and features("berlin")["landmarks"]
    assert not features("berlin")["loops"]
    new_york = features("new-york")
    assert new_york["clusters"] and new_york["water"] and new_york["passenger"] == "two-moves"


def test_the_packs_options_override_the_preset_and_the_caller_overrides_both() -> None:
    pack = MapPack(
        id="p",
        name="P",
        ruleset="underground",
        variant="london",
        options={"loops": False, "plus_table": [0, 1]},
    )
    assert not resolve_options(pack).loops
    assert resolve_options(pack).plus_table == (0, 1)
    assert resolve_options(pack, {"loops": True}).loops


def test_auto_features_follow_what_the_map_draws(make_pack) -> None:
    plain = make_pack({"a": (0, 0), "b": (100, 0)}, ["a-b"])
    assert not resolve_options(plain).plus
    plus = make_pack({"a": (0, 0), "b": (100, 0)}, ["a-b"], flags={"a": ["plus"]})
    assert resolve_options(plus).plus


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"loop": True}, "'loop' is not an option of underground"),
        ({"loops": 1}, "option 'loops' is 1; expected one of true, false"),
        ({"water_bonus": "twice"}, "expected one of 'once', 'every_third'"),
        ({"plus_table": [0, "two"]}, "expected a list of whole numbers"),
    ],
)
def test_bad_options_are_refused_by_name(options, message) -> None:
    pack = MapPack(id="p", name="P", ruleset="underground")
    with pytest.raises(OptionError, match=message):
        resolve_options(pack, options)


def _codes(ruleset: str) -> set[str]:
    """Two start stations, and a deck card for a station no track reaches."""
    stations = tuple(
        Station(sid, sid, (100.0 * i, 0.0), frozenset({"start"})) for i, sid in enumerate("ab")
    )
    pack = MapPack(id="p", name="P", ruleset=ruleset, stations=stations, deck=(Card("b"),))
    return {finding.code for finding in lint(pack)}


def test_a_packs_ruleset_brings_its_rules_and_the_core_rules_it_concerns() -> None:
    underground = _codes("underground")
    assert {"several-starts", "deck-unconnected-station"} <= underground
    # Next Station reads no start flag and deals no map deck: neither check runs.
    assert {"several-starts", "deck-unconnected-station"} & _codes("next-station") == set()
    # Rules nobody registered: every core rule runs, no family's own, and a
    # warning says the rules' own checks did not.
    unknown = _codes("unheard-of")
    assert "several-starts" in unknown and "deck-unconnected-station" not in unknown
    assert "unknown-ruleset" in unknown and "unknown-ruleset" not in underground
