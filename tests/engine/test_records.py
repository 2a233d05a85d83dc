"""Game records: written, read back and replayed to the same game; a changed pack or a
broken record is refused with the file and the place named."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from engine.cli import main
from engine.map.model import Card
from engine.pack import load_pack, save_pack
from engine.records import RecordError, new_record, read_record, replay, write_record
from engine.rules import get_ruleset


@pytest.fixture
def pack_file(make_pack, tmp_path: Path) -> Path:
    stations = {f"s{i}": (100.0 * i, 50.0 * (i % 2)) for i in range(6)}
    pack = make_pack(
        stations,
        [f"s{i}-s{i + 1}" for i in range(5)] + ["s0-s2", "s3-s5"],
        flags={"s0": ["start"], "s3": ["national_rail"], "s5": ["terminus"]},
        deck=tuple(Card(f"s{i}", "express" if i % 2 else "standard") for i in range(6)),
    )
    return save_pack(pack, tmp_path / "maps" / "city.yaml")


def play_and_record(pack_file: Path, folder: Path, seed: int = 3) -> tuple[Path, object]:
    pack = load_pack(pack_file)
    game = get_ruleset("underground").new_game(pack, 3, {"loops": True}, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    record = new_record(game, pack_file, pack, "underground", 3, seed, {"loops": True})
    return write_record(record, folder / "game.yaml"), game


def test_a_record_replays_to_the_same_game(pack_file: Path, tmp_path: Path) -> None:
    path, game = play_and_record(pack_file, tmp_path / "games")
    record = read_record(path)
    assert record.pack == "../maps/city.yaml"  # relative to the record's folder
    assert len(record.actions) == len(game.history)
    again = replay(record)
    assert again.scores == game.scores
    assert again.events == game.events
    assert again.history == game.history
    assert again.is_over


def test_a_record_reads_back_equal(pack_file: Path, tmp_path: Path) -> None:
    path, _ = play_and_record(pack_file, tmp_path)
    record = read_record(path)
    write_record(record, tmp_path / "copy" / "again.yaml")
    again = read_record(tmp_path / "copy" / "again.yaml")
    assert again.pack == "../maps/city.yaml"
    assert again.pack_path().resolve() == record.pack_path().resolve() == pack_file.resolve()
    assert replace(again, pack=record.pack) == record


def test_a_changed_pack_is_refused(pack_file: Path, tmp_path: Path) -> None:
    path, _ = play_and_record(pack_file, tmp_path)
    pack = load_pack(pack_file)
    moved = replace(pack.stations[2], pos=(210.0, 40.0))
    save_pack(replace(pack, stations=(*pack.stations[:2], moved, *pack.stations[3:])), pack_file)
    with pytest.raises(RecordError) as caught:
        replay(read_record(path))
    message = caught.value.describe()
    assert message.startswith(f"{path}:")
    assert "pack_sha256" in message
    assert "has changed since this game was recorded" in message


def test_a_missing_pack_is_reported_at_the_pack_key(pack_file: Path, tmp_path: Path) -> None:
    path, _ = play_and_record(pack_file, tmp_path)
    pack_file.unlink()
    with pytest.raises(RecordError, match=r"game.yaml:2: pack: cannot load the map pack"):
        replay(read_record(path))


def test_an_illegal_action_is_reported_with_its_place(pack_file: Path, tmp_path: Path) -> None:
    path, _ = play_and_record(pack_file, tmp_path)
    text = path.read_text(encoding="utf-8")
    first = read_record(path).actions[0]
    path.write_text(text.replace(f"- {first}\n", "- place red nowhere\n", 1), encoding="utf-8")
    with pytest.raises(RecordError, match=r"actions\[0\]: 'place red nowhere'"):
        replay(read_record(path))


def test_replay_prints_scores_and_events(pack_file: Path, tmp_path: Path, capsys) -> None:
    path, game = play_and_record(pack_file, tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    scores = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(game.scores))
    assert f"scores: {scores}" in out
    assert sum(line.lstrip().startswith("U13") for line in out.splitlines()) == sum(
        e.rule == "U13" for e in game.events
    )


def test_replay_json_gives_scores_and_events(pack_file: Path, tmp_path: Path, capsys) -> None:
    path, game = play_and_record(pack_file, tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["scores"] == list(game.scores)
    assert len(result["events"]) == len(game.events)
    for seat, score in enumerate(result["scores"]):
        assert score == sum(e["points"] for e in result["events"] if e["player"] == seat)
    assert {"rule", "player", "points"} <= set(result["events"][0])


@pytest.mark.parametrize(
    ("edit", "place"),
    [
        (
            lambda text: text.replace("players: 3", "players: three"),
            "players: expected a whole number",
        ),
        (lambda text: text + "colour: red\n", "colour: unknown key"),
        (lambda text: text.replace("seed: 3\n", ""), "missing key 'seed'"),
        (
            lambda text: text.replace("actions:\n- ", "actions:\n- 12\n- ", 1),
            "actions[0]: expected an action as text",
        ),
        (lambda text: text.replace("actions:", "actions: [", 1), "not valid YAML"),
    ],
    ids=["wrong-type", "unknown-key", "missing-key", "action-not-text", "bad-yaml"],
)
def test_a_malformed_record_exits_2_naming_the_place(
    pack_file: Path, tmp_path: Path, capsys, edit, place
) -> None:
    path, _ = play_and_record(pack_file, tmp_path)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:")
    assert place in err
    assert "Traceback" not in err


def test_a_record_that_is_not_a_file_exits_2(tmp_path: Path, capsys) -> None:
    assert main(["replay", str(tmp_path / "missing.yaml")]) == 2
    assert "cannot read" in capsys.readouterr().err
