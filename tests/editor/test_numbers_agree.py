"""Whatever spelling a number takes, `validate` and every command agree on the map.

A bundled map of each family has some of its numbers respelled in the ways YAML 1.1 writes
a number (`2`, `+2`, `0x2`, `0b10`, `02`, `2.0`, `2.`, `2.0e+0`, `20.0e-1`, `0:2.0`), or made
not whole (`2.5`). A map `validate` accepts must then play, print, render and format, and
every record its games write must replay; a map it refuses must be refused by `playtest`
too, and nothing may end in a traceback (docs/map-pack.md, "Numbers").
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.cli import main
from engine.pack import dump_pack, load_pack
from engine.paths import MAPS
from tests.engine import test_whole_numbers as whole_numbers

FAMILY_MAPS = [
    *("tutorial.yaml", "next-station-london.yaml", "metro-x-harbour.yaml"),
    *("one-day-rivertown.yaml", "tube-dice-quick.yaml"),
]
TEXTS = {name: (MAPS / name).read_text(encoding="utf-8") for name in FAMILY_MAPS}
# a plain whole number standing alone as a value or in a flow list: `cards: 2`, `[0, 2]`
NUMBER = re.compile(r"(?:(?<=: )|(?<=\[)|(?<=, ))-?[0-9]+(?=,|\]|$)", re.MULTILINE)


def whole_spellings(n: int) -> list[str]:
    """Every spelling of `n` the reader reads as `n`."""
    sign, size = ("-" if n < 0 else ""), abs(n)
    found = [str(n), f"{sign or '+'}{size}", f"{sign}0x{size:x}", f"{sign}0b{size:b}"]
    found += [f"{n}.0", f"{n}.", f"{sign or '+'}{size}.0", f"{n}.0e+0", f"{n}0.0e-1"]
    if size:
        found.append(f"{sign}0{size:o}")  # octal
    if size < 60:
        found.append(f"{sign}0:{size}.0")  # base 60
    return found


@st.composite
def respelled(draw: st.DrawFn) -> tuple[str, str, bool]:
    """A family's map, its text with some numbers respelled, and whether all of them
    are still the same whole numbers."""
    name = draw(st.sampled_from(FAMILY_MAPS))
    text = TEXTS[name]
    places = list(NUMBER.finditer(text))
    chosen = draw(st.lists(st.sampled_from(places), min_size=1, max_size=6, unique_by=id))
    whole = True
    for place in sorted(chosen, key=lambda match: -match.start()):
        n = int(place.group())
        if draw(st.integers(0, 9)) == 0:
            spelling, whole = f"{n}.5", False
        else:
            spelling = draw(st.sampled_from(whole_spellings(n)))
        text = text[: place.start()] + spelling + text[place.end() :]
    return name, text, whole


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str]:
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out


def agree(capsys: pytest.CaptureFixture[str], folder: Path, name: str, text: str) -> int:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    verdict, _ = run(capsys, "validate", path)
    assert verdict in (0, 1, 2)
    records = folder / "games"
    played, out = run(capsys, "playtest", path, "--games", "2", "--jobs", "1", "--records", records)
    if verdict != 0:
        assert (played, out) == (2, "")
        for command in ("print", "render", "fmt"):  # refused, or done without the rules
            assert run(capsys, command, path, "-o", folder / f"out.{command}")[0] in (0, 2)
        return verdict
    assert played == 0
    for record in sorted(records.glob("game-*.yaml")):
        assert run(capsys, "replay", record)[0] == 0
    assert run(capsys, "print", path, "-o", folder / "kit.pdf")[0] == 0
    assert run(capsys, "render", path, "-o", folder / "board.png")[0] == 0
    assert run(capsys, "fmt", path, "-o", folder / "canonical.yaml")[0] == 0
    return verdict


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(respelled())
def test_validate_and_every_command_agree_whatever_the_spelling(
    capsys: pytest.CaptureFixture[str], case: tuple[str, str, bool]
) -> None:
    name, text, whole = case
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        verdict = agree(capsys, folder, name, text)
        if whole:  # the same numbers: the same map, accepted as the bundled one is
            assert verdict == 0
            written = (folder / "canonical.yaml").read_text(encoding="utf-8")
            assert written == dump_pack(load_pack(MAPS / name))


@pytest.mark.parametrize("field", ["sections: 2", "lines_to_end: 2"])
def test_the_editor_opens_a_tube_dice_map_with_a_whole_number_written_2_0(
    tmp_path: Path, field: str
) -> None:
    """Before, the sheet's boxes were drawn `range(2.0)` times and the window never opened."""
    text = TEXTS["tube-dice-quick.yaml"]
    path = tmp_path / "dice.yaml"
    path.write_text(text.replace(f"{field}\n", f"{field}.0\n", 1), encoding="utf-8")
    shot = tmp_path / "shot.png"
    assert main(["edit", str(path), "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 0


@pytest.mark.parametrize("case", whole_numbers.FIELDS)
def test_each_field_the_probe_named_prints_and_renders_when_written_2_0(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = whole_numbers.respelled(case, "{}.0", tmp_path)
    assert run(capsys, "print", path, "-o", tmp_path / "kit.pdf")[0] == 0
    assert run(capsys, "render", path, "-o", tmp_path / "board.png")[0] == 0
