"""Game records: one game as the inputs that made it, replayable to the same state.

A record names the map pack by path and by the SHA-256 of its canonical text
(engine.pack.dump_pack), so replaying against a pack that has changed since is
refused instead of silently giving another game. Records are YAML, one action
per line, so two games diff well. The format is described in docs/game-records.md.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.map.model import MapPack
from engine.pack import PackError, Problem, dump_pack, load_pack
from engine.pack.errors import KeyPath
from engine.pack.files import UnreadableFile, read_text_bounded
from engine.pack.io import PACK_FILE, atomic_write_text
from engine.pack.limits import ID_MESSAGE, ID_PATTERN, MAX_BYTES
from engine.pack.numbers import is_whole, plain_number
from engine.pack.reader import read_yaml
from engine.rules.base import (
    ActionSyntaxError,
    Game,
    IllegalActionError,
    UnknownRulesetError,
)
from engine.rules.options import OptionError, SetupError
from engine.rules.registry import get_ruleset

RECORD_FORMAT = 1
_NOT_FOUND = " (nor is it beside the record in {}; replay --map PACK names the map)"
_KEYS = ("format", "pack", "pack_sha256", "ruleset", "players", "seed", "options", "actions")
_OPTIONAL = ("scores",)
_PACK_ONLY = {"id", "name"}  # keys every map pack has and no record has


class RecordError(ValueError):
    """A record that cannot be read or replayed; every problem names its place."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__(self.describe())

    def describe(self) -> str:
        return "\n".join(problem.describe(self.source) for problem in self.problems)


@dataclass(frozen=True)
class GameRecord:
    pack: str  # the pack's path; relative paths are relative to `folder`
    pack_sha256: str
    ruleset: str
    players: int
    seed: int
    options: Mapping[str, Any]
    actions: tuple[str, ...]
    scores: tuple[int, ...] | None = None  # as recorded; a replay must reproduce them
    source: str = field(default="", compare=False)  # the file it was read from
    folder: Path = field(default=Path(), compare=False)
    lines: Mapping[KeyPath, int] = field(default_factory=dict, compare=False, repr=False)

    def pack_path(self) -> Path:
        return self.folder / self.pack

    def beside(self) -> list[Path]:
        """Where a record moved together with its map finds it: the pack's file name, and
        for a pack folder's map.yaml the folder's name, in the record's own folder."""
        stored = Path(self.pack)
        names = [stored.name, stored.parent.name] if stored.name == PACK_FILE else [stored.name]
        return [self.folder / name for name in names if name not in ("", ".", "..")]

    def find_pack(self) -> Path | None:
        """The pack as stored, else the first one beside the record; None when neither is."""
        for path in (self.pack_path(), *self.beside()):
            if os.path.lexists(path):  # never raises; a symbolic link loop is met at loading
                return path
        return None

    def problem(self, path: KeyPath, message: str) -> RecordError:
        """An error about one place in the record, with the line it is on."""
        line = next((self.lines[p] for p in _ancestors(path) if p in self.lines), None)
        return RecordError(self.source or "record", [Problem(path, message, line)])


def _ancestors(path: KeyPath) -> list[KeyPath]:
    return [path[:size] for size in range(len(path), -1, -1)]


def pack_digest(pack: MapPack) -> str:
    return hashlib.sha256(dump_pack(pack).encode("utf-8")).hexdigest()


def new_record(
    game: Game,
    pack_path: str | os.PathLike[str],
    pack: MapPack,
    ruleset: str,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
) -> GameRecord:
    """The record of `game`, started by `ruleset.new_game(pack, players, options, seed)`."""
    return GameRecord(
        pack=str(pack_path),
        pack_sha256=pack_digest(pack),
        ruleset=ruleset,
        players=players,
        seed=seed,
        options=dict(options or {}),
        actions=tuple(str(action) for action in game.history),
        scores=tuple(game.scores),
    )


def dump_record(record: GameRecord, pack: str) -> str:
    data: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "pack": pack,
        "pack_sha256": record.pack_sha256,
        "ruleset": record.ruleset,
        "players": record.players,
        "seed": record.seed,
        "options": dict(record.options),
        "actions": list(record.actions),
    }
    if record.scores is not None:  # written as they read back: 40, never 40.0
        data["scores"] = [plain_number(score) for score in record.scores]
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def write_record(record: GameRecord, path: str | os.PathLike[str]) -> Path:
    """Save atomically; the pack path is written relative to the record's folder."""
    target = Path(path)
    pack = Path(os.path.relpath(record.pack_path().resolve(), target.parent.resolve()))
    atomic_write_text(target, dump_record(record, pack.as_posix()))
    return target


class NotARecordError(RecordError):
    """A map pack given for a record: one line says so, not a dozen missing keys."""

    def __init__(self, source: str) -> None:
        super().__init__(source, [])

    def describe(self) -> str:
        return (
            f"{self.source} is a map pack, not a game record: "
            "replay takes a record written by playtest --records"
        )


