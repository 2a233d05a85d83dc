"""Hostile files through the real commands: a named pipe, `/dev/zero`, a loop of
links, a folder, a name too long, a file past the limit, a number too large, a
background image that is none of these things. Each ends in bounded time with
a message naming the file and the place, and a non-zero exit or a finding;
none ends in a traceback."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.cli import main
from engine.map.model import Background
from engine.pack import PackError, load_pack, save_pack
from engine.pack import io as pack_io
from engine.pack.bundle import export_folder
from engine.pack.io import pack_file
from engine.pack.limits import MAX_BYTES
from engine.paths import MAPS
from tests import hostile
from tests.command_process import run_tracksmith
from tests.hostile import (
    A_PNG,
    BACKGROUNDS,
    HOSTILE_FILES,
    HostileFile,
    background_pack,
    deadline,
    with_background,
)

__all__ = ["deadline"]  # the fixture, used by name
pytestmark = pytest.mark.usefixtures("deadline")

TUTORIAL = hostile.TUTORIAL
HUGE = "1" + "0" * 400
NO_DIGEST = "0" * 64
CSV = Path(__file__).resolve().parent.parent / "data" / "csv"
TABLES = ("stations", "connections", "lines")


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def record_text(pack: str, **fields: str) -> str:
    values = {"players": "2", "seed": "0", **fields}
    return (
        f"format: 1\npack: '{pack}'\npack_sha256: '{NO_DIGEST}'\nruleset: underground\n"
        f"players: {values['players']}\nseed: {values['seed']}\noptions: {{}}\nactions: []\n"
    )


# --- a hostile file where a map, a record or a table goes ------------------------------------

Use = tuple[list[str | Path], str]  # the arguments, and what the message starts with


def given_as(command: str, path: Path, folder: Path) -> Use:
    """The command `command` given the hostile `path` where it reads a file."""
    if command in ("validate", "fmt"):
        return [command, path], f"{pack_file(path)}: (top level): "  # a map may be a folder
    if command == "layout":
        return [command, path, "-o", folder / "out.yaml"], f"{pack_file(path)}: (top level): "
    if command == "replay":
        return [command, path], f"{path}: (top level): "
    if command == "replay-its-map":
        record = folder / "game.yaml"
        record.write_text(record_text(str(path)), encoding="utf-8")
        prefix = f"{record}:2: pack: cannot load the map pack: {pack_file(path)}: (top level): "
        return ["replay", record], prefix
    tables: dict[str, str | Path] = {name: CSV / f"{name}.csv" for name in TABLES}
    tables[command.removeprefix("import-")] = path
    arguments = [item for name, file in tables.items() for item in (f"--{name}", file)]
    return ["import", "csv", *arguments, "-o", folder / "out.yaml"], f"tracksmith import: {path}: "


def beside(command: str, path: Path, folder: Path) -> str:
    """What replay adds when a record's map is neither at its path nor beside the record."""
    if command != "replay-its-map" or os.path.lexists(path):
        return ""
    return f" (nor is it beside the record in {folder}; replay --map PACK names the map)"


COMMANDS = [
    "validate",
    "fmt",
    "layout",
    "replay",
    "replay-its-map",
    *(f"import-{t}" for t in TABLES),
]


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("make", HOSTILE_FILES.values(), ids=HOSTILE_FILES.keys())
def test_a_hostile_file_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, make: HostileFile
) -> None:
    path, reason = make(tmp_path)
    arguments, prefix = given_as(command, path, tmp_path)
    expected = f"{prefix}{reason}{beside(command, path, tmp_path)}\n"
    assert run(capsys, *arguments) == (2, "", expected)
    assert not (tmp_path / "out.yaml").exists()


@pytest.mark.parametrize("command", COMMANDS)
def test_an_endless_device_is_refused_at_once_by_the_real_command(
    tmp_path: Path, command: str
) -> None:
    """In a process of its own: a reader that trusted /dev/zero would fill memory."""
    arguments, prefix = given_as(command, hostile.ENDLESS, tmp_path)
    result = hostile.run_tracksmith(*arguments)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"{prefix}{hostile.ENDLESS_REASON}\n"


