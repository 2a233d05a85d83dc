"""Exporting packs to share: one file, or a folder that carries its background image along,
and never a byte read or written outside the two folders."""

from __future__ import annotations

import os
import stat
from dataclasses import replace
from pathlib import Path

import pytest

from engine.map.model import Background, MapPack
from engine.pack import PackError, load_pack, save_pack
from engine.pack.assets import asset_folder
from engine.pack.bundle import export_file, export_folder
from tests.conftest import PackFactory

IMAGE = b"\x89PNG\r\n\x1a\n not really an image, but bytes to carry"


@pytest.fixture
def traced(make_pack: PackFactory, tmp_path: Path) -> tuple[MapPack, Path]:
    """A folder pack tracing over `scans/city.png`, saved in tmp_path/source."""
    pack = make_pack(
        {"a": (0, 0), "b": (100, 0)},
        ["a-b"],
        background=Background("scans/city.png", opacity=0.3),
    )
    source = tmp_path / "source"
    (source / "scans").mkdir(parents=True)
    (source / "scans" / "city.png").write_bytes(IMAGE)
    save_pack(pack, source)
    return pack, source


def test_asset_folder_of_a_file_and_of_a_folder_pack(tmp_path: Path) -> None:
    file = tmp_path / "city.yaml"
    file.write_text("", encoding="utf-8")
    assert asset_folder(file) == tmp_path
    assert asset_folder(tmp_path) == tmp_path


def test_folder_export_carries_the_background_image(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, source = traced
    written = export_folder(pack, source, tmp_path / "shared")
    assert written == tmp_path / "shared" / "map.yaml"
    assert load_pack(tmp_path / "shared") == pack
    assert (tmp_path / "shared" / "scans" / "city.png").read_bytes() == IMAGE


def test_folder_export_into_the_pack_own_folder_keeps_the_image(
    traced: tuple[MapPack, Path],
) -> None:
    pack, source = traced
    edited = replace(pack, name="Edited")
    export_folder(edited, source, source)
    assert load_pack(source).name == "Edited"
    assert (source / "scans" / "city.png").read_bytes() == IMAGE


def test_single_file_export_leaves_the_tracing_image_out(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, _ = traced
    target = export_file(pack, tmp_path / "city.yaml")
    assert load_pack(target) == replace(pack, background=None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["city.yaml", "source"]


@pytest.mark.parametrize(
    "path",
    ["../outside.png", "scans/../../outside.png", "/etc/passwd", "\\\\server\\share\\x.png", ""],
)
def test_asset_paths_leaving_the_folder_are_refused_before_writing(
    traced: tuple[MapPack, Path], tmp_path: Path, path: str
) -> None:
    pack, source = traced
    (tmp_path / "outside.png").write_bytes(b"private")
    hostile = replace(pack, background=Background(path))
    with pytest.raises(PackError) as raised:
        export_folder(hostile, source, tmp_path / "shared")
    assert "background.path" in raised.value.describe()
    assert not (tmp_path / "shared").exists()


def test_a_symbolic_link_out_of_the_folder_is_refused(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, source = traced
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "key.png").write_bytes(b"private")
    (source / "linked").symlink_to(tmp_path / "private")
    with pytest.raises(PackError, match="leads out of the map's folder through a symbolic link"):
        export_folder(
            replace(pack, background=Background("linked/key.png")), source, tmp_path / "t"
        )
    assert not (tmp_path / "t").exists()


def test_a_link_in_the_target_cannot_redirect_the_copy(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, source = traced
    target = tmp_path / "shared"
    target.mkdir()
    (tmp_path / "elsewhere").mkdir()
    (target / "scans").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(PackError, match="leads out"):
        export_folder(pack, source, target)
    assert list((tmp_path / "elsewhere").iterdir()) == []


def test_a_missing_image_is_reported_and_nothing_is_written(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, source = traced
    (source / "scans" / "city.png").unlink()
    with pytest.raises(PackError, match=r"background\.path: 'scans/city\.png': missing"):
        export_folder(pack, source, tmp_path / "shared")
    assert not (tmp_path / "shared").exists()


def test_an_unsaved_map_with_a_background_must_be_saved_first(
    traced: tuple[MapPack, Path], tmp_path: Path
) -> None:
    pack, _ = traced
    with pytest.raises(PackError, match="save it first"):
        export_folder(pack, None, tmp_path / "shared")


def test_an_unsaved_map_without_assets_exports_as_a_folder(
    make_pack: PackFactory, tmp_path: Path
) -> None:
    pack = make_pack({"a": (0, 0)})
    export_folder(pack, None, tmp_path / "shared")
    assert [p.name for p in (tmp_path / "shared").iterdir()] == ["map.yaml"]
    assert load_pack(tmp_path / "shared") == pack


def test_exported_files_get_the_usual_permissions_not_owner_only(
    make_pack: PackFactory, tmp_path: Path
) -> None:
    """Written through a temporary file, yet shareable like any file the designer makes."""
    previous = os.umask(0o022)
    try:
        written = export_file(make_pack({"a": (0, 0)}), tmp_path / "city.yaml")
    finally:
        os.umask(previous)
    assert stat.S_IMODE(written.stat().st_mode) == 0o644


def test_overwriting_keeps_the_old_file_permissions(make_pack: PackFactory, tmp_path: Path) -> None:
    target = tmp_path / "city.yaml"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o600)
    export_file(make_pack({"a": (0, 0)}), target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert load_pack(target).stations[0].id == "a"
