"""`tracksmith replay` finds the map of a record moved with it, takes `--map PACK`, and
says in one line when it is given a map pack instead of a record."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.cli import main
from engine.pack import load_pack, save_pack
from engine.pack.io import PACK_FILE
from engine.paths import MAPS

TUTORIAL = MAPS / "tutorial.yaml"
NOT_A_RECORD = (
    "is a map pack, not a game record: replay takes a record written by playtest --records"
)

# How playtest was given the map, and where that map lies in the folder it moves to.
LAYOUTS = {
    "file": ("city.yaml", "city.yaml"),
    "folder": ("city", f"city/{PACK_FILE}"),
    "folder-file": (f"city/{PACK_FILE}", f"city/{PACK_FILE}"),
}


def _record(capsys: pytest.CaptureFixture[str], tmp_path: Path, given: str, file: str) -> Path:
    """A real record of one game on a copy of the tutorial saved at `maps/<file>`."""
    save_pack(load_pack(TUTORIAL), tmp_path / "maps" / file)
    assert main(["playtest", str(tmp_path / "maps" / given), "--games", "1", "--jobs", "1",
                 "--players", "2", "--records", str(tmp_path / "games")]) == 0  # fmt: skip
    capsys.readouterr()
    return tmp_path / "games" / "game-0.yaml"


def _replayed(capsys: pytest.CaptureFixture[str], *args: str | Path) -> dict[str, object]:
    assert main(["replay", *map(str, args), "--json"]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def _refused(capsys: pytest.CaptureFixture[str], *args: str | Path) -> str:
    assert main(["replay", *map(str, args)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(("given", "file"), LAYOUTS.values(), ids=LAYOUTS.keys())
def test_a_record_moved_with_its_map_finds_it_beside_itself(
    given: str, file: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, given, file)
    before = _replayed(capsys, record)
    moved = tmp_path / "elsewhere"
    moved.mkdir()
    shutil.move(record, moved / record.name)
    shutil.move(tmp_path / "maps" / Path(given).parts[0], moved)
    assert not (tmp_path / "maps" / file).exists()
    after = _replayed(capsys, moved / record.name)
    assert {**after, "record": before["record"]} == before


def test_the_stored_path_is_preferred_to_a_map_beside_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, "city.yaml", "city.yaml")
    shutil.copy(MAPS / "next-station-london.yaml", record.parent / "city.yaml")
    assert _replayed(capsys, record)["over"] is True


def test_a_record_moved_without_its_map_says_where_it_looked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, "city.yaml", "city.yaml")
    shutil.rmtree(tmp_path / "maps")
    err = _refused(capsys, record)
    assert err.startswith(f"{record}:2: pack: cannot load the map pack: ")
    assert "cannot read: No such file or directory" in err
    assert f"nor is it beside the record in {record.parent}; replay --map PACK names the map" in err


def test_map_names_the_pack_of_a_record_moved_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, "city.yaml", "city.yaml")
    before = _replayed(capsys, record)
    shutil.move(tmp_path / "maps", tmp_path / "renamed")
    after = _replayed(capsys, record, "--map", tmp_path / "renamed" / "city.yaml")
    assert after == before


def test_map_of_another_map_is_refused_naming_both(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, "city.yaml", "city.yaml")
    other = tmp_path / "other.yaml"
    save_pack(load_pack(TUTORIAL), other)
    other.write_text(
        other.read_text(encoding="utf-8").replace("Tutorial City", "Another City"), "utf-8"
    )
    err = _refused(capsys, record, "--map", other)
    assert err.startswith(f"{record}:3: pack_sha256: the map pack {other} is not ")
    assert "../maps/city.yaml, the one this game was recorded on" in err
    assert "replaying it would give a different game" in err


@pytest.mark.parametrize("pack", ["missing.yaml", "."], ids=["missing", "a-folder"])
def test_map_that_cannot_be_loaded_is_refused_naming_it(
    pack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(capsys, tmp_path, "city.yaml", "city.yaml")
    err = _refused(capsys, record, "--map", tmp_path / pack)
    assert err.startswith(str(tmp_path / pack))
    assert "cannot read" in err


@pytest.mark.parametrize("json_output", [[], ["--json"]], ids=["text", "json"])
def test_a_map_pack_file_given_as_a_record_is_named_in_one_line(
    json_output: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(capsys, TUTORIAL, *json_output)
    assert err == f"{TUTORIAL} {NOT_A_RECORD}\n"


def test_a_map_pack_folder_given_as_a_record_is_named_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save_pack(load_pack(TUTORIAL), tmp_path / "city")
    assert _refused(capsys, tmp_path / "city") == f"{tmp_path / 'city'} {NOT_A_RECORD}\n"
