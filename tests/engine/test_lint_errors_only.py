"""The errors alone: what an import, a playtest or a suggestion stops on, found
without running the rules that only warn (on a large tangled import those find
a hundred thousand warnings and were most of the command's time)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from engine.lint.finding import Finding, finds_errors, warns_only
from engine.lint.validate import CORE_RULES, validate
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.rules import lint
from tests.conftest import build_pack, bundled_maps

# Two diagonals crossing without a station, a station on top of another, a
# connection running over a station and one to nowhere: errors and warnings.
TANGLED = build_pack(
    {"a": (0, 0), "b": (200, 0), "c": (200, 200), "d": (0, 200), "e": (1, 1), "f": (100, 0)},
    ["a-c", "b-d", "a-b", "c-x"],
)


def _packs() -> Iterator[MapPack]:
    yield TANGLED
    yield from (load_pack(path) for path in bundled_maps())


def test_the_errors_alone_are_the_errors_of_the_whole_lint() -> None:
    for pack in _packs():
        everything = lint(pack)
        assert lint(pack, errors_only=True) == [f for f in everything if f.severity == "error"]
    assert {f.severity for f in lint(TANGLED)} == {"error", "warning"}


def test_the_core_rules_that_only_warn_find_no_error() -> None:
    quiet = [rule for rule in CORE_RULES if not finds_errors(rule)]
    assert len(quiet) >= 2
    severities = {finding.severity for pack in _packs() for rule in quiet for finding in rule(pack)}
    assert severities == {"warning"}


def test_rules_that_only_warn_do_not_run_when_the_errors_alone_are_asked_for() -> None:
    ran: list[str] = []

    @warns_only
    def noticed(pack: MapPack) -> Iterator[Finding]:
        ran.append(pack.id)
        return iter(())

    validate(TANGLED, [noticed], errors_only=True)
    assert ran == []
    validate(TANGLED, [noticed])
    assert ran == [TANGLED.id]


def test_under_an_unknown_ruleset_the_errors_alone_leave_out_the_warning_about_it() -> None:
    unknown = replace(TANGLED, ruleset="nobody-knows")
    everything = lint(unknown)
    assert everything[-1].code == "unknown-ruleset"
    assert lint(unknown, errors_only=True) == [f for f in everything if f.severity == "error"]
