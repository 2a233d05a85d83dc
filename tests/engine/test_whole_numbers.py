"""A whole number written `2.0` is the whole number 2 in a pack, a record and an option;
`2.5` where a whole number belongs is refused by name (docs/map-pack.md, "Numbers").

Each case is a bundled map with one field respelled. Before, `2.0` passed `validate` and then
crashed `playtest`, and the tube dice game wrote `scores: 40.0`, which `replay` refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.cli import main
from engine.editing.edits import EditError
from engine.editing.typed_values import count_value, whole_value
from engine.families.oneday.options import max_turns
from engine.pack import dump_pack, load_pack
from engine.pack.numbers import is_whole, plain_number, whole_number
from engine.pack.reader import read_yaml
from engine.paths import MAPS
from engine.records import read_record, replay
from tests.hostile import deadline  # noqa: F401  (a fixture)

RIVERTOWN, TUTORIAL, DICE = "one-day-rivertown.yaml", "tutorial.yaml", "tube-dice-quick.yaml"
# case: (bundled map, the field's line, the line with {} for the value, the field's path)
FIELDS = {
    "one-day-cards": (RIVERTOWN, "    cards: 2\n", "    cards: {}\n", "stations[0].cards"),
    "underground-water": (TUTORIAL, "    water: 1\n", "    water: {}\n", "connections[9].water"),
    "underground-lanes": (TUTORIAL, "    lanes: 2\n", "    lanes: {}\n", "connections[4].lanes"),
    "deck-copies": (
        *(TUTORIAL, "    kind: express\n", "    kind: express\n    copies: {}\n"),
        "deck[0].copies",
    ),
    "tile-copies": (
        *(TUTORIAL, "      copies: 2\n", "      copies: {}\n"),
        "components.connection_tiles[0].copies",
    ),
    "tube-dice-sections": (
        DICE,
        "    sections: 2\n",
        "    sections: {}\n",
        "connections[0].sections",
    ),
    "tube-dice-option": (DICE, "  lines_to_end: 2\n", "  lines_to_end: {}\n", "lines_to_end"),
    "one-day-option": (
        *(RIVERTOWN, "ruleset: one-day\n", "ruleset: one-day\noptions:\n  max_turns: {}\n"),
        "max_turns",
    ),
}
OPTIONS = ("tube-dice-option", "one-day-option")
ADDED = ("one-day-option", "deck-copies")  # fields the bundled map leaves out
# the value each case's field holds, for its whole spellings
VALUES = {"underground-water": 1, "one-day-option": 200}


def respelled(case: str, spelling: str, folder: Path) -> Path:
    """The case's map with its field's value written `spelling` (`{}.0`: `2.0`)."""
    name, line, template, _ = FIELDS[case]
    text = (MAPS / name).read_text(encoding="utf-8")
    assert line in text
    value = spelling.format(VALUES.get(case, 2))
    path = folder / f"{case}.yaml"
    path.write_text(text.replace(line, template.format(value), 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "value"),
    [
        *(("2", 2), ("+2", 2), ("0x2", 2), ("0b10", 2), ("02", 2), ("1_000", 1000)),
        *(("2.0", 2), ("2.", 2), ("+2.0", 2), ("2.0e+0", 2), ("20.0e-1", 2), ("-0.0", 0)),
        *(("0:2.0", 2), ("1.0e+20", 1e20), ("2.5", 2.5)),
        *(("0o2", "0o2"), ("2e0", "2e0"), (".2e1", ".2e1")),  # text in YAML 1.1
    ],
)
def test_the_reader_reads_every_spelling_of_a_whole_number_as_that_number(
    text: str, value: object
) -> None:
    read = read_yaml(f"n: {text}\n", "numbers.yaml").data["n"]
    assert (read, type(read)) == (value, type(value))


def test_one_reading_of_a_whole_number() -> None:
    assert [whole_number(v) for v in (2, 2.0, -0.0, 2.5, True, "2", None, 1e20)] == [
        *(2, 2, 0, None, None, None, None, None)
    ]
    assert is_whole(3.0, 1, 3) and not is_whole(4.0, 1, 3) and not is_whole(False)
    assert (plain_number(40.0), plain_number(40.5)) == (40, 40.5)


@pytest.mark.parametrize("case", FIELDS)
def test_a_field_written_2_0_reads_as_2_and_fmt_writes_2(case: str, tmp_path: Path) -> None:
    """The map reads as the bundled one does, so it saves to the same bytes."""
    name = FIELDS[case][0]
    for spelling in ("{}.0", "+{}.", "{}.0e+0"):
        path = respelled(case, spelling, tmp_path)
        if case in ADDED:  # the bundled map leaves the field out; its text will differ
            assert FIELDS[case][2].format(VALUES.get(case, 2)) in dump_pack(load_pack(path))
            continue
        assert dump_pack(load_pack(path)) == dump_pack(load_pack(MAPS / name))
        assert main(["fmt", str(path), "-o", str(tmp_path / "out.yaml")]) == 0
        assert (tmp_path / "out.yaml").read_text("utf-8") == dump_pack(load_pack(MAPS / name))


@pytest.mark.usefixtures("deadline")
@pytest.mark.parametrize("case", FIELDS)
def test_a_map_with_2_0_validates_plays_and_its_records_replay(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = respelled(case, "{}.0", tmp_path)
    assert main(["validate", str(path)]) == 0
    records = tmp_path / "games"
    assert (
        main(["playtest", str(path), "--games", "3", "--jobs", "1", "--records", str(records)]) == 0
    )
    for game in sorted(records.glob("game-*.yaml")):
        written = yaml.safe_load(game.read_text(encoding="utf-8"))
        assert all(type(score) is int for score in written["scores"])
        assert main(["replay", str(game)]) == 0
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.usefixtures("deadline")
@pytest.mark.parametrize("case", [c for c in FIELDS if c not in OPTIONS])
@pytest.mark.parametrize("command", ["validate", "playtest", "fmt", "journey"])
def test_a_field_written_2_5_is_refused_at_its_line_by_every_command(
    case: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = respelled(case, "{}.5", tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines) if text.endswith(f": {VALUES.get(case, 2)}.5"))
    args = {"playtest": ["--games", "1"], "fmt": ["-o", str(tmp_path / "out.yaml")]}
    extra = {"journey": ["a", "b"]}.get(command, [])
    assert main([command, str(path), *extra, *args.get(command, [])]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"{path}:{line + 1}: {FIELDS[case][3]}: expected a whole number")
    assert not (tmp_path / "out.yaml").exists()


@pytest.mark.parametrize("case", OPTIONS)
def test_an_option_written_2_5_is_an_error_and_playtest_refuses_the_map(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = respelled(case, "{}.5", tmp_path)
    assert main(["validate", str(path)]) == 1
    found = capsys.readouterr().out
    assert f"invalid-option: options: option '{FIELDS[case][3]}' is" in found
    assert "expected a whole number" in found
    assert main(["playtest", str(path), "--games", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "1 lint error; fix it first" in err and "Traceback" not in err


def test_an_option_given_as_2_0_in_code_is_the_whole_number() -> None:
    pack = load_pack(MAPS / "one-day-rivertown.yaml")
    turns = max_turns(pack, {"max_turns": 3.0})
    assert (turns, type(turns)) == (3, int)


def test_a_record_written_with_2_0_and_40_0_replays(tmp_path: Path) -> None:
    """Records written before the fix (`scores: 40.0`) read as they meant."""
    folder = tmp_path / "games"
    tutorial = str(MAPS / "tutorial.yaml")
    assert (
        main(["playtest", tutorial, "--games", "1", "--jobs", "1", "--records", str(folder)]) == 0
    )
    game = folder / "game-0.yaml"
    data = yaml.safe_load(game.read_text(encoding="utf-8"))
    data["players"] = float(data["players"])
    data["seed"] = float(data["seed"])
    data["scores"] = [float(score) for score in data["scores"]]
    game.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    assert "scores:\n- " in game.read_text(encoding="utf-8") and ".0\n" in game.read_text("utf-8")
    record = read_record(game)
    assert record.scores is not None and all(type(score) is int for score in record.scores)
    assert replay(record).scores == record.scores


def test_a_field_typed_2_0_takes_2_and_2_5_is_refused() -> None:
    assert (count_value("2.0", "copies"), whole_value("-3.", "entry 1")) == (2, -3)
    for text in ("2.5", "1e3", "0x2", "+2"):
        with pytest.raises(EditError, match="expected a whole number"):
            count_value(text, "copies")
