"""Files beside a pack: adopting an image chosen from elsewhere, and carrying the
assets along when a map is saved into another folder (engine/pack/assets.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.map.model import Background, MapPack
from engine.pack.assets import adopt, carry_assets
from tests.conftest import PackFactory


@pytest.fixture
def traced(make_pack: PackFactory) -> MapPack:
    return replace(make_pack({"a": (0, 0)}), background=Background("scans/city.png"))


def test_an_image_inside_the_folder_is_named_where_it_is(tmp_path: Path) -> None:
    (tmp_path / "scans").mkdir()
    (tmp_path / "scans" / "city.png").write_bytes(b"one")
    assert adopt(tmp_path / "scans" / "city.png", tmp_path) == "scans/city.png"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scans"]  # nothing copied


def test_an_image_from_elsewhere_is_copied_in_without_overwriting(tmp_path: Path) -> None:
    folder, elsewhere = tmp_path / "map", tmp_path / "downloads"
    folder.mkdir()
    elsewhere.mkdir()
    (elsewhere / "city.png").write_bytes(b"the scan")
    (folder / "city.png").write_bytes(b"another picture")
    assert adopt(elsewhere / "city.png", folder) == "city-2.png"
    assert (folder / "city-2.png").read_bytes() == b"the scan"
    assert (folder / "city.png").read_bytes() == b"another picture"
    # the same image chosen again is found, not copied a second time
    assert adopt(elsewhere / "city.png", folder) == "city-2.png"
    assert sorted(p.name for p in folder.iterdir()) == ["city-2.png", "city.png"]


def test_saving_elsewhere_carries_the_background(traced: MapPack, tmp_path: Path) -> None:
    source, target = tmp_path / "old", tmp_path / "new"
    (source / "scans").mkdir(parents=True)
    (source / "scans" / "city.png").write_bytes(b"the scan")
    target.mkdir()
    assert carry_assets(traced, source, target) == []
    assert (target / "scans" / "city.png").read_bytes() == b"the scan"
    assert carry_assets(traced, source, target) == []  # again: the same file is there


def test_what_cannot_be_carried_is_reported_not_raised(traced: MapPack, tmp_path: Path) -> None:
    source, target = tmp_path / "old", tmp_path / "new"
    (target / "scans").mkdir(parents=True)
    source.mkdir()
    assert carry_assets(traced, source, target) == ["background.path 'scans/city.png': missing"]
    (source / "scans").mkdir()
    (source / "scans" / "city.png").write_bytes(b"the scan")
    (target / "scans" / "city.png").write_bytes(b"someone else's")
    [kept] = carry_assets(traced, source, target)
    assert kept.endswith("already exists and was kept")
    assert (target / "scans" / "city.png").read_bytes() == b"someone else's"
    outside = replace(traced, background=Background("../city.png"))
    assert carry_assets(outside, source, target) == [
        "background.path '../city.png': not a path inside the map's folder"
    ]


def test_saving_in_the_same_folder_copies_nothing(traced: MapPack, tmp_path: Path) -> None:
    assert carry_assets(traced, tmp_path, tmp_path) == []
    assert list(tmp_path.iterdir()) == []


def test_a_copy_that_fails_is_reported_and_the_rest_goes_on(
    traced: MapPack, tmp_path: Path
) -> None:
    source, target = tmp_path / "old", tmp_path / "new"
    (source / "scans").mkdir(parents=True)
    (source / "scans" / "city.png").write_bytes(b"the scan")
    target.mkdir()
    (target / "scans").write_text("a file where the folder would go", encoding="utf-8")
    [left] = carry_assets(traced, source, target)
    assert left.startswith(f"cannot copy {source / 'scans' / 'city.png'} to ")