def read_record(path: str | os.PathLike[str]) -> GameRecord:
    file = Path(path)
    if os.path.isfile(file / PACK_FILE):  # a pack folder
        raise NotARecordError(str(file))
    try:
        text = read_text_bounded(file, MAX_BYTES)
    except UnreadableFile as error:
        raise RecordError(str(file), [Problem((), error.reason)]) from None
    return parse_record(text, str(file), file.parent)


def parse_record(text: str, source: str, folder: Path = Path()) -> GameRecord:
    try:
        read = read_yaml(text, source)
    except PackError as error:
        raise RecordError(source, list(error.problems)) from None
    data = read.data
    if isinstance(data, dict) and data.keys() >= _PACK_ONLY:
        raise NotARecordError(source)
    problems = _structure_problems(data)
    if problems:
        raise RecordError(source, [Problem(p, m, read.line_of(p)) for p, m in problems])
    scores = data.get("scores")
    return GameRecord(
        pack=data["pack"],
        pack_sha256=data["pack_sha256"],
        ruleset=data["ruleset"],
        players=data["players"],
        seed=data["seed"],
        options=data["options"],
        actions=tuple(data["actions"]),
        scores=tuple(scores) if scores is not None else None,
        source=source,
        folder=folder,
        lines=read.lines,
    )


_CHECKS: dict[str, tuple[Any, str]] = {
    "format": (lambda v: v == RECORD_FORMAT, f"expected {RECORD_FORMAT}"),
    "pack": (
        lambda v: isinstance(v, str) and v.strip() != "" and "\0" not in v,
        "expected the map pack's path",
    ),
    "pack_sha256": (
        lambda v: isinstance(v, str) and len(v) == 64 and all(c in "0123456789abcdef" for c in v),
        "expected 64 lower-case hex digits",
    ),
    "ruleset": (
        lambda v: isinstance(v, str) and re.fullmatch(ID_PATTERN, v) is not None,
        f"expected a ruleset name ({ID_MESSAGE})",
    ),
    "players": (lambda v: is_whole(v, 1), "expected a whole number of players"),
    "seed": (is_whole, "expected a whole number"),
    "options": (lambda v: isinstance(v, dict), "expected a mapping of option names to values"),
    "actions": (lambda v: isinstance(v, list), "expected a list of actions"),
    "scores": (lambda v: isinstance(v, list) and all(map(is_whole, v)), "expected whole numbers"),
}


def _structure_problems(data: Any) -> list[tuple[KeyPath, str]]:
    if not isinstance(data, dict):
        return [((), "expected a mapping at the top of the record")]
    problems: list[tuple[KeyPath, str]] = [
        ((key,), "unknown key") for key in data if key not in (*_KEYS, *_OPTIONAL)
    ]
    problems += [((), f"missing key '{key}'") for key in _KEYS if key not in data]
    for key, (valid, message) in _CHECKS.items():
        if key in data and not valid(data[key]):
            problems.append(((key,), message))
    if isinstance(data.get("actions"), list):
        problems += [
            (("actions", i), "expected an action as text")
            for i, action in enumerate(data["actions"])
            if not isinstance(action, str)
        ]
    return problems


def replay(record: GameRecord, map_path: Path | None = None) -> Game:
    """The game the record describes, every action applied; RecordError if it cannot be.

    `map_path` names the pack instead of the record's `pack` key; it must still be the
    pack the game was recorded on.
    """
    found = record.find_pack()
    path = map_path or found or record.pack_path()
    try:
        pack = load_pack(path)
    except PackError as error:
        if map_path is not None:
            raise
        missing = "" if found else _NOT_FOUND.format(record.folder)
        raise record.problem(
            ("pack",), f"cannot load the map pack: {error.describe()}{missing}"
        ) from None
    digest = pack_digest(pack)
    if digest != record.pack_sha256:
        changed = (
            f"the map pack {path} has changed since this game was recorded"
            if map_path is None
            else f"the map pack {path} is not {record.pack}, the one this game was recorded on"
        )
        raise record.problem(
            ("pack_sha256",),
            f"{changed} (it hashes to {digest[:12]}..., the record expects "
            f"{record.pack_sha256[:12]}...); replaying it would give a different game",
        )
    try:
        ruleset = get_ruleset(record.ruleset)
    except UnknownRulesetError as error:
        raise record.problem(("ruleset",), str(error)) from None
    if pack.ruleset != record.ruleset:
        raise record.problem(
            ("ruleset",),
            f"the record was played by '{record.ruleset}' rules, the map pack {path} "
            f"is played by '{pack.ruleset}' rules",
        )
    try:
        game = ruleset.new_game(pack, record.players, record.options, record.seed)
    except SetupError as error:
        place: KeyPath = ("options",) if isinstance(error, OptionError) else ()
        raise record.problem(place, f"the game cannot be set up: {error}") from None
    for index, text in enumerate(record.actions):
        try:
            game.apply(ruleset.parse_action(text))
        except (ActionSyntaxError, IllegalActionError) as error:
            raise record.problem(("actions", index), str(error)) from None
    if record.scores is not None and tuple(game.scores) != record.scores:
        raise record.problem(
            ("scores",),
            f"replaying gives scores {list(game.scores)}, the record says "
            f"{list(record.scores)}; the rules have changed since it was recorded",
        )
    return game
