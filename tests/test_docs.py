"""The documentation's examples are real: they parse, validate and are canonical."""

from __future__ import annotations

import re
from pathlib import Path

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
