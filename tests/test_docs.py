"""The documentation's examples are real: they parse, validate and are canonical."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cli import main
from engine.families.metrox.fields import WINDOWS
from engine.families.oneday.fields import CARDS
from engine.lint.validate import validate
from engine.pack import dump_pack, parse_pack

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


@pytest.mark.parametrize(
    "page",
    [
        "rules-underground.md",
        "rules-next-station.md",
        "rules-metro-x.md",
        "rules-one-day.md",
        "rules-tube-dice.md",
    ],
)
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


def test_the_limits_table_states_the_limits_the_loader_uses() -> None:
    from engine.pack import limits

    text = (DOCS / "map-pack.md").read_text(encoding="utf-8")
    table = text.split("## Limits", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| (.+?) \| (.+?) \|$", table, re.MULTILINE))

    assert rows["a pack file, a game record, an imported table"] == (
        f"{limits.MAX_BYTES // 2**20} MiB"
    )
    assert rows["a background image"] == f"{limits.IMAGE_BYTES // 2**20} MiB"
    assert rows["nesting of lists and mappings"] == f"{limits.MAX_DEPTH} levels"
    assert rows["values in one file"] == str(limits.MAX_NODES)
    assert rows["any whole number"].startswith(f"at most {limits.MAX_INTEGER} ")
    assert rows["names, credits, labels and other text"] == f"{limits.TEXT_LENGTH} characters"
    assert rows["ids"].startswith(f"{limits.ID_LENGTH} characters")
    low, high = limits.COUNT_RANGE
    assert rows["copies of a card, and other counts"] == f"{low} to {high}"
    coordinate = f"{int(limits.COORDINATE)}"
    assert rows["a position (`pos`, bends, polygon corners)"].endswith(
        f"from -{coordinate} to {coordinate}"
    )
    assert rows["the canvas"].endswith(f"at most {int(limits.CANVAS_SIZE)}")
    value = int(limits.VALUE)
    assert rows["points a region or a route is worth"] == f"from -{value} to {value}"
    # the families' own fields, as they declare them (engine/map/fields.py)
    assert rows["a route's windows"] == f"{WINDOWS.least} to {WINDOWS.most}"
    assert rows["copies of a station's card (`cards`)"] == f"{CARDS.least} to {CARDS.most}"
    assert rows["the background's scale"].endswith(f"at most {limits.BACKGROUND_SCALE}")


def test_the_one_day_journey_examples_run_on_the_bundled_map(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """O4's worked example is a command that runs as written, and every stop list the
    page quotes names stations of the bundled map (an unknown id would exit 2; a
    journey that breaks exits 1)."""
    text = (DOCS / "rules-one-day.md").read_text(encoding="utf-8")
    section = text.split("**O4 Journey.**", 1)[1].split("**O5 End.**", 1)[0]
    block = re.search(r"```\n(tracksmith journey .*?)```", section, re.DOTALL)
    assert block is not None, "docs/rules-one-day.md lost its worked example"
    monkeypatch.chdir(DOCS.parent)
    assert main(block.group(1).replace("\\\n", " ").split()[1:]) == 0
    assert capsys.readouterr().out.rstrip().endswith("valid journey")
    quoted = re.findall(r"`([a-z-]+(?: [a-z-]+)+)`", section)
    assert len(quoted) >= 8
    for stops in quoted:
        code = main(["journey", "maps/one-day-london", *stops.split()])
        assert code in (0, 1), (stops, capsys.readouterr().err)