def test_a_map_past_the_size_limit_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, reason = hostile.too_large(tmp_path, MAX_BYTES)
    assert run(capsys, "validate", path) == (2, "", f"{path}: (top level): {reason}\n")


def test_a_file_whose_size_says_nothing_is_read_only_to_the_limit(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files under /proc report a size of 0 whatever they hold; the read stops one
    byte past the limit all the same."""
    monkeypatch.setattr(pack_io, "MAX_BYTES", 64)
    path = Path("/proc/self/maps")
    assert path.stat().st_size == 0
    assert run(capsys, "validate", path) == (2, "", f"{path}: (top level): larger than 64 bytes\n")


# --- numbers too large for a float ----------------------------------------------------------


@pytest.mark.parametrize("command", ["validate", "fmt"])
def test_a_huge_whole_number_in_a_map_is_refused_at_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text(TUTORIAL.replace("canvas: [1000, 800]", f"canvas: [{HUGE}, 800]"), "utf-8")
    code, out, err = run(capsys, command, path)
    assert (code, out) == (2, "")
    assert err == f"{path}:11: canvas[0]: number larger than 9007199254740992\n"


def test_a_record_of_a_map_with_a_huge_number_is_refused_at_its_pack_key(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pack = tmp_path / "huge.yaml"
    pack.write_text(TUTORIAL.replace("canvas: [1000, 800]", f"canvas: [{HUGE}, 800]"), "utf-8")
    record = tmp_path / "game.yaml"
    record.write_text(record_text(pack.name), encoding="utf-8")
    code, _, err = run(capsys, "replay", record)
    assert code == 2
    assert err == (
        f"{record}:2: pack: cannot load the map pack: "
        f"{pack}:11: canvas[0]: number larger than 9007199254740992\n"
    )


@pytest.mark.parametrize(
    ("field", "value", "line", "message"),
    [
        ("players", HUGE, 5, "number larger than 9007199254740992"),
        ("seed", f"-{HUGE}", 6, "number larger than 9007199254740992"),
        ("seed", "1.0e+400", 6, "expected a finite number"),
        ("seed", ".nan", 6, "expected a finite number"),
    ],
    ids=["players", "seed", "seed-float", "seed-nan"],
)
def test_a_record_with_a_huge_number_is_refused_at_its_line(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    field: str,
    value: str,
    line: int,
    message: str,
) -> None:
    save_pack(load_pack(MAPS / "tutorial.yaml"), tmp_path / "city.yaml")
    record = tmp_path / "game.yaml"
    record.write_text(record_text("city.yaml", **{field: value}), encoding="utf-8")
    code, out, err = run(capsys, "replay", record)
    assert (code, out, err) == (2, "", f"{record}:{line}: {field}: {message}\n")


def test_a_record_with_the_largest_player_count_is_refused_by_the_rules(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pack = load_pack(MAPS / "tutorial.yaml")
    save_pack(pack, tmp_path / "city.yaml")
    from engine.records import pack_digest

    record = tmp_path / "game.yaml"
    text = record_text("city.yaml", players=str(2**53)).replace(NO_DIGEST, pack_digest(pack))
    record.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "replay", record)
    assert (code, out) == (2, "")
    assert err == (
        f"{record}:1: (top level): the game cannot be set up: On the Underground: 2 to 5 "
        "players play this game, not 9007199254740992\n"
    )


# --- background images ----------------------------------------------------------------------


@pytest.mark.parametrize("name", BACKGROUNDS)
def test_validate_names_a_hostile_background_and_fmt_keeps_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    background = background_pack(tmp_path, name)
    exit_code, out, err = run(capsys, "validate", background.pack)
    severity = "error" if background.code == "outside" else "warning"
    assert (exit_code, err) == (1 if severity == "error" else 0, "")
    assert out.splitlines()[0] == (
        f"{background.pack}: {severity} background-{background.code}: "
        f"background.path '{background.shown}': {background.reason}"
    )
    assert run(capsys, "fmt", background.pack)[::2] == (0, "")
    assert load_pack(background.pack).background == Background(background.path)


@pytest.mark.parametrize("name", BACKGROUNDS)
def test_fmt_elsewhere_and_export_name_a_background_they_cannot_copy(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    """As validate names it: the map is still written, without the image (fmt), or
    nothing is (an export must not dangle)."""
    background = background_pack(tmp_path, name)
    copy = tmp_path / "copy"
    copied = background.code == "not-image" or name == "too-large"  # files all the same
    sentence = f"background.path '{background.shown}': {background.reason}"
    left = f"tracksmith fmt: {background.pack / 'map.yaml'}: not copied along: {sentence}\n"
    assert run(capsys, "fmt", background.pack, "-o", copy) == (
        0,
        f"wrote {copy / 'map.yaml'}\n",
        "" if copied else left,
    )
    assert load_pack(copy).background == Background(background.path)
    shared = tmp_path / "shared"
    if copied:
        export_folder(load_pack(background.pack), background.pack, shared)
        return
    with pytest.raises(PackError) as refused:
        export_folder(load_pack(background.pack), background.pack, shared)
    assert refused.value.describe() == (
        f"{background.pack}: background.path: '{background.shown}': {background.reason}"
    )
    assert not shared.exists()


def test_validate_json_lists_the_background_finding(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pack = with_background(tmp_path / "city", "scan.png")
    code, out, _ = run(capsys, "validate", pack, "--json")
    findings = json.loads(out)["findings"]
    assert code == 0
    assert {"code": "background-missing", "severity": "warning", "elements": []}.items() <= (
        findings[0].items()
    )


def test_a_background_that_is_an_image_gives_no_finding(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "city"
    folder.mkdir()
    (folder / "scan.png").write_bytes(A_PNG)
    pack = with_background(folder, "scan.png")
    assert run(capsys, "validate", pack) == (0, f"{pack}: 0 errors, 0 warnings\n", "")


@pytest.mark.parametrize("command", ["validate", "fmt"])
def test_a_nul_in_a_background_path_is_refused_at_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    folder = with_background(tmp_path / "city", "scan.png")
    file = folder / "map.yaml"
    text = file.read_text(encoding="utf-8").replace("'scan.png'", '"scan\\0.png"')
    file.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, command, folder)
    assert (code, out) == (2, "")
    assert err == (
        f"{file}:13: background.path: expected a file path of at most 10000 characters, "
        "without NUL\n"
    )


# --- a file name that is not UTF-8, printed to a terminal that takes only UTF-8 --------------

STRICT_UTF8 = {**os.environ, "PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8"}


def not_utf8(folder: Path, source: Path, suffix: str = ".yaml") -> Path:
    """A copy of `source` under a name holding the byte 0xff, as Python holds it: a surrogate."""
    path = Path(os.fsdecode(bytes(folder) + b"/map-\xff" + suffix.encode()))
    path.write_bytes(source.read_bytes())
    return path


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
@pytest.mark.parametrize("command", ["validate", "journey", "replay"])
def test_a_name_that_is_not_utf8_is_printed_escaped(
    tmp_path: Path, command: str, as_json: bool
) -> None:
    """The name escaped in text, by JSON itself in JSON, never a UnicodeEncodeError."""
    one_day = not_utf8(tmp_path, MAPS / "one-day-rivertown.yaml")
    named, args, code = one_day, [one_day], 0
    if command == "journey":
        args, code = [one_day, "westgate", "mill-road"], 1  # a valid journey is longer
    if command == "replay":
        games = tmp_path / "games"
        run_options = ["--games", "1", "--jobs", "1", "--records", str(games)]
        assert main(["playtest", str(one_day), *run_options]) == 0
        named = not_utf8(tmp_path, games / "game-0.yaml", ".record.yaml")
        args = [named]
    json_option = ["--json"] if as_json else []
    done = run_tracksmith(command, *map(str, args), *json_option, environment=STRICT_UTF8)
    assert (done.returncode, done.stderr) == (code, "")
    if as_json:
        assert json.loads(done.stdout)["record" if command == "replay" else "map"] == str(named)
    else:
        escaped = str(named).encode("utf-8", "backslashreplace").decode("ascii")
        assert done.stdout.startswith(f"{escaped}: ")
        assert "\\udcff" in escaped
