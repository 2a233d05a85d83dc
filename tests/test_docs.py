"""The documentation's examples are real: they parse, validate and are canonical."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.pack import dump_pack, parse_pack
from engine.validate import validate

DOCS = Path(__file__).resolve().parent.parent / "docs"


def complete_example() -> str:
    text = (DOCS / "map-pack.md").read_text(encoding="utf-8")
    section = text.split("## A complete example", 1)[1]
    match = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    assert match is not None, "docs/map-pack.md lost its complete example"
    return match.group(1)


def test_complete_example_validates_without_findings() -> None:
    pack = parse_pack(complete_example(), "docs/map-pack.md")
    assert validate(pack) == []


def test_complete_example_uses_every_top_level_key() -> None:
    example = parse_pack(complete_example(), "docs/map-pack.md")
    written = dump_pack(example)
    for key in (
        "author",
        "licence",
        "credits",
        "variant",
        "options",
        "canvas",
        "components",
        "stations",
        "connections",
        "regions",
        "routes",
        "deck",
    ):
        assert f"\n{key}:" in written, key


def test_complete_example_round_trips() -> None:
    example = parse_pack(complete_example(), "docs/map-pack.md")
    assert parse_pack(dump_pack(example), "again") == example


@pytest.mark.parametrize("page", ["rules-underground.md", "rules-next-station.md"])
def test_staged_scenario_examples_run(page: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each rules page's example of `stage` and `public_view` runs as written, from the
    repository's folder, and its asserts hold."""
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split("## What a seat shows", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert match is not None, f"docs/{page} lost its example of a staged scenario"
    monkeypatch.chdir(DOCS.parent)
    exec(compile(match.group(1), f"docs/{page}", "exec"), {})


def test_the_ruleset_guide_lists_every_member_of_the_contract() -> None:
    """docs/rulesets.md's table of the Ruleset names each public member once, and
    nothing the class does not have, so the guide cannot drift from the code."""
    from engine.rules.base import Ruleset

    text = (DOCS / "rulesets.md").read_text(encoding="utf-8")
    table = text.split("## The Ruleset", 1)[1].split("\n\n### ", 1)[0]
    listed = set(re.findall(r"^\| `(\w+)", table, re.MULTILINE))
    listed |= set(re.findall(r"^\| `\w+(?:\(.*?\))?`, `(\w+)`", table, re.MULTILINE))
    members = {name for name in dir(Ruleset) if not name.startswith("_")}
    members |= set(Ruleset.__annotations__)
    assert listed == members
