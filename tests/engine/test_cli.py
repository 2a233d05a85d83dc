"""`tracksmith validate` and `tracksmith fmt`: exit codes, output, and files written."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cli import main
from engine.pack import dump_pack, load_pack
from engine.paths import MAPS, ROOT


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


# --- validate: exit codes -------------------------------------------------------------


def test_clean_map_exits_0(capsys: pytest.CaptureFixture[str], tutorial: Path) -> None:
    code, out, err = run(capsys, "validate", tutorial)
    assert (code, out, err) == (0, f"{tutorial}: 0 errors, 0 warnings\n", "")


def test_warnings_alone_exit_0(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    code, out, _ = run(capsys, "validate", packs / "crossing.yaml")
    assert code == 0
    # named as people read them; the ids stay in the JSON's elements
    named = "connections 'Angel\u2013Bank' and 'Cannon\u2013Dalston' cross"
    assert f"warning crossing-connections: {named}" in out
    assert out.endswith("0 errors, 1 warning\n")


def test_errors_exit_1(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    code, out, _ = run(capsys, "validate", packs / "broken-deck.yaml")
    assert code == 1
    assert "error deck-unknown-station: deck card 2 names station 'atlantis'" in out
    assert out.endswith("1 error, 0 warnings\n")


def test_unreadable_pack_exits_2_with_the_line(
    capsys: pytest.CaptureFixture[str], packs: Path
) -> None:
    path = packs / "unreadable.yaml"
    code, out, err = run(capsys, "validate", path)
    assert (code, out, err) == (
        2,
        "",
        f"{path}:8: stations[1].pos: expected two numbers from -1000000 to 1000000\n",
    )


def test_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "validate", tmp_path / "nowhere.yaml")
    assert code == 2
    assert "cannot read: No such file or directory" in err


@pytest.mark.parametrize(
    "args",
    [["validate"], ["validate", "a.yaml", "--colour"], ["frobnicate"], ["fmt", "a", "-o"]],
    ids=["no-map", "unknown-option", "unknown-command", "option-without-value"],
)
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_version_prints_the_installed_release_and_exits_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with (ROOT / "pyproject.toml").open("rb") as project:
        release = tomllib.load(project)["project"]["version"]
    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr() == (f"tracksmith {release}\n", "")


def test_no_command_prints_help_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys)
    assert code == 2
    assert "validate" in out and "fmt" in out


def test_folder_pack_validates(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    code, out, _ = run(capsys, "validate", packs / "folder-city")
    assert (code, out) == (0, f"{packs / 'folder-city'}: 0 errors, 0 warnings\n")


# --- validate --json --------------------------------------------------------------------


def test_json_lists_every_finding(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    path = packs / "crossing.yaml"
    code, out, _ = run(capsys, "validate", path, "--json")
    assert code == 0
    assert json.loads(out) == {
        "map": str(path),
        "readable": True,
        "errors": 0,
        "warnings": 1,
        "findings": [
            {
                "severity": "warning",
                "code": "crossing-connections",
                "elements": ["a-b", "c-d"],
                "message": "connections 'Angel\u2013Bank' and 'Cannon\u2013Dalston' cross without "
                "a station; players will read it as a junction (add a station or bend one of them)",
            }
        ],
    }


def test_json_counts_errors_and_exits_1(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    code, out, _ = run(capsys, "validate", "--json", packs / "broken-deck.yaml")
    report = json.loads(out)
    assert code == 1
    assert (report["errors"], report["warnings"]) == (1, 0)
    assert [f["code"] for f in report["findings"]] == ["deck-unknown-station"]


def test_json_for_an_unreadable_pack(capsys: pytest.CaptureFixture[str], packs: Path) -> None:
    path = packs / "unreadable.yaml"
    code, out, err = run(capsys, "validate", path, "--json")
    assert (code, err) == (2, "")
    assert json.loads(out) == {
        "map": str(path),
        "readable": False,
        "problems": [
            {
                "path": "stations[1].pos",
                "line": 8,
                "message": "expected two numbers from -1000000 to 1000000",
            }
        ],
    }


# --- fmt ------------------------------------------------------------------------------------


def test_fmt_rewrites_in_canonical_form(
    capsys: pytest.CaptureFixture[str], packs: Path, tmp_path: Path
) -> None:
    path = tmp_path / "untidy.yaml"
    shutil.copy(packs / "untidy.yaml", path)
    code, out, _ = run(capsys, "fmt", path)
    assert (code, out) == (0, f"wrote {path}\n")
    text = path.read_text(encoding="utf-8")
    assert text == dump_pack(load_pack(packs / "untidy.yaml"))
    assert (
        "stations:\n  - id: a\n    name: a\n    pos: [100, 100]\n    flags: [terminus, start]\n"
        in (text)
    )


def test_fmt_twice_changes_nothing(
    capsys: pytest.CaptureFixture[str], packs: Path, tmp_path: Path
) -> None:
    path = tmp_path / "untidy.yaml"
    shutil.copy(packs / "untidy.yaml", path)
    run(capsys, "fmt", path)
    once = path.read_bytes()
    run(capsys, "fmt", path)
    assert path.read_bytes() == once


def test_fmt_to_output_leaves_the_input_untouched(
    capsys: pytest.CaptureFixture[str], packs: Path, tmp_path: Path
) -> None:
    source = packs / "untidy.yaml"
    before = source.read_bytes()
    target = tmp_path / "clean.yaml"
    code, _, _ = run(capsys, "fmt", source, "-o", target)
    assert code == 0
    assert source.read_bytes() == before
    assert target.read_text(encoding="utf-8") == dump_pack(load_pack(source))


def test_fmt_rewrites_a_folder_packs_map_yaml(
    capsys: pytest.CaptureFixture[str], packs: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "folder-city"
    shutil.copytree(packs / "folder-city", folder)
    code, out, _ = run(capsys, "fmt", folder)
    assert (code, out) == (0, f"wrote {folder / 'map.yaml'}\n")
    assert sorted(p.name for p in folder.iterdir()) == ["map.yaml"]
    assert "canvas: [1000, 1000]\n" in (folder / "map.yaml").read_text(encoding="utf-8")


def test_fmt_refuses_an_unreadable_pack_and_keeps_it(
    capsys: pytest.CaptureFixture[str], packs: Path, tmp_path: Path
) -> None:
    path = tmp_path / "unreadable.yaml"
    shutil.copy(packs / "unreadable.yaml", path)
    before = path.read_bytes()
    code, _, err = run(capsys, "fmt", path)
    assert (code, err) == (
        2,
        f"{path}:8: stations[1].pos: expected two numbers from -1000000 to 1000000\n",
    )
    assert path.read_bytes() == before


# --- anything at all ----------------------------------------------------------------------------

TUTORIAL = (MAPS / "tutorial.yaml").read_text(encoding="utf-8")
YAML_MARKS = "-:[]{},#&*!|>'\"%@`?\n\t 0123456789.abcxyz"


def splice(start: int, length: int, insert: str) -> str:
    """The tutorial with a piece cut out and something else put in its place."""
    return TUTORIAL[:start] + insert + TUTORIAL[start + length :]


inputs = st.one_of(
    st.binary(max_size=300),
    st.text(max_size=300),
    st.text(YAML_MARKS, max_size=300),
    st.builds(
        splice,
        st.integers(0, len(TUTORIAL)),
        st.integers(0, 80),
        st.text(YAML_MARKS, max_size=20),
    ),
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=inputs)
def test_validate_survives_any_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes | str
) -> None:
    path = tmp_path / "fuzz.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", errors="surrogatepass")
    code, out, err = run(capsys, "validate", path)
    if code == 2:
        assert err.startswith(str(path)) and out == ""
    else:
        assert code in (0, 1)
        assert out.endswith((" warning\n", " warnings\n")) and err == ""  # "1 warning"
