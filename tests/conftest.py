"""Fixtures shared by the whole suite.

Any test that takes a `bundled_map` argument runs once per map pack shipped in
maps/ (single files and folder packs), so a map added later is covered without
touching the tests; `underground_map` runs once per bundled On the Underground map.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import pytest

from editor.display import use_offscreen_without_display
from engine import rules
from engine.families.underground import fields as underground
from engine.map.model import Connection, MapPack, Point, Station
from engine.pack import load_pack
from engine.paths import MAPS

# Before any test makes the QApplication: with no display, Qt would abort the run.
use_offscreen_without_display()

PACKS = Path(__file__).resolve().parent / "data" / "packs"

PackFactory = Callable[..., MapPack]
Lint = Callable[[MapPack, str], list[tuple[str, tuple[str, ...]]]]


def bundled_maps() -> list[Path]:
    return sorted([*MAPS.glob("*.yaml"), *MAPS.glob("*/map.yaml")])


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    for name, ruleset in (("bundled_map", None), ("underground_map", "underground")):
        if name in metafunc.fixturenames:
            maps = [m for m in bundled_maps() if ruleset in (None, load_pack(m).ruleset)]
            metafunc.parametrize(name, maps, ids=[str(m.relative_to(MAPS)) for m in maps])


def build_pack(
    stations: Mapping[str, Point] | None = None,
    connections: Iterable[str | Connection] = (),
    *,
    flags: Mapping[str, Iterable[str]] | None = None,
    landmarks: Mapping[str, int] | None = None,
    ruleset: str = "underground",
    **fields: Any,
) -> MapPack:
    """A pack from a compact spec: `{"a": (0, 0), "b": (100, 0)}` and `["a-b"]`.

    A connection written `"a-b"` joins `a` and `b` and has the id `a-b`; station
    flags and landmark slot sizes are given by station id; any other MapPack
    field (regions, deck, components, canvas…) passes straight through. Without
    `components` the pack starts from its family's defaults, as File > New does.
    """
    flags = flags or {}
    landmarks = landmarks or {}
    pack = MapPack(
        id="test",
        name="Test",
        ruleset=ruleset,
        stations=tuple(
            underground.LANDMARK.put(
                Station(sid, sid.title(), pos, frozenset(flags.get(sid, ()))),
                landmarks.get(sid, 0),
            )
            for sid, pos in (stations or {}).items()
        ),
        connections=tuple(_connection(spec) for spec in connections),
        **fields,
    )
    if "components" in fields or ruleset not in {r.name for r in rules.rulesets()}:
        return pack
    return rules.get_ruleset(ruleset).defaults(pack)


def _connection(spec: str | Connection) -> Connection:
    if isinstance(spec, Connection):
        return spec
    a, b = spec.split("-")
    return Connection(spec, a, b)


@pytest.fixture
def make_pack() -> PackFactory:
    return build_pack


def lint_code(pack: MapPack, code: str) -> list[tuple[str, tuple[str, ...]]]:
    """(severity, element ids) of each finding with the code."""
    return [(f.severity, f.elements) for f in rules.lint(pack) if f.code == code]


@pytest.fixture
def lint() -> Lint:
    return lint_code


@pytest.fixture
def tutorial() -> Path:
    return MAPS / "tutorial.yaml"


@pytest.fixture
def packs() -> Path:
    """tests/data/packs: small hand-written packs for the command-line tests."""
    return PACKS
