"""`tracksmith replay` of records with hostile fields: a message naming the field, exit 2.

Each record is a real one with one field replaced; none may end in a
traceback, replay a different game, or take long.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.cli import main
from engine.pack import load_pack
from engine.paths import MAPS
from engine.records import pack_digest

TUTORIAL = MAPS / "tutorial.yaml"
NEXT_STATION = MAPS / "next-station-london.yaml"


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("games")
    assert main(["playtest", str(TUTORIAL), "--games", "1", "--jobs", "1",
                 "--players", "2", "--records", str(folder)]) == 0  # fmt: skip
    data: dict[str, Any] = yaml.safe_load((folder / "game-0.yaml").read_text(encoding="utf-8"))
    data["pack"] = str(TUTORIAL)
    return data


def _other_family() -> dict[str, Any]:
    return {"ruleset": "underground", "options": {}, "pack": str(NEXT_STATION),
            "pack_sha256": pack_digest(load_pack(NEXT_STATION))}  # fmt: skip


HOSTILE: dict[str, tuple[dict[str, Any], str]] = {
    "players-0": ({"players": 0}, "players: expected a whole number of players"),
    "players-negative": ({"players": -3}, "players: expected a whole number of players"),
    "players-huge": ({"players": 2**53}, "2 to 5 players play this game, not 9007199254740992"),
    "players-true": ({"players": True}, "players: expected a whole number of players"),
    "players-text": ({"players": "two"}, "players: expected a whole number of players"),
    "seed-text": ({"seed": "x"}, "seed: expected a whole number"),
    "seed-fraction": ({"seed": 1.5}, "seed: expected a whole number"),
    "options-list": ({"options": [1]}, "options: expected a mapping"),
    "options-unknown": ({"options": {"zzz": 1}}, "'zzz' is not an option of underground"),
    "options-nested": ({"options": {"loops": {"a": [1]}}}, "option 'loops' is"),
    "options-null-key": ({"options": {None: 1}}, "is not an option of underground"),
    "action-huge": ({"actions": ["place " + "x" * 200_000]}, "actions[0]:"),
    "action-empty": ({"actions": [""]}, "'' is not an action"),
    "action-nul": ({"actions": ["place \0"]}, "is not an action"),
    "action-number": ({"actions": [5]}, "actions[0]: expected an action as text"),
    "actions-many": ({"actions": ["branch"] * 100_000}, "actions["),
    "actions-mapping": ({"actions": {"a": 1}}, "actions: expected a list of actions"),
    "scores-wrong": ({"scores": [1]}, "the record says [1]"),
    "scores-huge": ({"scores": [2**53, 2**53]}, "scores: replaying gives scores"),
    "scores-text": ({"scores": ["a"]}, "scores: expected whole numbers"),
    "scores-fraction": ({"scores": [40.5, 12]}, "scores: expected whole numbers"),
    "players-fraction": ({"players": 2.5}, "players: expected a whole number of players"),
    "pack-missing": ({"pack": "nothing-here.yaml"}, "cannot read: No such file or directory"),
    "pack-folder": ({"pack": "."}, "pack: cannot load the map pack"),
    "pack-nul": ({"pack": "a\0b.yaml"}, "pack: expected the map pack's path"),
    "pack-blank": ({"pack": "   "}, "pack: expected the map pack's path"),
    "pack-empty": ({"pack": ""}, "pack: expected the map pack's path"),
    "pack-number": ({"pack": 5}, "pack: expected the map pack's path"),
    "pack-long": ({"pack": "x" * 5000}, "cannot read: File name too long"),
    "pack-deep": ({"pack": "/".join(["x" * 200] * 30)}, "cannot load the map pack"),
    "pack-loop": ({"pack": "loop"}, "Too many levels of symbolic links"),
    "pack-itself": ({"pack": "record.yaml"}, "pack: cannot load the map pack"),
    "pack-not-a-map": ({"pack": "/etc/hostname"}, "pack: cannot load the map pack"),
    "pack-sha-upper": ({"pack_sha256": "A" * 64}, "pack_sha256: expected 64 lower-case"),
    "pack-sha-wrong": ({"pack_sha256": "0" * 64}, "has changed since this game was recorded"),
    "ruleset-unknown": ({"ruleset": "chess"}, "ruleset: unknown ruleset 'chess'"),
    "ruleset-huge": (
        {"ruleset": "x" * 100_000},
        "ruleset: expected a ruleset name (expected an id",
    ),
    "ruleset-of-another-family": (
        {"ruleset": "next-station"},
        "ruleset: the record was played by 'next-station' rules",
    ),
    "pack-of-another-family": (_other_family(), "is played by 'next-station' rules"),
    "format-2": ({"format": 2}, "format: expected 1"),
    "format-text": ({"format": "1"}, "format: expected 1"),
    "unknown-key": ({"zzz": 1}, "zzz: unknown key"),
}


@pytest.mark.parametrize(("change", "message"), HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_record_is_refused_by_field(
    change: dict[str, Any],
    message: str,
    recorded: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    os.symlink(tmp_path / "loop", tmp_path / "loop")
    record = tmp_path / "record.yaml"
    record.write_text(yaml.safe_dump({**recorded, **change}), encoding="utf-8")
    assert main(["replay", str(record)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(str(record))
    assert message in err
    assert "Traceback" not in err
